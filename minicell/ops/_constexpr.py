"""MindSpore's ``@constexpr`` / ``@_primexpr``: functions of values known while compiling.
GRAPH_MODE runs Python on static values at trace time anyway, so the function runs as it is."""
import functools
import sys

from ..runtime.dispatch import state as dispatch_state


def constexpr(fn=None, get_instance=True, name=None, reuse_result=True, check=True):
    """MindSpore's decorator for a function computed while compiling (``@constexpr`` /
    ``@constexpr(reuse_result=False)``). GRAPH_MODE runs Python on static values at trace
    time anyway, so the function runs as it is, except that inside a GRAPH_MODE trace (a
    compiled construct or ``@jit``) an argument that is a function arrives as None: a graph
    has no value for it, as in MindSpore 2.10 (measured: ``ops.add`` or a user function passed
    to a constexpr in ``@jit`` is None there, the function itself in PYNATIVE_MODE).

    >>> @constexpr
    ... def twice(n):
    ...     return 2 * n
    >>> twice(3)
    6
    """
    if fn is None:
        return lambda f: constexpr(f)
    if not callable(fn):
        raise TypeError(f"For 'constexpr', the decorated object must be callable, but got "
                        f"{type(fn).__name__}")

    @functools.wraps(fn)
    def constexpr_call(*args, **kwargs):
        tracer = dispatch_state.tracer
        arg = tracer.constexpr_arg
        args, kwargs = tuple(map(arg, args)), {k: arg(v) for k, v in kwargs.items()}
        shared = getattr(tracer, "constexpr_values", None)    # GRAPH_MODE: once per sub-Cell
        if shared is None:                                    # graph (compiler.constexpr_memo)
            return fn(*args, **kwargs)
        return shared(fn, args, kwargs, sys._getframe(1))
    return constexpr_call


def _primexpr(fn=None, get_instance=True, name=None, reuse_result=True):
    """MindSpore's private ``@_primexpr``: like ``constexpr``, a function of static values."""
    return constexpr(fn)
