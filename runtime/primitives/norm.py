"""Normalisation primitives: batch norm (training and inference), layer norm, group norm, L2.

Statistics are computed in float32 even for float16 input; layer norm and inference batch norm
give MindSpore 2.10's CPU kernels' bits (``ms_layer_norm``, float64 layer-norm statistics on the
CPU backend). Training batch norm and layer norm have hand-written tangent rules (their
transposes are the textbook three-pass gradients); the channel axis conventions
(``data_format``) are those of ``nn.py``'s ``CHANNEL_LAYOUT`` ops.
"""
import functools
import math

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..checks import marked_error
from ..registry import CHANNEL_LAYOUT, register, with_primal
from .math import _ms_dtype, check_floating, cpu_float64_sums, exact_divide
from .lax_twins import float_add
from .l2_grad import l2_normalize_tangent
from .rounding import in_order, rounded_product
from .ln_grad import layer_norm_tangent_2_10
from .nn import _cshape, _last


def _check_bn_channels(x, gamma, data_format):
    """MindSpore's BatchNorm check: one scale per channel of the input."""
    c = x.shape[-1 if _last(data_format) or x.ndim < 2 else 1] if x.ndim else None
    if gamma.shape != (c,):
        raise marked_error(ValueError, f"For BatchNorm, scale.shape[0] should be equal to "
                           f"input_x's channel dimension: {c}, bug got scale.shape[0]: "
                           f"{gamma.shape[0]}.")  # 2.10's text, as it is


def _bn_axes(x, data_format):
    if _last(data_format):
        return tuple(range(x.ndim - 1))
    return (0,) + tuple(range(2, x.ndim))


def _bn_stats(x, data_format, eps):
    """``(xf, mean, biased var, rstd, xhat, axes, r)`` of training batch norm: the statistics
    in float32 (even for float16 input), two passes (mean, then the mean squared deviation), and
    ``r`` reshaping a per-channel vector to broadcast against ``x``."""
    xf = x.astype(jnp.promote_types(x.dtype, jnp.float32))
    axes, s = _bn_axes(x, data_format), _cshape(x, data_format)

    def r(v):
        return v.reshape(s)
    mean = jnp.mean(xf, axis=axes)
    xc = xf - r(mean)
    var = jnp.mean(jnp.square(xc), axis=axes)
    rstd = lax.rsqrt(var + eps)
    return xf, mean, var, rstd, xc * r(rstd), axes, r


@with_primal
def _batch_norm_train_jvp(primals, tangents, *, eps, data_format="NCHW", out_dtype=""):
    """(y, mean, unbiased var) and their tangents, written on the normalised input ``xhat`` so that
    its transpose is the textbook BatchNorm gradient (as MindSpore's BatchNormGrad computes it):
    ``dx = gamma * rstd * (dy - mean(dy) - xhat * mean(dy * xhat))``, ``dgamma = sum(dy *
    xhat)``, ``dbeta = sum(dy)``: two reductions and one elementwise pass over the activation.
    JAX's derivative of the implementation takes several more passes (a ResNet training step
    with BatchNorm after every conv: about 25% of its time on CPU)."""
    x, gamma, beta = primals
    tx, tgamma, tbeta = tangents
    xf, mean, var, rstd, xhat, axes, r = _bn_stats(x, data_format, eps)
    txf = tx.astype(xf.dtype)
    t_mean = jnp.mean(txf, axis=axes)
    t_proj = jnp.mean(xhat * txf, axis=axes)
    t_y = r(gamma * rstd) * (txf - r(t_mean) - xhat * r(t_proj)) + xhat * r(tgamma) + r(tbeta)
    n = x.size // t_mean.size
    # d(biased var) = 2 mean(xc * tx), not 2 t_proj / rstd: where the variance overflows (rstd
    # 0) the quotient's inf times PYNATIVE_MODE's zero cotangent of the unused variance output
    # was a NaN gradient (GRAPH_MODE drops that term; 2.10's BatchNormGrad gives 0 there)
    t_var = (2 * n / max(n - 1, 1)) * jnp.mean((xf - r(mean)) * txf, axis=axes)
    return (_bn_outputs(x, beta, gamma, mean, var, xhat, r, out_dtype),
            (t_y.astype(out_dtype or x.dtype), t_mean, t_var))


def _bn_outputs(x, beta, gamma, mean, var, xhat, r, out_dtype=""):
    # the unbiased variance of one value per channel is 0 * inf = NaN, as 2.10's n / (n - 1)
    # gives it (measured: nn.BatchNorm2d's moving_variance turns NaN on a (1, C, 1, 1) input)
    n = x.size // mean.size
    return (xhat * r(gamma) + r(beta)).astype(out_dtype or x.dtype), mean, \
        var * (n / (n - 1) if n > 1 else math.inf)


@register("batch_norm_train", props=(CHANNEL_LAYOUT,), multiple_results=True,
          jvp=_batch_norm_train_jvp)
def batch_norm_train(x, gamma, beta, *, eps, data_format="NCHW", out_dtype=""):
    """Training batch norm over all axes but 1: (y, batch mean, unbiased batch variance).
    ``out_dtype``: y's dtype when not ``x``'s (a float16 layer fed a fused float32 sum:
    ``compiler/fuse_bias.py``).

    Speed and numerics: one kernel computing the statistics in float32 even for float16 input;
    a hand-written tangent rule (``_batch_norm_train_jvp``) for a gradient of three passes.
    """
    check_floating("BatchNorm", x, "input_x")
    _check_bn_channels(x, gamma, data_format)
    _, mean, var, _, xhat, _, r = _bn_stats(x, data_format, eps)
    return _bn_outputs(x, beta, gamma, mean, var, xhat, r, out_dtype)


@register("batch_norm_infer", props=(CHANNEL_LAYOUT,))
def batch_norm_infer(x, gamma, beta, mean, var, *, eps, data_format="NCHW"):
    """Inference batch norm with given (moving) statistics."""
    check_floating("BatchNorm", x, "input_x")
    _check_bn_channels(x, gamma, data_format)
    s = _cshape(x, data_format)
    xf = x.astype(jnp.promote_types(x.dtype, jnp.float32))
    # 2.10's CPU kernel (oneDNN): (x - mean) * (gamma / sqrt(var + eps)) + beta, the product
    # rounded (bit for bit, measured). A true division: XLA turns ``a / sqrt(b)`` into
    # ``a * rsqrt(b)``, an ulp off (seed 000: 9.99994993e-01)
    # float16 statistics (a to_float(float16) Cell's) are widened first: 2.10 computes in float32
    gamma, beta, mean, var = (v.astype(jnp.promote_types(v.dtype, xf.dtype)).reshape(s)
                              for v in (gamma, beta, mean, var))
    # the moving statistics get no gradient: 2.10's BatchNormGrad gives zeros for them (measured)
    mean, var = jax.lax.stop_gradient(mean), jax.lax.stop_gradient(var)
    scale = exact_divide(gamma, jnp.sqrt(var + eps))
    y = rounded_product(xf - mean, scale, scale) + beta
    return y.astype(x.dtype)


def _stat_dtype(x):
    return jnp.promote_types(x.dtype, jnp.float32)


def _add_pairs(a, b):
    return lax.add(a[0], b[0]), lax.add(a[1], b[1])


def _ln_stats(x, axes):
    """Mean (float64) and variance (float32) over ``axes`` as MindSpore's CPU LayerNorm kernel
    takes them: sums of ``x`` and ``x * x`` in float64, ``var = E[x^2] - mean^2`` rounded to
    float32 (a float64 input's stays float64, where 2.10 rounds it to float32 too) and clamped
    at 0. The float64 sums make the float32 results independent of the
    summation order, so XLA's reductions give 2.10's bits. On the CPU backend only
    (``cpu_float64_sums``: 2.10's GPU kernel is a float32 Welford reduction); elsewhere both
    statistics are float32, the variance in two passes."""
    if not cpu_float64_sums():
        xf = x.astype(_stat_dtype(x))
        mean = jnp.mean(xf, axis=axes, keepdims=True)
        return mean, jnp.mean(jnp.square(xf - mean), axis=axes, keepdims=True)
    xd = x.astype(jnp.float64)
    n = jnp.asarray(math.prod(x.shape[a] for a in axes), jnp.float64)
    if x.dtype == jnp.float64:      # (its sums' order is XLA's: kept as it was)
        sums = jnp.sum(xd, axis=axes), jnp.sum(xd * xd, axis=axes)
    else:
        # both sums of the widened values in one variadic reduce: one XLA kernel reading x (two
        # jnp.sum calls compiled a float64 copy of x as a kernel of its own, session 71)
        zero = np.zeros((), np.float64)
        sums = lax.reduce((xd, lax.mul(xd, xd)), (zero, zero), _add_pairs, axes)
    kept = tuple(1 if a in axes else d for a, d in enumerate(x.shape))
    mean, square = (exact_divide(s.reshape(kept), n) for s in sums)
    var = lax.convert_element_type(lax.sub(square, rounded_product(mean, mean, mean)),
                                   _stat_dtype(x))
    return mean, lax.max(var, np.zeros((), var.dtype))


def ms_layer_norm(x, gamma, beta, axes, eps):
    """``(y, mean, var)`` of MindSpore's CPU LayerNorm kernel, bit for bit (2.10, measured on
    float32 and float16): statistics by ``_ln_stats``, ``std = sqrt(var + eps)`` in float32
    rounded to ``x``'s dtype, ``y = (x - mean) / std * gamma + beta`` in ``x``'s dtype, each
    step rounded (a true division, the product rounded before the sum). ``gamma``/``beta``
    broadcast against ``x``. The gradient is ``_layer_norm_jvp``'s, in float32."""
    mean, var = _ln_stats(x, axes)
    std = lax.sqrt(lax.add(var, np.asarray(eps, var.dtype)[()])).astype(x.dtype)
    xhat = exact_divide(lax.sub(x, mean.astype(x.dtype)), std)
    # (convert_element_type: ops.layer_norm without a weight or bias passes Python numbers)
    gamma, beta = (_ranked(lax.convert_element_type(v, x.dtype), x.ndim) for v in (gamma, beta))
    y = rounded_product(xhat, gamma, mean)
    return float_add(y, beta), mean, var


def _ranked(v, ndim):
    """``v`` with leading axes of size 1 up to ``ndim`` (jnp's rank promotion, done here so
    that the ops after it bind lax directly: ``lax_twins.float_pair``)."""
    return v.reshape((1,) * (ndim - v.ndim) + v.shape) if v.ndim < ndim else v


def layer_norm_tangent(primals, tangents, axes, eps, gamma, t_gamma, t_beta, stats=None):
    """The tangent of ``ms_layer_norm``'s ``y`` (gamma and its tangents already shaped to
    broadcast against ``x``), written on ``xhat`` so that its transpose is the textbook
    gradient MindSpore's LayerNormGrad computes, in float32 (float64 only in the statistics):
    ``dx = gamma / std * (dy - mean(dy) - xhat * mean(dy * xhat))``. ``stats``: ``(mean, var)``
    of ``x`` already taken by ``ms_layer_norm`` (else taken here)."""
    x, tx = primals[0], tangents[0]
    mean, var = _ln_stats(x, axes) if stats is None else stats
    ct = _stat_dtype(x)
    txf = tx.astype(ct)
    k = len(axes)

    def normalised():
        std = jnp.sqrt(var + jnp.asarray(eps, ct))
        return (x.astype(ct) - mean.astype(ct)) / std, std
    if x.dtype == jnp.float32 and cpu_float64_sums() and axes == tuple(range(x.ndim - k, x.ndim)):
        # transposed: 2.10's LayerNormGrad kernel, its sums and roundings (ln_grad.py)
        n = math.prod(x.shape[x.ndim - k:])
        args = (x, lax.convert_element_type(gamma, ct), mean.astype(ct), var, k, eps)
        if t_gamma.size == n and t_beta.size == n:
            return layer_norm_tangent_2_10(txf, t_gamma, t_beta, *args).astype(x.dtype)
        t_x = layer_norm_tangent_2_10(txf, None, None, *args)
        return (t_x + (normalised()[0] * t_gamma + t_beta)).astype(x.dtype)
    xhat, std = normalised()
    t_mean = jnp.mean(txf, axis=axes, keepdims=True)
    t_proj = jnp.mean(xhat * txf, axis=axes, keepdims=True)
    t_y = gamma * (txf - t_mean - xhat * t_proj) / std + xhat * t_gamma + t_beta
    return t_y.astype(x.dtype)


def _norm_axes(x, begin_norm_axis):
    return tuple(range(begin_norm_axis % x.ndim, x.ndim))


@with_primal
def _layer_norm_jvp(primals, tangents, *, begin_norm_axis, eps):
    (x, gamma, beta), (_, t_gamma, t_beta) = primals, tangents
    axes = _norm_axes(x, begin_norm_axis)
    y, mean, var = ms_layer_norm(x, gamma, beta, axes, eps)
    return y, layer_norm_tangent(primals, tangents, axes, eps, gamma, t_gamma, t_beta,
                                 (mean, var))


@register("layer_norm", jvp=_layer_norm_jvp)
def layer_norm(x, gamma, beta, *, begin_norm_axis, eps):
    """Normalise over dims ``begin_norm_axis..``; gamma/beta broadcast over the trailing dims.

    Numerics: MindSpore's CPU kernel's bits (``ms_layer_norm``); a hand-written tangent rule,
    as the derived one would run the backward in float64."""
    check_floating("LayerNorm", x)
    return ms_layer_norm(x, gamma, beta, _norm_axes(x, begin_norm_axis), eps)[0]


@register("group_norm")
def group_norm(x, gamma, beta, *, num_groups, eps):
    """Normalise each of ``num_groups`` channel groups of an (N, C, ...) input."""
    if not 2 <= x.ndim <= 8:            # 2.10's GroupNorm kernel checks
        raise RuntimeError(f"For 'GroupNorm', The dim of input must be between 2 and 8. But "
                           f"got: {x.ndim}.")
    if not jnp.issubdtype(x.dtype, jnp.floating):
        raise TypeError(f"For GroupNorm. input arguments' types must be the same and be one of "
                        f"[BFloat16, Float16, Float32, Float64]. But got input's type: "
                        f"{_ms_dtype(x)[7:-1]}, weight's type: {_ms_dtype(gamma)[7:-1]}, bias's "
                        f"type: {_ms_dtype(beta)[7:-1]}.")
    n, c = x.shape[:2]
    xf = x.astype(jnp.promote_types(x.dtype, jnp.float32)).reshape((n, num_groups, -1))
    mean = jnp.mean(xf, axis=2, keepdims=True)
    var = jnp.mean(jnp.square(xf - mean), axis=2, keepdims=True)
    y = ((xf - mean) * lax.rsqrt(var + eps)).reshape(x.shape)
    s = (1, c) + (1,) * (x.ndim - 2)
    return (y * gamma.reshape(s) + beta.reshape(s)).astype(x.dtype)


@register("l2_normalize")
def l2_normalize(x, *, axis, epsilon):
    """``x / sqrt(max(sum(x * x, axis), epsilon))`` as 2.10's CPU ``L2Normalize`` rounds it
    (measured bit for bit, float32 and float16, any axis): the squares added one after the other
    along ``axis`` in ``x``'s dtype (a scan: XLA's reductions keep no order), a correctly
    rounded square root and division. Differentiated as 2.10's L2NormalizeGrad (measured):
    ``(g - y * sum(y * g, axis)) / max(norm, epsilon)``, so a slice of norm below ``epsilon``
    (zeros too) gets ``g / epsilon``, not ``g / sqrt(epsilon)``."""
    return _l2_normalize(x, axis, epsilon)


@functools.partial(jax.custom_jvp, nondiff_argnums=(1, 2))
def _l2_normalize(x, axis, epsilon):
    if not x.shape[axis]:
        return x
    moved = jnp.moveaxis(rounded_product(x, x, x), axis, 0)     # (no FMA: one rounding each)
    total = in_order(jnp.add, moved[0], moved[1:])
    wide = jnp.promote_types(x.dtype, jnp.float32)    # float16: one rounding of each result
    ss = jnp.maximum(jnp.expand_dims(total, axis), jnp.asarray(epsilon, x.dtype)).astype(wide)
    norm = jnp.sqrt(ss).astype(x.dtype).astype(wide)
    return exact_divide(x.astype(wide), norm).astype(x.dtype)


@_l2_normalize.defjvp
def _l2_normalize_jvp(axis, epsilon, primals, tangents):
    # L2NormalizeGrad's order and roundings, transposed into itself (l2_grad.py; num73:
    # float32/float64, axes 0 and -1, 24/24 gradients in both modes)
    (x,), (t,) = primals, tangents
    y = _l2_normalize(x, axis, epsilon)
    wide = jnp.promote_types(x.dtype, jnp.float32)
    xw, yw, tw = x.astype(wide), y.astype(wide), t.astype(wide)
    return y, l2_normalize_tangent(tw, xw, yw, axis % x.ndim, epsilon).astype(x.dtype)
