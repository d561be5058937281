"""First-call cuts for attention blocks (perf18).

- nn.MultiheadAttention's and nn.LayerNorm's constructs are traced as plain Python in GRAPH_MODE
  (``__minicell_noconvert__``, as nn.Dense's): their branches read only Python values, and
  their AST conversion was ~125 ms of a transformer block's first graph call. Values and error
  texts are PYNATIVE_MODE's.
- The layer-norm ops' jvp rules return the output with the tangent (``registry.with_primal``),
  so a differentiated LayerNorm takes its float64 statistics once, not once for the output and
  again for the tangent.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.compiler import source
from minicell.runtime.primitives import norm
from minicell.runtime.registry import freeze_attrs, get_op


class _Block(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.ln = nn.LayerNorm((8,))
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)
        self.kw = kw

    def construct(self, x):
        h = self.ln(x)
        return self.attn(h, h, h, **self.kw)


@pytest.mark.parametrize("cls", [nn.MultiheadAttention, nn.LayerNorm])
def test_constructs_are_not_converted(cls):
    assert source.convert(cls.construct) is cls.construct


@pytest.mark.heavy
@pytest.mark.parametrize("kw", [{}, {"need_weights": False}])
def test_graph_block_equals_pynative(kw):
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 5, 8)).astype(np.float32))
    net = _Block(**kw)
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            out[mode] = [t.asnumpy() for t in net(x)]
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    assert len(out[ms.GRAPH_MODE]) == (1 if kw else 2)
    for g, p in zip(out[ms.GRAPH_MODE], out[ms.PYNATIVE_MODE]):
        np.testing.assert_array_equal(g, p)


def test_graph_width_error_is_the_layers_text():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError, match=r"For 'LayerNorm', gamma or beta shape must match "
                                             r"input shape, but got input shape: "
                                             r"\[const vector\]\{2, 5, 6\}"):
            _Block()(ms.Tensor(np.ones((2, 5, 6), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _f64_sums(jaxpr):
    """Float64 reductions in ``jaxpr`` and its sub-jaxprs (the statistics' sums): a
    ``reduce_sum`` counts one, a variadic ``reduce`` (sum(x) and sum(x * x) in one pass,
    b17fc06e) one per float64 result."""
    n = 0
    for eqn in jaxpr.eqns:
        if eqn.primitive.name in ("reduce_sum", "reduce"):
            n += sum(v.aval.dtype == jnp.float64 for v in eqn.outvars)
        for p in eqn.params.values():
            if hasattr(p, "jaxpr") and hasattr(p.jaxpr, "eqns"):
                n += _f64_sums(p.jaxpr)
            elif hasattr(p, "eqns"):
                n += _f64_sums(p)
    return n


@pytest.mark.heavy
@pytest.mark.parametrize("name, attrs", [
    ("layer_norm", {"begin_norm_axis": -1, "eps": 1e-5}),
    ("layer_norm_stats", {"begin_norm_axis": 2, "begin_params_axis": 2, "epsilon": 1e-5})])
def test_differentiated_layer_norm_takes_its_statistics_once(name, attrs, jax_x64):
    if not norm.cpu_float64_sums():
        pytest.skip("float64 statistics are the CPU backend's")
    fn = get_op(name).bind(freeze_attrs(attrs))
    rng = np.random.default_rng(1)
    x, g, b = (jnp.asarray(rng.standard_normal(s), jnp.float32) for s in ((2, 3, 8), (8,), (8,)))
    first = (lambda *a: fn(*a)[0]) if name == "layer_norm_stats" else fn
    # forward + backward: sum(x) and sum(x * x) once each (were twice: the tangent rule
    # took them again)
    jaxpr = jax.make_jaxpr(lambda *a: jax.vjp(first, *a)[1](jnp.ones_like(x)))(x, g, b)
    assert _f64_sums(jaxpr.jaxpr) == 2
    # and the gradient is the transpose of the tangent rule taking the statistics itself
    ct = jnp.asarray(rng.standard_normal(x.shape), jnp.float32)
    zeros = jnp.zeros(8, jnp.float32)

    def both(x, g, b, ct):
        dx = jax.vjp(first, x, g, b)[1](ct)[0]
        want = jax.linear_transpose(lambda t: norm.layer_norm_tangent(
            (x, g, b), (t, zeros, zeros), (2,), 1e-5, g, zeros, zeros), x)(ct)[0]
        return dx, want
    dx, want = jax.jit(both)(x, g, b, ct)
    np.testing.assert_array_equal(np.asarray(dx), np.asarray(want))


@pytest.mark.parametrize("shape", [(8,), (5,), (2, 2, 3, 8)])
def test_attention_rank_is_checked_before_embed_dim(shape, mode):
    """2.10 PYNATIVE (measured, both batch_first): the rank's text, also when the last axis
    is not embed_dim; minicell's GRAPH_MODE gives the same (2.10's GRAPH fails on its own
    argument count there)."""
    attn = nn.MultiheadAttention(8, 2, batch_first=True)
    x = ms.Tensor(np.ones(shape, np.float32))
    with pytest.raises(ValueError, match=rf"^The `query` should be unbatched 2D or batched 3D "
                                         rf"tensor, but got `query` with {len(shape)}D\.$"):
        attn(x, x, x)
