"""``mindspore.experimental.optim.lr_scheduler``: PyTorch-style learning-rate schedulers.

A scheduler writes the learning-rate Parameters of its optimizer's groups (``group['lr']``):
``step()`` advances ``last_epoch`` (a float32 Parameter) and assigns each group's new rate,
``step(epoch)`` jumps to ``epoch`` (the closed form where one exists), ``get_last_lr()`` returns
the rates as Tensors. Every schedule is Tensor arithmetic over Parameters, without Python
branches on values, so ``scheduler.step()`` also runs inside a GRAPH_MODE construct or ``@jit``
function, and each call of the compiled graph moves the schedule on. As MindSpore's, the
recursive schedules (StepLR, ExponentialLR...) multiply the rate they find in the group, so two
schedulers on one optimizer compose.

>>> import minicell as ms
>>> from minicell import nn
>>> from minicell.experimental import optim
>>> opt = optim.SGD(nn.Dense(2, 1).trainable_params(), lr=0.1)
>>> sched = optim.lr_scheduler.MultiStepLR(opt, milestones=[1, 3], gamma=0.1)
>>> lrs = []
>>> for _ in range(4):
...     _ = sched.step()
...     lrs.append(round(float(sched.get_last_lr()[0]), 6))
>>> lrs
[0.01, 0.01, 0.001, 0.001]
"""
import math
from collections import Counter

from ... import _checkparam as validator
from ... import ops
from ...common import dtype as mstype
from ...common.api import jit_class
from ._lr_base import LRScheduler, _f32, _sel
from ._lr_stateful import CosineAnnealingWarmRestarts, CyclicLR, ReduceLROnPlateau, SequentialLR

__all__ = ["StepLR", "LinearLR", "LRScheduler", "ExponentialLR", "PolynomialLR",
           "MultiplicativeLR", "ConstantLR", "MultiStepLR", "LambdaLR", "SequentialLR",
           "ReduceLROnPlateau", "CyclicLR", "CosineAnnealingWarmRestarts", "CosineAnnealingLR"]


@jit_class
class StepLR(LRScheduler):
    """Multiply the rate by ``gamma`` every ``step_size`` epochs."""

    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1):
        if not isinstance(step_size, int):
            raise TypeError(f"For 'StepLR', the 'step_size' must be int, but got "
                            f"{type(step_size)}.")
        if not isinstance(gamma, float):
            raise TypeError(f"For 'StepLR', the 'gamma' must be float, but got {type(gamma)}.")
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e = self.last_epoch
        keep = ops.logical_or(e == 0, e % self.step_size != 0)
        return self._scaled(_sel(keep, 1.0, self.gamma))

    def _get_closed_form_lr(self):
        n = ops.floor(self.last_epoch / self.step_size)
        return [base * ops.pow(self.gamma, n) for base in self.base_lrs]


@jit_class
class LinearLR(LRScheduler):
    """Scale the rate linearly from ``start_factor`` to ``end_factor`` over ``total_iters``
    epochs."""

    def __init__(self, optimizer, start_factor=1.0 / 3, end_factor=1.0, total_iters=5,
                 last_epoch=-1):
        if start_factor > 1.0 or start_factor <= 0:
            raise ValueError("Starting multiplicative factor expected to be greater than 0 and "
                             "less than or equal to 1.")
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError("Ending multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'LinearLR', the type of total_iters must be int, but got "
                            f"{type(total_iters)}.")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e, start, end = self.last_epoch, self.start_factor, self.end_factor
        ramp = 1.0 + (end - start) / (self.total_iters * start + (e - 1.0) * (end - start))
        return self._scaled(_sel(e == 0, start, _sel(e > self.total_iters, 1.0, ramp)))

    def _get_closed_form_lr(self):
        done = ops.minimum(self.last_epoch, _f32(self.total_iters)) / self.total_iters
        factor = self.start_factor + (self.end_factor - self.start_factor) * done
        return [base * factor for base in self.base_lrs]


@jit_class
class ExponentialLR(LRScheduler):
    """Multiply the rate by ``gamma`` every epoch."""

    def __init__(self, optimizer, gamma, last_epoch=-1):
        if not isinstance(gamma, float):
            raise TypeError(f"For 'ExponentialLR', the 'gamma' must be float, but got "
                            f"{type(gamma)}.")
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return self._scaled(_sel(self.last_epoch == 0, 1.0, self.gamma))

    def _get_closed_form_lr(self):
        return [base * ops.pow(self.gamma, self.last_epoch) for base in self.base_lrs]


@jit_class
class PolynomialLR(LRScheduler):
    """Decay the rate as ``(1 - epoch / total_iters) ** power`` until ``total_iters``."""

    def __init__(self, optimizer, total_iters=5, power=1.0, last_epoch=-1):
        if not isinstance(power, float):
            raise TypeError(f"For 'PolynomialLR', the 'power' must be float, but got "
                            f"{type(power)}.")
        if power < 0:
            raise ValueError(f"For 'PolynomialLR', the 'power' must be >= 0, but got {power}.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'PolynomialLR', the type of total_iters must be int, but got "
                            f"{type(total_iters)}.")
        self.total_iters = total_iters
        self.power = power
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e, total = self.last_epoch, self.total_iters
        keep = ops.logical_or(e == 0, e > total)
        ratio = (1.0 - e / total) / (1.0 - (e - 1.0) / total)
        # the power of a clamped ratio: the unused branch must not make NaNs
        factor = ops.pow(ops.maximum(_sel(keep, 1.0, ratio), _f32(0.0)), self.power)
        return self._scaled(factor)

    def _get_closed_form_lr(self):
        done = ops.minimum(self.last_epoch, _f32(self.total_iters)) / self.total_iters
        return [base * ops.pow(1.0 - done, self.power) for base in self.base_lrs]


def _per_group(lr_lambda, optimizer):
    n = len(optimizer.param_groups)
    if isinstance(lr_lambda, (list, tuple)):
        if len(lr_lambda) != n:
            raise ValueError(f"Expected {n} lr_lambdas, but got {len(lr_lambda)}")
        return list(lr_lambda)
    return [lr_lambda] * n


@jit_class
class LambdaLR(LRScheduler):
    """The initial rate times ``lr_lambda(epoch)`` (one function, or one per group); the
    function gets ``last_epoch`` as a float32 Tensor."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(lr_lambda, optimizer)
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [base * fn(self.last_epoch) for fn, base in zip(self.lr_lambdas, self.base_lrs)]


@jit_class
class MultiplicativeLR(LRScheduler):
    """Multiply the rate by ``lr_lambda(epoch)`` every epoch after the first."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(lr_lambda, optimizer)
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e = self.last_epoch
        return [_sel(e > 0, lr * fn(e), lr) for fn, lr in zip(self.lr_lambdas, self._last_lr)]


@jit_class
class MultiStepLR(LRScheduler):
    """Multiply the rate by ``gamma`` at each milestone (twice for a milestone given twice)."""

    def __init__(self, optimizer, milestones, gamma=0.1, last_epoch=-1):
        validator.check_value_type("milestones", milestones, [list])
        for milestone in milestones:
            if not isinstance(milestone, int):
                raise TypeError(f"For 'MultiStepLR', elements of the 'milestones' must be type "
                                f"of int, but got one element of 'milestones' type: "
                                f"{type(milestone)}.")
        validator.check_value_type("gamma", gamma, [float, int])
        self.milestones = Counter(milestones)
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def _count(self, hit):
        """How many milestones (with repeats) satisfy ``hit(milestone)``."""
        n = _f32(0.0)
        for milestone, times in self.milestones.items():
            n = n + ops.cast(hit(milestone), mstype.float32) * times
        return n

    def get_lr(self):
        return self._scaled(ops.pow(self.gamma, self._count(lambda m: self.last_epoch == m)))

    def _get_closed_form_lr(self):
        n = self._count(lambda m: self.last_epoch >= m)
        return [base * ops.pow(self.gamma, n) for base in self.base_lrs]


@jit_class
class ConstantLR(LRScheduler):
    """Multiply the rate by ``factor`` until ``total_iters`` epochs have passed."""

    def __init__(self, optimizer, factor=1.0 / 3, total_iters=5, last_epoch=-1):
        if factor > 1.0 or factor < 0:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'ConstantLR', the type of total_iters must be int, but got "
                            f"{type(total_iters)}.")
        self.factor = factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e = self.last_epoch
        back = 1.0 / self.factor if self.factor else math.inf
        return self._scaled(_sel(e == 0, self.factor, _sel(e == self.total_iters, back, 1.0)))

    def _get_closed_form_lr(self):
        done = ops.cast(self.last_epoch >= self.total_iters, mstype.float32)
        factor = self.factor + done * (1.0 - self.factor)
        return [base * factor for base in self.base_lrs]


@jit_class
class CosineAnnealingLR(LRScheduler):
    """Anneal the rate from its initial value to ``eta_min`` along a cosine of period
    ``2 * T_max``."""

    def __init__(self, optimizer, T_max, eta_min=0.0, last_epoch=-1):
        if not isinstance(eta_min, (float, int)):
            raise TypeError(f"For 'CosineAnnealingLR', the 'eta_min' must be float or int, but "
                            f"got {type(eta_min)}.")
        if not isinstance(T_max, int):
            raise TypeError(f"For 'CosineAnnealingLR', the 'T_max' must be int, but got "
                            f"{type(T_max)}.")
        self.T_max = T_max
        self.eta_min = eta_min
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e, t_max, eta = self.last_epoch, self.T_max, self.eta_min
        restart = (e - 1.0 - t_max) % (2 * t_max) == 0
        cos_step = (1.0 - math.cos(math.pi / t_max)) / 2
        ratio = (1.0 + ops.cos(math.pi * e / t_max)) / (1.0 + ops.cos(math.pi * (e - 1.0) / t_max))
        out = []
        for base, lr in zip(self.base_lrs, self._last_lr):
            smooth = ratio * (lr - eta) + eta
            out.append(_sel(e == 0, lr, _sel(restart, lr + (base - eta) * cos_step, smooth)))
        return out

    def _get_closed_form_lr(self):
        cos = ops.cos(math.pi * self.last_epoch / self.T_max)
        return [self.eta_min + (base - self.eta_min) * (1.0 + cos) / 2 for base in self.base_lrs]
