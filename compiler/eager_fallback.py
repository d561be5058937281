"""Signatures GRAPH_MODE cannot compile as one static-shape graph run op by op instead.

MindSpore compiles graphs whose shapes depend on tensor values (``x[mask]``,
``ops.masked_select``, ``ops.unique``, ``ops.arange`` with Tensor bounds, ``x[:int(n)]``) with
dynamic shapes. XLA's shapes are fixed when a program is compiled, so such a trace stops with
``DataDependentShapeError`` (an op whose output shape depends on values) or
``ConcretizationError`` (Python reading a tensor's value, e.g. ``int(x.sum())`` as a slice
bound). That signature of the Cell, ``jit`` function or gradient then runs its Python op by op,
exactly as PYNATIVE_MODE runs it (same results, same gradients through the tape), with one
``CompileWarning`` naming the line and the reason; the next call with the same signature goes
straight to the eager run. A ``jit(capture_mode="bytecode")`` function (MindSpore's PIJit,
which breaks the graph and runs Python wherever it cannot capture) falls back so on any error
of its trace (unsupported Python, ``range`` of a tensor, ...) and on any ``CompileWarning`` of
it (where the graph would differ from Python: a ``global`` written, a skipped hook), unless
``fullgraph=True``: the eager run then gives PYNATIVE_MODE's result, or raises the error
PYNATIVE_MODE raises. As in MindSpore, ``set_context(jit_syntax_level=STRICT)`` forbids
Python/numpy reading tensor values (JIT Fallback: ``asnumpy()``, numpy on a tensor): that
``StrictFallbackError`` stays an error there, while dynamic-shape ops and the values MindSpore
keeps in the graph at every syntax level (``int(t)``/``float(t)``, a Tensor axis, slice bound
or shape) still run op by op (2.10 compiles them under STRICT, measured). To make
every fallback an error, turn ``CompileWarning`` into one (``warnings.simplefilter("error",
CompileWarning)``).

>>> import warnings
>>> import numpy as np
>>> import minicell as ms
>>> from minicell import nn
>>> class Positive(nn.Cell):
...     def construct(self, x):
...         return x[x > 0] * 2
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> with warnings.catch_warnings():
...     warnings.simplefilter("ignore")
...     out = Positive()(ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32)))
>>> out.asnumpy().tolist()
[2.0, 6.0]
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import warnings

import jax

from ..runtime.dispatch import PYNATIVE_MODE, state
from .arg_writes import OnArgs
from .errors import (CompileWarning, ConcretizationError, DataDependentShapeError,
                     StrictFallbackError)
from .op_by_op import OpByOpError
from .pijit_record import COUNTS
from .tree import flatten

# What a static-shape graph cannot hold; anything else a trace raises is the user's error.
NOT_STATIC = (DataDependentShapeError, ConcretizationError, OpByOpError)


class EagerEntry:
    """A cache entry, called like ``call.Compiled``, that runs ``fn`` op by op with the mode set
    to PYNATIVE_MODE for the duration of the call (sub-Cells, ``jit`` functions and gradients
    inside run eagerly too; a recording tape records its ops one by one)."""

    gen = 0
    records_itself = True     # under a PYNATIVE tape: call it, the tape sees each op
    arg_writes = None         # (a "bytecode" function's: it runs on the caller's objects)

    def __init__(self, fn, args, kwargs, error):
        from ..common.parameter import Parameter
        from ..common.tensor import Tensor
        leaves, self.tree = flatten((tuple(args), dict(kwargs)))
        self.slots = [i for i, x in enumerate(leaves)
                      if isinstance(x, Tensor) and not isinstance(x, Parameter)]
        # the other leaves (Parameters, Cells, numbers) are part of the cache key: kept as is
        slots = set(self.slots)
        self.fixed = [None if i in slots else x for i, x in enumerate(leaves)]
        # (its traceback would keep the failed trace's frames alive as long as the cache)
        self.fn, self.error = fn, error.with_traceback(None)
        self._from_array = Tensor._from_array

    @property
    def graph(self):
        """There is no graph (``Cell.compile_ir``): the error that stopped the trace."""
        raise self.error

    def is_current(self):
        return True

    def hooks_changed(self):
        self.gen = None

    def __call__(self, leaves):
        return self._run(leaves)

    def run(self, inputs, rng=None):
        """The steady-state call on the input arrays (the Tensor leaves, in order)."""
        leaves = list(self.fixed)
        for i, arr in zip(self.slots, inputs):
            leaves[i] = self._from_array(arr)
        return self._run(leaves)

    call = run

    def _run(self, leaves):
        out = _pynative(self.fn, *jax.tree_util.tree_unflatten(self.tree, leaves))
        if type(out) in (bool, int, float) and getattr(self.error, "number_output", False):
            from ..common.tensor import Tensor      # 2.10's optional number is a Tensor
            return Tensor(out)
        return out


class EagerCall:
    """The entry of one call whose arguments no graph can take as inputs (a list that contains
    itself, which PIJit hands to Python as is): it runs ``fn`` on them op by op, as
    PYNATIVE_MODE does, and is not cached."""

    records_itself = True
    arg_writes = None

    def __init__(self, fn, args, kwargs):
        self.fn, self.args, self.kwargs = fn, args, kwargs

    def __call__(self, leaves):
        del leaves      # (None: the arguments cannot be flattened)
        return _pynative(self.fn, self.args, self.kwargs)


def _pynative(fn, args, kwargs):
    """``fn(*args, **kwargs)`` with the mode set to PYNATIVE_MODE for the duration of the call
    (counted: a "bytecode" jit's record says its graph broke, ``compiler.pijit_record``)."""
    COUNTS["eager"] += 1
    prev, state.mode, fallback, state.fallback = state.mode, PYNATIVE_MODE, state.fallback, True
    try:
        return fn(*args, **kwargs)
    finally:
        state.mode, state.fallback = prev, fallback


def eager_entry(fn, args, kwargs, error, name, graph_break=False):
    """The ``EagerEntry`` of a trace that stopped with ``error`` (one of ``NOT_STATIC``, or
    any error with ``graph_break``: ``jit(capture_mode="bytecode")``), warned about; Python/
    numpy reading a value (an island) under ``jit_syntax_level=STRICT`` is raised instead."""
    if isinstance(error, StrictFallbackError):
        raise error
    if graph_break and not isinstance(error, NOT_STATIC):
        why = (f"{name} (jit(capture_mode='bytecode')) could not be compiled, so, as PIJit "
               f"breaks the graph there, it runs op by op as in PYNATIVE_MODE for inputs of "
               f"this signature (an error of the code itself comes from that run). The trace "
               f"stopped with {type(error).__name__}:\n{error}")
    elif isinstance(error, OpByOpError):
        why = (f"{name} holds what a compiled (XLA) graph cannot carry, so it runs op by op "
               f"as in PYNATIVE_MODE for inputs of this signature. The trace stopped at:\n"
               f"{error}")
    else:
        why = (f"{name} needs shapes that depend on tensor values, which a compiled (XLA) "
               f"graph cannot have, so it runs op by op as in PYNATIVE_MODE for inputs of "
               f"this signature. The trace stopped at:\n{error}")
    warnings.warn(why, CompileWarning, stacklevel=4)
    entry = EagerEntry(fn, args, kwargs, error)
    if graph_break:
        entry.arg_writes = OnArgs(fn, _pynative)
    return entry
