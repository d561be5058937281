"""Variance and standard deviation (``ops.var``, ``ops.std``, ``Tensor.var``/``std``,
``mint.var``/``std``): 2.10's ReduceStd kernel for a float input and a ddof of 0 or 1, numpy's
formula otherwise; split out of ``reductions``, whose ``mean`` and ``sum`` they are made of."""
import builtins

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import _util
from .reductions import ext_dims, mean, sum

__all__ = ["var", "std"]
_REDUCE_STD = get_op("reduce_std")     # ReduceStd: 2.10's order and bprop

def var(input, axis=None, ddof=0, keepdims=False):
    """Variance over ``axis`` with ``ddof`` delta degrees of freedom; for a float input and a
    ``ddof`` of 0 or 1 the square of 2.10's ReduceStd (``reduce_std``)."""
    _var_checks(input, axis, ddof)
    if reduce_std_applies(input, ddof):
        dev = reduce_std(input, axis, ddof, keepdims)[0]
        return dev * dev
    return _variance(input, axis, ddof, keepdims)


def _var_checks(input, axis, ddof):
    _checkparam.check_value_type("ddof", ddof, [int, bool], "var")
    if isinstance(input, Tensor) and input.dtype == mstype.bool_:     # 2.10: ReduceStd's
        raise TypeError("Select CPU operator[ReduceStd] fail! Unsupported data type! No kernel "
                        "for input[Bool].")
    if axis is not None:    # 2.10's var/std check: ints, a tuple of them (no list); none of
        # them fits a 0-d input ('[-0, 0)', measured)
        _checkparam.check_and_canonicalize_axes(axis, len(_util.shape_of(input)))


def reduce_std_applies(input, ddof):
    """Whether 2.10 computes ``ops.var``/``std``/``var_mean``/``std_mean`` with its ReduceStd
    kernel: a ddof of 0 or 1 (or a bool); the kernel refuses a non-float input (its
    kernel-select TypeError, measured for Int32)."""
    if ddof not in (0, 1) or not isinstance(input, Tensor):
        return False
    _util.kernel_dtype(input, "ReduceStd", _util.FLOATS, text="Select CPU operator[ReduceStd] "
                       "fail! Unsupported data type! No kernel for input[{dtype}].")
    return True


def reduce_std(input, axis, ddof, keepdims):
    """2.10's ReduceStd on CPU (``primitives.reduce_std``): (std, mean) computed in Float32
    whatever the float dtype, each rounded once to the input's dtype (a Float64 input is cast
    down: its kernel has Float16/Float32 only); ``ops.var`` squares the rounded std in that
    dtype. The sums are taken in the kernel's order where known and cheap, and the gradient
    is 2.10's ReduceStd bprop."""
    axes = _util.norm_axis(axis)
    if axes is not None:
        rank = len(_util.shape_of(input))
        axes = tuple(sorted({a % rank for a in axes})) if rank else None
    attrs = freeze_attrs(dict(axis=axes, ddof=int(ddof), keep_dims=bool(keepdims)))
    if input.dtype != mstype.float64:
        return tuple(dispatch(_REDUCE_STD, (input,), attrs))
    from .functional import cast
    dev, m = dispatch(_REDUCE_STD, (cast(input, mstype.float32),), attrs)
    return cast(dev, mstype.float64), cast(m, mstype.float64)


def var_values(input, axis=None, ddof=0, keepdims=False):
    """Variance over ``axis`` in the input's dtype (``Tensor.var``, ``mint.var``: 2.10's
    Float64 ``t.var()`` is Float64 throughout, measured)."""
    _var_checks(input, axis, ddof)
    return _variance(input, axis, ddof, keepdims)


def _variance(input, axis, ddof, keepdims):
    m = mean(input, axis, True)
    d = input - m
    n = _count(input, axis)
    return sum(d * d, axis, keepdims) / float(n - ddof)


_VAR_TYPES = (mstype.float16, mstype.float32, mstype.bfloat16)


def var_ext(input, dim=None, correction=1, keepdim=False):
    """Variance divided by ``max(0, N - correction)`` (MindSpore's ``Var`` kernel behind
    ``t.var(dim, correction)`` and ``mint.var``, as ``numpy.var``: inf or nan once the correction
    reaches the count); ``var``'s numpy-style ``ddof`` divides by ``N - ddof`` even below 0."""
    if input.dtype not in _VAR_TYPES:     # 2.10's Var (measured: t.var(dim=0) of an Int32)
        raise TypeError(f"For primitive[Var], the input[input] supports types: Float16, Float32, "
                        f"BFloat16. But got {input.dtype}.")
    dim = ext_dims(input, dim, "Var")
    return var_values(input, dim, builtins.min(correction, _count(input, dim)), keepdim)


def std(input, axis=None, ddof=0, keepdims=False):
    """Standard deviation over ``axis`` with ``ddof`` delta degrees of freedom. The functional
    spelling takes floats only, as 2.10's ReduceStd kernel (``Tensor.std`` computes integers:
    ``std_values``)."""
    _util.kernel_dtype(input, "ReduceStd", _util.FLOATS, text="Select CPU operator[ReduceStd] "
                       "fail! Unsupported data type! No kernel for input[{dtype}].")
    _checkparam.check_value_type("ddof", ddof, [int, bool], "std")     # 2.10 names std
    if reduce_std_applies(input, ddof):
        _var_checks(input, axis, ddof)
        return reduce_std(input, axis, ddof, keepdims)[0]
    return std_values(input, axis, ddof, keepdims)


def std_values(input, axis=None, ddof=0, keepdims=False):
    """``std`` without its dtype check (``Tensor.std`` of an integer Tensor, as 2.10)."""
    from .functional import sqrt
    return sqrt(var_values(input, axis, ddof, keepdims))


def _count(x, axis):
    shape = _util.shape_of(x)
    axes = _util.norm_axis(axis)
    n = 1
    for a in (range(len(shape)) if axes is None else axes):
        n *= shape[a]
    return n
