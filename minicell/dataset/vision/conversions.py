"""Type and colour-space conversions of ``mindspore.dataset.vision``: ``ToType``, ``ToNumpy``,
``RgbToHsv``, ``HsvToRgb``, ``LinearTransformation`` and ``ToPIL``. Re-exported by
``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.RgbToHsv(is_hwc=True)(np.array([[[1.0, 0.0, 0.0]]])).tolist()
[[[0.0, 1.0, 1.0]]]
"""
import numpy as np

from ..transforms import TensorOperation, TypeCast, _is_pil
from . import _pixels as px
from ._geometry import check_bool

__all__ = ["ToType", "ToNumpy", "RgbToHsv", "HsvToRgb", "LinearTransformation", "NormalizePad",
           "ToPIL"]


class ToType(TypeCast):
    """Cast to ``data_type`` (``transforms.TypeCast`` under its vision name)."""


class ToNumpy(TensorOperation):
    """A PIL image (or an array) as a numpy array."""

    def _apply(self, img):
        return img


class _ColorSpace(TensorOperation):
    def __init__(self, is_hwc=False):
        self.is_hwc = check_bool(is_hwc, "is_hwc")

    def __call__(self, img):
        if _is_pil(img):    # 2.10's Python implementation takes numpy images only (its text)
            raise TypeError(f"img should be NumPy image. Got {type(img)}")
        return super().__call__(img)

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
        from ..core.validator_helpers import type_check
        type_check(transformation_matrix, (np.ndarray,), "transformation_matrix")
        type_check(mean_vector, (np.ndarray,), "mean_vector")
        self.matrix, self.mean = transformation_matrix, mean_vector
        if self.matrix.shape[0] != self.matrix.shape[1]:       # (2.10's texts)
            raise ValueError(f"transformation_matrix should be a square matrix. Got shape "
                             f"{self.matrix.shape} instead.")
        if self.mean.shape[0] != self.matrix.shape[0]:
            raise ValueError(f"mean_vector length {self.mean.shape[0]} should match either one "
                             f"dimension of the squaretransformation_matrix "
                             f"{self.matrix.shape}.")

    def _apply(self, img):
        if img.size != self.mean.size:
            raise ValueError(f"LinearTransformation: the image has {img.size} elements, the "
                             f"transformation {self.mean.size}.")
        flat = img.reshape(-1) - self.mean
        return (flat @ self.matrix).reshape(img.shape).astype(img.dtype)


def check_channel_values(name, values, low_open):
    """Normalize's / NormalizePad's mean or std: a list or tuple of numbers in [0, 255] ((0, 255]
    for ``low_open``), 2.10's TypeError / ValueError texts otherwise."""
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"Argument {name} with value {values} is not of type [<class 'list'>, "
                        f"<class 'tuple'>], but got {type(values)}.")
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError(f"Argument {name}[{i}] with value {v} is not of type [<class 'int'>, "
                            f"<class 'float'>], but got {type(v)}.")
        if not (0 < v <= 255 if low_open else 0 <= v <= 255):
            interval = "(0, 255]" if low_open else "[0, 255]"
            raise ValueError(f"Input {name}[{i}] is not within the required interval of "
                             f"{interval}.")


class NormalizePad(TensorOperation):
    """``(img - mean) / std`` per channel, then one more channel of zeros (4-channel images for
    aligned loads): ``<H,W,C>`` to ``<H,W,C+1>``, or ``<C,H,W>`` to ``<C+1,H,W>`` with
    ``is_hwc=False``; ``dtype`` is ``"float32"`` or ``"float16"``."""

    def __init__(self, mean, std, dtype="float32", is_hwc=True):
        check_channel_values("mean", mean, False)
        check_channel_values("std", std, True)
        if len(mean) != len(std):
            raise ValueError("Length of mean and std must be equal.")
        if not isinstance(dtype, str):
            raise TypeError("dtype should be string.")
        if dtype not in ("float32", "float16"):
            raise ValueError("dtype only supports float32 or float16.")
        if not isinstance(is_hwc, bool):
            raise TypeError(f"Argument is_hwc with value {is_hwc} is not of type [<class "
                            f"'bool'>], but got {type(is_hwc)}.")
        self.mean = np.asarray(mean, np.float32)
        self.std = np.asarray(std, np.float32)
        self.dtype, self.is_hwc = np.dtype(dtype), is_hwc

    def _apply(self, img):
        img = np.asarray(img)
        if img.ndim == 2:
            img = img[..., None] if self.is_hwc else img[None]
        if img.ndim != 3:
            raise RuntimeError(f"NormalizePad: input tensor is not in shape of <H,W> or <H,W,C>, "
                               f"but got rank: {img.ndim}")
        hwc = img if self.is_hwc else np.moveaxis(img, 0, -1)
        if hwc.shape[-1] != self.mean.size:
            raise RuntimeError(f"NormalizePad: number of channels does not match the size of "
                               f"mean and std vectors, got channels: {hwc.shape[-1]}, size of "
                               f"mean: {self.mean.size}")
        out = ((hwc.astype(np.float32) - self.mean) / self.std).astype(self.dtype)
        h, w, c = out.shape
        if self.is_hwc:     # 2.10 writes the normalised pixels packed, then H*W zeros (measured)
            flat = np.concatenate([out.ravel(), np.zeros(h * w, self.dtype)])
            return flat.reshape(h, w, c + 1)
        out = np.concatenate([out, np.zeros((h, w, 1), self.dtype)], -1)
        return np.ascontiguousarray(np.moveaxis(out, -1, 0))


class ToPIL(TensorOperation):
    """A HWC (or HW) array as a PIL image (a PIL image passes); 2.10's errors for anything
    else: not an array, not 2 or 3 dims, over 4 channels, a 2-4 channel image not uint8."""

    def __call__(self, img):
        if not isinstance(img, np.ndarray) and not _is_pil(img):
            raise TypeError(f"The input image should be of type numpy.ndarray or "
                            f"PIL.Image.Image. Got {type(img)}.")
        return img if _is_pil(img) else super().__call__(img)

    def _apply(self, img):
        from PIL import Image
        if img.ndim not in (2, 3):
            raise ValueError(f"The dimension of input image should be 2 or 3. Got {img.ndim}.")
        if img.ndim == 3 and img.shape[2] > 4:
            raise ValueError(f"The channel of input image should not exceed 4. "
                             f"Got {img.shape[2]}.")
        if img.ndim == 3 and img.shape[2] > 1 and img.dtype != np.uint8:
            raise TypeError(f"The input image type {img.dtype} is not supported when image "
                            f"shape is [H, W, 2], [H, W, 3] or [H, W, 4].")
        return Image.fromarray(img[..., 0] if img.ndim == 3 and img.shape[2] == 1 else img)
