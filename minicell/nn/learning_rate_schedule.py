"""Learning-rate schedules: Cells mapping the global step to a learning rate (MindSpore's
``nn.learning_rate_schedule``), usable as an optimizer's ``learning_rate`` in both modes.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> lr = nn.ExponentialDecayLR(0.1, 0.9, 4)
>>> round(float(lr(ms.Tensor(np.array(2, np.int32)))), 6)
0.094868
"""
import math

from .. import ops
from ..common import dtype as mstype
from .cell import Cell
from .dynamic_lr import _bool, _float, _pos_int

__all__ = ["LearningRateSchedule", "ExponentialDecayLR", "NaturalExpDecayLR", "InverseDecayLR",
           "CosineDecayLR", "PolynomialDecayLR", "WarmUpLR"]



def _float_type(v, name, op):
    """2.10's own TypeError of a schedule argument that must be a float (measured)."""
    if not isinstance(v, float):
        raise TypeError(f"For '{op}', the argument '{name}' must be type of float, but got "
                        f"'{name}' type: {type(v)}.")

class LearningRateSchedule(Cell):
    """Base: ``construct(global_step)`` returns the learning rate for that step."""

    def construct(self, global_step):
        raise NotImplementedError(f"{type(self).__name__} must define construct")


def _p(global_step, decay_steps, is_stair):
    """The decay exponent ``step / decay_steps`` (floored when ``is_stair``)."""
    p = ops.cast(global_step, mstype.float32) / float(decay_steps)
    return ops.floor(p) if is_stair else p


def _clamped_step(global_step, limit):
    """``min(step, limit)`` as float32: the schedule stays flat after ``limit`` steps."""
    return ops.minimum(ops.cast(global_step, mstype.float32), float(limit))


class _DecayLR(LearningRateSchedule):
    """The shared arguments of the ``lr * f(decay_rate, step / decay_steps)`` schedules."""

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        op = type(self).__name__          # MindSpore's checks and messages
        _float(learning_rate, "learning_rate", op=op)
        _float(decay_rate, "decay_rate", op=op)
        _pos_int(decay_steps, "decay_steps", op=op)
        _bool(is_stair, "is_stair", op=op)
        self.learning_rate, self.decay_rate = float(learning_rate), float(decay_rate)
        self.decay_steps, self.is_stair = int(decay_steps), bool(is_stair)


class ExponentialDecayLR(_DecayLR):
    """lr * decay_rate ** (step / decay_steps) (floored when ``is_stair``)."""

    def construct(self, global_step):
        return self.learning_rate * ops.pow(self.decay_rate,
                                            _p(global_step, self.decay_steps, self.is_stair))


class NaturalExpDecayLR(_DecayLR):
    """lr * exp(-decay_rate * p), as 2.10's construct computes it: p is the step itself, not
    divided by ``decay_steps``; with ``is_stair`` the step floored to a multiple of
    ``decay_steps`` (measured: (0.1, 0.9, 4) at step 3 gives 0.0067206, stair at step 6
    0.0027324)."""

    def construct(self, global_step):
        p = ops.cast(global_step, mstype.float32)
        if self.is_stair:
            p = ops.floor(p / float(self.decay_steps)) * float(self.decay_steps)
        return self.learning_rate * ops.pow(math.e, -self.decay_rate * p)   # (2.10's e ** x)


class InverseDecayLR(_DecayLR):
    """lr / (1 + decay_rate * step / decay_steps)."""

    def construct(self, global_step):
        p = _p(global_step, self.decay_steps, self.is_stair)
        return self.learning_rate / (p * self.decay_rate + 1.0)


class CosineDecayLR(LearningRateSchedule):
    """min_lr + (max_lr - min_lr) * (1 + cos(pi * min(step, decay_steps) / decay_steps)) / 2."""

    def __init__(self, min_lr, max_lr, decay_steps):
        super().__init__()
        _float_type(min_lr, "min_lr", "CosineDecayLR")
        _float(min_lr, "min_lr", positive=False, op="CosineDecayLR")
        _float(max_lr, "max_lr", op="CosineDecayLR")
        _pos_int(decay_steps, "decay_steps", op="CosineDecayLR")
        if min_lr >= max_lr:
            raise ValueError(f"For 'CosineDecayLR', the 'max_lr' must be greater than the "
                             f"'min_lr', but got 'max_lr' value: {max_lr}, 'min_lr' value: "
                             f"{min_lr}.")
        self.min_lr, self.max_lr, self.decay_steps = float(min_lr), float(max_lr), int(decay_steps)

    def construct(self, global_step):
        p = _clamped_step(global_step, self.decay_steps)
        cos = ops.cos(p * (math.pi / self.decay_steps))
        return self.min_lr + (self.max_lr - self.min_lr) * 0.5 * (cos + 1.0)


class PolynomialDecayLR(LearningRateSchedule):
    """(lr - end_lr) * (1 - p) ** power + end_lr with p = min(step, decay_steps) / decay_steps,
    or with ``update_decay_steps`` p = step / (decay_steps * max(ceil(step / decay_steps), 1))
    (the decay restarts every ``decay_steps``), as MindSpore computes it.

    ``1 - p`` is clamped at 0: at ``step >= decay_steps`` XLA's fused code computes it as
    ``fma(step, -1 / decay_steps, 1)``, a few ulp below 0 (-2.98e-08 for 3 steps), which a
    fractional ``power`` turned into a NaN learning rate in GRAPH_MODE (MindSpore: ``end_lr``)."""

    def __init__(self, learning_rate, end_learning_rate, decay_steps, power,
                 update_decay_steps=False):
        super().__init__()
        _float(learning_rate, "learning_rate", op="PolynomialDecayLR")
        _float_type(end_learning_rate, "end_learning_rate", "PolynomialDecayLR")
        _float(end_learning_rate, "end_learning_rate", positive=False, op="PolynomialDecayLR")
        _pos_int(decay_steps, "decay_steps", op="PolynomialDecayLR")
        _float(power, "power", op="PolynomialDecayLR")
        _bool(update_decay_steps, "update_decay_steps", op="PolynomialDecayLR")
        self.start_learning_rate = float(learning_rate)
        self.end_learning_rate = float(end_learning_rate)
        self.diff_learning_rate = self.start_learning_rate - self.end_learning_rate
        self.decay_steps, self.power = int(decay_steps), float(power)
        self.update_decay_steps = update_decay_steps

    def construct(self, global_step):
        d = float(self.decay_steps)
        if self.update_decay_steps:
            step = ops.cast(global_step, mstype.float32)
            d = d * ops.maximum(ops.ceil(step / d), 1.0)
        else:
            step = _clamped_step(global_step, self.decay_steps)
        frac = ops.maximum(1.0 - step / d, 0.0)
        return self.diff_learning_rate * ops.pow(frac, self.power) + self.end_learning_rate


class WarmUpLR(LearningRateSchedule):
    """lr * min(step, warmup_steps) / warmup_steps."""

    def __init__(self, learning_rate, warmup_steps):
        super().__init__()
        _float_type(learning_rate, "learning_rate", "WarmUpLR")
        _float(learning_rate, "learning_rate", positive=False, op="WarmUpLR")
        _pos_int(warmup_steps, "warmup_steps", op="WarmUpLR")
        self.learning_rate, self.warmup_steps = float(learning_rate), int(warmup_steps)

    def construct(self, global_step):
        p = _clamped_step(global_step, self.warmup_steps)
        return self.learning_rate * p / float(self.warmup_steps)
