"""ASGD (averaged SGD) and Rprop with MindSpore's update rules.

>>> from minicell import nn
>>> opt = nn.ASGD(nn.Dense(2, 1).trainable_params())
>>> [p.name for p in opt.eta]
['eta_weight', 'eta_bias']
"""
import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ..layer._utils import write_param
from ._checks import check_float
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["ASGD", "Rprop"]


def _step(opt):
    """The 1-based number of the step being taken (float32 scalar)."""
    return ops.cast(opt.global_step, mstype.float32).reshape(()) + 1.0


class ASGD(Optimizer):
    """``ASGD(params, learning_rate=0.1, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0)``:
    p = p * (1 - lambd * eta) - eta * g; ax += (p - ax) * mu (ax = p while mu == 1);
    eta = lr / (1 + lambd * lr * t) ** alpha; mu = 1 / max(1, t - t0); eta starts at lr.
    State: ``mu_<name>``, ``eta_<name>`` (scalars), ``ax_.<name>``."""

    _single_result = True     # 2.10's construct returns True, not one per Parameter

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, lambd=1e-4, alpha=0.75, t0=1e6,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        self.lambd = check_float(lambd, "lambd", "ASGD")
        self.alpha = check_float(alpha, "alpha", "ASGD")
        self.t0 = check_float(t0, "t0", "ASGD")
        self.mu = self._scalars("mu_", 1.0)
        self.eta = self._scalars("eta_", 0.0)
        self.ax = self._state("ax_", self._parameters)

    def _scalars(self, prefix, value):
        out = []
        for p in self._parameters:
            s = Parameter(Tensor(np.array(value, np.float32)), name=prefix + p.name)
            self._params[s.name] = s
            out.append(s)
        return ParameterTuple(out)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        t = _step(self)
        lr = lr.reshape(())
        first = ops.equal(t, 1.0)
        for p, g, mu, eta, ax in zip(params, grads, self._pick(self.mu, params),
                                     self._pick(self.eta, params), self._pick(self.ax, params)):
            eta_v = ops.where(first, lr, eta)
            p_new = p * (1.0 - self.lambd * eta_v) - eta_v * g
            write_param(p, p_new)
            write_param(ax, ops.where(ops.equal(mu, 1.0), p_new, ax + (p_new - ax) * mu))
            write_param(eta, lr / ops.pow(1.0 + self.lambd * lr * t, self.alpha))
            write_param(mu, 1.0 / ops.maximum(t - self.t0, 1.0))


class Rprop(Optimizer):
    """``Rprop(params, learning_rate=0.1, etas=(0.5, 1.2), step_sizes=(1e-6, 50.0),
    weight_decay=0.0)``: each element's step size grows by ``etaplus`` while its gradient keeps
    its sign and shrinks by ``etaminus`` when it flips (that step's gradient is then dropped),
    clipped to ``step_sizes``; p -= sign(g) * step_size. Step sizes start at ``lr``.
    State: ``prev.<name>``, ``step_size.<name>``."""

    _single_result = True     # 2.10's construct returns True, not one per Parameter

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, etas=(0.5, 1.2), step_sizes=(1e-6, 50.0),
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        for name, v in (("etas", etas), ("step_sizes", step_sizes)):
            if not isinstance(v, tuple):
                raise TypeError(f"For Rprop, {name} must be a tuple, but got {type(v)}.")
            if len(v) != 2:
                raise ValueError(f"For Rprop, {name} must be a tuple with the size of 2, but got "
                                 f"{len(v)}.")
        if step_sizes[0] > step_sizes[1]:
            raise ValueError(f"For Rprop, maximal step size should not be less than minimal step "
                             f"size, but got {step_sizes[0]} > {step_sizes[1]}.")
        if not 0.0 < etas[0] < 1.0:     # 2.10's order: etaminus, then etaplus (measured)
            raise ValueError(f"For 'Rprop', the 'etaminus' must be in range of (0.0, 1.0), but "
                             f"got {etas[0]} with type '{type(etas[0]).__name__}'.")
        if etas[1] <= 1.0:
            raise ValueError(f"For Rprop, etaplus must be greater than 1.0, but got etaplus "
                             f"{etas[1]}.")
        self.etaminus, self.etaplus = (float(e) for e in etas)
        self.step_size_min, self.step_size_max = (float(s) for s in step_sizes)
        self.prev = self._state("prev", self._parameters)
        self.step_size = self._state("step_size", self._parameters)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        first = ops.equal(self.global_step.reshape(()), 0)
        for p, g, prev, size_p in zip(params, grads, self._pick(self.prev, params),
                                      self._pick(self.step_size, params)):
            size = ops.where(first, ops.ones_like(size_p) * lr, size_p)
            s = ops.sign(g * prev)
            s = ops.where(s > 0, ops.full_like(s, self.etaplus), s)
            s = ops.where(s < 0, ops.full_like(s, self.etaminus), s)
            s = ops.where(ops.equal(s, 0.0), ops.ones_like(s), s)
            size = ops.clip_by_value(size * s, self.step_size_min, self.step_size_max)
            g = ops.where(ops.equal(s, self.etaminus), ops.zeros_like(g), g)
            write_param(p, p - ops.sign(g) * size)
            write_param(prev, g)
            write_param(size_p, size)
