"""``CpuProfiler``: minicell's one recorder, JAX's trace (``jax.profiler``).

JAX traces the host and every device of the process at once, so the CPU profiler (always
part of a run) records the trace into the run folder, ``<ascend_ms_dir>/plugins/profile/<run>/``
(``*.xplane.pb``, ``*.trace.json.gz``: TensorBoard's profile plugin, XProf, Perfetto);
``analyse`` writes its events as ``ASCEND_PROFILER_OUTPUT/trace_view.json`` (the Chrome trace
event list 2.10 writes there, which chrome://tracing and Perfetto open). The
other device targets' profilers have nothing to add. JAX runs one trace at a time: a second
start while one runs is refused with an error in the log.
"""
import glob
import gzip
import json
import os

import jax

from ... import log as logger
from ..common.constant import DeviceTarget
from ..common.file_manager import FileManager
from ..common.log import ProfilerLogger
from ..common.path_manager import PathManager
from ..common.profiler_context import ProfilerContext
from ..common.profiler_path_manager import ProfilerPathManager
from ..common.registry import PROFILERS
from .base_profiler import BaseProfiler

_tracing = {"owner": None}      # the CpuProfiler whose JAX trace is running


def write_trace_view(ascend_ms_dir, pretty=False):
    """``<run>/ASCEND_PROFILER_OUTPUT/trace_view.json``: the events of the run's (latest) JAX
    trace as a Chrome trace event list; False when the run has no trace."""
    traces = sorted(glob.glob(os.path.join(ascend_ms_dir, "plugins", "profile", "*",
                                           "*.trace.json.gz")))
    if not traces:
        logger.warning("No trace to analyse in %s.", ascend_ms_dir)
        return False
    with gzip.open(traces[-1], "rt", encoding="utf-8") as f:
        events = json.load(f).get("traceEvents", [])
    out = os.path.join(ascend_ms_dir, "ASCEND_PROFILER_OUTPUT")
    PathManager.make_dir_safety(out)
    FileManager.create_json_file(os.path.join(out, "trace_view.json"), events,
                                 indent=4 if pretty else None)
    return True


@PROFILERS.register_module(DeviceTarget.CPU.value)
class CpuProfiler(BaseProfiler):
    """Records JAX's trace between ``start`` and ``stop``."""

    def __init__(self) -> None:
        super().__init__()
        self._prof_ctx = ProfilerContext()
        ProfilerLogger.init(self._prof_ctx.ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()

    def start(self) -> None:
        """Start JAX's trace into the run folder."""
        if _tracing["owner"] is not None:
            logger.error("A JAX trace is already running; stop the profiler that started it "
                         "first.")
            return
        self._logger.info("CpuProfiler start.")
        jax.profiler.start_trace(self._prof_ctx.ascend_ms_dir)
        _tracing["owner"] = self

    def stop(self) -> None:
        """Wait for pending work, then stop the trace (its files are then complete)."""
        if _tracing["owner"] is not self:
            return
        self._logger.info("CpuProfiler stop.")
        jax.effects_barrier()
        jax.profiler.stop_trace()
        _tracing["owner"] = None

    def analyse(self, **kwargs) -> None:
        """Write the run's trace events to ASCEND_PROFILER_OUTPUT/trace_view.json (in this
        process also with ``async_mode=True``: there is little to do)."""
        self._logger.info("CpuProfiler analyse.")
        ProfilerPathManager().create_output_path()
        write_trace_view(self._prof_ctx.ascend_ms_dir, self._prof_ctx.pretty)

    def finalize(self) -> None:
        """Nothing is buffered."""
        self._logger.info("CpuProfiler finalize.")


class _DeviceProfiler(BaseProfiler):
    """A device target's profiler: JAX's trace (CpuProfiler) already covers the devices."""

    def start(self):
        """Nothing to start."""

    def stop(self):
        """Nothing to stop."""

    def analyse(self, **kwargs):
        """Nothing to analyse."""


GpuProfiler = PROFILERS.register_module(DeviceTarget.GPU.value)(
    type("GpuProfiler", (_DeviceProfiler,), {"__doc__": _DeviceProfiler.__doc__}))
NpuProfiler = PROFILERS.register_module(DeviceTarget.NPU.value)(
    type("NpuProfiler", (_DeviceProfiler,), {"__doc__": _DeviceProfiler.__doc__}))
