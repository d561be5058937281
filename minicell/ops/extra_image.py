"""Detection and colour ops of ``mindspore.ops`` as composites over existing ops: ``iou``,
``check_valid``, ``bounding_box_encode`` / ``bounding_box_decode`` (MindSpore's "+1 pixel"
box convention), ``RGBToHSV`` / ``HSVToRGB``, ``AdjustHue``, ``AdjustSaturation``. Boxes are
``(x1, y1, x2, y2)`` rows. Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> b = ms.Tensor([[0.0, 0.0, 2.0, 2.0]])
>>> ms.ops.iou(b, b).asnumpy().tolist()
[[1.0]]
"""
import math

import numpy as np

from ..common import dtype as mstype
from . import functional as F
from .array_ops import concat, stack, where
from .primitive import Primitive, prim_attr_register
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op

_NMS_KEEP = get_op("nms_with_mask_keep")
_NMS_ORDER = get_op("nms_with_mask_order")


def _cols(boxes):
    return [boxes[..., i] for i in range(4)]


def _check_boxes(op, name, boxes):
    if boxes.ndim != 2 or boxes.shape[-1] < 4:
        raise ValueError(f"For '{op}', '{name}' must be 2-D with at least 4 columns, but got "
                         f"shape {tuple(boxes.shape)}")


def iou(anchor_boxes, gt_boxes, mode="iou"):
    """Overlap of every ground-truth box (rows) with every anchor box (columns): intersection
    over union (``'iou'``) or over the ground-truth area (``'iof'``); widths count ``x2 - x1 + 1``."""
    if mode not in ("iou", "iof"):
        raise KeyError(f"For 'IOU', only 'iou' or 'iof' are supported, but got 'mode': {mode}.")
    _check_boxes("IOU", "anchor_boxes", anchor_boxes)
    _check_boxes("IOU", "gt_boxes", gt_boxes)
    ax1, ay1, ax2, ay2 = (c.reshape((1, -1)) for c in _cols(anchor_boxes[:, :4]))
    gx1, gy1, gx2, gy2 = (c.reshape((-1, 1)) for c in _cols(gt_boxes[:, :4]))
    iw = F.relu(F.minimum(ax2, gx2) - F.maximum(ax1, gx1) + 1)
    ih = F.relu(F.minimum(ay2, gy2) - F.maximum(ay1, gy1) + 1)
    inter = iw * ih
    g_area = (gx2 - gx1 + 1) * (gy2 - gy1 + 1)
    if mode == "iof":
        return inter / g_area
    return inter / ((ax2 - ax1 + 1) * (ay2 - ay1 + 1) + g_area - inter)


class IOU(Primitive):
    """``ops.IOU(mode='iou')(anchor_boxes, gt_boxes)``: ``iou``."""

    @prim_attr_register
    def __init__(self, mode="iou"):
        if mode not in ("iou", "iof"):
            raise KeyError(f"For 'IOU', only 'iou' or 'iof' are supported, but got 'mode': "
                           f"{mode}.")

    def __call__(self, anchor_boxes, gt_boxes):
        # 2.10's bprop gives both box inputs zero gradients (measured, both modes)
        return iou(F.stop_gradient(anchor_boxes), F.stop_gradient(gt_boxes), self.attrs["mode"])


def check_valid(bboxes, img_metas):
    """Whether each box lies in the image ``img_metas = (height, width, ratio)``:
    ``x1, y1 >= 0``, ``x2 <= width * ratio - 1``, ``y2 <= height * ratio - 1``."""
    _check_boxes("CheckValid", "bboxes", bboxes)
    x1, y1, x2, y2 = _cols(bboxes[:, :4])
    h, w = img_metas[0] * img_metas[2], img_metas[1] * img_metas[2]
    ok = F.logical_and(x1 >= 0, y1 >= 0)
    return F.logical_and(ok, F.logical_and(x2 <= w - 1, y2 <= h - 1))


def _centers(boxes):
    x1, y1, x2, y2 = _cols(boxes)
    w, h = x2 - x1 + 1.0, y2 - y1 + 1.0
    return x1 + (w - 1) * 0.5, y1 + (h - 1) * 0.5, w, h


def bounding_box_encode(anchor_box, groundtruth_box, means=(0.0, 0.0, 0.0, 0.0),
                        stds=(1.0, 1.0, 1.0, 1.0)):
    """Deltas ``((gx - px) / pw, (gy - py) / ph, log(gw / pw), log(gh / ph))`` of the
    ground-truth boxes from the anchors, normalised by ``means`` / ``stds``."""
    px, py, pw, ph = _centers(anchor_box[:, :4])
    gx, gy, gw, gh = _centers(groundtruth_box[:, :4])
    d = [(gx - px) / pw, (gy - py) / ph, F.log(gw / pw), F.log(gh / ph)]
    return stack([(v - m) / s for v, m, s in zip(d, means, stds)], -1)


def bounding_box_decode(anchor_box, deltas, max_shape, means=(0.0, 0.0, 0.0, 0.0),
                        stds=(1.0, 1.0, 1.0, 1.0), wh_ratio_clip=0.016):
    """The boxes ``bounding_box_encode`` encoded (``|log(w/pw)|`` clipped to
    ``|log(wh_ratio_clip)|``), clipped to ``[0, width] x [0, height]`` of ``max_shape``."""
    px, py, pw, ph = _centers(anchor_box[:, :4])
    dx, dy, dw, dh = (deltas[:, i] * s + m for i, (m, s) in enumerate(zip(means, stds)))
    limit = abs(math.log(wh_ratio_clip))
    dw, dh = F.clip_by_value(dw, -limit, limit), F.clip_by_value(dh, -limit, limit)
    gx, gy, gw, gh = px + pw * dx, py + ph * dy, pw * F.exp(dw), ph * F.exp(dh)
    height, width = max_shape[0], max_shape[1]
    x1 = F.clip_by_value(gx - (gw - 1) * 0.5, 0.0, float(width))
    y1 = F.clip_by_value(gy - (gh - 1) * 0.5, 0.0, float(height))
    x2 = F.clip_by_value(gx + (gw - 1) * 0.5, 0.0, float(width))
    y2 = F.clip_by_value(gy + (gh - 1) * 0.5, 0.0, float(height))
    return stack([x1, y1, x2, y2], -1)


class BoundingBoxEncode(Primitive):
    """``ops.BoundingBoxEncode(means, stds)(anchor_box, groundtruth_box)``."""

    @prim_attr_register
    def __init__(self, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0)):
        pass

    def __call__(self, anchor_box, groundtruth_box):
        return bounding_box_encode(anchor_box, groundtruth_box, self.attrs["means"],
                                   self.attrs["stds"])


class BoundingBoxDecode(Primitive):
    """``ops.BoundingBoxDecode(max_shape, means, stds, wh_ratio_clip)(anchor_box, deltas)``."""

    @prim_attr_register
    def __init__(self, max_shape, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0),
                 wh_ratio_clip=0.016):
        pass

    def __call__(self, anchor_box, deltas):
        a = self.attrs
        return bounding_box_decode(anchor_box, deltas, a["max_shape"], a["means"], a["stds"],
                                   a["wh_ratio_clip"])


class CheckValid(Primitive):
    """``ops.CheckValid()(bboxes, img_metas)``: ``check_valid``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, bboxes, img_metas):
        return check_valid(bboxes, img_metas)


# ---- colour spaces (last axis holds the 3 channels; values in [0, 1]) ------------------------
def rgb_to_hsv(images):
    """RGB -> HSV, hue in ``[0, 1)``."""
    r, g, b = images[..., 0], images[..., 1], images[..., 2]
    v = F.maximum(F.maximum(r, g), b)
    delta = v - F.minimum(F.minimum(r, g), b)
    safe = where(delta > 0, delta, F.ones_like(delta))
    s = where(v > 0, delta / where(v > 0, v, F.ones_like(v)), F.zeros_like(v))
    h = where(v == r, (g - b) / safe, where(v == g, (b - r) / safe + 2, (r - g) / safe + 4))
    h = where(delta > 0, h / 6, F.zeros_like(h))
    h = where(h < 0, h + 1, h)
    return stack([h, s, v], -1)


def hsv_to_rgb(images):
    """HSV (hue in ``[0, 1)``) -> RGB."""
    h, s, v = images[..., 0], images[..., 1], images[..., 2]
    chans = []
    for n in (5.0, 3.0, 1.0):
        k = (n + h * 6) % 6.0
        chans.append(v - v * s * F.clip_by_value(F.minimum(k, 4 - k), 0.0, 1.0))
    return stack(chans, -1)


def _check_rank4(op, x):
    if x.ndim != 4:
        raise ValueError(f"For primitive[{op}], the the dimension of [x] must be equal to 4, "
                         f"but got {x.ndim}.")


class RGBToHSV(Primitive):
    """``ops.RGBToHSV()(images)``: NHWC RGB images -> HSV."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, images):
        _check_rank4("RGBToHSV", images)
        return rgb_to_hsv(images)


class HSVToRGB(Primitive):
    """``ops.HSVToRGB()(x)``: NHWC HSV images -> RGB."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x):
        _check_rank4("HSVToRGB", x)
        return hsv_to_rgb(x)


class AdjustHue(Primitive):
    """``ops.AdjustHue()(image, delta)``: hue shifted by ``delta`` (mod 1) in HSV space."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, image, delta):
        hsv = rgb_to_hsv(image)
        h = hsv[..., 0] + delta
        h = h - F.floor(h)
        return hsv_to_rgb(concat([h.expand_dims(-1), hsv[..., 1:]], -1))


class AdjustSaturation(Primitive):
    """``ops.AdjustSaturation()(image, scale)``: saturation times ``scale`` (clipped to
    ``[0, 1]``) in HSV space."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, image, scale):
        hsv = rgb_to_hsv(image)
        s = F.clip_by_value(hsv[..., 1] * scale, 0.0, 1.0)
        return hsv_to_rgb(stack([hsv[..., 0], s, hsv[..., 2]], -1))


class NMSWithMask(Primitive):
    """``ops.NMSWithMask(iou_threshold=0.5)(bboxes)``: ``bboxes`` rows ``(x1, y1, x2, y2,
    score)`` sorted by descending score (equal scores in the order of MindSpore's bitonic
    sort: ``nms_with_mask_order``), ``arange(N)`` (int32) and the keep mask: a box is kept
    unless a kept box of higher score overlaps it with IoU > ``iou_threshold`` (areas
    ``(x2 - x1) * (y2 - y1)``, as MindSpore's kernel). The greedy pass is one compiled loop
    (``nms_with_mask_keep``) in both modes."""

    @prim_attr_register
    def __init__(self, iou_threshold=0.5):
        if isinstance(iou_threshold, bool) or not isinstance(iou_threshold, (int, float)):
            raise TypeError(f"For 'NMSWithMask', 'iou_threshold' must be a float, but got "
                            f"{type(iou_threshold).__name__}")

    def __call__(self, bboxes):
        if bboxes.ndim != 2 or bboxes.shape[1] != 5:
            raise ValueError(f"For 'NMSWithMask', 'bboxes' must have shape (N, 5), but got "
                             f"{tuple(bboxes.shape)}")
        order = dispatch(_NMS_ORDER, (bboxes[:, 4],), freeze_attrs({}))
        boxes = bboxes[order]
        x1, y1, x2, y2 = _cols(boxes[:, :4])
        area = (x2 - x1) * (y2 - y1)
        iw = F.relu(F.minimum(x2[:, None], x2[None]) - F.maximum(x1[:, None], x1[None]))
        ih = F.relu(F.minimum(y2[:, None], y2[None]) - F.maximum(y1[:, None], y1[None]))
        inter = iw * ih
        iou = inter / (area[:, None] + area[None] - inter)
        keep = dispatch(_NMS_KEEP, (iou,),
                        freeze_attrs({"iou_threshold": float(self.attrs["iou_threshold"])}))
        n = bboxes.shape[0]
        from .array_ext_math import range as _range
        return boxes, F.cast(_range(0, n, 1), mstype.int32), keep
