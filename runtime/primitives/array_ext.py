"""Registry entries for array manipulation beyond the core: scatter/segment families with a
reduction, running max/min and log-sum-exp, sorted search (public rows in
``minicell/ops/rows_array.py``; composites over these live in ``minicell/ops/array_ext*.py``).

Each family is one entry with a static ``mode`` attribute, so ``ScatterNdMax``,
``tensor_scatter_max`` and ``Scatter Max`` on a Parameter all run the same kernel.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, register
from .array import _nd_index
from .math import in_float32, require

SCATTER_MODES = ("update", "add", "sub", "mul", "div", "max", "min")


@register("scatter_nd_reduce", nondiff_argnums=(1,))
def scatter_nd_reduce(x, indices, updates, *, mode):
    """A copy of ``x`` with ``updates`` combined into the slices at ``indices`` (gather_nd
    layout) by ``mode`` (one of ``SCATTER_MODES``; duplicates combine in turn)."""
    x = jnp.asarray(x)  # a folded constant arrives as a numpy array
    at = x.at[_nd_index(indices)]
    u = updates.astype(x.dtype)
    if mode == "update":
        return at.set(u)
    if mode == "add":
        return at.add(u)
    if mode == "sub":
        return at.add(-u)
    if mode == "div" and jnp.issubdtype(x.dtype, jnp.integer):
        return _int_divide_at(x, indices, u)
    if mode == "div":   # by the product of the divisors, not times reciprocals: 315 / 3 / 5 / 7
        return x / _position_factor(x.shape, indices, u)   # is 3.0, as 2.10's (measured)
    if mode == "mul":
        return x * _position_factor(x.shape, indices, u)
    if mode == "max":
        return at.max(u)
    if mode == "min":
        return at.min(u)
    raise ValueError(f"scatter_nd_reduce: 'mode' must be one of {SCATTER_MODES}, got {mode!r}")


def _dense_segment_prod(values, ids, num):
    """Product of the rows of ``values`` sharing an id (1 where none). Dense over (num, rows),
    because JAX's scatter-multiply has no gradient when ids repeat."""
    onehot = ids[None, :] == jnp.arange(num)[:, None]
    onehot = onehot.reshape(onehot.shape + (1,) * (values.ndim - 1))
    return jnp.prod(jnp.where(onehot, values[None], jnp.ones((), values.dtype)), axis=1)


def _position_factor(shape, indices, u):
    """Per slice of ``shape``, the product of the updates scattered to it (gather_nd layout)."""
    indices = jnp.asarray(indices)
    k = indices.shape[-1]
    lead = shape[:k]
    flat_idx = jnp.ravel_multi_index(tuple(indices.reshape(-1, k).T), lead, mode="clip")
    rows = u.reshape((-1,) + tuple(shape[k:]))
    size = int(np.prod(lead, dtype=np.int64))
    return _dense_segment_prod(rows, flat_idx, size).reshape(shape)


def _int_divide_at(x, indices, u):
    """Integer ScatterNdDiv as MindSpore's CPU kernel: each division truncates toward zero
    (dividing in turn by duplicates = dividing once by their product); ``n / 0`` saturates to
    the dtype's max (n > 0) or min (n < 0), ``0 / 0`` is 0. The product is taken in 64 bits so
    repeated small-int divisors do not wrap."""
    wide = jnp.uint64 if jnp.issubdtype(x.dtype, jnp.unsignedinteger) else jnp.int64
    den = _position_factor(x.shape, indices, u.astype(wide))
    num = x.astype(wide)
    quot = jax.lax.div(num, jnp.where(den == 0, jnp.ones((), wide), den))
    info = jnp.iinfo(x.dtype)
    by_zero = jnp.where(num > 0, info.max, jnp.where(num < 0, info.min, 0)).astype(wide)
    return jnp.where(den == 0, by_zero, quot).astype(x.dtype)


def _fill_value(dtype, mode):
    if mode == "prod":
        return 1
    if jnp.issubdtype(dtype, jnp.floating):
        info = jnp.finfo(dtype)
    else:
        info = jnp.iinfo(dtype)
    return info.min if mode == "max" else info.max


@register("unsorted_segment_reduce", nondiff_argnums=(1,))
def unsorted_segment_reduce(x, segment_ids, *, num_segments, mode):
    """Max/min/prod of the slices of ``x`` sharing a segment id; an empty segment holds the
    dtype's lowest (max) / highest (min) value or 1 (prod), as MindSpore's CPU kernels."""
    ids = jnp.asarray(segment_ids)
    flat = jnp.reshape(x, (-1,) + tuple(x.shape[ids.ndim:]))
    ids = ids.reshape(-1)
    if mode == "prod":
        return _dense_segment_prod(flat, ids, num_segments)
    fn = {"max": jax.ops.segment_max, "min": jax.ops.segment_min}[mode]
    out = fn(flat, ids, num_segments=num_segments)
    # segment_max/min leave -inf/+inf (floats) in empty segments: MindSpore holds the finite
    # extreme there
    count = jax.ops.segment_sum(jnp.ones_like(ids), ids, num_segments=num_segments)
    empty = (count == 0).reshape((-1,) + (1,) * (out.ndim - 1))
    return jnp.where(empty, jnp.asarray(_fill_value(x.dtype, mode), x.dtype), out)


@register("cum_extreme", multiple_results=True)
def cum_extreme(x, *, axis, mode, index_dtype="int64"):
    """(running max or min along ``axis``, index where it was last reached). A NaN wins from
    where it first appears on, and each later NaN takes the index, as 2.10's kernel (measured:
    [nan, nan, nan, nan] gives indices [0, 1, 2, 3], [nan, 0, 1, 3] [0, 0, 0, 0])."""
    require("Cummax" if mode == "max" else "Cummin", "input", x, "iuf")   # 2.10: no bool/complex
    moved = jnp.moveaxis(x, axis, 0)
    idx = jnp.broadcast_to(jnp.arange(moved.shape[0]).reshape((-1,) + (1,) * (moved.ndim - 1)),
                           moved.shape)
    better = jnp.greater_equal if mode == "max" else jnp.less_equal

    def combine(a, b):
        # a tie moves the index on, as MindSpore's kernel; a NaN is above every number (no
        # number compares >= it) and ties with a NaN, so the scan stays a max over one order
        take_b = jnp.isnan(b[0]) | better(b[0], a[0])
        return jnp.where(take_b, b[0], a[0]), jnp.where(take_b, b[1], a[1])
    vals, where = jax.lax.associative_scan(combine, (moved, idx), axis=0)
    return (jnp.moveaxis(vals, 0, axis),
            jnp.moveaxis(where, 0, axis).astype(np.dtype(index_dtype)))


@register("logcumsumexp")
def logcumsumexp(x, *, axis, exclusive=False, reverse=False):
    """``log(cumsum(exp(x)))`` along ``axis``, computed stably (a primitive for numerics);
    float16 in float32, rounded once, as 2.10's kernel (measured: 0 of 2,048 differ; in float16
    910, and XLA's two CPU emitters, GRAPH's and the eager kernels', rounded apart)."""
    if reverse:
        x = jnp.flip(x, axis)
    out = in_float32(lambda v: jax.lax.cumlogsumexp(v, axis=axis))(x)
    if exclusive:
        pad = [(0, 0)] * x.ndim
        pad[axis] = (1, 0)
        # 2.10 starts an exclusive scan at the dtype's lowest finite value, not -inf (measured)
        out = jnp.pad(out, pad, constant_values=jnp.finfo(out.dtype).min)
        out = jax.lax.slice_in_dim(out, 0, x.shape[axis], axis=axis)
    if reverse:
        out = jnp.flip(out, axis)
    return out


@register("searchsorted", props=(NONDIFF,))
def searchsorted(sorted_sequence, values, *, right=False, dtype="int64"):
    """Insertion points of ``values`` into the last axis of ``sorted_sequence`` (leading axes
    paired; a 1-D sequence serves every value)."""
    side = "right" if right else "left"
    if sorted_sequence.ndim == 1:
        out = jnp.searchsorted(sorted_sequence, values, side=side)
    else:
        lead = sorted_sequence.shape[:-1]
        seq = sorted_sequence.reshape((-1, sorted_sequence.shape[-1]))
        val = values.reshape((seq.shape[0], -1))
        out = jax.vmap(lambda s, v: jnp.searchsorted(s, v, side=side))(seq, val)
        out = out.reshape(lead + values.shape[len(lead):])
    return out.astype(np.dtype(dtype))


@register("view_dtype", props=(NONDIFF,))
def view_dtype(x, *, dtype):
    """``x``'s bytes read as ``dtype`` (a numpy dtype name), as ``Tensor.view(dtype)``: the
    last axis scales by the ratio of the element sizes (numpy's ``ndarray.view``)."""
    x, dt = jnp.asarray(x), np.dtype(dtype)
    src = x.astype(jnp.uint8) if x.dtype == jnp.bool_ else x
    tgt = np.dtype(np.uint8) if dt == np.bool_ else dt
    a, b = src.dtype.itemsize, tgt.itemsize
    if a < b:
        src = src.reshape(src.shape[:-1] + (src.shape[-1] * a // b, b // a))
    out = jax.lax.bitcast_convert_type(src, tgt)
    if a > b:
        out = out.reshape(out.shape[:-2] + (out.shape[-2] * (a // b),))
    return out != 0 if dt == np.bool_ else out
