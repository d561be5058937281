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

RNG = np.random.default_rng(7)


def _rand(shape, dtype=np.float32, scale=1.0, shift=0.0):
    return jnp.asarray((RNG.standard_normal(shape) * scale + shift).astype(dtype))


def _rule_and_autodiff(name, attrs):
    """The registered op with its rule, and JAX's derivative of the bare implementation."""
    op = get_op(name)
    return op.bind(freeze_attrs(attrs)), functools.partial(op.impl, **attrs)


# ---- batch_norm_train ---------------------------------------------------------------------------
BN_CASES = [((4, 3, 5, 6), "NCHW"), ((4, 5, 6, 3), "NHWC"), ((7, 3), "NCHW"),
            ((2, 3, 2, 3, 4), "NCHW")]


@pytest.mark.parametrize("shape, fmt", BN_CASES)
def test_batch_norm_vjp_matches_jax_derivative_on_every_output(shape, fmt):
    rule, plain = _rule_and_autodiff("batch_norm_train", dict(eps=1e-5, data_format=fmt))
    c = shape[-1] if fmt == "NHWC" else shape[1]
    x, g, b = _rand(shape, scale=3.0, shift=1.0), _rand((c,)), _rand((c,))
    out1, pull1 = jax.vjp(rule, x, g, b)
    out2, pull2 = jax.vjp(plain, x, g, b)
    for a, e in zip(out1, out2):                  # the forward is the implementation's own
        np.testing.assert_array_equal(a, e)
    # cotangents on y and on the batch statistics (a user may differentiate through them)
    cts = (_rand(shape), _rand((c,)), _rand((c,)))
    for got, want in zip(pull1(cts), pull2(cts)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-6)
    tans = (_rand(shape), _rand((c,)), _rand((c,)))
    for got, want in zip(jax.jvp(rule, (x, g, b), tans)[1], jax.jvp(plain, (x, g, b), tans)[1]):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-6)


def test_batch_norm_gradient_is_the_textbook_formula():
    """dx = gamma * rstd * (dy - mean(dy) - xhat * mean(dy * xhat)), dgamma = sum(dy * xhat),
    dbeta = sum(dy), computed here in float64 numpy."""
    rule, _ = _rule_and_autodiff("batch_norm_train", dict(eps=1e-3, data_format="NCHW"))
    x, g, b, dy = _rand((6, 2, 3, 3), shift=2.0), _rand((2,)), _rand((2,)), _rand((6, 2, 3, 3))
    _, pull = jax.vjp(lambda *a: rule(*a)[0], x, g, b)
    dx, dg, db = (np.asarray(t, np.float64) for t in pull(dy))
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
    out, pull = jax.vjp(rule, x, g, b)
    assert [o.dtype for o in out] == [jnp.float16, jnp.float32, jnp.float32]
    cts = (_rand((4, 3, 4, 4), np.float16), jnp.zeros(3), jnp.zeros(3))
    got, want = pull(cts), jax.vjp(plain, x, g, b)[1](cts)
    assert got[0].dtype == jnp.float16
    for a, e in zip(got, want):
        np.testing.assert_allclose(np.asarray(a, np.float32), np.asarray(e, np.float32),
                                   rtol=2e-3, atol=2e-3)


def test_batch_norm_second_order():
    rule, plain = _rule_and_autodiff("batch_norm_train", dict(eps=1e-5, data_format="NCHW"))
    x, g, b = _rand((3, 2, 2, 2)), _rand((2,)), _rand((2,))

    def outer(f):
        inner = jax.grad(lambda x: jnp.sum(f(x, g, b)[0] ** 3))
        return jax.grad(lambda x: jnp.sum(inner(x) ** 2))(x)
    np.testing.assert_allclose(outer(rule), outer(plain), rtol=1e-4, atol=1e-4)


def test_batch_norm_network_gradients_agree_between_modes():
    net = nn.SequentialCell([nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU()])
    x = ms.Tensor(np.asarray(_rand((2, 3, 6, 6), shift=0.5)))
    grads = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):   # GRAPH_MODE: channels-last inside
        ms.set_context(mode=mode)
        try:
            grad = ms.grad(lambda x: net(x).sum(), grad_position=None,
                           weights=net.trainable_params())
            grads[mode] = [g.asnumpy() for g in grad(x)]
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    assert len(grads[ms.GRAPH_MODE]) == 3
    for a, e in zip(grads[ms.GRAPH_MODE], grads[ms.PYNATIVE_MODE]):
        np.testing.assert_allclose(a, e, rtol=1e-4, atol=1e-5)


# ---- max_pool ---------------------------------------------------------------------------------
POOL_CASES = [((2, 3, 8, 8), (2, 2), "NCHW"), ((2, 7, 9, 3), (2, 2), "NHWC"),
              ((2, 3, 9, 7), (3, 3), "NCHW"), ((2, 3, 10), (2,), "NCHW"),
              ((1, 2, 4, 6, 6), (2, 2, 2), "NCHW"), ((3, 8, 8), (2, 2), "NCHW"),
              ((2, 3, 8, 8), (2, 4), "NCHW")]


@pytest.mark.parametrize("ties", [False, True])
@pytest.mark.parametrize("shape, kernel, fmt", POOL_CASES)
def test_tiled_max_pool_gradient_is_bit_identical(shape, kernel, fmt, ties):
    """Windows that tile the input (odd sizes crop the remainder); with ``ties`` most windows
    hold equal maxima and the first one must get the gradient."""
    attrs = dict(kernel=kernel, stride=kernel, padding=((0, 0),) * len(kernel),
                 dilation=(1,) * len(kernel), data_format=fmt)
    rule, plain = _rule_and_autodiff("max_pool", attrs)
    x = _rand(shape)
    if ties:
        x = jnp.round(x)
    y1, pull1 = jax.vjp(rule, x)
    y2, pull2 = jax.vjp(plain, x)
    np.testing.assert_array_equal(y1, y2)
    ct = _rand(y1.shape)
    np.testing.assert_array_equal(pull1(ct)[0], pull2(ct)[0])
    t = _rand(shape)
    np.testing.assert_array_equal(jax.jvp(rule, (x,), (t,))[1], jax.jvp(plain, (x,), (t,))[1])


def test_overlapping_and_padded_max_pool_keep_jax_derivative():
    attrs = dict(kernel=(3, 3), stride=(2, 2), padding=((1, 1), (1, 1)), dilation=(1, 1),
                 data_format="NCHW")
    rule, plain = _rule_and_autodiff("max_pool", attrs)
    x = jnp.round(_rand((2, 2, 7, 7)))
    ct = _rand(rule(x).shape)
    np.testing.assert_array_equal(jax.vjp(rule, x)[1](ct)[0], jax.vjp(plain, x)[1](ct)[0])


def test_max_pool_gradient_goes_to_the_first_maximum_in_both_modes():
    x = ms.Tensor(np.array([[[[1., 3., 3., 0.], [3., 2., 0., 0.]]]], np.float32))
    want = np.array([[[[0., 1., 1., 0.], [0., 0., 0., 0.]]]], np.float32)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            pool = nn.MaxPool2d(kernel_size=2, stride=2)
            got = ms.grad(lambda a: pool(a).sum())(x).asnumpy()
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        np.testing.assert_array_equal(got, want)
    assert ops.max_pool2d(x, 2, 2).shape == (1, 1, 1, 2)
