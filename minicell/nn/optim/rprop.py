"""``mindspore.nn.optim.rprop``: the module path MindSpore gives ``Rprop``."""
from .asgd import Rprop  # noqa: F401
