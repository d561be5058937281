"""Activation Cells (``nn.ReLU``, ``nn.GELU``, ``nn.Softmax``, ...) and ``get_activation``.

>>> import minicell as ms
>>> from minicell import nn
>>> nn.ReLU()(ms.Tensor([-1.0, 2.0]))
Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  2.00000000e+00])
"""
from ... import _checkparam as _validator, ops
from ..cell import Cell
# 2.10 defines these in nn.layer.activation too (zoo code reads them there, and its _activation)
from .activation_ext import (CELU, GLU, FastGelu, Hardtanh, HShrink, LogSigmoid,  # noqa: F401
                             LogSoftmaxExt, Mish, PReLU, RReLU, SeLU, Softmax2d, Softmin,
                             SoftShrink, Softsign, Tanhshrink, Threshold)
from .image import LRN  # noqa: F401
from .math_ext import PReLUExt
from .._operand_texts import refuses_non_tensors

__all__ = ["ReLU", "ReLU6", "GELU", "SiLU", "Sigmoid", "Tanh", "Softmax", "LogSoftmax",
           "LeakyReLU", "ELU", "HSwish", "HSigmoid", "get_activation"]


class ReLU(Cell):
    """max(x, 0): MindSpore's layer, a ``ReLU`` primitive called on the keyword ``input``."""

    def __init__(self):
        super().__init__()
        self.relu = ops.ReLU()

    def construct(self, input):         # pylint: disable=redefined-builtin
        return self.relu(input)


@refuses_non_tensors
class ReLU6(Cell):
    """min(max(x, 0), 6)."""

    def construct(self, x):
        return ops.relu6(x)


@refuses_non_tensors
class GELU(Cell):
    """GELU; ``approximate=True`` (MindSpore's default) uses the tanh approximation."""

    def __init__(self, approximate=True):
        super().__init__()
        _validator.check_bool(approximate, "approximate", "GELU")
        self.approximate = "tanh" if approximate else "none"

    def construct(self, x):
        return ops.gelu(x, self.approximate)


@refuses_non_tensors
class SiLU(Cell):
    """x * sigmoid(x)."""

    def construct(self, x):
        return ops.silu(x)


class Sigmoid(Cell):
    """1 / (1 + exp(-x))."""

    def construct(self, x):
        return ops.sigmoid(x)


class Tanh(Cell):
    """tanh(x)."""

    def construct(self, x):
        return ops.tanh(x)


class Softmax(Cell):
    """softmax along ``axis`` (default -1)."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis
        self.softmax = ops.Softmax(axis)

    def construct(self, input):         # pylint: disable=redefined-builtin
        return self.softmax(input)


class LogSoftmax(Cell):
    """log(softmax(x)) along ``axis`` (default -1)."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis
        self.log_softmax = ops.LogSoftmax(axis)

    def construct(self, x):
        return self.log_softmax(x)


@refuses_non_tensors
class LeakyReLU(Cell):
    """x if x > 0 else alpha * x (``alpha=0.2``)."""

    def __init__(self, alpha=0.2):
        super().__init__()
        self.alpha = alpha      # anything but a number is leaky_relu's TypeError when it runs

    def construct(self, x):
        return ops.leaky_relu(x, self.alpha)


@refuses_non_tensors
class ELU(Cell):
    """x if x > 0 else alpha * (exp(x) - 1)."""

    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha      # anything but a float is Elu's TypeError when the Cell runs (2.10)

    def construct(self, x):
        return ops.elu(x, self.alpha)


@refuses_non_tensors
class HSwish(Cell):
    """x * relu6(x + 3) / 6."""

    def construct(self, x):
        return ops.hardswish(x)


@refuses_non_tensors
class HSigmoid(Cell):
    """relu6(x + 3) / 6."""

    def construct(self, x):
        return ops.hardsigmoid(x)


# get_activation's table, 2.10's keys in 2.10's order (its KeyError lists them); mindscience
# copies it (`from mindspore.nn.layer.activation import _activation`)
_activation = {
    "softmin": Softmin, "softmax": Softmax, "softmax2d": Softmax2d, "logsoftmax": LogSoftmax,
    "logsoftmaxExt": LogSoftmaxExt, "relu": ReLU, "relu6": ReLU6, "rrelu": RReLU, "silu": SiLU,
    "tanh": Tanh, "tanhshrink": Tanhshrink, "hardtanh": Hardtanh, "gelu": GELU,
    "fast_gelu": FastGelu, "elu": ELU, "sigmoid": Sigmoid, "softsign": Softsign, "prelu": PReLU,
    "preluExt": PReLUExt, "leakyrelu": LeakyReLU, "hswish": HSwish, "hsigmoid": HSigmoid,
    "logsigmoid": LogSigmoid, "softshrink": SoftShrink, "hshrink": HShrink,
    "threshold": Threshold, "mish": Mish,
}


def get_activation(name, prim_name=None):
    """The activation Cell for a name (``'relu'``, ``'gelu'``, ...); ``None`` gives ``None``.
    The names are 2.10's, spelled exactly ('Relu' is its KeyError).

    >>> type(get_activation('relu')).__name__
    'ReLU'
    """
    if name is None:
        return None
    if not isinstance(name, str):
        raise TypeError(f"For '{prim_name or 'get_activation'}', the activation name must be a "
                        f"str, but got {type(name).__name__}")
    if name not in _activation:
        head = f"For '{prim_name}', the" if prim_name else "The"
        raise KeyError(f"{head} 'name' must be in {list(_activation)}, but got {name}.")
    return _activation[name]()
