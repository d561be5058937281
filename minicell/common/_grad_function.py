"""``mindspore.common._grad_function``: the custom autograd function base class ``_Function``
(``runtime/custom_function.py``), also exported as ``mindspore._Function``."""
from ..runtime.custom_function import _Function  # noqa: F401

__all__ = ["_Function"]
