"""``DynamicProfilerConfigContext``: the dynamic profiler's JSON config, parsed and checked.

Two sources: the JSON file a user edits (values already typed: ``"start_step": 10``) and, in
dyno mode (``MSMONITOR_USE_DAEMON=1``), the msmonitor daemon's strings (``"start_step": "5"``,
``"iterations": "10"``, ``"activities": "CPU, NPU"``, ``"profile_memory": "true"``). Wrong types
fall back to defaults with 2.10's warnings; ``args`` gives ``Profiler``'s keyword arguments.
"""
import json

from ... import log as logger
from ..common.constant import (AicoreMetrics, ExportType, HostSystem, ProfilerActivity,
                               ProfilerLevel)
from .dynamic_profiler_utils import DynamicProfilerUtils

# flag: (key in a dyno config, default in a JSON file); a dyno flag defaults to False
_FLAGS = {"profile_memory": ("profile_memory", False), "mstx": ("msprof_tx", False),
          "with_stack": ("with_stack", False),
          "data_simplification": ("data_simplification", True),
          "l2_cache": ("l2_cache", False), "analyse": ("analyse", False),
          "record_shapes": ("record_shapes", False)}
_LISTS = ("mstx_domain_include", "mstx_domain_exclude", "host_sys")
_SWITCHES = ("sys_io", "sys_interconnection")
# attribute: (type, default) checked after parsing
_TYPES = {"start_step": (int, -1), "stop_step": (int, -1), "analyse_mode": (int, -1),
          "profile_memory": (bool, False), "mstx": (bool, False), "l2_cache": (bool, False),
          "analyse": (bool, False), "parallel_strategy": (bool, False),
          "with_stack": (bool, False), "data_simplification": (bool, True),
          "record_shapes": (bool, False), "mstx_domain_include": (list, []),
          "mstx_domain_exclude": (list, []), "host_sys": (list, []), "sys_io": (bool, False),
          "sys_interconnection": (bool, False)}
_ACTIVITY_STRS = {"CPU, NPU": ["CPU", "NPU"], "NPU, CPU": ["CPU", "NPU"], "CPU": ["CPU"],
                  "NPU": ["NPU"]}
_INT_LEVELS = {-1: ProfilerLevel.LevelNone, 0: ProfilerLevel.Level0, 1: ProfilerLevel.Level1,
               2: ProfilerLevel.Level2}
_INT_ACTIVITIES = {0: [ProfilerActivity.CPU, ProfilerActivity.NPU], 1: [ProfilerActivity.CPU],
                   2: [ProfilerActivity.NPU]}
_INT_METRICS = dict(enumerate(list(AicoreMetrics)[:8]))
_INT_EXPORTS = {1: [ExportType.Db], 2: [ExportType.Text, ExportType.Db]}
_DEFAULT_ACTIVITIES = [ProfilerActivity.CPU, ProfilerActivity.NPU]


def _int_type(value):
    return isinstance(value, int) and not isinstance(value, bool)


class DynamicProfilerConfigContext:
    """One dynamic-profiler config: ``to_dict`` (JSON-ready), ``args`` (Profiler's options)."""
    BOOL_MAP = {"true": True, "false": False}

    def __init__(self, json_data):
        self._start_step = -1
        self._stop_step = -1
        self._aic_metrics = "AiCoreNone"
        self._profiler_level = "Level0"
        self._analyse_mode = -1
        self._activities = ["CPU", "NPU"]
        self._export_type = ["text"]
        self._profile_memory = False
        self._mstx = False
        self._parallel_strategy = False
        self._with_stack = False
        self._data_simplification = True
        self._l2_cache = False
        self._analyse = True
        self._is_valid = False
        self._record_shapes = False
        self._prof_path = "./"
        self._mstx_domain_include = []
        self._mstx_domain_exclude = []
        self._host_sys = []
        self._sys_io = False
        self._sys_interconnection = False
        self._is_dyno = DynamicProfilerUtils.is_dyno_mode()
        if self._is_dyno:
            self._parse_dyno(json_data)
        else:
            self._parse_json(json_data)
        self._aic_metrics = json_data.get("aic_metrics", "AiCoreNone")
        self._analyse_mode = json_data.get("analyse_mode", -1)
        self._parallel_strategy = json_data.get("parallel_strategy", False)
        self._is_valid = json_data.get("is_valid", False)
        self._check_params_type()
        self._json_dict = self.to_dict()

    def _parse_json(self, data):
        self._start_step = data.get("start_step", -1)
        self._stop_step = data.get("stop_step", -1)
        self._profiler_level = data.get("profiler_level", "Level0")
        self._activities = data.get("activities", ["CPU", "NPU"])
        self._export_type = data.get("export_type", ["text"])
        for name, (_, default) in _FLAGS.items():
            setattr(self, "_" + name, data.get(name, default))
        self._prof_path = data.get("prof_path", "./")
        for name in _LISTS:
            setattr(self, "_" + name, data.get(name, []))
        for name in _SWITCHES:
            setattr(self, "_" + name, data.get(name, False))

    @staticmethod
    def _dyno_int(data, key, shown):
        try:
            return int(data.get(key, 0))
        except ValueError:
            logger.warning(f"dyno config '{shown}' should be an integer, will be reset to "
                           "default value: '0'.")
            return 0

    def _parse_dyno(self, data):
        self._start_step = self._dyno_int(data, "start_step", "start-step")
        start = self._dyno_int(data, "start_step", "start-step")
        self._stop_step = start + self._dyno_int(data, "iterations", "iterations") - 1
        level = data.get("profiler_level", "Level0")
        self._profiler_level = "LevelNone" if level == "Level_none" else level
        self._activities = _ACTIVITY_STRS.get(data.get("activities", "CPU, NPU"), ["CPU", "NPU"])
        self._export_type = {"Text": ["text"], "Db": ["db"]}.get(
            data.get("export_type", "Text"), ["text"])
        for name, (key, _) in _FLAGS.items():
            setattr(self, "_" + name, self.BOOL_MAP.get(data.get(key, "").lower(), False))
        path = data.get("log_file", "./")
        if not isinstance(path, str):
            logger.warning("The 'log-file' must be a string, will be set to default: './'.")
            path = "./"
        self._prof_path = path
        for name in ("mstx_domain_include", "mstx_domain_exclude", "host_sys"):
            value = data.get(name, None)
            setattr(self, "_" + name, [] if value is None or value == "None"
                    else [item.strip() for item in value.split(",")])
        for name in _SWITCHES:
            value = data.get(name, False)
            setattr(self, "_" + name,
                    self.BOOL_MAP.get(value.lower(), False) if isinstance(value, str) else False)

    def _check_params_type(self):
        for name, (kind, default) in _TYPES.items():
            value = getattr(self, "_" + name)
            if kind is int and isinstance(value, bool) or not isinstance(value, kind):
                logger.warning(f"'{name}' should be {kind.__name__}, but got "
                               f"{type(value).__name__}. will be reset to default value: "
                               f"'{default}'.")
                setattr(self, "_" + name, default)
        for name, kind, default, shown in (
                ("aic_metrics", str, AicoreMetrics.AiCoreNone.value, "'AiCoreNone'"),
                ("profiler_level", str, ProfilerLevel.Level0.value, "'Level0'"),
                ("activities", list, [ProfilerActivity.CPU.value, ProfilerActivity.NPU.value],
                 "'[ProfilerActivity.CPU, ProfilerActivity.NPU]'"),
                ("export_type", list, [ExportType.Text.value], "'[ExportType.Text]'")):
            value = getattr(self, "_" + name)
            if not (isinstance(value, kind) or _int_type(value)):
                article = "a string" if kind is str else "a list"
                logger.warning(f"'{name}' should be {article} or a non-bool integer, but got "
                               f"{type(value).__name__}. Will be reset to default value: "
                               f"{shown}.")
                setattr(self, "_" + name, default)
        if not isinstance(self._prof_path, str):
            logger.warning(f"'prof_path' should be str, but got {type(self._prof_path).__name__}. ")
            self._prof_path = "./"

    @property
    def start_step(self):
        """The first step to profile."""
        return self._start_step

    @property
    def stop_step(self):
        """The last step to profile."""
        return self._stop_step

    @property
    def is_valid(self):
        """Whether the config was accepted by the monitor."""
        return self._is_valid

    @is_valid.setter
    def is_valid(self, value):
        self._is_valid = value

    @property
    def analyse_mode(self):
        """``"sync"``, ``"async"`` or None (for -1, 0, 1)."""
        return self._convert_analyse_mode(self._analyse_mode)

    @property
    def prof_path(self):
        """Where the profiler writes."""
        return self._prof_path

    @property
    def analyse(self):
        """Whether to analyse after collecting."""
        return self._analyse

    @property
    def vars(self):
        """The raw values by name (no ``is_valid``)."""
        return {k[1:]: v for k, v in self.__dict__.items()
                if k not in ("_json_dict", "_is_dyno", "_is_valid")}

    @property
    def args(self):
        """``Profiler``'s options: the values converted to 2.10's enums."""
        self._profiler_level = self._convert_profiler_level(self._profiler_level)
        self._activities = self._convert_activities(self._activities)
        self._aic_metrics = self._convert_aic_metrics(self._aic_metrics)
        self._export_type = self._convert_export_type(self._export_type)
        self._host_sys = self._convert_host_sys(self._host_sys)
        skip = ("_start_step", "_stop_step", "_analyse_mode", "_is_valid")
        return {k[1:]: v for k, v in self.__dict__.items() if k not in skip}

    def to_dict(self):
        """The config as a JSON-ready dict."""
        names = ("start_step", "stop_step", "aic_metrics", "profiler_level", "analyse_mode",
                 "activities", "export_type", "profile_memory", "mstx", "parallel_strategy",
                 "with_stack", "data_simplification", "l2_cache", "analyse", "record_shapes",
                 "prof_path", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
                 "sys_interconnection", "host_sys", "is_valid")
        return {name: getattr(self, "_" + name) for name in names}

    def to_bytes(self) -> bytes:
        """The config (as parsed) as UTF-8 JSON bytes."""
        return self.json_to_bytes(self._json_dict)

    @staticmethod
    def json_to_bytes(json_data):
        """A JSON value as UTF-8 bytes."""
        return json.dumps(json_data).encode("utf-8")

    @staticmethod
    def bytes_to_json(bytes_shm):
        """UTF-8 JSON bytes back to a value ({} with an error if they do not decode)."""
        try:
            return json.loads(bytes_shm.decode("utf-8"))
        except UnicodeDecodeError:
            logger.error("Failed to parse dynamic profiler config JSON string.")
            return {}

    @staticmethod
    def _convert_analyse_mode(analyse_mode: int):
        modes = {0: "sync", 1: "async", -1: None}
        if analyse_mode in modes:
            return modes[analyse_mode]
        logger.warning("'analyse_mode' needs to be set to one of '-1, 0, and 1', but got "
                       f"'{analyse_mode}', will be reset to default: 'None'.")
        return None

    @staticmethod
    def _int_note(name, value, kind):
        logger.warning(f"The parameter '{name}={value}' does not support passing in the int "
                       f"type in future versions. Please use the {kind} type instead.")

    def _convert_profiler_level(self, level):
        if isinstance(level, int):
            self._int_note("profiler_level", level, "str")
            if level in _INT_LEVELS:
                return _INT_LEVELS[level]
            logger.warning("'profiler_level' needs to be set to one of '-1, 0, 1 and 2', but got "
                           f"'{level}',will be reset to default: '{ProfilerLevel.Level0}'.")
            return ProfilerLevel.Level0
        try:
            return ProfilerLevel(level)
        except ValueError:
            logger.warning(f"'{level}' is not a valid profiler_level, will be reset to will be "
                           "reset to default: 'Level0'.")
            return ProfilerLevel.Level0

    def _convert_activities(self, activities):
        if isinstance(activities, int):
            self._int_note("activities", activities, "list")
            if activities in _INT_ACTIVITIES:
                return list(_INT_ACTIVITIES[activities])
            logger.warning("'activities' needs to be set to one of '0, 1 and 2', but got "
                           f"'{activities}',will be reset to default: '{_DEFAULT_ACTIVITIES}'.")
            return list(_DEFAULT_ACTIVITIES)
        return self._members(activities, ProfilerActivity, "ProfilerActivity",
                             _DEFAULT_ACTIVITIES)

    @staticmethod
    def _members(values, enum, enum_name, default):
        out = []
        for value in values:
            try:
                out.append(enum(value))
            except ValueError:
                logger.warning(f"'{value}' is not a valid {enum_name} member. will be reset to "
                               f"default: '{default}'.")
                return list(default) if default is not None else None
        return out

    def _convert_aic_metrics(self, metrics):
        if isinstance(metrics, int):
            self._int_note("aic_metrics", metrics, "str")
            if metrics in _INT_METRICS:
                return _INT_METRICS[metrics]
            logger.warning("'aic_metrics' needs to be set to one of '0, 1, 2, 3, 4, 5, 6, and 7',"
                           f"but got '{metrics}', will be reset to default: "
                           f"'{AicoreMetrics.AiCoreNone}'.")
            return AicoreMetrics.AiCoreNone
        if metrics == "AiCoreNone":
            return AicoreMetrics.AiCoreNone
        try:
            return AicoreMetrics(metrics)
        except ValueError:
            logger.warning(f"'{metrics}' is not a valid aic_metrics, will be reset to will be "
                           "reset to default: 'AiCoreNone'.")
            return AicoreMetrics.AiCoreNone

    def _convert_export_type(self, export_types):
        if isinstance(export_types, int):
            self._int_note("export_type", export_types, "list")
            if export_types in _INT_EXPORTS:
                return list(_INT_EXPORTS[export_types])
            logger.warning("'export_types' needs to be set to one of '1 and 2', but got "
                           f"'{export_types}', will be reset to default: '{[ExportType.Text]}'.")
            return [ExportType.Text]
        return self._members(export_types, ExportType, "ExportType", [ExportType.Text])

    @staticmethod
    def _convert_host_sys(host_systems):
        if not host_systems:
            return None
        return DynamicProfilerConfigContext._members(host_systems, HostSystem, "HostSystem",
                                                     None)
