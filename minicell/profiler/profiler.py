"""``mindspore.profiler``: ``Profiler`` on JAX's profiler.

MindSpore's profiler records its own runtime into its own files; minicell's records JAX's
(``jax.profiler``): the trace of everything run between ``start()`` and ``stop()`` lands in
``output_path/plugins/profile/<run>/`` as ``*.xplane.pb`` and ``*.trace.json.gz``, which
TensorBoard's profile plugin, XProf and Perfetto read. ``analyse()`` stops a running trace (the
files are already complete; there is no separate analysis step). The option enums
(``ProfilerLevel``, ``ProfilerActivity``, ``AicoreMetrics``, ``ExportType``, ``HostSystem``) and
``_ExperimentalConfig`` have 2.10's members and defaults, so scripts that build options import
and run; no option changes what JAX records. ``schedule`` computes 2.10's step actions and
``profile`` follows them, one JAX trace per recorded window (``tensorboard_trace_handler`` names
their folders), and so does a ``Profiler`` given a schedule (its windows under ``output_path``
unless a trace handler names a folder). Dynamic profiling is listed unsupported with the reason.

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
        self._scheduled = None      # with a schedule: 2.10's Profiler is a ``profile``
        if kwargs.get("schedule") is not None:
            self._scheduled = profile(schedule=kwargs["schedule"], start_profile=False,
                                      on_trace_ready=kwargs.get("on_trace_ready"))
            self._scheduled._root = output_path      # its windows' folder
            self._metadata = self._scheduled._metadata
        if start_profile:
            self.start()

    @property
    def running(self):
        return _active is self

    def start(self):
        """Start recording (RuntimeError if this or another Profiler is recording)."""
        global _active
        if self._scheduled is not None:
            return self._scheduled.start()
        if _active is not None:
            raise RuntimeError("For 'Profiler.start', a profiler is already recording; call "
                               "stop() on it first.")
        os.makedirs(self.output_path, exist_ok=True)
        jax.profiler.start_trace(self.output_path)
        _active = self

    def stop(self):
        """Stop recording and write the trace (RuntimeError if this Profiler is not recording)."""
        global _active
        if self._scheduled is not None:
            return self._scheduled.stop()
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
        """Mark the end of a training step (with a schedule: move to its next action)."""
        self._steps += 1
        if self._scheduled is not None:
            self._scheduled.step()

    def analyse(self, offline_path=None, pretty=False, step_list=None, mode="sync"):
        """Stop a running trace; the files are complete once it stops."""
        if self._scheduled is not None:       # 2.10: stops the trace, leaves the schedule
            from .. import log
            self._scheduled._stop()
            self._scheduled._has_started = False
            log.warning("The profiler has schedule. Please use 'on_trace_ready' to analyse data.")
        elif self.running:
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
        from .. import log
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


def _record_every_step(step):
    """The schedule of a ``profile`` given none: record from start() to stop()."""
    return ProfilerAction.RECORD


_trace_dir = {"dir_name": None, "worker_name": None}    # set by tensorboard_trace_handler


def tensorboard_trace_handler(dir_name=None, worker_name=None, analyse_flag=True,
                              async_mode=False):
    """The ``on_trace_ready`` callback that puts each recorded window of a ``profile`` in its
    own folder ``dir_name/<worker_name>_<timestamp>_ascend_ms`` (default ``./data`` and
    ``<host>_<pid>``, as 2.10); the JAX trace is under its ``plugins/profile/``."""
    from .. import log
    _trace_dir.update(dir_name=dir_name, worker_name=worker_name)
    if not isinstance(analyse_flag, bool):
        log.warning("analyse_flag is not bool, set by default.")
        analyse_flag = True
    if not isinstance(async_mode, bool):
        log.warning("async_mode is not bool, set by default.")
        async_mode = False

    def handler_fn(prof_inst):
        if analyse_flag:
            prof_inst.analyse(async_mode=async_mode)
    return handler_fn


class profile:  # noqa: N801  (2.10's public name; its class is called Profile)
    """``profile(activities=None, ..., start_profile=True, schedule=None, on_trace_ready=None,
    experimental_config=None)``: a Profiler driven by a ``schedule``.

    Each ``step()`` moves to the schedule's action for the next step number (from 0): a run of
    RECORD steps ending in RECORD_AND_SAVE is one window, recorded as one JAX trace in its own
    folder, after which ``on_trace_ready(prof)`` is called. Without a schedule it records from
    ``start()`` to ``stop()``. The transitions, the warnings for schedules that stop inside a
    window and the texts are 2.10's; the other options are accepted (JAX records what it
    records).

    >>> import tempfile, minicell as ms
    >>> from minicell.profiler import profile, schedule, tensorboard_trace_handler
    >>> with profile(schedule=schedule(wait=0, warmup=1, active=1),
    ...              on_trace_ready=tensorboard_trace_handler(tempfile.mkdtemp())) as prof:
    ...     for _ in range(2):
    ...         _ = ms.ops.add(ms.Tensor([1.0]), 1.0)
    ...         prof.step()
    >>> prof.step_num
    2
    """

    def __init__(self, activities=None, with_stack=False, profile_memory=False,
                 data_process=False, parallel_strategy=False, start_profile=True,
                 hbm_ddr=False, pcie=False, sync_enable=True, record_shapes=False,
                 schedule=None, on_trace_ready=None, experimental_config=None):
        from .. import log
        self._metadata = {}
        self._has_started = False
        self.on_trace_ready = on_trace_ready
        self.record_steps = callable(schedule)
        if schedule and not callable(schedule):
            log.warning("schedule is not Callable, set by default.")
        self.schedule = schedule if callable(schedule) else _record_every_step
        self.step_num = 0
        self.current_action = self.schedule(self.step_num)
        self._window = None
        self._root = None           # the windows' folder when no trace handler names one
        if start_profile:
            self.start()

    # the actions of 2.10's transition table, on JAX's trace
    def _init(self):
        import datetime
        import socket
        root = _trace_dir["dir_name"] or self._root or "./data"
        worker = _trace_dir["worker_name"] or f"{socket.gethostname()}_{os.getpid()}"
        stamp = datetime.datetime.now().strftime("%Y%m%d%H%M%S%f")[:-3]
        self._window = os.path.realpath(os.path.join(root, f"{worker}_{stamp}_ascend_ms"))
        os.makedirs(self._window, exist_ok=True)

    def _start(self):
        global _active
        if _active is not None:     # 2.10's profile logs its errors instead of raising them
            from .. import log
            log.error("For 'profile', a profiler is already recording; call stop() on it "
                      "first.")
            return
        os.makedirs(self._window, exist_ok=True)
        jax.profiler.start_trace(self._window)
        _active = self

    def _stop(self):
        global _active
        if _active is self:
            jax.effects_barrier()
            jax.profiler.stop_trace()
            _active = None

    def _finalize(self):
        if self._metadata and self._window and os.path.isdir(self._window):
            with open(os.path.join(self._window, "profiler_metadata.json"), "w") as f:
                json.dump(self._metadata, f, indent=1, sort_keys=True)

    def _trace_ready(self):
        if self.on_trace_ready:
            self.on_trace_ready(self)

    def _delete_dir(self):
        import shutil
        if self._window:
            shutil.rmtree(self._window, ignore_errors=True)

    def _transit(self, prev, current):
        from .. import log
        A = ProfilerAction
        init, start, stop, fin, ready = (self._init, self._start, self._stop, self._finalize,
                                         self._trace_ready)
        save = [stop, fin, ready]

        def warn(text):
            return lambda: log.warning(text)
        steps = {
            (A.NONE, A.WARM_UP): [init], (A.NONE, A.RECORD): [init, start],
            (A.NONE, A.RECORD_AND_SAVE): [init, start],
            (A.WARM_UP, A.NONE): [warn("Incorrect schedule: WARMUP followed by NONE"), start,
                                  stop, fin],
            (A.WARM_UP, A.RECORD): [start], (A.WARM_UP, A.RECORD_AND_SAVE): [start],
            (A.RECORD, A.NONE): [warn("Incorrect schedule: RECORD followed by NONE"), stop, fin],
            (A.RECORD, A.WARM_UP): [warn("Incorrect schedule: RECORD followed by WARMUP"), stop,
                                    fin],
            (A.RECORD_AND_SAVE, A.NONE): save, (A.RECORD_AND_SAVE, A.WARM_UP): save + [init],
            (A.RECORD_AND_SAVE, A.RECORD): save + [init, start],
            (A.RECORD_AND_SAVE, A.RECORD_AND_SAVE): save + [init, start],
            (A.WARM_UP, None): [warn("Incorrect schedule: Stop profiler while current state is "
                                     "WARMUP which will result in empty parsed data."),
                                fin, self._delete_dir],
            (A.RECORD, None): [warn("Incorrect schedule: Stop profiler while current state is "
                                    "RECORD which may result in incomplete parsed data.")] + save,
            (A.RECORD_AND_SAVE, None): [warn("Stop profiler while current state is "
                                             "RECORD_AND_SAVE, perhaps the scheduling cycle has "
                                             "not yet completed.")] + save,
        }
        for action in steps.get((prev, current), ()):
            action()

    def start(self):
        """Start: enter the action of the current step."""
        from .. import log
        if self._has_started:
            log.warning("The profile has already started. Do not turn on again in the open "
                        "state.")
            return
        self._has_started = True
        self._transit(ProfilerAction.NONE, self.current_action)

    def stop(self):
        """Stop: a window being recorded is saved (with 2.10's warning)."""
        from .. import log
        if not self._has_started:
            log.error("The profile has not started. Do not turn off again in the closed state.")
            return
        self._has_started = False
        self._transit(self.current_action, None)

    def step(self):
        """End of a step: move to the next step's action."""
        from .. import log
        if not self._has_started:
            log.error("profile is stopped, step takes no effect!")
            return
        prev = self.current_action
        self.step_num += 1
        self.current_action = self.schedule(self.step_num)
        self._transit(prev, self.current_action)

    def analyse(self, offline_path=None, pretty=False, step_list=None, mode="sync",
                async_mode=False):
        """Nothing to do: each window's trace is complete once it stops."""

    def add_metadata(self, key, value):
        """Record ``key: value`` in the window's ``profiler_metadata.json``."""
        from .. import log
        if not isinstance(key, str) or not isinstance(value, str):
            log.warning("The key and value of metadata must be string. Skip this metadata.")
            return
        self._metadata[key] = value

    def add_metadata_json(self, key, value):
        """Record ``key`` with ``value`` (a JSON string) in ``profiler_metadata.json``."""
        from .. import log
        if not isinstance(key, str) or not isinstance(value, str):
            log.warning("The key and value of metadata must be string. Skip this metadata.")
            return
        try:
            self._metadata[key] = json.loads(value)
        except ValueError:
            log.warning("The metadata value must be json format string. Skip this metadata")

    def __enter__(self):
        if not self._has_started:
            self.start()
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        if self._has_started:
            self.stop()


class mstx:  # noqa: N801  (2.10's public name)
    """Ascend's tool-extension markers (``mstx.mark``, ``range_start``/``range_end``): off an
    Ascend NPU 2.10's do nothing (``range_start`` returns 0); so do minicell's."""

    @staticmethod
    def mark(message, stream=None, domain="default"):
        return None

    @staticmethod
    def range_start(message, stream=None, domain="default"):
        return 0

    @staticmethod
    def range_end(range_id, domain="default"):
        return None
