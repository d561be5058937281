"""Reductions (sum, mean, max, ...), sorting (sort, topk) and arg-reductions (scans: ``scans``).

Every reduction takes ``axis`` (a tuple of ints, or None for all axes) and ``keep_dims``.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, REDUCTION, register, with_primal
from .math import REAL, _float_result, cpu_float64_sums, exact_divide, require
from .nan_rules import int64_sum, narrow_int_sum
from .kernel_topk import topk_indices
from .nan_sort import argsort_last_axis
from .prod_order import ordered_prod, prod_factor
from .sum_order import lane_mean_total
from .f64_sums import kernel_order_sum, sequential_sum


def scalar_axes(x, axis):
    """``axis`` for ``x``; a 0-D ``x`` takes axis 0 or -1 (MindSpore treats it as a 1-element
    vector there), which reduce over nothing and keep its shape ()."""
    if axis is None or jnp.ndim(x) != 0:
        return axis
    for a in (axis if isinstance(axis, tuple) else (axis,)):
        if not -1 <= a < 1:
            raise ValueError(f"the axis value must be in [-1,1), but got {a}.")
    return ()


def _reduction(name, fn, props=(REDUCTION,), doc="", jvp=None):
    def impl(x, *, axis=None, keep_dims=False):
        x = jnp.asarray(x)
        return fn(x, axis=scalar_axes(x, axis), keepdims=keep_dims)
    impl.__doc__ = doc or f"{name} over ``axis`` (all axes when None)."
    return register(name, props=props, jvp=jvp)(impl)


def _int64_acc(fn):
    """MindSpore's sum/prod of bool and integer inputs (unsigned too) accumulate in Int64;
    floats and complex keep their dtype."""
    def reduce(x, axis, keepdims):
        if jnp.issubdtype(x.dtype, jnp.inexact):
            return fn(x, axis=axis, keepdims=keepdims)
        # an integer carries no JAX tangent (its gradient rides a float stand-in, int_vjp):
        # cut it, as JAX's prod jvp fails on an integer's symbolic zero tangent when the
        # integer leaves a differentiated while loop (fuzz family 40)
        return fn(jax.lax.stop_gradient(x), axis=axis, keepdims=keepdims, dtype=jnp.int64)
    return reduce


def _sum(x, axis, keepdims):
    # an Int64 sum overflows as 2.10's (nan_rules.int64_sum)
    if x.dtype == jnp.int64:
        return int64_sum(x, axis, keepdims)
    axes = () if x.dtype not in (jnp.float32, jnp.float64) or not x.ndim else \
        _sorted_axes(x, (axis,) if isinstance(axis, int) else axis)
    out = kernel_order_sum(x, axes, keepdims) if axes else None     # 2.10's CPU order
    if out is not None:
        return out
    return jnp.sum(x, axis=axis, keepdims=keepdims,
                   dtype=None if jnp.issubdtype(x.dtype, jnp.inexact) else jnp.int64)


def _mean_total(x, axes, keepdims):
    """The sum a mean divides, rounded to the dtype it divides in. 2.10's CPU ReduceMean sums
    float32 in float64 and rounds the sum to float32 (measured bit for bit: a 3-D input's last
    axis, axis 0, all axes), except a 2-D input's rows (axis 1), which its kernel sums in
    float32 AVX lanes (``sum_order``'s, up to its size bound; measured on (3, 7) to (64, 1000));
    float64 on the CPU backend only (as ``norm._ln_stats``); float64 one value after another
    (``f64_sums``). Float16 is summed in float32 (2.10 sums in float16)."""
    rows = x.ndim == 2 and tuple(a % 2 for a in axes) == (1,)
    total = lane_mean_total(x) if rows else None
    if total is not None:
        return total[:, None] if keepdims else total
    if x.dtype == jnp.float32 and cpu_float64_sums() and not rows:
        return jnp.sum(x, axis=axes, keepdims=keepdims, dtype=jnp.float64).astype(x.dtype)
    total = sequential_sum(x, tuple(sorted(a % x.ndim for a in axes)), keepdims) if axes else None
    if total is not None:
        return total
    acc = jnp.float32 if x.dtype in (jnp.float16, jnp.bfloat16) else x.dtype
    return jnp.sum(x, axis=axes, keepdims=keepdims, dtype=acc)


def run_time_count(count, like, dtype):
    """``count`` in ``dtype`` as a value XLA cannot fold: a zero made from the NaN flag of
    ``like``'s first value (a primal, never a tangent: finite whatever it holds) is added. In an
    op's PYNATIVE vjp kernel XLA took the transpose of a division by a constant count, ``dout /
    count``, as ``dout * (1 / count)``, ``exact_divide``'s barrier notwithstanding
    (``ops.mean``'s gradient and every mean-reduced loss's: 0-13% of the values equal to
    2.10's quotient; GRAPH_MODE kept the division)."""
    like = jnp.ravel(like)
    if not like.size:
        return jnp.asarray(count, dtype)
    zero = jax.lax.stop_gradient(jnp.isnan(like[0]).astype(dtype) * 0)
    return jnp.asarray(count, dtype) + zero


def _mean(x, axis, keepdims, like=None):
    # MindSpore keeps an integer input's dtype (truncating); floats average in their own dtype
    # (``_mean_total``), the sum divided by the count as one division; a bool input is its
    # kernel's RuntimeError (2.10, measured: ops/mint/Tensor.mean alike). ``like``: a primal
    # value for ``run_time_count`` (a float mean whose gradient is taken; None: a constant)
    if x.dtype == jnp.bool_:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    axes = tuple(range(x.ndim)) if axis is None else axis
    count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    if x.dtype in (jnp.int8, jnp.int16, jnp.uint8) and count:
        # 2.10 sums these in their own dtype (wrapping: int8 [100, 100, 100] -> 14) and
        # divides toward zero (int8 [-7, 0] -> -3), measured on CPU
        total = jnp.sum(x, axis=axis, keepdims=keepdims, dtype=x.dtype).astype(jnp.int32)
        return jax.lax.div(total, jnp.int32(count)).astype(x.dtype)
    if x.dtype in (jnp.int32, jnp.int64) and count:
        # ReduceSum's sum (nan_rules) in float32, divided there and truncated (measured:
        # Int32 [2**24 + 1, 0, 0] -> 5592405, an overflowing Int32 sum -> its min / count)
        total = narrow_int_sum(_sum(x, axis, keepdims), x.dtype).astype(jnp.float32)
        return exact_divide(total, jnp.float32(count)).astype(x.dtype)
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        return jnp.mean(x, axis=axis, keepdims=keepdims).astype(x.dtype)
    # a float64 total comes out of a loop (f64_sums), after which an eager kernel's XLA (older
    # emitters) took a division by a constant count as a product, barrier or not
    like = x if like is None and x.dtype == jnp.float64 else like
    return _by_count(_mean_total(x, axes, keepdims), count, like).astype(x.dtype)


def _by_count(total, count, like=None):
    """``total / count`` as 2.10 divides a mean: a product by the reciprocal of a power of two
    (``_power_of_two_inverse``), else one division by the count, a run-time value made from
    ``like`` where one is given (``run_time_count``)."""
    inverse = _power_of_two_inverse(count, total.dtype)
    if inverse is not None:     # (its product is the division: nothing for XLA to rewrite)
        return total * inverse
    n = jnp.asarray(count, total.dtype) if like is None else \
        run_time_count(count, like, total.dtype)
    return exact_divide(total, n)


def _power_of_two_inverse(count, dtype):
    """``1 / count`` in ``dtype`` where ``count`` is a power of two whose reciprocal ``dtype``
    holds exactly, else None. A product by it is the division by ``count``, bit for bit, for
    every value (both are the exact quotient rounded once; an FMA XLA may form with a following
    addition differs only where the product is subnormal), with nothing to hide from XLA: W5's
    mean loss (65536 values) had a scalar division kernel and a run-time count in its gradient
    (session 72)."""
    if count <= 0 or count & (count - 1):
        return None
    inverse = np.asarray(1.0 / count, dtype)[()]
    return inverse if float(inverse) == 1.0 / count else None


@with_primal
def _mean_jvp(primals, tangents, *, axis=None, keep_dims=False):
    """The tangent ``sum(t) / count``, whose transpose is 2.10's ``dout / count``, the count a
    run-time value (``run_time_count``) made from ``x``, not the mean: a compiled gradient then
    need not wait for the forward's reduction."""
    (x,), (t,) = primals, tangents
    x = jnp.asarray(x)
    out = reduce_mean.impl(x, axis=axis, keep_dims=keep_dims)
    if t.dtype == jax.dtypes.float0 or not jnp.issubdtype(x.dtype, jnp.inexact):
        return jax.jvp(lambda v: reduce_mean.impl(v, axis=axis, keep_dims=keep_dims),
                       (x,), (t,))
    axis = scalar_axes(x, axis)
    axes = tuple(range(x.ndim)) if axis is None else axis
    count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    total = jax.jvp(lambda v: _mean_total(v, axes, keep_dims), (x,), (t,))[1]
    return out, _by_count(total, count, x).astype(out.dtype)


def _logsumexp(x, axis, keepdims):
    """``m + log(sum(exp(x - m)))`` with ``m`` the max, unguarded as 2.10 computes it: an inf
    max or an all -inf slice gives NaN (``[inf, 1]``, ``[-inf, -inf]``; measured on CPU);
    the gradient, through ``x - m`` only, is softmax's (NaN there too, as 2.10's)."""
    x = _float_result(x)
    if x.size == 0:
        return jax.nn.logsumexp(x, axis=axis, keepdims=keepdims)
    m = jax.lax.stop_gradient(jnp.max(x, axis=axis, keepdims=True))
    out = jnp.log(jnp.sum(jnp.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdims else jnp.squeeze(out, axis)


def _merged(x, axes):
    """``x`` with ``axes`` (a sorted tuple) merged into one axis, in row-major order over them
    (moved last first where they are not adjacent), and that axis."""
    if axes != tuple(range(axes[0], axes[0] + len(axes))):
        x = jnp.transpose(x, [a for a in range(x.ndim) if a not in axes] + list(axes))
        axes = tuple(range(x.ndim - len(axes), x.ndim))
    return x.reshape(x.shape[:axes[0]] + (-1,) + x.shape[axes[-1] + 1:]), axes[0]


def _first_index(x, axes, largest, nan_rule):
    """``x`` merged over ``axes``, its merged axis, and the position (kept as a size-1 axis)
    of its first largest (smallest) entry there: with ``nan_rule`` 2.10's reduce kernels' NaN
    rule (``_nan_skipped``), else the first NaN where there is one."""
    merged, a = _merged(x, axes)
    if nan_rule:
        return merged, a, arg_extreme(merged, a, True, largest)
    return merged, a, (jnp.argmax if largest else jnp.argmin)(merged, axis=a, keepdims=True)


def first_extreme(x, axes, largest=True, keepdims=False, nan_rule=True):
    """max (min) of ``x`` over ``axes`` (a sorted tuple) as the value at its first extreme in
    row-major order over them, read by a gather, so the derivative goes to that one entry
    (2.10's rule for ArgMaxWithValue, AdaptiveMaxPool, vector_norm(inf), Dilation2D, ...). The
    derivative never compares the input with the result: in a GRAPH_MODE gradient XLA may
    compute the two in fusions whose bits differ (a BatchNorm of ``tanh(x) * 1.5`` before
    them), which took whole rows' gradient away from an equality mask. ``nan_rule``: see
    ``_first_index`` (2.10's vector_norm(inf) follows it, measured: rows [1, nan, 3, 2],
    [nan, 0, 1, 3] give 3, nan)."""
    merged, a, i = _first_index(x, axes, largest, nan_rule)
    out = jnp.take_along_axis(merged, i, axis=a)
    if keepdims:
        return out.reshape(tuple(1 if d in axes else n for d, n in enumerate(x.shape)))
    return jnp.squeeze(out, a)


def first_extreme_mask(x, axes, largest=True):
    """True at ``x``'s first largest (smallest) entry over ``axes`` (``first_extreme``'s)."""
    i = _first_index(x, axes, largest, True)[2]
    pos = jnp.zeros(x.shape, i.dtype)
    for a in axes:      # each entry's row-major position over ``axes``
        pos = pos * x.shape[a] + jax.lax.broadcasted_iota(i.dtype, x.shape, a)
    return pos == i.reshape(tuple(1 if a in axes else n for a, n in enumerate(x.shape)))


def _sorted_axes(x, axis):
    """``axis`` (None: all) as a sorted tuple of non-negative axes of ``x``."""
    axes = scalar_axes(x, axis)
    if axes is None:
        return tuple(range(x.ndim))
    if any(not -x.ndim <= a < x.ndim for a in axes):    # dispatch gives 2.10's axis text
        raise IndexError(f"axis {axes} is out of bounds for array of dimension {x.ndim}")
    return tuple(sorted({a % x.ndim for a in axes}))


def _nan_skipped(x, axes, largest):
    """``x`` with its NaNs made the identity of max (min), and whether each row's first entry
    in row-major order over ``axes`` (kept as size-1 axes) is NaN. 2.10's CPU ReduceMax/
    ReduceMin, ArgMaxWithValue and Argmax walk a row from that entry and a NaN never compares
    greater: a row starting with NaN gives NaN (index 0), any other NaN is skipped (measured,
    both modes: rows of 4 to 1000 with a NaN at 0, 1, the middle, the end; axis 0; all axes;
    axes (0, 2) of a 3-D input). Floats only."""
    first = x[tuple(slice(0, 1) if a in axes else slice(None) for a in range(x.ndim))]
    fill = -jnp.inf if largest else jnp.inf
    return jnp.where(jnp.isnan(x), jnp.asarray(fill, x.dtype), x), jnp.isnan(first)


def _extreme(largest):
    """``reduce_max``/``reduce_min``'s value with 2.10's NaN rule (``_nan_skipped``). XLA's max
    propagates NaN; the rows that must skip theirs are redone only when there are some (always
    skipping cost 1.8x the reduction, measured on (256, 1024))."""
    fn = jnp.max if largest else jnp.min

    def skip_nan(x, axes):
        clean, lead_nan = _nan_skipped(x, axes, largest)
        return jnp.where(lead_nan, jnp.asarray(jnp.nan, x.dtype),
                         fn(clean, axis=axes, keepdims=True))

    def reduce(x, axis, keepdims):
        axes = _sorted_axes(x, axis)
        if not jnp.issubdtype(x.dtype, jnp.floating) or not axes or not x.size:
            return fn(x, axis=axes, keepdims=keepdims)
        out = fn(x, axis=axes, keepdims=True)
        out = jax.lax.cond(jnp.any(jnp.isnan(out)), lambda v, o: skip_nan(v, axes),
                           lambda v, o: o, x, out)
        return out if keepdims else jnp.squeeze(out, axes)
    return reduce


_EXTREMES = {True: _extreme(True), False: _extreme(False)}


def _chooser_jvp(largest):
    """Tangent of ``reduce_max``/``reduce_min``: split evenly between the entries equal to the
    result, as JAX's rule and MindSpore's ReduceMax/ReduceMin grad (2.10 measured: a row
    [3, 0, 1, 3] gives [0.5, 0, 0, 0.5]). The comparison reads the input twice, once through
    the reduction; in a GRAPH_MODE gradient XLA computed the two in fusions whose last bits
    differ (a BatchNorm of ``tanh(x) * 1.5`` before it), nothing compared equal, and whole rows
    lost their gradient (an optimization barrier between them is dropped by XLA's CPU
    pipeline). A row where nothing compared equal takes its first extreme; the argmax that
    finds it runs only then (it costs three times the comparison). A row whose result is NaN
    (it starts with NaN: ``_nan_skipped``) gets NaN, as 2.10's 0/0 there (measured)."""
    def rule(primals, tangents, *, axis=None, keep_dims=False):
        (x,), (t,) = primals, tangents
        axes = _sorted_axes(x, axis)
        if t.dtype == jax.dtypes.float0 or not axes or not x.size:
            return jax.jvp(lambda v: _EXTREMES[largest](v, axis=axes, keepdims=keep_dims),
                           (x,), (t,))[1]
        y = _EXTREMES[largest](x, axis=axes, keepdims=True)
        chosen, nan_row = x == y, jnp.isnan(y)
        chosen = jax.lax.cond(
            jnp.all(jnp.any(chosen, axis=axes, keepdims=True) | nan_row), lambda c, v: c,
            lambda c, v: c | first_extreme_mask(v, axes, largest), chosen, x)
        # a NaN weight, not 0/0, which XLA's simplifier turned into 0 in the transposed rule
        w = jnp.where(nan_row, jnp.asarray(jnp.nan, t.dtype), chosen.astype(t.dtype))
        total = jnp.sum(t * w, axis=axes, keepdims=keep_dims)
        return total / jnp.sum(w, axis=axes, keepdims=keep_dims)
    return rule


def _sum_jvp(primals, tangents, *, axis=None, keep_dims=False, keep_dtype=False):
    """The tangent of a sum is the sum of the tangents, taken in XLA's order: its transpose is
    a broadcast (``sum_order``'s adds in 2.10's order would transpose into one zero-padded
    copy of the input per slice)."""
    (x,), (t,) = primals, tangents
    x = jnp.asarray(x)
    if t.dtype == jax.dtypes.float0:     # an integer input
        shape = jax.eval_shape(lambda v: reduce_sum.impl(v, axis=axis, keep_dims=keep_dims,
                                                         keep_dtype=keep_dtype), x).shape
        return np.zeros(shape, jax.dtypes.float0)
    return jnp.sum(t, axis=scalar_axes(x, axis), keepdims=keep_dims)


@register("reduce_sum", props=(REDUCTION,), jvp=_sum_jvp)
def reduce_sum(x, *, axis=None, keep_dims=False, keep_dtype=False):
    """sum over ``axis`` (all axes when None); integers add in Int64 and ``keep_dtype`` (the
    ReduceSum primitive's) narrows the result back as 2.10 does (``nan_rules.narrow_int_sum``)."""
    x = jnp.asarray(x)
    out = _sum(x, axis=scalar_axes(x, axis), keepdims=keep_dims)
    return narrow_int_sum(out, x.dtype) if keep_dtype and out.dtype != x.dtype else out
reduce_mean = _reduction("reduce_mean", _mean, jvp=_mean_jvp)
reduce_max = _reduction("reduce_max", _EXTREMES[True], jvp=_chooser_jvp(True))
reduce_min = _reduction("reduce_min", _EXTREMES[False], jvp=_chooser_jvp(False))
def _prod(x, axis, keepdims):
    """jnp.prod, but float32 in 2.10's order where cheap (``prod_order``)."""
    axes = () if x.dtype != jnp.float32 or not x.ndim else \
        _sorted_axes(x, (axis,) if isinstance(axis, int) else axis)
    out = ordered_prod(x, axes, keepdims)
    return _int64_acc(jnp.prod)(x, axis, keepdims) if out is None else out


def _prod_jvp(primals, tangents, *, axis=None, keep_dims=False):
    """The tangent ``sum(t * factor)``, whose transpose is ProdExt's bprop ``dout * factor``
    (``prod_order.prod_factor``); other dtypes and backends: the derivative of ``_prod``."""
    (x,), (t,) = primals, tangents
    x = jnp.asarray(x)
    axes = scalar_axes(x, axis)
    if t.dtype != jax.dtypes.float0 and x.ndim and axes != ():
        axes = _sorted_axes(x, axes)
        factor = prod_factor(x, axes, _prod(x, axes, True))
        if factor is not None:
            return jnp.sum(t * factor, axis=axes, keepdims=keep_dims)
    return jax.jvp(lambda v: _prod(v, scalar_axes(v, axis), keep_dims), (x,), (t,))[1]


reduce_prod = _reduction("reduce_prod", _prod, jvp=_prod_jvp)
reduce_all = _reduction("reduce_all", jnp.all, (REDUCTION, NONDIFF))
reduce_any = _reduction("reduce_any", jnp.any, (REDUCTION, NONDIFF))


@register("first_extreme")
def first_extreme_op(x, *, axis=None, keep_dims=False, largest=True):
    """max (min) over ``axis`` (all axes when None) whose derivative goes to the first extreme
    in row-major order over ``axis`` (``first_extreme``); ``reduce_max`` splits it between
    ties. A primitive for numerics (vector_norm(inf), matrix_norm(inf) reach it from ops). Not
    a ``REDUCTION`` for the layout pass: in another layout the row-major order over the axes,
    and so the entry a tie picks, would change."""
    x = jnp.asarray(x)
    axes = _sorted_axes(x, axis)
    return first_extreme(x, axes, largest, keep_dims) if axes else x


# A primitive for numerics: the max-shifted form does not overflow.
logsumexp = _reduction("logsumexp", _logsumexp)


def arg_extreme(x, axis, keep_dims, largest):
    """Index of the first largest (smallest) value along ``axis`` (flattened when None), with
    2.10's NaN rule (``_nan_skipped``: a row starting with NaN gives 0, other NaNs skipped)."""
    fn = jnp.argmax if largest else jnp.argmin
    axis = None if scalar_axes(x, axis) == () else axis
    if not jnp.issubdtype(x.dtype, jnp.floating) or not x.size:
        return fn(x, axis=axis, keepdims=keep_dims)
    flat = x.reshape(-1) if axis is None else x
    ax = 0 if axis is None else _sorted_axes(x, (axis,))[0]

    def skip_nan(v):
        clean, lead_nan = _nan_skipped(v, (ax,), largest)
        return jnp.where(lead_nan, 0, fn(clean, axis=ax, keepdims=True))
    out = fn(flat, axis=ax, keepdims=True)      # at a NaN where the row has one: redo those
    out = jax.lax.cond(jnp.any(jnp.isnan(jnp.take_along_axis(flat, out, axis=ax))),
                       lambda v, o: skip_nan(v).astype(o.dtype), lambda v, o: o, flat, out)
    if axis is None:
        return out.reshape((1,) * x.ndim if keep_dims else ())
    return out if keep_dims else jnp.squeeze(out, ax)


@register("argmax", props=(REDUCTION, NONDIFF))
def argmax(x, *, axis=None, keep_dims=False, dtype="int64"):
    """Index of the largest value along ``axis`` (flattened when None)."""
    return arg_extreme(x, axis, keep_dims, True).astype(np.dtype(dtype))


@register("argmin", props=(REDUCTION, NONDIFF))
def argmin(x, *, axis=None, keep_dims=False, dtype="int64"):
    """Index of the smallest value along ``axis`` (flattened when None)."""
    return arg_extreme(x, axis, keep_dims, False).astype(np.dtype(dtype))


def _arg_with_value(largest):
    def impl(x, *, axis=0, keep_dims=False):
        x = jnp.asarray(x)
        idx = arg_extreme(x, axis, True, largest).astype(jnp.int64)
        if scalar_axes(x, axis) == ():
            return idx.reshape(x.shape), x
        val = jnp.take_along_axis(x, idx, axis=axis)
        if keep_dims:
            return idx, val
        return jnp.squeeze(idx, axis), jnp.squeeze(val, axis)
    # One primitive with two results, not an argmax and a gather: a gradient reaching only the
    # index (cast to a float) still runs this op's vjp with a zero value cotangent, as 2.10's
    # bprop does (``0 * inf`` upstream is nan there, measured in both modes); the value's
    # gradient goes to that one entry.
    impl.__doc__ = (f"(Int64 index, value) of the first {'largest' if largest else 'smallest'} "
                    f"entry along ``axis`` (2.10's Arg{'Max' if largest else 'Min'}WithValue).")
    return impl


argmax_with_value = register("argmax_with_value", multiple_results=True)(_arg_with_value(True))
argmin_with_value = register("argmin_with_value", multiple_results=True)(_arg_with_value(False))


@register("sort", multiple_results=True)
def sort(x, *, axis=-1, descending=False, kernel_nan=False):
    """(values, Int32 indices) sorted along ``axis``; stable, NaN last.

    With ``kernel_nan`` (the public Sort's) a NaN row takes 2.10's kernel order (``nan_sort``).
    """
    require("Sort", "input", x, REAL)
    key = -x if descending and not jnp.issubdtype(x.dtype, jnp.bool_) else x
    idx = jnp.argsort(key, axis=axis, stable=True)
    if descending and jnp.issubdtype(x.dtype, jnp.bool_):
        idx = jnp.flip(jnp.argsort(x, axis=axis, stable=True), axis)
    if kernel_nan and jnp.issubdtype(x.dtype, jnp.floating) and x.ndim:
        idx = jnp.moveaxis(argsort_last_axis(jnp.moveaxis(x, axis, -1), descending,
                                             lambda: jnp.moveaxis(idx, axis, -1)), -1, axis)
    return jnp.take_along_axis(x, idx, axis=axis), idx.astype(jnp.int32)


@register("topk", multiple_results=True)
def topk(x, *, k, axis=-1, largest=True, sorted=True):
    """(values, Int32 indices) of the k largest (or smallest) entries along ``axis``."""
    require("TopK", "input", x, "iuf")
    moved = jnp.moveaxis(x, axis, -1)
    if not 0 < k <= moved.shape[-1]:   # 2.10's TopK infer check (k = 0 included)
        raise ValueError(f"For primitive[TopK], the k must be in (0,{moved.shape[-1]}], but got "
                         f"{k}.")
    if not sorted and k == moved.shape[-1]:
        # 2.10 (measured): all entries unsorted are the input as it is, indices 0..k-1. For a
        # smaller k its order is its kernel's nth_element order (kernel_topk)
        idx = jnp.broadcast_to(jnp.arange(k, dtype=jnp.int32), moved.shape)
        return x, jnp.moveaxis(idx, -1, axis)
    key = moved if largest else -moved
    if jnp.issubdtype(key.dtype, jnp.floating):
        # 2.10 ranks -0.0 and 0.0 as equal (the lower index first, the entry's own sign kept);
        # lax.top_k's total order puts -0.0 below 0.0
        key = jnp.where(key == 0, jnp.zeros_like(key), key)
    idx = topk_indices(key, k, sorted)     # 2.10's kernel order (NaN, ties, unsorted)
    vals = jnp.take_along_axis(moved, idx, axis=-1)
    return jnp.moveaxis(vals, -1, axis), jnp.moveaxis(idx, -1, axis).astype(jnp.int32)
