"""A max over one axis (kept) whose tangent does not need two computations of its input to agree.

JAX's rule for ``max`` weighs the entries equal to the result, ``sum(t * (x == m)) / count``.
XLA may compute ``x`` twice, once in the reduction's fusion and once in the comparison's, and
the two need not agree to the last bit: at ``--xla_backend_optimization_level=0`` the CPU
backend contracts ``a * b + c - d * e`` into FMAs in one fusion and not in the other (measured:
fuzz family 36, program 147, ``ops.cross_entropy`` after ``h * 0.75 + 0.1``; in plain JAX the
count of entries equal to their row's max came out 0 on one row of 4). Nothing compares equal,
the count is 0 and the gradient of the whole input is NaN (0/0 spreads through the cotangent).

Here the row's first largest entry (``argmax``: an integer, exact however its input was
computed) is always among the weighted ones, so the count is at least 1. Where the comparison
agrees (every other case) the weights are JAX's: ties split evenly, as 2.10's ReduceMax
gradient. A row whose max is NaN gets a NaN tangent, as JAX's 0/0 there.
"""
import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def tied_max(x, axis):
    """``jnp.max(x, axis, keepdims=True)`` of a float ``x`` (``axis`` one int), see the module.

    >>> float(tied_max(jnp.array([1.0, 3.0, 2.0]), 0)[0])
    3.0
    """
    return jnp.max(x, axis=axis, keepdims=True)


@tied_max.defjvp
def _tied_max_jvp(axis, primals, tangents):
    (x,), (t,) = primals, tangents
    m = tied_max(x, axis)
    chosen = x == m
    chosen = lax.cond(jnp.all(jnp.any(chosen, axis=axis, keepdims=True) | jnp.isnan(m)),
                      lambda c, v: c, lambda c, v: c | _first_largest(v, axis), chosen, x)
    w = jnp.where(jnp.isnan(m), jnp.asarray(jnp.nan, t.dtype), chosen.astype(t.dtype))
    return m, jnp.sum(t * w, axis=axis, keepdims=True) / jnp.sum(w, axis=axis, keepdims=True)


def _first_largest(x, axis):
    """True at the first largest entry of each row of ``x`` over ``axis``."""
    first = jnp.argmax(x, axis=axis, keepdims=True)
    return lax.broadcasted_iota(first.dtype, x.shape, axis % x.ndim) == first
