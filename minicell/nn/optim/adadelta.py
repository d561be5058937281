"""``mindspore.nn.optim.adadelta``: the module path MindSpore gives ``Adadelta``."""
from .adagrad import Adadelta  # noqa: F401
