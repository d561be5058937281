"""``BaseTimelineAssembler``: assembles a ``TraceViewContainer`` from analysis data."""
from abc import ABC, abstractmethod
from typing import Any, Dict

from .trace_view_container import TraceViewContainer


class BaseTimelineAssembler(ABC):
    """``assemble(data)`` fills ``trace_view_container``."""

    def __init__(self):
        self.trace_view_container = TraceViewContainer()

    @abstractmethod
    def assemble(self, data: Dict[str, Any]) -> None:
        """Build the timeline from ``data``."""

    def get_trace_view_container(self) -> TraceViewContainer:
        """The assembled container."""
        return self.trace_view_container
