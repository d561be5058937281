"""Helpers of the dynamic profiler: dyno (msmonitor daemon) mode, rank, dyno config strings."""
import os
from enum import Enum

from ... import communication
from ... import log as logger
from ..common.constant import DynoMode


class DynamicProfilerUtils:
    """Class-level helpers and the shared-memory layout constants of the dynamic profiler."""
    CFG_BUFFER_SIZE = 1024 * 1024

    class ProfilerStatus(Enum):
        """State of the dynamic profiler as the monitor reports it."""
        UNINITIALIZED = -1
        IDLE = 0
        RUNNING = 1
        READY = 2

    PROFILER_STATUS = "profiler_status"
    CURRENT_STEP = "current_step"
    START_STEP = "start_step"
    STOP_STEP = "stop_step"
    REPORT_INTERVAL = 1.0

    @classmethod
    def is_dyno_mode(cls):
        """Whether ``MSMONITOR_USE_DAEMON`` is 1 (an unreadable value logs an error, reads 0)."""
        flag = os.getenv(DynoMode.DYNO_DAEMON, "0")
        try:
            flag = int(flag)
        except ValueError:
            logger.error(f"Environment variable '{DynoMode.DYNO_DAEMON}' value not valid, "
                         "will be set to 0 !")
            flag = 0
        return flag == 1

    @classmethod
    def get_real_rank(cls):
        """This process's rank; ``RANK_ID`` (default 0) when communication is not set up."""
        try:
            return communication.get_rank()
        except RuntimeError:
            return int(os.getenv("RANK_ID", "0"))

    @classmethod
    def dyno_str_to_dict(cls, res: str):
        """``KEY=value`` lines to a dict; ``PROFILE_X``/``..ACTIVITIES..`` keys lose their
        prefix (up to the first ``_``) and are lower-cased; other lines' keys are kept."""
        out = {}
        for line in str(res).split("\n"):
            parts = line.split("=")
            if len(parts) != 2:
                continue
            key, value = parts[0].strip(), parts[1].strip()
            if "PROFILE" in parts[0] or "ACTIVITIES" in parts[0]:
                key = key.split("_", 1)[-1].lower()
            out[key] = value
        return out
