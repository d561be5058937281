"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops``, sixth part: the
gradients of GLU, binary cross-entropy, BatchNorm's gradient (``BatchNormGradGrad``), 3-D
convolution (``Conv3DBackpropFilter`` and ``nn_ops.Conv3DBackpropInput``), ``Pdist``,
``SparseSegmentMean``, ``Median`` and the fixed-kernel fractional max pools. Vjps of the
forward minicell ops or closed forms, as in ``grad_prims``: the same in both modes.

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import _grad_ops as G
>>> x = ms.Tensor(np.array([[0.3, 0.8]], np.float32))
>>> y = ms.Tensor(np.array([[0.4, 1.2]], np.float32))
>>> [round(v, 4) for v in G.BinaryCrossEntropyGrad('none')(x, y, ms.Tensor(np.ones((1, 2),
...  np.float32))).asnumpy().ravel().tolist()]
[-0.4762, -2.5]
"""
import math

import numpy as np

from .._checkparam import check_string
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._arg_checks import int_values
from . import functional as F
from ._util import concrete, kernel_dtype, shape_of
from .grad_prims import GradPrimitive, vjp_of
from .grad_prims_4 import BatchNormGrad
from .nn_functional import conv3d

__all__ = ["GluGrad", "BinaryCrossEntropyGrad", "BatchNormGradGrad", "Conv3DBackpropFilter",
           "Conv3DBackpropInput", "PdistGrad", "SparseSegmentMeanGrad", "MedianGrad",
           "FractionalMaxPoolGradWithFixedKsize", "FractionalMaxPool3DGradWithFixedKsize"]



def _last3(v):
    return v if isinstance(v, int) else tuple(v)[-3:]


class GluGrad(GradPrimitive):
    """``GluGrad(axis)(grads, x)``: the gradient of ``glu(x, axis)`` for ``grads``."""

    def __init__(self, axis):
        self.check_type("axis", axis, (int,))
        super().__init__(axis=axis)

    def __call__(self, grads, x):
        return vjp_of(lambda v: F.glu(v, self.axis), (x,), grads)[0]


class BinaryCrossEntropyGrad(GradPrimitive):
    """``BinaryCrossEntropyGrad(reduction='mean')(x, y, dout, weight=None)``:
    ``weight * (x - y) / max(x * (1 - x), 1e-12) * dout`` (``dout / x.size`` for 'mean'), in
    ``x``'s dtype and 2.10's order of operations."""

    def __init__(self, reduction="mean"):
        self.check_str("reduction", reduction, ("none", "mean", "sum"))
        super().__init__(reduction=reduction)

    def __call__(self, x, y, dout, weight=None):
        kernel_dtype(x, self.name, ("Float16", "Float32"), arg="x")
        eps = F.cast(F.scalar_to_tensor(1e-12), x.dtype)     # 0 in Float16, as 2.10's kernel
        value = (x - y) if weight is None else weight * (x - y)
        value = value / F.maximum(x * (1 - x), eps)
        if self.reduction == "mean":
            n = float(max(int(np.prod(shape_of(x))), 1))
            dout = dout / F.cast(F.scalar_to_tensor(n), x.dtype)
        grad = value * dout
        return grad


class BatchNormGradGrad(GradPrimitive):
    """``BatchNormGradGrad(is_training=False, epsilon=1e-5, data_format='NCHW')(x, dy, scale,
    mean, variance, dout_dx, dout_dscale, dout_dbias)`` -> ``(dx, ddy, dscale)``: the vjp of
    ``BatchNormGrad(dy, x, scale, mean, variance)`` for the cotangents of its three outputs
    (training: ``dx`` is 2.10's closed form, in which ``mean`` / ``variance`` stand for the
    batch statistics of ``x``). A negative ``variance`` is 2.10's CPU ValueError."""

    def __init__(self, is_training=False, epsilon=1e-5, data_format="NCHW"):
        self.check_type("is_training", is_training, (bool,))
        self.check_type("epsilon", epsilon, (float,))
        self.check_str("data_format", data_format, ("NCHW", "NHWC", "NCDHW"))
        super().__init__(is_training=is_training, epsilon=epsilon, data_format=data_format)
        self._grad = BatchNormGrad(is_training, epsilon, data_format)

    def __call__(self, x, dy, scale, mean, variance, dout_dx, dout_dscale, dout_dbias):
        if concrete(variance) and bool((variance.asnumpy() < 0).any()):
            raise ValueError(f"For '{self.name}', 'reserve_space_2' must be no less than zero.")

        def fwd(xv, dyv, sv):
            return self._grad(dyv, xv, sv, mean, variance)

        dx, ddy, dscale = vjp_of(fwd, (x, dy, scale), (dout_dx, dout_dscale, dout_dbias))
        if self.is_training:
            dx = self._training_dx(x, dy, scale, mean, variance, dout_dx, dout_dscale)
        return dx, ddy, dscale

    def _training_dx(self, x, dy, scale, mean, variance, ddx, ddscale):
        """2.10's closed form (the saved statistics stand for the batch's, x-dependent)."""
        axes, shape = self._axes(x)
        f32, dtype = mstype.float32, x.dtype
        x, dy, ddx = F.cast(x, f32), F.cast(dy, f32), F.cast(ddx, f32)
        col = lambda t: F.reshape(t, shape)                                  # noqa: E731
        m = float(np.prod([shape_of(x)[a] for a in axes]))
        inv = col(F.rsqrt(variance + self.epsilon))
        xhat = inv * (x - col(mean))
        total = lambda t: F.sum(t, axes, True)                               # noqa: E731
        s_dy, s_ddx = total(dy), total(ddx)
        s_dy_xh, s_ddx_xh, s_dy_ddx = total(xhat * dy), total(xhat * ddx), total(dy * ddx)
        term = col(scale) / col(variance + self.epsilon) * (
            xhat * (s_ddx * s_dy / m - s_dy_ddx + 3 * s_dy_xh * s_ddx_xh / m) / m
            + s_ddx_xh * (s_dy / m - dy) / m + s_dy_xh * (s_ddx / m - ddx) / m)
        term = term + col(ddscale) * inv * (dy - s_dy / m - s_dy_xh / m * xhat)
        return F.cast(term, dtype)

    def _axes(self, x):
        rank = len(shape_of(x))
        channel = rank - 1 if self.data_format == "NHWC" else 1
        shape = tuple(shape_of(x)[a] if a == channel else 1 for a in range(rank))
        return tuple(a for a in range(rank) if a != channel), shape


class _Conv3DGrad(GradPrimitive):

    def __init__(self, out_channel, kernel_size, mode, pad_mode, pad, stride, dilation, group,
                 data_format):
        self.check_type("out_channel", out_channel, (int,))
        self.check_type("kernel_size", kernel_size, (int, tuple, list))
        pad_mode = self.check_str("pad_mode", pad_mode.lower() if isinstance(pad_mode, str)
                                  else pad_mode, ("valid", "same", "pad"))
        check_string(data_format, ["NCDHW"], "format", self.name)
        super().__init__(out_channel=out_channel, kernel_size=kernel_size, mode=mode,
                         pad_mode=pad_mode, pad=pad, stride=stride, dilation=dilation,
                         group=group, data_format=data_format)

    def _conv(self, x, w):
        return conv3d(x, w, None, _last3(self.stride), self.pad_mode, self.pad,
                      _last3(self.dilation), self.group)


class Conv3DBackpropFilter(_Conv3DGrad):
    """``Conv3DBackpropFilter(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0,
    stride=(1, 1, 1, 1, 1), dilation=(1, 1, 1, 1, 1), group=1, data_format='NCDHW')(x, dout,
    w_size)``: the gradient of ``Conv3D`` for its weight of shape ``w_size``."""

    def __init__(self, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0,
                 stride=(1, 1, 1, 1, 1), dilation=(1, 1, 1, 1, 1), group=1, data_format="NCDHW"):
        super().__init__(out_channel, kernel_size, mode, pad_mode, pad, stride, dilation, group,
                         data_format)

    def __call__(self, x, dout, w_size):
        return vjp_of(lambda w: self._conv(x, w), (F.zeros(int_values(w_size), x.dtype),), dout)[0]


class Conv3DBackpropInput(_Conv3DGrad):
    """``nn_ops.Conv3DBackpropInput(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0,
    stride=1, dilation=1, group=1, data_format='NCDHW')(weight, dout, input_size)``: the
    gradient of ``Conv3D`` for its input of shape ``input_size``."""

    def __init__(self, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0, stride=1,
                 dilation=1, group=1, data_format="NCDHW"):
        super().__init__(out_channel, kernel_size, mode, pad_mode, pad, stride, dilation, group,
                         data_format)

    def __call__(self, weight, dout, input_size):
        zeros = F.zeros(int_values(input_size), weight.dtype)
        return vjp_of(lambda x: self._conv(x, weight), (zeros,), dout)[0]


class PdistGrad(GradPrimitive):
    """``PdistGrad(p=2.0)(y_grad, x, y)``: the gradient of ``Pdist(p)(x)`` for ``y_grad``,
    read with the given forward distances ``y`` (2.10's kernel: ``y_grad * diff / y`` for p=2,
    ``sign(diff) |diff|^(p-1) y_grad / y^(p-1)`` in general, 0 where ``y`` is 0; ``sign(0)`` is
    -1)."""

    def __init__(self, p=2.0):
        self.check_type("p", p, (float,))
        if p < 0:     # 2.10's text, braces and all
            raise ValueError("Pdist p must be a non-negative value, but got `{p}`.")
        super().__init__(p=p)

    def __call__(self, y_grad, x, y):
        kernel_dtype(x, self.name, ("Float16", "Float32", "Float64"), arg="x")
        n = shape_of(x)[0]
        i, j = np.triu_indices(n, 1)
        diff = F.gather(x, Tensor(i.astype(np.int32)), 0) - F.gather(x, Tensor(j.astype(np.int32)), 0)
        g, dist = F.expand_dims(y_grad, -1), F.expand_dims(y, -1)       # (K, 1)
        sign = F.select(diff > 0, F.ones_like(diff), -F.ones_like(diff))
        zero = F.zeros_like(diff)
        p = self.p
        if p == 0:
            part = zero
        elif p == 1:
            part = sign * g
        elif math.isinf(p):
            part = F.select(F.abs(diff) == dist, sign * g, zero)
        else:
            safe = F.select(dist == 0, F.ones_like(dist), dist)
            part = diff * g / safe if p == 2 else \
                sign * F.pow(F.abs(diff), p - 1) * g / F.pow(safe, p - 1)
            part = F.select(F.broadcast_to(dist == 0, shape_of(diff)), zero, part)
        return F.unsorted_segment_sum(part, Tensor(i.astype(np.int32)), n) - \
            F.unsorted_segment_sum(part, Tensor(j.astype(np.int32)), n)


class SparseSegmentMeanGrad(GradPrimitive):
    """``SparseSegmentMeanGrad()(grad, indices, segment_ids, output_dim0)``: row
    ``indices[i]`` of the ``(output_dim0, ...)`` result gathers ``grad[segment_ids[i]]``
    divided by the size of that segment."""

    def __call__(self, grad, indices, segment_ids, output_dim0):
        kernel_dtype(grad, self.name, ("Float32", "Float64"), arg="grad")
        ids = F.cast(segment_ids, mstype.int32)
        rows = shape_of(grad)[0]
        counts = F.unsorted_segment_sum(F.ones(shape_of(ids), grad.dtype), ids, rows)
        scaled = grad / F.reshape(F.maximum(counts, 1), (rows,) + (1,) * (len(shape_of(grad)) - 1))
        picked = F.gather(scaled, ids, 0)
        n = int(int_values(output_dim0)[0])
        return F.unsorted_segment_sum(picked, F.cast(indices, mstype.int32), n)


class MedianGrad(GradPrimitive):
    """``MedianGrad(global_median=False, axis=0, keep_dims=False)(y_grad, x, y, indices)``:
    ``y_grad`` put at the medians' ``indices`` along ``axis``; global: shared equally among the
    elements equal to the median (floats only; 2.10's kernel gives integer inputs zeros).
    Float64 stays Float64, every other dtype gives Float32 (2.10's kernels)."""

    def __init__(self, global_median=False, axis=0, keep_dims=False):
        self.check_type("global_median", global_median, (bool,))
        self.check_type("axis", axis, (int,))
        self.check_type("keep_dims", keep_dims, (bool,))
        super().__init__(global_median=global_median, axis=axis, keep_dims=keep_dims)

    def __call__(self, y_grad, x, y, indices):
        out = mstype.float64 if x.dtype == mstype.float64 else mstype.float32
        g = F.cast(y_grad, out)
        if self.global_median:
            if not F.is_floating_point(x):
                return F.zeros(shape_of(x), out)
            hit = F.cast(F.equal(x, F.reshape(y, ())), out)
            return hit * (F.reshape(g, ()) / F.sum(hit))
        rank = len(shape_of(x))
        axis = self.axis % rank if rank else 0
        keep = shape_of(x)[:axis] + (1,) + shape_of(x)[axis + 1:]
        idx = F.reshape(F.cast(indices, mstype.int64), keep)
        return F.tensor_scatter_elements(F.zeros(shape_of(x), out), idx, F.reshape(g, keep),
                                         axis)


class FractionalMaxPoolGradWithFixedKsize(GradPrimitive):
    """``FractionalMaxPoolGradWithFixedKsize(data_format='NCHW')(origin_input, out_backprop,
    argmax)``: each ``out_backprop`` value added at its ``argmax`` (an index into its
    ``H * W`` plane) of zeros shaped as ``origin_input``, in ``out_backprop``'s dtype."""

    _format, _spatial = "NCHW", 2

    def __init__(self, data_format="NCHW"):
        self.check_str("data_format", data_format, (self._format,))
        super().__init__(data_format=data_format)

    def __call__(self, origin_input, out_backprop, argmax):
        if origin_input.dtype not in (mstype.int32, mstype.int64):
            raise TypeError(f"Select CPU operator[{self.name}] fail! Unsupported data type! "
                            f"'origin_input' must be Int32 or Int64, but got "
                            f"{origin_input.dtype}.")
        shape = shape_of(origin_input)
        lead = shape[:-self._spatial]
        plane = int(np.prod(shape[-self._spatial:]))
        flat = F.reshape(out_backprop, lead + (-1,))
        idx = F.reshape(F.cast(argmax, mstype.int64), lead + (-1,))
        work = flat.dtype if F.is_floating_point(flat) else mstype.float32
        res = F.tensor_scatter_elements(F.zeros(lead + (plane,), work), idx,
                                        F.cast(flat, work), -1, reduction="add")
        return F.cast(F.reshape(res, shape), out_backprop.dtype)


class FractionalMaxPool3DGradWithFixedKsize(FractionalMaxPoolGradWithFixedKsize):
    """``FractionalMaxPool3DGradWithFixedKsize(data_format='NCDHW')(origin_input, out_backprop,
    argmax)``: as the 2-D form, ``argmax`` indexing each ``D * H * W`` volume."""

    _format, _spatial = "NCDHW", 3

    def __init__(self, data_format="NCDHW"):
        super().__init__(data_format)
