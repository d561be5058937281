"""``mindspore.nn.optim.momentum``: the module path MindSpore gives ``Momentum``."""
from .sgd import Momentum  # noqa: F401
