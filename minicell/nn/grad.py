"""Gradient Cells: ``Jvp``, ``Vjp`` (MindSpore's ``mindspore.nn.grad``) and
``ForwardValueAndGrad``. They are Cells over ``ms.jvp`` / ``ms.vjp`` / the gradient engine, so
they run in both modes and inside other Cells.

>>> import minicell as ms
>>> from minicell import nn
>>> class Cube(nn.Cell):
...     def construct(self, x):
...         return x ** 3
>>> Jvp(Cube())(ms.Tensor([2.0]), ms.Tensor([1.0]))[1]
Tensor(shape=[1], dtype=Float32, value= [ 1.20000000e+01])
"""
from ..autodiff import run_value_and_grad
from ..common._type_text import class_text
from ..common.parameter import Parameter, ParameterTuple
from ..common.tensor import Tensor
from ..compiler.api import jit
from ..ops.functional_transforms import _check_arity, jvp, vjp
from ..runtime.grad_contract import split_sens_arg
from .cell import Cell

__all__ = ["Jvp", "Vjp", "ForwardValueAndGrad"]


def _check_cell(fn, name):
    if not isinstance(fn, Cell):
        raise TypeError(f"For '{name}', 'fn' must be a Cell, but got {type(fn).__name__}.")


class Jvp(Cell):
    """``Jvp(fn)(*inputs, v)``: ``(fn(*inputs), J·v)``; ``v`` is one Tensor per input (a
    tuple for several inputs).

    >>> import minicell as ms
    >>> from minicell import nn
    >>> class Add(nn.Cell):
    ...     def construct(self, x, y):
    ...         return x * 2 + y
    >>> one = ms.Tensor([1.0])
    >>> nn.Jvp(Add())(one, one, (one, one))[1]
    Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00])
    """

    def __init__(self, fn):
        super().__init__()
        _check_cell(fn, "Jvp")
        self.fn = fn

    @jit     # compiled in both modes, as MindSpore's (so v joins the inputs as in a graph)
    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        _check_arity(self.fn, inputs)       # 2.10 checks fn's arity first, then the join
        # fn takes the inputs as they are given: one tuple input stays one argument
        one = len(inputs) == 1 and isinstance(inputs[0], Tensor)
        if one != isinstance(v, Tensor):    # 2.10 joins v with the inputs' form (measured)
            got, want = ("AbstractTuple", "AbstractTensor") if one else \
                ("AbstractTensor", "AbstractTuple")
            raise TypeError(f"Type Join Failed: Abstract type {got} cannot join with {want}.")
        if one:
            return jvp(self.fn, inputs[0], v)
        return jvp(self.fn, inputs, v)


class Vjp(Cell):
    """``Vjp(fn)(*inputs, v)``: ``(fn(*inputs), vᵀ·J)``; the cotangent is bare for one input,
    a tuple for several.

    >>> import minicell as ms
    >>> from minicell import nn
    >>> class Sq(nn.Cell):
    ...     def construct(self, x):
    ...         return x * x
    >>> nn.Vjp(Sq())(ms.Tensor([3.0]), ms.Tensor([1.0]))[1]
    Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
    """

    def __init__(self, fn):
        super().__init__()
        _check_cell(fn, "Vjp")
        self.fn = fn

    @jit     # compiled in both modes, as MindSpore's (so v joins the output as in a graph)
    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        out, vjp_fn = vjp(self.fn, *inputs)
        grads = vjp_fn(v)
        return out, grads[0] if len(grads) == 1 else grads


class ForwardValueAndGrad(Cell):
    """``(output, gradients)`` of ``network`` on ``*inputs`` (plus the sensitivity as the last
    input with ``sens_param``): gradients of the first input (bare), of every input
    (``get_all``: a tuple), of ``weights`` (``get_by_list``: a tuple) or
    ``(input_grads, weight_grads)`` with both, as ``GradOperation``.

    >>> import minicell as ms
    >>> from minicell import nn
    >>> class Sq(nn.Cell):
    ...     def construct(self, x):
    ...         return x * x
    >>> nn.ForwardValueAndGrad(Sq())(ms.Tensor([3.0]))[1]
    Tensor(shape=[1], dtype=Float32, value= [ 6.00000000e+00])
    """

    def __init__(self, network, weights=None, get_all=False, get_by_list=False,
                 sens_param=False):
        super().__init__(auto_prefix=False)
        if not isinstance(network, Cell) and not callable(network):
            raise TypeError(f"For 'ForwardValueAndGrad', the argument 'network' must be cell, "
                            f"function type or method type, but got '{type(network)}'")
        for flag, value in (("get_all", get_all), ("get_by_list", get_by_list)):
            if not isinstance(value, bool):     # 2.10's own checks, in its order
                raise TypeError(f"For 'ForwardValueAndGrad', the type of '{flag}' must be bool, "
                                f"but got '{class_text(value)}'")
        # a lone Parameter is not a Parameters array (2.10, measured in both modes)
        if get_by_list and not isinstance(weights, (list, tuple)):
            raise TypeError(f"For 'ForwardValueAndGrad', when 'get_by_list' is set to True, the "
                            f"argument 'weights' must be Parameters array, but got "
                            f"'{class_text(weights)}'")
        if not isinstance(sens_param, bool):    # then its GradOperation's
            raise TypeError(f"For 'GradOperation', the 'sens_param' should be bool, but got "
                            f"{type(sens_param).__name__}")
        self.network = network
        # weights unused without get_by_list: 2.10 takes any value (measured: an int)
        if isinstance(weights, ParameterTuple):     # the Cell's own Parameters, as in 2.10
            self.weights = weights
        else:
            self.weights = (weights,) if isinstance(weights, Parameter) else \
                tuple(weights) if isinstance(weights, (list, tuple)) else ()
        self.get_all, self.get_by_list, self.sens_param = get_all, get_by_list, sens_param

    def construct(self, *inputs):
        sens = None
        if self.sens_param:
            inputs, sens = split_sens_arg(inputs, "ForwardValueAndGrad")
        if self.get_all:
            positions = tuple(i for i, x in enumerate(inputs) if isinstance(x, Tensor))
        else:
            positions = (0,) if inputs and isinstance(inputs[0], Tensor) else ()
        weights = self.weights if self.get_by_list else ()
        out, igrads, wgrads = run_value_and_grad(self.network, inputs, {}, positions, weights,
                                                 False, sens)
        if self.get_all and self.get_by_list:
            return out, (tuple(igrads), tuple(wgrads))
        if self.get_by_list:
            return out, tuple(wgrads)
        if self.get_all:
            return out, tuple(igrads)
        return out, igrads[0]
