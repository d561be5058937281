"""``MindDataset``: MindRecord files (``minicell.mindrecord``) as a random-access source.

Columns are the schema's fields in name order (or ``columns_list``'s order): scalars as 0-d
arrays of the schema's dtype, strings as numpy str, bytes fields as a one-element bytes array,
array fields as arrays, as MindSpore 2.10 returns them. ``shuffle`` None / True / ``GLOBAL`` /
``ADAPTIVE`` / ``PARTIAL`` shuffle every row (minicell's datasets fit ``GLOBAL``'s memory
rule), ``FILES`` shuffles the files' order and ``INFILE`` the rows inside each file.
``padded_sample`` with ``num_padded`` appends copies of one row (their columns are
``columns_list``), so that every shard of ``num_shards`` gets the same number of rows.
"""
import copy
import os

import numpy as np

from ..common.unsupported import register_argument_check
from ..mindrecord import _format
from ..mindrecord.filereader import Dataset as _Records, as_column
from . import samplers
from ._random import uniform_draws
from ._shard_shuffle import minstd_shuffle, partial_order, shard_order
from .file_sources import Shuffle
from .core.validator_helpers import check_value, type_check
from .engine import syntax_error
from .image_sources import check_reader_options
from .rows import FileRow
from .sources import MappableSource

_SAMPLERS = (samplers.SubsetRandomSampler, samplers.SubsetSampler, samplers.PKSampler,
             samplers.DistributedSampler, samplers.RandomSampler, samplers.SequentialSampler)


class MindDataset(MappableSource):
    """``MindDataset(dataset_files, columns_list=None, num_parallel_workers=None,
    shuffle=None, num_shards=None, shard_id=None, sampler=None, padded_sample=None,
    num_padded=None, num_samples=None, cache=None)``."""

    def __init__(self, dataset_files, columns_list=None, num_parallel_workers=None,
                 shuffle=None, num_shards=None, shard_id=None, sampler=None, padded_sample=None,
                 num_padded=None, num_samples=None, cache=None):
        _check_files(dataset_files)
        if sampler is not None and not isinstance(sampler, _SAMPLERS):
            raise ValueError("The sampler is not supported yet.")
        check_reader_options(sampler, shuffle, num_samples, num_shards, shard_id)
        if isinstance(num_samples, int) and num_samples < 0:
            raise ValueError("num_samples exceeds the boundary between 0 and "
                             "9223372036854775807(INT64_MAX)!")
        option = shuffle
        if isinstance(shuffle, Shuffle):
            if num_samples and shuffle in (Shuffle.FILES, Shuffle.INFILE):
                raise ValueError("'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples' "
                                 "cannot be specified at the same time.")
            shuffle = shuffle not in (Shuffle.FALSE, Shuffle.FILES, Shuffle.INFILE)
        # PARTIAL: 2.10 shuffles the files' order, then the rows (_shard_shuffle.partial_order)
        self._partial = option is Shuffle.PARTIAL or (
            isinstance(sampler, samplers.RandomSampler) and sampler.shuffle == Shuffle.PARTIAL)
        option, sampler = _sampler_mode(option, sampler)
        super().__init__(num_samples or None, shuffle, num_shards, shard_id,
                         num_parallel_workers, sampler)
        self._option = option if option in (Shuffle.FILES, Shuffle.INFILE) else None
        self._records = _Records(dataset_files)
        schema = self._records.schema
        self._names = list(columns_list) if columns_list else sorted(schema)
        self._specs = [schema.get(n) for n in self._names]
        self._padded = self._padding(padded_sample, num_padded, columns_list, num_shards)

    def _padding(self, padded_sample, num_padded, columns_list, num_shards):
        if padded_sample is None:
            if num_padded:
                raise RuntimeError("num_padded is specified but padded_sample is not.")
            self._pad_check = None
            return 0, None
        if num_padded is None:
            raise RuntimeError("padded_sample is specified and requires num_padded as well.")
        if not columns_list:
            raise RuntimeError("padded_sample is specified and requires columns_list as well.")
        if not set(columns_list) <= set(padded_sample):
            raise ValueError("padded_sample cannot match columns_list.")
        self._pad_check = (padded_sample, num_shards)      # checked when the pipeline runs
        return num_padded, None

    def _check_padding(self):
        """2.10's checks of the padded sample, made when the dataset is sized or run."""
        padded_sample, num_shards = self._pad_check or (None, None)
        if padded_sample is None or self._padded[1] is not None:
            return
        total = len(self._records) + self._padded[0]
        if num_shards and total % num_shards:
            raise _format.cxx_error(f"Invalid data, the size of dataset and padded samples: "
                                    f"{total} can not be divisible by the value of "
                                    f"'num_shards': {num_shards}.\n Please adjust the value of "
                                    f"'num_padded'.")
        if getattr(self.sampler, "child_sampler", None) is not None:
            raise RuntimeError("When the padded sample logic is enabled and use sampler chain,"
                               "the first sampler which is specified by parameter sampler "
                               "should be DistributedSampler.")
        for name, spec in zip(self._names, self._specs):
            value = padded_sample[name]
            if not _format.is_blob(spec) and not isinstance(value, (str, int, float)):
                raise _format.cxx_error(f"Invalid padded_sample, the value of column: {name} "
                                        f"should be string or number but got: {{}}, check "
                                        f"'padded_sample'.")
        self._padded = (self._padded[0], tuple(as_column(padded_sample[n], s)
                                               for n, s in zip(self._names, self._specs)))

    def _length(self):
        self._check_padding()
        return self._reader_sampler()._size(self._sampled())

    def _reader_sampler(self):
        """The sampler chain as 2.10's MindRecord reader applies it, in a copy (the user's
        sampler is left as given): it wraps a Subset sampler's indices modulo the row count
        as unsigned 64-bit integers (measured, 10 rows: 11 -> 1, 13 -> 3, -1 -> 5, 25 -> 5);
        its shards and seeded shuffles are ``_ReaderShards`` and ``_ReaderShuffle``."""
        return _reader_chain(self.sampler, len(self._records))

    def _order(self, ctx):
        """The epoch's row indices: 2.10's reader order where known (``_seeded_order``), else
        the sampler's."""
        order = self._seeded_order(ctx)
        if order is not None:
            return order
        if self._option is not None:
            return self._unseeded_files_order(ctx)
        return self._reader_sampler()._order(self._sampled(), ctx)

    def _columns(self):
        return list(self._names)

    def _labels(self, column):
        if column not in self._records.schema:
            raise _format.cxx_error(f"Invalid data, 'class_column': {column} can not found in "
                                    f"fields of mindrecord files. Please check 'class_column' "
                                    f"in PKSampler.")
        return np.array([self._records.row(i, [column])[column]
                         for i in range(len(self._records))])

    def _num_rows(self):
        return len(self._records) + self._padded[0]

    def _read(self, index):
        if index >= len(self._records):
            return self._padded[1]
        row = self._records.row(index, self._names)
        return FileRow(tuple(as_column(row[n], s) for n, s in zip(self._names, self._specs)),
                       os.path.abspath(self._records.files[self._records.rows[index][0]]))

    def __getitem__(self, index):
        """Row ``index`` of the first epoch's order, as a list of the columns (MindSpore 2.10's
        random access)."""
        from . import config
        from ._grain import EpochContext
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"Argument index with value {index} is not of type [<class 'int'>], "
                            f"but got {type(index)}.")
        if index < 0:
            raise ValueError(f"index cannot be negative, but got {index}.")
        self._records.check_columns(self._names)
        self._check_padding()
        order = self._order(EpochContext(config.pipeline_seed(), 0))
        if index >= len(order):
            raise RuntimeError(f"Input index is not within the required interval of "
                               f"[0, {len(order) - 1}], but got {index}.")
        return list(self._read(int(order[index])))

    def _build(self, ctx):
        for i, name in enumerate(self._names):      # 2.10's IR check, when the pipeline runs
            if name in self._names[:i]:
                raise syntax_error(f"MindDataset: 'columns_list' : Invalid parameter, duplicate "
                                   f"column names are not allowed: {name}")
        self._records.check_columns(self._names)     # MindSpore: when the pipeline runs
        self._check_padding()
        from . import _grain
        order = self._order(ctx)
        return _grain.MapDataset.range(len(order)).map(lambda j: self._read(int(order[j])))

    def _unseeded_files_order(self, ctx):
        """FILES / INFILE without a seed: 2.10 draws its seed afresh (any order will do)."""
        files = np.array([k for k, _, _ in self._records.rows])
        rng = np.random.default_rng(ctx.derive("mindrecord").seed)
        groups = [np.flatnonzero(files == k) for k in range(len(self._records.files))]
        if self._option is Shuffle.FILES:
            order = np.concatenate([groups[k] for k in rng.permutation(len(groups))])
        else:
            order = np.concatenate([rng.permutation(g) for g in groups])
        order = np.concatenate([order, np.arange(len(files), self._num_rows())])
        return order[self.sampler._order(len(order), ctx)]

    def _seeded_order(self, ctx):
        """The epoch's rows in 2.10's order (``_shard_shuffle``), its shuffles once a seed is
        set: FILES, INFILE, GLOBAL (a plain RandomSampler), and the shards of a
        DistributedSampler (2.10 shuffles all the rows afresh each epoch, with the next seed,
        then deals them by stride, or by blocks under MS_DEV_MINDRECORD_SHARD_BY_BLOCK=true),
        PARTIAL; None for the other cases (the sampler's own order)."""
        from . import config
        seed, sampler, kind = config._state["seed"], self.sampler, type(self.sampler)
        child = sampler.child_sampler       # only a RandomSampler under unshuffled shards
        padded = self._padded[0]            # only with shards (2.10 refuses it otherwise)
        if kind is samplers.DistributedSampler:
            seed = config.get_seed()        # 2.10's DistributedSampler: 5489 when none is set
        if padded and kind is not samplers.DistributedSampler or child is not None and not (
                kind is samplers.DistributedSampler and not sampler.shuffle
                and type(child) is samplers.RandomSampler and not child.replacement
                and child.shuffle == Shuffle.GLOBAL and child.child_sampler is None
                and child.num_samples is None and self._option is None):
            return None
        if kind is samplers.DistributedSampler and sampler.offset != -1:
            return self._offset_block(sampler)
        mode = {Shuffle.FILES: "files", Shuffle.INFILE: "infile"}.get(self._option)
        partial = self._partial
        if kind is samplers.DistributedSampler and sampler.offset == -1:
            given = getattr(sampler, "_mode", None)     # DistributedSampler(shuffle=Shuffle.X)
            partial = partial or given == "partial"
            mode = given if mode is None and given in ("files", "infile") else mode
            mode = "global" if mode is None and (sampler.shuffle or child) else mode
        elif kind is samplers.RandomSampler and mode is None:
            if sampler.replacement or sampler.shuffle != Shuffle.GLOBAL:
                return None
            mode = "global"
        elif kind is not samplers.SequentialSampler or mode is None:
            return None
        files = [k for k, _, _ in self._records.rows]
        counts = np.bincount(files, minlength=len(self._records.files)).tolist()
        n = len(files)
        if (mode is not None and seed is None) or not n:
            return None
        block = _by_block()
        if partial:
            if child is not None or sampler.num_samples or n > 1000000:
                return None
            shards = (sampler.num_shards, sampler.shard_id) if kind is \
                samplers.DistributedSampler else None
            return partial_order(counts, seed, ctx.runs(), shards, padded, block)
        if kind is not samplers.DistributedSampler:
            order = shard_order(counts, mode, seed, ctx.runs())
        else:
            n += padded                     # 2.10 deals the padded rows as rows
            runs = (ctx.runs(), 1) if child is None else (1, 1)     # a child: drawn once
            order = range(n) if mode is None else shard_order(
                counts, mode, seed + runs[0] - 1, runs[1], padded)
            k, s = sampler.num_shards, sampler.shard_id
            taking = -(-n // k)
            spots = range(s * taking, (s + 1) * taking) if block else range(s, s + taking * k, k)
            order = [order[p % n] for p in spots]
        return list(order)[:sampler.num_samples or len(order)]

    def _offset_block(self, sampler):
        """2.10's MindRecord reader gives the shards of a DistributedSampler with an ``offset``
        (a concat's children under ``use_sampler``) blocks of consecutive rows, in shard order,
        each as many rows as the offset's dealing gives it (measured: 10 rows, 4 shards,
        offset 1: [0, 1], [2, 3, 4], [5, 6, 7], [8, 9]); None (the sampler's own order) when
        it shuffles, samples or has a child."""
        if sampler.shuffle or sampler.child_sampler is not None or sampler.num_samples \
                or self._option is not None:
            return None
        n, k, o = len(self._records.rows), sampler.num_shards, sampler.offset
        counts = [(n + o) // k + (s < (n + o) % k) - (s < o) for s in range(k)]
        start = sum(counts[:sampler.shard_id])
        return list(range(start, start + counts[sampler.shard_id]))


class _ReaderShards(samplers.DistributedSampler):
    """2.10's MindRecord shards (measured, /tmp/s78/ds78/probe/a4.py): a shard_id past the
    last shard is taken as is (rows ``s, s + k, ...`` modulo the rows: 10 rows, 3 shards,
    shard 5 -> 5, 8, 1, 4), and the shuffle is minstd's, seeded ``get_seed()`` + the run,
    afresh each epoch (as ``MindDataset._seeded_order``), over the rows its child gives."""

    def _validate(self):
        if not (0 < self.num_shards <= self.shard_id and self.offset == -1):
            super()._validate()

    def _indices(self, n, ctx):
        self._validate()
        order = np.arange(n)
        if self.shuffle and n:
            from . import config
            order = np.asarray(shard_order([n], "global", config.get_seed() + ctx.runs() - 1, 1))
        if not n:
            return order
        if self.offset == -1 and _by_block():
            taking = -(-n // self.num_shards)
            return order[np.arange(self.shard_id * taking, (self.shard_id + 1) * taking) % n]
        return order[self._positions(n)]

    def _order(self, data, ctx):
        """Its child's rows are drawn once, in the first epoch (2.10 keeps them: measured, a
        RandomSampler under unshuffled shards gives every epoch the same rows)."""
        from ._grain import EpochContext
        if self.child_sampler is None:
            return super()._order(data, ctx)
        first = EpochContext(ctx.seed, 0, ctx.run, ctx.salts).derive("child")
        inner = np.asarray(self.child_sampler._order(data, first), np.int64)
        return inner[self._own_order(len(inner), ctx)]


class _ReaderShuffle(samplers.RandomSampler):
    """2.10's MindRecord RandomSampler once a seed is set: minstd's shuffle, the permutation
    kept from epoch to epoch (as ``MindDataset._seeded_order``); with replacement, draw ``i``
    of run ``r`` is the first of ``uniform_int_distribution(0, n - 1)`` over ``mt19937(seed +
    r + i)`` (measured, a5.py: seed 1234, 10 rows, 4 draws -> 9, 2, 7, 9); a split's part
    (no reshuffle) shuffles once with the seed itself (a6.py). 2.10 draws a later
    epoch from the previous epoch's picks only (rows lost for good): not copied, each run draws
    from every row."""

    def _indices(self, n, ctx):
        from . import config
        seed = config._state["seed"] if self.seed is None else self.seed
        if seed is None or self.shuffle != Shuffle.GLOBAL or not n:
            return super()._indices(n, ctx)
        if not self.reshuffle_each_epoch:       # a split's parts: the seed's order, always
            return np.asarray(minstd_shuffle(range(n), seed), np.int64)
        if self.replacement:
            count = min(self.num_samples or n, n)
            return np.array([uniform_draws(n, 1, seed + ctx.runs() + i)[0]
                             for i in range(count)], np.int64)
        return np.asarray(shard_order([n], "global", seed, ctx.runs()), np.int64)


def _by_block():
    """2.10's MindRecord shards are blocks of rows under this variable, else strides."""
    return os.environ.get("MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "").lower() == "true"


def _reader_chain(sampler, n):
    """A copy of the chain from ``sampler`` with 2.10's MindRecord semantics (see
    ``MindDataset._reader_sampler``)."""
    if sampler is None:
        return None
    kind, sampler = type(sampler), copy.copy(sampler)
    if kind is samplers.DistributedSampler:
        sampler.__class__ = _ReaderShards
    elif kind is samplers.RandomSampler:
        sampler.__class__ = _ReaderShuffle
    elif isinstance(sampler, samplers.SubsetSampler) and n:
        sampler.indices = np.array([int(i) % 2 ** 64 % n for i in sampler.indices], np.int64)
    sampler.child_sampler = _reader_chain(sampler.child_sampler, n)
    return sampler


def _sampler_mode(option, sampler):
    """A RandomSampler's shuffle mode is the reader's here (2.10's MindRecord sampler): FILES
    and INFILE order the rows (then read in that order, ``num_samples`` of them); ADAPTIVE and
    PARTIAL shuffle every row, as GLOBAL."""
    if not isinstance(sampler, samplers.RandomSampler) or sampler.shuffle == Shuffle.GLOBAL:
        return option, sampler
    mode, sampler = Shuffle(sampler.shuffle), copy.copy(sampler)
    if mode in (Shuffle.FILES, Shuffle.INFILE):
        sequential = samplers.SequentialSampler(num_samples=sampler.num_samples)
        sequential.child_sampler = sampler.child_sampler
        return mode, sequential
    sampler.shuffle = Shuffle.GLOBAL
    return option, sampler


def _check_files(dataset_files):
    files = [dataset_files] if isinstance(dataset_files, str) else dataset_files
    if not isinstance(files, list) or not files:
        raise TypeError(f"path: {dataset_files} is not string")
    for path in files:
        if not isinstance(path, str):
            raise TypeError(f"path: {path} is not string")
        if not os.path.isfile(path):
            raise ValueError(f"The file {os.path.abspath(path)} does not exist or permission "
                             f"denied!")


def check_obs_arguments(dataset_files, server, ak, sk, sync_obs_path, columns_list=None,
                        shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None,
                        shard_equal_rows=True):
    """2.10's checks of ``OBSMindDataset``'s arguments, in its order (measured): minicell has
    no OBS client (``OBSMindDataset`` is a placeholder), but a wrong argument is reported as
    2.10 reports it."""
    type_check(dataset_files, (list,), "dataset_files")
    for name in dataset_files:
        if not isinstance(name, str):
            raise TypeError(f"Item of dataset files is not of type [{str}], but got "
                            f"{type(name)}.")
    values = {"num_shards": num_shards, "shard_id": shard_id, "columns_list": columns_list,
              "shard_equal_rows": shard_equal_rows, "server": server, "ak": ak, "sk": sk,
              "sync_obs_path": sync_obs_path}
    for name, kind in (("num_shards", int), ("shard_id", int), ("columns_list", list),
                       ("shard_equal_rows", bool), ("server", str), ("ak", str), ("sk", str),
                       ("sync_obs_path", str)):
        if values[name] is not None:
            type_check(values[name], (kind,), name)
    if not server.startswith(("http://", "https://")):
        raise ValueError(f"server should be a str that starts with http:// or https://, but got "
                         f"{server}.")
    if num_shards is not None:
        check_value(num_shards, [1, 2147483647], "num_shards")
    check_reader_options(None, None, None, num_shards, shard_id)
    if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
        raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like "
                        "'Shuffle.GLOBAL' or 'Shuffle.FILES'.")


register_argument_check("OBSMindDataset", check_obs_arguments)
