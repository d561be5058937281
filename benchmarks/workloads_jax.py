"""The workloads written by hand in plain JAX: the baselines (eager and ``jax.jit``).

Each ``build_*`` takes the size config and a ``jit`` flag and returns a no-argument step; a
jitted step also has ``xla_flops()``, XLA's flop count of one step (the FLOP floor's numerator). The
computations mirror what the minicell versions (``workloads_ms``) do with MindSpore's layers:
Dense stores its weight as ``(out, in)``, Conv2d has no bias, LayerNorm's epsilon is 1e-7,
BatchNorm uses batch statistics and updates moving averages with momentum 0.9, SGD is plain
``p - lr * g``, the loss is mean softmax cross-entropy with integer labels. float32 throughout.

>>> from benchmarks.workloads import TINY
>>> step = build_mlp_forward(TINY, jit=True)
>>> step().shape
(2, 10)
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .data import (LR, chain_inputs, decode_sizes, lenet_batch, lenet_side, mlp_batch,
                   mobilenet_arch, mobilenet_batch, resnet_arch, resnet_batch, tf_batch)
from .floor import xla_flops


def _rand(rng, *shape, scale=None):
    scale = scale if scale is not None else 1.0 / np.sqrt(shape[-1] if len(shape) > 1 else 1)
    return jnp.asarray((rng.standard_normal(shape) * scale).astype(np.float32))


def _dense_params(rng, n_in, n_out):
    return {"w": _rand(rng, n_out, n_in), "b": jnp.zeros((n_out,), jnp.float32)}


def _dense(p, x):
    return x @ p["w"].T + p["b"]


def _xent(logits, labels):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))


def _sgd(params, grads):
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)


def _train_step_fn(loss_fn, jit):
    """(params, *batch) -> (loss, new params): value_and_grad + SGD, jitted or op by op."""
    def step(params, *batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        return loss, _sgd(params, grads)
    return jax.jit(step, donate_argnums=0) if jit else step


def _stateful(step_fn, params, *batch):
    """Wrap a (params, *batch) -> (out, params) step so that params carry across calls."""
    state = {"params": params}

    def step():
        out, state["params"] = step_fn(state["params"], *batch)
        return out
    if hasattr(step_fn, "lower"):
        step.xla_flops = lambda: xla_flops(step_fn, state["params"], *batch)
    return step


def _call(f, *args):
    """A no-argument step calling ``f(*args)``; a jitted ``f``'s step can count its flops."""
    def step():
        return f(*args)
    if hasattr(f, "lower"):
        step.xla_flops = lambda: xla_flops(f, *args)
    return step


# ---- 1. op chain ------------------------------------------------------------------------------
CHAIN_CYCLE = ("add", "mul", "neg", "sub")   # x+b, x*w, -x, x-b: stays bounded for any length


def _chain(x, b, w, n, add, mul, neg, sub):
    for i in range(n // 4):
        x = add(x, b)
        x = mul(x, w)
        x = neg(x)
        x = sub(x, b)
    return x


def build_op_chain(cfg, jit):
    x, b, w = (jnp.asarray(a) for a in chain_inputs(cfg))
    n = cfg.chain_len
    if jit:
        f = jax.jit(lambda x, b, w: _chain(x, b, w, n, jnp.add, jnp.multiply, jnp.negative,
                                           jnp.subtract))
        return _call(f, x, b, w)
    return lambda: _chain(x, b, w, n, jnp.add, jnp.multiply, jnp.negative, jnp.subtract)


def build_op_chain_jit_per_op(cfg):
    """The same chain as one cached ``jax.jit`` call per op: the per-op target's reference."""
    x, b, w = (jnp.asarray(a) for a in chain_inputs(cfg))
    ops = [jax.jit(f) for f in (jnp.add, jnp.multiply, jnp.negative, jnp.subtract)]
    return lambda: _chain(x, b, w, cfg.chain_len, *ops)


# ---- 2/3. MLP ---------------------------------------------------------------------------------
def _mlp_params(cfg):
    rng = np.random.default_rng(0)
    dims = cfg.mlp_dims
    return [_dense_params(rng, a, b) for a, b in zip(dims[:-1], dims[1:])]


def _mlp(params, x):
    for p in params[:-1]:
        x = jax.nn.relu(_dense(p, x))
    return _dense(params[-1], x)


def build_mlp_forward(cfg, jit):
    params = _mlp_params(cfg)
    x = jnp.asarray(mlp_batch(cfg)[0])
    return _call(jax.jit(_mlp) if jit else _mlp, params, x)


def build_mlp_decode(cfg, jit):
    return build_mlp_forward(decode_sizes(cfg), jit)


def build_mlp_train(cfg, jit):
    x, y = (jnp.asarray(a) for a in mlp_batch(cfg))
    step = _train_step_fn(lambda p, x, y: _xent(_mlp(p, x), y), jit)
    return _stateful(step, _mlp_params(cfg), x, y)


# ---- 4. LeNet-5 -------------------------------------------------------------------------------
def _conv(x, w, stride=1, padding="VALID", nhwc=False, groups=1):
    dn = ("NHWC", "HWIO", "NHWC") if nhwc else ("NCHW", "OIHW", "NCHW")
    return lax.conv_general_dilated(x, w, (stride, stride), padding, dimension_numbers=dn,
                                    feature_group_count=groups)


def _maxpool2(x, nhwc=False):
    win = (1, 2, 2, 1) if nhwc else (1, 1, 2, 2)
    return lax.reduce_window(x, -jnp.inf, lax.max, win, win, "VALID")


def _conv_w(rng, c_out, c_in, k, nhwc):
    w = _rand(rng, c_out, c_in, k, k, scale=1.0 / np.sqrt(c_in * k * k))
    return jnp.transpose(w, (2, 3, 1, 0)) if nhwc else w


def _lenet_params(cfg, nhwc):
    rng = np.random.default_rng(0)
    flat = 16 * lenet_side(cfg) ** 2
    return {"c1": _conv_w(rng, 6, 1, 5, nhwc), "c2": _conv_w(rng, 16, 6, 5, nhwc),
            "f1": _dense_params(rng, flat, 120), "f2": _dense_params(rng, 120, 84),
            "f3": _dense_params(rng, 84, 10)}


def _lenet(p, x, nhwc=False):
    x = _maxpool2(jax.nn.relu(_conv(x, p["c1"], nhwc=nhwc)), nhwc)
    x = _maxpool2(jax.nn.relu(_conv(x, p["c2"], nhwc=nhwc)), nhwc)
    if nhwc:   # flatten in NCHW order so the Dense weights mean the same thing
        x = jnp.transpose(x, (0, 3, 1, 2))
    x = x.reshape(x.shape[0], -1)
    x = jax.nn.relu(_dense(p["f1"], x))
    x = jax.nn.relu(_dense(p["f2"], x))
    return _dense(p["f3"], x)


def build_lenet_train(cfg, jit, nhwc=False):
    x, y = (jnp.asarray(a) for a in lenet_batch(cfg, nhwc))
    step = _train_step_fn(lambda p, x, y: _xent(_lenet(p, x, nhwc), y), jit)
    return _stateful(step, _lenet_params(cfg, nhwc), x, y)


# ---- 5. pre-LN transformer encoder block ------------------------------------------------------
def _layernorm(p, x, eps=1e-7):
    mean = jnp.mean(x, -1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), -1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + eps) * p["g"] + p["b"]


def _mha(p, x, heads):
    b, s, d = x.shape
    qkv = x @ p["in_w"].T + p["in_b"]                       # (b, s, 3d), as MindSpore packs it
    q, k, v = jnp.split(qkv, 3, axis=-1)

    def split(t):
        return t.reshape(b, s, heads, d // heads).transpose(0, 2, 1, 3)
    q, k, v = split(q), split(k), split(v)
    att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / float(np.sqrt(d // heads)), axis=-1)
    o = (att @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    return o @ p["out_w"].T + p["out_b"]


def _block(p, x, heads):
    x = x + _mha(p["attn"], _layernorm(p["ln1"], x), heads)
    h = _layernorm(p["ln2"], x)
    return x + _dense(p["ff2"], jax.nn.relu(_dense(p["ff1"], h)))


def _block_params(cfg):
    rng = np.random.default_rng(0)
    d, f = cfg.tf_dim, cfg.tf_ffn
    ln = lambda: {"g": jnp.ones((d,), jnp.float32), "b": jnp.zeros((d,), jnp.float32)}  # noqa: E731
    return {"ln1": ln(), "ln2": ln(),
            "attn": {"in_w": _rand(rng, 3 * d, d), "in_b": jnp.zeros((3 * d,), jnp.float32),
                     "out_w": _rand(rng, d, d), "out_b": jnp.zeros((d,), jnp.float32)},
            "ff1": _dense_params(rng, d, f), "ff2": _dense_params(rng, f, d)}


def build_transformer_fwd_bwd(cfg, jit):
    params = _block_params(cfg)
    x = jnp.asarray(tf_batch(cfg))
    f = jax.value_and_grad(lambda p, x: jnp.mean(_block(p, x, cfg.tf_heads)))
    return _call(jax.jit(f) if jit else f, params, x)


# ---- 6. small ResNet --------------------------------------------------------------------------
def _bn(p, s, x, nhwc, eps=1e-5, momentum=0.9):
    axes = (0, 1, 2) if nhwc else (0, 2, 3)
    shape = (1, 1, 1, -1) if nhwc else (1, -1, 1, 1)
    mean = jnp.mean(x, axes)
    var = jnp.var(x, axes)
    y = (x - mean.reshape(shape)) * lax.rsqrt(var.reshape(shape) + eps)
    y = y * p["g"].reshape(shape) + p["b"].reshape(shape)
    n = x.size // mean.size
    new_s = {"mean": momentum * s["mean"] + (1 - momentum) * mean,
             "var": momentum * s["var"] + (1 - momentum) * var * n / (n - 1)}
    return y, new_s


def _bn_init(c):
    """A BatchNorm's (params, state): scale 1, shift 0, moving mean 0 and variance 1."""
    return ({"g": jnp.ones((c,), jnp.float32), "b": jnp.zeros((c,), jnp.float32)},
            {"mean": jnp.zeros((c,), jnp.float32), "var": jnp.ones((c,), jnp.float32)})


def _bn_train(forward, params_state, x, y, jit):
    """The SGD training step of a BatchNorm network ``forward(p, s, x) -> (logits, new s)``,
    its moving statistics carried across calls with the parameters."""
    def loss_fn(p, s, x, y):
        logits, new_s = forward(p, s, x)
        return _xent(logits, y), new_s

    def step(ps, x, y):
        p, s = ps
        (loss, new_s), grads = jax.value_and_grad(loss_fn, has_aux=True)(p, s, x, y)
        return loss, (_sgd(p, grads), new_s)
    step = jax.jit(step, donate_argnums=0) if jit else step
    return _stateful(step, params_state, x, y)


def _resnet_init(cfg, nhwc):
    rng = np.random.default_rng(0)
    bn = _bn_init
    params, state = {}, {}
    c0 = cfg.rn_widths[0]
    params["stem"], (params["stem_bn"], state["stem_bn"]) = _conv_w(rng, c0, 3, 3, nhwc), bn(c0)
    for i, (ci, co, st) in enumerate(resnet_arch(cfg)):
        params[f"b{i}c1"], (params[f"b{i}n1"], state[f"b{i}n1"]) = _conv_w(rng, co, ci, 3, nhwc), bn(co)
        params[f"b{i}c2"], (params[f"b{i}n2"], state[f"b{i}n2"]) = _conv_w(rng, co, co, 3, nhwc), bn(co)
        if st != 1 or ci != co:
            params[f"b{i}sc"], (params[f"b{i}sn"], state[f"b{i}sn"]) = _conv_w(rng, co, ci, 1, nhwc), bn(co)
    params["fc"] = _dense_params(rng, cfg.rn_widths[-1], 10)
    return params, state


def _resnet(p, s, x, cfg, nhwc):
    new = {}
    conv = functools.partial(_conv, padding="SAME", nhwc=nhwc)

    def bn(name, x):
        y, new[name] = _bn(p[name], s[name], x, nhwc)
        return y
    x = jax.nn.relu(bn("stem_bn", conv(x, p["stem"])))
    for i, (ci, co, st) in enumerate(resnet_arch(cfg)):
        h = jax.nn.relu(bn(f"b{i}n1", conv(x, p[f"b{i}c1"], st)))
        h = bn(f"b{i}n2", conv(h, p[f"b{i}c2"]))
        sc = bn(f"b{i}sn", conv(x, p[f"b{i}sc"], st)) if f"b{i}sc" in p else x
        x = jax.nn.relu(h + sc)
    x = jnp.mean(x, (1, 2) if nhwc else (2, 3))
    return _dense(p["fc"], x), new


def build_resnet_train(cfg, jit, nhwc=False):
    x, y = (jnp.asarray(a) for a in resnet_batch(cfg, nhwc))
    return _bn_train(lambda p, s, x: _resnet(p, s, x, cfg, nhwc), _resnet_init(cfg, nhwc),
                     x, y, jit)


# ---- 8. MobileNetV2-style network ---------------------------------------------------------------
def _mobilenet_init(cfg):
    rng = np.random.default_rng(0)
    params, state = {}, {}

    def layer(name, c_out, c_in, k):
        params[name] = _conv_w(rng, c_out, c_in, k, False)
        params[name + "n"], state[name + "n"] = _bn_init(c_out)
    layer("stem", cfg.mb_widths[0], 3, 3)
    for i, (ci, co, _) in enumerate(mobilenet_arch(cfg)):
        hidden = ci * cfg.mb_expand
        layer(f"b{i}e", hidden, ci, 1)
        layer(f"b{i}d", hidden, 1, 3)          # depthwise: one input channel per group
        layer(f"b{i}p", co, hidden, 1)
    params["fc"] = _dense_params(rng, cfg.mb_widths[-1], 10)
    return params, state


def _mobilenet(p, s, x, cfg):
    new = {}

    def layer(name, x, stride=1, groups=1, act=True):
        y = _conv(x, p[name], stride, "SAME", groups=groups)
        y, new[name + "n"] = _bn(p[name + "n"], s[name + "n"], y, False)
        return jax.nn.relu6(y) if act else y
    x = layer("stem", x)
    for i, (ci, co, st) in enumerate(mobilenet_arch(cfg)):
        h = layer(f"b{i}e", x)
        h = layer(f"b{i}d", h, st, groups=h.shape[1])
        h = layer(f"b{i}p", h, act=False)
        x = x + h if st == 1 and ci == co else h
    return _dense(p["fc"], jnp.mean(x, (2, 3))), new


def build_mobilenet_train(cfg, jit):
    x, y = (jnp.asarray(a) for a in mobilenet_batch(cfg))
    return _bn_train(lambda p, s, x: _mobilenet(p, s, x, cfg), _mobilenet_init(cfg), x, y, jit)
