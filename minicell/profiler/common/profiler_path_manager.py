"""``ProfilerPathManager``: names and makes the folders of a profiling run."""
import glob
import os
import shutil
import socket
from datetime import datetime, timezone

from ... import log as logger
from .path_manager import PathManager
from .profiler_context import ProfilerContext
from .singleton import Singleton


@Singleton
class ProfilerPathManager:
    """``init`` takes a trace handler's worker and folder names; ``set_ascend_ms_dir`` names a
    new ``<worker>_<pid>_<utc stamp>_ascend_ms`` run folder; ``create_profiler_paths`` makes it."""
    _ASCEND_MS_DIR = "{}_{}_ascend_ms"
    MAX_WORKER_NAME_LENGTH = 226

    def __init__(self):
        self._prof_ctx = ProfilerContext()
        self._worker_name = None
        self._dir_path = None

    def init(self, worker_name: str = None, dir_name: str = None) -> None:
        """Take ``tensorboard_trace_handler``'s names (invalid ones reset with a warning)."""
        if worker_name is None or (isinstance(worker_name, str) and worker_name
                                   and len(worker_name) < self.MAX_WORKER_NAME_LENGTH):
            self._worker_name = worker_name
        else:
            logger.warning("Invalid parameter worker_name, reset it to default.")
            self._worker_name = None
        if dir_name and isinstance(dir_name, str):
            dir_path = PathManager.get_real_path(dir_name)
            PathManager.check_input_directory_path(dir_path)
            self._dir_path = dir_path
        elif dir_name is None:
            self._dir_path = None
        else:
            logger.warning("Invalid parameter dir_name, reset it to default.")
            self._dir_path = None
        if self._dir_path:
            self._prof_ctx.on_trace_ready_output_path = self._dir_path

    def _remove_all(self, paths):
        for path in paths:
            if os.path.isfile(path):
                PathManager.remove_file_safety(path)
            elif os.path.isdir(path):
                PathManager.remove_path_safety(path)

    def _msprof_cache(self):
        ctx = self._prof_ctx
        return (ctx.msprof_profile_output_path, ctx.msprof_profile_log_path,
                os.path.join(ctx.msprof_profile_host_path, "sqlite"),
                os.path.join(ctx.msprof_profile_host_path, "data", "all_file.complete"),
                os.path.join(ctx.msprof_profile_device_path, "sqlite"),
                os.path.join(ctx.msprof_profile_device_path, "data", "all_file.complete"))

    def clean_analysis_cache(self):
        """Remove the results of an earlier analysis of this run."""
        self._remove_all((self._prof_ctx.ascend_profiler_output_path,) + self._msprof_cache())

    def simplify_data(self):
        """Remove msprof's intermediate data."""
        self._remove_all(self._msprof_cache())

    def move_db_file(self):
        """Move msprof's databases into ASCEND_PROFILER_OUTPUT."""
        ctx = self._prof_ctx
        if not ctx.msprof_profile_output_path:
            return
        base = os.path.dirname(ctx.msprof_profile_output_path)
        files = glob.glob(os.path.join(base, "msprof*.db")) + glob.glob(
            os.path.join(base, "analyze", "communication_analyzer.db"))
        for db_file in filter(os.path.isfile, files):
            name = os.path.basename(db_file)
            if name == "communication_analyzer.db":
                shutil.copy(db_file, os.path.join(ctx.ascend_profiler_output_path, name))
            else:
                new_name = (f"ascend_mindspore_profiler_{ctx.rank_id}.db" if ctx.rank_id
                            else "ascend_mindspore_profiler.db")
                shutil.move(db_file, os.path.join(ctx.ascend_profiler_output_path, new_name))

    def remove_db_file(self):
        """Remove msprof's databases."""
        if not self._prof_ctx.msprof_profile_output_path:
            return
        base = os.path.dirname(self._prof_ctx.msprof_profile_output_path)
        for db_file in filter(os.path.isfile, glob.glob(os.path.join(base, "msprof*.db"))):
            os.remove(db_file)

    def create_output_path(self):
        """Make ASCEND_PROFILER_OUTPUT (before an analysis)."""
        PathManager.make_dir_safety(self._prof_ctx.ascend_profiler_output_path)

    def set_ascend_ms_dir(self):
        """Name a new run folder."""
        self._prof_ctx.ascend_ms_dir = self._get_ascend_ms_dir()

    def create_profiler_paths(self):
        """Make the run folder and its FRAMEWORK folder (before a start)."""
        PathManager.make_dir_safety(self._prof_ctx.ascend_ms_dir)
        PathManager.make_dir_safety(self._prof_ctx.framework_path)
        logger.info("Profiler ascend_ms_dir initialized: %s", self._prof_ctx.ascend_ms_dir)

    def _get_ascend_ms_dir(self) -> str:
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d%H%M%S%f")[:-3]
        worker = self._worker_name or socket.gethostname()
        return self._ASCEND_MS_DIR.format(f"{worker}_{os.getpid()}", stamp)
