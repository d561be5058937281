"""GRAPH_MODE's layout pass (``compiler/layout.py``): conv nets compiled with the pass on
(NHWC inside) and off (MindSpore's NCHW everywhere) give the same losses, gradients, updated
Parameters and BatchNorm statistics within float32 tolerance, and the IR after the pass holds
the expected number of transposes (only at the NCHW boundaries)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import layout
from minicell.compiler.api import cell_ir

RTOL, ATOL = 2e-5, 2e-5


@pytest.fixture(autouse=True)
def _graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _arr(shape, seed=0):
    return ms.Tensor(np.random.default_rng(seed).standard_normal(shape).astype(np.float32))


# ---- the nets ---------------------------------------------------------------------------------
class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(4, 8, 3, pad_mode="valid", has_bias=True)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(8 * 2 * 2, 3)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flat(x))


class Block(nn.Cell):
    def __init__(self, c_in, c_out, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_out, 3, stride=stride)
        self.bn1 = nn.BatchNorm2d(c_out)
        self.conv2 = nn.Conv2d(c_out, c_out, 3)
        self.bn2 = nn.BatchNorm2d(c_out)
        self.relu = nn.ReLU()
        self.down = nn.SequentialCell([nn.Conv2d(c_in, c_out, 1, stride=stride),
                                       nn.BatchNorm2d(c_out)])

    def construct(self, x):
        h = self.relu(self.bn1(self.conv1(x)))
        return self.relu(self.bn2(self.conv2(h)) + self.down(x))


class ResNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU()])
        self.blocks = nn.SequentialCell([Block(4, 4, 1), Block(4, 8, 2)])
        self.fc = nn.Dense(8, 3)

    def construct(self, x):
        return self.fc(ops.mean(self.blocks(self.stem(x)), (2, 3)))


class Mixed(nn.Cell):
    """avg pooling, transposed convolution, a per-channel (1, C, 1, 1) scale, a user transpose
    and reductions whose kept axes do / do not stay in order under NHWC."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, has_bias=True)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.AvgPool2d(kernel_size=3, stride=2, pad_mode="same")
        self.up = nn.Conv2dTranspose(4, 3, 2, stride=2)
        self.scale = ms.Parameter(_arr((1, 4, 1, 1), 7), name="scale")

    def construct(self, x):
        y = self.pool(self.bn(self.conv(x)) * self.scale)
        z = self.up(ops.tanh(y))
        return (ops.transpose(z, (0, 2, 3, 1)).sum(), y.mean(axis=(2, 3)).sum(),
                y.mean(axis=1).sum(), (y.sum(axis=2) ** 2).sum())


# (net class, input shape, labels, expected transposes in the compiled training step)
NETS = {
    # in: the input; back: before Flatten
    "lenet": (LeNet, (4, 1, 16, 16), 2),
    # in: the input; the global mean reads the NHWC value with its axes renamed
    "resnet": (ResNet, (2, 3, 8, 8), 1),
    # in: the input and the (1, C, 1, 1) scale (a bitcast for XLA); back: before
    # y.sum(axis=2) only (the user transpose cancels against the pass's own)
    "mixed": (Mixed, (2, 2, 8, 8), 3),
}


def _loss(net, kind):
    if kind == "mixed":
        return lambda x, y: sum(net(x))
    ce = nn.CrossEntropyLoss()
    return lambda x, y: ce(net(x), y)


def _step(net, kind):
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    grad_fn = ms.value_and_grad(_loss(net, kind), None, opt.parameters)

    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss, grads
    return ms.jit(train_step)


def _run(kind, channels_last, monkeypatch, steps=2):
    """Build the net with fixed weights, compile its training step with the pass on or off,
    run ``steps`` steps; return (per-step losses and grads, final Parameters, the IR)."""
    monkeypatch.setenv(layout.ENV, "1" if channels_last else "0")
    cls, shape, _ = NETS[kind]
    ms.set_seed(3)
    net = cls()
    for i, p in enumerate(net.get_parameters()):   # same weights whatever the initialisers do
        p.set_data(_arr(p.shape, 100 + i) * 0.3 if "moving_variance" not in p.name
                   else ms.Tensor(np.ones(p.shape, np.float32)))
    net.set_train(True)
    step = _step(net, kind)
    x, y = _arr(shape, 1), ms.Tensor(np.arange(shape[0]) % 3, ms.int32)
    trace = []
    for _ in range(steps):
        loss, grads = step(x, y)
        trace.append((loss.asnumpy(), [g.asnumpy() for g in grads]))
    params = {p.name: p.asnumpy() for p in net.get_parameters()}
    return trace, params, cell_ir(step, (x, y), {})


@pytest.mark.parametrize("kind", [pytest.param(k, marks=pytest.mark.slow) if k == "resnet" else k
                                  for k in sorted(NETS)])     # the ResNet pair: ~9 s
def test_same_training_with_and_without_pass(kind, monkeypatch):
    off, p_off, _ = _run(kind, False, monkeypatch)
    on, p_on, _ = _run(kind, True, monkeypatch)
    for (l0, g0), (l1, g1) in zip(off, on):
        np.testing.assert_allclose(l1, l0, rtol=RTOL, atol=ATOL)
        assert len(g0) == len(g1)
        for a, b in zip(g0, g1):
            np.testing.assert_allclose(b, a, rtol=1e-4, atol=1e-4)
    assert p_off.keys() == p_on.keys()
    stats = [n for n in p_off if "moving_" in n]
    assert (kind == "lenet") == (not stats)      # BN statistics are compared where present
    for name in p_off:
        np.testing.assert_allclose(p_on[name], p_off[name], rtol=1e-4, atol=1e-5, err_msg=name)


@pytest.mark.parametrize("kind", sorted(NETS))
def test_transposes_only_at_the_boundaries(kind, monkeypatch):
    _, _, graph_on = _run(kind, True, monkeypatch, steps=1)
    _, _, graph_off = _run(kind, False, monkeypatch, steps=1)
    assert layout.count_transposes(graph_on) == NETS[kind][2], str(graph_on)
    assert layout.count_transposes(graph_off) == (kind == "mixed")   # the user's own
    assert "data_format='NHWC'" in str(graph_on)
    assert "NHWC" not in str(graph_off)


def test_eval_mode_batch_norm_inference(monkeypatch):
    """BatchNorm in eval mode (inference statistics) runs NHWC too; same outputs."""
    outs = []
    for flag in ("0", "1"):
        monkeypatch.setenv(layout.ENV, flag)
        ms.set_seed(5)
        net = ResNet()
        for i, p in enumerate(net.get_parameters()):
            p.set_data(_arr(p.shape, 200 + i) * 0.3 if "moving_variance" not in p.name
                       else ms.Tensor(np.full(p.shape, 1.5, np.float32)))
        net.set_train(False)
        x = _arr((2, 3, 8, 8), 9)
        outs.append((net(x).asnumpy(), cell_ir(net, (x,), {})))
    np.testing.assert_allclose(outs[1][0], outs[0][0], rtol=RTOL, atol=ATOL)
    assert layout.count_transposes(outs[1][1]) == 1
    assert "batch_norm_infer" in str(outs[1][1])


@pytest.mark.parametrize("value,on", [("0", False), ("off", False), ("false", False),
                                      ("1", True), ("", True)])
def test_env_var_switch(value, on, monkeypatch):
    monkeypatch.setenv(layout.ENV, value)
    assert layout.enabled() is on


def test_module_flag_disables(monkeypatch):
    monkeypatch.delenv(layout.ENV, raising=False)
    monkeypatch.setattr(layout, "ENABLED", False)
    assert not layout.enabled()


def test_non_2d_convs_are_left_alone(monkeypatch):
    """Only 4-d (2-d spatial) activations are rewritten: a Conv3d net keeps NCDHW."""
    monkeypatch.setenv(layout.ENV, "1")
    net = nn.SequentialCell([nn.Conv3d(2, 3, 3), nn.BatchNorm3d(3), nn.ReLU()])
    net.set_train(False)
    graph = cell_ir(net, (_arr((1, 2, 4, 4, 4), 4),), {})
    assert layout.count_transposes(graph) == 0 and "NHWC" not in str(graph)
