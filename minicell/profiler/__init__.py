"""``mindspore.profiler``: ``Profiler``, ``profile``, ``schedule`` and friends on JAX's profiler.

The package has 2.10's layout (``profiler``, ``schedule``, ``mstx``, ``experimental_config``,
``common/``, ``analysis/``, ``dynamic_profile/``); see ``profiler.py`` for what is recorded.
"""
from .profiler import (Profiler, ProfilerLevel, ProfilerActivity, ExportType, AicoreMetrics,
                       HostSystem, schedule, profile, tensorboard_trace_handler, mstx,
                       _ExperimentalConfig)
from . import profiler as _profiler

ProfilerAction = _profiler.ProfilerAction
_trace_dir = _profiler._trace_dir

__all__ = ["Profiler", "ProfilerLevel", "ProfilerActivity", "ExportType", "AicoreMetrics",
           "HostSystem", "schedule", "profile", "tensorboard_trace_handler", "mstx",
           "_ExperimentalConfig"]

from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.profiler")
