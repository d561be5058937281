"""``Model``: a small high-level training loop (``train`` / ``eval`` / ``predict``) with a
progress bar showing the running loss, for datasets given as iterables of numpy batches
``(data, label)`` (or anything with MindSpore's ``create_tuple_iterator``).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.Dense(4, 3)
>>> model = ms.Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), 0.1),
...                  metrics={'accuracy'})
>>> data = [(np.ones((8, 4), np.float32), np.zeros((8,), np.int32))] * 3
>>> model.train(2, data, progress=False)
>>> model.eval(data)['accuracy']
1.0
"""
import sys
import time

import numpy as np

from ..common.tensor import Tensor

__all__ = ["Model", "Accuracy", "Loss", "Metric"]


class Metric:
    """Metric protocol: ``clear()``, ``update(*outputs)``, ``eval()``."""

    def clear(self):
        raise NotImplementedError

    def update(self, *inputs):
        raise NotImplementedError

    def eval(self):
        raise NotImplementedError


def _np(x):
    return x.asnumpy() if isinstance(x, Tensor) else np.asarray(x)


class Accuracy(Metric):
    """Fraction of samples whose argmax logit equals the label (index or one-hot)."""

    def __init__(self, eval_type="classification"):
        self.eval_type = eval_type
        self.clear()

    def clear(self):
        self._correct = 0
        self._total = 0

    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'Accuracy.update', expected (logits, labels), got "
                             f"{len(inputs)} inputs")
        y_pred, y = _np(inputs[0]), _np(inputs[1])
        pred = y_pred.argmax(axis=-1)
        if y.ndim == y_pred.ndim:          # one-hot / probability labels
            y = y.argmax(axis=-1)
        self._correct += int((pred == y.reshape(pred.shape)).sum())
        self._total += pred.size

    def eval(self):
        if self._total == 0:
            raise RuntimeError("For 'Accuracy.eval', call update() at least once first")
        return self._correct / self._total


class Loss(Metric):
    """Average of the evaluation loss over batches."""

    def __init__(self):
        self.clear()

    def clear(self):
        self._sum = 0.0
        self._n = 0

    def update(self, *inputs):
        self._sum += float(_np(inputs[0]).mean())
        self._n += 1

    def eval(self):
        if self._n == 0:
            raise RuntimeError("For 'Loss.eval', call update() at least once first")
        return self._sum / self._n


_METRICS = {"accuracy": Accuracy, "acc": Accuracy, "loss": Loss}


def _make_metrics(metrics):
    if metrics is None:
        return {}
    if isinstance(metrics, dict):
        return dict(metrics)
    if isinstance(metrics, (set, list, tuple)):
        out = {}
        for name in metrics:
            cls = _METRICS.get(str(name).lower())
            if cls is None:
                raise KeyError(f"For 'Model', unknown metric {name!r}; known: {sorted(_METRICS)}")
            out[name] = cls()
        return out
    raise TypeError(f"For 'Model', 'metrics' must be a set of names or a dict of Metrics, but "
                    f"got {type(metrics).__name__}")


def _batches(dataset):
    """Iterate one epoch of ``dataset`` as tuples of Tensors."""
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
        yield tuple(b if isinstance(b, Tensor) else Tensor(np.asarray(b)) for b in batch)


class _Progress:
    """A one-line text progress bar with the running (mean) loss."""

    def __init__(self, title, total, enabled, stream=None):
        self.title, self.total, self.enabled = title, total, enabled
        self.stream = stream or sys.stdout
        self.t0 = time.perf_counter()

    def show(self, step, loss, final=False):
        if not self.enabled:
            return
        width = 24
        if self.total:
            done = int(width * step / self.total)
            bar = "=" * done + (">" if done < width else "") + " " * (width - done - 1)
            pos = f"{step}/{self.total}"
        else:
            bar, pos = "=" * (step % width), f"{step}"
        secs = time.perf_counter() - self.t0
        line = f"\r{self.title} [{bar[:width]}] {pos} loss: {loss:.4f} ({secs:.1f}s)"
        self.stream.write(line + ("\n" if final else ""))
        self.stream.flush()


class Model:
    """``Model(network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
    eval_indexes=None, amp_level='O0')``.

    With ``loss_fn`` and ``optimizer``, ``train`` runs ``TrainOneStepCell(WithLossCell(network,
    loss_fn), optimizer)`` on every batch; without ``loss_fn``, ``network`` must return the loss.
    ``eval`` returns ``{metric name: value}``. Both follow the current execution mode.
    """

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
                 eval_indexes=None, amp_level="O0", boost_level="O0", **kwargs):
        from .. import nn
        if amp_level not in ("O0", "O1", "O2", "O3", "auto"):
            raise ValueError(f"For 'Model', 'amp_level' must be one of O0, O1, O2, O3, auto, but "
                             f"got {amp_level!r}")
        if amp_level in ("O2", "O3"):
            network.to_float(__import__("minicell").float16)
        self._network = network
        self._loss_fn = loss_fn
        self._optimizer = optimizer
        self._metrics = _make_metrics(metrics)
        self._eval_indexes = eval_indexes
        if optimizer is not None:
            with_loss = network if loss_fn is None else nn.WithLossCell(network, loss_fn)
            self._train_network = nn.TrainOneStepCell(with_loss, optimizer)
        else:
            self._train_network = None
        if eval_network is not None:
            self._eval_network = eval_network
        elif loss_fn is not None:
            self._eval_network = nn.WithEvalCell(network, loss_fn)
            self._eval_indexes = [0, 1, 2]
        else:
            self._eval_network = None

    @property
    def train_network(self):
        return self._train_network

    @property
    def eval_network(self):
        return self._eval_network

    @property
    def predict_network(self):
        return self._network

    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1,
              initial_epoch=0, progress=True):
        """Train ``epoch`` epochs over ``train_dataset``; returns None (like MindSpore).

        ``callbacks``: callables ``cb(epoch, step, loss)`` called after every step.
        ``progress``: show the progress bar with the running loss.
        """
        if self._train_network is None:
            raise ValueError("For 'Model.train', an optimizer is required: pass "
                             "optimizer=... (and loss_fn=...) to Model")
        if not isinstance(epoch, int) or epoch <= 0:
            raise ValueError(f"For 'Model.train', 'epoch' must be a positive int, but got "
                             f"{epoch!r}")
        cbs = list(callbacks) if isinstance(callbacks, (list, tuple)) else \
            ([] if callbacks is None else [callbacks])
        total = len(train_dataset) if hasattr(train_dataset, "__len__") else None
        self._train_network.set_train(True)
        self.last_losses = []
        for ep in range(initial_epoch, epoch):
            bar = _Progress(f"epoch {ep + 1}/{epoch}", total, progress)
            running, step = 0.0, 0
            for batch in _batches(train_dataset):
                loss = float(self._train_network(*batch).asnumpy())
                step += 1
                running += loss
                self.last_losses.append(loss)
                for cb in cbs:
                    cb(ep + 1, step, loss)
                bar.show(step, running / step)
            bar.show(step, running / max(step, 1), final=True)
        self._train_network.set_train(False)

    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        """Evaluate the metrics over ``valid_dataset``; returns ``{name: value}``."""
        if self._eval_network is None:
            raise ValueError("For 'Model.eval', a loss_fn or an eval_network is required")
        if not self._metrics:
            raise ValueError("For 'Model.eval', no metrics were given to Model")
        self._eval_network.set_train(False)
        for m in self._metrics.values():
            m.clear()
        for batch in _batches(valid_dataset):
            loss, outputs, label = self._eval_network(*batch)
            for m in self._metrics.values():
                if isinstance(m, Loss):
                    m.update(loss)
                else:
                    m.update(outputs, label)
        return {name: m.eval() for name, m in self._metrics.items()}

    def predict(self, *predict_data):
        """The network's output for ``predict_data`` (eval mode)."""
        self._network.set_train(False)
        data = tuple(d if isinstance(d, Tensor) else Tensor(np.asarray(d)) for d in predict_data)
        return self._network(*data)
