"""LossMonitor, TimeMonitor, History, LambdaCallback, LearningRateScheduler."""
import math
import time

import numpy as np

from ..._checkparam import check_bool, check_non_negative_int, check_positive_int
from ...common.tensor import Tensor
from ._callback import Callback, handle_loss

__all__ = ["LossMonitor", "TimeMonitor", "History", "LambdaCallback", "LearningRateScheduler"]


class LossMonitor(Callback):
    """Prints ``epoch: E step: S, loss is L`` every ``per_print_times`` steps (0: never) and the
    eval metrics at the end of an epoch of ``Model.fit``; raises on a NaN/INF loss."""

    def __init__(self, per_print_times=1):
        super().__init__()
        # 2.10's Validator with no argument name ('The input value must be int ...', measured)
        self._per_print_times = check_non_negative_int(per_print_times)
        self._last_print_time = 0

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        epoch = cb_params.get("cur_epoch_num", 1)
        loss = handle_loss(cb_params.net_outputs)
        step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        if isinstance(loss, float) and (np.isnan(loss) or np.isinf(loss)):
            raise ValueError(f"In epoch: {epoch} step: {step_in_epoch}, loss is NAN or INF, "
                             f"training process cannot continue, terminating training.")
        every = self._per_print_times
        if every == 0:
            return
        while cb_params.cur_step_num <= self._last_print_time:   # a new train() run
            self._last_print_time -= max(every, cb_params.batch_num
                                         if cb_params.get("dataset_sink_mode") else 1)
        if cb_params.cur_step_num - self._last_print_time >= every:
            self._last_print_time = cb_params.cur_step_num
            print(f"epoch: {epoch} step: {step_in_epoch}, loss is {loss}", flush=True)

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        metrics = cb_params.get("metrics")
        if metrics:
            # numpy scalars print as plain numbers ({'mse': 9.0}), as under MindSpore's numpy 1.x
            shown = {k: v.item() if isinstance(v, np.generic) else v for k, v in metrics.items()}
            print("Eval result: epoch %d, metrics: %s" % (cb_params.cur_epoch_num, shown))


class TimeMonitor(Callback):
    """Prints ``Train epoch time: X ms, per step time: Y ms`` after every epoch (``data_time``:
    also the time spent waiting for data)."""

    def __init__(self, data_size=None, data_time=False):
        super().__init__()
        check_bool(data_time, "data_time")
        self.data_size = data_size
        self.data_time = data_time
        self.epoch_time = time.time()
        self.data_time_sum = 0.0
        self.data_time_start = 0.0

    def on_train_step_begin(self, run_context):
        if self.data_time:
            self.data_time_sum += time.time() - self.data_time_start

    def on_train_step_end(self, run_context):
        if self.data_time:
            self.data_time_start = time.time()

    def epoch_begin(self, run_context):
        self.epoch_time = time.time()
        if self.data_time:
            self.data_time_sum = 0.0
            self.data_time_start = time.time()

    def epoch_end(self, run_context):
        epoch_ms = (time.time() - self.epoch_time) * 1000
        cb_params = run_context.original_args()
        steps = self.data_size
        batch_num = cb_params.get("batch_num")
        if isinstance(batch_num, int) and batch_num > 0:
            steps = batch_num
        check_positive_int(steps)
        log = "{} epoch time: {:5.3f} ms, per step time: {:5.3f} ms".format(
            cb_params.get("mode", "").title(), epoch_ms, epoch_ms / steps)
        if self.data_time:
            log += " (data time: {:5.3f} ms)".format(self.data_time_sum * 1000 / steps)
        print(log, flush=True)


class History(Callback):
    """Records ``net_output`` (the mean loss) and the eval metrics of every epoch in
    ``self.history`` ({name: [value per epoch]}) and the epoch numbers in ``self.epoch``."""

    def __init__(self):
        super().__init__()
        self.history = {}
        self.epoch = None

    def begin(self, run_context):
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        self.epoch["epoch"].append(cb_params.get("cur_epoch_num", 1))
        out = cb_params.net_outputs
        if isinstance(out, (tuple, list)) and out and isinstance(out[0], Tensor):
            out = out[0]
        if isinstance(out, Tensor):
            out = np.mean(out.asnumpy())
        record = {"net_output": out}
        record.update(cb_params.get("metrics") or {})
        for k, v in record.items():
            self.history.setdefault(k, []).append(v)


_NOOP = lambda run_context: None  # noqa: E731


class LambdaCallback(Callback):
    """A callback made of functions ``f(run_context)`` for any of the on_train_* / on_eval_*
    hooks."""

    def __init__(self, on_train_epoch_begin=None, on_train_epoch_end=None, on_train_step_begin=None,
                 on_train_step_end=None, on_train_begin=None, on_train_end=None,
                 on_eval_epoch_begin=None, on_eval_epoch_end=None, on_eval_step_begin=None,
                 on_eval_step_end=None, on_eval_begin=None, on_eval_end=None):
        super().__init__()
        for name, fn in list(locals().items()):
            if name.startswith("on_"):
                setattr(self, name, fn or _NOOP)


class LearningRateScheduler(Callback):
    """After every step sets the optimizer's learning rate to
    ``learning_rate_function(lr, cur_step_num)``."""

    def __init__(self, learning_rate_function):
        super().__init__()
        self.learning_rate_function = learning_rate_function

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        lr_param = cb_params.optimizer.learning_rate
        lr = float(np.array2string(lr_param.asnumpy()))
        new_lr = self.learning_rate_function(lr, cb_params.cur_step_num)
        if not math.isclose(lr, new_lr, rel_tol=1e-10):
            lr_param.set_data(Tensor(np.asarray(new_lr, lr_param.dtype.np_dtype)))


