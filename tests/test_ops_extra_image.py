"""Tests for the detection and colour ops of ``ops/extra_image.py``; expected values are
MindSpore 2.10's outputs for the same inputs."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from conftest import FnCell as _Fn

A = np.array([[0, 0, 2, 2], [1, 1, 3, 4]], np.float32)
G = np.array([[0, 0, 2, 2], [1, 0, 2, 3], [5, 5, 6, 6]], np.float32)
D = np.array([[0.1, 0.2, 0.3, -0.2], [1.0, 1.0, 5.0, -5.0]], np.float32)
IMG = np.array([[[[0.1, 0.5, 0.9], [0.0, 0.0, 0.0], [0.7, 0.7, 0.2], [0.9, 0.2, 0.3]]]],
               np.float32)


_fn = lambda a, g: ops.iou(a, g, "iof")
_fn2 = lambda a, d: ops.bounding_box_decode(a, d, (4, 5), wh_ratio_clip=0.5)
_fn3 = lambda x: ops.HSVToRGB()(ops.RGBToHSV()(x))
_fn4 = lambda x: ops.AdjustHue()(x, 0.2)
_fn5 = lambda x: ops.AdjustHue()(x, -0.7)
_fn6 = lambda x: ops.AdjustSaturation()(x, 0.5)
_fn7 = lambda x: ops.AdjustSaturation()(x, 3.0)
CASES = [
    (ops.IOU(), (A, G), [[1.0, 0.23529412], [0.54545456, 0.42857143], [0.0, 0.0]]),
    (_fn, (A, G), [[1.0, 0.44444445], [0.75, 0.75], [0.0, 0.0]]),
    (ops.BoundingBoxEncode(stds=(0.1, 0.1, 0.2, 0.2)),
     (A, np.array([[0, 0, 3, 3], [1, 0, 2, 3]], np.float32)),
     [[1.6666667, 1.6666667, 1.4384105, 1.4384105], [-1.6666667, -2.5, -2.0273254, 0.0]]),
    (ops.BoundingBoxDecode((4, 5)), (A, D),
     [[0.0, 0.8719039, 2.8247883, 2.3280962], [0.0, 4.0, 5.0, 4.0]]),
    (_fn2, (A, D),
     [[0.0, 0.8719039, 2.8247883, 2.3280962], [2.5, 4.0, 5.0, 4.0]]),
    (ops.RGBToHSV(), (IMG,), [[[[0.5833334, 0.88888884, 0.9], [0, 0, 0],
                                [0.16666667, 0.71428573, 0.7], [0.97619045, 0.7777778, 0.9]]]]),
    (_fn3, (IMG,), IMG),
    (_fn4, (IMG,),
     [[[[0.66, 0.1, 0.9], [0, 0, 0], [0.2, 0.7, 0.3], [0.86, 0.9, 0.2]]]]),
    (_fn5, (IMG[0],),
     [[[0.9, 0.1, 0.66], [0, 0, 0], [0.2, 0.7, 0.6], [0.44, 0.9, 0.2]]]),
    (_fn6, (IMG,),
     [[[[0.5, 0.7, 0.9], [0, 0, 0], [0.7, 0.7, 0.45], [0.9, 0.55, 0.6]]]]),
    (_fn7, (IMG[0],),
     [[[0.0, 0.45, 0.9], [0, 0, 0], [0.7, 0.7, 0.0], [0.9, 0.0, 0.1285718]]]),
]


@pytest.mark.parametrize("fn, inputs, expect", CASES)
def test_values_as_mindspore(mode, fn, inputs, expect):
    out = _Fn(fn)(*[ms.Tensor(x) for x in inputs])
    np.testing.assert_allclose(out.asnumpy(), np.asarray(expect, np.float32), atol=2e-4)


def test_check_valid(mode):
    boxes = np.array([[0, 0, 20, 10], [0, 0, 19, 9], [0, 0, 20, 9], [0, 0, 19, 10],
                      [0, 0, 19.5, 9], [-1, 0, 2, 2]], np.float32)
    out = _Fn(ops.CheckValid())(ms.Tensor(boxes), ms.Tensor(np.array([10, 20, 1], np.float32)))
    assert out.dtype == ms.bool_
    assert out.asnumpy().tolist() == [False, True, False, False, False, False]
    half = ops.check_valid(ms.Tensor(boxes[:2]), ms.Tensor(np.array([20, 40, 0.5], np.float32)))
    assert half.asnumpy().tolist() == [False, True]


_fn8 = lambda d: ops.bounding_box_decode(ms.Tensor(A), d, (40, 50))
_fn9 = lambda g: ops.bounding_box_encode(ms.Tensor(A), g)
_fn10 = lambda g: ops.iou(ms.Tensor(A), g)


@pytest.mark.parametrize("fn", [_fn8,
                                _fn9,
                                _fn10])
def test_box_gradients_match_finite_differences(mode, fn):
    x = np.array([[0.1, 0.2, 2.3, 2.2], [1.0, 1.5, 2.5, 3.0]], np.float32)
    grad = ms.grad(_Fn(fn))(ms.Tensor(x)).asnumpy()
    num = np.zeros_like(x)
    for idx in np.ndindex(x.shape):
        d = np.zeros_like(x)
        d[idx] = 1e-2
        num[idx] = (fn(ms.Tensor(x + d)).asnumpy().sum()
                    - fn(ms.Tensor(x - d)).asnumpy().sum()) / 2e-2
    np.testing.assert_allclose(grad, num, rtol=2e-2, atol=2e-3)


def test_errors():
    with pytest.raises(KeyError, match="IOU.*mode"):
        ops.IOU(mode="giou")
    with pytest.raises(ValueError, match="HSVToRGB.*dimension"):
        ops.HSVToRGB()(ms.Tensor(IMG[0]))
    with pytest.raises(ValueError, match="IOU.*anchor_boxes"):
        ops.iou(ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(G))


def test_nms_with_mask_as_mindspore(mode):
    boxes = np.array([[0, 0, 2, 2, 0.7], [0, 0, 2, 2.2, 0.9], [5, 5, 6, 6, 0.8],
                      [0, 0, 1, 1, 0.1]], np.float32)
    out, idx, mask = _Fn(ops.NMSWithMask(0.5))(ms.Tensor(boxes))
    np.testing.assert_allclose(out.asnumpy(), boxes[[1, 2, 0, 3]])
    assert idx.dtype == ms.int32 and idx.asnumpy().tolist() == [0, 1, 2, 3]
    assert mask.asnumpy().tolist() == [True, True, False, True]
    pair = ms.Tensor(np.array([[0, 0, 2, 2, 0.8], [1, 0, 3, 2, 0.9]], np.float32))  # IoU 1/3
    assert ops.NMSWithMask(0.4)(pair)[2].asnumpy().tolist() == [True, True]
    assert ops.NMSWithMask(0.2)(pair)[2].asnumpy().tolist() == [True, False]
    chain = np.array([[0, 0, 2, 2, 0.9], [1, 0, 3, 2, 0.8], [2, 0, 4, 2, 0.7]], np.float32)
    # the middle box is suppressed, so it does not suppress the last one
    assert _Fn(ops.NMSWithMask(0.2))(ms.Tensor(chain))[2].asnumpy().tolist() == \
        [True, False, True]


def _greedy_nms_reference(boxes, thr):
    order = np.argsort(-boxes[:, 4], kind="stable")
    b = boxes[order]
    area = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    keep = []
    for i in range(len(b)):
        ok = True
        for j in range(i):
            if not keep[j]:
                continue
            iw = max(min(b[i, 2], b[j, 2]) - max(b[i, 0], b[j, 0]), 0)
            ih = max(min(b[i, 3], b[j, 3]) - max(b[i, 1], b[j, 1]), 0)
            inter = iw * ih
            if inter / (area[i] + area[j] - inter) > thr:
                ok = False
                break
        keep.append(ok)
    return b, keep


def test_nms_with_mask_many_boxes_match_the_greedy_reference(mode):
    """300 overlapping boxes: the compiled greedy loop keeps what a plain Python greedy pass
    keeps (the pass used to be N^2 / 2 dispatched ops: minutes for thousands of boxes)."""
    rng = np.random.default_rng(7)
    xy = rng.integers(0, 60, size=(300, 2))
    wh = rng.integers(5, 30, size=(300, 2))
    boxes = np.hstack([xy, xy + wh, rng.random((300, 1))]).astype(np.float32)
    out, _, mask = _Fn(ops.NMSWithMask(0.3))(ms.Tensor(boxes))
    sorted_boxes, keep = _greedy_nms_reference(boxes, 0.3)
    np.testing.assert_allclose(out.asnumpy(), sorted_boxes)
    assert mask.asnumpy().tolist() == keep
    assert 10 < sum(keep) < 290           # the case suppresses some boxes and keeps others
