"""Events of the "CPU OP" layer (ts in ns and dur in ms in the raw record)."""
from decimal import Decimal

from minicell.profiler.common.constant import EventConstant, TimeConstant
from .base_event import CompleteEvent, MetaEvent

_US = Decimal("0.000")


class CpuOpCompleteEvent(CompleteEvent):
    """A CPU kernel run."""

    @property
    def ts(self) -> Decimal:
        return (self._decimal("ts") * Decimal(TimeConstant.NS_TO_US)).quantize(_US)

    @property
    def dur(self) -> Decimal:
        return (self._decimal("dur") * Decimal(TimeConstant.MS_TO_US)).quantize(_US)

    @property
    def pid(self) -> int:
        return int(EventConstant.CPU_OP_PID)


class CpuOpMetaEvent(MetaEvent):
    """Metadata of the CPU OP layer."""

    @property
    def pid(self) -> int:
        return int(EventConstant.CPU_OP_PID)
