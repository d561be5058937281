"""Flow start (``s``) and end (``f``) events."""
from minicell.profiler.common.constant import EventConstant
from .base_event import FlowEvent


class FlowStartEvent(FlowEvent):
    """The arrow's tail."""

    @property
    def ph(self) -> str:
        return EventConstant.START_FLOW


class FlowEndEvent(FlowEvent):
    """The arrow's head."""

    @property
    def ph(self) -> str:
        return EventConstant.END_FLOW
