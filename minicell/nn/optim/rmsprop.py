"""``mindspore.nn.optim.rmsprop``: the module path MindSpore gives ``RMSProp``."""
from .adagrad import RMSProp  # noqa: F401
