"""``mindspore.dataset.callback``: ``DSCallback`` (hooks a ``map(..., callbacks=...)`` calls as
the pipeline runs) and ``WaitedDSCallback`` (a ``DSCallback`` that is also a training
``Callback`` and waits for the training loop before each dataset step or epoch).

As in MindSpore 2.10, an iterator's run calls ``ds_begin`` once, then per epoch
``ds_epoch_begin``, ``ds_step_begin``/``ds_step_end`` around the map's operations on every
``step_size``-th row (steps 1, 1 + step_size, ...), and ``ds_epoch_end``. Each gets a context
with ``cur_epoch_num`` (1-based; 0 in ``ds_begin``), ``cur_step_num_in_epoch`` and
``cur_step_num`` (rows through the map so far, over all epochs). The queries that run the
pipeline (``get_dataset_size``, ``output_shapes``...) call no callback. A map with callbacks
runs its rows one at a time, in order, in the thread that reads the pipeline.

>>> import minicell.dataset as ds
>>> class Steps(ds.DSCallback):
...     def __init__(self):
...         super().__init__()
...         self.seen = []
...     def ds_step_end(self, ctx):
...         self.seen.append(ctx.cur_step_num)
>>> cb = Steps()
>>> _ = [r for r in ds.NumpySlicesDataset([5, 6], shuffle=False).map(lambda x: x, callbacks=cb)]
>>> cb.seen
[1, 2]
"""
import threading

from ..train.callback import Callback
from . import config
from .core.validator_helpers import check_independent_mode

__all__ = ["DSCallback", "WaitedDSCallback"]

_HOOKS = ("ds_begin", "ds_epoch_begin", "ds_epoch_end", "ds_step_begin", "ds_step_end")


class DSRunContext:
    """What a dataset callback receives: the position of the pipeline run."""

    def __init__(self, cur_epoch_num=0, cur_step_num_in_epoch=0, cur_step_num=0):
        self.cur_epoch_num = cur_epoch_num
        self.cur_step_num_in_epoch = cur_step_num_in_epoch
        self.cur_step_num = cur_step_num


def _check_step_size(step_size):
    if isinstance(step_size, bool):
        raise TypeError(f"Argument step_size with value {step_size} is not of type "
                        f"(<class 'int'>,), but got {type(step_size)}.")
    if not isinstance(step_size, int):
        raise TypeError(f"Argument step_size with value {step_size} is not of type "
                        f"[<class 'int'>], but got {type(step_size)}.")
    if not 1 <= step_size <= 2 ** 31 - 1:
        raise ValueError("Input step_size is not within the required interval of "
                         "[1, 2147483647].")
    return step_size


_NO_HOOK = ("Inheriting Callback class without overriding any methods, check the usage of user "
            "defined Callback.")


class DSCallback:
    """Base class of dataset pipeline callbacks: override any of ``ds_begin``,
    ``ds_epoch_begin``, ``ds_epoch_end``, ``ds_step_begin``, ``ds_step_end`` (each takes the
    run context). The step hooks run every ``step_size`` rows."""

    def __init__(self, step_size=1):
        self.step_size = _check_step_size(step_size)

    def ds_begin(self, ds_run_context):
        """Called before the pipeline starts."""

    def ds_epoch_begin(self, ds_run_context):
        """Called before each epoch."""

    def ds_epoch_end(self, ds_run_context):
        """Called after each epoch."""

    def ds_step_begin(self, ds_run_context):
        """Called before a step's row goes through the map's operations."""

    def ds_step_end(self, ds_run_context):
        """Called after a step's row went through the map's operations."""

    def _hooks(self):
        """{hook name: bound method} of the hooks this class overrides (AttributeError as
        MindSpore when none)."""
        hooks = {h: getattr(self, h) for h in _HOOKS
                 if getattr(type(self), h) is not getattr(DSCallback, h)}
        if not hooks:
            raise AttributeError(_NO_HOOK)
        return hooks


class WaitedDSCallback(Callback, DSCallback):
    """A dataset callback synchronised with training: pass it both to ``map(callbacks=...)``
    and to ``Model.train(callbacks=...)``. From the second step (epoch) on, the pipeline waits
    for the training step (epoch) to end, then calls ``sync_step_begin(train_run_context,
    ds_run_context)`` (``sync_epoch_begin``) with the training callback's run context.
    ``step_size`` is the rows per training step (the batch size). A wait longer than
    ``config.get_callback_timeout()`` seconds raises ``RuntimeError``."""

    def __init__(self, step_size=1):
        super().__init__()
        self.step_size = _check_step_size(step_size)
        self.step_event, self.step_run_context = threading.Event(), None
        self.epoch_event, self.epoch_run_context = threading.Event(), None
        self.training_ended = False

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        """Called before a dataset epoch, after the previous training epoch ended."""

    def sync_step_begin(self, train_run_context, ds_run_context):
        """Called before a dataset step, after the previous training step ended."""

    def epoch_end(self, run_context):
        """Training hook: releases the pipeline's wait before its next epoch."""
        self.epoch_run_context = run_context
        self.epoch_event.set()

    def step_end(self, run_context):
        """Training hook: releases the pipeline's wait before its next step."""
        self.step_run_context = run_context
        self.step_event.set()

    def end(self, run_context):
        """Training hook: training ended, the pipeline waits no more."""
        self.epoch_end(run_context)
        self.step_end(run_context)
        self.training_ended = True

    @staticmethod
    def _wait(event, hook):
        timeout = config.get_callback_timeout()
        ok = event.wait(timeout=timeout)
        event.clear()
        if not ok:
            raise RuntimeError(f"{hook} timed out after {timeout} second(s).")

    def ds_epoch_begin(self, ds_run_context):
        """Waits for the training epoch's end, then calls ``sync_epoch_begin``."""
        if ds_run_context.cur_epoch_num > 1:
            if not self.training_ended:
                self._wait(self.epoch_event, "ds_epoch_begin")
            self.sync_epoch_begin(self.epoch_run_context, ds_run_context)

    def ds_step_begin(self, ds_run_context):
        """Waits for the training step's end, then calls ``sync_step_begin``."""
        if ds_run_context.cur_step_num > self.step_size:
            if not self.training_ended:
                self._wait(self.step_event, "ds_step_begin")
            self.sync_step_begin(self.step_run_context, ds_run_context)

    def _hooks(self):
        hooks = {}
        if type(self).sync_step_begin is not WaitedDSCallback.sync_step_begin:
            hooks["ds_step_begin"] = self.ds_step_begin
        if type(self).sync_epoch_begin is not WaitedDSCallback.sync_epoch_begin:
            hooks["ds_epoch_begin"] = self.ds_epoch_begin
        if not hooks:
            raise AttributeError(_NO_HOOK)
        return hooks


def check_callbacks(callbacks):
    """``map``'s ``callbacks`` argument as a list of ``DSCallback`` (TypeError as MindSpore)."""
    if callbacks is None:
        return []
    items = callbacks if isinstance(callbacks, list) else [callbacks]
    for i, cb in enumerate(items):
        if not isinstance(cb, DSCallback):
            arg = f"callbacks[{i}]" if isinstance(callbacks, list) else "callbacks"
            raise TypeError(f"Argument {arg} with value {cb!r} is not of type [{DSCallback}], "
                            f"but got {type(cb)}.")
    check_independent_mode("Dataset Callbacks")
    return list(items)


def _call(hook, fn, ctx):
    try:
        fn(ctx)
    except Exception as e:
        raise RuntimeError(f"Exception thrown from dataset pipeline: the dataset callback's "
                           f"{hook} failed. Error description: {type(e).__name__}: {e}") from e


class _MapCallbacks:
    """The callbacks of one ``map`` in one iterator's run, with its step counters."""

    def __init__(self, callbacks):
        self.hooks = [(cb.step_size, cb._hooks()) for cb in callbacks]
        self.epoch = self.in_epoch = self.total = 0
        self.started = False

    def _fire(self, hook, step=None):
        ctx = DSRunContext(self.epoch, self.in_epoch, self.total)
        for size, hooks in self.hooks:
            if hook in hooks and (step is None or (step - 1) % size == 0):
                _call(hook, hooks[hook], ctx)

    def epoch_begin(self, epoch):
        if not self.started:
            self.started = True
            self._fire("ds_begin")
        self.epoch, self.in_epoch = epoch, 0
        self._fire("ds_epoch_begin")

    def epoch_end(self):
        self._fire("ds_epoch_end")

    def step(self, run):
        """``run()`` (the map's operations on one row) between the step hooks."""
        self.in_epoch += 1
        self.total += 1
        step = self.in_epoch
        self._fire("ds_step_begin", step)
        out = run()
        self._fire("ds_step_end", step)
        return out


class _Stepped:
    """A map's row function counting steps and calling the step hooks around each row."""

    def __init__(self, state, fn):
        self.state, self.fn = state, fn

    def __call__(self, row):
        return self.state.step(lambda: self.fn(row))

    def random(self, row, rng):
        return self.state.step(lambda: self.fn.random(row, rng))


def stepped(run, node, fn):
    """The map ``node``'s row function: ``fn``, with the node's callbacks around each row when
    an iterator's ``run`` reads the pipeline."""
    return run.wrap(node, node._callbacks, fn) if run is not None and node._callbacks else fn


def sequential(mapped, fn):
    """``mapped`` (the Grain stage applying ``fn``), read one row at a time, in order, by the
    reading thread when ``fn`` calls callbacks."""
    from . import _grain
    if isinstance(fn, _Stepped) and _grain.is_map(mapped):
        return _grain.PyIterDataset(lambda: (mapped[i] for i in range(len(mapped))))
    return mapped


class CallbackRun:
    """The dataset callbacks of one iterator's run: the iterator calls ``epoch_begin`` and
    ``epoch_end``; each ``map`` with callbacks joins (``wrap``) when the epoch is built."""

    def __init__(self):
        self._maps, self._built = {}, set()
        self.kept = {}      # what a stage keeps from epoch to epoch (a map's C++ generators)

    def first_build(self, node):
        """True the first time this run builds ``node`` (a stage's per-iterator setup)."""
        first = id(node) not in self._built
        self._built.add(id(node))
        return first

    def wrap(self, node, callbacks, fn):
        """The map ``node``'s row function ``fn`` with its callbacks around each step."""
        state = self._maps.get(id(node))
        if state is None:
            state = self._maps[id(node)] = (node, _MapCallbacks(callbacks))
        return _Stepped(state[1], fn)

    def epoch_begin(self, epoch):
        for _, state in self._maps.values():
            state.epoch_begin(epoch)

    def epoch_end(self):
        for _, state in self._maps.values():
            state.epoch_end()
