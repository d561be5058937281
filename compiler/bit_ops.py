"""``a | b``, ``a & b``, ``a ^ b`` in converted code (``ast_rewrites``: ``__mc.bit_op("BitOr",
a, b)``). Python floats are MindSpore 2.10's TypeErrors in a graph (measured, GRAPH_MODE:
``10.0 | 11.0`` and ``10.0 & 11.0`` are bit_or's / bit_and's dtype check, ``10.0 ^ 11.0``
BitXor's scalar check); ints, bools, Tensors and anything else are Python's operator.

>>> bit_op("BitOr", 3, 5)
7
>>> bit_op("BitAnd", 2.5, True)
Traceback (most recent call last):
...
TypeError: For primitive[bit_and], the input argument[x_dtype] must be a type of {Bool, \
Int32, Int64}, but got Float32.
"""
import operator

from .seq_methods import _imm, _imm_value

_OPS = {"BitOr": operator.or_, "BitAnd": operator.and_, "BitXor": operator.xor}
_PRIM = {"BitOr": "bit_or", "BitAnd": "bit_and"}


def bit_op(op, x, y):
    if type(x) in (bool, int, float) and type(y) in (bool, int, float) and \
            float in (type(x), type(y)):
        if op == "BitXor":
            raise TypeError(f"Unsupported input type. For BitXor, only integer types are "
                            f"supported, but got type of x:{_imm(x)}, value of x:"
                            f"{_imm_value(x)}, type of y:{_imm(y)}, value of y:{_imm_value(y)}")
        arg = "x_dtype" if type(x) is float else "y_dtype"
        raise TypeError(f"For primitive[{_PRIM[op]}], the input argument[{arg}] must be a type "
                        f"of {{Bool, Int32, Int64}}, but got Float32.")
    return _OPS[op](x, y)
