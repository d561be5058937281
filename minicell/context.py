"""``set_context``/``get_context`` and the two execution modes.

>>> import minicell as ms
>>> ms.set_context(mode=ms.GRAPH_MODE); ms.get_context("mode")
0
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
from .runtime.dispatch import GRAPH_MODE, PYNATIVE_MODE, state as _state

_MODES = {GRAPH_MODE: "GRAPH_MODE", PYNATIVE_MODE: "PYNATIVE_MODE"}
_DEVICE_TARGETS = ("CPU", "GPU", "Ascend", "TPU")


class _Context:
    __slots__ = ("values",)

    @property
    def mode(self):
        """The execution mode; kept in ``runtime.dispatch.state`` where the call paths read it."""
        return _state.mode

    @mode.setter
    def mode(self, value):
        _state.mode = value

    def __init__(self):
        self.values = {"device_target": "CPU", "device_id": 0, "save_graphs": False,
                       "jit_level": "O0", "max_call_depth": 1000, "pynative_synchronize": False}


_context = _Context()


def set_context(**kwargs):
    """Set ``mode`` (``GRAPH_MODE`` or ``PYNATIVE_MODE``), ``device_target`` and other options.

    >>> import minicell as ms
    >>> ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    """
    if "mode" in kwargs:
        mode = kwargs.pop("mode")
        if mode not in _MODES or isinstance(mode, bool):
            raise ValueError(f"For 'set_context', the argument 'mode' should be "
                             f"GRAPH_MODE (0) or PYNATIVE_MODE (1), but got {mode!r}.")
        _context.mode = mode
    if "device_target" in kwargs:
        target = kwargs["device_target"]
        if target not in _DEVICE_TARGETS:
            raise ValueError(f"For 'set_context', 'device_target' must be one of "
                             f"{list(_DEVICE_TARGETS)}, but got {target!r}.")
    _context.values.update(kwargs)


def get_context(attr_key):
    """Read one context value, e.g. ``get_context("mode")``."""
    if attr_key == "mode":
        return _context.mode
    if attr_key not in _context.values:
        raise ValueError(f"For 'get_context', the argument {attr_key!r} is not a context key; "
                         f"known keys: {['mode'] + sorted(_context.values)}")
    return _context.values[attr_key]


def is_graph_mode():
    """True when ``set_context(mode=GRAPH_MODE)`` is in effect.

    >>> is_graph_mode()
    False
    """
    return _context.mode == GRAPH_MODE
