"""The glue to Grain, imported when a pipeline first runs (``import minicell.dataset`` stays
cheap): the epoch context that seeds a run, and the few Grain datasets minicell adds where Grain
has no equivalent of a MindSpore operation (a Python generator as a source, ``concat`` of
random-access datasets, skipping, chaining the repetitions of a one-pass pipeline).

A pipeline is built afresh for each epoch as a tree of Grain datasets: a ``MapDataset``
(random access: a source's rows in the sampler's order, lazy ``map``, ``batch``, slicing,
window shuffles) as long as every stage allows it, an ``IterDataset`` from the first stage that
does not (an iterable source, a ``filter``).
"""
import functools
import itertools
import sys
import zlib

import grain
from grain import experimental as grain_x

from . import config
from ._random import shuffle_op_order, shuffle_op_rows

MapDataset = grain.MapDataset
IterDataset = grain.IterDataset


class EpochContext:
    """The seed of one epoch of one pipeline run; ``derive`` gives a stage its own seed."""

    serial = False      # the run reads its rows one at a time, in order (one thread)
    repeats = ()        # (repetition, count) of each ``repeat`` above the stage, outermost first

    def __init__(self, seed, epoch=0, run=None, salts=()):
        # run: the iterator's ``callback.CallbackRun`` (None: a query runs, no callback);
        # salts: every ``derive`` salt from the run's root, so a stage can seed itself from
        # ``config.get_seed()`` instead (the same on every rank: a sampler's shards)
        self.seed, self.epoch, self.run, self.salts = seed, epoch, run, salts

    def derive(self, *salt):
        """A context whose seed mixes this one's with ``salt`` (deterministic, order aware)."""
        text = repr((self.seed, self.epoch) + salt).encode()
        ctx = EpochContext(zlib.crc32(text) & 0x7FFFFFFF, self.epoch, self.run,
                           self.salts + salt)
        ctx.serial, ctx.repeats = self.serial, self.repeats
        return ctx

    def repeat(self, r, count):
        """The context of repetition ``r`` of a ``repeat(count)`` (the first keeps this
        context's seed)."""
        ctx = self.derive("repeat", r) if r else self.derive()
        if not r:
            ctx.seed = self.seed
        ctx.repeats = self.repeats + ((r, count),)
        return ctx

    def runs(self):
        """How many times the stage has been run in this pipeline run, this one included:
        2.10 counts every pass, the iterator's epochs times the repetitions of each ``repeat``
        above it (measured: ImageFolder's random sampler, seed 899, repeat(3) over 2 epochs
        and repeat(2).repeat(3))."""
        passes = self.epoch
        for r, count in self.repeats:
            passes = passes * count + r if count > 0 else passes + r
        return passes + 1


def is_map(ds):
    """True for a random-access (Grain ``MapDataset``) stage."""
    return isinstance(ds, MapDataset)


def to_iter(ds, threads=None, prefetch=None):
    """``ds`` as an ``IterDataset``; a ``MapDataset`` is read by ``threads`` threads (default:
    ``config.get_num_parallel_workers()``) that run its lazy stages (the ``map`` operations)
    ``prefetch`` elements ahead of the consumer (``threads=0``: read in the consumer's thread,
    when asked)."""
    if not is_map(ds):
        return ds
    threads = config.get_num_parallel_workers() if threads is None else threads
    prefetch = config.get_prefetch_size() if prefetch is None else prefetch
    return ds.to_iter_dataset(grain.ReadOptions(num_threads=max(0, threads),
                                                prefetch_buffer_size=max(1, prefetch)))


def mp_prefetch(ds, workers, epoch=0):
    """Run ``ds`` (epoch ``epoch`` of a run) in ``workers`` processes (Grain's multiprocessing
    prefetch); iterate it with ``in_processes``."""
    from absl import flags
    if not flags.FLAGS.is_parsed():     # Grain reads absl flags; a library must not parse argv
        flags.FLAGS.mark_as_parsed()
    seed = config._state["seed"]
    init = None if seed is None else functools.partial(_seed_worker, seed, epoch)
    return ds.mp_prefetch(grain.MultiprocessingOptions(num_workers=workers), init)


def _seed_worker(seed, epoch, index, count):
    """2.10's worker process seeds Python's ``random`` and numpy's global stream with the seed
    set plus its index when it starts: a Python function drawing from them gives the same rows
    run after run, and other draws in each worker.

    2.10's workers live through all the epochs of an iterator, so their streams go on; Grain's
    start again each epoch, and seeding them alike would draw epoch 1's numbers in every epoch
    (the same "random" augmentation each epoch). Epochs after the first seed each worker from
    (seed, epoch, index): fresh draws, reproducible run after run, but not 2.10's numbers
    (measured: /tmp/s77/ut77/ref/mp_seed2.py)."""
    if epoch:
        seed = zlib.crc32(repr((seed, epoch, index)).encode()) & 0x7FFFFFFF
        index = 0
    config._seed_host_streams(seed + index)


def in_processes(iterator):
    """The rows of an ``mp_prefetch`` pipeline's ``iterator``, whose worker processes start
    without running the user's main script again.

    Grain starts its workers with ``spawn``, which imports ``__main__`` again in each worker:
    a script without an ``if __name__ == "__main__":`` guard would run its pipeline (and all
    else) once more in every worker and fail, where MindSpore's forked workers just work (its
    dataset tutorials run ``map(python_multiprocessing=True)`` at a script's top level). The
    workers need nothing of ``__main__``: Grain sends them the pipeline by cloudpickle, which
    carries ``__main__``'s functions and classes by value. So while a row is taken (when the
    workers start) ``__main__`` shows neither its file nor its spec to ``multiprocessing``."""
    main = sys.modules["__main__"]
    while True:
        saved = {k: main.__dict__[k] for k in ("__file__", "__spec__") if k in main.__dict__}
        main.__dict__.pop("__file__", None)
        main.__spec__ = None
        try:
            row = next(iterator)
        except StopIteration:
            iterator.close()    # the workers end now, their shared memory freed
            return
        finally:
            main.__dict__.update(saved)
        yield row


def window_shuffle(ds, buffer_size, ctx, stage=None):
    """MindSpore's ``shuffle(buffer_size)``: randomness limited to a window of the stream. With
    ``config.set_seed``, the rows come in 2.10's order (``shuffle_op_rows``; its random stream
    goes on from run to run, one draw per row: measured); ``stage`` (the ``shuffle`` node)
    keeps the count of rows of each run of a stream, whose length is known once read."""
    if config._state["seed"] is not None and (is_map(ds) or stage is not None):
        seed, run = config.pipeline_seed(), ctx.runs()
        if is_map(ds):
            n = len(ds)
            order = shuffle_op_order(n, buffer_size, seed, (run - 1) * n)
            return MapDataset.range(n).map(lambda j: ds[order[j]])
        emitted = vars(stage).setdefault("_emitted", {})    # run -> rows it gave
        skip = sum(emitted.get(r, 0) for r in range(1, run))

        def rows():
            emitted[run] = 0
            for row in shuffle_op_rows(ds, buffer_size, seed, skip):
                emitted[run] += 1
                yield row
        return PyIterDataset(rows)
    seed = ctx.derive("shuffle").seed
    if not is_map(ds):
        return grain_x.WindowShuffleIterDataset(ds, window_size=buffer_size, seed=seed)
    if buffer_size >= len(ds):
        return ds.shuffle(seed=seed)
    # Grain's window shuffle maps a partial last window past the end: shuffle that one apart
    full = len(ds) - len(ds) % buffer_size
    windows = grain_x.WindowShuffleMapDataset(ds[:full], window_size=buffer_size, seed=seed)
    return ConcatMapDataset([windows, ds[full:].shuffle(seed=seed)]) if full < len(ds) \
        else windows


class RepeatMapDataset(MapDataset):
    """``count`` repetitions of a random-access pipeline, repetition ``r`` built by
    ``make(r)`` when first read (so each is shuffled with its own seed)."""

    def __init__(self, first, make, count):
        super().__init__([first])
        self._make, self._count, self._parts = make, count, {0: first}

    def __len__(self):
        return len(self._parents[0]) * self._count

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self.slice(index)
        rep, index = divmod(index % len(self), len(self._parents[0]))
        part = self._parts.get(rep)
        if part is None:
            part = self._parts.setdefault(rep, self._make(rep))
        return part[index]


def zip_rows(parts):
    """Rows of ``parts`` side by side (a row is a tuple of columns), as long as the shortest."""
    if all(is_map(p) for p in parts):
        n = min(len(p) for p in parts)
        zipped = grain_x.ZipMapDataset([p[:n] for p in parts])
    else:
        zipped = grain_x.ZipIterDataset([to_iter(p) for p in parts], strict=False)
    return zipped.map(lambda rows: tuple(itertools.chain.from_iterable(rows)))


def limit(ds, count):
    """The first ``count`` elements."""
    return ds[:count] if is_map(ds) else grain_x.LimitIterDataset(ds, count)


def skip(ds, count):
    """All but the first ``count`` elements."""
    if is_map(ds):
        return ds[count:]
    return PyIterDataset(lambda: itertools.islice(iter(ds), count, None))


class ConcatMapDataset(MapDataset):
    """Random-access datasets one after the other. ``check(first, row)`` (if given) compares
    each part's first row with the first part's once both have been read."""

    def __init__(self, parents, check=None):
        super().__init__(parents)
        self._starts = list(itertools.accumulate((len(p) for p in parents), initial=0))
        self._check, self._firsts = check, {}

    def __len__(self):
        return self._starts[-1]

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self.slice(index)
        index %= len(self)
        part = next(i for i in range(len(self._parents)) if index < self._starts[i + 1])
        row = self._parents[part][index - self._starts[part]]
        if self._check is not None and index == self._starts[part]:
            self._first_row(part, row)
        return row

    def _first_row(self, part, row):
        firsts = self._firsts
        firsts[part] = row
        if 0 in firsts:
            for other in [part] if part else [p for p in firsts if p]:
                self._check(firsts[0], firsts[other])


def _checked_chain(parts, check):
    """The rows of ``parts`` one after the other, each part's first row checked against the
    first part's (2.10's concat compares each child's first row with the first child's)."""
    first = None
    for part in parts:
        for i, row in enumerate(to_iter(part)):
            if i == 0:
                if first is None:
                    first = row
                else:
                    check(first, row)
            yield row


def concat(parts, check=None):
    """Datasets one after the other: random access when every part is. ``check(first, row)``
    refuses a part whose first row does not fit the first part's."""
    if all(is_map(p) for p in parts):
        return ConcatMapDataset(parts, check)
    if check is None:
        return PyIterDataset(lambda: itertools.chain.from_iterable(to_iter(p) for p in parts))
    return PyIterDataset(lambda: _checked_chain(parts, check))


class _PyIterator(grain.DatasetIterator):
    """A Python iterator as a Grain iterator. Its state is the count of elements read;
    ``set_state`` restarts the source and skips that many (a generator cannot seek)."""

    def __init__(self, make):
        super().__init__()
        self._make, self._it, self._count = make, iter(make()), 0

    def __next__(self):
        value = next(self._it)
        self._count += 1
        return value

    def get_state(self):
        return {"count": self._count}

    def set_state(self, state):
        self._it = itertools.islice(iter(self._make()), state["count"], None)
        self._count = state["count"]


class PyIterDataset(IterDataset):
    """An ``IterDataset`` whose iterators come from ``make()`` (a Python iterable)."""

    def __init__(self, make):
        super().__init__()
        self._make = make

    def __iter__(self):
        return _PyIterator(self._make)
