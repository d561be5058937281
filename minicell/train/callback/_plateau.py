"""EarlyStopping and ReduceLROnPlateau: act on a monitored value at the end of each epoch
('loss': the training loss, else a key of the ``Model.fit`` eval results such as 'eval_loss')."""
import logging

import numpy as np

from ..._checkparam import (INC_NEITHER, check_bool, check_float_range, check_non_negative_int,
                            check_value_type)
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .._load_net import load_param_into_net
from ._callback import Callback, handle_loss

__all__ = ["EarlyStopping", "ReduceLROnPlateau"]

_SMALLER_BETTER = ("hausdorff_distance", "mae", "mse", "loss", "perplexity",
                   "mean_surface_distance", "root_mean_square_distance", "eval_loss")
_LOG = logging.getLogger("minicell")


class _Plateau(Callback):
    """Shared: the monitored value and the improvement test."""

    def __init__(self, cls, monitor, min_delta, patience, verbose, mode):
        super().__init__()
        # 2.10's Validator checks (its texts, no class name; measured)
        self.monitor = check_value_type("monitor", monitor, str)
        self.min_delta = abs(check_value_type("min_delta", min_delta, [float, int]))
        self.patience = check_non_negative_int(patience)
        self.verbose = check_bool(verbose)
        self.mode = check_value_type("mode", mode, str)
        if mode not in ("auto", "min", "max"):
            raise ValueError(f"mode should be 'auto', 'min' or 'max', but got {mode}.")
        self._cls = cls
        self._reset_best()

    def _minimize(self):
        return self.mode == "min" or (self.mode == "auto" and self.monitor in _SMALLER_BETTER)

    def _reset_best(self):
        self.best = np.inf if self._minimize() else -np.inf

    def is_improvement(self, a, b):
        if self._minimize():
            return np.less(a, b - self.min_delta)
        return np.greater(a, b + self.min_delta)

    def _monitor_value(self, cb_params):
        candidates = {}
        if self.monitor == "loss":
            value = handle_loss(cb_params.get("net_outputs"))
            if isinstance(value, Tensor):
                value = float(np.mean(value.asnumpy()))
        else:
            candidates = cb_params.get("eval_results", {})
            value = candidates.get(self.monitor)
        if value is None:
            _LOG.warning("%s is conditioned on %s, which is not available. Available choices "
                         "are: %s", self._cls, self.monitor, {"loss", *candidates})
            return None
        if isinstance(value, np.ndarray) and value.shape != ():
            raise ValueError(f"{self._cls} only supports scalar monitor now.")
        return np.array(value)


class EarlyStopping(_Plateau):
    """Stops training when the monitored value has not improved by ``min_delta`` for
    ``patience`` epochs; ``restore_best_weights`` reloads the best epoch's Parameters."""

    def __init__(self, monitor="eval_loss", min_delta=0, patience=0, verbose=False, mode="auto",
                 baseline=None, restore_best_weights=False):
        super().__init__("EarlyStopping", monitor, min_delta, patience, verbose, mode)
        self.baseline = baseline
        self.restore_best_weights = check_bool(restore_best_weights)
        self.wait = 0
        self.stopped_epoch = 0
        self.best_weights_param_dict = None

    def on_train_begin(self, run_context):
        self.wait = 0
        self.stopped_epoch = 0
        self._reset_best()
        self.best_weights_param_dict = None

    @staticmethod
    def _snapshot(net):
        return {p.name: Parameter(Tensor(p.asnumpy().copy()), name=p.name)
                for p in net.get_parameters()}

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        current = self._monitor_value(cb_params)
        if current is None:
            return
        net = cb_params.train_network if self.restore_best_weights else None  # only then read
        if self.restore_best_weights and self.best_weights_param_dict is None:
            self.best_weights_param_dict = self._snapshot(net)
        self.wait += 1
        if self.is_improvement(current, self.best):
            self.best = current
            if self.restore_best_weights:
                self.best_weights_param_dict = self._snapshot(net)
            if self.baseline is None or self.is_improvement(current, self.baseline):
                self.wait = 0
        if self.wait >= self.patience:
            self.stopped_epoch = cb_params.get("cur_epoch_num")
            run_context.request_stop()
            if self.restore_best_weights and self.best_weights_param_dict is not None:
                if self.verbose:
                    print("Restoring model weights from the end of the best epoch.")
                load_param_into_net(net, self.best_weights_param_dict)

    def on_train_end(self, run_context):
        if self.stopped_epoch > 0 and self.verbose:
            print("Epoch %05d: early stopping" % self.stopped_epoch)


class ReduceLROnPlateau(_Plateau):
    """Multiplies the (fixed) learning rate by ``factor`` when the monitored value has not
    improved for ``patience`` epochs, then waits ``cooldown`` epochs; never below ``min_lr``."""

    def __init__(self, monitor="eval_loss", factor=0.1, patience=10, verbose=False, mode="auto",
                 min_delta=1e-4, cooldown=0, min_lr=0):
        super().__init__("ReduceLROnPlateau", monitor, min_delta, patience, verbose, mode)
        self.factor = check_float_range(factor, 0.0, 1.0, INC_NEITHER)
        self.cooldown = check_non_negative_int(cooldown)
        self.min_lr = check_value_type("min_lr", min_lr, [float, int])
        self.cooldown_counter = 0
        self.wait = 0

    def on_train_begin(self, run_context):
        self.cooldown_counter = 0
        self.wait = 0
        self._reset_best()

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        lr = cb_params.optimizer.learning_rate
        if not isinstance(lr, Parameter) or lr.ndim != 0:
            raise ValueError("ReduceLROnPlateau does not support dynamic learning rate and group "
                             "learning rate now.")
        current = self._monitor_value(cb_params)
        if current is None:
            return
        if self.cooldown_counter > 0:
            self.cooldown_counter -= 1
            self.wait = 0
        if self.is_improvement(current, self.best):
            self.best = current
            self.wait = 0
        elif self.cooldown_counter <= 0:
            self.wait += 1
            if self.wait >= self.patience:
                cur = np.float32(lr.asnumpy())
                if cur > self.min_lr:       # float32 arithmetic, as on the Parameter
                    new_lr = max(cur * np.float32(self.factor), self.min_lr)
                    lr.set_data(Tensor(np.asarray(new_lr, lr.dtype.np_dtype)))
                    if self.verbose:
                        print("Epoch %05d: ReduceLROnPlateau reducing learning rate to %s."
                              % (cb_params.cur_epoch_num, new_lr))
                self.cooldown_counter = self.cooldown
                self.wait = 0
