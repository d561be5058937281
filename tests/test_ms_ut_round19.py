"""MindSpore ut round 19: dynamic-length sequences (``mutable(seq, True)``) in GRAPH_MODE,
variables inside mutable containers, sequence index/count on graph values. Every expected
value and error text here was measured on MindSpore 2.10 (CPU, GRAPH_MODE)."""
import pytest

import minicell as ms
from minicell import Tensor, jit, mutable
from minicell.ops import functional as F


@pytest.fixture(autouse=True)
def _graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_dynamic_sequence_ops_keep_unknown_length_and_values():
    @jit
    def foo():
        a = mutable([1, 2, 3, 4], True)
        a[0] = 20
        b = a[1:3]
        c = a * 2
        d = [7] + b
        return (a, b, c, d, F.is_sequence_value_unknown(b), F.is_sequence_shape_unknown(d),
                F.isconstant(b[0]), isinstance(d, list))

    a, b, c, d, value_unknown, shape_unknown, const, is_list = foo()
    assert (a, b, c, d) == ([20, 2, 3, 4], [2, 3], [20, 2, 3, 4, 20, 2, 3, 4], [7, 2, 3])
    assert (value_unknown, shape_unknown, const, is_list) == (True, True, False, True)


def test_mutable_container_inputs_are_variables():
    @jit
    def foo(a):
        return F.isconstant(a[0]), F.is_sequence_value_unknown(a), F.is_sequence_shape_unknown(a)

    assert foo(mutable((1, 2))) == (False, True, False)
    assert foo(mutable([1, 2], True)) == (False, True, True)
    assert foo((1, 2)) == (True, False, False)


def test_dynamic_sequence_element_type_errors():
    @jit
    def add():
        return mutable([1, 2], True) + mutable([Tensor([1]), Tensor([2])], True)

    with pytest.raises(TypeError, match="For primitive SequenceAdd, the element of first input "
                                        "abstract 'AbstractScalar.Type: Int64, Value: ValueAny"):
        add()

    @jit
    def set_float():
        a = mutable([1, 2, 3, 4], True)
        a[0] = 1.0
        return a

    with pytest.raises(TypeError, match="when the queue is dynamic length, the element within "
                                        "dynamic length sequence abstract"):
        set_float()

    @jit
    def set_slice():
        a = mutable([1, 2, 3, 4], True)
        a[0:2] = [2, 3, 4.0]
        return a

    with pytest.raises(ValueError, match="The element type do not match, can not convert to "
                                         "dynamic length sequence"):
        set_slice()


@pytest.mark.parametrize("builtin, name", [(zip, "zip"), (enumerate, "zip"), (map, "map")])
def test_map_zip_enumerate_refuse_dynamic_length(builtin, name):
    @jit
    def foo():
        a = mutable((1, 2, 3), True)
        if builtin is map:
            return map(lambda x, y: x + y, a, a)
        return builtin(a, a) if builtin is zip else builtin(a, 3)

    with pytest.raises(RuntimeError, match=f"For '{name}', the dynamic length input is "
                                           f"unsupported in graph mode"):
        foo()


def test_index_and_count_of_graph_values_are_variables():
    @jit
    def foo(x):
        a = [x, x + 1, x + 2]
        r = a.index(1)
        return r, a.count(2), F.isconstant(r)

    assert foo(Tensor([0])) == (1, 1, False)

    @jit
    def missing(x):
        return [x, x + 1].index(7)

    with pytest.raises(ValueError, match="7 is not in list"):
        missing(Tensor([0]))


def test_variable_index_into_empty_sequence_and_tensor_range_bound():
    @jit
    def getitem(m, i):
        return m[i]

    with pytest.raises(ValueError, match="For primitive:'TupleGetItem', cannot get item by "
                                         "index from an empty sequence."):
        getitem(mutable(()), mutable(1))

    @jit
    def bad_range():
        return range(Tensor([3]), 10, 4)

    with pytest.raises(TypeError, match="For 'make_range', the 0th input should be a int scalar "
                                        "but got AbstractTensor"):
        bad_range()


def test_mutable_made_in_graph_holds_variables_and_appends_check_types():
    @jit
    def foo():
        t = mutable((Tensor([1]), 2))
        d = mutable({"a": 1})
        x = mutable([1, 2], True)
        x.append(3)
        e = mutable([], True)
        unknown_empty = F.is_dynamic_sequence_element_unknown(e)
        return (F.isconstant(t[0]), F.isconstant(t[1]), F.isconstant(d["a"]), x,
                F.isconstant(x[2]), F.is_sequence_shape_unknown(tuple(x)), unknown_empty)

    assert foo() == (False, False, False, [1, 2, 3], False, True, True)

    @jit
    def append_int():
        x = mutable([Tensor([1]), Tensor([2])], True)
        x.append(3)
        return x

    with pytest.raises(TypeError, match="For ListAppend, the mutable list existing item abstract "
                                        "'AbstractTensor.shape: .1."):
        append_int()


def test_graph_mutable_argument_errors():
    @jit
    def constant_length():
        x = mutable((1, 2, 3), True)
        return mutable(x)

    with pytest.raises(RuntimeError, match="can not convert a dynamic length sequence to "
                                           "constant length"):
        constant_length()

    @jit
    def not_dynamic():
        return F.is_dynamic_sequence_element_unknown([])

    with pytest.raises(TypeError, match="The input of IsElementUnknown should be variable length "
                                        "sequence."):
        not_dynamic()


def test_map_zip_enumerate_of_sequences_are_sequences_in_graph():
    @jit
    def foo(x):
        return (map(lambda v: v + 1, (1, 2)), map(lambda a, b: a + b, [1, 2], [3, 4]),
                zip((1, 2), [3, 4]), enumerate((5, 6)), map(lambda v: v * 2, (x,)))

    a, b, c, d, e = foo(Tensor([1.0]))
    assert (a, b, c, d) == ((2, 3), [4, 6], ((1, 3), (2, 4)), ((0, 5), (1, 6)))
    assert isinstance(e, tuple) and e[0].asnumpy().tolist() == [2.0]


def test_mutable_tuple_input_in_arithmetic_is_its_stack():
    # a mutable tuple's Tensors are graph inputs now; as an op input the tuple is their stack,
    # as Tensor(tuple) of constant Tensors (2.10 runs this; value as in PYNATIVE_MODE)
    @jit
    def foo(t, n):
        return t + n

    one = Tensor([[1.0, 2.0]])
    out = foo(one, mutable((one, one * 2)))
    assert out.shape == (2, 1, 2)
    assert out.asnumpy().tolist() == [[[2.0, 4.0]], [[3.0, 6.0]]]
