"""``mindspore.profiler``: ``Profiler`` on JAX's profiler.

MindSpore's profiler records its own runtime into its own files; minicell's records JAX's
(``jax.profiler``): the trace of everything run between ``start()`` and ``stop()`` lands in
``output_path/plugins/profile/<run>/`` as ``*.xplane.pb`` and ``*.trace.json.gz``, which
TensorBoard's profile plugin, XProf and Perfetto read. ``analyse()`` stops a running trace (the
files are already complete; there is no separate analysis step). The option enums
(``ProfilerLevel``, ``ProfilerActivity``, ``AicoreMetrics``, ``ExportType``, ``HostSystem``) and
``_ExperimentalConfig`` have 2.10's members and defaults, so scripts that build options import
and run; no option changes what JAX records. ``schedule`` computes 2.10's step actions (a
Profiler given one still records every step between start() and stop()). MindSpore's other
profiler names (dynamic profiling, trace handlers) are listed unsupported with the reason.

>>> import tempfile, minicell as ms
>>> profiler = ms.Profiler(output_path=tempfile.mkdtemp())
>>> _ = ms.ops.add(ms.Tensor([1.0]), 1.0)
>>> profiler.analyse()
"""
import enum
import json
import os

import jax

# MindSpore's keyword arguments: accepted; none of them changes what JAX records.
_ACCEPTED = frozenset((
    "profiler_level", "activities", "schedule", "on_trace_ready", "profile_memory", "aic_metrics",
    "with_stack", "data_simplification", "l2_cache", "hbm_ddr", "pcie", "sync_enable",
    "data_process", "parallel_strategy", "timeline_limit", "profile_framework", "host_stack",
    "record_shapes", "export_type", "mstx", "op_time", "profile_communication", "env_enable",
    "experimental_config"))

_active = None    # the Profiler whose trace is running (JAX runs one trace at a time)


class Profiler:
    """``Profiler(output_path='./data', start_profile=True, **MindSpore options)``."""

    def __init__(self, **kwargs):
        output_path = kwargs.pop("output_path", "./data")
        start_profile = kwargs.pop("start_profile", True)
        if not isinstance(output_path, str) or not output_path:
            raise TypeError(f"For 'Profiler', the parameter 'output_path' must be a non-empty "
                            f"str, but got {output_path!r}.")
        if not isinstance(start_profile, bool):
            raise TypeError(f"For 'Profiler', the parameter 'start_profile' must be bool, but got "
                            f"{type(start_profile).__name__}.")
        unknown = sorted(set(kwargs) - _ACCEPTED)
        if unknown:
            raise TypeError(f"For 'Profiler', unexpected keyword argument(s) {unknown}.")
        self.output_path = os.path.realpath(output_path)
        self._metadata = {}
        self._steps = 0
        if start_profile:
            self.start()

    @property
    def running(self):
        return _active is self

    def start(self):
        """Start recording (RuntimeError if this or another Profiler is recording)."""
        global _active
        if _active is not None:
            raise RuntimeError("For 'Profiler.start', a profiler is already recording; call "
                               "stop() on it first.")
        os.makedirs(self.output_path, exist_ok=True)
        jax.profiler.start_trace(self.output_path)
        _active = self

    def stop(self):
        """Stop recording and write the trace (RuntimeError if this Profiler is not recording)."""
        global _active
        if not self.running:
            raise RuntimeError("For 'Profiler.stop', the profiler is not recording; call start() "
                               "first.")
        jax.effects_barrier()
        jax.profiler.stop_trace()
        _active = None
        if self._metadata:
            with open(os.path.join(self.output_path, "profiler_metadata.json"), "w") as f:
                json.dump(self._metadata, f, indent=1, sort_keys=True)

    def step(self):
        """Mark the end of a training step (counted; JAX's trace has no step schedule)."""
        self._steps += 1

    def analyse(self, offline_path=None, pretty=False, step_list=None, mode="sync"):
        """Stop a running trace; the files are complete once it stops."""
        if self.running:
            self.stop()

    def add_metadata(self, key, value):
        """Record ``key: value`` (strings) in ``profiler_metadata.json`` beside the trace."""
        if not isinstance(key, str) or not isinstance(value, str):
            raise TypeError("For 'Profiler.add_metadata', the key and value must be str.")
        self._metadata[key] = value

    def add_metadata_json(self, key, value):
        """Record ``key`` with ``value`` (a JSON string) in ``profiler_metadata.json``."""
        if not isinstance(key, str) or not isinstance(value, str):
            raise TypeError("For 'Profiler.add_metadata_json', the key and value must be str.")
        self._metadata[key] = json.loads(value)


class ProfilerLevel(enum.Enum):
    LevelNone = "LevelNone"
    Level0 = "Level0"
    Level1 = "Level1"
    Level2 = "Level2"


class ProfilerActivity(enum.Enum):
    NPU = "NPU"
    GPU = "GPU"
    CPU = "CPU"


class ExportType(enum.Enum):
    Db = "db"
    Text = "text"


class AicoreMetrics(enum.Enum):
    PipeUtilization = "PipeUtilization"
    ArithmeticUtilization = "ArithmeticUtilization"
    Memory = "Memory"
    MemoryL0 = "MemoryL0"
    MemoryUB = "MemoryUB"
    ResourceConflictRatio = "ResourceConflictRatio"
    L2Cache = "L2Cache"
    MemoryAccess = "MemoryAccess"
    AiCoreNone = "None"


class HostSystem(enum.Enum):
    CPU = "cpu"
    MEM = "mem"
    DISK = "disk"
    NETWORK = "network"
    OSRT = "osrt"


class _ExperimentalConfig:
    """``Profiler(experimental_config=...)``'s options, with 2.10's defaults (recorded only)."""

    def __init__(self, profiler_level=ProfilerLevel.Level0, aic_metrics=AicoreMetrics.AiCoreNone,
                 l2_cache=False, mstx=False, data_simplification=True, export_type=None,
                 mstx_domain_include=None, mstx_domain_exclude=None, sys_io=False,
                 sys_interconnection=False, host_sys=None):
        self.profiler_level, self.aic_metrics = profiler_level, aic_metrics
        self.l2_cache, self.mstx, self.data_simplification = l2_cache, mstx, data_simplification
        self.export_type, self.host_sys = export_type, host_sys
        self.mstx_domain_include, self.mstx_domain_exclude = mstx_domain_include, mstx_domain_exclude
        self.sys_io, self.sys_interconnection = sys_io, sys_interconnection


class ProfilerAction(enum.Enum):
    """What a ``schedule`` asks of the profiler at one step."""
    NONE = 0
    WARM_UP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3


class schedule:  # noqa: N801  (2.10's public name; its class is called Schedule)
    """``schedule(*, wait, active, warmup=0, repeat=0, skip_first=0)``: after ``skip_first``
    steps, cycles of ``wait`` idle steps, ``warmup`` warm-up steps and ``active`` recorded steps
    (the last one saves), ``repeat`` times (0: without end). ``sched(step)`` is the
    ``ProfilerAction`` of a step; a negative or wrong-typed count is reset with a warning.

    >>> s = schedule(wait=1, warmup=1, active=2, repeat=1)
    >>> [s(i).name for i in range(5)]
    ['NONE', 'WARM_UP', 'RECORD', 'RECORD_AND_SAVE', 'NONE']
    """

    def __init__(self, *, wait, active, warmup=0, repeat=0, skip_first=0):
        from . import log
        counts = dict(wait=wait, active=active, warmup=warmup, repeat=repeat,
                      skip_first=skip_first)
        for name, value in counts.items():
            least = 1 if name == "active" else 0
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                log.warning(f"Parameter '{name}' should be of type int, but got "
                            f"{type(value).__name__}. reset to int {least}.")
                counts[name] = least
        if counts["warmup"] == 0:
            log.warning("Profiler won't be using warmup, this can skew profiler results")
        for name, value in counts.items():
            setattr(self, name, value)

    def __call__(self, step):
        if step < 0:
            raise ValueError("Invalid parameter step, which must be not less than 0.")
        if step < self.skip_first:
            return ProfilerAction.NONE
        step -= self.skip_first
        cycle = self.wait + self.warmup + self.active
        if 0 < self.repeat <= step / cycle:
            return ProfilerAction.NONE
        phase = step % cycle
        if phase < self.wait:
            return ProfilerAction.NONE
        if phase < self.wait + self.warmup:
            return ProfilerAction.WARM_UP
        return ProfilerAction.RECORD if phase < cycle - 1 else ProfilerAction.RECORD_AND_SAVE

    def __repr__(self):
        return (f"Schedule(wait={self.wait!r}, active={self.active!r}, warmup={self.warmup!r}, "
                f"repeat={self.repeat!r}, skip_first={self.skip_first!r})")

    def to_dict(self):
        return {"wait": self.wait, "active": self.active, "warmup": self.warmup,
                "repeat": self.repeat, "skip_first": self.skip_first}


__all__ = ["Profiler", "ProfilerLevel", "ProfilerActivity", "ExportType", "AicoreMetrics",
           "HostSystem", "schedule"]

from .common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.profiler")
