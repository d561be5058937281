"""``mindspore.ops._utils.arg_dtype_cast``: the conversion Primitives MindSpore's generated op
signatures insert between argument types, re-exported from where minicell defines them.

>>> from minicell.ops._utils.arg_dtype_cast import ListToTuple, TupleToList
>>> ListToTuple()([1, 2, 3]), TupleToList()((1, 2))
((1, 2, 3), [1, 2])
"""
from ..extra_vision import TensorToTuple
from ..sequence_ops import ListToTuple, TensorToScalar, TupleToList

__all__ = ["ListToTuple", "TupleToList", "TensorToTuple", "TensorToScalar"]
