"""Lists a ``for`` body appends to: ``outs.append(h)`` in a loop that becomes a ``scan``.

``transform._Converter.for_`` rewrites ``name.append(value)`` statements at the top level of a
loop body into ``__mc.loop_append(name, value)`` when ``name`` is a list from before the loop
that the body reads nowhere else (``for_screen.appended_lists``). Outside a scan's trial trace
that is ``name.append(value)``. Inside one (``collecting``) the value is recorded instead:
``compiler.for_scan`` makes the recorded tensors stacked outputs of the scan and appends their
rows to the list after it, one iteration after another, so the list ends as the unrolled loop
leaves it (the rows are graph values of the enclosing graph).
"""
_collectors = []


def loop_append(lst, value):
    """``lst.append(value)``, or recorded by the innermost scan being traced. Only a plain
    ``list`` is recorded: anything else (a ``mutable`` list, a user object) raises, and the scan
    is rejected, so the loop unrolls and its own ``append`` runs each time."""
    if not _collectors:
        lst.append(value)
        return
    if type(lst) is not list:
        raise TypeError(f"a scan collects appends to a list only, not {type(lst).__name__}")
    _collectors[-1].append((lst, value))


class collecting:
    """``with collecting() as appended:`` records the ``loop_append`` calls of a trace as
    ``(list, value)`` pairs, in call order."""

    def __enter__(self):
        self.appended = []
        _collectors.append(self.appended)
        return self.appended

    def __exit__(self, *exc_info):
        _collectors.pop()
