"""Sums along one axis in a kernel's own order, and a broadcast along that axis whose transpose
is such a sum: a tangent rule that broadcasts with ``axis_broadcast`` transposes into a gradient
summed as 2.10's kernel sums it (XLA's transpose of a broadcast is its own reduce).

Orders (``order``): ``"seq"``, one value after another (a C++ loop); ``"reduce_sum"``, 2.10's
float32 ReduceSum off the last axis (``sum_order.py``: rows in turn over axis 0, else float64
rounded once; Softmax's gradient); ``"halving"``, the second half added onto the first, halving,
odd tails onto the first (``loss_bce._halving_sum``; L2NormalizeGrad's GetSumOfProduct)."""
import jax.numpy as jnp
from jax import core
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .rounding import in_order

_F, _D = jnp.float32, jnp.float64


def seq_sum(v, axis):
    """``v``'s values along ``axis`` added one after another (kept as a length-1 axis)."""
    total = in_order(jnp.add, jnp.zeros(v.shape[:axis] + v.shape[axis + 1:], v.dtype),
                     jnp.moveaxis(v, axis, 0))
    return jnp.expand_dims(total, axis)


def halving_sum(v, axis):
    """``v`` summed along ``axis`` by halving (module docstring), kept as a length-1 axis."""
    v = jnp.moveaxis(v, axis, 0)
    n = v.shape[0]
    if n % 2:
        v = v.at[0].add(v[n - 1])
    half = n // 2
    while half:
        v = v[:half] + v[half:2 * half]
        if half > 2 and half % 2:
            v = v.at[0].add(v[half - 1])
        half //= 2
    return jnp.expand_dims(v[0], axis)


def kernel_sum(v, axis, order):
    """``v`` summed along ``axis`` in ``order`` (module docstring), kept as a length-1 axis."""
    # adds -0 (NaN only where v is): XLA cannot then contract the product that made ``v``
    # (the cotangent times y) into the sum's first adds as FMAs (2.10 rounds each product)
    v = v - jnp.minimum(jnp.abs(v), 0)
    if order == "halving":
        return halving_sum(v, axis)
    if order == "reduce_sum" and v.dtype == _F and axis:
        # 2.10's float32 ReduceSum off axis 0 (and not over a 2-D input's last axis, which
        # Softmax's float32 kernel never leaves to this one): float64, rounded once
        return jnp.sum(v.astype(_D), axis=axis, keepdims=True).astype(_F)
    return seq_sum(v, axis)


def _broadcast_impl(s, *, axis, n, order):
    return jnp.broadcast_to(s, s.shape[:axis] + (n,) + s.shape[axis + 1:])


_axis_broadcast_p = Primitive("ms_axis_broadcast")
_axis_broadcast_p.def_impl(_broadcast_impl)
_axis_broadcast_p.def_abstract_eval(lambda s, *, axis, n, order: core.ShapedArray(
    s.shape[:axis] + (n,) + s.shape[axis + 1:], s.dtype))
mlir.register_lowering(_axis_broadcast_p, mlir.lower_fun(_broadcast_impl, multiple_results=False))
ad.deflinear2(_axis_broadcast_p, lambda ct, s, *, axis, n, order: [
    kernel_sum(ct, axis, order)])


def _axis_broadcast_batch(args, dims, *, axis, n, order):
    (s,), (d,) = args, dims
    return _axis_broadcast_p.bind(jnp.moveaxis(s, d, 0), axis=axis + 1, n=n, order=order), 0


batching.primitive_batchers[_axis_broadcast_p] = _axis_broadcast_batch


def axis_broadcast(s, axis, n, order):
    """``s`` (length 1 along ``axis``) broadcast to ``n`` there; transposed, the kernel's sum."""
    return _axis_broadcast_p.bind(s, axis=int(axis), n=int(n), order=order)
