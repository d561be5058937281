"""PIJit's symbolic scalars: a ``jit(capture_mode="bytecode")`` function's int or float argument
that keeps changing becomes a variable of its graph.

PIJit compiles a Python number argument in as a constant, one version per value, until a third
value of the same type comes at that position: that call compiles a version where the number
is a variable (a symbolic scalar), which then serves every value of that type (2.10 measured:
``f(x, y)`` for x = 0..4 compiles at 0, 1 and 2, then 3 and 4 call the third version;
1, 1, 2, 2, 3, 3, 4 compiles three versions; a float after ints starts its own count). minicell
passes such an argument as ``ms.mutable`` (a 0-d input of the graph, ``runtime.mutable``); where
the graph needs its value (``range(n)``) the trace fails and the cache compiles it by value, as
for any mutable scalar (2.10 measured: one version per value there too).
"""
from ..runtime.mutable import mutable

_SYMBOLIC_AFTER = 2      # values compiled in as constants before a position is made symbolic


class Promotions:
    """The numbers each positional argument of one "bytecode" jit had, and the (position,
    type) pairs made symbolic; calling it gives the arguments to compile with."""

    def __init__(self):
        self.seen = {}          # (position, type) -> the values compiled in so far
        self.symbolic = set()

    def __call__(self, args):
        out = None
        for i, a in enumerate(args):
            t = type(a)
            if t is not int and t is not float:
                continue
            key = (i, t)
            if key not in self.symbolic:
                values = self.seen.setdefault(key, set())
                if a in values or len(values) < _SYMBOLIC_AFTER:
                    values.add(a)
                    continue
                self.symbolic.add(key)
                del self.seen[key]
            if out is None:
                out = list(args)
            out[i] = mutable(a)
        return args if out is None else tuple(out)


__all__ = ["Promotions"]
