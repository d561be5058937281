"""Slices at the loop index in a ``for`` over ``range`` that becomes a ``scan``:
``x[i:i + 1]``, ``x[:, i + 1:i + 3]``, ``y[i:i + 1:1]``.

The scan traces its body once with a symbolic index, and a Python slice needs int bounds. A
window whose bounds are the loop variable plus integer literals has a width that does not
depend on the index, so ``transform._Converter.for_`` rewrites such a slice of a tensor read
(``for_screen.window_slices``) into ``__mc.window(i, a, b, step)``: a Python ``slice`` when
``i`` is an int (an unrolled loop), and inside a scan a ``Window``, which ``ops.indexing`` reads
as a dynamic slice of ``size`` items from the traced start ``i + a``. A window that would not
lie inside the axis at the first or last index (where Python's slice would be clipped, so its
length would change) raises ``WindowOutsideAxis``: the trial trace fails and the loop unrolls.
"""
import contextlib

_ranges = {}        # id of a scan's index Var -> (first, last) value of the loop variable


@contextlib.contextmanager
def scan_index(var, first, last):
    """While a scan's body is traced: its loop variable ``var`` runs from ``first`` to
    ``last``."""
    _ranges[id(var)] = (first, last)
    try:
        yield
    finally:
        del _ranges[id(var)]


class WindowOutsideAxis(IndexError):
    """A window of a scan's loop index reaches outside the axis at some iteration."""


class Window:
    """``size`` items ``step`` apart from the traced ``start``; ``lowest``/``highest``: the
    window's lower bound at the first iteration and upper bound at the last."""

    def __init__(self, start, size, step, lowest, highest):
        self.start, self.size, self.step = start, size, step
        self.lowest, self.highest = lowest, highest

    def window_item(self, length):
        """``(start, size, step)`` on an axis of ``length`` items."""
        if self.lowest < 0 or self.highest > length:
            raise WindowOutsideAxis(f"the slice [{self.lowest}:{self.highest}] of the loop "
                                    f"leaves an axis of {length}")
        return self.start, self.size, self.step


def window(i, a, b, step):
    """``slice(i + a, i + b, step)``, or the ``Window`` it is when ``i`` is a scan's index."""
    data = getattr(i, "_data", None)
    rng = _ranges.get(id(data)) if data is not None else None
    if rng is None:
        return slice(i + a, i + b, step)
    first, last = rng
    from ..common import dtype as mstype
    start = (i + a if a else i).astype(mstype.int64)     # the kernel's index type, as eager
    return Window(start, len(range(a, b, step or 1)), step or 1, first + a, last + b)
