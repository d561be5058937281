"""More of the Primitive classes MindSpore 2.10 has only in ``ops.auto_generate.gen_ops_prim``
(``SoftplusExt()(x, beta, threshold)``, ``RemainderTensorScalar()(x, 2.0)``, ``Max()(x)``,
``SliceExt()(x, dim, start, end, step)``, ``Convolution()(x, w, bias, stride, ...)``), each
calling the ``mint``/``ops`` function with its arguments positional, as ``rows_ext_prims``.

>>> import minicell as ms
>>> from minicell.ops.auto_generate.gen_ops_prim import SliceExt, Max
>>> x = ms.Tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
>>> SliceExt()(x, 1, 0, 3, 2).asnumpy().tolist(), float(Max()(x))
([[1.0, 3.0], [4.0, 6.0]], 6.0)
"""
import importlib

from ._table import declare as row
from .primitive import Primitive, prim_attr_register


def _mint(name, module="minicell.mint"):
    return getattr(importlib.import_module(module), name)


def _functional(name):
    return _mint(name, "minicell.mint.nn.functional")


def _softplus_ext(input, beta=1, threshold=20):
    return _functional("softplus")(input, beta, threshold)


def _leaky_relu_ext(input, negative_slope=0.01):
    return _functional("leaky_relu")(input, negative_slope)


def _remainder(input, other):
    return _mint("remainder")(input, other)


def _fmod_tensor(input, other):
    return _mint("fmod")(input, other)


def _max(input):
    return _mint("max")(input)


def _repeat_interleave_int(input, repeats, dim=None, output_size=None):
    return _mint("repeat_interleave")(input, repeats, dim, output_size=output_size)


def _repeat_interleave_tensor(input, repeats, dim=None, output_size=None):
    if dim is not None and not -input.ndim <= dim < input.ndim:
        raise ValueError(f"For primitive[RepeatInterleaveTensor], the dim must be in "
                         f"[{-input.ndim},{input.ndim - 1}], but got {dim}.")
    count = repeats.size if hasattr(repeats, "size") else len(repeats)
    along = input.size if dim is None else input.shape[dim]
    if count not in (1, along):         # 2.10's own text (the functional's is a ValueError)
        raise RuntimeError("For 'RepeatInterleaveTensor', 'repeats' must have the same size as "
                           "input along dim.")
    return _repeat_interleave_int(input, repeats, dim, output_size)


def _max_dim(input, dim, keepdim=False):
    return _mint("max")(input, dim, keepdim)


def _split_tensor(input, split_size, dim=0):
    return _mint("split")(input, split_size, dim)


def _slice_ext(input, dim, start, end, step):
    index = (slice(None),) * (dim % input.ndim) + (slice(start, end, step),)
    return input[index]


def _convolution(input, weight, bias=None, stride=1, padding=0, dilation=1, transposed=False,
                 output_padding=0, groups=1):
    if transposed:
        if weight.ndim != 4:
            raise NotImplementedError("Convolution(transposed=True) is run by minicell for 2-D "
                                      "inputs only (ops.conv_transpose2d)")
        return _mint("conv_transpose2d", "minicell.ops")(
            input, weight, bias, stride, padding, output_padding, groups, dilation)
    conv = {3: "conv1d", 4: "conv2d", 5: "conv3d"}[weight.ndim]
    return _functional(conv)(input, weight, bias, stride, padding, dilation, groups)


class EluExt(Primitive):
    """``EluExt(alpha=1.0)(input)``: ``mint.nn.functional.elu``."""

    @prim_attr_register
    def __init__(self, alpha=1.0):
        self.alpha = alpha

    def __call__(self, input):
        return _functional("elu")(input, self.alpha)


for _fn, _cls in ((_softplus_ext, "SoftplusExt"), (_leaky_relu_ext, "LeakyReLUExt"),
                  (_remainder, "RemainderTensorScalar"), (_remainder, "RemainderScalarTensor"),
                  (_remainder, "RemainderTensorTensor"), (_fmod_tensor, "FmodTensor"),
                  (_max, "Max"), (_repeat_interleave_int, "RepeatInterleaveInt"),
                  (_slice_ext, "SliceExt"), (_convolution, "Convolution"),
                  (_max_dim, "MaxDim"), (_split_tensor, "SplitTensor"),
                  (_repeat_interleave_tensor, "RepeatInterleaveTensor")):
    row(_fn, (), prim=_cls, module="auto_generate", internal=True)
row(None, prim=EluExt, module="auto_generate", internal=True)
