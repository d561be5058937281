"""A ``raise`` in one branch of a tensor-dependent ``if``: raised when that branch runs.

MindSpore's GRAPH_MODE raises such an exception at run time, only on calls where the condition
selects the branch (as PYNATIVE_MODE does); the graph itself compiles. While tracing,
``control_trace._trace_branches`` traces both branches; when one of them stops on an exception
a ``raise`` or ``assert`` statement of the user's code raised (``user_raise``), the ``if``
becomes

    check_raise(%pred, error='ValueError')          # net.py:12
    <the other branch, traced unconditionally>

The check node joins the graph's run-time checks (``compiler/checks.py``): lowered, its code is
1 when the raising branch is selected; the compiled function then keeps every written Parameter's
old value and the call raises a fresh copy of the exception. The other branch's values are only
used when the check passes, so running it unconditionally changes no result. An exception raised
by minicell itself (a GraphModeError, an op's shape check) is not turned into a check: it stays a
compile-time error. When both branches raise, each gets its check (2.10 raises the one the
condition selects, measured); inside another traced branch the first branch's exception stands
for the ``if``, which the enclosing one checks.

>>> import minicell as ms
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> @ms.jit
... def positive(x):
...     if x.sum() < 0:
...         raise ValueError("negative sum")
...     return x * 2
>>> positive(ms.Tensor([1.0, 2.0])).asnumpy().tolist()
[2.0, 4.0]
>>> try:
...     positive(ms.Tensor([-1.0, -2.0]))
... except ValueError as e:
...     print(e)
negative sum
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import copy
import dis
import os
import sys

import jax.numpy as jnp

from ..runtime.python_checks import is_python_check
from ..runtime.registry import SIDE_EFFECT, get_op
from . import ir, lower
from .errors import CONVERTED_CODES, GraphModeError, user_location

RAISE_CHECK = ir.Structural("check_raise", (SIDE_EFFECT,))
_RAISES = {"RAISE_VARARGS", "RERAISE"}


class Raised:
    """A branch's trace result when the branch raised the user's exception ``err``."""

    __slots__ = ("err",)

    def __init__(self, err):
        self.err = err


def user_raise(err):
    """True for an exception a ``raise`` (or ``assert``) statement of the user's converted code
    raised: its innermost frame runs converted code, stopped at a raise instruction. minicell's
    own errors, and Python's errors from evaluating the code (a name or attribute that does not
    exist, a failing operation: MindSpore reports those while compiling), are not."""
    if isinstance(err, GraphModeError):
        return False
    tb = _innermost(err)
    if tb is None:
        return False
    code = tb.tb_frame.f_code
    return code in CONVERTED_CODES and 0 <= tb.tb_lasti < len(code.co_code) and \
        dis.opname[code.co_code[tb.tb_lasti]] in _RAISES


def quote_compile_time_raise(err):
    """A user's ``raise E("text")`` that ran while compiling (its condition and message known
    then): MindSpore 2.10's graph quotes a single string argument (measured: ``'text'``, and
    ``'it's'`` unescaped); one raised when the graph runs keeps its text. So do minicell's
    checks that 2.10 writes in Python inside its ops (``runtime/python_checks.py``)."""
    in_graph = is_python_check(err) or (user_raise(err) and not _library_raise(err))
    if in_graph and len(err.args) == 1 and type(err.args[0]) is str and \
            not isinstance(err, KeyError) and not getattr(err, "_quoted", False):
        err.args, err._quoted = (f"'{err.args[0]}'",), True


def _library_raise(err):
    """Raised by minicell's own Python (an nn layer's construct giving the text of a check 2.10
    makes in C++, unquoted), not by the user's code."""
    package = os.path.dirname(sys.modules["minicell"].__file__)
    return _innermost(err).tb_frame.f_code.co_filename.startswith(package + os.sep)


class RaiseFailure:
    """What a failed ``check_raise`` node raises: a fresh copy of the traced exception."""

    def __init__(self, err):
        self.err = err

    def raise_for(self, code):
        try:
            new = type(self.err)(*self.err.args)
        except Exception:                 # an exception class with another constructor
            new = copy.copy(self.err)
        raise new.with_traceback(None) from self.err.__cause__


def _innermost(err):
    """The innermost traceback entry of ``err`` (None when it has no traceback)."""
    tb = err.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb


def _innermost_location(err):
    return user_location(_innermost(err).tb_frame)


def branches_raise(b, pv, results, fns, values):
    """When a branch of a traced ``if`` raised (``Raised``): emit its check on the boolean
    predicate Var ``pv`` (the false branch's on its negation) and trace the other branch
    ``fns[k](*values)`` into the current graph; returns ``(True, that branch's value)``, or
    ``(True, None)`` when both raised in the root graph (one check fires on every call,
    nothing flows on).
    ``(False, None)`` when no branch raised."""
    raised = [k for k, (_, out) in enumerate(results) if isinstance(out, Raised)]
    if len(raised) == 2 and b.graph is not b.root:
        # inside another traced branch (a nested if, switch_layer's chain of conds): the
        # enclosing if takes this branch as raising, with the first branch's exception
        raise results[0][1].err
    for k in raised:
        err = results[k][1].err
        taken = b.wrap(pv)
        if k == 1:                        # the false branch raises: when the predicate is False
            taken = b.emit(get_op("logical_not"), (taken,))
        b.graph.nodes.append(ir.Node(RAISE_CHECK, (b.value(taken),),
                                     (("error", type(err).__name__),), (),
                                     _innermost_location(err), extra=RaiseFailure(err)))
    if len(raised) == 1:
        return True, fns[1 - raised[0]](*values)
    return bool(raised), None


@lower.rule(RAISE_CHECK)
def _lower_raise_check(node, env, ctx):
    ctx.loop_checks.append((jnp.asarray(env[node.inputs[0].id], jnp.int64), node.extra))
    return ()
