"""Events read from msprof's (CANN's) timeline JSON."""
from typing import Dict, List, Optional

from .base_event import BaseEvent, CompleteEvent, CounterEvent, InstantEvent, MetaEvent


class MsprofCompleteEvent(CompleteEvent):
    """A CANN/hardware span; ``parent`` is the framework op that launched it (setting
    it records that op's name as ``args["mindspore_op"]``)."""
    _MINDSPORE_OP_KEY = "mindspore_op"

    def __init__(self, data: Dict):
        super().__init__(data)
        self._parent: Optional[BaseEvent] = None
        self._children: List[BaseEvent] = []
        self._step_id = None

    @property
    def parent(self) -> Optional[BaseEvent]:
        """The launching event."""
        return self._parent

    @parent.setter
    def parent(self, event: BaseEvent) -> None:
        self._parent = event
        self.args[self._MINDSPORE_OP_KEY] = event.name

    @property
    def children(self) -> List[BaseEvent]:
        """Events this one launched."""
        return self._children

    @property
    def step_id(self):
        """The step the event belongs to (set by the analysis)."""
        return self._step_id

    @step_id.setter
    def step_id(self, value):
        self._step_id = value


class MsprofInstantEvent(InstantEvent):
    """An msprof instant event."""


class MsprofMetaEvent(MetaEvent):
    """An msprof metadata event."""


class MsprofCounterEvent(CounterEvent):
    """An msprof counter event."""
