"""Lists and tuples a ``for`` body accumulates into: ``outs.append(h)`` and ``outs += (h,)`` in
a loop that becomes a ``scan``.

``transform._Converter.for_`` rewrites such statements at the top level of a loop body when
``outs`` is read nowhere else in the body (``for_screen.collected``): ``outs.append(v)`` of a
name the body never assigns into ``__mc.loop_append(outs, v)``, and ``outs += (a, b)`` or
``outs = outs + (a, b)`` into ``outs = __mc.loop_concat(outs, (a, b), "outs", aug)``. Outside a
scan's trial trace those are Python's statements. Inside one (``collecting``) the values are
recorded instead (a tuple keeps its value): ``compiler.for_scan`` makes the recorded tensors
stacked outputs of the scan and, after it, appends their rows to the list or adds them to the
tuple, one iteration after another, so both end as the unrolled loop leaves them.
"""
import threading

from .graph_builtins import augassign


class _Stack(threading.local):
    """The collectors of the scans being traced by this thread, innermost last."""

    def __init__(self):
        super().__init__()
        self.items = []


_collectors = _Stack()


def loop_append(lst, value):
    """``lst.append(value)``, or recorded by the innermost scan being traced. Only a plain
    ``list`` is recorded: anything else (a ``mutable`` list, a user object) raises, and the scan
    is rejected, so the loop unrolls and its own ``append`` runs each time."""
    if not _collectors.items:
        lst.append(value)
        return
    if type(lst) is not list:
        raise TypeError(f"a scan collects appends to a list only, not {type(lst).__name__}")
    _collectors.items[-1].append((lst, value))


def loop_concat(tup, items, name, aug):
    """``name += items`` (``aug``) or ``name = name + items`` of a tuple ``items``; inside a
    scan's trial trace, ``tup`` (a plain tuple) is returned as it is and each item recorded for
    the variable ``name``."""
    if not _collectors.items:
        return augassign("Add", tup, items) if aug else tup + items
    if type(tup) is not tuple or type(items) is not tuple:
        raise TypeError(f"a scan collects items added to a tuple only, not {type(tup).__name__}")
    _collectors.items[-1].extend((name, item) for item in items)
    return tup


class collecting:
    """``with collecting() as appended:`` records the ``loop_append``/``loop_concat`` calls of
    a trace as ``(list or variable name, value)`` pairs, in call order."""

    def __enter__(self):
        self.appended = []
        _collectors.items.append(self.appended)
        return self.appended

    def __exit__(self, *exc_info):
        _collectors.items.pop()
