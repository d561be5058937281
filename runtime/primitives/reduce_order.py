"""2.10's CPU ReduceSum over the last axis, and a broadcast whose transpose is that sum.

2.10's ReduceSum of float32 over the last axis (measured through SoftmaxBackward's CPU fallback,
``out * (dout - ReduceSum(out * dout, -1))``, on (4, 5), (6, 37), (8, 100), (2, 3, 37) and
(2, 2, 3, 20)): a 2-D input's rows in 8 AVX lanes, block after block, the lanes then added in
turn and the last ``C % 8`` values one by one; any other rank in float64, rounded once.

A gradient's row sum comes from the transpose of a broadcast in the tangent, which JAX turns
into XLA's ``reduce_sum`` (its own order). ``row_broadcast`` is a broadcast over a new last axis
whose transpose is ``ms_row_sum`` instead: a tangent rule that broadcasts with it transposes
into a gradient summed in 2.10's order (``nnacl.softmax_last_axis``)."""
import jax
import jax.numpy as jnp
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from jax import core, lax

from .rounding import in_order


def _lane_rows(v):
    """Rows of ``v`` (..., C) in 8 lanes block after block, the lanes in turn, then the tail."""
    c = v.shape[-1]
    n8 = c // 8 * 8
    total = jnp.zeros(v.shape[:-1], v.dtype)
    if n8:
        lanes = v[..., 0:8]
        for b in range(8, n8, 8):
            lanes = lanes + v[..., b:b + 8]
        total = lanes[..., 0]
        for j in range(1, 8):
            total = total + lanes[..., j]
    for j in range(n8, c):
        total = total + v[..., j]
    return total


def ms_row_sum(v, rank):
    """2.10's CPU ReduceSum of float32 ``v`` over its last axis, for an input of ``rank`` (the
    rank decides the kernel: lanes for 2-D, float64 otherwise); other dtypes XLA's sum."""
    if v.dtype != jnp.float32:
        return jnp.sum(v, axis=-1)
    if rank == 2:
        # -0 from v itself (NaN only where v is): added, it keeps XLA from contracting the
        # product that made v into the first add as an FMA (2.10 rounds the product first)
        return _lane_rows(v - jnp.minimum(jnp.abs(v), 0))
    return lax.reduce_sum(v.astype(jnp.float64), (v.ndim - 1,)).astype(v.dtype)


def _broadcast_impl(s, *, c, rank):
    return jnp.broadcast_to(s[..., None], s.shape + (c,))


_row_broadcast_p = Primitive("ms_row_broadcast")
_row_broadcast_p.def_impl(_broadcast_impl)
_row_broadcast_p.def_abstract_eval(
    lambda s, *, c, rank: core.ShapedArray(s.shape + (c,), s.dtype))
mlir.register_lowering(_row_broadcast_p, mlir.lower_fun(_broadcast_impl, multiple_results=False))
ad.deflinear2(_row_broadcast_p, lambda ct, s, *, c, rank: [ms_row_sum(ct, rank)])


def _row_broadcast_batch(args, dims, *, c, rank):
    (s,), (d,) = args, dims     # the one operand is the mapped one
    return _row_broadcast_p.bind(jnp.moveaxis(s, d, 0), c=c, rank=rank), 0


batching.primitive_batchers[_row_broadcast_p] = _row_broadcast_batch


def row_broadcast(s, c, rank):
    """``s`` (...) broadcast to (..., c); transposed, 2.10's row sum for a ``rank`` input."""
    return _row_broadcast_p.bind(s, c=int(c), rank=int(rank))


def sum_derivative(axis):
    """Decorates a sum of its one argument over ``axis``, taken in a kernel's own order, with
    ``jnp.sum``'s derivative. The tangent of any sum is the sum of the tangents, and its
    transpose a broadcast, which is exact whatever the order; differentiated as written, an
    ordered sum's slices transpose into a zero-padded copy of the input per block (a
    1000-class cross entropy step took 5.3x the one XLA's sum gives, all of it there)."""
    def wrap(kernel):
        summed = jax.custom_jvp(kernel)
        summed.defjvp(lambda primals, tangents: (
            summed(*primals), jnp.sum(tangents[0], axis=axis)))
        return summed
    return wrap


def row_fold(v):
    """Each row's sum over the last axis, one value after another (a C++ kernel's loop):
    straight code up to 16 values (``rounding.in_order``), beyond that a ``fori_loop`` over
    the classes, which XLA's CPU backend compiles into one native loop (a call it marks
    small: no runtime step per iteration). Past 64 rows or 256 KiB the classes are moved
    first, so each step reads one contiguous row (read in place, a column's values lie a row
    apart: (512, 128) 47.7 -> 43.7 us moved, (64, 4096) 404 -> 133 us). Against the scan it
    replaces, a TrainOneStepCell step with a dense 1000-class SoftmaxCrossEntropyWithLogits at
    batch 64 went from 2.53x to 1.21x of jax.jit, its first call from 1.7 to 0.76 s."""
    c = v.shape[-1]
    if c <= 16:
        return in_order(jnp.add, jnp.zeros(v.shape[:-1], v.dtype), jnp.moveaxis(v, -1, 0))
    zero = jnp.zeros(v.shape[:-1], v.dtype)
    if v.size // c <= 64 and v.size * v.dtype.itemsize <= 1 << 18:
        return jax.lax.fori_loop(
            0, c, lambda j, acc: acc + jax.lax.dynamic_index_in_dim(v, j, v.ndim - 1, False),
            zero)
    rows = jnp.moveaxis(v, -1, 0)
    return jax.lax.fori_loop(0, c, lambda j, acc: acc + rows[j], zero)
