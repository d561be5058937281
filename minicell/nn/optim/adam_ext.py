"""AdaMax, and LazyAdam / AdamOffload (MindSpore's Adam rule: with dense gradients LazyAdam's
lazy row updates and AdamOffload's host-side update give Adam's values).

>>> from minicell import nn
>>> opt = nn.AdaMax(nn.Dense(2, 1).trainable_params())
>>> [p.name for p in opt.moment2]
['moment2.weight', 'moment2.bias']
"""
import numpy as np

from ... import _checkparam as _validator, ops
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops.optim_prims import kernel
from ..layer._utils import write_param
from .adam import _AdamBase, _check_betas
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["AdaMax", "LazyAdam", "AdamOffload"]


class AdaMax(Optimizer):
    """``AdaMax(params, learning_rate=0.001, beta1=0.9, beta2=0.999, eps=1e-8,
    weight_decay=0.0, loss_scale=1.0)``: m = b1 * m + (1 - b1) * g; v = max(b2 * v, |g|);
    p -= (lr / (1 - b1^t)) * (m / (v + eps)). State: ``beta1_power``, ``moment1.*``,
    ``moment2.*``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.001, beta1=0.9, beta2=0.999, eps=1e-8,
                 weight_decay=0.0, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas(beta1, beta2, eps, "AdaMax")
        self.beta1, self.beta2, self.eps = float(beta1), float(beta2), float(eps)
        self.beta1_power = Parameter(Tensor(np.ones((1,), np.float32)), name="beta1_power")
        self.moment1 = self._state("moment1", self._parameters)
        self.moment2 = self._state("moment2", self._parameters)

    def construct(self, gradients):
        gradients = self.check_gradients(gradients)     # before the step counters advance
        write_param(self.beta1_power, self.beta1_power * self.beta1)
        return Optimizer.construct(self, gradients)

    def _apply(self, group, lr, params, grads):
        grads = self.decay_weight(grads, group)
        for p, g, m, v in zip(params, grads, self._pick(self.moment1, params),
                              self._pick(self.moment2, params)):
            # 2.10's ApplyAdaMax kernel, as it rounds
            self._write_all((p, m, v), kernel("apply_ada_max", p, m, v, self.beta1_power, lr,
                                              self.beta1, self.beta2, self.eps, g))


class LazyAdam(_AdamBase):
    """``LazyAdam(params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
    use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0)``: Adam's rule
    (see ``nn.Adam``); minicell's gradients are dense, so every row is updated. State as
    2.10's: ``beta1_power``, ``beta2_power`` (shape (1,)), ``moment1.*``, ``moment2.*``."""
    _power_shape = (1,)

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
                 use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        super().__init__(params, learning_rate, beta1, beta2, eps, use_nesterov, weight_decay,
                         loss_scale)
        for name, flag in (("use_locking", use_locking), ("use_nesterov", use_nesterov)):
            _validator.check_value_type(name, flag, [bool], type(self).__name__)   # 2.10's
        self.use_locking = use_locking
        # 2.10's Primitives for dense and sparse gradients; scripts reach them (e.g.
        # ``sparse_opt.set_device("CPU")``); minicell's update does not call them
        self.opt = ops.Adam(use_locking, use_nesterov)
        self.sparse_opt = ops.FusedSparseLazyAdam(use_locking, use_nesterov)


class AdamOffload(LazyAdam):
    """``AdamOffload(params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
    use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0)``: Adam's rule;
    MindSpore runs it on the host CPU, which is where minicell runs it too."""

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8,
                 use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        super().__init__(params, learning_rate, beta1, beta2, eps, use_locking, use_nesterov,
                         weight_decay, loss_scale)
        self.params = self._parameters      # 2.10's attribute (LazyAdam has none)
