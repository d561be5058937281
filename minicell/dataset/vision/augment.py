"""Erasing and mixing augmentations of ``mindspore.dataset.vision``: ``CutOut`` and
``RandomErasing`` on one image, ``MixUpBatch`` and ``CutMixBatch`` on a batch of images with
their one-hot labels (map them after ``batch`` on the (image, label) columns). Re-exported by
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> images, labels = np.ones((2, 4, 4, 3), np.uint8), np.eye(2, dtype=np.int32)
>>> out_images, out_labels = vision.MixUpBatch()(images, labels)
>>> out_images.dtype, out_labels.dtype, out_labels.sum(axis=1).round(6).tolist()
(dtype('uint8'), dtype('float32'), [1.0, 1.0])
"""
import enum
import math
import random

import numpy as np

from .. import _random
from ..core.validator_helpers import (FLOAT_MAX_INTEGER, check_positive, check_value,
                                      type_check, type_check_list)
from ..transforms import TensorOperation
from . import _pixels as px
from ._enums import check_enum
from ._geometry import check_bool, check_int, check_prob

__all__ = ["ImageBatchFormat", "CutOut", "RandomErasing", "MixUpBatch", "CutMixBatch"]


class ImageBatchFormat(enum.IntEnum):
    """Layout of an image batch for ``CutMixBatch``."""
    NHWC = 0
    NCHW = 1


class CutOut(TensorOperation):
    """``num_patches`` squares of side ``length`` at random places set to zero (cut by
    the border, as MindSpore's); ``is_hwc=False`` for CHW images."""

    random = True

    def __init__(self, length, num_patches=1, is_hwc=True):
        self.length = check_int(length, "length", 1)
        self.num_patches = check_int(num_patches, "num_patches", 1)
        self.is_hwc = check_bool(is_hwc, "is_hwc")

    def _apply(self, img):
        if img.ndim < 3:                # 2.10's kernel takes 3-D images only (measured)
            raise RuntimeError("CutOut: shape is invalid.")
        if img.ndim > 3:
            raise RuntimeError(f"CutOut: image shape is not <{'H,W,C' if self.is_hwc else 'C,H,W'}"
                               f">, but got rank: {img.ndim}")
        out = img.copy()
        view = out if self.is_hwc else np.moveaxis(out, 0, -1)
        h, w = view.shape[:2]
        if self.length > min(h, w):     # ('box weight' and the missing ', ': 2.10's text)
            raise RuntimeError(f"CutOut: box size is too large for image erase, got box "
                               f"height: {self.length}box weight: {self.length}, and image "
                               f"height: {h}, image width: {w}")
        for _ in range(self.num_patches):   # 2.10's draws (measured): top in [-length, h],
            top = _random.uniform_int(self, 0, h + self.length) - self.length   # then left
            left = _random.uniform_int(self, 0, w + self.length) - self.length
            view[max(top, 0):top + self.length, max(left, 0):left + self.length] = 0
        return out


def _check_erasing_ranges(scale, ratio):
    """2.10's checks of RandomErasing's ``scale`` and ``ratio``: pairs of numbers, each in
    (min, max) order; scale within [0, 2**24] with a positive max, ratio's ends in (0, 2**24]."""
    for name, pair in (("scale", scale), ("ratio", ratio)):
        type_check_list(pair, (float, int), name)
        if len(pair) != 2:
            raise TypeError(f"{name} should be a list or tuple of length 2.")
    if scale[0] > scale[1]:
        raise ValueError("scale should be in (min,max) format. Got (max,min).")
    if not 0 <= scale[0] <= scale[1] <= FLOAT_MAX_INTEGER:
        raise ValueError(f"Input is not within the required interval of [0, {FLOAT_MAX_INTEGER}].")
    check_positive(scale[1], "scale[1]")
    if ratio[0] > ratio[1]:
        raise ValueError("ratio should be in (min,max) format. Got (max,min).")
    for end in ratio:
        check_value(end, (0, FLOAT_MAX_INTEGER), left_open=True)


class RandomErasing(TensorOperation):
    """With probability ``prob``, a rectangle of a CHW image (after ``ToTensor``) of area
    ``scale`` x the image's and aspect ratio ``ratio`` (uniform, as 2.10) set to ``value`` (a
    number, one per channel, or ``'random'``: standard normal noise); tried ``max_attempts``
    times."""

    random = True

    def __init__(self, prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False,
                 max_attempts=10):
        self.prob = check_prob(prob)
        _check_erasing_ranges(scale, ratio)
        if not isinstance(value, (int, float, list, tuple, str)):     # 2.10's texts (measured)
            type_check(value, (int, list, tuple, str), "value")
        if isinstance(value, str) and value != "random" or \
                isinstance(value, (list, tuple)) and len(value) != 3:
            raise ValueError("The value for erasing should be either a single value, or a string "
                             "'random', or a sequence of 3 elements for RGB respectively.")
        self.scale, self.ratio, self.value = scale, ratio, value
        self.inplace = inplace
        type_check(max_attempts, (int,), "max_attempts")
        check_value(max_attempts, (1, FLOAT_MAX_INTEGER))   # (2.10's text names no argument)
        self.max_attempts = max_attempts

    def _apply(self, img):
        # 2.10's Python draws: prob > random(), then per attempt an area and an aspect ratio
        # (uniform), the width and height rounded, the corner by randint
        draw = _random.python_random()
        if not self.prob > draw.random():
            return img
        channels, h, w = img.shape if img.ndim == 3 else (1,) + img.shape
        for _ in range(self.max_attempts):
            area = draw.uniform(self.scale[0], self.scale[1]) * (h * w)
            aspect = draw.uniform(self.ratio[0], self.ratio[1])
            ew = int(round(math.sqrt(area * aspect)))
            eh = int(round(ew / aspect))
            if eh < h and ew < w:
                top, left = draw.randint(0, h - eh), draw.randint(0, w - ew)
                out = img if self.inplace else img.copy()
                if self.value == "random":
                    noise = np.random if draw is random else _random.current()
                    fill = noise.normal(0.0, 1.0, (channels, eh, ew))
                else:
                    fill = np.asarray(self.value, np.float64).reshape(-1, 1, 1)
                region = out[..., top:top + eh, left:left + ew]
                region[...] = fill if img.ndim == 3 else fill[0]
                return out
        return img


def _check_batch(images, labels, api):
    """2.10's checks of a batch of images and one-hot labels, in its order and texts
    (measured): CutMixBatch checks the label's type and rank before the batch sizes,
    MixUpBatch the batch sizes first (with its 'rank of image shape' text)."""
    cut = api == "CutMixBatch"
    if images.ndim != 4:
        raise RuntimeError(
            f"{api}: input image is not in shape of <B,H,W,C> or <B,C,H,W>, but got dimension: "
            f"{images.ndim}. You may need to perform Batch first." if cut else
            f"{api}: rank of image shape should be: 4, but got: {images.ndim}, make sure image "
            f"shape are <H,W,C> or <C,H,W> and batched before calling MixUpBatch.")
    if not cut and labels.shape[:1] != images.shape[:1]:
        raise RuntimeError(f"{api}: rank of image shape should be: 4, but got: 4, make sure "
                           f"image shape are <H,W,C> or <C,H,W> and batched before calling "
                           f"MixUpBatch.")
    if labels.dtype.kind not in "biuf":
        raise RuntimeError(f"{api}: invalid label type, label must be in a numeric type, but "
                           f"got: string. You may need to perform OneHot first.")
    if labels.ndim not in (2, 3):
        raise RuntimeError(
            f"{api}: input label is not in shape of <Batch,Class> or <Batch,Row,Class>, but got "
            f"dimension: {labels.ndim}. You may need to perform OneHot and Batch first." if cut
            else f"{api}: wrong labels shape. The second column (labels) must have a shape of "
            f"NC or NLC where N is the batch size, L is the number of labels in each row, and C "
            f"is the number of classes. labels must be in one-hot format and in a batch, but "
            f"got rank: {labels.ndim}")
    if labels.shape[0] != images.shape[0]:
        raise RuntimeError(f"{api}: batch sizes of image and label must be the same, but got "
                           f"image size: {images.shape[0]} and label size: {labels.shape[0]}")


def _check_alpha(alpha):
    type_check(alpha, (int, float), "alpha")    # 2.10's text (measured)
    if alpha <= 0:
        raise ValueError("Input alpha must be greater than 0.")
    return float(alpha)


def _mix_labels(labels, other, lam):
    lam = np.reshape(np.asarray(lam, np.float32), (-1,) + (1,) * (labels.ndim - 1))
    return labels.astype(np.float32) * lam + other.astype(np.float32) * (1 - lam)


class MixUpBatch(TensorOperation):
    """Each image and label of the batch blended with those of another row (a random
    permutation) by a weight drawn from Beta(``alpha``, ``alpha``), one for the batch. Images
    keep their dtype; labels become float32. 2.10's draws: lambda = x1 / (x1 + x2) of two
    Gamma(alpha, 1) floats (each from a new distribution: measured), then the permutation
    (``std::shuffle``); float32 arithmetic."""

    random = True

    def __init__(self, alpha=1.0):
        self.alpha = _check_alpha(alpha)

    def _apply(self, images, labels):
        _check_batch(images, labels, "MixUpBatch")
        x1 = np.float32(_random.gamma(self, self.alpha)())      # (two distributions)
        x2 = np.float32(_random.gamma(self, self.alpha)())
        lam = np.float32(x1 / (x1 + x2))
        perm = _random.shuffled(self, list(range(len(images))))
        mixed = px.saturate(images.astype(np.float32) * lam +
                            images[perm].astype(np.float32) * (1 - lam), images.dtype)
        return mixed, _mix_labels(labels, labels[perm], np.full(len(images), lam))


def _crop_box(op, height, width, lam):
    """2.10's CutMix box (x, y, width, height) for ``lam``: sides scaled by sqrt(1 - lam), the
    centre drawn as uniform_int(0, width) then uniform_int(0, height), clamped inside."""
    cut = np.sqrt(np.float32(1) - lam)
    cut_w, cut_h = int(np.float32(width) * cut), int(np.float32(height) * cut)
    cx, cy = _random.uniform_int(op, 0, width), _random.uniform_int(op, 0, height)
    x, y = min(max(cx - cut_w // 2, 0), width - 1), min(max(cy - cut_h // 2, 0), height - 1)
    x2 = min(max(cx + cut_w // 2, 0), width - 1)
    y2 = min(max(cy + cut_h // 2, 0), height - 1)
    return x, y, min(max(x2 - x, 1), width - 1), min(max(y2 - y, 1), height - 1)


class CutMixBatch(TensorOperation):
    """With probability ``prob`` for each image, a box of another row's image (a random
    permutation) pasted in, its area about 1 - lambda of the image's, lambda drawn from
    Beta(``alpha``, ``alpha``); labels mixed by the areas. ``image_batch_format`` is
    ``ImageBatchFormat.NHWC`` or ``NCHW``. Labels become float32. 2.10's draws: the
    permutation first, then per image two Gamma(alpha, 1) floats (two distributions), a
    uniform double against ``prob`` and the box's centre."""

    random = True

    def __init__(self, image_batch_format, alpha=1.0, prob=1.0):
        from ..core.validator_helpers import check_value, type_check
        self.format = check_enum(image_batch_format, ImageBatchFormat, "image_batch_format")
        type_check(alpha, (int, float), "alpha")
        type_check(prob, (int, float), "prob")
        check_value(alpha, (0, 16777216), left_open=True)   # (2.10: before 'greater than 0')
        self.alpha = _check_alpha(alpha)
        check_value(prob, (0, 1), "prob")
        self.prob = float(prob)

    def _apply(self, images, labels):
        _check_batch(images, labels, "CutMixBatch")
        nhwc = images if self.format == ImageBatchFormat.NHWC else np.moveaxis(images, 1, -1)
        out, (h, w) = nhwc.copy(), nhwc.shape[1:3]
        perm = _random.shuffled(self, list(range(len(images))))
        gamma_a, gamma_b = _random.gamma(self, self.alpha), _random.gamma(self, self.alpha)
        lams = np.ones(len(images), np.float32)
        for i in range(len(images)):
            x1, x2 = np.float32(gamma_a()), np.float32(gamma_b())
            lam = np.float32(x1 / (x1 + x2))
            if not _random.unit(self) < self.prob:
                continue
            x, y, cw, ch = _crop_box(self, h, w, lam)
            out[i, y:y + ch, x:x + cw] = nhwc[perm[i], y:y + ch, x:x + cw]
            lams[i] = np.float32(1) - np.float32(cw * ch) / np.float32(h * w)
        out = out if self.format == ImageBatchFormat.NHWC else np.moveaxis(out, -1, 1)
        return np.ascontiguousarray(out), _mix_labels(labels, labels[perm], lams)
