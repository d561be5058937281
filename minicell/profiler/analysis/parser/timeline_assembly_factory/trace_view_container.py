"""``TraceViewContainer``: the assembled timeline (pools by pid and name, trace view)."""
from collections import defaultdict
from typing import Dict, List, Optional

from minicell.profiler.common.constant import ProfilerStepNameConstant, TimelineLayerName
from ..timeline_event.base_event import BaseEvent
from ..timeline_event.timeline_event_pool import TimelineEventPool


class TraceViewContainer:
    """Pools by pid (process names must be unique), the trace-event list, and the
    kernel-launch and hardware events by tid that the flows linked."""

    def __init__(self):
        self.event_pools: Dict[int, TimelineEventPool] = {}
        self.name_to_pid: Dict[str, int] = {}
        self.pid_to_name: Dict[int, str] = {}
        self.trace_view: List[Dict] = []
        self._kernel_launch_op_dict: Dict[int, List[BaseEvent]] = defaultdict(list)
        self._hardware_op_event_dict: Dict[int, List[BaseEvent]] = defaultdict(list)

    @property
    def kernel_launch_op_event(self) -> Dict[int, List[BaseEvent]]:
        """Framework kernel-launch events by tid."""
        return self._kernel_launch_op_dict

    @kernel_launch_op_event.setter
    def kernel_launch_op_event(self, value):
        self._kernel_launch_op_dict = value

    @property
    def hardware_op_event(self) -> Dict[int, List[BaseEvent]]:
        """Hardware events (with a launching parent) by tid."""
        return self._hardware_op_event_dict

    @hardware_op_event.setter
    def hardware_op_event(self, value):
        self._hardware_op_event_dict = value

    def add_event_pool(self, pool: TimelineEventPool) -> None:
        """Add ``pool``; ``ValueError`` when its process name is taken."""
        if pool.name and pool.name in self.name_to_pid:
            raise ValueError(f"Process name '{pool.name}' already exists.")
        self.event_pools[pool.pid] = pool
        if pool.name:
            self.name_to_pid[pool.name] = pool.pid
            self.pid_to_name[pool.pid] = pool.name

    def add_trace_events(self, events: List[Dict]) -> None:
        """Append trace-event dicts to the view."""
        self.trace_view.extend(events)

    def get_pool_by_pid(self, pid: int) -> Optional[TimelineEventPool]:
        """The pool of ``pid`` or ``None``."""
        return self.event_pools.get(pid)

    def get_pool_by_name(self, name: str) -> Optional[TimelineEventPool]:
        """The pool of the process named ``name`` or ``None``."""
        pid = self.name_to_pid.get(name)
        return None if pid is None else self.event_pools.get(pid)

    def get_trace_view(self) -> List[Dict]:
        """The trace-event list."""
        return self.trace_view

    def get_all_pools(self) -> List[TimelineEventPool]:
        """Every pool."""
        return list(self.event_pools.values())

    def get_step_id_time_dict(self) -> Dict:
        """``{step id: (start, end)}`` of the MindSpore layer's ``ProfilerStep#<id>``
        events, ordered by start (``{}`` without that layer)."""
        pool = self.get_pool_by_name(TimelineLayerName.MINDSPORE.value)
        if not pool:
            return {}
        steps = [(event.name.split("#")[-1], (event.ts, event.ts + event.dur))
                 for event in pool.get_all_events()
                 if ProfilerStepNameConstant.PROFILER_STEP in event.name]
        steps.sort(key=lambda item: item[1][0])
        return dict(steps)
