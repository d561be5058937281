"""Grouped, depthwise and 1x1 convolutions on the CPU backend (``runtime/primitives/cpu_conv.py``):
depthwise ones run as a sum over the kernel's taps, other grouped ones differentiate their
weight per tap and 1x1 ones are a matmul, for speed. Values and gradients must stay those of XLA's convolution (the
reference here: ``lax.conv_general_dilated`` at highest precision) in both modes, for any
number of spatial dims, strides, dilations, paddings, channel multipliers, both layouts,
float16, forward-mode differentiation and vmap."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.runtime.registry import freeze_attrs, get_op

RNG = np.random.default_rng(45)


def _reference(x, w, groups, stride, padding, dilation):
    """XLA's grouped convolution, its output and its vjp at a fixed random cotangent."""
    sp = "DHW"[-(x.ndim - 2):]
    dn = ("NC" + sp, "OI" + sp, "NC" + sp)

    def f(x, w):
        return lax.conv_general_dilated(x, w, stride, padding, rhs_dilation=dilation,
                                        feature_group_count=groups, dimension_numbers=dn,
                                        precision="highest")
    y, vjp = jax.vjp(f, jnp.asarray(x, np.float32), jnp.asarray(w, np.float32))
    ct = RNG.standard_normal(y.shape).astype(np.float32)
    gx, gw = vjp(jnp.asarray(ct))
    return np.asarray(y), ct, np.asarray(gx), np.asarray(gw)


def _layer(nd, cin, cout, k, stride, pad, dilation, group):
    cls = {1: nn.Conv1d, 2: nn.Conv2d, 3: nn.Conv3d}[nd]
    return cls(cin, cout, k, stride=stride, pad_mode="pad", padding=pad, dilation=dilation,
               group=group, has_bias=False)


def _close(a, b, tol):
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    assert a.shape == b.shape
    assert np.abs(a - b).max() <= tol * (np.abs(b).max() + 1e-6)


CASES = [  # nd, input shape, out channels, groups, kernel, stride, pad, dilation
    (2, (2, 8, 9, 7), 8, 8, 3, 1, 1, 1),       # depthwise
    (2, (2, 8, 9, 7), 16, 8, 3, 2, 1, 1),      # depthwise, channel multiplier 2, stride 2
    (2, (2, 8, 10, 10), 24, 8, 5, 2, 2, 2),    # multiplier 3, dilation 2
    (2, (2, 12, 9, 7), 12, 3, 3, 1, 1, 1),     # 3 groups of 4 channels
    (2, (2, 12, 9, 7), 24, 4, 3, 2, 0, 1),
    (2, (2, 12, 9, 9), 6, 2, 3, 1, 2, 2),
    (1, (2, 6, 11), 6, 6, 3, 1, 1, 1),         # Conv1d (a 2-D convolution of height 1)
    (3, (1, 4, 5, 6, 5), 8, 4, 3, 1, 1, 1),    # Conv3d depthwise x2
    (3, (1, 4, 5, 6, 5), 8, 2, 3, 2, 1, 1),
]


POINTWISE = [  # 1x1 kernels, groups 1, no padding: a matmul over the channels
    (2, (2, 8, 9, 7), 12, 1, 1, 1, 0, 1),
    (2, (2, 8, 9, 7), 12, 1, 1, 2, 0, 1),      # stride 2: every other row and column
    (1, (2, 6, 11), 4, 1, 1, 3, 0, 1),
    (3, (1, 4, 5, 6, 5), 6, 1, 1, 2, 0, 1),
]


SMALL_OUTPUT = [  # output smaller than the kernel, weights of at least 32 x 32: per-tap matmuls
    (2, (2, 32, 2, 2), 32, 1, 3, 1, 1, 1),
    (2, (2, 32, 4, 4), 48, 1, 3, 2, 1, 1),     # stride 2 (XLA's input gradient is slowest)
    (2, (2, 64, 2, 3), 64, 2, 3, 1, 1, 1),     # 2 groups of 32 channels
    (2, (2, 32, 1, 1), 32, 1, 3, 1, 1, 1),     # only the centre tap sees the input
    (2, (2, 32, 2, 2), 32, 1, 3, 1, 2, 2),     # dilation 2: two of three taps per axis padding
    (1, (2, 32, 2), 40, 1, 3, 1, 1, 1),
    (3, (1, 32, 2, 1, 2), 32, 1, 3, 1, 1, 1),
    (2, (2, 8, 1, 1), 8, 8, 1, 2, 1, 1),       # depthwise whose only tap is padding: zeros
]


def _case_id(c):
    return f"{c[0]}d-g{c[3]}-o{c[2]}-s{c[5]}"


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_grouped_conv_values_and_gradients(mode, case):
    _check_layer(mode, case)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", POINTWISE, ids=_case_id)
def test_pointwise_conv_values_and_gradients(mode, case):
    _check_layer(mode, case)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", SMALL_OUTPUT,
                         ids=lambda c: f"{_case_id(c)}-d{c[7]}-in{'x'.join(map(str, c[1][2:]))}")
def test_small_output_conv_values_and_gradients(mode, case):
    _check_layer(mode, case)


def _check_layer(mode, case):
    """A Conv layer's output, input gradient and weight gradient against XLA's convolution."""
    nd, shape, cout, groups, k, stride, pad, dilation = case
    cin = shape[1]
    x = RNG.standard_normal(shape).astype(np.float32)
    w = (RNG.standard_normal((cout, cin // groups) + (k,) * nd) * 0.3).astype(np.float32)
    reference = _reference(x, w, groups, (stride,) * nd, ((pad, pad),) * nd, (dilation,) * nd)
    check_layer(mode, lambda: _layer(nd, cin, cout, k, stride, pad, dilation, groups), x, w,
                reference)


def check_layer(mode, make_net, x, w, reference):
    """The layer ``make_net()`` makes, given weight ``w``, in ``mode``: its output, input
    gradient and weight gradient at the reference's cotangent are the reference's
    ``(y, ct, gx, gw)``."""
    y, ct, gx, gw = reference
    ms.set_context(mode=mode)
    try:
        net = make_net()
        net.weight.set_data(Tensor(w.reshape(net.weight.shape)))
        cot = Tensor(ct)

        def loss(inp):
            return (net(inp) * cot).sum()
        out = net(Tensor(x))
        _, (dx, (dw,)) = ms.value_and_grad(loss, 0, net.trainable_params())(Tensor(x))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    _close(out.asnumpy(), y, 1e-5)
    _close(dx.asnumpy(), gx, 1e-5)
    _close(dw.asnumpy().reshape(gw.shape), gw, 1e-5)


@pytest.mark.parametrize("groups,cout", [(8, 8), (8, 16), (4, 8), (2, 6)])
def test_channels_last_matches_channels_first(groups, cout):
    """The NHWC form GRAPH_MODE's layout pass asks for gives the NCHW values, gradients too."""
    op = get_op("conv")
    x = jnp.asarray(RNG.standard_normal((2, 8, 9, 7)).astype(np.float32))
    w = jnp.asarray(RNG.standard_normal((cout, 8 // groups, 3, 3)).astype(np.float32))
    attrs = dict(stride=(2, 1), padding=((1, 1), (0, 2)), dilation=(1, 2), groups=groups)
    nchw = op.bind(freeze_attrs(attrs))
    nhwc = op.bind(freeze_attrs({**attrs, "data_format": "NHWC"}))
    y1, vjp1 = jax.vjp(nchw, x, w)
    y2, vjp2 = jax.vjp(nhwc, jnp.transpose(x, (0, 2, 3, 1)), w)
    ct = jnp.asarray(RNG.standard_normal(y1.shape).astype(np.float32))
    (gx1, gw1), (gx2, gw2) = vjp1(ct), vjp2(jnp.transpose(ct, (0, 2, 3, 1)))
    _close(jnp.transpose(y2, (0, 3, 1, 2)), y1, 1e-6)
    _close(jnp.transpose(gx2, (0, 3, 1, 2)), gx1, 1e-6)
    _close(gw2, gw1, 1e-6)


@pytest.mark.parametrize("groups,cout", [(8, 8), (4, 8)])
def test_forward_mode_and_vmap_of_gradient(groups, cout):
    """The conv's tangent rule also serves jvp (forward mode) and vmap of its gradient."""
    op = get_op("conv")
    f = op.bind(freeze_attrs(dict(stride=(1, 1), padding=((1, 1), (1, 1)), dilation=(1, 1),
                                  groups=groups)))
    x = jnp.asarray(RNG.standard_normal((3, 8, 5, 5)).astype(np.float32))
    w = jnp.asarray(RNG.standard_normal((cout, 8 // groups, 3, 3)).astype(np.float32))
    tx, tw = jnp.ones_like(x), jnp.full_like(w, 0.5)
    _, tangent = jax.jvp(f, (x, w), (tx, tw))
    y_ref, ct, _, _ = _reference(np.asarray(tx), np.asarray(w), groups, (1, 1), ((1, 1),) * 2,
                                 (1, 1))
    y_ref2 = _reference(np.asarray(x), np.asarray(tw), groups, (1, 1), ((1, 1),) * 2, (1, 1))[0]
    _close(tangent, y_ref + y_ref2, 1e-5)
    per_sample = jax.vmap(jax.grad(lambda xi, w: f(xi[None], w).sum(), 1), (0, None))(x, w)
    whole = jax.grad(lambda w: f(x, w).sum())(w)
    _close(per_sample.sum(0), whole, 1e-5)


def test_float16_accumulates_in_float32():
    """A float16 depthwise convolution sums its taps in float32 and rounds once: every output
    is within one float16 spacing of the float32 result, and almost all are its rounding."""
    x = RNG.standard_normal((2, 8, 9, 7)).astype(np.float16)
    w = (RNG.standard_normal((8, 1, 3, 3)) * 0.3).astype(np.float16)
    y = _reference(x, w, 8, (1, 1), ((1, 1),) * 2, (1, 1))[0]
    out = ops.conv2d(Tensor(x), Tensor(w), pad_mode="pad", padding=1, groups=8)
    assert out.dtype == ms.float16
    got, rounded = out.asnumpy(), y.astype(np.float16)
    assert np.all(np.abs(got.astype(np.float32) - y) <= np.spacing(np.abs(rounded)))
    assert np.mean(got == rounded) > 0.99


def test_group_count_mismatch_still_raises():
    """An input whose channels do not match the weight's groups is still refused (the taps
    path is only taken for a consistent depthwise convolution)."""
    w = Tensor(np.ones((8, 1, 3, 3), np.float32))
    with pytest.raises((ValueError, TypeError, RuntimeError)):
        ops.conv2d(Tensor(np.ones((1, 6, 5, 5), np.float32)), w, groups=8).asnumpy()


def _conv_op(padding, stride=(1, 1), dilation=(1, 1), groups=1, data_format="NCHW"):
    return get_op("conv").bind(freeze_attrs(dict(stride=stride, padding=padding,
                                                 dilation=dilation, groups=groups,
                                                 data_format=data_format)))


def _pointwise_op(data_format="NCHW", stride=(1, 1)):
    return _conv_op(((0, 0), (0, 0)), stride, data_format=data_format)


def test_pointwise_is_a_matmul_on_cpu():
    """On the CPU backend a 1x1 convolution and both its gradients trace to dots, no XLA
    convolution; one with padding stays a convolution."""
    x = jnp.ones((2, 8, 5, 5), jnp.float32)
    w = jnp.ones((4, 8, 1, 1), jnp.float32)
    grad = jax.grad(lambda x, w: _pointwise_op()(x, w).sum(), (0, 1))
    text = str(jax.make_jaxpr(grad)(x, w))
    assert "dot_general" in text and "conv_general_dilated" not in text
    padded = _conv_op(((1, 1), (1, 1)))
    assert "conv_general_dilated" in str(jax.make_jaxpr(padded)(x, w))


@pytest.mark.parametrize("data_format", ["NCHW", "NHWC"])
def test_small_output_is_one_matmul_per_tap_that_sees_the_input(data_format):
    """A 3x3 convolution of a 1x1 input padded by 1 (a ResNet's last stage on small images):
    only the centre tap multiplies the input, so the forward is one dot and its gradients dots,
    no XLA convolution. With an output as large as the kernel, or tiny weights, it stays XLA's."""
    last = data_format == "NHWC"
    x = jnp.ones((2, 1, 1, 32) if last else (2, 32, 1, 1), jnp.float32)
    w = jnp.ones((32, 32, 3, 3), jnp.float32)
    op = _conv_op(((1, 1), (1, 1)), data_format=data_format)
    text = str(jax.make_jaxpr(op)(x, w))
    assert text.count("dot_general") == 1 and "conv_general_dilated" not in text
    grad = str(jax.make_jaxpr(jax.grad(lambda x, w: op(x, w).sum(), (0, 1)))(x, w))
    assert "dot_general" in grad and "conv_general_dilated" not in grad
    big = jnp.ones((2, 3, 3, 32) if last else (2, 32, 3, 3), jnp.float32)
    assert "conv_general_dilated" in str(jax.make_jaxpr(op)(big, w))
    small_w = jnp.ones((16, 16, 3, 3), jnp.float32)
    assert "conv_general_dilated" in str(jax.make_jaxpr(op)(x[..., :16] if last else x[:, :16],
                                                             small_w))


def test_pointwise_channels_last_forward_mode_and_vmap():
    """NHWC gives the NCHW values; jvp and vmap of the weight gradient work through the dot."""
    x = jnp.asarray(RNG.standard_normal((3, 8, 5, 6)).astype(np.float32))
    w = jnp.asarray(RNG.standard_normal((4, 8, 1, 1)).astype(np.float32))
    nchw, nhwc = _pointwise_op(stride=(2, 1)), _pointwise_op("NHWC", stride=(2, 1))
    y = nchw(x, w)
    y_ref = _reference(np.asarray(x), np.asarray(w), 1, (2, 1), ((0, 0),) * 2, (1, 1))[0]
    _close(y, y_ref, 1e-5)
    _close(jnp.transpose(nhwc(jnp.transpose(x, (0, 2, 3, 1)), w), (0, 3, 1, 2)), y, 1e-6)
    _, tangent = jax.jvp(nchw, (x, w), (jnp.ones_like(x), jnp.zeros_like(w)))
    _close(tangent, nchw(jnp.ones_like(x), w), 1e-6)
    per_sample = jax.vmap(jax.grad(lambda xi, w: nchw(xi[None], w).sum(), 1), (0, None))(x, w)
    _close(per_sample.sum(0), jax.grad(lambda w: nchw(x, w).sum())(w), 1e-5)


def test_pointwise_float16_accumulates_in_float32():
    """A float16 1x1 convolution sums its products in float32 and rounds once: within one
    float16 spacing of the float32 result, give or take float32's own summation error (an
    output near zero, where the 64 products cancel, is below float16's spacing)."""
    x = RNG.standard_normal((2, 64, 5, 5)).astype(np.float16)
    w = (RNG.standard_normal((8, 64, 1, 1)) * 0.3).astype(np.float16)
    y = _reference(x, w, 1, (1, 1), ((0, 0),) * 2, (1, 1))[0]
    magnitude = np.einsum("nchw,oc->nohw", np.abs(x).astype(np.float32),
                          np.abs(w[:, :, 0, 0]).astype(np.float32))
    out = ops.conv2d(Tensor(x), Tensor(w))
    assert out.dtype == ms.float16
    got, rounded = out.asnumpy(), y.astype(np.float16)
    bound = np.spacing(np.abs(rounded)) + 64 * np.finfo(np.float32).eps * magnitude
    assert np.all(np.abs(got.astype(np.float32) - y) <= bound)
    assert np.mean(got == rounded) > 0.99
