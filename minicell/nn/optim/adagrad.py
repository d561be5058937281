"""Adagrad, ProximalAdagrad, Adadelta and RMSProp with MindSpore's update rules (those of its
``ApplyAdagrad``, ``ApplyProximalAdagrad``, ``ApplyAdadelta``, ``ApplyRMSProp`` and
``ApplyCenteredRMSProp`` kernels), each step one registered op that rounds as 2.10's kernel.

>>> from minicell import nn
>>> opt = nn.Adagrad(nn.Dense(2, 1).trainable_params())
>>> [p.name for p in opt.accum]
['accum.weight', 'accum.bias']
"""
from ...ops.optim_prims import kernel
from ._checks import check_bool, check_float
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["Adagrad", "ProximalAdagrad", "Adadelta", "RMSProp"]


class Adagrad(Optimizer):
    """``Adagrad(params, accum=0.1, learning_rate=0.001, update_slots=True, loss_scale=1.0,
    weight_decay=0.0)``: accum += g * g (when ``update_slots``);
    p -= lr * g / sqrt(accum + 1e-8) (2.10's ApplyAdagrad kernel, its eps).
    State: ``accum.<name>`` (starts at ``accum``)."""

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, update_slots=True, loss_scale=1.0,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        accum = check_float(accum, "accum", "Adagrad", low=0.0)
        self.update_slots = check_bool(update_slots, "update_slots", "Adagrad")
        self.accum = self._state("accum", self._parameters, accum)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        for p, g, a in zip(params, grads, self._pick(self.accum, params)):
            new = kernel("apply_adagrad", p, a, lr, g, update_slots=self.update_slots)
            self._write_all((p, a) if self.update_slots else (p,), new)


class ProximalAdagrad(Optimizer):
    """``ProximalAdagrad(params, accum=0.1, learning_rate=0.001, l1=0.0, l2=0.0,
    use_locking=False, loss_scale=1.0, weight_decay=0.0)``: accum += g * g;
    lr_a = lr / sqrt(accum); prox = p - lr_a * g;
    p = sign(prox) * max(|prox| - lr_a * l1, 0) / (1 + lr_a * l2) (MindSpore's CPU kernel).
    State: ``accum.<name>``."""

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, l1=0.0, l2=0.0, use_locking=False,
                 loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = "ProximalAdagrad"
        accum = check_float(accum, "accum", cls, low=0.0)
        self.l1 = check_float(l1, "l1", cls, low=0.0)
        self.l2 = check_float(l2, "l2", cls, low=0.0)
        self.use_locking = check_bool(use_locking, "use_locking", cls)
        self.accum = self._state("accum", self._parameters, accum)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        for p, g, a in zip(params, grads, self._pick(self.accum, params)):
            self._write_all((p, a), kernel("apply_proximal_adagrad", p, a, lr, self.l1,
                                           self.l2, g))


class Adadelta(Optimizer):
    """``Adadelta(params, learning_rate=1.0, rho=0.9, epsilon=1e-6, loss_scale=1.0,
    weight_decay=0.0)``: accum = rho * accum + (1 - rho) * g^2;
    u = sqrt(accum_update + eps) / sqrt(accum + eps) * g;
    accum_update = rho * accum_update + (1 - rho) * u^2; p -= lr * u.
    State: ``accum.<name>``, ``accum_update.<name>``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=1.0, rho=0.9, epsilon=1e-6, loss_scale=1.0,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self.rho = check_float(rho, "rho", "Adadelta", 0.0, 1.0)
        self.epsilon = check_float(epsilon, "epsilon", "Adadelta", low=0.0)
        self.accum = self._state("accum", self._parameters)
        self.accum_update = self._state("accum_update", self._parameters)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        for p, g, a, au in zip(params, grads, self._pick(self.accum, params),
                               self._pick(self.accum_update, params)):
            self._write_all((p, a, au), kernel("apply_adadelta", p, a, au, lr, self.rho,
                                               self.epsilon, g))


class RMSProp(Optimizer):
    """``RMSProp(params, learning_rate=0.1, decay=0.9, momentum=0.0, epsilon=1e-10,
    use_locking=False, centered=False, loss_scale=1.0, weight_decay=0.0)``:
    ms = decay * ms + (1 - decay) * g^2; mom = momentum * mom + lr * g / sqrt(ms + eps)
    (centered: / sqrt(ms - mg^2 + eps) with mg = decay * mg + (1 - decay) * g, no step where
    that is not positive); p -= mom.
    State: ``mean_square.<name>`` (starts at one), ``moment.<name>``, ``mean_grad.<name>``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, decay=0.9, momentum=0.0, epsilon=1e-10,
                 use_locking=False, centered=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = "RMSProp"
        self.decay = check_float(decay, "decay", cls, low=0.0)
        self.momentum = check_float(momentum, "momentum", cls, low=0.0)
        self.epsilon = check_float(epsilon, "epsilon", cls, low=0.0, low_open=True)
        self.use_locking = check_bool(use_locking, "use_locking", cls)
        self.centered = check_bool(centered, "centered", cls)
        if centered:
            self.mg = self._state("mean_grad", self._parameters)
        self.ms = self._state("mean_square", self._parameters, 1.0)
        self.moment = self._state("moment", self._parameters)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        d, mo, eps = self.decay, self.momentum, self.epsilon
        mgs = self._pick(self.mg, params) if self.centered else [None] * len(params)
        for p, g, ms, mom, mg in zip(params, grads, self._pick(self.ms, params),
                                     self._pick(self.moment, params), mgs):
            # 2.10's ApplyRMSProp / ApplyCenteredRMSProp kernels, as they round
            if mg is None:
                self._write_all((p, ms, mom), kernel("apply_rmsprop", p, ms, mom, lr, g, d,
                                                     mo, eps))
            else:
                self._write_all((p, mg, ms, mom), kernel("apply_centered_rmsprop", p, mg, ms,
                                                         mom, g, lr, d, mo, eps))
