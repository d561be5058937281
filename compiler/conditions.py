"""Conditions of converted code: an ``if``/``while`` test as a Python bool where it is one
(or, for an ``if``, where the graph computes it from constants alone), and the jump flags of
``break``/``continue``/``return`` lowering (``compiler.jumps``)."""
from ..runtime.dispatch import state


def symbolic(x):
    from ..common.tensor import Tensor
    from .ir import Var
    return isinstance(x, Tensor) and isinstance(x._data, Var)


def traced_state(x):
    """``x``, or the traced value of a Parameter/buffer ``x`` inside a graph trace."""
    tracer = state.tracer
    if hasattr(tracer, "param_var"):
        from ..common.parameter import Parameter, _Buffer
        if isinstance(x, (Parameter, _Buffer)):
            return tracer.wrap(tracer.param_var(x))
    return x


def python_cond(cond, loop=False):
    """``cond`` as a Python bool, or None when it is a symbolic tensor. A tensor of more than
    one element is 2.10's ValueError (measured, GRAPH_MODE): an ``if``'s names the shape, a
    ``while``'s (``loop``) is numpy's ambiguity text. A Parameter (or buffer) in a graph trace
    is the graph's input, not its current value: ``if self.flag:`` on a bool Parameter that the
    call may assign must be decided when the graph runs (2.10, measured)."""
    cond = traced_state(cond)
    if symbolic(cond):
        if cond.shape not in ((), (1,)):
            from .errors import OpInputError
            shape = "(" + ", ".join(str(d) for d in cond.shape) + ")"
            raise OpInputError(
                "The truth value of an array with more than one element is ambiguous." if loop
                else "Only tensor which shape is () or (1,) can be converted to bool, but got "
                     f"tensor shape is {shape}",
                hint="an `if`/`while` condition needs one element: reduce it first, e.g. "
                     "`(x > 0).all()` or `(x > 0).any()`.")
        return None
    return bool(cond)


def static_cond(cond):
    """``cond`` of an ``if`` as a Python bool, also when the graph computes it from constants
    alone (``if self.flag == 1`` on a Tensor attribute): MindSpore folds such a condition while
    compiling and compiles only the branch it selects (measured on 2.10: the other branch may
    read a missing attribute or join with nothing). None when it depends on the inputs."""
    c = python_cond(cond)
    graph = getattr(state.tracer, "graph", None)
    if c is None and graph is not None:
        from .passes import constant_value
        value = constant_value(graph, cond._data)
        c = None if value is None else bool(value)
    return c


# ---- jump flags (see compiler.jumps) ---------------------------------------------------------
def flag_tensor(x):
    """A flag or condition as a bool tensor (symbolic values only reach here)."""
    from ..common import dtype as mstype
    if x.dtype != mstype.bool_:
        x = x != 0
    return x.reshape(()) if x.shape == (1,) else x


def not_any(*flags):
    """``not (f1 or f2 ...)``: a Python bool while every flag is one, else a bool tensor."""
    sym = [f for f in flags if symbolic(f)]
    if any(bool(f) for f in flags if not symbolic(f)):
        return False
    if not sym:
        return True
    from ..ops.functional import logical_not, logical_or
    acc = flag_tensor(sym[0])
    for f in sym[1:]:
        acc = logical_or(acc, flag_tensor(f))
    return logical_not(acc)


def py_true(*flags):
    """True when some flag is known (at compile time) to be set: stop unrolling a loop."""
    return any(bool(f) for f in flags if not symbolic(f))


def and_not(test_fn, *flags):
    """A loop condition ``test and not any(flags)``; ``test`` is not evaluated once a flag is
    known to be set (Python's short-circuit)."""
    go = not_any(*flags)
    if go is False:
        return False
    test = test_fn()
    if go is True:
        return test
    c = python_cond(test, loop=True)
    if c is None:
        from ..ops.functional import logical_and
        return logical_and(flag_tensor(test), go)
    return go if c else False
