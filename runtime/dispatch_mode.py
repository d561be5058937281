"""``MsDispatchMode`` (MindSpore 2.10's ``mindspore.utils.MsDispatchMode``): a context manager
(or decorator) whose ``__ms_dispatch__(func, args, kwargs)`` is called for every op run eagerly
inside it, in place of the op.

``func`` is an ``OpFunc``: ``func.name`` is the op's MindSpore Primitive name (``Add``,
``ReduceSum``, ``ReLU``) and ``func(*args)`` runs the op on ``args`` (its attributes, an axis or
a ``keep_dims``, stay bound). ``args`` is the tuple of the op's operands; ``kwargs`` is not
passed (2.10 calls the callback with two arguments, so one whose ``kwargs`` has no default is a
TypeError). The callback's result is the op's result: it may log, change the operands or change
the result.

Semantics measured on 2.10 CPU, kept here:

- only eager ops are seen: PYNATIVE_MODE's ops, and ops run outside any graph; a GRAPH_MODE
  Cell or a ``jit`` function is compiled as a whole and its ops are not dispatched one by one;
- while a callback runs, ops are not intercepted (neither the op ``func(*args)`` runs nor any op
  the callback itself calls), so a callback never recurses into itself;
- modes nest: the innermost entered mode takes the ops; leaving it gives them back to the outer;
- an exception from the callback propagates from the op's call, and the mode stack is left as it
  was (the ``with`` block's exit pops the mode);
- a subclass that does not override ``__ms_dispatch__`` runs each op unchanged.

Differs from 2.10: the op names are those of minicell's primitives, which follow 2.10's
Primitive names (``ops.add`` is ``Add``), not its pyboost kernels' (2.10 names ``x + y``
``AddExt`` and passes the ``alpha`` operand; minicell ``Add``); a gradient's backward ops are not
intercepted (minicell runs them as vjp kernels, not as dispatched ops; 2.10 shows them).

``dispatch`` (runtime.dispatch) reads ``MODES`` on its eager path: one list test per op.
"""
import contextlib

__all__ = ["MsDispatchMode", "OpFunc"]

MODES = []   # the entered modes, innermost last; a None on top while a callback runs


class OpFunc:
    """The op a ``__ms_dispatch__`` callback receives: ``name``, and calling it runs the op."""

    __slots__ = ("name", "_op", "_attrs", "_dispatch")

    def __init__(self, name, op, attrs, dispatch):
        self.name = name
        self._op, self._attrs, self._dispatch = op, attrs, dispatch

    def __call__(self, *args):
        MODES.append(None)          # the op itself is not intercepted again
        try:
            return self._dispatch(self._op, args, self._attrs)
        finally:
            MODES.pop()

    def __repr__(self):
        return f"<OpFunc {self.name}>"


def intercept(name, op, inputs, attrs, dispatch):
    """Hand the eager call ``op(*inputs)`` (Primitive ``name``) to the innermost mode's
    ``__ms_dispatch__``; ``func(*args)`` runs the op through ``dispatch``."""
    mode = MODES[-1]
    func = OpFunc(name, op, attrs, dispatch)
    MODES.append(None)              # the callback's own ops run as they are
    try:
        return mode.__ms_dispatch__(func, tuple(inputs))      # (2.10 passes no kwargs)
    finally:
        MODES.pop()


class MsDispatchMode(contextlib.ContextDecorator):
    """A context manager (also a decorator) calling ``__ms_dispatch__(func, args, kwargs)``
    for each op run eagerly inside it; subclass it and override ``__ms_dispatch__``.

    >>> import minicell as ms
    >>> class Log(ms.MsDispatchMode):
    ...     def __ms_dispatch__(self, func, args, kwargs=None):
    ...         print("op", func.name)
    ...         return func(*args)
    >>> with Log():
    ...     y = ms.ops.add(ms.Tensor([1.0]), 2.0)
    op Add
    >>> y
    Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
    """

    def __enter__(self):
        MODES.append(self)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        for i in range(len(MODES) - 1, -1, -1):     # this mode's latest entry
            if MODES[i] is self:
                del MODES[i]
                break
        return False

    def __ms_dispatch__(self, func, args, kwargs=None):
        """The callback for each op: by default it runs the op unchanged."""
        return func(*args)
