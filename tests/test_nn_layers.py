"""nn layers vs plain jax.numpy references, in PYNATIVE_MODE and GRAPH_MODE: outputs and the
gradients w.r.t. the input and every trainable Parameter; MindSpore's names, shapes, defaults
and a few outputs recorded from MindSpore 2.10."""
import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

from op_cases_nn import _lstm_ref

from conftest import MODES


def _x(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


class _Proj(nn.Cell):
    """sum(cell(x) * w): a scalar whose gradient exercises every output element."""

    def __init__(self, cell, w):
        super().__init__(auto_prefix=False)
        self.cell = cell
        self.w = ms.Tensor(w)

    def construct(self, x):
        return ops.sum(self.cell(x) * self.w)


def _conv(x, w, stride, pads, dilation=(1, 1), groups=1):
    return jax.lax.conv_general_dilated(x, w, stride, pads, rhs_dilation=dilation,
                                        feature_group_count=groups,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))


def _bn2(x, p):
    return x * p["gamma"][:, None, None] + p["beta"][:, None, None]


# (id, factory, input shape, reference(params, x); params: {attribute name: array})
LAYERS = [
    ("dense", lambda: nn.Dense(5, 3), (4, 5), lambda p, x: x @ p["weight"].T + p["bias"]),
    ("dense_relu_3d", lambda: nn.Dense(5, 3, activation="relu"), (2, 4, 5),
     lambda p, x: jax.nn.relu(x @ p["weight"].T + p["bias"])),
    ("dense_nobias", lambda: nn.Dense(5, 3, has_bias=False), (4, 5),
     lambda p, x: x @ p["weight"].T),
    ("conv_same_s2", lambda: nn.Conv2d(3, 4, 3, stride=2, has_bias=True), (2, 3, 7, 7),
     lambda p, x: _conv(x, p["weight"], (2, 2), ((1, 1), (1, 1)))
     + p["bias"][:, None, None]),
    ("conv_same_even", lambda: nn.Conv2d(3, 4, 4), (1, 3, 6, 6),
     lambda p, x: _conv(x, p["weight"], (1, 1), ((1, 2), (1, 2)))),
    ("conv_valid", lambda: nn.Conv2d(3, 4, (3, 2), pad_mode="valid"), (2, 3, 6, 5),
     lambda p, x: _conv(x, p["weight"], (1, 1), ((0, 0), (0, 0)))),
    ("conv_pad4_dil_group", lambda: nn.Conv2d(4, 6, 3, pad_mode="pad", padding=(1, 2, 0, 1),
                                              dilation=2, group=2), (1, 4, 8, 8),
     lambda p, x: _conv(x, p["weight"], (1, 1), ((1, 2), (0, 1)), (2, 2), 2)),
    ("conv1d", lambda: nn.Conv1d(3, 4, 3, pad_mode="pad", padding=1, has_bias=True), (2, 3, 9),
     lambda p, x: _conv(x[:, :, None], p["weight"], (1, 1), ((0, 0), (1, 1)))[:, :, 0]
     + p["bias"][:, None]),
    ("conv_transpose_same", lambda: nn.Conv2dTranspose(4, 6, 3, stride=2), (1, 4, 5, 5),
     lambda p, x: jax.vjp(lambda y: _conv(y, p["weight"], (2, 2), ((0, 1), (0, 1))),
                          jnp.zeros((1, 6, 10, 10), jnp.float32))[1](x)[0]),
    ("conv_transpose_pad_op", lambda: nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode="pad",
                                                         padding=1, output_padding=1),
     (1, 4, 5, 5),      # 2.10 appends output_padding as zeros (measured, fuzz24)
     lambda p, x: jnp.pad(jax.vjp(lambda y: _conv(y, p["weight"], (2, 2), ((1, 1), (1, 1))),
                                  jnp.zeros((1, 6, 9, 9), jnp.float32))[1](x)[0],
                          ((0, 0), (0, 0), (0, 1), (0, 1)))),
    ("layernorm", lambda: nn.LayerNorm((6,)), (3, 4, 6),
     lambda p, x: (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-7)
     * p["gamma"] + p["beta"]),
    ("layernorm_2axes", lambda: nn.LayerNorm((4, 6), begin_norm_axis=1, begin_params_axis=1),
     (3, 4, 6),
     lambda p, x: (x - x.mean((1, 2), keepdims=True))
     / jnp.sqrt(x.var((1, 2), keepdims=True) + 1e-7) * p["gamma"] + p["beta"]),
    ("groupnorm", lambda: nn.GroupNorm(2, 4), (2, 4, 3, 3),
     lambda p, x: _bn2(((x.reshape(2, 2, -1) - x.reshape(2, 2, -1).mean(2, keepdims=True))
                        / jnp.sqrt(x.reshape(2, 2, -1).var(2, keepdims=True) + 1e-5))
                       .reshape(x.shape), p)),
    ("bn2d_eval", lambda: nn.BatchNorm2d(3), (2, 3, 4, 4),
     lambda p, x: _bn2(x / jnp.sqrt(1 + 1e-5), p)),
    ("relu", nn.ReLU, (3, 5), lambda p, x: jax.nn.relu(x)),
    ("relu6", nn.ReLU6, (3, 5), lambda p, x: jnp.clip(x, 0, 6)),
    ("gelu_tanh", nn.GELU, (3, 5), lambda p, x: jax.nn.gelu(x, approximate=True)),
    ("gelu_erf", lambda: nn.GELU(approximate=False), (3, 5),
     lambda p, x: jax.nn.gelu(x, approximate=False)),
    ("silu", nn.SiLU, (3, 5), lambda p, x: jax.nn.silu(x)),
    ("sigmoid", nn.Sigmoid, (3, 5), lambda p, x: jax.nn.sigmoid(x)),
    ("tanh", nn.Tanh, (3, 5), lambda p, x: jnp.tanh(x)),
    ("softmax", lambda: nn.Softmax(axis=0), (3, 5), lambda p, x: jax.nn.softmax(x, 0)),
    ("logsoftmax", nn.LogSoftmax, (3, 5), lambda p, x: jax.nn.log_softmax(x, -1)),
    ("leakyrelu", lambda: nn.LeakyReLU(0.1), (3, 5), lambda p, x: jnp.where(x > 0, x, 0.1 * x)),
    ("elu", nn.ELU, (3, 5), lambda p, x: jax.nn.elu(x)),
    ("maxpool", lambda: nn.MaxPool2d(2, 2), (2, 3, 6, 6),
     lambda p, x: x.reshape(2, 3, 3, 2, 3, 2).max((3, 5))),
    ("avgpool", lambda: nn.AvgPool2d(2, 2), (2, 3, 6, 6),
     lambda p, x: x.reshape(2, 3, 3, 2, 3, 2).mean((3, 5))),
    ("adaptive_avg", lambda: nn.AdaptiveAvgPool2d((2, 3)), (2, 3, 4, 6),
     lambda p, x: x.reshape(2, 3, 2, 2, 3, 2).mean((3, 5))),
    ("adaptive_max_uneven", lambda: nn.AdaptiveMaxPool2d(2), (1, 2, 5, 3),
     lambda p, x: jnp.stack([jnp.stack([x[:, :, a:b, c:d].max((2, 3))
                                        for c, d in ((0, 2), (1, 3))], -1)
                             for a, b in ((0, 3), (2, 5))], -2)),
    ("flatten", nn.Flatten, (2, 3, 4), lambda p, x: x.reshape(2, 12)),
    ("identity", nn.Identity, (2, 3), lambda p, x: x),
    ("dropout_eval", lambda: nn.Dropout(p=0.5), (4, 4), lambda p, x: x),
]


def _named(cell):
    return {name.split(".")[-1] if "." not in name else name: p
            for name, p in cell.parameters_and_names()}


# GRAPH_MODE runs of these in the default (fast) suite; the others are marked slow.
_GRAPH_FAST = {"dense_relu_3d", "conv_same_s2", "conv_transpose_pad_op", "layernorm_2axes",
               "bn2d_eval", "maxpool", "adaptive_max_uneven", "softmax", "dropout_eval"}
_CASES = [pytest.param(m.values[0], c, id=f"{m.id}-{c[0]}",
                       marks=[pytest.mark.slow] if m.id == "graph" and c[0] not in _GRAPH_FAST
                       else [])
          for m in MODES for c in LAYERS]


@pytest.mark.parametrize("run_mode,case", _CASES)
def test_layer_forward_and_grad_match_reference(run_mode, case):
    ms.set_context(mode=run_mode)
    try:
        _check_layer(case)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _check_layer(case):
    _, factory, shape, ref = case
    ms.set_seed(1)
    cell = factory()
    x = _x(*shape)
    params = {k: p.asnumpy() for k, p in _named(cell).items()}
    # the references run jitted: one XLA compile each instead of one per jnp op
    want = np.asarray(jax.jit(ref)({k: jnp.asarray(v) for k, v in params.items()},
                                   jnp.asarray(x)))
    got = cell(ms.Tensor(x)).asnumpy()
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)

    # gradients of sum(out * w) w.r.t. x and every trainable Parameter
    w = _x(*want.shape, seed=2)
    trainable = [p for p in cell.trainable_params()]
    names = [k for k, p in _named(cell).items() if p.requires_grad]
    dx, dws = ms.grad(_Proj(cell, w), grad_position=0, weights=trainable)(ms.Tensor(x))

    def loss(ps, xx):
        full = dict(params, **ps)
        return jnp.sum(ref(full, xx) * w)
    ref_dp, ref_dx = jax.jit(jax.grad(loss, argnums=(0, 1)))(
        {k: jnp.asarray(params[k]) for k in names}, jnp.asarray(x))
    np.testing.assert_allclose(dx.asnumpy(), ref_dx, rtol=1e-4, atol=1e-4)
    for name, g in zip(names, dws):
        np.testing.assert_allclose(g.asnumpy(), ref_dp[name], rtol=1e-4, atol=1e-4,
                                   err_msg=name)


# ---- values recorded from MindSpore 2.10 -------------------------------------------------------
_A = np.arange(25, dtype=np.float32).reshape(1, 1, 5, 5)
MS_POOL = [
    (lambda: nn.AvgPool2d(2, 2, pad_mode="same"),
     [[3., 5., 6.5], [13., 15., 16.5], [20.5, 22.5, 24.]]),
    (lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1),
     [[1.3333334, 3., 2.6666667], [7., 12., 9.], [8., 13., 9.333333]]),
    (lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False,
                          ceil_mode=True),
     [[3., 4.5, 6.], [10.5, 12., 13.5], [18., 19.5, 21.]]),
    (lambda: nn.MaxPool2d(2, 2, pad_mode="same"), [[6., 8., 9.], [16., 18., 19.], [21., 23., 24.]]),
]


@pytest.mark.parametrize("i", range(len(MS_POOL)))
def test_pooling_matches_mindspore(mode, i):
    factory, want = MS_POOL[i]
    got = factory()(ms.Tensor(_A)).asnumpy()[0, 0]
    np.testing.assert_allclose(got, np.array(want, np.float32), rtol=1e-6)


def test_conv_seed_example_with_tensor_init(mode):
    # seed 003: Conv2d(3, 64, 3, weight_init=ones Tensor) on ones -> 12/18/27 pattern
    weight = ms.Tensor(np.ones([64, 3, 3, 3]), dtype=ms.float32)
    net = nn.Conv2d(3, 64, 3, weight_init=weight)
    out = net(ms.Tensor(np.ones([1, 3, 16, 50], dtype=np.float32))).asnumpy()
    assert out.shape == (1, 64, 16, 50)
    np.testing.assert_array_equal(out[0, 0, :2, :3], [[12., 18., 18.], [18., 27., 27.]])
    np.testing.assert_array_equal(out[0, 5, -1, -2:], [18., 12.])


@pytest.mark.parametrize("pad_mode,padding,op,want", [
    ("same", 0, 0, (10, 10)), ("valid", 0, 0, (11, 11)), ("pad", 1, 0, (9, 9)),
    ("pad", 1, 1, (10, 10))])
def test_conv_transpose_output_sizes_match_mindspore(pad_mode, padding, op, want):
    net = nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode=pad_mode, padding=padding,
                             output_padding=op)
    assert net(ms.Tensor(np.ones((1, 4, 5, 5), np.float32))).shape == (1, 6) + want
    assert nn.Conv2dTranspose(4, 6, 1, stride=3)(ms.Tensor(np.ones((1, 4, 5, 5), np.float32))) \
        .shape == (1, 6, 15, 15)


# ---- BatchNorm statistics --------------------------------------------------------------------------
def test_batchnorm_training_updates_moving_stats(mode):
    bn = nn.BatchNorm2d(3, momentum=0.8)
    bn.set_train(True)
    mean, var = np.zeros(3), np.ones(3)
    for step in range(3):
        x = _x(4, 3, 2, 2, seed=step) * (step + 1) + step
        out = bn(ms.Tensor(x)).asnumpy()
        bm, bv = x.mean((0, 2, 3)), x.var((0, 2, 3))
        want = (x - bm[None, :, None, None]) / np.sqrt(bv[None, :, None, None] + 1e-5)
        np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-4)
        mean = 0.8 * mean + 0.2 * bm
        var = 0.8 * var + 0.2 * x.var((0, 2, 3), ddof=1)
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), var, rtol=1e-5, atol=1e-6)
    bn.set_train(False)
    x = _x(2, 3, 2, 2, seed=9)
    want = (x - mean[None, :, None, None]) / np.sqrt(var[None, :, None, None] + 1e-5)
    np.testing.assert_allclose(bn(ms.Tensor(x)).asnumpy(), want, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), mean, rtol=1e-5, atol=1e-6)


def test_batchnorm1d_matches_mindspore_values():
    bn = nn.BatchNorm1d(2)
    bn.set_train()
    out = bn(ms.Tensor(np.array([[1., 2.], [3., 5.], [4., 9.]], np.float32))).asnumpy()
    np.testing.assert_allclose(out[:, 0], [-1.3363018, 0.26726028, 1.0690414], rtol=1e-5)
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), [0.26666668, 0.53333336], rtol=1e-6)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), [1.1333333, 2.1333334], rtol=1e-6)


# ---- Dropout ----------------------------------------------------------------------------------------
def test_dropout_trains_only_when_set_train(mode):
    x = ms.Tensor(np.ones((200, 50), np.float32))
    drop = nn.Dropout(p=0.3)
    np.testing.assert_array_equal(drop(x).asnumpy(), 1.0)
    drop.set_train(True)
    ms.set_seed(3)
    a = drop(x).asnumpy()
    b = drop(x).asnumpy()
    assert set(np.unique(a)) <= {0.0, np.float32(1 / 0.7)}
    assert abs((a == 0).mean() - 0.3) < 0.02
    assert not np.array_equal(a, b), "each call draws a fresh mask"
    ms.set_seed(3)
    np.testing.assert_array_equal(drop(x).asnumpy(), a)       # reproducible after set_seed


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_dropout_keep_prob_and_dropout2d():
    assert nn.Dropout(keep_prob=0.8).keep_prob == 0.8
    assert "keep_prob=0.8" in repr(nn.Dropout(keep_prob=0.8))
    assert "p=0.2" in repr(nn.Dropout(p=0.2))
    assert abs(nn.Dropout(p=0.2).p - 0.2) < 1e-12
    with pytest.raises(ValueError, match="'p'"):
        nn.Dropout(p=1.0)
    d = nn.Dropout2d(p=0.5).set_train()
    out = d(ms.Tensor(np.ones((8, 16, 3, 3), np.float32))).asnumpy()
    per_channel = out.reshape(8, 16, 9)
    assert (per_channel.min(-1) == per_channel.max(-1)).all(), "whole channels are dropped"
    out, mask = ops.Dropout2D(keep_prob=0.5)(ms.Tensor(np.ones((2, 4, 2, 2), np.float32)))
    assert mask.dtype == ms.bool_ and mask.shape == (2, 4, 2, 2)


# ---- names, shapes, defaults ------------------------------------------------------------------------
def test_parameter_names_and_shapes_match_mindspore():
    class MyCell(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net

        def construct(self, x):
            return self.net(x)
    assert repr(MyCell(nn.Conv2d(120, 240, 4, has_bias=False)).trainable_params()) == \
        "[Parameter (name=net.weight, shape=(240, 120, 4, 4), dtype=Float32, requires_grad=True)]"
    assert [(p.name, p.shape) for p in nn.Dense(2, 1).get_parameters()] == \
        [("weight", (1, 2)), ("bias", (1,))]
    assert nn.Conv1d(4, 6, 3, group=2).weight.shape == (6, 2, 1, 3)
    assert nn.Conv2dTranspose(4, 6, 3, group=2).weight.shape == (4, 3, 3, 3)
    bn = nn.BatchNorm2d(4)
    assert [(p.name, p.requires_grad) for p in bn.get_parameters()] == [
        ("mean", False), ("variance", False), ("gamma", True), ("beta", True)]  # 2.10's
    lstm = nn.LSTM(3, 4, num_layers=2)
    assert [(p.name, p.shape) for p in lstm.get_parameters()][:4] == [     # MindSpore's order
        ("weight_ih_l0", (16, 3)), ("weight_ih_l1", (16, 4)), ("weight_hh_l0", (16, 4)),
        ("weight_hh_l1", (16, 4))]
    mha = nn.MultiheadAttention(8, 2)
    assert [(p.name, p.shape) for p in mha.get_parameters()] == [
        ("in_proj_weight", (24, 8)), ("in_proj_bias", (24,)), ("out_proj.weight", (8, 8)),
        ("out_proj.bias", (8,))]


def test_default_initialisation_follows_mindspore():
    ms.set_seed(0)
    d = nn.Dense(400, 300)
    bound = 1 / math.sqrt(400)        # HeUniform(sqrt(5)) and Uniform(1/sqrt(fan_in))
    w, b = d.weight.asnumpy(), d.bias.asnumpy()
    assert np.abs(w).max() <= bound + 1e-7 and np.abs(w).max() > 0.9 * bound
    assert np.abs(b).max() <= bound + 1e-7 and np.abs(b).std() > 0
    c = nn.Conv2d(3, 8, 3)
    assert c.bias is None and c.has_bias is False and c.pad_mode == "same"
    e = nn.Embedding(50, 20, padding_idx=0)
    assert abs(e.embedding_table.asnumpy()[1:].std() - 0.01) < 0.002
    np.testing.assert_array_equal(e.embedding_table.asnumpy()[0], 0)
    from minicell.common.initializer import Normal
    assert abs(nn.Dense(300, 300, weight_init=Normal(0.2)).weight.asnumpy().std() - 0.2) < 0.01
    assert (nn.Dense(3, 2, weight_init="ones", bias_init="zeros").weight.asnumpy() == 1).all()


@pytest.mark.parametrize("make,err", [
    (lambda: nn.Conv2d(3, 4, 3, padding=1), ValueError),          # padding needs pad_mode='pad'
    (lambda: nn.Conv2d(3, 4, 3, pad_mode="full"), ValueError),
    (lambda: nn.Conv2d(3, 4, 3, group=2), ValueError),
    (lambda: nn.Dense(0, 3), ValueError),
    (lambda: nn.MaxPool2d(2, padding=1), ValueError),
    (lambda: nn.Dense(3, 2, weight_init=ms.Tensor(np.ones((3, 2), np.float32))), ValueError),
])
def test_bad_arguments_raise(make, err):
    with pytest.raises(err):
        make()


def test_conv_channel_mismatch_names_layer():
    # 2.10's text (cc3601a, measured)
    with pytest.raises(ValueError, match="For 'Conv2D', 'C_in' of input 'x' shape divide by "
                                         "parameter 'group' must be equal to 'C_in' of input "
                                         "'weight' shape: 3, but got 'C_in' of input 'x' shape: 5"):
        nn.Conv2d(3, 4, 3)(ms.Tensor(np.ones((1, 5, 4, 4), np.float32)))


# ---- Embedding, LSTM, MultiheadAttention ---------------------------------------------------------
def test_embedding_lookup_and_grad(mode):
    e = nn.Embedding(6, 3)
    ids = np.array([[0, 2], [2, 5]], np.int32)
    table = e.embedding_table.asnumpy()
    np.testing.assert_allclose(e(ms.Tensor(ids)).asnumpy(), table[ids])
    g = ms.grad(_Proj(e, np.ones((2, 2, 3), np.float32)), None, e.trainable_params())(
        ms.Tensor(ids))[0].asnumpy()
    np.testing.assert_allclose(g[:, 0], [1, 0, 2, 0, 0, 1])


@pytest.mark.parametrize("num_layers,bidirectional,batch_first", [
    (1, False, False), (2, False, True), (2, True, True)])
def test_lstm_matches_reference(mode, num_layers, bidirectional, batch_first):
    ms.set_seed(0)
    lstm = nn.LSTM(3, 4, num_layers=num_layers, batch_first=batch_first,
                   bidirectional=bidirectional)
    x = _x(2, 5, 3) if batch_first else _x(5, 2, 3)
    out, (h, c) = lstm(ms.Tensor(x))
    p = {n: q.asnumpy() for n, q in lstm.parameters_and_names()}
    seq = x.transpose(1, 0, 2) if batch_first else x
    hs = []
    for layer in range(num_layers):
        outs = []
        for d, sfx in enumerate(["", "_reverse"][:2 if bidirectional else 1]):
            k = f"_l{layer}{sfx}"
            z = np.zeros((2, 4), np.float32)
            o, hn, _ = _lstm_ref(seq, z, z, p["weight_ih" + k], p["weight_hh" + k],
                                 p["bias_ih" + k], p["bias_hh" + k], reverse=bool(d))
            outs.append(o)
            hs.append(hn)
        seq = np.concatenate(outs, -1)
    want = seq.transpose(1, 0, 2) if batch_first else seq
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(h.asnumpy(), np.stack(hs), rtol=1e-5, atol=1e-5)
    assert c.shape == h.shape == (num_layers * (2 if bidirectional else 1), 2, 4)


def _mha_ref(p, q, k, v, heads, mask=None):
    e = q.shape[-1]
    d = e // heads
    wq, wk, wv = np.split(p["in_proj_weight"], 3)
    bq, bk, bv = np.split(p["in_proj_bias"], 3)

    def split(t):                                      # (L, N, E) -> (N, H, L, D)
        return t.reshape(t.shape[0], t.shape[1], heads, d).transpose(1, 2, 0, 3)
    qh, kh, vh = split(q @ wq.T + bq), split(k @ wk.T + bk), split(v @ wv.T + bv)
    s = qh @ kh.transpose(0, 1, 3, 2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, -np.inf, s)
    a = np.exp(s - s.max(-1, keepdims=True))
    a = a / a.sum(-1, keepdims=True)
    o = (a @ vh).transpose(2, 0, 1, 3).reshape(q.shape[0], q.shape[1], e)
    return o @ p["out_proj.weight"].T + p["out_proj.bias"], a.mean(1)


def test_multihead_attention_matches_reference(mode):
    ms.set_seed(0)
    mha = nn.MultiheadAttention(8, 2)
    q, k = _x(4, 3, 8, seed=1), _x(6, 3, 8, seed=2)
    mask = np.triu(np.ones((4, 6), bool), 3)
    out, w = mha(ms.Tensor(q), ms.Tensor(k), ms.Tensor(k), attn_mask=ms.Tensor(mask))
    p = {n: t.asnumpy() for n, t in mha.parameters_and_names()}
    want_o, want_w = _mha_ref(p, q, k, k, 2, mask)
    np.testing.assert_allclose(out.asnumpy(), want_o, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(w.asnumpy(), want_w, rtol=1e-4, atol=1e-5)


# ---- functional forms --------------------------------------------------------------------------
def test_functional_ops_match_references():
    x = _x(2, 3, 5, 6)
    t = ms.Tensor(x)
    w = _x(4, 3, 3, 3, seed=1)
    same = ops.conv2d(t, ms.Tensor(w), padding="same").asnumpy()
    np.testing.assert_allclose(same, _conv(x, w, (1, 1), ((1, 1), (1, 1))), rtol=1e-5,
                               atol=1e-5)
    assert ops.conv2d(t, ms.Tensor(w)).shape == (2, 4, 3, 4)        # functional default: valid
    assert ops.max_pool2d(t, 2, ceil_mode=True).shape == (2, 3, 3, 3)
    assert ops.max_pool2d(t, 2).shape == (2, 3, 2, 3)
    np.testing.assert_allclose(ops.pad(t, (1, 2)).asnumpy(),
                               np.pad(x, ((0, 0), (0, 0), (0, 0), (1, 2))))
    np.testing.assert_allclose(ops.pad(t, (1, 1, 2, 0), mode="reflect").asnumpy(),
                               np.pad(x, ((0, 0), (0, 0), (2, 0), (1, 1)), mode="reflect"))
    ln = ops.layer_norm(t, (6,)).asnumpy()
    np.testing.assert_allclose(ln, (x - x.mean(-1, keepdims=True))
                               / np.sqrt(x.var(-1, keepdims=True) + 1e-5), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(ops.leaky_relu(t, 0.3).asnumpy(), np.where(x > 0, x, 0.3 * x))
    np.testing.assert_allclose(ops.dense(ms.Tensor(x[0, 0]), ms.Tensor(_x(2, 6))).asnumpy(),
                               x[0, 0] @ _x(2, 6).T, rtol=1e-5)


def test_functional_batch_norm_updates_running_stats():
    x = _x(4, 3)
    rm = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="rm")
    rv = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="rv")
    g = ms.Tensor(np.ones(3, np.float32))
    b = ms.Tensor(np.zeros(3, np.float32))
    y = ops.batch_norm(ms.Tensor(x), rm, rv, g, b, training=True, momentum=0.1).asnumpy()
    np.testing.assert_allclose(y, (x - x.mean(0)) / np.sqrt(x.var(0) + 1e-5), rtol=1e-4,
                               atol=1e-5)
    np.testing.assert_allclose(rm.asnumpy(), 0.1 * x.mean(0), rtol=1e-5)
    np.testing.assert_allclose(rv.asnumpy(), 0.9 + 0.1 * x.var(0, ddof=1), rtol=1e-5)
    y = ops.batch_norm(ms.Tensor(x), rm, rv, g, b).asnumpy()       # eval: running stats
    np.testing.assert_allclose(y, (x - rm.asnumpy()) / np.sqrt(rv.asnumpy() + 1e-5), rtol=1e-4)


@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
def test_pad_negative_padding_crops_then_pads(mode):
    """A negative pad crops that side first, the other modes then pad the cropped input
    (MindSpore 2.10's values; was JAX's 'index can't contain negative values')."""
    x = np.arange(12.0, dtype=np.float32).reshape(1, 3, 4)
    out = ops.pad(ms.Tensor(x), (-1, 2, 1, -1), mode=mode).asnumpy()
    np_mode = {"replicate": "edge", "circular": "wrap"}.get(mode, mode)
    np.testing.assert_array_equal(out, np.pad(x[:, :2, 1:], ((0, 0), (1, 0), (0, 2)), np_mode))
    if mode == "reflect":
        assert out[0, 0].tolist() == [5.0, 6.0, 7.0, 6.0, 5.0]
