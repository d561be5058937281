"""Gradients with respect to Python scalars, as MindSpore 2.10 gives them.

A compiled gradient (GRAPH_MODE, ``@jit``, or one inside a graph) gives each Python int/float
at a gradient position (an ``ms.mutable`` scalar, or a scalar inside an ``ms.mutable``
tuple/list/dict) a gradient of the scalar's own Python type:

* ``compile_config.GRAD_FOR_SCALAR = 1`` (``mindspore._extends.parse.compile_config``): the
  scalar is differentiated (as a 0-d Int64/Float32 Tensor, an int like an integer Tensor:
  its gradient is truncated to an int); plain (not mutable) scalars at a gradient position
  too. ``GradOperation()(net)(mutable((2, 3)))`` of ``x[0] * x[1]`` is ``(3, 2)``.
* otherwise: zero (``0`` or ``0.0``), without differentiating it; a plain scalar is dropped.

PYNATIVE_MODE's taped gradient never differentiates a scalar: scalar positions, and mutable
containers holding a scalar, are dropped (as measured on MindSpore 2.10, switch or not).
A concrete gradient is a Python scalar; one inside a graph stays a 0-d Tensor until the graph
returns.
"""
from .common import dtype as _dtype
from .common.tensor import Tensor


def grad_for_scalar():
    """Whether ``compile_config.GRAD_FOR_SCALAR`` is on (``1`` or ``'1'``)."""
    from ._extends.parse import compile_config       # a leaf: the switch values only
    return str(compile_config.GRAD_FOR_SCALAR).strip() == "1"


def is_scalar(x):
    """A Python number (bool, int, float; ``ms.mutable``'s too), not a Tensor."""
    return isinstance(x, (int, float)) and not isinstance(x, Tensor)


class Zero:
    """The gradient slot of a scalar that is not differentiated: a zero of its type."""

    def __init__(self, like):
        self.value = 0.0 if isinstance(like, float) else 0


class Differentiated:
    """The gradient slot of a differentiated scalar: ``index`` into the arguments, where it
    is passed as a 0-d Tensor (``as_tensor``)."""

    def __init__(self, index, like):
        self.index = index
        self.is_float = isinstance(like, float)

    def result(self, g):
        """The gradient ``g`` (a 0-d Tensor) as the scalar's type: a Python number where its
        value is known, else a 0-d Tensor of that kind."""
        try:
            v = g.item()
        except TypeError:       # a graph's value (ConcretizationError): known when it returns
            return g
        return float(v) if self.is_float else int(v)


def as_tensor(x):
    """The 0-d Tensor a differentiated scalar is passed as: Float32 for a float, else Int64
    (an integer's gradient is an integer, ``runtime/int_vjp.py``)."""
    if isinstance(x, float):
        return Tensor(float(x), _dtype.float32)
    return Tensor(int(x), _dtype.int64)


def slot_maker(differentiate):
    """``make(x, i, args)``: the gradient slot of the scalar ``x`` at ``args[i]`` (a list),
    putting its 0-d Tensor there when it is differentiated; ``make.on`` is ``differentiate``."""
    def make(x, i, args):
        if not differentiate:
            return Zero(x)
        args[i] = as_tensor(x)
        return Differentiated(i, x)
    make.on = differentiate
    return make


def slot_index(slot):
    """The argument index differentiated for a gradient slot (an int: a Tensor's), or None."""
    if isinstance(slot, Zero):
        return None
    return slot.index if isinstance(slot, Differentiated) else slot


def slot_grad(slot, grads):
    """The gradient for ``slot``, taking the next of ``grads`` (an iterator) when it is
    differentiated."""
    if isinstance(slot, Zero):
        return slot.value
    g = next(grads)
    return slot.result(g) if isinstance(slot, Differentiated) else g


def number_sens_as_tensors(sens, out):
    """``sens`` with each Python number that stands for a 0-d Tensor output made a 0-d Tensor
    of that output's dtype: with ``GRAD_FOR_SCALAR`` on, differentiated scalars are 0-d Tensors
    inside the gradient, and 2.10 takes a number sensitivity for the scalar they compute
    (``x + y`` of two mutable ints with sens ``7`` gives ``(7, 7)``)."""
    if is_scalar(sens) and isinstance(out, Tensor) and not out.shape:
        return Tensor(sens, out.dtype)
    if isinstance(out, (tuple, list)) and isinstance(sens, (tuple, list)) and \
            len(sens) == len(out):
        return type(sens)(number_sens_as_tensors(s, o) for s, o in zip(sens, out))
    return sens
