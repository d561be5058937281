"""The "Scope Layer" layer: one row per depth of the ops' scope names
(``Default/network-X/...``), consecutive ops of a scope merged into one span."""
from decimal import Decimal
from typing import List, Optional, Tuple

from minicell.profiler.common.constant import EventConstant, TimelineLayerName
from ..timeline_event.base_event import BaseEvent, CompleteEvent
from ..timeline_event.cpu_op_event import CpuOpCompleteEvent
from ..timeline_event.fwk_event import FwkCompleteEvent
from ..timeline_event.msprof_event import MsprofCompleteEvent
from ..timeline_event.scope_layer_event import ScopeLayerCompleteEvent, ScopeLayerMetaEvent
from ..timeline_event.timeline_event_pool import TimelineEventPool
from .base_timeline_creator import BaseTimelineCreator, add_layer_meta_events


def _scope_of(name: str) -> List[str]:
    return name.split("/")[:-1]


class ScopeLayerTimelineCreator(BaseTimelineCreator):
    """Builds the scope spans from ops sorted by start; an op starting inside the
    current top-level span is skipped (only the first of parallel ops counts)."""

    def create(self, data: List[BaseEvent]) -> None:
        if not data:
            return
        pool = TimelineEventPool(EventConstant.SCOPE_LAYER_PID)
        self.event_pools[EventConstant.SCOPE_LAYER_PID] = pool
        self._create_base_events(pool, data)
        self._create_meta_event(pool)

    @staticmethod
    def _new_layer(name, depth, start, dur):
        return ScopeLayerCompleteEvent({"name": name, "tid": depth, "ts": start, "dur": dur})

    def _create_base_events(self, pool: TimelineEventPool, event_list: List[BaseEvent]) -> None:
        event_list.sort(key=lambda e: e.ts)
        open_layers: List[ScopeLayerCompleteEvent] = []
        for event in event_list:
            parsed = self._parse_scope_data(event)
            if not parsed:
                continue
            names, start, dur = parsed
            if open_layers and start < open_layers[0].ts + open_layers[0].dur:
                continue
            end = start + dur
            same_prefix = True
            for depth, name in enumerate(names):
                if depth == len(open_layers):
                    open_layers.append(self._new_layer(name, depth, start, dur))
                elif same_prefix and open_layers[depth].name == name:
                    open_layers[depth].dur = end - open_layers[depth].ts
                else:
                    pool.add_event(open_layers[depth])
                    open_layers[depth] = self._new_layer(name, depth, start, dur)
                    same_prefix = False
        for layer in open_layers:
            pool.add_event(layer)

    @staticmethod
    def _parse_scope_data(event: CompleteEvent) -> Optional[Tuple[List[str], Decimal, Decimal]]:
        """``(scope names, start, duration)``, or ``None`` for an op without a scope.

        An event with a parent (the launching framework op) takes the longer of its own
        scope and the parent's (after the parent's ``module::event::`` prefix)."""
        scope = _scope_of(event.name)
        parent = getattr(event, "parent", None)
        if parent:
            parent_scope = _scope_of(parent.name.split("::")[-1])
            if scope and parent_scope:
                scope = parent_scope if len(parent_scope) > len(scope) else scope
            else:
                scope = scope or parent_scope
        if scope:
            return scope, event.ts, event.dur
        return None

    @staticmethod
    def _create_meta_event(pool: TimelineEventPool) -> None:
        add_layer_meta_events(pool, ScopeLayerMetaEvent, (
            (EventConstant.PROCESS_NAME, {"name": TimelineLayerName.SCOPER_LAYER.value}),
            (EventConstant.PROCESS_SORT, {"sort_index": EventConstant.SCOPE_LAYER_SORT_IDX})))


def is_scope_data(event: BaseEvent) -> bool:
    """Whether ``event`` is an op under a top scope (``Default``, ``Gradients``, ...);
    a framework op's name is read after its ``module::event::`` prefix."""
    if isinstance(event, (CpuOpCompleteEvent, MsprofCompleteEvent)):
        full_name = event.name
    elif isinstance(event, FwkCompleteEvent):
        full_name = event.name.split("::")[-1]
    else:
        return False
    return bool(full_name) and full_name.startswith(EventConstant.TOP_SCOPE_NAMES)
