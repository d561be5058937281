"""``a | b``, ``a & b``, ``a ^ b`` and ``~a`` in converted code (``ast_rewrites``:
``__mc.bit_op("BitOr", a, b)``, ``__mc.invert(a)``), with MindSpore 2.10's graph answers for
Python scalars (measured, GRAPH_MODE; tests/test_s57_gfe.py, tests/test_s58_gfe.py):

- a float operand of ``|`` / ``&`` is bit_or's / bit_and's dtype TypeError, of ``^`` BitXor's
  scalar TypeError; a bool operand of ``^`` is BitXor's TypeError too (``True ^ False``);
- ``|`` / ``&`` of two bools is an int (``True | False == 1``), as the graph's scalar op
  computes it;
- ``~2.5`` is a TypeError, ``~None`` / ``~[1]`` the ValueError of the ``invert`` overloads;
  ``~True == -2``, ``~3 == -4``, a Tensor's ``~`` is its logical not.

Tensors and anything else keep Python's operator.

>>> bit_op("BitOr", 3, 5)
7
>>> bit_op("BitAnd", True, False)
0
>>> bit_op("BitAnd", 2.5, True)
Traceback (most recent call last):
...
TypeError: For primitive[bit_and], the input argument[x_dtype] must be a type of {Bool, \
Int32, Int64}, but got Float32.
"""
import operator

from .scalars import mark_scalar, scalar_kind
from .seq_methods import _imm, _imm_value

_OPS = {"BitOr": operator.or_, "BitAnd": operator.and_, "BitXor": operator.xor}
_PRIM = {"BitOr": "bit_or", "BitAnd": "bit_and"}
_SCALARS = (bool, int, float)


def _xor_error(x, y):
    value = {True: "true", False: "false"}
    return TypeError(f"Unsupported input type. For BitXor, only integer types are supported, "
                     f"but got type of x:{_imm(x)}, value of x:{value.get(x, _imm_value(x))}, "
                     f"type of y:{_imm(y)}, value of y:{value.get(y, _imm_value(y))}")


def bit_op(op, x, y):
    if type(x) not in _SCALARS or type(y) not in _SCALARS:
        return _OPS[op](x, y)
    if op == "BitXor" and (float in (type(x), type(y)) or bool in (type(x), type(y))):
        raise _xor_error(x, y)
    if float in (type(x), type(y)):
        arg = "x_dtype" if type(x) is float else "y_dtype"
        raise TypeError(f"For primitive[{_PRIM[op]}], the input argument[{arg}] must be a type "
                        f"of {{Bool, Int32, Int64}}, but got Float32.")
    return int(_OPS[op](x, y))


# the dtype names 2.10's ``invert`` overload error prints for an operand (measured)
_NO_INVERT = {type(None): "mindspore.type_none", list: "mindspore.list_"}


def invert(x):
    """``~x``: a graph tensor standing for a Python int is inverted bitwise (``~7 == -8``), as
    the number is; a Tensor's ``~`` is MindSpore's logical not."""
    if scalar_kind(x) is int:
        from ..ops.functional import bitwise_not
        return mark_scalar(bitwise_not(x), int)
    if type(x) is float:
        raise TypeError(f"'bad operand type for unary ~: '{type(x)}'")
    if type(x) in _NO_INVERT:
        raise ValueError(f"For 'MultitypeFuncGraph', cannot find fn match given args. Got "
                         f"(sigs, fn): [((mindspore.number,), {_invert_scalar}), "
                         f"((mindspore.tensor,), {_invert_tensor})], and (dtype, args): "
                         f"({_NO_INVERT[type(x)]},).")
    return ~x


def _invert_scalar(x):
    """The overloads the ValueError above names (2.10's ``invert`` MultitypeFuncGraph)."""
    return ~x


def _invert_tensor(x):
    return ~x
