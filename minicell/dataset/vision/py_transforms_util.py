"""``mindspore.dataset.vision.py_transforms_util``: MindSpore's PIL helpers behind its legacy
Python transforms, which model-zoo augmentation code (AutoAugment policies) calls directly:
``is_pil``, ``augment_error_message``, ``adjust_brightness``/``contrast``/``saturation``,
``adjust_hue``, ``pad``, ``crop``, ``resize``, ``rotate``, ``perspective`` and the random ones
(``random_crop``, ``random_resize_crop``, ``random_rotation``, ``random_affine``,
``random_color_adjust``, ``random_color``, ``random_sharpness``, ``get_perspective_params``),
each on a PIL image (anything else raises ``TypeError(augment_error_message.format(type(img)))``).
The random ones draw as 2.10's do, from Python's ``random`` module (``config.set_seed`` seeds it)
or from ``rng``, a ``random.Random``: the vision operations run them on a PIL image.

>>> from PIL import Image
>>> img = Image.new("RGB", (4, 3), (100, 50, 20))
>>> adjust_brightness(img, 0.5).getpixel((0, 0))
(50, 25, 10)
>>> random_crop(img, 2, None, False, 0, "constant").size
(2, 2)
"""
import math
import numbers
import random

import numpy as np
from PIL import Image, ImageEnhance, ImageOps

__all__ = ["augment_error_message", "is_pil", "adjust_brightness", "adjust_contrast",
           "adjust_saturation", "adjust_hue", "pad", "crop", "resize", "random_crop",
           "random_resize_crop", "rotate", "random_rotation", "random_affine",
           "random_color_adjust", "random_color", "random_sharpness", "get_perspective_params",
           "perspective", "center_crop", "five_crop", "ten_crop", "auto_contrast", "equalize",
           "random_lighting", "uniform_augment"]

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


def random_crop(img, size, padding, pad_if_needed, fill_value, padding_mode, *, rng=random):
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
    top = rng.randint(0, img_height - height)
    left = rng.randint(0, img_width - width)
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
    angle = angle % 360.0
    if resample == Image.LANCZOS and (angle not in (0, 90, 180, 270) or center):
        raise ValueError("When using Inter.ANTIALIAS, center needs to be None and angle needs "
                         "to be an integer multiple of 90.")
    return img.rotate(angle, resample, expand, center, fillcolor=fill_value)


def adjust_hue(img, hue_factor):
    """Shift the hue by ``hue_factor`` (in [-0.5, 0.5]) of a turn, through PIL's HSV; a one-band
    image comes back as it is."""
    if not -0.5 <= hue_factor <= 0.5:
        raise ValueError(f"image_hue_factor {hue_factor} is not in [-0.5, 0.5].")
    _check_pil(img)
    if img.mode in ("L", "1", "I", "F"):
        return img
    hue, saturation, value = img.convert("HSV").split()
    shift = int(hue_factor * 255) % 256     # (the wrapped uint8 of the truncated shift)
    hue = Image.fromarray(((np.asarray(hue, np.int32) + shift) % 256).astype(np.uint8), "L")
    return Image.merge("HSV", (hue, saturation, value)).convert(img.mode)


def resize(img, size, interpolation=Image.BILINEAR):
    """Resized to ``size`` ((h, w)), or with the shorter side ``size`` (one int, the aspect
    ratio kept)."""
    _check_pil(img)
    if isinstance(size, (list, tuple)) and len(size) == 2:
        return img.resize(tuple(size)[::-1], interpolation)
    if not isinstance(size, int):
        raise TypeError(f"Size should be a single number or a list/tuple (h, w) of length 2."
                        f"Got {size}.")
    width, height = img.size
    if size == min(width, height):
        return img
    if width < height:
        return img.resize((size, int(size / (width / height))), interpolation)
    return img.resize((int(size * (width / height)), size), interpolation)


def _crop_box(img, scale, ratio, attempts, rng):
    """The (top, left, height, width) of a random crop of ``scale`` of the area and an aspect
    ratio drawn log-uniformly from ``ratio``; after ``attempts`` misses, the centre crop of the
    nearest allowed ratio."""
    width, height = img.size
    for _ in range(attempts):
        area = rng.uniform(scale[0], scale[1]) * (width * height)
        aspect = math.exp(rng.uniform(math.log(ratio[0]), math.log(ratio[1])))
        w = int(round(math.sqrt(area * aspect)))
        h = int(round(w / aspect))
        if 0 < w <= width and 0 < h <= height:
            top = rng.randint(0, height - h)
            return top, rng.randint(0, width - w), h, w
    h, w = height, width
    if width / height < ratio[0]:
        h = int(round(width / ratio[0]))
    elif width / height > ratio[1]:
        w = int(round(height * ratio[1]))
    return int(round((height - h) / 2.)), int(round((width - w) / 2.)), h, w


def random_resize_crop(img, size, scale, ratio, interpolation=Image.BILINEAR, max_attempts=10,
                       *, rng=random):
    """A crop of random area (``scale`` of the image's) and aspect ratio (``ratio``), resized
    to ``size``."""
    _check_pil(img)
    if isinstance(size, int):
        size = (size, size)
    elif not (isinstance(size, (tuple, list)) and len(size) == 2):
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    if scale[0] > scale[1] or ratio[0] > ratio[1]:
        raise ValueError("Range should be in the order of (min, max).")
    img = crop(img, *_crop_box(img, scale, ratio, max_attempts, rng))
    return resize(img, size, interpolation)


def random_rotation(img, degrees, resample, expand, center, fill_value, *, rng=random):
    """``rotate`` by an angle drawn uniformly from ``degrees`` ((min, max); a number ``d``:
    (-d, d))."""
    _check_pil(img)
    if isinstance(degrees, numbers.Number):
        if degrees < 0:
            raise ValueError("If degrees is a single number, it cannot be negative.")
        degrees = (-degrees, degrees)
    elif not isinstance(degrees, (list, tuple)):
        raise TypeError("Degrees must be a single non-negative number or a sequence.")
    elif len(degrees) != 2:
        raise ValueError("If degrees is a sequence, the length must be 2.")
    return rotate(img, rng.uniform(degrees[0], degrees[1]), resample, expand, center, fill_value)


def _affine_draws(size, angle, translations, scale, shear, rng):
    """The angle, (dx, dy), scale and (x, y) shears of ``random_affine``, in 2.10's order."""
    turn = rng.uniform(angle[0], angle[1])
    shift = (0, 0)
    if translations is not None:
        dx, dy = translations[0] * size[0], translations[1] * size[1]
        shift = (np.round(rng.uniform(-dx, dx)), np.round(rng.uniform(-dy, dy)))
    factor = 1.0 if scale is None else rng.uniform(scale[0], scale[1])
    shears = 0.0
    if shear is not None and len(shear) == 2:
        shears = [rng.uniform(shear[0], shear[1]), 0.]
    elif shear is not None and len(shear) == 4:
        shears = [rng.uniform(shear[0], shear[1]), rng.uniform(shear[2], shear[3])]
    return turn, shift, factor, shears


def random_affine(img, angle, translations, scale, shear, resample, fill_value=0, *,
                  rng=random):
    """An affine warp about the centre with an angle (degrees) from ``angle``, shifts up to
    ``translations`` of the width / height, a scale from ``scale`` and shears (degrees) from
    ``shear`` ((x_min, x_max) or (x_min, x_max, y_min, y_max)), all drawn uniformly."""
    if not is_pil(img):
        raise ValueError("Input image should be a Pillow image.")
    turn, (dx, dy), factor, shears = _affine_draws(img.size, angle, translations, scale, shear,
                                                   rng)
    turn = math.radians(turn)
    if isinstance(shears, numbers.Number):
        shears = [math.radians(shears), 0]
    elif isinstance(shears, (tuple, list)) and len(shears) == 2:
        shears = [math.radians(s) for s in shears]
    else:
        raise ValueError(f"Shear should be a single value or a tuple/list containing two "
                         f"values. Got {shears}.")
    cx, cy = img.size[0] * 0.5 + 0.5, img.size[1] * 0.5 + 0.5
    ax, ay = turn + shears[0], turn + shears[1]
    # the inverse map PIL's transform wants: (rotation, scale, shear)^-1 about the centre,
    # after undoing the shift
    det = math.cos(ax) * math.cos(ay) + math.sin(ax) * math.sin(ay)
    m = [1.0 / factor / det * v for v in (math.cos(ax), math.sin(ax), 0,
                                          -math.sin(ay), math.cos(ay), 0)]
    m[2] += m[0] * (-cx - dx) + m[1] * (-cy - dy)
    m[5] += m[3] * (-cx - dx) + m[4] * (-cy - dy)
    m[2] += cx
    m[5] += cy
    # 2.10 passes the fill only when Pillow's version string compares >= "5" as a string: not
    # for Pillow 10 and later, whose outside area is then black (transparent with alpha)
    fill = tuple(fill_value) if isinstance(fill_value, list) else fill_value
    extra = {"fillcolor": fill} if Image.__version__ >= "5" else {}
    return img.transform(img.size, Image.AFFINE, m, resample, **extra)


def random_color_adjust(img, brightness, contrast, saturation, hue, *, rng=random):
    """Brightness, contrast, saturation and hue jittered by factors drawn uniformly from their
    ranges (a number ``v``: [max(0, 1 - v), 1 + v]; hue: [-v, v]), applied in a random order."""
    _check_pil(img)

    def factor(value, name, center=1, bound=(0, float("inf")), non_negative=True):
        if isinstance(value, numbers.Number):
            if value < 0:
                raise ValueError(f"The input value of {name} cannot be negative.")
            value = [max(0, center - value) if non_negative else center - value,
                     center + value]
        elif isinstance(value, (list, tuple)) and len(value) == 2:
            if not bound[0] <= value[0] <= value[1] <= bound[1]:
                raise ValueError(f"Please check your value range of {name} is valid and "
                                 f"within the bound {bound}.")
        else:
            raise TypeError(f"Input of {name} should be either a single value, or a list/tuple "
                            f"of length 2.")
        return rng.uniform(value[0], value[1])
    steps = [(adjust_brightness, factor(brightness, "brightness")),
             (adjust_contrast, factor(contrast, "contrast")),
             (adjust_saturation, factor(saturation, "saturation")),
             (adjust_hue, factor(hue, "hue", 0, (-0.5, 0.5), False))]
    rng.shuffle(steps)
    for fn, value in steps:
        img = fn(img, value)
    return img


def random_color(img, degrees, *, rng=random):
    """``adjust_saturation`` (PIL's colour enhancement) by a factor drawn from ``degrees``."""
    _check_pil(img)
    return ImageEnhance.Color(img).enhance((degrees[1] - degrees[0]) * rng.random() + degrees[0])


def random_sharpness(img, degrees, *, rng=random):
    """PIL's sharpness enhancement by a factor drawn from ``degrees``."""
    _check_pil(img)
    return ImageEnhance.Sharpness(img).enhance(
        (degrees[1] - degrees[0]) * rng.random() + degrees[0])


def get_perspective_params(img, distortion_scale, *, rng=random):
    """The corners (``start_points``) and where ``RandomPerspective`` moves them
    (``end_points``: each inwards by up to ``distortion_scale`` of half the width / height)."""
    width, height = img.size
    dx, dy = int(width / 2 * distortion_scale), int(height / 2 * distortion_scale)
    right, bottom = width - 1, height - 1
    ends = [(rng.randint(0, dx), rng.randint(0, dy)),
            (rng.randint(right - dx, right), rng.randint(0, dy)),
            (rng.randint(right - dx, right), rng.randint(bottom - dy, bottom)),
            (rng.randint(0, dx), rng.randint(bottom - dy, bottom))]
    return [(0, 0), (right, 0), (right, bottom), (0, bottom)], ends


def _perspective_coeffs(start, end):
    """PIL's eight perspective coefficients mapping an output pixel (on ``end``) back to its
    source (on ``start``): the least-squares solution of the 8x8 system, as 2.10 computes it."""
    rows, rhs = [], []
    for (u, v), (x, y) in zip(end, start):
        rows.append([u, v, 1, 0, 0, 0, -x * u, -x * v])
        rows.append([0, 0, 0, u, v, 1, -y * u, -y * v])
        rhs += [x, y]
    return np.linalg.lstsq(np.array(rows, float), np.array(rhs, float), rcond=None)[0].tolist()


def perspective(img, start_points, end_points, interpolation=Image.BICUBIC):
    """The image warped so that ``start_points`` land on ``end_points`` (PIL's transform)."""
    _check_pil(img)
    return img.transform(img.size, Image.PERSPECTIVE,
                         _perspective_coeffs(start_points, end_points), interpolation)


def center_crop(img, size):
    """The centre ``size`` ((h, w) or one int) crop; the corner rounded half to even."""
    _check_pil(img)
    height, width = (size, size) if isinstance(size, int) else size
    top = int(round((img.size[1] - height) / 2.))
    return crop(img, top, int(round((img.size[0] - width) / 2.)), height, width)


def five_crop(img, size):
    """The top-left, top-right, bottom-left, bottom-right and centre ``size`` crops."""
    _check_pil(img)
    if isinstance(size, int):
        size = (size, size)
    elif not (isinstance(size, (tuple, list)) and len(size) == 2):
        raise TypeError("Size should be a single number or a list/tuple (h, w) of length 2.")
    width, height = img.size
    h, w = size
    if h > height or w > width:
        raise ValueError(f"Crop size {size} is larger than input image size {(height, width)}.")
    return (crop(img, 0, 0, h, w), crop(img, 0, width - w, h, w), crop(img, height - h, 0, h, w),
            crop(img, height - h, width - w, h, w), center_crop(img, (h, w)))


def ten_crop(img, size, use_vertical_flip=False):
    """``five_crop`` of the image, then of its left-right (or top-bottom) mirror."""
    _check_pil(img)
    if isinstance(size, int):
        size = (size, size)
    elif not (isinstance(size, (tuple, list)) and len(size) == 2):
        raise TypeError("Size should be a single number or a list/tuple (h, w) of length 2.")
    mirror = Image.FLIP_TOP_BOTTOM if use_vertical_flip else Image.FLIP_LEFT_RIGHT
    return five_crop(img, size) + five_crop(img.transpose(mirror), size)


def auto_contrast(img, cutoff, ignore):
    """PIL's autocontrast: each band stretched after cutting ``cutoff`` percent at both ends."""
    _check_pil(img)
    return ImageOps.autocontrast(img, cutoff, ignore)


def equalize(img):
    """PIL's histogram equalization."""
    _check_pil(img)
    return ImageOps.equalize(img)


_EIGVAL = np.array([55.46, 4.794, 1.148])     # ImageNet's RGB eigenvalues and eigenvectors
_EIGVEC = np.array([[-0.5675, 0.7192, 0.4009], [-0.5808, -0.0045, -0.8140],
                    [-0.5836, -0.6948, 0.4203]])


def _numpy_random(rng):
    """numpy's global stream where ``rng`` is Python's random module (2.10's Python code draws
    from both), else a RandomState seeded from ``rng``."""
    return np.random if rng is random else np.random.RandomState(rng.getrandbits(32))


def random_lighting(img, alpha, *, rng=random):
    """AlexNet's PCA lighting noise on an RGB image: three N(0, ``alpha``) weights (numpy's
    normal draws) of ImageNet's eigenvectors scaled by their eigenvalues, in float64."""
    _check_pil(img)
    if img.mode != "RGB":
        img = img.convert("RGB")
    draw = _numpy_random(rng)
    weights = [draw.normal(loc=0.0, scale=alpha) for _ in range(3)]
    arr = np.array(img).astype(np.float64)
    for c in range(3):
        shift = 0.0
        for k in range(3):
            shift = shift + (float(_EIGVAL[k]) * float(_EIGVEC[c][k])) * weights[k]
        arr[:, :, c] += shift
    return Image.fromarray(np.uint8(np.minimum(np.maximum(arr, 0), 255)))


def uniform_augment(img, transforms, num_ops, *, rng=random):
    """``num_ops`` distinct ``transforms`` (numpy's choice), each applied when a second draw
    falls below a first (Python's random)."""
    for k in _numpy_random(rng).choice(len(transforms), size=num_ops, replace=False):
        chance = rng.random()
        if rng.random() < chance:
            img = transforms[k](img.copy())
    return img


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
