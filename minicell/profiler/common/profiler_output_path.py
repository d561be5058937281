"""``ProfilerOutputPath``: the folders of one profiling run under ``output_path``.

``<output_path>/<worker>_<stamp>_ascend_ms/`` holds ``FRAMEWORK/`` (framework data),
``ASCEND_PROFILER_OUTPUT/`` (analysis results), ``logs/``, ``PROF_*`` (msprof, Ascend); on
minicell the JAX trace lands in its ``plugins/profile/<run>/``.
"""
import glob
import os
import re
from typing import Any, Dict

from ... import log as logger
from .path_manager import PathManager

_NAMES = ("output_path", "ascend_ms_dir", "ascend_profiler_output_path", "framework_path",
          "msprof_profile_path", "msprof_profile_host_path", "msprof_profile_device_path",
          "msprof_profile_log_path", "msprof_profile_output_path", "msprof_analyze_output_path")


def _getter(name):
    def get(self):
        value = getattr(self, "_" + name)
        if value is None:
            raise ValueError(f"{name} has not been set")
        return value
    return get


class ProfilerOutputPath:
    """Paths of one run; reading one before it is set raises ``ValueError``."""
    _ASCEND_PROFILER_OUTPUT = "ASCEND_PROFILER_OUTPUT"
    _FRAMEWORK = "FRAMEWORK"
    _MINISTUDIO_PROFILER_HOST = "host"
    _MINISTUDIO_PROFILER_DEVICE = "device_{}"
    _MINISTUDIO_PROFILER_LOG = "mindstudio_profiler_log"
    _MINISTUDIO_PROFILER_OUTPUT = "mindstudio_profiler_output"
    _MINISTUDIO_ANALYZE_OUTPUT = "analyze"

    def __init__(self, rank_id: int):
        self._rank_id = rank_id
        for name in _NAMES:
            setattr(self, "_" + name, None)

    def to_dict(self) -> Dict[str, Any]:
        """All paths by name (None where unset)."""
        return {name: getattr(self, "_" + name) for name in _NAMES}

    def _set_output_path(self, value: str):
        real_path = PathManager.get_real_path(value)
        PathManager.check_input_directory_path(real_path)
        self._output_path = real_path

    def _set_ascend_ms_dir(self, value: str):
        if self._output_path is None:
            raise ValueError("output_path has not been set")
        self._ascend_ms_dir = os.path.join(self._output_path, value)
        self._ascend_profiler_output_path = os.path.join(self._ascend_ms_dir,
                                                         self._ASCEND_PROFILER_OUTPUT)
        self._framework_path = os.path.join(self._ascend_ms_dir, self._FRAMEWORK)

    def _set_msprof_profile_path(self, value: str):
        if self._ascend_ms_dir is None:
            raise ValueError("ascend_ms_dir has not been set")
        self._msprof_profile_path = value
        self._msprof_profile_host_path = os.path.join(value, self._MINISTUDIO_PROFILER_HOST)
        devices = [d for d in glob.glob(os.path.join(value, "device_*"))
                   if re.match(r"^device_\d+$", os.path.basename(d))]
        if devices:
            device_id = os.path.basename(devices[0]).replace("device_", "")
        else:
            logger.error(f"No device_* directory found in {value}, using device_0 as default")
            device_id = "0"
        self._msprof_profile_device_path = os.path.join(
            value, self._MINISTUDIO_PROFILER_DEVICE.format(device_id))
        self._msprof_profile_log_path = os.path.join(value, self._MINISTUDIO_PROFILER_LOG)
        self._msprof_profile_output_path = os.path.join(value, self._MINISTUDIO_PROFILER_OUTPUT)
        self._msprof_analyze_output_path = os.path.join(value, self._MINISTUDIO_ANALYZE_OUTPUT)


for _name in _NAMES:
    _setter = getattr(ProfilerOutputPath, f"_set_{_name}", None)
    setattr(ProfilerOutputPath, _name,
            property(_getter(_name), _setter, doc=f"The run's {_name.replace('_', ' ')}."))
del _name, _setter
