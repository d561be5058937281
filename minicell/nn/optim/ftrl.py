"""FTRL (follow-the-regularized-leader) and Lamb with MindSpore's update rules.

>>> from minicell import nn
>>> opt = nn.FTRL(nn.Dense(2, 1).trainable_params())
>>> [p.name for p in opt.linear]
['linear.weight', 'linear.bias']
"""
from ... import ops
from ...common import dtype as mstype
from ...ops.optim_prims import kernel
from ..layer._utils import write_param
from ._checks import check_bool, check_float
from .adam import _check_betas
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["FTRL", "Lamb"]


def _at_least_0(name, value):
    """2.10's ValueError for a negative float ``initial_accum``/``l1``/``l2`` (measured)."""
    if isinstance(value, float) and value < 0.0:
        raise ValueError(f"For 'FTRL', the argument '{name}' must >= 0.0, but got {value}.")


class FTRL(Optimizer):
    """``FTRL(params, initial_accum=0.1, learning_rate=0.001, lr_power=-0.5, l1=0.0, l2=0.0,
    use_locking=False, loss_scale=1.0, weight_decay=0.0)`` (a fixed learning rate only):
    accum' = accum + g^2; linear += g - (accum'^-lr_power - accum^-lr_power) / lr * p;
    p = (l1 * sign(linear) - linear) / (accum'^-lr_power / lr + 2 * l2) where |linear| > l1,
    else 0. Weight decay applies to every Parameter. State: ``moments.*``, ``linear.*``."""

    @opt_init_args_register
    def __init__(self, params, initial_accum=0.1, learning_rate=0.001, lr_power=-0.5, l1=0.0,
                 l2=0.0, use_locking=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = "FTRL"
        dynamic = any(g.lr_kind != "fixed" for g in self._groups)
        if self.is_group_lr or dynamic:
            raise ValueError(f"For 'FTRL', dynamic learning rate and group learning rate are "
                             f"currently not supported in FTRL, they should all be false, but "
                             f"got dynamic learning rate {dynamic} and group learning rate "
                             f"{self.is_group_lr}.")
        for name, v in (("initial_accum", initial_accum), ("l1", l1), ("l2", l2)):
            _at_least_0(name, v)
        check_float(learning_rate, "learning_rate", cls, low=0.0, low_open=True)
        if isinstance(lr_power, float) and lr_power > 0.0:     # 2.10's text (measured)
            raise ValueError(f"For 'FTRL', the argument 'lr_power' must <= 0.0, but got "
                             f"{lr_power}.")
        self.lr_power = check_float(lr_power, "lr_power", cls, high=0.0)
        self.l1 = check_float(l1, "l1", cls, low=0.0)
        self.l2 = check_float(l2, "l2", cls, low=0.0)
        self.use_locking = check_bool(use_locking, "use_locking", cls)
        self.lr = float(learning_rate)
        if not self.is_group:
            g = self._groups[0]
            g.decay_flags = tuple(g.weight_decay > 0 for _ in g.params)
        self.moments = self._state("moments", self._parameters, float(initial_accum))
        self.linear = self._state("linear", self._parameters)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        for p, g, a, lin in zip(params, grads, self._pick(self.moments, params),
                                self._pick(self.linear, params)):
            # 2.10's ApplyFtrl kernel, as it rounds (C's pow; the step rounded before its sum)
            self._write_all((p, a, lin), kernel("apply_ftrl", p, a, lin, g, self.lr, self.l1,
                                                self.l2, self.lr_power))


class Lamb(Optimizer):
    """``Lamb(params, learning_rate, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0)``:
    Adam moments with bias correction, r = m_hat / (sqrt(v_hat) + eps) + wd * p, then
    p -= lr * (||p|| / ||r||) * r (trust ratio 1 where a norm is 0).
    State: ``lamb_m.*``, ``lamb_v.*``. ``weight_decay``: a number or a Cell called with
    ``global_step``."""
    _support_parallel_optimizer = True     # 2.10's enable_parallel_optimizer check
    _dynamic_weight_decay = True

    @opt_init_args_register
    def __init__(self, params, learning_rate, beta1=0.9, beta2=0.999, eps=1e-6,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas(beta1, beta2, eps, "Lamb")
        self.beta1, self.beta2, self.eps = float(beta1), float(beta2), float(eps)
        self.params = self._parameters      # 2.10's attribute
        self.moments1 = self._state("lamb_m", self._parameters)
        self.moments2 = self._state("lamb_v", self._parameters)

    def _apply(self, group, lr, params, grads):
        b1, b2 = self.beta1, self.beta2
        t = ops.cast(self.global_step, mstype.float32).reshape(()) + 1.0
        c1 = 1.0 - ops.pow(b1, t)
        c2 = 1.0 - ops.pow(b2, t)
        wd = self._group_wd(group)
        for p, g, m, v, decay in zip(params, grads, self._pick(self.moments1, params),
                                     self._pick(self.moments2, params), group.decay_flags):
            m_new = m * b1 + g * (1.0 - b1)
            v_new = v * b2 + g * g * (1.0 - b2)
            r = (m_new / c1) / (ops.sqrt(v_new / c2) + self.eps)
            if decay:
                r = r + p * wd
            w_norm = ops.sqrt(ops.sum(p * p))
            r_norm = ops.sqrt(ops.sum(r * r))
            ok = ops.logical_and(w_norm > 0, r_norm > 0)
            trust = ops.where(ok, w_norm / ops.where(ok, r_norm, ops.ones_like(r_norm)),
                              ops.ones_like(w_norm))
            write_param(m, m_new)
            write_param(v, v_new)
            write_param(p, p - lr * trust * r)
