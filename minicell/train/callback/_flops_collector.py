"""FlopsUtilizationCollector: a training callback that prints the model's FLOPs per step and
its model/hardware FLOPs utilization (MFU/HFU), as MindSpore 2.10 does.

The FLOPs are those of the compiled step (``flops_collection`` of the network's
``current_phase``: only MatMul, BatchMatMul and Conv2D, forward and backward; see
``compiler/flops.py``), read once at the end of the first step. GRAPH_MODE only, as in 2.10.
``dataset_sink_mode=True`` prints as 2.10 on CPU, which runs such an epoch step by step: the
per-step lines come as without sink mode. Difference: minicell has no pipeline stages to sum
over.
"""
import os
import stat
import time
from math import floor

from ... import _checkparam as _validator
from ... import log as logger
from ...communication.management import get_group_size, get_rank
from ...compiler.flops import flops_collection
from ...context import GRAPH_MODE, get_context
from ...parallel._auto_parallel_context import auto_parallel_context
from ._callback import Callback

__all__ = ["FlopsUtilizationCollector"]


def _stand_alone():
    return auto_parallel_context().get_parallel_mode() == "stand_alone"


def _write(path, text):
    flags, modes = os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR
    with os.fdopen(os.open(path, flags, modes), "w") as f:
        f.write(text)


def _floored_percentage(label, value, digits):
    value *= 10 ** (digits + 2)
    return label + "{1:.{0}f}%".format(digits, floor(value) / 10 ** digits)


class FlopsUtilizationCollector(Callback):
    """Prints the step's model and hardware FLOPs once, then each step's time and MFU/HFU.

    ``FlopsUtilizationCollector(data_size, computility=1, full_flops=True,
    enable_ma_collector=False)``: ``data_size`` steps between prints (a step whose number is a
    multiple of it prints nothing); ``computility``: the peak FLOPs per second of one device;
    ``full_flops``: report the whole model's FLOPs (False: this device's shard);
    ``enable_ma_collector``: also write ``flops_rank_<id>.txt`` and ``time_step_rank_<id>.txt``
    under ``$MA_LOG_DIR`` (with ``computility=1`` it prints nothing).

    >>> import numpy as np
    >>> import minicell as ms
    >>> from minicell import nn, dataset as ds
    >>> from minicell.train import Model, FlopsUtilizationCollector
    >>> ms.set_context(mode=ms.GRAPH_MODE)
    >>> data = ds.NumpySlicesDataset({"x": np.ones((4, 10), np.float32),
    ...                               "y": np.ones((4, 5), np.float32)}).batch(2)
    >>> net = nn.Dense(10, 5)
    >>> model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    >>> cb = FlopsUtilizationCollector(2, computility=10e6)
    >>> model.train(1, data, callbacks=[cb])          # doctest: +ELLIPSIS
    Full model flops is 400.0, Full hardware flops is 400.0, Shard model flops is 400.0, ...
    Train per step time: ... ms mfu:...% hfu:...%
    """

    def __init__(self, data_size, computility=1, full_flops=True, enable_ma_collector=False):
        super().__init__()
        self.step_time = time.time()
        self.computility = computility
        self.full_mfu = self.full_hfu = self.shard_mfu = self.shard_hfu = 0.0
        self.full_model_flops = self.shard_model_flops = 0.0
        self.full_hardware_flops = self.shard_hardware_flops = 0.0
        self.mfu_calculated = False
        self.data_size = data_size
        self.time_step_path = ""
        self.full_flops = full_flops
        self.verbose = not (computility == 1 and enable_ma_collector)
        self.ma = enable_ma_collector
        self.batch_step_size = None
        _validator.check_bool(full_flops, "full_flops")
        _validator.check_bool(enable_ma_collector, "enable_ma_collector")
        _validator.check_positive_int(data_size, "data_size")

    def step_begin(self, run_context):
        """Remember when the step began (and, once, the steps per sink)."""
        if self.batch_step_size is None:
            self.batch_step_size = self.data_size
            batch_num = getattr(run_context.original_args(), "batch_num", None)
            if isinstance(batch_num, int) and batch_num > 0:
                self.batch_step_size = batch_num
            _validator.check_positive_int(self.batch_step_size)
        self.step_time = time.time()

    def _refuse(self, message):
        if self.verbose:
            raise ValueError(message)
        logger.info(message)
        return False

    def _check_run_mode_valid(self, run_context):
        """Read the compiled step's FLOPs; False (or 2.10's ValueError when verbose) where
        they cannot be had."""
        if get_context("mode") != GRAPH_MODE:
            return self._refuse("FlopsUtilizationCollector now only support graph mode.")
        cb_params = run_context.original_args()
        if cb_params.mode not in ("train", "eval"):
            return self._refuse("FlopsUtilizationCollector only support train and eval mode!")
        network = cb_params.train_network if cb_params.mode == "train" else \
            cb_params.eval_network
        try:
            (self.full_model_flops, self.full_hardware_flops, self.shard_model_flops,
             self.shard_hardware_flops, dynamic) = \
                flops_collection(getattr(network, "current_phase", None))
        except Exception as e:      # noqa: BLE001  (2.10 reports any failure so)
            return self._refuse(f"FlopsUtilizationCollector is not supported because {e}.")
        if dynamic:
            return self._refuse("FlopsUtilizationCollector now do not support dynamic shape.")
        return True

    def _first_step(self, run_context):
        self.full_mfu = self.full_model_flops / self.computility
        self.full_hfu = self.full_hardware_flops / self.computility
        self.shard_mfu = self.shard_model_flops / self.computility
        self.shard_hfu = self.shard_hardware_flops / self.computility
        self.mfu_calculated = True
        if self.ma:
            log_dir = os.path.realpath(os.getenv("MA_LOG_DIR", "./"))
            rank_id = 0 if _stand_alone() else get_rank()
            self.time_step_path = os.path.join(log_dir, f"time_step_rank_{rank_id}.txt")
            stamp = int(round(time.time() * 1000))
            _write(os.path.join(log_dir, f"flops_rank_{rank_id}.txt"),
                   f'flops{{type="model_flops", rank_id="{rank_id}"}} '
                   f'{self.shard_model_flops} {stamp}\n'
                   f'flops{{type="hardware_flops", rank_id="{rank_id}"}} '
                   f'{self.shard_hardware_flops} {stamp}\n')
        if not self.verbose:
            return
        shard = f"Shard model flops is {self.shard_model_flops}, " \
                f"Shard hardware flops is {self.shard_hardware_flops}."
        if self.full_flops:
            full_model = self.full_mfu * self.computility
            full_hardware = self.full_hfu * self.computility
            if not _stand_alone():
                self.full_mfu /= get_group_size()
                self.full_hfu /= get_group_size()
            shard = f"Full model flops is {full_model}, " \
                    f"Full hardware flops is {full_hardware}, " + shard
        print(shard, flush=True)

    def step_end(self, run_context):
        """Print the FLOPs after the first step, then the step's time and MFU/HFU."""
        step_ms = (time.time() - self.step_time) * 1000
        if not self.mfu_calculated:
            if not self._check_run_mode_valid(run_context):
                return
            self._first_step(run_context)
        cb_params = run_context.original_args()
        if cb_params.dataset_sink_mode:
            step_ms = step_ms / self.batch_step_size
        if self.ma:
            rank_id = 0 if _stand_alone() else get_rank()
            _write(self.time_step_path,
                   f'time_monitor{{type="per_step_time", rank_id="{rank_id}"}} {step_ms} '
                   f'{int(round(time.time() * 1000))}\n')
        if self.verbose and cb_params.cur_step_num % self.data_size:
            mfu, hfu = (self.full_mfu, self.full_hfu) if self.full_flops else \
                (self.shard_mfu, self.shard_hfu)
            line = "{} per step time: {:5.3f} ms".format(cb_params.mode.title(), step_ms)
            line += _floored_percentage(" mfu:", 1000 * mfu / step_ms, 2)
            line += _floored_percentage(" hfu:", 1000 * hfu / step_ms, 2)
            print(line, flush=True)
