"""The CANN/hardware layers from msprof's timeline JSON (pools by the events' pid)."""
from typing import Dict, List, Tuple

from minicell import log as logger
from minicell.profiler.common.constant import EventConstant
from ..timeline_event.flow_event import FlowEndEvent, FlowStartEvent
from ..timeline_event.msprof_event import (MsprofCompleteEvent, MsprofInstantEvent,
                                           MsprofMetaEvent)
from ..timeline_event.timeline_event_pool import TimelineEventPool
from .base_timeline_creator import BaseTimelineCreator


class MsprofTimelineCreator(BaseTimelineCreator):
    """Keeps msprof's events as they are for the trace view; also maps each CANN
    thread and launch time to the hardware events its host-to-device flows reach
    (``acl_to_npu_flow_dict``)."""

    def __init__(self):
        super().__init__()
        self.msprof_timeline_raw_data = []
        self.acl_to_npu_flow_dict: Dict[int, Dict[str, List[MsprofCompleteEvent]]] = {}

    def create(self, data: List[Dict]) -> None:
        if not data:
            return
        self.msprof_timeline_raw_data = data
        flow_dict, complete_event_map = self._create_base_events(data)
        self._create_acl_to_npu_flow_dict(flow_dict, complete_event_map)

    def _create_base_events(self, msprof_timeline_data: List[Dict]) -> Tuple[Dict, Dict]:
        """``({flow_id: {"start": ev, "end": ev}}, {unique_id: complete event})``;
        the complete, instant and metadata events go to their pid's pool."""
        flow_dict, complete_event_map = {}, {}
        kinds = {EventConstant.COMPLETE_EVENT: MsprofCompleteEvent,
                 EventConstant.INSTANT_EVENT: MsprofInstantEvent,
                 EventConstant.META_EVENT: MsprofMetaEvent}
        flow_kinds = {EventConstant.START_FLOW: ("start", FlowStartEvent),
                      EventConstant.END_FLOW: ("end", FlowEndEvent)}
        for record in msprof_timeline_data:
            pid = record.get("pid", 0)
            pool = self.event_pools.get(pid)
            if pool is None:
                pool = self.event_pools[pid] = TimelineEventPool(pid)
            ph = record.get("ph")
            if record.get("cat") == EventConstant.HOST_TO_DEVICE_FLOW_CAT:
                if ph in flow_kinds:
                    side, cls = flow_kinds[ph]
                    event = cls(record)
                    flow_dict.setdefault(event.flow_id, {}).setdefault(side, event)
            elif ph in kinds:
                event = kinds[ph](record)
                if ph == EventConstant.COMPLETE_EVENT:
                    complete_event_map[event.unique_id] = event
                pool.add_event(event)
        return flow_dict, complete_event_map

    def _create_acl_to_npu_flow_dict(self, flow_dict: Dict, complete_event_map: Dict) -> None:
        for flow in flow_dict.values():
            start, end = flow.get("start"), flow.get("end")
            if not (start and end):
                continue
            hardware_event = complete_event_map.get(end.unique_id)
            if not hardware_event:
                logger.warning("Failed to find hardware event for flow end event. "
                               f"Flow ID: {end.flow_id}, Unique ID: {end.unique_id}")
                continue
            by_ts = self.acl_to_npu_flow_dict.setdefault(start.tid, {})
            by_ts.setdefault(str(start.ts), []).append(hardware_event)

    def get_acl_to_npu_flow_dict(self) -> Dict[int, Dict[str, List[MsprofCompleteEvent]]]:
        """``{cann tid: {launch ts: [hardware events]}}``."""
        return self.acl_to_npu_flow_dict

    def get_chrome_trace_data(self) -> List[Dict]:
        """msprof's own events, unchanged."""
        return self.msprof_timeline_raw_data
