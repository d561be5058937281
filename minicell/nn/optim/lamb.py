"""``mindspore.nn.optim.lamb``: the module path MindSpore gives ``Lamb``."""
from .ftrl import Lamb  # noqa: F401
