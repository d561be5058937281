"""``mindspore.scipy.optimize``: ``minimize`` (BFGS, LBFGS), ``line_search`` and
``linear_sum_assignment``."""
from .minimize import minimize, OptimizeResults  # noqa: F401
from .line_search import line_search  # noqa: F401
from .linear_sum_assignment import linear_sum_assignment

__all__ = ["minimize", "line_search", "linear_sum_assignment"]
