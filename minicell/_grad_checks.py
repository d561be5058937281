"""The argument checks of ``grad``/``value_and_grad`` (``grad_position``, ``weights``, the
positions against the call's inputs) with MindSpore 2.10's types and texts, and the gradients
of weights that are Tensors but not Parameters."""
import inspect

import jax
import numpy as np

from .common.parameter import Parameter
from .common.tensor import Tensor
from .context import is_graph_mode
from .runtime import dispatch as _dispatch
from .runtime import tape as _tape


def abstract_text(x):
    """How 2.10's graph errors show a non-Tensor constant ``x`` (None, a number, else an
    external Python object)."""
    if x is None:
        return "AbstractNone(Value: None)"
    if isinstance(x, (bool, int, float, str)):      # (measured: 'Value: true', a str bare)
        kind = {bool: "Bool", int: "Int64", float: "Float32", str: "String"}[type(x)]
        value = str(x).lower() if isinstance(x, bool) else x
        return f"AbstractScalar(Type: {kind}, Value: {value}, Shape: NoShape)"
    return (f"AbstractScalar(Type: External, Value: PythonObject(type: {type(x)}, value: {x}), "
            f"Shape: NoShape)")


def check_callable(fn):
    """2.10's error for a ``fn`` to differentiate that is not callable: its graph compiler's
    RuntimeError inside a graph (measured: ``ops.grad(3)`` in a jit function), else
    ``grad``'s TypeError."""
    if callable(fn):
        return
    if not _dispatch.running_eagerly():
        raise RuntimeError("For 'GradOperation', the first argument must be a 'Function' or "
                           f"'Cell', but got {abstract_text(fn)}")
    raise TypeError(f"The fn should be callable, but got {type(fn).__name__}")


class PartialGradError(RuntimeError, AttributeError):
    """2.10's graph's RuntimeError for ``grad`` of a partial, also an AttributeError (what its
    PYNATIVE_MODE raises for the same call), so code catching either sees one in both modes."""

    def __repr__(self):
        return f"RuntimeError({str(self)!r})"


def partial_refusal(fn):
    """2.10's error for differentiating a ``functools.partial`` (what ``ops.partial`` and
    ``ops.Partial()`` return), raised when the gradient is called (measured,
    /tmp/s72/fuzz55/pg2.py): its PYNATIVE ``grad`` reads the function's ``__name__`` (an
    AttributeError), its graph (GRAPH_MODE, a ``jit`` function) refuses the argument."""
    if _dispatch.running_eagerly() and not is_graph_mode():
        return AttributeError("'functools.partial' object has no attribute '__name__'")
    bound = (*fn.args, *fn.keywords.values())
    # one built in the graph from its values: printing it would read a traced value (and take
    # the graph op by op); 2.10 shows a closure there, its function's name and args' shapes
    traced = any(isinstance(v, Tensor) and _tracing(v) for v in bound)
    return PartialGradError("For 'GradOperation', the first argument must be a 'Function' or "
                            f"'Cell', but got "
                            f"{_closure_text(fn.func, bound) if traced else abstract_text(fn)}")


def _closure_text(func, bound):
    args = "".join(f"AbstractTensor(shape: ({', '.join(map(str, v.shape))}), element: "
                   f"AbstractScalar(Type: {v.dtype}, Value: ValueAny, Shape: NoShape)), "
                   for v in bound if isinstance(v, Tensor))
    name = getattr(func, "__name__", type(func).__name__)
    return (f"PartialAbstractClosure{{FuncGraphAbstractClosure: FuncGraph: {name}; "
            f"Context: <Dummy Context>({args})}}")


def _tracing(t):
    """Whether Tensor ``t`` holds a value being traced (a graph's IR value or a JAX tracer),
    not a constant's array."""
    data = t._data
    return isinstance(data, jax.core.Tracer) or \
        not isinstance(data, (jax.Array, np.ndarray, type(None)))


def check_positions(grad_position):
    if grad_position is None:
        return None
    # MindSpore 2.10: an int (True is 1) or a tuple of ints; a list is its TypeError
    items = (grad_position,) if isinstance(grad_position, int) else grad_position
    if not isinstance(items, tuple):
        raise TypeError("For 'F.grad', the 'grad_position' must be int or tuple.")
    if not items:
        raise RuntimeError("grad_position should not be empty when grad by position!")
    if not all(isinstance(p, int) for p in items):
        raise TypeError("For 'F.grad', the element in 'grad_position' must be int.")
    items = tuple(int(p) for p in items)
    if min(items) < 0:        # 2.10's wording, per form
        raise ValueError("grad_position must be >= 0." if isinstance(grad_position, int) else
                         "The element in grad_position must be >= 0.")
    if len(set(items)) != len(items):
        raise ValueError("There are duplicate positions in `grad_position`, please check it")
    return tuple(items)


class GradPositionError(IndexError, RuntimeError):
    """A ``grad_position`` beyond the inputs: MindSpore raises IndexError in GRAPH_MODE and
    RuntimeError in PYNATIVE_MODE; this is both."""


def positions_for(positions, args, fn):
    for p in positions:
        if p >= len(args):
            try:           # 2.10 runs fn first: too few arguments is Python's own TypeError
                inspect.signature(fn).bind(*args)
            except TypeError:
                fn(*args)
            except ValueError:
                pass
            raise GradPositionError(f"Position index {p} is exceed input size.")
    # MindSpore drops positions that hold no Tensor (``_unpack_mutables``)
    return tuple(positions)


def check_weights(weights):
    if weights is None:
        return None, False
    if isinstance(weights, Parameter):
        return (weights,), True
    if isinstance(weights, (list, tuple)):
        ws = tuple(weights)
        for w in ws:
            if not isinstance(w, Tensor):      # 2.10's text when called (measured: ['a'])
                raise RuntimeError("The pointer[tensor] is null.")
        return ws, False
    if isinstance(weights, Tensor):     # not a Parameter: see weight_grads
        return (weights,), True
    raise TypeError(f"The weights you provided is expected to be a tensor, or a list or tuple. "
                    f"but got {weights}")       # MindSpore 2.10's message


def weight_grads(ws, pgrads, fn):
    """A weight that is a Tensor, not a Parameter: zeros in PYNATIVE_MODE, GRAPH_MODE's crash
    as a RuntimeError (2.10, measured)."""
    if len(pgrads) != len(ws) and _dispatch.state.tracer.compiles_gradient(fn):
        raise RuntimeError("The pointer[eval_result] is null.")
    it = iter(pgrads)
    return tuple(next(it) if isinstance(w, Parameter) else
                 Tensor._from_array(_tape.zeros_like(w.data_array())) for w in ws)
