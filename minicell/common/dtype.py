"""MindSpore's dtype objects (``ms.float32``, ``mstype.int64``...), each tied to one numpy dtype.

>>> import minicell as ms
>>> str(ms.float32), ms.float32 == ms.dtype.float32, ms.float32
('Float32', True, mindspore.float32)
"""
import enum
from collections.abc import Hashable

import numpy as np
import ml_dtypes


class _TypeMeta(type):
    """``isinstance(t, Type)`` holds for the number dtypes with a width, the ones a Tensor can
    have; the generic kinds (``ms.int_``, ``ms.uint``, ``ms.float_``) are of the same kind
    classes but answer ``GenericKind`` instead (minicell's code reads ``Type`` as "a Tensor
    dtype"; in 2.10 both are instances of its C++ ``Type``)."""

    def __instancecheck__(cls, obj):
        return type.__instancecheck__(cls, obj) and obj.bits is not None


class Type(metaclass=_TypeMeta):
    """A MindSpore number type. ``str``/``repr`` give MindSpore's name (``Float32``)."""

    __slots__ = ("name", "np_dtype", "kind", "bits")

    def __str__(self):
        return self.name

    def __repr__(self):
        # MindSpore: str(ms.float32) == 'Float32', repr(ms.float32) == 'mindspore.float32',
        # repr(ms.int_) == 'mindspore.int'.
        # ('Float8E4M3FN' prints 'mindspore.float8_e4m3fn', its numpy name)
        if self.kind == "bool":
            return "mindspore.bool"
        own = self.np_dtype.name if self.name.startswith("Float8") else self.name.lower()
        return "mindspore." + own

    def __reduce__(self):
        if self.bits is None:
            return (type(self), ())
        return (to_mstype, (self.np_dtype.name,))

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        # (``type.__instancecheck__``: the class test without _TypeMeta's Python-level one,
        # whose ``bits`` test is written out; ``t.dtype in float_type`` compares several)
        return self is other or (type.__instancecheck__(Type, other) and self.bits is not None
                                 and other.bits is not None and other.name == self.name)


class _GenericMeta(type):
    def __instancecheck__(cls, obj):
        return type.__instancecheck__(Number, obj) and obj.bits is None


class GenericKind(metaclass=_GenericMeta):
    """A width-less kind (``ms.int_``, ``ms.uint``, ``ms.float_``), an instance of its kind class
    as in MindSpore 2.10: ``str`` 'Int', ``repr`` mindspore.int, equal only to itself; no Tensor
    has it (``Tensor(x, ms.int_)`` is 2.10's TypeError), ops taking a dtype read ``int_`` as
    int32 and ``float_`` as float32 (``op_dtype_argument``, measured)."""
    __slots__ = ()


class _NumberMeta(_TypeMeta):
    """``Number`` and the kind classes: ``isinstance`` is the class's own (generic kinds
    included; ``ms.number`` is a ``Number`` too); calling a kind class with a bit width gives
    that dtype (``Int(64)`` is ``int64``, ``Int()`` the kind's default, ``Number()`` is
    ``ms.number``, as ``_c_expression.typing`` builds them in MindSpore 2.10)."""

    def __instancecheck__(cls, obj):
        return type.__instancecheck__(cls, obj) or (cls is Number and obj is number)

    def __call__(cls, *bits):
        if cls is Number:
            if bits:
                raise TypeError(f"__init__(): incompatible constructor arguments: Number() takes "
                                f"no argument, but got {bits!r}.")
            return number
        if not bits:
            return cls._default
        table = _KIND_TYPES[cls.__name__]
        if len(bits) != 1 or not table or not isinstance(bits[0], int) or isinstance(bits[0], bool):
            raise TypeError(f"__init__(): incompatible constructor arguments: {cls.__name__}() "
                            f"takes no argument or a number of bits, but got {bits!r}.")
        found = table.get(bits[0])
        if found is None:
            widths = [f"{b}bits" for b in table]
            shown = widths[0] if len(widths) == 1 else \
                f"{', '.join(widths[:-1])} and {widths[-1]}"
            raise RuntimeError(f"For {cls.__name__} type only support number of {shown}, but got "
                               f"{bits[0]}bits")
        return found


class Number(Type, metaclass=_NumberMeta):
    """The class of ``ms.number`` and the base of the kind classes (2.10's
    ``typing.Number``); ``Number()`` is ``ms.number``."""
    __slots__ = ()


class Int(Number):
    """MindSpore's class of the integer dtypes: ``type(ms.int32) is Int``, ``ms.int_`` too."""
    __slots__ = ()


class UInt(Number):
    """The unsigned integer dtypes (``isinstance(ms.uint8, UInt)``; not ``Int``, as MindSpore)."""
    __slots__ = ()


class Float(Number):
    """The IEEE float dtypes (float16/32/64, float8); bfloat16 is ``BFloat``, as MindSpore."""
    __slots__ = ()


class BFloat(Number):
    """bfloat16's class."""
    __slots__ = ()


class Bool(Number):
    """``bool_``'s class."""
    __slots__ = ()


class Complex(Number):
    """The complex dtypes' class."""
    __slots__ = ()


def _number(cls, name, np_dtype, bits, kind=None):
    """One dtype of kind class ``cls`` (``type(ms.float32) is Float``, as 2.10's
    ``mindspore._c_expression.typing.Float``); ``bits`` None for a generic kind (``ms.int_``)."""
    t = object.__new__(cls)
    t.name, t.kind, t.bits = name, kind or cls.__name__.lower(), bits
    t.np_dtype = None if np_dtype is None else np.dtype(np_dtype)
    return t


bool_ = _number(Bool, "Bool", np.bool_, 8)
int8 = _number(Int, "Int8", np.int8, 8)
int16 = _number(Int, "Int16", np.int16, 16)
int32 = _number(Int, "Int32", np.int32, 32)
int64 = _number(Int, "Int64", np.int64, 64)
uint8 = _number(UInt, "UInt8", np.uint8, 8)
uint16 = _number(UInt, "UInt16", np.uint16, 16)
uint32 = _number(UInt, "UInt32", np.uint32, 32)
uint64 = _number(UInt, "UInt64", np.uint64, 64)
float16 = _number(Float, "Float16", np.float16, 16)
bfloat16 = _number(BFloat, "BFloat16", ml_dtypes.bfloat16, 16, "float")
float32 = _number(Float, "Float32", np.float32, 32)
float64 = _number(Float, "Float64", np.float64, 64)
complex64 = _number(Complex, "Complex64", np.complex64, 64)
complex128 = _number(Complex, "Complex128", np.complex128, 128)

float8_e4m3fn = _number(Float, "Float8E4M3FN", ml_dtypes.float8_e4m3fn, 8)
float8_e5m2 = _number(Float, "Float8E5M2", ml_dtypes.float8_e5m2, 8)
qint4x2 = _number(Int, "Int4", ml_dtypes.int4, 4)

# MindSpore's aliases (numpy's C-type names).
half, single, double = float16, float32, float64
byte, short, intc, intp, long = int8, int16, int32, int64, int64
ubyte, ushort, uintc, uintp = uint8, uint16, uint32, uint64
cfloat, cdouble = complex64, complex128


class NonTensorType:
    """MindSpore's types of non-tensor values (``ms.number``, ``ms.string``, ``ms.list_``...):
    what ``get_py_obj_dtype`` answers for a Python object and graph-syntax checks compare to.

    >>> import minicell as ms
    >>> ms.number, str(ms.list_), ms.get_py_obj_dtype([1]), str(ms.TensorType(ms.float32))
    (mindspore.number, 'List', mindspore.list_, 'Tensor[Float32]')
    """
    __slots__ = ("name", "alias")

    def __init__(self, name, alias):
        self.name, self.alias = name, alias

    def __str__(self):
        return self.name

    def __repr__(self):
        return "mindspore." + self.alias

    def __reduce__(self):
        return (_non_tensor_type, (self.alias,))


def _non_tensor(name, alias):
    """One non-tensor type, of a class named as 2.10's (``type(ms.string).__name__`` 'String')."""
    return type(name, (NonTensorType,), {"__slots__": ()})(name, alias)


number = _non_tensor("Number", "number")
string = _non_tensor("String", "string_")
list_ = _non_tensor("List", "list_")
tuple_ = _non_tensor("Tuple", "tuple_")
dict_ = _non_tensor("Dict", "dict_")
type_none = _non_tensor("TypeNone", "type_none")


class TensorType(NonTensorType):
    """The type of a Tensor value, optionally of one element type: ``TensorType(ms.float32)``
    prints ``Tensor[Float32]``, ``TensorType(ms.number)`` ``Tensor[Number]`` (a non-tensor
    type is an element type too, as in 2.10); ``element_type()`` gives it, as 2.10's method."""
    __slots__ = ("_element",)

    def __init__(self, element_type=None):
        self._element = element_type if element_type is None or \
            isinstance(element_type, (GenericKind, NonTensorType)) else to_mstype(element_type)
        name = "Tensor" if element_type is None else f"Tensor[{self._element}]"
        super().__init__(name, "tensor")

    def element_type(self):
        return self._element

    def __repr__(self):             # mindspore.tensor[float32], as ops.typeof prints it
        if self._element is None:
            return "mindspore.tensor"
        return f"mindspore.tensor[{repr(self._element).split('.', 1)[1]}]"

    def __reduce__(self):
        return (TensorType, (self._element,))

    def __eq__(self, other):
        return isinstance(other, TensorType) and other._element == self._element

    def __hash__(self):
        return hash(("tensor", self._element))


tensor_type = TensorType()
_NON_TENSOR = {t.alias: t for t in (number, string, list_, tuple_, dict_, type_none, tensor_type)}


def _non_tensor_type(alias):
    return _NON_TENSOR[alias]

# 2.10's order (str(ms.float8_e4m3fn) is 'Float8E4M3FN'); its hifloat8 has no host dtype here
all_types = (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
             float16, float32, float64, bfloat16, complex64, complex128,
             qint4x2, float8_e4m3fn, float8_e5m2)
float_type = (float16, bfloat16, float32, float64)
int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
number_type = int_type + uint_type + float_type + (complex64, complex128)

_BY_NP = {t.np_dtype: t for t in all_types}     # numpy dtype -> Type


def to_mstype(dtype):
    """Normalise a minicell Type, numpy/JAX dtype, numpy scalar type or name to a Type."""
    if isinstance(dtype, np.dtype):     # a Tensor's data (``Tensor.dtype``): one lookup
        found = _BY_NP.get(dtype)
        if found is not None:
            return found
    if isinstance(dtype, Type):
        return dtype
    if dtype is bool:
        return bool_
    if dtype is int:
        return int64
    if dtype is float:
        return float32
    try:
        return _BY_NP[np.dtype(dtype)]
    except (TypeError, KeyError):
        if isinstance(dtype, np.dtype) and dtype.kind in "US":     # a String tensor's data
            return string
        raise TypeError(f"unsupported dtype: {dtype!r}") from None


_TENSOR_DTYPES = ("mindspore.int8, mindspore.int16, mindspore.int32, mindspore.int64, "
                  "mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.uint64, "
                  "mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, "
                  "mindspore.complex64, mindspore.complex128, mindspore.int4, "
                  "mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8, "
                  "mindspore.bool, mindspore.string_")
_LAZY_DTYPES = (_TENSOR_DTYPES.split(", mindspore.float8")[0]   # a lazy Tensor's (2.10)
                + ", mindspore.bool_, mindspore.string_")


def dtype_argument(dtype, api, generic=False):
    """``dtype`` given to ``Tensor(..., dtype=)`` / ``ms.tensor``: a minicell Type, as MindSpore
    2.10 requires there; numpy dtypes, Python types (``float``) and names are its TypeError
    (``Tensor.astype`` takes them, and does not use this). With ``generic`` (a lazy Tensor)
    ``ms.int_`` / ``ms.float_`` are read as ops read them.

    >>> dtype_argument(float32, "Tensor")
    mindspore.float32
    """
    if isinstance(dtype, Type):
        return dtype
    if generic and isinstance(dtype, GenericKind):
        return op_dtype_argument(dtype, api)
    if generic:     # a lazy Tensor (init given): 2.10's older list, the argument's type
        raise TypeError(f"For '{api}', the 'dtype' should be one of [{_LAZY_DTYPES}], but got "
                        f"'{type(dtype)}'.")
    shown = dtype.__name__ if isinstance(dtype, type) else repr(dtype)
    raise TypeError(f"For '{api}', the 'dtype' should be one of [{_TENSOR_DTYPES}], "
                    f"but got '{shown}'.")


def op_dtype_argument(dtype, api):
    """``dtype`` given to an op (``ops.cast``, ``ops.zeros``...): a minicell Type, else
    MindSpore 2.10's TypeError naming the op.

    >>> op_dtype_argument(int32, "Cast")
    mindspore.int32
    """
    if isinstance(dtype, Type):
        return dtype
    if isinstance(dtype, GenericKind):
        if dtype in _OP_DEFAULTS:
            return _OP_DEFAULTS[dtype]
        raise RuntimeError(f"Not support the type: {str(dtype).lower()}")
    err = TypeError(f"For '{api}', the input 'dtype' should be mindspore dtype, but got {dtype}.")
    err.dtype_operand = (api, dtype)    # a graph's text names its abstract (graph_call_text)
    raise err


_ARRAY_NAMES = ("int8 int16 int32 int64 uint8 uint16 uint32 uint64 float16 float32 float64 "
                "bool_ str_ complex64 complex128").split()
_ARRAY_TYPES = "".join(f"\n<class 'numpy.{t}'>" for t in _ARRAY_NAMES)   # as 2.10 prints them
_ARRAY_SCALARS = (bool, int, float, complex) + tuple(getattr(np, t) for t in _ARRAY_NAMES)


def unsupported_element(arr):
    """MindSpore 2.10's text (measured) for a numpy array with an element no Tensor dtype holds:
    the first such element's type and index, the array, the element types it takes."""
    for index in np.ndindex(arr.shape):
        v = arr[index]
        if not isinstance(v, _ARRAY_SCALARS):      # (np.longdouble too: 2.10 names it)
            return (f"initializing tensor by numpy array failed, because the element type "
                    f"'{type(v)}' of array is not supported.\nThe element index in array: "
                    f"{index}, numpy array: {arr}.\nThe supported element type of ndarray as "
                    f"follow: {_ARRAY_TYPES}")
    return (f"initializing tensor by numpy array failed, because the element type "
            f"'{arr.dtype}' of array is not supported.")


def int_scalar_array(value):
    """A Python int as ``Tensor(value)`` stores it: Int64, UInt64 in [2**63, 2**64); outside
    both ranges a RuntimeError, as MindSpore 2.10 (numpy would raise OverflowError)."""
    if -2 ** 63 <= value < 2 ** 63:
        return np.asarray(value, np.int64)
    if 0 <= value < 2 ** 64:
        return np.asarray(value, np.uint64)
    raise RuntimeError("Unsupported tensor type!")     # 2.10's text (measured: 2**70, -2**70)


def _table_miss(key):
    """The error of 2.10's dict lookup of a ``key`` its table lacks: KeyError, or TypeError for
    an unhashable key (a list)."""
    if isinstance(key, Hashable):
        return KeyError(key)
    return TypeError(f"unhashable type: '{type(key).__name__}'")


def dtype_to_nptype(dtype):
    """MindSpore's ``dtype_to_nptype``: the numpy type of a Type (``float32 -> np.float32``);
    anything else is 2.10's KeyError of its table lookup (a name or numpy type too)."""
    if not isinstance(dtype, Type):
        raise _table_miss(dtype)
    return dtype.np_dtype.type


def pytype_to_dtype(obj):
    """MindSpore's ``pytype_to_dtype``: ``bool -> Bool``, ``int -> Int64``, ``float -> Float64``,
    ``str -> String``; a numpy scalar type or dtype its Type, a MindSpore type itself;
    anything else 2.10's TypeError (not a type) or NotImplementedError (measured)."""
    if isinstance(obj, np.dtype):
        obj = obj.type
    if isinstance(obj, (Type, NonTensorType)):
        return obj
    if not isinstance(obj, type):
        raise TypeError("For 'pytype_to_dtype', the argument 'obj' must be a python type object,"
                        f"such as int, float, str, etc. But got type {type(obj)}.")
    simple = {list: list_, tuple: tuple_, type(None): type_none, bool: bool_, int: int64,
              float: float64, complex: complex128, str: string, np.str_: string}
    if obj in simple:
        return simple[obj]
    if issubclass(obj, np.generic) and obj in _NUMPY_SIMPLE:
        return to_mstype(obj)
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


_NUMPY_SIMPLE = (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
                 np.uint64, np.float16, np.float32, np.float64)


def dtype_to_pytype(dtype):
    """MindSpore's ``dtype_to_pytype``: ``Float32 -> float``, ``Int64 -> int``, ``Bool -> bool``;
    anything else (``number``, a name, a numpy type) is 2.10's KeyError of its table lookup
    (measured)."""
    if isinstance(dtype, GenericKind):
        dtype = _OP_DEFAULTS.get(dtype, dtype)      # ms.int_ -> int; ms.uint is a KeyError
    if isinstance(dtype, Type):
        return {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}[dtype.kind]
    for t, py in ((list_, list), (tuple_, tuple), (string, str), (type_none, type(None))):
        if dtype is t:
            return py
    raise _table_miss(dtype)


def is_float(dtype):
    """True for a floating dtype (MindSpore, numpy or JAX spelling).

    >>> is_float(float16), is_float("int32")
    (True, False)
    """
    return to_mstype(dtype).kind == "float"


def get_py_obj_dtype(obj):
    """MindSpore's ``get_py_obj_dtype``: the dtype of a Tensor's elements, or the type of a
    Python value (``1 -> Int64``, ``1.0 -> Float64``, ``[1] -> List``, ``None -> TypeNone``).

    >>> import minicell as ms
    >>> ms.get_py_obj_dtype(1), ms.get_py_obj_dtype(True), ms.get_py_obj_dtype(None)
    (mindspore.int64, mindspore.bool, mindspore.type_none)
    """
    if isinstance(obj, Type):
        return obj
    if isinstance(obj, type) and issubclass(obj, np.generic):        # np.float32 ...
        return to_mstype(obj)
    if isinstance(obj, type):                                          # a Python type itself
        py = {bool: bool_, int: int64, float: float64, complex: complex128, list: list_,
              tuple: tuple_, str: string, type(None): type_none}.get(obj)
        if py is None:
            raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore "
                                      f"type.")
        return py
    dtype = getattr(obj, "dtype", None)
    if dtype is not None and not isinstance(obj, (np.generic, np.ndarray)):
        return TensorType(dtype)
    if obj is None:
        return type_none
    if isinstance(obj, bool):
        return bool_
    if isinstance(obj, int):
        return int64
    if isinstance(obj, float):
        return float64
    if isinstance(obj, str):
        return string
    for cls, t in ((list, list_), (tuple, tuple_), (dict, dict_)):
        if isinstance(obj, cls):
            return t
    return to_mstype(getattr(obj, "dtype", type(obj)))


class _QuantDtype(enum.Enum):
    """The base of ``QuantDtype``: 2.10's ``value()`` method and ``str`` (the name)."""

    def __str__(self):
        return self.name

    def value(self):
        """The int that stands for this width (what a Primitive attribute stores)."""
        return self._value_


QuantDtype = _QuantDtype("QuantDtype", [(f"{p}INT{b}", base + b - 1) for p, base in
                                        (("", 0), ("U", 100)) for b in range(1, 17)])
QuantDtype.__doc__ = """MindSpore's quantization bit widths (``INT1``..``INT16`` are 0..15,
``UINT1``..``UINT16`` 100..115). As 2.10, ``value`` is a method (``QuantDtype.INT8.value()`` is
7) and ``str`` is the name.

>>> import minicell as ms
>>> ms.QuantDtype.INT8.value(), str(ms.QuantDtype.UINT4)
(7, 'UINT4')
"""


# the generic kinds: Int() / UInt() / Float() give them, as 2.10; the other kinds (no generic
# object here) give their first dtype
int_, uint, float_ = (_number(kind, kind.__name__, None, None) for kind in (Int, UInt, Float))
_OP_DEFAULTS = {int_: int32, float_: float32}       # what ops.cast / ops.ones read them as
Int._default, UInt._default, Float._default, BFloat._default, Bool._default, Complex._default = \
    int_, uint, float_, bfloat16, bool_, complex64
_KIND_TYPES = {"Int": {8: int8, 16: int16, 32: int32, 64: int64},
               "UInt": {8: uint8, 16: uint16, 32: uint32, 64: uint64},
               "Float": {16: float16, 32: float32, 64: float64}, "BFloat": {16: bfloat16},
               "Bool": {}, "Complex": {64: complex64, 128: complex128}}


def check_set_dtype(dtype):
    """``set_dtype``'s argument is a MindSpore type: anything else (a str, an int, a numpy
    dtype) is the RuntimeError of 2.10's pybind cast."""
    if not isinstance(dtype, (Type, NonTensorType)):
        raise RuntimeError(f"Unable to cast Python instance of type {type(dtype)} to C++ type "
                           f"'std::shared_ptr<mindspore::Type>'")
