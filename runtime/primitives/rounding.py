"""Rounding as MindSpore's CPU kernels round, kept from XLA's rewrites.

Where the operands need no promotion (``lax_twins.float_pair``), the helpers bind ``lax``
primitives directly: ``jnp``'s operators are nested ``jit`` calls, each about 0.15 ms of
tracing, and a compile of 2.10's LayerNorm and softmax kernels calls these helpers a few dozen
times (session 72). The same primitives either way."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .lax_twins import float_add, float_aval, float_pair


def _opaque_zero(finite):
    """A negative zero made from ``finite`` (any value of the graph, finite where the result
    matters): XLA cannot fold it, so an addition of it is kept and changes nothing else. No
    gradient flows through it (an infinite cotangent times its zero derivative would be NaN)."""
    aval = float_aval(finite)
    if aval is not None:
        return lax.stop_gradient(lax.neg(lax.abs(lax.mul(np.zeros((), aval.dtype), finite))))
    return jax.lax.stop_gradient(-jnp.abs(jnp.zeros((), finite.dtype) * finite))


def rounded_product(a, b, finite):
    """``a * b`` rounded to its dtype before an addition that follows it, as MindSpore's CPU
    kernels round it: XLA's CPU backend contracts ``a * b + c`` into one FMA, which rounds
    once (LayerNorm's ``xhat * gamma + beta``: an ulp off 2.10 on ~1/4 of the values)."""
    p = lax.mul(a, b) if float_pair(a, b) else a * b
    z = _opaque_zero(finite)
    if float_pair(p, z):
        return lax.add(p, z)
    return p + z.astype(p.dtype)


def opaque_constant(value, finite):
    """``value`` in ``finite``'s dtype as a value XLA does not treat as a constant, so that an
    expression keeps the order of its additions: XLA folds ``(1 - x) + 1e-12`` into
    ``(1 + 1e-12) - x``, which is ``1 - x`` in float32, where the C code adds 1e-12 to
    ``1 - x`` (BinaryCrossEntropy's ``log(1 - x + eps)`` at x = 1)."""
    return float_add(jnp.asarray(value, finite.dtype), _opaque_zero(finite))


def in_order(fn, init, xs):
    """``fn(...fn(fn(init, xs[0]), xs[1])..., xs[-1])``: one value after another along the first
    axis, as a C++ kernel's loop accumulates (a float sum so taken has its own bits). Up to 64
    values the loop is unrolled into straight-line code (XLA fuses it into one kernel; a
    ``while`` of 32 scalar steps cost ~5% of a small MLP's training step on CPU), longer ones
    run as a scan unrolled 16 steps at a time; the bits are the same either way."""
    n = xs.shape[0]
    return jax.lax.scan(lambda c, v: (fn(c, v), None), init, xs,
                        unroll=True if n <= 64 else 16)[0]
