"""SGD, ASGD and Rprop (``mindspore.experimental.optim``): PyTorch's update rules, which
MindSpore 2.10 matches (measured).

>>> import minicell as ms, numpy as np
>>> from minicell.experimental import optim
>>> w = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="w")
>>> opt = optim.SGD([w], lr=0.1, momentum=0.9)
>>> for _ in range(2):
...     _ = opt((ms.Tensor(np.array([1.0], np.float32)),))
>>> round(float(w.asnumpy()[0]), 4)        # 1 - 0.1 * 1 - 0.1 * (0.9 + 1)
0.71
"""
import numpy as np

from ... import _checkparam as validator
from ... import ops
from ...common.tensor import Tensor
from .adam_variants import _Stepped
from .optimizer import Optimizer, check_greater, check_not_less

__all__ = ["SGD", "ASGD", "Rprop"]


def sgd_direction(momentum, dampening, nesterov, grad, buf, first):
    """PyTorch's momentum SGD direction and the new momentum buffer: the buffer starts as the
    gradient (``first``, a bool Tensor), then ``momentum * buf + (1 - dampening) * grad``."""
    buf_new = ops.where(first, grad, buf * momentum + grad * (1.0 - dampening))
    return (grad + buf_new * momentum if nesterov else buf_new), buf_new


class SGD(Optimizer):
    """``SGD(params, lr, momentum=0, dampening=0, weight_decay=0.0, nesterov=False, *,
    maximize=False)``. State: ``accum.*`` (the momentum buffers) and ``stat.*`` (1 until a
    Parameter's first step), as MindSpore's."""

    _STATE = (("accum", "accum", "zeros", False), ("stat", "stat", "ones", False))

    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0.0, nesterov=False, *,
                 maximize=False):
        cls = type(self).__name__
        validator.check_value_type("lr", lr, [float, int, Tensor], cls)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        validator.check_value_type("momentum", momentum, [int, float], cls)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        momentum = float(momentum)
        validator.check_value_type("nesterov", nesterov, [bool], cls)
        validator.check_value_type("maximize", maximize, [bool], cls)
        super().__init__(params, dict(lr=lr, momentum=momentum, dampening=dampening,
                                      weight_decay=weight_decay, nesterov=nesterov,
                                      maximize=maximize, grad_centralization=False))
        for group in self.param_groups:
            validator.check_value_type("dampening", group["dampening"], [int, float], cls)
            dict.__setitem__(group, "dampening", float(group["dampening"]))
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError(f"For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and "
                             f"'dampening' must equal to 0.0, but got 'momentum' {momentum}, "
                             f"'dampening' {dampening}")
        self._make_state(self.parameters)

    def _update(self, group, lr, params, grads, start):
        momentum = group["momentum"]
        for k, (p, g) in enumerate(zip(params, grads)):
            if momentum != 0.0:
                buf, stat = self.accum[start + k], self.stat[start + k]
                g, buf_new = sgd_direction(momentum, group["dampening"], group["nesterov"], g,
                                           buf, stat > 0)
                self._write((buf, stat), (buf_new, ops.zeros_like(stat)))
            self._write((p,), (p - lr * g,))


class ASGD(_Stepped):
    """``ASGD(params, lr=0.01, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0,
    maximize=False)``: averaged SGD. State: ``eta_<name>``, ``mu_<name>``, ``ax.*``,
    ``step_t``."""

    _STATE = (("eta", "eta", 0.0, True), ("mu", "mu", 1.0, True),
              ("ax", "ax", "zeros", False))

    def __init__(self, params, lr=0.01, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0,
                 maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_not_less(weight_decay, "weight_decay", cls)
        if not isinstance(lambd, float):
            raise TypeError(f"For 'ASGD', the type of lambd must be float, but got "
                            f"{type(lambd)}.")
        if not isinstance(t0, float):
            raise TypeError(f"For 'ASGD', the type of t0 must be float, but got {type(t0)}.")
        super().__init__(params, dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0,
                                      weight_decay=weight_decay, maximize=maximize))
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        lambd, alpha, t0 = group["lambd"], group["alpha"], group["t0"]
        t = self._step()
        for k, (p, g) in enumerate(zip(params, grads)):
            eta, mu, ax = self.eta[start + k], self.mu[start + k], self.ax[start + k]
            eta_now = ops.where(t == 1.0, lr, eta)        # eta starts at the learning rate
            p_new = p * (1.0 - lambd * eta_now) - eta_now * g
            ax_new = ops.where(mu != 1.0, ax + (p_new - ax) * mu, p_new)
            eta_new = lr / ops.pow(1.0 + lambd * lr * t, alpha)
            mu_new = 1.0 / ops.maximum(ops.ones_like(t), t - t0)
            self._write((p, ax, eta, mu), (p_new, ax_new, eta_new, mu_new))


class Rprop(_Stepped):
    """``Rprop(params, lr=0.01, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, maximize=False)``:
    per-element step sizes grown by ``etas[1]`` while the gradient keeps its sign and shrunk
    by ``etas[0]`` when it flips (that element then skips its step). State: ``prev.*``,
    ``step_size.*``, ``step_t``."""

    _STATE = (("prev", "prev", "zeros", False), ("step_size", "step_size", "zeros", False))

    def __init__(self, params, lr=0.01, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *,
                 maximize=False):
        cls = type(self).__name__
        check_greater(lr, "lr", cls)
        check_greater(etas[1], "etas[1]", cls, 1.0)
        validator.check_float_range(etas[0], 0.0, 1.0, validator.INC_NEITHER, "etas[0]", cls)
        super().__init__(params, dict(lr=lr, etas=etas, step_sizes=step_sizes,
                                      maximize=maximize))
        self._init_step()

    def _update(self, group, lr, params, grads, start):
        etaminus, etaplus = group["etas"]
        lo, hi = group["step_sizes"]
        first = self._step() == 1.0
        for k, (p, g) in enumerate(zip(params, grads)):
            prev, size_p = self.prev[start + k], self.step_size[start + k]
            size = ops.where(first, ops.ones_like(size_p) * lr, size_p)
            sign = ops.sign(g * prev)
            factor = ops.where(sign > 0, Tensor(np.float32(etaplus)),
                               ops.where(sign < 0, Tensor(np.float32(etaminus)),
                                         Tensor(np.float32(1.0))))
            size_new = ops.clip_by_value(size * factor, lo, hi)
            g_new = ops.where(sign < 0, ops.zeros_like(g), g)
            self._write((size_p, prev, p), (size_new, g_new, p - ops.sign(g_new) * size_new))
