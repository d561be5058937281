"""``ProfilerParameters``: the profiler's options, checked (2.10's warnings) and defaulted."""
import warnings
from typing import Any, Callable, Dict, Optional

from ... import log as logger
from ..schedule import Schedule
from .constant import AicoreMetrics, ExportType, HostSystem, ProfilerActivity, ProfilerLevel

_DEPRECATED = {
    "profile_communication": "The parameter 'profile_communication' is deprecated, please use "
                             "'profiler_level=ProfilerLevel.Level1' or "
                             "'profiler_level=ProfilerLevel.Level2' instead.",
    "op_time": "The parameter 'op_time' is deprecated, please use "
               "'activaties=ProfilerActivity.NPU' instead.",
    "profile_framework": "The parameter 'profile_framework' is deprecated, please use "
                         "'activaties=ProfilerActivity.CPU' instead.",
    "host_stack": "The parameter 'host_stack' is deprecated, please use 'with_stack' instead.",
    "timeline_limit": "The parameter 'timeline_limit' is deprecated and will have no effect"}
_DEPRECATED_ON = {
    "pcie": "The parameter 'pcie' will be deprecated in future versions. Please use "
            "'sys_interconnection' in mindspore.profiler._ExperimentalConfig instead.",
    "hbm_ddr": "The parameter 'hbm_ddr' will be deprecated in future versions. Please use "
               "'profile_memory' in instead."}


class ProfilerParameters:
    """Attributes named as ``PARAMS`` (type, default); a wrong value is reset with a warning."""
    PARAMS: Dict[str, tuple] = {
        "output_path": (str, "./data"),
        "profiler_level": (ProfilerLevel, ProfilerLevel.Level0),
        "activities": (list, [ProfilerActivity.CPU, ProfilerActivity.NPU]),
        "aic_metrics": (AicoreMetrics, AicoreMetrics.AiCoreNone),
        "with_stack": (bool, False), "profile_memory": (bool, False),
        "data_process": (bool, False), "parallel_strategy": (bool, False),
        "start_profile": (bool, True), "l2_cache": (bool, False), "hbm_ddr": (bool, False),
        "pcie": (bool, False), "sys_io": (bool, False), "sys_interconnection": (bool, False),
        "host_sys": (list, []), "sync_enable": (bool, True),
        "data_simplification": (bool, True), "record_shapes": (bool, False),
        "export_type": (list, [ExportType.Text]), "mstx": (bool, False),
        "mstx_domain_include": (list, []), "mstx_domain_exclude": (list, []),
        "schedule": (Schedule, None),
        "on_trace_ready": (Optional[Callable[..., Any]], None)}
    TYPE_INDEX = 0
    VALUE_INDEX = 1

    def __init__(self, **kwargs):
        self.is_set_schedule = isinstance(kwargs.get("schedule"), Schedule)
        for key, value in kwargs.items():
            if key in _DEPRECATED:
                warnings.warn(_DEPRECATED[key])
            elif key in _DEPRECATED_ON and value is True:
                warnings.warn(_DEPRECATED_ON[key])
        for name, (_, default) in self.PARAMS.items():
            value = kwargs.get(name)
            if name == "schedule" and value is None:
                value = Schedule(wait=0, active=1)
            setattr(self, name, value if value is not None else default)
        self._check_params_type()
        self._handle_compatibility()

    @property
    def original_params(self) -> Dict[str, Any]:
        """The options as JSON values (for profiler_info.json)."""
        params = {"is_set_schedule": self.is_set_schedule}
        for name in self.PARAMS:
            value = getattr(self, name)
            if name in ("profiler_level", "aic_metrics"):
                value = value.value
            elif name in ("activities", "export_type", "host_sys"):
                value = [item.value for item in value]
            elif name == "schedule":
                value = value.to_dict()
            elif name == "on_trace_ready":
                continue
            params[name] = value
        return params

    @property
    def npu_profiler_params(self) -> Dict[str, Any]:
        """The options an Ascend profiler backend takes."""
        return {
            "profile_memory": self.profile_memory, "aicore_metrics": self.aic_metrics.value,
            "l2_cache": self.l2_cache, "hbm_ddr": self.hbm_ddr, "pcie": self.pcie,
            "sys_io": self.sys_io, "sys_interconnection": self.sys_interconnection,
            "host_sys": ",".join(item.value for item in self.host_sys) if self.host_sys else "",
            "parallel_strategy": self.parallel_strategy,
            "profiler_level": self.profiler_level.value, "with_stack": self.with_stack,
            "record_shapes": self.record_shapes, "mstx": self.mstx,
            "mstx_domain_include": self.mstx_domain_include,
            "mstx_domain_exclude": self.mstx_domain_exclude,
            "cpu_trace": ProfilerActivity.CPU in self.activities,
            "npu_trace": ProfilerActivity.NPU in self.activities}

    def _check_params_type(self) -> None:
        for name, (kind, default) in self.PARAMS.items():
            value = getattr(self, name)
            if name == "on_trace_ready":
                if value is not None and not callable(value):
                    logger.warning(f"For Profiler, on_trace_ready value is Invalid, reset to "
                                   f"{default}.")
                    value = default
            elif name == "schedule":
                if not isinstance(value, Schedule):
                    logger.warning("For Profiler, schedule value is Invalid, reset to "
                                   f"{Schedule(wait=0, active=1)}")
                    value = Schedule(wait=0, active=1)
            elif name == "export_type":
                value = self._export_type(value)
            elif name in ("mstx_domain_include", "mstx_domain_exclude"):
                value = self._mstx_domain(name, value)
            elif name == "host_sys":
                if not value:
                    value = default
                elif not (isinstance(value, list)
                          and all(isinstance(item, HostSystem) for item in value)):
                    logger.warning(f"For Profiler, 'host_sys' value is Invalid, reset to "
                                   f"{default}.")
                    value = default
                else:
                    value = set(value)
            elif kind is list:
                if not (isinstance(value, list)
                        and all(isinstance(item, type(default[0])) for item in value)):
                    logger.warning(f"For Profiler, {name} value is Invalid, reset to {default}.")
                    value = default
                else:
                    value = list(set(value))
            elif not isinstance(value, kind):
                logger.warning(f"For Profiler, the type of {name} should be {kind}, but got "
                               f"{type(value)}, reset to {default}.")
                value = default
            setattr(self, name, value)

    @staticmethod
    def _export_type(value) -> list:
        if not value:
            return [ExportType.Text]
        if isinstance(value, str) and value in (ExportType.Text.value, ExportType.Db.value):
            return [ExportType(value)]
        if isinstance(value, list) and all(isinstance(item, ExportType) for item in value):
            return list(set(value))
        if isinstance(value, ExportType):
            return [value]
        logger.warning("Invalid parameter export_type, reset it to text.")
        return [ExportType.Text]

    @staticmethod
    def _mstx_domain(name, value) -> list:
        if not value:
            return []
        if not isinstance(value, list):
            logger.warning(f"For Profiler, {name} value is Invalid, reset to [].")
            return []
        for domain in value:
            if not isinstance(domain, str) or domain == "":
                logger.warning(f"{name} has value {domain} is not str or is empty, reset to [].")
                return []
        return list(set(value))

    def _handle_compatibility(self) -> None:
        level = self.profiler_level
        if self.is_set_schedule and self.data_process:
            self.data_process = False
            warnings.warn("When 'schedule' is set, 'data_process' will be set to False.")
        if not self.mstx and level == ProfilerLevel.LevelNone:
            self.profiler_level = level = ProfilerLevel.Level0
            warnings.warn("when 'mstx' is disabled, 'profiler_level' cannot be set to "
                          "'ProfilerLevel.LevelNone', reset to 'ProfilerLevel.Level0'.")
        if level in (ProfilerLevel.LevelNone, ProfilerLevel.Level0) and \
                self.aic_metrics != AicoreMetrics.AiCoreNone:
            self.aic_metrics = AicoreMetrics.AiCoreNone
            warnings.warn(f"when 'profiler_level' is set to '{level}', 'aic_metrics' cannot be "
                          "set to other value except 'AicoreMetrics.AiCoreNone', reset to "
                          "'AicoreMetrics.AiCoreNone'.")
        if level in (ProfilerLevel.Level1, ProfilerLevel.Level2) and \
                self.aic_metrics == AicoreMetrics.AiCoreNone:
            self.aic_metrics = AicoreMetrics.PipeUtilization
            warnings.warn(f"when 'profiler_level' is set to '{level}', 'aic_metrics' cannot be "
                          "set to 'AicoreMetrics.AiCoreNone', reset to "
                          "'AicoreMetrics.PipeUtilization'.")
        if self.record_shapes and ProfilerActivity.CPU not in self.activities:
            self.record_shapes = False
            warnings.warn("when 'ProfilerActivity.CPU' is not set in 'activities', "
                          "'Record_shapes' cannot be set to True, reset to 'False'.")
        if not self.mstx and (self.mstx_domain_include or self.mstx_domain_exclude):
            self.mstx_domain_include, self.mstx_domain_exclude = [], []
            warnings.warn("when 'mstx' is set to 'False', 'mstx_domain_include' and "
                          "'mstx_domain_exclude' cannot be set, reset them to '[]'.")
        if self.mstx_domain_include and self.mstx_domain_exclude:
            self.mstx_domain_exclude = []
            warnings.warn("mstx_domain_include and mstx_domain_exclude can not be set together, "
                          f"mstx_domain_exclude has been reset to {self.mstx_domain_exclude}.")
