"""The random crops of ``mindspore.dataset.vision``: ``RandomCrop`` and ``RandomResizedCrop``
(``RandomCropDecodeResize`` is ``Decode`` then ``RandomResizedCrop``, in the package).

>>> import numpy as np
>>> from minicell.dataset import vision
>>> vision.RandomCrop(4)(np.zeros((6, 8, 3), np.uint8)).shape
(4, 4, 3)
"""
import numpy as np

from .. import _random
from ..engine import shape_error
from ..transforms import TensorOperation, _is_pil
from . import _geometry as geo, affine as _affine
from ._enums import Border, Inter, check_enum, check_inter as _check_inter
from . import py_transforms_util as _ptu

__all__ = ["RandomCrop", "RandomResizedCrop"]


class RandomCrop(TensorOperation):
    """A crop of ``size`` at a random place, after ``padding`` (int, (left/right, top/bottom)
    or (left, top, right, bottom)); ``pad_if_needed`` pads an image smaller than ``size`` by
    the shortfall on each side (2.10's)."""

    random = True

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0,
                 padding_mode=Border.CONSTANT):
        self.size = geo.pair(geo.check_size(size, "RandomCrop", allow_int=True))
        self._size_arg = (size, size) if isinstance(size, int) else size
        self.padding = geo.padding(padding)
        self.pad_if_needed = geo.check_bool(pad_if_needed, "pad_if_needed")
        if fill_value is not None:      # 2.10 lets None through (measured)
            _affine.check_fill(fill_value)
        self.fill_value = fill_value
        self.padding_mode = check_enum(padding_mode, Border, "padding_mode")

    def __call__(self, *args):
        if len(args) == 1 and _is_pil(args[0]) and not self.pad_if_needed:
            # 2.10's Python implementation on a PIL image (measured text)
            left, top, right, bottom = self.padding
            w, h = args[0].size[0] + left + right, args[0].size[1] + top + bottom
            if self.size[0] > h or self.size[1] > w:
                raise ValueError(f"Crop size {self._size_arg} is larger than input image size "
                                 f"{(h, w)}.")
        return super().__call__(*args)

    def _pil(self, img, rng):
        """2.10's Python implementation (a PIL image): pad (always, as 2.10's), then a corner
        drawn with ``rng.randint``, top first."""
        fill = (self.fill_value,) * 3 if isinstance(self.fill_value, int) else self.fill_value
        return _ptu.random_crop(img, self.size, self.padding, self.pad_if_needed, fill,
                                self.padding_mode.value, rng=rng)

    def _padded(self, img):
        left, top, right, bottom = self.padding
        if top + bottom > 3 * img.shape[0] or left + right > 3 * img.shape[1]:
            raise RuntimeError(f"RandomCrop: padding size is three times bigger than the image "
                               f"size, padding top: {top}, padding bottom: {bottom}, padding "
                               f"pad_left_: {left}, padding padding right:{right}, image shape: "
                               f"{img.shape[0]}, {img.shape[1]}")
        img = geo.pad(img, self.padding, self.fill_value, self.padding_mode.value)
        h, w = self.size
        if img.shape[:2] == (h, w):     # 2.10: no crop, no draw
            return img, False
        if self.pad_if_needed:  # 2.10 pads the shortfall on each side (measured)
            dh, dw = max(h - img.shape[0], 0), max(w - img.shape[1], 0)
            img = geo.pad(img, (dw, dh, dw, dh), self.fill_value, self.padding_mode.value)
        if img.shape[0] < h or img.shape[1] < w:
            raise shape_error(f"RandomCrop: invalid crop size, crop size is bigger than the "
                              f"image dimensions, got crop height: {h}, crop width: {w}")
        return img, True

    def _apply(self, *imgs):
        """One crop place for all the images (2.10 crops several columns alike)."""
        for img in imgs if len(imgs) > 1 else ():
            if img.ndim < 2:
                raise RuntimeError(f"RandomCropOp: input tensor should have at least 2 "
                                   f"dimensions, but got: {img.ndim}")
        if any(other.shape[:2] != imgs[0].shape[:2] for other in imgs[1:]):
            raise RuntimeError("RandomCrop: Input images in different column must have the same "
                               "shape, check the output shape in specified 'input_columns' "
                               "before call this operation.")
        for img in imgs:        # 2.10 pads first, whatever the padding (measured text)
            if img.ndim == 3 and img.shape[2] not in (1, 3):
                raise RuntimeError(f"Pad: the channel of image tensor does not match the "
                                   f"requirement of operator. Expecting tensor in channel of "
                                   f"(1, 3). But got channel {img.shape[2]}.")
        if imgs[0].ndim > 3:    # a batch of <H,W,C> images: a crop place each (measured)
            frames = [self._apply(*[img[k] for img in imgs]) for k in range(len(imgs[0]))]
            out = tuple(np.stack([f if len(imgs) == 1 else f[i] for f in frames])
                        for i in range(len(imgs)))
            return out[0] if len(out) == 1 else out
        imgs = [self._padded(img)[0] for img in imgs]
        h, w = self.size
        if imgs[0].shape[:2] == (h, w):     # (a copy: the input may be the caller's array)
            return imgs[0].copy() if len(imgs) == 1 else tuple(img.copy() for img in imgs)
        # 2.10's draws: x, then y (std::uniform_int_distribution over the op's mt19937)
        left = _random.uniform_int(self, 0, imgs[0].shape[1] - w)
        top = _random.uniform_int(self, 0, imgs[0].shape[0] - h)
        out = tuple(np.ascontiguousarray(img[top:top + h, left:left + w]) for img in imgs)
        return out[0] if len(out) == 1 else out


class RandomResizedCrop(TensorOperation):
    """A crop of random area (``scale`` of the image) and aspect ratio (``ratio``, drawn
    log-uniformly), resized to ``size``; after ``max_attempts`` draws that do not fit, the
    centre crop of the nearest allowed ratio."""

    random = True

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3.0 / 4.0, 4.0 / 3.0),
                 interpolation=Inter.BILINEAR, max_attempts=10):
        self.size = geo.pair(geo.check_size(size, "RandomResizedCrop", allow_int=True))
        geo.check_crop_ranges(scale, ratio)
        self.scale, self.ratio = tuple(scale), tuple(ratio)
        self.interpolation = _check_inter(interpolation)
        self.max_attempts = geo.check_int_arg(max_attempts, "max_attempts", 1)

    def __call__(self, *args):   # 2.10: PIL input runs Python's (no AREA / PILCUBIC), ANTIALIAS
        pil = len(args) == 1 and _is_pil(args[0])   # runs Python's only (PIL input)
        if pil and self.interpolation in (Inter.AREA, Inter.PILCUBIC):
            raise TypeError("Current Interpolation is not supported with PIL input.")
        if args and not pil and self.interpolation is Inter.ANTIALIAS and self.image_input:
            raise TypeError(f"img should be PIL image. Got {type(args[0])}. Use Decode() for "
                            f"encoded data or ToPIL() for decoded data.")
        return super().__call__(*args)

    def _pil(self, img, rng):
        """2.10's Python implementation (a PIL image): Python's draws and PIL's resize."""
        return _ptu.random_resize_crop(img, self.size, self.scale, self.ratio,
                                       int(self.interpolation), self.max_attempts, rng=rng)

    def _apply(self, *imgs):
        """One crop box for all the images (columns), which must be of one size (2.10)."""
        img = imgs[0]
        if img.ndim < 2:
            raise RuntimeError(f"RandomResizedCrop: input tensor should have at least 2 "
                               f"dimensions, but got: {img.ndim}")
        for other in imgs[1:]:
            if other.ndim < 2:
                raise RuntimeError(f"GetImageSize: invalid parameter, image should have at "
                                   f"least two dimensions, but got: {other.ndim}")
        if any(other.shape[:2] != img.shape[:2] for other in imgs[1:]):
            raise RuntimeError("RandomCropAndResizeOp: Input tensor in different columns of "
                               "each row must have the same size.")
        axis = -3 if img.ndim > 3 else 0    # 2.10 (measured): <..., H, W, C> frames share a box
        top, left, h, w = geo.random_area(img.shape[axis], img.shape[axis + 1], self.scale,
                                          self.ratio, self.max_attempts, self)
        box = (slice(top, top + h), slice(left, left + w))
        box = (Ellipsis,) + box + (slice(None),) if axis else box
        out = tuple(geo.resize(im[box], *self.size, self.interpolation.name) for im in imgs)
        return out[0] if len(out) == 1 else out
