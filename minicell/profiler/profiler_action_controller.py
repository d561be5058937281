"""``ProfilerActionController``: what to do between two steps' ``ProfilerAction``s."""
from functools import partial
from typing import Any, Callable, Dict, Optional

from .. import log as logger
from .profiler_interface import ProfilerInterface
from .schedule import ProfilerAction

__all__ = []

_NONE, _WARM, _REC, _SAVE = (ProfilerAction.NONE, ProfilerAction.WARM_UP, ProfilerAction.RECORD,
                             ProfilerAction.RECORD_AND_SAVE)


class ProfilerActionController:
    """``action_map[(previous, current)]`` lists the calls of a transition (``current`` None:
    the profiler stops); ``on_trace_ready(prof_interface)`` is called when a window is saved."""

    def __init__(self, prof_interface: ProfilerInterface,
                 on_trace_ready: Optional[Callable[..., Any]] = None) -> None:
        self.prof_interface = prof_interface
        self.on_trace_ready = on_trace_ready
        self.action_map = self._init_action_map()

    def _trace_ready(self):
        if self.on_trace_ready:
            self.on_trace_ready(self.prof_interface)

    def transit_action(self, prev_action: ProfilerAction, current_action: ProfilerAction) -> None:
        """Run the calls of the transition ``prev_action -> current_action``."""
        action_list = self.action_map.get((prev_action, current_action))
        if action_list:
            logger.info(f"ProfilerAction transition: {prev_action} -> {current_action}")
            for action in action_list:
                action()

    def _init_action_map(self) -> Dict:
        pi = self.prof_interface
        init, start, stop, fin, clear = pi.init, pi.start, pi.stop, pi.finalize, pi.clear

        def warn(text):
            return partial(logger.warning, text)
        save = [stop, fin, self._trace_ready, clear]
        return {
            (_NONE, _NONE): [], (_NONE, _WARM): [init], (_NONE, _REC): [init, start],
            (_NONE, _SAVE): [init, start],
            (_WARM, _NONE): [warn("Incorrect schedule: WARMUP followed by NONE"),
                             start, stop, fin, clear],
            (_WARM, _WARM): [], (_WARM, _REC): [start], (_WARM, _SAVE): [start],
            (_REC, _NONE): [warn("Incorrect schedule: RECORD followed by NONE"),
                            stop, fin, clear],
            (_REC, _WARM): [warn("Incorrect schedule: RECORD followed by WARMUP"),
                            stop, fin, clear],
            (_REC, _REC): [], (_REC, _SAVE): [],
            (_SAVE, _NONE): save, (_SAVE, _WARM): save + [init],
            (_SAVE, _REC): save + [init, start], (_SAVE, _SAVE): save + [init, start],
            (_WARM, None): [warn("Incorrect schedule: Stop profiler while current state is "
                                 "WARMUP which will result in empty parsed data."),
                            fin, clear, pi.delete_dir],
            (_REC, None): [warn("Incorrect schedule: Stop profiler while current state is "
                                "RECORD which may result in incomplete parsed data.")] + save,
            (_SAVE, None): [warn("Stop profiler while current state is RECORD_AND_SAVE, "
                                 "perhaps the scheduling cycle has not yet completed.")] + save,
        }
