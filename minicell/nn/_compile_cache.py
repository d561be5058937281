"""MindSpore's record of the graphs compiled for each Cell: ``Cell.compile_cache`` (a set of
phase names, one per graph compiled for the Cell called as the root) and
``mindspore.common.api.cells_compile_cache`` (every live Cell's set, by ``id``: a Cell is in
it from ``__init__`` until it is collected; a deep copy is not, as in 2.10).

minicell's compiled graphs live in the Cell's own cache and go with it, so these only answer
what scripts and tests ask (2.10, measured: a Cell's set is empty until its first GRAPH_MODE
call, grows by one phase per new input signature, and ``del cell`` takes it out of the dict).

>>> import minicell as ms
>>> from minicell.common.api import cells_compile_cache
>>> class Net(ms.nn.Cell):
...     def construct(self, x):
...         return x + 1
>>> net = Net()
>>> id(net) in cells_compile_cache, net.compile_cache
(True, set())
"""
import time

CELLS_COMPILE_CACHE = {}


def registered(cell):
    """Put ``cell`` (in its ``__init__``) into ``CELLS_COMPILE_CACHE`` and stamp its creation
    time (``_create_time``, ns, part of each phase name as in 2.10: ``'train.<time>.<id>.<n>'``);
    returns the empty dict that holds its compiled caches (``Cell._compiled``)."""
    CELLS_COMPILE_CACHE[id(cell)] = set()
    object.__setattr__(cell, "_create_time", time.time_ns())
    return {}


class CompileCacheMixin:
    """``compile_cache`` and the clean-up of ``CELLS_COMPILE_CACHE`` (mixed into ``Cell``)."""

    @property
    def compile_cache(self):
        """The phases of the graphs compiled for this Cell as the root (a set of strings)."""
        phases = CELLS_COMPILE_CACHE.get(id(self))
        if phases is None:           # a deep copy: not registered (2.10's)
            phases = set()
        cache = self.__dict__.get("_compiled", {}).get("__cache__")
        for n in range(len(phases), getattr(cache, "compiles", 0)):
            phases.add(f"{self.phase}.{self._create_time}.{id(self)}.{n}")
        return phases

    def __del__(self, _pop=CELLS_COMPILE_CACHE.pop):   # (bound: safe at interpreter exit)
        _pop(id(self), None)
