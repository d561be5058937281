"""Array primitives: layout (reshape, transpose, concat, split, tile, flip), indexing
(getitem/setitem, gather, scatter) and select.

Indexing takes a static *index spec* (a hashable tuple, built by ``minicell.ops.indexing``) plus
the index arrays as extra inputs, so ``x[1:, idx]`` is one cached kernel per spec, in both modes.
Spec items: ``("i", n)`` an int, ``("s", start, stop, step)`` a slice, ``("n",)`` a new axis,
``("e",)`` an ellipsis, ``("a", k)`` the k-th index array input, ``("d", k, size, step)`` a slice
of ``size`` elements, ``step`` apart, starting at the 0-d k-th index array (eager code passes
starts this way, so ``x[i:i + n]`` in a loop is one kernel; ints likewise come as 0-d arrays).
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..checks import DimensionRangeError, InferTextError, const_vector, marked_error
from ..registry import ELEMENTWISE, LAYOUT, NONDIFF, REARRANGES, SELECTS, register
from .half_sums import HALF, widened_broadcast
from .math import promote

# getitem/setitem take any number of index arrays after their data inputs; none of them has a
# gradient. Positions past the real input count are harmless.
_MAX_INDEX_ARRAYS = 16


@register("reshape", props=(LAYOUT, REARRANGES))
def reshape(x, *, shape):
    """Reshape to ``shape`` (one entry may be -1)."""
    if any(d < -1 for d in shape):      # 2.10's texts, eager and in a graph (measured)
        raise InferTextError("invalid proposed_shape dimension", graph=f"For primitive[Reshape], "
                             f"the component of shape can't be less than -1, but got [const "
                             f"vector]{{{', '.join(str(d) for d in shape)}}}")
    known = int(np.prod([d for d in shape if d != -1], dtype=np.int64))
    size = int(np.prod(x.shape, dtype=np.int64))
    text = ', '.join(str(d) for d in shape)
    if list(shape).count(-1) > 1:       # 2.10's texts, eager and in a graph (measured)
        raise InferTextError("only one dimension can be inferred", graph=f"For primitive"
                             f"[Reshape], at most one component of shape can be -1, but got "
                             f"[const vector]{{{text}}}")
    if (-1 in shape and (known == 0 or size % known)) or (-1 not in shape and known != size):
        out = ', '.join(str(size // known if known else 0) if d == -1 else str(d) for d in shape)
        raise InferTextError(f"proposed_shape '[const vector]{{{text}}}' is invalid for input "
                             f"of size {size}", graph=f"For primitive[Reshape], the accumulate "
                             f"of x_shape must be equal to out_shape, but got x_shape: [const "
                             f"vector]{{{', '.join(str(d) for d in x.shape)}}}, and out_shape: "
                             f"[const vector]{{{out}}}")
    return jnp.reshape(x, shape)


@register("transpose", props=(LAYOUT, REARRANGES))
def transpose(x, *, perm):
    """Permute the axes by ``perm``."""
    rank = x.ndim
    if len(perm) != rank:       # 2.10's texts, eager and in a graph (measured)
        raise InferTextError(f"For 'Transpose', size of perm should equal to rank of x, but got "
                             f"{len(perm)} and {rank}!")
    seen = set()
    for p in perm:
        if not -rank <= p < rank:
            raise DimensionRangeError(     # 2.10's texts, eager and in a graph (measured)
                f"Dimension out of range (expected to be in range of [{-rank}, {rank}), but got "
                f"{p})", graph=f"For primitive[Transpose], the perm value must be in "
                               f"[{-rank},{rank}), but got {p}.")
        if p % rank in seen:    # 2.10's texts (measured: its eager one lacks the comma)
            raise InferTextError(f"For 'Transpose' perms should all be unique dim, but{p % rank} "
                                 f"is not unique!", graph=f"For 'Transpose', perms should all be "
                                 f"unique dim, but{p % rank} is not unique!")
        seen.add(p % rank)
    return jnp.transpose(x, perm)


@register("broadcast_to", props=(LAYOUT, SELECTS))
def broadcast_to(x, *, shape):
    """Broadcast to ``shape`` (numpy rules)."""
    src, shape = tuple(x.shape), tuple(shape)
    if len(src) > len(shape):           # 2.10's texts, eager and in a graph (measured)
        raise InferTextError(f"For primitive [BroadcastTo]: input's rank should be less equal to "
                             f"the number of proposed_shape, but got {len(src)} and {len(shape)}")
    if any(a != b and a != 1 for a, b in zip(src, shape[len(shape) - len(src):])):
        def vec(s):
            return f"[const vector]{{{', '.join(str(d) for d in s)}}}"
        text = ("For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or "
                "input dimension is 1 or target dimension is -1. But got x_shape: {}, target "
                "shape: {}.")
        raise InferTextError(text.format(src, shape), graph=text.format(vec(src), vec(shape)))
    return jnp.broadcast_to(widened_broadcast(x, shape), shape)   # (half: gradient in float32)


def _vectors(xs):
    return "[const vector]{" + ", ".join(const_vector(x.shape) for x in xs) + "}"


def concat_infer(xs, axis):
    """2.10's Concat infer checks of ``xs`` (objects with ``ndim`` and ``shape``) along
    ``axis``: ranks, the axis, the other dimensions (ValueErrors)."""
    ranks = {x.ndim for x in xs}
    # each input after the first: a 0-d one first, then its rank against the first's (2.10's
    # order, measured: [F(2), F()] and [F(), F(2)], /tmp/s77/bad60/c6.py)
    zero = next((i for i, x in enumerate(xs) if i and not x.ndim and xs[0].ndim), None)
    if xs[0].ndim == 0 and len(xs) > 1 and len(ranks) == 1:
        zero = 1
    if zero is not None and all(x.ndim == xs[0].ndim for x in xs[1:zero]):
        raise InferTextError(f"For primitive[Concat], all elements should not be zero rank, but "
                             f"got zero rank in position {zero}!")
    if len(ranks) > 1:
        raise InferTextError(f"For primitive[Concat], element rank must be same(shapes are "
                             f"{_vectors(xs)})!")      # 2.10's (measured, PYNATIVE_MODE)
    rank = ranks.pop()     # one 0-d input: [0,0) (measured)
    if not -rank <= axis < rank:
        raise InferTextError(f"For primitive[Concat], the axis value must be in "
                             f"[{-rank},{rank}), but got {axis}.")   # 2.10's, both modes
    if len({x.shape[:axis % rank] + x.shape[axis % rank + 1:] for x in xs}) > 1:
        bad = next(d for x in xs for d in range(rank)
                   if d != axis % rank and x.shape[d] != xs[0].shape[d])
        raise InferTextError(f"For primitive[Concat], shapes of tensors must match except in "
                             f"given concat axis {axis % rank}, but got mismatch in {bad}(all "
                             f"input shapes are {_vectors(xs)})!")


@register("concat", props=(LAYOUT, SELECTS))
def concat(*xs, axis=0):
    """Join the inputs along an existing ``axis``."""
    concat_infer(xs, axis)
    return jnp.concatenate(xs, axis=axis)


@register("stack", props=(LAYOUT, SELECTS))
def stack(*xs, axis=0):
    """Join the inputs along a new ``axis``."""
    bad = next((i for i, x in enumerate(xs) if x.shape != xs[0].shape), None)
    if bad is not None and len(xs[bad].shape) != len(xs[0].shape):   # 2.10 (measured)
        raise marked_error(ValueError, "All input shape size must be the same!",
                           f"For 'Stack', the len of x_shape[{bad}] should be = len of "
                           f"x_shape[0]: {len(xs[0].shape)}, but got {len(xs[bad].shape)}.")
    if bad is not None:     # 2.10's texts, op by op and in a graph (measured)
        raise marked_error(ValueError, f"All input shape must be the same! "
                           f"{const_vector(xs[bad].shape)} And {const_vector(xs[0].shape)}",
                           f"For Stack element {bad} shapein input can not pack with first "
                           f"element")
    return jnp.stack(xs, axis=axis)


@register("split", props=(LAYOUT,), multiple_results=True)
def split(x, *, indices, axis=0):
    """Split at the static positions ``indices`` along ``axis``; returns a tuple."""
    return tuple(jnp.split(x, indices, axis=axis))


@register("tile", props=(LAYOUT, SELECTS))
def tile(x, *, multiples):
    """Repeat the whole array ``multiples[i]`` times along axis i."""
    for i, m in enumerate(multiples):
        if m < 0:
            raise ValueError(f"For 'Tile', 'dims' cannot contain negative integer numbers, but "
                             f"got {m} in {i}th.")
    if x.dtype in HALF:     # 2.10's bprop sums the copies in float32 and rounds once (measured)
        return jnp.tile(x.astype(jnp.float32), multiples).astype(x.dtype)
    return jnp.tile(x, multiples)


@register("repeat_interleave", props=(LAYOUT,))
def repeat_interleave(x, *, repeats, axis=None):
    """Repeat each element ``repeats`` (static) times along ``axis`` (flattened if None).

    ``repeats``: an int, or a tuple holding one count per element."""
    if isinstance(repeats, tuple):
        return jnp.repeat(x, np.asarray(repeats, np.int64), axis=axis,
                          total_repeat_length=sum(repeats))
    return jnp.repeat(x, repeats, axis=axis)


@register("flip", props=(LAYOUT,))
def flip(x, *, dims):
    """Reverse the order of elements along ``dims``."""
    return jnp.flip(x, dims)


@register("roll", props=(LAYOUT,))
def roll(x, *, shifts, dims=None):
    """Roll elements by ``shifts`` along ``dims`` (flattened if None)."""
    return jnp.roll(x, shifts, axis=dims)


@register("tril", props=(LAYOUT,))
def tril(x, *, diagonal=0):
    """Lower triangle of the last two axes; the rest set to zero."""
    return jnp.tril(x, diagonal)


@register("triu", props=(LAYOUT,))
def triu(x, *, diagonal=0):
    """Upper triangle of the last two axes; the rest set to zero."""
    return jnp.triu(x, diagonal)


@register("select", props=(ELEMENTWISE,), nondiff_argnums=(0,))
def select(cond, x, y):
    """``x`` where ``cond`` is true, else ``y`` (broadcasting; x and y promoted together)."""
    x, y = promote(x, y)
    return jnp.where(jnp.asarray(cond, bool), x, y)


# ---- indexing -------------------------------------------------------------------------------

def build_index(spec, arrays):
    """Static spec + index arrays -> a numpy-style index tuple."""
    out = []
    for item in spec:
        tag = item[0]
        if tag == "i":
            out.append(item[1])
        elif tag == "s":
            out.append(slice(item[1], item[2], item[3]))
        elif tag == "n":
            out.append(None)
        elif tag == "e":
            out.append(Ellipsis)
        else:
            out.append(arrays[item[1]])
    return tuple(out)


def _dynamic_region(x, spec, arrays):
    """``(starts, sizes, spec)`` for a spec holding ``("d", ...)`` slices: the region of ``x``
    they span (a ``lax.dynamic_slice``) and the static spec that indexes that region as the
    original spec indexes ``x`` (each ``"d"`` becomes a strided full slice); None without any."""
    if not any(item[0] == "d" for item in spec):
        return None
    starts, sizes, static, axis = [0] * x.ndim, list(x.shape), [], 0
    for item in spec:
        tag = item[0]
        if tag == "d":
            _, k, size, step = item
            starts[axis], sizes[axis] = arrays[k], (size - 1) * step + 1
            static.append(("s", None, None, step))
        else:
            static.append(item)
        if tag == "a" and arrays[item[1]].dtype == bool:
            axis += arrays[item[1]].ndim
        elif tag != "n":
            axis += 1
    return starts, sizes, tuple(static)


@register("getitem", props=(LAYOUT, SELECTS),
          nondiff_argnums=tuple(range(1, 1 + _MAX_INDEX_ARRAYS)))
def getitem(x, *index_arrays, index):
    """``x[index]`` for a static index spec; index arrays come after ``x``."""
    region = _dynamic_region(x, index, index_arrays)
    if region is not None:
        starts, sizes, index = region
        x = jax.lax.dynamic_slice(x, starts, sizes)
    return x[build_index(index, index_arrays)]


@register("setitem", props=(LAYOUT,),
          nondiff_argnums=tuple(range(2, 2 + _MAX_INDEX_ARRAYS)))
def setitem(x, value, *index_arrays, index):
    """A copy of ``x`` with ``x[index] = value`` (value cast to x's dtype and broadcast)."""
    value = jnp.asarray(value).astype(x.dtype)
    region = _dynamic_region(x, index, index_arrays)
    if region is None:
        return x.at[build_index(index, index_arrays)].set(value)
    starts, sizes, index = region
    part = jax.lax.dynamic_slice(x, starts, sizes).at[build_index(index, index_arrays)].set(value)
    return jax.lax.dynamic_update_slice(x, part, starts)


@register("masked_fill", props=(ELEMENTWISE,), nondiff_argnums=(1,))
def masked_fill(x, mask, value):
    """``value`` where ``mask`` is true, else ``x``; the result keeps x's dtype."""
    return jnp.where(jnp.asarray(mask, bool), jnp.asarray(value).astype(x.dtype), x)


# ---- gather / scatter -----------------------------------------------------------------------

def _gather_jvp(primals, tangents, *, axis=0, batch_dims=0):
    """The tangent rows at the indices, none at a negative one: the forward wraps it as Python
    does, 2.10's gradient (UnsortedSegmentSum) drops it (measured: nn.Embedding at -1 looks up
    the last row and gives it no gradient; with ``batch_dims`` it keeps the wrapped row)."""
    (params, indices), (tparams, _) = primals, tangents
    kept = indices if batch_dims else \
        jnp.where(indices < 0, params.shape[axis], indices)       # out of range: no rows
    return gather.impl(tparams, kept, axis=axis, batch_dims=batch_dims)


@register("gather", nondiff_argnums=(1,), jvp=_gather_jvp)
def gather(params, indices, *, axis=0, batch_dims=0):
    """Slices of ``params`` along ``axis`` at ``indices``; out-of-range indices give 0 (as
    MindSpore's CPU kernel). ``batch_dims`` leading axes are shared by params and indices."""
    def take(p, i, ax):
        return jnp.take(p, i, axis=ax, mode="fill", fill_value=0)
    fn = take
    for _ in range(batch_dims):
        fn = jax.vmap(fn, in_axes=(0, 0, None))
    return fn(params, indices, axis - batch_dims)


@register("gather_d", nondiff_argnums=(1,))
def gather_d(x, index, *, dim):
    """``out[i][j] = x[index[i][j]][j]`` for dim 0 (numpy ``take_along_axis``)."""
    return jnp.take_along_axis(x, index, axis=dim)


def _nd_index(indices):
    indices = jnp.asarray(indices)
    return tuple(jnp.moveaxis(indices, -1, 0))


@register("gather_nd", nondiff_argnums=(1,))
def gather_nd(x, indices):
    """``x[indices[..., 0], indices[..., 1], ...]``: the last axis of ``indices`` indexes x."""
    return x[_nd_index(indices)]


@register("tensor_scatter_update", nondiff_argnums=(1,))
def tensor_scatter_update(x, indices, updates):
    """A copy of ``x`` with the slices at ``indices`` (gather_nd layout) replaced by updates
    (the last of duplicate indices wins). Differentiated as 2.10's bprop (measured, both modes):
    ``x`` gets the cotangent outside the updated slices, and every update, duplicates too, the
    cotangent gathered at its index (JAX gives an overwritten duplicate 0)."""
    if jnp.issubdtype(x.dtype, jnp.inexact):
        return _scatter_set(x, jnp.asarray(indices), updates)
    return x.at[_nd_index(indices)].set(updates.astype(x.dtype))


@jax.custom_jvp
def _scatter_set(x, indices, updates):
    return x.at[_nd_index(indices)].set(updates.astype(x.dtype))


@_scatter_set.defjvp
def _scatter_set_jvp(primals, tangents):
    x, indices, updates = primals
    tx, _, tu = tangents
    at = _nd_index(indices)
    kept = jnp.ones(x.shape, tx.dtype).at[at].set(0)     # no tangent: a constant mask
    return (_scatter_set(x, indices, updates),
            tx * kept + jnp.zeros_like(tx).at[at].add(tu.astype(tx.dtype)))


@register("tensor_scatter_add", nondiff_argnums=(1,))
def tensor_scatter_add(x, indices, updates):
    """A copy of ``x`` with ``updates`` added at ``indices`` (duplicates accumulate)."""
    return x.at[_nd_index(indices)].add(updates.astype(x.dtype))


@register("scatter_nd", nondiff_argnums=(0,))
def scatter_nd(indices, updates, *, shape):
    """Zeros of ``shape`` with ``updates`` added at ``indices`` (duplicates accumulate; for
    Bool, 2.10's sum is a logical or)."""
    at = jnp.zeros(shape, updates.dtype).at[_nd_index(indices)]
    return at.max(updates) if updates.dtype == jnp.bool_ else at.add(updates)


@register("unsorted_segment_sum", nondiff_argnums=(1,))
def unsorted_segment_sum(x, segment_ids, *, num_segments):
    """Sum of the slices of ``x`` that share a segment id; ids outside [0, num_segments) are
    dropped. ``segment_ids`` may cover the first k axes of ``x``."""
    ids = jnp.asarray(segment_ids)
    if tuple(x.shape[:ids.ndim]) != tuple(ids.shape):
        raise ValueError(f"For 'UnsortedSegmentSum', the shape of 'segment_ids' {ids.shape} must "
                         f"be a prefix of the shape of 'input_x' {x.shape}")
    flat = jnp.reshape(x, (-1,) + tuple(x.shape[ids.ndim:]))
    return jax.ops.segment_sum(flat, ids.reshape(-1), num_segments=num_segments)


@register("histogram", props=(NONDIFF,), no_bprop="Histogram")
def histogram(x, *, bins, low, high):
    """Float32 counts of ``x`` in ``bins`` equal bins over [low, high] (the data's range when
    both are 0); values outside are dropped. One primitive: 2.10 refuses its gradient."""
    x = jnp.reshape(x, (-1,)).astype(jnp.float32)
    lo, hi = (jnp.min(x), jnp.max(x)) if low == 0 and high == 0 else (
        jnp.float32(low), jnp.float32(high))
    idx = jnp.floor((x - lo) / jnp.maximum(hi - lo, 1e-30) * bins).astype(jnp.int32)
    idx = jnp.where(x == hi, bins - 1, idx)
    idx = jnp.where((x < lo) | (x > hi), -1, idx)          # -1: dropped
    return jax.ops.segment_sum(jnp.ones_like(x), idx, num_segments=bins)
