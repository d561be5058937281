"""Functional ops (``ops.add``, ``ops.matmul``, ...)."""
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from ..common import dtype as mstype

_ADD = get_op("add")
_CAST = get_op("cast")

__all__ = ["add", "cast"]


def add(input, other):
    """Elementwise sum with broadcasting."""
    return dispatch(_ADD, (input, other))


def cast(input, dtype):
    """Cast ``input`` to ``dtype``."""
    return dispatch(_CAST, (input,), freeze_attrs({"dtype": mstype.to_mstype(dtype).np_dtype.name}))
