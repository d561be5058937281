"""Datasets for ``Model``: ``iterate_batches`` and ``epoch_batches`` (the adapters from
"anything iterable" to tuples of Tensors), ``DatasetHelper``, ``connect_network_with_dataset``
and ``data_sink``.

A dataset is a ``minicell.dataset`` pipeline, anything else with ``create_tuple_iterator()``, an
iterable of tuples/lists/dicts of arrays, or a callable returning such an iterator. A pipeline
is read by a background thread that also moves each batch to the device, ``PREFETCH`` batches
ahead of the training step (``DevicePrefetcher``), so a compiled step does not wait for input;
one pipeline iterator serves all the epochs of a run, so each epoch is reshuffled. Other inputs
are iterated as they are, in the caller's thread. There is no device queue: "sink mode" runs
the same host loop, ``sink_size`` steps at a time.
"""
import functools
import itertools
import queue
import threading

import numpy as np

from ..common.tensor import Tensor
from ..nn.cell import Cell

__all__ = ["DatasetHelper", "connect_network_with_dataset", "data_sink"]


def _as_tensor(x):
    return x if isinstance(x, Tensor) else Tensor(np.asarray(x))


PREFETCH = 2      # batches the prefetch thread keeps ready on the device


class DevicePrefetcher:
    """Iterates ``rows`` (tuples of numpy arrays) as tuples of Tensors on the device, made by a
    background thread up to ``depth`` batches ahead; an error in the thread is raised here.
    ``close()`` (or leaving a ``with`` block) stops the thread early."""

    _END = object()

    def __init__(self, rows, depth=PREFETCH):
        self._queue = queue.Queue(depth)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._fill, args=(rows,), daemon=True,
                                        name="minicell-prefetch")
        self._thread.start()

    def _put(self, item):
        while not self._stop.is_set():
            try:
                self._queue.put(item, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def _fill(self, rows):
        try:
            for row in rows:
                if not self._put(tuple(_as_tensor(c) for c in row)):
                    return
            self._put(self._END)
        except BaseException as e:  # handed to the consumer, raised in its thread
            self._put(e)

    def __iter__(self):
        return self

    def __next__(self):
        item = self._queue.get()
        if isinstance(item, tuple):
            return item
        self._thread.join()
        if item is self._END:
            raise StopIteration
        raise item

    def close(self):
        """Stop the background thread (it ends after the batch it is making)."""
        self._stop.set()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _is_pipeline(dataset):
    """A ``minicell.dataset`` pipeline (or another with MindSpore's full Dataset API)."""
    return hasattr(dataset, "create_tuple_iterator") and hasattr(dataset, "get_col_names")


def _prefetched(rows):
    """One epoch of ``rows`` through a ``DevicePrefetcher`` (stopped when left early)."""
    with DevicePrefetcher(rows) as batches:
        yield from batches


def epoch_batches(dataset, epochs, num_epochs=None):
    """``epochs`` iterables, one per epoch, of ``dataset``'s batches as tuples of Tensors. A
    pipeline is read by one iterator over all the epochs (so each is reshuffled) and
    prefetched to the device; ``num_epochs`` (default ``epochs``): the iterator's, counted
    from the first epoch (2.10's Model gives it the final epoch, so that a pipeline resumed
    by ``set_init_step`` at a later epoch still has that many)."""
    if _is_pipeline(dataset):
        it = dataset.create_tuple_iterator(num_epochs=num_epochs or epochs, output_numpy=True)
        for _ in range(epochs):
            yield _prefetched(it)
    else:
        for _ in range(epochs):
            yield iterate_batches(dataset)


def iterate_batches(dataset):
    """One epoch of ``dataset`` as tuples of Tensors (extend here for new dataset kinds)."""
    if _is_pipeline(dataset):
        yield from _prefetched(dataset.create_tuple_iterator(num_epochs=1, output_numpy=True))
        return
    if hasattr(dataset, "create_tuple_iterator"):
        it = dataset.create_tuple_iterator()
    elif callable(dataset) and not hasattr(dataset, "__iter__"):
        it = dataset()
    else:
        it = iter(dataset)
    for batch in it:
        if isinstance(batch, dict):
            batch = tuple(batch.values())
        if not isinstance(batch, (tuple, list)):
            batch = (batch,)
        yield tuple(_as_tensor(b) for b in batch)


class DatasetTypeError(TypeError, AttributeError):
    """A dataset argument that is no dataset (``model.train(1, None)``): a TypeError, and the
    AttributeError MindSpore 2.10 raises asking it for ``get_dataset_size``."""


def dataset_size(dataset):
    """Batches per epoch, or None when unknown."""
    if hasattr(dataset, "get_dataset_size"):
        return dataset.get_dataset_size()
    if hasattr(dataset, "__len__"):
        return len(dataset)
    return None


def prepare(dataset):
    """``(dataset, batches per epoch)`` for a training run: a one-shot iterator (a generator)
    is kept as a list so that every epoch sees it, an unsized callable is counted once."""
    if isinstance(dataset, (str, bytes)) or not (hasattr(dataset, "get_dataset_size")
                                                 or hasattr(dataset, "__iter__")
                                                 or callable(dataset)):
        raise DatasetTypeError(f"'{type(dataset).__name__}' object has no attribute "
                               f"'get_dataset_size'")      # 2.10's text
    size = dataset_size(dataset)
    if size is not None:
        return dataset, size
    if hasattr(dataset, "__next__"):
        dataset = list(dataset)
        return dataset, len(dataset)
    return dataset, sum(1 for _ in iterate_batches(dataset))


class DatasetHelper:
    """Iterates ``dataset`` as tuples of Tensors; in sink mode one "epoch" of the helper is
    ``sink_size`` steps (-1: the whole dataset)."""

    def __init__(self, dataset, dataset_sink_mode=True, sink_size=-1, epoch_num=1):
        if not isinstance(dataset_sink_mode, bool):
            raise TypeError(f"The input value must be a bool, but got "
                            f"{type(dataset_sink_mode).__name__}.")
        if isinstance(sink_size, bool) or not isinstance(sink_size, int):
            raise TypeError(f"For 'DatasetHelper', the type of 'sink_size' should be 'int', but got "
                            f"'{type(sink_size).__name__}'.")
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"The 'sink_size' must be -1 or positive, but got sink_size "
                             f"{sink_size}.")
        self.dataset = dataset
        self.dataset_sink_mode = bool(dataset_sink_mode)
        self._sink_size = sink_size
        self.epoch_num = epoch_num
        self._cycle = None

    def sink_size(self):
        """Steps per helper epoch."""
        if self.dataset_sink_mode and self._sink_size != -1:
            return self._sink_size
        return dataset_size(self.dataset)

    def __iter__(self):
        if not self.dataset_sink_mode or self._sink_size == -1:
            return iterate_batches(self.dataset)
        if self._cycle is None:
            self._cycle = self._endless()
        return itertools.islice(self._cycle, self._sink_size)

    def _endless(self):
        while True:
            empty = True
            for batch in iterate_batches(self.dataset):
                empty = False
                yield batch
            if empty:
                return

    def types_shapes(self):
        """(dtypes, shapes) of the first batch."""
        first = next(iterate_batches(self.dataset))
        return [t.dtype for t in first], [t.shape for t in first]

    def get_data_info(self):
        """Same as ``types_shapes``."""
        return self.types_shapes()

    def stop_send(self):
        """No device queue: nothing to stop."""

    def release(self):
        """No device queue: nothing to release."""

    def continue_send(self):
        """No device queue: nothing to resume."""


class _SinkNetwork(Cell):
    """Calls ``network`` on the next batch of a sink-mode ``DatasetHelper`` (no inputs)."""

    def __init__(self, network, helper):
        super().__init__(auto_prefix=False)
        self.network = network
        self._helper = helper
        self._it = None

    def __call__(self, *args):
        if args:
            raise TypeError("The network connected with a dataset takes no inputs, but got "
                            f"{len(args)}.")
        if self._it is None:
            self._it = self._helper._endless()
        return self.network(*next(self._it))


def connect_network_with_dataset(network, dataset_helper):
    """A Cell that runs ``network`` on the next batch of ``dataset_helper`` on every call."""
    if not isinstance(dataset_helper, DatasetHelper):
        raise TypeError(f"For 'connect_network_with_dataset', 'dataset_helper' must be a "
                        f"DatasetHelper, but got {type(dataset_helper).__name__}.")
    if not dataset_helper.dataset_sink_mode:
        raise RuntimeError("The API 'connect_network_with_dataset' should be called in dataset "
                           "sink mode.")
    return _SinkNetwork(network, dataset_helper)


def data_sink(fn, dataset, sink_size=1, jit_config=None, input_signature=None):
    """A function that, on every call, runs ``fn(*batch)`` on the next ``sink_size`` batches of
    ``dataset`` (cycling through epochs) and returns the last result."""
    if isinstance(sink_size, bool) or not isinstance(sink_size, int):
        raise TypeError(f"For 'Data sink', the type of 'sink_size' should be 'int', but got "
                        f"'{type(sink_size).__name__}'.")
    if sink_size <= 0:
        raise ValueError(f"The 'sink_size' must be positive, but got sink_size {sink_size}.")
    helper = DatasetHelper(dataset, True, sink_size)

    @functools.wraps(fn)
    def sink_process(*args, **kwargs):
        out = None
        for batch in helper:
            out = fn(*batch)
        return out
    return sink_process
