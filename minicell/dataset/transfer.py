"""``Dataset.device_que``: MindSpore's ``TransferDataset``, the last stage of a pipeline that
sends its rows to the device for a training graph (``Model.train(dataset_sink_mode=True)``).

minicell's training reads pipelines through iterators, so the stage keeps its columns and
size, refuses to be iterated (as in 2.10) and ``send(num_epochs)`` runs the pipeline in a
background thread into a bounded queue (``config.get_prefetch_size()`` rows), which
``stop_send``/``continue_send`` pause and resume and ``release`` ends. The method is installed
on ``Dataset`` by this module (``datasets.py`` is full).

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).device_que()
>>> data.get_col_names(), data.get_dataset_size()
(['column_0'], 3)
"""
import queue
import threading

from . import config
from .callback import CallbackRun
from .datasets import Dataset

__all__ = ["TransferDataset"]


class TransferDataset(Dataset):
    """``dataset.device_que(send_epoch_end=True, create_data_info_queue=False,
    queue_name='')``: the pipeline's rows sent to a (host) queue by ``send``."""

    def __init__(self, child, send_epoch_end=True, create_data_info_queue=False,
                 queue_name=""):
        for name, value in (("send_epoch_end", send_epoch_end),
                            ("create_data_info_queue", create_data_info_queue)):
            if not isinstance(value, bool):
                raise TypeError(f"Argument {name} with value {value!r} is not of type "
                                f"[<class 'bool'>], but got {type(value)}.")
        if not isinstance(queue_name, str):
            raise TypeError(f"Argument queue_name with value {queue_name!r} is not of type "
                            f"[<class 'str'>], but got {type(queue_name)}.")
        super().__init__([child])
        self.send_epoch_end, self.create_data_info_queue = send_epoch_end, create_data_info_queue
        self.queue_name = queue_name
        self._queue, self._thread = None, None
        self._running, self._stopped = threading.Event(), threading.Event()

    def _build(self, ctx):
        raise RuntimeError("TransferDataset is not iterable.")

    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False,
                              do_copy=True):
        raise RuntimeError("TransferDataset is not iterable.")

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        raise RuntimeError("TransferDataset is not iterable.")

    def __iter__(self):
        raise RuntimeError("TransferDataset is not iterable.")

    def send(self, num_epochs=-1):
        """Start sending ``num_epochs`` epochs (-1: until ``release``) in the background."""
        if isinstance(num_epochs, bool) or not isinstance(num_epochs, int) or \
                (num_epochs < 1 and num_epochs != -1):
            raise ValueError(f"num_epochs should be -1 or a positive int, but got "
                             f"{num_epochs!r}.")
        if self._thread is not None:
            return
        self._queue = queue.Queue(max(1, config.get_prefetch_size()))
        self._running.set()
        child = self.children[0]

        def feed():
            epoch, run = 0, CallbackRun()    # map callbacks run as under an iterator
            while not self._stopped.is_set() and (num_epochs == -1 or epoch < num_epochs):
                rows = child._run(config.pipeline_seed(), epoch, run)
                run.epoch_begin(epoch + 1)
                for row in rows:
                    while not self._put(row):
                        if self._stopped.is_set():
                            return
                run.epoch_end()
                epoch += 1
        self._thread = threading.Thread(target=feed, daemon=True, name="device_que.send")
        self._thread.start()

    def _put(self, row):
        self._running.wait(0.1)
        sink = self._queue
        if sink is None or not self._running.is_set():
            return False
        try:
            sink.put(row, timeout=0.1)
            return True
        except queue.Full:
            return False

    def stop_send(self):
        """Pause sending."""
        self._running.clear()

    def continue_send(self):
        """Resume sending."""
        self._running.set()

    def release(self):
        """Stop sending and drop the queue."""
        self._stopped.set()
        self._running.set()
        self._queue = None

    def get_data_info(self):
        raise RuntimeError("get_data_info needs a device data-info queue "
                           "(device_que(create_data_info_queue=True) on a device): minicell "
                           "sends rows to a host queue.")


def _device_que(self, send_epoch_end=True, create_data_info_queue=False, queue_name=""):
    """The pipeline as a ``TransferDataset`` (its rows sent by ``send``)."""
    return TransferDataset(self, send_epoch_end, create_data_info_queue, queue_name)


Dataset.device_que = _device_que
