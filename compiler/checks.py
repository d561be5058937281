"""Index range checks in GRAPH_MODE: a ``check_index`` node per symbolic index tensor.

``runtime.checks`` describes a check (``IndexRange``) and verifies concrete indices at once. A
symbolic index reaches ``Builder.check_index``, which appends a side-effect node (kept by dead
code elimination, never reordered) reading the index:

    check_index(%3, op='Gather', range=(-3, 3))          # net.py:14

Lowering turns it into one int64 code (0: every value in range; else the first bad value,
encoded by ``IndexRange.code``), collected with the graph's other run-time checks in the
``LowerContext``. The compiled function returns the first failure as two scalars
(``lower.pack_checks``), keeps every written Parameter's old value when one failed, and the
call raises ``IndexOutOfRangeError`` with MindSpore's message and the user's line
(``lower.raise_failed``). With ``set_index_checks(False)`` no node is emitted: the graph is the
one JAX would run without checks.

Reading that verdict makes the call wait for the whole step (the host can no longer queue the
next step while this one runs), which costs 1.7-4x on small steps. Most checked indices are an
input of the call itself (labels, token ids), so ``hoist_input_checks`` moves those checks out of
the compiled function: the call verifies the input's values on the host *before* the step is
launched (a few microseconds on a small index tensor), raising the same error with the same
lines, and the step runs without a verdict to wait for. Only the checks that come first in
program order are moved (the first failure is still the one reported) and only where the check
runs on every call (not inside a ``cond`` branch or a loop body); the IR shows them as
``check_index(..., at='call')``. Checks of computed indices stay in the graph as above.

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

from ..runtime.checks import IndexOutOfRangeError, index_checks_enabled
from ..runtime.registry import SIDE_EFFECT
from . import ir, lower
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
        raise IndexOutOfRangeError("\n".join(lines))


def _call_chain():
    """The locations of every frame running converted code, outermost first."""
    chain, f = [], sys._getframe(1)
    while f is not None:
        if f.f_code in CONVERTED_CODES:
            chain.append(user_location(f))
        f = f.f_back
    return tuple(chain[::-1])


def emit_index_check(b, index, check):
    """``Builder.check_index``: a check node for the symbolic ``index`` (a Tensor)."""
    if not index_checks_enabled():
        return
    attrs = (("op", check.op), ("range", (check.lo, check.hi)))
    if check.component is not None:
        attrs += (("component", check.component),)
    chain = _call_chain()
    b.graph.nodes.append(ir.Node(INDEX_CHECK, (b.value(index),), attrs, (),
                                 chain[-1] if chain else None, extra=IndexFailure(check, chain)))


@lower.rule(INDEX_CHECK)
def _lower_index_check(node, env, ctx):
    if _AT_CALL in node.attrs:      # verified by the call, before the step (hoist_input_checks)
        return ()
    failure = node.extra
    ctx.loop_checks.append((failure.check.code(env[node.inputs[0].id]), failure))
    return ()


# ---- checks of the call's inputs, verified on the host before the step ----------------------
_AT_CALL = ("at", "call")
# value-preserving ops between an input and its check: the checked values are the input's
_SAME_VALUES = frozenset({"reshape", "squeeze", "expand_dims", "flatten", "stop_gradient"})


def _barrier(node):
    """A node after which no check may be moved before the step: a loop (its differentiated
    form has a step-limit check), a side effect the host sees (print, numpy island, dump; not a
    Parameter write, which a failed step undoes), or a sub-graph with either or with a check (a
    ``cond`` branch's check fires only where taken)."""
    if node.op is ir.WHILE or node.op is INDEX_CHECK or \
            (SIDE_EFFECT in node.props and node.op.name != "assign"):
        return True
    return any(_barrier(n) for sg in node.subgraphs for n in sg.nodes)


def _ordered_checks(graph, source):
    """The leading checks of ``graph`` in program order, as ``(graph, position, input index)``,
    up to the first one that cannot move (its index is computed) or the first barrier.
    ``source`` maps a Var id to the input it equals (extended here through ``_SAME_VALUES``)."""
    for pos, node in enumerate(graph.nodes):
        if node.op is INDEX_CHECK:
            where = source.get(node.inputs[0].id)
            if where is None:
                return
            yield graph, pos, where
        elif node.op is ir.GRAD:     # its forward runs once, unconditionally, in order
            sub = dict(source)
            for inner in _ordered_checks(node.subgraphs[0], sub):
                if inner is None:
                    yield None
                    return
                yield inner
        elif getattr(node.op, "name", None) in _SAME_VALUES and node.inputs and \
                isinstance(node.inputs[0], ir.Var) and node.inputs[0].id in source:
            source[node.outs[0].id] = source[node.inputs[0].id]
        elif _barrier(node):
            yield None
            return


def hoist_input_checks(graph, input_vars):
    """Mark the leading checks of the root ``graph`` whose index equals one of ``input_vars``
    as verified by the call (see the module docstring); returns ``(input position,
    IndexFailure)`` of each, in program order, for ``verify_inputs``."""
    from ..parallel._compile import entry
    if entry.active:     # several processes: each holds a slice, the graph check sees all
        return []
    source = {v.id: i for i, v in enumerate(input_vars)}
    hoisted = []
    for found in _ordered_checks(graph, source):
        if found is None:
            break
        g, pos, where = found
        node = g.nodes[pos]
        g.nodes[pos] = ir.Node(INDEX_CHECK, node.inputs, node.attrs + (_AT_CALL,), (), node.loc,
                               extra=node.extra)
        hoisted.append((where, node.extra))
    return hoisted


def verify_inputs(hoisted, inputs):
    """Raise the first failure of the hoisted checks on the call's input arrays, if any."""
    for where, failure in hoisted:
        check = failure.check
        values = check.values(inputs[where])
        bad = None if values is None else check.first_bad(values)
        if bad is not None:
            failure.raise_bad(bad)


__all__ = ["INDEX_CHECK", "IndexFailure", "emit_index_check", "hoist_input_checks",
           "verify_inputs"]
