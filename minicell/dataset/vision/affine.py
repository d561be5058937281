"""Rotations and affine warps of ``mindspore.dataset.vision`` (``Rotate``, ``RandomRotation``,
``Affine``, ``RandomAffine``) on HW/HWC arrays, in numpy with OpenCV's conventions (which
MindSpore's CPU kernels use): the centre is ((width - 1) / 2, (height - 1) / 2), positive
angles turn counter-clockwise for ``Rotate`` (OpenCV's getRotationMatrix2D) and clockwise for
``Affine`` (torchvision's), translations are fractions of the size. Re-exported by
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.Rotate(90, expand=True)(np.zeros((2, 4, 3), np.uint8)).shape
(4, 2, 3)
"""
import ctypes
import ctypes.util
import math
import numbers

import numpy as np

from .. import _random
from ..engine import syntax_error
from ..transforms import TensorOperation, _is_pil
from . import _pixels as px, py_transforms_util as _ptu
from ._enums import Inter, check_inter
from ..core.validator_helpers import (check_center, check_degrees, check_positive, check_value,
                                      type_check_list)
from ._geometry import check_bool, type_check

__all__ = ["Rotate", "RandomRotation", "Affine", "RandomAffine"]


_INT_FLOAT = "<class 'int'>, <class 'float'>"     # the order 2.10's Affine lists them in


def _number(value, name, types="<class 'float'>, <class 'int'>"):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"Argument {name} with value {value} is not of type [{types}], but "
                        f"got {type(value)}.")
    return float(value)


def _symmetric(value, name, count=2):
    """A number ``v`` as (-v, v); a sequence as given (``count`` numbers)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value < 0:
            raise ValueError(f"Input {name} is not within the required interval of [0, "
                             f"16777216].")
        return (-float(value), float(value))
    if isinstance(value, (list, tuple)) and len(value) in (2, count) and \
            all(isinstance(v, (int, float)) for v in value):
        return tuple(float(v) for v in value)
    raise TypeError(f"{name} should be a number or a sequence of 2 numbers, but got {value!r}.")


def check_fill(value):
    """An int or an (R, G, B) triple in [0, 255], as a triple (2.10's messages)."""
    if isinstance(value, int):      # a bool: 2.10's type_check text
        type_check(value, (int,), "fill_value")
        if not 0 <= value <= 255:
            raise ValueError("Input fill_value is not within the required interval of [0, 255].")
        return (value,) * 3
    if not isinstance(value, (list, tuple)) or len(value) != 3:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")
    for i, v in enumerate(value):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"Argument fill_value[{i}] with value {v} is not of type "
                            f"[<class 'int'>], but got {type(v)}.")
        if not 0 <= v <= 255:
            raise ValueError(f"Input fill_value[{i}] is not within the required interval of "
                             f"[0, 255].")
    return tuple(value)


def _center_of(img, center):
    h, w = img.shape[:2]
    return ((w - 1) / 2, (h - 1) / 2) if center is None else tuple(map(float, center))


def fill_for(img, fill):
    return fill if img.ndim == 3 and img.shape[2] == 3 else fill[0]


def check_resample(resample, name="resample"):
    """The sampling of a warp: "NEAREST", "BILINEAR" or "BICUBIC" (AREA samples bilinearly,
    as OpenCV's warps do); 2.10's TypeError for a value that is no ``Inter``."""
    resample = check_inter(resample, name)
    if resample in (Inter.PILCUBIC, Inter.ANTIALIAS):
        raise RuntimeError("Invalid InterpolationMode, only support Linear, Nearest, Cubic and "
                           "Area.")
    return _sampling(resample)


def _sampling(resample):
    return resample.name if resample in (Inter.NEAREST, Inter.BICUBIC) else "BILINEAR"


_UNSUPPORTED = "Unsupported interpolation, only support NEAREST, LINEAR, CUBIC, AREA and PILCUBIC."
_PIL_REFUSED = "Current Interpolation is not supported with PIL input."
_NOT_C = (Inter.PILCUBIC, Inter.ANTIALIAS, Inter.AREA)     # (AREA: no PIL mode)


class _Warp(TensorOperation):
    """2.10's checks of a warp's ``resample``, made when it is called or when a pipeline holding
    it starts (measured): ANTIALIAS is no C++ mode (a bare RuntimeError; the random operations
    run it in Python, on PIL images only); PILCUBIC fails the C++ IR's check ('Syntax error.',
    the text in ``_enum_text``)."""

    _enum_text = "Invalid InterpolationMode, check input value of enum."

    def _set_resample(self, resample):
        self.resample = check_inter(resample, "resample")
        self.nearest = _sampling(self.resample)

    def ir_check(self):
        if self.resample is Inter.PILCUBIC:
            raise syntax_error(f"{type(self).__name__}: {self._enum_text}")
        if self.resample is Inter.ANTIALIAS and not self.random:
            raise RuntimeError(_UNSUPPORTED)

    def __call__(self, *args):
        if self.resample in _NOT_C:
            pil = len(args) == 1 and _is_pil(args[0])
            if self.random and pil:     # 2.10's Python implementation
                if self.resample is not Inter.ANTIALIAS:
                    raise TypeError(_PIL_REFUSED)
                return self._pil(args[0], _random.python_random())
            if self.random and self.resample is Inter.ANTIALIAS:
                self._not_pil(args[0] if args else None)
            if self.resample is not Inter.AREA:
                self.ir_check()
        return self._call(*args)

    def _call(self, *args):
        return TensorOperation.__call__(self, *args)

    def _check_cubic(self, img):
        if self.nearest == "BICUBIC" and img.ndim == 3 and img.shape[2] > 4:
            raise RuntimeError("Affine: interpolation can not be CUBIC when image channel is "
                               "greater than 4.")


def _turned_box(w, h, degrees, center):
    """The size of the box around a w x h rectangle turned by ``degrees`` about ``center``, in
    float32 as OpenCV's RotatedRect(center, (w, h), degrees).boundingRect2f() that 2.10 takes
    (corners from float cos/sin halves; measured on ramp images: the double formula moved
    about 1 sampled position in 10^3 of an expanded turn, whose md5 goldens then failed)."""
    f32 = np.float32
    turn = degrees * np.pi / 180
    b, a = f32(np.cos(turn)) * f32(0.5), f32(np.sin(turn)) * f32(0.5)
    (cx, cy), w, h = np.float32(center), f32(w), f32(h)
    x0, y0 = cx - a * h - b * w, cy + b * h - a * w
    x1, y1 = cx + a * h - b * w, cy - b * h - a * w
    xs = np.array([x0, x1, f32(2) * cx - x0, f32(2) * cx - x1], f32)
    ys = np.array([y0, y1, f32(2) * cy - y0, f32(2) * cy - y1], f32)
    return float(xs.max() - xs.min()), float(ys.max() - ys.min())


def rotate(img, degrees, nearest, expand, center, fill):
    if nearest == "BICUBIC" and img.ndim == 3 and img.shape[2] > 4:
        raise RuntimeError("Rotate: interpolation can not be CUBIC when image channel is greater "
                           "than 4.")
    h, w = img.shape[:2]
    # 2.10's C++ takes the angle and the centre as floats (measured)
    degrees, center = float(np.float32(degrees)), tuple(map(float, np.float32(
        _center_of(img, center))))
    matrix = px.rotation_matrix(degrees, center)
    out_h, out_w = h, w
    if expand:  # the bounding box of the turned image, centred
        box_w, box_h = _turned_box(w, h, degrees, center)
        out_w, out_h = int(np.rint(box_w)), int(np.rint(box_h))
        matrix[:, 2] += (box_w / 2 - w / 2, box_h / 2 - h / 2)
    return px.warp_affine(img, matrix, out_h, out_w, nearest, fill_for(img, fill))


class Rotate(_Warp):
    """Turned by ``degrees`` counter-clockwise about ``center`` ((x, y); default the image's
    centre); ``expand`` grows the output to hold the whole turned image; ``fill_value`` (RGB)
    outside."""

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        self.degrees = _number(degrees, "degrees")
        self._set_resample(resample)
        self.expand = check_bool(expand, "expand")
        check_center(center)
        self.center, self.fill = center, check_fill(fill_value)

    def _apply(self, img):
        if img.ndim < 2:
            raise RuntimeError("Rotate: the image tensor should have at least two dimensions. "
                               "You may need to perform Decode first.")
        if img.ndim <= 3:
            return rotate(img, self.degrees, self.nearest, self.expand, self.center, self._fill())
        # 2.10's video input (measured): each <H,W,C> frame of the last three dimensions
        frames = img.reshape((-1,) + img.shape[-3:])
        out = np.stack([rotate(f, self.degrees, self.nearest, self.expand, self.center,
                               self._fill()) for f in frames])
        if out.size != img.size:
            raise RuntimeError("Cannot reshape, Number of elements do not match")
        return out.reshape(img.shape[:-3] + out.shape[1:])

    def _fill(self):
        """2.10's C++ Rotate / RandomRotation take a fill triple in reverse (measured: (10, 20,
        30) fills an RGB array with (30, 20, 10), a 2-D one with 30); RandomRotation on a PIL
        image (its Python implementation, ``_pil``) keeps the order."""
        return self.fill[::-1]


def _rotation_range(degrees):
    """2.10's ``RandomRotation.degrees``: the range taken modulo 360 (a number ``d`` as [-d', d']
    with d' = d % 360; a pair as [lo % 360, hi % 360], hi + 360 when that is below lo; a pair
    spanning 360 or more as [-180, 180])."""
    if not isinstance(degrees, (list, tuple)):
        return [-(degrees % 360), degrees % 360]
    if degrees[1] - degrees[0] >= 360:
        return [-180, 180]
    low, high = degrees[0] % 360, degrees[1] % 360
    return [low, high + 360 if low > high else high]


class RandomRotation(Rotate):
    """``Rotate`` by an angle drawn uniformly from ``degrees`` (a number ``d``: [-d, d])."""

    random = True

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        check_degrees(degrees)
        super().__init__(0, resample, expand, center, fill_value)
        self.degrees = _rotation_range(degrees)
        self.range = tuple(float(d) for d in self.degrees)

    def _not_pil(self, img):
        raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data "
                        f"or ToPIL() for decoded data.")

    def _pil(self, img, rng):
        """2.10's Python implementation (a PIL image): an angle from ``rng.uniform``, PIL's
        rotation (ANTIALIAS: quarter turns about the centre only)."""
        return _ptu.random_rotation(img, self.range, int(self.resample), self.expand,
                                    self.center, self.fill, rng=rng)

    def _apply(self, img):
        if img.ndim > 3:
            raise RuntimeError(f"Rotate: input tensor is not in shape of <H,W> or <H,W,C>, but "
                               f"got rank: {img.ndim}")
        # 2.10's C++ draw (measured to the float bit on 4032-pixel warps): r from
        # std::uniform_real_distribution<float>(-1, 1), the angle mid + r * half-width in float
        f32 = np.float32
        low, high = f32(self.range[0]), f32(self.range[1])
        turn = f32(_random.uniform_float(self, -1.0, 1.0))
        angle = float((high + low) / f32(2) + turn * ((high - low) / f32(2)))
        return rotate(img, angle, self.nearest, self.expand, self.center, self._fill())


def _libm_float(name):
    """glibc's float ``name`` (``cosf``, ...) where it loads (2.10's C++ calls the float
    overloads; the double function rounded to float is 1 ulp off for ~1% of arguments), else
    that rounding."""
    try:
        fn = getattr(ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6"), name)
        fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float]
        return lambda x: np.float32(fn(float(x)))
    except (OSError, AttributeError):
        base = getattr(math, name[:-1])
        return lambda x: np.float32(base(float(x)))


_COSF, _SINF, _TANF = (_libm_float(n) for n in ("cosf", "sinf", "tanf"))


def affine_matrix(img, degrees, translate, scale, shear):
    """The forward 2x3 matrix of a turn by ``degrees`` (clockwise on screen), a ``scale``, a
    ``shear`` (x, y) in degrees about the centre, then a shift of ``translate`` (x, y) as
    fractions of the width and height; in float32 as 2.10's C++ computes it (radians rounded
    to float, float cos/sin/tan, the y shear negated), so that warps match its bits (measured
    on 8 uint8 warps)."""
    f32 = np.float32
    h, w = img.shape[:2]
    return _float_affine(h, w, degrees, (f32(translate[0]) * f32(w), f32(translate[1]) *
                                         f32(h)), scale, shear)


def _float_affine(h, w, degrees, shift, scale, shear):
    """``affine_matrix`` with the shift in pixels (float32)."""
    f32 = np.float32

    def radians(value):
        return f32(math.pi * float(f32(value)) / 180.0)

    turn, sx, sy = radians(degrees), radians(shear[0]), radians(-f32(shear[1]))
    s, cos_y, cos_turn = f32(scale), _COSF(sy), _COSF(turn + sy)
    sin_turn, tan_x = _SINF(turn + sy), _TANF(sx)
    m0, m3 = s * cos_turn / cos_y, s * sin_turn / cos_y
    m1 = s * (f32(-1) * cos_turn * tan_x / cos_y - _SINF(turn))
    m4 = s * (f32(-1) * sin_turn * tan_x / cos_y + _COSF(turn))
    cx, cy = f32((w - 1) / 2.0), f32((h - 1) / 2.0)
    tx, ty = f32(shift[0]), f32(shift[1])
    m2 = (f32(1) - m0) * cx - m1 * cy + tx
    m5 = (f32(1) - m4) * cy - m3 * cx + ty
    return np.array([[m0, m1, m2], [m3, m4, m5]], np.float64)


def _affine_shear(shear):
    """Affine's ``shear`` as (x, y) degrees, each in [-180, 180] (2.10's checks and texts)."""
    if isinstance(shear, (list, tuple)):
        if len(shear) != 2:
            raise TypeError("The length of shear should be 2.")
        for k, s in enumerate(shear):
            _number(s, f"shear[{k}]", _INT_FLOAT)
            check_value(s, (-180, 180), f"shear[{k}]")
        return tuple(map(float, shear))
    if not isinstance(shear, numbers.Number):
        raise TypeError(f"Argument shear with value {shear} is not of type [<class 'numbers."
                        f"Number'>, <class 'tuple'>, <class 'list'>], but got {type(shear)}.")
    check_value(shear, (-180, 180), "shear")
    return float(shear), 0.0


class Affine(_Warp):
    """Turn (``degrees``), shift (``translate``: (x, y) fractions in [-1, 1]), ``scale`` and
    ``shear`` (degrees: a number for x, or (x, y)) about the centre, ``fill_value`` outside."""

    def __init__(self, degrees, translate, scale, shear, resample=Inter.NEAREST, fill_value=0):
        self.degrees = _number(degrees, "degrees", _INT_FLOAT)
        check_value(degrees, (-180, 180), "degrees")
        if not isinstance(translate, (list, tuple)):
            raise TypeError(f"Argument translate with value {translate} is not of type "
                            f"[<class 'list'>, <class 'tuple'>], but got {type(translate)}.")
        if len(translate) != 2:
            raise TypeError("The length of translate should be 2.")
        for k, t in enumerate(translate):
            if not -1 <= _number(t, f"translate[{k}]", _INT_FLOAT) <= 1:
                raise ValueError(f"Input translate[{k}] is not within the required interval "
                                 f"of [-1.0, 1.0].")
        self.translate = tuple(map(float, translate))
        self.scale = _number(scale, "scale", _INT_FLOAT)
        if self.scale <= 0:
            raise ValueError("Input scale must be greater than 0.")
        self.shear = _affine_shear(shear)
        self._set_resample(resample)
        self.fill = check_fill(fill_value)

    _enum_text = "Invalid InterpolationMode, only support Linear, Nearest, Cubic and Area."

    def _apply(self, img):
        self._check_cubic(img)
        matrix = affine_matrix(img, self.degrees, self.translate, self.scale, self.shear)
        return px.warp_affine(img, matrix, *img.shape[:2], self.nearest, fill_for(img, self.fill))


def _check_affine_ranges(translate, scale, shear):
    """2.10's checks of RandomAffine's ranges, in its order and texts."""
    if translate is not None:
        type_check_list(translate, (int, float), "translate")
        if len(translate) not in (2, 4):
            raise TypeError("translate should be a list or tuple of length 2 or 4.")
        for i, t in enumerate(translate):
            check_value(t, (-1.0, 1.0), f"translate at {i}")
    if scale is not None:
        type_check(scale, (tuple, list), "scale")   # (2.10's order of the two)
        type_check_list(scale, (int, float), "scale")
        if len(scale) != 2:
            raise TypeError("scale should be a list or tuple of length 2.")
        if scale[0] > scale[1]:
            raise ValueError("Input scale[1] must be equal to or greater than scale[0].")
        if not 0 <= scale[0] <= scale[1] <= 16777216:
            raise ValueError("Input is not within the required interval of [0, 16777216].")
        check_positive(scale[1], "scale[1]")
    if shear is None:
        return
    type_check(shear, (numbers.Number, tuple, list), "shear")
    if isinstance(shear, (int, float)):
        check_positive(shear, "shear")
        return
    type_check_list(shear, (int, float), "shear")
    if len(shear) not in (2, 4):
        raise TypeError("shear must be of length 2 or 4.")
    if len(shear) == 2 and shear[0] > shear[1]:
        raise ValueError("Input shear[1] must be equal to or greater than shear[0]")
    if len(shear) == 4 and (shear[0] > shear[1] or shear[2] > shear[3]):
        raise ValueError("Input shear[1] must be equal to or greater than shear[0] and shear[3] "
                         "must be equal to or greater than shear[2].")


class RandomAffine(_Warp):
    """``Affine`` with random parameters: an angle from ``degrees`` (a number ``d``: [-d, d]),
    a shift from ``translate`` (fractions of the size: (x_min, x_max), or (x_min, x_max, y_min,
    y_max)), a scale from ``scale`` (min, max), shears from ``shear`` (a number ``s``:
    x in [-s, s]; (x_min, x_max); or (x_min, x_max, y_min, y_max))."""

    random = True

    def __init__(self, degrees, translate=None, scale=None, shear=None, resample=Inter.NEAREST,
                 fill_value=0):
        check_degrees(degrees)
        self.degrees = _symmetric(degrees, "degrees")
        _check_affine_ranges(translate, scale, shear)
        translate = (0.0, 0.0) if translate is None else tuple(translate)
        self.translate = translate + (0.0, 0.0) if len(translate) == 2 else translate
        self.scale = (1.0, 1.0) if scale is None else tuple(scale)
        shear = (0.0, 0.0) if shear is None else _symmetric(shear, "shear", 4)
        self.shear = shear + (0.0, 0.0) if len(shear) == 2 else shear
        self._set_resample(resample)
        self.fill = check_fill(fill_value)

    def _not_pil(self, img):
        raise ValueError("Input image should be a Pillow image.")

    def _matrix(self, shape):
        # 2.10's C++ draws (measured): floats for the angle, the x and y shifts (in pixels:
        # the range times the size, in float), the scale, the x and y shears, in that order
        (h, w), f32 = shape, np.float32
        t = self.translate
        draws = [_random.uniform_float(self, *r) for r in (
            self.degrees, (f32(t[0]) * f32(w), f32(t[1]) * f32(w)),
            (f32(t[2]) * f32(h), f32(t[3]) * f32(h)), self.scale, self.shear[:2],
            self.shear[2:])]
        return _float_affine(h, w, draws[0], draws[1:3], draws[3], draws[4:])

    def _pil(self, img, rng):
        """2.10's Python implementation (a PIL image): angle, x and y shifts (rounded pixels),
        scale, x and y shears drawn with ``rng.uniform``; PIL's affine transform (which
        refuses ANTIALIAS's LANCZOS, as in 2.10)."""
        return _ptu.random_affine(img, self.degrees, self.translate[:2], self.scale,
                                  self.shear, int(self.resample), self.fill, rng=rng)

    def _apply(self, img):
        self._check_cubic(img)
        matrix = self._matrix(img.shape[:2])
        return px.warp_affine(img, matrix, *img.shape[:2], self.nearest, fill_for(img, self.fill))
