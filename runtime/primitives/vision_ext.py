"""Registry entries for detection and sampling ops of ``mindspore.ops`` (``DeformableOffsets``,
``multi_scale_deformable_attn_function``, ``ScaleAndTranslate``, ``rotated_iou``,
``CombinedNonMaxSuppression``). Each is one JAX function over static attributes, so both modes
run the same kernel; the deformable samplers and the resampler differentiate through JAX.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, register


# ---- bilinear sampling with zero padding (DeformableOffsets, multi-scale deformable attention) --
def bilinear_zero(img, ys, xs):
    """``img`` ``(..., C, H, W)`` sampled at float positions ``ys``/``xs`` ``(..., P)`` (same
    leading axes): each of the four neighbours outside the image counts as 0, so a position
    outside ``(-1, H) x (-1, W)`` gives 0. Result ``(..., C, P)``. Interpolated as lerps
    (``top + (bottom - top) * fy``, as MindSpore's kernels), so the gradient with respect to a
    position over equal neighbours is exactly 0."""
    h, w = img.shape[-2:]
    flat = img.reshape(img.shape[:-2] + (h * w,))
    y0, x0 = jnp.floor(ys), jnp.floor(xs)

    def corner(yc, xc):
        inside = (yc >= 0) & (yc <= h - 1) & (xc >= 0) & (xc <= w - 1)
        idx = (jnp.clip(yc, 0, h - 1) * w + jnp.clip(xc, 0, w - 1)).astype(jnp.int32)
        idx = jnp.broadcast_to(idx[..., None, :], flat.shape[:-1] + idx.shape[-1:])
        val = jnp.take_along_axis(flat, idx, axis=-1)
        return jnp.where(inside[..., None, :], val, jnp.zeros((), img.dtype))
    fy = (ys - y0).astype(img.dtype)[..., None, :]
    fx = (xs - x0).astype(img.dtype)[..., None, :]
    v00, v01 = corner(y0, x0), corner(y0, x0 + 1)
    v10, v11 = corner(y0 + 1, x0), corner(y0 + 1, x0 + 1)
    top = v00 + (v01 - v00) * fx
    bottom = v10 + (v11 - v10) * fx
    return top + (bottom - top) * fy


@register("deformable_offsets")
def deformable_offsets(x, offsets, *, strides, pads, ksize, dilations, deformable_groups):
    """MindSpore's ``DeformableOffsets`` (NCHW): ``offsets`` ``(N, 3 * dg * kh * kw, OH, OW)``
    holds the x offsets, the y offsets and the masks, each ordered (group, kernel row, kernel
    column); sample ``(oh * sh - top + i * dh + dy, ow * sw - left + j * dw + dx)`` of ``x``
    bilinearly (zero outside), times the mask. Result ``(N, C, OH * kh, OW * kw)``."""
    dtype = x.dtype              # float16 is computed in float32, as MindSpore's CPU kernel
    if dtype == jnp.float16:
        x, offsets = x.astype(jnp.float32), offsets.astype(jnp.float32)
    n, c, h, w = x.shape
    (kh, kw), (sh, sw), (dh, dw), dg = ksize, strides, dilations, deformable_groups
    oh, ow = offsets.shape[2], offsets.shape[3]
    k = kh * kw
    off = offsets.reshape(n, 3, dg, k, oh * ow)
    ky = (jnp.arange(kh) * dh).repeat(kw).reshape(k, 1)
    kx = jnp.tile(jnp.arange(kw) * dw, kh).reshape(k, 1)
    base_y = (jnp.arange(oh) * sh - pads[0]).repeat(ow).reshape(1, oh * ow)
    base_x = jnp.tile(jnp.arange(ow) * sw - pads[2], oh).reshape(1, oh * ow)
    ys = (base_y + ky + off[:, 1]).reshape(n, dg, k * oh * ow)
    xs = (base_x + kx + off[:, 0]).reshape(n, dg, k * oh * ow)
    val = bilinear_zero(x.reshape(n, dg, c // dg, h, w), ys, xs)      # (n, dg, c/dg, k*oh*ow)
    val = val.reshape(n, dg, c // dg, k, oh * ow) * off[:, 2][:, :, None]
    val = val.reshape(n, c, kh, kw, oh, ow).transpose(0, 1, 4, 2, 5, 3)
    return val.reshape(n, c, oh * kh, ow * kw).astype(dtype)


@register("multi_scale_deformable_attn")
def multi_scale_deformable_attn(value, locations, weight, *, shapes, starts):
    """Deformable-DETR attention: ``value`` ``(bs, keys, heads, C)`` holds the levels' maps
    (level ``l``: ``shapes[l] = (H, W)`` pixels from key ``starts[l]``), ``locations``
    ``(bs, q, heads, L, P, 2)`` normalised ``(x, y)``, sampled as ``grid_sample``
    (bilinear, zeros, ``align_corners=False``), weighted by ``weight`` ``(bs, q, heads, L, P)``
    and summed. Result ``(bs, q, heads * C)``."""
    bs, _, heads, ch = value.shape
    q, points = locations.shape[1], locations.shape[4]
    out = 0.0
    for lvl, ((h, w), start) in enumerate(zip(shapes, starts)):
        img = value[:, start:start + h * w].transpose(0, 2, 3, 1).reshape(bs, heads, ch, h, w)
        loc = locations[:, :, :, lvl].transpose(0, 2, 1, 3, 4).reshape(bs, heads, q * points, 2)
        val = bilinear_zero(img, loc[..., 1] * h - 0.5, loc[..., 0] * w - 0.5)
        wts = weight[:, :, :, lvl].transpose(0, 2, 1, 3).reshape(bs, heads, 1, q, points)
        out = out + (val.reshape(bs, heads, ch, q, points) * wts).sum(-1)
    return out.transpose(0, 3, 1, 2).reshape(bs, q, heads * ch)


# ---- ScaleAndTranslate: TensorFlow's separable resampling kernels --------------------------------
def _lanczos(radius):
    def kernel(x):
        a = jnp.pi * x
        safe = jnp.where(x < 1e-3, 1.0, a)
        val = radius * jnp.sin(safe) * jnp.sin(safe / radius) / (safe * safe)
        return jnp.where(x > radius, 0.0, jnp.where(x < 1e-3, 1.0, val))
    return kernel, float(radius)


def _cubic(b, c):
    """The Mitchell-Netravali family: keys cubic is (0, 1/2), Mitchell's (1/3, 1/3)."""
    def kernel(x):
        near = ((12 - 9 * b - 6 * c) * x ** 3 + (-18 + 12 * b + 6 * c) * x ** 2 + (6 - 2 * b)) / 6
        far = ((-b - 6 * c) * x ** 3 + (6 * b + 30 * c) * x ** 2 + (-12 * b - 48 * c) * x
               + (8 * b + 24 * c)) / 6
        return jnp.where(x >= 2, 0.0, jnp.where(x >= 1, far, near))
    return kernel, 2.0


SCALE_KERNELS = {
    "lanczos1": _lanczos(1), "lanczos3": _lanczos(3), "lanczos5": _lanczos(5),
    "gaussian": (lambda x: jnp.where(x >= 1.5, 0.0, jnp.exp(-2.0 * x * x)), 1.5),
    "box": (lambda x: jnp.where(x < 0.5, 1.0, jnp.where(x == 0.5, 0.5, 0.0)), 1.0),
    "triangle": (lambda x: jnp.maximum(1.0 - x, 0.0), 1.0),
    "keyscubic": _cubic(0.0, 0.5), "mitchellcubic": _cubic(1 / 3, 1 / 3)}


def _axis_weights(n_in, n_out, scale, translate, kernel_type, antialias):
    """The ``(n_out, n_in)`` weights of one axis: output pixel ``o`` samples input position
    ``(o + 0.5 - translate) / scale``, kernel widened by ``1/scale`` when antialiasing a
    downscale, weights normalised, and zero where the position is outside the input."""
    kernel, _ = SCALE_KERNELS[kernel_type]
    inv = 1.0 / scale        # the box kernel's tie at exactly 0.5 depends on rounding: its
    kscale = jnp.maximum(inv, 1.0) if antialias else 1.0   # weights there may differ from
    sample = (jnp.arange(n_out, dtype=jnp.float32) + 0.5) * inv + (-inv * translate)
    dist = jnp.abs((jnp.arange(n_in, dtype=jnp.float32)[None, :] + 0.5 - sample[:, None])
                   * (1.0 / kscale))
    wts = kernel(dist)                                     # MindSpore's (float32 here)
    total = wts.sum(1, keepdims=True)
    wts = jnp.where(jnp.abs(total) >= 1000 * np.finfo(np.float32).tiny,
                    wts / jnp.where(total == 0, 1.0, total), 0.0)
    return jnp.where(((sample >= 0) & (sample <= n_in))[:, None], wts, 0.0)


@register("scale_and_translate", nondiff_argnums=(1, 2))
def scale_and_translate(images, scale, translation, *, size, kernel_type, antialias):
    """TensorFlow's ``ScaleAndTranslate`` on NHWC ``images``: float32 ``(N, *size, C)``."""
    images = jnp.asarray(images, jnp.float32)
    scale, translation = scale.astype(jnp.float32), translation.astype(jnp.float32)
    wy = _axis_weights(images.shape[1], size[0], scale[0], translation[0], kernel_type, antialias)
    wx = _axis_weights(images.shape[2], size[1], scale[1], translation[1], kernel_type, antialias)
    return jnp.einsum("yh,nhwc,xw->nyxc", wy, images, wx, precision="highest")


# ---- rotated boxes ------------------------------------------------------------------------------
def _corners(box, trans):
    """``(..., 4, 2)`` corners (counter-clockwise) of ``xywht`` boxes (``xyxyt`` when ``trans``),
    angle ``t`` in degrees."""
    if trans:
        cx, cy = (box[..., 0] + box[..., 2]) / 2, (box[..., 1] + box[..., 3]) / 2
        w, h = box[..., 2] - box[..., 0], box[..., 3] - box[..., 1]
    else:
        cx, cy, w, h = box[..., 0], box[..., 1], box[..., 2], box[..., 3]
    t = jnp.deg2rad(box[..., 4])
    cos, sin = jnp.cos(t), jnp.sin(t)
    dx = jnp.stack([-w, w, w, -w], -1) / 2
    dy = jnp.stack([-h, -h, h, h], -1) / 2
    return jnp.stack([cx[..., None] + dx * cos[..., None] - dy * sin[..., None],
                      cy[..., None] + dx * sin[..., None] + dy * cos[..., None]], -1)


def _cross(a, b):
    return a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]


def _inside(pts, poly):
    """Whether each of ``pts`` ``(..., M, 2)`` lies in the convex ccw ``poly`` ``(..., 4, 2)``."""
    edge = jnp.roll(poly, -1, -2) - poly                           # (..., 4, 2)
    rel = pts[..., :, None, :] - poly[..., None, :, :]             # (..., M, 4, 2)
    return (_cross(edge[..., None, :, :], rel) >= -1e-6).all(-1)


def _intersection_area(a, b):
    """Area of the intersection of convex quadrilaterals ``a``, ``b`` ``(..., 4, 2)``: the corners
    inside the other box and the edge crossings, ordered by angle round their mean, shoelace."""
    ea, eb = jnp.roll(a, -1, -2) - a, jnp.roll(b, -1, -2) - b
    pa, pb, da, db = a[..., :, None, :], b[..., None, :, :], ea[..., :, None, :], eb[..., None, :, :]
    den = _cross(da, db)
    safe = jnp.where(jnp.abs(den) < 1e-12, 1.0, den)
    s, u = _cross(pb - pa, db) / safe, _cross(pb - pa, da) / safe
    hit = (jnp.abs(den) >= 1e-12) & (s >= 0) & (s <= 1) & (u >= 0) & (u <= 1)
    cross_pts = (pa + s[..., None] * da).reshape(a.shape[:-2] + (16, 2))
    pts = jnp.concatenate([a, b, cross_pts], -2)
    ok = jnp.concatenate([_inside(a, b), _inside(b, a), hit.reshape(hit.shape[:-2] + (16,))], -1)
    count = ok.sum(-1, keepdims=True)
    center = (pts * ok[..., None]).sum(-2) / jnp.maximum(count, 1)
    rel = pts - center[..., None, :]
    ang = jnp.where(ok, jnp.arctan2(rel[..., 1], rel[..., 0]), 10.0)
    order = jnp.argsort(ang, -1)
    pts = jnp.take_along_axis(pts, order[..., None], -2)
    ok = jnp.take_along_axis(ok, order, -1)
    first = pts[..., :1, :]
    pts = jnp.where(ok[..., None], pts, first)                      # padding adds no area
    area = 0.5 * jnp.abs(_cross(pts, jnp.roll(pts, -1, -2)).sum(-1))
    return jnp.where(count[..., 0] >= 3, area, 0.0)


@register("rotated_iou", props=(NONDIFF,))
def rotated_iou(boxes, query_boxes, *, trans, mode, is_cross):
    """IoU (``mode=1``: intersection over the area of ``boxes``) of rotated boxes ``(B, N, 5)``
    and ``(B, K, 5)``: ``(B, N, K)``, or ``(B, N)`` pairwise when not ``is_cross``."""
    dtype = boxes.dtype
    boxes, query_boxes = boxes.astype(jnp.float32), query_boxes.astype(jnp.float32)
    if is_cross:
        boxes, query_boxes = boxes[:, :, None], query_boxes[:, None, :]
    a, b = _corners(boxes, trans), _corners(query_boxes, trans)
    a, b = jnp.broadcast_arrays(a, b)
    inter = _intersection_area(a, b)

    def area(box):
        wh = box[..., 2:4] - box[..., 0:2] if trans else box[..., 2:4]
        return jnp.abs(wh[..., 0] * wh[..., 1])

    denom = area(boxes) if mode == 1 else area(boxes) + area(query_boxes) - inter
    return (inter / jnp.maximum(denom, 1e-6)).astype(dtype)


# ---- CombinedNonMaxSuppression: fixed-size per-class greedy NMS ----------------------------------
def _greedy_keep(iou, valid, thr, limit):
    """Greedy NMS over boxes already sorted by score: box ``i`` is kept when valid, fewer than
    ``limit`` are kept before it, and no kept box before it has IoU > ``thr`` with it."""
    n = valid.shape[0]

    def step(i, keep):
        clash = (keep & (iou[:, i] > thr) & (jnp.arange(n) < i)).any()
        ok = valid[i] & ~clash & (keep.sum() < limit)
        return keep.at[i].set(ok)

    return jax.lax.fori_loop(0, n, step, jnp.zeros((n,), bool))


@register("nms_with_mask_keep", props=(NONDIFF,))
def nms_with_mask_keep(iou, *, iou_threshold):
    """``NMSWithMask``'s keep mask over boxes sorted by score (``iou`` their IoU matrix): box
    ``i`` is kept unless a kept box before it has IoU > ``iou_threshold`` with it. One compiled
    loop over the boxes, O(N^2) work (the op-by-op version dispatched N^2 / 2 ops)."""
    n = iou.shape[0]
    return _greedy_keep(iou, jnp.ones((n,), bool), iou_threshold, n)


@register("nms_with_mask_order", props=(NONDIFF,))
def nms_with_mask_order(scores):
    """The order (int32 indices, highest score first) in which MindSpore's ``NMSWithMask``
    kernels rank the boxes: an ascending bitonic sort of the scores padded to a power of two
    with the dtype's largest value, read backwards. Bitonic sorting is not stable, so this
    decides which of two equal scores (saturated softmax, zeroed masked boxes) comes first,
    and so what NMS keeps; a stable argsort ranks ties differently."""
    n = scores.shape[0]
    size = 1 << max(n - 1, 0).bit_length()
    data = jnp.concatenate([scores, jnp.full((size - n,), jnp.finfo(scores.dtype).max,
                                             scores.dtype)])
    pos = np.arange(size)
    stages = [(block, block >> k) for block in (2 ** e for e in range(1, size.bit_length()))
              for k in range(1, block.bit_length())]
    if not stages:
        return jnp.zeros((n,), jnp.int32)
    partners = np.stack([pos ^ step for _, step in stages]).astype(np.int32)
    ascending = np.stack([(pos & block) == 0 for block, _ in stages])

    def stage(carry, table):     # one compare-exchange stage (a loop, not one deep fusion:
        data, index = carry      # XLA's fusion of the unrolled stages grew exponentially)
        partner, up = table
        mine, theirs = data, data[partner]
        low_first = pos < partner
        low, high = jnp.where(low_first, mine, theirs), jnp.where(low_first, theirs, mine)
        swap = jnp.where(up, low > high, low < high)
        return (jnp.where(swap, theirs, mine), jnp.where(swap, index[partner], index)), None

    (_, index), _ = jax.lax.scan(stage, (data, jnp.arange(size, dtype=jnp.int32)),
                                 (jnp.asarray(partners), jnp.asarray(ascending)))
    return index[:n][::-1]


def _box_iou(boxes):
    """IoU matrix of ``(N, 4)`` corner boxes in either corner order."""
    y1, y2 = jnp.minimum(boxes[:, 0], boxes[:, 2]), jnp.maximum(boxes[:, 0], boxes[:, 2])
    x1, x2 = jnp.minimum(boxes[:, 1], boxes[:, 3]), jnp.maximum(boxes[:, 1], boxes[:, 3])
    area = (y2 - y1) * (x2 - x1)
    ih = jnp.maximum(jnp.minimum(y2[:, None], y2[None]) - jnp.maximum(y1[:, None], y1[None]), 0)
    iw = jnp.maximum(jnp.minimum(x2[:, None], x2[None]) - jnp.maximum(x1[:, None], x1[None]), 0)
    inter = ih * iw
    union = area[:, None] + area[None] - inter
    return jnp.where(union > 0, inter / jnp.where(union > 0, union, 1.0), 0.0)


@register("combined_nms", props=(NONDIFF,), multiple_results=True)
def combined_nms(boxes, scores, iou_threshold, score_threshold, *, per_class, total,
                 pad_per_class, clip_boxes):
    """TensorFlow's ``CombinedNonMaxSuppression``: per image and class, greedy NMS (IoU >
    ``iou_threshold`` suppresses, scores must exceed ``score_threshold``) keeps up to
    ``per_class`` boxes; the kept boxes of all classes, by descending score, fill ``total``
    (``pad_per_class``: ``min(total, per_class * classes)``) zero-padded slots."""
    batch, n, q, _ = boxes.shape
    classes = scores.shape[2]
    slots = min(total, per_class * classes) if pad_per_class else total

    def one_class(cls_boxes, cls_scores):
        order = jnp.argsort(-cls_scores, stable=True)
        b, s = cls_boxes[order], cls_scores[order]
        keep = _greedy_keep(_box_iou(b), s > score_threshold, iou_threshold, per_class)
        return b, jnp.where(keep, s, -jnp.inf)

    per_cls_boxes = jnp.broadcast_to(boxes, (batch, n, classes, 4)) if q == 1 else boxes
    b, s = jax.vmap(jax.vmap(one_class, (1, 1)))(per_cls_boxes, scores)   # (B, C, N, ...)
    s = s.reshape(batch, classes * n)
    top, idx = jax.lax.top_k(s, min(slots, classes * n))
    kept = jnp.isfinite(top)
    out_boxes = jnp.take_along_axis(b.reshape(batch, classes * n, 4), idx[..., None], 1)
    if clip_boxes:
        out_boxes = jnp.clip(out_boxes, 0.0, 1.0)
    out_boxes = jnp.where(kept[..., None], out_boxes, 0.0)
    out_scores = jnp.where(kept, top, 0.0)
    out_classes = jnp.where(kept, (idx // n).astype(jnp.float32), 0.0)
    pad = slots - top.shape[1]
    if pad > 0:
        out_boxes = jnp.pad(out_boxes, ((0, 0), (0, pad), (0, 0)))
        out_scores, out_classes = (jnp.pad(t, ((0, 0), (0, pad))) for t in (out_scores, out_classes))
    return (out_boxes.astype(jnp.float32), out_scores.astype(jnp.float32), out_classes,
            kept.sum(1).astype(jnp.int32))
