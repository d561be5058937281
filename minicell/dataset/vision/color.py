"""Colour operations of ``mindspore.dataset.vision`` on HWC RGB arrays (uint8 or float in
[0, 1]): brightness, contrast, saturation, hue, gamma, sharpness, grey and colour conversions
(``convert_color.py``), blur and the histogram operations (``AutoContrast``, ``Equalize``,
``Invert``, ``Posterize``, ``Solarize``), with their random forms. Re-exported by
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.AdjustBrightness(2.0)(np.full((1, 1, 3), 100, np.uint8)).ravel().tolist()
[200, 200, 200]
"""
import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _pixels as px
from ._cv8 import gamma_table, gaussian_blur, gaussian_taps, shift_hue, smooth_u8
from ..core.validator_helpers import type_check
from ._prob import WithProbability
from . import py_transforms_util as _ptu
from ._ranges import (JitterChecks, check_blur, check_jitter_type, posterize_bits,
                      solarize_range, solarize_threshold)
from .convert_color import ConvertColor, ConvertMode, Grayscale, RandomGrayscale  # noqa: F401

__all__ = ["ConvertMode", "AdjustBrightness", "AdjustContrast", "AdjustSaturation", "AdjustHue",
           "AdjustGamma", "AdjustSharpness", "RandomColorAdjust", "ConvertColor", "Grayscale",
           "RandomGrayscale", "GaussianBlur", "AutoContrast", "Equalize", "Invert", "Posterize",
           "Solarize", "RandomSharpness", "RandomAdjustSharpness", "RandomAutoContrast",
           "RandomEqualize", "RandomInvert", "RandomPosterize", "RandomSolarize", "RandomColor"]

_MAX = 16777216


def _n(x):
    """A bound as 2.10 prints it: 0, 16777216, -0.5."""
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _check_factor(value, name, lo=0.0, hi=_MAX, named=True, hi_open=False):
    """A number in [lo, hi] (``hi_open``: [lo, hi)); 2.10 names the argument in the message of
    some operations only (``named``). A NaN passes, as 2.10's comparisons let it (measured)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'float'>, "
                        f"<class 'int'>], but got {type(value)}.")
    if value < lo or value > hi or hi_open and value == hi:
        raise ValueError(f"Input {name + ' ' if named else ''}is not within the required "
                         f"interval of [{_n(lo)}, {_n(hi)}{')' if hi_open else ']'}.")
    return float(value)


def _range(value, name, center, lo, hi):
    """MindSpore's jitter argument: a number ``v`` means [center - v, center + v] (cut at
    ``lo``), a pair is the range itself (2.10's messages)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if name == "degrees":
            raise TypeError("degrees must be either a tuple or a list.")
        if value < 0:
            raise ValueError(f"The input value of {name} cannot be negative.")
        if center + value > hi:
            raise ValueError(f"Input is not within the required interval of [{_n(lo)}, {_n(hi)}].")
        return max(lo, center - value), center + value
    if isinstance(value, (list, tuple)) and len(value) == 2 and \
            all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        if not (lo <= value[0] <= hi and lo <= value[1] <= hi):
            raise ValueError(f"Input is not within the required interval of [{_n(lo)}, {_n(hi)}].")
        if value[0] > value[1]:
            got = "(max,min)" if name == "degrees" else f"({value[0]}, {value[1]})"
            raise ValueError(f"{name}{'' if name == 'degrees' else ' value'} should be in "
                             f"(min,max) format. Got {got}.")
        return float(value[0]), float(value[1])
    if isinstance(value, (list, tuple)) and len(value) != 2:
        raise TypeError(f"If {name} is a sequence, the length must be 2.")
    if not isinstance(value, (list, tuple)):     # 2.10's type_check (str(value) shown)
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'numbers."
                        f"Number'>, <class 'list'>, <class 'tuple'>], but got {type(value)}.")
    raise ValueError(f"{name} should be a non-negative number or an increasing pair within "
                     f"[{lo:g}, {hi:g}], but got {value!r}.")


def adjust_brightness(img, factor):
    return px.saturate(img.astype(np.float32) * factor, img.dtype)


def adjust_contrast(img, factor):
    px.check_rgb(img, "AdjustContrast")
    grey = px.saturate(px.gray(img), img.dtype)
    return px.blend(img, px.saturate(grey.mean(dtype=np.float64), img.dtype), factor)


def adjust_saturation(img, factor):
    px.check_rgb(img, "AdjustSaturation")
    return px.blend(img, px.saturate(px.gray(img), img.dtype)[..., None], factor)


def adjust_hue(img, factor):
    px.check_rgb(img, "AdjustHue")
    factor = 0.0 if np.isnan(factor) else factor     # 2.10 shifts by nothing (measured)
    if img.dtype == np.uint8:           # 2.10's kernel: OpenCV's 8-bit HSV, bit for bit
        return shift_hue(img, factor)
    top = px.max_value(img)
    h, s, v = px.rgb_to_hsv(img.astype(np.float64) / top)
    return px.saturate(px.hsv_to_rgb((h + factor) % 1.0, s, v) * top, img.dtype)


class AdjustBrightness(TensorOperation):
    """Pixels times ``brightness_factor`` (saturated to the dtype's range)."""

    def __init__(self, brightness_factor):
        self.factor = _check_factor(brightness_factor, "brightness_factor")

    def _pil(self, img, rng):   # 2.10's Python implementation (PIL's)
        return _ptu.adjust_brightness(img, self.factor)

    def _apply(self, img):
        return adjust_brightness(img, self.factor)


class AdjustContrast(TensorOperation):
    """Blend with the image's mean grey level: ``img * f + mean * (1 - f)``."""

    def __init__(self, contrast_factor):
        self.factor = _check_factor(contrast_factor, "contrast_factor")

    def _pil(self, img, rng):   # 2.10's Python implementation (PIL's)
        return _ptu.adjust_contrast(img, self.factor)

    def _apply(self, img):
        return adjust_contrast(img, self.factor)


class AdjustSaturation(TensorOperation):
    """Blend with the image's grey version: ``img * f + grey * (1 - f)``."""

    def __init__(self, saturation_factor):
        self.factor = _check_factor(saturation_factor, "saturation_factor", named=False)

    def _pil(self, img, rng):   # 2.10's Python implementation (PIL's)
        return _ptu.adjust_saturation(img, self.factor)

    def _apply(self, img):
        return adjust_saturation(img, self.factor)


class AdjustHue(TensorOperation):
    """Hue shifted by ``hue_factor`` turns (in [-0.5, 0.5]) in HSV space."""

    def __init__(self, hue_factor):
        self.factor = _check_factor(hue_factor, "hue_factor", -0.5, 0.5)

    def _pil(self, img, rng):   # 2.10's Python implementation (PIL's)
        return _ptu.adjust_hue(img, self.factor)

    def _apply(self, img):
        return adjust_hue(img, self.factor)


class AdjustGamma(TensorOperation):
    """2.10's kernel: a float image becomes ``clip((img * gain) ** gamma, 0, 1)`` in float32,
    a uint8 one goes through 2.10's table (``_cv8.gamma_table``; gain -1 maps 10 to 205), other
    integer images ``gain * (img / 255) ** gamma * 255`` saturated."""

    def __init__(self, gamma, gain=1.0):
        self.gamma = _check_factor(gamma, "gamma", named=False)
        self.gain = _check_factor(gain, "gain", -_MAX)

    def _apply(self, img):
        gamma, gain = np.float32(self.gamma), np.float32(self.gain)
        if img.dtype.kind == "f":
            return np.clip((img.astype(np.float32) * gain) ** gamma, 0, 1).astype(np.float32)
        if img.dtype == np.uint8:
            return gamma_table(gamma, gain)[img]
        top = px.max_value(img)
        return px.saturate(self.gain * top * (img.astype(np.float64) / top) ** self.gamma,
                           img.dtype)


def adjust_sharpness(img, factor):
    """Blend with the image smoothed by the 3x3 kernel [[1,1,1],[1,5,1],[1,1,1]] / 13, the
    border pixels kept (PIL's and MindSpore's sharpness; uint8 as 2.10's OpenCV calls)."""
    if img.dtype == np.uint8:
        a, b = px.blend_weights(factor)
        return px.add_weighted(img, a, smooth_u8(img), b)
    f = img.astype(np.float64)
    return px.saturate(f * factor + px.smooth_float(f, img.dtype) * (1 - factor), img.dtype)


class AdjustSharpness(TensorOperation):
    """Sharpened (``sharpness_factor`` > 1) or smoothed (< 1); 1 gives the image back."""

    def __init__(self, sharpness_factor):
        self.factor = _check_factor(sharpness_factor, "sharpness_factor", named=False)

    def _apply(self, img):
        return adjust_sharpness(img, self.factor)


class RandomSharpness(TensorOperation):
    """``AdjustSharpness`` with a factor drawn uniformly from ``degrees``."""

    random = True

    def __init__(self, degrees=(0.1, 1.9)):
        self.degrees = _range(degrees, "degrees", 1.0, 0.0, _MAX)

    def _apply(self, img):
        return adjust_sharpness(img, _random.uniform_float(self, *self.degrees))

    def _pil(self, img, rng):   # 2.10's Python implementation: PIL's sharpness enhancement
        return _ptu.random_sharpness(img, self.degrees, rng=rng)


class RandomColorAdjust(JitterChecks, TensorOperation):
    """Brightness, contrast, saturation and hue jittered by factors drawn uniformly from their
    ranges (a number ``v`` means [max(0, 1 - v), 1 + v]; hue: [-v, v] within [-0.5, 0.5]),
    applied in a random order."""

    random = True

    def __init__(self, brightness=(1, 1), contrast=(1, 1), saturation=(1, 1), hue=(0, 0)):
        self.ranges = [(adjust_brightness, _range(brightness, "brightness", 1, 0, _MAX)),
                       (adjust_contrast, _range(contrast, "contrast", 1, 0, _MAX)),
                       (adjust_saturation, _range(saturation, "saturation", 1, 0, _MAX)),
                       (adjust_hue, _range(hue, "hue", 0, -0.5, 0.5))]

    def _pil(self, img, rng):
        """2.10's Python implementation: the four factors drawn first, then the order."""
        return _ptu.random_color_adjust(img, *(r for _, r in self.ranges), rng=rng)

    def _apply(self, img):
        # 2.10's C++ (measured): std::shuffle of the four, then a float draw per factor
        for fn, (lo, hi) in _random.shuffled(self, self.ranges):
            neutral = 0.0 if fn is adjust_hue else 1.0
            if (lo, hi) != (neutral, neutral):
                check_jitter_type(img, fn)
                img = fn(img, _random.uniform_float(self, lo, hi))
        return img


class GaussianBlur(TensorOperation):
    """Gaussian blur with odd ``kernel_size`` (int or (x, y)) and ``sigma`` (default from the
    size), the border reflected (BORDER_REFLECT_101); uint8 in OpenCV's fixed point."""

    def __init__(self, kernel_size, sigma=None):
        check_blur(kernel_size, sigma)
        sizes = (kernel_size,) * 2 if isinstance(kernel_size, int) else tuple(kernel_size)
        sigmas = (0.0, 0.0) if sigma is None else (
            (float(sigma),) * 2 if isinstance(sigma, (int, float)) else tuple(map(float, sigma)))
        if len(sigmas) == 2 and sigma is not None and not isinstance(sigma, (int, float)) \
                and sigmas[1] == 0:
            sigmas = (sigmas[0], sigmas[0])
        self.kernels = [px.gaussian_kernel(k, s) for k, s in zip(sizes, sigmas)]
        self.taps = [gaussian_taps(k, px.gaussian_sigma(k, s)) for k, s in zip(sizes, sigmas)]

    def _apply(self, img):
        if img.dtype == np.uint8:
            return gaussian_blur(img, *self.taps)
        return px.convolve_separable(img, *self.kernels)


def _check_uint8(img, api):
    if img.dtype != np.uint8:
        raise RuntimeError(f"{api}: the input should be a uint8 image, but got {img.dtype}.")


class AutoContrast(TensorOperation):
    """Each channel stretched to [0, 255] after cutting ``cutoff`` percent of the histogram at
    both ends; ``ignore`` names pixel values left out of the histogram (PIL's autocontrast)."""

    def __init__(self, cutoff=0.0, ignore=None):
        type_check(cutoff, (int, float), "cutoff")     # (2.10's order of the types; measured)
        self.cutoff = _check_factor(cutoff, "cutoff", 0.0, 50.0, hi_open=True)
        if ignore is not None and (isinstance(ignore, bool) or
                                   not isinstance(ignore, (list, tuple, int))):
            raise TypeError(f"Argument ignore with value {ignore} is not of type [<class 'list'>, "
                            f"<class 'tuple'>, <class 'int'>], but got {type(ignore)}.")
        ignore = [] if ignore is None else [ignore] if isinstance(ignore, int) else ignore
        for item in ignore:         # (2.10: an int and the items alike in [0, 255])
            type_check(item, (int,), "item")
            if not 0 <= item <= 255:
                raise ValueError("Input ignore is not within the required interval of [0, 255].")
        self.ignore = list(ignore)

    def _pil(self, img, rng):   # 2.10's Python implementation: PIL's autocontrast
        return _ptu.auto_contrast(img, self.cutoff, self.ignore)

    def _apply(self, img):
        _check_uint8(img, "AutoContrast")
        planes = img.reshape(img.shape[:2] + (-1,))
        out = np.empty_like(planes)
        for c in range(planes.shape[2]):
            out[..., c] = self._channel(planes[..., c])
        return out.reshape(img.shape)

    def _channel(self, plane):
        hist = np.bincount(plane.ravel(), minlength=256).astype(np.int64)
        hist[self.ignore] = 0
        # 2.10 passes the percentage on as an int (3.3 cuts 3%) and cuts in float32
        cut = int(np.float32(int(self.cutoff)) / np.float32(100) * np.float32(hist.sum()))
        for order in (slice(None), slice(None, None, -1)):
            h, left = hist[order], cut
            for i in range(256):
                take = min(left, h[i])
                h[i] -= take
                left -= take
                if left == 0:
                    break
        nonzero = np.flatnonzero(hist)
        if nonzero.size == 0 or nonzero[-1] <= nonzero[0]:
            return plane
        lo, hi = nonzero[0], nonzero[-1]     # 2.10's table: float32 i * scale + offset, cut
        scale = np.float32(255.0) / np.float32(hi - lo)
        ramp = np.arange(256, dtype=np.float32) * scale + np.float32(-lo) * scale
        return np.clip(np.trunc(ramp), 0, 255).astype(np.uint8)[plane]


class Equalize(TensorOperation):
    """Each channel's histogram equalized (OpenCV's equalizeHist: the cumulative histogram from
    the first used level, scaled to [0, 255])."""

    def _pil(self, img, rng):   # 2.10's Python implementation: PIL's equalize
        return _ptu.equalize(img)

    def _apply(self, img):
        _check_uint8(img, "Equalize")
        planes = img.reshape(img.shape[:2] + (-1,))
        out = np.empty_like(planes)
        for c in range(planes.shape[2]):
            plane = planes[..., c]
            hist = np.bincount(plane.ravel(), minlength=256)
            first = hist[np.flatnonzero(hist)[0]]
            if first == plane.size:
                out[..., c] = plane
                continue
            cdf = (np.cumsum(hist) - first).astype(np.float32)     # float32 scale, as OpenCV
            out[..., c] = np.clip(np.rint(cdf * (np.float32(255) / np.float32(
                plane.size - first))), 0, 255).astype(np.uint8)[plane]
        return out.reshape(img.shape)


class Invert(TensorOperation):
    """``255 - img`` (uint8)."""

    def _apply(self, img):
        _check_uint8(img, "Invert")
        return 255 - img


class Posterize(TensorOperation):
    """Each pixel keeps its ``bits`` highest bits (uint8)."""

    def __init__(self, bits):
        type_check(bits, (int,), "bits")
        if not 0 <= bits <= 8:
            raise ValueError("Input bits is not within the required interval of [0, 8].")
        self.bits = bits

    def _apply(self, img):
        _check_uint8(img, "Posterize")
        return img & np.uint8((0xFF << (8 - self.bits)) & 0xFF)


class Solarize(TensorOperation):
    """Pixels within ``threshold`` (a value: [value, 255]; or a (min, max) pair) inverted."""

    def __init__(self, threshold):
        self.lo, self.hi = solarize_range(threshold)

    def _apply(self, img):
        return np.where((img >= self.lo) & (img <= self.hi), 255 - img, img).astype(img.dtype)


class RandomAdjustSharpness(WithProbability, AdjustSharpness):
    """``AdjustSharpness(degree)`` with probability ``prob``."""

    def __init__(self, degree, prob=0.5):
        self.factor = _check_factor(degree, "degree")       # (2.10 names it here)
        WithProbability.__init__(self, prob)


class RandomAutoContrast(WithProbability, AutoContrast):
    """``AutoContrast(cutoff, ignore)`` with probability ``prob``."""

    def __init__(self, cutoff=0.0, ignore=None, prob=0.5):
        AutoContrast.__init__(self, cutoff, ignore)
        WithProbability.__init__(self, prob)


class RandomEqualize(WithProbability, Equalize):
    """``Equalize`` with probability ``prob``."""


class RandomInvert(WithProbability, Invert):
    """``Invert`` with probability ``prob``."""


class RandomPosterize(TensorOperation):
    """``Posterize`` with a number of bits drawn from ``bits`` (an int, or a (min, max) pair in
    [1, 8])."""

    random = True

    def __init__(self, bits=(8, 8)):
        self.bits = posterize_bits(bits)

    def _apply(self, img):
        return Posterize(_random.uniform_int(self, self.bits[0], self.bits[1]))(img)


class RandomSolarize(TensorOperation):
    """``Solarize`` of the pixels between two thresholds drawn from ``threshold`` ((min, max)
    in [0, 255]; 2.10 draws both, measured)."""

    random = True

    def __init__(self, threshold=(0, 255)):
        self.threshold = solarize_threshold(threshold)

    def _apply(self, img):
        lo, hi = self.threshold
        first, second = _random.uniform_int(self, lo, hi), _random.uniform_int(self, lo, hi)
        return Solarize((min(first, second), max(first, second)))(img)


class RandomColor(TensorOperation):
    """``AdjustSaturation`` by a factor drawn uniformly from ``degrees`` (PIL's colour
    enhancement)."""

    random = True

    def __init__(self, degrees=(0.1, 1.9)):
        self.degrees = _range(degrees, "degrees", 1.0, 0.0, _MAX)

    def _apply(self, img):
        return adjust_saturation(img, _random.uniform_float(self, *self.degrees))

    def _pil(self, img, rng):   # 2.10's Python implementation: PIL's colour enhancement
        return _ptu.random_color(img, self.degrees, rng=rng)
