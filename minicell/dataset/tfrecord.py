"""``TFRecordDataset``: rows from TFRecord files of ``tf.train.Example`` records (the format and
its decoder: ``tfrecord_format.py``), with MindSpore 2.10's columns, types, row order, sharding
and errors (measured on the same files).

Columns: a ``Schema`` (or a JSON schema file) names them, with their types and shapes, in its
order; without one, the first record's features, in name order: int64 features as int64,
floats as float32, bytes as uint8 (the bytes). ``columns_list`` picks and orders them. Each
value is the feature's list converted to the column type (ints and floats to any numeric type,
bytes to ``uint8`` or ``string``; others fail as in MindSpore) and reshaped to the column's
shape (``-1`` dimensions from the data; no shape: 1-D as read; ``[]``: a scalar).

Row order (2.10's reader): the files sorted by name; MindSpore reads them with
``num_parallel_workers`` workers (default: the config's), file ``k`` (or piece of a file) by
worker ``k % workers``, and its output takes one row from each worker in turn, so the rows of
``workers`` consecutive files are interleaved; ``num_samples`` (or the schema's ``numRows``)
keeps the first rows of that stream. ``Shuffle.FILES`` shuffles the file order every epoch
exactly as 2.10 (``TFRecordDataset._file_order``: the same orders with shards, or with a seed
set by ``ds.config.set_seed``); ``Shuffle.GLOBAL`` (and ``True``) also shuffles the rows, in a
window of ``min(4 x rows per file, 10000)`` rows (2.10's shuffle buffer), in minicell's own
random order. Shards: ``num_shards`` / ``shard_id`` give shard ``k`` the
files ``k, k + num_shards, ...`` of the epoch's file order (at least ``num_shards`` files
needed); with ``shard_equal_rows=True`` every shard reads ``ceil(rows / num_shards)`` rows, its
range of the files' rows laid end to end (wrapping to the start). With compressed files and a
row count (``num_samples``/``numRows``) shards take files, and each must read that many rows.

>>> import minicell.dataset as ds
>>> ds.TFRecordDataset.__name__
'TFRecordDataset'
"""
import numpy as np

from . import config
from .datasets import Dataset
from .engine import pipeline_error
from .file_sources import Shuffle, _files
from .random_source import Schema
from .rows import FileRow
from .file_order import file_order, shuffle_buffer
from .tfrecord_format import FormatError, parse_example, read_records

__all__ = ["TFRecordDataset"]

_INT64_MAX = 2 ** 63 - 1
_INFERRED = {"bytes": "uint8", "float": "float32", "int64": "int64"}
_ACTUAL = {"bytes": "string", "float": "float32", "int64": "int64"}


def _check_int(name, value, low=0, high=_INT64_MAX, bound=None):
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"Argument {name} with value {value!r} is not of type [<class 'int'>], "
                        f"but got {type(value)}.")
    if not low <= value <= high:
        raise ValueError(bound or f"Input {name} is not within the required interval of "
                                  f"[{low}, {high}].")


def _check_args(dataset_files, columns_list, num_samples, num_parallel_workers, shuffle,
                num_shards, shard_id, shard_equal_rows, compression_type):
    """2.10's argument checks of TFRecordDataset, in its order and with its errors."""
    if not isinstance(dataset_files, (str, list)):
        raise TypeError("dataset_files should be type str or a list of strings.")
    if not dataset_files:
        raise ValueError(f"Input dataset_files can not be empty, but got '{dataset_files}'.")
    _check_int("num_samples", num_samples, bound="num_samples exceeds the boundary between 0 "
                                                 "and 9223372036854775807(INT64_MAX)!")
    _check_int("num_parallel_workers", num_parallel_workers, 1, 2 ** 31 - 1)
    _check_int("num_shards", num_shards, 1, 2 ** 31 - 1)
    _check_int("shard_id", shard_id, 0, 2 ** 31 - 1)
    if columns_list is not None and not isinstance(columns_list, list):
        raise TypeError(f"Argument columns_list with value {columns_list} is not of type "
                        f"[<class 'list'>], but got {type(columns_list)}.")
    if shard_equal_rows is not None and not isinstance(shard_equal_rows, bool):
        raise TypeError(f"Argument shard_equal_rows with value {shard_equal_rows} is not of "
                        f"type [<class 'bool'>], but got {type(shard_equal_rows)}.")
    if compression_type is not None and compression_type not in ("", "ZLIB", "GZIP"):
        raise ValueError(f"Input compression_type can only be either '' (no compression), "
                         f"'ZLIB', or 'GZIP', but got '{compression_type}'.")
    if compression_type in ("ZLIB", "GZIP") and num_samples is not None and \
            num_shards is not None:
        nfiles = len(dataset_files) if isinstance(dataset_files, list) else 1
        if nfiles < num_shards:
            raise ValueError(f"When compression_type is provided, the number of dataset files "
                             f"cannot be less than num_shards, but the actual number of files "
                             f"is {nfiles} and actual num_shards is {num_shards}.")
    if not isinstance(shuffle, (bool, Shuffle)) and shuffle is not None:
        raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like "
                        "'Shuffle.ADAPTIVE' or 'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or "
                        "'Shuffle.FILES' or 'Shuffle.INFILE'.")
    if num_shards is not None and shard_id is None:
        raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
    if shard_id is not None and num_shards is None:
        raise RuntimeError("shard_id is specified but num_shards is not.")
    if num_shards is not None and shard_id >= num_shards:
        raise ValueError(f"Input shard_id is not within the required interval of [0, "
                         f"{num_shards - 1}].")


def _value(path, features, name, type_name, shape):
    """Column ``name`` of a parsed record: type ``type_name`` (None: as read), ``shape``."""
    prefix = f"map operation: [ParseExample] failed. The corresponding data file is: {path}. "
    if name not in features:
        raise pipeline_error(
            prefix + (f"Invalid columns_list, column name: {name} does not exist in tfrecord "
                      f"file, check tfrecord files." if type_name is None else
                      f"Feature name: {name} is required in schema but could not be found in "
                      f"tfrecord file."))
    kind, values = features[name]
    type_name = type_name or _INFERRED[kind]
    if (kind == "bytes") != (type_name in ("string", "uint8")) or \
            (kind != "bytes" and type_name == "string"):
        raise pipeline_error(prefix + f"The data type loaded from the example for feature name: "
                                      f"{name} does not match the predefined type in schema, "
                                      f"the actual type: {_ACTUAL[kind]}, but the predefined "
                                      f"type: {type_name}")
    if kind == "bytes":
        value = np.array([v.decode("utf-8", "replace") for v in values], dtype=str) \
            if type_name == "string" else np.frombuffer(b"".join(values), np.uint8)
    else:
        with np.errstate(invalid="ignore", over="ignore"):
            value = np.asarray(values, np.int64 if kind == "int64" else np.float32) \
                .astype(type_name)
    if shape is None:
        return value
    try:
        return value.reshape(shape)
    except ValueError:
        raise pipeline_error(prefix + f"Column shape of {name} defined in schema does not match "
                                      f"the shape actually load.") from None


def _interleave(blocks, workers):
    """The rows of ``blocks`` (lists of (file, record)) as 2.10's reader outputs them: block
    ``k`` read by worker ``k % workers``, one row from each worker in turn."""
    streams = [[row for block in blocks[w::workers] for row in block] for w in range(workers)]
    out, pos = [], 0
    longest = max((len(s) for s in streams), default=0)
    for pos in range(longest):
        out.extend(s[pos] for s in streams if pos < len(s))
    return out


class TFRecordDataset(Dataset):
    """Rows from TFRecord files of ``tf.train.Example`` records (module docstring: columns,
    types, order, shuffling and shards as MindSpore 2.10's). Files are read once, when the
    pipeline first runs or is queried; rows are parsed lazily."""

    def __init__(self, dataset_files, schema=None, columns_list=None, num_samples=None,
                 num_parallel_workers=None, shuffle=Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, shard_equal_rows=False, cache=None, compression_type=None):
        _check_args(dataset_files, columns_list, num_samples, num_parallel_workers, shuffle,
                    num_shards, shard_id, shard_equal_rows, compression_type)
        super().__init__((), num_parallel_workers)
        if schema is not None and not isinstance(schema, Schema):
            schema = Schema(schema)
        self.dataset_files = sorted(_files(dataset_files))
        self.schema, self.columns_list = schema, columns_list or None
        self.compression_type = compression_type or ""
        self.num_samples = num_samples or (schema.num_rows if schema is not None else 0) or None
        self.num_shards, self.shard_id = num_shards, shard_id
        self.shard_equal_rows = bool(shard_equal_rows)
        mode = Shuffle.GLOBAL if shuffle is None or shuffle is True else \
            Shuffle.FALSE if shuffle is False else shuffle
        self._shuffle_files = mode is not Shuffle.FALSE
        self._shuffle_rows = mode in (Shuffle.GLOBAL, Shuffle.INFILE, Shuffle.ADAPTIVE,
                                      Shuffle.PARTIAL)
        self._records, self._shuffled = None, {}

    # ---- files -------------------------------------------------------------------------------
    def _by_files(self):
        """Shards take whole files (not ``shard_equal_rows``, or compressed with a count)."""
        return self.num_shards is not None and (
            not self.shard_equal_rows or
            (self.compression_type != "" and self.num_samples is not None))

    def _loaded(self):
        """Every file's records (read once); 2.10's errors for unreadable files."""
        if self._records is None:
            records, bad = [], []
            for path in self.dataset_files:
                try:
                    recs = read_records(path, self.compression_type)
                    if recs:
                        parse_example(recs[0])
                except (OSError, FormatError):
                    bad.append(path)
                    continue
                records.append(recs)
            if bad:
                raise pipeline_error("Invalid file. The following files either cannot be "
                                     "opened, or are not valid TFRecordDataset files:\n" +
                                     "".join(f"    {p}\n" for p in bad))
            if self._by_files() and len(self.dataset_files) < self.num_shards and \
                    self.compression_type == "":
                raise pipeline_error(f"Invalid file, numbers of tfrecord file should not less "
                                     f"than num_shards when shard_equal_rows is false, but got "
                                     f"numbers of tfrecord file: {len(self.dataset_files)}, "
                                     f"num_shards: {self.num_shards}")
            self._records = records
        return self._records

    def _parse(self, file, index):
        path = self.dataset_files[file]
        data = self._loaded()[file][index]
        try:
            return parse_example(data)
        except FormatError as e:
            raise pipeline_error(f"Failed to parse tfrecord file: {path}, fields that failed "
                                 f"to parse: {bytes(data)!r}", e) from e

    # ---- columns -----------------------------------------------------------------------------
    def _specs(self):
        """(name, type name or None, shape or None) of each output column."""
        wanted = self.columns_list
        if self.schema is not None:
            cols = {c["name"]: c for c in self.schema.columns}
            names = list(cols) if wanted is None else [n for n in wanted if n in cols]
            return [(n, cols[n]["type"], cols[n]["shape"]) for n in names]
        first = next(((f, 0) for f, recs in enumerate(self._loaded()) if recs), None)
        features = {} if first is None else self._parse(*first)
        for name in wanted or ():
            if name not in features:
                raise pipeline_error(f"Invalid columns_list, tfrecord file failed to find "
                                     f"column name: {name}")
        return [(n, None, None) for n in (wanted or sorted(features))]

    def _columns(self):
        return [s[0] for s in self._specs()]

    def _read(self, file, index, specs):
        features = self._parse(file, index)
        path = self.dataset_files[file]
        return FileRow(tuple(_value(path, features, *spec) for spec in specs), path)

    # ---- sizes and order ---------------------------------------------------------------------
    def _counts(self):
        return [len(r) for r in self._loaded()]

    def _length(self):
        counts = self._counts()
        if self.num_shards is None:
            rows = sum(counts)
        elif self._by_files():
            if self.compression_type != "" and self.num_samples is not None:
                return self.num_samples
            rows = sum(counts[self.shard_id::self.num_shards])
        else:
            rows = -(-sum(counts) // self.num_shards)
        return rows if self.num_samples is None else min(rows, self.num_samples)

    def _blocks(self, files, counts):
        """The pieces of files (lists of (file, record)) this shard reads, in order."""
        whole = [[(f, i) for i in range(counts[f])] for f in files]
        if self.compression_type != "" and self.num_samples is not None:
            return self._counted_blocks(files, whole)
        if self.num_shards is None:
            return whole
        if self._by_files():
            return whole[self.shard_id::self.num_shards]
        total = sum(counts)
        per_shard = -(-total // self.num_shards)
        start, blocks, taken = self.shard_id * per_shard, [], 0
        flat_start = 0
        while taken < per_shard and total:
            for block in whole:                 # the files end to end, wrapping around
                lo = max(start - flat_start, 0)
                hi = min(len(block), start + per_shard - flat_start)
                if lo < hi:
                    blocks.append(block[lo:hi])
                    taken += hi - lo
                flat_start += len(block)
                if taken >= per_shard:
                    break
        return blocks

    def _counted_blocks(self, files, whole):
        """Compressed files with a row count (2.10 does not count their rows): a shard reads
        its first ``files // num_shards`` files (all without shards), ``num_samples`` over
        their number of rows from each; every one must have that many (measured)."""
        shards = self.num_shards or 1
        mine = whole[(self.shard_id or 0)::shards]
        used = mine[:max(1, len(files) // shards)]
        per_file = self.num_samples // len(used) if used else 0
        for f, block in zip(files[(self.shard_id or 0)::shards], used):
            if len(block) < per_file:
                raise pipeline_error(f"This tfrecord file: {self.dataset_files[f]}, does not "
                                     f"meet minimum rows per shard requirement: "
                                     f"{self.num_samples} and {self.num_samples // shards} "
                                     f"number of rows per file, but got {len(block)} number of "
                                     f"rows in this file.")
        return [block[:per_file] for block in used]

    def _file_order(self, ctx):
        """The epoch's file order, as 2.10 shuffles it (``file_order.file_order``)."""
        return file_order(self, ctx, len(self.dataset_files), self._shuffle_files,
                          self.num_shards)

    def _order(self, ctx):
        counts = self._counts()
        files = self._file_order(ctx)
        workers = self.num_parallel_workers or config.get_num_parallel_workers()
        rows = _interleave(self._blocks(files, counts), workers)
        return rows if self.num_samples is None else rows[:self.num_samples]

    def _build(self, ctx):
        from . import _grain
        specs, order = self._specs(), self._order(ctx)
        read = self._read
        out = _grain.MapDataset.range(len(order)).map(lambda j: read(*order[j], specs))
        if self._shuffle_rows and len(order) > 1:
            counts = self._counts()
            out = _grain.window_shuffle(out, shuffle_buffer(counts), ctx)
        return out
