"""Primitives MindSpore 2.10 constructs on CPU but has no CPU kernel for (Ascend's ``AvgPoolV1`` /
``MaxPoolV1`` and their ``_grad_ops`` gradients, ``CholeskyGrad``, the ``_quant_ops`` fake
quantisers, ``_inner_ops.Quant``): each checks its constructor arguments with 2.10's texts,
keeps 2.10's attributes, and raises 2.10's RuntimeError when called (measured on 2.10 CPU).
Rows in ``rows_v1.py``.

>>> from minicell.ops.operations import nn_ops
>>> nn_ops.AvgPoolV1(kernel_size=2, strides=(1, 2), pad_mode="same")
Prim[AvgPoolV1]<kernel_size=(1, 1, 2, 2), strides=(1, 1, 1, 2), pad_mode=SAME, data_format=NCHW>
"""
from .device_only import _DeviceOnly

__all__ = ["AvgPoolV1", "MaxPoolV1", "AvgPoolGradV1", "MaxPoolGradV1", "CholeskyGrad",
           "FakeQuantWithMinMaxVars", "FakeQuantWithMinMaxVarsPerChannel", "IFMR", "Quant"]


def _type_name(value):
    return type(value).__name__


def _check_type(op, what, value, types):
    if isinstance(value, bool) and bool not in types or not isinstance(value, types):
        if len(types) == 1:
            raise TypeError(f"For '{op}', the type of '{what}' should be '{types[0].__name__}', "
                            f"but got type '{_type_name(value)}'.")
        names = [t.__name__ for t in types]
        raise TypeError(f"For '{op}', the type of '{what}' should be one of '{names}', but got "
                        f"type '{_type_name(value)}'.")
    return value


def _check_in(op, what, value, allowed):
    if value not in allowed:
        raise ValueError(f"For '{op}', the '{what}' must be str and must be in '{list(allowed)}', "
                         f"but got '{value}'.")
    return value


class _Pool(_DeviceOnly):
    """``kernel_size`` / ``strides`` as 2.10 keeps them: ``(1, 1, h, w)`` (NCHW) or
    ``(1, h, w, 1)`` (NHWC)."""

    grad = False

    def __init__(self, kernel_size=1, strides=1, pad_mode="valid", data_format="NCHW"):
        op = type(self).__name__
        _check_type(op, "kernel_size", kernel_size, (int, tuple))
        _check_type(op, "strides", strides, (int, tuple))
        _check_type(op, "pad_mode", pad_mode, (str,))
        pad_mode = _check_in(op, "pad_mode", pad_mode.upper(), ("VALID", "SAME"))
        _check_in(op, "format", data_format, ("NCHW", "NHWC"))
        nhwc = data_format == "NHWC"
        kernel_size = self._four(op, "kernel_size", kernel_size, nhwc)
        strides = self._four(op, "strides", strides, nhwc)
        super().__init__(kernel_size=kernel_size, strides=strides, pad_mode=pad_mode,
                         data_format=data_format)
        self.kernel_size, self.strides, self.pad_mode = kernel_size, strides, pad_mode
        self.data_format = data_format

    def _four(self, op, what, value, nhwc):
        ok_lens = (2, 4) if self.grad else (2,)
        vals = (value, value) if isinstance(value, int) else value
        if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in vals) \
                or len(vals) not in ok_lens:
            if self.grad:
                raise ValueError(f"For '{op}' the '{what}' should be an positive int number or a "
                                 f"tuple of two or four positive int numbers, but got {value}")
            raise ValueError(f"For '{op}' attr '{what}' must be an positive int number or a tuple "
                             f"of two positive int numbers, but got {value}")
        if len(vals) == 4:
            return tuple(vals)
        return (1, *vals, 1) if nhwc else (1, 1, *vals)


class AvgPoolV1(_Pool):
    """``AvgPoolV1(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW')(x)``: 2-D
    average pooling (Ascend only in MindSpore 2.10)."""


class MaxPoolV1(_Pool):
    """``MaxPoolV1(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW')(x)``: 2-D max
    pooling (Ascend only in MindSpore 2.10)."""


class AvgPoolGradV1(_Pool):
    """``AvgPoolGradV1(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')
    (orig_input_shape, grad)``: ``AvgPoolV1``'s gradient (Ascend only in MindSpore 2.10)."""

    grad = True

    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID", data_format="NCHW"):
        super().__init__(kernel_size, strides, pad_mode, data_format)


class MaxPoolGradV1(_Pool):
    """``MaxPoolGradV1(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')
    (x, out, grad)``: ``MaxPoolV1``'s gradient (Ascend only in MindSpore 2.10)."""

    grad = True

    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID", data_format="NCHW"):
        super().__init__(kernel_size, strides, pad_mode, data_format)


class CholeskyGrad(_DeviceOnly):
    """``CholeskyGrad()(x, dx)``: the Cholesky factorisation's gradient (no CPU kernel in
    MindSpore 2.10)."""

    def __init__(self):
        super().__init__()


class _FakeQuantVars(_DeviceOnly):

    def __init__(self, num_bits=8, narrow_range=False):
        op = type(self).__name__
        if isinstance(num_bits, bool) or not isinstance(num_bits, int):
            raise TypeError(f"For '{op}', the 'num_bits' must be int, but got "
                            f"'{_type_name(num_bits)}'")
        if not 2 <= num_bits <= 16:
            raise ValueError(f"For '{op}', the 'num_bits' must be in range of [2, 16], but got "
                             f"{num_bits} with type 'int'.")
        _check_type(op, "narrow_range", narrow_range, (bool,))
        super().__init__(num_bits=num_bits, narrow_range=narrow_range)
        self.num_bits, self.narrow_range = num_bits, narrow_range


class FakeQuantWithMinMaxVars(_FakeQuantVars):
    """``FakeQuantWithMinMaxVars(num_bits=8, narrow_range=False)(x, min, max)``: per-tensor fake
    quantisation (Ascend only in MindSpore 2.10)."""


class FakeQuantWithMinMaxVarsPerChannel(_FakeQuantVars):
    """``FakeQuantWithMinMaxVarsPerChannel(num_bits=8, narrow_range=False)(x, min, max)``:
    per-channel fake quantisation (Ascend only in MindSpore 2.10)."""


class IFMR(_DeviceOnly):
    """``IFMR(min_percentile=0.999999, max_percentile=0.999999, search_range=(0.7, 1.3),
    search_step=0.01, with_offset=True)(data, data_min, data_max, cumsum)``: the input feature
    map reconstruction quantiser (Ascend only in MindSpore 2.10)."""

    def __init__(self, min_percentile=0.999999, max_percentile=0.999999,
                 search_range=(0.7, 1.3), search_step=0.01, with_offset=True):
        op = "IFMR"
        for what, v in (("min_percentile", min_percentile), ("max_percentile", max_percentile),
                        ("search_step", search_step)):
            _check_type(op, what, v, (float,))
        _check_type(op, "offset_flag", with_offset, (bool,))
        _check_type(op, "search_range", search_range, (tuple, list))
        if len(search_range) != 2 or search_range[1] < search_range[0]:
            raise ValueError(f"For 'IFMR', the 'search_range[1]' should be >= search_range[0]: "
                             f"{search_range[0]}, but got {search_range[-1]}.")
        super().__init__(min_percentile=min_percentile, max_percentile=max_percentile,
                         search_range=search_range, search_step=search_step,
                         with_offset=with_offset)


class Quant(_DeviceOnly):
    """``Quant(scale, offset, sqrt_mode=False, round_mode='Round')(x)``: float to int8
    quantisation (Ascend only in MindSpore 2.10)."""

    def __init__(self, scale, offset, sqrt_mode=False, round_mode="Round"):
        op = "Quant"
        _check_type(op, "scale", scale, (float,))
        _check_type(op, "offset", offset, (float,))
        _check_type(op, "sqrt_mode", sqrt_mode, (bool,))
        _check_in(op, "round_mode", round_mode, ("Round", "Floor", "Ceil", "Trunc"))
        from ..common import dtype as mstype
        super().__init__(scale=scale, offset=offset, sqrt_mode=sqrt_mode, round_mode=round_mode,
                         dst_type=mstype.int8)
