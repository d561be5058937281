"""Adam (MindSpore's rule), AdamWeightDecay (MindSpore's, no bias correction) and AdamW
(decoupled weight decay with bias correction, as PyTorch/optax).

>>> import minicell as ms
>>> from minicell import nn
>>> opt = nn.Adam(nn.Dense(2, 1).trainable_params())
>>> [p.name for p in opt.moment1]
['moment1.weight', 'moment1.bias']
"""
import numpy as np

from ... import _checkparam as _validator
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...runtime.dispatch import dispatch
from ...runtime.registry import freeze_attrs, get_op
from ...ops.optim_prims import kernel
from ..cell import Cell
from ..layer._utils import write_param
from ._checks import check_bool
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["Adam", "AdamW", "AdamWeightDecay"]

_ADAM = get_op("adam_update")
_ADAMWD = get_op("adam_weight_decay_update")


def _check_betas(beta1, beta2, eps, cls):
    """MindSpore 2.10's checks: ``beta1``, ``beta2`` floats in (0, 1), ``eps`` a float > 0 (an
    int is its TypeError)."""
    for name, v in (("beta1", beta1), ("beta2", beta2)):
        _validator.check_value_type(name, v, [float], cls)
        _validator.check_float_range(v, 0.0, 1.0, _validator.INC_NEITHER, name, cls)
    _validator.check_value_type("eps", eps, [float], cls)
    if eps <= 0:
        raise ValueError(f"For '{cls}', the 'eps' must be float and must > 0, but got '{eps}' "
                         f"with type 'float'.")


class _AdamBase(Optimizer):
    _decoupled = False
    _power_shape = ()       # 2.10: () for Adam, (1,) for LazyAdam and AdamOffload

    def __init__(self, params, learning_rate, beta1, beta2, eps, use_nesterov, weight_decay,
                 loss_scale):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas(beta1, beta2, eps, type(self).__name__)
        self.beta1, self.beta2, self.eps = float(beta1), float(beta2), float(eps)
        self.use_nesterov = bool(use_nesterov)
        self.beta1_power = Parameter(Tensor(np.ones(self._power_shape, np.float32)),
                                     name="beta1_power")
        self.beta2_power = Parameter(Tensor(np.ones(self._power_shape, np.float32)),
                                     name="beta2_power")
        self.moment1 = self._state("moment1", self._parameters)
        self.moment2 = self._state("moment2", self._parameters)

    def construct(self, gradients):
        gradients = self.check_gradients(gradients)     # before the step counters advance
        # the bias-correction powers advance once per step, before the groups update
        write_param(self.beta1_power, self.beta1_power * self.beta1)
        write_param(self.beta2_power, self.beta2_power * self.beta2)
        return Optimizer.construct(self, gradients)

    def _apply(self, group, lr, params, grads):
        if self._decoupled:     # AdamW: decay is applied to the weights inside the kernel
            decay = tuple(group.weight_decay if f else 0.0 for f in group.decay_flags)
        else:                   # Adam: L2 decay folded into the gradients
            grads = self.decay_weight(grads, group)
            decay = None
        m = self._pick(self.moment1, params)
        v = self._pick(self.moment2, params)
        attrs = freeze_attrs({"beta1": self.beta1, "beta2": self.beta2, "eps": self.eps,
                              "nesterov": self.use_nesterov, "decoupled": decay})
        outs = dispatch(_ADAM, (lr, self.beta1_power.reshape(()), self.beta2_power.reshape(()))
                        + tuple(params)
                        + tuple(grads) + tuple(m) + tuple(v), attrs)
        self._write_all(list(params) + m + v, outs)


class Adam(_AdamBase):
    """``Adam(params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
    use_nesterov=False, weight_decay=0.0, loss_scale=1.0)``, MindSpore's rule:
    lr_t = lr * sqrt(1 - beta2^t) / (1 - beta1^t); p -= lr_t * m / (sqrt(v) + eps); weight
    decay is L2 (added to the gradient). State: ``moment1.*``, ``moment2.*``, ``beta1_power``,
    ``beta2_power``. ``weight_decay``: a number or a Cell called with ``global_step``."""
    _dynamic_weight_decay = True

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
                 use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0,
                 use_amsgrad=False, **kwargs):
        bad = set(kwargs) - {"use_lazy", "use_offload"}
        if bad:
            raise KeyError(f"For 'Adam', invalid keys are passed as kwargs, supported keys are "
                           f"'use_lazy' and'use_offload', but got {kwargs.keys()}.")
        flags = {k: check_bool(kwargs.get(k, False), k, "Adam")
                 for k in ("use_lazy", "use_offload")}
        check_bool(use_locking, "use_locking", "Adam")
        check_bool(use_nesterov, "use_nesterov", "Adam")
        use_amsgrad = check_bool(use_amsgrad, "use_amsgrad", "Adam")
        lazy, offload = flags["use_lazy"], flags["use_offload"]
        if lazy and offload:
            raise ValueError(f"For 'Adam', 'use_lazy' and 'use_offload' can not both be True.But "
                             f"got use_lazy={lazy}, use_offload={offload}.")
        if use_amsgrad and (lazy or offload):
            raise ValueError("For lazy Adam and Adam with offload, there is no parameter named "
                             "'use_amsgrad'.but got 'use_amsgrad'=True.")
        super().__init__(params, learning_rate, beta1, beta2, eps, use_nesterov, weight_decay,
                         loss_scale)
        # lazy (sparse rows) and offload (host) run Adam's dense rule here, as LazyAdam does
        self.use_lazy, self.use_offload, self.use_amsgrad = lazy, offload, use_amsgrad
        if use_amsgrad:
            self.vhat = self._state("vhat", self._parameters)

    def _apply(self, group, lr, params, grads):
        if not self.use_amsgrad:
            return super()._apply(group, lr, params, grads)
        # AMSGrad: the step divides by the running maximum of v (the powers already advanced)
        grads = self.decay_weight(grads, group)
        # 2.10's ApplyAdamWithAmsgradV2 kernel, as it rounds (1 - beta in float32, no FMA)
        for p, g, m, v, vh in zip(params, grads, self._pick(self.moment1, params),
                                  self._pick(self.moment2, params), self._pick(self.vhat, params)):
            self._write_all((p, m, v, vh), kernel(
                "apply_adam_with_amsgrad", p, m, v, vh, self.beta1_power, self.beta2_power, lr,
                self.beta1, self.beta2, self.eps, g))
        return None


class AdamW(_AdamBase):
    """``AdamW(params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
    weight_decay=1e-2, loss_scale=1.0)``: decoupled weight decay p *= 1 - lr * wd, then the
    bias-corrected Adam step p -= lr * m_hat / (sqrt(v_hat) + eps) (PyTorch's AdamW, optax's
    adamw)."""
    _decoupled = True

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
                 weight_decay=1e-2, loss_scale=1.0):
        super().__init__(params, learning_rate, beta1, beta2, eps, False, weight_decay,
                         loss_scale)


class AdamWeightDecay(Optimizer):
    """MindSpore's ``AdamWeightDecay(params, learning_rate=1e-3, beta1=0.9, beta2=0.999,
    eps=1e-6, weight_decay=0.0)``: no bias correction; update = m / (sqrt(v) + eps) + wd * p;
    p -= lr * update. State: ``adam_m.*``, ``adam_v.*``."""
    _support_parallel_optimizer = True     # 2.10's enable_parallel_optimizer check

    _dynamic_weight_decay = True

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas(beta1, beta2, eps, "AdamWeightDecay")
        self.beta1, self.beta2, self.eps = float(beta1), float(beta2), float(eps)
        self.moments1 = self._state("adam_m", self._parameters)
        self.moments2 = self._state("adam_v", self._parameters)

    def _apply(self, group, lr, params, grads):
        m = self._pick(self.moments1, params)
        v = self._pick(self.moments2, params)
        wd, ps = group.weight_decay, tuple(params)
        if isinstance(wd, Cell):   # p - lr * (u + wd * p) is p * (1 - lr * wd) - lr * u
            shrink = 1 - lr * self._group_wd(group)
            ps = tuple(p * shrink if f else p for p, f in zip(params, group.decay_flags))
            wd = 0.0
        attrs = freeze_attrs({"beta1": self.beta1, "beta2": self.beta2, "eps": self.eps,
                              "decay_flags": group.decay_flags, "weight_decay": wd})
        outs = dispatch(_ADAMWD, (lr,) + ps + tuple(grads) + tuple(m) + tuple(v), attrs)
        self._write_all(list(params) + m + v, outs)
