"""Random draws under tensor control flow (compiler/rng_draws.py): a tensor ``if`` draws only in
the branch that runs and a tensor ``while`` once per iteration that runs, as eager mode does, so
GRAPH_MODE gives PYNATIVE_MODE's numbers after ``set_seed``, call after call, for the draws
inside the ``if``/``while`` and for every draw after them."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

pytestmark = pytest.mark.heavy   # three graphs with tensor control flow: ~10 s each loaded


class Branches(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            x = x + ops.uniform((4,), Tensor(0.0), Tensor(1.0))
        else:
            x = x - ops.standard_normal((4,)) - ops.standard_normal((4,))
        return x, ops.uniform((4,), Tensor(0.0), Tensor(1.0))


class Loop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        a = ops.uniform((4,), Tensor(0.0), Tensor(1.0))
        while x.sum() > 2.0:
            x = x * 0.5 + ops.uniform((4,), Tensor(0.0), Tensor(0.1), seed=3)
        return a, x, self.drop(x), ops.uniform((4,), Tensor(0.0), Tensor(1.0), seed=3)


def _draws(make, mode, inputs):
    ms.set_context(mode=mode)
    net = make().set_train(True)
    out = []
    for _ in range(2):
        ms.set_seed(5)
        out += [[o.asnumpy() for o in net(Tensor(x))] for x in inputs]
    return out


@pytest.mark.parametrize("make, inputs", [
    (Branches, [np.ones(4, np.float32), -np.ones(4, np.float32), np.ones(4, np.float32)]),
    (Loop, [np.full(4, 3.0, np.float32), np.full(4, 0.1, np.float32),
            np.full(4, 9.0, np.float32)])], ids=["if", "while"])
def test_graph_draws_eager_numbers_under_tensor_control_flow(make, inputs):
    eager = _draws(make, ms.PYNATIVE_MODE, inputs)
    graph = _draws(make, ms.GRAPH_MODE, inputs)
    for e, g in zip(eager, graph):
        for a, b in zip(e, g):
            np.testing.assert_allclose(b, a, rtol=1e-6, atol=1e-7)
    # fresh numbers per call, the same again after set_seed
    assert not np.array_equal(eager[0][-1], eager[1][-1])
    for a, b in zip(eager[0], eager[len(inputs)]):
        np.testing.assert_array_equal(a, b)


def test_loop_draws_advance_the_stream_by_the_iterations_run(graph_mode):
    """Three iterations draw three numbers of the stream: the next eager draw is the fourth."""
    net = Loop()
    ms.set_seed(9)
    net(Tensor(np.full(4, 3.0, np.float32)))
    after_graph = ops.uniform((4,), Tensor(0.0), Tensor(1.0), seed=3)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    ms.set_seed(9)
    Loop()(Tensor(np.full(4, 3.0, np.float32)))
    after_eager = ops.uniform((4,), Tensor(0.0), Tensor(1.0), seed=3)
    np.testing.assert_array_equal(after_graph.asnumpy(), after_eager.asnumpy())
