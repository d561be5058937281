"""Ordering comparisons of tuples and lists in GRAPH_MODE (``a < b`` on two sequences).

MindSpore compiles ``tuple < tuple`` (``list < list``) into a sequence primitive that walks the
two sequences in order and stops at the first pair that differs, as Python does, but whose
elements must be Python numbers (int, float, bool): a Tensor element is a TypeError (its value
is not known while the graph compiles, so Python's ``bool(tensor)`` cannot decide the order),
and so is any other element (a nested tuple, a string, None). Elements after the pair that
decides the order are never looked at, so ``(1, x) < (2, y)`` is ``True``. Python's own
comparison would silently read a tensor's value, run a nested comparison, or compare strings;
converted code checks first and raises MindSpore's TypeError instead. Code that runs on the
host (a numpy island, MindSpore's PyExecute: it reads tensor values) compares as Python does,
as 2.10 (measured: ``(x.asnumpy(), 1) < (x.asnumpy() + 1, 1)`` is ``array([ True])``).

>>> builder_sequence_order(None, "Lt", (1, 2.5), (1, 3))      # in a graph: decided by 2.5 < 3
>>> builder_sequence_order(None, "Lt", ((1, 2), 3), ((2, 3), 4))
Traceback (most recent call last):
...
TypeError: For op 'tuple_lt' input must be [int32, int64, float32, float64, bool], but got (1, 2)
>>> ordered("Lt", ((1, 2), 3), ((2, 3), 4))                    # eagerly: Python's order
True
"""
import numbers
import operator

from ..runtime.dispatch import state

_PYTHON = {"Lt": operator.lt, "LtE": operator.le, "Gt": operator.gt, "GtE": operator.ge}
_PRIM = {"Lt": "lt", "LtE": "le", "Gt": "greater_than", "GtE": "greater_equal"}


def _describe(x):
    from ..common.tensor import Tensor
    if isinstance(x, Tensor):
        return f"Tensor(shape={list(x.shape)}, dtype={x.dtype})"
    return f"{type(x).__name__} {x!r}"


def _check_elements(prim, left, right):
    from ..common.tensor import Tensor
    for a, b in zip(left, right):
        if isinstance(a, Tensor) or isinstance(b, Tensor):
            raise TypeError(
                f"For primitive '{prim}', the input element must be scalar, but got "
                f"{_describe(a)} and {_describe(b)}. A tensor's value is not known while the "
                f"graph compiles, so two sequences holding tensors cannot be ordered; compare "
                f"the tensors themselves (e.g. `x < y`).")
        for v in (a, b):
            if not isinstance(v, numbers.Number) or isinstance(v, complex):
                raise TypeError(f"For op '{prim}' input must be [int32, int64, float32, "
                                f"float64, bool], but got {v}")
        if a != b:
            return


def ordered(op, left, right):
    """``left <op> right`` for ``op`` one of ``Lt``/``LtE``/``Gt``/``GtE``."""
    state.tracer.sequence_order(op, left, right)
    return _PYTHON[op](left, right)


def builder_sequence_order(b, op, left, right):
    """``Builder.sequence_order`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``):
    MindSpore's checks of two sequences a graph orders."""
    for kind in (tuple, list):
        if isinstance(left, kind) and isinstance(right, kind):
            _check_elements(f"{kind.__name__}_{_PRIM[op]}", left, right)
