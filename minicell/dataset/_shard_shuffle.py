"""MindRecord's shuffle orders (MindDataset), as MindSpore 2.10 gives them after
``config.set_seed``: its reader shuffles a row permutation that it keeps from epoch to epoch,
each epoch with the next seed (``seed + 1`` for the first), through C++ ``std::shuffle`` over
``std::default_random_engine`` (libstdc++'s ``minstd_rand0``). GLOBAL shuffles all the rows,
INFILE the rows of each file (each with the same seed), FILES the order of the files (taking
each file's run of the kept permutation by its position, as 2.10 does). Checked against 2.10's
orders for one and two files over two epochs.

>>> minstd_shuffle(range(10), 1235)
[7, 3, 0, 6, 1, 5, 2, 9, 8, 4]
"""
from ._random import libstdcxx_shuffle

_MODULUS = 2147483647
_SPAN = _MODULUS - 3            # minstd_rand0's max() - min()


def _minstd(seed):
    state = seed % _MODULUS or 1
    while True:
        state = state * 16807 % _MODULUS
        yield state - 1         # minus min()


def _uniform(draw, bound):
    """libstdc++'s ``uniform_int_distribution(0, bound - 1)`` over a generator of a narrower
    range than 32 bits (its down-scaling with rejection)."""
    scaling = _SPAN // bound
    past = bound * scaling
    while True:
        value = next(draw)
        if value < past:
            return value // scaling


def minstd_shuffle(items, seed):
    """``items`` shuffled as ``std::shuffle(b, e, std::default_random_engine(seed))`` does with
    libstdc++ (two swap positions per draw while the range allows)."""
    items, draw = list(items), _minstd(seed & 0xFFFFFFFF)
    n = len(items)
    if n < 2:
        return items
    return libstdcxx_shuffle(items, lambda bound: _uniform(draw, bound), _SPAN)


def _ends(counts):
    ends, total = [], 0
    for c in counts:
        total += c
        ends.append(total)
    return ends


def _step(perm, counts, mode, seed):
    if mode == "global":
        return minstd_shuffle(perm, seed)
    ends = _ends(counts)
    tail = perm[ends[-1]:]      # padded rows: INFILE and FILES leave them last
    if mode == "infile":
        out, start = [], 0
        for end in ends:
            out += minstd_shuffle(perm[start:end], seed)
            start = end
        return out + tail
    out = []                    # files: a file's run is taken at its position in ``perm``
    for k in minstd_shuffle(range(len(counts)), seed):
        start = ends[k - 1] if k else 0
        out += perm[start:ends[k]]
    return out + tail


def shard_order(counts, mode, seed, runs, padded=0):
    """The row order of run ``runs`` (1: the first epoch) of a MindDataset over files of
    ``counts`` rows and ``padded`` padded rows after them (2.10 appends them to its rows
    before it shuffles: GLOBAL shuffles them in), shuffle ``mode`` ('global', 'infile' or
    'files'), config seed ``seed``."""
    perm = list(range(sum(counts) + padded))
    for k in range(1, runs + 1):
        perm = _step(perm, counts, mode, seed + k)
    return perm


def partial_order(counts, seed, runs, shards=None, padded=0, block=False):
    """PARTIAL's order in run ``runs`` (under 1M rows): the files' order shuffled with
    ``seed + runs``, their rows in that order, then the ``padded`` rows; with ``shards``
    ((num_shards, shard_id)) that shard's positions of them, wrapping around: by stride
    (2.10's default), by blocks when ``block`` (``MS_DEV_MINDRECORD_SHARD_BY_BLOCK``); the
    rows shuffled with the same seed; each epoch afresh."""
    step_seed = seed + runs
    starts = [end - c for end, c in zip(_ends(counts), counts)]
    rows = [r for k in minstd_shuffle(range(len(counts)), step_seed)
            for r in range(starts[k], starts[k] + counts[k])]
    rows += range(sum(counts), sum(counts) + padded)
    if shards is not None and rows:
        num, shard = shards
        step = -(-len(rows) // num)
        spots = range(shard * step, (shard + 1) * step) if block else \
            range(shard, shard + step * num, num)
        rows = [rows[p % len(rows)] for p in spots]
    return minstd_shuffle(rows, step_seed)
