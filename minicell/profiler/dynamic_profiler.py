"""``DynamicProfilerMonitor``: start and stop profiling in a running job by editing a JSON file.

``DynamicProfilerMonitor(cfg_path, output_path='./dyn_profile_data', poll_interval=2)`` writes
a default ``<cfg_path>/profiler_config.json`` (rank 0, when missing); calling ``step()`` after
each training step (or passing the monitor to ``Model.train`` as a callback) reads the file
again when it changed (at most every ``poll_interval`` seconds), and a config with
``start_step``/``stop_step`` records those steps as one run under
``<output_path or prof_path>/rank<r>_start<a>_stop<b>/`` (a ``profile`` with 2.10's schedule
and options, see ``DynamicProfilerConfigContext``). 2.10 polls the file in a child process and
passes it through shared memory; minicell reads it in the training process, which gives the
same steps. The msmonitor daemon mode (``MSMONITOR_USE_DAEMON=1``) talks to Ascend's dynolog
service, which minicell does not have: the monitor then logs an error and stays idle.
"""
import atexit
import json
import os
import time

from .. import log as logger
from ..train.callback import Callback
from .common.file_manager import FileManager
from .common.path_manager import PathManager
from .common.util import no_exception_func
from .dynamic_profile.dynamic_profiler_config_context import DynamicProfilerConfigContext
from .dynamic_profile.dynamic_profiler_utils import DynamicProfilerUtils
from .experimental_config import _ExperimentalConfig
from .profiler import Profile, tensorboard_trace_handler
from .profiler_interface import ProfilerInterface
from .schedule import Schedule

_STATUS = DynamicProfilerUtils.ProfilerStatus
_EXPERIMENTAL = ("profiler_level", "aic_metrics", "l2_cache", "mstx", "data_simplification",
                 "export_type", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
                 "sys_interconnection", "host_sys")


def print_msg(msg):
    """Print a ``[Dynamic Profiler]`` line."""
    print("[Dynamic Profiler] " + msg, flush=True)


class DynamicProfilerMonitor(Callback):
    """Reads ``profiler_config.json`` at each step and profiles the steps it names."""

    def __init__(self, cfg_path=None, output_path="./dyn_profile_data", poll_interval=2,
                 **kwargs):
        self._is_dyno = DynamicProfilerUtils.is_dyno_mode()
        if self._is_dyno:
            if cfg_path is not None:
                logger.warning("If you export 'MSMONITOR_USE_DAEMON=1', your 'cfg_path' "
                               "parameter will be invalid!")
            logger.error("The msmonitor daemon (MSMONITOR_USE_DAEMON=1) drives Ascend's "
                         "dynolog service, which minicell does not have; the dynamic profiler "
                         "stays idle.")
            cfg_path = None
        elif not isinstance(cfg_path, str):
            raise TypeError("If you set 'MSMONITOR_USE_DAEMON' to not 1, The cfg_path must be "
                            "a string.")
        if not isinstance(output_path, str):
            logger.warning(f"The output_path must be a string, but got type {type(output_path)}"
                           ", it will be set to './dyn_profile_data'.")
            output_path = "./dyn_profile_data"
        self._rank_id = DynamicProfilerUtils.get_real_rank()
        self._cfg_path = cfg_path
        self._cfg_json_path = None
        if cfg_path is not None:
            self._cfg_json_path = os.path.realpath(os.path.join(cfg_path, "profiler_config.json"))
            self._init_cfg_json()
        self._output_path = output_path
        self._poll_interval = poll_interval
        if not isinstance(poll_interval, int):
            logger.error("Poll interval must be an integer, reset to 2.")
            self._poll_interval = 2
        elif poll_interval < 1:
            logger.error("Poll interval must be greater than 1, reset to 2.")
            self._poll_interval = 2
        self._kwargs = kwargs
        self._profiler_status = {DynamicProfilerUtils.PROFILER_STATUS: str(_STATUS.IDLE.value),
                                 DynamicProfilerUtils.CURRENT_STEP: "-1",
                                 DynamicProfilerUtils.START_STEP: "-1",
                                 DynamicProfilerUtils.STOP_STEP: "-1"}
        self._config = {}
        self._config_mtime = None
        self._last_poll = None
        self._profiler = None
        self._last_start_step = None
        self._last_stop_step = None
        self._is_started = False
        self._start_step = -1
        self._stop_step = -1
        self._step_num = 0
        self._collection_step_num = 0
        atexit.register(self._clean_resource)

    @no_exception_func()
    def _init_cfg_json(self):
        if self._rank_id == 0:
            if not os.path.exists(self._cfg_json_path):
                logger.info("cfg_path is not exist, create default cfg json")
                PathManager.make_dir_safety(self._cfg_path)
                FileManager.create_json_file(self._cfg_json_path,
                                             DynamicProfilerConfigContext({}).vars, indent=4)
        else:
            logger.info("rank_id is not 0, skip init cfg json")
        print_msg(f"Init config json file: {self._cfg_json_path}")

    def _get_prof_args(self):
        """The config as last read (read again when the file changed, at most every
        ``poll_interval`` seconds); {} when there is none."""
        if self._cfg_json_path is None:
            return {}
        now = time.monotonic()
        if self._last_poll is not None and now - self._last_poll < self._poll_interval:
            return dict(self._config)
        self._last_poll = now
        if not os.path.exists(self._cfg_json_path):
            logger.error("Dynamic profiler cfg json not exists")
            return dict(self._config)
        mtime = os.path.getmtime(self._cfg_json_path)
        if mtime != self._config_mtime:
            self._config_mtime = mtime
            try:
                with open(self._cfg_json_path, encoding="utf-8") as f:
                    self._config = json.load(f)
                self._config["is_valid"] = True
                logger.info("Dynamic profiler process load json success")
            except json.JSONDecodeError as e:
                self._config = {"is_valid": False}
                logger.error("Dynamic profiler process load json failed: %s", e)
        return dict(self._config)

    def _prof_path(self, args, start_step, stop_step):
        root = args.prof_path if args.prof_path != "./" else self._output_path
        return os.path.join(root, f"rank{self._rank_id}_start{start_step}_stop{stop_step}")

    @staticmethod
    def _get_prof_config(prof_args, prof_path, start_step, stop_step, start_profile,
                         skip_first):
        args = prof_args.args
        return {
            "activities": args.get("activities"), "with_stack": args.get("with_stack"),
            "profile_memory": args.get("profile_memory"),
            "parallel_strategy": args.get("parallel_strategy"), "start_profile": start_profile,
            "record_shapes": args.get("record_shapes"),
            "schedule": Schedule(wait=0, warmup=0, active=stop_step - start_step + 1,
                                 repeat=1, skip_first=skip_first),
            "on_trace_ready": tensorboard_trace_handler(
                dir_name=prof_path, analyse_flag=prof_args.analyse,
                async_mode=prof_args.analyse_mode == "async"),
            "experimental_config": _ExperimentalConfig(
                **{name: args.get(name) for name in _EXPERIMENTAL})}

    @no_exception_func()
    def step(self):
        """Call after each step: starts, advances or ends the configured collection."""
        self._step_num += 1
        self._profiler_status[DynamicProfilerUtils.CURRENT_STEP] = str(self._step_num)
        prof_json = self._get_prof_args()
        if not prof_json:
            return
        prof_args = DynamicProfilerConfigContext(prof_json)
        if not prof_args.is_valid:
            logger.error("Dynamic profiler config is not valid, please check the json or dyno "
                         "config.")
            return
        self._handle_profiler_setup(prof_args)
        if self._profiler:
            self._profiler.step()
            self._collection_step_num -= 1
            if self._collection_step_num == -1:
                self._profiler = None
                self._profiler_status[DynamicProfilerUtils.PROFILER_STATUS] = str(
                    _STATUS.IDLE.value)

    def _handle_profiler_setup(self, args):
        start_step, stop_step = args.start_step, args.stop_step
        if not self._is_valid_start_stop_step(self._step_num, start_step, stop_step):
            return
        if (self._start_step, self._stop_step) == (start_step, stop_step):
            return
        self._start_step, self._stop_step = start_step, stop_step
        if not 0 <= start_step <= stop_step:
            self._profiler = None
            logger.error("Rank %d Dynamic profiler start at step %d and stop at step %d must "
                         "be greater than or equal to 0, and stop step should not be less than "
                         "start step", self._rank_id, start_step, stop_step)
            return
        prof_path = self._prof_path(args, start_step, stop_step)
        print_msg(f"Rank {self._rank_id} create output path {prof_path}")
        print_msg(f"Rank {self._rank_id} Dynamic profiler start at step {start_step}, will stop "
                  f"at step {stop_step}")
        self._profiler = Profile(**self._get_prof_config(args, prof_path, start_step, stop_step,
                                                         start_profile=True, skip_first=1))
        self._collection_step_num = stop_step - start_step + 1
        self._profiler_status.update({
            DynamicProfilerUtils.START_STEP: str(start_step),
            DynamicProfilerUtils.STOP_STEP: str(stop_step),
            DynamicProfilerUtils.PROFILER_STATUS: str(_STATUS.RUNNING.value)})

    def _is_valid_start_stop_step(self, step_num, start_step, stop_step):
        if start_step < 0 or stop_step < 0 or step_num < start_step:
            return False
        if step_num > stop_step != self._stop_step:
            logger.warning("stop_step must be greater than step_num, but get start_step = %d, "
                           "stop_step = %d, step_num = %d", start_step, stop_step, step_num)
            return False
        return True

    @no_exception_func()
    def step_begin(self, run_context):
        """Callback: start the collection at the configured start step."""
        prof_json = self._get_prof_args()
        if not prof_json:
            return
        prof_args = DynamicProfilerConfigContext(prof_json)
        if not prof_args.is_valid:
            logger.error("Dynamic profiler json is not valid, please check the json file.")
            return
        if prof_args.start_step in (-1, self._last_start_step):
            return
        step_num = run_context.original_args().cur_step_num
        start_step, stop_step = self._check_step(prof_args.start_step, prof_args.stop_step,
                                                 step_num)
        if step_num != start_step:
            return
        if self._is_started:
            logger.error("Dynamic profiler is already started at step %d, please wait the "
                         "first profiler finished at step %d.", self._last_start_step,
                         self._last_stop_step)
            return
        if self._profiler is None:
            prof_path = self._prof_path(prof_args, start_step, stop_step)
            PathManager.check_input_directory_path(prof_path)
            self._profiler = Profile(**self._get_prof_config(
                prof_args, prof_path, start_step, stop_step, start_profile=False, skip_first=0))
            print_msg(f"Rank {self._rank_id} create output path {prof_path}")
        self._profiler.start()
        self._is_started = True
        self._last_start_step, self._last_stop_step = start_step, stop_step
        print_msg(f"Rank {self._rank_id} Dynamic profiler start at step {start_step}, will stop "
                  f"at step {stop_step}")

    @no_exception_func()
    def step_end(self, run_context):
        """Callback: advance the collection; it ends at the configured stop step."""
        prof_args = DynamicProfilerConfigContext(self._get_prof_args())
        if not prof_args.is_valid:
            logger.error("Dynamic profiler json is not valid, please check the json file.")
            return
        if prof_args.stop_step == -1:
            return
        if self._profiler:
            self._profiler.step()
        step_num = run_context.original_args().cur_step_num
        if step_num == self._last_stop_step and self._is_started:
            self._profiler = None
            self._is_started = False
            print_msg(f"Rank {self._rank_id} Dynamic profiler stop at step {step_num}")

    @no_exception_func()
    def on_train_end(self, run_context):
        """Callback: stop a collection still running."""
        self._clean_resource()

    def _check_step(self, start_step, stop_step, step_num):
        if start_step <= 0 or stop_step <= 0:
            return -1, -1
        for bad, text in (
                (start_step > stop_step, "start_step must be less than stop_step, but get "
                                         "start_step = %d, stop_step = %d"),
                (start_step < step_num and start_step != self._last_start_step,
                 "start_step must be greater than step_num, but get start_step = %d, "
                 "stop_step = %d, step_num = %d"),
                (stop_step < step_num and stop_step != self._last_stop_step,
                 "stop_step must be greater than step_num, but get start_step = %d, "
                 "stop_step = %d, step_num = %d")):
            if bad:
                args = (start_step, stop_step) + ((step_num,) if "step_num" in text else ())
                logger.error(text, *args)
                return -1, -1
        return start_step, stop_step

    @no_exception_func()
    def _clean_resource(self):
        if self._profiler:
            self._profiler.stop()
            ProfilerInterface.finalize()
            ProfilerInterface.clear()
            self._profiler = None
            logger.warning("Rank %d Dynamic profiler stop at end of training", self._rank_id)
