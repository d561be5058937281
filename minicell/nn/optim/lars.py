"""LARS: layer-wise adaptive rate scaling around another optimizer (MindSpore's ``nn.LARS``).

>>> from minicell import nn
>>> net = nn.Dense(2, 1)
>>> opt = nn.LARS(nn.Momentum(net.trainable_params(), 0.1, 0.9))
>>> opt.lars_flag
(True, False)
"""
import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..cell import Cell
from ._checks import check_bool, check_float
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["LARS"]


def _default_lars_filter(param):
    return "LayerNorm" not in param.name and "bias" not in param.name


class OptimizerTypeError(TypeError, AttributeError):
    """A wrapped optimizer that is not an Optimizer: a TypeError, and the AttributeError MindSpore
    2.10 raises when it reads the object's ``init_params``."""


class LARS(Optimizer):
    """``LARS(optimizer, epsilon=1e-5, coefficient=0.001, use_clip=False,
    lars_filter=lambda x: 'LayerNorm' not in x.name and 'bias' not in x.name)``.

    For each Parameter passing ``lars_filter`` the gradient becomes
    trust * (g + wd * w) with trust = coefficient * ||w|| / (||g|| + wd * ||w|| + epsilon)
    (1 where a norm is 0; min(trust / lr, 1) with ``use_clip``), wd being the wrapped
    optimizer's weight decay for that Parameter; then ``optimizer`` applies them with its own
    weight decay switched off.
    """

    @opt_init_args_register
    def __init__(self, optimizer, epsilon=1e-5, coefficient=0.001, use_clip=False,
                 lars_filter=_default_lars_filter):
        super().__init__(0.0, [Parameter(Tensor(np.array(0.0, np.float32)), name="fake_param")])
        if not isinstance(optimizer, Optimizer):
            raise OptimizerTypeError(f"'{type(optimizer).__name__}' object has no attribute "
                                     f"'init_params'")      # 2.10's text (measured)
        # 2.10 checks their types only (a negative epsilon is taken, measured)
        self.epsilon = check_float(epsilon, "epsilon", "LARS")
        self.coefficient = check_float(coefficient, "coefficient", "LARS")
        self.use_clip = check_bool(use_clip, "use_clip", "LARS")
        # MindSpore's LARS keeps a dummy 'fake_lr' where its own learning rate was
        self._params["learning_rate"] = Parameter(Tensor(np.array(0.0, np.float32)),
                                                  name="fake_lr")
        self.global_step = optimizer.global_step
        self.opt = optimizer
        self.parameters = optimizer.parameters
        self.is_group, self.is_group_lr = optimizer.is_group, optimizer.is_group_lr
        self.lars_flag = tuple(bool(lars_filter(p)) for p in optimizer.parameters)
        # the decay moves into the LARS gradient; the wrapped optimizer no longer applies it
        self._decay = [g.weight_decay if g.decay_flags[k] else 0.0
                       for g, k in optimizer._param_groups]
        for g in optimizer._groups:
            g.weight_decay = 0.0
            g.decay_flags = tuple(False for _ in g.params)
        self.loss_scale, optimizer.loss_scale = optimizer.loss_scale, 1.0

    def get_lr(self):
        return self.opt.get_lr()

    def construct(self, gradients):
        grads = list(self.scale_grad(tuple(gradients)))
        decays = {}     # a schedule Cell's value at this step (2.10's get_weight_decay)
        for group in self.opt._groups:
            lr = self.opt._group_lr(group)
            for p in group.params:
                i = self.opt._index[id(p)]
                if self.lars_flag[i]:
                    wd = self._decay[i]
                    if isinstance(wd, Cell):
                        if id(wd) not in decays:
                            decays[id(wd)] = ops.cast(wd(self.global_step),
                                                      mstype.float32).reshape(())
                        wd = decays[id(wd)]
                    grads[i] = self._lars(p, grads[i], wd, lr)
        return self.opt(tuple(grads))

    def _lars(self, w, g, wd, lr):
        w_norm = ops.sqrt(ops.sum(w * w))
        g_norm = ops.sqrt(ops.sum(g * g))
        ok = ops.logical_and(w_norm > 0, g_norm > 0)
        trust = self.coefficient * w_norm / (g_norm + w_norm * wd + self.epsilon)
        trust = ops.where(ok, trust, ops.ones_like(trust))
        if self.use_clip:
            trust = ops.minimum(trust / lr, 1.0)
        return (g + w * wd) * trust if isinstance(wd, Tensor) or wd else g * trust
