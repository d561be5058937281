"""``ops.operations._sequence_ops`` (and ``ops.auto_generate.SequenceConcat``...): MindSpore's
tuple/list Primitives, called on ``mutable`` sequences inside a GRAPH_MODE construct and eagerly;
expected values as MindSpore 2.10 gives them (measured on CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, mutable, nn
from minicell.ops.auto_generate import ListToTuple, SequenceConcat, TupleToList
from minicell.ops.operations import _sequence_ops as S


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


@pytest.fixture(params=[ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


def test_tensor_sequences(mode):
    seq = mutable((Tensor([[1, 2], [2, 3]]), Tensor([[2, 3], [3, 4]]), Tensor([[3, 4], [4, 5]])),
                  True)
    assert Net(S.SequenceAddN())(seq).asnumpy().tolist() == [[6, 9], [9, 12]]
    assert Net(S.SequenceAddN())(mutable((Tensor(1), Tensor(2)), True)).asnumpy() == 3
    assert Net(SequenceConcat(axis=1))(seq).asnumpy().tolist() == \
        [[1, 2, 2, 3, 3, 4], [2, 3, 3, 4, 4, 5]]
    x1, x2 = Tensor(np.zeros((2, 2), np.float32)), Tensor(np.ones((2, 2), np.float32))
    out = Net(S.SequenceStack(axis=1))(mutable((x1, x2), True))
    np.testing.assert_array_equal(out.asnumpy(), np.stack([x1.asnumpy(), x2.asnumpy()], 1))
    parts = Net(S.SequenceUnstack(axis=1))(Tensor(np.arange(6).reshape(2, 3)))
    assert [p.asnumpy().tolist() for p in parts] == [[0, 3], [1, 4], [2, 5]]
    with pytest.raises(ValueError, match=r"Stack axis must be in \[-3,2\], but got 3"):
        Net(S.SequenceStack(axis=3))(mutable((x1, x2), True))


def test_number_sequences(mode):
    t = mutable((1, 2, 3, 2), True)
    assert Net(S.SequenceAddN())(mutable((1.5, 2.0), True)) == 3.5
    assert Net(S.SequenceSlice())(t, 1, 4, 1) == (2, 3, 2)
    assert Net(S.SequenceIndex())(t, 2, 0, 4) == 1
    assert Net(S.SequenceCount())(t, 2) == 2
    assert (Net(S.SequenceMax())(t), Net(S.SequenceMin())(t)) == (3, 1)
    assert Net(S.SequenceMul())(t, 2) == (1, 2, 3, 2) * 2
    assert Net(S.SequenceAdd())(t, mutable((5,), True)) == (1, 2, 3, 2, 5)
    assert Net(S.SequenceAddOffset())(mutable((Tensor(1), Tensor(2)), True),
                                      mutable((Tensor(3),), True)) == (0, 2)
    assert Net(S.InSequence())(2, t) is True
    assert Net(S.SequenceZerosLike())(t) == (0, 0, 0, 0)
    assert Net(S.ListAppend())(mutable([1, 2], True), 3) == [1, 2, 3]
    assert Net(S.ListInsert())(mutable([1, 2], True), 0, 3) == [3, 1, 2]
    assert ListToTuple()([1, 2]) == (1, 2) and TupleToList()((1, 2)) == [1, 2]


def test_tensor_conversions(mode):
    out = Net(S.TupleToTensor())(mutable((1, 2, 3, 2), True), ms.float32)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [1.0, 2.0, 3.0, 2.0]
    assert S.ListToTensor()([1, 2], ms.int32).asnumpy().tolist() == [1, 2]
    assert S.TensorToScalar()(Tensor(3)) == 3
    assert S.TensorToList()(Tensor([1, 2])) == [1, 2]
    assert S.TensorToTuple is ms.ops.TensorToTuple


def test_arg_dtype_cast_module_holds_the_conversion_primitives(mode):
    from minicell.ops._utils import arg_dtype_cast as C
    assert C.ListToTuple is ListToTuple and C.TupleToList is TupleToList
    out = Net(C.ListToTuple())([1.5, (1, 2), Tensor([1.0])])
    assert isinstance(out, tuple) and out[:2] == (1.5, (1, 2))
    assert out[2].asnumpy().tolist() == [1.0]
    assert C.TensorToScalar()(Tensor(3)) == 3 and C.TensorToTuple()(Tensor([1, 2])) == (1, 2)
