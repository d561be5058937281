"""``mindspore.train.callback._time_monitor``: MindSpore's module path of ``TimeMonitor``."""
from ._monitors import TimeMonitor  # noqa: F401
