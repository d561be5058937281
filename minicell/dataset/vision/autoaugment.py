"""``AutoAugment`` (the learned ImageNet, CIFAR-10 and SVHN policies of the AutoAugment paper,
each 25 pairs of (operation, probability, magnitude level) over 10 magnitude levels) and the
Python ``MixUp`` (a batch mixed with itself shifted by one, or with the previous batch).
Re-exported by ``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.AutoAugment(vision.AutoAugmentPolicy.SVHN)(np.zeros((4, 4, 3), np.uint8)).shape
(4, 4, 3)
"""
import enum

import numpy as np

from .. import _random
from ..transforms import TensorOperation
from ._enums import Inter
from .py_transforms_util import _numpy_random
from .policies import _SIGNED, _Policy, _augment, _magnitudes

__all__ = ["AutoAugmentPolicy", "AutoAugment", "MixUp"]


class AutoAugmentPolicy(str, enum.Enum):
    """The data set whose learned policy ``AutoAugment`` applies."""
    IMAGENET = "imagenet"
    CIFAR10 = "cifar10"
    SVHN = "svhn"


def _pairs(text):
    """'Op p m, Op p m; ...' -> [((op, p, m), (op, p, m)), ...] (m '-' for no magnitude)."""
    out = []
    for pair in text.split(";"):
        ops = []
        for op in pair.split(","):
            name, prob, level = op.split()
            ops.append((name, float(prob), None if level == "-" else int(level)))
        out.append(tuple(ops))
    return out


_POLICIES = {
    AutoAugmentPolicy.IMAGENET: _pairs(
        "Posterize .4 8, Rotate .6 9; Solarize .6 5, AutoContrast .6 -; Equalize .8 -, Equalize "
        ".6 -; Posterize .6 7, Posterize .6 6; Equalize .4 -, Solarize .2 4; Equalize .4 -, "
        "Rotate .8 8; Solarize .6 3, Equalize .6 -; Posterize .8 5, Equalize 1 -; Rotate .2 3, "
        "Solarize .6 8; Equalize .6 -, Posterize .4 6; Rotate .8 8, Color .4 0; Rotate .4 9, "
        "Equalize .6 -; Equalize 0 -, Equalize .8 -; Invert .6 -, Equalize 1 -; Color .6 4, "
        "Contrast 1 8; Rotate .8 8, Color 1 2; Color .8 8, Solarize .8 7; Sharpness .4 7, Invert "
        ".6 -; ShearX .6 5, Equalize 1 -; Color .4 0, Equalize .6 -; Equalize .4 -, Solarize .2 "
        "4; Solarize .6 5, AutoContrast .6 -; Invert .6 -, Equalize 1 -; Color .6 4, Contrast 1 "
        "8; Equalize .8 -, Equalize .6 -"),
    AutoAugmentPolicy.CIFAR10: _pairs(      # (2.10's order, which differs from the paper's)
        "Invert .1 -, Contrast .2 6; Rotate .7 2, TranslateX .3 9; Sharpness .8 1, Sharpness .9 "
        "3; ShearY .5 8, TranslateY .7 9; AutoContrast .5 -, Equalize .9 -; ShearY .2 7, "
        "Posterize .3 7; Color .4 3, Brightness .6 7; Sharpness .3 9, Brightness .7 9; Equalize "
        ".6 -, Equalize .5 -; Contrast .6 7, Sharpness .6 5; Color .7 7, TranslateX .5 8; "
        "Equalize .3 -, AutoContrast .4 -; TranslateY .4 3, Sharpness .2 6; Brightness .9 6, "
        "Color .2 8; Solarize .5 2, Invert 0 -; Equalize .2 -, AutoContrast .6 -; Equalize .2 -, "
        "Equalize .6 -; Color .9 9, Equalize .6 -; AutoContrast .8 -, Solarize .2 8; Brightness "
        ".1 3, Color .7 0; Solarize .4 5, AutoContrast .9 -; TranslateY .9 9, TranslateY .7 9; "
        "AutoContrast .9 -, Solarize .8 3; Equalize .8 -, Invert .1 -; TranslateY .7 9, "
        "AutoContrast .9 -"),
    AutoAugmentPolicy.SVHN: _pairs(
        "ShearX .9 4, Invert .2 -; ShearY .9 8, Invert .7 -; Equalize .6 -, Solarize .6 6; "
        "Invert .9 -, Equalize .6 -; Equalize .6 -, Rotate .9 3; ShearX .9 4, AutoContrast .8 -; "
        "ShearY .9 8, Invert .4 -; ShearY .9 5, Solarize .2 6; Invert .9 -, AutoContrast .8 -; "
        "Equalize .6 -, Rotate .9 3; ShearX .9 4, Solarize .3 3; ShearY .8 8, Invert .7 -; "
        "Equalize .9 -, TranslateY .6 6; Invert .9 -, Equalize .6 -; Contrast .3 3, Rotate .8 "
        "4; Invert .8 -, TranslateY 0 2; ShearY .7 6, Solarize .4 8; Invert .6 -, Rotate .8 4; "
        "ShearY .3 7, TranslateX .9 3; ShearX .1 6, Invert .6 -; Solarize .7 2, TranslateY .6 7; "
        "ShearY .8 4, Invert .8 -; ShearX .7 9, TranslateY .8 3; ShearY .8 5, AutoContrast .7 -; "
        "ShearX .7 2, Invert .1 -"),
}
class AutoAugment(_Policy):
    """One of the 25 operation pairs of ``policy`` drawn for each image; each operation of the
    pair applied with its probability at its magnitude level of 10 (signed operations turn
    either way at random); ``interpolation`` and ``fill_value`` for the geometric ones. uint8
    RGB <H, W, 3> images only."""

    def __init__(self, policy=AutoAugmentPolicy.IMAGENET, interpolation=Inter.NEAREST,
                 fill_value=0):
        if not isinstance(policy, AutoAugmentPolicy):           # 2.10's TypeError
            raise TypeError(f"Argument policy with value {policy} is not of type "
                            f"[<enum 'AutoAugmentPolicy'>], but got {type(policy)}.")
        super().__init__(10, interpolation, fill_value)
        self.policy = policy

    def _apply(self, img):
        if img.ndim != 3:                                       # 2.10's message
            raise RuntimeError(f"AutoAugment: input tensor is not in shape of <H,W,C>, but got "
                               f"rank: {img.ndim}")
        self._check(img)
        # 2.10's draws: the pair, two float probabilities, two signs (0: turned the other way)
        pairs = _POLICIES[self.policy]
        pair = pairs[_random.uniform_int(self, 0, len(pairs) - 1)]
        probs = [_random.uniform_float(self, 0, 1) for _ in range(2)]
        signs = [_random.uniform_int(self, 0, 1) for _ in range(2)]
        for (name, prob, level), drawn, sign in zip(pair, probs, signs):
            if drawn <= np.float32(prob):
                magnitudes = _magnitudes(name, 10, *img.shape[:2], auto=True)
                m = np.float32(0) if magnitudes is None or level is None else magnitudes[level]
                if name in _SIGNED and sign == 0:
                    m = -m
                img = _augment(img, name, m, self.nearest, self.fill)
        return img


def _check_type(value, types, name):
    if isinstance(value, bool) and bool not in types or not isinstance(value, types):
        raise TypeError(f"Argument {name} with value {value} is not of type "
                        f"{list(types)}, but got {type(value)}.")


class MixUp(TensorOperation):
    """Mixes a batch of images (N, H, W, C) and their one-hot labels (N, classes), each row by
    its own weight lambda ~ Beta(``alpha``, ``alpha``): with the batch shifted by one row
    (``is_single``), or else with the previous mixed batch (the first batch is kept as is).
    Gives float64 arrays, as 2.10 does."""

    random = True

    def __init__(self, batch_size, alpha, is_single=True):
        _check_type(is_single, (bool,), "is_single")             # 2.10's order and messages
        _check_type(batch_size, (int,), "batch_size")
        _check_type(alpha, (int, float), "alpha")
        if not 1 <= batch_size <= 16777216:
            raise ValueError("Input is not within the required interval of [1, 16777216].")
        if alpha <= 0:
            raise ValueError("Input alpha must be greater than 0.")
        self.batch_size, self.alpha, self.is_single = batch_size, alpha, is_single
        self.image = self.label = 0
        self.is_first = True

    def _apply(self, image, label):
        n = self.batch_size
        # 2.10 runs it in Python: numpy's global beta draws (a row's own stream in a map
        # whose rows run in any order)
        lam = _numpy_random(_random.python_random()).beta(self.alpha, self.alpha, n)
        if self.is_single:
            shift = list(range(1, n)) + [0]
            other_image, other_label = image[shift, ...], label[shift, ...]
        else:
            if self.is_first:
                lam, self.is_first = np.ones(n), False
            other_image, other_label = self.image, self.label
        lam_img = lam.reshape((n, 1, 1, 1))
        lam_label = lam.reshape((n, 1))
        mixed = (lam_img * image + (1 - lam_img) * other_image,
                 lam_label * label + (1 - lam_label) * other_label)
        if not self.is_single:
            self.image, self.label = mixed
        return mixed
