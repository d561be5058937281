"""MindSpore's Ascend-kernel Primitives that minicell computes everywhere (DynamicRNN,
DynamicGRUV2, DropoutGenMask/DoMask, FusedCastAdamWeightDecay) against numpy references of
their documented formulas, and the parameter-server/Ascend ones that construct and raise on
call as MindSpore 2.10 does on CPU."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor
from minicell.ops import operations as P


def _sig(z):
    return 1 / (1 + np.exp(-z))


def _lstm_ref(x, w, b, h, c, forget_bias):
    hs, cs = [], []
    for t in range(x.shape[0]):
        g = np.concatenate([x[t], h], 1) @ w + b
        i, j, f, o = np.split(g, 4, 1)             # MindSpore's DynamicRNN gate order
        c = _sig(f + forget_bias) * c + _sig(i) * np.tanh(j)
        h = _sig(o) * np.tanh(c)
        hs.append(h)
        cs.append(c)
    return np.stack(hs), np.stack(cs)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_dynamic_rnn_matches_lstm_formula_in_both_modes(mode):
    rng = np.random.default_rng(0)
    T, B, I, H = 3, 2, 4, 5
    x = rng.standard_normal((T, B, I)).astype(np.float32)
    w = (rng.standard_normal((I + H, 4 * H)) * 0.3).astype(np.float32)
    b = (rng.standard_normal(4 * H) * 0.1).astype(np.float32)
    h0, c0 = (rng.standard_normal((1, B, H)).astype(np.float32) for _ in range(2))

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.rnn = P.DynamicRNN(forget_bias=1.0)

        def construct(self, x, w, b, h, c):
            return self.rnn(x, w, b, None, h, c)

    ms.set_context(mode=mode)
    try:
        out = Net()(*(Tensor(a) for a in (x, w, b, h0, c0)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    hs, cs = _lstm_ref(x, w, b, h0[0], c0[0], 1.0)
    assert len(out) == 8 and all(o.shape == (T, B, H) for o in out)
    np.testing.assert_allclose(out[0].asnumpy(), hs, atol=1e-5)
    np.testing.assert_allclose(out[1].asnumpy(), hs, atol=1e-5)
    np.testing.assert_allclose(out[2].asnumpy(), cs, atol=1e-5)
    np.testing.assert_allclose(out[7].asnumpy(), np.tanh(cs), atol=1e-5)


def test_dynamic_rnn_keeps_bias_dtype_and_checks_attrs():
    x = Tensor(np.ones((2, 1, 3), np.float16))
    w, b = Tensor(np.zeros((5, 8), np.float16)), Tensor(np.zeros(8, np.float16))
    h = Tensor(np.zeros((1, 1, 2), np.float16))
    y = P.DynamicRNN()(x, w, b, None, h, h)[0]
    assert y.dtype == ms.float16
    np.testing.assert_allclose(y.asnumpy(), 0.0)   # zero weights: o = 0.5, c = 0.5 * 0 = 0
    with pytest.raises(ValueError, match="cell_type"):
        P.DynamicRNN(cell_type="GRU")
    with pytest.raises(ValueError, match="'w' must be"):
        P.DynamicRNN()(x, Tensor(np.zeros((4, 8), np.float16)), b, None, h, h)


def test_dynamic_gru_v2_matches_gru_formula_and_gate_orders():
    rng = np.random.default_rng(1)
    T, B, I, H = 3, 2, 4, 5
    x = rng.standard_normal((T, B, I)).astype(np.float32)
    wi = (rng.standard_normal((I, 3 * H)) * 0.3).astype(np.float32)
    wh = (rng.standard_normal((H, 3 * H)) * 0.3).astype(np.float32)
    bi, bh = ((rng.standard_normal(3 * H) * 0.1).astype(np.float32) for _ in range(2))
    h0 = rng.standard_normal((B, H)).astype(np.float32)
    for order in ("rzh", "zrh"):
        h, ys = h0, []
        for t in range(T):
            x1, x2, xn = np.split(x[t] @ wi + bi, 3, 1)
            h1, h2, hn = np.split(h @ wh + bh, 3, 1)
            g1, g2 = _sig(x1 + h1), _sig(x2 + h2)
            r, z = (g1, g2) if order == "rzh" else (g2, g1)
            n = np.tanh(xn + r * hn)
            h = (1 - z) * n + z * h
            ys.append(h)
        out = P.DynamicGRUV2(gate_order=order)(Tensor(x), Tensor(wi), Tensor(wh), Tensor(bi),
                                               Tensor(bh), None, Tensor(h0))
        assert len(out) == 6
        np.testing.assert_allclose(out[0].asnumpy(), np.stack(ys), atol=1e-5)


def test_dropout_gen_mask_packs_bits_and_do_mask_applies_them():
    keep = Tensor(0.5, ms.float32)
    mask = P.DropoutGenMask(1, 2)((4, 50), keep)
    assert mask.shape == (32,) and mask.dtype == ms.uint8      # ceil(200 / 128) * 16 bytes
    x = Tensor(np.arange(200, dtype=np.float32).reshape(4, 50))
    y = P.DropoutDoMask()(x, mask, keep).asnumpy()
    bits = np.unpackbits(mask.asnumpy(), bitorder="little")[:200].reshape(4, 50)
    np.testing.assert_array_equal(y, x.asnumpy() * bits * 2)
    assert 50 < bits.sum() < 150
    all_kept = P.DropoutGenMask()((3,), Tensor(1.0, ms.float32))
    np.testing.assert_array_equal(P.DropoutDoMask()(Tensor([1.0, 2.0, 3.0]), all_kept,
                                                    Tensor(1.0, ms.float32)).asnumpy(),
                                  [1.0, 2.0, 3.0])


def test_fused_cast_adam_weight_decay_matches_mindspore_cpu():
    # values measured with MindSpore 2.10 on CPU (the gradient is divided by global_norm)
    var = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="var")
    m = Parameter(Tensor(np.array([0.1, 0.2], np.float32)), name="m")
    v = Parameter(Tensor(np.array([0.3, 0.4], np.float32)), name="v")
    P.FusedCastAdamWeightDecay()(var, m, v, Tensor(0.1), Tensor(0.9), Tensor(0.999),
                                 Tensor(1e-8), Tensor(0.01),
                                 Tensor(np.array([1.0, -3.0], np.float16)), Tensor(2.0))
    np.testing.assert_allclose(var.asnumpy(), [0.973437488, 1.993267536], rtol=1e-6)
    np.testing.assert_allclose(m.asnumpy(), [0.14, 0.03], rtol=1e-5)
    np.testing.assert_allclose(v.asnumpy(), [0.29995, 0.40185], rtol=1e-5)


@pytest.mark.parametrize("prim", [P.Push, P.Pull, P.FusedWeightScaleApplyMomentum])
def test_ps_and_ascend_prims_construct_and_raise_when_called(prim):
    op = prim()
    with pytest.raises(RuntimeError, match=rf"Unsupported op \[{prim.__name__}\]"):
        op(Tensor([1.0]), Tensor([1.0]))


def test_ps_context_stores_values_as_mindspore_on_cpu():
    assert ms.get_ps_context("enable_ps") is False
    assert ms.get_ps_context("ms_role") == "MS_NOT_PS"
    ms.set_ps_context(enable_ps=True)
    try:
        assert ms.context.get_ps_context("enable_ps") is True
    finally:
        ms.context.reset_ps_context()
    assert ms.get_ps_context("enable_ps") is False
    with pytest.raises(ValueError, match="Set PS context keyword foo is not recognized!"):
        ms.set_ps_context(foo=1)
    with pytest.raises(ValueError, match="Get PS context keyword client_password"):
        ms.get_ps_context("client_password")
    with pytest.raises(TypeError, match="'enable_ps' must be"):
        ms.set_ps_context(enable_ps=1)
