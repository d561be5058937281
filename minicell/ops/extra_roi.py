"""``ops.ROIAlign`` (MindSpore's CPU kernel semantics: Caffe2-style bilinear sampling on a
``sample_num x sample_num`` grid per bin, averaged; ``roi_end_mode=1`` adds 1 to the box end;
a ROI whose x1 and x2 are both 0 (within 0.001) is padding: zeros, and no gradient; the ROIs
take no gradient, as 2.10's bprop gives them zeros) and ``ops.type_as``. Rows in ``rows_extra.py``.

>>> import minicell as ms, numpy as np
>>> x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
>>> rois = ms.Tensor([[0, 0.5, 0.5, 2.5, 3.0]])
>>> ms.ops.ROIAlign(2, 2, 1.0, 2, 1)(x, rois).asnumpy().reshape(-1).tolist()
[6.75, 8.1875, 12.625, 14.0625]
"""
import numpy as np

from ..common import dtype as mstype
from . import functional as F
from .array_ops import stack, where
from .primitive import Primitive, prim_attr_register


def _axis_samples(start, length, pooled, grid, grids=None):
    """Sample coordinates ``(R, pooled * grid)`` along one axis of each ROI; with ``grids``
    (each ROI's own grid, ``(R,)`` ints up to ``grid``) also which samples that grid keeps."""
    from ..common.tensor import Tensor
    bin_size = (length / pooled).reshape((-1, 1))
    if grids is None:
        steps = np.array([p + (g + 0.5) / grid for p in range(pooled) for g in range(grid)],
                         np.float32).reshape((1, -1))
        return start.reshape((-1, 1)) + bin_size * Tensor(steps)
    g = np.tile(np.arange(grid, dtype=np.float32), pooled)[None, :]
    p = np.repeat(np.arange(pooled, dtype=np.float32), grid)[None, :]
    own = Tensor(grids.astype(np.float32).reshape(-1, 1))
    coords = start.reshape((-1, 1)) + bin_size * (Tensor(p) + (Tensor(g) + 0.5) / own)
    return coords, Tensor(g < grids.reshape(-1, 1))


def _padding_rois(rois):
    """The ROIs MindSpore's CPU kernels skip (output 0, gradient 0): x1 and x2 both within
    0.001 of 0, the all-zero rows detection networks pad their proposals with."""
    x1, x2 = F.abs(rois[:, 1]), F.abs(rois[:, 3])
    return F.logical_and(x1 < 0.001, x2 < 0.001)


def _adaptive_grids(rois, pooled_height, pooled_width, spatial_scale, roi_end_mode):
    """``sample_num <= 0``: each ROI samples ``floor(roi_size / pooled)`` points per bin side
    (MindSpore's CPU kernel; none gives 0/0 = NaN, as there, except on a padding ROI), read
    from the ROI values (so a graph runs it op by op)."""
    from ..runtime import dispatch as _dispatch
    _dispatch.state.tracer.shape_from_values("ROIAlign with sample_num <= 0")
    r = rois.asnumpy().astype(np.float32)
    x1, y1 = r[:, 1] * spatial_scale, r[:, 2] * spatial_scale
    x2, y2 = (r[:, 3] + roi_end_mode) * spatial_scale, (r[:, 4] + roi_end_mode) * spatial_scale
    low = 1.0 if roi_end_mode == 0 else -np.inf
    gh = np.floor(np.maximum(y2 - y1, low) / pooled_height).astype(np.int64)
    gw = np.floor(np.maximum(x2 - x1, low) / pooled_width).astype(np.int64)
    pad = (np.abs(r[:, 1]) < 0.001) & (np.abs(r[:, 3]) < 0.001)   # zeros there, not 0/0
    return np.where(pad, 1, np.maximum(gh, 0)), np.where(pad, 1, np.maximum(gw, 0))


def _low_high_frac(c, size):
    """Caffe2's bilinear corner indices and weights for coordinates ``c`` on an axis of
    ``size``; ``inside`` is False where the sample falls outside ``[-1, size]``."""
    inside = F.logical_and(c >= -1.0, c <= float(size))
    c = F.maximum(c, 0.0)
    low = F.minimum(F.floor(c), float(size - 1))
    at_end = low >= size - 1
    c = where(at_end, low, c)
    high = where(at_end, low, low + 1)
    return F.cast(low, mstype.int32), F.cast(high, mstype.int32), c - low, inside


def roi_align(features, rois, pooled_height, pooled_width, spatial_scale, sample_num=2,
              roi_end_mode=1):
    """``(R, C, pooled_height, pooled_width)`` ROI features of NCHW ``features``; ``rois``
    rows are ``(batch_index, x1, y1, x2, y2)`` in input coordinates."""
    h, w = features.shape[2], features.shape[3]
    dtype = features.dtype
    if dtype in (mstype.float16, mstype.bfloat16):   # computed in float32, returned in dtype
        features = F.cast(features, mstype.float32)  # (2.10: float16 in, float16 out)
    grids = None
    if sample_num <= 0:
        grids = _adaptive_grids(rois, pooled_height, pooled_width, spatial_scale, roi_end_mode)
    # 2.10's ROIAlign bprop gives the ROIs a zero gradient (measured, both modes: a network
    # whose box coordinates come from Parameters leaves those Parameters unchanged)
    rois = F.stop_gradient(F.cast(rois, features.dtype))
    padding = _padding_rois(rois).reshape((-1, 1, 1, 1))
    x1, y1 = rois[:, 1] * spatial_scale, rois[:, 2] * spatial_scale
    x2 = (rois[:, 3] + roi_end_mode) * spatial_scale
    y2 = (rois[:, 4] + roi_end_mode) * spatial_scale
    # MindSpore's kernel makes a ROI at least 1x1 only with roi_end_mode=0
    height = F.maximum(y2 - y1, 1.0) if roi_end_mode == 0 else y2 - y1
    width = F.maximum(x2 - x1, 1.0) if roi_end_mode == 0 else x2 - x1
    if grids is not None:
        gy, gx = max(int(grids[0].max()), 1), max(int(grids[1].max()), 1)
        ys, y_keep = _axis_samples(y1, height, pooled_height, gy, grids[0])
        xs, x_keep = _axis_samples(x1, width, pooled_width, gx, grids[1])
        ys, xs = F.cast(ys, features.dtype), F.cast(xs, features.dtype)
    else:
        gy = gx = sample_num
        ys = _axis_samples(y1, height, pooled_height, sample_num)  # (R, PH*G)
        xs = _axis_samples(x1, width, pooled_width, sample_num)    # (R, PW*G)
    yl, yh, ly, y_in = (t[:, :, None] for t in _low_high_frac(ys, h))
    xl, xh, lx, x_in = (t[:, None, :] for t in _low_high_frac(xs, w))
    nhwc = features.transpose((0, 2, 3, 1))
    b = F.cast(rois[:, 0], mstype.int32).reshape((-1, 1, 1))

    def at(yi, xi):
        zeros = F.zeros_like(b + yi + xi)
        return F.gather_nd(nhwc, stack([b + zeros, yi + zeros, xi + zeros], -1))

    val = ((1 - ly) * (1 - lx))[..., None] * at(yl, xl) + ((1 - ly) * lx)[..., None] * \
        at(yl, xh) + (ly * (1 - lx))[..., None] * at(yh, xl) + (ly * lx)[..., None] * at(yh, xh)
    val = where(F.logical_and(y_in, x_in)[..., None], val, F.zeros_like(val))
    r, c = val.shape[0], val.shape[-1]
    if grids is not None:
        keep = F.logical_and(y_keep[:, :, None], x_keep[:, None, :])[..., None]
        val = where(keep, val, F.zeros_like(val))
        val = val.reshape((r, pooled_height, gy, pooled_width, gx, c)).sum((2, 4))
        from ..common.tensor import Tensor
        count = Tensor((grids[0] * grids[1]).astype(np.float32).reshape(-1, 1, 1, 1))
        out = (val / F.cast(count, val.dtype)).transpose((0, 3, 1, 2))
    else:
        val = val.reshape((r, pooled_height, sample_num, pooled_width, sample_num, c))
        out = val.mean((2, 4)).transpose((0, 3, 1, 2))
    return F.cast(where(padding, F.zeros_like(out), out), dtype)


class ROIAlign(Primitive):
    """``ops.ROIAlign(pooled_height, pooled_width, spatial_scale, sample_num=2,
    roi_end_mode=1)(features, rois)``: ``roi_align``."""

    @prim_attr_register
    def __init__(self, pooled_height, pooled_width, spatial_scale, sample_num=2,
                 roi_end_mode=1):
        if roi_end_mode not in (0, 1):
            raise ValueError(f"For 'ROIAlign', 'roi_end_mode' must be 0 or 1, but got "
                             f"{roi_end_mode}")

    def __call__(self, features, rois):
        a = self.attrs
        return roi_align(features, rois, a["pooled_height"], a["pooled_width"],
                         a["spatial_scale"], a["sample_num"], a["roi_end_mode"])


def type_as(input, other):
    """``input`` cast to ``other``'s dtype."""
    return F.cast(input, other.dtype)
