"""Transposed convolutions on the CPU backend (``runtime/primitives/cpu_conv.py``): one on an
input smaller than its kernel runs as one matmul per kernel tap, and a strided or grouped one
differentiates its weight per tap, for speed. Values and gradients must stay those of XLA's
transposed convolution (the reference here: ``lax.conv_general_dilated`` of the dilated input at
highest precision) in both modes, for 1-3 spatial dims, strides, dilations, groups, croppings
and extensions of the output, both layouts, float16, forward-mode differentiation and vmap."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.runtime.registry import freeze_attrs, get_op
from test_cpu_conv import check_layer

RNG = np.random.default_rng(48)


def _reference(x, w, stride, padding, dilation, groups):
    """XLA's transposed convolution (``w``: (in, out/groups, k...)), its output and its vjp at a
    fixed random cotangent (one jitted program: eager ops would compile one by one)."""
    nd = x.ndim - 2
    sp = "DHW"[-nd:]
    cin, cog, ks = w.shape[0], w.shape[1], w.shape[2:]

    def f(x, w):
        wg = w.reshape((groups, cin // groups, cog) + ks)
        wg = jnp.swapaxes(wg, 1, 2).reshape((groups * cog, cin // groups) + ks)
        wg = jnp.flip(wg, axis=tuple(range(2, 2 + nd)))
        pads = [(d * (k - 1) - lo, d * (k - 1) - hi)
                for k, d, (lo, hi) in zip(ks, dilation, padding)]
        return lax.conv_general_dilated(x, wg, (1,) * nd, pads, lhs_dilation=stride,
                                        rhs_dilation=dilation, feature_group_count=groups,
                                        dimension_numbers=("NC" + sp, "OI" + sp, "NC" + sp),
                                        precision="highest")
    x, w = jnp.asarray(x, np.float32), jnp.asarray(w, np.float32)
    ct = RNG.standard_normal(jax.eval_shape(f, x, w).shape).astype(np.float32)
    y, gx, gw = _output_and_vjp(f, x, w, ct)
    return np.asarray(y), ct, np.asarray(gx), np.asarray(gw)


@jax.jit(static_argnums=0)
def _output_and_vjp(f, x, w, ct):
    y, vjp = jax.vjp(f, x, w)
    return (y,) + vjp(ct)


def _close(a, b, tol):
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    assert a.shape == b.shape
    assert np.abs(a - b).max() <= tol * (np.abs(b).max() + 1e-6)


LAYERS = [  # nd, input shape, out channels, groups, kernel, stride, pad, dilation
    (2, (2, 32, 2, 2), 32, 1, 3, 2, 1, 1),     # input smaller than the kernel: per-tap matmuls
    (2, (2, 16, 1, 1), 64, 1, 4, 1, 0, 1),     # a DCGAN generator's first layer, 1x1 -> 4x4
    (2, (2, 32, 1, 1), 32, 1, 3, 1, 1, 1),     # only the centre tap lands in the output
    (2, (2, 64, 2, 3), 64, 2, 3, 2, 1, 1),     # 2 groups, small input
    (2, (2, 32, 1, 2), 32, 1, 3, 2, 2, 2),     # dilation 2, cropped by 2
    (2, (2, 6, 5, 4), 4, 1, 4, 2, 1, 1),       # strided: XLA's output, the weight per tap
    (2, (2, 6, 5, 5), 9, 3, 3, 1, 1, 1),       # grouped: the weight per tap
    (2, (2, 4, 5, 5), 6, 1, 3, 1, 1, 1),       # stride 1, one group: XLA's throughout
    (2, (2, 4, 4, 3), 4, 1, 3, 3, 0, 2),       # stride 3, dilation 2
    (1, (2, 32, 2), 40, 1, 3, 2, 1, 1),
    (1, (2, 4, 7), 6, 2, 4, 2, 1, 1),
    (3, (1, 32, 2, 1, 2), 32, 1, 3, 2, 1, 1),
    (3, (1, 4, 3, 4, 3), 4, 2, 2, 2, 0, 1),
]


def _layer(nd, cin, cout, k, stride, pad, dilation, group):
    cls = {1: nn.Conv1dTranspose, 2: nn.Conv2dTranspose, 3: nn.Conv3dTranspose}[nd]
    return cls(cin, cout, k, stride=stride, pad_mode="pad", padding=pad, dilation=dilation,
               group=group, has_bias=False)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("case", LAYERS, ids=lambda c: (
    f"{c[0]}d-g{c[3]}-o{c[2]}-k{c[4]}-s{c[5]}-p{c[6]}-d{c[7]}-in{'x'.join(map(str, c[1][2:]))}"))
def test_transposed_conv_values_and_gradients(mode, case):
    """A ConvTranspose layer's output, input gradient and weight gradient against XLA's."""
    nd, shape, cout, groups, k, stride, pad, dilation = case
    cin = shape[1]
    x = RNG.standard_normal(shape).astype(np.float32)
    w = (RNG.standard_normal((cin, cout // groups) + (k,) * nd) * 0.3).astype(np.float32)
    reference = _reference(x, w, (stride,) * nd, ((pad, pad),) * nd, (dilation,) * nd, groups)
    check_layer(mode, lambda: _layer(nd, cin, cout, k, stride, pad, dilation, groups), x, w,
                reference)


def _op(stride, padding, dilation=None, groups=1, data_format="NCHW"):
    nd = len(stride)
    return get_op("conv_transpose").bind(freeze_attrs(dict(
        stride=stride, padding=padding, dilation=dilation or (1,) * nd, groups=groups,
        data_format=data_format)))


OPS = [  # input shape, weight shape, stride, padding ((lo, hi) per axis; hi < 0 extends), dilation
    ((2, 32, 2, 2), (32, 16, 3, 3), (2, 2), ((1, 0), (1, 0)), (1, 1)),  # output_padding 1
    ((2, 32, 2, 1), (32, 32, 3, 3), (2, 1), ((0, -2), (1, 1)), (1, 1)),  # extended; cropped to 1
    ((2, 6, 4, 5), (6, 4, 4, 4), (2, 2), ((1, 0), (2, -1)), (1, 1)),
    # every tap lands in the cropped margin: zeros (taps at 0, 3, 6 less 1; output [0, 1))
    ((2, 32, 1, 1), (32, 32, 3, 3), (1, 1), ((1, 5), (1, 5)), (3, 3)),
    ((2, 6, 2, 2), (6, 4, 1, 1), (5, 5), ((1, 1), (1, 1)), (1, 1)),  # the same, by a stride of 5
    ((2, 32, 1, 1), (32, 32, 3, 3), (1, 1), ((2, 2), (2, 2)), (1, 1)),  # cropped past empty
]


@pytest.mark.parametrize("data_format", ["NCHW", "NHWC"])
@pytest.mark.parametrize("case", OPS, ids=lambda c: f"in{c[0][2:]}-s{c[2]}-p{c[3]}-d{c[4]}")
def test_cropped_and_extended_outputs_in_both_layouts(case, data_format):
    """Asymmetric croppings and extensions of the output (``output_padding``), in the NHWC form
    GRAPH_MODE's layout pass asks for too: XLA's values and gradients."""
    shape, wshape, stride, padding, dilation = case
    x = RNG.standard_normal(shape).astype(np.float32)
    w = (RNG.standard_normal(wshape) * 0.3).astype(np.float32)
    y, ct, gx, gw = _reference(x, w, stride, padding, dilation, 1)
    if data_format == "NHWC":
        to, back = (0, 2, 3, 1), (0, 3, 1, 2)
        got, dx, dw = _output_and_vjp(_op(stride, padding, dilation, data_format="NHWC"),
                                      jnp.transpose(x, to), w, jnp.transpose(ct, to))
        got, dx = jnp.transpose(got, back), jnp.transpose(dx, back)
    else:
        got, dx, dw = _output_and_vjp(_op(stride, padding, dilation), x, w, ct)
    assert got.shape == y.shape
    if y.size:
        _close(got, y, 1e-5)
    _close(dx, gx, 1e-5)
    _close(dw, gw, 1e-5)


def _jaxpr(f, *args):
    return str(jax.make_jaxpr(f)(*args))


def _weight_gradient(op, x, w):
    """The jaxpr of the weight's vjp alone (no forward)."""
    y, vjp = jax.vjp(lambda w: op(x, w), w)
    return _jaxpr(vjp, jnp.ones_like(y))


def test_small_input_and_strided_weight_gradient_are_matmuls():
    """On the CPU backend a transposed convolution of a 2x2 map by a 3x3 kernel and both its
    gradients trace to dots, no XLA convolution; a strided one on a larger map keeps XLA's
    output and input gradient, while its weight gradient is dots; stride 1 and one group keeps
    XLA's weight gradient too, and so do tiny weights on a small map."""
    op = _op((2, 2), ((1, 0), (1, 0)))
    small, w = jnp.ones((2, 32, 2, 2), jnp.float32), jnp.ones((32, 32, 3, 3), jnp.float32)
    both = jax.grad(lambda x, w: op(x, w).sum(), (0, 1))
    assert "conv_general_dilated" not in _jaxpr(op, small, w)
    assert "conv_general_dilated" not in _jaxpr(both, small, w)
    assert "dot_general" in _jaxpr(both, small, w)
    big = jnp.ones((2, 32, 6, 6), jnp.float32)
    assert "conv_general_dilated" in _jaxpr(op, big, w)
    dw = _weight_gradient(op, big, w)
    assert "conv_general_dilated" not in dw and "dot_general" in dw
    assert "conv_general_dilated" in _weight_gradient(_op((1, 1), ((1, 1), (1, 1))), big, w)
    tiny = jnp.ones((16, 16, 3, 3), jnp.float32)
    assert "conv_general_dilated" in _jaxpr(op, small[:, :16], tiny)


def test_forward_mode_and_vmap_of_gradient():
    """The tangent rule also serves jvp (forward mode) and vmap of the weight gradient."""
    f = _op((2, 2), ((1, 1), (1, 1)), groups=2)
    x = jnp.asarray(RNG.standard_normal((3, 4, 4, 5)).astype(np.float32))
    w = jnp.asarray(RNG.standard_normal((4, 3, 3, 3)).astype(np.float32))
    tx, tw = jnp.ones_like(x), jnp.full_like(w, 0.5)
    tangent = jax.jit(lambda: jax.jvp(f, (x, w), (tx, tw))[1])()
    args = ((2, 2), ((1, 1), (1, 1)), (1, 1), 2)
    expected = _reference(np.asarray(tx), np.asarray(w), *args)[0] + \
        _reference(np.asarray(x), np.asarray(tw), *args)[0]
    _close(tangent, expected, 1e-5)
    per_sample = jax.jit(jax.vmap(jax.grad(lambda xi, w: f(xi[None], w).sum(), 1),
                                  (0, None)))(x, w)
    _close(per_sample.sum(0), jax.jit(jax.grad(lambda w: f(x, w).sum()))(w), 1e-5)


def test_float16_small_input_accumulates_in_float32():
    """A float16 transposed convolution computed per tap sums in float32 and rounds once:
    within one float16 spacing of the float32 result, give or take float32's own summation
    error."""
    x = RNG.standard_normal((2, 32, 2, 2)).astype(np.float16)
    w = (RNG.standard_normal((32, 32, 3, 3)) * 0.3).astype(np.float16)
    y = _reference(x, w, (2, 2), ((1, 1), (1, 1)), (1, 1), 1)[0]
    magnitude = np.abs(_reference(np.abs(x), np.abs(w), (2, 2), ((1, 1),) * 2, (1, 1), 1)[0])
    out = ops.conv_transpose2d(Tensor(x), Tensor(w), stride=2, padding=1)
    assert out.dtype == ms.float16
    got, rounded = out.asnumpy(), y.astype(np.float16)
    bound = np.spacing(np.abs(rounded)) + 64 * np.finfo(np.float32).eps * magnitude
    assert np.all(np.abs(got.astype(np.float32) - y) <= bound)
    assert np.mean(got == rounded) > 0.99
