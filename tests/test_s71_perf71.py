"""Session 71 (perf71): W5's first call with fewer XLA kernels and less shape inference.

- LayerNorm's float64 statistics are one variadic reduce (``norm._ln_stats``: one XLA kernel
  where a float64 copy of ``x`` was a kernel of its own); the bits are the C kernel's.
- LayerNorm's gradient kernel reads a per-column gamma as one value per column
  (``ln_grad._gamma_arg``: no broadcast of gamma to ``x``'s shape, a kernel of its own).
- ``runtime/shape_rules.py``: softmax's and layer_norm's output shapes without tracing their
  kernels; each rule must agree with ``jax.eval_shape`` wherever it answers.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.runtime import x64
from minicell.runtime.registry import freeze_attrs, get_op
from minicell.runtime.shape_rules import shape_rule

# the cases compile in both modes (0.3-3 s of CPU each under load): out of the default run
pytestmark = pytest.mark.heavy
_F = np.float32


def _aval(shape, dtype, weak=False):
    return jax.ShapeDtypeStruct(shape, np.dtype(dtype), weak_type=weak)


_SOFTMAX = [((3,), np.float32, -1), ((2, 5), np.float16, 0), ((2, 5), np.float64, 1),
            ((2, 3, 4), np.float32, -2), ((2, 3), np.float32, 2), ((2, 3), np.int32, -1),
            ((0, 3), np.float32, -1), ((), np.float32, -1), ((4, 130), np.float32, -1)]
_LN = [((8, 6, 5), (5,), np.float32, -1), ((4, 6), (1, 6), np.float16, 1),
       ((3, 4, 5), (4, 5), np.float64, 1), ((2, 3), (4,), np.float32, -1),
       ((2, 3), (2, 3, 3), np.float32, -1), ((2, 3), (3,), np.int32, -1)]


def _eval_shape(op, attrs, avals):
    with x64.scope():
        return op.kernel(attrs, nested=True).eval_shape(*avals)


@pytest.mark.parametrize("shape, dtype, axis", _SOFTMAX)
def test_softmax_rule_agrees_with_eval_shape(shape, dtype, axis):
    op, attrs = get_op("softmax"), freeze_attrs({"axis": axis})
    avals = [_aval(shape, dtype)]
    got = shape_rule(op)(avals, attrs)
    if got is None:      # declined: eval_shape decides (and raises the op's own error)
        assert not (np.dtype(dtype).kind == "f" and len(shape) and 0 not in shape and
                    -len(shape) <= axis < len(shape))
        return
    want = _eval_shape(op, attrs, avals)
    assert (got.shape, got.dtype, got.weak_type) == (want.shape, want.dtype, want.weak_type)


@pytest.mark.parametrize("shape, pshape, dtype, begin", _LN)
def test_layer_norm_rule_agrees_with_eval_shape(shape, pshape, dtype, begin):
    op, attrs = get_op("layer_norm"), freeze_attrs({"begin_norm_axis": begin, "eps": 1e-5})
    avals = [_aval(shape, dtype), _aval(pshape, dtype), _aval(pshape, dtype)]
    got = shape_rule(op)(avals, attrs)
    if got is None:
        try:
            fits = np.broadcast_shapes(shape, pshape) == shape
        except ValueError:
            fits = False
        assert np.dtype(dtype).kind != "f" or not fits
        return
    want = _eval_shape(op, attrs, avals)
    assert (got.shape, got.dtype, got.weak_type) == (want.shape, want.dtype, want.weak_type)
    assert shape_rule(get_op("div")) is None


_DENSE = [((8, 6, 5), (4, 5), (4,), np.float32), ((3, 5), (4, 5), None, np.float16),
          ((3, 5), (4, 5), (4,), np.float64), ((3, 5), (4, 6), (4,), np.float32),
          ((3, 5), (4, 5), (1,), np.float32), ((3, 5), (4, 5), (4,), np.int32),
          ((5,), (4, 5), (4,), np.float32)]


@pytest.mark.parametrize("xs, ws, bs, dtype", _DENSE)
def test_dense_rule_agrees_with_eval_shape(xs, ws, bs, dtype):
    op = get_op("dense")
    avals = [_aval(xs, dtype), _aval(ws, dtype)] + ([_aval(bs, dtype)] if bs else [])
    got = shape_rule(op)(avals, ())
    if got is None:
        assert np.dtype(dtype).kind != "f" or xs[-1] != ws[-1] or bs not in (None, ws[:1])
        return
    want = _eval_shape(op, (), avals)
    assert (got.shape, got.dtype, got.weak_type) == (want.shape, want.dtype, want.weak_type)


class _Soft(nn.Cell):
    def construct(self, x):
        return ops.softmax(x, -1) * 2


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_softmax_shapes_follow_the_inputs(mode):
    """One Cell called with other shapes and dtypes: each call's output has its input's."""
    ms.set_context(mode=mode)
    try:
        net = _Soft()
        for shape, dt in [((2, 5), np.float32), ((3, 4), np.float16), ((2, 5), np.float64),
                          ((1, 7), np.float32)]:
            x = np.linspace(-2, 3, int(np.prod(shape))).reshape(shape).astype(dt)
            out = net(Tensor(x))
            assert out.shape == shape and out.asnumpy().dtype == dt
            e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
            np.testing.assert_allclose(out.asnumpy(), 2 * e / e.sum(-1, keepdims=True),
                                       rtol=2e-3 if dt == np.float16 else 1e-5)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_softmax_int_input_error_unchanged(mode):
    ms.set_context(mode=mode)
    try:
        with pytest.raises(TypeError, match=r"For primitive\[Softmax\], the input argument\[x\] "
                           r"must be a type of .*but got (Tensor\[)?Int32"):
            _Soft()(Tensor(np.ones((2, 3), np.int32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _LN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.LayerNorm(1, 1, 1e-5)

    def construct(self, x, g, b):
        return self.op(x, g, b)


def _ln_reference(x, g, b, eps=1e-5):
    """2.10's CPU LayerNorm (float32): float64 sums, each later step in float32."""
    xd = x.astype(np.float64)
    n = x.shape[-1]
    mean = xd.sum(-1, keepdims=True) / n
    var = np.maximum((xd * xd).sum(-1, keepdims=True) / n - mean * mean, 0).astype(_F)
    std = np.sqrt(var + _F(eps))
    y = (x - mean.astype(_F)) / std * g + b
    return [y, mean.astype(_F), var]


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_layer_norm_forward_bits(mode):
    rng = np.random.default_rng(3)
    x = (rng.integers(-64, 64, (6, 40)) / 8).astype(_F)     # exact float64 sums
    x[1] = 2.5                                                # a row of variance 0
    g, b = rng.standard_normal(40).astype(_F), rng.standard_normal(40).astype(_F)
    ms.set_context(mode=mode)
    try:
        outs = _LN()(Tensor(x), Tensor(g), Tensor(b))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for got, want in zip(outs, _ln_reference(x, g, b)):
        np.testing.assert_array_equal(got.asnumpy().view(np.int32), want.view(np.int32))


def test_layer_norm_grad_vmap_over_gamma():
    """vmap with gamma mapped (broadcast to x's shape for the kernel) and unmapped (one value
    per column): each slice's dx has the bits of the unbatched gradient."""
    ln = get_op("layer_norm").bind(freeze_attrs({"begin_norm_axis": -1, "eps": 1e-5}))
    rng = np.random.default_rng(5)
    xs = rng.standard_normal((3, 6, 16)).astype(_F)
    dys = rng.standard_normal((3, 6, 16)).astype(_F)
    gs = rng.standard_normal((3, 16)).astype(_F)
    b = np.zeros(16, _F)

    def dx(x, g, d):
        return jax.vjp(lambda v: ln(v, g, b), x)[1](d)[0]
    with x64.scope():
        mapped = np.asarray(jax.jit(jax.vmap(dx))(xs, gs, dys))
        shared = np.asarray(jax.jit(jax.vmap(dx, (0, None, 0)))(xs, gs[0], dys))
        single = jax.jit(dx)
        for i in range(3):
            one = np.asarray(single(xs[i], gs[i], dys[i])).view(np.int32)
            np.testing.assert_array_equal(mapped[i].view(np.int32), one)
            zero = np.asarray(single(xs[i], gs[0], dys[i])).view(np.int32)
            np.testing.assert_array_equal(shared[i].view(np.int32), zero)
        assert not np.array_equal(mapped[1], shared[1])
    assert jnp.float32 == _F
