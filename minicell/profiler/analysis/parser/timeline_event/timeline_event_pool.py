"""``TimelineEventPool``: the events of one timeline process (pid), by phase and tid."""
from collections import defaultdict
from typing import Dict, List, Set

from minicell.profiler.common.constant import EventConstant
from .base_event import BaseEvent, MetaEvent


class TimelineEventPool:
    """Complete/instant/counter events by thread id, the metadata events in order, the
    flow start/end events by flow key, and the names the metadata gives (``name`` of
    the process, ``tid_to_name``/``name_to_tid`` of the threads)."""

    def __init__(self, pid):
        self.pid = pid
        self.name = ""
        self.complete_event: Dict[int, List[BaseEvent]] = defaultdict(list)
        self.instance_event: Dict[int, List[BaseEvent]] = defaultdict(list)
        self.counter_event: Dict[int, List[BaseEvent]] = defaultdict(list)
        self.meta_event: List[BaseEvent] = []
        self.start_to_end_events_pairs: Dict[str, Dict[str, List[BaseEvent]]] = {}
        self.tid_to_name: Dict[int, str] = {}
        self.name_to_tid: Dict[str, int] = {}

    def _by_tid_tables(self):
        return (self.complete_event, self.instance_event, self.counter_event)

    def add_event(self, event: BaseEvent) -> None:
        """File ``event`` by its phase (other phases are ignored)."""
        table = {EventConstant.COMPLETE_EVENT: self.complete_event,
                 EventConstant.INSTANT_EVENT: self.instance_event,
                 EventConstant.COUNTER_EVENT: self.counter_event}.get(event.ph)
        if table is not None:
            table[event.tid].append(event)
        elif event.ph == EventConstant.META_EVENT:
            self.meta_event.append(event)
            self._handle_meta_event(event)

    def _handle_meta_event(self, event: MetaEvent) -> None:
        if event.name == EventConstant.PROCESS_NAME:
            self.name = event.args.get("name", "")
        elif event.name == EventConstant.THREAD_NAME:
            thread_name = event.args.get("name", "")
            if event.tid is not None and thread_name:
                self.tid_to_name[event.tid] = thread_name
                self.name_to_tid[thread_name] = event.tid

    def _flow_pair(self, flow_key: str) -> Dict[str, List[BaseEvent]]:
        return self.start_to_end_events_pairs.setdefault(flow_key, {"start": [], "end": []})

    def add_start_event(self, flow_key: str, event: BaseEvent) -> None:
        """Record ``event`` as a start of flow ``flow_key``."""
        self._flow_pair(flow_key)["start"].append(event)

    def add_end_event(self, flow_key: str, event: BaseEvent) -> None:
        """Record ``event`` as an end of flow ``flow_key``."""
        self._flow_pair(flow_key)["end"].append(event)

    @staticmethod
    def _flatten(table) -> List[BaseEvent]:
        return [event for events in table.values() for event in events]

    def get_complete_events(self) -> List[BaseEvent]:
        """All complete events."""
        return self._flatten(self.complete_event)

    def get_instant_events(self) -> List[BaseEvent]:
        """All instant events."""
        return self._flatten(self.instance_event)

    def get_counter_events(self) -> List[BaseEvent]:
        """All counter events."""
        return self._flatten(self.counter_event)

    def get_all_events(self) -> List[BaseEvent]:
        """Metadata, then complete, instant and counter events."""
        return (list(self.meta_event) + self.get_complete_events()
                + self.get_instant_events() + self.get_counter_events())

    def get_start_to_end_flow_pairs(self) -> Dict[str, Dict[str, List[BaseEvent]]]:
        """``{flow_key: {"start": [...], "end": [...]}}``."""
        return self.start_to_end_events_pairs

    def get_events_by_tid(self, tid: int) -> List[BaseEvent]:
        """The thread's complete, instant and counter events."""
        return [e for table in self._by_tid_tables() for e in table.get(tid, [])]

    def get_events_by_name(self, name: str) -> List[BaseEvent]:
        """The events of the thread named ``name`` (``[]`` for an unknown name)."""
        tid = self.name_to_tid.get(name)
        return [] if tid is None else self.get_events_by_tid(tid)

    def get_all_tids(self) -> Set[int]:
        """The thread ids that hold events."""
        return {tid for table in self._by_tid_tables() for tid in table}

    def get_all_events_with_trace_format(self) -> List[Dict]:
        """``get_all_events`` as trace-event dicts."""
        return [event.to_trace_format() for event in self.get_all_events()]
