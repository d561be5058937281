"""Colour-space conversions of ``mindspore.dataset.vision``: ``ConvertColor`` (with
``ConvertMode``), ``Grayscale`` and ``RandomGrayscale``. Re-exported by ``color`` and
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)(np.zeros((2, 2, 3), np.uint8)).shape
(2, 2)
"""
import enum

import numpy as np

from .. import _random
from ..transforms import TensorOperation, _is_pil
from . import _pixels as px
from ..core.validator_helpers import type_check
from ._enums import check_enum
from .py_transforms_util import augment_error_message

__all__ = ["ConvertMode", "ConvertColor", "Grayscale", "RandomGrayscale"]


class ConvertMode(enum.IntEnum):
    """``ConvertColor``'s conversions: OpenCV's codes, the two spellings of one conversion
    being one member (2.10's values; ``COLOR_RGB2BGR`` is ``COLOR_BGR2RGB``)."""
    COLOR_BGR2BGRA = 0
    COLOR_RGB2RGBA = 0
    COLOR_BGRA2BGR = 1
    COLOR_RGBA2RGB = 1
    COLOR_BGR2RGBA = 2
    COLOR_RGB2BGRA = 2
    COLOR_RGBA2BGR = 3
    COLOR_BGRA2RGB = 3
    COLOR_BGR2RGB = 4
    COLOR_RGB2BGR = 4
    COLOR_BGRA2RGBA = 5
    COLOR_RGBA2BGRA = 5
    COLOR_BGR2GRAY = 6
    COLOR_RGB2GRAY = 7
    COLOR_GRAY2BGR = 8
    COLOR_GRAY2RGB = 8
    COLOR_GRAY2BGRA = 9
    COLOR_GRAY2RGBA = 9
    COLOR_BGRA2GRAY = 10
    COLOR_RGBA2GRAY = 11


class ConvertColor(TensorOperation):
    """Between RGB, BGR, their alpha forms and grey, as named by ``convert_mode`` (grey to
    colour repeats the channel; an added alpha is opaque; colour to grey is BT.601 luma, HW)."""

    def __init__(self, convert_mode):
        self.mode = check_enum(convert_mode, ConvertMode, "convert_mode")
        src, dst = self.mode.name[len("COLOR_"):].split("2")
        self.src, self.dst = src, dst

    def _apply(self, img):
        src = self.src      # (a member's name is its first spelling: one conversion each)
        if src != "GRAY" != self.dst and (img.ndim == 2 or img.ndim == 3 and img.shape[2] == 1):
            src = "GRAY"    # 2.10's kernel makes a one-channel image the colour one (measured)
        if src == "GRAY":
            planes = img.reshape(img.shape[:2] + (-1,))[..., :1]
            rgb = np.repeat(planes, 3, -1)
        else:
            if img.ndim != 3 or img.shape[2] != len(self.src):
                raise RuntimeError(f"ConvertColor: {self.mode.name} needs an image of "
                                   f"{len(self.src)} channels, but got shape {img.shape}.")
            rgb = img[..., [src.index(c) for c in "RGB"]]
        if self.dst == "GRAY":
            return px.saturate(px.gray(rgb), img.dtype)
        out = rgb[..., [ "RGB".index(c) for c in self.dst.rstrip("A")]]
        if self.dst.endswith("A"):
            alpha = np.full(img.shape[:2] + (1,), px.max_value(img), img.dtype)
            out = np.concatenate([out, alpha], -1)
        return np.ascontiguousarray(out)


class Grayscale(TensorOperation):
    """The grey (BT.601 luma) image: (H, W) for ``num_output_channels=1``, the grey repeated
    on 3 channels for 3."""

    def __init__(self, num_output_channels=1):
        type_check(num_output_channels, (int,), "num_output_channels")
        if num_output_channels not in (1, 3):      # 2.10's text, its missing space included
            raise ValueError(f"Number of channels of the output grayscale imageshould be "
                             f"either 1 or 3. Got {num_output_channels}.")
        self.channels = num_output_channels

    def __call__(self, img):
        # 2.10 runs Grayscale in Python on PIL images only (measured: a numpy array is this
        # TypeError); Pillow's convert("L") and a 3-band merge, as 2.10
        if not _is_pil(img):
            raise TypeError(augment_error_message.format(type(img)))
        from PIL import Image
        grey = img.convert("L")
        return grey if self.channels == 1 else Image.merge("RGB", [grey] * 3)

    def _apply(self, img):
        """A decoded image in a pipeline: Pillow's integer luma ((19595 R + 38470 G + 7471 B +
        2**15) >> 16)."""
        px.check_rgb(img, "Grayscale")
        r, g, b = (img[..., k].astype(np.int64) for k in range(3))
        grey = ((r * 19595 + g * 38470 + b * 7471 + (1 << 15)) >> 16).astype(img.dtype)
        return grey if self.channels == 1 else np.repeat(grey[..., None], 3, -1)


class RandomGrayscale(TensorOperation):
    """With probability ``prob``, the grey image on as many channels as the input (3)."""

    random = True

    def __init__(self, prob=0.1):
        from ._geometry import check_prob
        self.prob = check_prob(prob)

    def _apply(self, img):
        # 2.10 (Python): prob > random.random(); an 'L' (2-D) image stays one channel
        grey = self.prob > _random.python_random().random()
        return Grayscale(3)._apply(img) if grey and img.ndim == 3 else img
