"""Tensor methods that mirror functional ops (``t.sum()``, ``t.reshape(...)``)."""
from ..common.tensor import _TENSOR_METHODS

_TENSOR_METHODS.update({})
