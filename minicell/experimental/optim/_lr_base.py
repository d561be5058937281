"""The scheduler base of ``lr_scheduler`` (``LRScheduler``) and its Tensor helpers."""
import numpy as np

from ... import _checkparam as validator
from ... import ops
from ...common import dtype as mstype
from ...common.api import jit_class
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer


def _f32(x):
    return x if isinstance(x, Tensor) else Tensor(np.float32(x))


def _sel(cond, a, b):
    """``a`` where the bool Tensor ``cond`` holds, else ``b`` (numbers or Tensors)."""
    return ops.where(cond, _f32(a), _f32(b))


def _epoch_parameter(value, owner):
    return Parameter(Tensor(np.float32(value)), name="last_epoch_" + type(owner).__name__)


@jit_class
class LRScheduler:
    """Base of the schedulers: ``LRScheduler(optimizer, last_epoch=-1)``; subclasses give
    ``get_lr()`` (the next rates from ``_last_lr``, ``base_lrs`` and ``last_epoch``) and may
    give ``_get_closed_form_lr()`` for ``step(epoch)``."""

    def __init__(self, optimizer, last_epoch=-1):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        validator.check_value_type("last_epoch", last_epoch, [int])
        if last_epoch < -1:
            raise ValueError(f"Invalid last_epoch: {last_epoch}")
        if last_epoch == -1:
            for group in optimizer.param_groups:
                group.setdefault("initial_lr", group["lr"].value())
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(f"param 'initial_lr' is not specified in param_groups[{i}] "
                                   f"when resuming an optimizer")
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.optimizer = optimizer
        self._last_lr = list(optimizer.lrs)
        self.groups_num = len(optimizer.param_groups)
        self.last_epoch = _epoch_parameter(last_epoch, self)
        self.step()

    def get_lr(self):
        raise NotImplementedError

    def get_last_lr(self):
        """The rate of each group, as Tensors."""
        return [lr.value() for lr in self._last_lr]

    def step(self, epoch=None):
        """Advance one epoch (``epoch=None``) or go to ``epoch``, and write the new rates."""
        if epoch is None:
            ops.assign_add(self.last_epoch, Tensor(np.float32(1)))
            values = self.get_lr()
        else:
            ops.assign(self.last_epoch, ops.cast(_f32(epoch), mstype.float32))
            closed = getattr(self, "_get_closed_form_lr", None)
            values = closed() if closed is not None else self.get_lr()
        for lr, value in zip(self._last_lr, values):
            ops.assign(lr, ops.cast(_f32(value), mstype.float32))
        return True

    def _scaled(self, factor):
        return [lr * factor for lr in self._last_lr]
