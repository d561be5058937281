"""Trace-event (Chrome tracing) events built over one raw record dict."""
from abc import ABC, abstractmethod
from decimal import Decimal
from typing import Dict

from minicell.profiler.common.constant import EventConstant


class BaseEvent(ABC):
    """An event over ``data`` (kept as ``origin_data``); fields absent read as defaults."""

    def __init__(self, data: Dict):
        if not isinstance(data, dict):
            raise TypeError("Input data must be dict.")
        self._origin_data = data

    @property
    def ph(self) -> str:
        """The phase letter."""
        raise NotImplementedError

    @property
    def origin_data(self) -> Dict:
        """The raw record."""
        return self._origin_data

    @property
    def pid(self) -> int:
        """Process id (the timeline row group)."""
        return int(self._origin_data.get("pid", 0))

    @property
    def tid(self) -> int:
        """Thread id (the row)."""
        return int(self._origin_data.get("tid", 0))

    @property
    def name(self) -> str:
        """Event name."""
        return self._origin_data.get("name", "")

    def _decimal(self, key: str) -> Decimal:
        return Decimal(self._origin_data.get(key, 0))

    @abstractmethod
    def to_trace_format(self) -> dict:
        """The event as a trace-event dict."""


class MetaEvent(BaseEvent):
    """Metadata (``M``): process/thread names, sort indexes, labels."""

    @property
    def ph(self) -> str:
        return EventConstant.META_EVENT

    @property
    def args(self) -> dict:
        """Metadata arguments."""
        return self._origin_data.get("args", {})

    def to_trace_format(self) -> dict:
        return {"ph": self.ph, "name": self.name, "pid": self.pid, "tid": self.tid,
                "args": self.args}


class CompleteEvent(BaseEvent):
    """Complete (``X``): a span with start ``ts`` and duration ``dur`` (us)."""

    @property
    def ph(self) -> str:
        return EventConstant.COMPLETE_EVENT

    @property
    def ts(self) -> Decimal:
        """Start time (us)."""
        return self._decimal("ts")

    @property
    def dur(self) -> Decimal:
        """Duration (us)."""
        return self._decimal("dur")

    @property
    def cat(self) -> str:
        """Category."""
        return str(self._origin_data.get("cat", ""))

    @property
    def args(self) -> dict:
        """Arguments."""
        return self._origin_data.get("args", {})

    @property
    def unique_id(self) -> str:
        """``pid-tid-ts``: what a flow end event names its target by."""
        return f"{self.pid}-{self.tid}-{self.ts}"

    def to_trace_format(self) -> dict:
        return {"ph": self.ph, "name": self.name, "pid": self.pid, "tid": self.tid,
                "ts": str(self.ts), "dur": str(self.dur), "cat": self.cat,
                "args": self.args}


class _PointEvent(BaseEvent):
    """An event at one time ``ts`` with arguments (instant and counter events)."""

    @property
    def ts(self) -> Decimal:
        """Time (us)."""
        return self._decimal("ts")

    @property
    def args(self) -> dict:
        """Arguments."""
        return self._origin_data.get("args", {})

    def to_trace_format(self) -> dict:
        return {"name": self.name, "ph": self.ph, "ts": str(self.ts), "pid": self.pid,
                "tid": self.tid, "args": self.args}


class InstantEvent(_PointEvent):
    """Instant (``i``)."""

    @property
    def ph(self) -> str:
        return EventConstant.INSTANT_EVENT


class CounterEvent(_PointEvent):
    """Counter (``C``): ``args`` holds the sampled values."""

    @property
    def ph(self) -> str:
        return EventConstant.COUNTER_EVENT


class FlowEvent(BaseEvent):
    """One end of a flow arrow; both ends share ``id`` (``flow_id``)."""

    @property
    def ph(self) -> str:
        raise NotImplementedError

    @property
    def flow_id(self) -> str:
        """The flow's id."""
        return self._origin_data.get("id", "")

    @property
    def ts(self) -> Decimal:
        """Time (us)."""
        return self._decimal("ts")

    @property
    def cat(self) -> str:
        """Category."""
        return str(self._origin_data.get("cat", ""))

    @property
    def unique_id(self) -> str:
        """``pid-tid-ts`` of the event this end binds to."""
        return f"{self.pid}-{self.tid}-{self.ts}"

    def to_trace_format(self) -> dict:
        return {"name": self.name, "bp": "e", "ph": self.ph, "ts": str(self.ts),
                "pid": self.pid, "tid": self.tid, "id": self.flow_id, "cat": self.cat}
