"""``Model``: MindSpore's high-level loop: ``train`` / ``fit`` / ``eval`` / ``predict`` with
callbacks (``cb_params`` filled as MindSpore fills them), metrics, mixed precision
(``amp_level``) and loss scaling (``loss_scale_manager``). ``dataset_sink_mode`` runs the same
host loop (as MindSpore does on CPU). minicell extra: ``train(..., progress=True)`` shows a
one-line progress bar with the running loss, and ``model.last_losses`` keeps the step losses.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.Dense(4, 3)
>>> model = ms.Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), 0.1),
...                  metrics={'accuracy'})
>>> data = [(np.ones((8, 4), np.float32), np.zeros((8,), np.int32))] * 3
>>> model.train(2, data, progress=False)
>>> float(model.eval(data)['accuracy'])
1.0
"""
import copy
import sys
import time

import numpy as np

from .. import _checkparam as _validator, nn
from ..common.tensor import Tensor
from ..nn.metrics import Loss, get_metric_fn, get_metrics
from ..common import unsupported as _unsupported
from ..parallel._auto_parallel_context import ParallelMode  # noqa: F401  (scripts import it from train.model)
from ..parallel._auto_parallel_context import get_auto_parallel_context
from . import callback as _callbacks
from .amp import build_train_network
from .callback._callback import (Callback, CallbackManager, InternalCallbackParam, RunContext,
                                 handle_loss)
from .dataset_helper import epoch_batches, iterate_batches, prepare

__all__ = ["Model"]

_KWARGS = ("loss_scale_manager", "keep_batchnorm_fp32", "boost_config_dict", "acc_level")


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


def _dataset_debug_mode():
    """Whether ``dataset.config.set_debug_mode(True)`` is in force. Only minicell.dataset sets
    it, so it is off while that package is not loaded (train does not import the data side)."""
    more = sys.modules.get("minicell.dataset.config_more")
    return more is not None and bool(more.get_debug_mode())


class Model:
    """``Model(network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
    eval_indexes=None, amp_level='O0', boost_level='O0', **kwargs)``; kwargs:
    ``loss_scale_manager``, ``keep_batchnorm_fp32`` (``boost_config_dict``/``acc_level`` are
    accepted and ignored)."""

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
                 eval_indexes=None, amp_level="O0", boost_level="O0", **kwargs):
        for arg in kwargs:
            if arg not in _KWARGS:
                raise ValueError(f"The argument in 'kwargs' should be 'loss_scale_manager' or "
                                 f"'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', "
                                 f"but got '{arg}'.")
        if not isinstance(network, nn.Cell):
            raise TypeError(f"The type of 'network' should be 'Cell', but got type "
                            f"'{type(network).__name__}'.")                  # 2.10's text
        if optimizer is None and amp_level != "O0":
            raise ValueError("Auto mixed precision will not work because 'optimizer' is None.Please "
                             "set amp_level='O0' to disable auto mixed precision or set "
                             "'optimizer' not be None to use auto mixed precision.")
        if loss_fn and not hasattr(loss_fn, "get_inputs"):    # 2.10 reads a loss Cell's inputs
            raise AttributeError(f"'{type(loss_fn).__name__}' object has no attribute 'get_inputs'")
        self._network = network
        self._loss_fn = loss_fn
        self._optimizer = optimizer
        self._amp_level = amp_level
        self._boost_level = boost_level
        self._loss_scale_manager = kwargs.get("loss_scale_manager")
        self._amp_kwargs = {k: kwargs[k] for k in ("loss_scale_manager", "keep_batchnorm_fp32")
                            if k in kwargs}
        if self._loss_scale_manager is not None and optimizer is None:
            raise ValueError("The argument 'optimizer' can not be None when set "
                             "'loss_scale_manager'.")
        self._train_network = self._build_train_network()
        self._metric_fns = get_metrics(metrics) or {}
        self._eval_network, self._eval_indexes = self._build_eval_network(eval_network,
                                                                          eval_indexes)
        self.last_losses = []
        self.batch_num = -1

    # ---- construction ------------------------------------------------------------------------
    def _build_train_network(self):
        # 2.10 tests truthiness: a falsy optimizer (0, [], Tensor(0.)) builds no training step,
        # a Tensor of several elements raises its ambiguous-truth ValueError
        if self._optimizer:
            return build_train_network(self._network, self._optimizer, self._loss_fn,
                                       level=self._amp_level, boost_level=self._boost_level,
                                       **self._amp_kwargs)
        if self._loss_fn:
            return nn.WithLossCell(self._network, self._loss_fn)
        return self._network

    def _build_eval_network(self, eval_network, eval_indexes):
        if not self._metric_fns:
            return eval_network, eval_indexes
        if eval_network is not None:
            if eval_indexes is not None and not (isinstance(eval_indexes, list)
                                                 and len(eval_indexes) == 3):
                raise ValueError(f"The argument 'eval_indexes' must be a list or None. If "
                                 f"'eval_indexes' is a list, length of it must be three. But got "
                                 f"'eval_indexes' {eval_indexes}")
            return eval_network, eval_indexes
        if self._loss_fn is None:
            raise ValueError("If `metrics` is set, `eval_network` must not be None. Do not set "
                             "`metrics` if you don't want an evaluation.")
        cast = self._amp_level in ("O2", "O3", "auto")
        return nn.WithEvalCell(self._network, self._loss_fn, cast), [0, 1, 2]

    @property
    def train_network(self):
        """The training Cell (``TrainOneStepCell`` or ``TrainOneStepWithLossScaleCell``)."""
        return self._train_network

    @property
    def eval_network(self):
        """The evaluation Cell."""
        return self._eval_network

    @property
    def predict_network(self):
        """The network ``predict`` runs."""
        return self._network

    # ---- metrics -----------------------------------------------------------------------------
    def _update_metrics(self, outputs):
        if isinstance(outputs, Tensor):
            outputs = (outputs,)
        if not isinstance(outputs, tuple):
            raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}.")
        idx = self._eval_indexes
        if idx is not None and len(outputs) < 3:
            raise ValueError(f"The length of 'outputs' must be >= 3, but got {len(outputs)}")
        for metric in self._metric_fns.values():
            if idx is None:
                metric.update(*outputs)
            elif isinstance(metric, Loss):
                metric.update(outputs[idx[0]])
            else:
                metric.update(outputs[idx[1]], outputs[idx[2]])

    # ---- train -------------------------------------------------------------------------------
    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1,
              initial_epoch=0, progress=False):
        """Train ``epoch`` epochs (from ``initial_epoch``) over ``train_dataset``; ``callbacks``
        is a Callback or a list of them. ``progress`` (minicell, off as in ``fit``): show a
        progress bar (2.10's train prints nothing of its own)."""
        self._train("train", epoch, train_dataset, callbacks, dataset_sink_mode, sink_size,
                    initial_epoch, None, progress)

    def fit(self, epoch, train_dataset, valid_dataset=None, valid_frequency=1, callbacks=None,
            dataset_sink_mode=False, valid_dataset_sink_mode=False, sink_size=-1,
            initial_epoch=0, progress=False):
        """Train, evaluating on ``valid_dataset`` every ``valid_frequency`` epochs (an int, or a
        list of epoch numbers); the results reach callbacks as ``cb_params.metrics`` and
        ``cb_params.eval_results`` (metrics plus 'eval_loss')."""
        _validator.check_bool(valid_dataset_sink_mode)
        self._train("fit", epoch, train_dataset, callbacks, dataset_sink_mode, sink_size,
                    initial_epoch, (valid_dataset, valid_frequency), progress)

    def _train(self, api, epoch, dataset, callbacks, sink_mode, sink_size, initial_epoch, valid,
               progress):
        # 2.10's order and Validator texts (Model.train / Model.fit)
        _validator.check_bool(sink_mode)
        if api == "train" and sink_mode and _dataset_debug_mode():     # (2.10: not in fit)
            raise ValueError("Dataset sink mode is not supported when dataset pipeline debug "
                             "mode is on. Please manually turn off sink mode.")
        _validator.check_is_int(sink_size)
        _validator.check_positive_int(epoch)
        _validator.check_non_negative_int(initial_epoch)
        if initial_epoch >= epoch:
            raise ValueError(f"For 'Model.{api}', the parameter 'epoch' must bigger than parameter "
                             f"'initial_epoch', but got the parameter 'epoch' is {epoch}, "
                             f"'initial_epoch' is {initial_epoch}.")
        dataset, size = prepare(dataset)
        if size == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file "
                             "firstly.")
        if sink_size < -1 or sink_size == 0:
            word = "argument" if api == "train" else "parameter"
            raise ValueError(f"For 'Model.{api}', The {word} 'sink_size' must be -1 or positive, "
                             f"but got {sink_size}.")
        if valid is not None:
            valid = self._check_valid(*valid)
        cbs = _as_list(callbacks)
        cb_params = InternalCallbackParam(
            cur_step_num=0, train_network=self._train_network, epoch_num=epoch - initial_epoch,
            batch_num=sink_size if sink_mode and sink_size > 0 else size, mode="train",
            loss_fn=self._loss_fn, optimizer=self._optimizer, parallel_mode="stand_alone",
            device_number=1, train_dataset=dataset, list_callback=cbs,
            train_dataset_element=None, network=self._network, last_save_ckpt_step=None,
            latest_ckpt_file=None, loss_scale_mananger=self._loss_scale_manager,
            initial_step=None, dataset_sink_mode=False)
        self.batch_num = cb_params.batch_num
        with CallbackManager(cbs) as runner:
            self._train_loop(epoch, dataset, runner, cb_params, initial_epoch, valid, progress)

    def _check_valid(self, valid_dataset, valid_frequency):
        if not isinstance(valid_frequency, (int, list)):
            raise TypeError(f"For 'Model.fit', the type of 'valid_frequency' must be a list or an "
                            f"integer, but got type {type(valid_frequency)}.")
        if valid_dataset is not None and not self._metric_fns:
            raise ValueError("For 'Model.fit', if valid_dataset is not None, the model argument "
                             "'metrics' can not beNone or empty, you should set the argument "
                             "'metrics' for model.")
        if valid_dataset is not None:
            valid_dataset, _ = prepare(valid_dataset)
        return valid_dataset, valid_frequency

    def _train_loop(self, epoch, dataset, runner, cb_params, initial_epoch, valid, progress):
        run_context = RunContext(cb_params)
        net = self._train_network
        manager = self._loss_scale_manager
        self.last_losses = []
        runner.on_train_begin(run_context)
        epochs = epoch_batches(dataset, epoch - initial_epoch, epoch)
        for ep in range(initial_epoch, epoch):
            cb_params.cur_epoch_num = ep + 1
            runner.on_train_epoch_begin(run_context)
            bar = _Progress(f"epoch {ep + 1}/{epoch}", cb_params.batch_num, progress)
            running, steps = 0.0, 0
            for batch in next(epochs):
                if self._loss_fn is not None and len(batch) != 2:
                    raise ValueError(f"When 'loss_fn' is not None, 'train_dataset' should return "
                                     f"two elements, but got {len(batch)}, please check the number "
                                     f"of elements returned by 'train_dataset'")
                cb_params.cur_step_num += 1
                cb_params.train_dataset_element = batch
                runner.on_train_step_begin(run_context)
                net.set_train(True)
                outputs = net(*batch)
                cb_params.net_outputs = outputs
                if manager is not None and getattr(manager, "get_drop_overflow_update",
                                                   lambda: False)():
                    manager.update_loss_scale(bool(np.all(outputs[1].asnumpy())))
                loss = handle_loss(outputs)
                loss = float(np.mean(loss.asnumpy())) if isinstance(loss, Tensor) else loss
                self.last_losses.append(loss)
                steps += 1
                running += loss
                bar.show(steps, running / steps)
                runner.on_train_step_end(run_context)
                if run_context.get_stop_requested():
                    break
            bar.show(steps, running / max(steps, 1), final=True)
            if valid is not None:
                self._eval_during_train(valid, cb_params, runner)
            _reset(dataset)
            runner.on_train_epoch_end(run_context)
            cb_params.pop("metrics", None)
            cb_params.pop("eval_results", None)
            if run_context.get_stop_requested():
                break
        runner.on_train_end(run_context)

    def _eval_during_train(self, valid, cb_params, runner):
        valid_dataset, freq = valid
        epoch = cb_params.cur_epoch_num
        if valid_dataset is None or not (epoch % freq == 0 if isinstance(freq, int)
                                         else epoch in freq):
            return
        saved = {k: cb_params[k] for k in ("cur_step_num", "batch_num", "dataset_sink_mode",
                                           "net_outputs")}
        internal = set(_callbacks.__all__)
        eval_cbs = [cb for cb in runner._callbacks
                    if type(cb).__name__ not in internal or isinstance(cb, _callbacks.TimeMonitor)]
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid_dataset
        valid_dataset, cb_params.batch_num = prepare(valid_dataset)
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        with CallbackManager(eval_cbs) as eval_runner:
            self._eval_loop(valid_dataset, eval_runner, cb_params, add_eval_loss=True)
        cb_params.mode = "train"
        cb_params.update(saved)

    # ---- eval / predict ----------------------------------------------------------------------
    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        """Evaluate the metrics over ``valid_dataset``; returns ``{metric name: value}``."""
        _validator.check_bool(dataset_sink_mode)       # 2.10 checks it first (measured)
        if not self._metric_fns:
            raise ValueError("For Model.eval, the model argument 'metrics' can not be None or "
                             "empty, you should set the argument 'metrics' for model.")
        valid_dataset, batch_num = prepare(valid_dataset)
        if callbacks is not None and not isinstance(callbacks, (list, tuple, Callback)):
            raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")
        cbs = _as_list(callbacks)
        cb_params = InternalCallbackParam(
            eval_network=self._eval_network, valid_dataset=valid_dataset,
            batch_num=batch_num, mode="eval", cur_step_num=0,
            list_callback=cbs, network=self._network)
        with CallbackManager(cbs) as runner:
            return self._eval_loop(valid_dataset, runner, cb_params)

    def _eval_loop(self, valid_dataset, runner, cb_params, add_eval_loss=False):
        run_context = RunContext(cb_params)
        cb_params.dataset_sink_mode = False
        for m in self._metric_fns.values():
            m.clear()
        eval_loss = None
        runner.on_eval_begin(run_context)
        runner.on_eval_epoch_begin(run_context)
        self._eval_network.set_train(False)
        for batch in iterate_batches(valid_dataset):
            cb_params.cur_step_num += 1
            cb_params.eval_dataset_element = batch
            runner.on_eval_step_begin(run_context)
            outputs = self._eval_network(*batch)
            cb_params.net_outputs = outputs
            runner.on_eval_step_end(run_context)
            self._update_metrics(outputs)
            if add_eval_loss:      # MindSpore 2.10 restarts it per batch: the last batch's loss
                eval_loss = get_metric_fn("loss")
                eval_loss.update(outputs[self._eval_indexes[0]])
            if run_context.get_stop_requested():
                break
        runner.on_eval_epoch_end(run_context)
        _reset(valid_dataset)
        metrics = {name: m.eval() for name, m in self._metric_fns.items()}
        cb_params.metrics = metrics
        if eval_loss is not None:
            cb_params.eval_results = copy.deepcopy(metrics)
            cb_params.eval_results["eval_loss"] = eval_loss.eval()
        runner.on_eval_end(run_context)
        return metrics

    def predict(self, *predict_data, backend=None, config=None):
        """The network's output for ``predict_data`` (eval mode)."""
        if backend not in ("lite", None):
            raise ValueError(f"For Model.predict, `backend` should be 'lite' or None, but got "
                             f"{backend}")
        _check_predict_data(predict_data)
        self._network.set_train(False)
        return self._network(*predict_data)

    def build(self, train_dataset=None, valid_dataset=None, sink_size=-1, epoch=1,
              sink_mode=True):
        """2.10's data-sink pre-compilation, for Ascend only: its RuntimeError (measured on
        CPU)."""
        raise RuntimeError("Pre-init process only supports Ascend target currently.")

    def infer_predict_layout(self, *predict_data, skip_backend_compile=False):
        """Parameter layouts of a parallel predict network: outside semi-auto/auto parallel,
        2.10's RuntimeError; minicell runs no parallel compilation."""
        mode = get_auto_parallel_context("parallel_mode")
        if mode not in ("semi_auto_parallel", "auto_parallel"):
            raise RuntimeError("Infer predict layout only supports semi auto parallel and auto "
                               "parallel mode.")
        raise _unsupported.UnsupportedError("Model.infer_predict_layout is not supported by "
                                            "minicell: it compiles no parallel strategy.")


def _check_predict_data(items):
    """2.10's ``Model.predict`` input check: Tensors (not empty), None, numbers and strings are
    passed to the network as they are; anything else (a numpy array, a list) is its TypeError
    (measured: 'The types of input data must be in the Union(Tensor, None, int, float, str,
    ...), but got type ndarray.')."""
    kinds = "Tensor, None, int, float, str"
    for item in items:
        if isinstance(item, Tensor):
            if item.size == 0:
                raise ValueError("The input data can not be empty.")
        elif item is not None and not isinstance(item, (int, float, str)):
            raise TypeError(f"The types of input data must be in the Union({kinds}, "
                            f"tuple[{kinds}], list[{kinds}], dict[{kinds}]), but got type "
                            f"{type(item).__name__}.")


def _as_list(callbacks):
    if callbacks is None:
        return []
    if isinstance(callbacks, (list, tuple)):
        return list(callbacks)
    return [callbacks]


def _reset(dataset):
    """Call the dataset's ``reset()``, as 2.10's Model does after each training epoch and after
    an evaluation: a dataset object that counts what it has given (an iterator with a ``reset``)
    starts over; a minicell pipeline's ``reset`` does nothing (each iterator runs afresh)."""
    reset = getattr(dataset, "reset", None)
    if callable(reset):
        reset()
