"""Samplers: which rows of a random-access source an epoch reads, and in which order.

Each sampler gives an epoch's index list (a numpy array) from the source's size and the epoch's
seed; the source reads those rows lazily in one Grain stage (``sources.MappableSource``).
``shuffle``/``num_shards``/``shard_id``/``num_samples`` of a source make the sampler MindSpore
would make (``RandomSampler``, ``DistributedSampler``, ``SequentialSampler``).
``DistributedSampler`` shuffles with ``config.get_seed()`` so that all ranks draw the same
permutation and their shards partition it, and wraps around as MindSpore's does: every shard
has ``ceil(n / num_shards)`` rows.

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(2, 3))
>>> [int(r[0]) for r in data]
[2, 3, 4]
"""
import numpy as np

from . import config
from ._random import std_shuffle, uniform_draws
from ._recorded import RecordsInitArgs
from ._sampler_runs import run_copy

__all__ = ["Sampler", "IterSampler", "SequentialSampler", "RandomSampler", "DistributedSampler",
           "SubsetSampler", "SubsetRandomSampler", "WeightedRandomSampler", "PKSampler"]


_INT64_MAX = 2 ** 63 - 1


def _optional_count(value):
    """A sampler's ``num_samples`` checked as 2.10's samplers check it (measured: a bool is an
    int, so ``num_samples=True`` is one sample)."""
    if value is not None:
        if not isinstance(value, int):
            raise TypeError(f"num_samples must be integer but was: {value}.")
        if not 0 <= value <= _INT64_MAX:
            raise ValueError(f"num_samples exceeds the boundary between 0 and {_INT64_MAX}"
                             f"(INT64_MAX)!")
    return int(value) if value else None


class Sampler(RecordsInitArgs):
    """Base of the samplers: ``_indices(n, ctx)`` is the epoch's index list. A user-defined
    sampler subclasses it and defines ``__iter__`` (the indices of an epoch, knowing
    ``self.dataset_size``) and optionally ``reset()``. ``add_child(sampler)`` chains: the
    child samples the dataset, this sampler samples the child's output."""

    def __init__(self, num_samples=None):
        self.child_sampler = None
        self.dataset_size = 0
        if num_samples is None and _user_defined(self) and hasattr(self, "__len__"):
            num_samples = len(self)
        self.num_samples = _optional_count(num_samples)

    def __iter__(self):
        raise NotImplementedError

    def reset(self):
        """Called before each epoch's indices are drawn (a user-defined sampler's hook)."""

    def _indices(self, n, ctx):
        if not _user_defined(self):
            raise NotImplementedError
        sampler = run_copy(self, ctx)       # 2.10: each iterator runs its own copy
        sampler.dataset_size = n
        if ctx.runs() > 1:      # 2.10: reset() before each later epoch/repeat, not the first
            sampler.reset()
        indices = []
        for k, i in enumerate(sampler):
            indices.extend(np.ravel(i).tolist())
            if sampler.num_samples is not None and k + 1 >= sampler.num_samples:
                break
        if sampler.num_samples is not None and len(indices) < sampler.num_samples:
            raise _short_sampler(len(indices), sampler.num_samples)
        return np.asarray(indices, np.int64)

    def _input(self, data):
        """What ``_indices`` draws from: the row count (``PKSampler``: the labels)."""
        return data if isinstance(data, (int, np.integer)) else len(data)

    def _own_order(self, data, ctx):
        order = self._indices(self._input(data), ctx)
        return order if self.num_samples is None else order[:self.num_samples]

    def _order(self, data, ctx):
        """The epoch's index list for a source of ``data`` (its row count, or its labels when
        a sampler of the chain reads them)."""
        child = self.child_sampler
        if child is None:
            return self._own_order(data, ctx)
        inner = np.asarray(child._order(data, ctx.derive("child")), np.int64)
        sub = len(inner) if isinstance(data, (int, np.integer)) else np.asarray(data)[inner]
        picked = self._own_order(sub, ctx)
        if len(picked) and (picked.max() >= len(inner) or picked.min() < -len(inner)):
            from .engine import pipeline_error
            raise pipeline_error(f"Invalid sampler indices: {picked.tolist()} for the "
                                 f"{len(inner)} rows its child sampler gives.")
        return inner[picked]

    def _size(self, data):
        """Rows per epoch for a source of ``data`` (row count or labels)."""
        if self.child_sampler is None and _user_defined(self) and self.num_samples is not None:
            return self.num_samples        # 2.10 takes the promised count (or __len__) as is
        if self.child_sampler is not None or _user_defined(self):
            import copy
            from ._grain import EpochContext
            try:        # a copy, so the user's sampler keeps its state (as MindSpore)
                sampler = copy.deepcopy(self)
            except (TypeError, copy.Error):
                sampler = self
            return len(sampler._order(data, EpochContext(config.get_seed())))
        full = self._full_size(self._input(data))
        return full if self.num_samples is None else min(full, self.num_samples)

    def _full_size(self, n):
        return n

    def _class_column(self):
        """The label column a sampler of the chain reads (None: none does)."""
        own = getattr(self, "class_column", None)
        if own is not None or self.child_sampler is None:
            return own
        return self.child_sampler._class_column()

    def get_num_samples(self):
        """``num_samples`` (None: all); with a child, the smaller of this one's and the
        child's."""
        child = None if self.child_sampler is None else self.child_sampler.get_num_samples()
        if self.num_samples is None:
            return child
        return self.num_samples if child is None else min(self.num_samples, child)

    def parse(self):
        """The sampler as a pipeline uses it (this object), after the checks 2.10 makes when it
        builds the pipeline."""
        self._validate()
        return self

    def _validate(self):
        pass

    def add_child(self, sampler):
        """Chain ``sampler`` under this one: it samples the dataset, this sampler samples its
        output."""
        if self.child_sampler is not None and not _user_defined(self):
            raise RuntimeError("Cannot add child sampler, this sampler already has a child.")
        if sampler is not None and shuffle_mode(sampler) == "partial":     # 2.10's checks
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the "
                               "input sampler must not be Shuffle.PARTIAL.")
        if shuffle_mode(self) not in ("global", "false"):
            raise RuntimeError(f"When multiple samplers are used, ensure that the shuffle of the "
                               f"current sampler must be Shuffle.FALSE or Shuffle.GLOBAL, but "
                               f"got: Shuffle.{shuffle_mode(self).upper()}.")
        self.child_sampler = sampler

    def get_child(self):
        """The child sampler (None without one)."""
        return self.child_sampler

    def is_shuffled(self):
        """Whether the sampler (or its child) draws in a random order."""
        own = getattr(self, "shuffle", False) or isinstance(
            self, (RandomSampler, SubsetRandomSampler, WeightedRandomSampler))
        return bool(own) or (self.child_sampler is not None and
                             self.child_sampler.is_shuffled())

    def is_sharded(self):
        """Whether the sampler (or its child) gives a shard."""
        return isinstance(self, DistributedSampler) and self.num_shards > 1 or (
            self.child_sampler is not None and self.child_sampler.is_sharded())


def _short_sampler(got, promised):
    """2.10's error for a user's sampler that yields fewer indices than its num_samples (or
    ``__len__``) promised."""
    from .engine import _RULE, pipeline_error
    return pipeline_error(
        f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n- Python "
        f"Call Stack: \n{_RULE}\nThe actual amount of data read from generator {got} is "
        f"different from generator.len {promised}, you should adjust generator.len to make them "
        f"match.\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] Execute user "
        f"Python code failed, check 'Python Call Stack' above.\n\n")


def shuffle_mode(sampler):
    """2.10's ``get_shuffle_mode()`` as ``Shuffle``'s string value ('false', 'global', ...)."""
    mode = getattr(sampler, "_mode", None)      # DistributedSampler(shuffle=Shuffle.X)
    if mode is not None:
        return mode
    if isinstance(sampler, DistributedSampler):
        return "global" if sampler.shuffle else "false"
    if isinstance(sampler, RandomSampler):
        return str(getattr(sampler.shuffle, "value", sampler.shuffle))
    return "false"


def _user_defined(sampler):
    return type(sampler).__iter__ is not Sampler.__iter__


class IterSampler(Sampler):
    """A user's iterable of indices (not a ``Sampler``) as a sampler."""

    def __init__(self, sampler, num_samples=None):
        if num_samples is None and hasattr(sampler, "__len__"):
            num_samples = len(sampler)
        super().__init__(num_samples)
        self.sampler = sampler

    def __iter__(self):
        return iter(self.sampler)


def _iterable(obj):
    """Python's iteration protocol: ``__iter__``, or the sequence protocol (``__getitem__``
    from 0), which 2.10 takes for a sampler too (its sampler tutorial's ``MySampler``)."""
    try:
        iter(obj)
    except TypeError:
        return False
    return True


def select(sampler, num_samples, iterable_only=False):
    """``sampler=`` of a source as a sampler (MindSpore: a list of indices is a
    ``SubsetSampler``, another iterable an ``IterSampler``, an int one index unless
    ``iterable_only``: GeneratorDataset and NumpySlicesDataset take only iterables)."""
    if isinstance(sampler, Sampler):
        return sampler
    if isinstance(sampler, (int, np.integer)) and not isinstance(sampler, bool) and \
            not iterable_only:
        return SubsetSampler([sampler])
    if not _iterable(sampler):
        raise TypeError("sampler should be either iterable or from mindspore.dataset.samplers.")
    if isinstance(sampler, (np.ndarray, list, tuple)):
        return SubsetSampler(sampler, num_samples)
    if not isinstance(sampler, str):
        return IterSampler(sampler, num_samples)
    raise TypeError(f"Unsupported sampler object of type ({type(sampler)})")


def _refused(message):
    """2.10's RuntimeError for a sampler argument its pipeline refuses when it runs."""
    from .engine import kernel_error
    return kernel_error(message)


def _rng(ctx, salt="sampler"):
    return np.random.default_rng(ctx.derive(salt).seed)


class SequentialSampler(Sampler):
    """Rows in order from ``start_index``."""

    def __init__(self, start_index=None, num_samples=None):
        super().__init__(num_samples)
        # any int (2.10, measured): one outside the rows fails when the pipeline runs
        self.start_index = config.check_int("SequentialSampler", "start_index",
                                            start_index or 0, -2 ** 31)

    def _indices(self, n, ctx):
        if not 0 <= self.start_index < max(n, 1):
            raise _refused(f"SequentialSampler: start_index must be in [0, {n}), but got: "
                           f"{self.start_index}")
        return np.arange(self.start_index, n)

    def _full_size(self, n):
        return max(n - self.start_index, 0)


class RandomSampler(Sampler):
    """Rows in a random order (each epoch its own); with ``replacement``, ``num_samples``
    (default: n) draws that may repeat."""

    def __init__(self, replacement=False, num_samples=None, shuffle="global"):
        super().__init__(num_samples)
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement must be a boolean value but was: {replacement}.")
        self.replacement = replacement
        # the modes of ``Shuffle`` (a str enum: its values compare equal to its members)
        if isinstance(shuffle, bool) or shuffle not in ("adaptive", "global", "partial",
                                                        "files", "infile"):
            raise TypeError(f"shuffle must be valid shuffle mode but was: {shuffle}.")
        self.shuffle = shuffle
        # False (set by ``split``): every epoch the same order, 2.10's for the seed
        self.reshuffle_each_epoch = True
        self.seed = None        # the seed of that order (None: the pipeline's)
        self._last = {}         # (n, seed) -> (runs, the order of that run)

    def _validate(self):
        """Modes other than GLOBAL are MindDataset's (its reader applies them)."""
        if self.shuffle != "global":
            from .engine import pipeline_error
            mode = getattr(self.shuffle, "name", None)
            mode = self.shuffle if mode is None else f"Shuffle.{mode}"
            raise pipeline_error(f"The shuffle mode: {mode} is not supported with current "
                                 f"dataset.")

    def _indices(self, n, ctx):
        self._validate()
        rng = _rng(ctx)
        if self.replacement:    # 2.10: at most n draws; with a seed, its draws (seed + 1 a run)
            count = min(self.num_samples or n, n)
            if config._state["seed"] is None:
                return rng.integers(0, n, size=count) if n else np.arange(0)
            return np.asarray(uniform_draws(n, count, config.pipeline_seed() + ctx.runs() - 1),
                              np.int64)
        seed = config.pipeline_seed() if self.seed is None else self.seed
        if self.reshuffle_each_epoch and self.seed is None and config._state["seed"] is None:
            return rng.permutation(n)       # no seed set: any order, a new one each epoch
        return np.asarray(self._cpp_order(n, seed, ctx.runs() if self.reshuffle_each_epoch else 1),
                          np.int64)

    def _cpp_order(self, n, seed, runs):
        """2.10's order in the sampler's ``runs``-th run: ``range(n)`` through ``std_shuffle``
        with seed ``seed``, then again with ``seed + 1`` at each reset (its sampler adds one to
        its seed and shuffles its last order once more; measured). The last order is kept."""
        done, order = self._last.get((n, seed), (0, range(n)))
        if done > runs:
            done, order = 0, range(n)
        for k in range(done, runs):
            order = std_shuffle(order, (seed + k) & 0xFFFFFFFF)
        self._last = {(n, seed): (runs, order)}
        return order


class DistributedSampler(Sampler):
    """Shard ``shard_id`` of ``num_shards``: rows ``shard_id + j * num_shards`` of the (shuffled)
    order, wrapping around so that every shard has ``ceil(n / num_shards)``."""

    def __init__(self, num_shards, shard_id, shuffle=True, num_samples=None, offset=-1):
        super().__init__(num_samples)
        # 2.10 (measured) builds DistributedSampler(0, 0) and (2, 5), and fails when they run
        config.check_int("DistributedSampler", "num_shards", num_shards, 0)
        config.check_int("DistributedSampler", "shard_id", shard_id, 0)
        if isinstance(offset, bool) or not isinstance(offset, (int, np.integer)):
            raise TypeError(f"offset must be integer but was: {offset}.")     # 2.10's message
        self.num_shards, self.shard_id, self.shuffle = num_shards, shard_id, bool(shuffle)
        # a Shuffle mode given (a str enum): MindDataset's reader applies it (as 2.10's)
        self._mode = str(getattr(shuffle, "value", shuffle)) if isinstance(shuffle, str) else None
        self.offset = int(offset)
        self._last = {}         # (n, seed) -> (runs, the order of that run)

    _cpp_order = RandomSampler._cpp_order

    def _validate(self):
        if not self.shard_id < self.num_shards:
            raise _refused(f"DistributedSampler: shard_id must be in [0, {self.num_shards}), "
                           f"but got: {self.shard_id}")
        if self.offset > self.num_shards:       # 2.10 checks it when the pipeline is built
            from .engine import pipeline_error
            raise pipeline_error(f"DistributedSampler: offset must be no more than "
                                 f"num_shards({self.num_shards}), but got: {self.offset}")

    def _positions(self, n):
        """Positions in the order: ``offset=-1`` deals rows round-robin, wrapping around so
        that every shard has ``ceil(n / num_shards)``; an ``offset`` starts the dealing at shard
        ``offset`` with no wrap-around (row r to shard (r + offset) % num_shards)."""
        k, s = self.num_shards, self.shard_id
        if self.offset == -1:
            return (s + np.arange(-(-n // k)) * k) % max(n, 1)
        count = (n + self.offset) // k + (s < (n + self.offset) % k) - (s < self.offset)
        first = s - self.offset
        start = -(first // k) if first < 0 else 0       # the dealing starts at row 0
        return (first + (start + np.arange(max(count, 0))) * k) % max(n, 1)

    def _indices(self, n, ctx):
        self._validate()
        order = np.arange(n)
        if self.shuffle:
            # 2.10's on every rank (measured): run k reshuffles the last order with mt19937(
            # get_seed() + k) (5489 when no seed is set: the same orders every time)
            order = np.asarray(self._cpp_order(n, config.get_seed() + 1, ctx.runs()), np.int64)
        if not n:
            return order
        return order[self._positions(n)]

    def _full_size(self, n):
        self._validate()
        return len(self._positions(n)) if n else 0


def _index_list(indices, api):
    """MindSpore 2.10's SubsetSampler checks: an iterable of ints, or one int."""
    if isinstance(indices, (int, np.integer)) and not isinstance(indices, bool):
        indices = [indices]
    elif isinstance(indices, str) or not hasattr(indices, "__iter__"):
        raise TypeError(f"Unsupported sampler object of type ({type(indices)})")
    indices = list(indices)
    for i, item in enumerate(indices):
        if not isinstance(item, (int, np.integer)):
            raise TypeError(f"{api}: Type of indices element must be int, but got list[{i}]: "
                            f"{item}, type: {type(item)}.")
    return np.asarray(indices, np.int64).reshape(-1)


class SubsetSampler(Sampler):
    """The rows at ``indices``, in that order."""

    def __init__(self, indices, num_samples=None):
        super().__init__(num_samples)
        self.indices = _index_list(indices, "SubsetSampler")

    def _indices(self, n, ctx):
        bad = self.indices[(self.indices < 0) | (self.indices >= n)]
        if len(bad):        # 2.10's text, for the first index out of [0, n) (a negative too)
            from .engine import pipeline_error
            raise pipeline_error(f"Sample ID ({bad[0]}) is out of bound, expected range "
                                 f"[0, {n - 1}]")
        return self.indices

    def _full_size(self, n):
        return len(self.indices)


class SubsetRandomSampler(SubsetSampler):
    """The rows at ``indices``, in a random order (each epoch its own)."""

    def _indices(self, n, ctx):
        return _rng(ctx).permutation(super()._indices(n, ctx))


class WeightedRandomSampler(Sampler):
    """``num_samples`` rows drawn with probabilities proportional to ``weights``."""

    def __init__(self, weights, num_samples=None, replacement=True):
        super().__init__(num_samples)
        values = weights if isinstance(weights, list) else [weights]
        for k, w in enumerate(values):
            if not isinstance(w, (int, float)):
                raise TypeError(f"type of weights element must be number, but got w[{k}]: {w}, "
                                f"type: {type(w)}.")
        self.weights = np.asarray(values, np.float64)
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement must be a boolean value but was: {replacement}.")
        self.replacement = replacement

    def parse(self):
        """MindSpore's check of the weights when the sampler is used (``RuntimeError``)."""
        if not len(self.weights):
            raise RuntimeError("WeightedRandomSampler: weights vector must not be empty")
        negative = np.flatnonzero(self.weights < 0)
        if len(negative):
            k = int(negative[0])
            raise RuntimeError(f"WeightedRandomSampler: weights vector must not contain "
                               f"negative numbers, got: weights[{k}] = {self.weights[k]:f}")
        if not self.weights.any():
            raise RuntimeError("WeightedRandomSampler: elements of weights vector must not be "
                               "all zero")
        return self

    def _indices(self, n, ctx):
        self.parse()
        p = self.weights / self.weights.sum()
        size = self.num_samples or len(p)
        return _rng(ctx).choice(len(p), size=size, replace=self.replacement, p=p) % max(n, 1)

    def _full_size(self, n):
        return self.num_samples or len(self.weights)


class PKSampler(Sampler):
    """``num_val`` rows of each class (the values of ``class_column``), the classes in label
    order (a random order with ``shuffle``), a class's rows repeated in turn when it has fewer.
    The source gives the sampler its labels instead of its size."""

    def __init__(self, num_val, num_class=None, shuffle=False, class_column="label",
                 num_samples=None):
        super().__init__(num_samples)
        self.num_val = config.check_int("PKSampler", "num_val", num_val, 0)    # 0: 2.10 too
        if num_class is not None:
            raise NotImplementedError("num_class is not supported yet (as in MindSpore).")
        if not isinstance(shuffle, bool):
            raise TypeError(f"Argument shuffle with value {shuffle!r} is not of type "
                            f"[<class 'bool'>], but got {type(shuffle)}.")
        if not isinstance(class_column, str):
            raise TypeError(f"class_column should be a str, but got {class_column!r}.")
        self.shuffle, self.class_column = shuffle, class_column

    def _input(self, data):
        return data

    def _indices(self, labels, ctx):
        labels = np.asarray(labels).reshape(len(labels), -1)[:, 0]
        classes = np.unique(labels)
        rng = _rng(ctx)
        if self.shuffle:
            classes = rng.permutation(classes)
        picks = []
        for c in classes:
            rows = np.flatnonzero(labels == c)
            if self.shuffle:
                rows = rng.permutation(rows)
            picks.append(np.resize(rows, self.num_val))
        return np.concatenate(picks) if picks else np.zeros(0, np.int64)

    def _full_size(self, labels):
        return self.num_val * len(np.unique(np.asarray(labels).reshape(len(labels), -1)[:, 0]))
