"""``Schedule`` (public as ``mindspore.profiler.schedule``) and ``ProfilerAction``."""
from enum import Enum

from .. import log as logger

__all__ = ["ProfilerAction", "Schedule"]


class ProfilerAction(Enum):
    """What a schedule asks of the profiler at one step."""
    NONE = 0
    WARM_UP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3

    @staticmethod
    def get_by_value(value):
        """The member with ``value``, or None."""
        return {action.value: action for action in ProfilerAction}.get(value, None)


class Schedule:
    """``Schedule(*, wait, active, warmup=0, repeat=0, skip_first=0)``: after ``skip_first``
    steps, cycles of ``wait`` idle steps, ``warmup`` warm-up steps and ``active`` recorded steps
    (the last one saves), ``repeat`` times (0: without end). ``sched(step)`` is the
    ``ProfilerAction`` of a step; a negative or wrong-typed count is reset with a warning.

    >>> s = Schedule(wait=1, warmup=1, active=2, repeat=1)
    >>> [s(i).name for i in range(5)]
    ['NONE', 'WARM_UP', 'RECORD', 'RECORD_AND_SAVE', 'NONE']
    """

    def __init__(self, *, wait: int, active: int, warmup: int = 0, repeat: int = 0,
                 skip_first: int = 0) -> None:
        self.wait = wait
        self.active = active
        self.warmup = warmup
        self.repeat = repeat
        self.skip_first = skip_first
        self._check_params()

    def __call__(self, step: int) -> ProfilerAction:
        if step < 0:
            raise ValueError("Invalid parameter step, which must be not less than 0.")
        if step < self.skip_first:
            return ProfilerAction.NONE
        step -= self.skip_first
        cycle = self.wait + self.warmup + self.active
        if 0 < self.repeat <= step / cycle:
            return ProfilerAction.NONE
        phase = step % cycle
        if phase < self.wait:
            return ProfilerAction.NONE
        if phase < self.wait + self.warmup:
            return ProfilerAction.WARM_UP
        return ProfilerAction.RECORD if phase < cycle - 1 else ProfilerAction.RECORD_AND_SAVE

    def __repr__(self):
        return (f"Schedule(wait={self.wait!r}, active={self.active!r}, warmup={self.warmup!r}, "
                f"repeat={self.repeat!r}, skip_first={self.skip_first!r})")

    def _check_params(self):
        for name in ("wait", "warmup", "active", "repeat", "skip_first"):
            value, least = getattr(self, name), 1 if name == "active" else 0
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                logger.warning(f"Parameter '{name}' should be of type int, but got "
                               f"{type(value).__name__}. reset to int {least}.")
                setattr(self, name, least)
        if self.warmup == 0:
            logger.warning("Profiler won't be using warmup, this can skew profiler results")

    def to_dict(self):
        """The five counts by name."""
        return {"wait": self.wait, "active": self.active, "warmup": self.warmup,
                "repeat": self.repeat, "skip_first": self.skip_first}


def _default_schedule_fn(_: int) -> ProfilerAction:
    """The schedule of a profiler given none: record from start() to stop()."""
    return ProfilerAction.RECORD
