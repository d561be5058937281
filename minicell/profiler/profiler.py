"""``Profiler``, ``profile`` (class ``Profile``), ``tensorboard_trace_handler`` and ``analyse``.

MindSpore records its own runtime into its own files; minicell records JAX's trace
(``jax.profiler``, see ``platform/cpu_profiler.py``). The structure is 2.10's: a profiler
keeps its options in ``ProfilerContext``, follows a ``Schedule``'s step actions through a
``ProfilerActionController`` whose transitions call ``ProfilerInterface`` (init, start, stop,
finalize, clear), and hands each saved window to ``on_trace_ready(ProfilerInterface)``. A run's
folder is ``<output_path>/<host>_<pid>_<stamp>_ascend_ms/``; the trace is under its
``plugins/profile/<run>/`` (``*.xplane.pb``, ``*.trace.json.gz``), which TensorBoard's profile
plugin, XProf and Perfetto read; ``profiler_metadata.json`` holds ``add_metadata``'s entries.
As in 2.10 the API logs its errors instead of raising them, and the options (levels,
activities, AI Core metrics, ...) are checked and kept but change nothing in what JAX records.

>>> import tempfile, minicell as ms
>>> profiler = ms.Profiler(output_path=tempfile.mkdtemp())
>>> _ = ms.ops.add(ms.Tensor([1.0]), 1.0)
>>> profiler.analyse()
"""
import json
import os
import sys
import warnings
from sys import getsizeof
from typing import Any, Callable, Dict, Iterable, Optional

from .. import log as logger
from .common.constant import DeviceTarget, ProfilerActivity, ProfilerStepNameConstant
from .common.path_manager import PathManager
from .common.profiler_context import ProfilerContext
from .common.profiler_meta_data import ProfilerMetaData
from .common.profiler_path_manager import ProfilerPathManager
from .common.record_function import RecordFunction
from .common.util import no_exception_func
from .experimental_config import _ExperimentalConfig
from .platform.cpu_profiler import write_trace_view
from .profiler_action_controller import ProfilerActionController
from .profiler_interface import ProfilerInterface
from .schedule import ProfilerAction, _default_schedule_fn

_NO_RUN_FOLDER = ("Invalid path: {}. Expected a *_ascend_ms_* directory or a parent directory "
                  "of multiple *_ascend_ms_*")


@no_exception_func()
def tensorboard_trace_handler(dir_name: str = None, worker_name: str = None,
                              analyse_flag: bool = True, async_mode: bool = False):
    """The ``on_trace_ready`` callback that puts the runs in ``dir_name`` (default
    ``./data``) under ``<worker_name>_<pid>_<stamp>_ascend_ms`` (default worker: the host
    name) and analyses each saved window when ``analyse_flag``."""
    ProfilerPathManager().init(worker_name, dir_name)
    if not isinstance(analyse_flag, bool):
        logger.warning("analyse_flag is not bool, set by default.")
        analyse_flag = True
    if not isinstance(async_mode, bool):
        logger.warning("async_mode is not bool, set by default.")
        async_mode = False

    def handler_fn(prof_inst) -> None:
        if analyse_flag:
            prof_inst.analyse(async_mode=async_mode)
    return handler_fn


class _Recorder:
    """What ``Profiler`` and ``Profile`` share: steps, metadata, the context protocol."""
    _name = "profile"

    def _setup(self, kwargs, schedule, use_schedule):
        self._metadata: Dict[str, Any] = {}
        self._prof_context = ProfilerContext()
        self._prof_context.set_params(**kwargs)
        self._has_started = False
        self.schedule = schedule if use_schedule else _default_schedule_fn
        self._step_rec_fn: Optional[RecordFunction] = None
        self.step_num = 0
        self.current_action: ProfilerAction = self.schedule(self.step_num)
        self.action_controller = ProfilerActionController(ProfilerInterface,
                                                          self._prof_context.on_trace_ready)

    def _start_step_record(self):
        self._step_rec_fn = RecordFunction(ProfilerStepNameConstant.PROFILER_STEP
                                           + str(self.step_num))
        self._step_rec_fn.start()

    def _next_step(self):
        prev_action = self.current_action
        self.step_num += 1
        self.current_action = self.schedule(self.step_num)
        self.action_controller.transit_action(prev_action, self.current_action)

    def _add(self, key, value, parse):
        if not isinstance(key, str) or not isinstance(value, str):
            logger.warning("The key and value of metadata must be string. Skip this metadata.")
            return
        if getsizeof(self._metadata) + getsizeof(key) + getsizeof(value) >= \
                ProfilerMetaData.MAX_META_SIZE:
            logger.warning("Too many metadata added. Skip this metadata")
            return
        try:
            if key in self._metadata:
                logger.warning(f"{key} is already saved as metadata, override it.")
            self._metadata[key] = json.loads(value) if parse else value
            ProfilerMetaData.set_metadata(self._metadata)
        except ValueError:
            logger.warning("The metadata value must be json format string. Skip this metadata")

    @no_exception_func()
    def add_metadata(self, key: str, value: str):
        """Record ``key: value`` (strings) in the run's ``profiler_metadata.json``."""
        self._add(key, value, parse=False)

    @no_exception_func()
    def add_metadata_json(self, key: str, value: str):
        """Record ``key`` with ``value`` (a JSON string, parsed) in profiler_metadata.json."""
        self._add(key, value, parse=True)

    @no_exception_func()
    def __enter__(self):
        if not self._has_started:
            self.start()
        return self

    @no_exception_func()
    def __exit__(self, exc_type, exc_value, traceback) -> None:
        if self._has_started:
            self.stop()


class Profiler(_Recorder):
    """``Profiler(output_path='./data', start_profile=True, schedule=None, on_trace_ready=None,
    profiler_level=..., activities=..., ..., experimental_config=None)`` (2.10's keyword
    arguments, checked as 2.10 does). Without a schedule it records from ``start()`` to
    ``stop()``/``analyse()``; with one, ``step()`` follows it and each saved window goes to
    ``on_trace_ready``."""
    _name = "profiler"

    def __init__(self, **kwargs) -> None:
        logger.warning("'mindspore.Profiler' will be deprecated and removed in a future "
                       "version. Please use the api 'mindspore.profiler.profile' instead.")
        self.schedule_arg = kwargs.get("schedule")
        self._setup(kwargs, None, False)
        if self.schedule_arg is not None:
            self.schedule = self._prof_context.schedule
            self.current_action = self.schedule(self.step_num)
        self._record_steps = self.schedule_arg is not None
        self._schedule_no_use_step = True if self._record_steps else None
        if self._prof_context.start_profile:
            self.start()

    @no_exception_func()
    def start(self) -> None:
        """Start: enter the current step's action (recording, without a schedule)."""
        if self._has_started:
            logger.warning("The profiler has already started. Do not turn on again in the "
                           "open state.")
            return
        self._has_started = True
        self.action_controller.transit_action(ProfilerAction.NONE, self.current_action)
        if self._record_steps:
            self._start_step_record()

    @no_exception_func()
    def stop(self) -> None:
        """Stop recording (with a schedule: only once ``step()`` has been used)."""
        if self._schedule_no_use_step:
            logger.warning("The profiler has schedule. Please use step() to collect data.")
            return
        if not self._has_started:
            logger.error("The profiler has not started. Do not turn off again in the closed "
                         "state.")
            return
        self._has_started = False
        if self._record_steps and self._step_rec_fn:
            self._step_rec_fn.stop()
        if self.schedule_arg:
            self.action_controller.transit_action(self.current_action, None)
        else:
            ProfilerInterface.stop()
            ProfilerMetaData.dump_metadata()

    @no_exception_func()
    def analyse(self, offline_path=None, pretty=False, step_list=None, mode="sync") -> None:
        """Stop a running recording and finish the run (with a schedule, 2.10 leaves the
        analysis to ``on_trace_ready``)."""
        if self._has_started:
            ProfilerInterface.stop()
            self._has_started = False
        if self.schedule_arg:
            logger.warning("The profiler has schedule. Please use 'on_trace_ready' to analyse "
                           "data.")
            return
        if offline_path:
            logger.warning("The parameter 'offline_path' for Profiler.analyse() is deprecated, "
                           "please use Profiler.offline_analyse() instead.")
        self._prof_context.pretty = pretty
        self._prof_context.step_list = step_list
        self._prof_context.mode = mode
        ProfilerInterface.finalize()
        ProfilerInterface.analyse()
        ProfilerInterface.clear()

    @classmethod
    @no_exception_func()
    def offline_analyse(cls, path: str, pretty=False, step_list=None,
                        data_simplification=True) -> None:
        """Analyse the finished runs at or under ``path`` (their trace_view.json)."""
        _analyse_runs(path, pretty)

    @no_exception_func()
    def step(self) -> None:
        """End of a step: move to the schedule's next action."""
        if self.schedule_arg is None:
            logger.error("With no schedule in the Profiler, step takes no effect!")
            return
        if not self._has_started:
            logger.error("Profiler is stopped, step takes no effect!")
            return
        if self._step_rec_fn:
            self._step_rec_fn.stop()
        self._next_step()
        self._start_step_record()
        self._schedule_no_use_step = False

    @no_exception_func()
    def op_analyse(self, op_name, device_id=None):
        """2.10 reads its CPU/GPU op files; minicell has JAX's trace instead (logged error)."""
        warnings.warn("mindspore.Profiler.op_analyse is deprecated and will be removed in "
                      "future versions.  ")
        if self._prof_context.device_target == DeviceTarget.NPU.value:
            raise RuntimeError("The Interface 'Profiler.op_analyse()' is not supported on "
                               "Ascend currently.")
        if device_id and not isinstance(device_id, int):
            raise TypeError("For 'Profiler.op_analyse()', the parameter device_id must be int, "
                            f"but got type {type(device_id)}")
        if not isinstance(op_name, (str, list)):
            raise TypeError("For 'Profiler.op_analyse()', the parameter op_name must be str or "
                            f"list, but got type {type(op_name)}")
        if not op_name:
            raise TypeError("For 'Profiler.op_analyse()', the parameter op_name cannot be None.")
        raise RuntimeError("Profiler.op_analyse reads MindSpore's own op files; minicell "
                           "records JAX's trace (open it in TensorBoard, XProf or Perfetto).")

    @no_exception_func()
    def __del__(self):
        if getattr(self, "_has_started", False):
            self.stop()
            logger.warning("Profiler is stopped at the end of the program.")


class Profile(_Recorder):
    """``profile(activities=None, with_stack=False, profile_memory=False, data_process=False,
    parallel_strategy=False, start_profile=True, hbm_ddr=False, pcie=False, sync_enable=True,
    record_shapes=False, schedule=None, on_trace_ready=None, experimental_config=None)``: a
    profiler driven by any callable schedule (step -> ``ProfilerAction``).

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

    def __init__(self, activities: Optional[Iterable[ProfilerActivity]] = None,
                 with_stack: bool = False, profile_memory: bool = False,
                 data_process: bool = False, parallel_strategy: bool = False,
                 start_profile: bool = True, hbm_ddr: bool = False, pcie: bool = False,
                 sync_enable: bool = True, record_shapes: bool = False,
                 schedule: Optional[Callable[[int], ProfilerAction]] = None,
                 on_trace_ready: Optional[Callable[..., Any]] = None,
                 experimental_config: Optional[_ExperimentalConfig] = None):
        kwargs = dict(activities=activities, with_stack=with_stack,
                      profile_memory=profile_memory, data_process=data_process,
                      parallel_strategy=parallel_strategy, start_profile=start_profile,
                      hbm_ddr=hbm_ddr, pcie=pcie, sync_enable=sync_enable,
                      record_shapes=record_shapes, schedule=schedule,
                      on_trace_ready=on_trace_ready, experimental_config=experimental_config)
        self.record_steps = bool(schedule) and callable(schedule)
        if schedule and not callable(schedule):
            logger.warning("schedule is not Callable, set by default.")
        self._setup(kwargs, schedule, self.record_steps)
        if self._prof_context.start_profile:
            self.start()

    @no_exception_func()
    def start(self) -> None:
        """Start: enter the current step's action."""
        if self._has_started:
            logger.warning("The profile has already started. Do not turn on again in the open "
                           "state.")
            return
        self._has_started = True
        self.action_controller.transit_action(ProfilerAction.NONE, self.current_action)
        if self.record_steps:
            self._start_step_record()

    @no_exception_func()
    def stop(self) -> None:
        """Stop: a window being recorded is saved (with 2.10's warning)."""
        if not self._has_started:
            logger.error("The profile has not started. Do not turn off again in the closed "
                         "state.")
            return
        self._has_started = False
        if self.record_steps and self._step_rec_fn:
            self._step_rec_fn.stop()
        self.action_controller.transit_action(self.current_action, None)

    @no_exception_func()
    def step(self) -> None:
        """End of a step: move to the schedule's next action."""
        if not self._has_started:
            logger.error("profile is stopped, step takes no effect!")
            return
        if self.record_steps and self._step_rec_fn:
            self._step_rec_fn.stop()
        self._next_step()
        if self.record_steps:
            self._start_step_record()

    @no_exception_func()
    def __del__(self):
        if getattr(self, "_has_started", False):
            if sys.is_finalizing():
                logger.warning("profile is not stopped at the end of the program. The data may "
                               "be incomplete.")
                return
            self.stop()
            logger.warning("profile is stopped at the end of the program.")


def _analyse_runs(path, pretty):
    """Write trace_view.json for each ``*_ascend_ms`` run folder at or under ``path`` (2.10's
    path checks and error when there is none)."""
    real_path = PathManager.get_real_path(path)
    PathManager.check_input_directory_path(real_path)
    runs = PathManager.get_ascend_ms_path_list(real_path)
    if not runs:
        logger.error(_NO_RUN_FOLDER.format(real_path))
    for run in runs:
        try:
            write_trace_view(run, pretty)
        except Exception as e:      # pylint: disable=broad-except  (2.10: logged per run)
            logger.error("offline analysis failed: %s", str(e))


@no_exception_func()
def analyse(profiler_path: str, max_process_number: int = os.cpu_count() // 2, pretty=False,
            step_list=None, data_simplification=True):
    """Offline analysis of the runs at or under ``profiler_path``: each run's trace events
    go to its ASCEND_PROFILER_OUTPUT/trace_view.json (2.10 runs one process per run; the
    conversion here is quick, so it runs in this one)."""
    if not isinstance(max_process_number, int) or max_process_number <= 0:
        logger.warning("Parameter 'max_process_number' should be of type int, but got "
                       f"{type(max_process_number).__name__}. reset to int "
                       f"{os.cpu_count() // 2}.")
    _analyse_runs(profiler_path, pretty)
