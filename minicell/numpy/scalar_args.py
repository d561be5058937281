"""How 2.10's ``mindspore.numpy`` binary functions take Python numbers (measured on 2.10 CPU,
/tmp/fuzz32/lo_mnp2.py, lo_mnp3.py, lo_mnp4.py).

``SCALARS_AS_TENSORS``: 2.10 turns their Python numbers, bools and sequences into Tensors first
(``_to_tensor``: Int32, Float32, Bool), so ``numpy.add(int8, 1)`` is Int32 and
``numpy.power(float16, 1.5)`` Float32 where ``ops.add``/``ops.pow`` keep Int8/Float16.
``NUMBERS_REFUSED``: ``numpy.multiply``/``arctan2``/``logaddexp2``/``logical_xor``/
``not_equal``/``less_equal`` take Tensors only (``multiply(x, 2.0)`` is
2.10's TypeError 'expect Tensor, but got <class 'mindspore._c_expression.typing.Float'>').

On CPU 2.10's ``add(x1, x2)`` is ``subtract(x1, neg(x2))``:
a Bool ``x2`` is Neg's kernel refusal (in GRAPH_MODE with a Bool ``x1`` too, Sub's type
check), and a Bool ``x1`` with a number ``x2`` passes; ``subtract`` of two Bool operands is
Sub's TypeError in both modes (ops.sub's text, ``runtime.bool_arith``).

>>> from minicell import numpy as mnp, Tensor
>>> from minicell.common import dtype as mstype
>>> mnp.add(Tensor([1, 2], dtype=mstype.int8), 1).dtype
mindspore.int32
"""
import functools

from ..common import dtype as mstype
from ..ops.np_adapters import to_tensor
from ..runtime.bool_arith import refuse as _refuse_bool
from ..runtime.checks import exact_select_text
from ..runtime.dispatch import state

_NEG_TEXT = exact_select_text("Neg", "Bool")


# (heaviside and hypot convert too, but then promote in their own ways: not listed)
SCALARS_AS_TENSORS = ("add", "subtract", "true_divide", "power", "floor_divide", "logaddexp",
                      "bitwise_and")
NUMBERS_REFUSED = ("multiply", "arctan2", "logaddexp2", "logical_xor", "not_equal", "less_equal")
_NUMBER_TYPES = {bool: "Bool", int: "Int", float: "Float"}


def _as_tensor(x):
    return to_tensor(x) if isinstance(x, (bool, int, float, list, tuple)) else x


def as_tensors(name, fn):
    """``fn`` (the ``mindspore.numpy`` function ``name`` of ``SCALARS_AS_TENSORS``) making
    Tensors of its first two arguments' numbers and sequences, as 2.10 (above)."""
    @functools.wraps(fn)
    def call(x1, x2, *args, **kwargs):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        if name == "subtract":
            _refuse_bool("sub", (x1, x2))
        elif name == "add" and getattr(x2, "dtype", None) == mstype.bool_:
            if state.tracer.graph_operand_checks():
                _refuse_bool("sub", (x1, x2))
            raise TypeError(_NEG_TEXT)
        return fn(x1, x2, *args, **kwargs)
    return call


def refusing_numbers(fn):
    """``fn`` raising 2.10's TypeError for a Python number among its first two arguments."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        for a in args[:2]:
            kind = _NUMBER_TYPES.get(a.__class__)
            if kind:
                raise TypeError(f"expect Tensor, but got "
                                f"<class 'mindspore._c_expression.typing.{kind}'>")
        return fn(*args, **kwargs)
    return call
