"""MindSpore 2.10's CPU ``LogSoftmax``: oneDNN 3.10's JIT softmax (``softmax_log``,
``jit:avx512_core``) in XLA ops, float32 over the last axis.

oneDNN's kernel, for each row of ``C`` values in 16 AVX-512 lanes:

- ``d = x - max`` (stored), then ``e = exp(d)`` with oneDNN's exp (``x = n ln2 + r``, ``n =
  floor(x log2e + 1/2)``, ``r = fma(-n, ln2, x)``, a degree-5 minimax polynomial in FMAs times
  ``2 * 2^(n - 1)``; 0 below ``ln(FLT_MIN)``);
- the row's blocks of 16 summed into up to four accumulators (block ``k`` into accumulator ``k
  mod 4`` while four blocks remain, then the rest one each, then the masked tail block into the
  first), the accumulators added pairwise (``(a0 + a1) + (a2 + a3)``), then the 16 lanes by a
  butterfly (lane ``j`` plus lane ``j ^ 8``, ``^ 4``, ``^ 2``, ``^ 1``);
- ``log(sum)`` with oneDNN's log: ``E ln2 - log(r_i) + p(m r_i - 1)`` over a 32-entry table
  ``r_i`` chosen by the top 5 mantissa bits, a degree-5 polynomial, and a TwoSum;
- ``d - log(sum)`` (not above 0: a sum just above 1 has a log just below 0, 2.10 gives 0).

Its backward (LogSoftmaxGrad) is ``fnmadd(exp(y), sum(dy), dy)``, ``sum(dy)`` in one accumulator
of 16 lanes, then the butterfly (``grad_lane_sum``). The FMAs are ``nnacl._fma`` (XLA's own where
the backend contracts a float32 ``a * b + c``, the float64 form elsewhere).

The constants are oneDNN's (its ``jit_uni_eltwise_injector.cpp`` table; read, not copied:
written here as float32 values). Other CPUs run oneDNN's AVX2 kernel (8 lanes) and give other
last bits; this is the kernel 2.10 ran where the values in the tests were measured.
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from ..registry import get_op, register
from .math import FLOAT, check_floating, dtype_name, kernel_select_error
from .nan_rules import ms_log_softmax
from .nnacl import _fma, _lane_sum
from .reduce_order import sum_derivative
from .softmax_axis import onednn_log_softmax_axis
from .bcast_grad import broadcast_grad
from .tied_max import tied_max

_F, _D = jnp.float32, jnp.float64


def _bits(h):
    return np.array(h, np.uint32).view(np.float32)


_LN2 = _bits(0x3f317218)
_LOG2E = _bits(0x3fb8aa3b)
_LN_MAX, _LN_MIN = _bits(0x42b17218), _bits(0xc2aeac50)
_EXP_POL = tuple(_bits(h) for h in (0x3f7ffffb, 0x3efffee3, 0x3e2aad40, 0x3d2b9d0d, 0x3c07cfce))
_LOG_POL = tuple(_bits(h) for h in (0xbf000000, 0x3eaaaaab, 0xbe8004ab, 0x3e4cc8a3))
# (r_i, E-bias-adjusted -log(r_i)) for i = 0..31: the top five mantissa bits pick the entry;
# for the upper half (mantissa >= 1.5) the value is halved and its exponent raised
_LOG_R = _bits([0x3f800000, 0x3f780000, 0x3f700000, 0x3f680000, 0x3f600000, 0x3f580000,
                0x3f580000, 0x3f500000, 0x3f480000, 0x3f480000, 0x3f400000, 0x3f400000,
                0x3f380000, 0x3f380000, 0x3f300000, 0x3f300000, 0x3fa80000, 0x3fa80000,
                0x3fa00000, 0x3fa00000, 0x3fa00000, 0x3f980000, 0x3f980000, 0x3f900000,
                0x3f900000, 0x3f900000, 0x3f900000, 0x3f880000, 0x3f880000, 0x3f880000,
                0x3f800000, 0x3f800000])
_LOG_T = _bits([0xc2b00f34, 0xc2affef2, 0xc2afee29, 0xc2afdccd, 0xc2afcad6, 0xc2afb837,
                0xc2afb837, 0xc2afa4e4, 0xc2af90cf, 0xc2af90cf, 0xc2af7be9, 0xc2af7be9,
                0xc2af661e, 0xc2af661e, 0xc2af4f5c, 0xc2af4f5c, 0xc2b09a6f, 0xc2b09a6f,
                0xc2b08174, 0xc2b08174, 0xc2b08174, 0xc2b06731, 0xc2b06731, 0xc2b04b82,
                0xc2b04b82, 0xc2b04b82, 0xc2b04b82, 0xc2b02e3e, 0xc2b02e3e, 0xc2b02e3e,
                0xc2b00f34, 0xc2b00f34])
_LANES = 16
_UNROLLED_LOOPS = 8     # groups of four blocks written out, up to 512 values a row


def _mul(a, b):
    return (a.astype(_D) * b.astype(_D)).astype(_F)       # one rounding; XLA cannot contract


def onednn_exp(x):
    """oneDNN's float32 exp (``exp_compute_vector_fwd``)."""
    tiny = x < _LN_MIN
    x = jnp.clip(x, _LN_MIN, _LN_MAX)
    fx = jnp.floor(_mul(x, _LOG2E) + _F(0.5))
    r = _fma(-fx, jnp.asarray(_LN2), x)
    scale = lax.bitcast_convert_type(((fx - _F(1)).astype(jnp.int32) + 127) << 23, _F)
    scale = jnp.where(tiny, _F(0), scale)
    p = jnp.asarray(_EXP_POL[4])
    for c in (_EXP_POL[3], _EXP_POL[2], _EXP_POL[1], _EXP_POL[0], np.float32(1)):
        p = _fma(p, r, jnp.asarray(c))
    return _mul(_mul(p, scale), jnp.asarray(np.float32(2)))


def onednn_log(x):
    """oneDNN's float32 log (``log_compute_vector_fwd``) of positive finite ``x`` (a sum of
    exponentials: at least 1), 0 where ``x`` is 1."""
    bits = lax.bitcast_convert_type(x, jnp.int32)
    i = (bits >> 18) & 0x1f
    upper = i >> 4
    e = ((bits >> 23) + upper).astype(_F)
    m = lax.bitcast_convert_type((bits & 0x007fffff) | ((127 ^ upper) << 23), _F)
    r = jnp.asarray(_LOG_R)[i]
    err = _fma(r, m, _F(-1))
    p = jnp.asarray(_LOG_POL[3])
    for c in (_LOG_POL[2], _LOG_POL[1], _LOG_POL[0], np.float32(1)):
        p = _fma(p, err, jnp.asarray(c))
    p = _mul(p, err)
    pres = _fma(e, jnp.asarray(_LN2), jnp.asarray(_LOG_T)[i])
    hi = p + pres
    lo = (hi - pres) - p
    # the table folds the exponent's bias into log(r_i), so 1 would come out as -1.4e-6;
    # oneDNN blends its ones with 0 last (a row whose other exponentials vanish: exactly d)
    return jnp.where(x == _F(1), _F(0), hi + lo)


def _add(a, b):
    # float32 adds kept apart (an XLA reduction would choose its own order)
    return a + b


def lane_sum(v):
    """oneDNN's sum of each row of ``v`` (``..., C``): accumulators of 16 lanes, then the
    pairwise and butterfly reductions (module docstring)."""
    c = v.shape[-1]
    full, tail = c // _LANES, c % _LANES

    def block(k):
        return v[..., k * _LANES:(k + 1) * _LANES]
    if tail:
        pad = jnp.zeros(v.shape[:-1] + (_LANES - tail,), v.dtype)
        last = jnp.concatenate([v[..., full * _LANES:], pad], axis=-1)
    n_loops, loop_tail = full // 4, full % 4
    unroll = 4 if n_loops else (loop_tail or 1)
    acc = [jnp.zeros(v.shape[:-1] + (_LANES,), v.dtype) for _ in range(unroll)]
    if n_loops > _UNROLLED_LOOPS:
        # one loop step a group of four blocks (XLA's CPU backend compiles it into one native
        # loop); written out, a 50,257-value row compiled for 10 s
        def group(g, accs):
            return tuple(_add(a, lax.dynamic_slice_in_dim(
                v, (4 * g + j) * _LANES, _LANES, v.ndim - 1)) for j, a in enumerate(accs))
        acc = list(lax.fori_loop(0, n_loops, group, tuple(acc)))
    else:
        for k in range(n_loops * 4):
            acc[k % 4] = _add(acc[k % 4], block(k))
    for j in range(loop_tail):
        acc[j] = _add(acc[j], block(n_loops * 4 + j))
    if tail:
        acc[0] = _add(acc[0], last)     # masked lanes add nothing (0 + a is a)
    if unroll == 4:
        s = _add(_add(acc[0], acc[1]), _add(acc[2], acc[3]))
    elif unroll == 3:
        s = _add(_add(acc[0], acc[1]), acc[2])
    elif unroll == 2:
        s = _add(acc[0], acc[1])
    else:
        s = acc[0]
    return _butterfly(s)


def _butterfly(s):
    """Lane 0 of oneDNN's butterfly over the 16 lanes of ``s``: lane j plus lane j ^ 8, ^ 4,
    ^ 2, ^ 1, as halves added (a gather of the lanes made XLA fuse the whole block sum into
    each of its four gathers: 8x the time of XLA's log_softmax over (64, 1000))."""
    while s.shape[-1] > 1:
        half = s.shape[-1] // 2
        s = _add(s[..., :half], s[..., half:])
    return s[..., 0]


def grad_lane_sum(v):
    """oneDNN's sum of each row of ``v`` in its LogSoftmax backward: one accumulator of 16
    lanes, block after block (the masked tail last), then the butterfly (measured: rows of
    37, 67, 100, 1000 and 3000, every value of 2.10's gradient; four accumulators, as the
    forward's, gave 2-7% of them an ulp or more off)."""
    c = v.shape[-1]
    full, tail = c // _LANES, c % _LANES
    if tail:    # the masked tail block: 0 in the lanes past the row
        last = jnp.concatenate([v[..., full * _LANES:],
                                jnp.zeros(v.shape[:-1] + (_LANES - tail,), v.dtype)], axis=-1)
    if not full:
        return _butterfly(last)
    acc = v[..., :_LANES]
    if full > 16:   # one native loop, each block read in place (as ``lane_sum``)
        acc = lax.fori_loop(1, full, lambda k, a: _add(a, lax.dynamic_slice_in_dim(
            v, k * _LANES, _LANES, v.ndim - 1)), acc)
    else:
        for k in range(1, full):
            acc = _add(acc, v[..., k * _LANES:(k + 1) * _LANES])
    if tail:
        acc = _add(acc, last)
    return _butterfly(acc)


def onednn_log_softmax(x):
    """2.10's CPU float32 LogSoftmax over the last axis of ``x`` (finite rows)."""
    d = x - jnp.max(x, axis=-1, keepdims=True)
    # the sums kept whole: XLA would fuse the exponentials and their sum into each of the
    # log's two table lookups (gathers), computing them three times
    y = d - onednn_log(lax.optimization_barrier(lane_sum(onednn_exp(d))))[..., None]
    # a sum 1 to 12 ulp above 1 has a log below 0 (the table's bias residue): the row's max
    # would come out above 0, where 2.10 gives 0 (measured: 2078 of 50,000 rows of 8)
    return jnp.minimum(y, _F(0))


@jax.custom_jvp
def _log_softmax_rows(x):
    return onednn_log_softmax(x)


@_log_softmax_rows.defjvp
def _log_softmax_rows_jvp(primals, tangents):
    # transposed: LogSoftmaxGrad's ``fnmadd(exp(y), sum(dy), dy)`` (oneDNN's exp), one
    # rounding: the float64 cotangent of ``t64`` is ``dy + (-exp(y)) * sum(dy)``, rounded
    # once by the transpose of ``astype(float64)`` (XLA's contraction of a float32 product
    # depended on the fusions around it: ~6% of the values an ulp off)
    y = _log_softmax_rows(primals[0])
    t64 = tangents[0].astype(_D)
    neg_e = -onednn_exp(y).astype(_D)
    s = jnp.sum((neg_e * t64).astype(_F), axis=-1)
    return y, t64.astype(_F) + _lane_broadcast_p.bind(s, c=y.shape[-1])


def _broadcast_impl(s, *, c):
    return jnp.broadcast_to(s[..., None], s.shape + (c,))


# a broadcast over a new last axis whose transpose is ``grad_lane_sum``, not XLA's
# reduce (which sums in an order of its own, one that changed with the fusions around it)
_lane_broadcast_p = Primitive("onednn_lane_broadcast")
_lane_broadcast_p.def_impl(_broadcast_impl)
_lane_broadcast_p.def_abstract_eval(lambda s, *, c: core.ShapedArray(s.shape + (c,), s.dtype))
mlir.register_lowering(_lane_broadcast_p, mlir.lower_fun(_broadcast_impl, multiple_results=False))
ad.deflinear2(_lane_broadcast_p, lambda ct, s, *, c: [grad_lane_sum(ct)])


def _lane_broadcast_batch(args, dims, *, c):
    (s,), (d,) = args, dims
    return _lane_broadcast_p.bind(jnp.moveaxis(s, d, 0), c=c), 0


batching.primitive_batchers[_lane_broadcast_p] = _lane_broadcast_batch


def cpu_log_softmax(x, axis):
    """``log_softmax`` over ``axis``: 2.10's oneDNN kernel for float32 (float16 rounded from
    it) over the last axis on the CPU (rows holding NaN or inf keep ``ms_log_softmax``'s 2.10
    rules)."""
    if x.dtype != _F or not x.ndim or axis not in (-1, x.ndim - 1) or not x.shape[-1] \
            or jax.default_backend() != "cpu":
        if x.dtype in (jnp.float16, _D) and jax.default_backend() == "cpu":
            # 2.10 runs float16 (num68, measured on 4 shapes) and float64 (num73: every
            # shape and axis, forward and gradient) through the float32 kernel
            return cpu_log_softmax(x.astype(_F), axis).astype(x.dtype)
        if x.dtype == _F and x.size and jax.default_backend() == "cpu":
            return onednn_log_softmax_axis(x, axis % x.ndim, onednn_exp, onednn_log)
        return ms_log_softmax(x, axis)
    finite = jnp.all(jnp.isfinite(x), axis=-1, keepdims=True)
    fast = _log_softmax_rows(jnp.where(finite, x, jnp.zeros_like(x)))
    # the other kernel only when some row needs it (computed always: 1.8x the time)
    return lax.cond(jnp.all(finite), lambda: fast,
                    lambda: jnp.where(finite, fast, ms_log_softmax(x, axis)))


def inner_log_softmax(x, axis):
    """2.10's ``ops.cross_entropy`` log-probabilities: not its LogSoftmax kernel but
    ``x - logsumexp(x)``, ``logsumexp = log(sum(exp(x - m))) + m`` over its Exp, ReduceSum and
    Log kernels (nnacl's exp and log on the CPU) and ReduceMax, whose gradient (the rounding
    residue of the two paths through ``m``) reaches the max's position."""
    exp, log = get_op("exp").impl, get_op("log").impl
    m = tied_max(x, axis)       # its tangent kept finite where XLA computes x twice (tied_max)
    # Sub's gradient for its broadcast operand is ReduceSum's (bcast_grad: 2.10's order; XLA's
    # own sum left the residue at each row's max an ulp or more off on rows of 33)
    e = exp(x - broadcast_grad(m, x.shape))
    if x.dtype == _F and axis in (-1, x.ndim - 1) and jax.default_backend() == "cpu":
        s = _nnacl_row_sum(e)[..., None]
    else:
        s = jnp.sum(e, axis=axis, keepdims=True)
    return x - broadcast_grad(log(s) + m, x.shape)


@sum_derivative(axis=-1)
def _nnacl_row_sum(e):
    """2.10's CPU ReduceSum over the last axis (measured through cross_entropy's gradient, rows
    of 10, 12, 16, 65 and 1000): lanes of 8 summed block after block, the lanes in turn
    (``nnacl._lane_sum``), then the last ``C % 8`` values one by one."""
    c = e.shape[-1]
    n8 = c // 8 * 8
    s = _lane_sum(e[..., :n8].reshape(e.shape[:-1] + (c // 8, 8)))
    for j in range(n8, c):
        s = s + e[..., j]
    return s


@register("log_softmax")
def log_softmax(x, *, axis=-1, onednn=True):
    """x - logsumexp(x) over ``axis``. A primitive for numerics (no log of a tiny softmax).
    ``onednn=False``: ``x - m - log(sum(exp(x - m)))`` in XLA's exp and log, which 2.10's own
    kernels that take a log-softmax of their input (CTCLoss) are within 1e-6 of."""
    if jnp.result_type(x).kind in "biu":    # 2.10's kernel selection (measured, pyboost)
        raise kernel_select_error("LogSoftmax", dtype_name(jnp.result_type(x)), FLOAT)
    check_floating("LogSoftmax", x)
    if not onednn:
        return ms_log_softmax(x, axis)
    return cpu_log_softmax(x, axis)     # 2.10's NaN rule: log_softmax([1, nan]) = [-inf, nan]
