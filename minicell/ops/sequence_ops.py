"""MindSpore 2.10's sequence Primitives (``mindspore.ops.operations._sequence_ops``, and
``SequenceConcat`` / ``ListToTuple`` / ``TupleToList`` of ``ops.auto_generate``): the operations
MindSpore's graph compiler emits for Python tuple/list expressions over a ``mutable`` sequence
(``seq[1:3]``, ``seq.index(x)``, ``max(seq)``, ``sum`` of tensors, ...), which test and library
code also call directly. minicell's graphs keep sequences as Python tuples/lists (of Tensors or
numbers), so each is the Python expression it stands for. Rows in ``rows_sequence.py``.

>>> import minicell as ms
>>> from minicell.ops.operations._sequence_ops import SequenceAddN, SequenceStack, SequenceSlice
>>> SequenceAddN()((ms.Tensor([1, 2]), ms.Tensor([3, 4]))).asnumpy().tolist()
[4, 6]
>>> SequenceStack(axis=1)((ms.Tensor([1, 2]), ms.Tensor([3, 4]))).shape
(2, 2)
>>> SequenceSlice()((1, 2, 3, 2), 1, 4, 1)
(2, 3, 2)
"""
import functools
import math
import operator

from . import functional as F
from .array_ext_layout import unstack
from .array_ops import stack
from .primitive import Primitive, prim_attr_register
from ..common import dtype as mstype

__all__ = ["SequenceAddN", "SequenceStack", "SequenceConcat", "SequenceUnstack", "SequenceAdd",
           "SequenceAddOffset", "SequenceMul", "SequenceCount", "SequenceIndex", "SequenceMax",
           "SequenceMin", "SequenceSlice", "SequenceZerosLike", "InSequence", "ListAppend",
           "ListInsert", "TupleToTensor", "ListToTensor", "TensorToScalar", "TensorToList",
           "ListToTuple", "TupleToList", "tuple_equal", "tuple_lt", "tuple_le",
           "tuple_greater_than", "tuple_greater_equal", "list_equal", "list_lt", "list_le",
           "list_greater_than", "list_greater_equal", "sequence_len", "make_range", "shape_mul"]
AUTO_GENERATE = ("SequenceConcat", "ListToTuple", "TupleToList")   # ops.auto_generate's


def _seq(name, sequence, kinds=(tuple, list)):
    if not isinstance(sequence, kinds):
        what = " or ".join(k.__name__ for k in kinds)
        raise TypeError(f"For '{name}', the input must be a {what}, but got "
                        f"{type(sequence).__name__}.")
    return sequence


class _SequencePrim(Primitive):
    """A sequence Primitive without constructor arguments."""

    @prim_attr_register
    def __init__(self):
        pass


class SequenceAddN(_SequencePrim):
    """``SequenceAddN()(seq)``: the sum of the elements (Tensors of one shape, or numbers)."""

    def __call__(self, sequence):
        items = _seq("SequenceAddN", sequence)
        if not items:
            raise ValueError("For 'SequenceAddN', the input sequence must not be empty.")
        if any(hasattr(v, "asnumpy") for v in items):
            return F.addn(tuple(items))
        return functools.reduce(operator.add, items)


class _AxisPrim(Primitive):
    @prim_attr_register
    def __init__(self, axis=0):
        self.axis = axis


class SequenceStack(_AxisPrim):
    """``SequenceStack(axis=0)(seq)``: the Tensors of ``seq`` stacked along a new ``axis``."""

    def __call__(self, sequence):
        items = _seq("SequenceStack", sequence)
        rank = len(items[0].shape) if items else 0
        if not -rank - 1 <= self.axis <= rank:
            raise ValueError(f"For primitive[SequenceStack], the Stack axis must be in "
                             f"[{-rank - 1},{rank}], but got {self.axis}.")
        return stack(tuple(items), self.axis)


class SequenceConcat(_AxisPrim):
    """``SequenceConcat(axis=0)(seq)``: the Tensors of ``seq`` joined along ``axis``."""

    def __call__(self, x):
        return F.concat(tuple(_seq("SequenceConcat", x)), self.axis)


class SequenceUnstack(Primitive):
    """``SequenceUnstack(axis=0, num=None)(x)``: the slices of Tensor ``x`` along ``axis``, as a
    tuple."""

    @prim_attr_register
    def __init__(self, axis=0, num=None):
        self.axis, self.num = axis, num

    def __call__(self, x):
        return tuple(unstack(x, self.axis))


class SequenceAdd(_SequencePrim):
    """``SequenceAdd()(a, b)``: ``a + b`` (the two sequences joined)."""

    def __call__(self, input_1, input_2):
        return _seq("SequenceAdd", input_1) + _seq("SequenceAdd", input_2)


class SequenceAddOffset(_SequencePrim):
    """``SequenceAddOffset()(a, b)``: where ``a`` and ``b`` start in ``a + b``: ``(0, len(a))``."""

    def __call__(self, shape_x, shape_y):
        _seq("SequenceAddOffset", shape_y)
        return 0, len(_seq("SequenceAddOffset", shape_x))


class SequenceMul(_SequencePrim):
    """``SequenceMul()(seq, n)``: ``seq * n`` (the sequence repeated)."""

    def __call__(self, input_1, input_2):
        return _seq("SequenceMul", input_1) * int(input_2)


class SequenceCount(_SequencePrim):
    """``SequenceCount()(seq, target)``: ``seq.count(target)``."""

    def __call__(self, sequence, target):
        return _seq("SequenceCount", sequence).count(target)


class SequenceIndex(_SequencePrim):
    """``SequenceIndex()(seq, target, start=None, end=None)``: ``seq.index(target, start, end)``
    (``ValueError`` when absent, as Python)."""

    def __call__(self, sequence, target, start=None, end=None):
        items = _seq("SequenceIndex", sequence)
        start = 0 if start is None else start
        end = len(items) if end is None else end
        return items.index(target, start, end)


class SequenceMax(_SequencePrim):
    """``SequenceMax()(seq)``: ``max(seq)``."""

    def __call__(self, sequence):
        return max(_seq("SequenceMax", sequence))


class SequenceMin(_SequencePrim):
    """``SequenceMin()(seq)``: ``min(seq)``."""

    def __call__(self, sequence):
        return min(_seq("SequenceMin", sequence))


class SequenceSlice(_SequencePrim):
    """``SequenceSlice()(seq, start, stop, step)``: ``seq[start:stop:step]``."""

    def __call__(self, sequence, start, stop, step):
        if step == 0:
            raise ValueError("For 'SequenceSlice', step cannot be 0.")
        return _seq("SequenceSlice", sequence)[start:stop:step]


class SequenceZerosLike(_SequencePrim):
    """``SequenceZerosLike()(seq)``: a sequence of zeros of the same length and kind."""

    def __call__(self, sequence):
        items = _seq("SequenceZerosLike", sequence)
        return type(items)(F.zeros_like(v) if hasattr(v, "asnumpy") else type(v)(0)
                           for v in items)


class InSequence(_SequencePrim):
    """``InSequence()(element, seq)``: ``element in seq``."""

    def __call__(self, element, sequence):
        return element in _seq("InSequence", sequence)


def _as_list_input(name, seq, items):
    """``items`` in the kind 2.10's ListAppend/ListInsert give: a list, but a tuple for a
    dynamic-length tuple in GRAPH_MODE (measured)."""
    from ..runtime.dispatch import running_eagerly
    from ..runtime.mutable import is_dynamic_len
    _seq(name, seq)
    if isinstance(seq, tuple) and is_dynamic_len(seq) and not running_eagerly():
        return type(seq)(items)
    return items


class ListAppend(_SequencePrim):
    """``ListAppend()(lst, element)``: a new list, ``lst + [element]`` (a tuple is taken too)."""

    def __call__(self, input_data, target):
        return _as_list_input("ListAppend", input_data, list(input_data) + [target])


class ListInsert(_SequencePrim):
    """``ListInsert()(lst, index, element)``: a new list with ``element`` inserted at ``index``
    (a tuple is taken too)."""

    def __call__(self, input_data, index, target):
        out = list(_seq("ListInsert", input_data))
        out.insert(index, target)
        return _as_list_input("ListInsert", input_data, out)


class _ToTensor(_SequencePrim):
    _kinds = (tuple,)

    def __call__(self, x, dtype=mstype.float32):
        from ..common.tensor import Tensor
        items = _seq(type(self).__name__, x, self._kinds)
        if any(hasattr(v, "asnumpy") for v in items):
            return stack(tuple(F.cast(v, dtype) if hasattr(v, "asnumpy") else Tensor(v, dtype)
                               for v in items))
        return Tensor(list(items), dtype)


class TupleToTensor(_ToTensor):
    """``TupleToTensor()(x, dtype)``: a 1-D Tensor of ``dtype`` holding the tuple's numbers."""


class ListToTensor(_ToTensor):
    """``ListToTensor()(x, dtype)``: a 1-D Tensor of ``dtype`` holding the list's numbers."""
    _kinds = (list,)


class TensorToScalar(_SequencePrim):
    """``TensorToScalar()(x)``: the Python number a one-element Tensor holds."""

    def __call__(self, x):
        return x.item()


class TensorToList(_SequencePrim):
    """``TensorToList()(x)``: the elements of a 1-D Tensor as a list of Python numbers."""

    def __call__(self, x):
        from .extra_vision import TensorToTuple
        return list(TensorToTuple()(x))


class ListToTuple(_SequencePrim):
    """``ListToTuple()(input)``: ``tuple(input)``."""

    def __call__(self, input):
        return tuple(_seq("ListToTuple", input, (list,)))


class TupleToList(_SequencePrim):
    """``TupleToList()(input)``: ``list(input)``."""

    def __call__(self, input):
        return list(_seq("TupleToList", input, (tuple,)))


class _Compare(_SequencePrim):
    """``tuple_lt()(x, y)`` and its kin: Python's comparison of two sequences (MindSpore 2.10's
    PYNATIVE_MODE, measured; its GRAPH_MODE also compares the elements' types for equality,
    ``(1, 2)`` is not ``(True, 2)`` there)."""
    _compare = None

    def __call__(self, x, y):
        name = type(self).__name__
        _seq(name, x)
        _seq(name, y)
        return type(self)._compare(x, y)


def _graph_equal(x, y):
    from ..runtime.dispatch import running_eagerly
    if running_eagerly() or any(hasattr(v, "asnumpy") for v in (*x, *y)):
        return x == y
    return len(x) == len(y) and all(type(a) is type(b) and a == b for a, b in zip(x, y))


def _compare_prim(name, fn, doc):
    cls = type(name, (_Compare,), {"_compare": staticmethod(fn), "__doc__": doc,
                                   "__module__": __name__})
    cls.__qualname__ = name
    return cls


for _kind in ("tuple", "list"):
    for _op, _fn, _sym in (("equal", _graph_equal, "=="), ("lt", operator.lt, "<"),
                           ("le", operator.le, "<="), ("greater_than", operator.gt, ">"),
                           ("greater_equal", operator.ge, ">=")):
        _n = f"{_kind}_{_op}"
        globals()[_n] = _compare_prim(_n, _fn, f"``{_n}()(x, y)``: ``x {_sym} y``.")


class sequence_len(_SequencePrim):
    """``sequence_len()(seq)``: ``len(seq)``."""

    def __call__(self, sequence):
        return len(_seq("sequence_len", sequence))


class make_range(_SequencePrim):
    """``make_range()(start, limit, delta)``: ``range(start, limit, delta)``."""

    def __call__(self, start, limit, delta):
        return range(start, limit, delta)


class shape_mul(_SequencePrim):
    """``shape_mul()(shape)``: the product of a shape's sizes (its element count)."""

    def __call__(self, shape):
        return math.prod(_seq("shape_mul", shape))
