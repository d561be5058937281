"""MindSpore's call-depth limit for a ``for`` loop that its graph compiler unrolls.

MindSpore 2.10 unrolls a ``for`` over a ``range``, a tuple, a list or a tensor into nested
graph calls, two levels per iteration, and its analysis stops with a RuntimeError once the depth
passes ``max_call_depth`` (``set_recursion_limit``, default 1000). Measured on 2.10 (CPU, a
Cell's construct or a ``jit`` function): a loop of ``n`` iterations over a ``range`` or a tuple
compiles while ``4 + 2 * n <= limit`` (498 iterations at the default limit, 8 at 20, none at 3)
and fails past it; a loop over a tensor, nested loops and loops in sub-Cells go deeper still.

minicell needs no such limit (a long loop may even become one ``scan`` node), but a script
that compiles here must compile in 2.10 too: ``check`` raises 2.10's error where that lower
bound of 2.10's depth already passes the limit, so nothing 2.10 compiles is refused.
"""
from ..context import get_context
from .errors import GraphModeError

_BASE = 4         # the depth of an empty loop in a construct (2.10, measured)


def _trip_count(iterable):
    if isinstance(iterable, (range, tuple, list)):
        return len(iterable)
    shape = getattr(iterable, "shape", None)
    return shape[0] if isinstance(shape, tuple) and shape and isinstance(shape[0], int) else 0


def check(iterable):
    """Raise 2.10's RuntimeError when unrolling ``for ... in iterable`` passes the limit."""
    limit = get_context("max_call_depth")
    if _BASE + 2 * _trip_count(iterable) > limit:
        raise GraphModeError(
            f"Exceed function call depth limit {limit}, (function call depth: {limit + 1}, "
            f"simulate call depth: {limit}).\nIt's always happened with complex construction of "
            "code or infinite recursion or loop.\nPlease check the code if it's has the infinite "
            "recursion or call 'mindspore.set_recursion_limit(recursion_limit=value)' to adjust "
            "this value.\nIf recursion_limit is set larger, the system max stack depth should be "
            "set larger too to avoid stack overflow.")
