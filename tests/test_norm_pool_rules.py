"""Hand-written tangent rules of ``batch_norm_train`` and ``max_pool`` (``runtime/primitives/nn.py``).

Both exist for speed (their transposes take fewer passes over the activation than JAX's
derivative of the implementation), so they must give JAX's derivative: BatchNorm's to float32
rounding (a different, shorter formula), max-pool's bit for bit (the same element of each window
is picked, ties included). The forward outputs are untouched by a rule.
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from runtime.registry import freeze_attrs, get_op

RNG_SEED = 7           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)


def _rand(shape, dtype=np.float32, scale=1.0, shift=0.0):
    return jnp.asarray((RNG.standard_normal(shape) * scale + shift).astype(dtype))


def _rule_and_autodiff(name, attrs):
    """The registered op with its rule, and JAX's derivative of the bare implementation."""
    op = get_op(name)
    return op.bind(freeze_attrs(attrs)), functools.partial(op.impl, **attrs)


def _value_vjp_jvp(f, primals, cts, tans):
    """``f``'s outputs, its vjp of ``cts`` and its jvp along ``tans``, as one jitted program (one
    XLA compile, where the same calls made op by op compile every primitive on its own)."""
    def run(primals, cts, tans):
        outs, pull = jax.vjp(f, *primals)
        return outs, pull(cts), jax.jvp(f, primals, tans)[1]
    return jax.jit(run)(primals, cts, tans)


# ---- batch_norm_train ---------------------------------------------------------------------------
BN_CASES = [((4, 3, 5, 6), "NCHW"), ((4, 5, 6, 3), "NHWC"), ((7, 3), "NCHW"),
            ((2, 3, 2, 3, 4), "NCHW")]


@pytest.mark.parametrize("shape, fmt", BN_CASES)
def test_batch_norm_vjp_matches_jax_derivative_on_every_output(shape, fmt):
    rule, plain = _rule_and_autodiff("batch_norm_train", dict(eps=1e-5, data_format=fmt))
    c = shape[-1] if fmt == "NHWC" else shape[1]
    x, g, b = _rand(shape, scale=3.0, shift=1.0), _rand((c,)), _rand((c,))
    # cotangents on y and on the batch statistics (a user may differentiate through them)
    cts = (_rand(shape), _rand((c,)), _rand((c,)))
    tans = (_rand(shape), _rand((c,)), _rand((c,)))
    out1, vjp1, jvp1 = _value_vjp_jvp(rule, (x, g, b), cts, tans)
    out2, vjp2, jvp2 = _value_vjp_jvp(plain, (x, g, b), cts, tans)
    for a, e in zip(out1, out2):                  # the forward is the implementation's own
        np.testing.assert_array_equal(a, e)
    for got, want in zip(vjp1 + jvp1, vjp2 + jvp2):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-6)


def test_batch_norm_gradient_is_the_textbook_formula():
    """dx = gamma * rstd * (dy - mean(dy) - xhat * mean(dy * xhat)), dgamma = sum(dy * xhat),
    dbeta = sum(dy), computed here in float64 numpy."""
    rule, _ = _rule_and_autodiff("batch_norm_train", dict(eps=1e-3, data_format="NCHW"))
    x, g, b, dy = _rand((6, 2, 3, 3), shift=2.0), _rand((2,)), _rand((2,)), _rand((6, 2, 3, 3))
    pulled = jax.jit(lambda x, g, b, dy: jax.vjp(lambda *a: rule(*a)[0], x, g, b)[1](dy))
    dx, dg, db = (np.asarray(t, np.float64) for t in pulled(x, g, b, dy))
    x64, dy64, g64 = (np.asarray(t, np.float64) for t in (x, dy, g))
    axes = (0, 2, 3)
    mean = x64.mean(axes, keepdims=True)
    rstd = 1 / np.sqrt(((x64 - mean) ** 2).mean(axes, keepdims=True) + 1e-3)
    xhat = (x64 - mean) * rstd
    want_dx = g64.reshape(1, -1, 1, 1) * rstd * (
        dy64 - dy64.mean(axes, keepdims=True) - xhat * (dy64 * xhat).mean(axes, keepdims=True))
    np.testing.assert_allclose(dx, want_dx, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(dg, (dy64 * xhat).sum(axes), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(db, dy64.sum(axes), rtol=1e-5, atol=1e-5)


def test_batch_norm_float16_input_keeps_float32_statistics():
    rule, plain = _rule_and_autodiff("batch_norm_train", dict(eps=1e-5, data_format="NCHW"))
    x, g, b = _rand((4, 3, 4, 4), np.float16), _rand((3,)), _rand((3,))
    cts = (_rand((4, 3, 4, 4), np.float16), jnp.zeros(3), jnp.zeros(3))
    out, got, _ = _value_vjp_jvp(rule, (x, g, b), cts, cts)
    want = _value_vjp_jvp(plain, (x, g, b), cts, cts)[1]
    assert [o.dtype for o in out] == [jnp.float16, jnp.float32, jnp.float32]
    assert got[0].dtype == jnp.float16
    for a, e in zip(got, want):
        np.testing.assert_allclose(np.asarray(a, np.float32), np.asarray(e, np.float32),
                                   rtol=2e-3, atol=2e-3)


def test_batch_norm_second_order():
    rule, plain = _rule_and_autodiff("batch_norm_train", dict(eps=1e-5, data_format="NCHW"))
    x, g, b = _rand((3, 2, 2, 2)), _rand((2,)), _rand((2,))

    def outer(f):
        inner = jax.grad(lambda x: jnp.sum(f(x, g, b)[0] ** 3))
        return jax.jit(jax.grad(lambda x: jnp.sum(inner(x) ** 2)))(x)
    np.testing.assert_allclose(outer(rule), outer(plain), rtol=1e-4, atol=1e-4)


def test_batch_norm_network_gradients_agree_between_modes():
    net = nn.SequentialCell([nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU()])
    net.set_train(True)                  # batch statistics: batch_norm_train and its rule
    x = ms.Tensor(np.asarray(_rand((2, 3, 6, 6), shift=0.5)))
    grads = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):   # GRAPH_MODE: channels-last inside
        ms.set_context(mode=mode)
        try:
            fn = lambda x: net(x).sum()
            grad = ms.grad(fn, grad_position=None,
                           weights=net.trainable_params())
            grads[mode] = [g.asnumpy() for g in grad(x)]
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    assert len(grads[ms.GRAPH_MODE]) == 3
    for a, e in zip(grads[ms.GRAPH_MODE], grads[ms.PYNATIVE_MODE]):
        np.testing.assert_allclose(a, e, rtol=1e-4, atol=1e-5)


# ---- max_pool ---------------------------------------------------------------------------------
def _pool_attrs(kernel, stride=None, padding=None, dilation=None, fmt="NCHW"):
    nd = len(kernel)
    return dict(kernel=kernel, stride=stride or kernel, padding=padding or ((0, 0),) * nd,
                dilation=dilation or (1,) * nd, data_format=fmt)


POOL_CASES = [
    ((2, 3, 8, 8), _pool_attrs((2, 2))),
    ((2, 7, 9, 3), _pool_attrs((2, 2), fmt="NHWC")),
    ((2, 3, 9, 7), _pool_attrs((3, 3))),                       # odd sizes: the rest is cropped
    ((2, 3, 10), _pool_attrs((2,))),
    ((1, 2, 4, 6, 6), _pool_attrs((2, 2, 2))),
    ((3, 8, 8), _pool_attrs((2, 2))),                          # no batch axis
    ((2, 3, 8, 8), _pool_attrs((2, 4))),
    ((2, 4, 11, 11), _pool_attrs((3, 3), (2, 2), ((1, 1), (1, 1)))),     # ResNet's stem pool
    ((2, 11, 11, 4), _pool_attrs((3, 3), (2, 2), ((1, 1), (1, 1)), fmt="NHWC")),
    ((2, 3, 7, 7), _pool_attrs((3, 3), (1, 1), ((1, 1), (1, 1)))),      # kept: JAX's derivative
]


# every case with ties (the first maximum must win); without ties, the first four by default
_POOL_PARAMS = [pytest.param(shape, attrs, ties, id=f"{i}-{'ties' if ties else 'distinct'}",
                             marks=[pytest.mark.slow] if not ties and i >= 4 else [])
                for i, (shape, attrs) in enumerate(POOL_CASES) for ties in (False, True)]


@pytest.mark.parametrize("shape, attrs, ties", _POOL_PARAMS)
def test_max_pool_gradient_is_bit_identical(shape, attrs, ties):
    """With ``ties`` most windows hold equal maxima and the first one must get the gradient."""
    rule, plain = _rule_and_autodiff("max_pool", attrs)
    x = _rand(shape)
    if ties:
        x = jnp.round(x)
    ct, t = _rand(jax.eval_shape(plain, x).shape), _rand(shape)
    got, want = _value_vjp_jvp(rule, (x,), ct, (t,)), _value_vjp_jvp(plain, (x,), ct, (t,))
    for a, e in zip(jax.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(want)):
        np.testing.assert_array_equal(a, e)


def test_max_pool_gradient_goes_to_the_first_maximum_in_both_modes():
    x = ms.Tensor(np.array([[[[1., 3., 3., 0.], [3., 2., 0., 0.]]]], np.float32))
    want = np.array([[[[0., 1., 1., 0.], [0., 0., 0., 0.]]]], np.float32)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            pool = nn.MaxPool2d(kernel_size=2, stride=2)
            fn2 = lambda a: pool(a).sum()
            got = ms.grad(fn2)(x).asnumpy()
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        np.testing.assert_array_equal(got, want)
    assert ops.max_pool2d(x, 2, 2).shape == (1, 1, 1, 2)


def _first_max_gradient(x, ct, kernel, stride, padding, dilation):
    """numpy reference for NCHW 2-d pooling: each window's cotangent goes to its first maximum
    (row-major; padding is -inf and takes nothing)."""
    gx = np.zeros_like(x)
    n, c, h, w = x.shape
    for b, ch, oh, ow in np.ndindex(*ct.shape):
        best, at = -np.inf, None
        for i, j in np.ndindex(*kernel):
            r = oh * stride[0] - padding[0][0] + i * dilation[0]
            q = ow * stride[1] - padding[1][0] + j * dilation[1]
            v = x[b, ch, r, q] if 0 <= r < h and 0 <= q < w else -np.inf
            if at is None or v > best:
                best, at = v, ((r, q) if 0 <= r < h and 0 <= q < w else None)
        if at is not None:
            gx[b, ch, at[0], at[1]] += ct[b, ch, oh, ow]
    return gx


@pytest.mark.parametrize("ties", [False, True])
def test_dilated_max_pool_gradient(ties):
    """JAX cannot differentiate a dilated max-pool (``select_and_gather`` has no vjp with window
    dilation); the rule can, and gives the first-maximum gradient."""
    attrs = _pool_attrs((2, 2), (2, 2), ((0, 1), (1, 0)), (2, 2))
    rule, _ = _rule_and_autodiff("max_pool", attrs)
    x = _rand((2, 3, 9, 9))
    if ties:
        x = jnp.round(x)
    ct = _rand(jax.eval_shape(rule, x).shape)
    got = jax.jit(lambda x, ct: jax.vjp(rule, x)[1](ct)[0])(x, ct)
    want = _first_max_gradient(np.asarray(x), np.asarray(ct), attrs["kernel"], attrs["stride"],
                               attrs["padding"], attrs["dilation"])
    np.testing.assert_array_equal(np.asarray(got), want)
