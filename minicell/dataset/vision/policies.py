"""Augmentation policies of ``mindspore.dataset.vision``: ``UniformAugment`` and
``RandomSelectSubpolicy`` over the user's operations, and, on uint8 HWC RGB images,
``RandAugment`` and ``TrivialAugmentWide``, which draw operations (shear, translation, rotation,
brightness, colour, contrast, sharpness, posterize, solarize, autocontrast, equalize) and their
strengths from a space of ``num_magnitude_bins`` magnitudes, as in the RandAugment and
TrivialAugment papers. Re-exported by ``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.RandAugment(num_ops=0)(np.zeros((4, 4, 3), np.uint8)).shape
(4, 4, 3)
"""
import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _pixels as px
from . import affine as geo
from . import color
from ._enums import Inter
from ._geometry import check_int

__all__ = ["RandAugment", "TrivialAugmentWide", "UniformAugment", "RandomSelectSubpolicy"]


def _warp(img, nearest, fill, degrees=0.0, translate=(0.0, 0.0), shear=(0.0, 0.0)):
    matrix = geo.affine_matrix(img, degrees, translate, 1.0, shear)
    return px.warp_affine(img, matrix, *img.shape[:2], nearest, geo.fill_for(img, fill))


# name -> (magnitudes(bins, height, width, wide), signed, apply(img, magnitude, nearest, fill))
_OPS = {
    "Identity": (None, False, lambda img, m, n, f: img),
    "ShearX": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.3, b), True,
               lambda img, m, n, f: _warp(img, n, f, shear=(np.degrees(np.arctan(m)), 0))),
    "ShearY": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.3, b), True,
               lambda img, m, n, f: _warp(img, n, f, shear=(0, np.degrees(np.arctan(m))))),
    "TranslateX": (lambda b, h, w, wide: np.linspace(0, 32 if wide else 150 / 331 * w, b),
                   True, lambda img, m, n, f: _warp(img, n, f, translate=(m / img.shape[1], 0))),
    "TranslateY": (lambda b, h, w, wide: np.linspace(0, 32 if wide else 150 / 331 * h, b),
                   True, lambda img, m, n, f: _warp(img, n, f, translate=(0, m / img.shape[0]))),
    "Rotate": (lambda b, h, w, wide: np.linspace(0, 135 if wide else 30, b), True,
               lambda img, m, n, f: _warp(img, n, f, degrees=m)),
    "Brightness": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.9, b), True,
                   lambda img, m, n, f: color.adjust_brightness(img, 1 + m)),
    "Color": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.9, b), True,
              lambda img, m, n, f: color.adjust_saturation(img, 1 + m)),
    "Contrast": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.9, b), True,
                 lambda img, m, n, f: color.adjust_contrast(img, 1 + m)),
    "Sharpness": (lambda b, h, w, wide: np.linspace(0, 0.99 if wide else 0.9, b), True,
                  lambda img, m, n, f: color.adjust_sharpness(img, 1 + m)),
    "Posterize": (lambda b, h, w, wide: 8 - np.round(np.arange(b) / ((b - 1) / (6 if wide
                                                                               else 4))),
                  False, lambda img, m, n, f: color.Posterize(int(m))(img)),
    "Solarize": (lambda b, h, w, wide: np.linspace(255, 0, b), False,
                 lambda img, m, n, f: color.Solarize(float(m))(img)),
    "AutoContrast": (None, False, lambda img, m, n, f: color.AutoContrast()(img)),
    "Equalize": (None, False, lambda img, m, n, f: color.Equalize()(img)),
}


class _Policy(TensorOperation):
    random = True
    wide = False

    def __init__(self, num_magnitude_bins, interpolation, fill_value):
        self.bins = check_int(num_magnitude_bins, "num_magnitude_bins", 2)
        self.nearest = geo.check_resample(interpolation, "interpolation")
        self.fill = geo.check_fill(fill_value)

    def _run(self, img, name, level, rng):
        magnitudes, signed, apply = _OPS[name]
        m = 0.0 if magnitudes is None else \
            float(magnitudes(self.bins, img.shape[0], img.shape[1], self.wide)[level])
        if signed and rng.random() < 0.5:
            m = -m
        return apply(img, m, self.nearest, self.fill)

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
        self._check(img)
        rng, names = _random.current(), list(_OPS)
        for _ in range(self.num_ops):
            img = self._run(img, names[rng.integers(len(names))], self.magnitude, rng)
        return img


class TrivialAugmentWide(_Policy):
    """One operation drawn uniformly (Identity included) at a random strength from the wide
    magnitude space of ``num_magnitude_bins``."""

    wide = True

    def __init__(self, num_magnitude_bins=31, interpolation=Inter.NEAREST, fill_value=0):
        super().__init__(num_magnitude_bins, interpolation, fill_value)

    def _apply(self, img):
        self._check(img)
        rng, names = _random.current(), list(_OPS)
        name = names[rng.integers(len(names))]
        return self._run(img, name, int(rng.integers(self.bins)), rng)


class UniformAugment(TensorOperation):
    """``num_ops`` of ``transforms``, distinct and drawn uniformly for each image, each applied
    (in list order) with probability 1/2, as 2.10."""

    random = True

    def __init__(self, transforms, num_ops=2):
        from ..transforms import _check_ops
        self.transforms = _check_ops(transforms, "UniformAugment")
        if isinstance(num_ops, int) and not isinstance(num_ops, bool) and num_ops <= 0:
            raise ValueError("Input num_ops must be greater than 0.")      # 2.10's messages
        if check_int(num_ops, "num_ops", 1) > len(self.transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        self.num_ops = num_ops

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
