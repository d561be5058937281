"""GRAPH_MODE hot paths kept fast without changing results: the inlined steady-state call of a
compiled Cell / ms.jit function, and MultiheadAttention's packed self-attention projection."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


@pytest.fixture
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.full((3,), 2.0, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


def test_steady_state_call_sees_parameter_writes(graph_mode):
    # The 2nd+ calls take the inlined path holding cached Parameter arrays; a write must
    # invalidate them before the next call.
    net, x = Scale(), ms.Tensor(np.ones((3,), np.float32))
    assert net(x).asnumpy().tolist() == [2.0, 2.0, 2.0]
    assert net(x).asnumpy().tolist() == [2.0, 2.0, 2.0]
    net.w.set_data(ms.Tensor(np.full((3,), 5.0, np.float32)))
    out = net(x)
    assert isinstance(out, ms.Tensor) and out.asnumpy().tolist() == [5.0, 5.0, 5.0]
    assert len(net._compiled["__cache__"].entries) == 1


def test_jit_function_steady_state_call_sees_parameter_writes():
    net = Scale()

    @ms.jit
    def f(cell, x):
        return cell(x) + 1

    x = ms.Tensor(np.ones((3,), np.float32))
    for _ in range(3):
        assert f(net, x).asnumpy().tolist() == [3.0, 3.0, 3.0]
    net.w.set_data(ms.Tensor(np.full((3,), -1.0, np.float32)))
    assert f(net, x).asnumpy().tolist() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("mode", ["PYNATIVE", "GRAPH"])
@pytest.mark.parametrize("batch_first", [True, False])
def test_mha_packed_self_attention_matches_separate_projections(mode, batch_first):
    # query is key is value -> one packed projection; a copy of the input takes the
    # three-projection path. Outputs, weights and gradients must agree.
    old = ms.get_context("mode")
    ms.set_context(mode=getattr(ms, mode + "_MODE"))
    try:
        m = nn.MultiheadAttention(8, 2, batch_first=batch_first)
        x = ms.Tensor(np.random.default_rng(0).standard_normal((3, 5, 8)).astype(np.float32))
        packed, separate = m(x, x, x), m(x, x * 1.0, x * 1.0)
        for a, b in zip(packed, separate):
            np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-6, atol=1e-6)
        same = lambda t: m(t, t, t)[0].sum()
        g1 = ms.grad(same, None, m.trainable_params())(x)
        apart = lambda t: m(t, t * 1.0, t * 1.0)[0].sum()
        g2 = ms.grad(apart, None, m.trainable_params())(x)
        assert len(g1) == len(g2) == 4
        for a, b in zip(g1, g2):
            np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-5, atol=1e-6)
    finally:
        ms.set_context(mode=old)


class SelfAttn(nn.Cell):
    def __init__(self, same):
        super().__init__()
        self.attn, self.same = nn.MultiheadAttention(8, 2, batch_first=True), same

    def construct(self, x):
        k = x if self.same else x * 1.0
        return self.attn(x, k, k, need_weights=False)[0]


def _matmul_count(cell, x):
    text = str(cell.compile_ir(x))
    return sum(text.count(f"= {name}(") for name in ("dense", "matmul", "batch_matmul"))


def test_mha_self_attention_uses_one_input_projection(graph_mode):
    # Inside a trace the same Tensor passed as query, key and value takes the packed path:
    # qkv, scores, attn@v, out_proj; distinct key/value add two more projections.
    x = ms.Tensor(np.ones((2, 4, 8), np.float32))
    packed, separate = _matmul_count(SelfAttn(True), x), _matmul_count(SelfAttn(False), x)
    assert separate - packed == 2, (packed, separate)
