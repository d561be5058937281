"""Sources: ``GeneratorDataset`` and ``NumpySlicesDataset``, and ``MappableSource``, the base of
every random-access source (these two and the file readers).

A random-access source is a Grain ``MapDataset`` that reads row ``order[j]`` lazily, where
``order`` is the epoch's index list from its sampler (``samplers.py``): with ``num_shards``,
MindSpore's ``DistributedSampler`` (row ``shard_id + j * num_shards`` of the shuffled order,
wrapping around so every shard has ``ceil(n / num_shards)`` rows; ranks agree on the order
without any communication).

>>> import minicell.dataset as ds
>>> shards = [ds.NumpySlicesDataset(list(range(6)), shuffle=False, num_shards=2, shard_id=k)
...           for k in range(2)]
>>> [[int(r[0]) for r in s] for s in shards]
[[0, 2, 4], [1, 3, 5]]
"""
import functools
import inspect
import threading
import types

import numpy as np

from . import config, samplers
from ..common.dtype import Type
from .datasets import Dataset
from .core.validator_helpers import check_column_names, type_check
from .engine import (_RULE, as_array, check_columns, check_workers, pipeline_error,
                     user_code_error)

__all__ = ["MappableSource", "GeneratorDataset", "NumpySlicesDataset", "PaddedDataset"]


def _check_shards(num_shards, shard_id, id_low=True):
    """``id_low``: check ``shard_id >= 0`` too (GeneratorDataset's validator does not)."""
    if (num_shards is None) != (shard_id is None):
        raise ValueError("num_shards and shard_id need to be passed in together.")
    if num_shards is None:
        return
    config.check_int("dataset", "num_shards", num_shards, 1)
    if id_low:
        config.check_int("dataset", "shard_id", shard_id, 0)
    if shard_id >= num_shards:
        raise ValueError("shard_id should be less than num_shards.")


def _check_bool(name, value):
    if value is not None:
        type_check(value, (bool,), name)


# ``Schema`` (a schema file's path read as one), installed by random_source, which builds on
# this module
SCHEMA = [None]


class MappableSource(Dataset):
    """A random-access source: subclasses give ``_num_rows()``, ``_read(i)`` (a tuple of numpy
    arrays) and ``_columns()``; the sampler (given, or made from ``shuffle``, ``num_shards``,
    ``shard_id`` and ``num_samples`` as MindSpore makes it) picks each epoch's rows."""

    # a ``MappableDataset`` in MindSpore 2.10 (read through samplers); its file readers that are
    # not set it False (``split`` then splits them as a pipeline, by a shuffle stage)
    _mappable = True

    def __init__(self, num_samples=None, shuffle=None, num_shards=None, shard_id=None,
                 num_parallel_workers=None, sampler=None):
        super().__init__((), num_parallel_workers)
        _check_shards(num_shards, shard_id)
        _check_bool("shuffle", shuffle)
        if num_samples is not None:     # 2.10's check_num_samples (measured: -1 on Generator,
            type_check(num_samples, (int,), "num_samples")     # NumpySlices, Mnist sources)
            if not 0 <= num_samples <= 9223372036854775807:
                raise ValueError("num_samples exceeds the boundary between 0 and "
                                 "9223372036854775807(INT64_MAX)!")
        if sampler is not None:
            builtin = isinstance(sampler, samplers.Sampler)
            sampler = samplers.select(sampler, num_samples,
                                      isinstance(self, (GeneratorDataset, NumpySlicesDataset)))
            if builtin and (num_samples, num_shards, shard_id, shuffle) != (None,) * 4:
                raise ValueError(f"Conflicting arguments during sampler assignments. "
                                 f"num_samples: {num_samples}, num_shards: {num_shards}, "
                                 f"shard_id: {shard_id}, shuffle: {shuffle}.")
            self.sampler = sampler
        elif num_shards is not None:
            self.sampler = samplers.DistributedSampler(num_shards, shard_id, shuffle is not False,
                                                       num_samples)
        elif shuffle is False:
            self.sampler = samplers.SequentialSampler(num_samples=num_samples)
        else:       # 2.10 draws with replacement when num_samples is given (measured)
            self.sampler = samplers.RandomSampler(num_samples is not None, num_samples)

    def _num_rows(self):
        raise NotImplementedError

    def _read(self, index):
        raise NotImplementedError

    def _sampled(self):
        """What the sampler draws from: the row count, or (``PKSampler``) the rows' labels."""
        column = self.sampler._class_column()
        return self._num_rows() if column is None else self._labels(column)

    def _labels(self, column):
        """Column ``column`` of every row, as one array (read row by row here; file sources
        with labels in memory answer faster)."""
        k = check_columns([column], self._columns())[0]
        return np.array([self._read(i)[k] for i in range(self._num_rows())])

    def _length(self):
        return self.sampler._size(self._sampled())

    def _build(self, ctx):
        from . import _grain
        order, read = self.sampler._order(self._sampled(), ctx), self._read
        return _grain.MapDataset.range(len(order)).map(lambda j: read(int(order[j])))


def _names(column_names, api):
    if column_names is None:
        raise ValueError("Neither columns_names nor schema are provided.")
    names = [column_names] if isinstance(column_names, str) else column_names
    if isinstance(names, (list, tuple)) and not names:
        raise ValueError("column_names should not be empty.")
    if not isinstance(names, (list, tuple)):
        raise TypeError(f"For '{api}', column_names should be a str or a non-empty list of str, "
                        f"but got {column_names!r}.")
    for i, name in enumerate(names):        # 2.10's type check of each name
        if not isinstance(name, str):
            raise TypeError(f"Argument column_names[{i}] with value {name!r} is not of type "
                            f"[<class 'str'>], but got {type(name)}.")
    if len(set(names)) != len(names):
        raise ValueError("Every column name should not be same with others in column_names.")
    return list(names)


_ONE_COLUMN = (int, float, str, bytes, np.ndarray, np.number, np.bool_, dict)


def _column(value, which):
    array = as_array(value)
    if isinstance(array, np.ndarray) and array.dtype == object:
        raise TypeError(f"Data type of {which}the input or its converted Numpy array is expected "
                        f"to be int or float or str, but got object.")
    return array


def _typed(row, types):
    """A row checked against the schema's column types (2.10's error, measured)."""
    for value, want in zip(row, types):
        have = np.asarray(value).dtype
        if want != ("string" if have.kind in "US" else have.name):
            text = (f"Invalid Python function, type of returned data in 'GeneratorDataset' "
                    f"should be same with specified column_types, but the type of returned "
                    f"data: {type(value)}, specified column type: {want}")
            raise pipeline_error(
                f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n"
                f"- Python Call Stack: \n{_RULE}\n{text}\n\n{_RULE}\n- Dataset Pipeline Error "
                f"Message: \n{_RULE}\n[ERROR] Execute user Python code failed, check 'Python "
                f"Call Stack' above.\n\n")
    return row


def _row(value, ncols):
    """A generated item as a row, as 2.10 reads it (measured): a number, str, bytes, array,
    Tensor or dict is one column, another value is iterated, one column per item (a list too);
    None, or an item numpy keeps as objects, is its user-code RuntimeError."""
    try:
        if isinstance(value, _ONE_COLUMN) or hasattr(value, "asnumpy"):
            row = (_column(value, ""),)
        else:
            row = tuple(_column(v, f"{i}th item of ") for i, v in enumerate(value, 1))
    except TypeError as e:
        raise user_code_error("", e) from e
    if len(row) != ncols:
        raise pipeline_error(f"Invalid Python function, the 'source' of 'GeneratorDataset' "
                             f"should return same number of NumPy arrays as specified in "
                             f"column_names, the size of column_names is:{ncols} and number "
                             f"of returned NumPy array is:{len(row)}")
    return row


def _parsed_args(init):
    """``init`` given arguments its signature does not take raises the text of
    ``inspect.Signature.bind``, as 2.10's argument parser ("got an unexpected keyword argument
    'foo'", "missing a required argument: 'source'"; measured); checked only on a failure."""
    @functools.wraps(init)
    def parsed(self, *args, **kwargs):
        try:
            return init(self, *args, **kwargs)
        except TypeError:
            try:
                inspect.signature(init).bind(self, *args, **kwargs)
            except TypeError as err:
                raise TypeError(str(err)) from None
            raise
    return parsed


class GeneratorDataset(MappableSource):
    """Rows from Python: ``source`` is random access (``__getitem__`` and ``__len__``: shuffled
    by default, shardable), an iterable, or a callable returning an iterator (read in order;
    ``num_shards`` raises as in MindSpore). Each item is a tuple of values, one per name in
    ``column_names`` (or one value for one column). ``num_parallel_workers`` threads read a
    random-access source; ``python_multiprocessing`` is accepted (minicell reads sources in
    threads; use ``map(..., python_multiprocessing=True)`` for processes)."""

    @_parsed_args
    def __init__(self, source, column_names=None, column_types=None, schema=None,
                 num_samples=None, num_parallel_workers=1, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, python_multiprocessing=True, max_rowsize=None,
                 batch_sampler=None, collate_fn=None):
        from . import batch_sampler as batching
        # 2.10's argument checks, in its order (measured)
        if not callable(source):
            try:
                iter(source)
            except TypeError:
                raise TypeError("Input `source` function of GeneratorDataset should be callable, "
                                "iterable or random accessible, commonly it should implement one "
                                "of the method like yield, __getitem__ or __next__(__iter__).") \
                    from None
        if column_names is not None:
            check_column_names(column_names, "column_names")
        if column_names is None and schema is None:
            raise ValueError("Neither columns_names nor schema are provided.")
        check_workers(num_parallel_workers)
        if column_types is not None:
            type_check(column_types, (list,), "column_types")
            if any(t is not None and not isinstance(t, Type) for t in column_types):
                raise NotImplementedError()     # 2.10's mstype_to_detype (measured: [1])
        if not isinstance(python_multiprocessing, bool):
            raise TypeError(f"Argument python_multiprocessing with value "
                            f"{python_multiprocessing} is not of type [<class 'bool'>], but got "
                            f"{type(python_multiprocessing)}.")
        for name, value in (("max_rowsize", max_rowsize), ("num_samples", num_samples),
                            ("num_shards", num_shards), ("shard_id", shard_id)):
            if value is not None:       # 2.10's int checks, then the ranges, then the shards
                type_check(value, (int,), name)
        if max_rowsize is not None and not -1 <= max_rowsize <= 2147483647:
            raise ValueError("Input max_rowsize is not within the required interval of "
                             "[-1, 2147483647].")
        _check_shards(num_shards, shard_id, id_low=False)
        if schema is not None and not (isinstance(schema, str) or hasattr(schema, "add_column")):
            raise ValueError("schema should be a path to schema file or a schema object.")
        self._random_access = hasattr(source, "__getitem__") and hasattr(source, "__len__")
        batching.check(batch_sampler, collate_fn, hasattr(source, "__getitem__"),
                       (num_samples, shuffle, num_shards, shard_id, sampler))
        if sampler is not None:     # its type first (2.10, measured: sampler=1, a generator)
            samplers.select(sampler, num_samples, iterable_only=True)
        # __getitem__ without __len__: refused when it runs (2.10, measured)
        self._without_len = hasattr(source, "__getitem__") and not hasattr(source, "__len__")
        if not self._random_access and not self._without_len:
            for name, value in (("num_shards", num_shards), ("sampler", sampler)):
                if value is not None:
                    raise ValueError(f"{name} is not supported if source does not have "
                                     f"attribute '__getitem__'.")
            if not (callable(source) or hasattr(source, "__iter__")):
                raise TypeError(f"GeneratorDataset's source must be a callable, an iterable or "
                                f"a random-accessible object, but got {type(source).__name__}.")
        if isinstance(sampler, samplers.PKSampler):
            raise ValueError("GeneratorDataset doesn't support PKSampler.")
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers,
                         sampler)
        self.source = source
        self.num_samples = num_samples
        self._types = None
        if schema is not None:      # 2.10: the schema's names and types (over column_names)
            schema = SCHEMA[0](schema) if isinstance(schema, str) else schema
            if schema.columns:      # (an empty one: built, as 2.10 builds it)
                column_names = [c["name"] for c in schema.columns]
                self._types = [c["type"] for c in schema.columns]
        self._names = _names(column_names, "GeneratorDataset")
        self._batches = None if batch_sampler is None else batching.BatchReader(
            source, len(self._names), batch_sampler, collate_fn)

    def _columns(self):
        return list(self._names)

    def _num_rows(self):
        return len(self.source)

    def _read(self, index):
        try:
            item = self.source[index]
        except RuntimeError:
            raise
        except Exception as e:      # the user's __getitem__ failed: MindSpore's error
            raise user_code_error("", e) from e      # 2.10: the traceback alone
        return _row(item, len(self._names))

    def _length(self):
        if self._batches is not None:
            return self._batches.count()
        return super()._length() if self._random_access else None

    def get_batch_size(self):
        return 1 if self._batches is None else -1

    def __getitem__(self, index):
        """The source's item at position ``index`` of the first epoch's sampler order (as
        MindSpore 2.10: the user's item itself, not converted)."""
        from ._grain import EpochContext
        if not self._random_access:
            raise RuntimeError("Dataset don't support randomized access.")
        if self._batches is not None:
            raise RuntimeError("GeneratorDataset with batch_sampler does not support random "
                               "access.")
        if isinstance(index, bool) or not isinstance(index, (int, np.number)):
            raise TypeError(f"Argument index with value {index} is not of type [<class 'int'>, "
                            f"<class 'numpy.number'>], but got {type(index)}.")
        order = self.sampler._order(self._sampled(), EpochContext(config.pipeline_seed(), 0))
        if not 0 <= index < len(order):       # a negative index too (2.10's message)
            raise RuntimeError(f"Index [{index}] exceeded the number of data samples.")
        return self.source[int(order[int(index)])]

    def _build(self, ctx):
        rows = self._build_rows(ctx)
        types = getattr(self, "_types", None)
        return rows if types is None else rows.map(lambda row: _typed(row, types))

    def _build_rows(self, ctx):
        from . import _grain
        if getattr(self, "_without_len", False):
            raise RuntimeError("Attempt to construct a random access dataset, '__len__' method "
                               "is required!")
        if self._batches is not None:
            batches, reader = self._batches.epoch(ctx), self._batches
            return _grain.MapDataset.range(len(batches)).map(lambda j: reader.batch(batches[j]))
        if self._random_access:
            return super()._build(ctx)
        source, ncols, limit = self.source, len(self._names), self.num_samples or None
        if isinstance(source, (types.GeneratorType, zip)):
            # 2.10 reads a generator object (or a zip) once and gives its items again on every
            # later pass (measured; another iterator, ``iter(list)``, ``map``, is read once)
            if getattr(self, "_replayed", None) is None:
                self._replayed = _Replayed(source)
            source = self._replayed

        def rows():
            try:
                items = iter(source() if callable(source) and not hasattr(source, "__iter__")
                             else source)
            except Exception as e:      # the user's source made no iterator: MindSpore's error
                raise user_code_error("", e) from e
            left = limit
            while left is None or left > 0:
                try:
                    item = next(items)
                except StopIteration:
                    return
                except RuntimeError:
                    raise
                except Exception as e:      # the user's generator failed: MindSpore's error
                    raise user_code_error("", e) from e
                left = None if left is None else left - 1
                yield _row(item, ncols)
        return _grain.PyIterDataset(rows)


class _Replayed:
    """A generator object read once, on demand; every pass gives the items read so far, then
    reads on."""

    def __init__(self, gen):
        self._gen, self._items, self._done = gen, [], False
        self._lock = threading.Lock()

    def __iter__(self):
        k = 0
        while True:
            with self._lock:
                if k == len(self._items):
                    if self._done:
                        return
                    try:
                        self._items.append(next(self._gen))
                    except StopIteration:
                        self._done = True
                        return
                item = self._items[k]
            k += 1
            yield item


def _slice_column(values):
    """A column of NumpySlicesDataset as an array; rows of different shapes stay one array per
    row (2.10, measured: [[1, 2], [3]] gives the rows [1, 2] and [3])."""
    try:
        return np.asarray(values)
    except ValueError:
        column = np.empty(len(values), object)
        for i, v in enumerate(values):
            column[i] = np.asarray(v)
        return column


def _slices(data, column_names):
    """(names, columns) of NumpySlicesDataset's ``data``, checked as 2.10 checks it, in its
    order (a Tensor is its TypeError, measured; ``{'a': []}`` is taken)."""
    type_check(data, (list, tuple, dict, np.ndarray), "data")
    if len(data) == 0:      # pylint: disable=len-as-condition (an array too)
        raise ValueError("Argument data cannot be empty")
    if isinstance(data, tuple):
        type_check(data[0], (list, np.ndarray), "data[0]")
    if isinstance(data, dict):
        names, cols = list(data), [_slice_column(v) for v in data.values()]
    elif isinstance(data, tuple):
        names, cols = None, [_slice_column(v) for v in data]
    else:
        names, cols = None, [_slice_column(data)]
    if column_names is not None:
        check_column_names(column_names, "column_names")
        names = [column_names] if isinstance(column_names, str) else list(column_names)
        if len(names) != len(cols):
            kind = "dict" if isinstance(data, dict) else "list"
            raise ValueError(f"Num of input column names is {len(names)}, but required is "
                             f"{len(cols)} as data is {kind}.")
    names = names or [f"column_{i}" for i in range(len(cols))]
    if any(c.ndim == 0 for c in cols):
        raise ValueError(f"NumpySlicesDataset slices each column along its first axis; the "
                         f"columns must have the same length, got shapes "
                         f"{[c.shape for c in cols]}.")
    if len({len(c) for c in cols}) > 1:
        raise ValueError("Data length in each column is not equal.")
    return names, cols


class NumpySlicesDataset(MappableSource):
    """Rows sliced along the first axis of ``data``: a list or array (one column), a tuple
    (one column each) or a dict (named columns). Types follow numpy: Python ints give Int64,
    floats Float64, as in MindSpore. Shuffled by default."""

    def __init__(self, data, column_names=None, num_samples=None, num_parallel_workers=1,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None):
        if isinstance(sampler, samplers.PKSampler):     # 2.10's is a GeneratorDataset
            raise ValueError("GeneratorDataset doesn't support PKSampler.")
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers,
                         sampler)
        self._names, self._cols = _slices(data, column_names)

    def _columns(self):
        return list(self._names)

    def _num_rows(self):
        return len(self._cols[0])

    def _read(self, index):
        return tuple(np.asarray(c[index]) for c in self._cols)


class PaddedDataset(MappableSource):
    """Rows given as a list of dicts with the same keys (the column names), read in order;
    MindSpore uses it to pad a dataset (``concat``) to a multiple of the shard count."""

    def __init__(self, padded_samples):
        if not isinstance(padded_samples, list) or \
                not all(isinstance(s, dict) for s in padded_samples):
            raise TypeError(f"Argument padded_samples with value {padded_samples!r} is not of "
                            f"type [<class 'list'>] of dicts.")
        if not padded_samples:
            raise ValueError("padded_samples cannot be empty.")
        self._names = list(padded_samples[0])
        if any(list(s) != self._names for s in padded_samples):
            raise ValueError(f"Every sample of padded_samples should have the keys "
                             f"{self._names}.")
        super().__init__(shuffle=False)
        self._rows = [tuple(as_array(s[k]) for k in self._names) for s in padded_samples]

    def _columns(self):
        return list(self._names)

    def _num_rows(self):
        return len(self._rows)

    def _read(self, index):
        return self._rows[index]
