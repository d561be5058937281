"""``a < b`` on tuples/lists inside a graph orders them as MindSpore's graph does: elements are
compared in order up to the first pair that differs, and every pair looked at must be Python
numbers; a Tensor or another kind of element there is a TypeError (measured on MindSpore 2.10)."""
import pytest

import minicell as ms
from minicell import Tensor, jit

X, Y = Tensor([1]), Tensor([3])


def test_scalar_sequences_order_as_python():
    @jit
    def f(x, y):
        return ((1, 2.5) < (1, 3), (1, x) < (2, y), (1, 2) <= (1, 2, 3), [2, (3,)] > [1, (2,)],
                () >= (1,), x + 1 < y)
    a, b, c, d, e, t = f(X, Y)
    assert (a, b, c, d, e) == (True, True, True, True, False)
    assert bool(t)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_tensor_elements_cannot_be_ordered(mode):
    ms.set_context(mode=mode)

    @jit
    def f(x, y):
        m = (x + 2, (x, x + 1))
        n = (y + 2, (y, y - 1))
        return m < n

    with pytest.raises(TypeError, match="For primitive 'tuple_lt', the input element must be "
                                        "scalar"):
        f(X, Y)


def _nested(x, y):
    return ((1, 2), x + 2) < ((2, 3), y + 2)


def _nested_list(x, y):
    return [(1, 2), 3] >= [(2, 3), 4]


def _strings(x, y):
    return ("a", 1) > ("b", 1)


def _none(x, y):
    return (1, None) <= (1, None)


@pytest.mark.parametrize("fn, prim, got", [
    (_nested, "tuple_lt", r"\(1, 2\)"), (_nested_list, "list_greater_equal", r"\(1, 2\)"),
    (_strings, "tuple_greater_than", "a"), (_none, "tuple_le", "None")])
def test_other_elements_are_a_type_error(fn, prim, got):
    class Net(ms.nn.Cell):
        def construct(self, x, y):
            return fn(x, y)

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError, match=f"For op '{prim}' input must be .int32, int64, float32, "
                                        f"float64, bool., but got {got}"):
        Net()(X, Y)
