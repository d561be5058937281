"""The iterators of a pipeline: ``create_tuple_iterator`` (a list of columns per row) and
``create_dict_iterator`` ({column name: value}), yielding minicell Tensors or, with
``output_numpy=True``, numpy arrays, as MindSpore's do.

One iterator runs ``num_epochs`` epochs (-1: as many as asked for). A ``for`` loop over it ends
at the end of an epoch; the next loop runs the next epoch, reshuffled. Past ``num_epochs`` it
raises MindSpore's ``RuntimeError``. minicell extra: ``get_state()``/``set_state(state)`` save
and restore the position (epoch and Grain's iterator state), so a run can resume mid-epoch.

>>> import minicell.dataset as ds
>>> it = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).create_tuple_iterator(output_numpy=True)
>>> [int(row[0]) for row in it]
[1, 2, 3]
"""
import copy
import time
import weakref

import numpy as np

from ..common._format import numpy_text
from ..common.tensor import Tensor
from . import autotune, config, config_more, offload, profiling
from .callback import CallbackRun
from .core.validator_helpers import type_check

__all__ = ["TupleIterator", "DictIterator", "DummyIterator"]

# MindSpore's process-exit hooks (its ut conftest calls _cleanup/_unset_iterator_cleanup
# around every test). As in 2.10, ITERATORS_LIST holds weak references to the live iterators;
# _cleanup releases them all (a released iterator's next raises AttributeError, as 2.10's).
_ITERATOR_CLEANUP = False
ITERATORS_LIST = []


def _set_iterator_cleanup():
    global _ITERATOR_CLEANUP
    _ITERATOR_CLEANUP = True


def _unset_iterator_cleanup():
    global _ITERATOR_CLEANUP
    _ITERATOR_CLEANUP = False


def check_iterator_cleanup():
    """Whether ``_cleanup`` ran (and ``_unset_iterator_cleanup`` has not since)."""
    return _ITERATOR_CLEANUP


def _cleanup():
    """Release all the iterators (2.10's order: the newest first)."""
    _set_iterator_cleanup()
    for ref in reversed(list(ITERATORS_LIST)):
        itr = ref()
        if itr is not None:
            itr.release()


def _forget(itr):
    """Drop ``itr`` and the dead iterators from ITERATORS_LIST."""
    ITERATORS_LIST[:] = [r for r in ITERATORS_LIST if r() is not None and r() is not itr]


def _check_epochs(num_epochs):
    type_check(num_epochs, (int,), "num_epochs")
    if not -1 <= num_epochs <= 2147483647:
        raise ValueError("Input num_epochs is not within the required interval of "
                         "[-1, 2147483647].")
    if num_epochs == 0:         # MindSpore 2.10: its pipeline's RuntimeError (measured)
        raise config._syntax_error("RootNode: num_epochs should be either -1 or positive "
                                  "integer, num_epochs: 0")


def _check_flag(name, value):
    if value is not None:       # 2.10 lets None through (measured)
        type_check(value, (bool,), name)


class _Iterator:
    """One run of a pipeline over ``num_epochs`` epochs; the seed is fixed when it is made."""
    _profiled = None        # the dataset profiler's mark when it took this run
    offload_model = None    # the operations offloaded from the pipeline (offload.py)

    def __init__(self, dataset, num_epochs=-1, output_numpy=False, do_copy=True):
        _check_epochs(num_epochs)
        _check_flag("output_numpy", output_numpy)
        _check_flag("do_copy", do_copy)
        dataset, self.offload_model = offload.prepare(dataset)
        self._dataset = dataset
        self._num_epochs = num_epochs
        self._output_numpy = bool(output_numpy)
        self._seed = config.pipeline_seed()
        self._names = dataset.get_col_names()
        self._epoch, self._skip = 0, 0
        init_step = dataset.get_init_step() if hasattr(dataset, "get_init_step") else 0
        if init_step:       # resume at a global step: whole epochs, then rows of the next
            size = dataset.get_dataset_size()
            self._epoch, self._skip = divmod(init_step, size) if size else (0, 0)
        self._it = None
        self._callbacks = None      # the map callbacks' run (callback.CallbackRun)
        self._runtime_context = True    # 2.10's name: deleted by release()
        self._autotune_file = autotune.run_file(self.offload_model is not None)
        ITERATORS_LIST.append(weakref.ref(self))
        autotune.attach(self)

    def _write_autotune(self):
        path, self._autotune_file = getattr(self, "_autotune_file", None), None
        if path:
            autotune.write(path, self._dataset, self._num_epochs)

    def release(self):
        """Free the run, as 2.10's: a later ``next`` raises AttributeError."""
        if getattr(self, "_runtime_context", None):
            self._it = None
            del self._runtime_context
            _forget(self)
            autotune.detach(self)
            self._write_autotune()

    def __del__(self):
        try:
            _forget(self)
            self._write_autotune()
        except TypeError:       # at interpreter exit, the module's globals may be gone
            pass

    def __iter__(self):
        return self

    def __next__(self):
        if not self._runtime_context:
            raise RuntimeError("Iterator does not have a running C++ pipeline.")
        started = time.monotonic() if self._profiled is not None else None
        if self._it is None:
            self._start_epoch()
        try:
            row = next(self._it)
        except StopIteration:
            self._it = None
            self._epoch += 1
            self._callbacks.epoch_end()
            raise
        if self.offload_model is not None:
            row = self.offload_model(row)
        row = self._convert(row)
        if started is not None:
            profiling.record(self._profiled, started)
        return row

    def _start_epoch(self):
        if self._num_epochs != -1 and self._epoch >= self._num_epochs:
            rule = "-" * 66     # (2.10's C++ error layout; engine imports this module)
            raise RuntimeError(f"Exception thrown from dataset pipeline. Refer to 'Dataset "
                               f"Pipeline Error Message'. \n\n{rule}\n- Dataset Pipeline "
                               f"Error Message: \n{rule}\n[ERROR] EOF buffer encountered. "
                               f"User tries to fetch data beyond the specified number of "
                               f"epochs.\n\n")
        if self._callbacks is None:
            self._callbacks = CallbackRun()
            self._replay()
        self._it = self._dataset._run(self._seed, self._epoch, self._callbacks)
        self._callbacks.epoch_begin(self._epoch + 1)
        for _ in range(self._skip):
            next(self._it, None)
        self._skip = 0

    def _replay(self):
        """Without fast recovery, 2.10 starts at a later epoch (``set_init_step``) by running
        the epochs before it, so the random operations draw on from there (measured, seed 0,
        one worker). minicell's epochs are seeded by their number, but a one-worker map's C++
        generators go on from epoch to epoch: they are drawn through here (no callbacks)."""
        seed = config._state["seed"]
        if not self._epoch or config_more.get_fast_recovery() or seed in (None, 5489):
            return
        replay = CallbackRun()
        for epoch in range(self._epoch):
            for _ in self._dataset._run(self._seed, epoch, replay):
                pass
        self._callbacks.kept = replay.kept

    def _value(self, column):
        if self._output_numpy:      # 2.10's arrays are writable (a decoded image's too)
            writable = not isinstance(column, np.ndarray) or column.flags.writeable
            return column if writable else column.copy()
        # a numpy-backed Tensor in 2.10: it prints its values as numpy does (measured)
        return numpy_text(Tensor(column)) if column.dtype.kind in "biufc" else column

    def _output(self, column):
        """A column as given to the user: a dict's (and a tuple's inside it) values converted
        one by one, as MindSpore 2.10 does."""
        if isinstance(column, dict):
            return {k: self._output(v) for k, v in column.items()}
        if isinstance(column, tuple):
            return tuple(self._output(v) for v in column)
        if isinstance(column, list):        # a dict's list (per_batch_map's dicts)
            return [self._output(v) for v in column]
        return self._value(np.asarray(column))

    def _reset(self, step, dataset_size):
        """Continue from global step ``step`` (failover recovery): epoch
        ``step // dataset_size``, its first ``step % dataset_size`` rows skipped."""
        if step < 0:        # 2.10's checks (test_reset.py test_reset_np_error)
            raise RuntimeError("Cannot reset the pipeline, reset step must be >= 0.")
        if dataset_size and self._num_epochs > 0 and step >= dataset_size * self._num_epochs:
            raise RuntimeError("Cannot reset the pipeline, reset step must be less than "
                               "dataset_size * num_epochs.")
        self._epoch, self._skip = divmod(step, dataset_size) if dataset_size else (0, 0)
        self._it = None

    def stop(self):
        """End the run, as ``release`` (2.10: a later ``next`` raises AttributeError)."""
        self.release()

    def get_state(self):
        """minicell extra: the position of this run (epoch and Grain's iterator state)."""
        if self._it is None:
            return {"epoch": self._epoch, "grain": None}
        return {"epoch": self._epoch, "grain": self._it.get_state()}

    def set_state(self, state):
        """minicell extra: continue from a ``get_state()`` of an iterator over the same
        pipeline with the same seed."""
        self._epoch, self._it = state["epoch"], None
        if state["grain"] is not None:
            self._start_epoch()
            self._it.set_state(state["grain"])

    def get_col_names(self):
        """The column names of the rows."""
        return list(self._names)

    @property
    def dataset(self):
        """2.10's copy of the pipeline the iterator runs (copied here on first use)."""
        if getattr(self, "_tree", None) is None:
            self._tree = copy.deepcopy(self._dataset)
        return self._tree


class TupleIterator(_Iterator):
    """Rows as lists of columns (``columns`` picks and orders them)."""

    def __init__(self, dataset, columns=None, num_epochs=-1, output_numpy=False, do_copy=True):
        super().__init__(dataset, num_epochs, output_numpy, do_copy)
        if columns is None:     # 2.10 leaves out the '_meta-' columns (extra_metadata)
            kept = [i for i, n in enumerate(self._names) if not n.startswith("_meta-")]
            self._pick = None if len(kept) == len(self._names) else kept
        else:
            columns = [columns] if isinstance(columns, str) else list(columns)
            missing = [c for c in columns if c not in self._names]
            if missing:
                raise RuntimeError(f"Invalid column, column name: {missing[0]} does not exist. "
                                   f"Columns of the dataset: {self._names}.")
            self._pick = [self._names.index(c) for c in columns]

    def _convert(self, row):
        if self._pick is not None:
            row = [row[i] for i in self._pick]
        return [self._output(c) for c in row]


def _hidden_columns_error():
    rule = "-" * 66
    return RuntimeError(
        f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
        f"\n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n[ERROR] Invalid column id "
        f"encountered. Note: It is unsupported and ambiguous to reuse the same column name for "
        f"an output_column name if it is an input_column name that will already appear as one "
        f"of the output columns. Use unique columns names.\n\n")


class DictIterator(_Iterator):
    """Rows as ``{column name: value}``."""

    _hidden = None      # whether 2.10's debug mode refuses the rows (decided at the first)

    def _convert(self, row):
        if self._hidden is None:
            self._hidden = config_more.get_debug_mode() and self._dataset._hides_columns()
        if self._hidden:
            raise _hidden_columns_error()
        return {n: self._output(c) for n, c in zip(self._names, row)
                if not n.startswith("_meta-")}       # as 2.10, without the '_meta-' columns


def noop_mode():
    """Whether this process is a parameter-server scheduler (``MS_ROLE=MS_SCHED`` when
    ``set_ps_context(enable_ps=True)`` ran): 2.10's iterators then read no data."""
    from .. import context
    return context.get_ps_context("ms_role") == "MS_SCHED"


class DummyIterator:
    """2.10's iterator in the scheduler's no-op mode (``noop_mode``): one row of zeros of the
    pipeline's output shapes and types, then the end."""

    def __init__(self, dataset, mode, output_numpy=False):
        self._columns = dataset.get_col_names()
        self._zeros = [np.zeros(shape, dtype) for shape, dtype in
                       zip(dataset.output_shapes(), dataset.output_types())]
        self._dict, self._numpy, self._done = mode == "dict", output_numpy, False

    def __iter__(self):
        return self

    def __next__(self):
        if self._done:
            raise StopIteration
        self._done = True
        row = [z if self._numpy else Tensor(z) for z in self._zeros]
        return dict(zip(self._columns, row)) if self._dict else row
