"""2.10's CPU L2NormalizeGrad as a linear map of the cotangent, so reverse mode runs its order.

For each slice along ``axis``: ``(g - y * S(y * g)) / n``, ``S`` the kernel's halving sum
(``axis_sums.halving_sum``: an axis of length 1 counts its product twice, as 2.10's) and ``n``
``sqrt(S(x * x))``, or ``epsilon`` where that is below it. The map is symmetric, so it is its own
transpose: ``l2_grad_p`` is the tangent of ``L2Normalize`` and transposes into itself applied to
the cotangent, which computes the kernel's steps in the kernel's order. Each product that feeds
an addition is rounded first (``rounding.rounded_product``): in the transposed program XLA's
default level contracted ``g - y * S`` into an fma (5 ulp on 9 of 36 values measured), which a
float64 product rounded back did not prevent."""
import jax.numpy as jnp
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .axis_sums import halving_sum
from .rounding import rounded_product

l2_grad_p = Primitive("ms_l2_normalize_grad")


def _impl(g, y, n, *, axis):
    s = halving_sum(rounded_product(y, g, y), axis)
    c = g - rounded_product(y, jnp.broadcast_to(s, y.shape), y)
    # one IEEE division each (XLA would multiply by the norm's reciprocal)
    return c / lax.optimization_barrier(jnp.broadcast_to(n, c.shape))


l2_grad_p.def_impl(_impl)
l2_grad_p.def_abstract_eval(lambda g, y, n, *, axis: core.ShapedArray(g.shape, g.dtype))
mlir.register_lowering(l2_grad_p, mlir.lower_fun(_impl, multiple_results=False))


def _transpose(ct, g, y, n, *, axis):
    if type(ct) is ad.Zero:
        return [ad.Zero(g.aval), None, None]
    return [l2_grad_p.bind(ct, y, n, axis=axis), None, None]


ad.primitive_transposes[l2_grad_p] = _transpose


def _batch(args, dims, *, axis):
    g, y, n = (a if d is batching.not_mapped else jnp.moveaxis(a, d, 0)
               for a, d in zip(args, dims))
    size = next(a.shape[0] for a, d in zip(args, dims) if d is not batching.not_mapped)
    g, y, n = (a if d is not batching.not_mapped else jnp.broadcast_to(a, (size,) + a.shape)
               for a, d in zip((g, y, n), dims))
    return l2_grad_p.bind(g, y, n, axis=axis + 1), 0


batching.primitive_batchers[l2_grad_p] = _batch


def l2_normalize_tangent(t, x, y, axis, epsilon):
    """L2NormalizeGrad's map of ``t`` for input ``x`` and output ``y`` (same dtype, ``axis``
    non-negative)."""
    n = jnp.sqrt(halving_sum(rounded_product(x, x, x), axis))
    n = jnp.where(n >= epsilon, n, jnp.asarray(epsilon, n.dtype))
    return l2_grad_p.bind(t, y, n, axis=axis)
