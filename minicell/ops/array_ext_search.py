"""Scans, sorting, searching and counting (``ops.cummax``, ``ops.logcumsumexp``,
``ops.searchsorted``, ``ops.median``, ``ops.quantile``, ``ops.kthvalue``,
``ops.unique_consecutive``, ``ops.bincount``, ``ops.histc``, ...); the NaN-aware and paired
reductions (``ops.nansum``, ``ops.var_mean``, ...) are in ``nan_reductions``, re-exported
here. Ops whose output shape depends on the values (``argwhere``, ``unique_consecutive``,
``bincount``, ``masked_select``) run in PYNATIVE_MODE only.

>>> from minicell import ops, Tensor
>>> ops.cummax(Tensor([1.0, 3.0, 2.0]), 0)[0].asnumpy().tolist()
[1.0, 3.0, 3.0]
"""
import numpy as np

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from ._util import dtype_name, kernel_dtype, ms_type_name, norm_axis, shape_of
from ._array_arg_checks import check_bucketize, check_cum, check_unique_dim
from .array_ext_layout import _axis, moveaxis
from . import reductions as R
from .array_ext_median import (  # noqa: F401  (re-exported: the op rows read them here)
    Median, NthElement, kthvalue, median, msort, nanmedian)
from .extra_ops import _eager_only, masked_select, nonzero, unique_outputs
from .primitive import Primitive, prim_attr_register
from .axis_slice import axis_slice
from .bool_kernels import refuse_bool
from .nan_reductions import (  # noqa: F401  (re-exported: the op rows read them here)
    ReduceStd, nan_mean_any, nanmean, nansum, std_mean, var_mean, variance_and_mean)

_CUM, _LCSE, _SEARCH = get_op("cum_extreme"), get_op("logcumsumexp"), get_op("searchsorted")
_SCATTER, _UPDATE = get_op("scatter_nd_reduce"), freeze_attrs({"mode": "update"})
_HISTOGRAM = get_op("histogram")


# ---- scans -------------------------------------------------------------------------------------
def _cum(mode, api, index_dtype):
    def fn(input, axis):
        check_cum(mode, input, axis)
        ax = _axis(axis, len(shape_of(input)), api)
        refuse_bool(api.capitalize(), input)       # 2.10's Cummax/Cummin: no Bool kernel
        return dispatch(_CUM, (input,), freeze_attrs({"axis": ax, "mode": mode,
                                                      "index_dtype": index_dtype}))
    fn.__name__ = fn.__qualname__ = f"cum{mode}"
    fn.__doc__ = (f"(running {mode} along ``axis``, {index_dtype} index where it was last "
                  f"reached).")
    return fn


cummax = _cum("max", "cummax", "int64")
cummin = _cum("min", "cummin", "int32")   # MindSpore's Cummin gives Int32 indices


class _CumPrim(Primitive):
    _fn = None

    @prim_attr_register
    def __init__(self, axis):
        self.axis = axis

    def __call__(self, input):
        return type(self)._fn(input, self.axis)


Cummax = type("Cummax", (_CumPrim,), {"_fn": staticmethod(cummax), "__module__": __name__})
Cummin = type("Cummin", (_CumPrim,), {"_fn": staticmethod(cummin), "__module__": __name__})


def logcumsumexp(input, axis):
    """``log(cumsum(exp(input)))`` along ``axis``, computed stably."""
    nd = len(shape_of(input))
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise TypeError(f"For 'logcumsumexp', 'axis' must be int type, but got {type(axis)}")
    if not -nd <= axis < nd:     # 2.10: its kernel's RuntimeError
        raise RuntimeError(f"For 'CumulativeLogsumexp, 'axis' must be in range [{-nd}, {nd}), "
                           f"but got: {axis}")
    ax = _axis(axis, nd, "logcumsumexp")
    return dispatch(_LCSE, (input,), freeze_attrs({"axis": ax}))


class CumulativeLogsumexp(Primitive):
    """``CumulativeLogsumexp(exclusive=False, reverse=False)(x, axis)``."""

    @prim_attr_register
    def __init__(self, exclusive=False, reverse=False):
        self.exclusive, self.reverse = bool(exclusive), bool(reverse)

    def __call__(self, x, axis):
        axis = int(axis.item() if isinstance(axis, Tensor) else axis)
        ax = _axis(axis, len(shape_of(x)), "CumulativeLogsumexp")
        return dispatch(_LCSE, (x,), freeze_attrs({"axis": ax, "exclusive": self.exclusive,
                                                   "reverse": self.reverse}))


# ---- searching ---------------------------------------------------------------------------------
def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None,
                 sorter=None):
    """Insertion points of ``values`` into ``sorted_sequence`` (its last axis); both Tensors
    (2.10's SearchSorted refuses a number or a list; ``mnp.searchsorted`` takes them)."""
    for name, flag in (("out_int32", out_int32), ("right", right)):   # 2.10's SearchSorted init
        _checkparam.check_value_type(name, flag, [bool], "search_sorted")
    if side == "left" and right:
        raise ValueError("For 'searchsorted', side and right can't be set to opposites, got side "
                         "of left while right was True.")
    if side not in (None, "left", "right"):
        raise ValueError(f"For 'searchsorted', the argument 'side' should be one of in [None, "
                         f"'left', 'right'], but got {side}.")
    right = right or side == "right"
    if not (isinstance(values, Tensor) and isinstance(sorted_sequence, Tensor)):
        raise TypeError(
            f'Failed calling SearchSorted with "SearchSorted(dtype=mindspore.dtype, right=bool)'
            f'(sorted_sequence={ms_type_name(sorted_sequence)}, values={ms_type_name(values)}, '
            f'sorter={ms_type_name(sorter)})".\nThe valid calling should be: \n"SearchSorted('
            f'dtype=<mindspore.dtype>, right=<bool>)(sorted_sequence=<Tensor>, values=<Tensor>, '
            f'sorter=<Tensor>)".')
    if sorter is not None:
        sorted_sequence = F.gather_elements(sorted_sequence, -1, sorter)
    return dispatch(_SEARCH, (sorted_sequence, values),
                    freeze_attrs({"right": bool(right),
                                  "dtype": "int32" if out_int32 else "int64"}))


def bucketize(input, boundaries, *, right=False):
    """The bucket of each element of ``input`` among the sorted ``boundaries`` (a list)."""
    check_bucketize(input)
    if isinstance(boundaries, (int, float)):      # 2.10 makes a 0-d sorted sequence of it
        raise ValueError("For 'SearchSorted', empty shape is not permitted in 'sorted_sequence' "
                         "inputs. ")                                          # (sic, 2.10)
    if not isinstance(boundaries, (list, tuple, Tensor)):
        raise TypeError(f"For 'bucketize', 'boundaries' must be a list of numbers, but got "
                        f"{type(boundaries).__name__}")
    bounds = Tensor(np.asarray(boundaries, np.float32)) if not isinstance(
        boundaries, Tensor) else boundaries
    return searchsorted(F.cast(bounds, input.dtype), input, out_int32=True, right=right)


class Bucketize(Primitive):
    """``Bucketize(boundaries)(input)``."""

    @prim_attr_register
    def __init__(self, boundaries):
        self.boundaries = list(boundaries)

    def __call__(self, input):
        # the Primitive counts boundaries <= x (2.10 measured: [3, 6, 9] in [1, 3, 5, 7, 9] ->
        # [2, 3, 5]); ops.bucketize keeps right=False
        return bucketize(input, self.boundaries, right=True)


class SearchSorted(Primitive):
    """``SearchSorted(dtype=mstype.int64, right=False)(sorted_sequence, values,
    sorter=None)``: ``sorter`` (indices sorting the last axis) searches the sequence it sorts."""

    @prim_attr_register
    def __init__(self, dtype=mstype.int64, right=False):
        self.dtype, self.right = dtype, right

    def __call__(self, sorted_sequence, values, sorter=None):
        if sorter is not None:
            from .functional import gather_elements
            sorted_sequence = gather_elements(sorted_sequence, -1, sorter)
        return dispatch(_SEARCH, (sorted_sequence, values),
                        freeze_attrs({"right": bool(self.right),
                                      "dtype": dtype_name(self.dtype)}))


class _BoundPrim(Primitive):
    _right = False

    @prim_attr_register
    def __init__(self, out_type=mstype.int32):
        self.out_type = out_type

    def __call__(self, sorted_x, values):
        return dispatch(_SEARCH, (sorted_x, values),
                        freeze_attrs({"right": self._right,
                                      "dtype": dtype_name(self.out_type)}))


class LowerBound(_BoundPrim):
    """``LowerBound(out_type=mstype.int32)(sorted_x, values)``: first position >= value."""


class UpperBound(_BoundPrim):
    """``UpperBound(out_type=mstype.int32)(sorted_x, values)``: first position > value."""
    _right = True


# ---- order statistics --------------------------------------------------------------------------
def _quantile(input, q, axis, keepdims, nan):
    api = "nanquantile" if nan else "quantile"
    if not isinstance(q, Tensor):
        if np.any((np.asarray(q) < 0) | (np.asarray(q) > 1)):
            raise ValueError(f"For '{api}', 'q' must be in [0, 1], but got {q}")
        q = Tensor(np.asarray(q, input.dtype.np_dtype))
    x = input if axis is not None else F.reshape(input, (-1,))
    ax = _axis(axis if axis is not None else 0, len(shape_of(x)), api)
    vals = moveaxis(R.sort_nan_last(x, ax)[0], ax, -1)    # NaNs sort last
    n = shape_of(vals)[-1]
    if nan:
        count = F.sum(F.cast(F.logical_not(F.isnan(vals)), input.dtype), -1, True)
    else:
        count = F.fill(input.dtype, shape_of(vals)[:-1] + (1,), n)
    pos = F.reshape(F.cast(q, input.dtype), (-1,)) * F.maximum(count - 1, 0)   # (..., Q)
    lo = F.cast(F.floor(pos), mstype.int64)
    hi = F.minimum(lo + 1, n - 1)
    v_lo, v_hi = F.gather_elements(vals, -1, lo), F.gather_elements(vals, -1, hi)
    out = v_lo + (v_hi - v_lo) * (pos - F.floor(pos))
    if nan:
        out = F.where(F.broadcast_to(count, shape_of(out)) == 0,
                      F.fill(input.dtype, shape_of(out), float("nan")), out)
    out = moveaxis(out, -1, 0)                          # (Q, ...)
    if keepdims:
        out = F.expand_dims(out, ax + 1) if axis is not None else F.reshape(
            out, (shape_of(out)[0],) + (1,) * len(shape_of(input)))
    return F.squeeze(out, 0) if len(shape_of(q)) == 0 else out


def quantile(input, q, axis=None, keepdims=False):
    """The ``q``-th quantiles (linear interpolation) along ``axis`` (all values if None)."""
    return _quantile(input, q, axis, keepdims, False)


def nanquantile(input, q, axis=None, keepdims=False):
    """``quantile`` ignoring NaNs (NaN where a slice has no other value)."""
    return _quantile(input, q, axis, keepdims, True)


class Quantile(Primitive):
    """``Quantile(dim=None, keep_dims=False, ignore_nan=False)(input, q)``."""

    @prim_attr_register
    def __init__(self, dim=None, keep_dims=False, ignore_nan=False):
        self.dim, self.keep_dims, self.ignore_nan = dim, keep_dims, ignore_nan

    def __call__(self, input, q):
        return _quantile(input, q, self.dim, self.keep_dims, self.ignore_nan)


def top_k(input_x, k, sorted=True):
    """(the k largest values along the last axis, their Int32 indices)."""
    return F.topk(input_x, k, -1, True, sorted)


def aminmax(input, *, axis=0, keepdims=False):
    """(min, max) along ``axis``."""
    refuse_bool("ArgMinWithValue", input)     # 2.10 (measured)
    return F.amin(input, axis, keepdims), F.amax(input, axis, keepdims)


# ---- counting and data-dependent shapes ------------------------------------------------------
_COUNT_NONZERO_TYPES = (
    "mindspore.int8, mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, "
    "mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, "
    "mindspore.float64, mindspore.bfloat16, mindspore.complex64, mindspore.complex128, "
    "mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8")


def count_nonzero(x, axis=(), keep_dims=False, dtype=mstype.int32):
    """The count of non-zero elements along ``axis`` (all by default; 2.10's checks, measured)."""
    if isinstance(x, Tensor) and x.dtype == mstype.bool_:
        raise TypeError(f"The 'input x' doesn't support 'Bool' and expect to receive "
                        f"({_COUNT_NONZERO_TYPES}).")
    _checkparam.check_value_type("keep_dims", keep_dims, [bool], "count_nonzero")
    axis = norm_axis(R.reduce_sum_axis(x, axis, keep_dims))      # 2.10's ReduceSum texts
    return F.cast(F.sum(F.cast(x != 0, mstype.int32), axis, keep_dims), dtype)


class CountNonZero(Primitive):
    """``CountNonZero(dims=None)(x)``: Int64 counts of non-zero elements over ``dims``."""

    @prim_attr_register
    def __init__(self, dims=None):
        self.dims = dims

    def __call__(self, x):
        return count_nonzero(x, () if self.dims is None else self.dims, False, mstype.int64)


def argwhere(input):
    """The (N, ndim) Int64 indices of the non-zero elements; PYNATIVE_MODE only."""
    return nonzero(input)


class NonZero(Primitive):
    """``NonZero()(x)``: ``argwhere(x)``."""

    def __init__(self):
        super().__init__("NonZero")

    def __call__(self, input):
        return nonzero(input)


class MaskedSelect(Primitive):
    """``MaskedSelect()(input, mask)``: ``masked_select``."""

    def __init__(self):
        super().__init__("MaskedSelect")

    def __call__(self, input, mask):
        return masked_select(input, mask)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """Collapse runs of equal consecutive elements (or slices along ``dim``); PYNATIVE_MODE
    only. Returns the output and, as asked, the Int64 inverse indices and run counts."""
    _eager_only("unique_consecutive")
    a = input.asnumpy()
    if dim is None:
        flat = a.reshape(-1)
        starts = np.concatenate([[True], flat[1:] != flat[:-1]]) if flat.size else flat > 0
        out = flat[starts]
        inverse = (np.cumsum(starts) - 1).reshape(a.shape)
    else:
        ax = _axis(check_unique_dim(dim, a.ndim, return_inverse, return_counts), a.ndim,
                   "unique_consecutive", "dim")
        moved = np.moveaxis(a, ax, 0).reshape(a.shape[ax], -1)
        starts = np.concatenate([[True], np.any(moved[1:] != moved[:-1], axis=1)])
        out = np.compress(starts, a, axis=ax)
        inverse = np.cumsum(starts) - 1
    counts = np.diff(np.append(np.flatnonzero(starts), len(starts)))
    return unique_outputs(Tensor(out, input.dtype), inverse if return_inverse else None,
                          counts if return_counts else None)


class UniqueConsecutive(Primitive):
    """``UniqueConsecutive(return_inverse=False, return_counts=False, dim=None)(x)``."""

    @prim_attr_register
    def __init__(self, return_inverse=False, return_counts=False, dim=None):
        self.return_inverse, self.return_counts, self.dim = return_inverse, return_counts, dim

    def __call__(self, input):
        out = unique_consecutive(input, True, True, self.dim)
        return out[0], out[1], out[2]


def unique_with_pad(x, pad_num):
    """(unique values of the 1-D ``x`` in order of appearance padded with ``pad_num`` to its
    length, index of each element in them); static shapes, both modes."""
    n = shape_of(x)[0]
    eq = F.expand_dims(x, 1) == F.expand_dims(x, 0)                     # eq[i, j]: x_i == x_j
    earlier = Tensor(np.tril(np.ones((n, n), bool), -1))
    first = F.logical_not(F.any(F.logical_and(eq, earlier), 1))         # first occurrence
    slot = F.cumsum(F.cast(first, mstype.int32), 0) - 1                 # its place in the output
    first_idx = F.argmax(F.cast(eq, mstype.int32), 1)                   # first j with x_j == x_i
    idx = F.cast(F.gather(slot, first_idx, 0), x.dtype if x.dtype in (
        mstype.int32, mstype.int64) else mstype.int32)
    dest = F.where(first, slot, F.fill(mstype.int32, (n,), n))
    padded = F.fill(x.dtype, (n + 1,), pad_num)
    out = dispatch(_SCATTER, (padded, F.expand_dims(dest, 1), x), _UPDATE)
    return axis_slice(out, 0, 0, n), idx


class UniqueWithPad(Primitive):
    """``UniqueWithPad()(x, pad_num)``."""

    def __init__(self):
        super().__init__("UniqueWithPad")

    def __call__(self, x, pad_num):
        return unique_with_pad(x, pad_num)


def bincount(input, weights=None, minlength=0):
    """Counts (or summed ``weights``) of each non-negative int value; the length is
    ``max(input) + 1`` (at least ``minlength``): PYNATIVE_MODE only."""
    if len(shape_of(input)) != 1:
        raise ValueError("For math function 'bincount', 'input' should be one-dimensional "
                         "tensor.")
    if minlength < 0:
        raise ValueError(f"For 'bincount', 'minlength' should be >= 0 but got {minlength}.")
    _eager_only("bincount")
    if input.dtype == mstype.bool_:     # 2.10 counts False and True
        input = F.cast(input, mstype.int32)
    a = input.asnumpy()                 # a negative value falls in no bin, as in 2.10
    if not a.size:                      # 2.10: an empty Float32 Tensor, whatever minlength
        return F.zeros((0,), mstype.float32)
    n = max(int(a.max()) + 1, int(minlength), 0)
    # Float32 whatever the weights' dtype: 2.10 casts each weight (measured: Int32 weights
    # give Float32 counts)
    w = F.ones(shape_of(input), mstype.float32) if weights is None else \
        F.cast(weights, mstype.float32)
    if a.dtype.kind == "f":     # 2.10 counts a float only where it is a whole number (measured:
        # [1.0, 2.0, 2.0] -> [0, 1, 2], [1.5, 2.5, 0.5] -> [0, 0, 0])
        input = Tensor(np.where(a == np.floor(a), a, -1).astype(np.int32))
    return F.unsorted_segment_sum(w, input, n) if n else F.zeros((0,), mstype.float32)


class Bincount(Primitive):
    """``Bincount()(array, size, weights)``: ``size`` bins (empty ``weights``: counts)."""

    def __init__(self):
        super().__init__("Bincount")

    def __call__(self, array, size, weights):
        n = int(size.item() if isinstance(size, Tensor) else size)
        w = F.ones(shape_of(array), weights.dtype) if not shape_of(weights) or \
            shape_of(weights)[0] == 0 else weights
        # a value of size or more falls in no bin (2.10, measured: [0..10] in 8 bins)
        inside = F.less(array, n)
        w = F.where(inside, w, F.zeros_like(w))
        return F.unsorted_segment_sum(w, F.where(inside, array, F.zeros_like(array)), n)


def histc(input, bins=100, min=0.0, max=0.0):
    """Histogram of ``bins`` equal bins over [min, max] (the data's range when both are 0);
    values outside are ignored. Static shape: both modes."""
    _checkparam.check_positive_int(bins, "bins", "Histogram")
    if min > max:
        raise ValueError(f"For 'Histogram', the 'min' should be <= max: {max}, but got {min}.")
    kernel_dtype(input, "Histogram", ("Float16", "Float32", "Int32"), arg="x")
    out = dispatch(_HISTOGRAM, (input,), freeze_attrs(
        {"bins": int(bins), "low": float(min), "high": float(max)}))
    return F.cast(out, mstype.int32) if input.dtype == mstype.int32 else out  # 2.10: Int32
