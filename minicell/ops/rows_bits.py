"""Op table rows for integers and bits: ``gcd``, ``lcm``, the bit shifts, ``population_count``,
``invert`` and the ``bitwise_*`` Tensor methods (split from ``rows_math``).

MindSpore 2.10's checks of these (measured on CPU, both modes): ``Invert`` takes the integer
dtypes only (Bool and floats are its TypeError); ``bitwise_left_shift`` /
``bitwise_right_shift`` take one Python int at most, then ``LeftShift`` / ``RightShift`` do not
promote (two Tensors of different dtypes are refused) and take integer dtypes only, each
primitive with its own texts.

>>> from minicell import ops, Tensor
>>> ops.invert(Tensor([0, 5])).asnumpy().tolist(), ops.bitwise_left_shift(Tensor([1]), 3)
([-1, -6], Tensor(shape=[1], dtype=Int64, value= [8]))
"""
import numbers

from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime.checks import check_kernel_dtype
from ..runtime.dispatch import dispatch
from ..runtime.registry import get_op
from . import functional as F
from ._table import binary as bi, declare as row
from ._util import kernel_dtype, sequence_error
from .rows_math import canonical, ew

_INTS = ("Int16", "Int32", "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")
_LEFT_KINDS = "[Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64]"

bi("gcd", "gcd", ("Tensor([4]), Tensor([6])", "[2]"), "Gcd", tensor="gcd")
bi("lcm", "lcm", ("Tensor([4]), Tensor([6])", "[12]"), "Lcm", tensor="lcm")
ew("population_count", "population_count", ("input_x",), "PopulationCount",
   "array_ops")


def invert(x):
    """Bitwise not of an integer Tensor (MindSpore's ``Invert``).

    >>> from minicell import ops, Tensor
    >>> ops.invert(Tensor([0, 5])).asnumpy().tolist()
    [-1, -6]
    """
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[Invert], the type of input argument[x] must be Tensor "
                        f"but got {graph_type_text(x)}.")
    kernel_dtype(x, "Invert", _INTS, arg="x")
    return dispatch(get_op("invert"), (x,))


row(invert, "invert", prim="Invert", module="math_ops", tensor="invert", op="invert")


def _shift_checks(prim, input, other):
    """2.10's checks of ``bitwise_left_shift`` / ``bitwise_right_shift`` and then of their
    primitive (``prim``): a Python number must be an int (2.10's functions name
    'bitwise_left_shift' in both) and takes the Tensor's dtype, a sequence is the primitive's
    'Failed calling', two Tensors must share a dtype, an integer one."""
    if not isinstance(input, Tensor) and not isinstance(other, Tensor):
        raise TypeError("For 'bitwise_left_shift', at least one of the inputs should be a "
                        "Tensor.")
    number = next(((n, v) for n, v in (("input", input), ("other", other))
                   if isinstance(v, numbers.Number)), None)
    if number is not None and not isinstance(number[1], int):
        name, value = number
        raise TypeError(f"For 'bitwise_left_shift', '{name}' must be an integer, but got "
                        f"{name}:{type(value)}.")
    if number is None and not (isinstance(input, Tensor) and isinstance(other, Tensor)):
        names = ("x1", "x2") if prim == "LeftShift" else ("input_x", "input_y")
        raise sequence_error(prim, names, (input, other), "<Tensor>")
    a = input.dtype if isinstance(input, Tensor) else other.dtype
    b = other.dtype if isinstance(other, Tensor) else a
    if a != b:
        shown = (a, b) if prim == "LeftShift" else (f"Tensor[{a}]", f"Tensor[{b}]")
        raise TypeError(f"For '{prim}', the dtype of two args should be same, but the first arg "
                        f"dtype {shown[0]} are not consistent with second arg dtype {shown[1]}")
    if prim == "RightShift":
        check_kernel_dtype(prim, str(a), _INTS, arg="x")
    elif str(a) not in _INTS:
        raise TypeError(f"For 'LeftShift', the dtype of input should be one of {_LEFT_KINDS}, "
                        f"but got {a}.")


def bitwise_left_shift(input, other):
    """``input << other`` elementwise, integers only (MindSpore's ``LeftShift``).

    >>> from minicell import ops, Tensor
    >>> ops.bitwise_left_shift(Tensor([1]), Tensor([3])).asnumpy().tolist()
    [8]
    """
    _shift_checks("LeftShift", input, other)
    return dispatch(get_op("left_shift"), (input, other))


def bitwise_right_shift(input, other):
    """``input >> other`` elementwise, integers only (MindSpore's ``RightShift``).

    >>> from minicell import ops, Tensor
    >>> ops.bitwise_right_shift(Tensor([8]), Tensor([3])).asnumpy().tolist()
    [1]
    """
    _shift_checks("RightShift", input, other)
    return dispatch(get_op("right_shift"), (input, other))


def _t_right_shift(self, other):
    """2.10's ``Tensor.bitwise_right_shift``: ``other`` (a Tensor or a number) is cast to the
    Tensor's dtype first (measured: Int32 >> Float32, Int8 >> Int32 and Int32 >> 1.5 compute;
    a Float32 Tensor is RightShift's dtype error)."""
    if isinstance(other, numbers.Number) or (isinstance(other, Tensor) and
                                             other.dtype != self.dtype):
        other = F.cast(other, self.dtype)
    return bitwise_right_shift(self, other)


row(bitwise_left_shift, "bitwise_left_shift", prim="LeftShift", module="array_ops",
    tensor="bitwise_left_shift", op="left_shift")
row(bitwise_right_shift, "bitwise_right_shift", prim="RightShift", module="array_ops",
    tensor=(("bitwise_right_shift", _t_right_shift),), op="right_shift")
for _name in ("bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not"):
    row(canonical(_name), (), tensor=_name)
