"""The "CPU OP" layer from the CPU kernel info lines
``full_name;type;start_ns,dur_ms,tid [start_ns,dur_ms,tid ...]``."""
from typing import List

from minicell import log as logger
from minicell.profiler.common.constant import EventConstant, TimelineLayerName
from ..timeline_event.cpu_op_event import CpuOpCompleteEvent, CpuOpMetaEvent
from ..timeline_event.timeline_event_pool import TimelineEventPool
from .base_timeline_creator import BaseTimelineCreator, add_layer_meta_events


class CpuOpTimelineCreator(BaseTimelineCreator):
    """One complete event per run of a CPU kernel."""

    def __init__(self):
        super().__init__()
        self.scope_data: List[CpuOpCompleteEvent] = []

    def create(self, data: List[str]) -> None:
        if not data:
            return
        pool = TimelineEventPool(EventConstant.CPU_OP_PID)
        self.event_pools[EventConstant.CPU_OP_PID] = pool
        self._create_base_events(pool, data)
        self._create_meta_event(pool)

    def _create_base_events(self, pool: TimelineEventPool, cpu_info_lines: List[str]) -> None:
        for line in cpu_info_lines:
            line = line.strip()
            if not line:
                continue
            fields = line.split(";")
            if len(fields) < 3:
                logger.warning("Invalid CPU info format, expected at least 3 fields but got "
                               f"{len(fields)}: {line}")
                continue
            for run in fields[-1].split():
                parts = run.split(",")
                if len(parts) != 3:
                    logger.warning("Invalid time info format, expected 3 fields but got "
                                   f"{len(parts)}: {run}")
                    continue
                start, dur, tid = parts
                pool.add_event(CpuOpCompleteEvent({
                    "name": fields[0], "tid": int(tid), "ts": str(start), "dur": str(dur),
                    "args": {"type": fields[1]}}))

    @staticmethod
    def _create_meta_event(pool: TimelineEventPool) -> None:
        add_layer_meta_events(pool, CpuOpMetaEvent, (
            (EventConstant.PROCESS_NAME, {"name": TimelineLayerName.CPU_OP.value}),
            (EventConstant.PROCESS_SORT, {"sort_index": EventConstant.CPU_OP_SORT_IDX}),
            (EventConstant.PROCESS_LABEL, {"labels": EventConstant.CPU_LABEL})))
