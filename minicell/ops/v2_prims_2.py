"""More of MindSpore 2.10's CPU Primitives as minicell code over existing ops (the same in both
modes, differentiable): ``math_ops.TridiagonalSolve``, ``nn_ops.InstanceNormV2`` and its
``_grad_ops.InstanceNormV2Grad``, ``image_ops.ResizeV2`` and the ``CropAndResize`` gradients
``image_ops.CropAndResizeGradBoxes`` / ``CropAndResizeGradImage``. Values follow 2.10's CPU
kernels (measured). Rows in ``rows_v1.py``.

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import math_ops
>>> d = ms.Tensor(np.array([[1., 2., 3.], [2., 3., 4.], [3., 4., 5.]], np.float32))
>>> math_ops.TridiagonalSolve()(d, ms.Tensor(np.array([[1.], [2.], [3.]], np.float32))).shape
(3, 1)
"""
import numpy as np

from .._checkparam import (INC_BOTH, INC_RIGHT, IN, check, check_bool, check_float_range,
                           check_is_float, check_string, check_value_type)
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._arg_checks import int_values
from . import functional as F
from ._util import kernel_dtype, shape_of
from .extra_vision import crop_and_resize
from .grad_prims import vjp_of
from .primitive import Primitive, prim_attr_register

__all__ = ["TridiagonalSolve", "InstanceNormV2", "InstanceNormV2Grad", "ResizeV2",
           "CropAndResizeGradBoxes", "CropAndResizeGradImage"]



class TridiagonalSolve(Primitive):
    """``TridiagonalSolve(partial_pivoting=True)(diagonals, rhs)``: solves ``A y = rhs`` for
    the tridiagonal ``A`` whose super-, main and sub-diagonals are rows 0, 1, 2 of
    ``diagonals`` ``(..., 3, M)`` (``superdiag[M-1]`` and ``subdiag[0]`` unused); ``rhs`` is
    ``(..., M, K)``."""

    @prim_attr_register
    def __init__(self, partial_pivoting=True):
        self.partial_pivoting = check_value_type("partial_pivoting", partial_pivoting, [bool],
                                                 self.name)

    def __call__(self, diagonals, rhs):
        kernel_dtype(diagonals, self.name, ("Float32", "Float64", "Complex64", "Complex128"),
                     arg="diagonals")
        shape = shape_of(diagonals)
        if len(shape) < 2 or shape[-2] != 3:
            raise ValueError(f"For '{self.name}', the shape of 'diagonals' must be (..., 3, M), "
                             f"but got {shape}.")
        m = shape[-1]
        if shape_of(rhs)[-2:-1] != (m,):
            raise ValueError(f"For '{self.name}', the second to last dimension of 'rhs' must "
                             f"equal the last dimension of 'diagonals' {m}, but got "
                             f"{shape_of(rhs)}.")
        cols = [F.expand_dims(diagonals[..., i, :], -1) for i in range(3)]   # (..., M, 1)
        eyes = [Tensor(np.eye(m, k=k), dtype=diagonals.dtype) for k in (1, 0, -1)]
        matrix = cols[0] * eyes[0] + cols[1] * eyes[1] + cols[2] * eyes[2]
        return F.matrix_solve(matrix, F.cast(rhs, diagonals.dtype))


def _check_norm_args(name, epsilon, momentum=None):
    check_is_float(epsilon, "epsilon", name)
    if momentum is not None:
        check_is_float(momentum, "momentum", name)
    check_float_range(epsilon, 0, 1, INC_RIGHT, "epsilon", name)
    if momentum is not None:
        check_float_range(momentum, 0, 1, INC_BOTH, "momentum", name)


def _check_norm_x(name, x):
    if len(shape_of(x)) not in (4, 5):
        raise ValueError(f"For '{name}', the dimension of 'x' should be 4D or 5D, but got "
                         f"{len(shape_of(x))}D.")
    kernel_dtype(x, name, ("Float16", "Float32"), arg="x")


class InstanceNormV2(Primitive):
    """``InstanceNormV2(is_training=True, momentum=0.1, epsilon=1e-5)(x, gamma, beta, mean,
    variance)`` -> ``(y, batch_mean, batch_variance)``: ``x`` is NCHW or NC1HWC0 and the
    other inputs ``(N, C, 1, 1)`` / ``(N, C1, 1, 1, C0)`` float32; the statistics run over
    H and W. Training normalises by the batch statistics and returns their mean and
    ``1 / sqrt(var + epsilon)``; inference uses ``mean`` / ``variance`` and returns zeros (2.10's
    CPU kernel, which also updates ``mean`` / ``variance`` in place: minicell returns new
    Tensors and leaves its inputs as they are)."""

    @prim_attr_register
    def __init__(self, is_training=True, momentum=0.1, epsilon=1e-5):
        _check_norm_args(self.name, epsilon, momentum)
        check_bool(is_training, "is_training", self.name)
        self.is_training, self.momentum, self.epsilon = is_training, momentum, epsilon

    def __call__(self, x, gamma, beta, mean, variance):
        _check_norm_x(self.name, x)
        work = F.cast(x, mstype.float32)
        if self.is_training:
            batch_mean = F.mean(work, (2, 3), True)
            var = F.mean(F.square(work - batch_mean), (2, 3), True)
            invstd = F.rsqrt(var + self.epsilon)
            save_mean, save_inv = batch_mean, invstd
        else:
            batch_mean, invstd = mean, F.rsqrt(variance + self.epsilon)
            save_mean, save_inv = F.zeros_like(mean), F.zeros_like(variance)
        alpha = invstd * gamma
        y = work * alpha + (beta - batch_mean * alpha)
        return F.cast(y, x.dtype), save_mean, save_inv


class InstanceNormV2Grad(Primitive):
    """``InstanceNormV2Grad(is_training=True, epsilon=1e-5)(dy, x, gamma, mean, variance,
    save_mean, save_variance)`` -> ``(pd_x, pd_gamma, pd_beta)``: ``InstanceNormV2``'s
    gradient; training reads ``save_mean`` and ``save_variance`` (the saved
    ``1 / sqrt(var + epsilon)``), inference ``mean`` and ``variance``."""

    @prim_attr_register
    def __init__(self, is_training=True, epsilon=1e-5):
        _check_norm_args(self.name, epsilon)
        check_bool(is_training, "is_training", self.name)
        self.is_training, self.epsilon = is_training, epsilon

    def __call__(self, dy, x, gamma, mean, variance, save_mean, save_variance):
        _check_norm_x(self.name, x)
        g, xv = F.cast(dy, mstype.float32), F.cast(x, mstype.float32)
        if self.is_training:
            mu, invstd = save_mean, save_variance
        else:
            mu, invstd = mean, F.rsqrt(variance + self.epsilon)
        n = shape_of(x)[2] * shape_of(x)[3]
        total = F.sum(g, (2, 3), True)
        dotp = F.sum((xv - mu) * g, (2, 3), True)
        if self.is_training:
            k = dotp * invstd * invstd / n
            dx = (g - total / n - (xv - mu) * k) * invstd * gamma
        else:
            dx = g * invstd * gamma
        return F.cast(dx, dy.dtype), dotp * invstd, total


def _linear_taps(n_in, n_out, align):
    """Two source indices and weights per output position (2.10's ResizeV2 'linear')."""
    i = np.arange(n_out, dtype=np.float64)
    if align:
        src = i * ((n_in - 1) / (n_out - 1)) if n_out > 1 else np.zeros_like(i)
    else:
        src = np.maximum((i + 0.5) * (n_in / n_out) - 0.5, 0)
    lo = np.minimum(np.floor(src), n_in - 1).astype(np.int64)
    hi = np.minimum(lo + 1, n_in - 1)
    t = src - lo
    return [(lo, 1 - t), (hi, t)]


def _cubic_taps(n_in, n_out, align, a=-0.75):
    """Four clamped source indices and Keys-cubic weights per output position."""
    i = np.arange(n_out, dtype=np.float64)
    if align:
        src = i * ((n_in - 1) / (n_out - 1)) if n_out > 1 else np.zeros_like(i)
    else:
        src = (i + 0.5) * (n_in / n_out) - 0.5
    base = np.floor(src)
    t = src - base

    def w(d):
        d = np.abs(d)
        return np.where(d <= 1, ((a + 2) * d - (a + 3)) * d * d + 1,
                        ((a * d - 5 * a) * d + 8 * a) * d - 4 * a)

    return [(np.clip(base + k, 0, n_in - 1).astype(np.int64), w(t - k)) for k in (-1, 0, 1, 2)]


def _apply_taps(x, axis, taps, dtype):
    out = None
    for idx, weight in taps:
        shape = [1] * len(shape_of(x))
        shape[axis] = len(weight)
        term = F.gather(x, Tensor(idx.astype(np.int32)), axis) * \
            Tensor(weight.reshape(shape), dtype=dtype)
        out = term if out is None else out + term
    return out


class ResizeV2(Primitive):
    """``ResizeV2(coordinate_transformation_mode='half_pixel', mode='nearest')(x, roi, scales,
    sizes)``: resizes the last two axes of the 4-D ``x`` to ``sizes[2:]`` (``roi`` and
    ``scales`` unused). 'nearest' takes ``floor(i * in / out)``; 'linear' and 'cubic'
    (Keys, a = -0.75) sample at half-pixel centres or with corners aligned. 'nearest' and
    'linear' resize only the last axis (``sizes[2]`` must be 1)."""

    @prim_attr_register
    def __init__(self, coordinate_transformation_mode="half_pixel", mode="nearest"):
        self.add_prim_attr("nearest_mode", "floor")
        self.add_prim_attr("cubic_coeff_a", -0.75)
        check_value_type("coordinate_transformation_mode", coordinate_transformation_mode,
                         [str], self.name)
        check_string(coordinate_transformation_mode, ["align_corners", "half_pixel"],
                     "coordinate_transformation_mode", self.name)
        check_value_type("mode", mode, [str], self.name)
        check_string(mode, ["nearest", "linear", "cubic"], "mode", self.name)
        self.coordinate_transformation_mode, self.mode = coordinate_transformation_mode, mode

    def __call__(self, x, roi, scales, sizes):
        del roi, scales
        shape = shape_of(x)
        size = int_values(sizes)
        if len(shape) != 4 or len(size) != 4:
            raise ValueError(f"For '{self.name}', the dimension of 'x' and the length of 'sizes' "
                             f"must be 4, but got {len(shape)} and {len(size)}.")
        if self.mode != "nearest":
            kernel_dtype(x, self.name, ("Float16", "Float32", "Float64"), arg="x")
        if tuple(size[:2]) != tuple(shape[:2]):
            raise ValueError(f"For '{self.name}', sizes[0] and sizes[1] must match the shape "
                             f"of 'x' {shape[:2]}, but got {size[:2]}.")
        if self.mode != "cubic" and size[2] != 1:
            raise ValueError(f"For '{self.name}', sizes[2] must be 1, when mode='nearest' or "
                             f"'linear'.")
        align = self.coordinate_transformation_mode == "align_corners"
        if self.mode == "nearest":
            idx = np.floor(np.arange(size[3]) * (shape[3] / size[3])).astype(np.int32)
            return F.gather(x, Tensor(np.minimum(idx, shape[3] - 1)), 3)
        work = mstype.float64 if x.dtype == mstype.float64 else mstype.float32
        y = F.cast(x, work)
        taps = _cubic_taps if self.mode == "cubic" else _linear_taps
        if self.mode == "cubic":
            y = _apply_taps(y, 2, taps(shape[2], size[2], align), work)
        y = _apply_taps(y, 3, taps(shape[3], size[3], align), work)
        return F.cast(y, x.dtype)


class CropAndResizeGradBoxes(Primitive):
    """``CropAndResizeGradBoxes(method='bilinear')(grads, images, boxes, box_index)``: the
    gradient of ``CropAndResize`` for its ``boxes`` (float32 ``(num_boxes, 4)``)."""

    @prim_attr_register
    def __init__(self, method="bilinear"):
        check_value_type("method", method, [str], self.name)
        check_string(method, ["bilinear"], "method", self.name)
        self.method = method

    def __call__(self, grads, images, boxes, box_index):
        crop = shape_of(grads)[1:3]
        fwd = lambda b: crop_and_resize(images, b, box_index, crop, self.method)  # noqa: E731
        return vjp_of(fwd, (F.cast(boxes, mstype.float32),), F.cast(grads, mstype.float32))[0]


class CropAndResizeGradImage(Primitive):
    """``CropAndResizeGradImage(T, method='bilinear')(grads, boxes, box_index, image_size)``:
    the gradient of ``CropAndResize`` for its image (NHWC ``image_size``), in dtype ``T``."""

    @prim_attr_register
    def __init__(self, T, method="bilinear"):
        check_value_type("method", method, [str], self.name)
        check("method", method, "expected", ("bilinear", "nearest"), IN, self.name)
        self.method = method
        valid = (mstype.float16, mstype.float32, mstype.float64)
        if isinstance(T, mstype.Type) and T in mstype.number_type:
            check("T", T, "expected", valid, IN, self.name)
        else:
            names = ", ".join(f"mindspore.{t}" for t in ("float16", "float32", "float64"))
            raise TypeError(f"For '{self.name}', the 'T' should be one of [{names}], but got "
                            f"'{T}'.")
        self.T = T
        self.add_prim_attr("max_Byte", int(2e9))

    def __call__(self, grads, boxes, box_index, image_size):
        size = int_values(image_size)
        crop = shape_of(grads)[1:3]
        fwd = lambda im: crop_and_resize(im, boxes, box_index, crop, self.method)  # noqa: E731
        zeros = F.zeros(size, mstype.float32)
        return F.cast(vjp_of(fwd, (zeros,), F.cast(grads, mstype.float32))[0], self.T)

