"""Augmentation policies of ``mindspore.dataset.vision``: ``UniformAugment`` and
``RandomSelectSubpolicy`` over the user's operations, and, on uint8 HWC RGB images,
``RandAugment`` and ``TrivialAugmentWide``, which draw operations (shear, translation, rotation,
brightness, colour, contrast, sharpness, posterize, solarize, autocontrast, equalize) and their
strengths from a space of ``num_magnitude_bins`` magnitudes, as in the RandAugment and
TrivialAugment papers, with MindSpore 2.10's C++ draws, spaces and operations (measured, md5
of eager calls and pipelines). Re-exported by ``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.RandAugment(num_ops=0)(np.zeros((4, 4, 3), np.uint8)).shape
(4, 4, 3)
"""
import math

import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _pixels as px, py_transforms_util as _ptu
from . import affine as geo
from . import color
from ._enums import Inter
from ._geometry import check_int

__all__ = ["RandAugment", "TrivialAugmentWide", "UniformAugment", "RandomSelectSubpolicy"]


# 2.10 keeps its search spaces in a std::map: an operation is drawn by its index in name order
_NAMES = sorted(["Identity", "ShearX", "ShearY", "TranslateX", "TranslateY", "Rotate",
                 "Brightness", "Color", "Contrast", "Sharpness", "Posterize", "Solarize",
                 "AutoContrast", "Equalize"])
_SIGNED = frozenset(["ShearX", "ShearY", "TranslateX", "TranslateY", "Rotate", "Brightness",
                     "Color", "Contrast", "Sharpness"])


def _linspace(start, end, n, scale=1.0, offset=0.0, rounded=False):
    """2.10's float ``Linspace``: ``(start + i * step) * scale + offset``, in float32,
    rounded half to even when ``rounded``."""
    f32 = np.float32
    step = f32(0) if n == 1 else (f32(end) - f32(start)) / f32(n - 1)
    values = [(f32(start) + f32(i) * step) * f32(scale) + f32(offset) for i in range(n)]
    return [np.rint(v) for v in values] if rounded else values


def _magnitudes(name, bins, h, w, wide=False, auto=False):
    """2.10's magnitude space of ``name``: RandAugment's and AutoAugment's, the wide one of
    TrivialAugmentWide (``wide``), AutoAugment's Solarize from 256 (``auto``); None where
    the operation has no magnitude."""
    f32 = np.float32
    if name in ("ShearX", "ShearY"):
        return _linspace(0, f32(0.99) if wide else f32(0.3), bins)
    if name in ("TranslateX", "TranslateY"):
        side = w if name == "TranslateX" else h
        return _linspace(0, 32 if wide else f32(150) / f32(331) * f32(side), bins)
    if name == "Rotate":
        return _linspace(0, 135 if wide else 30, bins)
    if name in ("Brightness", "Color", "Contrast", "Sharpness"):
        return _linspace(0, f32(0.99) if wide else f32(0.9), bins)
    if name == "Posterize":
        return _linspace(0, bins - 1, bins, f32(-6 if wide else -4) / f32(bins - 1), 8, True)
    if name == "Solarize":
        return _linspace(256 if auto else 255, 0, bins)
    return None


def _augment(img, name, m, nearest, fill):
    """2.10's ApplyAugment: ``name`` at the float32 magnitude ``m`` (shears of m radians,
    translations of int(m) image sides, Rotate with its fill triple as 2.10 passes it on;
    measured)."""
    f32, (h, w) = np.float32, img.shape[:2]
    if name in ("ShearX", "ShearY", "TranslateX", "TranslateY"):
        shear = float(f32(float(f32(m) * f32(180)) / math.pi))
        shear = {"ShearX": (shear, 0.0), "ShearY": (0.0, shear)}.get(name, (0.0, 0.0))
        # 2.10's AffineOp takes the int(m) of a translation as a fraction of the side
        shift = {"TranslateX": (float(f32(int(m)) * f32(w)), 0.0),
                 "TranslateY": (0.0, float(f32(int(m)) * f32(h)))}.get(name, (0.0, 0.0))
        matrix = geo._float_affine(h, w, 0.0, shift, 1.0, shear)
        return px.warp_affine(img, matrix, h, w, nearest, geo.fill_for(img, fill))
    if name == "Rotate":
        return geo.rotate(img, float(m), nearest, False, None, (fill[1], fill[2], fill[0]))
    factor = float(f32(1) + f32(m))
    if name in ("Brightness", "Color", "Contrast", "Sharpness"):
        adjust = {"Brightness": color.adjust_brightness, "Color": color.adjust_saturation,
                  "Contrast": color.adjust_contrast, "Sharpness": color.adjust_sharpness}
        return adjust[name](img, factor)
    if name == "Posterize":
        return color.Posterize(int(m))(img)
    if name == "Solarize":
        return np.where(img >= float(m), 255 - img, img).astype(img.dtype)
    if name == "AutoContrast":
        return color.AutoContrast()(img)
    if name == "Equalize":
        return color.Equalize()(img)
    if name == "Invert":
        return color.Invert()(img)
    return img      # Identity


class _Policy(TensorOperation):
    random = True

    def __init__(self, num_magnitude_bins, interpolation, fill_value):
        self.bins = check_int(num_magnitude_bins, "num_magnitude_bins", 2)
        self.nearest = geo.check_resample(interpolation, "interpolation")
        self.fill = geo.check_fill(fill_value)

    def _draw_index(self, n):
        """2.10's ``RandInt(0, n)``: uniform_int(0, n) % n (n itself counts as 0)."""
        return _random.uniform_int(self, 0, n) % n

    def _check(self, img):
        name, what = type(self).__name__, "does not match the requirement of operator."
        if img.dtype != np.uint8:                          # 2.10's messages, in its order
            raise RuntimeError(f"{name}: the data type of image tensor {what} Expecting tensor "
                               f"in type of (uint8). But got type {img.dtype}.")
        if img.ndim != 3:
            raise RuntimeError(f"{name}: the dimension of image tensor {what} Expecting tensor "
                               f"in dimension of (3), in shape of <H, W, C>. But got dimension "
                               f"{img.ndim}.")
        if img.shape[2] != 3:
            raise RuntimeError(f"{name}: the channel of image tensor {what} Expecting tensor "
                               f"in channel of (3). But got channel {img.shape[2]}.")


class RandAugment(_Policy):
    """``num_ops`` operations drawn uniformly (Identity included), each at strength
    ``magnitude`` of ``num_magnitude_bins`` (signed operations turn either way at random);
    ``interpolation`` and ``fill_value`` for the geometric ones."""

    def __init__(self, num_ops=2, magnitude=9, num_magnitude_bins=31, interpolation=Inter.NEAREST,
                 fill_value=0):
        super().__init__(num_magnitude_bins, interpolation, fill_value)
        self.num_ops = check_int(num_ops, "num_ops", 0)
        if isinstance(magnitude, bool) or not isinstance(magnitude, int) or \
                not 0 <= magnitude < self.bins:
            raise ValueError(f"Input magnitude is not within the required interval of [0, "
                             f"{self.bins}).")
        self.magnitude = magnitude

    def _apply(self, img):
        # 2.10's draws per operation: its index, then a sign (drawn for every operation)
        self._check(img)
        for _ in range(self.num_ops):
            name = _NAMES[self._draw_index(len(_NAMES))]
            magnitudes = _magnitudes(name, self.bins, *img.shape[:2])
            m = np.float32(0) if magnitudes is None else magnitudes[self.magnitude]
            if self._draw_index(2) and name in _SIGNED:
                m = -m
            img = _augment(img, name, m, self.nearest, self.fill)
        return img


class TrivialAugmentWide(_Policy):
    """One operation drawn uniformly (Identity included) at a random strength from the wide
    magnitude space of ``num_magnitude_bins``."""

    wide = True

    def __init__(self, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        super().__init__(num_magnitude_bins, interpolation, fill_value)

    def _apply(self, img):
        # 2.10's draws: the operation's index, its magnitude's index, then a sign
        self._check(img)
        name = _NAMES[self._draw_index(len(_NAMES))]
        magnitudes = _magnitudes(name, self.bins, *img.shape[:2], wide=True)
        m = np.float32(0)
        if magnitudes is not None:
            m = magnitudes[self._draw_index(len(magnitudes))]
        if self._draw_index(2) and name in _SIGNED:
            m = -m
        return _augment(img, name, m, self.nearest, self.fill)


class UniformAugment(TensorOperation):
    """``num_ops`` of ``transforms``, distinct and drawn uniformly for each image, each applied
    (in list order) with probability 1/2, as 2.10."""

    random = True

    def __init__(self, transforms, num_ops=2):
        from ..transforms import _check_ops
        if isinstance(num_ops, int) and not isinstance(num_ops, bool) and num_ops <= 0:
            raise ValueError("Input num_ops must be greater than 0.")      # 2.10's messages
        # 2.10 compares num_ops with len(transforms) before it checks transforms (its
        # TypeError for None: "object of type 'NoneType' has no len()"; measured)
        if check_int(num_ops, "num_ops", 1) > len(transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        self.transforms = _check_ops(transforms, "UniformAugment")
        self.num_ops = num_ops

    def _pil(self, img, rng):   # 2.10's Python implementation: numpy's choice, Python's draws
        return _ptu.uniform_augment(img, self.transforms, self.num_ops, rng=rng)

    def _apply(self, img):
        # 2.10: std::sample of num_ops transforms (in list order), each then skipped when a
        # uniform_int(0, 1) draw gives 1
        for k in _random.sampled(self, len(self.transforms), self.num_ops):
            if not _random.uniform_int(self, 0, 1):
                img = self.transforms[k](img)
        return img


def _check_policy_pair(pair, where):
    if not isinstance(pair, tuple) or len(pair) != 2:
        raise ValueError(f"Value {where} needs to be a 2-tuple.")
    if not callable(pair[0]):
        raise TypeError(f"op of (op, prob) in {where} is neither a transforms op "
                        f"(TensorOperation) nor a callable pyfunc.")
    if not 0 <= pair[1] <= 1:
        raise ValueError(f"Input prob of (op, prob) {where} is not within the required "
                         f"interval of [0, 1].")


class RandomSelectSubpolicy(TensorOperation):
    """One sub-policy of ``policy`` drawn for each image; a sub-policy is a list of
    (operation, probability) pairs, each operation applied with its probability."""

    random = True

    def __init__(self, policy):
        if not isinstance(policy, list):
            raise TypeError(f"Argument policy with value {policy} is not of type "
                            f"[<class 'list'>], but got {type(policy)}.")
        if not policy:
            raise ValueError("policy can not be empty.")
        for i, sub in enumerate(policy):                  # 2.10's checks and texts
            if not isinstance(sub, list):
                raise TypeError(f"Argument policy[[{i}]] with value {sub} is not of type "
                                f"[<class 'list'>], but got {type(sub)}.")
            if not sub:
                raise ValueError(f"policy[{i}] can not be empty.")
            for j, pair in enumerate(sub):
                _check_policy_pair(pair, f"policy[{i}][{j}]")
        self.policy = policy

    def _apply(self, img):
        # 2.10's draws: uniform_int(0, n - 1) picks the sub-policy, then a
        # uniform_real<double>(0, 1) <= prob for each of its operations
        for op, prob in self.policy[_random.uniform_int(self, 0, len(self.policy) - 1)]:
            if _random.unit(self) <= prob:
                img = op(img)
        return img
