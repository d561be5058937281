"""Convolution Primitive classes beyond Conv2D (``ops.Conv3D``, ``ops.Conv3DTranspose``,
``ops.Conv2DTranspose`` / ``ops.Conv2DBackpropInput``, ``ops.DepthwiseConv2dNative``,
``ops.Dense``), ``ops.bidense``, channel/pixel shuffles, sliding blocks (``ops.unfold``,
``ops.fold``, ``ops.Im2Col``, ``ops.col2im``), padding Primitives (``ops.Pad``, ``ops.PadV3``,
``ops.MirrorPad``), ``ops.embedding`` and ``ops.Dropout3D``.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ops.pixel_shuffle(ms.Tensor(np.ones((1, 8, 2, 2), np.float32)), 2).shape
(1, 2, 4, 4)
"""
import numpy as np

from .._checkparam import (INC_BOTH, _check_3d_int_or_tuple, check_equal_int,
                           check_int_range, check_positive_int, check_string)
from .._checkparam_types import check_tensors_dtypes_same_and_valid
from ..common import dtype as mstype
from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.prim_tag import tag as prim_tag
from ..runtime.registry import freeze_attrs, get_op
from ._arg_checks import int_values
from ._array_arg_checks import unfold_params
from ._operand_dtypes import check_conv_dtypes
from ._util import kernel_dtype
from . import _nn_primitives as _NP
from . import functional as _F
from . import nn_functional as NN
from .nn_functional import _tuple, explicit_padding
from .primitive import AttrPrimitive

__all__ = ["conv3d_transpose", "bidense", "pixel_shuffle", "pixel_unshuffle", "channel_shuffle",
           "unfold", "fold", "col2im", "mirror_pad", "embedding"]



_Prim = AttrPrimitive   # keyword constructor arguments become attrs


# ---- convolution --------------------------------------------------------------------------------
def conv3d_transpose(inputs, weight, pad_mode="valid", padding=0, stride=1, dilation=1, group=1,
                     output_padding=0):
    """3-d transposed convolution; ``weight`` is (in, out/group, kd, kh, kw)."""
    return NN.conv_transpose_nd(inputs, weight, None, stride, pad_mode, padding, output_padding,
                                dilation, group, 3, "conv3d_transpose")


class Conv3D(_Prim):
    """``Conv3D(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1,
    dilation=1, group=1, data_format='NCDHW')(x, weight, bias=None)``."""

    def __init__(self, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0, stride=1,
                 dilation=1, group=1, data_format="NCDHW"):
        super().__init__(out_channel=out_channel, kernel_size=kernel_size, mode=mode,
                         pad_mode=pad_mode, pad=pad, stride=stride, dilation=dilation,
                         group=group, data_format=data_format)

    def __call__(self, x, weight, bias=None):
        return NN.conv3d(x, weight, bias, _last3(self.stride), self.pad_mode, self.pad,
                         _last3(self.dilation), self.group)


def _last3(v):
    return v if isinstance(v, int) else tuple(v)[-3:]


def check_conv3d_transpose_kernel(kernel_size):
    """2.10's Conv3DTranspose bound: the kernel's depth*height*width is in [1, 343]."""
    k = (kernel_size,) * 3 if isinstance(kernel_size, int) else _last3(kernel_size)
    check_int_range(int(np.prod(k)), 1, 343, INC_BOTH, "The product of height, width and depth "
                    "of kernel_size belonging [1, 343]", "Conv3DTranspose")


class Conv3DTranspose(_Prim):
    """``Conv3DTranspose(in_channel, out_channel, kernel_size, mode=1, pad_mode='valid', pad=0,
    stride=1, dilation=1, group=1, output_padding=0)(dout, weight, bias=None)``."""

    def __init__(self, in_channel, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0,
                 stride=1, dilation=1, group=1, output_padding=0, data_format="NCDHW"):
        super().__init__(in_channel=in_channel, out_channel=out_channel,
                         kernel_size=kernel_size, mode=mode, pad_mode=pad_mode, pad=pad,
                         stride=stride, dilation=dilation, group=group,
                         output_padding=output_padding, data_format=data_format)
        check_conv3d_transpose_kernel(kernel_size)
        _check_3d_int_or_tuple("stride", stride, self.name)    # 2.10: no 5-tuple, and depth 1:
        _check_3d_int_or_tuple("dilation", dilation, self.name, third_one=True)
        check_equal_int(mode, 1, "mode", self.name)

    def __call__(self, dout, weight, bias=None):
        return NN.conv_transpose_nd(dout, weight, bias, _last3(self.stride), self.pad_mode,
                                    self.pad, _last3(self.output_padding), _last3(self.dilation),
                                    self.group, 3, self.name)


class Conv2DBackpropInput(_Prim):
    """``Conv2DBackpropInput(out_channel, kernel_size, pad_mode='valid', pad=0, ...)(dout,
    weight, input_size)``: the input-gradient of ``Conv2D`` (a transposed convolution) with
    output spatial size ``input_size``; ``weight`` is the forward (out, in/group, kh, kw)."""

    def __init__(self, out_channel, kernel_size, pad_mode="valid", pad=0, pad_list=None,
                 mode=1, stride=1, dilation=1, group=1, data_format="NCHW"):
        super().__init__(out_channel=out_channel, kernel_size=kernel_size, pad_mode=pad_mode,
                         pad=pad, pad_list=pad_list, mode=mode, stride=stride,
                         dilation=dilation, group=group, data_format=data_format)

    def __call__(self, dout, weight, input_size):
        check_conv_dtypes(self.name, dout, weight)
        size = int_values(input_size)[-2:]
        stride = _tuple(_two(self.stride), 2, "stride", self.name)
        dilation = _tuple(_two(self.dilation), 2, "dilation", self.name)
        kernel = tuple(weight.shape[2:])
        pad = self.pad_list if self.pad_list else self.pad
        fwd = explicit_padding(self.pad_mode, pad, size, kernel, stride, dilation, self.name)
        pads = []
        for n_out, n_in, k, s, d, (lo, _) in zip(dout.shape[2:], size, kernel, stride, dilation,
                                                 fwd):
            full = (n_out - 1) * s + d * (k - 1) + 1
            pads.append((lo, full - lo - n_in))
        return prim_tag(dispatch(get_op("conv_transpose"), (dout, weight), freeze_attrs(
            {"stride": stride, "padding": tuple(pads), "dilation": dilation,
             "groups": self.group})), self.name)


def _two(v):
    return v if isinstance(v, int) else tuple(v)[-2:]


class Conv2DTranspose(Conv2DBackpropInput):
    """``Conv2DTranspose``: the same operation as ``Conv2DBackpropInput``."""


class DepthwiseConv2dNative(_Prim):
    """``DepthwiseConv2dNative(channel_multiplier, kernel_size, mode=3, pad_mode='valid', pad=0,
    stride=1, dilation=1, group=1)(x, weight)``: channel ``c`` convolved with ``weight[0, c]``
    (``weight`` is (1, C, kh, kw), as MindSpore requires). 2.10's checks of the inputs (same
    number dtype, ranks 4, ``x``'s channels and ``kernel_size`` matching ``weight``) come first;
    2.10 has no CPU kernel, and a ``weight`` holding one filter per channel cannot give the
    ``channel_multiplier * C`` channels it infers for a multiplier above 1, a RuntimeError."""

    def __init__(self, channel_multiplier, kernel_size, mode=3, pad_mode="valid", pad=0,
                 stride=1, dilation=1, group=1):
        name = type(self).__name__
        check_positive_int(channel_multiplier, "channel_multiplier", name)
        check_equal_int(mode, 3, "mode", name)
        super().__init__(channel_multiplier=channel_multiplier, kernel_size=kernel_size,
                         mode=mode, pad_mode=pad_mode, pad=pad, stride=stride,
                         dilation=dilation, group=group)

    def _check(self, x, weight):
        dtype = (lambda v: mstype.TensorType(v.dtype) if isinstance(v, Tensor)
                 else mstype.get_py_obj_dtype(v))
        check_tensors_dtypes_same_and_valid({"x": dtype(x), "w": dtype(weight)},
                                            mstype.number_type, self.name)
        check_equal_int(len(weight.shape), 4, "weight rank", self.name)
        check_equal_int(len(x.shape), 4, "x rank", self.name)
        kernel = self.kernel_size
        kernel = (kernel, kernel) if isinstance(kernel, int) else tuple(kernel)
        for what, mine, part, theirs in (("x_shape[1]", x.shape[1], "[1]", weight.shape[1]),
                                         ("kernel_size", kernel, "[2:4]",
                                          tuple(weight.shape[2:4]))):
            if mine != theirs:
                raise ValueError(f"For '{self.name}', the '{what}' should be = w_shape{part}: "
                                 f"{theirs}, but got {mine}.")
        if weight.shape[0] != 1:
            raise ValueError(f"For '{self.name}', the batch of 'weight' must be 1, but got "
                             f"{weight.shape[0]}")
        if self.channel_multiplier != 1:
            raise RuntimeError(f"For '{self.name}', channel_multiplier "
                               f"{self.channel_multiplier} has no kernel: 'weight' (1, C, kh, kw) "
                               f"holds one filter per channel (MindSpore 2.10 has no CPU kernel "
                               f"for this deprecated op; use nn.Conv2d with group=C).")

    def __call__(self, x, weight):
        self._check(x, weight)
        c = weight.shape[1]
        w = weight.reshape((c, 1) + tuple(weight.shape[2:]))
        return NN.conv2d(x, w, None, _two(self.stride), self.pad_mode, self.pad,
                         _two(self.dilation), c)


class Dense(_Prim):
    """``Dense()(x, weight, bias=None)``: ``x @ weight.T + bias``."""

    def __call__(self, input, weight, bias=None):
        return NN.dense(input, weight, bias)


def bidense(input1, input2, weight, bias=None):
    """Bilinear layer: ``y_o = x1^T W_o x2 + b_o`` with ``weight`` (out, in1, in2)."""
    y = _F.einsum("...i,oij,...j->...o", input1, weight, input2)
    return y if bias is None else y + bias


# ---- shuffles -----------------------------------------------------------------------------------
def pixel_shuffle(input, upscale_factor):
    """(*, C*r^2, H, W) -> (*, C, H*r, W*r)."""
    if isinstance(upscale_factor, int) and upscale_factor <= 0:        # 2.10's validator text
        raise ValueError(f"The 'upscale_factor' must be int and must > 0, but got "
                         f"'{upscale_factor}' with type 'int'.")
    r, shp = int(upscale_factor), tuple(input.shape)
    if len(shp) < 3:        # 2.10's text (measured)
        raise ValueError(f"For pixel_shuffle, the dimension of `input` should be larger than 2, "
                         f"but got {len(shp)}.")
    if len(shp) >= 3 and shp[-3] % (r * r):        # 2.10's text (measured)
        raise ValueError("For 'pixel_shuffle', the length of third to last dimension is not "
                         "divisibleby `upscale_factor` squared.")
    if len(shp) < 3 or shp[-3] % (r * r):
        raise ValueError(f"For 'pixel_shuffle', the input must be at least 3-d with channels "
                         f"divisible by upscale_factor^2 = {r * r}, but got shape {shp}")
    lead, (c, h, w) = shp[:-3], shp[-3:]
    nl = len(lead)
    x = input.reshape(lead + (c // (r * r), r, r, h, w))
    x = _F.transpose(x, tuple(range(nl)) + tuple(nl + i for i in (0, 3, 1, 4, 2)))
    return x.reshape(lead + (c // (r * r), h * r, w * r))


def pixel_unshuffle(input, downscale_factor):
    """(*, C, H*r, W*r) -> (*, C*r^2, H, W)."""
    r, shp = int(downscale_factor), tuple(input.shape)
    if len(shp) < 3:        # 2.10's text (measured)
        raise ValueError(f"For pixel_unshuffle, the dimension of `input` should be larger than "
                         f"2, but got {len(shp)}.")
    if shp[-1] % r or shp[-2] % r:
        raise ValueError("For 'pixel_unshuffle', the length of second to last 2 dimension should "
                         "be divisible by downscale_factor.")
    lead, (c, h, w) = shp[:-3], shp[-3:]
    nl = len(lead)
    x = input.reshape(lead + (c, h // r, r, w // r, r))
    x = _F.transpose(x, tuple(range(nl)) + tuple(nl + i for i in (0, 2, 4, 1, 3)))
    return x.reshape(lead + (c * r * r, h // r, w // r))


def channel_shuffle(x, groups):
    """(N, C, ...) with C = g * k -> channels reordered as (k, g) (input at least 3-d)."""
    shp = tuple(x.shape)
    if len(shp) <= 3:
        raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {len(shp)}.")
    if groups < 1 or shp[1] % groups:
        raise ValueError(f"For 'channel_shuffle', the channels {shp[1]} must be divisible by "
                         f"groups {groups}")
    y = x.reshape((shp[0], groups, shp[1] // groups) + shp[2:])
    return _F.transpose(y, (0, 2, 1) + tuple(range(3, len(shp) + 1))).reshape(shp)


class ChannelShuffle(_Prim):
    """``ChannelShuffle(group)(x)``."""

    def __init__(self, group):
        super().__init__(group=group)

    def __call__(self, x):
        return channel_shuffle(x, self.group)


# ---- sliding blocks -----------------------------------------------------------------------------
def _block_attrs(kernel_size, dilation, padding, stride, name):
    return {"kernel": _tuple(kernel_size, 2, "kernel_size", name),
            "dilation": _tuple(dilation, 2, "dilation", name),
            "padding": _tuple(padding, 2, "padding", name),
            "stride": _tuple(stride, 2, "stride", name)}


_IM2COL_TYPES = ("Complex128", "Complex64", "Float16", "Float32", "Float64", "Int16", "Int32",
                 "Int64", "Int8", "UInt8")


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """Sliding local blocks of (N, C, H, W) -> (N, C*kh*kw, L). 2.10's Im2Col checks the
    dtype, then the rank (measured), after the sizes' checks."""
    unfold_params(kernel_size=kernel_size, dilation=dilation, padding=padding, stride=stride)
    kernel_dtype(input, "Im2Col", _IM2COL_TYPES, arg="x")
    if len(input.shape) != 4:
        raise ValueError(f"For primitive[Im2Col], the dimension of input x must be equal to 4, "
                         f"but got {len(input.shape)}.")
    cols = dispatch(get_op("im2col"), (input,), freeze_attrs(
        _block_attrs(kernel_size, dilation, padding, stride, "unfold")))
    n, c, kk, l = cols.shape
    return cols.reshape((n, c * kk, l))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """Sum (N, C*kh*kw, L) blocks back into (N, C, *output_size) (inverse layout of unfold).
    ``output_size`` is a Tensor, Col2Im's input, as in 2.10 (``mint``'s fold takes a tuple)."""
    if not isinstance(output_size, Tensor):
        raise TypeError(f"For Primitive[Col2Im], the type of input argument[output_size] must be "
                        f"Tensor but got {graph_type_text(output_size)}.")
    return fold_sizes(input, output_size, kernel_size, dilation, padding, stride)


def fold_sizes(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """``fold`` with ``output_size`` an int, a tuple or a Tensor (mint.nn.functional.fold)."""
    attrs = _block_attrs(kernel_size, dilation, padding, stride, "fold")
    kk = attrs["kernel"][0] * attrs["kernel"][1]
    n, ckk, l = input.shape
    if ckk % kk:
        raise ValueError(f"For 'fold', dim 1 of the input ({ckk}) must be divisible by the "
                         f"kernel size product {kk}")
    return col2im(input.reshape((n, ckk // kk, kk, l)), output_size, attrs["kernel"],
                  attrs["dilation"], attrs["padding"], attrs["stride"])


def col2im(input_x, output_size, kernel_size, dilation, padding_value, stride):
    """Sum (N, C, kh*kw, L) blocks back into (N, C, *output_size)."""
    attrs = _block_attrs(kernel_size, dilation, padding_value, stride, "col2im")
    attrs["output_size"] = size = int_values(output_size)
    if any(v < 0 for v in size):
        raise ValueError(f"For 'Col2Im', the value of 'output_size' must not be negative, but got "
                         f"{list(size)}.")
    blocks = 1
    for o, k, d, p, st in zip(size, attrs["kernel"], attrs["dilation"], attrs["padding"],
                              attrs["stride"]):
        blocks *= (o + 2 * p - d * (k - 1) - 1) // st + 1
    if len(input_x.shape) == 4 and input_x.shape[3] != blocks:
        raise ValueError(f"For 'Col2Im', size of input's 4th dimension must be equal to calculated "
                         f"number of sliding blocks, but got input.size[3]: {input_x.shape[3]}, "
                         f"calculated number of sliding blocks: {blocks}. Please refer to "
                         f"Mindspore official website API docs for details about how the number "
                         f"of sliding blocks is calculated.")
    return dispatch(get_op("col2im"), (input_x,), freeze_attrs(attrs))


class Im2Col(_Prim):
    """``Im2Col(ksizes, strides=1, dilations=1, pads=0)(x)`` -> (N, C, kh*kw, L)."""

    def __init__(self, ksizes, strides=1, dilations=1, pads=0):
        super().__init__(ksizes=ksizes, strides=strides, dilations=dilations, pads=pads)

    def __call__(self, x):
        pads = self.pads
        if not isinstance(pads, int) and len(pads) == 4:      # (top, bottom, left, right)
            pads = (pads[0], pads[2])
        return dispatch(get_op("im2col"), (x,), freeze_attrs(
            _block_attrs(self.ksizes, self.dilations, pads, self.strides, self.name)))


class Col2Im(_Prim):
    """``Col2Im(kernel_size, dilation=1, padding=0, stride=1)(x, output_size)``."""

    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__(kernel_size=kernel_size, dilation=dilation, padding=padding,
                         stride=stride)

    def __call__(self, x, output_size):
        return col2im(x, output_size, self.kernel_size, self.dilation, self.padding,
                      self.stride)


# ---- padding ------------------------------------------------------------------------------------
def mirror_pad(input_x, paddings, mode):
    """Mirror-pad by ``paddings`` ((lo, hi) per dim, a tuple or an (nd, 2) tensor); ``mode``
    'REFLECT' or 'SYMMETRIC'."""
    if mode not in ("REFLECT", "SYMMETRIC"):
        raise ValueError(f"For 'mirror_pad', 'mode' must be 'REFLECT' or 'SYMMETRIC', but got "
                         f"{mode!r}")
    flat = int_values(paddings)
    if len(flat) != 2 * len(input_x.shape):
        raise ValueError(f"For 'MirrorPad', paddings.shape[0] must equal to input's rank, but "
                         f"got {len(flat) // 2}")
    pads = tuple((flat[2 * i], flat[2 * i + 1]) for i in range(len(flat) // 2))
    _check_mirror_pads(pads, tuple(input_x.shape), mode)
    return dispatch(get_op("mirror_pad"), (input_x,), freeze_attrs({"pads": pads, "mode": mode}))


def _check_mirror_pads(pads, shape, mode):
    """MindSpore 2.10's MirrorPad errors: no negative padding; REFLECT pads below the dim's size,
    SYMMETRIC pads up to it."""
    if any(v < 0 for pair in pads for v in pair):
        raise ValueError("For 'MirrorPad', all elements of paddings must be >= 0.")
    for (lo, hi), n in zip(pads, shape):
        if mode == "REFLECT" and max(lo, hi) >= n:
            raise ValueError(f"For 'MirrorPad', paddings must be no greater than the dimension "
                             f"size: [{lo}], [{hi}] not less than [{n}]")
        if mode == "SYMMETRIC" and max(lo, hi) > n:
            raise ValueError(f"For 'MirrorPad', paddings must be no greater than the dimension "
                             f"size: [{lo}], [{hi}] greater than [{n}]")


class MirrorPad(_Prim):
    """``MirrorPad(mode='REFLECT')(x, paddings)``."""

    def __init__(self, mode="REFLECT"):
        check_string(mode, ["REFLECT", "SYMMETRIC"], "mode", "MirrorPad")   # as 2.10
        super().__init__(mode=mode)

    def __call__(self, x, paddings):
        return mirror_pad(x, paddings, self.mode)


class Pad(_Prim):
    """``Pad(paddings)(x)``: zero padding by ((lo, hi), ...) per dim (leading dims first)."""

    def __init__(self, paddings):
        super().__init__(paddings=tuple(tuple(p) for p in paddings))

    def __call__(self, x):
        if len(self.paddings) != len(x.shape):
            raise ValueError(f"For 'Pad', the length of 'paddings' must be equal to the rank of "
                             f"'input_x', but got {len(self.paddings)} vs {len(x.shape)}")
        for i, (lo, hi) in enumerate(self.paddings):
            if lo < 0 or hi < 0:
                raise ValueError(f"For 'Pad', all elements of 'paddings' must be >= 0, but got "
                                 f"paddings[{i}][0] = {lo}, paddings[{i}][1] = {hi}")
        flat = tuple(v for pair in reversed(self.paddings) for v in pair)
        return NN.pad(x, flat)


class PadV3(_Prim):
    """``PadV3(mode='constant', paddings_contiguous=True)(x, paddings, value=None)``;
    ``paddings`` last dim first (left, right, top, bottom, ...); modes constant, reflect,
    edge, circular."""
    _MODES = {"constant": "constant", "reflect": "reflect", "edge": "replicate",
              "circular": "circular"}

    def __init__(self, mode="constant", paddings_contiguous=True):
        if mode not in self._MODES:
            raise ValueError(f"For 'PadV3', 'mode' must be one of {list(self._MODES)}, but got "
                             f"{mode!r}")
        super().__init__(mode=mode, paddings_contiguous=paddings_contiguous)

    def __call__(self, x, paddings, value=None):
        flat = int_values(paddings)
        if not self.paddings_contiguous:
            half = len(flat) // 2
            flat = tuple(v for pair in zip(flat[:half], flat[half:]) for v in pair)
        if value is not None and hasattr(value, "asnumpy"):
            value = value.asnumpy().item()
        return NN.pad(x, flat, self._MODES[self.mode], value)


# ---- embedding / dropout ------------------------------------------------------------------------
def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0,
              scale_grad_by_freq=False):
    """Rows of ``weight`` at the indices ``input``; row ``padding_idx`` receives no gradient."""
    if max_norm is not None or scale_grad_by_freq:
        raise NotImplementedError("For 'embedding', 'max_norm' and 'scale_grad_by_freq' are not "
                                  "supported")
    if len(weight.shape) != 2:          # 2.10's Embedding infer check
        raise ValueError(f"For primitive[Embedding], the shape of weight must be equal to 2, but "
                         f"got {len(weight.shape)}.")
    n = weight.shape[0]
    if padding_idx is not None:
        if not -n <= padding_idx < n:
            raise ValueError(f"For 'embedding', 'padding_idx' must be in [{-n}, {n}), but got "
                             f"{padding_idx}")
        padding_idx %= n
    return dispatch(get_op("embedding"), (input, weight),
                    freeze_attrs({"padding_idx": padding_idx}))


class Dropout3D(_NP.Dropout2D):
    """``Dropout3D(keep_prob=0.5)(x)``: zero whole channels of (N, C, D, H, W); returns
    ``(output, mask)`` with a Bool mask."""

    def __init__(self, keep_prob=0.5):
        super().__init__(keep_prob)
        self.name = "Dropout3D"

    spatial = 3


def padding(x, pad_dim_size=8):
    """x's last dim (of size 1) widened to ``pad_dim_size`` with zeros after it."""
    return Padding(pad_dim_size)(x)


class Padding(_Prim):
    """``Padding(pad_dim_size=8)(x)``: x's last dim (of size 1) widened to ``pad_dim_size`` with
    zeros after it."""

    def __init__(self, pad_dim_size=8):
        if not isinstance(pad_dim_size, int) or pad_dim_size < 1:
            raise ValueError(f"For 'Padding', 'pad_dim_size' must be a positive int, but got "
                             f"{pad_dim_size!r}")
        super().__init__(pad_dim_size=pad_dim_size)

    def __call__(self, x):
        if len(x.shape) < 2 or x.shape[-1] != 1:
            raise ValueError(f"For 'Padding', the input must be at least 2-d with a last dim of "
                             f"1, but got shape {tuple(x.shape)}")
        return NN.pad(x, (0, self.pad_dim_size - 1))



def mse_loss_ext(input, target, reduction="mean"):
    """(input - target)^2 (broadcast) with the reduction."""
    return NN.mse_loss(input, target, reduction)


def adaptive_avg_pool2d_ext(input, output_size):
    """Same as ``adaptive_avg_pool2d``."""
    return NN.adaptive_avg_pool2d(input, output_size)
