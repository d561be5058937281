"""``mindspore.nn.optim.adamax``: the module path MindSpore gives ``AdaMax``."""
from .adam_ext import AdaMax  # noqa: F401
