"""MindSpore 2.10's CPU Sort of a row holding NaN (measured on float16/32/64, 1-d and 2-d, both
directions; /tmp/numerics8/m1.py, m1r.py).

Its kernel sorts the indices with ``std::stable_sort`` and a comparator that reads only
``x[a] < x[b]`` (``>`` descending), so a NaN compares false both ways and the result is
whatever libstdc++'s merge sort makes of it: ``sort([1, nan, 3, 2]) = [1, nan, 2, 3]``,
``sort([5, 4, 3, nan, 2, 1, 0]) = [3, 4, 5, nan, 0, 1, 2]``. There is no order rule to write
down, so this replays that algorithm (GCC's ``__stable_sort_adaptive`` with its half-size
buffer: each half insertion-sorted in runs of 7 and merged bottom-up, then the halves merged,
from the tails when the first half is the longer;
checked against 2.10 on random rows of every length up to 64). Rows without NaN are a plain
stable sort; only NaN rows come here, on the host, through ``jax.pure_callback``.
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np

_CHUNK = 7      # libstdc++'s _S_chunk_size


def _insertion(v, idx, lo, hi, less):
    """libstdc++'s ``__insertion_sort`` of ``idx[lo:hi]`` (a smaller one goes to the front
    at once; otherwise an unguarded linear insert)."""
    for i in range(lo + 1, hi):
        cur = idx[i]
        if less(v[cur], v[idx[lo]]):
            idx[lo + 1:i + 1] = idx[lo:i]
            idx[lo] = cur
            continue
        j = i
        while less(v[cur], v[idx[j - 1]]):
            idx[j] = idx[j - 1]
            j -= 1
        idx[j] = cur


def _merge(v, a, b, less):
    """``__move_merge``: the second run's head goes first only when it compares less."""
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if less(v[b[j]], v[a[i]]):
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    return out + a[i:] + b[j:]


def _merge_backward(v, a, b, less):
    """``__move_merge_adaptive_backward`` (the final merge when the first half is the longer):
    from the tails, the first run's tail goes last only when the second's compares less."""
    out, i, j = [], len(a) - 1, len(b) - 1
    while i >= 0 and j >= 0:
        if less(v[b[j]], v[a[i]]):
            out.append(a[i])
            i -= 1
        else:
            out.append(b[j])
            j -= 1
    return a[:i + 1] + b[:j + 1] + out[::-1]


def _merge_sort(v, idx, less):
    """``__merge_sort_with_buffer`` of the list ``idx``: runs of 7, then bottom-up merges."""
    n = len(idx)
    for lo in range(0, n, _CHUNK):
        _insertion(v, idx, lo, min(lo + _CHUNK, n), less)
    step = _CHUNK
    while step < n:
        merged = []
        for lo in range(0, n, 2 * step):
            merged += _merge(v, idx[lo:lo + step], idx[lo + step:lo + 2 * step], less)
        idx[:] = merged
        step *= 2
    return idx


def stable_sort_row(v, descending):
    """The indices 2.10's Sort gives the 1-d float array ``v``."""
    less = (lambda p, q: p > q) if descending else (lambda p, q: p < q)
    v = v.tolist()
    n = len(v)
    idx = list(range(n))
    if n < 2:
        return idx
    mid = (n + 1) // 2       # __merge_adaptive: forward if the first half is no longer
    merge = _merge if mid <= n - mid else _merge_backward
    return merge(v, _merge_sort(v, idx[:mid], less), _merge_sort(v, idx[mid:], less), less)


def _host_argsort(x, descending):
    x = np.asarray(x)
    rows = x.reshape(-1, x.shape[-1])
    key = -rows if descending else rows
    out = np.argsort(key, axis=-1, kind="stable").astype(np.int32)
    for r in np.flatnonzero(np.isnan(rows).any(axis=-1)):
        out[r] = stable_sort_row(rows[r], descending)
    return out.reshape(x.shape)


def argsort_last_axis(x, descending, fast):
    """``fast()`` (the device's stable argsort along the last axis) unless ``x`` holds a NaN on
    the CPU backend; then 2.10's CPU order, computed on the host."""
    if not jnp.issubdtype(x.dtype, jnp.floating) or x.size == 0 or jax.default_backend() != "cpu":
        return fast()       # (2.10's CPU kernel order only, as ``math.cpu_kernel``: no host trip)
    x = jax.lax.stop_gradient(x)      # integer indices: no tangent reaches the host
    shape = jax.ShapeDtypeStruct(x.shape, jnp.int32)
    host = functools.partial(_host_argsort, descending=descending)
    return jax.lax.cond(jnp.any(jnp.isnan(x)),
                        lambda: jax.pure_callback(host, shape, x, vmap_method="expand_dims"),
                        lambda: fast().astype(jnp.int32))
