"""``mindspore.dataset.core.datatypes``: numpy and MindSpore dtypes as the data engine's
``DataType`` (``mindspore._c_dataengine``)."""
import numpy as np

from ... import _c_dataengine as cde
from ...common import dtype as mstype

__all__ = ["nptype_to_detype", "mstype_to_detype", "mstypelist_to_detypelist"]

_NUMERIC = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
            "float16", "float32", "float64")


def nptype_to_detype(type_):
    """The engine type of a numpy dtype (or anything ``np.dtype`` takes): numeric types by
    name, ``str`` as 'string'; None for any other dtype (sized strings, bytes, objects), as
    MindSpore."""
    dtype = np.dtype(type_)
    if dtype == np.dtype(str):
        return cde.DataType("string")
    return cde.DataType(dtype.name) if dtype.kind in "biuf" and dtype.name in _NUMERIC else None


def mstype_to_detype(type_):
    """The engine type of a MindSpore dtype: ``NotImplementedError`` for a non-dtype,
    ``KeyError`` for a dtype the engine has no type of (complex, bfloat16, ...)."""
    if not isinstance(type_, (mstype.Type, mstype.NonTensorType)):
        raise NotImplementedError()
    if type_ == mstype.string:
        return cde.DataType("string")
    name = type_.np_dtype.name if isinstance(type_, mstype.Type) else None
    if name not in _NUMERIC:
        raise KeyError(type_)
    return cde.DataType(name)


def mstypelist_to_detypelist(type_list):
    """``mstype_to_detype`` of each entry, in place (None -> the 'unknown' type)."""
    for i, type_ in enumerate(type_list):
        type_list[i] = cde.DataType("") if type_ is None else mstype_to_detype(type_)
    return type_list
