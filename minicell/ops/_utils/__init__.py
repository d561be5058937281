"""``mindspore.ops._utils``: helpers MindSpore's op definitions share; minicell keeps the ones
test and library code import (``arg_dtype_cast``'s sequence Primitives, ``get_broadcast_shape``
for a custom Primitive's ``infer_shape``, exported here as in MindSpore 2.10)."""
from .utils import get_broadcast_shape

__all__ = ["get_broadcast_shape"]
