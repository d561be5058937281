"""The row stream of MindSpore 2.10's file readers (its non-mappable leaf operations:
``TFRecordDataset``, ``TextFileDataset``, ``CSVDataset``, the text corpora) when they shuffle.

Files: ``Shuffle.FILES`` and ``Shuffle.GLOBAL`` shuffle the file order once more each time the
reader runs (its ``k``-th run: ``k`` shuffles of the sorted list, each C++ ``std::shuffle``
with ``std::mt19937``), seeded ``1, 2, ..., k`` with shards (the same on every rank) and the
pipeline seed otherwise (``ds.config.set_seed``; without one, a seed per run). ``k`` counts the
reader's passes: the iterator's epochs times the repetitions of each ``repeat`` above it.
Rows: ``num_parallel_workers`` workers read the files, file ``k`` by worker ``k % workers``,
and the stream takes one row from each worker in turn. ``Shuffle.GLOBAL``
then adds 2.10's ``shuffle`` stage over a buffer of ``min(4 x rows per file, 10000)`` rows
(``shuffle_buffer``; 2.10's order with ``set_seed``; measured on its TextFile test data and on
five 2-line files).
"""
from . import config
from ._random import std_shuffle


def interleave(blocks, workers):
    """The rows of ``blocks`` (lists of rows) as the reader's workers give them."""
    queues = [[row for b in blocks[w::workers] for row in b] for w in range(workers)]
    out, longest = [], max((len(q) for q in queues), default=0)
    for i in range(longest):
        out.extend(q[i] for q in queues if i < len(q))
    return out


def file_order(owner, ctx, n_files, shuffle, num_shards):
    """The epoch's order of ``n_files`` files (``owner`` keeps the orders built so far, in its
    ``_shuffled``, so an epoch shuffles the previous epoch's order)."""
    files = list(range(n_files))
    if not shuffle:
        return files
    runs = ctx.runs()
    sharded = (num_shards or 1) > 1
    seed = None if sharded else config._state["seed"]
    if seed is None and not sharded:
        seed = ctx.derive("reader files").seed
    done, order = vars(owner).setdefault("_shuffled", {}).get(seed, (0, files))
    if done > runs:
        done, order = 0, files
    for k in range(done + 1, runs + 1):    # from the last order built (epoch after epoch)
        order = std_shuffle(order, k if sharded else seed)
    owner._shuffled = {seed: (runs, order)}
    return list(order)


def shuffled_rows(ds, counts, ctx):
    """``ds`` (a map dataset of the stream's rows) through 2.10's added ``shuffle`` stage;
    ``counts``: the rows of each file."""
    from . import _grain
    if len(ds) <= 1:
        return ds
    return _grain.window_shuffle(ds, shuffle_buffer(counts), ctx)


def shuffle_buffer(counts):
    """2.10's buffer of the shuffle stage it adds to a file reader (``ComputeShuffleSize``):
    4 x the mean rows per file (rounded down), at most 10000; 10000 when that mean is 0."""
    mean = sum(counts) // max(len(counts), 1)
    return min(4 * mean, 10000) if mean else 10000


def stream(owner, ctx, blocks, mode, workers, num_samples=None):
    """A map dataset of the rows of ``blocks`` (one list of rows per file) in the reader's
    order for ``mode`` ('files', 'global' or false)."""
    from . import _grain
    order = file_order(owner, ctx, len(blocks), mode in ("files", "global"), None)
    rows = interleave([blocks[i] for i in order], workers)
    if num_samples:
        rows = rows[:num_samples]
    out = _grain.MapDataset.range(len(rows)).map(lambda j: rows[j])
    return shuffled_rows(out, [len(b) for b in blocks], ctx) if mode == "global" else out
