"""``mindspore.profiler.platform``: the profiler of each device target (registered in
``common.registry.PROFILERS`` on import)."""
from .cpu_profiler import CpuProfiler, GpuProfiler, NpuProfiler

__all__ = ["CpuProfiler", "GpuProfiler", "NpuProfiler"]
