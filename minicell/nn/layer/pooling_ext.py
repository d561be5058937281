"""More pooling Cells (``nn.AvgPool3d``, ``nn.MaxPool3d``, ``nn.AdaptiveAvgPool3d``,
``nn.AdaptiveMaxPool1d/3d``, ``nn.LPPool1d/2d``, ``nn.MaxUnpool1d/2d/3d``) over the ``ops``
pooling functions, with MindSpore's arguments and attributes.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.MaxPool3d(2, 2)(ms.Tensor(np.ones((1, 1, 4, 4, 4), np.float32))).shape
(1, 1, 2, 2, 2)
"""
from ... import ops
from ...ops import nn_functional as F
from ...common.tensor import Tensor
from ...ops._util import kernel_dtype
from ... import _checkparam as _validator
from ..cell import Cell
from .pooling import (_check_adaptive_size, _check_avg_pool_args, _check_kernel_stride,
                      _check_max_pool_pads, _check_pool_padding, check_adaptive_1d_cell)
from .._operand_texts import refuses_non_tensors

__all__ = ["AvgPool3d", "MaxPool3d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d",
           "AdaptiveMaxPool3d", "LPPool1d", "LPPool2d", "MaxUnpool1d", "MaxUnpool2d",
           "MaxUnpool3d", "AvgPool1dExt", "AvgPool2dExt", "AvgPool3dExt", "MaxPool2dExt",
           "FractionalMaxPool2d", "FractionalMaxPool3d"]


def _check_mode(pad_mode, padding, cls):
    mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
    if mode not in ("valid", "same", "pad"):
        raise ValueError(f"For '{cls}', the 'pad_mode' must be str and must be in '['VALID', "
                         f"'SAME', 'PAD']', but got '{str(pad_mode).upper()}'.")     # 2.10's
    if mode != "pad" and padding not in (0, (0, 0, 0)):
        raise ValueError(f"For '{cls}', 'padding' must be 0 when pad_mode is '{mode}', but got "
                         f"{padding!r}")
    return mode


def _window_repr(cell):
    """2.10's 3-d pools print their window as given, (k,) as k, the pad mode in capitals."""
    kernel, stride = (v[0] if isinstance(v, tuple) and len(v) == 1 else v
                      for v in (cell.kernel_size, cell.stride))
    return f"kernel_size={kernel}, stride={stride}, pad_mode={cell.pad_mode.upper()}"


class AvgPool3d(Cell):
    """3-d average pooling over (N, C, D, H, W) or (C, D, H, W)."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        _validator.check_value_type("pad_mode", pad_mode, [str], "AvgPool3d")     # 2.10: first
        _check_kernel_stride(kernel_size, stride, "AvgPool3d")
        _check_avg_pool_args(padding, divisor_override, ceil_mode, count_include_pad, 3,
                             "AvgPool3d")
        _validator._check_3d_int_or_tuple("kernel_size", kernel_size, "AvgPool3D")
        _validator._check_3d_int_or_tuple("strides", stride, "AvgPool3D")
        self.pad_mode = _check_mode(pad_mode, padding, "AvgPool3d")
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.ceil_mode, self.count_include_pad = ceil_mode, count_include_pad
        self.divisor_override = divisor_override

    def construct(self, x):
        return F._pool("avg", x, self.kernel_size, self.stride, self.pad_mode, self.padding, 1,
                       self.ceil_mode, self.count_include_pad, self.divisor_override or 0, 3,
                       "AvgPool3d")

    def extend_repr(self):
        return _window_repr(self)


@refuses_non_tensors
class MaxPool3d(Cell):
    """3-d max pooling; ``return_indices`` adds the flat argmax indices."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1,
                 return_indices=False, ceil_mode=False):
        super().__init__()
        _validator.check_value_type("pad_mode", pad_mode, [str], "MaxPool3d")     # 2.10: first
        _check_kernel_stride(kernel_size, stride, "MaxPool3d")
        _check_pool_padding(padding, 3, "MaxPool3d")
        _validator._check_3d_int_or_tuple("kernel_size", kernel_size, "MaxPool3D")
        _validator._check_3d_int_or_tuple("strides", stride, "MaxPool3D")
        if (dilation != 1 or return_indices) and str(pad_mode).lower() != "pad":
            raise ValueError(f"For MaxPool3d, the pad_mode must be 'pad' when dilation is not 1 "
                             f"or return_indices is True, but got pad_mode:{pad_mode}.")
        self.pad_mode = _check_mode(pad_mode, padding, "MaxPool3d")
        if ceil_mode and self.pad_mode != "pad":        # 2.10's MaxPool3D primitive
            raise ValueError("When the 'pad_mode' is 'same' or 'valid', the 'ceil_mode' only "
                             "supports 'None'.")
        if self.pad_mode == "pad":
            _validator._check_3d_int_or_tuple("dilation", dilation, "MaxPool3DWithArgmax",
                                              allow_five=True)
            _validator.check_value_type("ceil_mode", ceil_mode, bool, "MaxPool3DWithArgmax")
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.dilation, self.return_indices, self.ceil_mode = dilation, return_indices, ceil_mode

    def construct(self, x):
        kernel_dtype(x, "MaxPool3D", ("Float16", "Float32", "Float64"), arg="x")
        if self.pad_mode == "pad":
            _check_max_pool_pads(self.padding, self.kernel_size, 3, "MaxPool3d")
        return F._pool("max", x, self.kernel_size, self.stride, self.pad_mode, self.padding,
                       self.dilation, self.ceil_mode, True, 0, 3, "MaxPool3d",
                       "int64" if self.return_indices else None,
                       "propagate" if self.pad_mode == "pad" else "fold")   # 2.10's kernels

    def extend_repr(self):
        return _window_repr(self)


@refuses_non_tensors
class AdaptiveAvgPool3d(Cell):
    """Average-pool the last three dims to ``output_size`` (None keeps a dim)."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = _check_adaptive_size(output_size, None, "AdaptiveAvgPool3D")

    def construct(self, input):
        return ops.adaptive_avg_pool3d(input, self.output_size)


@refuses_non_tensors
class AdaptiveMaxPool1d(Cell):
    """Max-pool the last dim to ``output_size`` (which must divide it)."""

    def __init__(self, output_size):
        super().__init__()
        if isinstance(output_size, bool) or not isinstance(output_size, int):
            raise TypeError(f"For 'AdaptiveMaxPool1d', the 'output_size' must be int, but got "
                            f"'{type(output_size).__name__}'")
        if output_size < 1:
            raise ValueError(f"For 'AdaptiveMaxPool1d', the 'output_size' must be int and must >= "
                             f"1, but got '{output_size}' with type 'int'.")
        self.output_size = output_size

    def construct(self, x):
        check_adaptive_1d_cell(x, self.output_size, "AdaptiveMaxPool1d")
        return ops.adaptive_max_pool1d(x, self.output_size)


@refuses_non_tensors
class AdaptiveMaxPool3d(Cell):
    """Max-pool the last three dims to ``output_size`` (with indices if asked)."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        if isinstance(output_size, str):        # 2.10 makes a Tensor of it (measured)
            Tensor(output_size)
        self.output_size, self.return_indices = output_size, return_indices

    def construct(self, input):
        return ops.adaptive_max_pool3d(input, self.output_size, self.return_indices)


@refuses_non_tensors
class LPPool1d(Cell):
    """Power-average pooling over the last dim: (sum x^p)^(1/p) per window."""

    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        self.norm_type, self.kernel_size = norm_type, kernel_size
        self.stride, self.ceil_mode = stride, ceil_mode

    def construct(self, x):
        return ops.lp_pool1d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


@refuses_non_tensors
class LPPool2d(LPPool1d):
    """Power-average pooling over the last two dims."""

    def construct(self, x):
        return ops.lp_pool2d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class MaxUnpool1d(Cell):
    """Inverse of max pooling: values back at their argmax ``indices``, zeros elsewhere."""
    _fn = staticmethod(ops.max_unpool1d)

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding

    def construct(self, x, indices, output_size=None):
        return self._fn(x, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool2d(MaxUnpool1d):
    """2-d ``MaxUnpool1d``."""
    _fn = staticmethod(ops.max_unpool2d)

    def construct(self, x, indices, output_size=None):    # (its own: 2.10's texts name it)
        return self._fn(x, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool3d(MaxUnpool1d):
    """3-d ``MaxUnpool1d``."""
    _fn = staticmethod(ops.max_unpool3d)

    def construct(self, x, indices, output_size=None):    # (its own: 2.10's texts name it)
        return self._fn(x, indices, self.kernel_size, self.stride, self.padding, output_size)


class _AvgPoolExt(Cell):
    """PyTorch-style average pooling: ``stride`` defaults to ``kernel_size``."""
    _nd = 2

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.ceil_mode, self.count_include_pad = ceil_mode, count_include_pad
        self.divisor_override = divisor_override

    def construct(self, input):
        stride = self.kernel_size if self.stride is None else self.stride
        return F._pool("avg", input, self.kernel_size, stride, "pad", self.padding, 1,
                       self.ceil_mode, self.count_include_pad, self.divisor_override or 0,
                       self._nd, type(self).__name__)


class AvgPool1dExt(_AvgPoolExt):
    """1-d ``_AvgPoolExt`` (no ``divisor_override``)."""
    _nd = 1

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True):
        super().__init__(kernel_size, stride, padding, ceil_mode, count_include_pad)


class AvgPool2dExt(_AvgPoolExt):
    """2-d ``_AvgPoolExt``."""


class AvgPool3dExt(_AvgPoolExt):
    """3-d ``_AvgPoolExt``."""
    _nd = 3


class MaxPool2dExt(Cell):
    """PyTorch-style 2-d max pooling (``stride`` defaults to ``kernel_size``)."""

    def __init__(self, kernel_size=1, stride=None, padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__()
        self.kernel_size, self.padding = kernel_size, padding
        self.stride = kernel_size if stride is None else stride   # MindSpore stores it so
        self.dilation, self.return_indices, self.ceil_mode = dilation, return_indices, ceil_mode

    def construct(self, input):
        return ops.max_pool2d(input, self.kernel_size, self.stride, self.padding, self.dilation,
                              self.return_indices, self.ceil_mode)


class FractionalMaxPool2d(Cell):
    """Fractional max pooling over the last two dims (``ops.fractional_max_pool2d``)."""
    _fn = staticmethod(ops.fractional_max_pool2d)

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                 _random_samples=None):
        super().__init__()
        # 2.10 checks the sizes when the Cell is called (ops.fractional_max_pool2d's ValueError
        # for neither or both), not here (measured)
        self.kernel_size, self.output_size, self.output_ratio = kernel_size, output_size, \
            output_ratio
        self.return_indices, self._random_samples = return_indices, _random_samples

    def construct(self, input):
        return self._fn(input, self.kernel_size, self.output_size, self.output_ratio,
                        self.return_indices, self._random_samples)


class FractionalMaxPool3d(FractionalMaxPool2d):
    """Fractional max pooling over the last three dims (``ops.fractional_max_pool3d``)."""
    _fn = staticmethod(ops.fractional_max_pool3d)
