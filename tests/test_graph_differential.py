"""GRAPH_MODE vs PYNATIVE_MODE: the same models give the same outputs, gradients and
Parameter values after several training steps (float32, rtol 1e-5)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


def _arr(shape, seed=0):
    return ms.Tensor(np.random.default_rng(seed).standard_normal(shape).astype(np.float32))


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 8)
        self.fc2 = nn.Dense(8, 3)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class CNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.drop = nn.Dropout(p=0.5)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(4 * 7 * 7, 2)   # pad_mode="same" keeps 7x7

    def construct(self, x):
        return self.fc(self.flat(self.drop(ops.relu(self.bn(self.conv(x))))))


class Branchy(nn.Cell):
    """Tensor-dependent if/while, a Python loop over sub-Cells, a helper method."""

    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(4, 4) for _ in range(2)])

    def scale(self, x, k=2):
        return x * k

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        if x.sum() > 0:
            y = self.scale(x)
        else:
            y = self.scale(x, k=-3)
        n = 0
        while (y * y).sum() < 1000.0:
            y = y * 1.5
            n = n + 1
        return y, n


class EarlyReturn(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x * 2
        x = x - 1
        return x * 3


class Stateful(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = ms.Parameter(ms.Tensor(0.0), name="count", requires_grad=False)
        self.acc = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="acc",
                                requires_grad=False)

    def construct(self, x):
        ops.assign(self.count, self.count + 1)
        self.acc = self.acc + x
        return self.acc * self.count   # reads after the writes see the new values


MODELS = [
    ("mlp", MLP, (2, 4)),
    ("cnn_eval", CNN, (2, 2, 7, 7)),
    ("branchy", Branchy, (3, 4)),
    ("early_return", EarlyReturn, (3,)),
]


def _both_modes(make, shape, train=False):
    ms.set_seed(7)
    net = make()
    net.set_train(train)
    x = _arr(shape)
    res = {}
    for name, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        res[name] = net(x)
    return res


def _flat(out):
    if isinstance(out, (tuple, list)):
        return [v for o in out for v in _flat(o)]
    return [out.asnumpy() if hasattr(out, "asnumpy") else np.asarray(out)]


@pytest.mark.parametrize("name,make,shape", MODELS, ids=[m[0] for m in MODELS])
def test_forward_agrees(name, make, shape):
    res = _both_modes(make, shape)
    for a, b in zip(_flat(res["py"]), _flat(res["graph"])):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name,make,shape", MODELS[:3], ids=[m[0] for m in MODELS[:3]])
def test_gradients_agree(name, make, shape):
    ms.set_seed(3)
    net = make()
    x = _arr(shape, 1)

    def loss(x):
        out = net(x)
        out = out[0] if isinstance(out, tuple) else out
        return (out * out).sum()
    res = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        res[tag] = ms.value_and_grad(loss, 0, net.trainable_params())(x)
    for a, b in zip(_flat(res["py"]), _flat(res["graph"])):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-5)


class SGDStep(nn.Cell):
    """A whole training step in construct: forward, grad, optimizer update via assign."""

    def __init__(self, net, lr=0.1):
        super().__init__()
        self.net = net
        self.weights = net.trainable_params()
        self.lr = lr

    def loss(self, x):
        out = self.net(x)
        return (out * out).mean()

    def construct(self, x):
        loss, grads = ms.value_and_grad(self.loss, None, self.weights)(x)
        for w, g in zip(self.weights, grads):
            ops.assign(w, w - self.lr * g)
        return loss


@pytest.mark.parametrize("make,shape", [(MLP, (4, 4)), (CNN, (2, 2, 7, 7))],
                         ids=["mlp", "cnn_bn_train"])
def test_training_steps_agree(make, shape):
    finals = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_seed(11)
        net = make()
        if make is CNN:
            net.drop.p = 0.0 if hasattr(net.drop, "p") else None
            net.set_train(True)
            net.drop.set_train(False)    # dropout masks differ by design; BN stats must not
        ms.set_context(mode=mode)
        step = SGDStep(net)
        losses = [float(step(_arr(shape, i)).asnumpy()) for i in range(3)]
        ms.set_context(mode=ms.PYNATIVE_MODE)
        finals[tag] = (losses, {p.name: p.asnumpy().copy() for p in net.get_parameters()})
    np.testing.assert_allclose(finals["graph"][0], finals["py"][0], rtol=1e-5)
    for name, val in finals["py"][1].items():
        np.testing.assert_allclose(finals["graph"][1][name], val, rtol=1e-5, atol=1e-6,
                                   err_msg=name)


def test_state_writes_and_reads_after_assign():
    outs = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        net = Stateful()
        x = ms.Tensor([1.0, 2.0, 3.0])
        outs[tag] = [net(x).asnumpy() for _ in range(3)] + [net.count.asnumpy(),
                                                            net.acc.asnumpy()]
    for a, b in zip(outs["py"], outs["graph"]):
        np.testing.assert_allclose(b, a)


def test_set_data_seen_without_recompiling():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = MLP()
    x = _arr((2, 4))
    first = net(x).asnumpy()
    net.fc2.bias.set_data(ms.Tensor(np.ones(3, np.float32)))
    second = net(x).asnumpy()
    assert len(net._compiled["__cache__"].entries) == 1
    assert not np.allclose(first, second)


def test_recompile_reason_names_the_argument():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = MLP()
    net(_arr((2, 4)))
    net(_arr((5, 4)))
    net(_arr((5, 4)))
    from minicell.compiler.api import recompile_reasons
    reasons = recompile_reasons(net)
    assert len(reasons) == 1 and "'x'" in reasons[0] and "(5, 4)" in reasons[0]


def test_random_ops_fresh_per_call_and_follow_seed():
    class Noise(nn.Cell):
        def __init__(self):
            super().__init__()
            self.drop = nn.Dropout(p=0.5)

        def construct(self, x):
            return self.drop(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Noise().set_train(True)
    x = ms.Tensor(np.ones((64,), np.float32))
    ms.set_seed(5)
    a, b = net(x).asnumpy(), net(x).asnumpy()
    ms.set_seed(5)
    c = net(x).asnumpy()
    assert not np.array_equal(a, b)
    np.testing.assert_array_equal(a, c)
    assert set(np.unique(a)) <= {0.0, 2.0}


class CustomBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([2.0, 3.0]), name="w")

    def construct(self, x):
        return x * self.w

    def bprop(self, x, out, dout):
        return (dout * 10,)


def test_custom_bprop_matches_pynative():
    net = CustomBprop()
    x = ms.Tensor([1.0, 1.0])
    res = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        res[tag] = ms.grad(net)(x).asnumpy()
    np.testing.assert_allclose(res["graph"], res["py"])
    np.testing.assert_allclose(res["graph"], [10.0, 10.0])


def test_custom_bprop_internal_params_in_graph():
    class WithParams(CustomBprop):
        def bprop(self, x, out, dout):
            return (dout * 10,), {self.w: dout * x * 3}
    ms.set_context(mode=ms.GRAPH_MODE)
    net = WithParams()
    gx, gw = ms.grad(net, 0, net.trainable_params())(ms.Tensor([1.0, 2.0]))
    np.testing.assert_allclose(gx.asnumpy(), [10.0, 10.0])
    np.testing.assert_allclose(gw[0].asnumpy(), [3.0, 6.0])


def test_jit_function_and_method_in_pynative():
    @ms.jit
    def f(x, y=2.0):
        if x.sum() > 0:
            return x * y
        return x - y

    assert f.__minicell_jit__
    np.testing.assert_allclose(f(ms.Tensor([1.0, 2.0])).asnumpy(), [2.0, 4.0])
    np.testing.assert_allclose(f(ms.Tensor([-1.0, -2.0]), y=1.0).asnumpy(), [-2.0, -3.0])

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([3.0]), name="w")

        @ms.jit
        def construct(self, x):
            return x * self.w
    net = Net()
    np.testing.assert_allclose(net(ms.Tensor([2.0])).asnumpy(), [6.0])
    net.w.set_data(ms.Tensor([4.0]))
    np.testing.assert_allclose(net(ms.Tensor([2.0])).asnumpy(), [8.0])


def test_nested_structures_in_and_out():
    class Net(nn.Cell):
        def construct(self, pair, table, scale=1.0):
            a, b = pair
            return {"sum": (a + b) * scale, "items": [table["x"] * 2, a.shape[0]]}
    ms.set_context(mode=ms.GRAPH_MODE)
    out = Net()((ms.Tensor([1.0]), ms.Tensor([2.0])), {"x": ms.Tensor([3.0])}, scale=2.0)
    np.testing.assert_allclose(out["sum"].asnumpy(), [6.0])
    np.testing.assert_allclose(out["items"][0].asnumpy(), [6.0])
    assert out["items"][1] == 1


def test_written_parameter_buffers_donated_only_when_unshared():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Stateful()
    x = ms.Tensor([1.0, 1.0, 1.0])
    net(x)
    shared = ms.Tensor(net.acc)            # shares the Parameter's buffer: must stay valid
    net(x)
    np.testing.assert_allclose(shared.asnumpy(), [1.0, 1.0, 1.0])
    np.testing.assert_allclose(net.acc.asnumpy(), [2.0, 2.0, 2.0])
    assert ms.ms_function is ms.jit
