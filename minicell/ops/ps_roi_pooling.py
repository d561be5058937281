"""Position-sensitive ROI pooling (R-FCN): ``PSROIPooling`` (``ops.operations.nn_ops``) and the
bins it shares with its gradient ``PSROIPoolingGrad`` (``grad_prims_4``), as MindSpore's CPU
kernel lays them out: box corners scaled by ``spatial_scale`` and rounded half away from 0,
each of the ``group_size x group_size`` bins spanning ``[floor(start + p * step), ceil(start +
(p + 1) * step))`` cells, and output channel ``d`` of bin ``(p, q)`` reading input channel
``(d * group_size + p) * group_size + q``, averaged over its cells (0 for an empty bin).

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import nn_ops
>>> x = ms.Tensor(np.arange(64, dtype=np.float32).reshape(1, 4, 4, 4))
>>> rois = ms.Tensor(np.array([[[0.0], [0.0], [0.0], [3.0], [3.0]]], np.float32))
>>> nn_ops.PSROIPooling(1.0, 2, 1)(x, rois).asnumpy().ravel().tolist()
[2.5, 19.5, 38.5, 55.5]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .primitive import Primitive


def check_float_pair(name, names, args, count_error):
    """MindSpore's checks of the two float16/float32 Tensor inputs ``names`` of Primitive
    ``name`` (the wrong count is ``count_error``: the forward and backward differ)."""
    if len(args) != 2:
        raise count_error(f"For primitive[{name}], the input number must be equal to 2, but "
                          f"got {len(args)}.")
    for what, t in zip(names, args):
        if not isinstance(t, Tensor):
            raise TypeError(f"For Primitive[{name}], the type of input argument[{what}] must be "
                            f"Tensor but got {type(t).__name__}")
        if t.dtype not in (mstype.float32, mstype.float16):
            raise TypeError(f"For primitive[{name}], the input argument[{what}] must be a type of "
                            f"{{Tensor[Float32], Tensor[Float16]}}, but got Tensor[{t.dtype}].")


def positive_int(name, what, v):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"For '{name}', the '{what}' must be int, but got "
                        f"'{type(v).__name__}'")
    if v <= 0:
        raise ValueError(f"For '{name}', the '{what}' must be int and must > 0, but got "
                         f"'{v}' with type 'int'.")
    return v


def positive_scale(name, spatial_scale):
    if isinstance(spatial_scale, bool) or not isinstance(spatial_scale, (int, float)):
        raise TypeError(f"For '{name}', the 'spatial_scale' must be float, but got "
                        f"'{type(spatial_scale).__name__}'")
    if spatial_scale <= 0:
        raise ValueError(f"For '{name}', the 'spatial_scale' must be float and must > 0, "
                         f"but got '{spatial_scale}' with type 'float'.")
    return float(spatial_scale)


def _round_half_away(v):
    """C's ``roundf``: halves away from zero."""
    return F.sign(v) * F.floor(F.abs(v) + 0.5)


def ps_bins(rois, spatial_scale, g, h, w):
    """For ``rois`` (batch, 5, rois_num): each ROI's batch index (n,) and, per axis, the cell
    count of each bin (n, g) and which cells it holds (n, g, size), ROIs batch-major."""
    boxes = F.reshape(F.transpose(F.cast(rois, mstype.float32), (0, 2, 1)), (-1, 5))
    corner = _round_half_away(boxes[:, 1:] * spatial_scale)        # (n, 4): x1 y1 x2 y2
    grid = Tensor(np.arange(g, dtype=np.float32))

    def bins(start, end, size):
        step = F.maximum(end - start, 0.1) / g
        lo = F.floor(grid[None, :] * step[:, None] + start[:, None])
        hi = F.ceil((grid[None, :] + 1) * step[:, None] + start[:, None])
        lo, hi = F.clip_by_value(lo, 0, size), F.clip_by_value(hi, 0, size)
        cells = Tensor(np.arange(size, dtype=np.float32))[None, None, :]
        inside = F.logical_and(cells >= lo[..., None], cells < hi[..., None])
        return hi - lo, F.cast(inside, mstype.float32)

    bin_h, in_h = bins(corner[:, 1], corner[:, 3], h)
    bin_w, in_w = bins(corner[:, 0], corner[:, 2], w)
    return F.cast(boxes[:, 0], mstype.int32), bin_h, in_h, bin_w, in_w


class PSROIPooling(Primitive):
    """``PSROIPooling(spatial_scale, group_size, output_dim)(features, rois)``: features
    ``(batch, output_dim * group_size**2, H, W)``, rois ``(batch, 5, rois_num)`` of ``(batch
    index, x1, y1, x2, y2)``; output ``(batch * rois_num, output_dim, group_size,
    group_size)``."""

    def __init__(self, spatial_scale, group_size, output_dim):
        super().__init__("PSROIPooling")
        self.spatial_scale = positive_scale(self.name, spatial_scale)
        self.group_size = positive_int(self.name, "group_size", group_size)
        self.output_dim = positive_int(self.name, "output_dim", output_dim)
        for k in ("spatial_scale", "group_size", "output_dim"):
            self.add_prim_attr(k, getattr(self, k))

    def _check(self, args):
        check_float_pair(self.name, ("features", "rois"), args, TypeError)
        x, rois = args
        if x.ndim != 4 or rois.ndim != 3 or rois.shape[1] != 5:
            raise ValueError(f"For '{self.name}', 'features' must be 4-D and 'rois' (batch, 5, "
                             f"rois_num), but got {tuple(x.shape)} and {tuple(rois.shape)}.")
        g, d = self.group_size, self.output_dim
        if x.shape[1] != d * g * g:
            raise RuntimeError(f"For '{self.name}', the channel of input feature is invalid, got: "
                               f"{x.shape[1]}, must be equal to output_dim * group_size * "
                               f"group_size: {d * g * g}.")
        if x.shape[0] != rois.shape[0]:
            raise RuntimeError(f"For '{self.name}', the batch number of input 'features' and "
                               f"'rois' must be equal, but got: {x.shape[0]} and "
                               f"{rois.shape[0]} respectively.")

    def __call__(self, *args):
        self._check(args)
        x, rois = args
        g, d = self.group_size, self.output_dim
        n, _, h, w = x.shape
        owner, bin_h, in_h, bin_w, in_w = ps_bins(rois, self.spatial_scale, g, h, w)
        feats = F.gather(F.reshape(F.cast(x, mstype.float32), (n, d, g, g, h, w)), owner, 0)
        total = F.einsum("ndpqhw,nph,nqw->ndpq", feats, in_h, in_w)
        area = (bin_h[:, :, None] * bin_w[:, None, :])[:, None]          # (n, 1, g, g)
        out = F.where(area > 0, total / F.maximum(area, 1.0), F.zeros_like(total))
        return F.cast(out, x.dtype)
