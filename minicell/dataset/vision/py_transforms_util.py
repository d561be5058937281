"""``mindspore.dataset.vision.py_transforms_util``: MindSpore's PIL helpers behind its legacy
Python transforms, which model-zoo augmentation code (AutoAugment policies) calls directly:
``is_pil``, ``augment_error_message``, ``adjust_brightness``/``contrast``/``saturation``,
``pad``, ``crop``, ``random_crop`` and ``rotate``, each on a PIL image (anything else raises
``TypeError(augment_error_message.format(type(img)))``).

>>> from PIL import Image
>>> img = Image.new("RGB", (4, 3), (100, 50, 20))
>>> adjust_brightness(img, 0.5).getpixel((0, 0))
(50, 25, 10)
>>> random_crop(img, 2, None, False, 0, "constant").size
(2, 2)
"""
import numbers
import random

import numpy as np
from PIL import Image, ImageEnhance, ImageOps

__all__ = ["augment_error_message", "is_pil", "adjust_brightness", "adjust_contrast",
           "adjust_saturation", "pad", "crop", "random_crop", "rotate"]

augment_error_message = ("img should be PIL image. Got {}. Use Decode() for encoded data or "
                         "ToPIL() for decoded data.")


def is_pil(img):
    """Whether ``img`` is a PIL image."""
    return isinstance(img, Image.Image)


def _check_pil(img):
    if not is_pil(img):
        raise TypeError(augment_error_message.format(type(img)))


def _enhance(enhancer, img, factor):
    _check_pil(img)
    return enhancer(img).enhance(factor)


def adjust_brightness(img, brightness_factor):
    """Scale the brightness: 0 gives black, 1 the original."""
    return _enhance(ImageEnhance.Brightness, img, brightness_factor)


def adjust_contrast(img, contrast_factor):
    """Scale the contrast: 0 gives a solid grey image, 1 the original."""
    return _enhance(ImageEnhance.Contrast, img, contrast_factor)


def adjust_saturation(img, saturation_factor):
    """Scale the saturation: 0 gives a greyscale image, 1 the original."""
    return _enhance(ImageEnhance.Color, img, saturation_factor)


def _borders(padding):
    if isinstance(padding, numbers.Number):
        return (padding,) * 4
    if isinstance(padding, (tuple, list)):
        if len(padding) == 2:
            return padding[0], padding[1], padding[0], padding[1]
        if len(padding) == 4:
            return tuple(padding)
        raise ValueError("The size of the padding list or tuple should be 2 or 4.")
    raise TypeError("Padding can be any of: a number, a tuple or list of size 2 or 4.")


def pad(img, padding, fill_value, padding_mode):
    """Pad the borders by ``padding`` (one number; (left/right, top/bottom); or (left, top,
    right, bottom)) with ``fill_value`` (``padding_mode='constant'``) or by ``'edge'``,
    ``'reflect'`` or ``'symmetric'`` extension."""
    _check_pil(img)
    left, top, right, bottom = _borders(padding)
    if isinstance(fill_value, list):
        fill_value = tuple(fill_value)
    if not isinstance(fill_value, (numbers.Number, str, tuple)):
        raise TypeError("fill_value can be any of: an integer, a string or a tuple.")
    if padding_mode not in ("constant", "edge", "reflect", "symmetric"):
        raise ValueError("Padding mode should be 'constant', 'edge', 'reflect', or 'symmetric'.")
    if padding_mode == "constant":
        if img.mode == "P":
            palette = img.getpalette()
            out = ImageOps.expand(img, border=(left, top, right, bottom), fill=fill_value)
            out.putpalette(palette)
            return out
        if isinstance(fill_value, tuple) and img.mode in ("L", "1", "I", "F"):
            fill_value = fill_value[0]
        return ImageOps.expand(img, border=(left, top, right, bottom), fill=fill_value)
    arr = np.asarray(img)
    widths = ((top, bottom), (left, right)) + (((0, 0),) if arr.ndim == 3 else ())
    out = Image.fromarray(np.pad(arr, widths, padding_mode))
    if img.mode == "P":
        out.putpalette(img.getpalette())
    return out


def crop(img, top, left, height, width):
    """The ``height`` x ``width`` region whose top-left corner is (``top``, ``left``)."""
    _check_pil(img)
    return img.crop((left, top, left + width, top + height))


def random_crop(img, size, padding, pad_if_needed, fill_value, padding_mode):
    """Crop a random ``size`` ((h, w) or one int) region, after padding the borders by
    ``padding`` (if given) and, with ``pad_if_needed``, up to ``size``. The corner is drawn with
    Python's ``random`` module."""
    _check_pil(img)
    if isinstance(size, int):
        size = (size, size)
    elif not (isinstance(size, (tuple, list)) and len(size) == 2):
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    if padding is not None:
        img = pad(img, padding, fill_value, padding_mode)
    if pad_if_needed and img.size[0] < size[1]:
        img = pad(img, (size[1] - img.size[0], 0), fill_value, padding_mode)
    if pad_if_needed and img.size[1] < size[0]:
        img = pad(img, (0, size[0] - img.size[1]), fill_value, padding_mode)
    img_width, img_height = img.size
    height, width = size
    if height > img_height or width > img_width:
        raise ValueError(f"Crop size {tuple(size) if isinstance(size, list) else size} is larger "
                         f"than input image size {(img_height, img_width)}.")
    if (height, width) == (img_height, img_width):
        return crop(img, 0, 0, height, width)
    top = random.randint(0, img_height - height)
    left = random.randint(0, img_width - width)
    return crop(img, top, left, height, width)


def rotate(img, angle, resample, expand, center, fill_value):
    """``angle`` degrees counter-clockwise about ``center`` (default the middle) with PIL's
    ``resample`` filter; ``expand`` grows the canvas to hold the whole rotated image; the
    uncovered area gets ``fill_value`` (one int for every band, or a tuple)."""
    _check_pil(img)
    if isinstance(fill_value, int):
        fill_value = tuple([fill_value] * len(img.getbands()))
    elif isinstance(fill_value, list):
        fill_value = tuple(fill_value)
    return img.rotate(angle, resample, expand, center, fillcolor=fill_value)


def _channels_last(images, is_hwc):
    arr = np.asarray(images, np.float64)
    return arr if is_hwc else np.moveaxis(arr, -3, -1)


def _channels_back(arr, is_hwc):
    return arr if is_hwc else np.moveaxis(arr, -1, -3)


def rgb_to_hsvs(np_rgb_imgs, is_hwc):
    """RGB images with values in [0, 1] (<H,W,3>, <3,H,W> with ``is_hwc=False``, or a batch
    of either) to HSV in [0, 1], as colorsys computes it per pixel."""
    from ._pixels import rgb_to_hsv
    hsv = np.stack(rgb_to_hsv(_channels_last(np_rgb_imgs, is_hwc)), -1)
    return _channels_back(hsv, is_hwc)


def hsv_to_rgbs(np_hsv_imgs, is_hwc):
    """The inverse of ``rgb_to_hsvs``."""
    from ._pixels import hsv_to_rgb
    arr = _channels_last(np_hsv_imgs, is_hwc)
    return _channels_back(hsv_to_rgb(arr[..., 0], arr[..., 1], arr[..., 2]), is_hwc)
