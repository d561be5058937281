"""``BaseTimelineCreator``: builds event pools keyed by pid from one data source."""
from abc import ABC, abstractmethod
from typing import Any, Dict, List

from minicell.profiler.common.constant import EventConstant as E
from ..timeline_event.timeline_event_pool import TimelineEventPool


def add_layer_meta_events(pool: TimelineEventPool, meta_cls, process_args) -> None:
    """Add the process metadata ``(name, args)`` pairs of ``process_args``, then a
    ``Thread <tid>`` name and sort index for every thread holding events."""
    for name, args in process_args:
        pool.add_event(meta_cls({"name": name, "tid": 0, "args": args}))
    for tid in pool.get_all_tids():
        pool.add_event(meta_cls({"name": E.THREAD_NAME, "tid": tid,
                                 "args": {"name": f"Thread {tid}"}}))
        pool.add_event(meta_cls({"name": E.THREAD_SORT, "tid": tid,
                                 "args": {"sort_index": tid}}))


class BaseTimelineCreator(ABC):
    """``create(data)`` fills ``event_pools``; the trace view is every pool's events."""

    def __init__(self):
        self.event_pools: Dict[int, TimelineEventPool] = {}

    @abstractmethod
    def create(self, data: Any) -> None:
        """Build the pools from ``data``."""

    def get_chrome_trace_data(self) -> List[Dict]:
        """All pools' events as trace-event dicts."""
        trace = []
        for pool in self.event_pools.values():
            if pool:
                trace.extend(pool.get_all_events_with_trace_format())
        return trace

    def get_event_pools(self) -> Dict[int, TimelineEventPool]:
        """The pools by pid."""
        return self.event_pools
