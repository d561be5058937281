"""Random ops in GRAPH_MODE draw the keys eager mode would: after the same ``ms.set_seed`` both
modes give the same numbers, call after call, and training with Dropout gives the same losses."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class DropNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        return self.drop(x) * 2


class UniformNet(nn.Cell):
    def construct(self, x):
        return x + ops.uniform((4,), ms.Tensor(0.0), ms.Tensor(1.0))


class NormalNet(nn.Cell):
    def construct(self, x):
        return x * ops.standard_normal((4,))


class Mixed(nn.Cell):
    """Several draws with different op seeds, in an order the graph must keep."""

    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.3)

    def construct(self, x):
        a = ops.uniform((4,), ms.Tensor(0.0), ms.Tensor(1.0), seed=7)
        b = ops.standard_normal((4,), seed=3)
        c = ops.uniform((4,), ms.Tensor(0.0), ms.Tensor(1.0))
        return self.drop(x) + a - b * c + ops.standard_normal((4,), seed=7)


def _calls(make, mode, n=3, seed=123, train=True):
    ms.set_context(mode=mode)
    net = make().set_train(train)
    ms.set_seed(seed)
    x = ms.Tensor(np.ones(4, np.float32))
    return [net(x).asnumpy() for _ in range(n)]


@pytest.mark.parametrize("make", [DropNet, UniformNet, NormalNet, Mixed],
                         ids=["dropout", "uniform", "standard_normal", "mixed_op_seeds"])
def test_same_seed_same_numbers_in_both_modes(make):
    py = _calls(make, ms.PYNATIVE_MODE)
    graph = _calls(make, ms.GRAPH_MODE)
    for a, b in zip(py, graph):
        np.testing.assert_allclose(b, a, rtol=1e-6)
    assert not np.array_equal(graph[0], graph[1])       # fresh numbers per call


def test_graph_and_eager_draws_interleave_like_eager():
    def run(mode):
        ms.set_context(mode=mode)
        net = UniformNet()
        ms.set_seed(4)
        x = ms.Tensor(np.zeros(4, np.float32))
        out = [net(x).asnumpy()]
        ms.set_context(mode=ms.PYNATIVE_MODE)       # an eager draw between two graph calls
        out.append(ops.uniform((4,), ms.Tensor(0.0), ms.Tensor(1.0)).asnumpy())
        ms.set_context(mode=mode)
        out.append(net(x).asnumpy())
        return out
    for a, b in zip(run(ms.PYNATIVE_MODE), run(ms.GRAPH_MODE)):
        np.testing.assert_allclose(b, a, rtol=1e-6)


def test_jit_function_draws_like_eager():
    def f(x):
        return x * ops.standard_normal((3,)) + ops.uniform((3,), ms.Tensor(0.0), ms.Tensor(1.0))
    x = ms.Tensor(np.ones(3, np.float32))
    ms.set_seed(9)
    eager = [f(x).asnumpy() for _ in range(2)]
    g = ms.jit(f)
    ms.set_seed(9)
    compiled = [g(x).asnumpy() for _ in range(2)]
    for a, b in zip(eager, compiled):
        np.testing.assert_allclose(b, a, rtol=1e-6)


def test_unused_draw_still_advances_the_stream():
    """A draw whose result is dropped as dead code still takes its counter, as in eager."""
    class Unused(nn.Cell):
        def construct(self, x):
            ops.uniform((2,), ms.Tensor(0.0), ms.Tensor(1.0))
            return x + ops.uniform((4,), ms.Tensor(0.0), ms.Tensor(1.0))
    py = _calls(Unused, ms.PYNATIVE_MODE)
    graph = _calls(Unused, ms.GRAPH_MODE)
    for a, b in zip(py, graph):
        np.testing.assert_allclose(b, a, rtol=1e-6)


class DropMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 16)
        self.drop = nn.Dropout(p=0.4)
        self.fc2 = nn.Dense(16, 1)

    def construct(self, x):
        return self.fc2(self.drop(ops.relu(self.fc1(x))))


def test_training_with_dropout_gives_the_same_losses():
    data = np.random.default_rng(0).standard_normal((5, 8, 6)).astype(np.float32)
    target = np.random.default_rng(1).standard_normal((5, 8, 1)).astype(np.float32)
    losses = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        ms.set_seed(21)
        net = DropMLP().set_train(True)
        loss_fn = nn.MSELoss()
        opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
        losses[tag] = [float(step(ms.Tensor(x), ms.Tensor(y)).asnumpy())
                       for x, y in zip(data, target)]
    np.testing.assert_allclose(losses["graph"], losses["py"], rtol=1e-5)
    assert len(set(losses["py"])) == len(losses["py"])
