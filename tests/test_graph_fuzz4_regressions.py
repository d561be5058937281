"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
fourth random-program fuzzer (``fuzz_programs4``/``test_graph_fuzz4``), each checked against
MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class _CountsWithIds(nn.Cell):
    """Writes a counter Parameter, then uses its integer input ``ids`` as a number or as the
    indices of an Embedding (which fails when ``ids`` is differentiated as a float)."""

    def __init__(self, as_index):
        super().__init__()
        self.count = ms.Parameter(ms.Tensor(0.0, ms.float32), name="count", requires_grad=False)
        self.emb = nn.Embedding(10, 3)
        self.as_index = as_index

    def construct(self, x, y, ids):
        ops.assign(self.count, self.count + y.mean())
        if self.as_index:
            return (x * 2 + self.emb(ids).sum(),)
        return (x * 2 + ids.sum(),)


class _Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, ids):
        return self.net(x, y, ids)[0].sum()


_X = ms.Tensor(np.ones(3, np.float32))
_Y = ms.Tensor(np.full(3, 0.25, np.float32))
_IDS = ms.Tensor(np.array([1, 2], np.int32))


@pytest.mark.parametrize("as_index", [False, True])
def test_gradient_with_an_int_input_writes_parameters_once(mode, as_index):
    """``GradOperation(get_all=True)`` of a net with an integer input (differentiated as a
    float, then run again for the integer outputs; or held as an index after a failed float
    attempt) writes the net's Parameters once, as MindSpore 2.10 does in both modes (count
    0.25). It used to write them two or three times (0.5)."""
    net = _CountsWithIds(as_index)
    gx, gy, gids = ops.GradOperation(get_all=True)(_Loss(net))(_X, _Y, _IDS)
    np.testing.assert_allclose(net.count.asnumpy(), 0.25)
    np.testing.assert_allclose(gx.asnumpy(), [2.0, 2.0, 2.0])
    np.testing.assert_allclose(gy.asnumpy(), [0.0, 0.0, 0.0])
    assert gids.dtype == ms.int32
    assert gids.asnumpy().tolist() == ([0, 0] if as_index else [3, 3])


def test_value_and_grad_of_a_function_with_an_int_input_writes_once(mode):
    """The same through a plain function that names the net (its Parameters are found from
    the function's globals and closure): the value is the one of a single write."""
    net = _CountsWithIds(False)

    def forward(x, y, ids):
        out = net(x, y, ids)[0]
        return out.sum() + net.count * 4

    value, grads = ms.value_and_grad(forward, grad_position=(0, 2))(_X, _Y, _IDS)
    np.testing.assert_allclose(net.count.asnumpy(), 0.25)
    np.testing.assert_allclose(value.asnumpy(), 3 * (2.0 + 3.0) + 1.0)
    np.testing.assert_allclose(grads[0].asnumpy(), [2.0, 2.0, 2.0])


def test_stop_gradient_of_containers(mode):
    """``ops.stop_gradient`` of a tuple, list or dict stops each Tensor in it and leaves Python
    values as they are (MindSpore 2.10, both modes: grad 2, value 8). PYNATIVE_MODE used to try
    to make one Tensor of the tuple (a TypeError)."""

    def f(x):
        b = ops.stop_gradient((x * 2, x.sum()))
        c = ops.stop_gradient([x * 3, {"k": x}])
        n = ops.stop_gradient(3)
        return b[0] * x + b[1] + c[0] * c[1]["k"] - n

    x = ms.Tensor(np.ones(3, np.float32))
    np.testing.assert_allclose(f(x).asnumpy(), [5.0, 5.0, 5.0])
    np.testing.assert_allclose(ms.grad(f)(x).asnumpy(), [2.0, 2.0, 2.0])
    assert ops.stop_gradient(3) == 3 and ops.stop_gradient(None) is None
