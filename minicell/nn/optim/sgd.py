"""SGD and Momentum with MindSpore's update rules.

>>> import minicell as ms
>>> from minicell import nn
>>> opt = nn.Momentum(nn.Dense(2, 1).trainable_params(), learning_rate=0.1, momentum=0.9)
>>> [p.name for p in opt.moments]
['moments.weight', 'moments.bias']
>>> opt.momentum
Parameter (name=momentum, shape=(), dtype=Float32, requires_grad=True)
"""
import numpy as np

from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...runtime.dispatch import dispatch
from ...runtime.registry import freeze_attrs, get_op
from .optimizer import Optimizer, opt_init_args_register
from ._checks import check_bool

__all__ = ["SGD", "Momentum"]

_MOMENTUM = get_op("momentum_update")
_SGD = get_op("sgd_update")
_GD = get_op("gd_update")


def _check_momentum(momentum, cls, allow_int=True):
    """MindSpore's SGD converts an int (a bool too: 2.10 takes momentum=True as 1.0); its
    Momentum takes only a float."""
    if allow_int:
        bad = not isinstance(momentum, (int, float))
    else:
        bad = isinstance(momentum, bool) or not isinstance(momentum, float)
    if bad and cls == "SGD":        # 2.10's SGD text, its Momentum's validator text
        raise TypeError(f"For 'SGD', the argument 'momentum' must be float type, but got "
                        f"{type(momentum)}.")
    if bad:
        raise TypeError(f"For '{cls}', the type of 'momentum' should be 'float', but got type "
                        f"'{type(momentum).__name__}'.")
    if momentum < 0:
        end = "" if cls == "Momentum" else "."        # 2.10's two texts
        raise ValueError(f"For '{cls}', the argument 'momentum' must be at least 0.0, but got "
                         f"{float(momentum)}{end}")
    return float(momentum)


def _momentum_param(value):
    """MindSpore's ``momentum`` Parameter: saved with the state, and what the update reads."""
    return Parameter(Tensor(np.array(value, np.float32)), name="momentum")


class Momentum(Optimizer):
    """``Momentum(params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0,
    use_nesterov=False)``: v = momentum * v + g; p -= lr * v (Nesterov: p -= lr * (g +
    momentum * v)). State (2.10's names): ``params`` (the Parameters), ``momentum`` (a
    Parameter), ``moments.<name>``. ``weight_decay``: a number or a Cell called with
    ``global_step`` each step (as MindSpore)."""
    _dynamic_weight_decay = True

    @opt_init_args_register
    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0,
                 use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self.momentum_value = _check_momentum(momentum, "Momentum", allow_int=False)
        if not isinstance(use_nesterov, bool):
            raise TypeError(f"The input value must be a bool, but got "
                            f"{type(use_nesterov).__name__}.")
        self.use_nesterov = use_nesterov
        self.params = self._parameters
        self.momentum = _momentum_param(self.momentum_value)
        self.moments = self._state("moments", self._parameters)
        self._attrs = freeze_attrs({"nesterov": self.use_nesterov})

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        moments = self._pick(self.moments, params)
        outs = dispatch(_MOMENTUM, (lr, self.momentum) + tuple(params) + tuple(grads)
                        + tuple(moments), self._attrs)
        self._write_all(list(params) + moments, outs)


class SGD(Optimizer):
    """``SGD(params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0,
    nesterov=False, loss_scale=1.0)``: accum = g on the first step, then momentum * accum +
    (1 - dampening) * g; p -= lr * accum (Nesterov: p -= lr * (g + momentum * accum)). With
    momentum 0, as MindSpore's kernel: p -= lr * g, accum and stat untouched (dampening
    unused). State (2.10's names): ``momentum`` (a Parameter), ``accum.<name>`` and
    ``stat.<name>``, ones until the element's first step (then accum starts from g)."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0,
                 nesterov=False, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self.momentum_value = _check_momentum(momentum, "SGD")
        if not isinstance(dampening, (int, float)):     # a bool is taken, as 2.10
            raise TypeError(f"For 'SGD', the argument 'dampening' must be float type, but got "
                            f"{type(dampening)}.")
        if dampening < 0.0:
            raise ValueError(f"For 'SGD', the argument 'dampening' must be at least 0.0, but got "
                             f"'dampening' {dampening}")
        check_bool(nesterov, "nesterov", "SGD")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError(f"For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and "
                             f"'dampening' must equal to 0.0, but got 'momentum' "
                             f"{float(momentum)}, 'dampening' {float(dampening)}.")
        self.dampening = float(dampening)
        self.nesterov = bool(nesterov)
        self.momentum = _momentum_param(self.momentum_value)
        self.accum = self._state("accum", self._parameters)
        self.stat = self._state("stat", self._parameters, 1)
        self._attrs = freeze_attrs({"dampening": self.dampening, "nesterov": self.nesterov})

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        if self.momentum_value == 0:      # MindSpore: p -= lr * g; accum and stat untouched
            self._write_all(list(params), dispatch(_GD, (lr,) + tuple(params) + tuple(grads)))
            return
        accum = self._pick(self.accum, params)
        stat = self._pick(self.stat, params)
        outs = dispatch(_SGD, (lr, self.momentum) + tuple(params) + tuple(grads) + tuple(accum)
                        + tuple(stat), self._attrs)
        self._write_all(list(params) + accum + stat, outs)
