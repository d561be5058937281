"""SSIM and MSSSIM (structural similarity and its multi-scale form) with MindSpore's
arguments: a Gaussian ``filter_size`` window (sub-cells ``conv`` / ``multi_convs_list``,
frozen weights), 'valid' filtering per channel, ``max_val`` for the dynamic range.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> img = ms.Tensor(np.random.rand(1, 3, 16, 16).astype(np.float32))
>>> try:                      # PYNATIVE_MODE refuses it, as 2.10; a graph computes it
...     nn.SSIM()(img, img)
... except ValueError as e:
...     print(str(e)[:52])
For 'ScalarCast', the supported type is in the list:
"""
import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell
from ..container import CellList
from .basic_ext import (_check_4d, _check_max_val, _check_same_type_shape, _to_unit_float,
                        _refuse_max_val_cast_eagerly)
from .conv import Conv2d
from .pooling import AvgPool2d

__all__ = ["SSIM", "MSSSIM"]


def _window(size, sigma):
    """The (1, 1, size, size) normalised Gaussian window (MindSpore's grid)."""
    grid = np.mgrid[-size // 2 + 1:size // 2 + 1, -size // 2 + 1:size // 2 + 1]
    g = np.exp(-(grid[0].astype(np.float32) ** 2 + grid[1].astype(np.float32) ** 2)
               / (2 * sigma ** 2))
    return (g / g.sum()).astype(np.float32).reshape(1, 1, size, size)


def _gauss_conv(size, sigma):
    conv = Conv2d(1, 1, size, weight_init=Tensor(_window(size, sigma)), pad_mode="valid")
    conv.weight.requires_grad = False
    return conv


def _ssim_cs(c1, c2, img1, img2, conv):
    """Per-channel mean SSIM and contrast-structure terms, each (N, C)."""
    n, c, h, w = img1.shape
    flat = lambda x: ops.reshape(x, (n * c, 1, h, w))  # noqa: E731
    x, y = flat(img1), flat(img2)
    mu1, mu2 = conv(x), conv(y)
    s11 = conv(x * x) - mu1 * mu1
    s22 = conv(y * y) - mu2 * mu2
    s12 = conv(x * y) - mu1 * mu2
    v1 = 2.0 * s12 + c2
    v2 = s11 + s22 + c2
    ssim = (2.0 * mu1 * mu2 + c1) * v1 / ((mu1 * mu1 + mu2 * mu2 + c1) * v2)
    mean = lambda t: ops.reshape(ops.mean(t, (1, 2, 3)), (n, c))  # noqa: E731
    return mean(ssim), mean(v1 / v2)


class _SSIMBase(Cell):
    _dtypes = (mstype.float32, mstype.float16)

    def _prep(self, img1, img2):
        cls = type(self).__name__       # MindSpore 2.10's order: dtype, same type/shape, rank
        if img1.dtype not in self._dtypes:     # 2.10's texts: 'mindspore.uint8' (measured)
            raise TypeError(f"For '{cls}', the 'img1' should be one of {list(self._dtypes)}, "
                            f"but got 'mindspore.{str(img1.dtype).lower()}'.")
        _check_same_type_shape(img1, img2)
        _check_4d(img1, "img1", cls)
        _check_4d(img2, "img2", cls)
        _refuse_max_val_cast_eagerly()
        a, dmax = _to_unit_float(img1)
        b, _ = _to_unit_float(img2)
        max_val = self.max_val / dmax if dmax > 1.0 else self.max_val
        return a, b, (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2

    def _init_common(self, max_val, filter_size, filter_sigma, k1, k2):
        cls = type(self).__name__
        _check_max_val(max_val, cls)
        _validator.check_int(filter_size, 1, _validator.GE, "filter_size", cls)
        _validator.check_positive_float(filter_sigma, "filter_sigma", cls)
        self.max_val, self.filter_size, self.filter_sigma = max_val, filter_size, filter_sigma
        # 2.10 takes float k1/k2 only (an int 0 is its TypeError, measured)
        self.k1 = _validator.check_value_type("k1", k1, [float], cls)
        self.k2 = _validator.check_value_type("k2", k2, [float], cls)


class SSIM(_SSIMBase):
    """``SSIM(max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03)(img1, img2)``
    on (N, C, H, W) float images: the SSIM of each image, averaged over channels, shape (N,)."""

    def __init__(self, max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        self._init_common(max_val, filter_size, filter_sigma, k1, k2)
        self.conv = _gauss_conv(filter_size, filter_sigma)

    def construct(self, img1, img2):
        a, b, c1, c2 = self._prep(img1, img2)
        ssim, _ = _ssim_cs(c1, c2, a, b, self.conv)
        return ops.mean(ssim, -1)


class MSSSIM(_SSIMBase):
    """``MSSSIM(max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333),
    filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03)(img1, img2)``: the product over
    ``len(power_factors)`` scales (2x average-pool between them) of relu(cs)^w (relu(ssim)^w
    at the last scale), averaged over channels, shape (N,)."""
    _dtypes = (mstype.float64, mstype.float32, mstype.float16, mstype.uint8)

    def __init__(self, max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333),
                 filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        self._init_common(max_val, filter_size, filter_sigma, k1, k2)
        _validator.check_value_type("power_factors", power_factors, [tuple, list], "MSSSIM")
        self.level = len(power_factors)
        self.multi_convs_list = CellList([_gauss_conv(filter_size, filter_sigma)
                                          for _ in range(self.level)])
        # as 2.10 makes it: a non-number entry is Tensor's TypeError (measured)
        self.weight_tensor = Tensor(power_factors, mstype.float32)
        self.avg_pool = AvgPool2d(kernel_size=2, stride=2, pad_mode="valid")

    def construct(self, img1, img2):
        a, b, c1, c2 = self._prep(img1, img2)
        terms = []
        ssim = None
        for i in range(self.level):
            ssim, cs = _ssim_cs(c1, c2, a, b, self.multi_convs_list[i])
            terms.append(ops.relu(cs))
            a, b = self.avg_pool(a), self.avg_pool(b)
        stacked = ops.stack(terms[:-1] + [ops.relu(ssim)], -1)
        return ops.mean(ops.prod(ops.pow(stacked, self.weight_tensor), -1), -1)
