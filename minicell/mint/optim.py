"""``mindspore.mint.optim``: PyTorch's Adam, AdamW and SGD over ``experimental.optim``'s
``Optimizer`` (parameter groups, learning-rate Parameters that ``experimental.optim``'s
schedulers drive).

``Adam`` is PyTorch's (bias-corrected step with ``eps`` outside the correction, L2
``weight_decay`` added to the gradient); ``AdamW`` and ``FusedAdamW`` are PyTorch's AdamW
(decoupled decay); ``SGD`` is PyTorch's momentum SGD. As 2.10's, ``Adam``/``AdamW`` take only
float ``lr``, ``eps``, ``weight_decay`` and betas. ``amsgrad=True`` divides by the running
maximum of the second moment, as PyTorch does (2.10's graph kernel does not keep that maximum
between steps, and its PYNATIVE_MODE step leaves the Parameters as they are: both measured).

>>> from minicell import mint, nn
>>> opt = mint.optim.AdamW(nn.Dense(2, 1).trainable_params(), lr=1e-3, betas=(0.9, 0.99))
>>> opt.param_groups[0]["betas"]
(0.9, 0.99)
"""
from .. import _checkparam as validator
from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..experimental.optim.adam import adam_step, decay_params
from ..experimental.optim.optimizer import Optimizer, check_adam_args
from ..experimental.optim.sgd import sgd_direction
from ..nn.layer._utils import write_param

__all__ = ["Adam", "AdamW", "FusedAdamW", "SGD"]


def _check_adam_types(betas, eps, weight_decay, lr, amsgrad, maximize, cls):
    """2.10's type checks of mint's Adam and AdamW (floats only, a tuple of two betas)."""
    validator.check_value_type("betas", betas, [tuple], cls)
    validator.check("betas size", len(betas), "", [2], validator.IN, cls)
    validator.check_value_type("betas[0]", betas[0], [float], cls)
    validator.check_value_type("betas[1]", betas[1], [float], cls)
    validator.check_value_type("eps", eps, [float], cls)
    validator.check_value_type("weight_decay", weight_decay, [float], cls)
    validator.check_value_type("lr", lr, [float], cls)
    validator.check_value_type("amsgrad", amsgrad, [bool], cls)
    validator.check_value_type("maximize", maximize, [bool], cls)


class AdamW(Optimizer):
    """``AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
    amsgrad=False, *, maximize=False)``. State: ``exp_avg.*``, ``exp_avg_sq.*``, a group's
    ``max_exp_avg_sq`` (amsgrad), ``state_step``."""

    _l2_decay = False
    _STATE = (("exp_avg", "exp_avg", "zeros", False), ("exp_avg_sq", "exp_avg_sq", "zeros", False))
    max_v_group = True       # amsgrad groups keep their own running maximum

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
                 amsgrad=False, *, maximize=False):
        _check_adam_types(betas, eps, weight_decay, lr, amsgrad, maximize, type(self).__name__)
        check_adam_args(lr, betas, eps, weight_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      amsgrad=amsgrad, maximize=maximize))
        self._make_state(self.parameters)
        self.state_step = Parameter(Tensor([0], mstype.float32), "state_step")

    def _advance(self):
        write_param(self.state_step, self.state_step + 1)

    def _update(self, group, lr, params, grads, start):
        decay_params(params, lr, group["weight_decay"])
        adam_step(self, group, lr, params, grads, start, self.state_step.reshape(()))


class FusedAdamW(AdamW):
    """The same update as :class:`AdamW` (MindSpore fuses it into one Ascend kernel; XLA
    fuses minicell's)."""


class Adam(AdamW):
    """``Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False,
    *, maximize=False)``: PyTorch's Adam (L2 decay joins the gradient)."""

    _l2_decay = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
                 amsgrad=False, *, maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)

    def _update(self, group, lr, params, grads, start):
        adam_step(self, group, lr, params, grads, start, self.state_step.reshape(()))


class SGD(Optimizer):
    """``SGD(params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
    maximize=False)``: PyTorch's SGD. State: ``momentum_buf.*``, ``step_t``."""

    _STATE = (("momentum_buf", "momentum_buf", "zeros", False),)

    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False):
        cls = type(self).__name__
        validator.check_value_type("lr", lr, [float, int, bool, Tensor], cls)
        for name, value in (("momentum", momentum), ("weight_decay", weight_decay),
                            ("dampening", dampening)):
            validator.check_value_type(name, value, [float, int, bool], cls)
        validator.check_value_type("nesterov", nesterov, [bool], cls)
        validator.check_value_type("maximize", maximize, [bool], cls)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        super().__init__(params, dict(lr=lr, momentum=momentum, weight_decay=weight_decay,
                                      dampening=dampening, nesterov=nesterov,
                                      maximize=maximize))
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError(f"For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and "
                             f"'dampening' must equal to 0.0, but got 'momentum' {momentum}, "
                             f"'dampening' {dampening}")
        self._make_state(self.parameters)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def construct(self, gradients):
        super().construct(gradients)
        write_param(self.step_t, self.step_t + 1)     # after the update, as 2.10's
        return True

    def _update(self, group, lr, params, grads, start):
        momentum = group["momentum"]
        for k, (p, g) in enumerate(zip(params, grads)):
            if momentum != 0:
                buf = self.momentum_buf[start + k]
                g, buf_new = sgd_direction(momentum, group["dampening"], group["nesterov"], g,
                                           buf, self.step_t == 0)
                write_param(buf, buf_new)
            write_param(p, p - lr * g)
