"""``mindspore._no_grad``: a context manager (and decorator) under which PYNATIVE_MODE records
no gradient: the ops inside are constants to an enclosing gradient, and taking a gradient there
is MindSpore's RuntimeError.

>>> import minicell as ms
>>> def f(a):
...     with ms._no_grad():
...         b = a * a              # a constant to the gradient
...     return b * a
>>> ms.grad(f)(ms.Tensor([2.0]))
Tensor(shape=[1], dtype=Float32, value= [ 4.00000000e+00])
"""
import contextlib

from .dispatch import state

_depth = [0]        # how many no_grad scopes are open


class _no_grad(contextlib.ContextDecorator):
    """Disable gradient recording inside (``with _no_grad():`` or ``@_no_grad()``)."""

    def __init__(self):
        self._saved = []                  # a stack: one decorator instance may re-enter

    def __enter__(self):
        self._saved.append(state.tape)
        state.tape = None
        _depth[0] += 1
        return self

    def __exit__(self, *exc):
        _depth[0] -= 1
        state.tape = self._saved.pop()
        return False


def check_grad_allowed():
    """A gradient taken inside a ``_no_grad`` scope: MindSpore's RuntimeError."""
    if _depth[0]:
        raise RuntimeError("In no_grad context, you can not calculate gradient")
