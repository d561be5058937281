"""``SlicePatches`` (with ``SliceMode``), ``RandomLighting`` (AlexNet's PCA colour noise) and
the image queries ``get_image_num_channels`` / ``get_image_size`` of
``mindspore.dataset.vision``, with MindSpore 2.10's outputs and messages (measured)."""
import enum

import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _pixels as px, py_transforms_util as _ptu
from .py_transforms_util import _EIGVAL, _EIGVEC   # ImageNet's eigenvalues / eigenvectors

__all__ = ["SliceMode", "SlicePatches", "RandomLighting", "get_image_num_channels",
           "get_image_size"]

_INT_MAX = 2147483647


class SliceMode(enum.IntEnum):
    """What ``SlicePatches`` does with a size that does not divide: pad or drop the rest."""
    PAD = 0
    DROP = 1


def _check_count(name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'int'>], "
                        f"but got {type(value)}.")
    if not 1 <= value <= _INT_MAX:
        raise ValueError(f"Input {name} is not within the required interval of [1, {_INT_MAX}].")
    return value


class SlicePatches(TensorOperation):
    """The image cut into ``num_height`` x ``num_width`` patches (row by row, one output
    column each); with ``SliceMode.PAD`` the image is first padded at the bottom/right with
    ``fill_value`` to a multiple of the counts, with ``DROP`` the remainder is left out."""

    def __init__(self, num_height=1, num_width=1, slice_mode=SliceMode.PAD, fill_value=0):
        self.rows, self.cols = _check_count("num_height", num_height), \
            _check_count("num_width", num_width)
        if not isinstance(slice_mode, SliceMode):
            raise TypeError(f"Argument slice_mode with value {slice_mode} is not of type "
                            f"[<enum 'SliceMode'>], but got {type(slice_mode)}.")
        if isinstance(fill_value, bool) or not isinstance(fill_value, int) or \
                not 0 <= fill_value <= 255:
            raise ValueError("Input fill_value is not within the required interval of [0, 255].")
        self.mode, self.fill = slice_mode, fill_value

    def _apply(self, img):
        if img.ndim not in (2, 3):
            raise RuntimeError(f"SlicePatches: input tensor is not in shape of <H,W> or <H,W,C>, "
                               f"but got rank: {img.ndim}")
        h, w = img.shape[:2]
        if self.mode == SliceMode.PAD:
            ph, pw = -(-h // self.rows), -(-w // self.cols)
            padded = np.full((ph * self.rows, pw * self.cols) + img.shape[2:], self.fill,
                             img.dtype)
            padded[:h, :w] = img
            img = padded
        else:
            ph, pw = h // self.rows, w // self.cols
        patches = tuple(np.ascontiguousarray(img[i * ph:(i + 1) * ph, j * pw:(j + 1) * pw])
                        for i in range(self.rows) for j in range(self.cols))
        return patches[0] if len(patches) == 1 else patches


_EIG = (_EIGVEC * _EIGVAL).astype(np.float32)   # 2.10's float32 products; row i: channel i


class RandomLighting(TensorOperation):
    """AlexNet's PCA lighting noise: each RGB pixel plus ``eigvec @ (a * eigval)`` with
    ``a`` ~ N(0, ``alpha``) drawn per image (ImageNet's eigen decomposition; 2.10's three
    float normal draws, in float32 arithmetic), saturated to the dtype."""

    random = True

    def __init__(self, alpha=0.05):
        if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
            raise TypeError(f"Argument alpha with value {alpha} is not of type "
                            f"[<class 'float'>, <class 'int'>], but got {type(alpha)}.")
        if not 0 <= alpha <= 16777216:
            raise ValueError("Input alpha is not within the required interval of [0, 16777216].")
        self.alpha = float(alpha)

    def _pil(self, img, rng):   # 2.10's Python implementation: numpy's normal draws, float64
        return _ptu.random_lighting(img, self.alpha, rng=rng)

    def _apply(self, img):
        if img.ndim != 3 or img.shape[2] != 3:
            shape = ",".join(map(str, img.shape))
            raise RuntimeError(f"RandomLighting: input tensor is not in shape of <H,W,C> or "
                               f"channel is not 3, got rank: {img.ndim}, and shape: <{shape}>")
        a = np.array([_random.normal(self, 0.0, self.alpha) for _ in range(3)], np.float32)
        if self.alpha == 0:
            return img
        shift = (_EIG[:, 0] * a[0] + _EIG[:, 1] * a[1]) + _EIG[:, 2] * a[2]
        if img.dtype == np.uint8:   # the same sums as a lookup per channel (fast on photos)
            lut = px.saturate(np.arange(256, dtype=np.float32)[:, None] + shift, np.uint8)
            out = np.empty_like(img)
            for c in range(3):
                out[..., c] = lut[:, c][img[..., c]]
            return out
        return px.saturate(img.astype(np.float64) + shift, img.dtype)


def _image(img, api):
    from PIL import Image
    if not isinstance(img, (np.ndarray, Image.Image)):
        raise TypeError(f"Input image is not of type {np.ndarray} or {Image.Image}, but got: "
                        f"{type(img)}.")
    arr = np.asarray(img)
    if arr.ndim < 2:
        raise RuntimeError(f"{api}: invalid parameter, image should have at least two "
                           f"dimensions, but got: {arr.ndim}")
    return arr


def get_image_num_channels(image):
    """The channel count of an <H,W> (1) or <H,W,C> image (numpy or PIL)."""
    arr = _image(image, "GetImageNumChannels")
    return 1 if arr.ndim == 2 else int(arr.shape[2])


def get_image_size(image):
    """[height, width] of an image (numpy or PIL)."""
    arr = _image(image, "GetImageSize")
    return [int(arr.shape[0]), int(arr.shape[1])]
