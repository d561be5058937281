"""The schedulers of ``lr_scheduler`` that keep state besides ``last_epoch``:
ReduceLROnPlateau, CyclicLR, CosineAnnealingWarmRestarts and SequentialLR.

Their state lives in float32 Parameters and every update is a ``where`` over it, so a step
inside a compiled graph behaves as one in PYNATIVE_MODE (SequentialLR, as MindSpore 2.10's,
picks its scheduler with a Python comparison and so steps in PYNATIVE_MODE only).
"""
import math
from bisect import bisect_right

import numpy as np

from ... import _checkparam as validator
from ... import ops
from ...common import dtype as mstype
from ...common.api import jit_class
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ._lr_base import LRScheduler, _epoch_parameter, _f32, _sel
from .optimizer import Optimizer

__all__ = ["ReduceLROnPlateau", "CyclicLR", "CosineAnnealingWarmRestarts", "SequentialLR"]


def _state(value, name, dtype=np.float32):
    return Parameter(Tensor(np.asarray(value, dtype)), name=name)


@jit_class
class ReduceLROnPlateau:
    """Multiply the rates by ``factor`` (not below ``min_lr``) once ``metrics`` passed to
    ``step(metrics)`` has not improved for more than ``patience`` steps, then wait
    ``cooldown`` steps before counting again."""

    def __init__(self, optimizer, mode="min", factor=0.1, patience=10, threshold=1e-4,
                 threshold_mode="rel", cooldown=0, min_lr=0, eps=1e-8):
        if factor >= 1.0:
            raise ValueError("The lr factor should be less than 1.0.")
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"Expected an `Optimizer`, but got type {type(optimizer).__name__}")
        n = len(optimizer.param_groups)
        if isinstance(min_lr, (list, tuple)):
            if len(min_lr) != n:
                raise ValueError(f"Expected {n} min_lrs, got {len(min_lr)}")
            self.min_lrs = [_f32(float(lr)) for lr in min_lr]
        else:
            self.min_lrs = [_f32(float(min_lr))] * n
        if mode not in {"min", "max"}:
            raise ValueError(f"`mode` should be 'min' or 'max', but got {mode}.")
        if threshold_mode not in {"rel", "abs"}:
            raise ValueError(f"`threshold mode` should be 'rel' or 'abs', but got "
                             f"{threshold_mode}.")
        self.factor, self.optimizer, self.mode = factor, optimizer, mode
        self.patience, self.threshold, self.threshold_mode = patience, threshold, threshold_mode
        self.cooldown, self.eps = cooldown, eps
        self.mode_worse = math.inf if mode == "min" else -math.inf
        self.last_epoch = _state(0, "last_epoch_ReduceLROnPlateau", np.int32)
        self.best = _state(self.mode_worse, "best")
        self.cooldown_counter = _state(0, "cooldown_counter")
        self.wait = _state(0, "wait")
        self._last_lr = [group["lr"] for group in optimizer.param_groups]

    def step(self, metrics):
        """Record ``metrics`` (a number or 0-d Tensor) and reduce the rates if it plateaued."""
        ops.assign_add(self.last_epoch, Tensor(np.int32(1)))
        current = ops.cast(_f32(metrics), mstype.float32)
        better = self._is_improvement(current, self.best)
        ops.assign(self.best, _sel(better, current, self.best))
        wait = _sel(better, 0.0, self.wait + 1.0)
        cooling = self.in_cooldown()
        ops.assign(self.cooldown_counter, _sel(cooling, self.cooldown_counter - 1.0,
                                               self.cooldown_counter))
        wait = _sel(cooling, 0.0, wait)
        reduce = wait > self.patience
        for lr, min_lr in zip(self._last_lr, self.min_lrs):
            old = lr.value()
            new = ops.maximum(old * self.factor, min_lr)
            ops.assign(lr, _sel(ops.logical_and(reduce, old > new + self.eps), new, old))
        ops.assign(self.cooldown_counter, _sel(reduce, float(self.cooldown),
                                               self.cooldown_counter))
        ops.assign(self.wait, _sel(reduce, 0.0, wait))
        return True

    def in_cooldown(self):
        """Whether the cooldown after a reduction is still running (a bool Tensor)."""
        return self.cooldown_counter > 0

    def _is_improvement(self, current, best):
        if self.mode == "min" and self.threshold_mode == "rel":
            return current < best * (1.0 - self.threshold)
        if self.mode == "min":
            return current < best - self.threshold
        if self.threshold_mode == "rel":
            return current > best * (self.threshold + 1.0)
        return current > best + self.threshold

    def get_last_lr(self):
        """The rate of each group, as Tensors."""
        return [lr.value() for lr in self._last_lr]


@jit_class
class CyclicLR(LRScheduler):
    """Cycle the rate between ``base_lr`` and ``max_lr`` (``mode``: 'triangular',
    'triangular2', 'exp_range', or ``scale_fn``), ``step_size_up`` steps up and
    ``step_size_down`` (default: as many) down."""

    def __init__(self, optimizer, base_lr, max_lr, step_size_up=2000, step_size_down=None,
                 mode="triangular", gamma=1.0, scale_fn=None, scale_mode="cycle",
                 last_epoch=-1):
        base_lrs = self._preprocess_input_param(optimizer, base_lr, "base_lr")
        if last_epoch == -1:
            for lr, group in zip(base_lrs, optimizer.param_groups):
                ops.assign(group["lr"], _f32(float(lr)))
        self.max_lrs = [_f32(float(lr)) for lr in
                        self._preprocess_input_param(optimizer, max_lr, "max_lr")]
        step_size_up = float(step_size_up)
        step_size_down = step_size_up if step_size_down is None else float(step_size_down)
        self.total_step_size = step_size_up + step_size_down
        self.step_up_ratio = step_size_up / self.total_step_size
        if mode not in ["triangular", "triangular2", "exp_range"] and scale_fn is None:
            raise ValueError("mode is invalid and scale_fn is None")
        self.mode, self.gamma = mode, gamma
        self._scale_fn_custom = scale_fn
        self.scale_mode = scale_mode
        if scale_fn is None:
            self.scale_mode = "iterations" if mode == "exp_range" else "cycle"
        super().__init__(optimizer, last_epoch)
        self.base_lrs = [_f32(float(lr)) for lr in base_lrs]

    @staticmethod
    def _preprocess_input_param(optimizer, param, name):
        n = len(optimizer.param_groups)
        if isinstance(param, (list, tuple)):
            if len(param) != n:
                raise ValueError(f"Expected {n} values for {name}, got {len(param)}")
            return list(param)
        return [param] * n

    def scale_fn(self, x):
        if self._scale_fn_custom is not None:
            return self._scale_fn_custom(x)
        if self.mode == "triangular":
            return 1.0
        if self.mode == "triangular2":
            return 1.0 / ops.pow(2.0, x - 1.0)
        return ops.pow(self.gamma, x)

    def get_lr(self):
        e = self.last_epoch
        cycle = ops.floor(1.0 + e / self.total_step_size)
        x = 1.0 + e / self.total_step_size - cycle
        ratio = self.step_up_ratio
        scale = _sel(x <= ratio, x / ratio, (x - 1.0) / (ratio - 1.0))
        scaled = self.scale_fn(cycle if self.scale_mode == "cycle" else e)
        return [base + (top - base) * scale * scaled
                for base, top in zip(self.base_lrs, self.max_lrs)]


@jit_class
class CosineAnnealingWarmRestarts(LRScheduler):
    """Cosine annealing from the initial rate to ``eta_min`` over ``T_i`` epochs, restarting
    after each period; periods start at ``T_0`` and grow by ``T_mult``. ``step(epoch)`` takes
    fractional epochs."""

    def __init__(self, optimizer, T_0, T_mult=1, eta_min=0, last_epoch=-1):
        if T_0 <= 0 or not isinstance(T_0, int):
            raise ValueError(f"T_0 should be an integer and equal or greater than 0, but got "
                             f"{T_0}")
        if T_mult < 1 or not isinstance(T_mult, int):
            raise ValueError(f"T_mult should be an integer and equal or greater than 1, but got "
                             f"{T_mult}")
        validator.check_value_type("eta_min", eta_min, [float, int])
        self.T_0 = _state(T_0, "T_0")
        self.T_i = _state(T_0, "T_i")
        self.T_mult = T_mult
        self.eta_min = _f32(float(eta_min))
        self.T_cur = _state(last_epoch, "T_cur")
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        cos = ops.cos(math.pi * self.T_cur / self.T_i)
        return [self.eta_min + (base - self.eta_min) * (1.0 + cos) / 2 for base in self.base_lrs]

    def step(self, epoch=None):
        """Advance one epoch, or go to ``epoch`` (a number or Tensor, fractions allowed)."""
        if epoch is None:
            start = self.last_epoch < 0       # the first step, from the constructor
            epoch = _sel(start, 0.0, self.last_epoch + 1.0)
            t_cur = self.T_cur + 1.0
            wrap = t_cur >= self.T_i
            t_i = _sel(start, self.T_0, _sel(wrap, self.T_i * self.T_mult, self.T_i))
            t_cur = _sel(start, 0.0, _sel(wrap, t_cur - self.T_i, t_cur))
        else:
            if isinstance(epoch, (int, float)) and epoch < 0:
                raise ValueError(f"epoch should be a non-negative integer, but got {epoch}")
            epoch = ops.cast(_f32(epoch), mstype.float32)
            later = epoch >= self.T_0
            if self.T_mult == 1:
                t_i, t_cur = self.T_0.value(), _sel(later, epoch % self.T_0, epoch)
            else:
                mult = self.T_mult
                n = ops.floor(ops.log(epoch / self.T_0 * (mult - 1) + 1.0) / math.log(mult))
                grown = ops.pow(float(mult), n)
                t_cur = _sel(later, epoch - self.T_0 * (grown - 1.0) / (mult - 1), epoch)
                t_i = _sel(later, self.T_0 * grown, self.T_0)
        ops.assign(self.T_i, t_i)
        ops.assign(self.T_cur, t_cur)
        ops.assign(self.last_epoch, ops.floor(epoch))
        for lr, value in zip(self._last_lr, self.get_lr()):
            ops.assign(lr, value)
        return True


@jit_class
class SequentialLR:
    """Run ``schedulers`` one after another, switching at each of ``milestones``."""

    def __init__(self, optimizer, schedulers, milestones, last_epoch=-1):
        for i, scheduler in enumerate(schedulers):
            if scheduler.optimizer is not optimizer:
                raise ValueError(f"Sequential Schedulers expects all schedulers to belong to the "
                                 f"same optimizer, but got scheduler at index {i} is different "
                                 f"from the optimizer passed in.")
        if len(milestones) != len(schedulers) - 1:
            raise ValueError(f"Sequential Schedulers expects number of schedulers provided to be "
                             f"one more than the number of milestone points, but got number of "
                             f"schedulers {len(schedulers)} and the number of milestones "
                             f"{len(milestones)}")
        self._schedulers = schedulers
        self.milestones = milestones
        self.last_epoch = _epoch_parameter(last_epoch + 1, self)
        self.optimizer = optimizer
        for group in optimizer.param_groups:       # undo the schedulers' first steps
            ops.assign(group["lr"], group["initial_lr"])
        for scheduler in schedulers:
            ops.assign_sub(scheduler.last_epoch, Tensor(np.float32(1)))
        schedulers[0].step()
        self._last_lr = schedulers[0]._last_lr

    def step(self):
        """Advance the scheduler whose turn it is (restarted at its milestone)."""
        ops.assign_add(self.last_epoch, Tensor(np.float32(1)))
        epoch = int(self.last_epoch.asnumpy())
        index = bisect_right(self.milestones, epoch)
        if index > 0 and self.milestones[index - 1] == epoch:
            self._schedulers[index].step(0)
        else:
            self._schedulers[index].step()
        return True

    def get_last_lr(self):
        """The rate of each group, as Tensors."""
        return [lr.value() for lr in self._last_lr]
