"""Module globals a graph function writes (``global z`` then ``z = z + x``): MindSpore 2.10's
``jit`` functions keep a Tensor written so, in both modes, every call reading the global's
current value and writing its new one back (measured: ``global z; for i in range(3): z += i``,
three calls leave ``z`` at 4, 7, 10 from 1). Two deliberate differences (docs/migration.md):
a global rebound outside (``z = Tensor(...)``) is read by the next call (2.10 goes on with its
own copy), and a Cell's construct writes its global back in GRAPH_MODE too (2.10's graph drops
the write; its PYNATIVE_MODE keeps it).

A traced value only exists while compiling, so the graph reads and writes such a global through
a ``GlobalState`` (an ``attr_state.CellState`` whose owner is the module's namespace): an input
of the graph, written back after every call, as a Cell's Tensor attributes written in construct
are. The user never sees it: the global holds its state only while a trace runs
(``attr_state.restore`` puts the plain Tensor back), and each call writes the new value into
that same plain Tensor, as 2.10 does (measured: after ``z += i`` in a ``jit`` function,
``type(z) is Tensor`` and ``z is old``, a reference taken before the call, holding the new
value). ``builder_global_states`` puts the states of the Tensors a function declares ``global``
in place before its trace (so reads before the write read the state too); ``builder_set_global``
runs after each assignment to one (``ast_scopes.write_back_globals`` inserts both calls).
Anything but a traced Tensor stays what the trace assigned (set while compiling only: a warning
says so).
"""
import sys

import numpy as np

from ..common.tensor import Tensor
from . import ir
from .attr_state import _SWAPS, CellState, write_state

_STATES = {}      # (id of a module's namespace, name) -> the GlobalState the graph writes


class GlobalState(CellState):
    """The state of the global ``attr`` of the module whose namespace is ``owner``; ``tensor``
    is the plain Tensor the global is bound to, which each call writes in place."""

    __slots__ = ()
    _restore_first = True     # (a failed trace: the global goes back to its first value)

    def store_owned(self, arr):
        self.tensor._data = arr


def _state(namespace, name, tensor, before):
    """The global ``name`` holds a ``GlobalState`` bound to ``tensor`` until the trace ends."""
    state = _STATES.get((id(namespace), name))
    if state is None or state.tensor is not tensor:
        state = _STATES[id(namespace), name] = GlobalState(tensor)
        state.tensor, state.owner, state.attr = tensor, namespace, name
    state._data = tensor.data_array()      # (what the trace reads: shape and dtype)
    _SWAPS.append((namespace, name, state, before, None))
    namespace[name] = state
    return state


def _guard(b, namespace, name, state):
    """The compiled call serves while the global is still ``state``'s Tensor
    (``call.AttrWritingCompiled``: a global rebound outside, ``z = Tensor(...)``, compiles
    again and is read from then on)."""
    module = sys.modules.get(namespace.get("__name__"))
    if getattr(module, "__dict__", None) is namespace:
        b.py_attrs.setdefault((id(namespace), name), [module, name, state.tensor])[3:] = [state]


def builder_global_states(b, namespace, names):
    """``Builder.global_states`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``):
    each plain Tensor global of ``names`` holds its state before the graph reads it."""
    for name in names:
        value = namespace.get(name)
        if type(value) is Tensor and value.init is None:
            _guard(b, namespace, name, _state(namespace, name, value, value))
        elif isinstance(value, GlobalState):          # (a nested graph function's trace)
            _guard(b, namespace, name, value)


def builder_set_global(b, namespace, name):
    """``Builder.set_global``: after ``name = ...`` in a graph function declaring ``name``
    global, a traced Tensor goes into the global's state."""
    value = namespace[name]
    if isinstance(value, GlobalState):
        return
    if isinstance(value, Tensor) and isinstance(value._data, ir.Var):
        state = _STATES.get((id(namespace), name))
        if not _swapped(namespace, name, state) or state.shape != value.shape or \
                state.dtype != value.dtype:
            # (a global first given a Tensor here, or one of another shape: on a failed
            # trace the global goes back to what it held before, else to these zeros)
            zeros = Tensor(np.zeros(tuple(value.shape), value.dtype.np_dtype), value.dtype)
            state = _state(namespace, name, zeros, zeros)
        namespace[name] = write_state(b, state, value, name)
        _guard(b, namespace, name, state)
    else:
        b.side_effect(f"`global {name}`: a global that is not a Tensor, written in "
                      f"construct, changes only while compiling, not on every call")


def _swapped(namespace, name, state):
    """Whether the running trace put ``state`` in place as the global ``name``."""
    return state is not None and any(
        d is namespace and n == name and s is state for d, n, s, *_ in _SWAPS)
