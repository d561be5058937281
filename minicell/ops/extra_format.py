"""Layout helpers of ``mindspore.ops``: ``DataFormatDimMap`` / ``DataFormatVecPermute``
(map dimension indices / permute a shape-like vector between data formats such as NHWC and
NCHW) and ``CompareAndBitpack`` (``x > threshold`` packed 8 bits to a uint8). Rows in
``rows_extra.py``.

>>> import minicell as ms
>>> ms.ops.DataFormatVecPermute()(ms.Tensor([1, 2, 3, 4], ms.int32)).asnumpy().tolist()
[1, 4, 2, 3]
"""
import numpy as np

from ..common import dtype as mstype
from . import functional as F
from .array_ops import gather
from .primitive import Primitive, prim_attr_register


def _format_table(op, src, dst):
    """``table[i]``: where ``dst[i]`` sits in ``src``."""
    if not isinstance(src, str) or not isinstance(dst, str) or sorted(src) != sorted(dst) \
            or len(src) not in (4, 5) or len(set(src)) != len(src):
        raise ValueError(f"For '{op}', 'src_format' and 'dst_format' must be permutations of the "
                         f"same 4 or 5 letters, but got '{src}' and '{dst}'")
    return [src.index(ch) for ch in dst]


def _int_tensor(values, dtype):
    from ..common.tensor import Tensor
    return F.cast(Tensor(np.array(values, np.int32)), dtype)


class DataFormatDimMap(Primitive):
    """``ops.DataFormatDimMap(src_format='NHWC', dst_format='NCHW')(input_x)``: each dimension
    index (negative ones wrap) mapped as TF's ``data_format_dim_map``."""

    @prim_attr_register
    def __init__(self, src_format="NHWC", dst_format="NCHW"):
        self._table = _format_table("DataFormatDimMap", src_format, dst_format)

    def __call__(self, input_x):
        n = len(self._table)
        idx = F.cast((input_x % n + n) % n, mstype.int32)
        return gather(_int_tensor(self._table, input_x.dtype), idx, 0)


class DataFormatVecPermute(Primitive):
    """``ops.DataFormatVecPermute(src_format='NHWC', dst_format='NCHW')(input_x)``: the rows of
    a 1-D (4,) or 2-D (4, 2) vector reordered from ``src_format`` to ``dst_format``."""

    @prim_attr_register
    def __init__(self, src_format="NHWC", dst_format="NCHW"):
        self._table = _format_table("DataFormatVecPermute", src_format, dst_format)

    def __call__(self, input_x):
        if input_x.shape[0] != len(self._table) or input_x.ndim not in (1, 2):
            raise ValueError(f"For 'DataFormatVecPermute', 'input_x' must have shape "
                             f"({len(self._table)},) or ({len(self._table)}, 2), but got "
                             f"{tuple(input_x.shape)}")
        return gather(input_x, _int_tensor(self._table, mstype.int32), 0)


class CompareAndBitpack(Primitive):
    """``ops.CompareAndBitpack()(x, threshold)``: ``x > threshold`` along the last axis packed
    8 to a byte (first element in the highest bit); uint8 of shape ``(..., n / 8)``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x, threshold):
        n = x.shape[-1] if x.ndim else 0
        if n % 8:
            raise ValueError(f"For 'CompareAndBitpack', the last dimension of 'x' must be a "
                             f"multiple of 8, but got {n}")
        bits = F.cast(x > threshold, mstype.int32).reshape(tuple(x.shape[:-1]) + (n // 8, 8))
        weights = _int_tensor([128, 64, 32, 16, 8, 4, 2, 1], mstype.int32)
        return F.cast((bits * weights).sum(-1), mstype.uint8)


class RaggedRange(Primitive):
    """``ops.RaggedRange(Tsplits)(starts, limits, deltas)``: the ranges ``[starts[i],
    limits[i])`` by ``deltas[i]`` concatenated (``rt_dense_values``, of ``starts``' dtype) and
    their row splits (``rt_nested_splits``, of dtype ``Tsplits``). Eager only: the output size
    depends on the values."""

    @prim_attr_register
    def __init__(self, Tsplits):
        from ..common import dtype as mstype
        if Tsplits not in (mstype.int32, mstype.int64):
            raise TypeError(f"For 'RaggedRange', 'Tsplits' must be int32 or int64, but got "
                            f"{Tsplits}")

    def __call__(self, starts, limits, deltas):
        from ..common.tensor import Tensor
        from ..runtime import dispatch as _dispatch
        _dispatch.state.tracer.shape_from_values("RaggedRange")
        shapes = [tuple(t.shape) for t in (starts, limits, deltas)]
        if len(set(shapes)) != 1:
            raise ValueError(f"For RaggedRange, starts, limits, and deltas must have the same "
                             f"shape, but got starts {shapes[0]}, limits {shapes[1]}, deltas "
                             f"{shapes[2]}.")
        s, l, d = (np.atleast_1d(t.asnumpy()) for t in (starts, limits, deltas))
        if (d == 0).any():
            raise ValueError("For RaggedRange, 'deltas' must not contain 0.")
        rows = [np.arange(a, b, c, dtype=s.dtype) for a, b, c in zip(s, l, d)]
        splits = np.concatenate([[0], np.cumsum([len(r) for r in rows])])
        values = np.concatenate(rows) if rows else np.zeros((0,), s.dtype)
        return (F.cast(Tensor(splits.astype(np.int64)), self.attrs["Tsplits"]),
                Tensor(values.astype(s.dtype)))


def _levenshtein(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def _sequences(indices, values, shape):
    """Sparse ``(indices, values, dense_shape)`` -> {index prefix: values ordered by position}."""
    seqs = {}
    for idx, v in sorted(zip(map(tuple, indices.tolist()), values.tolist())):
        seqs.setdefault(idx[:-1], []).append(v)
    return seqs


class EditDistance(Primitive):
    """``ops.EditDistance(normalize=True)(hypothesis_indices, hypothesis_values,
    hypothesis_shape, truth_indices, truth_values, truth_shape)``: the Levenshtein distance of
    each pair of sparse sequences (the last index is the position), divided by the truth
    length when ``normalize``; float32 of shape ``max(hypothesis_shape, truth_shape)[:-1]``.
    Eager only: the output shape comes from the shape values."""

    @prim_attr_register
    def __init__(self, normalize=True):
        if not isinstance(normalize, bool):
            raise TypeError(f"For 'EditDistance', 'normalize' must be a bool, but got "
                            f"{type(normalize).__name__}")

    def __call__(self, hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices,
                 truth_values, truth_shape):
        from ..common.tensor import Tensor
        from ..runtime import dispatch as _dispatch
        _dispatch.state.tracer.shape_from_values("EditDistance")
        hs, ts = hypothesis_shape.asnumpy(), truth_shape.asnumpy()
        if hs.shape != ts.shape:
            raise ValueError(f"For 'EditDistance', 'hypothesis_shape' and 'truth_shape' must have "
                             f"the same length, but got {hs.shape[0]} and {ts.shape[0]}")
        hyp = _sequences(hypothesis_indices.asnumpy(), hypothesis_values.asnumpy(), hs)
        truth = _sequences(truth_indices.asnumpy(), truth_values.asnumpy(), ts)
        out = np.zeros(tuple(np.maximum(hs, ts)[:-1].tolist()), np.float32)
        with np.errstate(divide="ignore", invalid="ignore"):
            for idx in np.ndindex(out.shape):
                a, b = hyp.get(idx, []), truth.get(idx, [])
                d = np.float32(_levenshtein(a, b))
                out[idx] = d / np.float32(len(b)) if self.attrs["normalize"] else d
        return Tensor(out)
