"""MindSpore 2.10's CPU float32 kernels from nnacl in XLA ops: softmax over the last axis
(``SoftmaxLastAxis``), exp, sigmoid and SiLU (nnacl's exp), tanh (``Tanh``, ``TanhGrad``).

2.10 runs it in AVX lanes: ``e = exp(x - max)`` with nnacl's exp (``x = n ln2 + d``, ``ln2`` taken
as ``0.693147f``, a degree-5 Taylor polynomial in FMAs, ``d = fma(-n, ln2, x)`` as its compiler
contracts it; the argument clamped to ``[ln(FLT_MIN), ln(FLT_MAX)]``, so a ``-inf`` logit gives
``FLT_MIN``, not 0), the sum in 8 lanes over blocks of 8, each lane added in turn, then one block
of 4 the same way, then the last 0-3 values one by one, and ``e * (1 / sum)``. XLA's exp is up to
~100 ulp from it. An FMA is XLA's CPU contraction of a float32 ``a * b + c`` (``_fma``; a
float64 multiply-add rounded to float32 elsewhere, the product exact in float64); the lane sums
are unrolled adds (XLA's reductions keep no order).

nnacl's tanh is no tanh but a [7/6] Pade approximant, ``x (x^6 + 378 x^4 + 17325 x^2 + 135135) /
(28 x^6 + 3150 x^4 + 62370 x^2 + 135135)`` in AVX FMAs, ``1`` above 5 and ``-1`` below -5: up to
1e-4 from tanh, above 1 near 5 (``tanh(5)`` is ``1.0000098``); ``TanhGrad`` is
``fma(-y, y, 1) * dy``. 2.10's ``Exp`` is nnacl's exp (its gradient ``dy * y``), ``Sigmoid``
``1 / (1 + exp(-x))`` with it (``SigmoidGrad``: ``dy * (y * (1 - y))``; a kernel thread whose
share of the input holds a NaN takes glibc's ``expf`` instead), ``SiLU``
``x * sigmoid(x)`` and its gradient ``(x * dy) * (s * (1 - s)) + s * dy``; ``Mish``
(``nnacl_mish``).

A tangent is written so that its transpose, the gradient, computes in 2.10's order."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.extend.backend import get_backend

from ..probe_cache import cached_probe
from ..registry import with_primal
from .lax_twins import float_add, float_mul, float_pair
from .rounding import opaque_constant, rounded_product
from .reduce_order import row_broadcast
from .nan_rules import softmax_row_scale, softmax_row_shift

_F, _D = jnp.float32, jnp.float64
# numpy scalars: a jnp constant made at import would start JAX's backend when minicell is
# imported (before jax.distributed or a platform choice can be set, and a fork then hangs)
_LN2, _LOG2E = np.float32(0.693147), np.float32(1.44269504088896341)
_TAYLOR = tuple(np.float32(c) for c in (1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5, 1.0, 1.0))
_ATANH = tuple(np.float32(c) for c in (1.0 / 11, 1.0 / 9, 1.0 / 7, 0.2, 1.0 / 3, 1.0))


def _fma64(a, b, c):
    """``a * b + c`` rounded once on any backend (the product is exact in float64)."""
    return (a.astype(_D) * b.astype(_D) + c.astype(_D)).astype(_F)


def _fma(a, b, c):
    """``a * b + c`` rounded once, for a product ``a * b`` used only here: XLA computes a
    product written twice once, and a shared product is not contracted (``_fma64`` then)."""
    if _contracts():
        return float_add(float_mul(a, b), c)
    return _fma64(a, b, c)


@functools.lru_cache(maxsize=None)
def _backend_contracts(backend):
    # an XLA compile of its own: its answer is kept on disk between processes (probe_cache)
    return bool(cached_probe("fma_contraction", get_backend(backend), _run_probe))


def _run_probe():
    a = np.full(8, 1 + 2.0 ** -12, np.float32)
    c = np.full(8, -(1 + 2.0 ** -11), np.float32)
    with jax.ensure_compile_time_eval():        # run now, also when asked while tracing
        out = np.asarray(jax.jit(_probe_fma)(a, a, c))    # parameters: nothing to fold
    return bool(np.all(out == np.float32(2.0 ** -24)))


def _probe_fma(a, b, c):
    return a * b + c


def _contracts():
    """True where the backend compiles a float32 ``a * b + c`` into one FMA (XLA's CPU backend
    contracts it): ``_fma`` is then that, the same bits as the float64 form at ~1/4 of its cost
    (nnacl_exp over (64, 1000): 98 -> 26 us); elsewhere the float64 form. Probed once per
    backend with ``(1 + 2^-12)^2 - (1 + 2^-11)``, which is 2^-24 only when rounded once (the
    answer kept on disk for the next process: ``runtime/probe_cache.py``)."""
    return _backend_contracts(jax.default_backend())


@jax.custom_jvp
def nnacl_exp(x):
    """nnacl's float32 exp (``simd_exp256_f32``), bit for bit."""
    n, nf, d = _exp_reduced(x)
    poly = _TAYLOR[0]
    for c in _TAYLOR[1:]:
        poly = _fma(d, poly, c)
    return _exp_scaled(poly, n, nf)


def _exp_reduced(x):
    """nnacl's exp range reduction: ``x`` clipped, ``n = floor(x log2(e) + 1/2)`` (int and
    float) and ``d = x - n ln(2)``."""
    lo, hi = _F(-87.3365478515625), _F(88.72283935546875)
    # a float32 array: jnp.clip's max and min without its nested jit (a function of its own in
    # the lowered module); another dtype: jnp's promotions
    x = lax.min(hi, lax.max(lo, x)) if float_pair(x, lo) else jnp.clip(x, lo, hi)
    n = lax.convert_element_type(lax.floor(_fma(x, _LOG2E, _F(0.5))), jnp.int32)
    nf = lax.convert_element_type(n, _F)
    return n, nf, _fma(lax.neg(nf), _LN2, x)


def _exp_scaled(poly, n, nf):
    """``poly * 2**n``, as nnacl takes it: times ``2**(n - 1)``, then times 2."""
    half_scale = lax.bitcast_convert_type(
        lax.shift_left(lax.add(n, np.int32(126)), np.int32(23)), _F)      # 2**(n - 1)
    # the 2 as a value XLA does not fold (made from n, never NaN: a NaN keeps its sign): a
    # constant factor after exp (``c * exp(v)``) was merged into it, and exp(89) * 0.5 came
    # out finite (3.0e38 for erfinv's gradient at 1)
    return float_mul(float_mul(poly, half_scale), opaque_constant(2, nf))


def _sse_exp(x):
    """nnacl's float32 exp in its SSE lanes (``VexpFp32``: the 4-value block after the AVX
    blocks), another nesting of the series: ``t = d (1/24 + d / 120)``, ``t = d (1/2 + d (1/6 +
    t))``, ``1 + d (1 + t)``; each product-add an FMA as the AVX build's compiler contracts the
    SSE intrinsics (measured on ELU: plain products and adds miss 1 of its 4 values), the outer
    products rounded."""
    n, nf, d = _exp_reduced(x)
    t = rounded_product(d, _fma(d, _TAYLOR[0], _TAYLOR[1]), nf)     # (nf: finite)
    t = rounded_product(d, _fma(d, _TAYLOR[2] + t, _TAYLOR[3]), nf)
    return _exp_scaled(_fma(d, _TAYLOR[4] + t, _TAYLOR[5]), n, nf)


@nnacl_exp.defjvp
def _exp_jvp(primals, tangents):
    y = nnacl_exp(primals[0])
    return y, tangents[0] * y


@jax.custom_jvp
def nnacl_sigmoid(x):
    """2.10's CPU float32 sigmoid (nnacl's ``Sigmoid``), ``1 / (1 + exp(-x))`` with nnacl's exp;
    where the input holds a NaN, with glibc's ``expf`` (float64's exp, rounded), as 2.10's
    kernel switches for a thread's share that holds one (here: the whole input)."""
    def glibc(v):
        return _F(1) / (_F(1) + jnp.exp(-v.astype(_D)).astype(_F))

    y = _F(1) / (_F(1) + nnacl_exp(-x))
    # y is NaN exactly where x is (nnacl's exp clamps infinities; y lies in [0, 1]), so its sum
    # is NaN exactly when x holds one: a float sum XLA computes in the loop that makes y, where
    # ``any(isnan(x))`` was a pass of its own (as costly as the exp: (256, 1000) 163 -> 107 us)
    return lax.cond(jnp.isnan(jnp.sum(y)), glibc, lambda v: y, x)


@nnacl_sigmoid.defjvp
def _sigmoid_jvp(primals, tangents):
    y = nnacl_sigmoid(primals[0])
    return y, tangents[0] * (y * (_F(1) - y))


@jax.custom_jvp
def nnacl_silu(x):
    """2.10's CPU float32 SiLU (``x * Sigmoid(x)``), bit for bit; its gradient as 2.10's."""
    return x * nnacl_sigmoid(x)


@nnacl_silu.defjvp
def _silu_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    s = nnacl_sigmoid(x)
    # transposed, the gradient is 2.10's ``(x * dy) * (s * (1 - s)) + s * dy``: each product
    # is then multiplied by ``one`` (1, which XLA cannot fold) before the sum, so it is rounded
    # (an FMA contracts only that exact multiplication; ``rounded_product``'s zero, a constant
    # of the tangent, would be dropped by the transpose)
    one = _F(1) - jnp.abs(jnp.zeros((), _F) * s)
    return x * s, (t * one) * (s * (_F(1) - s)) * x + (t * one) * s


def _nnacl_log_lanes(x):
    """nnacl's AVX float32 log (``MS256_LOG_F32``): ``x = 2^e y``, ``y`` in [1, 2), then
    ``e ln2 + 2 d (1 + d^2/3 + d^4/5 + ...)``, ``d = (y - 1) / (y + 1)``, ``ln2`` as ``0.693147f``,
    the series in FMAs as compiled, ``ln2 * e`` rounded before the sum."""
    bits = lax.bitcast_convert_type(x, jnp.int32)
    e = (((bits & 0x7f800000) >> 23) - 127).astype(_F)
    y = lax.bitcast_convert_type((bits & ~0x7f800000) | (127 << 23), _F)
    d = (y - _F(1)) / (y + _F(1))
    sq = d * d
    t = _fma(sq, _fma(sq, _ATANH[0], _ATANH[1]), _ATANH[2])
    t = _fma(sq, _fma(sq, _fma(t, sq, _ATANH[3]), _ATANH[4]), _ATANH[5])
    r = rounded_product(_LN2, e, d) + d * t * _F(2)
    r = jnp.where(x == 0, _F(-np.inf), jnp.where(x == np.inf, _F(np.inf), r))
    return jnp.where((x < 0) | jnp.isnan(x), _F(np.nan), r)


def _lanes_and_tail(x, lanes, tail, block=8):
    """``lanes`` over all values of ``x`` (flattened) but the last ``size % block``, ``tail``
    over those: an nnacl kernel's AVX loop (then SSE's, for ``block`` 4) and its scalar loop
    after it, on one thread."""
    return _blocked(x, (lanes, block), (tail, 1))


def _blocked(x, *loops):
    """nnacl's kernel loops over flat ``x``, one after another: each ``(fn, block)`` takes as
    many whole blocks of the values left as there are (e.g. AVX blocks of 8, then one SSE
    block of 4, then the scalar tail one by one)."""
    flat = x.reshape(-1)
    parts, start = [], 0
    for fn, block in loops:
        stop = start + (flat.size - start) // block * block
        if stop > start:
            parts.append(fn(flat[start:stop]))
        start = stop
    return (jnp.concatenate(parts) if parts else flat).reshape(x.shape)


def _log64(v):
    return jnp.log(v.astype(_D)).astype(_F)


@jax.custom_jvp
def nnacl_log(x):
    """2.10's CPU float32 log (nnacl's ``ElementLog``), bit for bit but below: AVX lanes, then
    SSE's four (the same series), over all values but the last ``size % 4``, glibc's ``logf``
    over those (here correctly rounded, which ``logf`` almost always is); a negative value among
    those sends the kernel to ``log`` in float64 for all values. A tensor 2.10 splits over
    several threads has such a tail per thread: those few values may differ, as may an SSE
    value near 1 (measured: 128 of the 138 values of sizes 4, 5, 7, 12, 20, 21 in both modes
    matched with the SSE lanes, 95 without). Derivative ``dy / x``, as 2.10's."""
    def lanes(v):
        return _lanes_and_tail(v, _nnacl_log_lanes, _log64, block=4)
    if not x.size % 4:      # no scalar tail: the lanes alone, with no conditional to run
        return lanes(x)
    return lax.cond(jnp.any(x.reshape(-1)[x.size - x.size % 4:] < 0), _log64, lanes, x)


@nnacl_log.defjvp
def _log_jvp(primals, tangents):
    return nnacl_log(primals[0]), tangents[0] / primals[0]


@jax.custom_jvp
def nnacl_elu(x, alpha):
    """2.10's CPU float32 ELU (nnacl's ``Elu``): ``(exp(x) - 1) * alpha`` at ``x <= 0`` with
    nnacl's exp in the AVX lanes and its SSE exp in the block of 4 after them, ``expm1`` in
    float64 in the scalar tail (``_blocked``);
    derivative 2.10's ``EluGrad``, ``dy * (y + 1)`` where ``y < 0`` (2.10's alpha is fixed at
    1; minicell takes others, and ``y + alpha`` is the derivative there)."""
    def lanes(v, exp=nnacl_exp):
        return jnp.where(v <= 0, (exp(v) - _F(1)) * alpha, v)

    def tail(v):
        return jnp.where(v > 0, v, (jnp.expm1(v.astype(_D)) * alpha).astype(_F))
    return _blocked(x, (lanes, 8), (functools.partial(lanes, exp=_sse_exp), 4), (tail, 1))


@nnacl_elu.defjvp
def _elu_jvp(primals, tangents):
    y = nnacl_elu(*primals)
    return y, tangents[0] * jnp.where(y < 0, y + jnp.asarray(primals[1], y.dtype), _F(1))


def _tanh_softplus(x):
    """``tanh(softplus(x))``; softplus is ``x`` above 20 (to the last bit), so ``exp`` stays
    finite."""
    return jnp.tanh(jnp.where(x > 20, x, jnp.log1p(jnp.exp(jnp.minimum(x, 20)))))


def mish_reference(x):
    """``x * tanh(softplus(x))`` in XLA ops, finite everywhere (on the CPU: ``nnacl_mish``)."""
    return x * _tanh_softplus(x)


@jax.custom_jvp
def nnacl_mish(x):
    """2.10's CPU float32 Mish (nnacl's ``ElementMish``), bit for bit (measured over every
    float16 value; which values take the scalar loop, at sizes 1 to 100003):
    ``tanh(softplus(x))`` as ``(q - 1) / (q + 1)``, ``q = (exp(x) + 1)^2`` with nnacl's exp and
    ``q -+ 1`` contracted into FMAs; the AVX / SSE lanes take ``x * ((q - 1) / (q + 1))``, the
    scalar loop over the last ``size % 4`` values ``(x * (q - 1)) / (q + 1)``. ``q`` overflows
    above ``x = 44.36``: NaN there, as 2.10 gives; below about -17 it rounds to 1 and the
    result is 0. Derivative: mish's own, finite everywhere (2.10's bprop, over Softplus and
    Tanh, gives 1 at 50)."""
    def ratio(v):
        e1 = nnacl_exp(v) + _F(1)
        # one product, two sums: XLA would share it and contract neither (23% of values off)
        return _fma64(e1, e1, _F(-1)), _fma64(e1, e1, _F(1))

    def lanes(v):
        num, den = ratio(v)
        return v * (num / den)

    def tail(v):
        num, den = ratio(v)
        return (v * num) / den
    return _lanes_and_tail(x, lanes, tail, block=4)


@nnacl_mish.defjvp
def _mish_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    th = _tanh_softplus(x)
    return nnacl_mish(x), t * (th + x * (_F(1) - th * th) * jax.nn.sigmoid(x))


def _seq_sum(v):
    """``((v0 + v1) + v2) + ...`` over the last axis (nnacl's ``MS_GET_SUM``)."""
    s = v[..., 0]
    for i in range(1, v.shape[-1]):
        s = lax.add(s, v[..., i])
    return s


def _lane_sum(blocks):
    """Blocks ``(..., nb, lanes)`` summed block after block into lanes, then across lanes:
    up to 16 blocks unrolled adds, which fuse into one loop (a ``lax.scan`` over the blocks,
    which moves their axis first, took 26.7 of the 37.7 ms of CPU over (4, 4, 512, 512)); more
    (cross_entropy's rows: ``onednn._nnacl_row_sum``) a ``fori_loop`` reading each block in
    place, which XLA's CPU backend compiles into one native loop ((8, 21128): 94 -> 46 us and
    a compile that no longer grows with the row)."""
    nb = blocks.shape[-2]
    if nb == 0:
        return jnp.zeros(blocks.shape[:-2], _F)
    acc = blocks[..., 0, :]
    if nb > 16:
        return _seq_sum(lax.fori_loop(1, nb, lambda j, a: a + lax.dynamic_index_in_dim(
            blocks, j, blocks.ndim - 2, False), acc))
    for j in range(1, nb):
        acc = lax.add(acc, blocks[..., j, :])
    return _seq_sum(acc)


@jax.custom_jvp
def softmax_last_axis(x):
    """2.10's CPU float32 softmax over the last axis, bit for bit (rows with NaN or inf too,
    not one with both); derivative as softmax's."""
    e = nnacl_exp(lax.sub(x, softmax_row_shift(x)))   # NaN, all -inf: 2.10's (nan_rules.py)
    c = x.shape[-1]
    n8, n4 = c // 8 * 8, c % 8 // 4 * 4
    s = _lane_sum(e[..., :n8].reshape(e.shape[:-1] + (c // 8, 8)))
    if n4:
        s = lax.add(s, _seq_sum(e[..., n8:n8 + 4]))
    for j in range(n8 + n4, c):
        s = lax.add(s, e[..., j])
    return lax.mul(e, softmax_row_scale(s)[..., None])


@softmax_last_axis.defjvp
def _softmax_jvp(primals, tangents):
    # transposed: SoftmaxBackward's CPU fallback, y * (dy - ReduceSum(y * dy)), summed in
    # 2.10's order (``reduce_order``)
    y = softmax_last_axis(primals[0])
    m = float_mul(y, tangents[0])
    total = lax.reduce_sum(lax.neg(m), (m.ndim - 1,))
    return y, float_add(m, float_mul(y, row_broadcast(total, y.shape[-1], y.ndim)))


@jax.custom_jvp
def nnacl_tanh(x):
    """nnacl's float32 tanh (``simd_tanh``, ``TanhOpt``), bit for bit; derivative ``TanhGrad``'s."""
    sq = rounded_product(x, x, x)
    a = _fma(_fma(sq + _F(378), sq, _F(17325)), sq, _F(135135)) * x
    b = _fma(_fma(_fma(_F(28), sq, _F(3150)), sq, _F(62370)), sq, _F(135135))
    return jnp.where(x > 5, _F(1), jnp.where(x < -5, _F(-1), a / b))


@nnacl_tanh.defjvp
def _tanh_jvp(primals, tangents):
    y = nnacl_tanh(primals[0])
    return y, _fma(-y, y, _F(1)) * tangents[0]


def cpu_tanh(x):
    """2.10's CPU ``Tanh``: nnacl's for float32, and for float16 in float32 rounded once
    (measured bit for bit); XLA's for other dtypes and backends."""
    if x.dtype in (_F, jnp.float16) and jax.default_backend() == "cpu":
        return nnacl_tanh(x.astype(_F)).astype(x.dtype)
    return jnp.tanh(x)


@with_primal
def cpu_tanh_jvp(primals, tangents):
    """Float16 on the CPU: ``TanhGrad`` in float32 on the float16 output, ``fma(-y, y, 1) * dy``
    rounded once, as 2.10's PYNATIVE_MODE (measured bit for bit; its GRAPH_MODE reads the float32
    output: ``compiler/half_in_float32.py`` computes a float16 ``tanh`` of a graph in float32)."""
    (x,), (t,) = primals, tangents
    if x.dtype != jnp.float16 or jax.default_backend() != "cpu":
        return jax.jvp(cpu_tanh, primals, tangents)
    y = cpu_tanh(x)
    y32 = y.astype(_F)
    return y, (_fma(-y32, y32, _F(1)) * t.astype(_F)).astype(y.dtype)

