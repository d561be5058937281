"""``Dataset.sync_wait`` / ``Dataset.sync_update``: a blocking condition in a pipeline, released
by the training loop (MindSpore 2.10's flow control, e.g. to update an augmentation policy
from the last batch's loss), and ``sync_wait_for_dataset``.

``sync_wait(condition_name, num_batch=1, callback=None)`` lets ``num_batch`` batches (rows
times the batch sizes of the ``batch`` stages above it) through when an iterator starts; each
``sync_update(condition_name, num_batch=None, data=None)`` lets ``num_batch`` more through
(default: the ``sync_wait``'s) and calls ``callback(data)``. A wait longer than
``config.get_callback_timeout()`` seconds logs a warning and disables the condition. The
queries that run the pipeline (``get_dataset_size``...) never wait.

These methods are installed on ``Dataset`` by this module (``datasets.py`` is full).

>>> import numpy as np, minicell.dataset as ds
>>> data = ds.NumpySlicesDataset(np.arange(4), shuffle=False).sync_wait("c").batch(2)
>>> out = []
>>> for (x,) in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
...     out.append(x.tolist()); data.sync_update("c")
>>> out
[[0, 1], [2, 3]]
"""
import threading

from .. import log as logger
from . import config
from .core.validator_helpers import check_independent_mode, type_check
from .datasets import Dataset

__all__ = ["SyncWaitDataset", "sync_wait_for_dataset"]


class _BlockRelease:
    """The rows a condition lets through: ``count`` < 0 while some may pass."""

    def __init__(self, rows, callback):
        self.default_rows, self.count = rows, -rows
        self.cv, self.callback, self.disabled = threading.Condition(), callback, False

    def scale(self, batch_size):
        self.default_rows *= batch_size
        self.count *= batch_size

    def reset(self):
        with self.cv:
            self.count = -self.default_rows
            self.cv.notify_all()

    def block(self):
        with self.cv:
            if not self.cv.wait_for(lambda: self.count < 0 or self.disabled,
                                    timeout=config.get_callback_timeout()):
                logger.warning("Timeout happened in sync_wait, maybe dataset.sync_update("
                               "condition=...) is not added after dataset.create_dict_iterator("
                               "...), now disabling lock.")
                self.disabled = True
            self.count += 1

    def release(self, rows=None, data=None):
        with self.cv:
            self.count -= self.default_rows if rows is None else rows
            if self.callback is not None:
                self.callback(data)
            self.cv.notify_all()

    def disable(self):
        with self.cv:
            self.disabled = True
            self.cv.notify_all()


def _nodes(dataset, kind):
    """The ``kind`` stages of the pipeline ending at ``dataset`` (itself included)."""
    found = [dataset] if isinstance(dataset, kind) else []
    for child in dataset.children:
        found += _nodes(child, kind)
    return found


def _notifiers(dataset):
    return {n.condition_name: n.pair for n in reversed(_nodes(dataset, SyncWaitDataset))}


class SyncWaitDataset(Dataset):
    """``dataset.sync_wait(condition_name, num_batch, callback)``."""

    def __init__(self, child, condition_name, num_batch, callback):
        super().__init__([child])
        if num_batch <= 0:
            raise ValueError("num_batch need to be greater than 0.")
        if condition_name in _notifiers(child):
            raise RuntimeError("Condition name is already in use.")
        self.condition_name, self.pair = condition_name, _BlockRelease(num_batch, callback)

    def _build(self, ctx):
        from . import _grain
        parent = self.children[0]._build(ctx)
        if ctx.run is None:         # a query: no waiting
            return parent
        if ctx.run.first_build(self):
            self.pair.reset()
        pair = self.pair

        def rows():
            for row in _grain.to_iter(parent):
                pair.block()
                yield row
        return _grain.PyIterDataset(rows)


def sync_wait(self, condition_name, num_batch=1, callback=None):
    """A blocking condition ``condition_name`` before the next stage: ``num_batch`` batches
    pass when an iterator starts, more on each ``sync_update`` (see ``sync.py``)."""
    type_check(condition_name, (str,), "condition_name")
    type_check(num_batch, (int,), "num_batch")
    check_independent_mode("Dataset sync wait")
    return SyncWaitDataset(self, condition_name, num_batch, callback)


def sync_update(self, condition_name, num_batch=None, data=None):
    """Let ``num_batch`` more batches (default: the ``sync_wait``'s) pass the condition
    ``condition_name`` and call its callback with ``data``."""
    check_independent_mode("Dataset sync update")
    if num_batch is not None and (isinstance(num_batch, bool) or not isinstance(num_batch, int)
                                  or num_batch <= 0):
        _disable(self)
        raise RuntimeError(f"Sync_update batch size can only be positive integer, got: "
                           f"{num_batch}.")
    if not isinstance(condition_name, str):
        raise TypeError(f"Argument condition_name with value {condition_name} is not of type "
                        f"str, but got {type(condition_name)}.")
    notifiers = _notifiers(self)
    if condition_name not in notifiers:
        _disable(self)
        raise RuntimeError("Condition name not found.")
    notifiers[condition_name].release(
        None if num_batch is None else num_batch * self.get_batch_size(), data)


def disable_sync(self):
    """Disable every ``sync_wait`` condition of the pipeline: its rows pass freely."""
    for node in _nodes(self, SyncWaitDataset):
        node.pair.disable()


def is_sync(self):
    """Whether the pipeline has a ``sync_wait`` condition."""
    return bool(_nodes(self, SyncWaitDataset))


def get_sync_notifiers(self):
    """{condition name: its release function(num_rows=None, data=None)}."""
    return {name: pair.release for name, pair in _notifiers(self).items()}


_disable = disable_sync


def _batching(method):
    def batch(self, batch_size, *args, **kwargs):
        out = method(self, batch_size, *args, **kwargs)
        if isinstance(batch_size, int) and batch_size > 0:
            for node in _nodes(self, SyncWaitDataset):     # rows per released batch
                node.pair.scale(batch_size)
        return out
    batch.__doc__, batch.__name__ = method.__doc__, method.__name__
    return batch


def _shuffling(method):
    def shuffle(self, buffer_size):
        if is_sync(self):
            raise RuntimeError("No shuffle after sync operators.")
        return method(self, buffer_size)
    shuffle.__doc__ = method.__doc__
    return shuffle


def sync_wait_for_dataset(rank_id, rank_size, current_epoch):
    """MindSpore's wait for the OBS downloads of every rank's ``OBSMindDataset`` files before an
    epoch: minicell has no OBS datasets, so there is never anything to wait for."""
    for name, value in (("rank_id", rank_id), ("rank_size", rank_size),
                        ("current_epoch", current_epoch)):
        type_check(value, (int,), name)


Dataset.sync_wait, Dataset.sync_update = sync_wait, sync_update
Dataset.disable_sync, Dataset.is_sync = disable_sync, is_sync
Dataset.get_sync_notifiers = get_sync_notifiers
Dataset.batch, Dataset.padded_batch = _batching(Dataset.batch), _batching(Dataset.padded_batch)
Dataset.shuffle = _shuffling(Dataset.shuffle)
