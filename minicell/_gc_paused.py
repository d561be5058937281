"""Python's cyclic garbage collector paused while minicell's modules execute.

Importing minicell creates some hundred thousand objects (classes, functions, op-table rows)
that all stay alive, and the collector, counting the allocations, would walk the whole heap,
jax's included, several times over them for nothing: about a third of minicell's import time
(0.43 -> 0.29 s CPU after ``import jax``, medians of 7 fresh processes). The collector is
switched back on as it was, also when an import fails.

Switched back on, it would still find all those objects in its youngest generation and walk
them once more at the first collection of the young generations, in the user's first call
(~0.075 s CPU). ``gc.freeze()`` followed by ``gc.unfreeze()`` moves every tracked object to
the oldest generation without walking any: where the walks would have put them, and where a
full collection still examines them (nothing is frozen). When the user has frozen objects
(``gc.get_freeze_count()``), the pair would thaw theirs, so it is left out.
"""
import contextlib
import gc


@contextlib.contextmanager
def gc_paused():
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if not gc.get_freeze_count():
                gc.freeze()
                gc.unfreeze()
            gc.enable()
