"""graph77 (session 77): Tensor.reshape / Tensor.view argument errors in a graph, as 2.10.

Expected texts measured on MindSpore 2.10 CPU, GRAPH_MODE and PYNATIVE_MODE:
/tmp/s77/graph77/w/v1.py, v2.py, v3.py (upstream ut graph_syntax/tensor/tensor_methods/
test_tensor_view.py calls view() and view((2, 3), (4, 5)) in construct)."""
import pytest

import minicell as ms
from minicell import nn, Tensor

_NO_SHAPE = ("For Operator[Reshape], the number of inputs (including default arguments) "
             "should be 2, but the actual number of inputs is not satisfied, which is 1.")


@pytest.fixture
def graph():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.value = Tensor([[1, 2, 3], [4, 5, 6]])

    def construct(self):
        return self.fn(self.value)


def _view_empty(v):
    return v.view()


def _reshape_empty(v):
    return v.reshape()


def _view_two_tuples(v):
    return v.view((2, 3), (4, 5))


def _reshape_two_tuples(v):
    return v.reshape((2, 3), (4, 5))


def _view_two_lists(v):
    return v.view([2, 3], [1])


def _view_int_tuple(v):
    return v.view(6, (1,))


def _view_int_none(v):
    return v.view(6, None)


@pytest.mark.parametrize("fn,text", [
    (_view_empty, _NO_SHAPE),
    (_reshape_empty, _NO_SHAPE),
    (_view_two_tuples, "view(): argument 'shape' (position 1) must be tuple of int, not "
                       "tuple of Any."),
    (_reshape_two_tuples, "reshape(): argument 'shape' (position 1) must be tuple of int, not "
                          "tuple of Any."),
    (_view_two_lists, "view(): argument 'shape' (position 1) must be tuple of int, not "
                      "list of Any."),
    (_view_int_tuple, "view(): argument 'shape' (position 2) must be tuple of int, not "
                      "tuple of Any."),
    (_view_int_none, "view(): argument 'shape' (position 2) must be tuple of int, not None."),
])
def test_graph_shape_argument_errors(graph, fn, text):
    with pytest.raises(TypeError) as info:
        _Call(fn)()
    assert str(info.value).split("\n")[0] == text


def test_eager_texts_unchanged():
    # op by op 2.10 keeps its parser's texts (measured, v1.py / v3.py)
    v = Tensor([[1, 2, 3], [4, 5, 6]])
    with pytest.raises(TypeError) as info:
        v.reshape()
    assert str(info.value) == "reshape() missing 1 required positional argument: shape."
    with pytest.raises(TypeError) as info:
        v.view()
    assert str(info.value).startswith('Failed calling view with "view()".')
