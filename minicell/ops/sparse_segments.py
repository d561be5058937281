"""``ops.operations.sparse_ops``' segment reductions over gathered rows
(``SparseSegmentSqrtN``, ``SparseSegmentMeanWithNumSegments``, ``SparseSegmentSum``...) and
``SparseCountSparseOutput``. The number of output rows is a value (the last segment id + 1, or
``num_segments``), so these run in PYNATIVE_MODE (gradients reach ``x`` / the weights) and raise
the data-dependent-shape error in a graph. Rows in ``rows_sparse_ops``.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> x = ms.Tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
>>> out = S.SparseSegmentSqrtN()(x, ms.Tensor([0, 1], ms.int32), ms.Tensor([0, 0], ms.int32))
>>> [round(float(v), 4) for v in out.asnumpy()[0]]          # (x[0] + x[1]) / sqrt(2)
[2.8284, 4.2426]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register

__all__ = ["SparseSegmentSum", "SparseSegmentSumWithNumSegments", "SparseSegmentSqrtN",
           "SparseSegmentSqrtNWithNumSegments", "SparseSegmentMeanWithNumSegments",
           "SparseCountSparseOutput"]


def _check_segments(name, x, indices, segment_ids, sorted_from_zero):
    if indices.ndim != 1 or segment_ids.ndim != 1 or indices.shape != segment_ids.shape:
        raise ValueError(f"For '{name}', 'indices' and 'segment_ids' must be 1-D of one length, "
                         f"but got shapes {indices.shape} and {segment_ids.shape}.")
    if x.ndim < 1:
        raise ValueError(f"For '{name}', 'x' must have at least 1 dimension.")
    seg, idx = segment_ids.asnumpy(), indices.asnumpy()
    if len(seg) and sorted_from_zero and seg[0] != 0:
        raise ValueError(f"For '{name}', indices in 'segment_ids' should be start from 0.")
    steps = np.diff(seg)
    if len(seg) and (np.any(steps < 0) or (sorted_from_zero and np.any(steps > 1))):
        raise ValueError(f"For '{name}', segment_ids should be sorted and contiguous.")
    if len(idx) and (idx.min() < 0 or idx.max() >= x.shape[0]):
        raise ValueError(f"For '{name}', 'indices' must be in [0, {x.shape[0]}), but got "
                         f"{idx.tolist()}.")
    return seg


def _segment_reduce(x, indices, segment_ids, n, scale):
    """Row ``s`` = ``sum(x[indices[k]] for segment_ids[k] == s) * scale(count_s)``."""
    seg = segment_ids.astype(mstype.int32)
    total = F.unsorted_segment_sum(F.gather(x, indices, 0), seg, n)
    counts = np.bincount(segment_ids.asnumpy().astype(np.int64), minlength=n)[:n]
    factor = Tensor(scale(np.maximum(counts, 1)).astype(np.float64)).astype(x.dtype)
    return total * factor.reshape((n,) + (1,) * (x.ndim - 1))


class _SparseSegment(Primitive):
    """``(x, indices, segment_ids[, num_segments])``: row ``s`` of the result reduces the rows
    ``x[indices[k]]`` with ``segment_ids[k] == s`` (rows of empty segments are 0)."""
    _scale = staticmethod(lambda c: np.ones_like(c, np.float64))
    _with_n = False

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, indices, segment_ids, num_segments=None):
        _eager_only(self.name)
        seg = _check_segments(self.name, x, indices, segment_ids, not self._with_n)
        if self._with_n:
            n = int(np.asarray(num_segments.asnumpy()).reshape(-1)[0])
            if len(seg) and seg.max() >= n:
                raise ValueError(f"For '{self.name}', 'num_segments' ({n}) must be greater "
                                 f"than the largest segment id ({seg.max()}).")
        else:
            n = int(seg[-1]) + 1 if len(seg) else 0
        return _segment_reduce(x, indices, segment_ids, n, self._scale)


def _segment_class(name, scale, with_n, what):
    doc = (f"``{name}()(x, indices, segment_ids{', num_segments' if with_n else ''})``: {what} "
           f"of the rows ``x[indices[k]]`` per segment; "
           + ("``num_segments`` rows." if with_n else "``segment_ids[-1] + 1`` rows (segment "
              "ids sorted, from 0).") + " PYNATIVE_MODE only.")
    return type(name, (_SparseSegment,), {"__doc__": doc, "_scale": staticmethod(scale),
                                          "_with_n": with_n, "__module__": __name__})


_ONE = (lambda c: np.ones_like(c, np.float64))
_SQRT = (lambda c: 1.0 / np.sqrt(c))
_MEAN = (lambda c: 1.0 / c)
SparseSegmentSum = _segment_class("SparseSegmentSum", _ONE, False, "the sum")
SparseSegmentSumWithNumSegments = _segment_class("SparseSegmentSumWithNumSegments", _ONE, True,
                                                 "the sum")
SparseSegmentSqrtN = _segment_class("SparseSegmentSqrtN", _SQRT, False,
                                    "the sum divided by the square root of the count")
SparseSegmentSqrtNWithNumSegments = _segment_class(
    "SparseSegmentSqrtNWithNumSegments", _SQRT, True,
    "the sum divided by the square root of the count")
SparseSegmentMeanWithNumSegments = _segment_class("SparseSegmentMeanWithNumSegments", _MEAN,
                                                  True, "the mean")


class SparseCountSparseOutput(Primitive):
    """``SparseCountSparseOutput(binary_output=False, minlength=-1, maxlength=-1)(indices,
    values, dense_shape, weights)``: per batch (the first index of a 2-D COO; one batch for 1-D)
    the count (or summed ``weights``; 1 when ``binary_output``) of each value, as a COO
    ``(indices, values, dense_shape)``; values from ``maxlength`` on are dropped. PYNATIVE_MODE
    only."""

    @prim_attr_register
    def __init__(self, binary_output=False, minlength=-1, maxlength=-1):
        pass

    def __call__(self, indices, values, dense_shape, weights):
        _eager_only("SparseCountSparseOutput")
        idx, val = indices.asnumpy().astype(np.int64), values.asnumpy().astype(np.int64)
        shape = dense_shape.asnumpy().astype(np.int64)
        w = weights.asnumpy()
        if w.size and w.shape != val.shape:
            raise RuntimeError("For 'SparseCountSparseOutput', the shape of 'weights' must be "
                               f"equal to that of 'values', but got {w.shape} and {val.shape}.")
        if idx.ndim != 2 or idx.shape[1] != len(shape) or len(shape) not in (1, 2):
            raise RuntimeError("For 'SparseCountSparseOutput', 'indices' must be [nnz, rank] "
                               "for a rank 1 or 2 'dense_shape'.")
        if len(idx) and (np.any(idx < 0) or np.any(idx >= shape)):
            raise RuntimeError("For 'SparseCountSparseOutput', 'indices' are out of the bounds "
                               f"of 'dense_shape' {shape.tolist()}.")
        if np.any(val < 0):
            raise RuntimeError("For 'SparseCountSparseOutput', 'values' must be non-negative.")
        maxlength, minlength = self.attrs["maxlength"], self.attrs["minlength"]
        keep = val < maxlength if maxlength >= 0 else np.ones(len(val), bool)
        batch = idx[:, 0] if len(shape) == 2 else np.zeros(len(val), np.int64)
        width = max(int(val[keep].max()) + 1 if keep.any() else 0, minlength)
        if maxlength >= 0:
            width = maxlength
        pairs = batch[keep] * max(width, 1) + val[keep]
        uniq, inv = np.unique(pairs, return_inverse=True)
        out_dtype = weights.dtype if w.size else mstype.int64
        if self.attrs["binary_output"]:
            counts = Tensor(np.ones(len(uniq)), out_dtype)
        elif w.size:
            kept = F.gather(weights, Tensor(np.nonzero(keep)[0].astype(np.int32)), 0)
            counts = F.unsorted_segment_sum(kept, Tensor(inv.reshape(-1).astype(np.int32)),
                                            len(uniq))
        else:
            counts = Tensor(np.bincount(inv.reshape(-1), minlength=len(uniq)), out_dtype)
        b, v = np.divmod(uniq, max(width, 1))
        out_idx = np.stack([b, v], 1) if len(shape) == 2 else v.reshape(-1, 1)
        out_shape = ([int(shape[0])] if len(shape) == 2 else []) + [width]
        return (Tensor(out_idx.astype(np.int64).reshape(-1, len(shape))), counts,
                Tensor(np.asarray(out_shape, np.int64)))
