"""Behaviours MindSpore's own ut tests (tests/ut/python: graph_syntax, nn, pynative_mode,
fallback, pipeline, ...) rely on, re-swept in ut6, with the values measured on MindSpore 2.10
written in as constants."""
import minicell as ms
from minicell import Tensor


def test_list_count_python_numbers_next_to_graph_elements():
    """2.10: count/index over a list holding graph tensors compares its Python numbers with ==
    (30 == 30.0), a graph tensor by value, a dict never: count(30) is 3, index(31) is 5
    (measured; minicell raised Equal's TypeError for the int-int pair)."""
    @ms.jit
    def f(aa, bb):
        x = [30, {'Michael': 1}, aa + bb, bb, 30.0, 31]
        return Tensor(x.count(30)), Tensor(x.index(31))

    count, index = f(Tensor(20), Tensor(10))
    assert (int(count), int(index)) == (3, 5)
