"""Adadelta, Adagrad and RMSprop (``mindspore.experimental.optim``): PyTorch's update rules,
which MindSpore 2.10 matches (measured).

>>> import minicell as ms, numpy as np
>>> from minicell.experimental import optim
>>> w = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="w")
>>> opt = optim.Adagrad([w], lr=0.1)
>>> _ = opt((ms.Tensor(np.array([2.0], np.float32)),))
>>> round(float(w.asnumpy()[0]), 4)        # 1 - 0.1 * 2 / sqrt(4)
0.9
"""
from ... import _checkparam as validator
from ... import ops
from .adam_variants import _Stepped
from .optimizer import Optimizer, check_greater, check_not_less

__all__ = ["Adadelta", "Adagrad", "RMSprop"]


class Adadelta(Optimizer):
    """``Adadelta(params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *, maximize=False)``.
    State: ``accum.*`` (running mean of g^2), ``accum_update.*`` (of the squared updates)."""

    _STATE = (("accum", "accum", 0, False), ("accum_update", "accum_update", 0, False))

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *, maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_greater(eps, "eps", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        validator.check_float_range(rho, 0.0, 1.0, validator.INC_BOTH, "rho", cls)
        super().__init__(params, dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay,
                                      maximize=maximize))
        self._make_state(self.parameters)

    def _update(self, group, lr, params, grads, start):
        rho, eps = group["rho"], group["eps"]
        for k, (p, g) in enumerate(zip(params, grads)):
            acc, acc_upd = self.accum[start + k], self.accum_update[start + k]
            acc_new = acc * rho + g * g * (1.0 - rho)
            delta = ops.sqrt(acc_upd + eps) / ops.sqrt(acc_new + eps) * g
            upd_new = acc_upd * rho + delta * delta * (1.0 - rho)
            self._write((acc, acc_upd, p), (acc_new, upd_new, p - lr * delta))


class Adagrad(_Stepped):
    """``Adagrad(params, lr=1e-2, lr_decay=0.0, weight_decay=0.0,
    initial_accumulator_value=0.0, eps=1e-10, *, maximize=False)``: the rate of step t is
    ``lr / (1 + (t - 1) * lr_decay)``. State: ``accum.*``, ``step_t``."""

    def __init__(self, params, lr=1e-2, lr_decay=0.0, weight_decay=0.0,
                 initial_accumulator_value=0.0, eps=1e-10, *, maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_not_less(lr_decay, "lr_decay", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        check_not_less(initial_accumulator_value, "initial_accumulator_value", cls)
        check_greater(eps, "eps", cls)
        super().__init__(params, dict(lr=lr, lr_decay=lr_decay, eps=eps,
                                      weight_decay=weight_decay,
                                      initial_accumulator_value=initial_accumulator_value,
                                      maximize=maximize))
        self._STATE = (("accum", "accum", initial_accumulator_value, False),)
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        clr = lr / (1.0 + (self._step() - 1.0) * group["lr_decay"])
        for k, (p, g) in enumerate(zip(params, grads)):
            acc = self.accum[start + k]
            acc_new = acc + g * g
            self._write((acc, p), (acc_new, p - clr * g / (ops.sqrt(acc_new) + group["eps"])))


class RMSprop(Optimizer):
    """``RMSprop(params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0,
    centered=False, maximize=False)``. State: ``mean_square.*``, ``mean_grad.*`` (centered),
    ``moment.*`` (momentum)."""

    _STATE = (("mean_grad", "mean_grad", "zeros", False),
              ("mean_square", "mean_square", "zeros", False),
              ("moment", "moment", "zeros", False))

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0,
                 centered=False, maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_not_less(alpha, "alpha", cls)
        check_greater(eps, "eps", cls)
        check_not_less(momentum, "momentum", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        super().__init__(params, dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps,
                                      centered=centered, weight_decay=weight_decay,
                                      maximize=maximize))
        self._make_state(self.parameters)

    def _update(self, group, lr, params, grads, start):
        alpha, eps, momentum = group["alpha"], group["eps"], group["momentum"]
        for k, (p, g) in enumerate(zip(params, grads)):
            sq = self.mean_square[start + k]
            sq_new = sq * alpha + g * g * (1.0 - alpha)
            self._write((sq,), (sq_new,))
            if group["centered"]:
                mg = self.mean_grad[start + k]
                mg_new = mg * alpha + g * (1.0 - alpha)
                self._write((mg,), (mg_new,))
                avg = ops.sqrt(sq_new - mg_new * mg_new) + eps
            else:
                avg = ops.sqrt(sq_new) + eps
            if momentum > 0:
                mom = self.moment[start + k]
                mom_new = mom * momentum + g / avg
                self._write((mom, p), (mom_new, p - lr * mom_new))
            else:
                self._write((p,), (p - lr * g / avg,))
