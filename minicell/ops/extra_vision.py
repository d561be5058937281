"""More composites of ``mindspore.ops``: ``crop_and_resize`` / ``CropAndResize`` (TF's
sampling), ``ctc_greedy_decoder`` / ``CTCGreedyDecoder`` (eager: its output shape depends on
the values), ``TridiagonalMatMul`` and ``TensorToTuple``. Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> ms.ops.TensorToTuple()(ms.Tensor([1, 2]))
(1, 2)
"""
import numpy as np

from ..common import dtype as mstype
from . import functional as F
from .array_ops import stack, where
from .primitive import Primitive, prim_attr_register
from ..runtime import dispatch as _dispatch


def _tensor(x, dtype=None):
    from ..common.tensor import Tensor
    return Tensor(x, dtype) if dtype is not None else Tensor(x)


def _positions(lo, hi, size, n):
    """Sample coordinates along one axis of each box: ``lo*(size-1)`` + a uniform grid."""
    if n > 1:
        step = (hi - lo) * (size - 1) / (n - 1)
        grid = _tensor(np.arange(n, dtype=np.float32))
        return lo.reshape((-1, 1)) * (size - 1) + step.reshape((-1, 1)) * grid.reshape((1, -1))
    return (0.5 * (lo + hi) * (size - 1)).reshape((-1, 1))


def crop_and_resize(image, boxes, box_indices, crop_size, method="bilinear",
                    extrapolation_value=0.0):
    """Crop each normalised box ``(y1, x1, y2, x2)`` of image ``box_indices[i]`` (NHWC) and
    resize it to ``crop_size`` (``'bilinear'``, ``'nearest'`` or ``'bilinear_v2'``); samples
    outside the image are ``extrapolation_value``. Float32 result ``(boxes, h, w, C)``."""
    if method not in ("bilinear", "nearest", "bilinear_v2"):
        raise ValueError(f"For 'CropAndResize', 'method' must be 'bilinear', 'nearest' or "
                         f"'bilinear_v2', but got '{method}'.")
    if image.ndim != 4 or boxes.ndim != 2 or boxes.shape[-1] != 4:
        raise ValueError(f"For 'CropAndResize', 'image' must be 4-D and 'boxes' (N, 4), but got "
                         f"{tuple(image.shape)} and {tuple(boxes.shape)}")
    ch, cw = int(crop_size[0]), int(crop_size[1])
    h, w = image.shape[1], image.shape[2]
    image, boxes = F.cast(image, mstype.float32), F.cast(boxes, mstype.float32)
    ys = _positions(boxes[:, 0], boxes[:, 2], h, ch)[:, :, None]          # (N, ch, 1)
    xs = _positions(boxes[:, 1], boxes[:, 3], w, cw)[:, None, :]          # (N, 1, cw)
    inside = F.logical_and(F.logical_and(ys >= 0, ys <= h - 1),
                           F.logical_and(xs >= 0, xs <= w - 1))[..., None]
    b = F.cast(box_indices, mstype.int32).reshape((-1, 1, 1))

    def at(yi, xi):
        yi = F.cast(F.clip_by_value(yi, 0, h - 1), mstype.int32)
        xi = F.cast(F.clip_by_value(xi, 0, w - 1), mstype.int32)
        zeros = F.zeros_like(yi + xi)
        return F.gather_nd(image, stack([b + zeros, yi + zeros, xi + zeros], -1))

    if method == "bilinear_v2":
        return _bilinear_v2(image, boxes, ch, cw, at)
    if method == "nearest":                       # C's roundf: halves away from zero
        out = at(F.floor(ys + 0.5), F.floor(xs + 0.5))
    else:
        # the far neighbour is ceil (not floor + 1), as 2.10's kernels: at a whole-pixel position
        # both are one pixel, so the gradient in the box there is 0 (CropAndResizeGradBoxes)
        y0, x0, y1, x1 = F.floor(ys), F.floor(xs), F.ceil(ys), F.ceil(xs)
        dy, dx = (ys - y0)[..., None], (xs - x0)[..., None]
        top = at(y0, x0) + (at(y0, x1) - at(y0, x0)) * dx
        bottom = at(y1, x0) + (at(y1, x1) - at(y1, x0)) * dx
        out = top + (bottom - top) * dy
    return where(inside, out, F.full_like(out, float(extrapolation_value)))


def _v2_axis(lo, hi, size, n):
    """MindSpore's 'bilinear_v2' along one axis: the box in whole pixels (truncated), sampled at
    half-pixel centres; returns (first index, second index, weight of the second), each (N, n)."""
    start = F.cast(F.cast(lo * size, mstype.int32), mstype.float32).reshape((-1, 1))
    end = F.cast(F.cast(hi * size, mstype.int32), mstype.float32).reshape((-1, 1))
    extent = F.maximum(end - start + 1, 1.0)
    point = (_tensor(np.arange(n, dtype=np.float32) + 0.5).reshape((1, -1)) *
             (extent / float(n)) - 0.5)
    first = F.minimum(F.maximum(F.floor(point), 0.0), extent - 1)
    second = F.minimum(F.maximum(F.ceil(point), 0.0), extent - 1)
    return (F.maximum(start + first, 0.0), F.maximum(start + second, 0.0), point - first)


def _bilinear_v2(image, boxes, ch, cw, at):
    """MindSpore 2.10 (measured): each index clipped to the image, no extrapolation."""
    h, w = image.shape[1], image.shape[2]
    top, bottom, ly = _v2_axis(boxes[:, 0], boxes[:, 2], h, ch)
    left, right, lx = _v2_axis(boxes[:, 1], boxes[:, 3], w, cw)
    top, bottom, ly = top[:, :, None], bottom[:, :, None], ly[:, :, None, None]
    left, right, lx = left[:, None, :], right[:, None, :], lx[:, None, :, None]
    return (at(top, left) * (1 - ly) * (1 - lx) + at(bottom, right) * ly * lx +
            at(top, right) * (1 - ly) * lx + at(bottom, left) * ly * (1 - lx))


class CropAndResize(Primitive):
    """``ops.CropAndResize(method, extrapolation_value)(image, boxes, box_index, crop_size)``."""

    @prim_attr_register
    def __init__(self, method="bilinear", extrapolation_value=0.0):
        pass

    def __call__(self, x, boxes, box_index, crop_size):
        return crop_and_resize(x, boxes, box_index, crop_size, self.attrs["method"],
                               self.attrs["extrapolation_value"])


def ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True):
    """Greedy CTC decoding of ``inputs`` ``(max_time, batch, classes)`` (blank = last class):
    ``(decoded_indices, decoded_values, decoded_shape, log_probability)`` as MindSpore."""
    _dispatch.state.tracer.shape_from_values("ctc_greedy_decoder")
    if inputs.ndim != 3:
        raise ValueError(f"For 'CTCGreedyDecoder', 'inputs' must be 3-D, but got "
                         f"{inputs.ndim}-D")
    x, lens = inputs.asnumpy(), sequence_length.asnumpy()
    max_time, batch, classes = x.shape
    for i, n in enumerate(lens.tolist()):      # MindSpore's kernel error (RuntimeError)
        if n > max_time:
            raise RuntimeError(f"For 'CTCGreedyDecoder', sequence_length[{i}] {n} should be "
                               f"less than {max_time}.")
    indices, values, logp, longest = [], [], [], 0
    for bi in range(batch):
        best = x[:int(lens[bi]), bi].argmax(-1)
        logp.append(-x[:int(lens[bi]), bi].max(-1).sum())
        seq, prev = [], -1
        for c in best.tolist():
            if c != classes - 1 and not (merge_repeated and c == prev):
                seq.append(c)
            prev = c
        indices += [[bi, j] for j in range(len(seq))]
        values += seq
        longest = max(longest, len(seq))
    return (_tensor(np.array(indices, np.int64).reshape(-1, 2)),
            _tensor(np.array(values, np.int64)), _tensor(np.array([batch, longest], np.int64)),
            _tensor(np.array(logp, x.dtype).reshape(batch, 1)))


class CTCGreedyDecoder(Primitive):
    """``ops.CTCGreedyDecoder(merge_repeated=True)(inputs, sequence_length)``."""

    @prim_attr_register
    def __init__(self, merge_repeated=True):
        pass

    def __call__(self, inputs, sequence_length):
        return ctc_greedy_decoder(inputs, sequence_length, self.attrs["merge_repeated"])


class TridiagonalMatMul(Primitive):
    """``ops.TridiagonalMatMul()(superdiag, maindiag, subdiag, rhs)``: the tridiagonal matrix
    (diagonals of shape ``(..., 1, M)``) times ``rhs`` ``(..., M, N)``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, superdiag, maindiag, subdiag, rhs):
        for name, d in (("superdiag", superdiag), ("maindiag", maindiag), ("subdiag", subdiag)):
            if d.ndim < 2:
                raise ValueError(f"For primitive[TridiagonalMatMul], the dimension of '{name}' "
                                 f"must be greater than or equal to 2 , but got {d.ndim}.")
        col = lambda d: d.swapaxes(-1, -2)                          # (..., M, 1)
        zero = F.zeros_like(rhs[..., :1, :])
        below = F.concat([rhs[..., 1:, :], zero], -2)              # rhs[i + 1]
        above = F.concat([zero, rhs[..., :-1, :]], -2)             # rhs[i - 1]
        return col(maindiag) * rhs + col(superdiag) * below + col(subdiag) * above


class TensorToTuple(Primitive):
    """``ops.TensorToTuple()(x)``: the elements of a 1-D Tensor as a tuple of Python numbers."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x):
        _dispatch.state.tracer.shape_from_values("TensorToTuple")
        return tuple(x.asnumpy().reshape(-1).tolist())
