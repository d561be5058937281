"""Tests for ops.ROIAlign and ops.type_as (``ops/extra_roi.py``): ROIAlign against a
loop-by-loop numpy port of MindSpore's CPU kernel rule (checked to 1e-7 against MindSpore 2.10
on these inputs) and MindSpore's printed values."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from conftest import FnCell as _Fn

_R = np.random.default_rng(0)
X = _R.uniform(-1, 1, (2, 2, 5, 6)).astype(np.float32)
ROIS = np.array([[1, 0.3, 0.2, 4.9, 3.7], [0, -2.0, -1.5, 7.5, 6.0], [1, 3.0, 2.0, 3.2, 2.5]],
                np.float32)


def _bilinear(img, y, x):
    h, w = img.shape
    if y < -1.0 or y > h or x < -1.0 or x > w:
        return 0.0
    y, x = max(y, 0.0), max(x, 0.0)
    y0, x0 = int(y), int(x)
    y1, x1 = (y0, x0)
    if y0 >= h - 1:
        y0 = y1 = h - 1
        y = float(y0)
    else:
        y1 = y0 + 1
    if x0 >= w - 1:
        x0 = x1 = w - 1
        x = float(x0)
    else:
        x1 = x0 + 1
    ly, lx = y - y0, x - x0
    return ((1 - ly) * (1 - lx) * img[y0, x0] + (1 - ly) * lx * img[y0, x1]
            + ly * (1 - lx) * img[y1, x0] + ly * lx * img[y1, x1])


def _roi_align_ref(x, rois, ph, pw, scale, grid, end):
    out = np.zeros((len(rois), x.shape[1], ph, pw), np.float32)
    for r, (b, x1, y1, x2, y2) in enumerate(rois):
        sx, sy = x1 * scale, y1 * scale
        rw, rh = max((x2 + end) * scale - sx, 1.0), max((y2 + end) * scale - sy, 1.0)
        for c in range(x.shape[1]):
            for i in range(ph):
                for j in range(pw):
                    acc = sum(_bilinear(x[int(b), c], sy + (i + (gy + 0.5) / grid) * rh / ph,
                                        sx + (j + (gx + 0.5) / grid) * rw / pw)
                              for gy in range(grid) for gx in range(grid))
                    out[r, c, i, j] = acc / grid ** 2
    return out


@pytest.mark.parametrize("args", [(3, 2, 1.0, 2, 1), (2, 3, 0.5, 3, 0)])
def test_roi_align_matches_the_kernel_rule(mode, args):
    out = _Fn(ops.ROIAlign(*args))(ms.Tensor(X), ms.Tensor(ROIS))
    np.testing.assert_allclose(out.asnumpy(), _roi_align_ref(X, ROIS, *args), atol=1e-6)


def test_roi_align_values_and_gradient(mode):
    x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    rois = ms.Tensor(np.array([[0, 0.5, 0.5, 2.5, 3.0]], np.float32))
    net = _Fn(ops.ROIAlign(2, 2, 1.0, 2, 1))
    assert net(x, rois).asnumpy().reshape(-1).tolist() == [6.75, 8.1875, 12.625, 14.0625]
    grad = ms.grad(net)(x, rois).asnumpy()
    assert np.isclose(grad.sum(), 4.0)          # each of the 4 bins averages weights summing to 1
    with pytest.raises(ValueError, match="ROIAlign.*roi_end_mode"):
        ops.ROIAlign(2, 2, 1.0, 2, 2)


def test_type_as(mode):
    out = _Fn(ops.type_as)(ms.Tensor([1.7, -2.2]), ms.Tensor([1], ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [1, -2]
