"""``mindspore.train.callback._loss_monitor``: MindSpore's module path of ``LossMonitor``."""
from ._monitors import LossMonitor  # noqa: F401
