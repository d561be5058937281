"""2.10's CPU ``LpNorm`` of float32 with ``p`` 2 (``ops.norm`` of a vector over one ``dim``,
``ops.cosine_similarity``), a primitive for its order of sums and its bprop.

The kernel walks each output's values in order (the kept axes, then the reduced ones in the
order of ``axis``) and adds ``powf(|x|, 2)``, the square rounded once, to a float32 sum; then
``powf(sum, 1/2)`` (the square root, rounded once) and at least ``epsilon``. Its bprop is
``x * (dout / out)``. Measured on (6, 50) over its last axis: forward 50-67% -> 100%, the
gradient (``(x / out) * dout`` before) 51% -> 100%. A sum of more than ``_MAX_SEQ`` values, or
an input of more than ``_MAX_VALUES``, keeps XLA's sum (the kernel splits such inputs over
threads)."""
import jax.numpy as jnp

from ..registry import register, with_primal
from .math import exact_divide
from .rounding import in_order, rounded_product

_MAX_SEQ = 1024
_MAX_VALUES = 65536


def _axes(x, axis):
    return tuple(a % x.ndim for a in axis)


def _kept(x, axes):
    return tuple(1 if i in axes else d for i, d in enumerate(x.shape))


def _norm(x, axes, epsilon):
    """The norm over ``axes`` (kept as size 1)."""
    n = 1
    for a in axes:
        n *= x.shape[a]
    if n == 0:          # an empty slice: 0, not epsilon (measured)
        return jnp.zeros(_kept(x, axes), x.dtype)
    finite = jnp.where(jnp.isfinite(x), x, jnp.zeros_like(x))
    sq = rounded_product(x, x, finite)
    if 0 < n <= _MAX_SEQ and x.size <= _MAX_VALUES:
        rest = [i for i in range(x.ndim) if i not in axes]
        values = jnp.transpose(sq, list(axes) + rest).reshape((n,) + tuple(
            x.shape[i] for i in rest))
        total = in_order(jnp.add, jnp.zeros(values.shape[1:], x.dtype), values)
        total = jnp.reshape(total, _kept(x, axes))
    else:
        total = jnp.sum(sq, axis=axes, keepdims=True)
    return jnp.maximum(jnp.sqrt(total), jnp.asarray(epsilon, x.dtype))


def _out(v, axes, keep_dims):
    return v if keep_dims else jnp.squeeze(v, axes)


@with_primal
def _lp_norm_jvp(primals, tangents, *, axis, keep_dims=False, epsilon=1e-12):
    # transposed by JAX into the bprop: x * (dout / out) (exact_divide keeps XLA from taking
    # dout / sqrt(s) as dout * rsqrt(s))
    (x,), (t,) = primals, tangents
    axes = _axes(x, axis)
    out = _norm(x, axes, epsilon)
    tangent = exact_divide(jnp.sum(t * x, axis=axes, keepdims=True), out)
    return _out(out, axes, keep_dims), _out(tangent, axes, keep_dims)


@register("lp_norm2", jvp=_lp_norm_jvp)
def lp_norm2(x, *, axis, keep_dims=False, epsilon=1e-12):
    """The 2-norm of float32 ``x`` over ``axis`` (a tuple), at least ``epsilon``, as 2.10's
    CPU LpNorm computes it (module docstring); the derivative is its bprop."""
    axes = _axes(x, axis)
    return _out(_norm(x, axes, epsilon), axes, keep_dims)
