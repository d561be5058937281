"""``ProfilerInterface``: class-level driver of the platform profilers of one run.

``init`` names and makes the run folder and builds the profilers of
``ProfilerContext().device_target_set`` from ``PROFILERS``; ``start``/``stop``/``analyse``/
``finalize`` pass on to them; ``clear`` ends the run. Calls before ``init`` are warned about.
"""
from typing import Set

from .. import log as logger
from .common.log import ProfilerLogger
from .common.profiler_context import ProfilerContext
from .common.profiler_meta_data import ProfilerMetaData
from .common.profiler_path_manager import ProfilerPathManager
from .common.registry import PROFILERS
from .platform.base_profiler import BaseProfiler


class ProfilerInterface:
    """The run's state is on the class (2.10 passes the class itself to ``on_trace_ready``)."""
    cpu_profiler: BaseProfiler = None
    device_profiler: BaseProfiler = None
    platform_profilers_set: Set[BaseProfiler] = set()
    is_initialized = False

    @classmethod
    def _refused(cls, what):
        if cls.is_initialized:
            return False
        logger.warning(f"ProfilerInterface {what} failed, profiler has not been initialized.")
        return True

    @classmethod
    def init(cls):
        """Start a run: its folder and its platform profilers."""
        if cls.is_initialized:
            return
        ProfilerPathManager().set_ascend_ms_dir()
        ProfilerPathManager().create_profiler_paths()
        for target in ProfilerContext().device_target_set:
            cls.platform_profilers_set.add(PROFILERS.modules.get(target)())
        cls.is_initialized = True
        logger.info("ProfilerInterface init")

    @classmethod
    def start(cls):
        """Start collecting."""
        if cls._refused("start"):
            return
        for profiler in cls.platform_profilers_set:
            profiler.start()
        logger.info("ProfilerInterface start")

    @classmethod
    def stop(cls):
        """Stop collecting (after the pending work)."""
        if cls._refused("stop"):
            return
        for profiler in cls.platform_profilers_set:
            profiler.stop()
        logger.info("ProfilerInterface stop")

    @classmethod
    def analyse(cls, **kwargs):
        """Analyse the run's data (``async_mode=`` as ``tensorboard_trace_handler`` passes)."""
        if cls._refused("analyse"):
            return
        for profiler in cls.platform_profilers_set:
            profiler.analyse(**kwargs)
        logger.info("ProfilerInterface analyse")

    @classmethod
    def finalize(cls):
        """Write the metadata and what the profilers hold."""
        if cls._refused("finalize"):
            return
        ProfilerMetaData.dump_metadata()
        for profiler in cls.platform_profilers_set:
            profiler.finalize()
        logger.info("ProfilerInterface finalize")

    @classmethod
    def clear(cls):
        """End the run: drop the profilers and close the run's log."""
        if cls._refused("clear"):
            return
        cls.platform_profilers_set.clear()
        cls.is_initialized = False
        ProfilerLogger.destroy()
        logger.info("ProfilerInterface clear")

    @classmethod
    def delete_dir(cls):
        """2.10 logs it and keeps the folder; so does minicell."""
        logger.info("ProfilerInterface delete dir")
