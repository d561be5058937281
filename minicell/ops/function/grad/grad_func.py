"""``mindspore.ops.function.grad.grad_func``: the gradient functions (the same objects as
``minicell.ops.*``) and ``custom_vjp``, a custom backward for a plain function.

>>> import minicell as ms
>>> @custom_vjp
... def mul_add(x, y):
...     return 2 * x + y
>>> mul_add.defbwd(lambda x, y, out, dout: (3 * dout, dout))
>>> ms.grad(mul_add, grad_position=(0, 1))(ms.Tensor(1.0), ms.Tensor(2.0))
(Tensor(shape=[], dtype=Float32, value= 3), Tensor(shape=[], dtype=Float32, value= 1))
"""
from .._fill import fill
from ....nn.cell import Cell

NAMES = """
    derivative get_grad grad jacfwd jacrev jet jvp linearize stop_gradient stop_gradient_
    value_and_grad vjp
"""
fill(__name__, NAMES)


class _CustomVjp(Cell):
    """A function with the backward given by ``defbwd(bwd)``: ``bwd(*inputs, out, dout)``
    returns one gradient per input, as a Cell's ``bprop`` (the function runs as such a Cell,
    so the backward is used in both modes and by every gradient API)."""

    def __init__(self, fwd):
        super().__init__()
        self.fwd = fwd
        self.bwd = None

    def construct(self, *args):
        return self.fwd(*args)

    def defbwd(self, bwd):
        """Set the backward: ``bwd(*inputs, out, dout) -> gradients``."""
        self.bwd = bwd

    def bprop(self, *args):
        if self.bwd is None:
            raise RuntimeError(f"For 'custom_vjp', the backward of "
                               f"'{getattr(self.fwd, '__name__', self.fwd)}' was not set: call "
                               f"defbwd(bwd) before taking its gradient")
        return self.bwd(*args)


def custom_vjp(fn=None):
    """Decorator: ``fn`` gets a custom backward, set later by ``fn.defbwd(bwd)``."""
    if fn is None:
        return _CustomVjp
    return _CustomVjp(fn)
