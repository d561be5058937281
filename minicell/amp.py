"""``minicell.amp``: mixed precision (``auto_mixed_precision``, ``custom_mixed_precision``,
``build_train_network``, white/black lists), loss-scale managers for ``Model``, and the
functional loss scalers for custom training loops.

>>> import minicell as ms, numpy as np
>>> from minicell import amp
>>> scaler = amp.DynamicLossScaler(scale_value=2**10, scale_factor=2, scale_window=50)
>>> loss = scaler.scale(ms.Tensor(np.float32(0.5)))
>>> float(loss)
512.0
>>> grads = scaler.unscale((ms.Tensor(np.array([1024., 2048.], np.float32)),))
>>> grads[0].asnumpy()
array([1., 2.], dtype=float32)
"""
from abc import ABC, abstractmethod

from . import ops
from ._checkparam import check_positive_int, check_value_type
from .common import dtype as mstype
from .common.parameter import Parameter
from .common.tensor import Tensor
from .runtime.mutable import mutable
from .train.amp import (auto_mixed_precision, custom_mixed_precision, build_train_network,
                        get_white_list, get_black_list)
from .train.loss_scale_manager import (LossScaleManager, FixedLossScaleManager,
                                       DynamicLossScaleManager)

__all__ = ["DynamicLossScaleManager", "LossScaleManager", "FixedLossScaleManager",
           "build_train_network", "DynamicLossScaler", "StaticLossScaler", "LossScaler",
           "auto_mixed_precision", "all_finite", "custom_mixed_precision", "get_white_list",
           "get_black_list"]


def _map(fn, inputs):
    """``fn`` over a Tensor or a (nested) tuple/list of Tensors."""
    if isinstance(inputs, (tuple, list)):
        return type(inputs)(_map(fn, x) for x in inputs)
    if not isinstance(inputs, (Tensor, bool, int, float)):     # 2.10 passes them to mutable()
        raise TypeError(f"For 'mutable', the 'input_data' should be one of (bool, int, float, "
                        f"Tensor, tuple, list, dict) or their nested structures with no "
                        f"self-reference, but got {type(inputs).__name__}: {inputs}.")
    return fn(inputs)


def _leaves(inputs):
    if isinstance(inputs, (tuple, list)):
        return [t for x in inputs for t in _leaves(x)]
    return [inputs]


def all_finite(inputs):
    """True (a bool Tensor) when no Tensor in ``inputs`` (a list or tuple of them) holds an
    inf or nan. As 2.10: what ``mutable`` refuses (None, a str) is its TypeError, a bare
    Tensor or a non-Tensor entry AddN's / IsFinite's, none a ValueError."""
    if not isinstance(inputs, (tuple, list)):
        mutable(inputs)     # 2.10 makes ``inputs`` mutable first (its text: None, a str, ...)
        raise TypeError(f'Failed calling AddN with "x={type(inputs).__name__}".\nThe valid '
                        f'calling should be: "x=<list of tensor, tuple of Tensor>".')
    leaves = _leaves(inputs)
    if not leaves:
        raise ValueError("For primitive[AddN], the concat element num must be greater than or "
                         "equal to 1, but got 0.")
    for t in leaves:
        if not isinstance(t, Tensor):
            mutable(inputs)
            raise TypeError(f'Failed calling IsFinite with "input={type(t).__name__}".\nThe '
                            f'valid calling should be: "input=<Tensor>".')
    flags = [ops.isfinite(t).all() for t in leaves]
    out = flags[0]
    for f in flags[1:]:
        out = ops.logical_and(out, f)
    return out


def _check_scale_value(scale_value):
    check_value_type("scale_value", scale_value, [float, int])     # 2.10's Validator texts
    if scale_value < 1.0:
        raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
    return Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")


class LossScaler(ABC):
    """Interface of the functional loss scalers: ``scale``, ``unscale``, ``adjust``."""

    @abstractmethod
    def scale(self, inputs):
        """``inputs`` (a Tensor or tuple of them) multiplied by the scale."""

    @abstractmethod
    def unscale(self, inputs):
        """``inputs`` divided by the scale."""

    @abstractmethod
    def adjust(self, grads_finite):
        """Update the scale given whether the gradients were finite."""

    def _scale(self, inputs):
        return _map(lambda g: g * self.scale_value.astype(g.dtype), inputs)

    def _unscale(self, inputs):
        return _map(lambda g: g * ops.reciprocal(self.scale_value).astype(g.dtype), inputs)


class StaticLossScaler(LossScaler):
    """A constant scale ``scale_value`` (a float32 Parameter)."""

    def __init__(self, scale_value):
        self.scale_value = _check_scale_value(scale_value)

    def scale(self, inputs):
        return self._scale(inputs)

    def unscale(self, inputs):
        return self._unscale(inputs)

    def adjust(self, grads_finite):
        """Static: nothing changes; returns False."""
        return False


class DynamicLossScaler(LossScaler):
    """A scale divided by ``scale_factor`` (not below 1) when the gradients overflow and
    multiplied by it after ``scale_window`` finite steps (if the product stays finite)."""

    def __init__(self, scale_value, scale_factor, scale_window):
        self.scale_value = _check_scale_value(scale_value)
        self.scale_window = check_positive_int(scale_window, "scale_window")
        self.scale_factor = check_positive_int(scale_factor, "scale_factor")
        self.counter = Parameter(Tensor(0, dtype=mstype.int32), name="counter")

    def scale(self, inputs):
        return self._scale(inputs)

    def unscale(self, inputs):
        return self._unscale(inputs)

    def adjust(self, grads_finite):
        """Update ``scale_value`` and the finite-step counter; returns True."""
        if not isinstance(grads_finite, Tensor):        # 2.10: Select's condition is a Tensor
            kind = "bool" if isinstance(grads_finite, bool) else type(grads_finite).__name__
            raise TypeError(f'Failed calling Select with "Select()(condition={kind}, '
                            f'input=Tensor, other=Tensor)".\nThe valid calling should be: '
                            f'\n"Select()(condition=<Tensor>, input=<Number, Tensor>, '
                            f'other=<Number, Tensor>)".')
        one = ops.ones((), self.scale_value.dtype)
        grown = self.scale_value * self.scale_factor
        at_window = self.counter == self.scale_window - 1
        keep_or_grow = ops.select(at_window, ops.select(ops.isfinite(grown), grown,
                                                        self.scale_value), self.scale_value)
        new = ops.select(grads_finite, keep_or_grow,
                         ops.maximum(one, self.scale_value / self.scale_factor))
        ops.assign(self.scale_value, new)
        ops.assign(self.counter, (self.counter + 1) % self.scale_window
                   * ops.cast(grads_finite, mstype.int32))
        return True
