"""2.10's CPU TopK order among equal values, as a vectorised kernel.

2.10's TopK kernel stable-sorts a row when ``sorted`` and ``k > n // 2`` (ties: lower index
first, as ``lax.top_k``); otherwise it runs libstdc++'s ``std::nth_element`` (introselect:
median-of-3 pivot moved to the segment's first slot, Hoare's unguarded partition, insertion sort
below four entries) and, when ``sorted``, ``std::stable_sort`` of the first ``k``. Which of
several equal values it keeps, and the unsorted order, come from that swap sequence; this module
computes it with one vector step per partition (measured: all 104 probed rows of 2.10, and 2,600
tie-heavy rows against a sequential emulation). A row whose top ``k + 1`` values are distinct
gives ``lax.top_k``'s answer for a sorted result, so that fast path stays unless a row has a tie.
libstdc++ switches to a heap select after ``2 * log2(n)`` unbalanced partitions (median-of-3
killer inputs); this kernel keeps partitioning there: the same values, possibly another tie order.
"""
import jax
import jax.numpy as jnp
from jax import lax


def _median_to_first(key, perm, first, last):
    """Swap the median of the entries at first + 1, the middle and last - 1 into ``first``
    (libstdc++'s ``__move_median_to_first`` under ``greater``)."""
    x, y, z = first + 1, first + (last - first) // 2, last - 1
    a, b, c = key[perm[x]], key[perm[y]], key[perm[z]]
    s = jnp.where(a > b, jnp.where(b > c, y, jnp.where(a > c, z, x)),
                  jnp.where(a > c, x, jnp.where(b > c, z, y)))
    return perm.at[first].set(perm[s]).at[s].set(perm[first])


def _partition(key, perm, first, last):
    """Hoare's unguarded partition of (first, last) around the pivot at ``first``, in one step:
    the m-th entry from the left that does not rank above the pivot swaps with the m-th from the
    right that does not rank below it while the first lies left of the second; returns the new
    order and the cut (where the left scan stops after the last swap)."""
    n = perm.shape[0]
    pos = jnp.arange(n, dtype=perm.dtype)
    kv = key[perm]
    pv = kv[first]
    seg = (pos > first) & (pos < last)
    stop_l = seg & ~(kv > pv)
    stop_r = seg & ~(pv > kv)
    rank_l = jnp.cumsum(stop_l, dtype=perm.dtype)              # 1-based, from the left
    rank_r = jnp.cumsum(stop_r[::-1], dtype=perm.dtype)[::-1]  # 1-based, from the right
    swap_l = stop_l & (rank_r - stop_r >= rank_l)   # its partner lies to its right
    swap_r = stop_r & (rank_l - stop_l >= rank_r)
    l_at = jnp.full(n + 2, n, perm.dtype).at[jnp.where(stop_l, rank_l, n + 1)].set(pos)
    r_at = jnp.full(n + 2, n, perm.dtype).at[jnp.where(stop_r, rank_r, n + 1)].set(pos)
    new = jnp.where(swap_l, perm[jnp.minimum(r_at[rank_l], n - 1)],
                    jnp.where(swap_r, perm[jnp.minimum(l_at[rank_r], n - 1)], perm))
    swaps = jnp.sum(swap_l, dtype=perm.dtype)
    return new, jnp.minimum(l_at[swaps + 1], jnp.where(swaps > 0, r_at[swaps], n))


def _insertion_sort(key, perm, first, last):
    """libstdc++'s insertion sort of the (at most three) entries in [first, last): stable."""
    n = perm.shape[0]
    at = [jnp.minimum(first + i, n - 1) for i in range(3)]
    v = [perm[i] for i in at]
    valid = [first + i < last for i in range(3)]
    if n > 1:
        swap = valid[1] & (key[v[1]] > key[v[0]])
        v[0], v[1] = jnp.where(swap, v[1], v[0]), jnp.where(swap, v[0], v[1])
    if n > 2:
        front = valid[2] & (key[v[2]] > key[v[0]])
        second = valid[2] & ~front & (key[v[2]] > key[v[1]])
        v = [jnp.where(front, v[2], v[0]), jnp.where(front, v[0], jnp.where(second, v[2], v[1])),
             jnp.where(front | second, v[1], v[2])]
    for i in reversed(range(min(n, 3))):     # reversed: clamped slots write the real entry last
        perm = perm.at[at[i]].set(jnp.where(valid[i], v[i], perm[at[i]]))
    return perm


def _row_topk(key, k, sorted_):
    """Indices of one row's top ``k`` in 2.10's order (``key``: larger ranks first)."""
    n = key.shape[0]

    def body(state):
        perm, first, last = state
        perm, cut = _partition(key, _median_to_first(key, perm, first, last), first, last)
        return perm, jnp.where(cut <= k, cut, first), jnp.where(cut <= k, last, cut)

    start = (jnp.arange(n, dtype=jnp.int32), jnp.int32(0), jnp.int32(n))
    perm, first, last = lax.while_loop(lambda s: s[2] - s[1] > 3, body, start)
    perm = _insertion_sort(key, perm, first, last)[:k]
    return perm[lax.top_k(key[perm], k)[1]] if sorted_ else perm


def topk_indices(key, k, sorted_):
    """Int32 indices of the top ``k`` of each last-axis row of ``key`` (larger ranks first) in
    2.10's CPU order, for ``k < n`` on the nth_element path (``sorted_`` with ``k <= n // 2``,
    or unsorted). The sequential order is computed only when a row needs it."""
    key = lax.stop_gradient(key)

    def exact(key):
        rows = key.reshape(-1, key.shape[-1])
        out = jax.vmap(lambda r: _row_topk(r, k, sorted_))(rows)
        return out.reshape(key.shape[:-1] + (k,))

    if not sorted_ and k > 1:           # the unsorted order is nth_element's even without ties
        return exact(key)
    # the barrier keeps XLA's CPU TopK kernel: fused with the checks below, or asked for k + 1,
    # it became a full sort of each row (100x slower on (64, 1000), k=5, measured)
    vals, fast = lax.optimization_barrier(lax.top_k(key, k))
    # a tie among the top k, or the k-th value again outside them
    tied = jnp.any(vals[..., 1:] == vals[..., :-1]) | \
        jnp.any(jnp.sum(key >= vals[..., -1:], axis=-1) > k)
    return lax.cond(tied, exact, lambda _: fast.astype(jnp.int32), key)
