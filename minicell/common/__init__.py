"""Tensor, Parameter, dtypes, initializers and seeds."""
from . import dtype, initializer  # noqa: F401
from .tensor import Tensor  # noqa: F401
from .parameter import Parameter, ParameterTuple  # noqa: F401
