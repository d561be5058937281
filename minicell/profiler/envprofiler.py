"""``EnvProfiler``: a profiler started by the ``MS_PROFILER_OPTIONS`` environment variable.

``MS_PROFILER_OPTIONS='{"start": true, "output_path": "./prof", "activities": ["CPU"], ...}'``
starts a ``profile`` (2.10's option names and conversions; ``schedule`` and ``on_trace_ready``
are not taken) when ``minicell.profiler`` is imported; its run goes to ``output_path`` through
``tensorboard_trace_handler``, and it is stopped at exit (``EnvProfiler().analyse()``).
"""
import atexit
import json
import os

from .. import log as logger
from .common.constant import AicoreMetrics, ExportType, HostSystem, ProfilerActivity, ProfilerLevel
from .common.profiler_parameters import ProfilerParameters
from .experimental_config import _ExperimentalConfig
from .profiler import Profile, tensorboard_trace_handler

_EXPERIMENTAL = ("profiler_level", "aic_metrics", "l2_cache", "mstx", "data_simplification",
                 "export_type", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
                 "sys_interconnection", "host_sys")
_PROFILE = ("activities", "with_stack", "profile_memory", "data_process", "parallel_strategy",
            "start_profile", "hbm_ddr", "pcie", "sync_enable", "record_shapes")


class EnvProfiler:
    """Reads ``MS_PROFILER_OPTIONS`` once (``init_profiler``) and holds the started profile."""
    NOT_SUPPORTED_PARAMS = ["schedule", "on_trace_ready"]
    profiler = None

    @classmethod
    def init_profiler(cls):
        """Start the profile the options describe (if any, and ``"start": true``)."""
        if not os.getenv("MS_PROFILER_OPTIONS"):
            return
        options = cls._load_options()
        if not options:
            logger.error("Failed to load MS_PROFILER_OPTIONS, json decode error.")
            return
        params = cls._convert_options_to_profiler_params(options)
        logger.info(f"params: {params}")
        if params["start"]:
            config = _ExperimentalConfig(**{name: params.get(name) for name in _EXPERIMENTAL})
            cls.profiler = Profile(
                **{name: params.get(name) for name in _PROFILE},
                on_trace_ready=tensorboard_trace_handler(params.get("output_path")),
                experimental_config=config)
            cls.profiler.start()
            logger.info("Profiler init success.")

    def analyse(self):
        """Stop the started profile (its window is then saved and analysed)."""
        logger.info("analyse start")
        if not self.profiler:
            logger.info("Profiler is not initialized, skip analyse.")
            return
        self.profiler.stop()
        logger.info("analyse end")

    @classmethod
    def _load_options(cls):
        try:
            return json.loads(os.environ.get("MS_PROFILER_OPTIONS", "{}"))
        except json.JSONDecodeError:
            return {}

    @classmethod
    def _convert_option_to_enum_value(cls, enum_class, option_value, default_value):
        try:
            return enum_class(option_value)
        except ValueError:
            logger.warning(f"The value '{option_value}' of parameter '{enum_class.__name__}' is "
                           f"invalid, use default value '{default_value}' instead.")
            return default_value

    @classmethod
    def _convert_options_to_profiler_params(cls, options):
        params = {}
        if not options:
            logger.warning("MS_PROFILER_OPTIONS is empty, use default values.")
            return params
        if "output_path" in options:
            params["output_path"] = options["output_path"]
        params["start"] = options.get("start", False)
        for name, (_, default) in ProfilerParameters.PARAMS.items():
            if name not in options or name in cls.NOT_SUPPORTED_PARAMS:
                continue
            value = options[name]
            if name == "activities" and isinstance(value, list):
                value = cls._convert_enums_to_list(value, default, ProfilerActivity)
            elif name == "host_sys" and isinstance(value, list):
                value = cls._convert_enums_to_list(value, default, HostSystem)
            elif name == "aic_metrics":
                value = cls._convert_option_to_enum_value(AicoreMetrics, value, default)
            elif name == "profiler_level":
                value = cls._convert_option_to_enum_value(ProfilerLevel, value, default)
            elif name == "export_type":
                value = cls._convert_export_type_to_list(value, default)
            params[name] = value
        return params

    @classmethod
    def _convert_enums_to_list(cls, values, default_value, enum_class):
        res = [cls._convert_option_to_enum_value(enum_class, value, default_value)
               for value in values]
        return list(set(default_value if default_value in res else res))

    @classmethod
    def _convert_export_type_to_list(cls, export_types, default_value) -> list:
        res = []
        for export_type in export_types:
            if export_type not in ("text", "db"):
                logger.warning(f"The value '{export_type}' of parameter '{ExportType.__name__}' "
                               f"is invalid, use default value '{default_value}' instead.")
                return default_value
            res.append(cls._convert_option_to_enum_value(ExportType, export_type, default_value))
        return list(set(res))


EnvProfiler.init_profiler()
atexit.register(lambda: EnvProfiler().analyse()
                if EnvProfiler.profiler and EnvProfiler.profiler._has_started else None)
