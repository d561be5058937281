"""Events of the "Scope Layer" timeline layer (one row per scope depth)."""
from decimal import Decimal

from minicell.profiler.common.constant import EventConstant
from .base_event import CompleteEvent, MetaEvent


class ScopeLayerCompleteEvent(CompleteEvent):
    """A scope's span; its ``dur`` grows as later ops of the same scope merge in."""

    def __init__(self, data: dict):
        super().__init__(data)
        self._dur = Decimal(data.get("dur", 0))

    @property
    def dur(self) -> Decimal:
        return self._dur

    @dur.setter
    def dur(self, value: Decimal):
        self._dur = value

    @property
    def pid(self) -> int:
        return int(EventConstant.SCOPE_LAYER_PID)


class ScopeLayerMetaEvent(MetaEvent):
    """Metadata of the scope layer."""

    @property
    def pid(self) -> int:
        return int(EventConstant.SCOPE_LAYER_PID)
