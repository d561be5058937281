"""``mindspore.mint.optim``: PyTorch-style optimizers (``lr``, ``betas``, ``maximize``) over
minicell.nn's.

``Adam`` is PyTorch's (bias-corrected step, L2 ``weight_decay`` added to the gradient);
``AdamW`` and ``FusedAdamW`` are PyTorch's AdamW (decoupled decay), minicell.nn.AdamW;
``SGD`` is PyTorch's momentum SGD, minicell.nn.SGD. ``params`` is a list of Parameters or of
groups (``{'params': [...], 'lr': ..., 'weight_decay': ...}``). ``amsgrad=True`` is not
supported.

>>> from minicell import mint, nn
>>> opt = mint.optim.AdamW(nn.Dense(2, 1).trainable_params(), lr=1e-3, betas=(0.9, 0.99))
>>> opt.beta2
0.99
"""
from .. import nn as _nn, ops

__all__ = ["Adam", "AdamW", "FusedAdamW", "SGD"]


class _Maximize:
    """``maximize=True``: step along the gradient (the optimizer sees ``-grad``)."""

    def construct(self, gradients):
        if self.maximize:
            gradients = tuple(ops.neg(g) for g in gradients)
        return super().construct(gradients)


def _check_lr(lr, cls, valid):
    """2.10's TypeError for an ``lr`` that is not a number (a str, a list): ``valid`` is its
    message's type list."""
    from ..common.tensor import Tensor
    if not isinstance(lr, (int, float, Tensor)):
        raise TypeError(f"For '{cls}', the type of 'lr' should be {valid}, but got type "
                        f"'{type(lr).__name__}'.")


def _betas(betas, amsgrad, cls):
    if amsgrad:
        raise NotImplementedError(f"For '{cls}', amsgrad=True is not supported by minicell.")
    beta1, beta2 = betas
    return beta1, beta2


class AdamW(_Maximize, _nn.AdamW):
    def __init__(self, params, lr=0.001, betas=(0.9, 0.999), eps=1e-08, weight_decay=0.01,
                 amsgrad=False, *, maximize=False):
        _check_lr(lr, type(self).__name__, "'float'")
        beta1, beta2 = _betas(betas, amsgrad, type(self).__name__)
        super().__init__(params, lr, beta1, beta2, eps, weight_decay)
        self.maximize = bool(maximize)


class FusedAdamW(AdamW):
    """The same update as :class:`AdamW` (MindSpore fuses it into one Ascend kernel; XLA
    fuses minicell's)."""


class _NoDecay:
    """A parameter group seen with ``weight_decay`` 0 (its decay was already added to the
    gradients)."""

    def __init__(self, group):
        self._group = group
        self.weight_decay = 0.0

    def __getattr__(self, name):
        return getattr(self._group, name)


class Adam(AdamW):
    def __init__(self, params, lr=0.001, betas=(0.9, 0.999), eps=1e-08, weight_decay=0.0,
                 amsgrad=False, *, maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)

    def _apply(self, group, lr, params, grads):
        # PyTorch's Adam: L2 decay joins the gradient, then AdamW's bias-corrected step
        return super()._apply(_NoDecay(group), lr, params, self.decay_weight(grads, group))


class SGD(_Maximize, _nn.SGD):
    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False):
        _check_lr(lr, "SGD", "one of '['float', 'int', 'bool', 'Tensor']'")
        super().__init__(params, lr, momentum, dampening, weight_decay, nesterov)
        self.maximize = bool(maximize)
