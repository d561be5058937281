"""Dtype names and type promotion of ``mindspore.numpy`` (``mnp.float32``, ``mnp.int_`` is
Int32 and ``mnp.float_`` Float32 as in MindSpore; ``promote_types``, ``result_type``).

>>> from minicell import numpy as mnp
>>> mnp.promote_types(mnp.int32, mnp.float16), mnp.result_type(1, 2.0)
(mindspore.float16, mindspore.float32)
"""
import math

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops.np_adapters import promote

__all__ = ["bool_", "int8", "int16", "int32", "int64", "int_", "uint8", "uint16", "uint32",
           "uint64", "float16", "float32", "float64", "float_", "promote_types", "result_type",
           "isscalar", "pi", "inf", "nan", "PINF", "NINF"]

# MindSpore's numpy constants (Python floats, as there)
pi, inf, nan, PINF, NINF = math.pi, math.inf, math.nan, math.inf, -math.inf

bool_, float16, float32, float64 = mstype.bool_, mstype.float16, mstype.float32, mstype.float64
int8, int16, int32, int64 = mstype.int8, mstype.int16, mstype.int32, mstype.int64
uint8, uint16, uint32, uint64 = mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64
int_, float_ = int32, float32
_PY_TYPES = {bool: bool_, int: int32, float: float32}


def promote_types(type1, type2):
    """The dtype both promote to: a float beats any int (``int32, float16 -> Float16``), within
    ints and within floats numpy's rule (``uint8, int8 -> Int16``). The Python types count as
    MindSpore's numpy defaults: ``int`` is Int32, ``float`` Float32, ``bool`` Bool."""
    return promote(_PY_TYPES.get(type1, type1), _PY_TYPES.get(type2, type2))


def _dtype_of(x):
    if isinstance(x, Tensor):
        return x.dtype
    if isinstance(x, bool):
        return bool_
    if isinstance(x, int):
        return int32
    if isinstance(x, float):
        return float32
    if isinstance(x, (list, tuple)):
        return _dtype_of(x[0]) if x else float32
    return mstype.to_mstype(x)


def result_type(*arrays_and_dtypes):
    """The dtype an operation on the given Tensors, dtypes and Python numbers gives (a Python
    int counts as Int32, a float as Float32)."""
    if not arrays_and_dtypes:
        raise ValueError("at least one array or dtype is required")
    out = _dtype_of(arrays_and_dtypes[0])
    for x in arrays_and_dtypes[1:]:
        out = promote(out, _dtype_of(x))
    return out


def isscalar(element):
    """True for a Python or numpy scalar (``int``, ``float``, ``bool``, ``str``), False for a
    Tensor (even 0-d) or a sequence."""
    return isinstance(element, (int, float, bool, complex, str, bytes, np.generic))
