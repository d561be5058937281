"""Convolution layers: Conv1d, Conv2d, Conv3d, Conv2dTranspose (MindSpore's arguments, defaults,
weight shapes and initialisation).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.Conv2d(120, 240, 4, has_bias=False).weight.shape
(240, 120, 4, 4)
"""
from ... import ops
from ...common import dtype as mstype
from ...ops import nn_functional as F
from ...ops._prim_bind import bind_errors
from ...ops.nn_misc_ext import check_conv3d_transpose_kernel
from ... import _checkparam as _validator
from ..cell import Cell
from .._operand_texts import refuses_non_tensors
from ._utils import bias_uniform_default, check_positive_int, he_uniform_default, make_param
from ...common.tensor import Tensor

__all__ = ["Conv1d", "Conv2d", "Conv3d", "Conv2dTranspose", "Conv1dTranspose", "Conv3dTranspose"]


def _weight_init_1d(weight_init, cls):
    """A Tensor ``weight_init`` of a 1-d convolution is given as (out, in/group, k) (an
    ``initializer(..., (out, in, k))`` one too) and stored with the height axis of 1 inserted,
    as 2.10 does; another rank is its ValueError."""
    if isinstance(weight_init, Tensor):
        _validator.check_equal_int(len(weight_init.shape), 3, "weight_init_shape", cls)
        if weight_init.has_init:    # an eager op refuses a lazy Tensor (2.10's layer takes it)
            weight_init = Tensor(weight_init.asnumpy())
        weight_init = ops.expand_dims(weight_init, 2)
    return weight_init


def _ntuple(v, n, name, cls):
    """An int or a tuple of ``n`` ints as an ``n``-tuple of positive ints, with MindSpore 2.10's
    errors: anything else (a list too) or a tuple of another length is its TypeError ('When
    expanding an int number to tuple'; a tuple of another length is a ValueError for the 3-d
    convolutions), an item < 1 its ValueError
    ('the 'stride item' must be int and must > 0')."""
    if n == 3 and isinstance(v, (int, tuple)):     # 2.10's 3-d layers: _check_3d_int_or_tuple
        return _validator._check_3d_int_or_tuple(name, v, cls)
    if isinstance(v, int) and not isinstance(v, bool):
        v = (v,) * n
    if not isinstance(v, tuple):        # a list too: 2.10 takes an int or a tuple only
        if n == 3:
            raise TypeError(f"For '{cls}', the type of '{name}' should be one of '['int', "
                            f"'tuple']', but got type '{type(v).__name__}'.")
        raise TypeError(f"When expanding an int number to tuple, input type must be integer or "
                        f"tuple[int], but got {type(v)}")
    if n == 2 and len(v) != 2:
        raise TypeError(f"When expanding an int number to tuple, input tuple dimension must be 2, "
                        f"but got {v}")
    if not (len(v) == n and
            all(isinstance(i, int) and not isinstance(i, bool) for i in v)):
        msg = (f"For '{cls}', '{name}' must be an int or a tuple of {n} ints (when expanding an "
               f"int number to tuple, the tuple dimension must be {n}), but got {v!r}")
        raise (ValueError if n == 3 else TypeError)(msg)
    for i in v:
        _validator.check_positive_int(i, f"{name} item", cls)
    return tuple(v)


def _check_format(data_format, cls):
    """2.10's ``_Conv`` check of ``data_format`` (its 'format'): NHWC runs on GPU only."""
    _validator.check_string(data_format, ["NCHW", "NHWC", "NCDHW"], "format", cls)
    if data_format == "NHWC":
        raise ValueError(f"For '{cls}', the \"NHWC\" format only support in GPU target, but got "
                         f"the 'format' is NHWC and the platform is CPU.")


def _check_padding(padding, nd, cls):
    """An int >= 0 or a tuple of ``2 * nd`` ints >= 0 (MindSpore 2.10's
    TypeError for another type, ValueError for a negative item)."""
    if isinstance(padding, int) and not isinstance(padding, bool):
        return _validator.check_non_negative_int(padding, "padding", cls)
    if cls in ("Conv3d", "Conv3dTranspose", "Conv2dTranspose"):    # their own checks first
        _check_padding_size(padding, nd, cls)
    if not isinstance(padding, tuple):          # a list too, as 2.10
        raise TypeError(f"For '{cls}', the type of 'padding' must be int or tuple(int), but got "
                        f"{type(padding).__name__}.")
    for pad in padding:
        _validator.check_non_negative_int(pad, "padding item", cls)
    if len(padding) != 2 * nd:          # 2.10: one int or a (before, after) pair per axis
        who, what = ("Conv2D", "pad size") if cls == "Conv2d" else (cls, "padding size")
        raise ValueError(f"For '{who}', the '{what}' must be int and must = {2 * nd}, but got "
                         f"'{len(padding)}' with type 'int'.")
    return tuple(padding)


def _check_padding_size(padding, nd, cls):
    """The 3-d layers' and Conv2dTranspose's own check of ``padding`` before their items: an int
    or a tuple of ``2 * nd`` (MindSpore 2.10's order: a 6-tuple with a negative item to
    Conv2dTranspose is the size's ValueError)."""
    _validator.check_value_type("padding", padding, (int, tuple), cls)
    if isinstance(padding, tuple):
        _validator.check_equal_int(len(padding), 2 * nd, "padding size", cls)


def _check_pad_mode(pad_mode, cls, prim):
    """'same', 'valid' or 'pad'. Where MindSpore 2.10 leaves the check to the primitive
    (``prim``: Conv2d's Conv2D, Conv3d's Conv3D) a non-str is its TypeError and Conv3D takes
    any case; the other cells check it themselves (ValueError, lower case only)."""
    if prim and not isinstance(pad_mode, str):
        raise TypeError(f"For '{prim}', the type of 'pad_mode' should be 'str', but got type "
                        f"'{type(pad_mode).__name__}'.")
    if prim and prim.startswith("Conv3D"):
        pad_mode = pad_mode.lower()
    return _validator.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", prim or cls)


def _check_1d_ints(cls, kernel_size, stride, dilation, padding):
    """The 1-d cells take plain ints: TypeError for another type, ValueError below 1 (padding:
    below 0), as MindSpore 2.10's Conv1d checks."""
    for name, v, low in (("kernel_size", kernel_size, 1), ("stride", stride, 1),
                         ("padding", padding, 0), ("dilation", dilation, 1)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"For '{cls}', the type of '{name}' should be 'int', but got type "
                            f"'{type(v).__name__}'.")
        _validator.check_int(v, low, _validator.GE, name, cls)


def _pad_not_zero(padding, pad_mode, nd, transposed, prim=None):
    """2.10's ValueError for a nonzero ``padding`` beside a pad_mode other than 'pad': its
    primitive's text (Conv2D for the 1-d and 2-d layers, Conv3D, Conv2DBackpropInput for
    Conv1dTranspose, Conv2DTranspose, Conv3DTranspose; measured)."""
    if not transposed and nd < 3:
        raise ValueError(f"For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', "
                         f"but got 'pad': {padding} and 'pad_mode': {pad_mode}.")
    prim = {(3, False): "Conv3D", (2, True): "Conv2DTranspose",
            (3, True): "Conv3DTranspose"}[nd, transposed] if prim is None else prim
    zeros = (0,) * (2 * max(nd, 2))
    raise ValueError(f"For '{prim}', the 'pad' must be zero or {zeros} when 'pad_mode' is "
                     f"not \"pad\", but got 'pad' is {padding} and 'pad_mode' is {pad_mode}.")


class _Conv(Cell):
    """Shared argument checking, Parameters and repr of the convolution layers."""
    _pad_mode_prim = None
    _pad_prim = None        # the primitive naming a nonzero padding's refusal, where not nd's

    def __init__(self, in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                 dilation, group, has_bias, weight_init, bias_init, nd, transposed=False,
                 dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        if nd == 3 and (in_channels % group or out_channels % group):   # 2.10's 3-D layers: first
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and "
                             "'out_channels'")
        self.kernel_size = _ntuple(kernel_size, nd, "kernel_size", cls)
        self.stride = _ntuple(stride, nd, "stride", cls)
        self.dilation = _ntuple(dilation, nd, "dilation", cls)
        # 2.10's order: the sizes, then group and its divisibility (a float channel count that
        # is no multiple of group fails there), then the channel counts' types; the transposed
        # and 3-D layers' check of group names no layer (measured)
        self.group = _validator.check_positive_int(group) if transposed or nd == 3 else \
            check_positive_int(group, "group", cls)
        for name, v in (("in_channels", in_channels), ("out_channels", out_channels)):
            if transposed and nd < 3 and not isinstance(v, int):   # 2.10's 1-D/2-D ones first
                raise TypeError(f"For '{cls}', the '{name}' must be int, but got "
                                f"'{type(v).__name__}'")
        if transposed and nd < 3:       # 2.10's Conv1d/2dTranspose texts (measured)
            for name, v in (("in_channels", in_channels), ("out_channels", out_channels)):
                if v % group:
                    attr = "the attr 'in_channels'" if name == "in_channels" else \
                        "the 'out_channels'"
                    raise ValueError(f"For '{cls}', {attr} must be divisible by attr 'group', "
                                     f"but got '{name}': {v} and 'group': {group}.")
        if in_channels % group or out_channels % group:
            raise ValueError(f"The argument 'group' should be divisible by 'in_channels' and "
                             f"'out_channels', but got group:{group}, in_channels:{in_channels}, "
                             f"out_channels:{out_channels}.")
        self.in_channels = check_positive_int(in_channels, "in_channels", cls)
        self.out_channels = check_positive_int(out_channels, "out_channels", cls)
        self.pad_mode = _check_pad_mode(pad_mode, cls, self._pad_mode_prim)
        # 2.10 keeps the layout on every convolution layer; zoo subclasses pass it on to their
        # own Conv2D primitive (PointNet2's Conv2d: P.Conv2D(..., data_format=self.data_format))
        self.data_format = "NCDHW" if nd == 3 else "NCHW"
        padding = _check_padding(padding, nd, cls)
        if self.pad_mode != "pad" and padding not in (0, (0,) * nd, (0,) * (2 * nd)):
            _pad_not_zero(padding, self.pad_mode, nd, transposed, self._pad_prim)
        self.padding = padding
        self.has_bias = _validator.check_bool(has_bias, "has_bias", cls)
        self.weight_init = he_uniform_default() if weight_init is None else weight_init
        if transposed:
            shape = (in_channels, out_channels // group) + self.kernel_size
        else:
            shape = (out_channels, in_channels // group) + self.kernel_size
        self.weight = make_param(self.weight_init, shape, dtype, "weight")
        self.bias_init = None
        self.bias = None
        if self.has_bias:
            fan_in = shape[1]
            for k in shape[2:]:
                fan_in *= k
            self.bias_init = bias_uniform_default(fan_in) if bias_init is None else bias_init
            self.bias = make_param(self.bias_init, (out_channels,), dtype, "bias")
        self.format = self.data_format
        self.bias_add = ops.BiasAdd()

    def _primitive(self, prim):
        """MindSpore's conv primitive attribute (``self.conv2d``, ``self.conv3d``) for subclasses
        that call it in their own construct (zoo code does: weight-standardised convs)."""
        pad = self.padding      # one pad per spatial dim: the primitive takes (before, after)
        if isinstance(pad, (tuple, list)) and len(pad) == len(tuple(self.kernel_size)):
            pad = tuple(p for p in pad for _ in (0, 1))
        return prim(out_channel=self.out_channels, kernel_size=self.kernel_size, mode=1,
                    pad_mode=self.pad_mode, pad=pad, stride=self.stride,
                    dilation=self.dilation, group=self.group)

    def _squeeze_ops(self):
        """2.10's 1-d layers run as 2-d ones between these primitives; subclasses call them."""
        self.expand_dims, self.squeeze, self.shape = ops.ExpandDims(), ops.Squeeze(2), ops.Shape()

    def _transpose_primitive(self, prim):
        """2.10's ``conv2d_transpose`` attribute: the primitive with out_channel=in_channels."""
        return prim(out_channel=self.in_channels, kernel_size=self.kernel_size, mode=1,
                    pad_mode=self.pad_mode, pad=self.padding, stride=self.stride,
                    dilation=self.dilation, group=self.group)

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, "
                f"pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
                f"group={self.group}, has_bias={self.has_bias}, "
                f"weight_init={self.weight_init}, bias_init={self.bias_init}, "
                f"format={self.format}")


@refuses_non_tensors
class Conv2d(_Conv):
    """2-d convolution over (N, C, H, W).

    ``Conv2d(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0,
    dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None, data_format='NCHW')``;
    ``weight`` is (out, in/group, kh, kw). ``padding`` (pad_mode 'pad'): an int, (h, w) or
    (top, bottom, left, right).
    """

    _pad_mode_prim = "Conv2D"

    @bind_errors      # 2.10's cell_attr_register binds the arguments first
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 data_format="NCHW", dtype=mstype.float32):
        _check_format(data_format, "Conv2d")
        if data_format not in ("NCHW", "NHWC"):     # 2.10's Conv2D text (measured)
            raise ValueError(f"For 'Conv2D', the 'format' must be str and must be in '['NCHW', "
                             f"'NHWC']', but got '{data_format}'.")
        if data_format != "NCHW":   # 2.10 runs NHWC on GPU/Ascend only
            raise ValueError(f"For 'Conv2d', only data_format='NCHW' is supported, but got "
                             f"{data_format!r}")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                         dilation, group, has_bias, weight_init, bias_init, 2, dtype=dtype)
        self.conv2d = self._primitive(ops.Conv2D)

    def construct(self, x):
        return F.conv2d(x, self.weight, self.bias, self.stride, self.pad_mode, self.padding,
                        self.dilation, self.group)


class Conv1d(_Conv):
    """1-d convolution over (N, C, W); like MindSpore the ``weight`` is stored as
    (out, in/group, 1, k) and the op runs as a 2-d convolution of height 1."""

    @bind_errors      # 2.10's cell_attr_register binds the arguments first
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 dtype=mstype.float32):
        _check_1d_ints("Conv1d", kernel_size, stride, dilation, padding)
        weight_init = _weight_init_1d(weight_init, "Conv1d")
        super().__init__(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode,
                         (0, 0, padding, padding), (1, dilation), group, has_bias, weight_init,
                         bias_init, 2, dtype=dtype)
        self.conv2d = self._primitive(ops.Conv2D)
        self._squeeze_ops()

    def construct(self, x):
        x = ops.expand_dims(x, 2)
        pads = self.padding         # (0, 0, p, p), as 2.10 keeps it
        weight = self.weight        # mint.nn.Conv1d's is (out, in/group, k)
        weight = weight if weight.ndim == 4 else ops.expand_dims(weight, 2)
        y = F.conv2d(x, weight, self.bias, self.stride, self.pad_mode, pads, self.dilation,
                     self.group)
        return ops.squeeze(y, 2)


class Conv3d(_Conv):
    """3-d convolution over (N, C, D, H, W); ``weight`` is (out, in/group, kd, kh, kw)."""

    _pad_mode_prim = "Conv3D"

    @bind_errors      # 2.10's cell_attr_register binds the arguments first
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 data_format="NCDHW", dtype=mstype.float32):
        _check_format(data_format, "Conv3d")
        _validator.check_string(data_format, ["NCDHW"], "data_format", "Conv3D")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                         dilation, group, has_bias, weight_init, bias_init, 3, dtype=dtype)
        self.conv3d = self._primitive(ops.Conv3D)
        self.shape = ops.Shape()

    def construct(self, x):
        return F.conv3d(x, self.weight, self.bias, self.stride, self.pad_mode, self.padding,
                        self.dilation, self.group)


@refuses_non_tensors
class Conv2dTranspose(_Conv):
    """2-d transposed convolution; ``weight`` is (in, out/group, kh, kw). Output size:
    'same': in*stride; 'valid': (in-1)*stride + dilation*(k-1) + 1; 'pad': that minus the two
    paddings plus ``output_padding``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, output_padding=0, dilation=1, group=1, has_bias=False,
                 weight_init=None, bias_init=None, dtype=mstype.float32):
        # 2.10's constructor checks the types and lengths; the values are checked when called
        _check_padding_size(padding, 2, "Conv2dTranspose")
        _validator.check_value_type("output_padding", output_padding, (int, tuple),
                                    "Conv2dTranspose")
        if isinstance(output_padding, tuple):
            _validator.check_equal_int(len(output_padding), 2, "output_padding size",
                                       "Conv2dTranspose")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                         dilation, group, has_bias, weight_init, bias_init, 2, transposed=True,
                         dtype=dtype)
        self.output_padding = output_padding
        self.shape = ops.Shape()
        self.conv2d_transpose = self._transpose_primitive(ops.Conv2DTranspose)

    def construct(self, x):
        rank = len(getattr(x, "shape", ()))     # 2.10 unpacks n, _, h, w = shape (measured)
        if rank < 4:
            raise ValueError(f"not enough values to unpack (expected 4, got {rank})")
        if rank > 4:
            raise ValueError("too many values to unpack (expected 4)")
        y = F.conv_transpose_nd(x, self.weight, self.bias, self.stride, self.pad_mode,
                                self.padding, 0, self.dilation, self.group, 2, "Conv2dTranspose",
                                "Conv2DTranspose")
        return _zero_output_padding(y, self.output_padding, self.stride, self.dilation,
                                    self.pad_mode)


def _zero_output_padding(y, output_padding, stride, dilation, pad_mode):
    """2.10's nn.Conv2dTranspose: ``output_padding`` appends zero rows and columns after the
    bias (measured: the last row is 0.0; Conv3dTranspose's primitive computes them instead),
    each in [0, max(stride, dilation)) and only with pad_mode 'pad' (its ValueErrors)."""
    pads = output_padding if isinstance(output_padding, tuple) else (output_padding,) * 2
    for i, op in enumerate(pads):
        if op < 0 or op >= max(dilation[i], stride[i]):
            name = f"output_padding[{i}]" if isinstance(output_padding, tuple) else "output_padding"
            raise ValueError(f"{name} must be in range of [0, max(stride_{'hw'[i]}, "
                             f"dilation_{'hw'[i]})).")
    if pad_mode != "pad" and max(pads) > 0:
        raise ValueError("when output_padding is not zero, pad_mode must be 'pad'")
    if max(pads) == 0:
        return y
    return ops.pad(y, (0, pads[1], 0, pads[0]))


@refuses_non_tensors
class Conv1dTranspose(_Conv):
    """1-d transposed convolution over (N, C, W); ``weight`` is stored as (in, out/group, 1, k)
    like MindSpore's, and the op runs as a 2-d transposed convolution of height 1."""

    _pad_prim = "Conv2DBackpropInput"

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 dtype=mstype.float32):
        _check_1d_ints("Conv1dTranspose", kernel_size, stride, dilation, padding)
        weight_init = _weight_init_1d(weight_init, "Conv1dTranspose")
        super().__init__(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode,
                         (0, 0, padding, padding), (1, dilation), group, has_bias, weight_init,
                         bias_init, 2, transposed=True, dtype=dtype)
        self.conv2d_transpose = self._transpose_primitive(ops.Conv2DBackpropInput)
        self._squeeze_ops()

    def construct(self, x):
        F.check_conv_transpose_rank(x, 1, "Conv1dTranspose")
        y = F.conv_transpose_nd(ops.expand_dims(x, 2), self.weight, self.bias, self.stride,
                                self.pad_mode, self.padding, 0,
                                self.dilation, self.group, 2, "Conv1dTranspose",
                                "Conv2DBackpropInput")
        return ops.squeeze(y, 2)


class Conv3dTranspose(_Conv):
    """3-d transposed convolution over (N, C, D, H, W); ``weight`` is (in, out/group, kd, kh,
    kw)."""

    _pad_mode_prim = "Conv3DTranspose"

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, output_padding=0, has_bias=False,
                 weight_init=None, bias_init=None, data_format="NCDHW", dtype=mstype.float32):
        _check_format(data_format, "Conv3dTranspose")
        _validator.check_string(data_format, ["NCDHW"], "format", "Conv3DTranspose")
        output_padding = _validator._check_3d_int_or_tuple(
            "output_padding", output_padding, "Conv3dTranspose", greater_zero=False, pad_value=0)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                         dilation, group, has_bias, weight_init, bias_init, 3, transposed=True,
                         dtype=dtype)
        if self.pad_mode != "pad" and output_padding != (0, 0, 0):    # its primitive's check
            raise ValueError(f"For 'Conv3DTranspose', the 'output_padding' must be zero or "
                             f"(0, 0, 0) when 'pad_mode' is not \"pad\", but got "
                             f"'output_padding' is {output_padding} and 'pad_mode' is "
                             f"{self.pad_mode}.")
        check_conv3d_transpose_kernel(self.kernel_size)
        self.output_padding = output_padding
        self.shape = ops.Shape()
        self.conv3d_transpose = ops.Conv3DTranspose(
            in_channel=in_channels, out_channel=out_channels, kernel_size=self.kernel_size,
            mode=1, pad_mode=self.pad_mode, pad=self.padding, stride=self.stride,
            dilation=self.dilation, group=group, output_padding=output_padding,
            data_format=data_format)

    def construct(self, x):
        return F.conv_transpose_nd(x, self.weight, self.bias, self.stride, self.pad_mode,
                                   self.padding, self.output_padding, self.dilation, self.group,
                                   3, "Conv3dTranspose")


def _deconv_output_length(is_valid, is_same, is_pad, input_length, filter_size, stride_size,
                          dilation_size, padding):
    """Length of one spatial dim after a transposed conv (MindSpore's private helper, which
    libraries subclassing the Conv*Transpose cells import)."""
    filter_size = filter_size + (filter_size - 1) * (dilation_size - 1)
    if is_valid:
        return input_length * stride_size + max(filter_size - stride_size, 0)
    if is_same:
        return input_length * stride_size
    if is_pad:
        return input_length * stride_size - padding + filter_size - stride_size
    return 0


def _check_input_3d(input_shape, op_name):
    """MindSpore's private check that a Conv1d-style input is 3-D (``ValueError`` otherwise);
    zoo layers (spectral-norm convs) import it."""
    if len(input_shape) != 3:
        raise ValueError(f"For '{op_name}', the dimension of input must be 3d, but got "
                         f"{len(input_shape)}.")
