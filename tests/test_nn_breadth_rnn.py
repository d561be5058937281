"""RNN / GRU / LSTM layers and RNNCell / GRUCell / LSTMCell against plain numpy loops (MindSpore's
gate orders and seq_length rule), in both modes; MindSpore's parameter names and attributes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


def _sig(v):
    return 1 / (1 + np.exp(-v))


def _np_step(mode, x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    gi = x @ w_ih.T + (0 if b_ih is None else b_ih)
    if mode == "LSTM":
        h, c = h
        g = gi + h @ w_hh.T + (0 if b_hh is None else b_hh)
        i, f, gg, o = np.split(g, 4, -1)
        c = _sig(f) * c + _sig(i) * np.tanh(gg)
        return _sig(o) * np.tanh(c), c
    gh = h @ w_hh.T + (0 if b_hh is None else b_hh)
    if mode == "GRU":
        i_r, i_z, i_n = np.split(gi, 3, -1)
        h_r, h_z, h_n = np.split(gh, 3, -1)
        r, z = _sig(i_r + h_r), _sig(i_z + h_z)
        n = np.tanh(i_n + r * h_n)
        return n + z * (h - n)
    return np.tanh(gi + gh) if mode == "RNN_TANH" else np.maximum(gi + gh, 0)


def _np_layer(mode, x, h, ws, lens, reverse):
    """One direction over (T, N, I) with per-sequence lengths ``lens``."""
    T, N = x.shape[:2]
    out = np.zeros(x.shape[:2] + (ws[1].shape[1],))
    h = tuple(np.array(v) for v in h) if mode == "LSTM" else np.array(h)
    for n in range(N):
        hn = tuple(v[n:n + 1] for v in h) if mode == "LSTM" else h[n:n + 1]
        steps = range(lens[n] - 1, -1, -1) if reverse else range(lens[n])
        for t in steps:
            hn = _np_step(mode, x[t, n:n + 1], hn, *ws)
            out[t, n] = hn[0][0] if mode == "LSTM" else hn[0]
        if mode == "LSTM":
            h[0][n], h[1][n] = hn[0][0], hn[1][0]
        else:
            h[n] = hn[0]
    return out, h


def _np_rnn(net, mode, x, lens):
    nd = 2 if net.bidirectional else 1
    params = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}
    x = np.transpose(x, (1, 0, 2)).astype(np.float64) if net.batch_first else x
    H, N = net.hidden_size, x.shape[1]
    hs, cs = [], []
    for layer in range(net.num_layers):
        outs = []
        for d in range(nd):
            sfx = f"_l{layer}" + ("_reverse" if d else "")
            ws = [params["weight_ih" + sfx], params["weight_hh" + sfx]]
            if net.has_bias:
                ws += [params["bias_ih" + sfx], params["bias_hh" + sfx]]
            h0 = (np.zeros((N, H)), np.zeros((N, H))) if mode == "LSTM" else np.zeros((N, H))
            out, h = _np_layer(mode, x, h0, ws, lens, bool(d))
            outs.append(out)
            hs.append(h[0] if mode == "LSTM" else h)
            if mode == "LSTM":
                cs.append(h[1])
        x = np.concatenate(outs, -1)
    if net.batch_first:
        x = np.transpose(x, (1, 0, 2))
    return x, np.stack(hs), (np.stack(cs) if cs else None)


CASES = [
    ("LSTM", lambda: nn.LSTM(3, 4, 2, bidirectional=True, batch_first=True)),
    ("GRU", lambda: nn.GRU(3, 4, 2, bidirectional=True)),
    ("RNN_RELU", lambda: nn.RNN(3, 4, nonlinearity="relu", has_bias=False, batch_first=True)),
    ("RNN_TANH", lambda: nn.RNN(3, 4, bidirectional=True, batch_first=True)),
]


@pytest.mark.parametrize("use_len", [False, True], ids=["full", "seq_length"])
@pytest.mark.parametrize("mode_name, make", CASES, ids=[c[0] for c in CASES])
def test_rnn_layers_match_numpy_loop(mode, mode_name, make, use_len):
    net = make()
    x = np.random.default_rng(0).standard_normal((3, 5, 3)).astype(np.float32)  # N=3, T=5
    if not net.batch_first:
        x = np.ascontiguousarray(np.transpose(x, (1, 0, 2)))
    lens = np.array([5, 2, 4], np.int32) if use_len else np.array([5, 5, 5], np.int32)
    out, hx = net(ms.Tensor(x), None, ms.Tensor(lens) if use_len else None)
    want_out, want_h, want_c = _np_rnn(net, mode_name, x, lens)
    np.testing.assert_allclose(out.asnumpy(), want_out, rtol=1e-5, atol=1e-5)
    h = hx[0] if mode_name == "LSTM" else hx
    np.testing.assert_allclose(h.asnumpy(), want_h, rtol=1e-5, atol=1e-5)
    if mode_name == "LSTM":
        np.testing.assert_allclose(hx[1].asnumpy(), want_c, rtol=1e-5, atol=1e-5)


def test_rnn_parameter_names_and_attributes():
    net = nn.GRU(3, 4, 2, bidirectional=True)
    names = [p.name for p in net.get_parameters()]
    assert names[:4] == ["weight_ih_l0", "weight_ih_l0_reverse", "weight_ih_l1",
                         "weight_ih_l1_reverse"]
    assert names[-1] == "bias_hh_l1_reverse" and len(names) == 16
    assert net.w_ih_list[2].shape == (12, 8) and net.w_hh_list[0].shape == (12, 4)
    assert (net.hidden_size, net.num_layers, net.bidirectional, net.has_bias, net.is_lstm,
            net.batch_first) == (4, 2, True, True, False, False)
    assert isinstance(net.dropout_op, nn.Dropout)
    assert [p.name for p in nn.RNN(2, 3, has_bias=False).get_parameters()] == \
        ["weight_ih_l0", "weight_hh_l0"]
    with pytest.raises(ValueError):
        nn.RNN(2, 3, nonlinearity="gelu")
    with pytest.raises(ValueError):
        nn.LSTM(2, 3, dropout=1.0)
    with pytest.raises(TypeError):
        nn.GRU(2, 3, batch_first=1)


@pytest.mark.parametrize("make,runner", [
    (lambda: nn.LSTM(4, 5), "_DynamicLSTMCPUGPU"),
    (lambda: nn.GRU(4, 5, bidirectional=True), "_DynamicGRUCPUGPU"),
    (lambda: nn.RNN(4, 5, nonlinearity="relu"), "_DynamicRNNRelu"),
    (lambda: nn.RNN(4, 5), "_DynamicRNNTanh")])
def test_rnn_children_and_repr_are_2_10s(make, runner):
    # 2.10 (CPU): the one-direction run is an ``rnn`` child Cell without parameters, and the
    # layer prints its children only
    net = make()
    assert [n for n, _ in net.cells_and_names()] == ["", "rnn", "dropout_op"]
    assert type(net.rnn).__name__ == runner and not list(net.rnn.get_parameters())
    assert repr(net) == "\n".join([f"{type(net).__name__}(", f"  (rnn): {runner}()",
                                   "  (dropout_op): Dropout(p=0.0)", ")"])


def test_rnn_runner_child_runs_one_direction():
    # the child alone, 2.10's signature (x time-major, h_0, seq_length, weights): the layer's
    # forward and backward directions are its reverse=False and reverse=True runs
    net = nn.GRU(3, 4, bidirectional=True)
    x = ms.Tensor(np.random.RandomState(2).randn(5, 2, 3).astype(np.float32))
    out, h = net(x)
    h0 = ms.Tensor(np.zeros((2, 4), np.float32))
    fwd, hf = net.rnn(x, h0, None, *net._weights(0, ms.float32))
    bwd, hb = net.rnn(x, h0, None, *net._weights(1, ms.float32), reverse=True)
    np.testing.assert_allclose(out.asnumpy(), np.concatenate([fwd.asnumpy(), bwd.asnumpy()], 2),
                               rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(h.asnumpy(), np.stack([hf.asnumpy(), hb.asnumpy()]), rtol=1e-6)


def test_rnn_hx_and_grad(mode):
    net = nn.GRU(2, 3, batch_first=True)
    x = ms.Tensor(np.random.default_rng(1).standard_normal((2, 4, 2)).astype(np.float32))
    h0 = ms.Tensor(np.full((1, 2, 3), 0.5, np.float32))
    out, h = net(x, h0)
    params = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}
    ws = [params[k] for k in ("weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0")]
    ref, _ = _np_layer("GRU", np.transpose(x.asnumpy(), (1, 0, 2)), np.full((2, 3), 0.5), ws,
                       [4, 4], False)
    np.testing.assert_allclose(out.asnumpy(), np.transpose(ref, (1, 0, 2)), rtol=1e-5,
                               atol=1e-5)
    fn = lambda v: net(v, h0)[0].sum()
    grads = ms.grad(fn)(x)
    assert grads.shape == (2, 4, 2) and np.isfinite(grads.asnumpy()).all()
    assert np.abs(grads.asnumpy()).sum() > 0


@pytest.mark.parametrize("cls, mode_name", [(nn.RNNCell, "RNN_TANH"), (nn.GRUCell, "GRU"),
                                            (nn.LSTMCell, "LSTM")])
def test_cells_match_numpy(mode, cls, mode_name):
    cell = cls(3, 4)
    assert [p.name for p in cell.get_parameters()] == ["weight_ih", "weight_hh", "bias_ih",
                                                       "bias_hh"]
    r = np.random.default_rng(2)
    x = r.standard_normal((2, 3)).astype(np.float32)
    h = r.standard_normal((2, 4)).astype(np.float32)
    ws = [p.asnumpy().astype(np.float64) for p in cell.get_parameters()]
    if mode_name == "LSTM":
        c = r.standard_normal((2, 4)).astype(np.float32)
        got = cell(ms.Tensor(x), (ms.Tensor(h), ms.Tensor(c)))
        want = _np_step("LSTM", x, (h, c), *ws)
        for g, w in zip(got, want):
            np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-5, atol=1e-5)
    else:
        got = cell(ms.Tensor(x), ms.Tensor(h))
        np.testing.assert_allclose(got.asnumpy(), _np_step(mode_name, x, h, *ws), rtol=1e-5,
                                   atol=1e-5)


def test_rnn_cell_relu_no_bias_and_errors():
    cell = nn.RNNCell(3, 2, has_bias=False, nonlinearity="relu")
    assert cell.bias_ih is None and cell.nonlinearity == "relu"
    x = np.ones((1, 3), np.float32)
    got = cell(ms.Tensor(x), ms.Tensor(np.zeros((1, 2), np.float32))).asnumpy()
    np.testing.assert_allclose(got, np.maximum(x @ cell.weight_ih.asnumpy().T, 0), rtol=1e-6)
    with pytest.raises(ValueError):
        nn.RNNCell(3, 2, nonlinearity="sigmoid")
    with pytest.raises(TypeError):
        nn.GRUCell(3, 2)(ms.Tensor(np.ones((1, 3), np.int32)), ms.Tensor(np.ones((1, 2))))
    with pytest.raises(TypeError):
        nn.LSTMCell(3, 2)(ms.Tensor(x), ms.Tensor(np.zeros((1, 2), np.float32)))
