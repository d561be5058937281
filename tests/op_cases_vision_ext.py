"""``op_cases`` rows for ``runtime/primitives/vision_ext.py`` and ``sample_ext.py``. References:
MindSpore 2.10's CPU outputs (``fixtures/ops_vision_ext_ms210.npz``, written by
``fixtures/make_vision_ext_fixtures.py``) where MindSpore runs the op on CPU, torch_npu's
published values for ``rotated_iou``, plain numpy loops for the Ascend-only ones, and the
documented algorithm over the same ``jax`` draws for the random ones."""
import pathlib

import jax
import numpy as np

D = dict(np.load(pathlib.Path(__file__).parent / "fixtures" / "ops_vision_ext_ms210.npz"))
CASES, REFS = {}, {}
_R = np.random.default_rng(11)


def _key(n):
    return np.asarray(jax.random.PRNGKey(n))


def _fixed(*outs):
    """A reference that is MindSpore's output for the row's (fixture) inputs."""
    return lambda *a, **k: outs[0] if len(outs) == 1 else tuple(outs)


# ---- MindSpore CPU outputs ------------------------------------------------------------------------
CASES["deformable_offsets"] = [((D["deform.x"], D["deform.offsets"]), {
    "strides": (2, 1), "pads": (1, 0, 1, 1), "ksize": (2, 3), "dilations": (1, 2),
    "deformable_groups": 2})]
REFS["deformable_offsets"] = _fixed(D["deform.out"])
CASES["scale_and_translate"] = [((D["sat.images"], np.array([0.6, 1.4], np.float32),
                                  np.array([0.3, -0.8], np.float32)),
                                 {"size": (4, 9), "kernel_type": k, "antialias": True})
                                for k in ("lanczos3", "keyscubic")]
REFS["scale_and_translate"] = lambda *a, kernel_type, **k: D[f"sat_{kernel_type}_1.out"]
CASES["combined_nms"] = [((D["cnms_q1.boxes"], D["cnms_q1.scores"], np.float32(0.3),
                           np.float32(0.2)), {"per_class": 2, "total": 5,
                                              "pad_per_class": False, "clip_boxes": True})]
REFS["combined_nms"] = _fixed(*(D[f"cnms_q1.out{i}"] for i in range(4)))
_FRAC = "frac_FractionalMaxPool_1"
CASES["fractional_pool"] = [
    ((D["frac.x"], D[f"frac_Fractional{m}Pool_{o}.rows"], D[f"frac_Fractional{m}Pool_{o}.cols"]),
     {"mode": m.lower(), "overlapping": bool(o)}) for m in ("Max", "Avg") for o in (0, 1)]
REFS["fractional_pool"] = lambda x, r, c, mode, overlapping: D[
    f"frac_Fractional{mode.title()}Pool_{int(overlapping)}.y"]


def _glimpse_ref(key, x, offsets, size, centered, normalized, noise):
    """MindSpore's zero-noise glimpse, its outside pixels (exactly 0: the image is in (0, 1))
    replaced by the U(-1, 1) draws of the key."""
    inside = D["glimpse_00.out"]
    draw = np.asarray(jax.random.uniform(key, inside.shape, np.float32, -1.0, 1.0))
    return np.where(inside != 0, inside, draw).astype(np.float32)


CASES["extract_glimpse"] = [((_key(4), D["glimpse.x"], D["glimpse.offsets"] * 6),
                             {"size": (4, 5), "centered": False, "normalized": False,
                              "noise": "uniform"})]
REFS["extract_glimpse"] = _glimpse_ref

# ---- rotated IoU: torch_npu's test data and expected values (angles in degrees) -------------------
_NPU = np.random.RandomState(1234)


def _npu_boxes(n):
    xy = _NPU.uniform(20, 60, (4, n, 2)).astype(np.float32)
    wh = _NPU.randint(1, 20, size=(4, n, 2))
    return np.concatenate([xy, wh, _NPU.randint(-180, 180, size=(4, n, 1))], -1,
                          dtype=np.float32)


_A, _B = _npu_boxes(2), _npu_boxes(3)
_IOU = np.zeros((4, 2, 3), np.float32)
_IOU[0, 0, 1], _IOU[2, 1, 0], _IOU[2, 1, 1] = 0.00045966, 0.00600622, 0.10504241
CASES["rotated_iou"] = [((_A, _B), {"trans": False, "mode": 0, "is_cross": True})]
REFS["rotated_iou"] = lambda a, b, **k: _IOU


# ---- NMSWithMask's keep mask: the greedy pass written as a plain loop --------------------------------
def _nms_keep_ref(iou, iou_threshold):
    keep = []
    for i in range(len(iou)):
        keep.append(not any(keep[j] and iou[j, i] > iou_threshold for j in range(i)))
    return np.array(keep)


_IOU_CHAIN = np.array([[1.0, 0.5, 0.1, 0.0], [0.5, 1.0, 0.5, 0.2], [0.1, 0.5, 1.0, 0.6],
                       [0.0, 0.2, 0.6, 1.0]], np.float32)
CASES["nms_with_mask_keep"] = [((_IOU_CHAIN,), {"iou_threshold": t}) for t in (0.3, 0.55, 0.05)]
REFS["nms_with_mask_keep"] = _nms_keep_ref
# the ranking of distinct scores is the descending order (ties: tests/test_zoo_names_10.py)
CASES["nms_with_mask_order"] = [((np.array([0.3, 0.9, 0.1, 0.5, 0.7], np.float32),), {}),
                                ((np.array([2.0, -1.0, 5.0], np.float32),), {})]
REFS["nms_with_mask_order"] = lambda s: np.argsort(-s, kind="stable").astype(np.int32)


# ---- multi-scale deformable attention: a plain loop over grid_sample's bilinear taps ---------------
def _msda_ref(value, locations, weight, shapes, starts):
    bs, _, heads, ch = value.shape
    q, levels, points = locations.shape[1], locations.shape[3], locations.shape[4]
    out = np.zeros((bs, q, heads, ch), np.float64)
    for b, i, m, lvl, p in np.ndindex(bs, q, heads, levels, points):
        (h, w), s = shapes[lvl], starts[lvl]
        x = locations[b, i, m, lvl, p, 0] * w - 0.5
        y = locations[b, i, m, lvl, p, 1] * h - 0.5
        for yy in (np.floor(y), np.floor(y) + 1):
            for xx in (np.floor(x), np.floor(x) + 1):
                if 0 <= yy < h and 0 <= xx < w:
                    tap = (1 - abs(y - yy)) * (1 - abs(x - xx)) * weight[b, i, m, lvl, p]
                    out[b, i, m] += tap * value[b, s + int(yy) * w + int(xx), m]
    return out.reshape(bs, q, heads * ch).astype(np.float32)


_SHAPES, _STARTS = ((3, 4), (2, 2)), (0, 12)
CASES["multi_scale_deformable_attn"] = [(
    (_R.normal(size=(2, 16, 2, 8)).astype(np.float32),
     _R.uniform(-0.2, 1.2, (2, 3, 2, 2, 2, 2)).astype(np.float32),
     _R.uniform(0, 1, (2, 3, 2, 2, 2)).astype(np.float32)),
    {"shapes": _SHAPES, "starts": _STARTS})]
REFS["multi_scale_deformable_attn"] = _msda_ref


# ---- RNN-T loss: the lattice recursion in float64, gradient by central differences ---------------
def _rnnt_costs(acts, labels, t_len, u_len, blank):
    lp = acts - np.log(np.exp(acts).sum(-1, keepdims=True))
    costs = []
    for b in range(acts.shape[0]):
        alpha = np.full((t_len[b], u_len[b] + 1), -np.inf)
        for t in range(t_len[b]):
            for u in range(u_len[b] + 1):
                if t == 0 and u == 0:
                    alpha[t, u] = 0.0
                    continue
                stay = alpha[t - 1, u] + lp[b, t - 1, u, blank] if t else -np.inf
                emit = alpha[t, u - 1] + lp[b, t, u - 1, labels[b, u - 1]] if u else -np.inf
                alpha[t, u] = np.logaddexp(stay, emit)
        costs.append(-(alpha[-1, -1] + lp[b, t_len[b] - 1, u_len[b], blank]))
    return np.array(costs)


def _rnnt_ref(acts, labels, t_len, u_len, blank_label):
    a = acts.astype(np.float64)
    grads = np.zeros_like(a)
    for idx in np.ndindex(a.shape):
        hi, lo = a.copy(), a.copy()
        hi[idx] += 1e-6
        lo[idx] -= 1e-6
        grads[idx] = (_rnnt_costs(hi, labels, t_len, u_len, blank_label).sum()
                      - _rnnt_costs(lo, labels, t_len, u_len, blank_label).sum()) / 2e-6
    cost = _rnnt_costs(a, labels, t_len, u_len, blank_label)
    return cost.astype(np.float32), grads.astype(np.float32)


CASES["rnnt_loss"] = [((_R.normal(size=(2, 4, 3, 5)).astype(np.float32),
                        np.array([[1, 3], [4, 0]], np.int32), np.array([4, 3], np.int32),
                        np.array([2, 1], np.int32)), {"blank_label": 0})]
REFS["rnnt_loss"] = _rnnt_ref


# ---- random draws: the documented algorithms over the same keys ----------------------------------
def _sequence_ref(key, sizes, pseudo_random):
    outs = []
    for k, (n_in, n_out) in zip(jax.random.split(key), sizes):
        if pseudo_random:
            alpha, step = n_in / n_out, n_in // n_out
            u = float(jax.random.uniform(k, (), np.float32)) * min((step + 2) / alpha - 1,
                                                       (n_in + 1 - step) / alpha - (n_out - 1))
            cum = [0] + [int(np.ceil(np.float32(alpha * (i + u)))) - 1
                         for i in range(1, n_out)] + [n_in]
        else:
            diff = np.asarray(jax.random.permutation(
                k, np.array([n_in // n_out + (i < n_in % n_out) for i in range(n_out)])))
            cum = np.concatenate([[0], np.cumsum(diff)])
        outs.append(np.asarray(cum, np.int64))
    return tuple(outs)


CASES["fractional_pool_sequence"] = [
    ((_key(1),), {"sizes": ((23, 9), (9, 4)), "pseudo_random": False}),
    ((_key(2),), {"sizes": ((13, 6), (9, 4)), "pseudo_random": True})]
REFS["fractional_pool_sequence"] = _sequence_ref


def _ptn_ref(key, mean, std, lo, hi, shape):
    col = lambda p: p.reshape(p.shape + (1,) * (len(shape) - p.ndim))
    mean, std, lo, hi = (col(np.asarray(p)) for p in (mean, std, lo, hi))
    draw = np.asarray(jax.random.truncated_normal(key, (lo - mean) / std, (hi - mean) / std,
                                                  shape, np.float32))
    return (mean + std * draw).astype(mean.dtype)


CASES["parameterized_truncated_normal"] = [
    ((_key(3), np.array([0.0, 5.0], np.float32), np.array([1.0, 0.5], np.float32),
      np.array([-1.0, 4.0], np.float32), np.array([1.0, 7.0], np.float32)),
     {"shape": (2, 3, 4)})]
REFS["parameterized_truncated_normal"] = _ptn_ref


def _crop_ref(key, image_size, boxes, min_covered, aspect_ratio_range, area_range,
              max_attempts):
    """TensorFlow's attempt loop, one attempt at a time, over the op's draws."""
    hgt, wid = (int(v) for v in image_size[:2])
    keys = jax.random.split(key, max_attempts + 1)
    aspects = np.asarray(jax.random.uniform(keys[0], (max_attempts,), np.float32,
                                            minval=aspect_ratio_range[0],
                                            maxval=aspect_ratio_range[1]))
    px = np.trunc(boxes.reshape(-1, 4) * np.array([hgt, wid, hgt, wid], np.float32))
    crop = (0, 0, hgt, wid)
    for k, a in zip(keys[1:], aspects):
        lo_a, hi_a = area_range[0] * hgt * wid, area_range[1] * hgt * wid
        h_lo, h_hi = np.rint(np.sqrt(lo_a / a)), np.rint(np.sqrt(hi_a / a))
        if np.rint(h_hi * a) > wid:
            h_hi = np.floor((wid + 0.5 - 1e-7) / a)
            h_hi -= np.rint(h_hi * a) > wid
        h_hi = min(h_hi, hgt)
        h_lo = min(h_lo, h_hi)
        k1, k2, k3 = jax.random.split(k, 3)
        h = h_lo + np.floor(float(jax.random.uniform(k1, (), np.float32)) * (h_hi - h_lo + 1))
        h += np.rint(h * a) * h < lo_a
        h -= np.rint(h * a) * h > hi_a
        w = np.rint(h * a)
        if not (lo_a <= w * h <= hi_a and 0 < w <= wid and 0 < h <= hgt):
            continue
        y = np.floor(float(jax.random.uniform(k2, (), np.float32)) * max(hgt - h, 0))
        x = np.floor(float(jax.random.uniform(k3, (), np.float32)) * max(wid - w, 0))
        for by1, bx1, by2, bx2 in px:
            area = (by2 - by1) * (bx2 - bx1)
            inter = max(min(y + h, by2) - max(y, by1), 0) * max(min(x + w, bx2) - max(x, bx1), 0)
            if area >= 1 and inter / area >= min_covered[0]:
                crop = (y, x, h, w)
                break
        else:
            continue
        break
    y, x, h, w = crop
    return (np.array([y, x, 0], image_size.dtype), np.array([h, w, -1], image_size.dtype),
            np.array([[[y / hgt, x / wid, (y + h) / hgt, (x + w) / wid]]], np.float32))


CASES["sample_distorted_bounding_box"] = [
    ((_key(5), np.array([40, 30, 3], np.int32), np.array([[[0.1, 0.2, 0.6, 0.7]]], np.float32),
      np.array([0.3], np.float32)),
     {"aspect_ratio_range": (0.75, 1.33), "area_range": (0.05, 1.0), "max_attempts": 20})]
REFS["sample_distorted_bounding_box"] = _crop_ref


def _surface_calls():
    """Public spellings reaching these ops (imported lazily: this module loads before minicell)."""
    import minicell as ms
    from minicell import ops
    t = ms.Tensor
    x = t(D["deform.x"][:1, :2])
    off = t(np.zeros((1, 3 * 2 * 3, 3, 3), np.float32))
    img = t(D["sat.images"])
    return [
        lambda: ops.DeformableOffsets((1, 1, 2, 1), (1, 0, 1, 1), (2, 3), (1, 1, 1, 2))(x, off),
        lambda: ops.deformable_conv2d(x, t(np.ones((1, 2, 2, 3), np.float32)), off, (2, 3),
                                      (1, 1, 2, 1), (1, 0, 1, 1), dilations=(1, 1, 1, 2)),
        lambda: ops.ScaleAndTranslate()(img, t([3, 3], ms.int32), t([0.5, 0.5]), t([0.0, 0.0])),
        lambda: ops.CombinedNonMaxSuppression()(t(D["cnms_q1.boxes"]), t(D["cnms_q1.scores"]),
                                                2, 4, t(0.5), t(0.1)),
        lambda: ops.NMSWithMask(0.5)(t(np.array([[0, 0, 2, 2, 0.7], [0, 0, 2, 2.2, 0.9]],
                                                np.float32))),
        lambda: ops.FractionalMaxPool([1.0, 1.5, 1.5, 1.0])(img),
        lambda: ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0])(img),
        lambda: ops.ExtractGlimpse()(img, t([2, 2], ms.int32), t([[0.0, 0.0]])),
        lambda: ops.rotated_iou(t(_A), t(_B)),
        lambda: ops.multi_scale_deformable_attn_function(
            t(np.ones((1, 4, 1, 8), np.float32)), t([[2, 2]], ms.int32), t([0], ms.int32),
            t(np.full((1, 1, 1, 1, 1, 2), 0.5, np.float32)), t(np.ones((1, 1, 1, 1, 1),
                                                                        np.float32))),
        lambda: ops.RNNTLoss()(*(t(a) for a in CASES["rnnt_loss"][0][0])),
        lambda: ops.ParameterizedTruncatedNormal()(t([2, 2], ms.int32), t(0.0), t(1.0),
                                                   t(-1.0), t(1.0)),
        lambda: ops.SampleDistortedBoundingBoxV2()(t([9, 9, 3], ms.int32),
                                                   t(np.array([[[0.0, 0.0, 1.0, 1.0]]],
                                                              np.float32)), t([0.1]))]


SURFACE_CALLS = [lambda: [call() for call in _surface_calls()]]
