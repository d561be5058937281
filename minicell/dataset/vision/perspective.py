"""Perspective warps of ``mindspore.dataset.vision``: ``Perspective`` (the four
``start_points`` moved onto the ``end_points``) and ``RandomPerspective`` (corners moved
inwards by up to ``distortion_scale`` of half the image), sampled as OpenCV's warpPerspective
(bilinear, nearest or bicubic; zeros outside)."""
import numpy as np

from .. import _random
from ..core.validator_helpers import (INT32_MAX, INT32_MIN, check_value, type_check,
                                      type_check_list)
from ..transforms import TensorOperation, _is_pil
from . import _cv8, _pixels as px, py_transforms_util as ptu
from .py_transforms_util import _perspective_coeffs as _pil_coeffs
from ._enums import Inter, check_inter

__all__ = ["Perspective", "RandomPerspective"]


def _check_points(start_points, end_points):
    """2.10's checks (texts and order, measured): both lists' items are lists, then each list
    has 4 pairs of int32."""
    type_check_list(start_points, (list, tuple), "start_points")
    type_check_list(end_points, (list, tuple), "end_points")
    out = []
    for points, name in ((start_points, "start_points"), (end_points, "end_points")):
        if len(points) != 4:
            raise TypeError(f"{name} should be a list or tuple of length 4.")
        for i, point in enumerate(points):
            if len(point) != 2:
                raise TypeError(f"{name}[{i}] should be a list or tuple of length 2.")
            for j, v in enumerate(point):
                type_check(v, (int,), f"{name}[{i}][{j}]")
                check_value(v, (INT32_MIN, INT32_MAX), f"{name}[{i}][{j}]")
        out.append([tuple(p) for p in points])
    return out


def _inter(interpolation):
    inter = check_inter(interpolation)
    if inter not in (Inter.NEAREST, Inter.BILINEAR, Inter.BICUBIC, Inter.AREA):
        raise RuntimeError(f"Perspective: Invalid interpolation mode {inter.name}, only support "
                           f"BILINEAR, NEAREST, BICUBIC and AREA.")
    return "BILINEAR" if inter == Inter.AREA else inter.name


def warp_perspective(img, start_points, end_points, method):
    if img.ndim not in (2, 3):
        raise RuntimeError(f"Perspective: the input should be an image of shape <H,W> or "
                           f"<H,W,C>, but got shape {img.shape}.")
    inv = _cv8.invert3(_cv8.perspective_transform(start_points, end_points))
    if img.dtype == np.uint8:
        return _cv8.warp_perspective(img, inv, method, 0)
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
    den = inv[2, 0] * xs + inv[2, 1] * ys + inv[2, 2]
    den = np.where(den != 0, 1.0 / np.where(den != 0, den, 1), 0)
    sx = (inv[0, 0] * xs + inv[0, 1] * ys + inv[0, 2]) * den
    sy = (inv[1, 0] * xs + inv[1, 1] * ys + inv[1, 2]) * den
    return px.remap(img, sx, sy, method, 0)


class Perspective(TensorOperation):
    """The image warped so that ``start_points`` (four [x, y]) land on ``end_points``."""

    def __init__(self, start_points, end_points, interpolation=Inter.BILINEAR):
        self.start, self.end = _check_points(start_points, end_points)
        self.method = _inter(interpolation)
        self.inter = check_inter(interpolation)

    def __call__(self, *args):
        # 2.10 warps a PIL image with its Python implementation: PIL's own perspective
        # transform (test_perspective.py test_perspective_python_implement's values)
        if len(args) == 1 and _is_pil(args[0]) and self.inter in _PIL_INTER:
            from PIL import Image
            return args[0].transform(args[0].size, Image.PERSPECTIVE,
                                     _pil_coeffs(self.start, self.end), _PIL_INTER[self.inter])
        return super().__call__(*args)

    def _apply(self, img):
        return warp_perspective(img, self.start, self.end, self.method)


class RandomPerspective(TensorOperation):
    """With probability ``prob``, each corner moved inwards by a random amount up to
    ``distortion_scale`` of half the width/height, and the PIL image warped accordingly."""

    random = True
    keeps_pil = True

    def __init__(self, distortion_scale=0.5, prob=0.5, interpolation=Inter.BICUBIC):
        for name, value in (("distortion_scale", distortion_scale), ("prob", prob)):
            if isinstance(value, bool) or not isinstance(value, float) and \
                    not (name == "distortion_scale" and isinstance(value, int)):
                raise TypeError(f"Argument {name} with value {value} is not of type "
                                f"[<class 'float'>], but got {type(value)}.")
            if not 0 <= value <= 1:
                raise ValueError(f"Input {name} is not within the required interval of "
                                 f"[0.0, 1.0].")
        self.scale, self.prob = float(distortion_scale), prob
        self.inter = check_inter(interpolation)

    def __call__(self, img):
        # 2.10 implements it in Python on PIL images only (its _execute_py; measured: a numpy
        # array is this ValueError whatever prob draws), warped by PIL's own perspective
        # transform (fast on large photos: the C++-exact numpy warp took minutes on 4032x2268)
        if not _is_pil(img):
            raise ValueError("Input image should be a Pillow image.")
        rng = _random.python_random()   # 2.10's draws: Python's random (a row's, in a map)
        if not self.prob > rng.random():
            return img
        resample = _PIL_INTER.get(self.inter)
        if resample is None:    # (measured: AREA / PILCUBIC fail only when the warp runs)
            raise RuntimeError("Unsupported interpolation, only support NEAREST, ANTIALIAS, "
                               "LINEAR and CUBIC.")
        start, end = ptu.get_perspective_params(img, self.scale, rng=rng)
        return ptu.perspective(img, start, end, resample)


# 2.10's Inter.to_python_type (ANTIALIAS is PIL's LANCZOS, which PIL's transform refuses)
_PIL_INTER = {Inter.NEAREST: 0, Inter.ANTIALIAS: 1, Inter.BILINEAR: 2, Inter.BICUBIC: 3}
