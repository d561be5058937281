"""Module globals a graph function writes (``global z`` then ``z = z + x``): MindSpore 2.10's
``jit`` functions keep a Tensor written so, in both modes, every call reading the global's
current value and writing its new one back (measured: ``global z; for i in range(3): z += i``,
three calls leave ``z`` at 4, 7, 10 from 1). Two deliberate differences (docs/migration.md):
a global rebound outside (``z = Tensor(...)``) is read by the next call (2.10 goes on with its
own copy), and a Cell's construct writes its global back in GRAPH_MODE too (2.10's graph drops
the write; its PYNATIVE_MODE keeps it).

A traced value only exists while compiling, so a global Tensor such a function writes becomes
an ``attr_state.AttrState`` in the module's namespace: an input of the graph, written back after
every call, as a Cell's Tensor attributes written in construct are. ``builder_global_states``
turns the Tensors a function declares ``global`` into states before its trace (so reads before
the write read the state too); ``builder_set_global`` runs after each assignment to one
(``ast_scopes.write_back_globals`` inserts both calls). Anything but a traced Tensor stays
what the trace assigned (set while compiling only: a warning says so).
"""
import sys

from ..common.tensor import Tensor
from . import ir
from .attr_state import AttrState, new_state, write_state

_STATES = {}      # (id of a module's namespace, name) -> the AttrState the graph writes


def _guard(b, namespace, name, state):
    """The compiled call serves while the global is still ``state`` (``call.AttrWritingCompiled``:
    a global rebound outside, ``z = Tensor(...)``, compiles again and is read from then on)."""
    module = sys.modules.get(namespace.get("__name__"))
    if getattr(module, "__dict__", None) is namespace:
        b.py_attrs.setdefault((id(namespace), name), [module, name, state])[3:] = [state]


def builder_global_states(b, namespace, names):
    """``Builder.global_states`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``):
    each plain Tensor global of ``names`` an ``AttrState`` before the graph reads it."""
    for name in names:
        value = namespace.get(name)
        if type(value) is Tensor and value.init is None:
            value = namespace[name] = AttrState(value)
        if isinstance(value, AttrState):
            _STATES[id(namespace), name] = value
            _guard(b, namespace, name, value)


def builder_set_global(b, namespace, name):
    """``Builder.set_global``: after ``name = ...`` in a graph function declaring ``name``
    global, a traced Tensor goes into the global's state."""
    value = namespace[name]
    if isinstance(value, AttrState):
        return
    if isinstance(value, Tensor) and isinstance(value._data, ir.Var):
        state = _STATES.get((id(namespace), name))
        if state is None or state.shape != value.shape or state.dtype != value.dtype:
            state = _STATES[id(namespace), name] = new_state(value)
        namespace[name] = write_state(b, state, value, name)
        _guard(b, namespace, name, state)
    else:
        b.side_effect(f"`global {name}`: a global that is not a Tensor, written in "
                      f"construct, changes only while compiling, not on every call")
