"""A depthwise convolution's input gradient on the CPU backend pads its cotangent once
(``runtime/primitives/depthwise_grad.py``). The transpose is written by hand, so it must give
what JAX's transpose of ``cpu_conv.depthwise`` gives, bit for bit. That covers the signs of
zeros, infinite and NaN weights, strides, dilations, paddings, both layouts and 1-3 spatial
dims. The gradient must also be the same in both modes, through vmap and in forward mode.
A child process at XLA's defaults checks that the sum's products stay rounded there."""
import json
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.runtime.primitives import cpu_conv, depthwise_grad

# nd, layout NHWC, channels, size, kernel, stride, dilation, padding per axis, weight special
CASES = [
    (2, True, 8, 9, 3, 1, 1, (1, 1), None),        # MobileNet's layer
    (2, True, 4, 9, 3, 2, 1, (1, 1), None),        # stride 2: a dilated pad
    (2, False, 4, 8, 3, 1, 1, (2, 1), None),       # NCHW, uneven padding
    (1, True, 3, 11, 3, 1, 2, (0, 2), None),       # dilation 2, a tap that only sees padding
    (3, False, 2, 5, 3, 2, 1, (1, 1), None),
    (2, True, 4, 7, 2, 3, 1, (0, 0), None),        # stride 3, no padding
    (2, True, 4, 7, 3, 1, 1, (1, 1), "inf"),       # a padded border times inf stays +0
    (2, False, 4, 7, 3, 1, 1, (1, 1), "nan"),
]


def _data(rng, shape):
    v = (rng.standard_normal(shape) * np.exp(rng.standard_normal(shape) * 2)).astype(np.float32)
    m = rng.random(shape)
    v[m < 0.25] = 0.0
    v[(m >= 0.25) & (m < 0.45)] = -0.0
    return v


def _case(nd, last, c, size, k, s, d, pad, special, seed=0):
    rng = np.random.default_rng(seed)
    xs = (2,) + (size,) * nd + (c,) if last else (2, c) + (size,) * nd
    w = _data(rng, (c, 1) + (k,) * nd)
    if special == "inf":
        w.reshape(c, -1)[0, 0], w.reshape(c, -1)[1, -1] = np.inf, -np.inf
    if special == "nan":
        w.reshape(c, -1)[0, 1] = np.nan
    args = ((s,) * nd, (pad,) * nd, (d,) * nd, last)
    out = cpu_conv._output_shape(np.zeros(xs), w, *args)
    return xs, w, _data(rng, out), args


def _cotangents(case):
    """(JAX's transpose of depthwise, depthwise_grad's), each jitted."""
    xs, w, g, (stride, padding, dilation, last) = _case(*case)

    def jax_transpose(g, w):
        def f(t):
            return cpu_conv.depthwise(t, w, stride, padding, dilation, last)
        return jax.linear_transpose(f, jax.ShapeDtypeStruct(xs, jnp.float32))(g)[0]

    def padded_once(g, w):
        return depthwise_grad._cotangent(g, xs, w, stride, padding, dilation, last)
    return (np.asarray(jax.jit(jax_transpose)(g, w)), np.asarray(jax.jit(padded_once)(g, w)))


def _bits(a):
    return np.asarray(a, np.float32).view(np.uint32)


@pytest.mark.parametrize("case", CASES, ids=[str(i) for i in range(len(CASES))])
def test_cotangent_is_jax_transpose_bit_for_bit(case):
    ref, got = _cotangents(case)
    np.testing.assert_array_equal(_bits(got), _bits(ref))
    if case[-1] == "inf":       # borders that JAX's pads leave +0 where 0 * inf would be NaN
        assert np.isfinite(got).any() and np.isnan(got).any()


def test_applies_only_where_the_transpose_is_written():
    x = jnp.zeros((1, 4, 6, 6), jnp.float32)
    attrs = dict(stride=(1, 1), padding=((1, 1), (1, 1)), dilation=(1, 1), groups=4)
    assert depthwise_grad.applies(x, jnp.zeros((4, 1, 3, 3)), attrs)
    assert not depthwise_grad.applies(x, jnp.zeros((8, 1, 3, 3)), attrs)      # multiplier 2
    assert not depthwise_grad.applies(x.astype(jnp.float16), jnp.zeros((4, 1, 3, 3)), attrs)
    assert not depthwise_grad.applies(x, jnp.zeros((4, 2, 3, 3)), dict(attrs, groups=2))


def _net_grads(mode):
    ms.set_context(mode=mode)
    ms.set_seed(3)
    net = nn.SequentialCell([nn.Conv2d(4, 4, 3, group=4), nn.BatchNorm2d(4), nn.ReLU6(),
                             nn.Conv2d(4, 4, 3, group=4, stride=2)])
    x = ms.Tensor(np.random.default_rng(4).standard_normal((2, 4, 8, 8)).astype(np.float32))

    def loss(x):
        return (net(x) * net(x)).sum()
    grad = ms.grad(loss, 0, net.trainable_params())
    if mode == ms.GRAPH_MODE:
        grad = ms.jit(grad)
    gx, gw = grad(x)
    return [gx.asnumpy()] + [g.asnumpy() for g in gw]


def test_network_gradient_same_bits_in_both_modes():
    graph = _net_grads(ms.GRAPH_MODE)
    pynative = _net_grads(ms.PYNATIVE_MODE)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert len(graph) == 5
    for a, b in zip(graph, pynative):
        np.testing.assert_array_equal(_bits(a), _bits(b))


def test_forward_mode_and_vmap():
    xs, w, _, (stride, padding, dilation, last) = _case(*CASES[0])
    attrs = dict(stride=stride, padding=padding, dilation=dilation,
                 data_format="NHWC" if last else "NCHW")
    rng = np.random.default_rng(5)
    x, dx = (jnp.asarray(_data(rng, xs)) for _ in range(2))
    t = depthwise_grad.x_tangent(dx, w, attrs)
    np.testing.assert_array_equal(
        _bits(t), _bits(cpu_conv.depthwise(dx, w, stride, padding, dilation, last)))
    batch = jnp.stack([dx, x])
    got = jax.vmap(lambda v: depthwise_grad.x_tangent(v, w, attrs))(batch)
    want = jnp.stack([cpu_conv.depthwise(v, w, stride, padding, dilation, last)
                      for v in batch])
    np.testing.assert_array_equal(_bits(got), _bits(want))
    ct = jax.vmap(jax.grad(lambda v: depthwise_grad.x_tangent(v, w, attrs).sum()))(batch)
    ref = jax.vmap(jax.grad(
        lambda v: cpu_conv.depthwise(v, w, stride, padding, dilation, last).sum()))(batch)
    np.testing.assert_array_equal(_bits(ct), _bits(ref))


def _child():
    # at XLA's defaults: the hand-written transpose of the MobileNet case, as bits
    _, got = _cotangents(CASES[0])
    print(json.dumps(_bits(got).tolist()))


def test_products_stay_rounded_at_xla_defaults():
    # The suite runs XLA at O0 (tests/conftest.py), where nothing contracts into an FMA: at
    # the defaults users get, the sum must keep O0's bits (JAX's own transpose does not: LLVM
    # contracts some of its additions there, 68% of values equal on one layer).
    from xla_defaults import child_json
    ref, _ = _cotangents(CASES[0])
    got = np.asarray(child_json(__file__), np.uint32)
    np.testing.assert_array_equal(got, _bits(ref))


if __name__ == "__main__":
    sys.exit(_child())
