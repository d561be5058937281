"""The functional product and true quotient of a float16 Tensor and a Python float, as 2.10.

2.10's ``ops.mul`` / ``ops.multiply`` / ``ops.div`` / ``ops.divide`` / ``ops.true_divide`` and
the ``Mul`` / ``Div`` Primitives keep a Python float operand at float32 (its kernel takes Float16
with Float32): the float16 operand is widened, the result rounds once to float16. ``x * s``,
``Tensor.mul`` / ``Tensor.div``, ``mint.mul``, ``RealDiv`` and ``Add`` round the float to float16
first (measured on 2.10, both modes). BERT-style attention scales its float16 scores so:
``P.Mul()(1 / sqrt(d), scores)``.
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op

_CAST = get_op("cast")
_F16 = freeze_attrs({"dtype": "float16"})


def half_with_float(input, other):
    """A float16 Tensor with a Python float (numpy's float64 too: measured), either side."""
    if isinstance(other, float):
        return getattr(input, "dtype", None) == mstype.float16
    return isinstance(input, float) and getattr(other, "dtype", None) == mstype.float16


def wide_scalar(op, input, other):
    """``dispatch(op, (input, other))``; a float16 Tensor with a Python float computes at
    float32 and rounds to float16."""
    if not half_with_float(input, other):
        return dispatch(op, (input, other))
    # the float as a Float32 0-d Tensor: the op promotes to float32 inside (a cast of the tensor
    # would be one graph node shared by every use, summing their gradients unrounded)
    if isinstance(other, float):
        pair = (input, Tensor(np.float32(other)))
    else:
        pair = (Tensor(np.float32(input)), other)
    return dispatch(_CAST, (dispatch(op, pair),), _F16)


def narrow_mul(input, other):
    """``Tensor.mul`` / ``mint.mul``: the Python float rounds to float16 first (2.10)."""
    return dispatch(_MUL, (input, other))


def narrow_div(input, other):
    """``Tensor.div(other)`` (no rounding mode): as ``narrow_mul``."""
    return dispatch(_DIV, (input, other))


_MUL, _DIV = get_op("mul"), get_op("div")
