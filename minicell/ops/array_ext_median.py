"""Order statistics: ``ops.msort``, ``ops.median`` / ``ops.nanmedian`` / ``ops.Median``,
``ops.kthvalue``, ``ops.NthElement``; all traceable in GRAPH_MODE (sort and gather, no host
round trip).

>>> from minicell import ops, Tensor
>>> ops.Median(ignore_nan=True)(Tensor([3.0, float("nan"), 1.0, 2.0]))[0].asnumpy().tolist()
2.0
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._util import kernel_dtype, shape_of
from .array_ext_layout import _axis
from .primitive import Primitive, prim_attr_register
from .reductions import sort_nan_last
from .axis_slice import axis_slice

# 2.10's Median infer dtypes (measured; tests/data/dtype_audit_ms2.10.json agrees)
_MEDIAN_TYPES = ("Float32", "Float64", "Int16", "Int32", "Int64")


def msort(input):
    """``input`` sorted along axis 0."""
    return F.sort(input, 0)[0]


def _kth_along(input, k, axis, keepdims):
    """(k-th smallest value along ``axis`` (0-based), its index as Int64)."""
    vals, idx = sort_nan_last(input, axis)
    v = axis_slice(vals, axis, k, 1)
    i = F.cast(axis_slice(idx, axis, k, 1), mstype.int64)
    if not keepdims:
        v, i = F.squeeze(v, axis), F.squeeze(i, axis)
    return v, i


def _median_along(input, axis, keepdims, ignore_nan):
    """2.10's Median kernel: the lower median along ``axis`` and its Int64 index. A NaN in a
    row makes its median NaN at the first NaN's index, unless ``ignore_nan`` takes the median
    of the row's other values; an empty row gives NaN (0 for integers) at index 0."""
    kernel_dtype(input, "Median", _MEDIAN_TYPES, arg="x")   # Float16, Int8, UInt8, Bool too
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise TypeError(f"For 'Median', the type of 'axis' should be 'int', but got type "
                        f"'{type(axis).__name__}'.")
    if type(keepdims) is not bool:
        raise TypeError(f"For 'Median', the type of 'keep_dims' should be 'bool', but got type "
                        f"'{type(keepdims).__name__}'.")
    axis = int(axis)
    shp = shape_of(input)
    nd = len(shp)
    if not -max(nd, 1) <= axis < max(nd, 1):
        raise ValueError(f"For primitive[Median], the axis must be in [{-max(nd, 1)},"
                         f"{max(nd, 1)}), but got {axis}.")
    if nd == 0:
        return input, Tensor(0, mstype.int64)
    ax, n = axis % nd, shp[axis]
    floating = input.dtype in mstype.float_type
    if n == 0:
        out = tuple(shp[:ax]) + ((1,) if keepdims else ()) + tuple(shp[ax + 1:])
        return (F.full(out, float("nan") if floating else 0, dtype=input.dtype),
                F.zeros(out, mstype.int64))
    if not floating:
        return _kth_along(input, (n - 1) // 2, ax, keepdims)
    vals, idx = sort_nan_last(input, ax)                # NaNs sort last
    isnan = F.isnan(input)
    if ignore_nan:
        count = F.sum(F.cast(F.logical_not(isnan), mstype.int32), ax, True)
        k = F.maximum(count - 1, 0) // 2
        v, i = F.gather_elements(vals, ax, k), F.cast(F.gather_elements(idx, ax, k), mstype.int64)
    else:
        v, i = _kth_along(input, (n - 1) // 2, ax, True)
        first = F.cast(F.argmax(F.cast(isnan, mstype.int32), ax, True), mstype.int64)
        has_nan = F.any(isnan, ax, True)
        v = F.where(has_nan, F.gather_elements(input, ax, first), v)
        i = F.where(has_nan, first, i)
    if not keepdims:
        v, i = F.squeeze(v, ax), F.squeeze(i, ax)
    return v, i


def median(input, axis=-1, keepdims=False):
    """(lower median along ``axis``, its Int64 index); NaN where a row holds a NaN.

    >>> from minicell import ops, Tensor
    >>> v, i = ops.median(Tensor([[3.0, 1.0, 2.0]]), 1)
    >>> v.asnumpy().tolist(), i.asnumpy().tolist()
    ([2.0], [2])
    """
    return _median_along(input, axis, keepdims, False)


def nanmedian(input, axis=-1, keepdims=False):
    """(lower median of the non-NaN values along ``axis``, its Int64 index)."""
    return _median_along(input, axis, keepdims, True)


class Median(Primitive):
    """``Median(global_median=False, axis=0, keep_dims=False, ignore_nan=False)(x)``."""

    @prim_attr_register
    def __init__(self, global_median=False, axis=0, keep_dims=False, ignore_nan=False):
        self.global_median, self.axis, self.keep_dims = global_median, axis, keep_dims
        self.ignore_nan = ignore_nan

    def __call__(self, x):
        if self.global_median:      # 2.10 documents the index of a global median as meaningless: 0
            v = _median_along(F.reshape(x, (-1,)), 0, False, self.ignore_nan)[0]
            return v, Tensor(0, mstype.int64)
        return _median_along(x, self.axis, self.keep_dims, self.ignore_nan)


def kthvalue(input, k, dim=-1, keepdim=False):
    """(k-th smallest value along ``dim``, k counted from 1; its Int64 index)."""
    nd = max(len(shape_of(input)), 1)
    ax = _axis(dim, nd, "kthvalue", "dim")
    n = shape_of(input)[ax] if shape_of(input) else 1
    if not 1 <= k <= n:
        raise ValueError(f"For 'kthvalue', 'k' must be in [1, {n}], but got {k}")
    return _kth_along(input, k - 1, ax, keepdim)


class NthElement(Primitive):
    """``NthElement(reverse=False)(input, n)``: the n-th smallest (largest) of the last axis."""

    @prim_attr_register
    def __init__(self, reverse=False):
        self.reverse = reverse

    def __call__(self, input, n):
        n = int(n.item() if isinstance(n, Tensor) else n)
        size = shape_of(input)[-1]
        if not 0 <= n < size:
            raise ValueError(f"For 'NthElement', 'n' must be in [0, {size}), but got {n}")
        vals = F.sort(input, -1, descending=bool(self.reverse))[0]
        return F.squeeze(axis_slice(vals, -1, n, 1), -1)
