"""``ms.set_seed``/``ms.get_seed``: the seed stream lives in ``minicell.runtime.seed`` (the eager
PRNG keys and GRAPH_MODE's per-call seed rows both draw from it); this is its public home.

>>> import minicell as ms
>>> ms.set_seed(3); ms.get_seed()
3
"""
from ..runtime.seed import add_listener, get_seed, next_seed_pair, numpy_rng, set_seed

__all__ = ["set_seed", "get_seed", "numpy_rng", "next_seed_pair", "add_listener"]


def _get_graph_seed(op_seed, kernel_name):
    """MindSpore's private ``(global seed, op seed)`` pair a random Primitive is built with:
    ``(0, 0)`` (the kernel picks) when neither seed is set; a global seed of 0 reads as
    MindSpore's default graph seed."""
    global_seed = get_seed()
    global_seed = 0 if global_seed is None else (87654321 if global_seed == 0 else global_seed)
    op_seed = 0 if op_seed is None else op_seed
    if isinstance(op_seed, bool) or not isinstance(op_seed, int) or op_seed < 0:
        raise ValueError(f"For '{kernel_name}', the 'seed' must be a non-negative int, but got "
                         f"{op_seed}.")
    if global_seed == 0 and op_seed == 0:
        return 0, 0
    return global_seed % (2 ** 63), op_seed % (2 ** 63)


_KERNEL_SEEDS = {}      # (kernel name, op seed) -> the op seed's next value, as 2.10's
_SEED_STEP = 3528531795 ^ 3449720151    # 2.10's step of a functional's op seed per call
add_listener(lambda seed: _KERNEL_SEEDS.clear())        # set_seed starts them over


def _next_graph_seed(op_seed, kernel_name):
    """The ``(seed, seed2)`` a functional random op of 2.10 builds its Primitive with at each
    call (``random_func._get_seed``): the global seed (0 read as 87654321) and the op seed's
    value for ``kernel_name`` now, which then moves on by a fixed step, both mod 2^31 - 1;
    ``(0, 0)`` (the kernel picks) when neither seed is set. ``op_seed``: None or an int >= 0.
    After ``set_seed(1)``, two calls with op seed 5 give (1, 5) and (1, 533697033)."""
    global_seed = get_seed()
    global_seed = 0 if global_seed is None else (87654321 if global_seed == 0 else global_seed)
    op_seed = op_seed or 0
    if global_seed == 0 and op_seed == 0:
        return 0, 0
    now = _KERNEL_SEEDS.get((kernel_name, op_seed), op_seed)
    _KERNEL_SEEDS[(kernel_name, op_seed)] = now + _SEED_STEP
    return global_seed % (2 ** 31 - 1), now % (2 ** 31 - 1)
