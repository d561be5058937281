"""Loss-scale managers for ``Model`` / ``build_train_network``: FixedLossScaleManager,
DynamicLossScaleManager (host-side bookkeeping + the update Cell for
``nn.TrainOneStepWithLossScaleCell``)."""
from .. import nn
from .._checkparam import check_positive_int

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"]


class LossScaleManager:
    """Interface: ``get_loss_scale()``, ``update_loss_scale(overflow)``, ``get_update_cell()``."""

    def get_loss_scale(self):
        """The current loss scale."""

    def update_loss_scale(self, overflow):
        """Update the scale after a step that did (not) overflow."""

    def get_update_cell(self):
        """The Cell that updates the scale inside the training step (or None)."""


class FixedLossScaleManager(LossScaleManager):
    """A constant ``loss_scale``; with ``drop_overflow_update`` an overflowing step skips the
    update (through ``nn.FixedLossScaleUpdateCell``), else the optimizer divides by the scale."""

    def __init__(self, loss_scale=128.0, drop_overflow_update=True):
        if loss_scale < 1:
            raise ValueError(f"The argument 'loss_scale' must be >= 1, but got {loss_scale}")
        self._loss_scale = loss_scale
        self._drop_overflow_update = drop_overflow_update

    def get_loss_scale(self):
        return self._loss_scale

    def get_drop_overflow_update(self):
        """Whether an overflowing step skips the update."""
        return self._drop_overflow_update

    def update_loss_scale(self, overflow):
        """Fixed: nothing to update."""

    def get_update_cell(self):
        if not self._drop_overflow_update:
            return None
        return nn.FixedLossScaleUpdateCell(self._loss_scale)


class DynamicLossScaleManager(LossScaleManager):
    """Divides the scale by ``scale_factor`` on overflow (not below 1) and multiplies it after
    ``scale_window`` steps without overflow."""

    def __init__(self, init_loss_scale=2 ** 24, scale_factor=2, scale_window=2000):
        if init_loss_scale < 1.0:
            raise ValueError(f"The argument 'init_loss_scale' must be > 1, but got "
                             f"{init_loss_scale}")
        self.loss_scale = init_loss_scale
        check_positive_int(scale_window, "scale_window", "DynamicLossScaleManager")   # 2.10's
        self.scale_window = scale_window
        if scale_factor <= 0:
            raise ValueError(f"The argument 'scale_factor' must be > 0, but got {scale_factor}")
        self.scale_factor = scale_factor
        self.increase_ratio = scale_factor
        self.decrease_ratio = 1 / scale_factor
        self.cur_iter = 1
        self.last_overflow_iter = 0
        self.bad_step_max = 1000
        self.bad_step = 0

    def get_loss_scale(self):
        return self.loss_scale

    def update_loss_scale(self, overflow):
        if overflow:
            self.loss_scale = max(self.loss_scale * self.decrease_ratio, 1)
            self.last_overflow_iter = self.cur_iter
            self.bad_step += 1
        else:
            if (self.cur_iter - self.last_overflow_iter) % self.scale_window == 0:
                self.loss_scale *= self.increase_ratio
            self.bad_step = 0
        if self.bad_step > self.bad_step_max:
            raise RuntimeError("Dynamic loss scale Continuous overflow ", self.bad_step,
                               " times, has exceeded maximum threshold.")
        self.cur_iter += 1

    def get_drop_overflow_update(self):
        """Always True: an overflowing step skips the update."""
        return True

    def get_update_cell(self):
        return nn.DynamicLossScaleUpdateCell(self.loss_scale, self.scale_factor, self.scale_window)
