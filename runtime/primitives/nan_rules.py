"""MindSpore 2.10's NaN rule for max/min-like kernels (measured on CPU, both modes).

Its Maximum/Minimum kernels compare once and pick: ``x if x > y else y`` (``<`` for Minimum).
With a NaN that is not symmetric: ``maximum(nan, 1) = 1`` but ``maximum(1, nan) = nan``, and
``maximum(0.0, -0.0) = -0.0``. The ops built on them inherit it: ``clamp(nan, -1, 1) = -1``,
``relu(nan) = relu6(nan) = 0``, ``hardtanh(nan) = min_val``. ``jnp.maximum`` propagates NaN, so
these are written as one compare and one select (the same cost under XLA).
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..checks import marked_error
from .lax_twins import float_aval, float_pair, float_where


def ms_maximum(x, y):
    """``x if x > y else y`` (``jnp.maximum`` where no NaN is involved)."""
    if not jnp.issubdtype(jnp.result_type(x), jnp.floating):
        return jnp.maximum(x, y)
    return float_where(x > y, x, y)


def ms_minimum(x, y):
    """``x if x < y else y``."""
    if not jnp.issubdtype(jnp.result_type(x), jnp.floating):
        return jnp.minimum(x, y)
    return float_where(x < y, x, y)


def extremum_weight(x, y, wins):
    """The share of the gradient MaximumGrad/MinimumGrad give ``x`` against ``y``: all of it
    where ``x`` wins or either is NaN, half at a tie, else none."""
    nan = jnp.isnan(x) | jnp.isnan(y)
    return jnp.where(wins(x, y) | nan, 1.0, jnp.where(x == y, 0.5, 0.0))


# ---- softmax family -------------------------------------------------------------------------
# 2.10's CPU LogSoftmax (every float dtype, any axis) and float32 Softmax over the last axis
# shift by the max of the non-NaN elements, and their exp turns a NaN into +inf (nnacl clamps
# the argument first). So a row holding NaN or +inf sums to +inf: its NaN and inf-minus-inf
# places give NaN, every other place 0 (log: -inf): softmax([1, nan, 3]) = [0, nan, 0],
# softmax([inf, 1]) = [nan, 0] (measured; JAX gives NaN across the row). The same results come
# from row-sized selects only (the full-size ones cost ~35% on log_softmax under jit): a row
# whose max is NaN is shifted by 0 instead, and a row whose sum is NaN sums to +inf.
def row_shift(x, axis):
    """The max over ``axis`` (kept), 0 where it is NaN."""
    if float_aval(x) is None:
        m = jnp.max(x, axis=axis, keepdims=True)
        return jnp.where(jnp.isnan(m), jnp.zeros((), m.dtype), m)
    # a float array: jnp's ops bound directly (each jnp call is a nested jit while tracing)
    axis %= x.ndim
    m = lax.expand_dims(lax.reduce_max(x, (axis,)), (axis,))
    return _where_scalar(lax.ne(m, m), 0, m)


def _where_scalar(pred, value, other):
    """``jnp.where(pred, value, other)`` for a Python number ``value`` and a float array
    ``other`` of ``pred``'s shape."""
    return lax.select_n(pred, other, lax.full(other.shape, value, other.dtype))


def nan_sum_to_inf(s):
    """A row's sum of exponentials, +inf where it is NaN."""
    return jnp.where(jnp.isnan(s), jnp.asarray(jnp.inf, s.dtype), s)


# 2.10's float32 Softmax over the last axis (nnacl's SoftmaxLastAxis) starts a row's max at
# -FLT_MAX, so an all -inf row is shifted by -FLT_MAX, its exponentials are all 0, and the
# kernel's ``exp_sum != 0`` check leaves the row at those zeros: softmax([-inf, -inf]) = [0, 0]
# and its gradient 0 (measured, both modes; float16/float64 and other axes give NaN). That
# check also returns from the thread's loop, leaving the rest of its rows unwritten (zeros on
# the CPU measured, thread-count dependent): not reproduced, later rows keep their values.
def softmax_row_shift(x):
    """The max of the last axis (kept) as nnacl's softmax takes it: NaN ignored (0 for a row
    whose max is NaN, as ``row_shift``), at least -FLT_MAX."""
    low = np.asarray(-np.finfo(np.float32).max, x.dtype)[()]
    m = row_shift(x, -1)
    return lax.max(m, low) if float_pair(m, low) else jnp.maximum(m, low)


def softmax_row_scale(s):
    """``1 / s`` for a row's sum of exponentials ``s``: 1 where it is 0 (an all -inf row keeps
    its zeros), 0 where it is NaN (2.10's NaN rule, as ``nan_sum_to_inf``)."""
    if float_aval(s) is None:
        return 1 / jnp.where(jnp.isnan(s), jnp.asarray(jnp.inf, s.dtype),
                             jnp.where(s == 0, jnp.ones((), s.dtype), s))
    kept = _where_scalar(lax.eq(s, np.zeros((), s.dtype)[()]), 1, s)
    return lax.div(np.ones((), s.dtype)[()], _where_scalar(lax.ne(s, s), np.inf, kept))


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def ms_log_softmax(x, axis):
    """``x - m - log(sum(exp(x - m)))`` with 2.10's NaN rule; its transposed tangent is
    LogSoftmaxGrad's ``dy - exp(y) * sum(dy)`` (finite where ``y`` is -inf, as 2.10's)."""
    d = x - row_shift(x, axis)
    return d - jnp.log(nan_sum_to_inf(jnp.sum(jnp.exp(d), axis=axis, keepdims=True)))


@ms_log_softmax.defjvp
def _log_softmax_jvp(axis, primals, tangents):
    y = ms_log_softmax(primals[0], axis)
    t = tangents[0]
    return y, t - jnp.sum(t * jnp.exp(y), axis=axis, keepdims=True)


@jax.custom_jvp
def ms_softmax_last_axis(x):
    """Float32 softmax over the last axis with 2.10's NaN rule (rows past nnacl.py's exact
    length, which use XLA's exp)."""
    e = jnp.exp(x - softmax_row_shift(x))
    return e * softmax_row_scale(jnp.sum(e, axis=-1, keepdims=True))


@ms_softmax_last_axis.defjvp
def _softmax_jvp(primals, tangents):
    y = ms_softmax_last_axis(primals[0])
    t = tangents[0]
    return y, y * (t - jnp.sum(t * y, axis=-1, keepdims=True))


# ---- integer division by zero ---------------------------------------------------------------
def _quotient_dtype(dtype):
    """The dtype ``ms_floor_divide`` divides ``dtype`` values in."""
    if jnp.dtype(dtype).itemsize == 8:
        return dtype
    if jax.config.jax_enable_x64 and jax.default_backend() == "cpu":
        return jnp.float64
    return jnp.float32


def ms_floor_divide(x, y):
    """``x // y``; an integer division by zero gives 2.10's CPU values (measured for int8,
    int32, int64, uint8): the dtype's max for ``x > 0``, its min for ``x < 0``, 0 for 0
    (XLA gives -1 or -2). Floats are ``floor(x / y)`` as 2.10's kernel (numpy's
    floor_divide differs: -7 // inf = -0.0 there, inf // 2 = inf, -0.0 // 3 = -0.0). Its CPU
    kernel floors the quotient taken in double and rounds once (measured, both modes): -11.1
    // 0.1 is -112 in float32 (the float32 quotient rounds to -111.0 first), -1.5 // -0.3 is 4
    in float16 (-0.3 being float16's -0.30005). So float32 and half quotients are taken in
    float64 on the CPU backend (in float32 elsewhere) behind a barrier: XLA turns a division
    by a constant into a multiplication by its reciprocal, which floors differently."""
    if x.dtype == bool:     # 2.10's Bool kernel gives x (True // False is True; measured)
        return jnp.broadcast_to(x, jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y)))
    out = jnp.floor_divide(x, y)
    if jnp.issubdtype(out.dtype, jnp.floating):
        wide = _quotient_dtype(out.dtype)
        x, y = x.astype(out.dtype).astype(wide), y.astype(out.dtype).astype(wide)
        y = jnp.broadcast_to(y, jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y)))
        y = jax.lax.optimization_barrier(y)
        return jnp.floor(ms_true_divide(x, y)).astype(out.dtype)
    return int_by_zero(x, y, out)


@jax.custom_jvp
def plus_zeros(y):
    """``y`` with its zeros made +0.0, its derivative 1 everywhere. A select XLA evaluates
    exactly, also on a compile-time constant: the ``y + stop_gradient(where(y == 0, -y, 0))``
    it replaces came out -0.0 for a constant +0.0 (``t / 0.0`` in a graph gave -inf)."""
    return jnp.where(y == 0, jnp.zeros_like(y), y)


@plus_zeros.defjvp
def _plus_zeros_jvp(primals, tangents):
    return plus_zeros(primals[0]), tangents[0]


def ms_true_divide(x, y, divide=jnp.true_divide):
    """``divide(x, y)`` with 2.10's CPU float division by zero (RealDiv, Div, FloorDiv,
    TruncateDiv; measured f16/f32/f64, both modes): the zero's sign is lost (``1 / -0.0`` is
    ``+inf``, ``-1 / -0.0`` is ``-inf``) and ``nan / 0`` is ``-inf``; ``0 / 0`` is a NaN
    without the sign bit (repr ``nan``; XLA's x86 default NaN has it set and prints ``-nan``).
    ``y``'s zeros become +0.0 (``plus_zeros``).
    Subnormal divisors: XLA's CPU flushes them to zero; 2.10 does or does not, by run."""
    if not (jnp.issubdtype(jnp.result_type(x), jnp.floating)
            and jnp.issubdtype(jnp.result_type(y), jnp.floating)):
        return divide(x, y)
    y = plus_zeros(y)
    out = divide(x, y)
    out = jnp.where((y == 0) & jnp.isnan(x), jnp.asarray(-jnp.inf, out.dtype), out)
    return unsigned_nan(out, (y == 0) & (x == 0))


@jax.custom_jvp
def unsigned_nan(out, where):
    """``out`` with a NaN without the sign bit at ``where``; its derivative passes ``out``'s
    tangent through everywhere (2.10's DivGrad gives ``d(0 / 0)/dx = 1 / 0 = inf``)."""
    return jnp.where(where, jnp.asarray(jnp.nan, out.dtype), out)


@unsigned_nan.defjvp
def _unsigned_nan_jvp(primals, tangents):
    return unsigned_nan(*primals), tangents[0]


def int_by_zero(x, y, out):
    """``out`` with 2.10's CPU integer division by zero: max for ``x > 0``, min for ``x < 0``,
    0 for 0 (FloorDiv, TruncateDiv; measured)."""
    if not jnp.issubdtype(out.dtype, jnp.integer):
        return out
    info = jnp.iinfo(out.dtype)
    by_zero = jnp.where(x > 0, jnp.asarray(info.max, out.dtype),
                        jnp.where(x < 0, jnp.asarray(info.min, out.dtype), jnp.zeros((), out.dtype)))
    return jnp.where(y == 0, by_zero, out)


def int_power_overflow(x, y, out):
    """An integer ``x ** y`` (``y >= 0``; ``out`` the exact power, wrapped) as 2.10's CPU Pow
    kernel gives it: the power taken in double and converted to Int32 (Int64 for Int64), then
    to the dtype. A value past Int32 is Int32's min there, so 0 in Int8/Int16/UInt8 and the
    min in Int32 (measured: Int32 3**21, UInt8 3**21 and 253**5 give 0 where wrapping gives
    179 and 13; UInt8 3**19 wraps to 219); an Int64 past Int64 is its min, and one past 2**53
    is rounded to a double (7**21 is 558545864083284032)."""
    if out.dtype == jnp.int64:
        limit, low = 2.0 ** 63, np.iinfo(np.int64).min
        out = jnp.where(jnp.abs(out) > 2 ** 53, out.astype(jnp.float64).astype(out.dtype), out)
    else:
        limit, low = 2.0 ** 31, np.array(np.iinfo(np.int32).min).astype(out.dtype)
    mag = jnp.power(jnp.abs(x).astype(jnp.float32), y.astype(jnp.float32))
    return jnp.where((y > 0) & (mag >= limit), jnp.asarray(low, out.dtype), out)


# ---- integer remainders by zero -------------------------------------------------------------
# 2.10 has three behaviours (measured on CPU for int8/int16/int32/int64/uint8, both modes):
# FloorMod (floor_mod, ``%``) gives the dtype's min for a 32/64-bit divisor of 0 and 0 for the
# narrower ones; remainder and fmod (aclnn-style kernels) return ``x``; Mod returns ``x`` where
# ``x`` is 0 too (floats included: Mod(0.0, 0.0) = 0.0) and otherwise FloorMod's value.
def _wide_int(dtype):
    return jnp.issubdtype(dtype, jnp.signedinteger) and jnp.dtype(dtype).itemsize >= 4


def nan_by_inf(y, out):
    """``out`` with NaN where a float divisor is +-inf: 2.10's FloorMod, Mod, remainder and fmod
    kernels compute ``x - floor(x / y) * y`` (``0 * inf``), so ``5 % inf`` is NaN where C's
    fmod and Python give 5 (measured: Float16/32/64, every spelling but TruncateMod)."""
    if not jnp.issubdtype(out.dtype, jnp.floating):
        return out
    return jnp.where(jnp.isinf(y), jnp.asarray(jnp.nan, out.dtype), out)


def floor_mod_by_zero(x, y, out):
    """FloorMod's ``out`` with a 32/64-bit integer divisor of 0 made the dtype's min (and
    ``nan_by_inf``'s rule for a float one)."""
    if not _wide_int(out.dtype):
        return nan_by_inf(y, out)
    return jnp.where(y == 0, jnp.asarray(jnp.iinfo(out.dtype).min, out.dtype), out)


def keep_x_by_zero(x, y, out):
    """``out`` with ``x`` where an integer divisor is 0 (remainder and fmod; ``nan_by_inf``
    for a float divisor)."""
    if not jnp.issubdtype(out.dtype, jnp.integer):
        return nan_by_inf(y, out)
    return jnp.where(y == 0, jnp.broadcast_to(x, out.shape), out)


def mod_by_zero(x, y, out):
    """Mod's ``out``: ``x`` where both are 0, else FloorMod's rule for a divisor of 0."""
    out = floor_mod_by_zero(x, y, out)
    return jnp.where((y == 0) & (x == 0), jnp.broadcast_to(x, out.shape).astype(out.dtype), out)


# ---- integer sums that overflow ---------------------------------------------------------------
# 2.10's CPU ReduceSum adds Int32 and Int64 in double and converts back, where a value outside
# the dtype is its min (x86's conversion): ReduceSum(Int32 [2**31 - 1, 1]) = -2**31, Int64
# [2**62, 2**62] gives Int64's min and [2**53, 1, 1] gives 2**53 (double rounding); a sum that
# overflows on the way but ends in range stays exact. Int8/Int16/UInt8 wrap (measured).
def int64_sum(x, axis, keepdims):
    """The sum of an Int64 ``x`` as 2.10 takes it: in float64, out of range -> Int64's min."""
    s = jnp.sum(x.astype(jnp.float64), axis=axis, keepdims=keepdims)
    fits = (s < 2.0 ** 63) & (s >= -2.0 ** 63)
    return jnp.where(fits, jnp.where(fits, s, 0.0).astype(jnp.int64),
                     jnp.asarray(-2 ** 63, jnp.int64))


def narrow_int_sum(s, dtype):
    """An Int64 sum ``s`` back in ``dtype`` (ReduceSum keeps its input's dtype): Int32's min
    outside Int32, wrapping for the narrower integers."""
    if dtype != jnp.int32:
        return s.astype(dtype)
    info = jnp.iinfo(jnp.int32)
    return jnp.where((s > info.max) | (s < info.min), jnp.asarray(info.min, jnp.int32),
                     s.astype(jnp.int32))


def _ceil_type_error(name):
    """2.10's Ceil infer TypeError for a non-float Tensor (measured; Floor's is the kernel
    select one): its graph compiler spells the dtypes as ``Tensor[...]``."""
    return marked_error(
        TypeError, "For primitive[Ceil], the input argument[input_x] must be a type of "
        f"{{BFloat16, Float16, Float32, Float64}}, but got {name}.",
        "For primitive[Ceil], the input argument[input_x] must be a type of "
        "{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Float64]}, "
        f"but got Tensor[{name}].")


def ms_ceil(x):
    """``jnp.ceil`` behind 2.10's Ceil dtype check (a Python number is not checked)."""
    dt = jnp.result_type(x)
    weak = isinstance(x, (bool, int, float)) or getattr(getattr(x, "aval", None), "weak_type",
                                                        False)
    if not jnp.issubdtype(dt, jnp.floating) and not weak:
        name = jnp.dtype(dt).name
        raise _ceil_type_error("UInt" + name[4:] if name.startswith("uint") else name.capitalize())
    return jnp.ceil(x)


def fmax_fmin_jvp(is_min):
    """MindSpore's Fmax/Fmin gradient (its FminFmaxGrad): the whole tangent goes to ``x1``
    where ``x1`` wins or ties or ``x2`` is NaN, else to ``x2`` (``fmax(4, 4)``: 1 and 0,
    where JAX splits a tie; ``fmax(nan, nan)``: 1 and 0)."""
    def rule(primals, tangents):
        x, y = primals
        if jnp.issubdtype(jnp.result_type(x, y), jnp.inexact):
            wins = (x <= y) if is_min else ((x >= y) & ~jnp.isnan(x))
            first = wins | jnp.isnan(y)
        else:
            first = (x <= y) if is_min else (x >= y)
        dtype = jnp.result_type(x, y)
        out = jnp.zeros(jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y)), dtype)
        for t, pick in zip(tangents, (first, ~first)):
            if t.dtype != jax.dtypes.float0:
                out = out + jnp.where(pick, t.astype(dtype), jnp.zeros((), dtype))
        return out
    return rule


def hypot_jvp(primals, tangents):
    """2.10's HypotGrad: ``dout * x / out`` and ``dout * y / out``, NaN at the origin (0 / 0;
    measured; JAX's rule gives 1/2 there)."""
    x, y = (jnp.asarray(v) for v in primals)
    out = jnp.hypot(*jnp.broadcast_arrays(x, y))
    total = jnp.zeros(out.shape, out.dtype)
    for t, v in zip(tangents, (x, y)):
        if t.dtype != jax.dtypes.float0:
            total = total + t.astype(out.dtype) * ms_true_divide(v.astype(out.dtype), out)
    return total


def _partials_jvp(partials):
    """A jvp rule ``tx * dx + ty * dy`` from ``partials(x, y) -> (dx, dy)`` (x, y promoted)."""
    def rule(primals, tangents):
        x, y = (jnp.asarray(v) for v in primals)
        dtype = jnp.result_type(x, y)
        x, y = x.astype(dtype), y.astype(dtype)
        total = jnp.zeros(jnp.broadcast_shapes(x.shape, y.shape), dtype)
        for t, d in zip(tangents, partials(x, y)):
            if t.dtype != jax.dtypes.float0:
                total = total + t.astype(dtype) * d
        return total
    return rule


def _xlogy_partials(x, y):
    """2.10's Xlogy bprop (measured, both modes): d/dx is log(y) but 0 where x == 0 and y is not
    positive (JAX: -inf, NaN); d/dy is x / y (NaN at 0 / 0, as JAX)."""
    dx = jnp.log(y)
    if not jnp.iscomplexobj(dx):
        dx = jnp.where((x == 0) & ~(y > 0), jnp.zeros((), dx.dtype), dx)
    return dx, ms_true_divide(x, y)


xlogy_jvp = _partials_jvp(_xlogy_partials)
# 2.10's MulNoNan bprop is the plain product rule: d/dy is x also where y == 0 (measured)
mul_no_nan_jvp = _partials_jvp(lambda x, y: (y, x))
