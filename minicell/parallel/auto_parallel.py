"""``mindspore.parallel.auto_parallel.AutoParallel``: 2.10's Cell-level parallel configuration.

``AutoParallel(network, parallel_mode='semi_auto')`` wraps a network (usually the training
step) and holds the parallel settings its methods set (``hsdp``, ``pipeline``,
``dataset_strategy``, ``enable_gradients_mean``, strategy files...). As in 2.10, a call runs
``network`` with those settings put into the auto-parallel context for the call and the
previous context restored after it: ``semi_auto`` is ``semi_auto_parallel``, the two search
modes ``auto_parallel`` with that ``search_mode``, and a run on one device ``stand_alone``
(so on one host it just runs the network, as 2.10 does). Argument checks and texts are 2.10's.

>>> import numpy as np, minicell as ms
>>> from minicell import nn
>>> from minicell.parallel.auto_parallel import AutoParallel
>>> dense = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
>>> net = AutoParallel(nn.WithLossCell(dense, nn.MSELoss()))
>>> x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
>>> net(x, ms.Tensor(np.ones((4, 1), np.float32)))
Tensor(shape=[], dtype=Float32, value= 341.5)
"""
import os

from ..communication.management import get_group_size, get_rank
from ..compiler.api import jit  # noqa: F401  (2.10's module exports these names too)
from ..nn.cell import Cell
from . import _auto_parallel_context as _ctx
from .shard import Layout
from .strategy import set_op_strategy_config

_MODES = ["semi_auto", "sharding_propagation", "recursive_programming"]
_SCHEDULERS = ("1f1b", "gpipe", "seqpipe", "seqvpp", "seqsmartvpp", "zero_bubble_v")


def _check_path(file_path, absolute_json=False):
    if not isinstance(file_path, str):
        raise TypeError(f"the argument 'file_path' must be str, but got the type : "
                        f"{type(file_path)} .")
    if absolute_json:
        if not os.path.isabs(file_path):
            raise KeyError("the argument 'file_path' must be an absolute path.")
        if os.path.splitext(file_path)[1] != ".json":
            raise KeyError("File type must be .json")
    return file_path


class AutoParallel(Cell):
    """``AutoParallel(network, parallel_mode='semi_auto')``: ``network`` run under the parallel
    settings this Cell holds (see the module doc)."""

    def __init__(self, network, parallel_mode="semi_auto"):
        super().__init__(auto_prefix=False)
        self.network = network
        if parallel_mode not in _MODES:
            raise ValueError(f"the argument 'parallel_mode' must be one of {_MODES}, but got "
                             f"the value : {parallel_mode} .")
        self._parallel_mode = parallel_mode
        self._global_rank, self._device_num = get_rank(), get_group_size()
        self._settings = {"init_param_in_compile": True, "dataset_strategy": "data_parallel",
                          "full_batch": False, "enable_parallel_optimizer": False,
                          "pipeline_stages": 1, "comm_fusion": {}, "parameter_broadcast": False,
                          "group_ckpt_save_file": "", "dump_local_norm": False,
                          "dump_local_norm_path": "", "dump_device_local_norm": False,
                          "gradients_mean": False, "loss_repeated_mean": True}
        self._strategy = {"load_file": "", "save_file": "", "only_trainable_params": True}
        self._operator_strategy = {"load": "", "save": ""}
        self._gradient_fp32_sync = True
        self._force_fp32_communication = False
        self._transformer_opt_config = None

    # -- settings (2.10's methods and checks) ----------------------------------------------
    def no_init_parameters_in_compile(self):
        self._settings["init_param_in_compile"] = False

    def load_param_strategy_file(self, file_path):
        self._strategy["load_file"] = _check_path(file_path)

    def save_param_strategy_file(self, file_path):
        self._strategy["save_file"] = _check_path(file_path)

    def disable_strategy_file_only_for_trainable_params(self):
        self._strategy["only_trainable_params"] = False

    def save_operator_strategy_file(self, file_path):
        self._operator_strategy["save"] = _check_path(file_path, absolute_json=True)

    def load_operator_strategy_file(self, file_path):
        self._operator_strategy["load"] = _check_path(file_path, absolute_json=True)

    def dataset_strategy(self, config):
        api = "For 'AutoParallel.dataset_strategy', the"
        if config is None:
            raise ValueError("dataset_strategy is none in config!")
        if isinstance(config, str):
            if config not in ("full_batch", "data_parallel"):
                raise ValueError(f"{api} argument 'config' must be 'full_batch' or "
                                 f"'data_parallel', but got the value : {config}.")
            self._settings["full_batch"] = config == "full_batch"
            self._settings["dataset_strategy"] = config
            return
        if not isinstance(config, tuple):
            raise TypeError(f"{api} argument 'config' must be str or tuple type, but got the "
                            f"type : {type(config)}.")
        for ele in config:
            if isinstance(ele, tuple):
                for dim in ele:
                    if not isinstance(dim, int):
                        raise TypeError(f"{api} element of argument 'config' must be int type, "
                                        f"but got the type : {type(dim)} .")
            elif not isinstance(ele, Layout):
                raise TypeError(f"{api} element of argument 'config' must be tuple or Layout, "
                                f"but got the type : {type(ele)} .")
        self._settings["dataset_strategy"] = config

    def hsdp(self, shard_size=-1, threshold=64, optimizer_level="level1"):
        if not isinstance(shard_size, int) or (shard_size <= 0 and shard_size != -1):
            raise ValueError(f"shard_size must be a positive integer or -1, but got "
                             f"{shard_size}.")
        if not isinstance(threshold, int) or threshold < 0:
            raise ValueError(f"threshold must be a positive integer or 0, but got {threshold}.")
        if optimizer_level not in ["level1", "level2", "level3"]:
            raise ValueError(f"Optimizer level should in ['level1', 'level2', 'level3'], but got "
                             f"{optimizer_level}")
        self._settings["enable_parallel_optimizer"] = True
        self._settings["parallel_optimizer_config"] = {
            "parallel_optimizer_threshold": threshold, "optimizer_level": optimizer_level,
            **({"optimizer_weight_shard_size": shard_size} if shard_size != -1 else {})}

    def pipeline(self, stages=1, output_broadcast=False, interleave=False, scheduler="1f1b"):
        api = "For 'AutoParallel.pipeline', the argument"
        if not isinstance(stages, int):
            raise TypeError(f"{api} 'stages' must be int type, but got the type : "
                            f"{type(stages)}.")
        if stages <= 0:
            raise ValueError(f"{api} 'stages' must be larger than zero, but got value: "
                             f"{stages}.")
        for name, value in (("output_broadcast", output_broadcast), ("interleave", interleave)):
            if not isinstance(value, bool):
                raise TypeError(f"{api} '{name}' must be bool type, but got the type : "
                                f"{type(value)}.")
        if not isinstance(scheduler, str):
            raise TypeError(f"{api} 'scheduler' must be str type, but got the type : "
                            f"{type(scheduler)}.")
        if scheduler not in _SCHEDULERS:
            raise ValueError(f"{api} 'scheduler' must be {'/'.join(repr(s) for s in _SCHEDULERS)}"
                             f" , but got the value : {scheduler}.")
        self._settings["pipeline_stages"] = stages
        if stages > 1:
            self._settings["pipeline_result_broadcast"] = output_broadcast
            self._settings["pipeline_config"] = {"pipeline_interleave": interleave,
                                                 "pipeline_scheduler": scheduler}

    def comm_fusion(self, config):
        if config is not None and not isinstance(config, dict):
            raise TypeError(f"The parameter '{config}' must be {dict}, but got {type(config)}.")
        self._settings["comm_fusion"] = config

    def enable_fp32_communication(self):
        self._force_fp32_communication = True

    def set_group_ckpt_save_file(self, file_path):
        self._settings["group_ckpt_save_file"] = _check_path(file_path)

    def print_local_norm(self):
        self._settings["dump_local_norm"] = True

    def dump_local_norm(self, file_path):
        self._settings["dump_local_norm_path"] = _check_path(file_path)
        self._settings["dump_local_norm"] = True

    def enable_device_local_norm(self):
        self._settings["dump_device_local_norm"] = True

    def enable_gradients_mean(self):
        self._settings["gradients_mean"] = True

    def disable_gradient_fp32_sync(self):
        self._gradient_fp32_sync = False

    def disable_loss_repeated_mean(self):
        self._settings["loss_repeated_mean"] = False

    def get_pipeline_stages(self):
        return self._settings["pipeline_stages"]

    def transformer_opt(self, file_path):
        """Ascend's parallel speed-up json: recorded, nothing in JAX reads it."""
        self._transformer_opt_config = file_path

    # -- running --------------------------------------------------------------------------
    def _context(self):
        """The auto-parallel context this Cell's settings mean (2.10's mapping)."""
        mode, search = "semi_auto_parallel", "recursive_programming"
        if self._device_num == 1:
            mode = "stand_alone"
        elif self._parallel_mode != "semi_auto":
            mode, search = "auto_parallel", self._parallel_mode
        strategy = self._strategy
        return {"parallel_mode": mode, "search_mode": search, "device_num": self._device_num,
                "global_rank": self._global_rank, "auto_parallel_new_interface": True,
                "strategy_ckpt_config": dict(strategy), **self._settings}

    def __call__(self, *args, **kwargs):
        state = _ctx._auto_parallel_context.snapshot()
        context = self._context()
        _ctx.set_auto_parallel_context(**context)
        if context["search_mode"] == "sharding_propagation" and \
                context["parallel_mode"] == "auto_parallel":
            for mode, path in self._operator_strategy.items():
                if path:
                    set_op_strategy_config(mode=mode.upper(), path=path)
        try:
            return super().__call__(*args, **kwargs)
        finally:
            _ctx._auto_parallel_context.restore(state)

    def construct(self, *args, **kwargs):
        return self.network(*args, **kwargs)
