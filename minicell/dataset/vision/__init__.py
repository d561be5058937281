"""``mindspore.dataset.vision``: image operations on HWC numpy arrays (uint8 or float), for
``map`` or to call eagerly: ``Decode`` (Pillow), ``Resize``, ``CenterCrop``, ``RandomCrop``,
``RandomResizedCrop`` (``crops.py``), ``RandomCropDecodeResize``,
``RandomHorizontalFlip``, ``RandomVerticalFlip``, ``HorizontalFlip``, ``VerticalFlip``,
``Rescale``, ``Normalize``, ``HWC2CHW``, ``ToTensor``, ``Pad``, with ``Inter`` and ``Border``;
colour operations (``color.py``: ``Adjust*``, ``RandomColorAdjust``, ``ConvertColor``,
``Grayscale``, ``GaussianBlur``, ``AutoContrast``, ``Equalize``, ``Invert``, ...), rotations
and affine warps (``affine.py``), erasing/mixing augmentations (``augment.py``) the
``RandAugment``/``TrivialAugmentWide`` policies (``policies.py``), ``AutoAugment`` and ``MixUp``
(``autoaugment.py``), fixed crops, ``Erase``,
``PadToSize`` and the bounding-box operations (``regions.py``), type and colour-space
conversions (``conversions.py``), and image file I/O (``image_io.py``: ``read_image``,
``write_png``, ``encode_jpeg``, ...).
``vision.c_transforms``/``vision.py_transforms`` (MindSpore's legacy paths) name the same
classes.

``Resize`` reproduces 2.10's CPU kernel bit for bit in numpy (``_resize.py``): OpenCV's
``cv::resize`` rules for NEAREST, LINEAR, BICUBIC and AREA, MindSpore's Pillow-style PILCUBIC.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> img = np.zeros((6, 8, 3), np.uint8)
>>> vision.HWC2CHW()(vision.Resize(4)(img)).shape
(3, 4, 5)
"""
import io
import numbers

import numpy as np

try:    # 2.10's vision module imports Pillow's Image, and zoo code leans on that: mindformers
    import PIL.Image  # noqa: F401  (does ``import PIL`` and then reads ``PIL.Image.Resampling``)
except ImportError:     # Pillow is optional: only Decode and the Pillow filters need it
    pass

from .. import _random
from ..engine import in_pipeline
from ..transforms import TensorOperation, _is_pil, not_random  # noqa: F401  (2.10 has both)
from . import _geometry as geo
from ._enums import Border, Inter, check_enum, check_inter as _check_inter
from ..core.validator_helpers import type_check
from ._prob import WithProbability
from . import (
    affine as _affine, augment as _augment, autoaugment as _autoaugment, bbox as _bbox,
    color as _color, conversions as _conversions, patches as _patches, perspective as _perspective,
    policies as _policies, regions as _regions,
)
from .affine import *  # noqa: F401,F403
from .augment import *  # noqa: F401,F403
from .autoaugment import *  # noqa: F401,F403
from .bbox import *  # noqa: F401,F403
from .patches import *  # noqa: F401,F403
from .perspective import *  # noqa: F401,F403
from .color import *  # noqa: F401,F403
from .conversions import *  # noqa: F401,F403
from .crops import RandomCrop, RandomResizedCrop  # noqa: F401
from .policies import *  # noqa: F401,F403
from .regions import *  # noqa: F401,F403
from .image_io import *  # noqa: F401,F403
from .video import DecodeVideo, VideoDecoder, read_video, read_video_timestamps  # noqa: F401

__all__ = ["Inter", "Border", "Decode", "Resize", "CenterCrop", "RandomCrop",
           "RandomResizedCrop", "RandomCropDecodeResize",
           "RandomHorizontalFlip", "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip",
           "Rescale", "Normalize", "HWC2CHW", "ToTensor", "Pad"] + \
    _color.__all__ + _affine.__all__ + _augment.__all__ + _autoaugment.__all__ + \
    _policies.__all__ + _regions.__all__ + _conversions.__all__ + _bbox.__all__ + \
    _perspective.__all__ + _patches.__all__ + ["DecodeVideo"]


def _check_number(name, value):
    if isinstance(value, bool):
        raise TypeError(f"Argument {name} with value {value!r} is not of type "
                        f"[<class 'numbers.Number'>], but got {type(value)}.")
    type_check(value, (numbers.Number,), name)      # (2.10's text shows str(value))
    return value


class Decode(TensorOperation):
    """Encoded image bytes (a 1-D uint8 array: JPEG, PNG, BMP, ... whatever Pillow reads) to an
    RGB HWC uint8 array (a PIL image with ``to_pil=True``)."""

    def __init__(self, to_pil=False):
        self.to_pil = geo.check_bool(to_pil, "to_pil")

    def __call__(self, img):
        if isinstance(img, bytes):
            img = np.frombuffer(img, np.uint8)
        if not in_pipeline():       # 2.10's eager checks (a pipeline's kernel has its own)
            if not isinstance(img, np.ndarray):
                raise TypeError(f"The type of the encoded image should be {np.ndarray}, but "
                                f"got {type(img)}.")
            if img.dtype.type is np.str_:
                raise TypeError(f"The data type of the encoded image can not be "
                                f"{img.dtype.type}.")
            if img.ndim != 1:
                raise TypeError(f"The number of array dimensions of the encoded image should "
                                f"be 1, but got {img.ndim}.")
        return super().__call__(img)

    def _apply(self, data):
        try:
            from PIL import Image
        except ImportError as e:  # pragma: no cover - Pillow is a dependency
            raise RuntimeError("Decode needs Pillow: pip install pillow") from e
        if data.dtype.kind == "S" and data.size == 1:     # a bytes column (MindRecord's)
            data = np.frombuffer(data.reshape(()).item(), np.uint8)
        if data.ndim != 1:
            raise RuntimeError(f"Decode: invalid input shape, only support 1D input, got rank: "
                               f"{data.ndim}")
        try:        # 2.10 decodes the array's bytes, whatever its type (measured)
            image = Image.open(io.BytesIO(data.tobytes())).convert("RGB")
        except Exception as e:
            raise RuntimeError("Decode: image decode failed.") from e
        return image if self.to_pil else np.asarray(image)


class Resize(TensorOperation):
    """To ``size`` = (height, width), or an int: the shorter side becomes ``size`` and the other
    keeps the aspect ratio."""

    def __init__(self, size, interpolation=Inter.LINEAR):
        if interpolation is None:       # 2.10: before the size (measured)
            raise KeyError("Interpolation should not be None")
        self.size = geo.check_size(size, "Resize", allow_int=True)
        self.interpolation = _check_inter(interpolation)

    def __call__(self, img):
        # 2.10 resizes a PIL image with Pillow (its Python implementation, AREA and PILCUBIC
        # refused) and runs ANTIALIAS that way only (measured)
        name = self.interpolation.name
        if _is_pil(img):
            if name in ("AREA", "PILCUBIC"):
                raise TypeError("Current Interpolation is not supported with PIL input.")
            return _pil_resize(img, self.size, name)
        if name == "ANTIALIAS":
            raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded "
                            f"data or ToPIL() for decoded data.")
        return super().__call__(img)

    def _apply(self, img):
        h, w = geo.target_size(img, self.size)
        return geo.resize(img, h, w, self.interpolation.name)


def _pil_resize(img, size, name):
    """2.10's Python Resize of a PIL image: an int sets the shorter side (the other truncated
    from the aspect ratio; an image already that size is returned as it is)."""
    from PIL import Image
    method = {"NEAREST": Image.NEAREST, "BILINEAR": Image.BILINEAR, "BICUBIC": Image.BICUBIC,
              "ANTIALIAS": Image.LANCZOS}[name]
    if not isinstance(size, int):
        return img.resize(size[::-1], method)
    width, height = img.size
    aspect = width / height
    if (width <= height and width == size) or (height <= width and height == size):
        return img
    if width < height:
        return img.resize((size, int(size / aspect)), method)
    return img.resize((int(size * aspect), size), method)


class CenterCrop(TensorOperation):
    """The centre ``size`` (int or (height, width)); zero-padded when the image is smaller."""

    def __init__(self, size):
        self.size = geo.pair(geo.check_size(size, "CenterCrop", allow_int=True))

    def _apply(self, img):
        h, w = self.size
        if img.ndim > 3:        # 2.10: a batch of <H,W,C> images (video frames), each cropped
            return np.stack([self._apply(one) for one in img.reshape(
                (-1,) + img.shape[-3:])]).reshape(img.shape[:-3] + (h, w, img.shape[-1]))
        if h - img.shape[0] >= 3 * img.shape[0] or w - img.shape[1] >= 3 * img.shape[1]:
            raise RuntimeError(f"CenterCrop: Padding size cannot be more than 3 times of the "
                               f"original image size, got top padding: "
                               f"{max(h - img.shape[0], 0)}, left padding: "
                               f"{max(w - img.shape[1], 0)}, while the original image size: "
                               f"{img.shape[0]}, {img.shape[1]}")
        img = geo.pad_to(img, h, w)
        top, left = (img.shape[0] - h) // 2, (img.shape[1] - w) // 2
        return img[top:top + h, left:left + w]


class RandomCropDecodeResize(RandomResizedCrop):
    """``Decode`` then ``RandomResizedCrop`` (MindSpore fuses them for speed; here they run one
    after the other)."""

    def __call__(self, img):
        if not in_pipeline() and not isinstance(img, np.ndarray):      # 2.10's eager check
            raise TypeError(f"Input should be an encoded image in 1-D NumPy format, got "
                            f"{type(img)}.")
        return super().__call__(img)

    def _apply(self, data):
        return super()._apply(Decode()(data))


class HorizontalFlip(TensorOperation):
    """Mirror left-right."""

    def _apply(self, img):      # (more than 3 dims: a batch of HWC images, as 2.10)
        _image_type(img, "HorizontalFlip")
        _two_dims(img, "HorizontalFlip")
        return np.ascontiguousarray(np.flip(img, 1 if img.ndim == 2 else -2))


class VerticalFlip(TensorOperation):
    """Mirror top-bottom."""

    def _apply(self, img):
        _image_type(img, "VerticalFlip")
        _two_dims(img, "VerticalFlip")
        return np.ascontiguousarray(np.flip(img, 0 if img.ndim == 2 else -3))


def _two_dims(img, name):
    if img.ndim < 2:
        raise RuntimeError(f"{name}: the image tensor should have at least two dimensions. "
                           f"You may need to perform Decode first.")


_IMAGE_TYPES = ("bool", "int8", "uint8", "int16", "uint16", "int32", "float16", "float32",
                "float64")


def _image_type(img, name):
    """2.10's flips and Resize take these element types only (checked before the rank)."""
    if img.dtype.name not in _IMAGE_TYPES:
        got = "string" if img.dtype.kind in "USO" else img.dtype.name
        raise RuntimeError(f"{name}: the data type of image tensor does not match the "
                           f"requirement of operator. Expecting tensor in type of "
                           f"({', '.join(_IMAGE_TYPES)}). But got type {got}.")


class RandomHorizontalFlip(WithProbability, HorizontalFlip):
    """Mirror left-right with probability ``prob``; several images (columns) all or none."""

    def _apply(self, *imgs):
        for img in imgs:        # 2.10 checks whatever the draw (measured)
            _image_type(img, "RandomHorizontalFlip")
            _two_dims(img, "RandomHorizontalFlip")
        if _random.bernoulli(self, self.prob):
            imgs = tuple(HorizontalFlip._apply(self, img) for img in imgs)
        return imgs[0] if len(imgs) == 1 else imgs


class RandomVerticalFlip(WithProbability, VerticalFlip):
    """Mirror top-bottom with probability ``prob``; several images (columns) all or none."""

    def _apply(self, *imgs):
        for img in imgs:        # 2.10's texts (measured), whatever the draw
            if img.dtype.kind in "USO" or img.dtype.name in ("uint32", "int64", "uint64"):
                got = "string" if img.dtype.kind in "USO" else img.dtype.name
                raise RuntimeError(f"RandomVerticalFlip: Cannot convert [{got}] to OpenCV type. "
                                   f"Currently unsupported data type: [uint32, int64, uint64, "
                                   f"string]")
            if img.ndim not in (2, 3):
                raise RuntimeError(f"RandomVerticalFlip: input tensor is not in shape of <H,W> "
                                   f"or <H,W,C>, but got rank: {img.ndim}" +
                                   (". You may need to perform Decode first." if img.ndim < 2
                                    else ""))
        if _random.bernoulli(self, self.prob):
            imgs = tuple(VerticalFlip._apply(self, img) for img in imgs)
        return imgs[0] if len(imgs) == 1 else imgs


class Rescale(TensorOperation):
    """``img * rescale + shift`` as float32."""

    def __init__(self, rescale, shift):
        self.rescale = float(_check_number("rescale", rescale))
        self.shift = float(_check_number("shift", shift))

    def _apply(self, img):
        # 2.10 (OpenCV's convertTo): float32 factors, the product and sum in double, rounded
        # once to float32 (measured bit-exact; float32 arithmetic rounds twice)
        scale, shift = np.float64(np.float32(self.rescale)), np.float64(np.float32(self.shift))
        return (img.astype(np.float64) * scale + shift).astype(np.float32)


class Normalize(TensorOperation):
    """``(img - mean) / std`` per channel (last axis, or the first with ``is_hwc=False``), as
    float32."""

    def __init__(self, mean, std, is_hwc=True):
        _conversions.check_channel_values("mean", mean, False)     # (NormalizePad's checks)
        _conversions.check_channel_values("std", std, True)
        self.mean, self.std = np.asarray(mean, np.float32), np.asarray(std, np.float32)
        if self.mean.shape != self.std.shape:      # 2.10's text
            raise ValueError("Length of mean and std must be equal.")
        if np.any(self.std <= 0):
            raise ValueError(f"Normalize: mean and std need one value per channel and std > 0, "
                             f"but got mean={mean}, std={std}.")
        self.is_hwc = geo.check_bool(is_hwc, "is_hwc")

    def _apply(self, img):
        # 2.10: a video's (..., H, W, C) / (..., C, H, W) frames too
        channels = (img.shape[-1] if self.is_hwc else img.shape[-3]) if img.ndim >= 3 else 1
        if self.mean.size not in (1, channels):     # 2.10: its kernel's RuntimeError
            raise RuntimeError(f"Normalize: number of channels does not match the size of mean "
                               f"and std vectors, got channels: {channels}, size of mean: "
                               f"{self.mean.size}")
        shape = (-1,) if self.is_hwc else (-1, 1, 1)
        return (img.astype(np.float32) - self.mean.reshape(shape)) / self.std.reshape(shape)


class HWC2CHW(TensorOperation):
    """(height, width, channels) to (channels, height, width)."""

    def _apply(self, img):
        if img.ndim == 2:       # 2.10 (measured): a <H,W> image as it is
            return np.ascontiguousarray(img)
        if img.ndim != 3:
            raise RuntimeError(f"HWC2CHW: the input should be an image of shape <H,W> or "
                               f"<H,W,C>, but got shape {img.shape}.")
        return np.ascontiguousarray(img.transpose(2, 0, 1))


class ToTensor(TensorOperation):
    """<H, W, C> (or <H, W>) image to <C, H, W> divided by 255, cast to ``output_type``
    (float32); 2.10 refuses uint32, int64, uint64 and string images."""

    def __init__(self, output_type=np.float32):
        from ..transforms import _np_dtype
        self.output_type = _np_dtype(output_type, "output_type")

    def __call__(self, *args):
        if len(args) == 1 and _is_pil(args[0]) and not in_pipeline():
            # 2.10's Python implementation (an eager call on a PIL image): divided by 255 in
            # float64, then cast (measured; a map hands its C++ kernel the array)
            img = np.asarray(args[0])
            img = img[..., None] if img.ndim == 2 else img
            chw = np.ascontiguousarray(np.transpose(img, (2, 0, 1)))
            return (chw / 255.).astype(self.output_type)
        return super().__call__(*args)

    def _apply(self, img):
        if img.dtype in (np.uint32, np.int64, np.uint64) or img.dtype.kind in "USO":
            raise RuntimeError("ToTensor: Input includes unsupported data type in [uint32, "
                               "int64, uint64, string, bytes].")
        img = img[..., None] if img.ndim == 2 else img
        if img.ndim != 3:
            raise RuntimeError(f"ToTensor: image shape should be <H,W,C>, but got rank: "
                               f"{img.ndim}")
        chw = np.transpose(img, (2, 0, 1))
        if img.dtype == np.float64 and np.dtype(self.output_type) == np.float64:
            return chw / 255
        # 2.10 multiplies by float32(1 / 255) in float32 (measured: uint8, int16, float32 and
        # float64 inputs; dividing by 255 differs in the last bit on half the pixels)
        return (chw.astype(np.float32) * np.float32(1 / 255)).astype(self.output_type)


class Pad(TensorOperation):
    """Pad the border by ``padding`` (as ``RandomCrop``'s) with ``fill_value`` or a
    ``padding_mode``."""

    def __init__(self, padding, fill_value=0, padding_mode=Border.CONSTANT):
        self.padding = geo.padding(padding, none_ok=False)
        _affine.check_fill(fill_value)
        self.fill_value = fill_value
        self.padding_mode = check_enum(padding_mode, Border, "padding_mode")

    def _apply(self, img):
        return geo.pad(img, self.padding, self.fill_value, self.padding_mode.value)
from . import utils  # noqa: F401,E402  (mindspore.dataset.vision.utils)

# the operations 2.10 runs by its Python implementation on a PIL image, giving a PIL image
# (measured); the others give numpy arrays
_KEEPS_PIL = {"AdjustBrightness", "AdjustContrast", "AdjustGamma", "AdjustHue", "AdjustSaturation",
              "AutoContrast", "CenterCrop", "Equalize", "FiveCrop", "Grayscale", "Invert", "Pad",
              "Perspective", "RandomAffine", "RandomColor", "RandomColorAdjust", "RandomCrop",
              "RandomErasing", "RandomGrayscale", "RandomHorizontalFlip", "RandomLighting",
              "RandomPerspective", "RandomResizedCrop", "RandomRotation", "RandomSharpness",
              "RandomVerticalFlip", "Resize", "TenCrop", "UniformAugment"}
# 2.10's Python operations (and Decode's, RandomCropDecodeResize's own checks): the others are
# its ImageTensorOperation, whose call refuses what is no numpy array or PIL image (measured)
_ANY_INPUT = {"Decode", "FiveCrop", "Grayscale", "HsvToRgb", "LinearTransformation", "MixUp",
              "RandomCropDecodeResize", "RandomErasing", "RandomGrayscale", "RandomPerspective",
              "RgbToHsv", "TenCrop", "ToNumpy", "ToPIL", "ToType", "UniformAugment"}
for _name in __all__:
    _cls = globals()[_name]
    if isinstance(_cls, type) and issubclass(_cls, TensorOperation):
        _cls.keeps_pil = _name in _KEEPS_PIL
        _cls.image_input = _name not in _ANY_INPUT
        _cls.py_op = _name in _ANY_INPUT - {"Decode", "RandomCropDecodeResize", "ToType",
                                            "UniformAugment"}

# 2.10's package imports its ``transforms`` module, so ``vision.transforms`` is an attribute
# after ``import mindspore.dataset.vision`` (mindformers walks ``dir(vision.transforms)``)
from . import transforms  # noqa: E402,F401
