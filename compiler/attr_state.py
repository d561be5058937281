"""Plain Tensor attributes of a Cell that its construct writes (``self.h = h_new``,
``self.t = self.t + x``): GRAPH_MODE state, as MindSpore 2.10's graph mode keeps them.

A traced value only exists while compiling, so the graph reads and writes such an attribute
through a ``CellState``: a buffer-like Tensor the compiled graph takes as an input and writes
back after every call (``compiler.call``), without being one of the Cell's buffers (not in
``buffers()`` or ``state_dict()``). The user never sees it: the attribute stays a plain
``Tensor`` (2.10's type), and each call binds it to a new plain Tensor of the written value
(as 2.10 does: a reference taken before the call keeps the old value). The Cell keeps its
states by attribute name in ``_attr_states`` (an ``AttrStates``); only while a trace runs does
the attribute hold its state, so reads before the write in the same construct read the state
too: ``prepare`` puts the states of the Tensor attributes a converted method assigns there
before its trace, ``Builder.set_attr`` makes one for an attribute first given a traced Tensor
in construct, and ``restore`` puts the plain Tensors back when the trace ends.
Assigning the attribute outside construct (or a PYNATIVE_MODE write) drops its state
(``replaced``): the Cell's structure changes, so the next GRAPH_MODE call compiles again and
reads the new Tensor. A module global written by a graph has a state of the same kind
(``global_state.GlobalState``).
Python numbers, bools, strings and None set in construct (``self.count += 1``) are set again
by every call of the compiled graph (``set_attr``); one replaced by a Tensor
(``self.acc = 0``, then ``self.acc += x.sum()``) compiles once more, to read the state.
"""
import ast

import numpy as np

from ..common.parameter import _Buffer
from ..common.tensor import Tensor
from ..context import syntax_strict
from . import astwalk, ir
from .names import ASSIGNS
from .outer_attrs import set_again


class AttrState(_Buffer):
    """A Cell attribute written by construct (see the module docstring)."""

    __slots__ = ()
    _graph_attr = True        # ``Cell.__setattr__``: replacing one changes the Cell's structure
    name = "attribute"

    def __reduce__(self):     # a copy or pickle is a plain Tensor
        return (Tensor, (self.asnumpy(), self.dtype))


class CellState(AttrState):
    """The state of the Tensor attribute ``attr`` of the Cell whose ``__dict__`` is ``owner``;
    ``tensor`` is the plain Tensor the attribute is bound to. The compiled call reads it and,
    after the call, binds the attribute to a new Tensor of the written value."""

    __slots__ = ("tensor", "owner", "attr")

    def owned_array(self):
        """``(array, False)``: the compiled call's read (see ``Parameter.owned_array``)."""
        return self.tensor.data_array(), False

    def store_owned(self, arr):
        self.tensor = self.owner[self.attr] = Tensor._from_array(arr)
        self.owner["_attr_states"][self.attr] = self     # (the state the attribute is bound to)


class AttrStates(dict):
    """A Cell's ``_attr_states``: attribute name -> its ``CellState``. A copied or pickled
    Cell starts without (its first GRAPH_MODE call makes its own)."""

    def __deepcopy__(self, memo):
        return AttrStates()

    def __reduce__(self):
        return (AttrStates, ())


_SWAPS = []     # (owner, name, state, value before, state before): attributes holding a state


def cell_state(d, name, tensor):
    """A ``CellState`` of the attribute ``name`` of the Cell whose ``__dict__`` is ``d``, bound
    to the plain Tensor ``tensor``; the attribute holds it until ``restore``."""
    states = d.get("_attr_states")
    if states is None:
        states = d["_attr_states"] = AttrStates()
    state = CellState(tensor)
    state.tensor, state.owner, state.attr = tensor, d, name
    _SWAPS.append((d, name, state, d.get(name), states.get(name)))
    states[name] = state
    return state


def swap_mark():
    """Where the states a trace puts in place start (``restore``'s ``mark``)."""
    return len(_SWAPS)


def restore(mark, ok):
    """The trace that started at ``mark`` ended: each attribute holding a state it put there is
    bound to the state's plain Tensor again (``ok``), or, the trace failed, to the value it held
    before, and the Cell's states are those before."""
    for d, name, state, before, prior in reversed(_SWAPS[mark:]):
        if d.get(name) is state or not ok and getattr(state, "_restore_first", False):
            d[name] = state.tensor if ok else before
        states = d.get("_attr_states")
        if not ok and states is not None and states.get(name) is state:
            if prior is None:
                del states[name]
            else:
                states[name] = prior
    del _SWAPS[mark:]


def replaced(cell, name, value):
    """``Cell.__setattr__``/``__delattr__`` outside a trace (``value``: the new value, or
    ``_GONE``) on an attribute with a state: the state is dropped and the Cell's structure
    changes, so the next compiled call compiles again (and reads the new Tensor)."""
    from ..common._members import changed
    d = cell.__dict__
    states = d.get("_attr_states")
    if not states or states.get(name) is None or states[name] is value:
        return
    del states[name]
    d["_attr_epoch"] = d.get("_attr_epoch", 0) + 1        # (``cache.Structure`` reads it)
    changed(cell)


_GONE = object()


def is_state_tensor(cell, name, value):
    """Whether ``value``, the attribute ``name`` of ``cell``, is a graph's state (while a trace
    runs) or the Tensor a state is bound to."""
    if getattr(type(value), "_graph_attr", False):
        return True
    state = cell.__dict__.get("_attr_states", {}).get(name)
    return state is not None and state.tensor is value


def value_set(after):
    """What ``AttrWritingCompiled`` sets an attribute to after a call (``after``: what the
    trace left): a state's plain Tensor, a copy of a numpy array, else ``after``."""
    if isinstance(after, CellState):
        return after.tensor
    return after.copy() if isinstance(after, np.ndarray) else after


def self_writes(fndef):
    """The attribute names ``fndef`` assigns or writes in place on its first argument
    (``self.x = ...``, ``self.x += ...``, ``self.a, self.b = ...``, ``self.x[i] = ...``,
    ``ops.assign(self.x, ...)``, ``self.x.add_(...)``), in its own body (nested functions too):
    a plain Tensor attribute written in place is state as one assigned is, so the write
    outlives the call in GRAPH_MODE as in PYNATIVE_MODE."""
    args = fndef.args.posonlyargs + fndef.args.args
    if not args:
        return frozenset()
    me = args[0].arg
    names = set()

    def targets(node):
        while isinstance(node, ast.Subscript):       # self.x[i] = v, self.x[i][j] += v
            node = node.value
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id == me:
            names.add(node.attr)
        elif isinstance(node, (ast.Tuple, ast.List)):
            for elt in node.elts:
                targets(elt)
        elif isinstance(node, ast.Starred):
            targets(node.value)

    def in_place(call):
        f = call.func
        fname = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
        if fname in ASSIGNS and call.args:
            targets(call.args[0])
        elif isinstance(f, ast.Attribute) and fname.endswith("_") and \
                not fname.startswith("_"):
            targets(f.value)
    for node in astwalk.walk(fndef):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                targets(t)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets(node.target)
        elif isinstance(node, ast.Call):
            in_place(node)
    return frozenset(names)


def prepare(obj, names):
    """Put the state of each plain Tensor attribute ``names`` of the Cell ``obj`` in place
    (the one it has when bound to that Tensor; else a new one), until ``restore``."""
    d = getattr(obj, "__dict__", None)
    if not names or d is None or "_params" not in d:       # not an initialised Cell
        return
    for name in names:
        value = d.get(name)
        if type(value) is Tensor and value.init is None:
            state = d.get("_attr_states", {}).get(name)
            if state is not None and state.tensor is value and state.owner is d:
                state._data = value.data_array()   # (what the trace reads: shape and dtype)
                _SWAPS.append((d, name, state, value, state))
                d[name] = state
            else:
                d[name] = cell_state(d, name, value)


def same_attr(now, before):
    """Whether an attribute a graph sets (``set_attr``) still holds the value it was traced
    with: the same type and value (a numpy array: shape, dtype and elements)."""
    if type(now) is not type(before):
        return False
    if isinstance(before, Tensor):     # a global's state (``global_state``)
        return now is before
    if isinstance(now, np.ndarray):
        return now.dtype == before.dtype and np.array_equal(now, before)
    return now == before


ATTR_CUT = "attribute write"


def set_attr(builder, cell, name, value):
    """``Builder.set_attr``: ``self.<name> = value`` in traced code, for an attribute that is
    not a Parameter, buffer or Cell; returns what the attribute is set to.

    A traced Tensor, or any Tensor written to a state, goes into the attribute's state (a new
    one when the attribute is not one of its shape and dtype). A Python number, bool, str or
    None replacing one is recorded in ``builder.py_attrs`` (so is a numpy array replacing one):
    the compiled call sets it again on every call and is compiled again when the attribute
    holds another value than the trace read (``AttrWritingCompiled``).
    Anything else is set while compiling only (a warning says so); a container holding traced
    tensors is an error."""
    from .errors import GraphModeError, warn_at
    from .tree import flatten
    if syntax_strict() and not cell.__dict__.get("_made_in_graph"):
        _refuse_strict(cell, name)
    state = cell.__dict__.get(name)
    is_state = getattr(type(state), "_graph_attr", False)
    if isinstance(value, Tensor) and (isinstance(value._data, ir.Var) or is_state):
        if not is_state or state.shape != value.shape or state.dtype != value.dtype:
            made = _new_cell_state(cell, name, value, state)
            if type(state) in (int, float):
                # the trace read the number the attribute held (``self.acc = 0``) as a constant:
                # the next call compiles again, reading the state, as 2.10 reads the value
                # written (measured: ``self.acc += x.sum()`` counts on; a None stays the
                # constant, so ``if self.h is None`` keeps the branch it took)
                builder.py_attrs.setdefault((id(cell), name), [cell, name, state])[3:] = [made]
            state = made
        return write_state(builder, state, value, f"self.{name}")
    if any(isinstance(v, Tensor) and isinstance(v._data, ir.Var) for v in flatten(value)[0]):
        raise GraphModeError(
            f"a tuple, list or dict holding tensors computed in construct is assigned to "
            f"`self.{name}`, which is not a Parameter of {type(cell).__name__}; in GRAPH_MODE "
            f"that value would only exist while compiling.",
            hint="return the tensors from construct, or assign each Tensor to an attribute of "
                 "its own: a Tensor attribute written in construct is kept across calls.")
    if cell.__dict__.get("_made_in_graph"):     # a Cell built by this trace: set once, as made
        return value
    if not set_again(builder, cell, name, value) and not name.startswith("_"):
        warn_at(f"`self.{name} = ...` in construct of {type(cell).__name__} sets a Python "
                f"attribute while compiling only, not on every call.")
    return value


def _new_cell_state(cell, name, value, old):
    """``set_attr``'s new state of ``self.<name>``, for ``value``; bound (until a call writes
    it) to the attribute's plain Tensor when it has ``value``'s shape and dtype, else zeros."""
    if isinstance(old, CellState):
        old = old.tensor
    if not (type(old) is Tensor and old.init is None and old.shape == value.shape and
            old.dtype == value.dtype):
        old = Tensor(np.zeros(tuple(value.shape), value.dtype.np_dtype), value.dtype)
    return cell_state(cell.__dict__, name, old)


def write_state(builder, state, value, label):
    """The graph writes ``value`` to ``state``, an input of the graph written back after the
    call; returns ``state``. Later reads are ``value`` with its gradient cut, as MindSpore
    2.10's graph mode (measured: ``self.p = x * 2; return self.p * x`` is 3 at x = 1.5,
    PYNATIVE's 6); ``label`` (``self.p``) names the cut in a gradient's warning."""
    from ..runtime.registry import get_op
    builder.param_var(state)
    builder.param_swap(state, builder.emit(get_op("stop_gradient"), (value,)))
    builder.graph.nodes[-1].extra = ATTR_CUT, label
    return state


def _refuse_strict(cell, name):
    """2.10's errors for ``self.<name> = ...`` under ``jit_syntax_level`` STRICT, where only a
    Parameter may be written (measured)."""
    if name not in cell.__dict__:
        raise AttributeError(f"The '{type(cell).__name__}' object has no attribute '{name}'.")
    old = cell.__dict__[name]
    kind = "Tensor" if isinstance(old, Tensor) else type(old).__name__   # an AttrState too
    raise TypeError(f"In JIT strict mode, if need to modify a member attribute of a class with "
                    f"self.{name}, the member attribute must be of the Parameter type. But got "
                    f"'{old}' with type '{kind}'. You can use "
                    f"os.environ['MS_DEV_JIT_SYNTAX_LEVEL'] = '2' to enable the JIT lax mode to "
                    f"support the current syntax.")


def warn_attr_cuts(graph, outputs):
    """Warn, as MindSpore 2.10 does, where the gradient of ``graph`` (a ``value_and_grad``
    sub-graph, differentiated at ``outputs``) stops at an attribute ``set_attr`` wrote and the
    graph reads back."""
    from .errors import warn_at
    used, cuts = set(), []

    def walk(g):
        for node in g.nodes:
            used.update(v.id for v in node.var_inputs())
            if isinstance(node.extra, tuple) and node.extra[:1] == (ATTR_CUT,):
                cuts.append(node)
            for sub in node.subgraphs:
                walk(sub)
    walk(graph)
    used.update(v.id for v in outputs if isinstance(v, ir.Var))
    for node in cuts:
        if node.outs[0].id in used:
            warn_at(f"the gradient stops at `{node.extra[1]}`: in GRAPH_MODE a Tensor "
                    f"attribute written in construct is read back with its gradient cut, as "
                    f"MindSpore's graph mode (PYNATIVE_MODE keeps the path).", node.loc,
                    hint="differentiate through a local variable, or return the value.")
