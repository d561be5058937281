"""NaN-aware and paired reductions (``ops.nansum``, ``ops.nanmean``, ``ops.var_mean``,
``ops.std_mean``, ``ReduceStd``), re-exported by ``array_ext_search``.

>>> from minicell import ops, Tensor
>>> ops.nansum(Tensor([1.0, float("nan"), 2.0])).asnumpy().tolist()
3.0
"""
import numpy as np

from .. import _checkparam
from .._checkparam_shapes import check_and_canonicalize_axes
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._util import norm_axis, shape_of
from . import reductions as R, variance as V
from .primitive import Primitive, prim_attr_register
def _is_float(x):
    return x.dtype in (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)


def nansum(input, axis=None, keepdims=False, *, dtype=None):
    """Sum treating NaN as 0."""
    x = F.where(F.isnan(input), F.zeros_like(input), input) if _is_float(input) else input
    out = F.sum(x, R.reduce_sum_axis(input, axis, keepdims), keepdims)
    if dtype is None:     # ints keep their width; bools count in Int64 (as MindSpore)
        dtype = mstype.int64 if input.dtype == mstype.bool_ else input.dtype
    return F.cast(out, dtype)


def nanmean(input, axis=None, keepdims=False, *, dtype=None):
    """Mean of the non-NaN values of a float Tensor (2.10's TypeError for anything else; the
    result is computed in the input's dtype, then cast to ``dtype``)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For nanmean, input must be a Tensor, but got {type(input)}.")
    if not _is_float(input):
        raise TypeError(f"For 'nanmean', input should be floating point dtype, but got "
                        f"{type(input)}.")
    out = nan_mean_any(input, axis, keepdims)
    return out if dtype is None else F.cast(out, dtype)


def nan_mean_any(input, axis=None, keepdims=False, *, dtype=None):
    """Mean of the non-NaN values of any Tensor (``mnp.nanmean`` takes ints too), in ``dtype``."""
    if dtype is not None:
        input = F.cast(input, dtype)
    if not _is_float(input):
        return F.mean(input, axis, keepdims)
    count = F.sum(F.cast(F.logical_not(F.isnan(input)), input.dtype), axis, keepdims)
    return nansum(input, axis, keepdims) / count


def _var_std_axes(input, ddof, keepdims, axis, api):
    """2.10's checks of var_mean / std_mean's arguments; the axes as a tuple (() for all)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For {api}, input must be a Tensor, but got {type(input)}.")
    _checkparam.check_value_type("ddof", ddof, [int, bool], api)
    _checkparam.check_value_type("keepdims", keepdims, [bool], api)
    return () if axis is None else check_and_canonicalize_axes(axis, input.ndim)


def var_mean(input, axis=None, ddof=0, keepdims=False):
    """(variance with ``ddof`` delta degrees of freedom, mean) along ``axis``: the squared
    deviations' sum divided by ``N - ddof``, negative when ``ddof`` passes N (as 2.10)."""
    axes = _var_std_axes(input, ddof, keepdims, axis, "var_mean")
    if V.reduce_std_applies(input, ddof):       # 2.10's ReduceStd, its std squared
        dev, mean = V.reduce_std(input, axes or None, ddof, keepdims)
        return dev * dev, mean
    return variance_and_mean(input, axes, ddof, keepdims)


def std_mean(input, axis=None, ddof=0, keepdims=False):
    """(standard deviation with ``ddof``, mean) along ``axis`` (NaN where ``ddof`` passes N)."""
    axes = _var_std_axes(input, ddof, keepdims, axis, "std_mean")
    if V.reduce_std_applies(input, ddof):
        return V.reduce_std(input, axes or None, ddof, keepdims)
    var, mean = variance_and_mean(input, axes, ddof, keepdims)
    return F.sqrt(var), mean


def variance_and_mean(input, axis, ddof, keepdims, clamp=False):
    """(variance, mean) over ``axis`` (None, ``()`` for all, an int or a sequence), unchecked:
    the squared deviations' sum divided by ``N - ddof``, or by ``max(N - ddof, 0)`` with
    ``clamp`` (``mint``'s correction, as torch: inf or NaN once it reaches N)."""
    axes = norm_axis(axis) or tuple(range(input.ndim))
    mean = F.mean(input, axes, True)
    n = int(np.prod([shape_of(input)[a] for a in axes]))
    div = max(n - int(ddof), 0) if clamp else n - int(ddof)
    var = F.sum(F.square(input - mean), axes, keepdims) / float(div)
    return var, mean if keepdims else F.mean(input, axes, False)


class ReduceStd(Primitive):
    """``ReduceStd(axis=(), unbiased=True, keep_dims=False)(x)``: (std, mean)."""

    @prim_attr_register
    def __init__(self, axis=(), unbiased=True, keep_dims=False):
        self.axis, self.unbiased, self.keep_dims = axis, unbiased, keep_dims

    def __call__(self, x):
        return std_mean(x, norm_axis(self.axis), int(bool(self.unbiased)),
                        self.keep_dims)
