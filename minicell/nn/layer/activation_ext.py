"""More activation Cells (``nn.CELU``, ``nn.SeLU``, ``nn.Mish``, ``nn.HShrink``, ``nn.PReLU``,
``nn.RReLU``, ``nn.Softmin``, ...): MindSpore's constructor arguments and attribute names, each
calling its ``ops`` function.

>>> import minicell as ms
>>> from minicell import nn
>>> nn.Hardtanh(-0.5, 0.5)(ms.Tensor([-1.0, 0.2, 2.0])).asnumpy().tolist()
[-0.5, 0.20000000298023224, 0.5]
"""
import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops._util import ms_type_name
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["CELU", "SeLU", "Mish", "HShrink", "SoftShrink", "Softsign", "Tanhshrink",
           "Threshold", "Hardtanh", "LogSigmoid", "Softmin", "Softmax2d", "GLU", "PReLU",
           "RReLU", "FastGelu", "LogSoftmaxExt"]


@refuses_non_tensors
class CELU(Cell):
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1))."""

    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha          # 2.10 builds with alpha 0; its call raises CeLU's error

    def construct(self, x):
        return ops.celu(x, self.alpha)


@refuses_non_tensors
class SeLU(Cell):
    """Scaled ELU with SELU's constants."""

    def construct(self, input_x):
        return ops.selu(input_x)


@refuses_non_tensors
class Mish(Cell):
    """x * tanh(softplus(x))."""

    def construct(self, input_x):
        return ops.mish(input_x)


def _check_lambd(lambd, cls):
    """2.10's type check of HShrink/SoftShrink's ``lambd`` (None passes; its sign is checked
    when the Cell is called)."""
    if lambd is not None and not isinstance(lambd, (bool, int, float)):
        raise TypeError(f"For '{cls}', the type of 'lambd' should be one of '[bool, int, float]', "
                        f"but got {type(lambd)}.")


@refuses_non_tensors
class HShrink(Cell):
    """x where |x| > lambd, else 0."""

    def __init__(self, lambd=0.5):
        super().__init__()
        _check_lambd(lambd, type(self).__name__)
        self.lambd = lambd

    def construct(self, input):
        return ops.hardshrink(input, self.lambd)


@refuses_non_tensors
class SoftShrink(Cell):
    """x shrunk toward 0 by ``lambd`` (a negative one raises when called, as MindSpore)."""

    def __init__(self, lambd=0.5):
        super().__init__()
        _check_lambd(lambd, type(self).__name__)
        self.lambd = lambd

    def construct(self, input):
        return ops.softshrink(input, self.lambd)


@refuses_non_tensors
class Softsign(Cell):
    """x / (1 + |x|)."""

    def construct(self, x):
        return ops.softsign(x)


class Tanhshrink(Cell):
    """x - tanh(x)."""

    def construct(self, x):
        return ops.tanhshrink(x)


@refuses_non_tensors
class Threshold(Cell):
    """x where x > threshold, else value."""

    def __init__(self, threshold, value):
        super().__init__()
        self.threshold = threshold
        self.value = value

    def construct(self, input_x):
        return ops.threshold(input_x, self.threshold, self.value)


@refuses_non_tensors
class Hardtanh(Cell):
    """clip(x, min_val, max_val)."""

    def __init__(self, min_val=-1.0, max_val=1.0):
        super().__init__()
        if min_val >= max_val:      # 2.10's text (measured: -1.0 and -1.0 refused)
            raise ValueError(f"For Hardtanh, min_val should be less than max_val,but got "
                             f"{min_val} and {max_val}")
        self.min_val, self.max_val = min_val, max_val

    def construct(self, x):
        return ops.hardtanh(x, self.min_val, self.max_val)


_EXP_TYPES = (mstype.bfloat16, mstype.bool_, mstype.complex128, mstype.complex64,
              mstype.float16, mstype.float32, mstype.float64, mstype.int64)


class LogSigmoid(Cell):
    """log(sigmoid(x)), as 2.10's Cell computes it: ``log(1 / (exp(-x) + 1))`` (its float16
    gradient is 1.06 at -8 where ``ops.logsigmoid``'s is 0.9995, measured)."""

    def construct(self, input_x):
        if not isinstance(input_x, Tensor):         # 2.10's first op (measured: a string)
            raise TypeError(f'Failed calling Mul with "Mul()(input={ms_type_name(input_x)}, '
                            f'other=int)".\nThe valid calling should be: \n"Mul()(input=<Number, '
                            f'Tensor>, other=<Number, Tensor>)".')
        if input_x.dtype not in _EXP_TYPES:          # Exp's check (measured: Int32)
            raise TypeError(f"For primitive[Exp], the input argument[input] must be a type of "
                            f"{{BFloat16, Bool, Complex128, Complex64, Float16, Float32, Float64, "
                            f"Int64}}, but got {input_x.dtype}.")
        return ops.log(ops.reciprocal(ops.exp(input_x * -1) + 1))


@refuses_non_tensors
class Softmin(Cell):
    """softmax(-x) over ``axis``."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.softmin(x, self.axis)


@refuses_non_tensors
class Softmax2d(Cell):
    """Softmax over the channel axis (-3) of (C, H, W) or (N, C, H, W)."""

    def construct(self, x):
        if len(x.shape) not in (3, 4):
            raise ValueError(f"For 'Softmax2d', the in_shape must have 3 or 4 dims, but got "
                             f"{len(x.shape)}.")                                  # 2.10's text
        return ops.softmax(x, -3)


@refuses_non_tensors
class GLU(Cell):
    """a * sigmoid(b) for the halves (a, b) of ``axis``."""

    def __init__(self, axis=-1):
        super().__init__()
        self.dim = axis

    def construct(self, x):
        if isinstance(self.dim, float):         # 2.10 splits first (measured)
            raise TypeError('Failed calling Split with "Split(axis=float, output_num=int)('
                            'input_x=Tensor)".\nThe valid calling should be: \n"Split(axis=<int>, '
                            'output_num=<int>)(input_x=<Tensor>)".')
        return ops.glu(x, self.dim)


@refuses_non_tensors
class PReLU(Cell):
    """x if x > 0 else w * x, with a learnable ``w`` (Parameter 'a') of ``channel`` values."""

    def __init__(self, channel=1, w=0.25):
        super().__init__()
        _validator.check_positive_int(channel, "channel", "PReLU")
        self.channel = channel
        self.w = Parameter(_prelu_weight(channel, w), name="a")

    def construct(self, x):
        return ops.prelu(x, self.w)


def _prelu_weight(channel, w):
    """PReLU's initial slopes as 2.10 takes them: a float (filled), a list of ``channel``
    floats, or a float16/float32 Tensor of shape (channel,); ValueError for a list or Tensor
    of another length or type, TypeError for anything else (an int or an ndarray too)."""
    if isinstance(w, (float, np.float32)):
        return Tensor(np.full((channel,), w, np.float32))
    if isinstance(w, list):
        if len(w) != channel:
            raise ValueError(f"For 'PReLU', the length of 'w' must be equal to the 'channel' when "
                             f"the 'w' is a list, but got the length of 'w': {len(w)}, the "
                             f"'channel': {channel}.")
        for item in w:
            if not isinstance(item, (float, np.float32)):
                raise ValueError(f"For 'PReLU', all elements in 'w' must be float when the 'w' "
                                 f"is a list, but got {item}.")
        return Tensor(np.asarray(w, np.float32))
    if isinstance(w, Tensor):
        if w.dtype not in (mstype.float16, mstype.float32):
            raise ValueError(f"For 'PReLU', the dtype of 'w' must be float16 or float32 when the "
                             f"'w' is a tensor, but got {w.dtype}.")
        if w.ndim != 1 or w.shape[0] != channel:
            raise ValueError(f"For 'PReLU', the dimension of 'w' must be 1, and the elements "
                             f"number should be equal to the 'channel' when the 'w' is a tensor, "
                             f"but got 'w' shape {w.shape}, the 'channel' {channel}.")
        return w
    raise TypeError(f"For 'PReLU', the 'w' only supported float, list and tensor, but got "
                    f"{type(w).__name__}.")


class RReLU(Cell):
    """Randomized leaky ReLU: each negative element scaled by its own slope ~ U(lower, upper),
    in training and evaluation alike (2.10's construct draws on every call, whatever
    ``set_train`` says; measured: an evaluation call gives a different slope per element)."""

    def __init__(self, lower=1 / 8, upper=1 / 3):
        super().__init__()
        for name, v in (("upper", upper), ("lower", lower)):     # MindSpore 2.10's order
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise TypeError(f"For 'RReLU', the type of '{name}' should be one of "
                                f"'['float', 'int']', but got type '{type(v).__name__}'.")
        if lower > upper:
            raise ValueError(f"For RReLU, the value of 'upper' must be greater than or equal to "
                             f"'lower', but got upper: {upper}, lower: {lower}. ")  # (sic, 2.10)
        self.lower, self.upper = lower, upper

    def construct(self, x):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'rrelu', the input must be a Tensor, but got {type(x)}.")
        return ops.rrelu(x, self.lower, self.upper)


class FastGelu(Cell):
    """x * sigmoid(1.702 x)."""

    def construct(self, x):
        if not isinstance(x, Tensor):       # 2.10's FastGeLU primitive (measured)
            raise TypeError(f'Failed calling FastGeLU with "FastGeLU()(x={ms_type_name(x)})".'
                            f'\nThe valid calling should be: \n"FastGeLU()(x=<Tensor>)".')
        if x.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For 'FastGeLU', input[0] type should be float16 or float32. but got "
                            f"{x.dtype}")
        return ops.fast_gelu(x)


class LogSoftmaxExt(Cell):
    """log_softmax over ``dim`` (None: 0 for 0-, 1- and 3-d inputs, else 1)."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, x):
        dim = self.dim
        if dim is None:
            dim = 0 if len(x.shape) in (0, 1, 3) else 1
        return ops.log_softmax(x, dim)
