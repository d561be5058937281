"""``Node``: what every pipeline stage is (sources, and the operations that wrap them), with
MindSpore's query methods (``get_dataset_size``, ``get_col_names``, ``output_shapes``, ...) and
iterators; ``datasets.Dataset`` adds the operations.

Nodes only describe the pipeline. Each epoch of a run builds it into Grain datasets
(``_build(ctx)``; ``_grain.py``), which do the reading, shuffling, sharding, parallel ``map``
and prefetch. A row travels as a tuple of numpy arrays, one per column.
"""
import os
import sys
import threading
import traceback

import numpy as np

from . import config
from ._recorded import RecordsInitArgs
from .core.validator_helpers import check_column_names, check_independent_mode, type_check
from .iterators import DictIterator, DummyIterator, TupleIterator, noop_mode

__all__ = ["Node", "BatchInfo", "as_array", "check_columns", "pipeline_error", "user_code_error"]


def as_array(value):
    """A column value as numpy, with MindSpore's types (Python int -> int64, float ->
    float64; a minicell Tensor -> its array). A Python dict stays a dict (MindSpore 2.10 carries
    dicts through the pipeline; the iterators convert their values)."""
    if isinstance(value, (np.ndarray, dict)):
        return value
    if hasattr(value, "asnumpy"):
        return value.asnumpy()
    return np.asarray(value)


def pipeline_error(message, cause=None):
    """MindSpore's error for a failure while the pipeline runs (it raises ``RuntimeError``)."""
    err = RuntimeError(message)
    err.__cause__ = cause
    return err


_RULE = "-" * 66
_PIPELINE = threading.local()     # ``running`` while a pipeline runs a map's operations


class running_ops:
    """Marks the operations called inside as a pipeline's (2.10's eager-only checks skip)."""

    def __enter__(self):
        _PIPELINE.running = True

    def __exit__(self, *exc):
        _PIPELINE.running = False


def in_pipeline():
    return getattr(_PIPELINE, "running", False)


def already_reported(err):
    """True for an error already in one of 2.10's pipeline error texts (not wrapped again)."""
    return str(err).startswith("Exception thrown from ")


def kernel_error(message, cause=None):
    """2.10's RuntimeError for a C++ operation failing in an eager call: its summary line and
    the 'Dataset Pipeline Error Message' section holding ``[ERROR] message``. The summary is
    the one of the failure's kind where ``cause`` names it (``summary``, e.g. 'Shape is
    incorrect.'), else 2.10's general one."""
    summary = getattr(cause, "summary", None) or ("Exception thrown from dataset pipeline. "
                                                  "Refer to 'Dataset Pipeline Error Message'.")
    return pipeline_error(f"{summary} \n\n{_RULE}\n- Dataset Pipeline Error Message: \n"
                          f"{_RULE}\n[ERROR] {message}\n\n")


def syntax_error(message):
    """2.10's RuntimeError for an operation whose parameters its C++ IR refuses: raised when a
    pipeline holding it starts (an operation's ``ir_check``) or at its eager call."""
    return config._syntax_error(message)


def shape_error(message):
    """A C++ operation's failure of 2.10's shape kind ('Shape is incorrect.' as the summary of
    its pipeline error)."""
    err = RuntimeError(message)
    err.summary = "Shape is incorrect."
    return err


def user_code_error(description, cause):
    """MindSpore 2.10's ``RuntimeError`` for a user's Python function that failed inside the
    pipeline: its summary line, a 'Python Call Stack' section (``description`` of what failed,
    if any, then the traceback of ``cause``) and its 'Dataset Pipeline Error Message'."""
    stack = "" if cause is None else \
        "".join(traceback.format_exception(type(cause), cause, cause.__traceback__))
    if description:         # (a source's failure: the traceback alone, as 2.10)
        stack = f"{description}\n{stack}"
    return pipeline_error(
        f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n"
        f"- Python Call Stack: \n{_RULE}\n{stack}\n{_RULE}\n"
        f"- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] Execute user Python code "
        f"failed, check 'Python Call Stack' above.\n\n", cause)


def check_workers(num_parallel_workers):
    """MindSpore's ``check_num_parallel_workers``, for every stage and reader: None, or an int
    in [1, cpu count] (``TypeError`` / ``ValueError``; 0 and negatives too say 'exceeds')."""
    if num_parallel_workers is None:
        return
    type_check(num_parallel_workers, (int,), "num_parallel_workers")
    if not 1 <= num_parallel_workers <= (os.cpu_count() or 1):
        raise ValueError(f"num_parallel_workers exceeds the boundary between 1 and "
                         f"{os.cpu_count() or 1}!")


def check_concat_parts(parts):
    """The sizes of a concatenation's parts, which 2.10 reads when the concatenation is made
    (a generator's rows counted then), refusing a part without rows (its ValueError)."""
    sizes = [part.get_dataset_size() for part in parts]
    if 0 in sizes:
        raise ValueError(f"There are no samples in the dataset number {sizes.index(0)}. Please "
                         f"make sure there are valid samples in the dataset.")
    return sizes


def known_kwargs(stage, kwargs, known):
    """2.10's batch/map pass ``**kwargs`` on to the stage's constructor, which refuses others."""
    for key in kwargs:
        if key not in known:
            raise TypeError(f"{stage}.__init__() got an unexpected keyword argument '{key}'")


# 2.10's pipeline reports of a missing column, by the stage that reads it (measured)
_MISSING = {"input column": "Invalid parameter, input column name: {} doesn't exist in the "
                            "dataset columns.",
            "filter": "Invalid parameter, column name: {} does not exist in the dataset columns.",
            "project": "Invalid column, column name: {} does not exist.",
            "column to be renamed": "Invalid column, column to be renamed does not exist."}


def check_columns(names, columns, what="column"):
    """Positions of ``names`` among ``columns``; ``RuntimeError`` as MindSpore for a missing
    one (2.10's pipeline report where ``what`` names a stage it was measured for)."""
    for n in names:
        if n not in columns and what in _MISSING:
            raise kernel_error(_MISSING[what].format(n))
        if n not in columns:
            raise pipeline_error(f"Invalid {what}, column name: {n} does not exist in the "
                                 f"dataset columns {columns}.")
    return [columns.index(n) for n in names]


def as_names(value, arg):
    """A column-name argument (a str or a list of str) as a list."""
    if isinstance(value, str):
        return [value]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"Argument {arg} with value {value!r} is not of type [<class 'list'>, "
                        f"<class 'str'>], but got {type(value)}.")
    for i, v in enumerate(value):       # 2.10 names the item (measured: project([1]))
        if not isinstance(v, str):
            raise TypeError(f"Argument {arg}[{i}] with value {v} is not of type [<class "
                            f"'str'>], but got {type(v)}.")
    return list(value)


def optional_names(value, arg):
    """``as_names`` of a column-name argument that may be None."""
    return None if value is None else as_names(value, arg)


class BatchInfo:
    """What ``batch``'s ``per_batch_map`` (and a callable ``batch_size``) receives last."""

    def __init__(self, batch_num, epoch_num):
        self._batch_num, self._epoch_num = batch_num, epoch_num

    def get_batch_num(self):
        """Index of the batch in its epoch."""
        return self._batch_num

    def get_epoch_num(self):
        """Index of the epoch."""
        return self._epoch_num


class _Consumed(type):
    """Counts, on each input of a stage, the stages built on it: once a stage's constructor
    has returned (2.10's validators run before its node links to its inputs)."""

    def __call__(cls, *args, **kwargs):
        if kwargs.get("cache") is not None:      # (2.10's readers and map take one)
            check_independent_mode("Dataset Cache")
        node = super().__call__(*args, **kwargs)
        node._adopt()
        return node


class Node(RecordsInitArgs, metaclass=_Consumed):
    """A stage of a pipeline. Subclasses define ``_columns()``, ``_length()`` (None when only
    running tells) and ``_build(ctx)`` (the Grain dataset of one epoch)."""

    # stages built on this one, ever (2.10 keeps the count when they are dropped, and copies
    # keep it); a pipeline whose inner stage has two refuses to run (``_check_tree``)
    _consumers = 0
    _adopted = False
    _is_consumer = True     # (False: split's parts, which 2.10 builds on copies)

    def _adopt(self):
        if not self._adopted and self._is_consumer:
            for child in self.children:
                child._consumers += 1
        self._adopted = True

    def __init__(self, children=(), num_parallel_workers=None):
        self.children = list(children)
        check_workers(num_parallel_workers)
        self.num_parallel_workers = num_parallel_workers
        self._size = None

    # ---- what subclasses define -------------------------------------------------------------
    def _columns(self):
        return self.children[0]._columns()

    def _length(self):
        return self.children[0]._length()

    def _build(self, ctx):
        raise NotImplementedError

    _new_rows = False       # (True: project, which makes its rows of the named columns only)

    def _hides_columns(self):
        """Whether 2.10's rows here hold a column that an operation's output name took over
        (``rows.Plan.gapped``): its debug-mode dict iterator refuses them."""
        plan = getattr(self, "_plan", None)
        if plan is not None and plan().gapped:
            return True
        return len(self.children) == 1 and not self._new_rows and \
            self.children[0]._hides_columns()

    def _threads(self):
        """Threads that read ahead (the largest ``num_parallel_workers`` in the pipeline)."""
        own = self.num_parallel_workers or 1
        return max([own] + [c._threads() for c in self.children])

    def _depth(self):
        """Stages between this one and the farthest source (a deterministic salt for seeds)."""
        return 1 + max([0] + [c._depth() for c in self.children])

    def _processes(self):
        """Worker processes asked for by a ``map(..., python_multiprocessing=True)``."""
        return max([0] + [c._processes() for c in self.children])

    # ---- queries -----------------------------------------------------------------------------
    def get_col_names(self):
        """The column names, in row order."""
        self._check_tree()
        return list(self._columns())

    def get_dataset_size(self):
        """Rows (batches after ``batch``) per epoch; counted by running an epoch when the
        source is a generator, as MindSpore does."""
        if self._size is None:
            self._check_tree()
            n = self._length()
            if n is None:
                n = sum(1 for _ in self._run(config.pipeline_seed(), 0))
            self._size = n
        return self._size

    def get_batch_size(self):
        """The ``batch_size`` of the nearest ``batch`` (1 without one)."""
        self._check_tree()
        for child in self.children:
            return child.get_batch_size()
        return 1

    def get_repeat_count(self):
        """The ``count`` of the nearest ``repeat`` (1 without one)."""
        self._check_tree()
        for child in self.children:
            return child.get_repeat_count()
        return 1

    def get_class_indexing(self):
        """{class name: label} of the source under the first input of every stage; ``{}`` for
        a source without classes, as MindSpore."""
        return self.children[0].get_class_indexing() if self.children else {}

    def num_classes(self):
        """The class count of the source under the first input of every stage; None for a
        source without classes, as MindSpore."""
        self._check_tree()
        return self.children[0].num_classes() if self.children else None

    def _first_row(self):
        self._check_tree()
        # (2.10 starts no worker process or thread for it: the row is made in this thread)
        row = next(self._run(config.pipeline_seed(), 0, parallel=False), None)
        # (2.10: no row, no shapes or types, ``[]``)
        return [] if row is None else [np.asarray(c) for c in row]

    def output_shapes(self, estimate=False):
        """Shapes of the first row's columns, as lists."""
        type_check(estimate, (bool,), "estimate")
        if estimate:
            return self._estimated_shapes()
        # (2.10: a column of Python dicts has the shape [0], batched too; measured)
        return [[0] if c.dtype == object and c.ndim == 0 and isinstance(c.item(), dict)
                else list(c.shape) for c in self._first_row()]

    def _estimated_shapes(self):
        """``output_shapes(estimate=True)``: every row of an epoch read; a dimension that
        differs between rows is None (2.10's texts when the ranks differ or there is no row)."""
        self._check_tree()
        shapes = None
        for row in self._run(config.pipeline_seed(), 0):
            now = [list(np.shape(c)) for c in row]
            if shapes is None:
                shapes = now
                continue
            for known, new in zip(shapes, now):
                if len(known) != len(new):
                    dims = lambda dims: ",".join(str(-1 if d is None else d) for d in dims)
                    raise RuntimeError(f"Inconsistent shapes, expect same shape for each data "
                                       f"row, last data row: <{dims(new)}>, current data row: "
                                       f"<{dims(known)}>")
                known[:] = [d if d == n else None for d, n in zip(known, new)]
        if shapes is None:
            raise RuntimeError("EOF buffer encountered. User tries to fetch data beyond the "
                               "specified number of epochs.")
        return shapes

    def output_types(self):
        """numpy dtypes of the first row's columns; strings and bytes without a width
        (``dtype('<U')``, ``dtype('S')``), as MindSpore 2.10."""
        return [np.dtype(c.dtype.kind) if c.dtype.kind in "US" else c.dtype
                for c in self._first_row()]

    # ---- iteration ---------------------------------------------------------------------------
    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False,
                              do_copy=True):
        """An iterator of rows as lists of Tensors (numpy arrays with ``output_numpy=True``)."""
        if columns is not None:
            check_column_names(columns, "column_names")
        self._check_tree()
        if noop_mode():
            return DummyIterator(self, "tuple", output_numpy)
        return TupleIterator(self, columns, num_epochs, output_numpy, do_copy)

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        """An iterator of rows as ``{column name: Tensor}`` (numpy with ``output_numpy``)."""
        self._check_tree()
        if noop_mode():
            return DummyIterator(self, "dict", output_numpy)
        return DictIterator(self, num_epochs, output_numpy, do_copy)

    def __iter__(self):
        return self.create_tuple_iterator(num_epochs=1)

    def _check_tree(self):
        """2.10's ValueError for a pipeline that reads one dataset twice (``d.zip(d)``,
        ``d + d``) or holds a stage that another stage was ever built on (``a = d.map(f);
        b = d.batch(2)``: ``a`` and ``b`` both refuse; ``d`` itself runs). Measured when it
        is iterated, sized, its shapes, types, columns, batch size, repeat count or classes
        are asked, or it is serialized."""
        seen, todo = {id(self)}, list(self.children)
        while todo:
            node = todo.pop()
            if id(node) in seen or node._consumers > 1:
                raise ValueError("The data pipeline is not a tree (i.e., one node has 2 "
                                 "consumers)")
            seen.add(id(node))
            todo.extend(node.children)

    def _run(self, seed, epoch, run=None, parallel=True):
        """A Grain iterator over epoch ``epoch`` of a run seeded with ``seed`` (``run``: the
        iterator's dataset callbacks); ``parallel=False``: its last stage read in this thread,
        one row at a time (no worker process)."""
        from . import _grain
        ctx = _grain.EpochContext(seed, epoch, run)
        ctx.serial = not parallel or (config.pipeline_threads(self._threads()) <= 1 and
                                      config.pipeline_threads(self._processes()) <= 1)
        root = self._build(ctx)
        # worker processes (map's python_multiprocessing) split a random-access pipeline
        # among them; one read in order (a generator source, a filter) stays in this process
        processes = config.pipeline_threads(self._processes()) \
            if parallel and _grain.is_map(root) else 1
        if processes > 1:       # (debug mode: none)
            root = _grain.mp_prefetch(_grain.to_iter(root), processes, epoch)
        rows = iter(_grain.to_iter(root, config.pipeline_threads(self._threads()) if parallel
                                   else 0, config.get_prefetch_size()))
        return _grain.in_processes(rows) if processes > 1 else rows


def __getattr__(name):
    # ``mindspore.dataset.engine`` is MindSpore's package of the dataset classes (zoo code
    # imports ``from mindspore.dataset.engine import ImageFolderDataset``); minicell's are
    # declared by ``minicell.dataset``, which imports this module, so they are read from it
    package = sys.modules.get(__name__.rpartition(".")[0])
    if package is not None and not name.startswith("_") and hasattr(package, name):
        return getattr(package, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
