"""``mindspore.ops._utils``: helpers MindSpore's op definitions share; minicell keeps the ones
test and library code import (``arg_dtype_cast``'s sequence Primitives)."""
