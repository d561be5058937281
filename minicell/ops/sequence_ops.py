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
           "ListToTuple", "TupleToList"]
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


class ListAppend(_SequencePrim):
    """``ListAppend()(lst, element)``: a new list, ``lst + [element]``."""

    def __call__(self, input_data, target):
        return list(_seq("ListAppend", input_data, (list,))) + [target]


class ListInsert(_SequencePrim):
    """``ListInsert()(lst, index, element)``: a new list with ``element`` inserted at ``index``."""

    def __call__(self, input_data, index, target):
        out = list(_seq("ListInsert", input_data, (list,)))
        out.insert(index, target)
        return out


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
