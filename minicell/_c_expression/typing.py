"""``mindspore._c_expression.typing``: the C++ type module behind ``mindspore.common.dtype``.

minicell's dtypes are the Python objects of ``minicell.common.dtype``; this module gives them by
their C++ names (``kFloat32`` is ``ms.float32``), their kind classes (``Float``, ``Int``, ...) and
MindSpore's numeric ``TypeId`` codes (measured on MindSpore 2.10: ``Float32`` is 43), which code
written against MindSpore converts with ``type_to_type_id`` / ``type_id_to_type``.

>>> import minicell as ms
>>> from minicell._c_expression import typing
>>> typing.type_to_type_id(ms.float32), typing.type_id_to_type(43) is ms.float32
(43, True)
>>> typing.str_to_type("int64"), isinstance(ms.float16, typing.Float)
(mindspore.int64, True)
>>> typing.Int(64), typing.Number() == ms.number, str(typing.Tuple([typing.Int(64)] * 2))
(mindspore.int64, True, 'Tuple[Int64*2]')
"""
import itertools
import sys

from ..common import dtype as _dt
from ..common.dtype import (BFloat, Bool, Complex, Float, Int, Number, TensorType,  # noqa: F401
                            Type, UInt)

# ``mstype.typing`` is this module, as in 2.10 (installed here: it imports common.dtype; the
# package root imports it)
_dt.typing = sys.modules[__name__]
# the kind classes print as 2.10's (<class 'mindspore._c_expression.typing.Float'>)
for _kind in (Type, Number, BFloat, Bool, Complex, Float, Int, UInt,
              *(type(t) for t in (_dt.number, _dt.string, _dt.list_, _dt.tuple_, _dt.dict_,
                                  _dt.type_none))):
    _kind.__module__ = __name__

kBool, kInt8, kInt16, kInt32, kInt64 = _dt.bool_, _dt.int8, _dt.int16, _dt.int32, _dt.int64
kUInt8, kUInt16, kUInt32, kUInt64 = _dt.uint8, _dt.uint16, _dt.uint32, _dt.uint64
kFloat16, kFloat32, kFloat64, kBFloat16 = _dt.float16, _dt.float32, _dt.float64, _dt.bfloat16
kComplex64, kComplex128 = _dt.complex64, _dt.complex128
kFloat8E4M3FN, kFloat8E5M2, kInt4 = _dt.float8_e4m3fn, _dt.float8_e5m2, _dt.qint4x2
kString, kTypeNone, kNumber, kList, kTuple = (_dt.string, _dt.type_none, _dt.number, _dt.list_,
                                              _dt.tuple_)
kTensorType = _dt.tensor_type

# MindSpore 2.10's TypeId codes (mindspore/core/ir/dtype/type_id.h, read back with
# typing.type_to_type_id on 2.10)
_IDS = {kTypeNone: 7, kString: 12, kBool: 30, kInt8: 32, kInt16: 33, kInt32: 34, kInt64: 35,
        kUInt8: 37, kUInt16: 38, kUInt32: 39, kUInt64: 40, kFloat16: 42, kFloat32: 43,
        kFloat64: 44, kBFloat16: 45, kComplex64: 51, kComplex128: 52}
_BY_ID = {i: t for t, i in _IDS.items()}


def type_to_type_id(t):
    """MindSpore's numeric TypeId of dtype ``t`` (``ms.float32`` -> 43)."""
    try:
        return _IDS[t]
    except (KeyError, TypeError):
        raise TypeError(f"type_to_type_id: {t!r} is not a MindSpore type with a TypeId") from None


def type_id_to_type(type_id):
    """The dtype of MindSpore's numeric TypeId (43 -> ``ms.float32``); RuntimeError for a code
    that names no data type, as MindSpore."""
    try:
        return _BY_ID[type_id]
    except (KeyError, TypeError):
        raise RuntimeError(f"Not support the type: {type_id}") from None


def str_to_type(name):
    """The dtype named ``name``, in either spelling (``"Float32"``, ``"float32"``)."""
    for t in _IDS:
        if str(t).lower() == str(name).lower():
            return t
    raise TypeError(f"str_to_type: no MindSpore type is named {name!r}")


def type_size_in_bytes(t):
    """Bytes per element of number dtype ``t`` (``ms.float16`` -> 2)."""
    if not isinstance(t, _dt.Type):
        raise TypeError(f"type_size_in_bytes: {t!r} is not a number type")
    return max(t.bits // 8, 1)


class _SequenceType(_dt.NonTensorType):
    """A Tuple or List type of given element types: ``Tuple[Int64*2,Float32]``; one with no
    elements equals the plain ``ms.tuple_`` / ``ms.list_``, as in MindSpore 2.10."""
    __slots__ = ("base", "elements")

    def __init__(self, base, elements):
        super().__init__(base.name, base.alias)
        self.base, self.elements = base, tuple(elements)

    def __str__(self):
        runs = [(str(t), len(list(group))) for t, group in itertools.groupby(self.elements)]
        return f"{self.name}[{','.join(t if n == 1 else f'{t}*{n}' for t, n in runs)}]"

    def __eq__(self, other):
        if not self.elements:
            return other == self.base
        return isinstance(other, _SequenceType) and (other.alias, other.elements) == \
            (self.alias, self.elements)

    def __hash__(self):
        return hash((self.alias, self.elements)) if self.elements else hash(self.base)

    def __reduce__(self):
        return (_SequenceType, (self.base, self.elements))


class _SequenceKind(type):
    def __instancecheck__(cls, obj):
        return obj is cls._base or (isinstance(obj, _SequenceType) and obj.base is cls._base)

    def __call__(cls, elements=None):
        if elements is None:
            return cls._base
        if not isinstance(elements, (list, tuple)) or \
                not all(isinstance(e, (_dt.Type, _dt.NonTensorType)) for e in elements):
            raise TypeError(f"__init__(): incompatible constructor arguments: {cls.__name__}() "
                            f"takes no argument or a list of types (elements: "
                            f"list[mindspore._c_expression.typing.Type]), but got {elements!r}.")
        return _SequenceType(cls._base, elements)


class Tuple(metaclass=_SequenceKind):
    """The class of Tuple types; ``Tuple()`` is ``ms.tuple_``, ``Tuple([t1, t2])`` one of those
    element types."""
    _base = _dt.tuple_


class List(metaclass=_SequenceKind):
    """The class of List types, as ``Tuple``."""
    _base = _dt.list_
