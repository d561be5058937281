"""More basic layers: Linear, BiDense, Unflatten, ParameterUpdate, TimeDistributed, DropoutExt,
Dropout2dExt and the image cells ImageGradients, PSNR, CentralCrop.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.Linear(3, 2)(ms.Tensor(np.ones((4, 3), np.float32))).shape
(4, 2)
"""
import math

import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.initializer import Uniform
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops.primitive import Primitive
from ..cell import Cell
from ._utils import bias_uniform_default, check_positive_int, he_uniform_default, make_param
from ...ops._util import ms_type_name
from .basic import Dropout2d
from .._operand_texts import refuses_non_tensors

__all__ = ["Linear", "BiDense", "Unflatten", "ParameterUpdate", "TimeDistributed",
           "DropoutExt", "Dropout2dExt", "ImageGradients", "PSNR", "CentralCrop"]


class Linear(Cell):
    """``Linear(in_features, out_features, bias=True, weight_init=None, bias_init=None,
    dtype=None)``: x @ weight.T + bias; ``weight`` (out, in) starts HeUniform(sqrt(5)),
    ``bias`` Uniform(1/sqrt(in_features))."""

    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None,
                 dtype=None):
        super().__init__()
        self.in_features = check_positive_int(in_features, "in_features", "Linear")
        self.out_features = check_positive_int(out_features, "out_features", "Linear")
        if not isinstance(bias, bool):
            raise TypeError(f"For 'Linear', the 'has_bias' must be a bool, but got "
                            f"{type(bias).__name__}.")
        self.has_bias = bias
        dtype = mstype.float32 if dtype is None else dtype
        wi = he_uniform_default() if weight_init is None else weight_init
        if isinstance(wi, Tensor) and tuple(wi.shape) != (out_features, in_features):
            raise ValueError(f"For 'Linear', weight init shape error. The ndim of 'weight_init' "
                             f"must be equal to 2, and the first dim must be equal to "
                             f"'out_features', and the second dim must be equal to "
                             f"'in_features'. But got 'weight_init': {wi}, 'out_features': "
                             f"{out_features}, 'in_features': {in_features}.")     # 2.10's
        self.weight = make_param(wi, (out_features, in_features), dtype, "weight")
        self.bias = None
        if bias:
            bi = bias_uniform_default(in_features) if bias_init is None else bias_init
            self.bias = make_param(bi, (out_features,), dtype, "bias")

    def construct(self, x):
        if self.has_bias:
            return ops.dense(x, self.weight, self.bias)
        return ops.dense(x, self.weight)

    def extend_repr(self):
        s = f"input_features={self.in_features}, output_features={self.out_features}"
        return s + (f", has_bias={self.has_bias}" if self.has_bias else "")


class BiDense(Cell):
    """``BiDense(in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None,
    has_bias=True)``: y_k = x1 @ weight[k] @ x2 + bias_k; ``weight`` (out, in1, in2) and
    ``bias`` start Uniform(1/sqrt(in1_channels))."""

    def __init__(self, in1_channels, in2_channels, out_channels, weight_init=None,
                 bias_init=None, has_bias=True, dtype=mstype.float32):
        super().__init__()
        self.in1_channels = check_positive_int(in1_channels, "in1_channels", "BiDense")
        self.in2_channels = check_positive_int(in2_channels, "in2_channels", "BiDense")
        self.out_channels = check_positive_int(out_channels, "out_channels", "BiDense")
        self.has_bias = _validator.check_bool(has_bias, "has_bias", "BiDense")
        bound = Uniform(1 / math.sqrt(in1_channels))
        self.weight = make_param(bound if weight_init is None else weight_init,
                                 (out_channels, in1_channels, in2_channels), dtype, "weight")
        if self.has_bias:
            self.bias = make_param(bound if bias_init is None else bias_init, (out_channels,),
                                   dtype, "bias")

    def construct(self, input1, input2):
        for name, x, n in (("input1", input1, self.in1_channels),
                           ("input2", input2, self.in2_channels)):
            if x.shape[-1] != n:
                raise ValueError(f"For 'BiDense', the last dimension of '{name}' must be same as "
                                 f"'in{name[-1]}_channels', but got {x.shape[-1]} of '{name}' and "
                                 f"{n} of 'in{name[-1]}_channels'")
        if tuple(input1.shape[:-1]) != tuple(input2.shape[:-1]):
            raise ValueError(f"For 'BiDense', the leading dims of 'input1' and 'input2' must be "
                             f"equal, but got {tuple(input1.shape)} and {tuple(input2.shape)}")
        out = ops.einsum("...i,kij,...j->...k", input1, self.weight, input2)
        return out + self.bias if self.has_bias else out

    def extend_repr(self):
        s = (f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, "
             f"output_channels={self.out_channels}")
        return s + (f", has_bias={self.has_bias}" if self.has_bias else "")


@refuses_non_tensors
class Unflatten(Cell):
    """``Unflatten(axis, unflattened_size)``: split dim ``axis`` into ``unflattened_size``."""

    def __init__(self, axis, unflattened_size):
        super().__init__()
        _validator.check_is_int(axis, "axis", "Unflatten")
        if not isinstance(unflattened_size, (list, tuple)):
            raise TypeError(f"For 'Unflatten', the type of 'unflattended_size' should be one of "
                            f"'['list', 'tuple']', but got type "
                            f"'{type(unflattened_size).__name__}'.")
        self.axis, self.unflattened_size = axis, tuple(unflattened_size)

    def construct(self, input_x):
        shape = tuple(input_x.shape)
        axis = self.axis % len(shape)
        return ops.reshape(input_x, shape[:axis] + self.unflattened_size + shape[axis + 1:])


class ParameterUpdate(Cell):
    """``ParameterUpdate(param)``: ``construct(x)`` assigns ``x`` to ``param`` and returns x."""

    def __init__(self, param):
        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'ParameterUpdate', 'param' must be 'Parameter', but got "
                            f"{type(param)}.")
        self._param = param

    def construct(self, x):
        ops.assign(self._param, x)
        return x


class TimeDistributed(Cell):
    """``TimeDistributed(layer, time_axis, reshape_with_axis=None)``: apply ``layer`` to every
    slice along ``time_axis`` (or, with ``reshape_with_axis``, once to the input with the time
    axis folded into that axis) and stack the results along ``time_axis``."""

    def __init__(self, layer, time_axis, reshape_with_axis=None):
        if not isinstance(layer, (Cell, Primitive)):
            raise TypeError(f"For 'TimeDistributed', the 'layer' must be Cell or Primitive "
                            f"instance, but got type: {type(layer).__name__}.")
        super().__init__()
        for name, v in (("time_axis", time_axis), ("reshape_with_axis", reshape_with_axis)):
            if v is not None:
                _validator.check_is_int(v, name, "TimeDistributed")
        self.layer, self.time_axis, self.reshape_with_axis = layer, time_axis, reshape_with_axis

    def construct(self, inputs):
        nd = len(inputs.shape)
        if nd < 3:
            raise ValueError(f"For 'TimeDistributed', the inputs shape must be at least 3D, but "
                             f"got {nd}.")
        t = self.time_axis % nd
        if self.reshape_with_axis is None:
            outs = [self.layer(inputs[(slice(None),) * t + (i,)])
                    for i in range(inputs.shape[t])]
            return ops.stack(outs, t)
        r = self.reshape_with_axis % nd
        t_new = nd - 2 if r == nd - 1 else (r + 1 if t > r else r - 1)
        pos = min(t_new, r)
        a, b = sorted((t_new, t))
        perm = tuple(range(a)) + (b,) + tuple(range(a, b)) + tuple(range(b + 1, nd))
        x = ops.transpose(inputs, perm)
        shape = tuple(x.shape)
        y = self.layer(ops.reshape(x, shape[:pos] + (-1,) + shape[pos + 2:]))
        out_shape = tuple(y.shape[:pos]) + shape[pos:pos + 2] + tuple(y.shape[pos + 1:])
        return ops.reshape(y, (-1,) + out_shape[1:])


class DropoutExt(Cell):
    """``mint.nn.Dropout(p=0.5, inplace=False)``. As 2.10, ``p`` is taken as given and checked
    by the training call that uses it (``mint.nn.functional.dropout``'s TypeError/ValueError;
    ``p=1`` zeroes everything); a call outside training returns the input."""

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        self.p = p
        self.inplace = inplace

    def construct(self, x):
        if not self.training:
            return x
        if isinstance(self.p, bool) or not isinstance(self.p, (int, float)):
            raise TypeError(f'Failed calling FuncDropoutExt with "FuncDropoutExt()(input=Tensor, '
                            f'p={ms_type_name(self.p)}, training=bool, inplace=bool)".')
        return ops.nn_dropout.dropout_ext(x, self.p, True)      # 2.10 prints 'DropoutExt()'


class Dropout2dExt(Dropout2d):
    """``mint.nn.Dropout2d(p=0.5, inplace=False)``: ``Dropout2d(p)`` whose ``p`` is checked by
    the training call (2.10: 'Failed calling Dropout2dExt' for a non-number, its kernel's
    RuntimeError outside [0, 1]), not by the constructor."""

    def __init__(self, p=0.5, inplace=False):
        Cell.__init__(self)
        self.p = p
        self.inplace = inplace

    def construct(self, x):
        if not self.training:
            return x
        p = self.p
        if isinstance(p, bool) or not isinstance(p, (int, float)):
            raise TypeError(f'Failed calling Dropout2dExt with "Dropout2dExt()(input=Tensor, '
                            f'p={ms_type_name(p)}, training=bool, inplace=bool)".')
        if not 0.0 <= p <= 1.0:
            raise RuntimeError(f"For 'Dropout2dExt', 'p' must be in [0, 1], but got {p}.")
        return ops.nn_dropout.dropout_nd(x, float(p), True, 2, "Dropout2dExt")

    def extend_repr(self):
        return ""           # 2.10 prints 'Dropout2dExt()'


def _check_4d(x, name, cls):
    if len(x.shape) != 4:
        raise ValueError(f"For '{cls}', the dimension of '{name}' must be 4d, but got "
                         f"{len(x.shape)}.")


def _check_max_val(max_val, cls):
    """MindSpore 2.10's checks of an image metric's ``max_val``: a number (not a bool) > 0."""
    _validator.check_value_type("max_val", max_val, [int, float], cls)
    return _validator.check_number("max_val", max_val, 0.0, _validator.GT, cls)


def _check_same_type_shape(img1, img2):
    """MindSpore's SameTypeShape: another dtype is a TypeError, another shape a ValueError."""
    if img1.dtype != img2.dtype:
        raise TypeError(f"For 'SameTypeShape', the x dtype should be = y dtype: "
                        f"{img2.dtype}, but got {img1.dtype}.")
    if tuple(img1.shape) != tuple(img2.shape):
        raise ValueError(f"For 'SameTypeShape', the x shape should be = y shape: "
                         f"{tuple(img2.shape)}, but got {tuple(img1.shape)}.")


def _to_unit_float(img):
    """Float32 images in [0, 1]: integer images are divided by their dtype's maximum."""
    np_t = img.dtype.np_dtype
    if np.issubdtype(np_t, np.integer):
        return ops.cast(img, mstype.float32) * (1.0 / float(np.iinfo(np_t).max)), \
            float(np.iinfo(np_t).max)
    return ops.cast(img, mstype.float32), 1.0


def _refuse_max_val_cast_eagerly():
    """2.10's PSNR, SSIM and MSSSIM convert ``max_val`` with ``ops.scalar_cast(max_val,
    float32)``, which its PYNATIVE_MODE refuses (measured: every input that passes their checks,
    a Cell's construct too); its graphs compute."""
    from ...runtime.dispatch import state
    state.tracer.graph_only("ScalarCast", "For 'ScalarCast', the supported type is in the list: "
                            "[mindspore.int64, mindspore.float64, mindspore.bool], but got "
                            "Float32", ValueError)


@refuses_non_tensors
class ImageGradients(Cell):
    """``ImageGradients()(images)`` on (N, C, H, W): ``(dy, dx)`` forward differences, the last
    row / column zero."""

    def construct(self, images):
        _check_4d(images, "images", "ImageGradients")
        zy = ops.zeros_like(images[:, :, :1, :])
        zx = ops.zeros_like(images[:, :, :, :1])
        dy = ops.concat((images[:, :, 1:, :] - images[:, :, :-1, :], zy), 2)
        dx = ops.concat((images[:, :, :, 1:] - images[:, :, :, :-1], zx), 3)
        return dy, dx


class PSNR(Cell):
    """``PSNR(max_val=1.0)(img1, img2)``: 10 * log10(max_val^2 / mean((img1 - img2)^2)) per
    image of (N, C, H, W)."""

    def __init__(self, max_val=1.0):
        super().__init__()
        self.max_val = _check_max_val(max_val, "PSNR")

    def construct(self, img1, img2):
        _check_4d(img1, "img1", "PSNR")
        _check_4d(img2, "img2", "PSNR")
        _check_same_type_shape(img1, img2)
        _refuse_max_val_cast_eagerly()
        a, dmax = _to_unit_float(img1)
        b, _ = _to_unit_float(img2)
        max_val = self.max_val / dmax if dmax > 1.0 else self.max_val
        mse = ops.mean(ops.square(a - b), (-3, -2, -1))
        return 10.0 * ops.log(max_val * max_val / mse) / math.log(10.0)


@refuses_non_tensors
class CentralCrop(Cell):
    """``CentralCrop(central_fraction)``: the central ``central_fraction`` of H and W of a
    (C, H, W) or (N, C, H, W) image."""

    def __init__(self, central_fraction):
        super().__init__()
        _validator.check_value_type("central_fraction", central_fraction, [float],
                                    "CentralCrop")
        _validator.check_float_range(central_fraction, 0.0, 1.0, _validator.INC_RIGHT,
                                     "central_fraction", "CentralCrop")
        self.central_fraction = central_fraction

    def construct(self, image):
        shape = tuple(image.shape)
        if len(shape) not in (3, 4):
            raise ValueError(f"CentralCrop image must be 3d or 4d, but got shape {shape}")
        if self.central_fraction == 1.0:
            return image
        h, w = shape[-2], shape[-1]
        hs = int((float(h) - float(h * self.central_fraction)) / 2)
        ws = int((float(w) - float(w * self.central_fraction)) / 2)
        return image[..., hs:h - hs, ws:w - ws]
