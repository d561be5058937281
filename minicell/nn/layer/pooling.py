"""Pooling layers: MaxPool1d/2d, AvgPool1d/2d, AdaptiveAvgPool1d/2d, AdaptiveMaxPool2d.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.MaxPool2d(kernel_size=2, stride=2)(ms.Tensor(np.ones((1, 1, 4, 4), np.float32))).shape
(1, 1, 2, 2)
"""
from ... import _checkparam as _validator
from ...common import dtype as mstype
from ...ops import nn_functional as F
from ...ops._util import kernel_dtype
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["MaxPool1d", "MaxPool2d", "AvgPool1d", "AvgPool2d", "AdaptiveAvgPool1d",
           "AdaptiveAvgPool2d", "AdaptiveMaxPool2d"]


_FLOATS = ("Float16", "Float32", "Float64")


def _check_kernel_stride(kernel_size, stride, cls):
    """MindSpore 2.10's pooling-cell check of ``kernel_size`` and ``stride``: an int or a tuple
    (TypeError otherwise) of positive ints (ValueError)."""
    for arg, v in (("kernel_size", kernel_size), ("stride", stride)):
        _validator.check_value_type(arg, v, [int, tuple], cls)
        if not all(isinstance(i, int) and not isinstance(i, bool) and i > 0
                   for i in (v if isinstance(v, tuple) else (v,))):
            raise ValueError(f"For '{cls}', the '{arg}' must be an positive int number or a "
                             f"tuple, but got {v}")


def _check_pool_padding(padding, nd, cls):
    """A pooling cell's explicit ``padding``: an int or a tuple/list of 1 or ``nd`` ints >= 0
    (2.10: TypeError for another type, ValueError for a negative item or another length)."""
    _validator.check_value_type("padding", padding, (int, tuple, list), cls)
    if isinstance(padding, int):
        _validator.check_non_negative_int(padding, "padding", cls)
        return
    _validator.check_non_negative_int_sequence(padding, "padding", cls)
    if len(padding) not in (1, nd):
        raise ValueError(f"For {cls}, the length of padding must equal to 1 or {nd}, but got "
                         f"{len(padding)}.")


def _check_pool_dilation(dilation, nd, cls):
    """An int or a tuple of 1 or ``nd`` positive ints (2.10: ValueError otherwise)."""
    items = dilation if isinstance(dilation, tuple) else (dilation,)
    if not (isinstance(dilation, (int, tuple)) and len(items) in (1, nd) and all(
            isinstance(i, int) and not isinstance(i, bool) and i > 0 for i in items)):
        raise ValueError(f"For '{cls}', the parameter 'dilation' must be an positive integer or "
                         f"a tuple of 1 or {nd} positive integers, but got {dilation}")


def _check_avg_pool_args(padding, divisor_override, ceil_mode, count_include_pad, nd, cls):
    """2.10's checks when an average pool runs its explicit-padding kernel: a positive
    ``divisor_override``, the padding, bool flags (checked by its AvgPool3D primitive, whose
    name the TypeError gives for every AvgPool1d/2d/3d, measured)."""
    if divisor_override is not None and divisor_override <= 0:
        raise ValueError(f"For '{cls}', the 'divisor_override' must be > 0, but got "
                         f"{divisor_override}.")
    if divisor_override is not None:        # then 2.10's AvgPool3D primitive: an int
        _validator.check_non_negative_int(divisor_override, "divisor_override", "AvgPool3D")
    _check_pool_padding(padding, nd, cls)
    _validator.check_value_type("ceil_mode", ceil_mode, bool, "AvgPool3D")
    _validator.check_value_type("count_include_pad", count_include_pad, bool, "AvgPool3D")


def _check_max_pool_pads(padding, kernel_size, nd, cls):
    """2.10's kernel check at run time: no padding wider than half the window."""
    pads = padding if isinstance(padding, (tuple, list)) else (padding,)
    kernel = kernel_size if isinstance(kernel_size, tuple) else (kernel_size,)
    pads, kernel = tuple(pads) * (nd // len(pads)), tuple(kernel) * (nd // len(kernel))
    if any(2 * p > k for p, k in zip(pads, kernel)):
        raise ValueError(f"For '{cls}', pads should be less equal to the half of ksize, but got "
                         f"ksize {kernel} and pads {pads}.")


def _check_nchw(data_format, cls):
    """2.10's 2-d pooling cells take 'NCHW' only on CPU ('NHWC' is GPU-only; anything else,
    'nchw' too, its ValueError)."""
    if data_format == "NHWC":           # (sic: 2.10's texts, measured)
        raise ValueError(f"For '{cls}, the 'NHWC' format only support in GPU target, but got "
                         f"device target CPU.")
    if data_format != "NCHW":
        raise ValueError(f"For '{cls}', the 'format' must be str and must be in '['NCHW', "
                         f"'NHWC']', but got '{data_format}'.")


class _Pool(Cell):
    _kind = "max"
    _nd = 2

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1,
                 ceil_mode=False, count_include_pad=True, divisor_override=None,
                 return_indices=False):
        super().__init__()
        cls = type(self).__name__
        _validator.check_value_type("pad_mode", pad_mode, str, cls)    # 2.10's TypeError
        if pad_mode.upper() not in ("VALID", "SAME", "PAD"):
            raise ValueError(f"For '{cls}', the 'pad_mode' must be str and must be in '['VALID', "
                             f"'SAME', 'PAD']', but got '{pad_mode.upper()}'.")   # 2.10's text
        self.pad_mode = pad_mode.upper()
        _check_kernel_stride(kernel_size, stride, cls)
        if not (self._kind == "max" and self._nd == 1):     # 2.10: (k,) is k
            kernel_size, stride = (v[0] if isinstance(v, tuple) and len(v) == 1 else v
                                   for v in (kernel_size, stride))
        for arg, v in (("kernel_size", kernel_size), ("stride", stride)):
            if isinstance(v, tuple) and len(v) != self._nd and self._nd == 2:
                if self._kind == "avg":     # 2.10 builds it (its call fails)
                    continue
                raise ValueError(f"For 'MaxPool' attr '{'strides' if arg == 'stride' else arg}' "
                                 f"must be an positive int number or a tuple of two positive int "
                                 f"numbers, but got {tuple(v)}")
            if isinstance(v, tuple) and len(v) != self._nd and self._kind == "max":
                raise TypeError(f"For '{cls}', the '{arg}' must be int, but got 'tuple'")  # 2.10
            if isinstance(v, tuple) and len(v) != self._nd:    # 2.10: MaxPool's check
                many = "two positive int numbers" if self._nd == 2 else "one positive int number"
                msg = (f"For '{cls}', the '{arg}' must be an positive int number or a tuple of "
                       f"{many}, but got {tuple(v)}")
                raise (ValueError if self._nd == 2 else TypeError)(msg)
        if self._kind == "max" and self.pad_mode == "PAD":
            _check_pool_padding(padding, self._nd, cls)
            _check_pool_dilation(dilation, self._nd, cls)
            _validator.check_value_type("ceil_mode", ceil_mode, bool, cls)
        elif self._kind == "avg" and (self.pad_mode == "PAD" or padding != 0 or ceil_mode
                                      or not count_include_pad or divisor_override is not None):
            _check_avg_pool_args(padding, divisor_override, ceil_mode, count_include_pad,
                                 self._nd, cls)
        nondefault = padding not in (0, (0,) * self._nd) or dilation not in (1, (1,) * self._nd) \
            or ceil_mode or return_indices
        if self.pad_mode != "PAD" and nondefault:
            raise ValueError(f"For {cls}, the parameter 'padding', 'dilation', 'return_indices', "
                             f"'ceil_mode' can not be set to non-default value when pad_mode is "
                             f"not 'pad', but got pad_mode:{pad_mode}.")
        self._window = (kernel_size, stride)    # what the kernel runs with
        self.kernel_size = kernel_size          # what 2.10 shows (1-d cells: see below)
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        self.ceil_mode = bool(ceil_mode)
        self.count_include_pad = count_include_pad
        self.divisor_override = divisor_override or 0
        self.return_indices = bool(return_indices)

    def construct(self, x):
        if x.dtype not in mstype.float_type:    # 2.10's pooling cells select no int kernel
            raise TypeError(f"For '{type(self).__name__}', the input must be a float16, float32 "
                            f"or float64 Tensor, but got {x.dtype}.")
        if self._kind == "max" and self.pad_mode == "PAD":
            _check_max_pool_pads(self.padding, self._window[0], self._nd, type(self).__name__)
        squeeze = len(x.shape) == self._nd + 1        # unbatched input (C, H, W)
        if squeeze:
            x = x.expand_dims(0)
        y = F._pool(self._kind, x, *self._window, self.pad_mode, self.padding,
                    self.dilation, self.ceil_mode, self.count_include_pad,
                    self.divisor_override, self._nd, type(self).__name__,
                    "int64" if self.return_indices else None,
                    "propagate" if self.pad_mode == "PAD" else "fold")   # 2.10's kernels
        if squeeze:
            y = tuple(t.squeeze(0) for t in y) if self.return_indices else y.squeeze(0)
        return y

    construct.__minicell_noconvert__ = True     # dtypes, flags and static ranks (~21 ms)

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


@refuses_non_tensors
class MaxPool2d(_Pool):
    """2-d max pooling. ``MaxPool2d(kernel_size=1, stride=1, pad_mode='valid', padding=0,
    dilation=1, return_indices=False, ceil_mode=False, data_format='NCHW')``.
    ``return_indices`` (pad_mode 'pad' only): also the int64 argmax, flat over each channel's
    spatial positions."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1,
                 return_indices=False, ceil_mode=False, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, padding, dilation, ceil_mode,
                         return_indices=return_indices)
        _check_nchw(data_format, type(self).__name__)


def _as_2d_window(cell, lead):
    """2.10's 1-d pooling cells keep their window as the 2-d or 3-d kernel's they run:
    ``kernel_size`` 3 shows as (1, 3), or (1, 1, 3) with ``lead`` 2 (measured)."""
    cell.kernel_size, cell.stride = ((1,) * lead + (v,) for v in cell._window)


@refuses_non_tensors
class MaxPool1d(MaxPool2d):
    """1-d max pooling over (N, C, L)."""
    _nd = 1

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1,
                 return_indices=False, ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode, padding, dilation, return_indices,
                         ceil_mode)
        _as_2d_window(self, 2 if self.pad_mode == "PAD" else 1)


@refuses_non_tensors
class AvgPool2d(_Pool):
    """2-d average pooling. ``AvgPool2d(kernel_size=1, stride=1, pad_mode='valid', padding=0,
    ceil_mode=False, count_include_pad=True, divisor_override=None, data_format='NCHW')``."""
    _kind = "avg"

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, padding, 1, ceil_mode, count_include_pad,
                         divisor_override)
        _check_nchw(data_format, type(self).__name__)


@refuses_non_tensors
class AvgPool1d(AvgPool2d):
    """1-d average pooling over (N, C, L): 2.10's has no ``divisor_override`` nor
    ``data_format``."""
    _nd = 1

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode, count_include_pad)
        if not (self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad):
            _as_2d_window(self, 1)      # 2.10 runs its 2-d AvgPool then, else AvgPool3D


def _check_adaptive_size(output_size, nd, name):
    """2.10's constructor checks of an adaptive average pool's ``output_size``: an int or a
    tuple (of ``nd`` entries; ``nd`` None: any, AdaptiveAvgPool3d's call checks it), each >= 0
    or None (None keeps that dim's size)."""
    _validator.check_value_type("output_size", output_size, [int, tuple], name)
    if isinstance(output_size, tuple) and nd is not None:
        _validator.check_int(len(output_size), nd, _validator.EQ, "length of output_size", name)
    for i, v in enumerate(output_size if isinstance(output_size, tuple) else (output_size,)):
        if isinstance(output_size, tuple):
            _validator.check_value_type(f"output_size[{i}]", v, [int, type(None)], name)
        if v is not None and v < 0:
            raise ValueError(f"For '{name}', the argument 'output_size[{i}]' must >= 0, but got "
                             f"{v}.")
    return output_size


@refuses_non_tensors
class AdaptiveAvgPool2d(Cell):
    """Average-pool the last two dims to ``output_size`` (int or (h, w); None keeps a dim)."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = _check_adaptive_size(output_size, 2, "AdaptiveAvgPool2D")

    def construct(self, x):
        kernel_dtype(x, "AdaptiveAvgPool2D", _FLOATS, arg="x")     # 2.10's float kernels
        return F.adaptive_avg_pool2d(x, self.output_size)


@refuses_non_tensors
class AdaptiveAvgPool1d(Cell):
    """Average-pool the last dim to ``output_size``."""

    def __init__(self, output_size):
        super().__init__()
        _validator.check_value_type("output_size", output_size, [int], "AdaptiveAvgPool1d")
        self.output_size = _validator.check_int(output_size, 1, _validator.GE, "output_size",
                                                "AdaptiveAvgPool1d")

    def construct(self, x):
        check_adaptive_1d_cell(x, self.output_size, type(self).__name__)
        return F.adaptive_avg_pool1d(x, self.output_size)


def check_adaptive_1d_cell(x, output_size, cls):
    """2.10's AdaptiveAvgPool1d / AdaptiveMaxPool1d checks in construct, with their texts."""
    F.check_adaptive_1d(x, output_size, cls, cell=True)


@refuses_non_tensors
class AdaptiveMaxPool2d(Cell):
    """Max-pool the last two dims to ``output_size`` (int or (h, w); None keeps a dim);
    ``return_indices``: also the argmax, flat over each channel's spatial positions."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = output_size
        self.return_indices = bool(return_indices)

    def construct(self, x):
        kernel_dtype(x, "AdaptiveMaxPool2D", _FLOATS, text="Select CPU operator[AdaptiveMaxPool2D] "
                     "fail! Unsupported data type! The supported data types are input[Float16 "
                     "Int64], input[Float32 Int64], input[Float64 Int64], but got {dtype}.")
        return F.adaptive_max_pool2d(x, self.output_size, self.return_indices)
