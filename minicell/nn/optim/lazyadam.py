"""``mindspore.nn.optim.lazyadam``: the module path MindSpore gives ``LazyAdam``."""
from .adam_ext import LazyAdam  # noqa: F401
