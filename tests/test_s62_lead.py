"""Session 62 (lead): a GRAPH_MODE training step updates its donated Parameters in place.

XLA's default copy insertion on CPU copied every weight whose old value the backward pass reads
in ops its update does not depend on (the input gradient ``dY @ W``), then wrote the update
through a second buffer; a donating graph now compiles with region-based copy analysis
(``runtime/xla_options.donating_graph_options``), which drops those copies."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.runtime import xla_options


class _Mlp(nn.Cell):
    def __init__(self):
        super().__init__()
        rs = np.random.RandomState(0)
        self.layers = nn.CellList([
            nn.Dense(6, 6, weight_init=ms.Tensor(rs.randn(6, 6).astype(np.float32)),
                     bias_init=ms.Tensor(rs.randn(6).astype(np.float32)))
            for _ in range(3)])

    def construct(self, x):
        for layer in self.layers:
            x = ms.ops.tanh(layer(x))
        return x.sum()


class _Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return self.net(x)


def _train(steps=2):
    """Two GRAPH_MODE Momentum steps: the losses, the weights, and the compiled program's
    ENTRY computation (XLA's optimised HLO)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _Mlp()
    step = nn.TrainOneStepCell(_Loss(net), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    x = ms.Tensor(np.linspace(-1, 1, 12, dtype=np.float32).reshape(2, 6))
    losses = [float(step(x).asnumpy()) for _ in range(steps)]
    (entry,) = set(step._compiled["__cache__"].by_aval.values())
    args = [p.data_array() for p in entry.params] + [x.data_array()]
    hlo = entry.fn.lower(*args).compile().as_text()
    weights = [p.asnumpy() for p in net.trainable_params()]
    return losses, weights, hlo[hlo.index("\nENTRY"):]


def _copies(entry_hlo):
    return len(re.findall(r"= \S+ copy\(", entry_hlo))


def test_a_momentum_step_updates_its_weights_without_copying_them(monkeypatch):
    losses, weights, entry = _train()
    assert _copies(entry) == 0
    # without the option (an XLA that refused it) XLA copies the weights the backward reads
    # (layers 2-3: the first layer's input gradient is not computed), with the same results
    monkeypatch.setattr(xla_options, "_donating", [{}])
    losses0, weights0, entry0 = _train()
    assert _copies(entry0) >= 2
    assert losses == losses0
    for a, b in zip(weights, weights0):
        np.testing.assert_array_equal(a, b)


def test_the_copy_analysis_goes_only_to_donating_programs(monkeypatch):
    from minicell.parallel import _compile
    monkeypatch.setattr(xla_options, "_donating", [])

    class Lowered:
        donated_idx = ()
    assert _compile.graph_options(Lowered) == _compile.GRAPH_COMPILER_OPTIONS
    Lowered.donated_idx = (0, 2)
    assert _compile.graph_options(Lowered) == {**_compile.GRAPH_COMPILER_OPTIONS,
                                               **xla_options.DONATING_GRAPH}
    # an XLA that does not know the option: the program keeps XLA's defaults
    monkeypatch.setattr(xla_options, "_donating", [])
    monkeypatch.setattr(xla_options, "DONATING_GRAPH", {"xla_minicell_no_such_option": True})
    assert _compile.graph_options(Lowered) == _compile.GRAPH_COMPILER_OPTIONS


@pytest.fixture(autouse=True)
def _restore_mode():
    mode = ms.get_context("mode")
    yield
    ms.set_context(mode=mode)
