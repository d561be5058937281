"""The bounding-box operations of ``mindspore.dataset.vision``: each takes an (image, bboxes)
pair, bboxes an <N, 4+> float array of (x_min, y_min, width, height, extra columns...) as the
VOC/COCO readers give, and returns the transformed pair. ``ResizeWithBBox``,
``RandomResizeWithBBox``, ``RandomCropWithBBox``, ``RandomResizedCropWithBBox``,
``RandomHorizontalFlipWithBBox``, ``RandomVerticalFlipWithBBox``, ``BoundingBoxAugment``.
Boxes are checked as MindSpore 2.10 checks them (its messages); a crop clips the boxes to the
window and drops those wholly outside it (as 2.10: one that only touches it stays, with no
area)."""
import numpy as np

from .. import _random
from ..transforms import TensorOperation
from . import _geometry as geo
from ._enums import Border, Inter, check_inter
from ._prob import WithProbability

__all__ = ["ResizeWithBBox", "RandomResizeWithBBox", "RandomCropWithBBox",
           "RandomResizedCropWithBBox", "RandomHorizontalFlipWithBBox",
           "RandomVerticalFlipWithBBox", "BoundingBoxAugment"]


def check_bboxes(img, bboxes):
    """2.10's checks of the boxes against the image (RuntimeError with its messages)."""
    if bboxes.ndim < 2:
        raise RuntimeError(f"BoundingBox: bounding boxes should have to be two-dimensional "
                           f"matrix at least, but got {bboxes.ndim} dimension.")
    if bboxes.shape[1] < 4:
        raise RuntimeError(f"BoundingBox: bounding boxes should be have at least 4 features, "
                           f"but got: {bboxes.shape[1]}")
    height, width = img.shape[:2]
    for x, y, w, h in bboxes[:, :4].astype(np.float64).tolist():
        if x < 0 or y < 0:
            raise RuntimeError(f"BoundingBox: the coordinates of the bounding boxes has negative "
                               f"value, got: ({x:f},{y:f}).")
        if x + w > width or y + h > height:
            raise RuntimeError(f"BoundingBox: bounding boxes is out of bounds of the image, as "
                               f"image width: {width}, bbox width coordinate: {x + w:f}, and "
                               f"image height: {height}, bbox height coordinate: {y + h:f}")
    return bboxes


def _scaled(bboxes, h, w, orig_h, orig_w):
    """The boxes of an image resized from (orig_h, orig_w) to (h, w): 2.10 scales them by the
    float32 ratios."""
    out = bboxes.astype(np.float32)
    out[:, [0, 2]] *= np.float32(w) / np.float32(orig_w)
    out[:, [1, 3]] *= np.float32(h) / np.float32(orig_h)
    return out.astype(bboxes.dtype)


def _cropped(bboxes, top, left, h, w):
    """The boxes clipped to the window (top, left, h, w) in its coordinates, as 2.10's
    UpdateBBoxesForCrop (float32): a box that reaches the window is kept, with no area left
    too; one wholly outside it is dropped."""
    b = bboxes.astype(np.float32)
    f32 = np.float32
    x0, y0, x1, y1 = f32(left), f32(top), f32(left + w), f32(top + h)
    right, bottom = b[:, 0] + b[:, 2], b[:, 1] + b[:, 3]
    keep = ~((b[:, 0] > x1) | (b[:, 1] > y1) | (right < x0) | (bottom < y0))
    b, right, bottom = b[keep], right[keep], bottom[keep]
    zero = f32(0)
    left_ = np.maximum(b[:, 0] - np.minimum(zero, b[:, 0] - x0) - x0, zero)
    top_ = np.maximum(b[:, 1] - np.minimum(zero, b[:, 1] - y0) - y0, zero)
    right = np.minimum(right - np.maximum(zero, right - x1) - x0, f32(w))
    bottom = np.minimum(bottom - np.maximum(zero, bottom - y1) - y0, f32(h))
    b[:, 0], b[:, 1], b[:, 2], b[:, 3] = left_, top_, right - left_, bottom - top_
    return b.astype(bboxes.dtype)


def _inter(interpolation):
    if interpolation is None:         # 2.10 looks the mode up in a dict: a KeyError
        raise KeyError("Interpolation should not be None")
    return check_inter(interpolation)


class ResizeWithBBox(TensorOperation):
    """``Resize(size, interpolation)`` with the boxes scaled to match."""

    def __init__(self, size, interpolation=Inter.BILINEAR):
        self.size = geo.check_size(size, "ResizeWithBBox", allow_int=True)
        self.interpolation = _inter(interpolation)

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        h, w = geo.target_size(img, self.size)
        out = geo.resize(img, h, w, self.interpolation.name)
        return np.ascontiguousarray(out), _scaled(bboxes, h, w, *img.shape[:2])


class RandomResizeWithBBox(ResizeWithBBox):
    """``ResizeWithBBox`` with an interpolation drawn at random (nearest, bilinear, bicubic,
    area)."""

    random = True

    def __init__(self, size):
        super().__init__(size)

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        h, w = geo.target_size(img, self.size)
        method = ("BILINEAR", "NEAREST", "BICUBIC", "AREA")[_random.uniform_int(self, 0, 3)]
        out = geo.resize(img, h, w, method)
        return np.ascontiguousarray(out), _scaled(bboxes, h, w, *img.shape[:2])


class RandomCropWithBBox(TensorOperation):
    """``RandomCrop`` (same arguments) with the boxes shifted by the padding and clipped to
    the crop; a box wholly outside it is dropped."""

    random = True

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0,
                 padding_mode=Border.CONSTANT):
        from . import RandomCrop
        self._crop = RandomCrop(size, padding, pad_if_needed, fill_value, padding_mode)

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        crop = self._crop
        img, further = crop._padded(img)
        h, w = crop.size
        # (2.10 shifts the boxes by the padding, not by pad_if_needed's: measured)
        boxes = bboxes.astype(np.float32)
        boxes[:, 0] += crop.padding[0]
        boxes[:, 1] += crop.padding[1]
        if not further:         # the padded image is the crop: no draw
            return np.ascontiguousarray(img), boxes.astype(bboxes.dtype)
        x = _random.uniform_int(self, 0, img.shape[1] - w)     # 2.10's order: x, then y
        y = _random.uniform_int(self, 0, img.shape[0] - h)
        return (np.ascontiguousarray(img[y:y + h, x:x + w]),
                _cropped(boxes, y, x, h, w).astype(bboxes.dtype))


class RandomResizedCropWithBBox(TensorOperation):
    """``RandomResizedCrop`` (same arguments) with the boxes clipped to the crop and scaled
    with it; a box wholly outside it is dropped."""

    random = True

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3.0 / 4.0, 4.0 / 3.0),
                 interpolation=Inter.BILINEAR, max_attempts=10):
        from . import RandomResizedCrop
        self._rrc = RandomResizedCrop(size, scale, ratio, interpolation, max_attempts)

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        op = self._rrc
        top, left, h, w = geo.random_area(img.shape[0], img.shape[1], op.scale, op.ratio,
                                          op.max_attempts, self)
        out_h, out_w = op.size
        out = geo.resize(img[top:top + h, left:left + w], out_h, out_w, op.interpolation.name)
        return np.ascontiguousarray(out), _scaled(_cropped(bboxes, top, left, h, w),
                                                  out_h, out_w, h, w)


class _FlipWithBBox(TensorOperation):
    axis = 1

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        out = bboxes.copy()
        size = img.shape[self.axis]
        k = 0 if self.axis == 1 else 1   # x and width, or y and height
        out[:, k] = size - bboxes[:, k] - bboxes[:, k + 2]
        flipped = img[:, ::-1] if self.axis == 1 else img[::-1]
        return np.ascontiguousarray(flipped), out


class RandomHorizontalFlipWithBBox(WithProbability, _FlipWithBBox):
    """Mirror the image left-right and its boxes with it, with probability ``prob``."""


class RandomVerticalFlipWithBBox(WithProbability, _FlipWithBBox):
    """Mirror the image top-bottom and its boxes with it, with probability ``prob``."""

    axis = 0


class BoundingBoxAugment(TensorOperation):
    """``transform`` (an image operation) applied to the region of each box with probability
    ``ratio``, in turn (a later box's region holds the earlier results), each result resized to
    its box and pasted back in place; the boxes are unchanged."""

    random = True

    def __init__(self, transform, ratio=0.3):
        if not callable(transform):
            raise TypeError(f"Argument transform with value {transform!r} is not callable.")
        if isinstance(ratio, bool) or not isinstance(ratio, (int, float)):
            raise TypeError(f"Argument ratio with value {ratio!r} is not of type "
                            f"[<class 'float'>, <class 'int'>], but got {type(ratio)}.")
        if not 0 <= ratio <= 1:
            raise ValueError("Input ratio is not within the required interval of [0.0, 1.0].")
        self.transform, self.ratio = transform, float(ratio)

    def _apply(self, img, bboxes):
        check_bboxes(img, bboxes)
        out = np.array(img, copy=True)
        ratio = float(np.float32(self.ratio))
        for i in range(bboxes.shape[0]):
            # 2.10: each box with probability ratio (a uniform_real_distribution<float> draw)
            if not _random.uniform_float(self, 0.0, 1.0) < ratio:
                continue
            x, y, w, h = (int(v) for v in bboxes[i, :4])
            if w <= 0 or h <= 0:
                continue
            patch = np.asarray(self.transform(np.ascontiguousarray(out[y:y + h, x:x + w])))
            if patch.shape[:2] != (h, w):       # resized back to the box, as 2.10
                patch = geo.resize(patch, h, w, "BILINEAR")
            out[y:y + h, x:x + w] = patch.astype(out.dtype).reshape(out[y:y + h, x:x + w].shape)
        return out, bboxes
