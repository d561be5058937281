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
        lines = [self.check.message(self.check.decode(code))]
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
    failure = node.extra
    ctx.loop_checks.append((failure.check.code(env[node.inputs[0].id]), failure))
    return ()


__all__ = ["INDEX_CHECK", "IndexFailure", "emit_index_check"]
