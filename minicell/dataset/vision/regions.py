"""Region operations of ``mindspore.dataset.vision``: fixed crops (``Crop``, ``ResizedCrop``,
``FiveCrop``, ``TenCrop``), ``Erase``, ``PadToSize`` and ``RandomResize`` (the bounding-box
operations are in ``bbox.py``). Re-exported by ``minicell.dataset.vision``.

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.Crop((1, 2), (2, 3))(np.zeros((4, 5, 3), np.uint8)).shape
(2, 3, 3)
"""
import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _geometry as geo, py_transforms_util as _ptu
from ._enums import Border, Inter, check_enum, check_inter
from ..core.validator_helpers import INT32_MAX, check_value, type_check, type_check_list
from .affine import check_fill

__all__ = ["Crop", "ResizedCrop", "FiveCrop", "TenCrop", "Erase", "PadToSize", "RandomResize"]


def _crop(img, top, left, h, w, api):
    if top + h > img.shape[0] or left + w > img.shape[1]:
        dim = "height" if top + h > img.shape[0] else "width"
        raise RuntimeError(f"{api}: Crop {dim} dimension: "
                           f"{top + h if dim == 'height' else left + w} exceeds image {dim}: "
                           f"{img.shape[0] if dim == 'height' else img.shape[1]}")
    return img[top:top + h, left:left + w]


_PAD_TYPES = ("bool", "int8", "uint8", "int16", "uint16", "int32", "float16", "float32",
              "float64")


def _check_pad_input(img):
    """PadToSize's checks of the image (2.10's texts, measured)."""
    what = "PadToSize: the {} of image tensor does not match the requirement of operator. "
    if img.ndim not in (2, 3):
        raise RuntimeError(what.format("dimension") + "Expecting tensor in dimension of (2, 3), "
                           f"in shape of <H, W> or <H, W, C>. But got dimension {img.ndim}."
                           + (" You may need to perform Decode first." if img.ndim == 1 else ""))
    if img.ndim == 3 and img.shape[2] not in (1, 3):
        raise RuntimeError(what.format("channel") + "Expecting tensor in channel of (1, 3). But "
                           f"got channel {img.shape[2]}.")
    kind = "string" if img.dtype.kind in "US" else img.dtype.name
    if kind not in _PAD_TYPES:
        raise RuntimeError(what.format("data type") + "Expecting tensor in type of ("
                           f"{', '.join(_PAD_TYPES)}). But got type {kind}.")


def _syntax(message):
    err = RuntimeError(message)     # 2.10's 'Syntax error.' summary (engine.kernel_error)
    err.summary = "Syntax error."
    return err


def _int32_pair(value, name, low, length_text):
    """2.10's PadToSize checks of ``size``/``offset``: an int32 of at least ``low`` or two of
    them (named ``size0``, ``size1``), as a pair."""
    type_check(value, (int, list, tuple), name)
    if isinstance(value, int):
        check_value(value, (low, INT32_MAX), name)
        return (value, value)
    if len(value) != 2:
        raise ValueError(length_text)
    for i, v in enumerate(value):
        type_check(v, (int,), f"{name}{i}")
        check_value(v, (low, INT32_MAX), f"{name}{i}")
    return tuple(value)


def _check_coordinates(coordinates):
    """2.10's ``check_crop_coordinates``."""
    type_check(coordinates, (list, tuple), "coordinates")
    if len(coordinates) != 2:
        raise TypeError("Coordinates should be a list/tuple (y, x) of length 2.")
    for i, v in enumerate(coordinates):
        type_check(v, (int,), f"coordinates[{i}]")
        check_value(v, (0, INT32_MAX), f"coordinates[{i}]")


def _check_erase(top, left, height, width, value, inplace):
    """2.10's ``check_erase``, in its order."""
    for v, name, low in ((top, "top", 0), (left, "left", 0), (height, "height", 1),
                         (width, "width", 1)):
        type_check(v, (int,), name)
        check_value(v, (low, INT32_MAX), name)
    type_check(inplace, (bool,), "inplace")
    type_check(value, (float, int, tuple), "value")
    values = (value,) * 3 if isinstance(value, (float, int)) else value
    type_check_list(values, (float, int), "value")
    if len(values) != 3:
        raise TypeError("value should be a single integer/float or a 3-tuple.")
    for i, v in enumerate(values):
        check_value(v, (0, 255), f"value[{i}]")


class Crop(TensorOperation):
    """The region of ``size`` (int or (height, width)) whose top-left corner is
    ``coordinates`` = (top, left)."""

    def __init__(self, coordinates, size):
        _check_coordinates(coordinates)
        self.corner = tuple(coordinates)
        self.size = geo.pair(_crop_size(size))

    def _apply(self, img):
        return _crop(img, *self.corner, *self.size, "Crop")


def _crop_size(size):
    """2.10's check of Crop's size (measured): an int or a pair, each in [1, 16777216]."""
    if isinstance(size, bool) or not isinstance(size, (int, list, tuple)):
        shown = "(<class 'int'>, <class 'list'>, <class 'tuple'>)" if isinstance(size, bool) \
            else "[<class 'int'>, <class 'list'>, <class 'tuple'>]"
        raise TypeError(f"Argument size with value {size} is not of type {shown}, but got "
                        f"{type(size)}.")
    if not isinstance(size, int) and len(size) != 2:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    for i, value in enumerate([size] if isinstance(size, int) else size):
        if not isinstance(size, int) and (isinstance(value, bool) or not isinstance(value, int)):
            raise _not_int(f"size[{i}]", value)
        if not 1 <= value <= 16777216:
            raise ValueError("Input is not within the required interval of [1, 16777216].")
    return size if isinstance(size, int) else tuple(size)


def _not_int(name, value):
    shown = (int,) if isinstance(value, bool) else [int]       # 2.10's bool check
    return TypeError(f"Argument {name} with value {value} is not of type {shown}, but got "
                     f"{type(value)}.")


def _int_arg(name, value, low):
    """An int in [low, INT32_MAX] with 2.10's validator texts."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _not_int(name, value)
    if not low <= value <= 2147483647:
        raise ValueError(f"Input {name} is not within the required interval of "
                         f"[{low}, 2147483647].")
    return value


def _output_size(size):
    """ResizedCrop's ``size``: an int or an (h, w) pair in [1, 16777216] (2.10's texts)."""
    if not isinstance(size, (int, list, tuple)) or isinstance(size, bool):
        raise TypeError(f"Argument size with value {size} is not of type [<class 'int'>, "
                        f"<class 'list'>, <class 'tuple'>], but got {type(size)}.")
    values = [size] if isinstance(size, int) else size
    if len(values) not in (1, 2) or values is size and len(values) != 2:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    for i, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int):
            raise _not_int(f"size[{i}]", value)
        if not 1 <= value <= 16777216:
            raise ValueError("Input is not within the required interval of [1, 16777216].")
    return size if isinstance(size, int) else tuple(size)


class ResizedCrop(TensorOperation):
    """The region (``top``, ``left``, ``height``, ``width``) resized to ``size``."""

    def __init__(self, top, left, height, width, size, interpolation=Inter.BILINEAR):
        self.box = tuple(_int_arg(name, value, low) for name, value, low in (
            ("top", top, 0), ("left", left, 0), ("height", height, 1), ("width", width, 1)))
        self.size = geo.pair(_output_size(size))
        self.interpolation = check_inter(interpolation)

    def _apply(self, img):
        crop = _crop(img, *self.box, "ResizedCrop")
        return geo.resize(crop, *self.size, self.interpolation.name)


def _five(img, size):
    h, w = size
    height, width = img.shape[:2]
    if h > height or w > width:
        raise RuntimeError(f"FiveCrop: crop size {size} is larger than the image "
                           f"{(height, width)}.")
    from . import CenterCrop
    return (img[:h, :w], img[:h, width - w:], img[height - h:, :w],
            img[height - h:, width - w:], CenterCrop(size)(img))


class FiveCrop(TensorOperation):
    """The four corner crops and the centre crop of ``size``: five outputs."""

    def __init__(self, size):
        self.size = geo.pair(geo.check_size(size, "FiveCrop", allow_int=True))

    def _pil(self, img, rng):   # 2.10's Python implementation (its centre rounds half to even)
        return _ptu.five_crop(img, self.size)

    def _apply(self, img):
        return _five(img, self.size)


class TenCrop(FiveCrop):
    """``FiveCrop`` of the image and of its mirror (left-right, or top-bottom with
    ``use_vertical_flip``): ten outputs."""

    def __init__(self, size, use_vertical_flip=False):
        super().__init__(size)
        self.vertical = use_vertical_flip is not None and \
            geo.check_bool(use_vertical_flip, "use_vertical_flip")     # None: 2.10 lets it by

    def _pil(self, img, rng):   # 2.10's Python implementation
        return _ptu.ten_crop(img, self.size, bool(self.vertical))

    def _apply(self, img):
        flipped = img[::-1] if self.vertical else img[:, ::-1]
        return _five(img, self.size) + _five(np.ascontiguousarray(flipped), self.size)


class Erase(TensorOperation):
    """The region (``top``, ``left``, ``height``, ``width``) of an HWC image set to ``value``
    (a number, or one per channel)."""

    def __init__(self, top, left, height, width, value=0.0, inplace=False):
        _check_erase(top, left, height, width, value, inplace)
        self.box = (top, left, height, width)
        self.value, self.inplace = value, inplace

    def _apply(self, img):
        if img.ndim != 3:       # 2.10's kernel takes <H,W,3> images only (its texts)
            raise RuntimeError(f"Erase: input tensor is not in shape of <H,W,C>, but got rank: "
                               f"{img.ndim}")
        if img.shape[2] != 3:
            raise RuntimeError(f"Erase: channel of input image should be 3, but got: "
                               f"{img.shape[2]}")
        top, left, h, w = self.box
        out = img if self.inplace else img.copy()
        out[top:top + h, left:left + w] = np.asarray(self.value).astype(img.dtype)
        return out


class PadToSize(TensorOperation):
    """Padded to ``size`` (int or (height, width)), the image at ``offset`` = (top, left)
    (default: centred, the odd pixel at the bottom/right), with ``fill_value`` or a
    ``padding_mode``."""

    def __init__(self, size, offset=None, fill_value=0, padding_mode=Border.CONSTANT):
        self.size = _int32_pair(size, "size", 1, "The size must be a sequence of length 2.")
        self.offset = None if offset is None or offset in ([], ()) else _int32_pair(
            offset, "offset", 0, "The offset must be empty or a sequence of length 2.")
        check_fill(fill_value)
        self.fill_value = fill_value
        self.padding_mode = check_enum(padding_mode, Border, "padding_mode")

    def _apply(self, img):
        _check_pad_input(img)
        h, w = self.size
        dh, dw = h - img.shape[0], w - img.shape[1]
        if dh < 0 or dw < 0:
            raise _syntax(f"PadToSize: the target size to pad should be no less than the "
                          f"original image size, but got target size {self.size} and original "
                          f"size {img.shape[:2]}.")
        top, left = (dh // 2, dw // 2) if self.offset is None else self.offset
        if top > dh or left > dw:
            raise _syntax(f"PadToSize: the sum of offset and original image size should be no "
                          f"more than the target size to pad, but got offset {self.offset} plus "
                          f"original size {img.shape[:2]} bigger than {self.size}")
        pads = (left, top, dw - left, dh - top)
        return geo.pad(img, pads, self.fill_value, self.padding_mode.value)


class RandomResize(TensorOperation):
    """``Resize(size)`` with an interpolation drawn for each image (nearest, bilinear,
    bicubic, area)."""

    random = True

    def __init__(self, size):
        self.size = geo.check_size(size, "RandomResize", allow_int=True)

    def _apply(self, *imgs):
        """One interpolation for all the images (columns); 2.10 checks them as Resize."""
        from . import _image_type, _two_dims
        for img in imgs:
            _image_type(img, "Resize")
            _two_dims(img, "Resize")
        method = ("BILINEAR", "NEAREST", "BICUBIC", "AREA")[_random.uniform_int(self, 0, 3)]
        out = tuple(geo.resize(img, *geo.target_size(img, self.size), method) for img in imgs)
        return out[0] if len(out) == 1 else out
