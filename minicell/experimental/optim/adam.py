"""Adam and AdamW (``mindspore.experimental.optim``), and the Adam step ``mint.optim`` shares.

Measured on MindSpore 2.10 against PyTorch: AdamW is PyTorch's AdamW (decoupled decay
``p *= 1 - lr * wd``, ``p -= lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)``); Adam
runs MindSpore's Adam kernel, whose ``eps`` sits inside the bias correction
(``p -= lr * sqrt(1 - b2^t) / (1 - b1^t) * m / (sqrt(v) + eps)``), with L2 decay added to the
gradient. 2.10's Adam ignores ``amsgrad=True``; minicell applies AMSGrad as documented (the
running maximum of ``v`` in the denominator).

>>> import minicell as ms, numpy as np
>>> from minicell.experimental import optim
>>> w = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="w")
>>> opt = optim.AdamW([w], lr=0.1, weight_decay=0.0)
>>> _ = opt((ms.Tensor(np.array([2.0], np.float32)),))
>>> round(float(w.asnumpy()[0]), 4)        # the first step moves by lr
0.9
"""
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...nn.layer._utils import write_param
from .optimizer import Optimizer, check_adam_args

__all__ = ["Adam", "AdamW"]


def adam_step(opt, group, lr, params, grads, start, step, eps_inside=False):
    """One Adam step of a group at step count ``step`` (a Tensor, already advanced): the
    moments ``opt.exp_avg``/``opt.exp_avg_sq`` move, and with ``amsgrad`` the denominator uses
    their running maximum (``group['max_exp_avg_sq']`` or ``opt.max_exp_avg_sq``).
    ``eps_inside``: MindSpore's Adam kernel form (see the module docstring)."""
    beta1, beta2 = group["betas"]
    eps = group["eps"]
    step = ops.cast(step, mstype.float32)
    bias1 = 1.0 - ops.pow(beta1, step)
    bias2_sqrt = ops.sqrt(1.0 - ops.pow(beta2, step))
    end = start + len(params)
    max_sq = None
    if group.get("amsgrad"):
        max_sq = group.get("max_exp_avg_sq") or opt.max_exp_avg_sq[start:end]
    for k, (p, g) in enumerate(zip(params, grads)):
        m, v = opt.exp_avg[start + k], opt.exp_avg_sq[start + k]
        m_new = m * beta1 + g * (1.0 - beta1)
        v_new = v * beta2 + g * g * (1.0 - beta2)
        write_param(m, m_new)
        write_param(v, v_new)
        if max_sq is not None:
            v_new = ops.maximum(max_sq[k], v_new)
            write_param(max_sq[k], v_new)
        if eps_inside:
            update = (lr * bias2_sqrt / bias1) * m_new / (ops.sqrt(v_new) + eps)
        else:
            update = (lr / bias1) * m_new / (ops.sqrt(v_new) / bias2_sqrt + eps)
        write_param(p, p - update)


class _AdamBase(Optimizer):
    _STATE = (("exp_avg", "exp_avg", "zeros", False), ("exp_avg_sq", "exp_avg_sq", "zeros", False),
              ("max_exp_avg_sq", "max_exp_avg_sq", "zeros", False))

    def __init__(self, params, lr, betas, eps, weight_decay, amsgrad, maximize):
        check_adam_args(lr, betas, eps, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
                        maximize=maximize)
        super().__init__(params, defaults)
        self._make_state(self.parameters)
        self.state_step = Parameter(Tensor(0, mstype.int32), "state_step")

    def _advance(self):
        write_param(self.state_step, self.state_step + 1)


class Adam(_AdamBase):
    """``Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False,
    *, maximize=False)``. State: ``exp_avg.*``, ``exp_avg_sq.*``, ``max_exp_avg_sq.*``,
    ``state_step``."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
                 amsgrad=False, *, maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize)

    def _update(self, group, lr, params, grads, start):
        adam_step(self, group, lr, params, grads, start, self.state_step, eps_inside=True)


class AdamW(_AdamBase):
    """``AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
    amsgrad=False, *, maximize=False)``: decoupled weight decay, then Adam's step."""

    _l2_decay = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
                 amsgrad=False, *, maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize)

    def _update(self, group, lr, params, grads, start):
        decay_params(params, lr, group["weight_decay"])
        adam_step(self, group, lr, params, grads, start, self.state_step)


def decay_params(params, lr, weight_decay):
    """Decoupled weight decay: ``p *= 1 - lr * weight_decay``."""
    if weight_decay != 0.0:
        for p in params:
            write_param(p, p * (1.0 - lr * weight_decay))
