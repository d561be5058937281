"""TransformerEncoderLayer / DecoderLayer / Encoder / Decoder / Transformer against a numpy
implementation (post-norm and norm_first, relu and gelu, padding and causal masks), in both
modes; MindSpore's sub-cell and parameter names."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn

R = np.random.default_rng(0)
SRC = R.standard_normal((2, 5, 8)).astype(np.float32)
TGT = R.standard_normal((2, 4, 8)).astype(np.float32)
KPM = np.array([[False] * 4 + [True], [False] * 5])
CAUSAL = np.triu(np.full((4, 4), -np.inf, np.float32), 1)


def _ln(x, g, b, eps=1e-5):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * g + b


def _mha(p, pre, q, k, v, attn_mask=None, kpm=None, heads=2):
    w, b = p[pre + "in_proj_weight"], p[pre + "in_proj_bias"]
    e = q.shape[-1]
    qs, ks, vs = (x @ w[i * e:(i + 1) * e].T + b[i * e:(i + 1) * e]
                  for i, x in enumerate((q, k, v)))
    n, lq, lk, d = q.shape[0], q.shape[1], k.shape[1], e // heads
    split = lambda x, l: x.reshape(n, l, heads, d).transpose(0, 2, 1, 3)  # noqa: E731
    s = split(qs, lq) @ split(ks, lk).transpose(0, 1, 3, 2) / math.sqrt(d)
    if attn_mask is not None:
        s = s + attn_mask
    if kpm is not None:
        s = np.where(kpm[:, None, None, :], -np.inf, s)
    a = np.exp(s - s.max(-1, keepdims=True))
    a = a / a.sum(-1, keepdims=True)
    o = (a @ split(vs, lk)).transpose(0, 2, 1, 3).reshape(n, lq, e)
    return o @ p[pre + "out_proj.weight"].T + p[pre + "out_proj.bias"]


def _ff(p, pre, x, act):
    h = x @ p[pre + "dense1.weight"].T + p[pre + "dense1.bias"]
    if act == "relu":
        h = np.maximum(h, 0)
    else:
        h = 0.5 * h * (1 + np.vectorize(math.erf)(h / math.sqrt(2)))
    return h @ p[pre + "dense2.weight"].T + p[pre + "dense2.bias"]


def _np_enc(p, pre, x, kpm, norm_first, act="relu"):
    ln = lambda i, v: _ln(v, p[f"{pre}norm{i}.gamma"], p[f"{pre}norm{i}.beta"])  # noqa: E731
    sa = lambda v: _mha(p, pre + "self_attn.", v, v, v, kpm=kpm)  # noqa: E731
    if norm_first:
        x = x + sa(ln(1, x))
        return x + _ff(p, pre, ln(2, x), act)
    x = ln(1, x + sa(x))
    return ln(2, x + _ff(p, pre, x, act))


def _np_dec(p, pre, x, mem, tgt_mask, mem_kpm, norm_first):
    ln = lambda i, v: _ln(v, p[f"{pre}norm{i}.gamma"], p[f"{pre}norm{i}.beta"])  # noqa: E731
    sa = lambda v: _mha(p, pre + "self_attn.", v, v, v, attn_mask=tgt_mask)  # noqa: E731
    ca = lambda v: _mha(p, pre + "multihead_attn.", v, mem, mem, kpm=mem_kpm)  # noqa: E731
    if norm_first:
        x = x + sa(ln(1, x))
        x = x + ca(ln(2, x))
        return x + _ff(p, pre, ln(3, x), "relu")
    x = ln(1, x + sa(x))
    x = ln(2, x + ca(x))
    return ln(3, x + _ff(p, pre, x, "relu"))


def _params(net):
    return {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}


@pytest.mark.parametrize("norm_first, act", [(False, "relu"), (True, "gelu")])
def test_encoder_layer(mode, norm_first, act):
    net = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True, norm_first=norm_first,
                                     activation=act)
    got = net(ms.Tensor(SRC), src_key_padding_mask=ms.Tensor(KPM)).asnumpy()
    want = _np_enc(_params(net), "", SRC.astype(np.float64), KPM, norm_first, act)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("norm_first", [False, True])
def test_decoder_layer(mode, norm_first):
    net = nn.TransformerDecoderLayer(8, 2, 16, batch_first=True, norm_first=norm_first)
    got = net(ms.Tensor(TGT), ms.Tensor(SRC), tgt_mask=ms.Tensor(CAUSAL),
              memory_key_padding_mask=ms.Tensor(KPM)).asnumpy()
    want = _np_dec(_params(net), "", TGT.astype(np.float64), SRC.astype(np.float64), CAUSAL,
                   KPM, norm_first)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_transformer_sequence_first(mode):
    net = nn.Transformer(8, 2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=16)
    src, tgt = SRC.transpose(1, 0, 2), TGT.transpose(1, 0, 2)      # (L, N, E)
    got = net(ms.Tensor(src), ms.Tensor(tgt), tgt_mask=ms.Tensor(CAUSAL),
              src_key_padding_mask=ms.Tensor(KPM),
              memory_key_padding_mask=ms.Tensor(KPM)).asnumpy()
    p = _params(net)
    mem = SRC.astype(np.float64)
    for i in range(2):
        mem = _np_enc(p, f"encoder.layers.{i}.", mem, KPM, False)
    mem = _ln(mem, p["encoder.norm.gamma"], p["encoder.norm.beta"])
    out = _np_dec(p, "decoder.layers.0.", TGT.astype(np.float64), mem, CAUSAL, KPM, False)
    out = _ln(out, p["decoder.norm.gamma"], p["decoder.norm.beta"])
    np.testing.assert_allclose(got, out.transpose(1, 0, 2), rtol=1e-4, atol=1e-5)


def test_names_attributes_and_errors():
    enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16), 2, nn.LayerNorm((8,)))
    names = [p.name for p in enc.get_parameters()]
    assert names[:12] == [
        "layers.0.self_attn.in_proj_weight", "layers.0.self_attn.in_proj_bias",
        "layers.0.self_attn.out_proj.weight", "layers.0.self_attn.out_proj.bias",
        "layers.0.dense1.weight", "layers.0.dense1.bias", "layers.0.dense2.weight",
        "layers.0.dense2.bias", "layers.0.norm1.gamma", "layers.0.norm1.beta",
        "layers.0.norm2.gamma", "layers.0.norm2.beta"]
    assert names[-2:] == ["norm.gamma", "norm.beta"] and len(names) == 26
    layer = enc.layers[1]
    assert (layer.d_model, layer.nhead, layer.dim_feedforward, layer.dropout_num,
            layer.layernorm_eps, layer.batch_first, layer.norm_first) == \
        (8, 2, 16, 0.1, 1e-5, False, False)
    assert layer.activation is ms.ops.relu and enc.num_layers == 2
    dec = nn.TransformerDecoderLayer(8, 2, 16)
    assert [n for n, _ in dec.name_cells().items()] == [
        "self_attn", "multihead_attn", "dense1", "dropout", "dense2", "norm1", "norm2",
        "norm3", "dropout1", "dropout2", "dropout3"]
    assert isinstance(nn.TransformerEncoderLayer(8, 2, activation=nn.GELU()).activation, nn.GELU)
    with pytest.raises(ValueError):
        nn.TransformerEncoderLayer(8, 2, activation="tanh")
    with pytest.raises(ValueError):
        nn.TransformerEncoderLayer(8, 2, activation=nn.Tanh())
    tr = nn.Transformer(8, 2, 1, 1, 16, batch_first=True)
    assert all(k in dict(tr.name_cells()) for k in ("encoder", "decoder"))
    with pytest.raises(ValueError):
        tr(ms.Tensor(SRC), ms.Tensor(np.ones((2, 4, 6), np.float32)))
    with pytest.raises(AssertionError):
        tr.encoder(ms.Tensor(SRC), src_key_padding_mask=ms.Tensor(np.zeros((2, 5), np.int32)))


def test_unbatched_inputs(mode):
    """2-d (L, E) inputs run as a batch of one and come back 2-d (MindSpore's shapes)."""
    mha = nn.MultiheadAttention(8, 2)
    q = SRC[0]
    out, w = mha(ms.Tensor(q), ms.Tensor(q), ms.Tensor(q),
                 key_padding_mask=ms.Tensor(KPM[0]))
    q3 = ms.Tensor(q[:, None])
    out3, w3 = mha(q3, q3, q3, key_padding_mask=ms.Tensor(KPM[:1]))
    assert out.shape == (5, 8) and w.shape == (5, 5)
    np.testing.assert_allclose(out.asnumpy(), out3.asnumpy()[:, 0], rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(w.asnumpy(), w3.asnumpy()[0], rtol=1e-6, atol=1e-6)
    tr = nn.Transformer(8, 2, 1, 1, 16)
    assert tr(ms.Tensor(q), ms.Tensor(TGT[0])).shape == (4, 8)


def test_stacks_are_made_of_the_base_layer_class_as_2_10():
    """2.10 builds the stack's layers as TransformerEncoderLayer/TransformerDecoderLayer from the
    given layer's settings, whatever subclass (and ``__init__`` signature) it is (measured)."""
    class Enc(nn.TransformerEncoderLayer):
        def __init__(self, d):
            super().__init__(d, 2, 2 * d, dropout=0.0)

    class Dec(nn.TransformerDecoderLayer):
        def __init__(self, d):
            super().__init__(d, 2, 2 * d, dropout=0.0)
    enc, dec = nn.TransformerEncoder(Enc(8), 2), nn.TransformerDecoder(Dec(8), 2)
    assert [type(m) for m in enc.layers] == [nn.TransformerEncoderLayer] * 2
    assert type(dec.layers[1]) is nn.TransformerDecoderLayer
    assert enc.layers[0].dim_feedforward == 16
