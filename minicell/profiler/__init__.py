"""``mindspore.profiler``: ``Profiler``, ``profile``, ``schedule``, ``mstx`` on JAX's profiler.

The package has 2.10's layout: ``profiler`` (Profiler, Profile, tensorboard_trace_handler),
``schedule``, ``profiler_interface``, ``profiler_action_controller``, ``mstx``,
``experimental_config``, ``dynamic_profiler``, ``envprofiler``, ``common/`` (constants, paths,
files, context), ``platform/`` (the recorders), ``dynamic_profile/`` and ``analysis/``; see
``profiler.py`` for what is recorded.
"""
from .common.constant import AicoreMetrics, ExportType, HostSystem, ProfilerActivity, ProfilerLevel
from .dynamic_profiler import DynamicProfilerMonitor
from .envprofiler import EnvProfiler
from .experimental_config import _ExperimentalConfig
from .mstx import Mstx as mstx
from .profiler import Profile as profile
from .profiler import Profiler, tensorboard_trace_handler
from .schedule import ProfilerAction
from .schedule import Schedule as schedule

__all__ = ["tensorboard_trace_handler", "schedule", "Profiler", "EnvProfiler", "ProfilerLevel",
           "ProfilerActivity", "AicoreMetrics", "ExportType", "HostSystem",
           "DynamicProfilerMonitor", "mstx",
           "_ExperimentalConfig", "profile"]

_public = (ProfilerAction,)

from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.profiler")
