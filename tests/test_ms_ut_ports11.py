"""Behaviours MindSpore's own ut tests (tests/ut/python) rely on, from the ut11 round, with the
values measured on MindSpore 2.10 written in as constants: lists written at a graph index,
slices and ranges whose bound is ``ms.mutable(n)`` made in the graph, ``seq.index`` whose
result is unused."""
import pytest

import minicell as ms
from minicell import Tensor, jit, mutable
from minicell.compiler.errors import CompileWarning
from minicell.ops import functional as F

_SAME = "For list_setitem, when the index is variable and the queue is constant length, "
_DYN = ("In graph mode, the element type of dynamic length array must be the same.The element "
        "type do not match, can not convert to dynamic length sequence. The 0th element type is: "
        "int. The {}th element type is: float")


@pytest.mark.heavy
def test_list_item_written_at_a_graph_index():
    @jit
    def write():
        a = [1, 2]
        index = mutable(0)
        a[index] = 10
        return isinstance(a, list), F.isconstant(a[0]), F.isconstant(a[1]), a

    @jit
    def write_tensor():
        a = [Tensor([1]), Tensor([2])]
        a[mutable(1)] = Tensor([5])
        return a

    @jit
    def write_at(i):
        a = [1, 2]
        a[i] = 5
        return a

    assert write() == (True, False, False, [10, 2])
    assert [t.asnumpy().tolist() for t in write_tensor()] == [[1], [5]]
    assert write_at(mutable(-1)) == [1, 5]
    with pytest.raises(ValueError) as e:
        write_at(mutable(2))
    assert str(e.value).splitlines()[0] == "idx is out of range: -2 <= idx < 2, but got 2."


def test_list_item_written_at_a_graph_index_checks_types():
    @jit
    def mixed_list():
        a = [1, 2.0]
        a[mutable(0)] = 10
        return a

    @jit
    def other_value():
        a = [1, 2]
        a[mutable(0)] = 1.0
        return a

    with pytest.raises(TypeError) as e:
        mixed_list()
    assert str(e.value) == (
        _SAME + "the sequence[0] item abstract 'AbstractScalar(Type: Int64, Value: 1, Shape: "
        "NoShape)' is not same with the sequence[1] item abstract 'AbstractScalar(Type: Float32, "
        "Value: 2, Shape: NoShape)'.")
    with pytest.raises(TypeError) as e:
        other_value()
    assert str(e.value) == (
        _SAME + "the element within constant length sequence abstract 'AbstractScalar(Type: "
        "Int64, Value: 1, Shape: NoShape)' is not same with the target element abstract "
        "'AbstractScalar(Type: Float32, Value: 1, Shape: NoShape)'.")


@pytest.mark.heavy
def test_slice_with_a_graph_bound_is_dynamic_length():
    @jit
    def from_start():
        a = [1, 2, 3]
        ret = a[mutable(1):]
        return ret, F.is_sequence_shape_unknown(ret), F.isconstant(ret[0])

    @jit
    def by_step():
        ret = (1, 2, 3)[:3:mutable(2)]
        return ret, F.is_sequence_shape_unknown(ret)

    assert from_start() == ([2, 3], True, False)
    assert by_step() == ((1, 3), True)


def test_slice_assignment_checks_as_sequence_slice_setitem():
    @jit
    def dynamic_value():
        a = [1, 2, 3, 4.0]
        a[0:2] = mutable([1, 2, 3, 4], True)
        return a

    @jit
    def int_values():
        a = [1.0, 2.0, 3.0, 4.0]
        a[mutable(0):2] = [1, 2, 3, 4]
        return a

    @jit
    def mixed_values():
        a = [1, 2, 3, 4]
        a[mutable(0):2] = [1, 2.0]
        return a

    with pytest.raises(ValueError) as e:
        dynamic_value()
    assert str(e.value) == _DYN.format(3)
    with pytest.raises(TypeError) as e:
        int_values()
    assert str(e.value) == (
        "For SequenceSliceSetItem, the element within origin sequence abstract 'AbstractScalar("
        "Type: Float32, Value: ValueAny, Shape: NoShape)' is not same with the element within "
        "target sequence abstract 'AbstractScalar(Type: Int64, Value: ValueAny, Shape: "
        "NoShape)'.")
    with pytest.raises(ValueError) as e:
        mixed_values()
    assert str(e.value) == _DYN.format(1)


@pytest.mark.heavy
def test_range_with_a_graph_bound():
    @jit
    def start():
        seq = range(mutable(2), 10)
        return seq, isinstance(seq, tuple), F.is_sequence_shape_unknown(seq), \
            F.isconstant(seq[0])

    @jit
    def step():
        return range(1, 10, mutable(3))

    @jit
    def total():
        x = 0
        for i in range(mutable(3)):
            x = x + i
        return x

    assert start() == ((2, 3, 4, 5, 6, 7, 8, 9), True, True, False)
    assert step() == (1, 4, 7)
    assert total() == 3


@pytest.mark.heavy
def test_sequence_index_unused_is_not_checked():
    @jit
    def unused():
        ret = mutable([1, 2, 3, 4], True).index(0)
        return isinstance(ret, int), F.isconstant(ret)

    @jit
    def used():
        return mutable([1, 2, 3, 4], True).index(0)

    assert unused() == (True, False)
    with pytest.raises(ValueError, match="^0 is not in list"):
        used()


@pytest.fixture(autouse=True)
def _pynative():
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.heavy
def test_dynamic_length_list_growing_in_a_tensor_while_runs_op_by_op():
    # 2.10's ut control_flow/test_while_stuck runs this; its length is known only when the graph
    # runs, so the signature runs op by op, as other data-dependent shapes (eager_fallback)
    @jit
    def grow():
        list1 = mutable([10, 20], True)
        i = 0
        j = Tensor([1])
        while j < 10:
            list1.append(i)
            j = j + 2
            i = i + 1
        return list1

    with pytest.warns(CompileWarning, match="changes length in the body"):
        assert grow() == [10, 20, 0, 1, 2, 3, 4]


@pytest.mark.heavy
def test_item_read_at_a_graph_index_is_a_variable():
    @jit
    def read(i):
        a = [Tensor([1.0]), Tensor([2.0])]
        return a[i] * 2, F.isconstant(a[i])

    @jit
    def read_tuple(i):
        a = (Tensor([1.0]), Tensor([2.0]))
        return a[i] * 2

    @jit
    def made_in_graph():
        a = [1, 2]
        index = mutable(1)
        return a[index], F.isconstant(a[index]), [1, 2.0][mutable(0)]

    out, const = read(mutable(1))
    assert (out.asnumpy().tolist(), const) == ([4.0], False)
    assert made_in_graph() == (2, False, 1)
    with pytest.raises(IndexError) as e:
        read(mutable(-3))
    assert str(e.value).splitlines()[0] == "list index out of range"
    with pytest.raises(ValueError) as e:
        read_tuple(mutable(-3))
    assert str(e.value).splitlines()[0] == ("For RealTupleGetItem, index is out of range: "
                                            "[-2, 2), but got -3.")


def test_tensor_type_of_a_non_tensor_element_type():
    # 2.10 (measured): any type is an element type; element_type is a method
    from minicell.common import dtype as mstype
    t = mstype.TensorType(ms.number)
    assert (repr(t), str(t), t.element_type()) == ("mindspore.tensor[number]", "Tensor[Number]",
                                                   ms.number)
    assert t != mstype.tensor_type
    assert repr(mstype.TensorType(ms.list_)) == "mindspore.tensor[list_]"
    assert mstype.TensorType(ms.float32).element_type() == ms.float32
