"""``AscendStepTraceTimeViewer``: ``step_trace_time.csv`` (per step: computing,
communication, overlap, free, pipeline stage/bubble and preparing time, in us) from the
"Overlap Analysis" and "HCCL" timeline layers."""
import os
import re
from decimal import Decimal
from enum import Enum
from typing import Any, Optional, Tuple

import numpy as np

from minicell import log as logger
from minicell.profiler.common.constant import (OverlapAnalysisTidName, ProfilerActivity,
                                               ProfilerLevel, TimelineLayerName)
from minicell.profiler.common.file_manager import FileManager
from minicell.profiler.common.log import ProfilerLogger
from ..parser.timeline_assembly_factory.trace_view_container import TraceViewContainer
from ..parser.timeline_event.timeline_event_pool import TimelineEventPool
from .base_viewer import BaseViewer

_MS = Decimal("0.000")


class StepTraceTimeHeaders(Enum):
    """Columns of step_trace_time.csv."""
    STEP = "Step"
    COMPUTING = "Computing"
    COMMUNICATION_NOT_OVERLAPPED = "Communication(Not Overlapped)"
    OVERLAPPED = "Overlapped"
    COMMUNICATION = "Communication"
    FREE = "Free"
    STAGE = "Stage"
    BUBBLE = "Bubble"
    COMMUNICATION_NOT_OVERLAPPED_EXCLUDE_RECEIVE = \
        "Communication(Not Overlapped and Exclude Receive)"
    PREPARING = "Preparing"


_H = StepTraceTimeHeaders


class AscendStepTraceTimeViewer(BaseViewer):
    """Writes ``<ascend_profiler_output_path>/step_trace_time.csv``."""
    STEP_TRACE_TIME_FILE_NAME = "step_trace_time.csv"
    STEP_TRACE_TIME_HEADERS = [header.value for header in StepTraceTimeHeaders]
    # pipeline send/receive ops (their time is the bubble)
    PP_OP_PATTERN = tuple(re.compile(p) for p in (
        r"^hcom_\w+SendRecv__\d+", r"hcom_send__\d+", r"hcom_receive__\d+", r"Receive-op",
        r"Send-op"))
    OVERLAP_DTYPE = np.dtype([("ts", object), ("dur", object)])
    HCCL_DTYPE = np.dtype([("name", object), ("ts", object), ("dur", object)])

    def __init__(self, **kwargs):
        super().__init__()
        self._save_path = os.path.join(kwargs.get("ascend_profiler_output_path"),
                                       self.STEP_TRACE_TIME_FILE_NAME)
        self._profiler_level = kwargs.get("profiler_level")
        self._ascend_ms_dir = kwargs.get("ascend_ms_dir")
        self._activities = kwargs.get("activities")
        ProfilerLogger.init(self._ascend_ms_dir)
        self._logger = ProfilerLogger.get_instance()
        self.step_trace_time_data_list = []
        self.trace_container: Optional[TraceViewContainer] = None
        self.hccl_pool: Optional[TimelineEventPool] = None
        self.overlap_pool: Optional[TimelineEventPool] = None
        self.hccl_events = None
        self.computing_events = self.communication_events = None
        self.communication_not_overlapped_events = self.free_events = None
        self.computing_np = self.communication_np = None
        self.communication_not_overlapped_np = self.free_np = None
        self.hccl_events_np = None

    def save(self, data: Any):
        """Compute and write (not for ``LevelNone``; errors are logged)."""
        self._logger.info("AscendStepTraceTimeViewer start")
        if self._profiler_level == ProfilerLevel.LevelNone.value:
            return
        try:
            self._check_input_data(data)
            self._convert_events_to_numpy()
            self._calculate_step_trace_time()
            self._write_data()
        except Exception as e:  # pylint: disable=broad-except
            self._logger.error("Failed to save step trace time data, error: %s", str(e),
                               exc_info=True)
        self._logger.info("AscendStepTraceTimeViewer end")

    def _write_data(self):
        self._logger.info("Write step trace time data start")
        rows = [[str(item.get(h, "")) for h in self.STEP_TRACE_TIME_HEADERS]
                for item in self.step_trace_time_data_list]
        FileManager.create_csv_file(self._save_path, rows, self.STEP_TRACE_TIME_HEADERS)
        self._logger.info("Write step trace time data done, %d rows saved, save path: %s",
                          len(rows), self._save_path)

    def _check_input_data(self, data: Any):
        self.trace_container = data.get("trace_view_container", None)
        if self.trace_container is None:
            raise ValueError("trace is empty")
        self.overlap_pool = self.trace_container.get_pool_by_name(
            TimelineLayerName.OVERLAP_ANALYSIS.value)
        self.hccl_pool = self.trace_container.get_pool_by_name(TimelineLayerName.HCCL.value)
        if self.overlap_pool is None:
            raise ValueError("overlap pool is empty")
        by_name = self.overlap_pool.get_events_by_name
        self.computing_events = by_name(OverlapAnalysisTidName.COMPUTING.value)
        self.communication_events = by_name(OverlapAnalysisTidName.COMMUNICATION.value)
        self.communication_not_overlapped_events = by_name(
            OverlapAnalysisTidName.COMMUNICATION_NOT_OVERLAP.value)
        self.free_events = by_name(OverlapAnalysisTidName.FREE.value)
        if self.hccl_pool is not None:
            self.hccl_events = self.hccl_pool.get_complete_events()

    def _convert_overlap_events_to_numpy(self, events, dtype):
        return np.array([(e.ts, e.dur) for e in events], dtype=dtype)

    def _convert_events_to_numpy(self):
        def sorted_np(events):
            return np.sort(self._convert_overlap_events_to_numpy(events, self.OVERLAP_DTYPE),
                           order="ts")
        self.computing_np = sorted_np(self.computing_events)
        self.communication_np = sorted_np(self.communication_events)
        self.communication_not_overlapped_np = sorted_np(
            self.communication_not_overlapped_events)
        self.free_np = sorted_np(self.free_events)
        if self.hccl_events is not None:
            self.hccl_events_np = np.sort(np.array(
                [(e.name, e.ts, e.dur) for e in self.hccl_events], dtype=self.HCCL_DTYPE),
                order="ts")

    def _calculate_step_trace_time(self):
        self.generate_step_trace_time_data(self._init_step_dict())

    def _init_step_dict(self):
        return (self.trace_container.get_step_id_time_dict()
                or {0: (Decimal("0"), Decimal("Infinity"))})

    def generate_step_trace_time_data(self, step_id_to_time_dict):
        """Append one row dict per ``step id: (start, end)`` to
        ``step_trace_time_data_list``."""
        for step_id, (start, end) in step_id_to_time_dict.items():
            row = {_H.STEP.value: step_id}
            total = self._calculate_event_total_time_by_step
            row[_H.COMPUTING.value] = total(self.computing_np, start, end)
            row[_H.COMMUNICATION.value] = total(self.communication_np, start, end)
            row[_H.COMMUNICATION_NOT_OVERLAPPED.value] = total(
                self.communication_not_overlapped_np, start, end)
            row[_H.FREE.value] = self._calculate_free_event_total_time_by_step(
                self.free_np, start, end)
            row[_H.OVERLAPPED.value] = (row[_H.COMMUNICATION.value]
                                        - row[_H.COMMUNICATION_NOT_OVERLAPPED.value])
            row[_H.STAGE.value], row[_H.BUBBLE.value] = self._calculate_stage_bubble(start, end)
            row[_H.COMMUNICATION_NOT_OVERLAPPED_EXCLUDE_RECEIVE.value] = (
                row[_H.COMMUNICATION_NOT_OVERLAPPED.value] - row[_H.BUBBLE.value])
            row[_H.PREPARING.value] = self._calculate_prepare_time_by_step(
                self.computing_np, self.communication_np, start, step_id)
            self.step_trace_time_data_list.append(row)

    def _calculate_event_total_time_by_step(self, times: np.ndarray, ts: Decimal,
                                            es: Decimal) -> Decimal:
        """Summed duration of the events starting within ``[ts, es]``."""
        starts = times["ts"]
        picked = times[(starts >= ts) & (starts <= es)]
        return Decimal(str(picked["dur"].sum())).quantize(_MS)

    def _calculate_free_event_total_time_by_step(self, times: np.ndarray, ts: Decimal,
                                                 es: Decimal) -> Decimal:
        """Summed duration of the events clipped to ``[ts, es]``."""
        starts = times["ts"]
        clipped = (np.minimum(starts + times["dur"], es) - np.maximum(starts, ts))
        return Decimal(sum(np.maximum(clipped, _MS))).quantize(_MS)

    def _calculate_event_first_time_by_step(self, times: np.ndarray,
                                            ts: Decimal) -> Optional[Decimal]:
        """The first event start at or after ``ts`` (``None`` when there is none)."""
        idx = np.searchsorted(times["ts"], ts)
        if idx >= len(times):
            return None
        return Decimal(str(times["ts"][idx])).quantize(_MS)

    def _calculate_prepare_time_by_step(self, computing_np: np.ndarray,
                                        communication_np: np.ndarray, ts: Decimal,
                                        step_id: int) -> Decimal:
        """From the step's host start (the first framework op without steps) to its
        first device task; 0 without CPU activity (no framework data)."""
        if ProfilerActivity.CPU.value not in self._activities:
            return _MS
        firsts = [t for t in (self._calculate_event_first_time_by_step(computing_np, ts),
                              self._calculate_event_first_time_by_step(communication_np, ts))
                  if t]
        if not firsts:
            logger.warning(f"Failed to find device task in step {step_id}, "
                           "set prepare time to 0")
            return _MS
        if ts == Decimal("0"):
            fwk_pool = self.trace_container.get_pool_by_name(TimelineLayerName.MINDSPORE.value)
            host_start = min(e.ts for e in fwk_pool.get_complete_events())
        else:
            host_start = ts
        return (min(firsts) - host_start).quantize(_MS)

    def _calculate_stage_bubble(self, ts: Decimal, es: Decimal) -> Tuple[Decimal, Decimal]:
        """Stage: the span of the step's HCCL ops less the bubble (its send/receive ops'
        time)."""
        if self.hccl_events is None:
            logger.info("HCCL events is empty, skip calculate stage and bubble")
            return Decimal(0), Decimal(0)
        starts = self.hccl_events_np["ts"]
        picked = self.hccl_events_np[(starts >= ts) & (starts <= es)]
        if picked.size == 0:
            logger.info("No HCCL events in the given time range, skip calculate stage and "
                        "bubble")
            return Decimal(0), Decimal(0)
        span = picked["ts"][-1] - picked["ts"][0] + picked["dur"][-1]
        is_pp = np.array([self._is_send_recv_op(name) for name in picked["name"]])
        bubble = np.sum(picked["dur"][is_pp])
        return span - bubble, bubble

    def _is_send_recv_op(self, op_name: str) -> bool:
        """Whether ``op_name`` is a pipeline send/receive op."""
        return any(p.match(op_name) for p in self.PP_OP_PATTERN)
