"""MindSpore 2.10's CPU TopK order where it is not a plain stable order (measured on float16/32,
1-d, both ``largest``, both ``sorted``: 1600/1600 random rows; /tmp/numerics9/m1*.py).

Its kernel ranks indices with a comparator that reads only ``x[a] > x[b]`` (``ops.topk``'s
``largest=False`` negates the input first). With ``sorted``, a ``k`` above half the row is a
``std::stable_sort`` of the whole row; otherwise ``std::nth_element`` at ``k`` and a
``std::stable_sort`` of the first ``k``; without ``sorted``, ``nth_element`` alone. Where every
entry is distinct and none is NaN the sorted result is the plain descending order, but
``nth_element`` (libstdc++'s introselect: median-of-three quicksort partitions, insertion sort
below 4 entries, heap select past the depth limit) reorders equal entries, a NaN compares false
both ways, and the unsorted order is whatever the partitions leave:
``topk([3, 1, nan, 2, nan, 0], 3) = [3, nan, 2] @ [0, 4, 3]``. This replays that algorithm on the
host for the rows that need it; the others stay on the device's ``lax.top_k``.
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np

from .nan_sort import stable_sort_row


def _insertion(v, idx, lo, hi):
    """``__insertion_sort`` of ``idx[lo:hi]`` with ``>``."""
    for i in range(lo + 1, hi):
        cur = idx[i]
        if v[cur] > v[idx[lo]]:
            idx[lo + 1:i + 1] = idx[lo:i]
            idx[lo] = cur
            continue
        j = i
        while v[cur] > v[idx[j - 1]]:
            idx[j] = idx[j - 1]
            j -= 1
        idx[j] = cur


def _adjust_heap(v, idx, f, hole, n, val):
    """``__adjust_heap`` then ``__push_heap`` on the heap ``idx[f:f + n]``."""
    top = child = hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if v[idx[f + child]] > v[idx[f + child - 1]]:
            child -= 1
        idx[f + hole] = idx[f + child]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        idx[f + hole] = idx[f + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and v[idx[f + parent]] > v[val]:
        idx[f + hole] = idx[f + parent]
        hole = parent
        parent = (hole - 1) // 2
    idx[f + hole] = val


def _heap_select(v, idx, f, mid, last):
    n = mid - f
    for parent in range((n - 2) // 2, -1, -1) if n >= 2 else ():
        _adjust_heap(v, idx, f, parent, n, idx[f + parent])
    for i in range(mid, last):
        if v[idx[i]] > v[idx[f]]:
            val, idx[i] = idx[i], idx[f]
            _adjust_heap(v, idx, f, 0, n, val)


def _partition(v, idx, first, last):
    """``__unguarded_partition_pivot``: median of (first+1, mid, last-1) to the front, then
    Hoare's partition around it (bounded here where the C++ loop could run off the row)."""
    a, b, c = first + 1, first + (last - first) // 2, last - 1
    va, vb, vc = v[idx[a]], v[idx[b]], v[idx[c]]
    if va > vb:
        pick = b if vb > vc else (c if va > vc else a)
    else:
        pick = a if va > vc else (c if vb > vc else b)
    idx[first], idx[pick] = idx[pick], idx[first]
    pivot, lo, hi = v[idx[first]], first + 1, last
    while True:
        while lo < len(idx) and v[idx[lo]] > pivot:
            lo += 1
        hi -= 1
        while hi > first and pivot > v[idx[hi]]:
            hi -= 1
        if lo >= hi:
            return lo
        idx[lo], idx[hi] = idx[hi], idx[lo]
        lo += 1


def _nth_element(v, idx, nth):
    """libstdc++'s ``std::nth_element`` (``__introselect``) of the list ``idx``."""
    first, last = 0, len(idx)
    if nth == last:
        return
    depth = 2 * (last.bit_length() - 1)
    while last - first > 3:
        if depth == 0:
            _heap_select(v, idx, first, nth + 1, last)
            idx[first], idx[nth] = idx[nth], idx[first]
            return
        depth -= 1
        cut = _partition(v, idx, first, last)
        first, last = (cut, last) if cut <= nth else (first, cut)
    _insertion(v, idx, first, last)


def topk_row(v, k, sorted_=True):
    """The indices 2.10's TopK gives for the 1-d array ``v`` (largest first)."""
    n = len(v)
    k = min(k, n)
    if sorted_ and k > n // 2:
        return stable_sort_row(v, True)[:k]
    vals = v.tolist()
    idx = list(range(n))
    _nth_element(vals, idx, k)
    head = idx[:k]
    if not sorted_:
        return head
    return [head[o] for o in stable_sort_row(v[head], True)]


def _host_topk(key, fast, k, sorted_):
    key, out = np.asarray(key), np.array(fast, dtype=np.int32)
    rows = key.reshape(-1, key.shape[-1])
    flat = out.reshape(-1, k)
    for r in range(rows.shape[0]):
        flat[r] = topk_row(rows[r], k, sorted_)
    return out


def topk_indices(key, k, sorted_):
    """Int32 indices of 2.10's TopK of ``key`` along its last axis (``key`` already negated
    for ``largest=False``); ``lax.top_k`` off the CPU backend, or where no row holds a NaN, no
    tie reaches the first ``k + 1`` sorted entries (``nth_element`` then reorders equal
    entries) and ``sorted`` is True or ``k`` the row's length."""
    n = key.shape[-1]
    top_v, top_i = jax.lax.top_k(key, min(k + 1, n))
    fast = top_i[..., :k].astype(jnp.int32)
    if key.size == 0 or (sorted_ and k > n // 2 and not jnp.issubdtype(key.dtype, jnp.floating)):
        return fast     # a whole stable sort: lax.top_k's order (lower index first on ties)
    if jax.default_backend() != "cpu":
        return fast     # the order of 2.10's CPU kernel only (as ``math.cpu_kernel``): no host trip
    key = jax.lax.stop_gradient(key)
    if sorted_:
        odd = jnp.any(top_v[..., 1:] == top_v[..., :-1]) if k <= n // 2 else False
        if jnp.issubdtype(key.dtype, jnp.floating):
            odd = jnp.logical_or(odd, jnp.any(jnp.isnan(key)))
    else:
        odd = True
    host = functools.partial(_host_topk, k=k, sorted_=sorted_)
    shape = jax.ShapeDtypeStruct(fast.shape, jnp.int32)
    call = lambda: jax.pure_callback(host, shape, key, fast, vmap_method="expand_dims")
    if odd is True:
        return call()
    return jax.lax.cond(odd, call, lambda: fast)
