"""``Dataset`` (a pipeline stage with MindSpore's operations) and the stages the operations make:
``batch``, ``padded_batch``, ``bucket_batch_by_length``, ``shuffle``, ``map``, ``filter``,
``repeat``, ``take``, ``skip``, ``zip``, ``concat`` (``+``), ``split``, ``project``, ``rename``.

Column checks happen when the pipeline first runs or is queried, and raise ``RuntimeError``
there, as MindSpore's do; argument checks raise at once (``TypeError``/``ValueError``).

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset({"x": [1, 2, 3, 4, 5]}, shuffle=False)
>>> [b[0].asnumpy().tolist() for b in data.map(lambda x: x * 10).batch(2)]
[[10, 20], [30, 40], [50]]
"""
import itertools

import numpy as np

from . import _map_checks, callback, config, error_samples
from ._bucket_checks import check_bucket_args
from .core.validator_helpers import type_check, type_check_list
from .engine import (Node, as_names, check_columns, check_concat_parts, kernel_error,
                     optional_names, pipeline_error)
from .rows import (Batcher, Plan, RowMap, call_user, callables, check_batch_columns, check_count,
                   check_pad_info, concat_check, pad_positions, place)

__all__ = ["Dataset", "zip"]


class Dataset(Node):
    """A pipeline stage; every operation returns a new stage wrapping this one."""

    def batch(self, batch_size, drop_remainder=False, num_parallel_workers=None,
              per_batch_map=None, input_columns=None, output_columns=None, **kwargs):
        """Rows grouped ``batch_size`` at a time, each column stacked; the last, short batch is
        dropped with ``drop_remainder=True``. ``per_batch_map(*column_lists, BatchInfo)``
        replaces the stacking of ``input_columns`` (all by default)."""
        if "pad_info" in kwargs:
            raise TypeError("batch() got an unexpected keyword argument 'pad_info': as in "
                            "MindSpore 2.x, pad with padded_batch(batch_size, drop_remainder, "
                            "pad_info=...).")
        _map_checks.check_batch_kwargs(kwargs)
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers,
                            per_batch_map, input_columns, output_columns)

    def padded_batch(self, batch_size, drop_remainder=False, num_parallel_workers=None,
                     pad_info=None):
        """``batch`` that pads columns of different shapes: ``pad_info`` maps a column name to
        ``(pad_shape, pad_value)`` (``None`` entries of the shape, or a ``None`` shape: the
        batch's longest; value 0 when ``None``) or to ``None`` (longest, 0); ``{}`` pads every
        column. Other columns are stacked as by ``batch``."""
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, None, None,
                            None, check_pad_info(pad_info))

    def bucket_batch_by_length(self, column_names, bucket_boundaries, bucket_batch_sizes,
                               element_length_function=None, pad_info=None,
                               pad_to_bucket_boundary=False, drop_remainder=False):
        """Rows grouped by length into buckets ``[0, b0), [b0, b1), ..., [b_last, inf)`` and
        batched ``bucket_batch_sizes[i]`` at a time per bucket, in the order batches fill up
        (the partial ones at the end, unless ``drop_remainder``). The length is
        ``element_length_function(*columns)`` or, by default, the first dimension of the one
        column in ``column_names``. Batches pad every column to the longest row (``pad_info``
        as ``padded_batch``'s; ``pad_to_bucket_boundary`` pads its ``None`` dimensions to the
        bucket's upper boundary - 1)."""
        return BucketBatchDataset(self, column_names, bucket_boundaries, bucket_batch_sizes,
                                  element_length_function, pad_info, pad_to_bucket_boundary,
                                  drop_remainder)

    def shuffle(self, buffer_size):
        """Rows in random order, drawn from a window of ``buffer_size`` rows (the whole dataset
        when ``buffer_size`` is at least its size); reshuffled every epoch."""
        return ShuffleDataset(self, buffer_size)

    def map(self, operations, input_columns=None, output_columns=None,
            num_parallel_workers=None, python_multiprocessing=False, **kwargs):
        """Apply ``operations`` (a callable or a list, each fed the previous one's outputs) to
        ``input_columns`` (default: the first column); the results, ``output_columns`` (default:
        the input names), take the input columns' places when as many, else come first. Run by
        ``num_parallel_workers`` threads (processes: ``python_multiprocessing=True``)."""
        _map_checks.check_kwargs(kwargs)
        if _map_checks.uses_network_ops(operations):       # 2.10: one worker then
            num_parallel_workers = 1
        node = MapDataset(self, operations, input_columns, output_columns, num_parallel_workers,
                          python_multiprocessing, callback.check_callbacks(kwargs.get("callbacks")))
        node.offload = kwargs.get("offload")        # True/False/None (offload.py; autotune)
        return node

    def filter(self, predicate, input_columns=None, num_parallel_workers=None):
        """Only the rows for which ``predicate(*input_columns)`` (default: all) is true."""
        return FilterDataset(self, predicate, input_columns, num_parallel_workers)

    def repeat(self, count=None):
        """The dataset ``count`` times (None or -1: without end), reshuffled each time."""
        return RepeatDataset(self, count)

    def take(self, count=-1):
        """The first ``count`` rows (-1: all)."""
        return TakeDataset(self, count)

    def skip(self, count):
        """All but the first ``count`` rows."""
        return SkipDataset(self, count)

    def zip(self, datasets):
        """This dataset's columns followed by those of ``datasets`` (rows side by side, as
        many as the shortest has)."""
        type_check(datasets, (tuple, Dataset), "datasets")     # 2.10's check_zip_dataset
        return ZipDataset((self,) + (datasets if isinstance(datasets, tuple) else (datasets,)))

    def concat(self, datasets):
        """This dataset's rows followed by those of ``datasets`` (also ``a + b``)."""
        type_check(datasets, (list, Dataset), "datasets")      # 2.10's check_concat
        datasets = datasets if isinstance(datasets, list) else [datasets]
        type_check_list(datasets, (Dataset,), "dataset")
        return ConcatDataset([self] + datasets)

    def __add__(self, other):
        return self.concat(other)

    def project(self, columns):
        """Only ``columns``, in that order."""
        return ProjectDataset(self, columns)

    def rename(self, input_columns, output_columns):
        """Columns ``input_columns`` renamed to ``output_columns``."""
        return RenameDataset(self, input_columns, output_columns)


def zip(datasets):  # noqa: A001  (MindSpore's name)
    """``ds.zip((a, b, ...))``: the columns of every dataset side by side."""
    if not isinstance(datasets, tuple) or not datasets:
        raise TypeError(f"Argument datasets with value {datasets!r} is not of type "
                        f"[<class 'tuple'>], but got {type(datasets)}.")
    return ZipDataset(datasets)


class MapDataset(Dataset):
    """``dataset.map(...)``."""

    def __init__(self, child, operations, input_columns, output_columns, num_parallel_workers,
                 python_multiprocessing, callbacks=()):
        super().__init__([child], config.get_num_parallel_workers()    # (checks the workers)
                         if num_parallel_workers is None else num_parallel_workers)
        if not isinstance(python_multiprocessing, bool):
            raise TypeError(f"Argument python_multiprocessing with value {python_multiprocessing} "
                            f"is not of type [<class 'bool'>], but got "
                            f"{type(python_multiprocessing)}.")
        self._callbacks = callbacks
        # None or no operation: MindSpore 2.10 fails when the pipeline runs (RuntimeError)
        self._ops = [] if operations is None or operations == [] else callables(operations)
        self._in = optional_names(input_columns, "input_columns")
        self._out = optional_names(output_columns, "output_columns")
        self._mp = bool(python_multiprocessing)

    def _plan(self):
        return Plan(self.children[0]._columns(), self._in, self._out)

    def _columns(self):
        return self._plan().names

    def _processes(self):
        return max(self.num_parallel_workers if self._mp else 0, super()._processes())

    def _build(self, ctx):
        if not self._ops:
            raise pipeline_error("map needs at least one operation, but got none "
                                 "(operations=None or []).")
        for op in self._ops:    # 2.10's IR checks of the operations: when the pipeline starts
            getattr(op, "ir_check", lambda: None)()
        rows = RowMap(self._ops, self._plan(), self._mp)
        fn = callback.stepped(ctx.run, self, rows)
        run = error_samples.guard(fn)   # failed rows: the error samples mode's
        parent = rows.parent(self.children[0], ctx, self.num_parallel_workers)
        out = (parent.random_map(run.random, seed=ctx.derive("map", self._depth()).seed)
               if any(getattr(op, "random", False) for op in self._ops) else parent.map(run))
        return error_samples.handled(callback.sequential(out, fn), run)   # callbacks: in order


class FilterDataset(Dataset):
    """``dataset.filter(predicate, input_columns)``."""

    def __init__(self, child, predicate, input_columns, num_parallel_workers):
        super().__init__([child], num_parallel_workers)
        self._pred = callables(predicate, TypeError)[0]
        self._in = optional_names(input_columns, "input_columns")

    def _length(self):
        return None

    def _build(self, ctx):
        from . import _grain
        idx = Plan(self._columns(), self._in, None, default_all=True, what="filter").in_idx
        pred = self._pred
        keep = _grain.to_iter(self.children[0]._build(ctx))
        return keep.filter(lambda row: bool(call_user(pred, [row[i] for i in idx], "filter")))


class BatchDataset(Dataset):
    """``dataset.batch(...)``."""

    def __init__(self, child, batch_size, drop_remainder, num_parallel_workers, per_batch_map,
                 input_columns, output_columns, pad_info=None):
        super().__init__([child], num_parallel_workers)
        self._pad_info = pad_info
        if callable(batch_size) and not isinstance(batch_size, int):
            raise TypeError("minicell's batch takes an int batch_size; a callable batch_size "
                            "(batch size per BatchInfo) is not supported.")
        if not isinstance(batch_size, int):     # (2.10: True is a batch of 1)
            raise TypeError("batch_size should either be an int or a callable.")
        if batch_size != -1:    # -1 (a batch sampler's size): MindSpore fails when it runs
            config.check_int("batch", "batch_size", int(batch_size), 1)
        type_check(drop_remainder, (bool,), "drop_remainder")
        self.batch_size, self.drop_remainder = batch_size, drop_remainder
        self._pbm = per_batch_map
        self._in = optional_names(input_columns, "input_columns")
        self._out = optional_names(output_columns, "output_columns")

    def _plan(self):
        columns = self.children[0]._columns()
        check_batch_columns(columns, self._in or columns, self._out or self._in or columns)
        return Plan(columns, self._in, self._out, default_all=True, what="batch input column")

    def _columns(self):
        return self._plan().names

    def _check_size(self):      # -1 is a batch sampler's size, which minicell has not
        if self.batch_size == -1:
            raise pipeline_error("Batch size cannot be -1 without using batch sampler.")

    def _length(self):
        self._check_size()
        n = self.children[0]._length()
        if n is None:
            return None
        return n // self.batch_size if self.drop_remainder else -(-n // self.batch_size)

    def get_batch_size(self):
        self._check_tree()
        return self.batch_size

    def _build(self, ctx):
        from . import _grain
        self._check_size()
        if self._pbm is not None and not callable(self._pbm):    # 2.10: when the pipeline runs
            raise ValueError(f"Input operations should be callable Python function, but got: "
                             f"{self._pbm}")
        pad = pad_positions(self._pad_info, self.children[0]._columns())
        batcher = Batcher(self._plan(), self._pbm, ctx.epoch, pad)
        parent = self.children[0]._build(ctx)
        fn = batcher.stack if self._pbm is None else batcher.columns
        out = parent.batch(self.batch_size, drop_remainder=self.drop_remainder, batch_fn=fn)
        if self._pbm is None:
            return out
        if _grain.is_map(out):
            return out.map_with_index(batcher.mapped)
        return _grain.PyIterDataset(lambda: (batcher.mapped(i, b) for i, b in enumerate(out)))


class BucketBatchDataset(Dataset):
    """``dataset.bucket_batch_by_length(...)``."""

    def __init__(self, child, column_names, boundaries, batch_sizes, length_fn, pad_info,
                 pad_to_boundary, drop_remainder):
        super().__init__([child])
        check_bucket_args(column_names, boundaries, batch_sizes, length_fn, pad_to_boundary,
                          drop_remainder)
        self._names = list(column_names)
        self.boundaries, self.batch_sizes = boundaries, batch_sizes
        self._length_fn, self._pad_info = length_fn, check_pad_info(pad_info)
        self.pad_to_boundary, self.drop_remainder = pad_to_boundary, drop_remainder

    def _length(self):
        return None

    def _pads(self, columns, bucket):
        pad = pad_positions(self._pad_info or {}, columns)
        if not self.pad_to_boundary or bucket == len(self.boundaries):
            return pad
        edge = self.boundaries[bucket] - 1
        return {k: ([edge if d is None else d for d in shape] if shape is not None
                    else None, value) for k, (shape, value) in pad.items()}

    def _build(self, ctx):
        from . import _grain
        columns = self.children[0]._columns()
        idx = check_columns(self._names, columns)
        parent = self.children[0]._build(ctx)
        length_fn = self._length_fn or (lambda x: np.shape(x)[0])

        def batch(rows, bucket):
            return Batcher(None, None, ctx.epoch, self._pads(columns, bucket)).stack(rows)

        def batches():
            buckets = [[] for _ in self.batch_sizes]
            for row in _grain.to_iter(parent):
                n = call_user(length_fn, [row[i] for i in idx], "element_length_function")
                b = int(np.searchsorted(self.boundaries, int(n), side="right"))
                buckets[b].append(row)
                if len(buckets[b]) == self.batch_sizes[b]:
                    yield batch(buckets[b], b)
                    buckets[b] = []
            if not self.drop_remainder:
                yield from (batch(rows, b) for b, rows in enumerate(buckets) if rows)
        return _grain.PyIterDataset(batches)


class ShuffleDataset(Dataset):
    """``dataset.shuffle(buffer_size)``."""

    def __init__(self, child, buffer_size):
        super().__init__([child])
        self.buffer_size = config.check_int("shuffle", "buffer_size", buffer_size, 2)

    def _build(self, ctx):
        from . import _grain
        parent = self.children[0]._build(ctx)
        return _grain.window_shuffle(parent, self.buffer_size, ctx, self)


class RepeatDataset(Dataset):
    """``dataset.repeat(count)``: each repetition is shuffled anew."""

    def __init__(self, child, count):
        super().__init__([child])
        self.count = -1 if count is None else check_count("repeat", count)

    def _length(self):      # an endless repeat counts one repetition (2.10, measured: not a hang)
        n = self.children[0].get_dataset_size() if self.count == -1 else self.children[0]._length()
        return n if n is None or self.count == -1 else n * self.count

    def get_repeat_count(self):
        self._check_tree()
        return self.count

    def _build(self, ctx):
        from . import _grain
        child = self.children[0]
        first = child._build(ctx.repeat(0, self.count))
        if _grain.is_map(first) and self.count != -1:
            return _grain.RepeatMapDataset(
                first, lambda r: child._build(ctx.repeat(r, self.count)), self.count)

        def repetitions():
            reps = itertools.count() if self.count == -1 else range(self.count)
            for r in reps:
                yield _grain.to_iter(first if r == 0 else child._build(ctx.repeat(r, self.count)))
        return _grain.PyIterDataset(lambda: itertools.chain.from_iterable(repetitions()))


class TakeDataset(Dataset):
    """``dataset.take(count)``."""

    def __init__(self, child, count):
        super().__init__([child])
        self.count = check_count("take", count)

    def _length(self):
        n = self.children[0]._length()
        return n if self.count == -1 or n is None else min(n, self.count)

    def _build(self, ctx):
        from . import _grain
        parent = self.children[0]._build(ctx)
        return parent if self.count == -1 else _grain.limit(parent, self.count)


class SkipDataset(Dataset):
    """``dataset.skip(count)``."""

    def __init__(self, child, count):
        super().__init__([child])
        self.count = config.check_int("skip", "count", count, 0)

    def _length(self):
        n = self.children[0]._length()
        return None if n is None else max(n - self.count, 0)

    def _build(self, ctx):
        from . import _grain
        return _grain.skip(self.children[0]._build(ctx), self.count)


class SubsetDataset(Dataset):
    """One part of ``split``: the rows at ``indices`` of the parent's first epoch order with
    the split's ``seed`` (the same for all parts)."""

    _is_consumer = False    # 2.10 builds the parts on copies of the parent

    def __init__(self, child, indices, seed):
        super().__init__([child])
        self._indices, self._seed = np.asarray(indices), seed

    def _length(self):
        return len(self._indices)

    def _build(self, ctx):
        from . import _grain
        parent = self.children[0]._build(_grain.EpochContext(self._seed))
        if not _grain.is_map(parent):
            rows = list(_grain.to_iter(parent))
            return _grain.MapDataset.source([rows[i] for i in self._indices])
        picked = self._indices
        return _grain.MapDataset.range(len(picked)).map(lambda i: parent[int(picked[i])])


class ZipDataset(Dataset):
    """``ds.zip((a, b))``."""

    def __init__(self, datasets):
        for d in datasets:
            if not isinstance(d, Node):
                raise TypeError(f"Invalid dataset, expected Dataset object, but got {type(d)}!")
        super().__init__(list(datasets))

    def _columns(self):
        names = []
        for child in self.children:
            for n in child._columns():
                if n in names:
                    raise pipeline_error(f"Invalid data, duplicate column {n} already exists "
                                         f"when creating a zip of datasets.")
                names.append(n)
        return names

    def _length(self):
        sizes = [c._length() for c in self.children]
        return None if None in sizes else min(sizes)

    def get_batch_size(self):
        self._check_tree()
        return self.children[0].get_batch_size()

    def _build(self, ctx):
        from . import _grain
        self._columns()
        return _grain.zip_rows([c._build(ctx.derive("zip", k))
                                for k, c in enumerate(self.children)])


class ConcatDataset(Dataset):
    """``a.concat(b)`` / ``a + b``."""

    def __init__(self, datasets):       # Dataset.concat checks them
        super().__init__(datasets)
        self._sizes = check_concat_parts(self.children)

    def _columns(self):
        first = self.children[0]._columns()
        for child in self.children[1:]:
            if child._columns() != first:       # 2.10's text
                raise kernel_error("Invalid columns, 'column name' or 'column order' of "
                                     "concat datasets should be the same.")
        return first

    # (_length: pipeline_extra's, which knows the sampler use_sampler gives)

    def _build(self, ctx):
        from . import _grain
        return _grain.concat([c._build(ctx.derive("concat", k)) for k, c in enumerate(
            self.children)], concat_check if ctx.run else None)    # (2.10's size: no check)


class ProjectDataset(Dataset):
    """``dataset.project(columns)``."""
    _new_rows = True

    def __init__(self, child, columns):
        super().__init__([child])
        self._names = as_names(columns, "columns")
        if not self._names:
            raise ValueError("columns should not be empty.")
        if len(set(self._names)) != len(self._names):
            raise ValueError("Every column name should not be same with others in column_names.")

    def _columns(self):
        check_columns(self._names, self.children[0]._columns(), "project")
        return list(self._names)

    def _build(self, ctx):
        idx = check_columns(self._names, self.children[0]._columns(), "project")
        return self.children[0]._build(ctx).map(lambda row: tuple(row[i] for i in idx))


class RenameDataset(Dataset):
    """``dataset.rename(input_columns, output_columns)``: only the names change."""

    def __init__(self, child, input_columns, output_columns):
        super().__init__([child])
        self._in = as_names(input_columns, "input_columns")
        self._out = as_names(output_columns, "output_columns")
        if len(self._in) != len(self._out):
            raise ValueError("Number of column in input_columns and output_columns is not "
                             "equal.")

    def _columns(self):
        cols = self.children[0]._columns()
        check_columns(self._in, cols, "column to be renamed")
        return place(cols, self._in, self._out)

    def _build(self, ctx):
        self._columns()
        return self.children[0]._build(ctx)
