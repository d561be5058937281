"""Gradients with respect to integer-dtype inputs (issue 11, bug 4): MindSpore returns the real
derivative in the input's dtype (a fractional one truncated); every expected value, dtype and
container below was measured on MindSpore 2.10 (CPU), identical in both modes. The while-loop
case is the shape of MindSpore's control-flow tests that differentiate int inputs.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def square(a):
    return a * a


def times_1_5(a):
    return a * 1.5


class Mul(nn.Cell):
    def construct(self, x, y):
        return x * y


class WhileNet(nn.Cell):
    def construct(self, x, y):
        while x < y:
            x = x + 2
        return x * y


def scatter(indices, updates):
    return ops.scatter_nd(indices, updates, (2, 2))


def gather2(x, indices):
    return ops.gather(x, indices, 0) * 2


class Gather2(nn.Cell):
    def construct(self, x, indices):
        return gather2(x, indices)


class GradIn(nn.Cell):
    """The gradient taken inside a (GRAPH_MODE) construct."""

    def __init__(self, net, pos):
        super().__init__()
        self.net, self.pos = net, pos

    def construct(self, x, y):
        return ms.grad(self.net, self.pos)(x, y)


def _int(v, dtype=np.int64):
    return Tensor(np.array(v, dtype))


def _same(out, expected):
    """``expected``: (dtype, value) or a tuple of them."""
    if isinstance(expected, tuple) and not isinstance(expected[0], ms.dtype.Type):
        assert isinstance(out, tuple) and len(out) == len(expected)
        for o, e in zip(out, expected):
            _same(o, e)
        return
    dtype, value = expected
    assert out.dtype == dtype, (out.dtype, dtype)
    assert out.asnumpy().tolist() == value


CASES = [
    ("square_int64", lambda: ms.grad(square)(_int(3)), (ms.int64, 6)),
    ("square_int32", lambda: ms.grad(square)(_int([3, 4], np.int32)), (ms.int32, [6, 8])),
    ("fraction_truncated", lambda: ms.grad(times_1_5)(_int(3)), (ms.int64, 1)),
    ("mixed", lambda: ms.grad(Mul(), (0, 1))(_int(2), Tensor(3.0)),
     ((ms.int64, 3), (ms.float32, 2.0))),
    ("mixed_int32", lambda: ms.grad(Mul(), (0, 1))(_int([2], np.int32),
                                                  Tensor(np.array([3.5], np.float32))),
     ((ms.int32, [3]), (ms.float32, [2.0]))),
    ("while", lambda: ms.grad(WhileNet(), (0, 1))(_int(1), _int(5)),
     ((ms.int64, 5), (ms.int64, 5))),
    ("grad_operation", lambda: ops.GradOperation(get_all=True)(WhileNet())(_int(1), _int(5)),
     ((ms.int64, 5), (ms.int64, 5))),
    ("inside_construct", lambda: GradIn(Mul(), (0, 1))(_int(2), _int(3)),
     ((ms.int64, 3), (ms.int64, 2))),
    # an integer input used as an index: its gradient is zeros in its dtype
    ("scatter_nd_indices", lambda: ms.grad(scatter, (0, 1))(
        _int([[1, 0], [1, 1]], np.int32), Tensor(np.array([1.5, 2.0], np.float32))),
     ((ms.int32, [[0, 0], [0, 0]]), (ms.float32, [1.0, 1.0]))),
    ("gather_indices", lambda: ms.grad(gather2, (0, 1))(
        Tensor(np.array([1.0, 2.0, 3.0], np.float32)), _int([2, 0], np.int32)),
     ((ms.float32, [2.0, 0.0, 2.0]), (ms.int32, [0, 0]))),
    ("index_inside_construct", lambda: GradIn(Gather2(), (0, 1))(
        Tensor(np.array([1.0, 2.0, 3.0], np.float32)), _int([1, 1], np.int32)),
     ((ms.float32, [0.0, 4.0, 0.0]), (ms.int32, [0, 0]))),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_int_input_gradients(mode, case):
    _, call, expected = case
    _same(call(), expected)


def test_value_and_grad_keeps_integer_output(mode):
    value, grads = ms.value_and_grad(Mul(), (0, 1))(_int(2), _int(3))
    _same(value, (ms.int64, 6))
    _same(grads, ((ms.int64, 3), (ms.int64, 2)))


class Lookup(nn.Cell):
    def __init__(self):
        super().__init__()
        self.table = ms.Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="table")

    def construct(self, indices, scale):
        return ops.gather(self.table, indices, 0) * scale


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params())   # (jit-forbidden in construct)
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, indices, scale):
        return self.grad(self.net, self.weights)(indices, scale)


def test_index_input_with_weights_inside_construct(mode):
    """The first, failed attempt (indices as floats) leaves no trace in the graph: the weights'
    gradient is taken again from their values (GRAPH_MODE once read a discarded sub-graph's)."""
    (g_idx, g_scale), (g_table,) = GradAll(Lookup())(_int([2, 0, 2], np.int32), Tensor(3.0))
    _same(g_idx, (ms.int32, [0, 0, 0]))
    _same(g_scale, (ms.float32, 7.0))
    _same(g_table, (ms.float32, [3.0, 0.0, 6.0]))


def test_integer_updates_of_an_integer_index_get_their_real_gradient(mode):
    """Only the input needed as an integer is held: scatter_nd's integer updates still get
    their derivative (MindSpore: ones), its indices zeros."""
    g_idx, g_upd = ms.grad(scatter, (0, 1))(_int([[1, 0], [1, 1], [1, 0]], np.int32),
                                            _int([3, 4, 5], np.int32))
    _same(g_idx, (ms.int32, [[0, 0], [0, 0], [0, 0]]))
    _same(g_upd, (ms.int32, [1, 1, 1]))


class _Doubler(nn.Cell):
    def construct(self, x):
        return x * 2


def _uses_a_cell_class(x, y):
    return _Doubler()(x) * y            # names the class, not an instance


def test_grad_of_a_function_naming_a_cell_class():
    """The Parameters a plain function reaches come from Cell instances it names; a Cell class
    among its globals is skipped (``get_parameters`` of the class raised a TypeError)."""
    x = ms.Tensor(np.array([1, 2], np.int32))           # an integer input: _int_grads' path
    y = ms.Tensor(np.array([3.0, 4.0], np.float32))
    g = ms.grad(_uses_a_cell_class, (0,))(x, y)
    assert (g.dtype, g.asnumpy().tolist()) == (ms.int32, [6, 8])
