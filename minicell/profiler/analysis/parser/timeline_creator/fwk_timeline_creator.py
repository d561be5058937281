"""The "MindSpore" layer from the framework op-range records."""
from typing import Dict, List

from minicell.profiler.common.constant import EventConstant, FileConstant, TimelineLayerName
from ..timeline_event.fwk_event import (FwkCompleteEvent, FwkInstantEvent, FwkMetaEvent,
                                        OpRangeStructField)
from ..timeline_event.timeline_event_pool import TimelineEventPool
from .base_timeline_creator import BaseTimelineCreator, add_layer_meta_events

_START = OpRangeStructField.START_TIME_NS.value
_END = OpRangeStructField.END_TIME_NS.value


class FwkTimelineCreator(BaseTimelineCreator):
    """Records with start 0 are dropped, zero-length ones become instant events; a
    ``flow`` record starts the flow of its id (and is not drawn), a record with a
    valid flow id ends it."""

    def create(self, data: List[Dict]) -> None:
        if not data:
            return
        pool = TimelineEventPool(EventConstant.MINDSPORE_PID)
        self.event_pools[EventConstant.MINDSPORE_PID] = pool
        self._create_base_events(pool, data)
        self._create_meta_event(pool)

    def _create_base_events(self, pool: TimelineEventPool, fwk_tlv_data: List[Dict]) -> None:
        for record in fwk_tlv_data:
            fix = record[FileConstant.FIX_SIZE_DATA]
            if fix[_START] == 0:
                continue
            if fix[_START] == fix[_END]:
                pool.add_event(FwkInstantEvent(record))
                continue
            event = FwkCompleteEvent(record)
            if event.name == EventConstant.FLOW_OP:
                pool.add_start_event(str(event.id), event)
                continue
            if event.id != EventConstant.INVALID_FLOW_ID:
                pool.add_end_event(str(event.id), event)
            pool.add_event(event)

    @staticmethod
    def _create_meta_event(pool: TimelineEventPool) -> None:
        add_layer_meta_events(pool, FwkMetaEvent, (
            (EventConstant.PROCESS_NAME, {"name": TimelineLayerName.MINDSPORE.value}),
            (EventConstant.PROCESS_SORT, {"sort_index": EventConstant.MINDSPORE_SORT_IDX}),
            (EventConstant.PROCESS_LABEL, {"labels": EventConstant.CPU_LABEL})))
