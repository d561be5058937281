"""``ProfilerContext``: the process's one profiler context (options, paths, device, rank)."""
import os
from typing import Any, Dict, Optional, Set

from ... import context
from ... import log as logger
from .constant import (AicoreMetrics, AnalysisMode, DeviceTarget, ExportType, HostSystem,
                       ProfilerActivity, ProfilerLevel)
from .profiler_output_path import ProfilerOutputPath
from .profiler_parameters import ProfilerParameters
from .singleton import Singleton
from .util import get_device_id

_EXPERIMENTAL = ("profiler_level", "aic_metrics", "l2_cache", "mstx", "data_simplification",
                 "export_type", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
                 "sys_interconnection", "host_sys")
_PARAM_VIEWS = ("profiler_level", "activities", "profile_memory", "parallel_strategy",
                "start_profile", "l2_cache", "hbm_ddr", "pcie", "sync_enable", "data_process",
                "with_stack", "mstx", "mstx_domain_include", "mstx_domain_exclude",
                "record_shapes", "schedule", "on_trace_ready", "is_set_schedule")
_PATH_VIEWS = ("output_path", "ascend_profiler_output_path", "framework_path",
               "msprof_profile_host_path", "msprof_profile_device_path",
               "msprof_profile_log_path", "msprof_profile_output_path")
_OFFLINE_ENUMS = {"profiler_level": ProfilerLevel, "aic_metrics": AicoreMetrics}
_OFFLINE_LISTS = {"activities": ProfilerActivity, "export_type": ExportType,
                  "host_sys": HostSystem}


@Singleton
class ProfilerContext:
    """Options (``ProfilerParameters``) and paths (``ProfilerOutputPath``) of the current run,
    with the device target, device id and rank id read when it is first made."""

    def __init__(self):
        self._profiler_params_mgr: Optional[ProfilerParameters] = None
        self._profiler_path_mgr: Optional[ProfilerOutputPath] = None
        self._dynamic_status = None
        self._step_list = None
        self._mode = AnalysisMode.SYNC_MODE.value
        self._pretty = False
        self._on_trace_ready_output_path = None
        self._device_target = context.get_context("device_target")
        if self._device_target and self._device_target not in [m.value for m in DeviceTarget]:
            raise RuntimeError("Profiling: unsupported backend: %s" % self._device_target)
        self._device_id = get_device_id()
        rank = os.getenv("RANK_ID")
        self._rank_id = rank if rank and rank.isdigit() else "0"
        self._jit_level = context.get_jit_config().get("jit_level", "")

    def set_params(self, **kwargs):
        """Take a profiler's options; a trace handler's folder wins over ``output_path``."""
        if self._on_trace_ready_output_path:
            final_path = self._on_trace_ready_output_path
            if "output_path" in kwargs:
                logger.warning("Both on_trace_ready path and output_path are provided. The "
                               f"on_trace_ready path takes effect. Final path is {final_path}")
            kwargs["output_path"] = final_path
        config = kwargs.get("experimental_config")
        if config:
            from ..experimental_config import _ExperimentalConfig
            if isinstance(config, _ExperimentalConfig):
                kwargs.update({name: getattr(config, name) for name in _EXPERIMENTAL})
            else:
                logger.warning("For Profiler, experimental_config value must be the "
                               "'mindspore.profiler._ExperimentalConfig' class, reset to "
                               "default value.")
        self._profiler_params_mgr = ProfilerParameters(**kwargs)
        self._profiler_path_mgr = ProfilerOutputPath(rank_id=int(self._rank_id))
        self._profiler_path_mgr.output_path = self._profiler_params_mgr.output_path

    @property
    def on_trace_ready_output_path(self) -> str:
        """The folder a ``tensorboard_trace_handler`` named."""
        return self._on_trace_ready_output_path

    @on_trace_ready_output_path.setter
    def on_trace_ready_output_path(self, value: str):
        self._on_trace_ready_output_path = value

    def to_dict(self) -> Dict[str, Any]:
        """Options, paths and ids as one dict (for an analysis in another process)."""
        return {**self._profiler_params_mgr.original_params, **self._profiler_path_mgr.to_dict(),
                "device_id": self._device_id, "rank_id": self._rank_id,
                "device_target": self._device_target, "dynamic_status": self._dynamic_status,
                "step_list": self._step_list, "mode": self._mode, "jit_level": self._jit_level}

    def load_offline_profiler_params(self, profiler_parameters: Dict[str, Any]) -> None:
        """Take the options saved in a run's profiler_info.json."""
        if not profiler_parameters:
            raise ValueError("Profiler parameters is empty")
        for name in ProfilerParameters.PARAMS:
            if name not in profiler_parameters or name == "schedule":
                continue
            value = profiler_parameters[name]
            if name in _OFFLINE_ENUMS:
                value = _OFFLINE_ENUMS[name](value)
            elif name in _OFFLINE_LISTS:
                value = [_OFFLINE_LISTS[name](item) for item in value]
            setattr(self._profiler_params_mgr, name, value)
        self._profiler_params_mgr.is_set_schedule = profiler_parameters["is_set_schedule"]

    @property
    def device_target_set(self) -> Set[str]:
        """The platforms to profile: CPU and the context's device target."""
        return {DeviceTarget.CPU.value, self._device_target}

    @property
    def npu_profiler_params(self) -> Dict[str, Any]:
        """The options an Ascend profiler backend takes, with paths and ids."""
        params = self._profiler_params_mgr.npu_profiler_params
        params["framework_path"] = self._profiler_path_mgr.framework_path
        params["rank_id"] = int(self._rank_id)
        params["device_id"] = int(self._device_id)
        return params

    @property
    def original_params(self) -> Dict[str, Any]:
        """The options as JSON values."""
        return self._profiler_params_mgr.original_params

    @property
    def ascend_ms_dir(self) -> str:
        """This run's ``*_ascend_ms`` folder."""
        return self._profiler_path_mgr.ascend_ms_dir

    @ascend_ms_dir.setter
    def ascend_ms_dir(self, value: str):
        self._profiler_path_mgr.ascend_ms_dir = value

    @property
    def msprof_profile_path(self) -> str:
        """The run's ``PROF_*`` folder (Ascend)."""
        return self._profiler_path_mgr.msprof_profile_path

    @msprof_profile_path.setter
    def msprof_profile_path(self, value: str):
        self._profiler_path_mgr.msprof_profile_path = value

    @property
    def aicore_metrics(self):
        """The AI Core metrics option."""
        return self._profiler_params_mgr.aic_metrics

    @property
    def data_simplification(self) -> bool:
        """Whether intermediate data is deleted after the analysis."""
        return self._profiler_params_mgr.data_simplification

    @data_simplification.setter
    def data_simplification(self, value: bool) -> None:
        if not isinstance(value, bool):
            logger.warning("For profiler, the type of data_simplification should be bool, "
                           f"but got {type(value)}, reset to True.")
            value = True
        self._profiler_params_mgr.data_simplification = value

    @property
    def device_target(self) -> str:
        """``"CPU"``, ``"GPU"`` or ``"Ascend"``."""
        return self._device_target

    @property
    def rank_id(self) -> str:
        """The rank as a string of digits."""
        return self._rank_id

    @rank_id.setter
    def rank_id(self, value: str) -> None:
        if not value:
            raise ValueError("Rank id must be a non-empty string")
        if not value.isdigit():
            raise ValueError("Rank id must be a number")
        self._rank_id = value

    @property
    def device_id(self) -> str:
        """The device id as a string of digits."""
        return self._device_id

    @device_id.setter
    def device_id(self, value) -> None:
        if not value:
            raise ValueError("Device id must be a non-empty string")
        if not value.isdigit():
            raise ValueError("Device id must be a number")
        self._device_id = value

    @property
    def dynamic_status(self) -> bool:
        """Whether the dynamic profiler drives this run."""
        return self._dynamic_status

    @property
    def step_list(self):
        """The steps to analyse (None: all)."""
        return self._step_list

    @step_list.setter
    def step_list(self, value) -> None:
        if value is not None and not isinstance(value, list):
            logger.error("For profiler, the parameter step_list must be a list, but got type "
                         f"{type(value)}, step_list reset to None.")
            return
        if value:
            if not all(isinstance(step, int) for step in value):
                logger.error("For profiler, the elements of the parameter step_list must be "
                             "integers, step_list reset to None.")
                return
            value.sort()
            if value[-1] - value[0] != len(value) - 1:
                logger.error("For profiler, the elements of the parameter step_list must be "
                             "continuous integers, step_list reset to None.")
                return
        self._step_list = value

    @property
    def pretty(self) -> bool:
        """Whether json results are indented."""
        return self._pretty

    @pretty.setter
    def pretty(self, value: bool) -> None:
        if not isinstance(value, bool):
            logger.warning("For profiler, the parameter pretty must be bool, but got "
                           f"{type(value)}, reset to False.")
            value = False
        self._pretty = value

    @property
    def mode(self) -> str:
        """``"sync"`` or ``"async"`` analysis."""
        return self._mode

    @mode.setter
    def mode(self, mode: str) -> None:
        sync = AnalysisMode.SYNC_MODE.value
        if not isinstance(mode, str):
            logger.warning("For Profiler.analyse(), the parameter mode must be str, but got "
                           f"{type(mode)}, reset to {sync}.")
            mode = sync
        elif mode not in [m.value for m in AnalysisMode]:
            logger.warning("For Profiler.analyse(), the parameter mode must be one of "
                           f"{[m.value for m in AnalysisMode]}, but got {mode}, reset to {sync}.")
            mode = sync
        self._mode = mode

    @property
    def jit_level(self) -> str:
        """The context's jit level."""
        return self._jit_level

    @jit_level.setter
    def jit_level(self, value: str) -> None:
        if not isinstance(value, str):
            logger.warning("For profiler, the parameter jit_level must be str, but got "
                           f"{type(value)}, reset to ''.")
            value = ""
        self._jit_level = value


_CLASS = ProfilerContext._cls
for _name in _PARAM_VIEWS:
    setattr(_CLASS, _name, property(
        lambda self, n=_name: getattr(self._profiler_params_mgr, n),
        doc=f"The ``{_name}`` option."))
for _name in _PATH_VIEWS:
    setattr(_CLASS, _name, property(
        lambda self, n=_name: getattr(self._profiler_path_mgr, n),
        doc=f"The run's {_name.replace('_', ' ')}."))
del _name
