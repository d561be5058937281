"""The argument checks of ``RandomPosterize(bits)``, ``RandomSolarize(threshold)`` and
``GaussianBlur(kernel_size, sigma)``, with 2.10's validator texts (measured): the first two take
different forms and say different things."""

import numpy as np

from ..core.validator_helpers import FLOAT_MAX_INTEGER, check_value, type_check
from ..engine import in_pipeline, kernel_error

_INTERVAL = "Input is not within the required interval of [{}, {}]."


def _not_of_type(name, value, kinds):
    """2.10's text; its bool check shows the types as a tuple instead of a list."""
    shown = kinds if isinstance(value, bool) else list(kinds)
    return TypeError(f"Argument {name} with value {value} is not of type {shown}, but got "
                     f"{type(value)}.")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def posterize_bits(bits):
    """An int or a (min, max) list/tuple in [1, 8], as a (min, max) tuple."""
    if _is_int(bits):
        bits = (bits, bits)
    elif not isinstance(bits, (list, tuple)):
        raise _not_of_type("bits", bits, (list, tuple, int))
    elif len(bits) != 2:
        raise TypeError("Size of bits should be a single integer or a list/tuple (min, max) of "
                        "length 2.")
    for value in bits:
        if not _is_int(value):
            raise _not_of_type("bits", value, (int,))
    if not 1 <= bits[0] <= bits[1] <= 8:
        raise ValueError(_INTERVAL.format(1, 8))
    return tuple(bits)


def solarize_threshold(threshold):
    """A (min, max) tuple in [0, 255]."""
    if not isinstance(threshold, tuple):
        raise _not_of_type("threshold", threshold, (tuple,))
    if len(threshold) != 2:
        raise ValueError("threshold must be a sequence of two numbers.")
    for i, value in enumerate(threshold):
        if not _is_int(value):
            raise _not_of_type(f"threshold[{i}]", value, (int,))
        if not 0 <= value <= 255:
            raise ValueError(_INTERVAL.format(0, 255))
    if threshold[0] > threshold[1]:
        raise ValueError("threshold must be in min max format numbers.")
    return threshold


def solarize_range(threshold):
    """``Solarize``'s threshold: a number (as [value, 255]) or a (min, max) list/tuple of
    numbers in [0, 255], as a (min, max) tuple."""
    if isinstance(threshold, bool) or not isinstance(threshold, (float, int, list, tuple)):
        raise _not_of_type("threshold", threshold, (float, int, list, tuple))
    pair = (threshold, 255) if isinstance(threshold, (float, int)) else threshold
    if len(pair) != 2:
        raise TypeError("threshold must be a single number or sequence of two numbers.")
    for i, value in enumerate(pair):
        if isinstance(value, bool) or not isinstance(value, (float, int)):
            raise _not_of_type(f"threshold[{i}]", value, (float, int))
        if not 0 <= value <= 255:
            raise ValueError(f"Input threshold[{i}] is not within the required interval of "
                             f"[0, 255].")
    if pair[0] > pair[1]:
        raise ValueError("threshold must be in order of (min, max).")
    # measured on 2.10: (a, a) inverts [a, 255], as the single number a
    return (pair[0], 255) if pair[0] == pair[1] else tuple(pair)


def check_blur(kernel_size, sigma):
    """2.10's checks of GaussianBlur's arguments (its order and texts)."""
    type_check(kernel_size, (int, list, tuple), "kernel_size")
    if isinstance(kernel_size, int):
        sizes, names = (kernel_size,), ("kernel_size",)
    elif len(kernel_size) == 2:
        sizes, names = kernel_size, ("kernel_size[0]", "kernel_size[1]")
    else:
        raise TypeError("Kernel size should be a single integer or a list/tuple (kernel_width, "
                        "kernel_height) of length 2.")
    for k, name in zip(sizes, names):
        type_check(k, (int,), name)
        check_value(k, (1, FLOAT_MAX_INTEGER), "kernel_size")
        if k % 2 != 1:
            raise ValueError(f"Input {name} is not an odd value.")
    if sigma is None:
        return
    type_check(sigma, (int, float, list, tuple), "sigma")
    if isinstance(sigma, (int, float)):
        check_value(sigma, (0, FLOAT_MAX_INTEGER), "sigma")
    elif len(sigma) == 2:
        for i, v in enumerate(sigma):
            type_check(v, (int, float), f"size[{i}]")
            check_value(v, (0, FLOAT_MAX_INTEGER), "sigma")
    else:
        raise TypeError("Sigma should be a single number or a list/tuple of length 2 for width "
                        "and height.")


# 2.10's C++ RandomColorAdjust: an <H, W, 3> image; then each factor it applies checks the type
_JITTER_TYPES = {"adjust_contrast": ("AdjustContrast", ("uint8", "uint16", "float32")),
                 "adjust_saturation": ("AdjustSaturation", ("uint8", "uint16", "float32")),
                 "adjust_hue": ("AdjustHue", ("uint8", "float32"))}
_REQUIREMENT = "the {} of image tensor does not match the requirement of operator. Expecting "


class JitterChecks:
    """RandomColorAdjust's shape checks of a numpy image (measured texts, raised before any
    factor; a PIL image runs 2.10's Python implementation, which takes any mode)."""

    def __call__(self, *args):
        if len(args) == 1 and isinstance(args[0], np.ndarray):
            try:
                _check_jitter_image(args[0])
            except RuntimeError as err:
                raise (err if in_pipeline() else kernel_error(str(err))) from None
        return super().__call__(*args)


def _check_jitter_image(img):
    if img.ndim != 3:
        raise RuntimeError("RandomColorAdjust: " + _REQUIREMENT.format("dimension") +
                           f"tensor in dimension of (3), in shape of <H, W, C>. But got "
                           f"dimension {img.ndim}.")
    if img.shape[2] != 3:
        raise RuntimeError("RandomColorAdjust: " + _REQUIREMENT.format("channel") +
                           f"tensor in channel of (3). But got channel {img.shape[2]}.")


def check_jitter_type(img, adjust):
    """The type check of the factor ``adjust`` (a function of ``color``) before it runs."""
    name, kinds = _JITTER_TYPES.get(adjust.__name__, (None, None))
    if name and img.dtype.name not in kinds:
        raise RuntimeError(f"{name}: " + _REQUIREMENT.format("data type") + "tensor in type of "
                           f"({', '.join(kinds)}). But got type {img.dtype.name}.")
