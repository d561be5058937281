"""Index range checks in GRAPH_MODE: a ``check_index`` node per symbolic index tensor.

``runtime.checks`` describes a check (``IndexRange``) and verifies concrete indices at once. A
symbolic index reaches ``Builder.check_index``, which appends a side-effect node (kept by dead
code elimination, never reordered) reading the index:

    check_index(%3, op='Gather', range=(-3, 3))          # net.py:14

Lowering turns it into one int64 code (0: every value in range; else the first bad value,
encoded by ``IndexRange.code``), collected with the graph's other run-time checks in the
``LowerContext``. The compiled function returns the first failure as two scalars
(``lower.pack_checks``), keeps every written Parameter's old value when one failed, and the
call raises the check's ``IndexOutOfRangeError`` with MindSpore's message and the user's line
(``lower.raise_failed``). With ``set_index_checks(False)`` no node is emitted: the graph is the
one JAX would run without checks.

Reading that verdict makes the call wait for the whole step (the host can no longer queue the
next step while this one runs), which costs 1.7-4x on small steps. So ``place_checks`` takes
checks out of the compiled function where it can, walking the code that runs on every call:

- a check whose index's values are already known to be in its range is dropped (the IR shows
  ``check_index(..., at='proven')``): values an earlier check verified, values selected or
  rearranged from those (``x[rows[0]]`` after ``x[rows]``, ``stack([rows, cols])``; the
  registry's ``REARRANGES``/``SELECTS`` ops), integer constants;
- a check whose index is an input of the call itself (labels, token ids, or a reshape of one)
  is verified by the call on the host *before* the step is launched (``at='call'``; a few
  microseconds on a small index tensor), raising the same error with the same lines, nothing
  of the step done. Only while no check stays in the graph before it (the first failure is
  still the one reported), and not after a loop or a side effect the host sees;
- the others (computed indices, checks inside a ``cond`` branch or a loop body) stay in the
  graph as above.

>>> import minicell as ms
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> @ms.jit
... def pick(x, i):
...     return x[i]
>>> try:
...     pick(ms.Tensor([1.0, 2.0, 3.0]), ms.Tensor(5))
... except IndexError as e:
...     print(str(e).splitlines()[0])
For 'getitem', the index for dimension 0 should be in the range [-3, 3), but got 5.
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import sys

import numpy as np

from ..runtime.checks import index_checks_enabled
from ..runtime.registry import REARRANGES, SELECTS, SIDE_EFFECT
from . import ir, lower
from .passes import DEAD_WITH_INPUT
from .tree import _state_types
from .errors import CONVERTED_CODES, format_location, user_location

INDEX_CHECK = ir.Structural("check_index", (SIDE_EFFECT,))


class IndexFailure:
    """What a failed ``check_index`` node raises: its ``IndexRange`` and the chain of converted
    calls that reached it (outermost first: the user's line, then e.g. ``nn.Embedding``'s)."""

    def __init__(self, check, chain):
        self.check, self.chain = check, chain

    def raise_for(self, code):
        """Raise for the code of a failed check node (``IndexRange.code``)."""
        self.raise_bad(self.check.decode(code))

    def raise_bad(self, bad):
        """Raise for the first offending index value ``bad``."""
        lines = [self.check.message(bad)]
        lines += [format_location(loc) for loc in self.chain]
        raise self.check.error("\n".join(lines))


def _call_chain():
    """The locations of every frame running converted code, outermost first."""
    chain, f = [], sys._getframe(1)
    while f is not None:
        if f.f_code in CONVERTED_CODES:
            chain.append(user_location(f))
        f = f.f_back
    return tuple(chain[::-1])


def emit_index_check(b, index, check):
    """``Builder.check_index``: a check node for the symbolic ``index`` (a Tensor, or a
    Parameter: its value when the graph runs); a concrete Tensor is verified now."""
    if not isinstance(index, _state_types()) and not isinstance(index._data, ir.Var):
        check.verify(index.data_array())
        return
    if not index_checks_enabled():
        return
    attrs = (("op", check.op), ("range", (check.lo, check.hi)))
    if check.component is not None:
        attrs += (("component", check.component),)
    if check.of_result:
        attrs += (DEAD_WITH_INPUT,)
    chain = _call_chain()
    b.graph.nodes.append(ir.Node(INDEX_CHECK, (b.value(index),), attrs, (),
                                 chain[-1] if chain else None, extra=IndexFailure(check, chain)))


@lower.rule(INDEX_CHECK)
def _lower_index_check(node, env, ctx):
    if _PLACED in node.attrs or _PROVEN in node.attrs:     # nothing to do in the graph
        return ()
    failure = node.extra
    ctx.loop_checks.append((failure.check.code(env[node.inputs[0].id]), failure))
    return ()


# ---- where each check runs: proven, at the call (on the host), or in the graph ---------------
_PLACED = ("at", "call")       # verified by the call on its input array, before the step
_PROVEN = ("at", "proven")     # its values are known to be in range: nothing to verify
# how an index lies against the input it came from; the host verifies the input array, so a
# check of one component of the index's last axis (``[..., k]``) moves before the step only for
# the input itself, and a whole-index check (its first bad value in row-major order) only while
# that order is the input's
_SAME, _RESHAPED, _PERMUTED = 0, 1, 2
_ORDER_KEPT = {"stop_gradient": _SAME, "reshape": _RESHAPED}
_HOISTABLE = {True: _RESHAPED, False: _SAME}      # whole-index check? -> the loosest order


class _Placement:
    """The walk's state. ``source``: Var id -> position of the call input it equals (through
    ``REARRANGES`` ops); ``order``: Var id -> how its values lie against that input's
    (``_SAME``, ``_RESHAPED``: row-major order kept, ``_PERMUTED``); ``known``: Var id ->
    ``(lo, hi)`` its values lie in (after a check, from a constant, through
    ``REARRANGES``/``SELECTS`` ops); ``params``: ids of the graph's Parameters; ``open``: checks
    may still move before the step; ``hoisted``: ``(input position, IndexFailure)`` of the
    checks moved."""

    def __init__(self, graph, input_vars, movable):
        self.source = {v.id: i for i, v in enumerate(input_vars)}
        self.order = dict.fromkeys(self.source, _SAME)
        self.params = {v.id for v in graph.inputs} - set(self.source)
        self.known, self.open, self.hoisted = {}, movable, []


def place_checks(graph, input_vars):
    """Decide where each check of the root ``graph`` runs (see the module docstring), walking
    the code that runs on every call in program order (the root graph and the forward of each
    ``value_and_grad``):

    - proven (``at='proven'``): its index's values are known to lie in its range (an earlier
      check of the same values, or values selected from them, or a constant);
    - at the call (``at='call'``): its index equals an input of the call and no check stays in
      the graph before it, nor a loop, a side effect the host sees, or a sub-graph with a check;
    - in the graph, otherwise (as are checks inside branches and loop bodies).

    Returns ``(input position, IndexFailure)`` of the checks at the call, in program order."""
    from ..parallel._compile import entry
    # several processes: each holds a slice of an input, the graph's check sees all of it
    st = _Placement(graph, input_vars, movable=not entry.active)
    _walk(graph, st)
    return st.hoisted


def _walk(graph, st):
    for pos, node in enumerate(graph.nodes):
        if node.op is INDEX_CHECK:
            _place(graph, pos, node, st)
        elif node.op is ir.GRAD:      # its forward runs once, unconditionally, in order
            _walk(node.subgraphs[0], st)
        else:
            _facts(node, st)
            if st.open and _barrier(node, st.params):
                st.open = False


def _place(graph, pos, node, st):
    check, v = node.extra.check, node.inputs[0]
    known = st.known.get(v.id)
    if known is not None and check.lo <= known[0] and known[1] <= check.hi:
        graph.nodes[pos] = _marked(node, _PROVEN)
        return
    where = st.source.get(v.id)
    if where is not None and st.order[v.id] > _HOISTABLE[check.component is None]:
        where = None      # the input's values in another layout: the graph checks them
    if st.open and where is not None:
        graph.nodes[pos] = _marked(node, _PLACED)
        st.hoisted.append((where, node.extra))
    else:
        st.open = False
    if check.ignore is None and check.component is None:   # past it, the values are in range
        lo, hi = known or (check.lo, check.hi)
        st.known[v.id] = (max(lo, check.lo), min(hi, check.hi))


def _marked(node, where):
    return ir.Node(INDEX_CHECK, node.inputs, node.attrs + (where,), (), node.loc,
                   extra=node.extra)


def _facts(node, st):
    """What ``node`` tells about its outputs' values (``st.source``, ``st.known``)."""
    if node.op is ir.CONST:
        value = np.asarray(node.extra)
        if value.dtype.kind in "iu" and value.size:
            st.known[node.outs[0].id] = (int(value.min()), int(value.max()) + 1)
        return
    props = node.props
    if REARRANGES not in props and SELECTS not in props:
        return
    tensors = node.var_inputs()
    if REARRANGES in props and len(tensors) == 1 and tensors[0].id in st.source:
        st.source[node.outs[0].id] = st.source[tensors[0].id]
        st.order[node.outs[0].id] = max(st.order[tensors[0].id],
                                        _ORDER_KEPT.get(node.op.name, _PERMUTED))
    ranges = [st.known.get(v.id) for v in tensors]
    if ranges and None not in ranges and len(tensors) == len(node.inputs):   # no literal
        for out in node.outs:
            st.known[out.id] = (min(r[0] for r in ranges), max(r[1] for r in ranges))


def _barrier(node, params):
    """A node after which no check may move before the step: a loop (its differentiated form
    has a step-limit check), a side effect the host sees (print, numpy island, dump; not a
    write of a Parameter, which a failed step undoes), or a sub-graph with either or with a
    check (a ``cond`` branch's check fires only where taken)."""
    if node.op is ir.WHILE or node.op is INDEX_CHECK:
        return True
    if SIDE_EFFECT in node.props and not (node.inputs and isinstance(node.inputs[0], ir.Var)
                                          and node.inputs[0].id in params):
        return True
    return any(_barrier(n, params) for sg in node.subgraphs for n in sg.nodes)


def verify_inputs(hoisted, inputs):
    """Raise the first failure of the hoisted checks on the call's input arrays, if any."""
    for where, failure in hoisted:
        check = failure.check
        values = check.values(inputs[where])
        bad = None if values is None else check.first_bad(values)
        if bad is not None:
            failure.raise_bad(bad)


__all__ = ["INDEX_CHECK", "IndexFailure", "emit_index_check", "place_checks", "verify_inputs"]
