"""``mindspore.nn.optim.proximal_ada_grad``: the module path MindSpore gives ``ProximalAdagrad``."""
from .adagrad import ProximalAdagrad  # noqa: F401
