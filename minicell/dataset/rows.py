"""The per-row work of the operations: where ``map``/``batch`` inputs come from and outputs go
(MindSpore's column placement), calling user functions with MindSpore's error wrapping,
stacking batches, and ``split``'s sizes. Objects here are picklable, so worker processes can
run them.
"""
import builtins
import multiprocessing
import types

import numpy as np

from .core.validator_helpers import type_check
from .engine import (BatchInfo, already_reported, as_array, check_columns, kernel_error,
                     pipeline_error, running_ops, user_code_error)

__all__ = ["check_count", "callables", "Plan", "RowMap", "Batcher", "call_user", "FileRow",
           "check_split", "split_counts"]


def check_count(name, count, allow_minus_one=True):
    if name == "repeat":    # 2.10's repeat validator names the argument 'repeat' and takes None
        type_check(count, (int, type(None)), "repeat")
    type_check(count, (int,), "count")
    if count == -1 and allow_minus_one:
        return count
    if not 0 < count <= 2147483647:
        raise ValueError(f"count should be either -1 or within the required interval of "
                         f"(0, 2147483647], got {count}." if name == "take" else
                         "count should be either -1 or positive integer, range[1, INT32_MAX].")
    return count


def callables(operations, error=ValueError):
    """The operations as a list; ``error`` (map's ValueError, as MindSpore 2.10) for one that
    is not callable."""
    ops = list(operations) if isinstance(operations, (list, tuple)) else [operations]
    for op in ops:
        if type(op) is type and error is ValueError:   # a class: 2.10 asks for an instance
            raise ValueError(f"Parameter operations's element of method map should be a dataset "
                             f"processing operation instance, but got: {op}. It may be missing "
                             f"parentheses for instantiation.")
        if not callable(op):
            raise error(f"Parameter operations's element of method map should be a python "
                        f"function or class method which should be callable, but got: {op!r}. "
                        f"It doesn't need parentheses for python function or class method."
                        if error is ValueError else
                        "Predicate should be a Python function or a callable Python object.")
    return ops


def place(columns, in_names, out_names):
    """Column order after replacing ``in_names`` by ``out_names`` (MindSpore's rule)."""
    if len(in_names) == len(out_names):
        rename = dict(builtins.zip(in_names, out_names))
        return [rename.get(c, c) for c in columns]
    return out_names + [c for c in columns if c not in in_names]


def check_batch_columns(columns, in_names, out_names):
    """batch's input_columns exist; its output_columns name no column left out of them (2.10's
    texts, measured)."""
    missing = [n for n in in_names if n not in columns]
    if missing:
        raise pipeline_error(f"Invalid input_columns, '{missing[0]}' of 'input_columns' doesn't "
                             f"exist.")
    stray = [n for n in out_names if n in columns and n not in in_names]
    if stray:
        listed = lambda names: "[" + "".join(f"{n}," for n in names) + "]"  # noqa: E731
        raise pipeline_error(f"Invalid output_columns, columns that are not involved in "
                             f"'per_batch_map' should not be in output_columns, but got columns "
                             f"that are not in input_columns: {listed(stray)}, output_columns: "
                             f"{listed(out_names)}.")


def _column_ids(columns, in_names, out_names):
    """2.10's column ids after an operation took ``in_names`` and gave ``out_names``: as many
    outputs as inputs take their inputs' places, else the outputs come first and the other
    columns follow; an output named as a column kept from the input takes its name over (the
    columns are then listed by id, measured: ``map(input_columns=['a'],
    output_columns=['b'])`` of a, b, c gives b (the output), c)."""
    if len(in_names) == len(out_names):
        ids = {c: i for i, c in enumerate(columns) if c not in in_names}
        ids.update((o, columns.index(i)) for i, o in builtins.zip(in_names, out_names))
        return ids
    ids = {o: j for j, o in enumerate(out_names)}
    kept = [c for c in columns if c not in in_names]
    ids.update((c, len(out_names) + k) for k, c in enumerate(kept))
    return ids


class Plan:
    """Where an operation's inputs are and where its outputs go, from the parent's columns."""

    def __init__(self, columns, input_columns, output_columns, default_all=False,
                 what="input column"):
        self.columns = columns
        self.in_names = input_columns or (columns if default_all else columns[:1])
        self.in_idx = check_columns(self.in_names, columns, what)
        self.out_names = output_columns or self.in_names
        ids = _column_ids(columns, self.in_names, self.out_names)
        self.names = sorted(ids, key=ids.get)
        same = len(self.in_names) == len(self.out_names)
        # 2.10 keeps a column an output name took over in its rows (unnamed): its debug mode's
        # dict iterator refuses such rows, even after later operations (but project)
        width = len(columns) if same else \
            len(self.out_names) + len(columns) - len(set(self.in_names))
        self.gapped = width != len(ids)
        # for each output column: (True, index among the outputs) or (False, index in the row)
        if same:
            produced = {i: j for j, i in enumerate(self.in_idx)}
            self._pick = [(True, produced[ids[n]]) if ids[n] in produced else (False, ids[n])
                          for n in self.names]
        else:
            kept = [i for i, c in enumerate(columns) if c not in self.in_names]
            count = len(self.out_names)
            self._pick = [(True, ids[n]) if ids[n] < count else (False, kept[ids[n] - count])
                          for n in self.names]

    def apply(self, row, outputs):
        """The row in the order ``names`` once the input columns became ``outputs``."""
        if len(outputs) != len(self.out_names):
            raise pipeline_error(f"Invalid columns, the number of columns returned in 'map' "
                                 f"operations should match the number of 'output_columns', but "
                                 f"got the number of columns returned in 'map' operations: "
                                 f"{len(outputs)}, the number of 'output_columns': "
                                 f"{len(self.out_names)}.")
        return tuple(outputs[j] if out else row[j] for out, j in self._pick)


class FileRow(tuple):
    """A row read from a data file: a tuple of its columns that names the file (``file``: a
    path, or a tuple of one path per column), so a failing ``map`` names it as MindSpore
    does."""

    def __new__(cls, values, file):
        row = super().__new__(cls, values)
        row.file = file
        return row

    def __reduce__(self):
        return FileRow, (tuple(self), self.file)


def call_user(fn, args, what, file=None):
    """``fn(*args)``; an error is wrapped in MindSpore's ``RuntimeError`` naming ``what`` (a
    str, or None for the map operation ``fn``): a C++ operation's (``fn`` a transform not
    run in Python) as 2.10's 'map operation: [Crop] failed. ...', any other as a user
    function's (measured)."""
    try:
        return fn(*args)
    except RuntimeError as e:
        if already_reported(e):
            raise
        # a C++ operation's text (Decode(to_pil=True) is 2.10's Python implementation)
        if _is_cpp(fn) and what is None:
            where = "" if file is None else f"The corresponding data file is: {file}. "
            raise kernel_error(f"map operation: [{type(fn).__name__}] failed. {where}{e}",
                               e) from None
        raise _user_error(fn, e, what, file)
    except Exception as e:
        raise _user_error(fn, e, what, file)


def _user_error(fn, e, what, file):
    if what is None and file is not None:
        return user_code_error(f"map operation: [PyFunc] failed. The corresponding data "
                               f"file is: {file}. Error description: {type(e).__name__}: "
                               f"{e}", e)
    what = what or f"map operation [{getattr(fn, '__name__', type(fn).__name__)}]"
    return user_code_error(f"{what} failed. Error description: {type(e).__name__}: {e}", e)


def _is_cpp(op):
    return getattr(op, "py_op", None) is False and not getattr(op, "to_pil", False)


def run_ops(ops, args, file=None, processes=False):
    """``args`` through ``ops``; only the map's first operation (2.10: a C++ one, or the
    first run of Python ones, which 2.10 runs as one) names ``file`` in its error."""
    with running_ops():
        for k, op in enumerate(ops):
            if getattr(op, "image_input", False):   # a pipeline hands it arrays, as 2.10's
                args = tuple(a if isinstance(a, np.ndarray) or
                             type(a).__module__.startswith("PIL.") else as_array(a) for a in args)
            if k and (_is_cpp(op) or _is_cpp(ops[k - 1])):
                file = None
            out = call_user(op, args, None, file)
            args = out if isinstance(out, tuple) else (out,)
            if any(isinstance(a, types.GeneratorType) for a in args):
                raise _generator_error(next(a for a in args
                                            if isinstance(a, types.GeneratorType)), processes)
    return tuple(as_array(a) for a in args)


def _generator_error(value, processes):
    """2.10's error for a Python function returning a generator: its worker process (a map's
    ``python_multiprocessing``) cannot pickle it, its thread cannot make a tensor of it (texts
    measured)."""
    if processes or multiprocessing.parent_process() is not None:
        return user_code_error("map operation: [PyFunc] failed.", RuntimeError(
            f"Cannot pickle {type(value)} object, please verify pyfunc return with numpy array"))
    return user_code_error("map operation: [PyFunc] failed. Failed to create tensor from numpy "
                           "array, data type is unknown.", None)


def _decompose(ops):
    """``ops`` with each Compose replaced by its transforms, as 2.10's map does (a C++
    operation failing in it is named in the error, not the Compose)."""
    out = []
    for op in ops:
        out.extend(_decompose(op.transforms) if getattr(op, "decomposes", False) else [op])
    return out


class RowMap:
    """The per-row function of a ``map`` (a class, so worker processes can receive it); in
    debug mode its operations are interleaved with the debug hooks."""

    def __init__(self, ops, plan, processes=False):
        from . import config_more, debug
        ops = _decompose(ops)
        if config_more.get_debug_mode():
            ops = debug.with_hooks(list(ops), config_more.debug_hooks())
        self.ops, self.plan, self.processes = ops, plan, processes
        # the C++ operations' generators when rows are mapped one at a time, in order (a
        # serial run or a one-worker map: set by ``parent``)
        self.streams = None

    def __call__(self, row):
        file = getattr(row, "file", None)
        if isinstance(file, tuple):         # one file per column: the first input column's
            file = file[self.plan.in_idx[0]] if self.plan.in_idx else None
        args = [row[i] for i in self.plan.in_idx]
        done = run_ops(self.ops, args, file, self.processes)
        out = self.plan.apply(row, done)
        # the row still names its file, a later map's failure too, unless this map changed
        # its number of columns (2.10 makes a new row then; measured)
        return out if file is None or len(done) != len(args) else FileRow(out, file)

    def random(self, row, rng):
        from . import _random
        with _random.use(rng, self.streams):
            return self(row)

    def parent(self, node, ctx, workers):
        """The map's parent stage ``node``, built for ``ctx``. 2.10 runs a one-worker map's
        rows one at a time, in order, whatever the other stages' workers: such a map of random
        operations (seed set) reads its parent in order and draws as 2.10's C++ operations do
        (as a serial run's maps); a random-access parent is read ahead by its own threads, so
        the stages before keep their workers (only the stages after run in this map's thread).
        """
        from . import _grain, config
        parent = node._build(ctx)
        one = workers == 1 and not self.processes and not node._processes() and \
            any(getattr(op, "random", False) for op in self.ops)
        if ctx.serial or one:
            self.streams = self._kept_streams(ctx, node)
        if ctx.serial or not one or self.streams is None or not _grain.is_map(parent):
            return parent
        return _grain.to_iter(parent, config.pipeline_threads(node._threads()))

    def _kept_streams(self, ctx, node):
        """The map's C++ generators (None: no seed set), kept by the iterator's run across its
        epochs and repetitions: 2.10 builds its operations once per run (measured: a one-worker
        RandomCrop's second epoch is not its first)."""
        from . import _random
        kept = getattr(ctx.run, "kept", {})
        key = ("cxx_streams", id(node))    # (the map's parent: one per map in a tree)
        if key not in kept:
            kept[key] = _random.cxx_streams(True)
        return kept[key]

def stack(column, k):
    if column and all(isinstance(v, dict) for v in column):
        # a column of dicts batches into one dict of batched values (as MindSpore 2.10)
        return {key: _stack_value([v[key] for v in column], k, key) for key in column[0]}
    try:
        return np.stack([np.asarray(v) for v in column])
    except ValueError as e:
        shapes = sorted({np.shape(v) for v in column}, key=str)
        raise pipeline_error(f"Inconsistent batch shapes, batch operation expects same shape "
                             f"for each data row, but got inconsistent shape in column {k}: "
                             f"{shapes}.", e) from e


def batch_column(column, k):
    """Column ``k`` of a batch's rows stacked as 2.10's batch does (its C++ texts, measured):
    every row of a numeric column has the first row's shape and type; a string column's
    strings are gathered in the first row's shape."""
    if not column or any(isinstance(v, dict) for v in column):
        return stack(column, k)
    arrays = [np.asarray(v) for v in column]
    first = arrays[0]
    if first.dtype.kind in "USO":
        need, total = len(arrays) * first.size, sum(a.size for a in arrays)
        if total != need:
            raise kernel_error(f"The number of elements in the vector: {total} does not match "
                               f"the number of elements: {need} the shape required.")
        return np.concatenate([a.reshape(-1) for a in arrays]).reshape(
            (len(arrays),) + first.shape)
    for a in arrays[1:]:
        if a.shape != first.shape:
            raise kernel_error(f"Cannot batch tensors with different shapes in column {k}. "
                               f"First element had shape {_shape(first)} and this element "
                               f"had shape {_shape(a)}")
        if a.dtype != first.dtype:
            raise kernel_error(f"Cannot batch tensors with different types in column {k}. "
                               f"First element had type {_type(first)} and this element had "
                               f"type {_type(a)}")
    return np.stack(arrays)


def concat_check(first, row):
    """2.10's concat check of a child's first row against the first child's (its C++ texts,
    measured): column by column, the same type, then the same rank."""
    for a, b in builtins.zip(first, row):
        if not (hasattr(a, "dtype") and hasattr(b, "dtype")):
            continue
        if _type(a) != _type(b):
            raise kernel_error(f"Concat: the data types of the two datasets to be concatenated "
                               f"should be the same, but got: {_type(a)} and {_type(b)}.")
        if a.ndim != b.ndim:
            raise kernel_error(f"Concat: the data tensor rank of the two datasets to be "
                               f"concatenated should be the same, but got: {a.ndim} and "
                               f"{b.ndim}.")


def _shape(a):
    return "<" + ",".join(map(str, a.shape)) + ">"


def _type(a):
    return "string" if a.dtype.kind in "USO" else str(a.dtype)


def _stack_value(values, k, key):
    try:
        out = None if any(isinstance(v, dict) for v in values) else np.array(values)
    except ValueError:
        out = None
    if out is None or out.dtype == object:
        raise pipeline_error(f"Batch: failed to create a NumPy array with primitive types for "
                             f"the dictionary objects in column {k}, key: {key!r}.\nIf you want "
                             f"a customized array, define a custom 'per_batch_map' function.")
    return out


def pad_stack(column, k, shape, value):
    """``column``'s arrays padded at the end of each axis with ``value`` to ``shape`` (``None``
    entries, or no shape: the batch's longest; a row longer than ``shape`` is cut, as 2.10)
    and stacked. Strings pad with '' (b'' for bytes) by default, the batch's string width wide
    enough for every row and the pad value."""
    shapes = [np.shape(v) for v in column]
    if len({len(s) for s in shapes}) > 1:
        raise pipeline_error(f"Invalid pad_info: the rows of column {k} have different ranks: "
                             f"{sorted(set(shapes))}.")
    longest = np.max(shapes, axis=0).tolist() if shapes[0] else []
    shape = [None] * len(longest) if shape is None else list(shape)
    if len(shape) != len(longest):
        raise pipeline_error(f"Invalid pad_info, the pad shape {shape} of column {k} does not "
                             f"have the rank of its rows {len(longest)}.")
    target = [n if s is None else s for s, n in builtins.zip(shape, longest)]
    dtype = np.asarray(column[0]).dtype
    if dtype.kind in "US":
        value = np.asarray("" if value is None else value, dtype.kind)
        dtype = np.result_type(value, *[np.asarray(v).dtype for v in column])
    out = np.full([len(column)] + target, 0 if value is None else value, dtype)
    cut = tuple(slice(0, t) for t in target)
    for i, v in enumerate(column):
        v = np.asarray(v)[cut]
        out[(i,) + tuple(slice(0, n) for n in v.shape)] = v
    return out


def check_pad_info(pad_info):
    if pad_info is not None and not isinstance(pad_info, dict):
        raise TypeError(f"Argument pad_info with value {pad_info!r} is not of type "
                        f"[<class 'dict'>], but got {type(pad_info)}.")
    for name, spec in (pad_info or {}).items():
        if spec is not None and (not isinstance(spec, tuple) or len(spec) != 2 or
                                 spec[0] is not None and not isinstance(spec[0], (list, tuple))):
            raise TypeError(f"pad_info[{name!r}] should be None or a tuple (pad_shape, "
                            f"pad_value), but got {spec!r}.")
    return pad_info


def pad_positions(pad_info, columns):
    """``pad_info`` as {column position: (shape, value)}: ``{}`` pads every column."""
    if pad_info is None:
        return {}
    if not pad_info:
        return {k: (None, None) for k in range(len(columns))}
    missing = [name for name in pad_info if name not in columns]
    if missing:
        raise pipeline_error(f"Invalid pad_info, column name: {missing[0]} does not exist.")
    return {columns.index(name): spec or (None, None) for name, spec in pad_info.items()}


class Batcher:
    """Stacks rows into a batch (padding the columns in ``pad``: {position: (shape, value)});
    with ``per_batch_map``, runs it on the input columns' lists."""

    def __init__(self, plan, per_batch_map, epoch, pad=None):
        self.plan, self.per_batch_map, self.epoch = plan, per_batch_map, epoch
        self.pad = pad or {}

    def columns(self, rows):
        return [list(col) for col in builtins.zip(*rows)]

    def stack(self, rows):
        return tuple(pad_stack(col, k, *self.pad[k]) if k in self.pad else
                     batch_column(col, k) for k, col in enumerate(builtins.zip(*rows)))

    def mapped(self, index, cols):
        args = [cols[i] for i in self.plan.in_idx] + [BatchInfo(index, self.epoch)]
        out = call_user(self.per_batch_map, args, "batch's per_batch_map")
        out = out if isinstance(out, tuple) else (out,)
        if any(isinstance(c, dict) for c in out) and \
                not all(isinstance(c, (dict, np.ndarray)) for c in out):
            raise pipeline_error("Failed to convert rows: mismatched types returned from "
                                 "per_batch_map function. If different types are returned, all "
                                 "of them should be convertible to Python lists. Got: Python "
                                 "dict")
        if len(out) != len(self.plan.out_names):       # 2.10's texts (measured)
            raise pipeline_error(f"Invalid per_batch_map, the number of columns returned in "
                                 f"'per_batch_map' function should be {len(self.plan.out_names)}"
                                 f" , but got: {len(out)}")
        rows = len(cols[0]) if cols else 0
        listed = any(isinstance(c, list) for c in out)  # 2.10 then splits arrays into rows
        for name, c in builtins.zip(self.plan.out_names, out):
            if (isinstance(c, list) or listed and isinstance(c, np.ndarray) and c.ndim) and \
                    len(c) != rows:
                raise pipeline_error(f"Invalid data, column: {name} expects: {rows} rows "
                                     f"returned from 'per_batch_map', got: {len(c)}")
        stacked = [_dicts_to_lists(c) if isinstance(c, list) and c and
                   all(isinstance(v, dict) for v in c) else
                   batch_column(c, k) if isinstance(c, list) else as_array(c)
                   for k, c in enumerate(out)]
        kept = [None if k in self.plan.in_idx else batch_column(c, k)
                for k, c in enumerate(cols)]
        return self.plan.apply(kept, stacked)


def _dicts_to_lists(rows):
    """per_batch_map's list of dicts as one dict of lists (as MindSpore 2.10)."""
    return {key: [r[key] if isinstance(r[key], tuple) else as_array(r[key]) for r in rows]
            for key in rows[0]}


def check_split(sizes, randomize):
    """``split``'s argument checks, with MindSpore 2.10's errors."""
    for name, value, kind in (("sizes", sizes, list), ("randomize", randomize, bool)):
        type_check(value, (kind,), name)
    if not sizes:
        raise ValueError("sizes cannot be empty.")
    all_int = all(isinstance(s, int) for s in sizes)
    if not all_int and not all(isinstance(s, float) for s in sizes):
        raise ValueError("sizes should be list of int or list of float.")
    if all_int and not all(s > 0 for s in sizes):
        raise ValueError("sizes is a list of int, but there should be no negative or zero numbers.")
    if not all_int:
        if not all(0 < s <= 1 for s in sizes):
            raise ValueError("sizes is a list of float, but there should be no numbers outside "
                             "the range (0, 1].")
        if not abs(sum(sizes) - 1) < 1e-5:
            raise ValueError("sizes is a list of float, but the percentages do not sum up to 1.")


def split_counts(sizes, total):
    """Rows of each part of ``split(sizes)`` of ``total`` rows, as MindSpore 2.10 counts them:
    fractions are rounded; a shortfall goes to the first part, an excess is taken from the
    first part that keeps at least one row."""
    if total is None or total <= 0:
        raise RuntimeError("dataset_size is unknown, unable to split.")
    if all(isinstance(s, int) for s in sizes):
        if sum(sizes) != total:
            raise RuntimeError(f"Sum of split sizes {sum(sizes)} is not equal to dataset size "
                               f"{total}.")
        return [int(s) for s in sizes]      # 2.10 takes True as 1
    counts = []
    for s in sizes:
        counts.append(int(round(s * total)))
        if counts[-1] == 0:
            raise RuntimeError(f"Split percentage {s} is too small.")
    rounded = sum(counts)
    difference = total - rounded
    if difference > 0:
        counts[0] += difference
    else:
        for i, count in enumerate(counts):
            if count + difference > 0:
                counts[i] += difference
                break
    if sum(counts) != total:
        raise RuntimeError(f"Sum of calculated split sizes {rounded} is not equal to dataset "
                           f"size {total}.")
    return counts
