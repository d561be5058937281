"""Pooling beyond the core: 3-d pooling, adaptive 1-d/3-d pooling, LP pooling, pooling with
argmax indices and max-unpooling (``ops.max_pool3d``, ``ops.lp_pool2d``, ``ops.max_unpool2d``,
``ops.MaxPoolWithArgmaxV2``, ...), over the pooling kernels of ``nn_functional``.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ops.max_pool3d(ms.Tensor(np.ones((1, 1, 4, 4, 4), np.float32)), 2).shape
(1, 1, 2, 2, 2)
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as _F
from .nn_functional import _adaptive, _pool, _tuple, check_adaptive_1d
from .primitive import AttrPrimitive

__all__ = ["avg_pool3d", "max_pool3d", "adaptive_avg_pool3d", "adaptive_max_pool1d",
           "adaptive_max_pool3d", "lp_pool1d", "lp_pool2d", "max_unpool1d", "max_unpool2d",
           "max_unpool3d"]


def _dtype_name(dtype):
    return str(dtype).lower().replace("mindspore.", "")


def avg_pool3d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=0):
    """3-d average pooling over (N, C, D, H, W)."""
    return _pool("avg", input_x, kernel_size, stride, "pad", padding, 1, ceil_mode,
                 count_include_pad, divisor_override, 3, "avg_pool3d")


def max_pool3d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """3-d max pooling over (N, C, D, H, W); ``return_indices`` adds flat int64 argmax indices."""
    return _pool("max", x, kernel_size, stride, "pad", padding, dilation, ceil_mode, True, 0, 3,
                 "max_pool3d", "int64" if return_indices else None, "propagate")


def adaptive_avg_pool3d(input, output_size):
    """Adaptive average pooling of the last three dims (``None`` keeps a dim)."""
    return _adaptive(input, output_size, 3, "avg", "adaptive_avg_pool3d")


def adaptive_max_pool1d(input, output_size):
    """Adaptive max pooling of the last dim; its length must be divisible by ``output_size``."""
    check_adaptive_1d(input, output_size, "adaptive_max_pool1d")
    return _adaptive(input, output_size, 1, "max", "adaptive_max_pool1d")


def _nonempty(x, name):
    """A max over an empty window has no value: MindSpore's kernel fails (RuntimeError)."""
    if 0 in tuple(x.shape):
        raise RuntimeError(f"For '{name}', the input must not have a dimension of size 0, but "
                           f"got shape {tuple(x.shape)}.")


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """Adaptive max pooling of the last three dims (with flat argmax indices if asked)."""
    if isinstance(input, Tensor) and len(input.shape) not in (4, 5):     # 2.10's texts
        raise ValueError(f"For primitive[AdaptiveMaxPool3D], the rank of x must be in [4,5], "
                         f"but got {len(input.shape)}.")
    sizes = (output_size,) * 3 if isinstance(output_size, int) else output_size
    if isinstance(sizes, (tuple, list)) and any(isinstance(s, int) and s <= 0 for s in sizes):
        raise ValueError(f"For 'AdaptiveMaxPool3D', 'output_size' should be a vector with all "
                         f"positive item, but got {tuple(sizes)}.")
    _nonempty(input, "AdaptiveMaxPool3D")
    if not return_indices:
        return _adaptive(input, output_size, 3, "max", "adaptive_max_pool3d")
    out, idx = _adaptive(input, output_size, 3, "max_argmax", "adaptive_max_pool3d")
    return out, _F.cast(idx, mstype.int32)      # 2.10's AdaptiveMaxPool3D argmax (measured)


def _lp_pool(x, norm_type, kernel_size, stride, ceil_mode, nd, name):
    if norm_type == 0:
        raise ValueError(f"For {name}, the value of 'norm_type' can not be 0.")
    kernel = _tuple(kernel_size, nd, "kernel_size", name)
    stride = kernel if stride is None else stride
    avg = _pool("avg", _F.pow(x, float(norm_type)), kernel, stride, "pad", 0, 1, ceil_mode,
                True, 0, nd, name)
    return _F.pow(avg * float(np.prod(kernel)), 1.0 / float(norm_type))


def lp_pool1d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """(sum over each window of x^p)^(1/p) over the last dim."""
    return _lp_pool(x, norm_type, kernel_size, stride, ceil_mode, 1, "lp_pool1d")


def lp_pool2d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """(sum over each window of x^p)^(1/p) over the last two dims."""
    return _lp_pool(x, norm_type, kernel_size, stride, ceil_mode, 2, "lp_pool2d")


def _unpool(x, indices, kernel_size, stride, padding, output_size, nd, name):
    kernel = _tuple(kernel_size, nd, "kernel_size", name)
    stride = kernel if stride in (None, 0) else _tuple(stride, nd, "stride", name)
    padding = _tuple(padding, nd, "padding", name)
    _check_unpool_inputs(x, indices, nd)
    sp = tuple(x.shape[-nd:])
    if output_size is None or len(output_size) == 0:
        out = tuple((n - 1) * s - 2 * p + k for n, s, p, k in zip(sp, stride, padding, kernel))
    else:
        out = tuple(output_size)[-nd:]
    return dispatch(get_op("max_unpool"), (x, indices),
                    freeze_attrs({"output_spatial": tuple(int(o) for o in out)}))


def _check_unpool_inputs(x, indices, nd):
    """2.10's MaxUnpool2D / MaxUnpool3D infer checks (measured; max_unpool1d runs MaxUnpool2D
    on the input with a dim added): the rank, the indices' dtype, the same shapes."""
    prim, want, added = ("MaxUnpool3D", 5, 0) if nd == 3 else ("MaxUnpool2D", 4, 2 - nd)
    rank = len(x.shape) + added
    if rank > want or (nd == 3 and rank < 4):
        raise ValueError(f"For primitive[{prim}], the x_rank must be equal to {want}, but got "
                         f"{rank}.")
    if str(indices.dtype) not in ("Int32", "Int64"):
        raise TypeError(f"For primitive[{prim}], the input argument[argmax] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{indices.dtype}].")
    if tuple(x.shape) != tuple(indices.shape):
        shown = ["".join(f"{n}," for n in (*s[:-nd], *(1,) * added, *s[-nd:]))
                 for s in (tuple(x.shape), tuple(indices.shape))]
        raise ValueError(f"For primitive[{prim}], the x_shape: [{shown[0]}] must be equal to "
                         f"[{shown[1]}]")


def max_unpool1d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    """Inverse of ``max_pool1d``: values put back at their argmax positions, zeros elsewhere."""
    return _unpool(x, indices, kernel_size, stride, padding, output_size, 1, "max_unpool1d")


def max_unpool2d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    """Inverse of ``max_pool2d``: values put back at their argmax positions, zeros elsewhere."""
    return _unpool(x, indices, kernel_size, stride, padding, output_size, 2, "max_unpool2d")


def max_unpool3d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    """Inverse of ``max_pool3d``: values put back at their argmax positions, zeros elsewhere."""
    return _unpool(x, indices, kernel_size, stride, padding, output_size, 3, "max_unpool3d")


# ---- Primitive classes --------------------------------------------------------------------------
_Prim = AttrPrimitive   # keyword constructor arguments become attrs


def _sym_pad(pad, nd, name):
    """MindSpore's ``pad`` / ``pads`` (an int, nd ints or 2*nd (lo, hi) ints) -> nd ints."""
    if isinstance(pad, int):
        return (pad,) * nd
    pad = tuple(pad)
    if len(pad) == 2 * nd:
        if any(pad[2 * i] != pad[2 * i + 1] for i in range(nd)):
            raise NotImplementedError(f"For '{name}', minicell supports only symmetric padding, "
                                      f"got {pad}")
        pad = pad[::2]
    return _tuple(pad, nd, "pad", name)


class AvgPool3D(_Prim):
    """``AvgPool3D(kernel_size=1, strides=1, pad_mode='valid', pad=0, ceil_mode=False,
    count_include_pad=True, divisor_override=0, data_format='NCDHW')``."""

    def __init__(self, kernel_size=1, strides=1, pad_mode="valid", pad=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=0, data_format="NCDHW"):
        super().__init__(kernel_size=kernel_size, strides=strides, pad_mode=pad_mode.lower(),
                         pad=pad, ceil_mode=ceil_mode, count_include_pad=count_include_pad,
                         divisor_override=divisor_override, data_format=data_format)

    def __call__(self, x):
        pad = _sym_pad(self.pad, 3, self.name) if self.pad_mode == "pad" else 0
        return _pool("avg", x, self.kernel_size, self.strides, self.pad_mode, pad, 1,
                     self.ceil_mode, self.count_include_pad, self.divisor_override, 3, self.name)


class MaxPool3D(_Prim):
    """``MaxPool3D(kernel_size=1, strides=1, pad_mode='VALID', pad_list=0, ceil_mode=None,
    data_format='NCDHW')``."""

    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID", pad_list=0, ceil_mode=None,
                 data_format="NCDHW"):
        super().__init__(kernel_size=kernel_size, strides=strides, pad_mode=pad_mode.upper(),
                         pad_list=pad_list, ceil_mode=ceil_mode, data_format=data_format)

    def __call__(self, x):
        pad = _sym_pad(self.pad_list, 3, self.name) if self.pad_mode == "PAD" else 0
        return _pool("max", x, self.kernel_size, self.strides, self.pad_mode, pad, 1,
                     bool(self.ceil_mode), True, 0, 3, self.name)


class MaxPoolWithArgmax(_Prim):
    """``MaxPoolWithArgmax(kernel_size=1, strides=1, pad_mode='valid')`` -> (output, int32
    argmax): as MindSpore 2.10 on CPU, a position in the sample's flattened (C, H, W), so channel
    ``c`` counts from ``c * H * W`` (``MaxPoolWithArgmaxV2`` counts within each plane)."""

    def __init__(self, kernel_size=1, strides=1, pad_mode="valid", data_format="NCHW"):
        super().__init__(kernel_size=kernel_size, strides=strides, pad_mode=pad_mode.upper(),
                         data_format=data_format)

    def __call__(self, x):
        out, idx = _pool("max", x, self.kernel_size, self.strides, self.pad_mode, 0, 1, False,
                         True, 0, 2, self.name, "int32", "first")
        _, c, h, w = x.shape
        plane = np.arange(c, dtype=np.int32).reshape(1, c, 1, 1) * np.int32(h * w)
        return out, idx + Tensor(plane)


class MaxPoolWithArgmaxV2(_Prim):
    """``MaxPoolWithArgmaxV2(kernel_size, strides=None, pads=0, dilation=(1, 1),
    ceil_mode=False, argmax_type=mstype.int64)`` -> (output, argmax)."""
    _nd, _nan = 2, "skip"

    def __init__(self, kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
                 argmax_type=mstype.int64):
        super().__init__(kernel_size=kernel_size, strides=strides, pads=pads, dilation=dilation,
                         ceil_mode=ceil_mode, argmax_type=argmax_type)

    def __call__(self, x):
        dtype = "int64" if self.argmax_type is None else _dtype_name(self.argmax_type)
        return _pool("max", x, self.kernel_size, self.strides, "pad",
                     _sym_pad(self.pads, self._nd, self.name), self.dilation, self.ceil_mode,
                     True, 0, self._nd, self.name, dtype, self._nan)


class MaxPool3DWithArgmax(MaxPoolWithArgmaxV2):
    """``MaxPool3DWithArgmax(ksize, strides, pads, dilation=(1, 1, 1), ceil_mode=False,
    data_format='NCDHW', argmax_type=mstype.int64)`` -> (output, argmax)."""
    _nd, _nan = 3, "propagate"

    def __init__(self, ksize, strides, pads, dilation=(1, 1, 1), ceil_mode=False,
                 data_format="NCDHW", argmax_type=mstype.int64):
        super().__init__(ksize, strides, pads, dilation, ceil_mode, argmax_type)


class _AdaptivePrim(_Prim):
    _nd, _mode = 2, "avg"

    def __init__(self, output_size):
        super().__init__(output_size=output_size)

    def __call__(self, x):
        return _adaptive(x, self.output_size, self._nd, self._mode, self.name)


class AdaptiveAvgPool2D(_AdaptivePrim):
    """``AdaptiveAvgPool2D(output_size)``."""


class AdaptiveAvgPool3D(_AdaptivePrim):
    """``AdaptiveAvgPool3D(output_size)``."""
    _nd = 3


class AdaptiveMaxPool2D(_AdaptivePrim):
    """``AdaptiveMaxPool2D(output_size)`` -> (output, int64 argmax)."""
    _mode = "max_argmax"


class AdaptiveMaxPool3D(_Prim):
    """``AdaptiveMaxPool3D()(x, output_size)`` -> (output, int32 argmax)."""

    def __call__(self, x, output_size):
        size = tuple(int(v) for v in np.asarray(
            output_size.asnumpy() if hasattr(output_size, "asnumpy") else output_size))
        _nonempty(x, "AdaptiveMaxPool3D")
        out, idx = _adaptive(x, size, 3, "max_argmax", self.name)
        return out, _F.cast(idx, mstype.int32)


class _MaxUnpoolPrim(_Prim):
    _nd = 2

    def __init__(self, ksize, strides=0, pads=0, output_shape=(), data_format="NCHW"):
        super().__init__(ksize=ksize, strides=strides, pads=pads, output_shape=output_shape,
                         data_format=data_format)

    def __call__(self, x, argmax):
        return _unpool(x, argmax, self.ksize, self.strides, self.pads, self.output_shape,
                       self._nd, self.name)


class MaxUnpool2D(_MaxUnpoolPrim):
    """``MaxUnpool2D(ksize, strides=0, pads=0, output_shape=())(x, argmax)``."""


class MaxUnpool3D(_MaxUnpoolPrim):
    """``MaxUnpool3D(ksize, strides=0, pads=0, output_shape=())(x, argmax)``."""
    _nd = 3


def _fractional(input, kernel_size, output_size, output_ratio, return_indices, samples, nd,
                name):
    from . import random_ops
    if len(input.shape) not in (nd + 1, nd + 2):
        raise ValueError(f"For '{name}', the input must be {nd + 1}-d or {nd + 2}-d, but got "
                         f"shape {tuple(input.shape)}")
    batched = len(input.shape) == nd + 2
    x = input if batched else _F.expand_dims(input, 0)
    kernel = _tuple(kernel_size, nd, "kernel_size", name)
    sp = tuple(x.shape[2:])
    if (output_size is None) == (output_ratio is None):
        raise ValueError(f"For '{name}', exactly one of 'output_size' and 'output_ratio' must "
                         f"be set")
    if output_size is None:
        ratio = _ratio(output_ratio, nd, name)
        output_size = tuple(int(n * r) for n, r in zip(sp, ratio))
    out = _tuple(output_size, nd, "output_size", name)
    if any(o + k - 1 > n for o, k, n in zip(out, kernel, sp)):
        raise ValueError(f"For '{name}', output_size {out} + kernel_size {kernel} - 1 must not "
                         f"exceed the input size {sp}")
    if samples is None:
        samples = random_ops.rand(x.shape[0], x.shape[1], nd, dtype=x.dtype)
    y, idx = dispatch(get_op("fractional_max_pool"), (x, samples), freeze_attrs(
        {"kernel": kernel, "output_size": out}))
    if not batched:
        y, idx = y[0], idx[0]
    return (y, idx) if return_indices else y


def _ratio(output_ratio, nd, name):
    """``output_ratio``: a number or a tuple of ``nd`` numbers, each in (0, 1)."""
    ratio = tuple(output_ratio) if isinstance(output_ratio, (tuple, list)) else (output_ratio,) * nd
    if len(ratio) != nd or not all(isinstance(r, (int, float)) and not isinstance(r, bool)
                                   and 0 < r < 1 for r in ratio):
        raise ValueError(f"For '{name}', 'output_ratio' must be a float or a tuple of {nd} "
                         f"floats in (0, 1), but got {output_ratio!r}")
    return ratio


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None,
                          return_indices=False, _random_samples=None):
    """Fractional max pooling of (N, C, H, W) to ``output_size`` (or ``output_ratio`` of the
    input) with pseudo-random window starts (``_random_samples`` (N, C, 2) in [0, 1))."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices,
                       _random_samples, 2, "fractional_max_pool2d")


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None,
                          return_indices=False, _random_samples=None):
    """Fractional max pooling of (N, C, D, H, W) (``_random_samples`` (N, C, 3))."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices,
                       _random_samples, 3, "fractional_max_pool3d")


class FractionalMaxPoolWithFixedKsize(_Prim):
    """``FractionalMaxPoolWithFixedKsize(ksize, output_shape, data_format='NCHW')(input_x,
    random_samples)`` -> (y, int64 argmax)."""
    _nd, _fn = 2, staticmethod(fractional_max_pool2d)

    def __init__(self, ksize, output_shape, data_format="NCHW"):
        super().__init__(ksize=ksize, output_shape=output_shape, data_format=data_format)

    def __call__(self, input_x, random_samples):
        return self._fn(input_x, self.ksize, self.output_shape, None, True, random_samples)


class FractionalMaxPool3DWithFixedKsize(FractionalMaxPoolWithFixedKsize):
    """``FractionalMaxPool3DWithFixedKsize(ksize, output_shape, data_format='NCDHW')(x,
    random_samples)`` -> (y, int64 argmax)."""
    _nd, _fn = 3, staticmethod(fractional_max_pool3d)

    def __init__(self, ksize, output_shape, data_format="NCDHW"):
        super().__init__(ksize, output_shape, data_format)
