"""Helpers of the round-53 bad-input rows (``bad_input_rows53_*``): ``G(expr)`` compiles
``def fn(x): return <expr>`` with ``ms.jit`` in GRAPH_MODE (the source in a module file, which
``jit`` reads) and ``P(expr)`` evaluates it op by op, both over ``x = ones((2, 3))``; each
returns the call for the catalogue (whose check restores the mode)."""
import importlib
import os
import sys
import tempfile

import numpy as np

import minicell as ms
from minicell import Tensor

_D = tempfile.mkdtemp(prefix="bad53_")
_COUNT = [0]


def _x():
    return Tensor(np.ones((2, 3), np.float32))


def _module(expr):
    _COUNT[0] += 1
    name = f"bad53_g{_COUNT[0]}_{os.getpid()}"
    with open(os.path.join(_D, name + ".py"), "w") as f:
        f.write(f"import minicell as ms\nfrom minicell import Tensor\n\n\n"
                f"def fn(x):\n    return {expr}\n")
    if _D not in sys.path:
        sys.path.insert(0, _D)
    importlib.invalidate_caches()
    return importlib.import_module(name).fn


def G(expr):
    def call():
        fn = _module(expr)
        ms.set_context(mode=ms.GRAPH_MODE)
        return ms.jit(fn)(_x())
    return call


def P(expr):
    def call():
        ms.set_context(mode=ms.PYNATIVE_MODE)
        return eval(expr, {"x": _x(), "ms": ms, "Tensor": Tensor})  # noqa: S307 (a row's text)
    return call
