"""``mindspore.nn.optim.ada_grad``: the module path MindSpore gives ``Adagrad``."""
from .adagrad import Adagrad  # noqa: F401
