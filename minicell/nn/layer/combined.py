"""Conv2dBnAct and DenseBnAct: a Conv2d / Dense, an optional BatchNorm and an optional
activation in one Cell (sub-cells ``conv`` / ``dense``, ``batchnorm``, ``activation``).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.DenseBnAct(3, 4, has_bn=True, activation='relu')
>>> [p.name for p in net.trainable_params()]
['dense.weight', 'dense.bias', 'batchnorm.gamma', 'batchnorm.beta']
"""
from ... import _checkparam as _validator
from ..cell import Cell
from .activation import LeakyReLU, get_activation
from .basic import Dense
from .conv import Conv2d
from .normalization import BatchNorm1d, BatchNorm2d

__all__ = ["Conv2dBnAct", "DenseBnAct"]


def _init_tail(cell, bn_cls, out_channels, has_bn, momentum, eps, activation, alpha, after_fake):
    _validator.check_bool(after_fake, "after_fake", type(cell).__name__)
    if not isinstance(has_bn, bool):
        raise TypeError(f"For '{type(cell).__name__}', the 'has_bn' must be a bool, but got "
                        f"{type(has_bn).__name__}.")
    cell.has_bn = has_bn
    cell.has_act = activation is not None
    if has_bn:
        cell.batchnorm = bn_cls(out_channels, eps, momentum)
    if activation == "leakyrelu":
        cell.activation = LeakyReLU(alpha)
    else:
        act = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(act, Cell):
            raise TypeError(f"For '{type(cell).__name__}', the 'activation' must be str or Cell "
                            f"or Primitive, but got {type(activation).__name__}.")
        cell.activation = act


class Conv2dBnAct(Cell):
    """``Conv2dBnAct(in_channels, out_channels, kernel_size, stride=1, pad_mode='same',
    padding=0, dilation=1, group=1, has_bias=False, weight_init='normal', bias_init='zeros',
    has_bn=False, momentum=0.997, eps=1e-5, activation=None, alpha=0.2, after_fake=True)``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same",
                 padding=0, dilation=1, group=1, has_bias=False, weight_init="normal",
                 bias_init="zeros", has_bn=False, momentum=0.997, eps=1e-5, activation=None,
                 alpha=0.2, after_fake=True):
        super().__init__()
        self.conv = Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride,
                           pad_mode=pad_mode, padding=padding, dilation=dilation, group=group,
                           has_bias=has_bias, weight_init=weight_init, bias_init=bias_init)
        _init_tail(self, BatchNorm2d, out_channels, has_bn, momentum, eps, activation, alpha,
                   after_fake)

    def construct(self, x):
        x = self.conv(x)
        if self.has_bn:
            x = self.batchnorm(x)
        if self.has_act:
            x = self.activation(x)
        return x


class DenseBnAct(Cell):
    """``DenseBnAct(in_channels, out_channels, weight_init='normal', bias_init='zeros',
    has_bias=True, has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2,
    after_fake=True)``."""

    def __init__(self, in_channels, out_channels, weight_init="normal", bias_init="zeros",
                 has_bias=True, has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2,
                 after_fake=True):
        super().__init__()
        self.dense = Dense(in_channels, out_channels, weight_init, bias_init, has_bias)
        _init_tail(self, BatchNorm1d, out_channels, has_bn, momentum, eps, activation, alpha,
                   after_fake)

    def construct(self, x):
        x = self.dense(x)
        if self.has_bn:
            x = self.batchnorm(x)
        if self.has_act:
            x = self.activation(x)
        return x
