"""Adamax, NAdam and RAdam (``mindspore.experimental.optim``): PyTorch's update rules, which
MindSpore 2.10 matches (measured). Each keeps ``step_t`` (int32), advanced before the groups
update, and ``exp_avg.*`` plus its second-moment state.

>>> import minicell as ms, numpy as np
>>> from minicell.experimental import optim
>>> w = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="w")
>>> opt = optim.Adamax([w], lr=0.1)
>>> _ = opt((ms.Tensor(np.array([2.0], np.float32)),))
>>> round(float(w.asnumpy()[0]), 4)
0.9
"""
import math

from ... import _checkparam as validator
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...nn.layer._utils import write_param
from .optimizer import Optimizer, check_greater, check_not_less

__all__ = ["Adamax", "NAdam", "RAdam"]


def _check_betas(betas, cls):
    validator.check_float_range(betas[0], 0.0, 1.0, validator.INC_LEFT, "betas[0]", cls)
    validator.check_float_range(betas[1], 0.0, 1.0, validator.INC_LEFT, "betas[1]", cls)


class _Stepped(Optimizer):
    """An optimizer with a ``step_t`` counter advanced before the groups update."""

    def _init_step(self):
        self._make_state(self.parameters)
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def _advance(self):
        write_param(self.step_t, self.step_t + 1)

    def _step(self):
        return ops.cast(self.step_t, mstype.float32)


class Adamax(_Stepped):
    """``Adamax(params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, *,
    maximize=False)``: ``u = max(b2 * u, |g| + eps)``; ``p -= lr / (1 - b1^t) * m / u``."""

    _STATE = (("exp_avg", "exp_avg", "zeros", False), ("exp_inf", "exp_inf", "zeros", False))

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, *,
                 maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        check_greater(eps, "eps", cls)
        _check_betas(betas, cls)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      maximize=maximize))
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        beta1, beta2 = group["betas"]
        clr = lr / (1.0 - ops.pow(beta1, self._step()))
        for k, (p, g) in enumerate(zip(params, grads)):
            m, u = self.exp_avg[start + k], self.exp_inf[start + k]
            m_new = m * beta1 + g * (1.0 - beta1)
            u_new = ops.maximum(u * beta2, ops.abs(g) + group["eps"])
            self._write((m, u, p), (m_new, u_new, p - clr * m_new / u_new))


class NAdam(_Stepped):
    """``NAdam(params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
    momentum_decay=4e-3)``: Adam with Nesterov momentum, ``mu_t = b1 * (1 - 0.5 *
    0.96^(t * momentum_decay))`` and its running product ``mu_product_<name>``."""

    _STATE = (("exp_avg", "exp_avg", "zeros", False), ("exp_avg_sq", "exp_avg_sq", "zeros", False),
              ("mu_product", "mu_product", 1.0, True))

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
                 momentum_decay=4e-3):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_greater(eps, "eps", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        check_not_less(momentum_decay, "momentum_decay", cls)
        _check_betas(betas, cls)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      momentum_decay=momentum_decay))
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        beta1, beta2 = group["betas"]
        decay, t = group["momentum_decay"], self._step()
        bias2 = 1.0 - ops.pow(beta2, t)
        mu = beta1 * (1.0 - 0.5 * ops.pow(0.96, t * decay))
        mu_next = beta1 * (1.0 - 0.5 * ops.pow(0.96, (t + 1.0) * decay))
        for k, (p, g) in enumerate(zip(params, grads)):
            m, v, prod = (self.exp_avg[start + k], self.exp_avg_sq[start + k],
                          self.mu_product[start + k])
            prod_new = prod * mu
            m_new = m * beta1 + g * (1.0 - beta1)
            v_new = v * beta2 + g * g * (1.0 - beta2)
            denom = ops.sqrt(v_new / bias2) + group["eps"]
            p_new = p - lr * (1.0 - mu) / (1.0 - prod_new) * g / denom
            p_new = p_new - lr * mu_next / (1.0 - prod_new * mu_next) * m_new / denom
            self._write((prod, m, v, p), (prod_new, m_new, v_new, p_new))


class RAdam(_Stepped):
    """``RAdam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0)``: rectified
    Adam; while the variance is not tractable (``rho_t <= 5``) the step is plain momentum."""

    _STATE = (("exp_avg", "exp_avg", "zeros", False), ("exp_avg_sq", "exp_avg_sq", "zeros", False))

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        check_greater(eps, "eps", cls)
        _check_betas(betas, cls)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay))
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        beta1, beta2 = group["betas"]
        t = self._step()
        bias1 = 1.0 - ops.pow(beta1, t)
        # 1 - beta2^t through expm1: rho_t below subtracts two numbers near 2 / (1 - beta2)
        bias2 = -ops.expm1(t * math.log(beta2)) if beta2 > 0 else ops.ones_like(t)
        beta2_t = 1.0 - bias2
        rho_inf = 2.0 / (1.0 - beta2) - 1.0
        rho_t = rho_inf - 2.0 * t * beta2_t / bias2
        tractable = rho_t > 5.0
        # the rectification term where tractable (1 elsewhere, where it is not used)
        ratio = ops.where(tractable, (rho_t - 4.0) * (rho_t - 2.0) * rho_inf
                          / ((rho_inf - 4.0) * (rho_inf - 2.0) * rho_t), ops.ones_like(rho_t))
        rect = ops.sqrt(ratio)
        for k, (p, g) in enumerate(zip(params, grads)):
            m, v = self.exp_avg[start + k], self.exp_avg_sq[start + k]
            m_new = m * beta1 + g * (1.0 - beta1)
            v_new = v * beta2 + g * g * (1.0 - beta2)
            m_hat = m_new / bias1
            adaptive = ops.sqrt(bias2) / (ops.sqrt(v_new) + group["eps"])
            step = ops.where(tractable, m_hat * lr * adaptive * rect, m_hat * lr)
            self._write((m, v, p), (m_new, v_new, p - step))
