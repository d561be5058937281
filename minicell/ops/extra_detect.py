"""Detection ops of ``mindspore.ops``: ``NonMaxSuppressionV3``, ``NonMaxSuppressionWithOverlaps``
(greedy selection on the host: their output length depends on the values, so they run in
PYNATIVE_MODE and raise the data-dependent-shape error in a graph),
``CombinedNonMaxSuppression`` (fixed ``max_total_size`` slots, registry op ``combined_nms``:
both modes), ``rotated_iou``, ``SampleDistortedBoundingBoxV2`` and ``ExtractGlimpse``. Rows in
``rows_vision.py``.

>>> import minicell as ms, numpy as np
>>> boxes = ms.Tensor(np.array([[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, 2, 1, 3]], np.float32))
>>> scores = ms.Tensor(np.array([0.9, 0.8, 0.7], np.float32))
>>> ms.ops.NonMaxSuppressionV3()(boxes, scores, 3, 0.5, 0.0).asnumpy().tolist()
[0, 2]
"""
import numpy as np

from ..common import dtype as mstype
from ..runtime import dispatch as _dispatch, rng
from ._util import shape_of
from .linalg_funcs import call
from .primitive import Primitive, prim_attr_register, prim_seed


def _tensor(x):
    from ..common.tensor import Tensor
    return Tensor(x)


def _host(x):
    from ..common.tensor import Tensor
    return x.asnumpy() if isinstance(x, Tensor) else np.asarray(x)


def static_int(x, op, name):
    """A Python int from an int or a 0-d integer Tensor whose value is known (a constant; a
    graph input's value is not, and reading it raises the ConcretizationError)."""
    from ..common.tensor import Tensor
    if isinstance(x, Tensor):
        if x.ndim != 0 or x.dtype not in (mstype.int32, mstype.int64):
            raise ValueError(f"For '{op}', '{name}' must be a 0-D int32 Tensor, but got shape "
                             f"{tuple(x.shape)} and {x.dtype}.")
        x = int(x.asnumpy())                     # a graph input: the ConcretizationError
    if isinstance(x, bool) or not isinstance(x, (int, np.integer)):
        raise TypeError(f"For '{op}', '{name}' must be an int or an int Tensor, but got "
                        f"{type(x).__name__}.")
    return int(x)


def known_value(x):
    """``x``'s numpy value when it is known now (a number, or a Tensor outside a graph trace),
    else None: value checks run where MindSpore's would, and are skipped on symbolic values."""
    from ..common.tensor import Tensor
    from ._util import concrete
    if isinstance(x, Tensor):
        return x.asnumpy() if concrete(x) else None
    return np.asarray(x)


def check_bools(op, **values):
    """MindSpore's TypeError for a non-bool constructor flag."""
    for name, v in values.items():
        if not isinstance(v, bool):
            raise TypeError(f"For '{op}', '{name}' must be a bool, but got {type(v).__name__}.")


def _check_scalar(x, op, name):
    if len(shape_of(x)) != 0:
        raise ValueError(f"For '{op}', the rank of '{name}' must be 0, but got "
                         f"{len(shape_of(x))}.")


def _greedy(overlap, scores, max_out, overlap_thr, score_thr):
    """Indices kept by greedy selection by descending score (stable): a box is dropped when its
    score is not above ``score_thr`` or it overlaps a kept box by more than ``overlap_thr``."""
    keep = []
    for i in np.argsort(-scores, kind="stable"):
        if len(keep) >= max_out or scores[i] <= score_thr:
            break
        if all(overlap(j, i) <= overlap_thr for j in keep):
            keep.append(int(i))
    return np.array(keep, np.int32)


def _nms_inputs(op, scores, max_output_size, thresholds):
    _dispatch.state.tracer.shape_from_values(op)
    if len(shape_of(scores)) != 1:
        raise ValueError(f"For '{op}', the rank of 'scores' must be 1, but got "
                         f"{len(shape_of(scores))}.")
    for name, t in (("max_output_size", max_output_size), *thresholds):
        _check_scalar(t, op, name)
    return (_host(scores).astype(np.float64), max(int(_host(max_output_size)), 0),
            *(float(_host(t)) for _, t in thresholds))


class NonMaxSuppressionV3(Primitive):
    """``ops.NonMaxSuppressionV3()(boxes, scores, max_output_size, iou_threshold,
    score_threshold)``: int32 indices of the boxes ``(N, 4)`` (two opposite corners, either
    order) kept by greedy IoU suppression, at most ``max_output_size`` (negative: 0)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, boxes, scores, max_output_size, iou_threshold, score_threshold):
        op = "NonMaxSuppressionV3"
        if shape_of(boxes)[1:] != (4,) or len(shape_of(boxes)) != 2:
            raise ValueError(f"For '{op}', 'boxes' must have shape (num_boxes, 4), but got "
                             f"{shape_of(boxes)}.")
        s, limit, iou_thr, score_thr = _nms_inputs(op, scores, max_output_size, (
            ("iou_threshold", iou_threshold), ("score_threshold", score_threshold)))
        if not 0 <= iou_thr <= 1:
            raise ValueError(f"For '{op}', 'iou_threshold' must be in [0, 1], but got {iou_thr}.")
        b = _host(boxes).astype(np.float64)
        lo, hi = np.minimum(b[:, :2], b[:, 2:]), np.maximum(b[:, :2], b[:, 2:])
        area = np.prod(hi - lo, 1)

        def iou(j, i):
            inter = np.prod(np.maximum(np.minimum(hi[i], hi[j]) - np.maximum(lo[i], lo[j]), 0))
            union = area[i] + area[j] - inter
            return inter / union if union > 0 else 0.0

        return _tensor(_greedy(iou, s, limit, iou_thr, score_thr))


class NonMaxSuppressionWithOverlaps(Primitive):
    """``ops.NonMaxSuppressionWithOverlaps()(overlaps, scores, max_output_size,
    overlap_threshold, score_threshold)``: greedy selection with the given ``(N, N)`` overlap
    matrix; int32 indices."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, overlaps, scores, max_output_size, overlap_threshold, score_threshold):
        op = "NonMaxSuppressionWithOverlaps"
        shape = shape_of(overlaps)
        if len(shape) != 2 or shape[0] != shape[1]:
            raise ValueError(f"For '{op}', 'overlaps' must be a square 2-D Tensor, but got "
                             f"shape {shape}.")
        if shape_of(scores) != shape[:1]:
            raise ValueError(f"For '{op}', the shape of 'scores' must be ({shape[0]},), but got "
                             f"{shape_of(scores)}.")
        if int(_host(max_output_size)) < 0:
            raise ValueError(f"For '{op}', 'max_output_size' must be >= 0, but got "
                             f"{int(_host(max_output_size))}.")
        s, limit, thr, score_thr = _nms_inputs(op, scores, max_output_size, (
            ("overlap_threshold", overlap_threshold), ("score_threshold", score_threshold)))
        ov = _host(overlaps).astype(np.float64)
        return _tensor(_greedy(lambda j, i: ov[i, j], s, limit, thr, score_thr))


class CombinedNonMaxSuppression(Primitive):
    """``ops.CombinedNonMaxSuppression(pad_per_class=False, clip_boxes=True)(boxes, scores,
    max_output_size_per_class, max_total_size, iou_threshold, score_threshold)``: per image and
    class greedy NMS, then the best ``max_total_size`` of all classes: ``(nmsed_boxes,
    nmsed_scores, nmsed_classes, valid_detections)``, zero-padded (registry op
    ``combined_nms``). The two sizes fix the output shapes, so in GRAPH_MODE they must be
    constants (Python ints or Tensors made in ``construct``)."""

    @prim_attr_register
    def __init__(self, pad_per_class=False, clip_boxes=True):
        check_bools("CombinedNonMaxSuppression", pad_per_class=pad_per_class,
                    clip_boxes=clip_boxes)

    def __call__(self, boxes, scores, max_output_size_per_class, max_total_size, iou_threshold,
                 score_threshold):
        op = "CombinedNonMaxSuppression"
        bs, ss = shape_of(boxes), shape_of(scores)
        if len(bs) != 4 or bs[-1] != 4:
            raise ValueError(f"For '{op}', 'boxes' must be 4-D (batch, num_boxes, q, 4), but "
                             f"got shape {bs}.")
        if len(ss) != 3:
            raise ValueError(f"For '{op}', 'scores' must be 3-D, but got shape {ss}.")
        if bs[:2] != ss[:2] or bs[2] not in (1, ss[2]):
            raise ValueError(f"For '{op}', 'boxes' {bs} and 'scores' {ss} do not match: the "
                             f"first two dims must agree and boxes' q must be 1 or {ss[2]}.")
        for t in (boxes, scores):
            if t.dtype != mstype.float32:
                raise TypeError(f"For '{op}', 'boxes' and 'scores' must be float32, but got "
                                f"{t.dtype}.")
        _check_scalar(iou_threshold, op, "iou_threshold")
        _check_scalar(score_threshold, op, "score_threshold")
        iou = known_value(iou_threshold)
        if iou is not None and not 0 <= float(iou) <= 1:
            raise ValueError(f"For {op}, iou_threshold must be in [0,1], but got {float(iou)}.")
        per_class = static_int(max_output_size_per_class, op, "max_output_size_per_class")
        total = static_int(max_total_size, op, "max_total_size")
        for name, v in (("max_output_size_per_class", per_class), ("max_total_size", total)):
            if v < 0:
                raise ValueError(f"For '{op}', '{name}' must be >= 0, but got {v}.")
        from .functional import cast
        return call("combined_nms", boxes, scores, cast(iou_threshold, mstype.float32),
                    cast(score_threshold, mstype.float32), per_class=per_class, total=total,
                    pad_per_class=self.attrs["pad_per_class"],
                    clip_boxes=self.attrs["clip_boxes"])


def rotated_iou(boxes, query_boxes, trans=False, mode=0, is_cross=True, v_threshold=0.0,
                e_threshold=0.0):
    """IoU (``mode=1``: intersection over the area of ``boxes``) of rotated rectangles ``(B, N,
    5)`` and ``(B, K, 5)`` given as ``(x, y, w, h, angle in degrees)`` (``trans``: ``(x1, y1,
    x2, y2, angle)``): ``(B, N, K)``, or pairwise ``(B, N)`` when not ``is_cross``. MindSpore
    runs it on Ascend only; minicell computes the exact polygon intersection, so the two
    tolerance thresholds have no effect."""
    if boxes.dtype not in (mstype.float16, mstype.float32, mstype.bfloat16):
        raise ValueError("input boxes type is illegal.")
    if query_boxes.dtype not in (mstype.float16, mstype.float32, mstype.bfloat16):
        raise ValueError("input query_boxes type is illegal.")
    bs, qs = shape_of(boxes), shape_of(query_boxes)
    if len(bs) != 3 or len(qs) != 3 or bs[0] != qs[0] or bs[2] != 5 or qs[2] != 5:
        raise ValueError(f"For 'rotated_iou', 'boxes' and 'query_boxes' must be (B, N, 5) and "
                         f"(B, K, 5), but got {bs} and {qs}.")
    if not is_cross and bs[1] != qs[1]:
        raise ValueError(f"For 'rotated_iou', one-to-one mode needs N == K, but got {bs[1]} and "
                         f"{qs[1]}.")
    return call("rotated_iou", boxes, query_boxes, trans=bool(trans), mode=int(mode),
                is_cross=bool(is_cross))


def _pair(value, op, name, lo=None, hi=None):
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"For '{op}', '{name}' must be a list or tuple of 2 floats, but got "
                         f"{value!r}.")
    a, b = float(value[0]), float(value[1])
    if (lo is not None and a <= lo) or (hi is not None and b > hi) or b <= a:
        raise ValueError(f"For '{op}', '{name}' must be an increasing pair in the allowed range, "
                         f"but got {value!r}.")
    return (a, b)


class SampleDistortedBoundingBoxV2(Primitive):
    """``ops.SampleDistortedBoundingBoxV2(seed=0, seed2=0, aspect_ratio_range=(0.75, 1.33),
    area_range=(0.05, 1.0), max_attempts=100, use_image_if_no_bounding_boxes=False)(image_size,
    bounding_boxes, min_object_covered)``: ``(begin, size, bboxes)`` of a random crop
    (TensorFlow's algorithm; draws follow minicell's seed stream, not MindSpore's numbers)."""

    @prim_attr_register
    def __init__(self, seed=0, seed2=0, aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1.0),
                 max_attempts=100, use_image_if_no_bounding_boxes=False):
        op = "SampleDistortedBoundingBoxV2"
        self._ratio = _pair(aspect_ratio_range, op, "aspect_ratio_range", lo=0.0)
        self._area = _pair(area_range, op, "area_range", lo=0.0, hi=1.0)
        if isinstance(max_attempts, bool) or not isinstance(max_attempts, int) or \
                max_attempts <= 0:
            raise ValueError(f"For '{op}', 'max_attempts' must be a positive int, but got "
                             f"{max_attempts!r}.")
        check_bools(op, use_image_if_no_bounding_boxes=use_image_if_no_bounding_boxes)
        self._seed = prim_seed(seed, seed2)

    def __call__(self, image_size, bounding_boxes, min_object_covered):
        op = "SampleDistortedBoundingBoxV2"
        if shape_of(image_size) != (3,):
            raise ValueError(f"For '{op}', 'image_size' must be a 1-D Tensor of 3 elements, but "
                             f"got shape {shape_of(image_size)}.")
        bs = shape_of(bounding_boxes)
        if len(bs) != 3 or bs[2] != 4:
            raise ValueError(f"For '{op}', 'bounding_boxes' must have shape (batch, N, 4), but "
                             f"got {bs}.")
        if shape_of(min_object_covered) != (1,):
            raise ValueError(f"For primitive[{op}], the min_object_covered dimension must be "
                             f"equal to 1, but got {len(shape_of(min_object_covered))}.")
        if bs[0] * bs[1] == 0:
            if not self.attrs["use_image_if_no_bounding_boxes"]:
                raise ValueError(f"For '{op}', no bounding boxes were given and "
                                 f"'use_image_if_no_bounding_boxes' is False.")
            bounding_boxes = _tensor(np.array([[[0.0, 0.0, 1.0, 1.0]]], np.float32))
        return call("sample_distorted_bounding_box", rng.next_key(self._seed), image_size,
                    bounding_boxes, min_object_covered, aspect_ratio_range=self._ratio,
                    area_range=self._area, max_attempts=self.attrs["max_attempts"])


class ExtractGlimpse(Primitive):
    """``ops.ExtractGlimpse(centered=True, normalized=True, uniform_noise=True,
    noise='uniform')(x, size, offsets)``: windows of NHWC ``x`` (registry op
    ``extract_glimpse``); ``size`` must be a constant."""

    @prim_attr_register
    def __init__(self, centered=True, normalized=True, uniform_noise=True, noise="uniform"):
        op = "ExtractGlimpse"
        check_bools(op, centered=centered, normalized=normalized, uniform_noise=uniform_noise)
        if noise not in ("uniform", "gaussian", "zero"):
            raise ValueError(f"For '{op}', 'noise' must be 'uniform', 'gaussian' or 'zero', but "
                             f"got '{noise}'.")
        if uniform_noise and noise != "uniform":
            raise ValueError(f"For '{op}', 'noise' must be 'uniform' when 'uniform_noise' is "
                             f"True, but got '{noise}'.")

    def __call__(self, x, size, offsets):
        op = "ExtractGlimpse"
        size = tuple(int(v) for v in _host(size).reshape(-1))
        if len(size) != 2 or min(size) <= 0:
            raise ValueError(f"For '{op}', 'size' must hold 2 positive ints, but got {size}.")
        if len(shape_of(x)) != 4:
            raise ValueError(f"For '{op}', 'x' must be 4-D, but got shape {shape_of(x)}.")
        if x.dtype != mstype.float32:
            raise TypeError(f"For primitive[{op}], the input argument[x] must be a type of "
                            f"{{Tensor[Float32]}}, but got Tensor[{x.dtype}].")
        if shape_of(offsets) != (shape_of(x)[0], 2):
            raise ValueError(f"For '{op}', 'offsets' must have shape ({shape_of(x)[0]}, 2), but "
                             f"got {shape_of(offsets)}.")
        a = self.attrs
        return call("extract_glimpse", rng.next_key(None), x, offsets, size=size,
                    centered=a["centered"], normalized=a["normalized"], noise=a["noise"])
