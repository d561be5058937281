"""Registry entries for neural-network ops beyond the core: activations, normalization
primitives, loss functions (public rows in ``minicell/ops/rows_nn.py``).

Losses take ``reduction`` ('none' | 'mean' | 'sum') as a static attribute and reduce in the
kernel (one fused kernel and one vjp each); argument checking is done by the Python callers in
``minicell.ops.nn_losses_ext``.
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import ELEMENTWISE, get_op, register, with_primal
from .math import (FLOAT_OR_COMPLEX, _check_broadcast, accept_only, cpu_float64_sums,
                   exact_divide, in_float32)
from .loss_reduce import _reduce, reduce_in_float32
from .nan_rules import extremum_weight, ms_maximum, ms_minimum
from .promotion import bool_to_float
from .reduce import _sum, run_time_count
from .reduce_order import sum_derivative
from .rounding import in_order
from .libm import _expm1f, celu_kernel
from .norm import layer_norm_tangent, ms_layer_norm

_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772, 1.0507009873554805


def _c(v, x):
    return jnp.asarray(v, x.dtype)


# ---- activations --------------------------------------------------------------------------------
@register("selu", props=(ELEMENTWISE,))
def selu(x):
    """scale * x if x >= 0 else (scale * alpha) * expm1(x), as 2.10's CPU kernel: one product,
    glibc's ``expm1f`` (float32, float64 and float16, rounded to float16 before the product:
    bit for bit on 23,000 and 2,001 values), float64 with the kernel's 8-digit constants;
    integers: the constants cast to 1, ``trunc(expm1f(x))`` below 0 (-1 below about -17, else
    0). Gradient: ``bprops``."""
    neg = jnp.where(x >= 0, jnp.zeros((), x.dtype), x)
    em1 = jnp.expm1(neg)
    if x.dtype in (jnp.float32, jnp.float64, jnp.float16) or jnp.issubdtype(x.dtype, jnp.integer):
        em1 = _expm1f(jnp.maximum(neg.astype(jnp.float32), -20.0)).astype(x.dtype)
        if jnp.issubdtype(x.dtype, jnp.integer):
            return jnp.where(x >= 0, x, em1)
    scale = 1.05070098 if x.dtype == jnp.float64 else _SELU_SCALE
    return jnp.where(x >= 0, _c(scale, x) * x, _c(1.67326324 * scale, x) * em1)


@register("celu", props=(ELEMENTWISE,))
def celu(x, *, alpha):
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1)), as 2.10's kernel (``celu_kernel``)."""
    return celu_kernel(x, alpha)


@register("hshrink", props=(ELEMENTWISE,))
def hshrink(x, *, lambd):
    """0 where |x| <= lambd, else x (NaN stays NaN, 2.10 measured)."""
    return jnp.where(jnp.abs(x) <= lambd, jnp.zeros_like(x), x)


@register("softshrink", props=(ELEMENTWISE,), value_attrs=("lambd",))
def softshrink(x, *, lambd):
    """x - lambd above lambd, x + lambd below -lambd, else 0."""
    lam = _c(lambd, x)
    return jnp.where(x > lam, x - lam, jnp.where(x < -lam, x + lam, jnp.zeros_like(x)))


def _hardtanh_jvp(primals, tangents, *, min_val, max_val):
    """The product of MaximumGrad's and MinimumGrad's shares: 1 strictly inside and at NaN, 0
    outside, 0.5 at either bound (max/min split a tie evenly)."""
    (x,), (t,) = primals, tangents
    if t.dtype == jax.dtypes.float0:
        return t
    lo, hi = _c(min_val, x), _c(max_val, x)
    w = extremum_weight(x, lo, jnp.greater) * extremum_weight(ms_maximum(x, lo), hi, jnp.less)
    return t * w.astype(t.dtype)


@register("hardtanh", props=(ELEMENTWISE,), value_attrs=("min_val", "max_val"),
          jvp=_hardtanh_jvp)
def hardtanh(x, *, min_val, max_val):
    """min(max(x, min_val), max_val), as MindSpore composes it on CPU, with its NaN rule
    (``hardtanh(nan) = min_val``, ``nan_rules``). A bool Tensor is clamped as 0/1 numbers and
    cast back (2.10, measured: the default bounds keep it, (0.5, 2) makes it all True)."""
    if x.dtype == jnp.bool_:
        f = x.astype(jnp.float32)
        return jnp.minimum(jnp.maximum(f, min_val), max_val).astype(jnp.bool_)
    return ms_minimum(ms_maximum(x, _c(min_val, x)), _c(max_val, x))


@register("threshold", props=(ELEMENTWISE,), value_attrs=("thr", "value"))
def threshold(x, *, thr, value):
    """x where x > thr, else value."""
    return jnp.where(x > thr, x, _c(value, x))


def _hswish_jvp(primals, tangents):
    """MindSpore's HSwishGrad: ``dy * (2x + 3) / 6`` on [-3, 3] (ends included), the product
    rounded before one division (its CPU kernel's order), 0 below, ``dy`` above. Written as
    ``(t / 6) * (2x + 3)``, whose transpose runs the kernel's order; the 6 a run-time value
    behind ``exact_divide``'s barrier (else XLA divides by a product with 1/6: 1 ulp off on
    ~1/3 of the values, both modes)."""
    x, t = primals[0], tangents[0]
    if t.dtype == jax.dtypes.float0:
        return t
    mid = exact_divide(t, run_time_count(6, x, t.dtype)) * (2 * x + 3).astype(t.dtype)
    return jnp.where(x < -3, jnp.zeros_like(t), jnp.where(x > 3, t, mid))


@register("hswish", props=(ELEMENTWISE,), jvp=_hswish_jvp)
def hswish(x):
    """MindSpore's kernel: 0 at or below -3 (no -0.0), x from 3 up, else x * (x + 3) / 6 with a
    true division (2 -> 1.6666666, half precision divided in float32; ints truncate)."""
    accept_only("HSwish", x, "if")
    wide = jnp.float32 if x.dtype in (jnp.float16, jnp.bfloat16) else x.dtype
    six = jax.lax.optimization_barrier(jnp.full(x.shape, 6, wide))  # else "/ 6" -> "* 0.1666667"
    mid = jax.lax.div((x * (x + 3)).astype(wide), six).astype(x.dtype)
    return jnp.where(x + 3 <= 0, jnp.zeros_like(x), jnp.where(x >= 3, x, mid))


def _hsigmoid_jvp(primals, tangents):
    """MindSpore's HSigmoidGrad: ``dy / 6`` strictly inside (-3, 3), a true division."""
    x, t = primals[0], tangents[0]
    if t.dtype == jax.dtypes.float0:
        return t
    inside = (x > -3) & (x < 3)
    return jnp.where(inside, exact_divide(t, jnp.asarray(6, t.dtype)), jnp.zeros_like(t))


@register("hsigmoid", props=(ELEMENTWISE,), jvp=_hsigmoid_jvp)
def hsigmoid(x):
    """relu6(x + 3) / 6 as MindSpore's kernel: a true division in the input's dtype (2 ->
    0.8333333, not 5 * 0.16666667; float16 0.8335), integers divide with truncation."""
    accept_only("HSigmoid", x, "if")
    clipped = jnp.clip(x + 3, 0, 6)
    if jnp.issubdtype(x.dtype, jnp.integer):
        return clipped // 6
    return exact_divide(clipped, jnp.asarray(6, x.dtype))


@register("logsigmoid", props=(ELEMENTWISE,))
def logsigmoid(x):
    """log(sigmoid(x)) = -softplus(-x)."""
    accept_only("Sigmoid", x, FLOAT_OR_COMPLEX)     # 2.10's is Log(Sigmoid(x)) (measured)
    return in_float32(jax.nn.log_sigmoid)(x)   # one rounding in float16 (see in_float32)


@register("softsign", props=(ELEMENTWISE,))
def softsign(x):
    """x / (1 + |x|)."""
    return x / (1 + jnp.abs(x))


@register("glu")
def glu(x, *, axis):
    """a * sigmoid(b) for the two halves (a, b) of ``axis``: 2.10's Split, Sigmoid (nnacl's on
    the CPU, with SigmoidGrad's ``dy * (y * (1 - y))``) and Mul."""
    a, b = jnp.split(x, 2, axis=axis)
    return a * get_op("sigmoid").impl(b)


@register("prelu")
def prelu(x, w):
    """x if x > 0 else w * x; ``w`` per channel (axis 1) or a single value. The output has
    x's shape, also for a 0-d x with a 1-element w (as 2.10)."""
    if w.size == 1:
        w = w.reshape(())
    elif w.ndim == 1 and x.ndim >= 2:
        w = w.reshape((1, -1) + (1,) * (x.ndim - 2))
    return jnp.where(x > 0, x, w.astype(x.dtype) * x)


# ---- normalization ------------------------------------------------------------------------------
@with_primal
def _layer_norm_stats_jvp(primals, tangents, *, begin_norm_axis, begin_params_axis, epsilon):
    x, gamma, beta = primals
    axes = tuple(range(begin_norm_axis, x.ndim))
    pshape = (1,) * begin_params_axis + x.shape[begin_params_axis:]
    y, mean, var = ms_layer_norm(x, gamma.reshape(pshape), beta.reshape(pshape), axes, epsilon)
    t_y = layer_norm_tangent(primals, tangents, axes, epsilon, *(
        v.reshape(pshape) for v in (gamma, tangents[1], tangents[2])), (mean, var))
    st = jnp.promote_types(x.dtype, jnp.float32)
    return (y, mean.astype(st), var.astype(st)), (t_y, *[jnp.zeros(mean.shape, st)] * 2)


@register("layer_norm_stats", multiple_results=True, jvp=_layer_norm_stats_jvp)
def layer_norm_stats(x, gamma, beta, *, begin_norm_axis, begin_params_axis, epsilon):
    """MindSpore's LayerNorm primitive: (y, mean, variance), statistics keep their dims, in
    float32 for a half-precision input (2.10's dtypes, measured). MindSpore's CPU kernel's
    bits (``norm.ms_layer_norm``: a float16 input is normalised in float16, each step rounded,
    as 2.10's kernel). The statistics carry no gradient: MindSpore's LayerNormGrad uses only
    y's cotangent."""
    axes = tuple(range(begin_norm_axis, x.ndim))
    pshape = (1,) * begin_params_axis + x.shape[begin_params_axis:]
    y, mean, var = ms_layer_norm(x, gamma.reshape(pshape), beta.reshape(pshape), axes, epsilon)
    st = jnp.promote_types(x.dtype, jnp.float32)
    return y, mean.astype(st), var.astype(st)


@register("rms_norm", multiple_results=True)
def rms_norm(x, gamma, *, epsilon):
    """(x / sqrt(mean(x^2, last dims of gamma's rank) + eps) * gamma, rstd)."""
    axes = tuple(range(x.ndim - gamma.ndim, x.ndim))
    rstd = lax.rsqrt(jnp.mean(jnp.square(x.astype(jnp.float32)), axis=axes, keepdims=True)
                     + epsilon)
    return (x * rstd.astype(x.dtype) * gamma.astype(x.dtype)), rstd


@register("lrn")
def lrn(x, *, depth_radius, bias, alpha, beta):
    """Local response normalization across channels (axis 1) of NCHW, TF/MindSpore's form:
    x / (bias + alpha * sum_{|c'-c| <= r} x_c'^2) ** beta."""
    sq = jnp.square(x)
    pads = [(0, 0)] * x.ndim
    pads[1] = (depth_radius, depth_radius)
    win = [1] * x.ndim
    win[1] = 2 * depth_radius + 1
    s = lax.reduce_window(sq, np.array(0, x.dtype), lax.add, tuple(win), (1,) * x.ndim, tuple(pads))
    return x / jnp.power(_c(bias, x) + _c(alpha, x) * s, _c(beta, x))


# ---- losses -------------------------------------------------------------------------------------
def _kl_div_reduce(loss, x, reduction):
    """2.10's KLDivLoss kernel sums in float64 ('sum', 'batchmean': measured, (8, 37) and
    (64, 100); XLA's float32 sum was an ulp off) and divides the sum by the batch."""
    if reduction in ("sum", "batchmean") and loss.dtype == jnp.float32 and cpu_float64_sums():
        total = jnp.sum(loss, dtype=jnp.float64).astype(loss.dtype)
        if reduction == "sum":
            return total
        return exact_divide(total, run_time_count(x.shape[0], x, total.dtype))
    if reduction == "batchmean":
        return jnp.sum(loss) / x.shape[0]
    return _reduce(loss, reduction, like=x)


def _kl_div_jvp(primals, tangents, *, reduction):
    """MindSpore's KLDivLossGrad: d/dx = -y everywhere (also where y <= 0, whose loss is 0);
    the target gets no gradient."""
    x, y = primals
    return _kl_div_reduce(-y * tangents[0], x, reduction)


@register("kl_div", jvp=_kl_div_jvp, nondiff_argnums=(1,))
def kl_div(x, y, *, reduction):
    """y * (log y - x) where y > 0, else 0 (a non-positive target adds nothing, as 2.10's
    kernel); 'batchmean' divides the sum by the batch size."""
    safe = jnp.where(y > 0, y, jnp.ones_like(y))
    # (the C library's logf: float64's log rounded, as loss_bce._libm_log; XLA's log is off an
    # ulp on 2-3% of the values)
    log = jnp.log(safe.astype(jnp.float64)).astype(safe.dtype) if safe.dtype == jnp.float32 \
        and cpu_float64_sums() else jnp.log(safe)
    loss = jnp.where(y > 0, y * (log - x), jnp.zeros_like(y * x))
    return _kl_div_reduce(loss, x, reduction)


@register("huber_loss", value_attrs=("delta",))
def huber_loss(x, y, *, delta, reduction):
    """0.5 d^2 where |d| < delta else delta (|d| - 0.5 delta), d = x - y; ``delta`` is a
    Float32 value next to Float64 (2.10's Python float); integers: |x - y| in their dtype
    (wrapping), then Float32 (measured; not Float64)."""
    if x.dtype == jnp.float64:
        delta = jnp.asarray(delta).astype(jnp.float32).astype(x.dtype)
    d = jnp.abs(x - y)
    d = d if jnp.issubdtype(d.dtype, jnp.inexact) else d.astype(jnp.float32)
    return reduce_in_float32(jnp.where(d < delta, 0.5 * d * d, delta * (d - 0.5 * delta)),
                             reduction)


@register("soft_margin_loss")
def soft_margin_loss(x, y, *, reduction):
    """log(1 + exp(-y x))."""
    return _reduce(jax.nn.softplus(-y * x), reduction)


@register("margin_ranking_loss")
def margin_ranking_loss(x1, x2, y, *, margin, reduction):
    """max(0, -y (x1 - x2) + margin)."""
    return reduce_in_float32(jnp.maximum(-y * (x1 - x2) + margin, 0), reduction)


@register("multi_margin_loss", nondiff_argnums=(1,))
def multi_margin_loss(x, target, w, *, p, margin, reduction):
    """sum_{i != y} w_y max(0, margin - x_y + x_i)^p / C, per sample (x: (N, C))."""
    c = x.shape[-1]
    xy = jnp.take_along_axis(x, target[:, None].astype(jnp.int32), axis=-1)
    m = jnp.maximum(margin - xy + x, 0)
    m = m ** p
    m = jnp.where(jax.nn.one_hot(target, c, dtype=bool), jnp.zeros_like(m), m)
    loss = jnp.sum(m, axis=-1) * w[target].astype(x.dtype) / c
    return _reduce(loss, reduction)


@register("multilabel_margin_loss", nondiff_argnums=(1,), multiple_results=True)
def multilabel_margin_loss(x, target, *, reduction):
    """(sum over targets j (up to the first -1) and non-targets i of max(0, 1 - (x_j - x_i)) / C,
    is_target mask in target's dtype)."""
    c = x.shape[-1]
    valid = jnp.cumprod(target >= 0, axis=-1).astype(bool)       # targets before the first -1
    tgt = jnp.where(valid, target, 0).astype(jnp.int32)
    is_t = jnp.any(jax.nn.one_hot(tgt, c, dtype=bool) & valid[..., None], axis=-2)
    xj = jnp.take_along_axis(x, tgt, axis=-1)                   # (..., C) target scores
    hinge = jnp.maximum(1 - (xj[..., :, None] - x[..., None, :]), 0)
    mask = valid[..., :, None] & ~is_t[..., None, :]
    loss = jnp.sum(jnp.where(mask, hinge, jnp.zeros_like(hinge)), axis=(-2, -1)) / c
    return _reduce(loss, reduction), is_t.astype(target.dtype)


@register("multilabel_soft_margin_loss")
def multilabel_soft_margin_loss(x, y, w, *, reduction):
    """-mean_c w (y log sigmoid(x) + (1 - y) log sigmoid(-x)), per sample, as 2.10's composite:
    ``sum_c((y * log(exp(-x) + 1) + (1 - y) * log(exp(x) + 1)) * w) / C`` with its Exp and Log
    kernels (``log_sigmoid`` was 5e-7 off). A 0-d weight (the default ones) keeps the loss's
    dtype, as 2.10's Mul beside a 0-d Tensor (Float16 stays Float16)."""
    exp, log = jnp.exp, jnp.log
    if x.dtype in (jnp.float16, jnp.float32):
        exp, log = get_op("exp").impl, get_op("log").impl
    one = jnp.ones((), x.dtype)
    loss = y * log(exp(-x) + one) + (1 - y) * log(exp(x) + one)
    w = w.astype(loss.dtype) if jnp.ndim(w) == 0 and jnp.issubdtype(w.dtype, jnp.floating) else w
    per = jnp.sum(loss * w, axis=-1) / loss.shape[-1]
    return reduce_in_float32(per, reduction)


@register("hinge_embedding_loss")
def hinge_embedding_loss(x, y, *, margin, reduction):
    """2.10's composite: ``(y > 0) * x + max(margin * (y < 0) - (y < 0) * x, 0)``: x where the
    target is positive, max(0, margin - x) where it is negative, 0 where it is 0 (any sign
    counts, not only 1 and -1; measured), each mask a float product (0 * inf is NaN)."""
    _check_broadcast("mul", y, x)    # 2.10's error of the Mul its composite starts with
    pos, neg = (bool_to_float(mask, x.dtype) for mask in (y > 0, y < 0))
    m = jnp.asarray(margin, x.dtype)
    loss = pos * x + jnp.maximum(m * neg - neg * x, jnp.zeros((), x.dtype))
    return _reduce(loss, reduction)


@register("cosine_embedding_loss")
def cosine_embedding_loss(x1, x2, y, *, margin, reduction):
    """1 - cos(x1, x2) where y == 1, max(0, cos - margin) where y == -1, 0 for any other
    label (cos over axis 1), as 2.10's composite: ReduceSum of the products and squares (its
    order, ``reduce._sum``), ``prod / (sqrt(s1) * sqrt(s2))`` with no epsilon (a zero vector
    gives NaN where y == 1; its Maximum takes NaN - margin to 0 where y == -1), and two
    selects added (labels 0 or 2 give 0: measured, both modes)."""
    axis = (1,)
    cos = _sum(x1 * x2, axis, False) / (jnp.sqrt(_sum(x1 * x1, axis, False))
                                        * jnp.sqrt(_sum(x2 * x2, axis, False)))
    zero = jnp.zeros((), cos.dtype)
    loss = jnp.where(y == 1, 1 - cos, zero) + jnp.where(
        y == -1, ms_maximum(cos - jnp.asarray(margin, cos.dtype), zero), zero)
    return reduce_in_float32(loss, reduction)


def _pdist(a, b, p, eps):
    return jnp.sum(jnp.abs(a - b + eps) ** p, axis=-1) ** (1.0 / p)


@register("triplet_margin_loss")
def triplet_margin_loss(a, pos, neg, *, margin, p, eps, swap, reduction):
    """max(d(a, pos) - d(a, neg) + margin, 0), d the p-norm distance (+eps) over the last axis."""
    dp, dn = _pdist(a, pos, p, eps), _pdist(a, neg, p, eps)
    if swap:
        dn = jnp.minimum(dn, _pdist(pos, neg, p, eps))
    return _reduce(jnp.maximum(dp - dn + margin, 0), reduction)


@register("gaussian_nll_loss")
def gaussian_nll_loss(x, y, var, *, full, eps, reduction):
    """0.5 (log(max(var, eps)) + (x - y)^2 / max(var, eps)) (+ 0.5 log(2 pi) when full)."""
    v = jnp.maximum(var, eps)
    loss = 0.5 * (jnp.log(v) + jnp.square(x - y) / v)
    if full:
        loss = loss + 0.5 * jnp.log(2 * jnp.pi).astype(loss.dtype)
    return _reduce(loss, reduction)


@register("l2_loss")
def l2_loss(x):
    """sum(x^2) / 2, as 2.10's CPU kernel: the rounded squares added one after another in the
    input's dtype (measured: float16 217.9 for 3,000 values where a float32 sum gives 228.9;
    float32 4 ulp off on 300 values). Float32/64 inputs over 65,536 values are summed by XLA
    (a loop of one add per value costs too much there)."""
    sq = jnp.square(x).reshape(-1)
    if x.dtype == jnp.float16 or sq.size <= 1 << 16:
        return _ordered_total(sq) / 2
    return jnp.sum(sq) / 2


@sum_derivative(axis=0)
def _ordered_total(v):
    return in_order(jnp.add, jnp.zeros((), v.dtype), v)


@register("nll_loss_prim", nondiff_argnums=(1,), multiple_results=True)
def nll_loss_prim(x, target, w, *, reduction, ignore_index):
    """MindSpore's NLLLoss primitive on (N, C) log-probabilities: (loss, total_weight)."""
    t = target.astype(jnp.int32)
    keep = t != ignore_index
    ts = jnp.where(keep, t, 0)
    wt = jnp.where(keep, w[ts], 0).astype(x.dtype)
    loss = -jnp.take_along_axis(x, ts[:, None], axis=1)[:, 0] * wt
    total = jnp.sum(wt)
    if reduction == "mean":
        return jnp.sum(loss) / total, total
    if reduction == "sum":
        return jnp.sum(loss), total
    return loss, total
from . import loss_bce  # noqa: E402,F401  BinaryCrossEntropy
from . import nn_pool_ext  # noqa: E402,F401  pooling with indices, unpooling, resize
from . import nn_resize  # noqa: E402,F401  interpolation / resize


# ---- CTC ----------------------------------------------------------------------------------------
_NEG = -1e30      # a finite "log 0": keeps the recursion's gradients free of nan


def _collapse_repeats(targets, target_lengths):
    """Each sample's labels with runs of one label made one label, left-aligned (N, S), and the
    new lengths (TensorFlow's ``preprocess_collapse_repeated``)."""
    n, s = targets.shape
    col = jnp.arange(s)[None, :]
    prev = jnp.concatenate([jnp.full((n, 1), -1, targets.dtype), targets[:, :-1]], 1)
    keep = (col < target_lengths[:, None]) & (targets != prev)
    pos = jnp.where(keep, jnp.cumsum(keep, 1) - 1, s)          # s: dropped
    rows = jnp.broadcast_to(jnp.arange(n)[:, None], (n, s))
    out = jnp.zeros_like(targets).at[rows, pos].set(targets, mode="drop")
    return out, jnp.sum(keep, 1).astype(target_lengths.dtype)


@register("ctc_loss", nondiff_argnums=(1, 2, 3), multiple_results=True)
def ctc_loss(log_probs, targets, input_lengths, target_lengths, *, blank, merge_repeated=True,
             collapse_repeated=False, v2_kernel=False):
    """CTC negative log-likelihood per sample and the forward variables log_alpha (N, T, 2S+1)
    of (T, N, C) log-probabilities against padded targets (N, S), plus where each is finite:
    (nll, log_alpha, nll_finite, alpha_finite). Unreachable entries are 0 (the caller makes them
    inf / -inf), so the float outputs stay finite and differentiable. ``merge_repeated=False``
    (TensorFlow's ``ctc_merge_repeated``) makes every frame of a label a label of its own: a
    label state takes one frame and two equal labels need no blank between them;
    ``collapse_repeated`` first merges runs of equal labels in the targets. ``v2_kernel`` is
    2.10's CTCLossV2 CPU kernel: a label's log-probability is read at the flat offset
    (t * N + n) * C + label unchecked (a label past C reads the next sample's or step's values;
    past the buffer 2.10 read 0, measured; before it garbage), and a label equal to blank may be
    reached by a skip from the label before it (the kernel compares the two labels only)."""
    t_max, n, _ = log_probs.shape
    s = targets.shape[1]
    targets = targets.astype(jnp.int32)
    if collapse_repeated:
        targets, target_lengths = _collapse_repeats(targets, target_lengths)
    ext = jnp.full((n, 2 * s + 1), blank, jnp.int32).at[:, 1::2].set(targets)
    prev2 = jnp.concatenate([jnp.full((n, 2), -1, jnp.int32), ext[:, :-2]], 1)
    skip = ((ext != blank) | v2_kernel) & ((ext != prev2) | (not merge_repeated))
    stay = (ext == blank) | merge_repeated
    # the finite "log 0" in the input's dtype (float16's range ends at 65504)
    neg = jnp.asarray(max(_NEG, float(jnp.finfo(log_probs.dtype).min) / 4), log_probs.dtype)
    if v2_kernel:
        flat = log_probs.reshape(-1)
        off = (jnp.arange(t_max)[:, None, None] * n + jnp.arange(n)[None, :, None]) \
            * log_probs.shape[2] + ext[None]
        inside_buf = (off >= 0) & (off < flat.shape[0])
        lp = jnp.where(inside_buf, flat[jnp.clip(off, 0, flat.shape[0] - 1)], 0)
    else:
        lp = jnp.take_along_axis(log_probs, jnp.broadcast_to(ext[None], (t_max,) + ext.shape), 2)
    init = jnp.full(ext.shape, neg).at[:, 0].set(lp[0, :, 0]).at[:, 1].set(
        jnp.where(s > 0, lp[0, :, 1 % ext.shape[1]], neg))

    def step(alpha, lp_t):
        a1 = jnp.concatenate([jnp.full((n, 1), neg), alpha[:, :-1]], 1)
        a2 = jnp.concatenate([jnp.full((n, 2), neg), alpha[:, :-2]], 1)
        a2 = jnp.where(skip, a2, neg)
        new = jnp.logaddexp(jnp.logaddexp(jnp.where(stay, alpha, neg), a1), a2) + lp_t
        return jnp.maximum(new, neg), new

    _, rest = lax.scan(step, init, lp[1:])
    alphas = jnp.concatenate([init[None], rest], 0)                   # (T, N, L)
    last = alphas[jnp.clip(input_lengths.astype(jnp.int32) - 1, 0, t_max - 1), jnp.arange(n)]
    end = 2 * target_lengths.astype(jnp.int32)
    a_end = jnp.take_along_axis(last, end[:, None], 1)[:, 0]
    a_end1 = jnp.take_along_axis(last, jnp.maximum(end - 1, 0)[:, None], 1)[:, 0]
    ll = jnp.where(end > 0, jnp.logaddexp(a_end, a_end1), a_end)
    la = jnp.swapaxes(alphas, 0, 1)
    # log_alpha holds each sample's own steps and labels only (2.10: -inf past input_length
    # and past its 2 * target_length + 1 extended labels, measured)
    inside = (jnp.arange(t_max)[None, :, None] < input_lengths.astype(jnp.int32)[:, None, None]) \
        & (jnp.arange(ext.shape[1])[None, None, :] < (end + 1)[:, None, None])
    ok, la_ok = ll > neg / 2, (la > neg / 2) & inside
    zero = jnp.zeros((), log_probs.dtype)
    # MindSpore 2.10's gradient (CTCLossV2Grad, as torch's) is the one with respect to the
    # logits behind a log_softmax: exp(log_probs) minus the alignment posteriors over each
    # sample's steps. A zero-valued term adds the exp(log_probs) part to the exact gradient.
    steps = jnp.arange(t_max)[:, None] < input_lengths.astype(jnp.int32)[None, :]   # (T, N)
    mass = jnp.sum(jnp.where(steps[..., None], jnp.exp(log_probs), zero), axis=(0, 2))
    nll = -ll + (mass - lax.stop_gradient(mass))
    return jnp.where(ok, nll, zero), jnp.where(la_ok, la, zero), ok, la_ok
