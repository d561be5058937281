"""Pixel geometry for the vision transforms: sizes, padding and resizing of HW/HWC arrays."""
import math
import numbers

import numpy as np

from .. import _random
from ..core.validator_helpers import type_check
from ._resize import resize_cv


# the transforms whose size 2.10 type-checks first ('Argument size with value a is not of type
# [...]', measured); Resize('a') gives the 'Size should be ...' text
_TYPED_SIZE = frozenset(("CenterCrop", "RandomCrop", "RandomResizedCrop"))


def check_size(size, api, allow_int=False):
    """``size`` as an int (when allowed) or an (height, width) tuple of positive ints."""
    if allow_int and isinstance(size, int) and not isinstance(size, bool):
        if not 1 <= size <= 16777216:
            raise ValueError("Input is not within the required interval of [1, 16777216].")
        return size
    if isinstance(size, (list, tuple)) and len(size) == 2 and \
            all(isinstance(s, int) and not isinstance(s, bool) for s in size):
        for i, s in enumerate(size):     # MindSpore 2.10: a ValueError naming the dim
            if not 1 <= s <= 2147483647:
                raise ValueError(f"Input size at dim {i} is not within the required interval "
                                 f"of [1, 2147483647].")
        return tuple(size)
    if api == "Resize" and isinstance(size, (list, tuple)) and len(size) == 2:
        for i, s in enumerate(size):    # 2.10's Resize names the dim (measured)
            if isinstance(s, bool) or not isinstance(s, int):
                shown = (int,) if isinstance(s, bool) else [int]
                raise TypeError(f"Argument size at dim {i} with value {s} is not of type "
                                f"{shown}, but got {type(s)}.")
            if not 1 <= s <= 2147483647:    # (each dim: its type, then its value)
                raise ValueError(f"Input size at dim {i} is not within the required interval "
                                 f"of [1, 2147483647].")
    if api in _TYPED_SIZE and not isinstance(size, (int, list, tuple)):
        raise TypeError(f"Argument size with value {size} is not of type [<class 'int'>, "
                        f"<class 'list'>, <class 'tuple'>], but got {type(size)}.")
    raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def pair(size):
    """An int size as (size, size)."""
    return (size, size) if isinstance(size, int) else size


def check_int(value, name, low):
    """``value`` as an int of at least ``low`` (``config.check_int``, MindSpore's validator)."""
    from ..config import check_int as check
    return check(None, name, value, low, 16777216)


def check_int_arg(value, name, low, high=2147483647):
    """2.10's check of an int argument: type_check, then its interval (ValueError)."""
    type_check(value, (int,), name)
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")
    return value


def check_bool(value, name):
    type_check(value, (bool,), name)
    return value


def check_prob(prob):
    """2.10's check: a float or int (TypeError), not below 0 or above 1 (ValueError; nan
    passes)."""
    type_check(prob, (float, int), "prob")
    if prob < 0 or prob > 1:
        raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
    return float(prob)


def target_size(img, size):
    """(height, width) of ``Resize(size)`` for ``img``: an int sets the shorter side, the other
    is floor(long / short * size) in float32 (2.10's C++ arithmetic)."""
    if not isinstance(size, int):
        return size
    h, w = img.shape[:2] if img.ndim == 2 else img.shape[-3:-1]
    f32 = np.float32
    if h < w:
        return size, int(np.floor(f32(w) / f32(h) * f32(size)))
    return int(np.floor(f32(h) / f32(w) * f32(size))), size


def padding(value, none_ok=True):
    """MindSpore's padding argument as (left, top, right, bottom) (None: no padding, where
    ``none_ok``: RandomCrop's default; Pad refuses it)."""
    if value is None and none_ok:
        return (0, 0, 0, 0)
    if not isinstance(value, (tuple, list, numbers.Number)) or isinstance(value, float):
        kinds = "<class 'int'>" if isinstance(value, float) else \
            "<class 'tuple'>, <class 'list'>, <class 'numbers.Number'>"    # (2.10's, measured)
        raise TypeError(f"Argument padding with value {value} is not of type [{kinds}], but "
                        f"got {type(value)}.")
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return (value,) * 4
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        raise ValueError("Input padding is not within the required interval of [0, 2147483647].")
    if isinstance(value, (list, tuple)) and len(value) not in (2, 4):
        raise ValueError("The size of the padding list or tuple should be 2 or 4.")
    if isinstance(value, (list, tuple)) and len(value) in (2, 4) and \
            all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        if any(v < 0 for v in value):
            raise ValueError("Input pad_value is not within the required interval of "
                             "[0, 2147483647].")
        return tuple(value) * 2 if len(value) == 2 else tuple(value)
    raise TypeError(f"padding should be an int or a sequence of 2 or 4 non-negative ints, but "
                    f"got {value!r}.")


def pad(img, pads, fill_value=0, mode="constant"):
    """``img`` padded by (left, top, right, bottom)."""
    left, top, right, bottom = pads
    if not any(pads):
        return img
    widths = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    if mode == "constant" and isinstance(fill_value, (tuple, list)):   # one value a channel
        out = np.empty((img.shape[0] + top + bottom, img.shape[1] + left + right) +
                       img.shape[2:], img.dtype)
        # a one-channel image takes the first value (2.10, measured)
        out[...] = np.asarray(fill_value, img.dtype) if img.ndim == 3 and img.shape[2] != 1 \
            else fill_value[0]
        out[top:top + img.shape[0], left:left + img.shape[1]] = img
        return out
    if mode == "constant":
        return np.pad(img, widths, mode="constant", constant_values=fill_value)
    return np.pad(img, widths, mode=mode)


def pad_to(img, h, w, fill_value=0, mode="constant"):
    """``img`` padded on both sides to at least (h, w), the odd pixel on the top/left (as
    MindSpore's CenterCrop)."""
    dh, dw = max(h - img.shape[0], 0), max(w - img.shape[1], 0)
    return pad(img, (dw - dw // 2, dh - dh // 2, dw // 2, dh // 2), fill_value, mode)


def check_crop_ranges(scale, ratio):
    """2.10's checks of RandomResizedCrop's ``scale`` and ``ratio``, each in turn: a list/tuple
    of 2 numbers, ordered; scale not negative, ratio positive."""
    for name, pair_ in (("scale", scale), ("ratio", ratio)):
        type_check(pair_, (tuple, list), name)
        if len(pair_) != 2:
            raise TypeError(f"{name} should be a list/tuple of length 2.")
        for i, v in enumerate(pair_):
            type_check(v, (float, int), f"{name}[{i}]")
        if name == "scale" and any(v < 0 for v in pair_):
            raise ValueError("Input is not within the required interval of [0, 16777216].")
        for i, v in enumerate(pair_ if name == "ratio" else ()):
            if v <= 0:
                raise ValueError(f"Input ratio[{i}] is not within the required interval of "
                                 f"(0, 16777216].")
        if pair_[0] > pair_[1]:
            raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")


def random_area(height, width, scale, ratio, attempts, op):
    """(top, left, h, w) of ``RandomResizedCrop``'s crop: area ``scale`` x the image's and an
    aspect ratio drawn log-uniformly from ``ratio``, at a random place; after ``attempts`` misses
    the largest centred crop whose ratio is within ``ratio``. 2.10's draws from ``op``'s
    generator (measured): per attempt a float scale then a float log-ratio, the width
    round(sqrt(area * scale * aspect)), the height round(width / aspect); then x, then y.
    The fallback's crop is centred with std::round (half a pixel to the right/bottom)."""
    area = height * width
    log_lo, log_hi = (float(np.float32(math.log(np.float32(r)))) for r in ratio)
    for _ in range(attempts):
        chosen = _random.uniform_float(op, scale[0], scale[1])
        aspect = math.exp(_random.uniform_float(op, log_lo, log_hi))
        w = _round(math.sqrt(area * chosen * aspect))
        h = max(_round(w / aspect), 1)      # (2.10 makes a size of 0 one)
        w = max(w, 1)
        if w <= width and h <= height:
            left = _random.uniform_int(op, 0, width - w)
            return _random.uniform_int(op, 0, height - h), left, h, w
    # 2.10's fallback: no draw; its ratio bounds are floats, its rounding std::round's
    lo, hi = (float(np.float32(r)) for r in ratio)
    aspect = width / height
    if aspect < lo:
        w, h = width, _round(width / lo)
    elif aspect > hi:
        h, w = height, _round(height * hi)
    else:
        h, w = height, width
    h, w = max(h, 1), max(w, 1)
    return _round((height - h) / 2), _round((width - w) / 2), h, w


def _round(value):
    """C++ ``std::round`` of a value >= 0: half away from zero (``floor(v + 0.5)`` would round
    0.49999999999999994 up)."""
    whole = math.floor(value)
    return whole + (value - whole >= 0.5)


def resize(img, h, w, method):
    """``img`` (HW, HWC, or images ``[..., H, W, C]`` each resized) resized to (h, w) with
    ``method`` (an ``Inter`` name) as 2.10's CPU kernel: OpenCV's rules, bit for bit
    (``_resize``)."""
    if img.ndim < 2:
        raise RuntimeError("Resize: the image tensor should have at least two dimensions. You "
                           "may need to perform Decode first.")
    if img.ndim == 2:
        if method == "PILCUBIC" and img.shape != (h, w):
            raise RuntimeError(f"Resize: Interpolation mode PILCUBIC only supports image with 3 "
                               f"channels, but got: <{img.shape[0]},{img.shape[1]}>")
        return resize_cv(img[..., None], h, w, method)[..., 0]
    if img.ndim == 3:
        return resize_cv(img, h, w, method)
    flat = img.reshape((-1,) + img.shape[-3:])
    out = np.stack([resize_cv(one, h, w, method) for one in flat])
    return out.reshape(img.shape[:-3] + out.shape[1:])
