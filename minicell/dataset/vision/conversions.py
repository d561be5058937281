"""Type and colour-space conversions of ``mindspore.dataset.vision``: ``ToType``, ``ToNumpy``,
``RgbToHsv``, ``HsvToRgb`` and ``LinearTransformation``. Re-exported by
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.RgbToHsv(is_hwc=True)(np.array([[[1.0, 0.0, 0.0]]])).tolist()
[[[0.0, 1.0, 1.0]]]
"""
import numpy as np

from ..transforms import TensorOperation, TypeCast
from . import _pixels as px

__all__ = ["ToType", "ToNumpy", "RgbToHsv", "HsvToRgb", "LinearTransformation"]


class ToType(TypeCast):
    """Cast to ``data_type`` (``transforms.TypeCast`` under its vision name)."""


class ToNumpy(TensorOperation):
    """A PIL image (or an array) as a numpy array."""

    def _apply(self, img):
        return img


class _ColorSpace(TensorOperation):
    def __init__(self, is_hwc=False):
        self.is_hwc = bool(is_hwc)

    def _apply(self, img):
        hwc = img if self.is_hwc else np.moveaxis(img, 0, -1)
        if hwc.ndim != 3 or hwc.shape[2] != 3:
            raise TypeError(f"img should be 3 channels RGB img. Got {hwc.shape[-1]} channels.")
        out = np.stack(self._convert(hwc.astype(np.float64)), -1)
        return out if self.is_hwc else np.ascontiguousarray(np.moveaxis(out, -1, 0))


class RgbToHsv(_ColorSpace):
    """RGB in [0, 1] to HSV in [0, 1] (float64), CHW unless ``is_hwc``."""

    def _convert(self, rgb):
        return px.rgb_to_hsv(rgb)


class HsvToRgb(_ColorSpace):
    """HSV in [0, 1] to RGB in [0, 1] (float64), CHW unless ``is_hwc``."""

    def _convert(self, hsv):
        rgb = px.hsv_to_rgb(hsv[..., 0] % 1.0, hsv[..., 1], hsv[..., 2])
        return rgb[..., 0], rgb[..., 1], rgb[..., 2]


class LinearTransformation(TensorOperation):
    """``(x.flatten() - mean_vector) @ transformation_matrix``, reshaped back (a CHW image
    after ``ToTensor``)."""

    def __init__(self, transformation_matrix, mean_vector):
        self.matrix = np.asarray(transformation_matrix)
        self.mean = np.asarray(mean_vector)
        if self.matrix.ndim != 2 or self.matrix.shape[0] != self.matrix.shape[1] or \
                self.mean.shape != (self.matrix.shape[0],):
            raise ValueError(f"transformation_matrix should be square (D, D) and mean_vector "
                             f"(D,), but got {self.matrix.shape} and {self.mean.shape}.")

    def _apply(self, img):
        if img.size != self.mean.size:
            raise ValueError(f"LinearTransformation: the image has {img.size} elements, the "
                             f"transformation {self.mean.size}.")
        flat = img.reshape(-1) - self.mean
        return (flat @ self.matrix).reshape(img.shape).astype(img.dtype)
