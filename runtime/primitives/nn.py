"""Neural-network primitives: convolution, pooling, dropout masks, activations, losses, optimizer
updates (normalisation is in ``norm.py``).

Each is a primitive (rather than a composite of generic ops) for one of two reasons, noted per
entry: numerics (log-sum-exp inside cross entropy) or speed (one fused kernel and one vjp instead
of a chain of eager dispatches, which is what makes PYNATIVE training fast). Layout conventions
are MindSpore's: NCHW activations, OIHW convolution weights (IOHW for transposed convolution).
Padding attributes are always explicit ``((lo, hi), ...)`` pairs: the ``pad_mode`` arithmetic
lives in ``minicell.ops.nn_functional`` so every kernel here is a plain function of its attrs.

Entries with the ``CHANNEL_LAYOUT`` property (conv, pooling, batch norm, bias_add) also take
``data_format="NHWC"``: input 0 and output 0 are then channels-last (N, spatial..., C) for any
number of spatial dims, every other input/output is unchanged (weights stay OIHW). Users never
set it: GRAPH_MODE's layout pass (``minicell.compiler.layout``) does, because XLA's CPU
convolutions run faster channels-last.
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from . import cpu_conv, depthwise_grad
from .conv_checks import check_window
from .linalg import check_same_dtype, matmul_nt
from .optim_kernels import ms_adam
from .rounding import rounded_product
from .half_sums import widened_broadcast
from .libm import gelu_erf_f32, gelu_erf_half, gelu_tanh
from .math import div as _div
from .math import FLOAT, accept_only, check_floating, cpu_kernel, exact_divide, masked_tangent
from .nnacl import nnacl_elu, nnacl_silu
from .onednn import inner_log_softmax
from .nan_rules import ms_maximum, ms_minimum
from .reduce import reduce_sum as _reduce_sum
from .random import hashed_uniform
from ..checks import ShapeMismatchError
from ..registry import CHANNEL_LAYOUT, ELEMENTWISE, NONDIFF, RANDOM, register

_SPATIAL = "DHW"


def _dims(nd, data_format="NCHW"):
    sp = _SPATIAL[-nd:]
    act = "N" + sp + "C" if _last(data_format) else "NC" + sp
    return (act, "OI" + sp, act)


def _last(data_format):
    """True for channels-last; any other value than the two formats is a bug in the caller."""
    if data_format not in ("NCHW", "NHWC"):
        raise ValueError(f"data_format must be 'NCHW' or 'NHWC', got {data_format!r}")
    return data_format == "NHWC"


def _cshape(x, data_format):
    """Broadcast shape of a per-channel vector against activation ``x``."""
    if x.ndim < 2:
        return (-1,)
    return (1,) * (x.ndim - 1) + (-1,) if _last(data_format) else (1, -1) + (1,) * (x.ndim - 2)


# ---- convolution --------------------------------------------------------------------------------
def _conv_jvp(primals, tangents, **attrs):
    return depthwise_grad.conv_jvp(_conv, primals, tangents, attrs)


@register("conv", props=(CHANNEL_LAYOUT,), jvp=_conv_jvp)
def conv(x, w, *, stride, padding, dilation, groups, data_format="NCHW"):
    """N-d convolution, NC[D]HW x OI[D]HW (speed: one XLA conv; any number of spatial dims;
    1x1, grouped and small-output ones on the CPU backend as ``cpu_conv`` says, with its
    tangent rule)."""
    return _conv(x, w, stride=stride, padding=padding, dilation=dilation, groups=groups,
                 data_format=data_format)


def _conv(x, w, *, stride, padding, dilation, groups, data_format="NCHW"):
    check_same_dtype("Conv", x, w, "x", "weight", floats_may_differ=True)
    accept_only("Conv", x, FLOAT)                # 2.10's CPU kernels take floats only
    nd = w.ndim - 2
    empty = check_window(x.shape, w.shape, stride, padding, dilation, _last(data_format))
    if empty is not None:                           # 2.10's empty output (conv_checks)
        return jnp.zeros(empty, x.dtype)
    if cpu_conv.is_pointwise(w, padding, groups):
        return cpu_conv.pointwise(x, w, stride, _last(data_format))
    if cpu_conv.is_depthwise(x, w, groups, _last(data_format)):
        return cpu_conv.depthwise(x, w, stride, padding, dilation, _last(data_format))
    if cpu_conv.is_small_output(x, w, stride, padding, dilation, groups, _last(data_format)):
        return cpu_conv.taps(x, w, stride, padding, dilation, groups, _last(data_format))
    return lax.conv_general_dilated(x, w.astype(x.dtype), tuple(stride), tuple(padding),
                                    rhs_dilation=tuple(dilation), feature_group_count=groups,
                                    dimension_numbers=_dims(nd, data_format))


def _conv_transpose_jvp(primals, tangents, **attrs):
    return cpu_conv.conv_transpose_jvp(_conv_transpose, primals, tangents, attrs)


@register("conv_transpose", props=(CHANNEL_LAYOUT,), jvp=_conv_transpose_jvp)
def conv_transpose(x, w, *, stride, padding, dilation, groups, data_format="NCHW"):
    """Transposed convolution (the input-gradient of ``conv``); ``w`` is (in, out/groups, k...).

    ``padding`` ((lo, hi) per spatial dim) is what is cropped from the full output; a negative
    ``hi`` extends it (``output_padding``). Speed: one XLA convolution of the dilated input; on
    the CPU backend one on an input smaller than its kernel, and the weight tangent of a strided
    or grouped one, as ``cpu_conv`` says.
    """
    return _conv_transpose(x, w, stride=stride, padding=padding, dilation=dilation,
                           groups=groups, data_format=data_format)


def _conv_transpose(x, w, *, stride, padding, dilation, groups, data_format="NCHW"):
    check_same_dtype("ConvTranspose", x, w, "x", "weight", floats_may_differ=True)
    nd = w.ndim - 2
    cin, cog = w.shape[0], w.shape[1]
    if x.shape[-1 if _last(data_format) else 1] != cin:      # 2.10: its kernel's RuntimeError
        raise ShapeMismatchError(f"For 'ConvTranspose', the input has "
                                 f"{x.shape[-1 if _last(data_format) else 1]} channels but the "
                                 f"weight {tuple(w.shape)} (in, out/groups, k...) expects {cin}")
    if cpu_conv.is_small_input(x, w, _last(data_format)):
        return cpu_conv.transposed_taps(x, w, stride, padding, dilation, groups,
                                        _last(data_format), one_dot=True)
    ks = w.shape[2:]
    # (in, out/g, k) -> (out, in/g, k) per group, spatially flipped: conv of the dilated input.
    wg = w.reshape((groups, cin // groups, cog) + ks)
    wg = jnp.swapaxes(wg, 1, 2).reshape((groups * cog, cin // groups) + ks)
    wg = jnp.flip(wg, axis=tuple(range(2, 2 + nd))).astype(x.dtype)
    pads = tuple((d * (k - 1) - lo, d * (k - 1) - hi)
                 for k, d, (lo, hi) in zip(ks, dilation, padding))
    return lax.conv_general_dilated(x, wg, (1,) * nd, pads, lhs_dilation=tuple(stride),
                                    rhs_dilation=tuple(dilation), feature_group_count=groups,
                                    dimension_numbers=_dims(nd, data_format))


@register("bias_add", props=(CHANNEL_LAYOUT,))
def bias_add(x, b, *, data_format="NCHW"):
    """x + b along the channel axis 1 (speed: no reshape dispatch per call)."""
    return x + widened_broadcast(b.reshape(_cshape(x, data_format)).astype(x.dtype), x.shape)


@register("dense")
def dense(x, w, *b):
    """x @ w.T (+ b): MindSpore's Dense/``ops.dense`` (speed: one kernel, one vjp).

    Input, weight and bias share one dtype kind, as MindSpore requires: an int input with float weights
    is a TypeError (it was silently cast to int); float weights are cast to a float input's
    dtype, which is what ``Cell.to_float`` relies on (MindSpore casts the Parameters there)."""
    check_same_dtype("Dense", x, w, "x", "weight", floats_may_differ=True)
    if b:
        check_same_dtype("Dense", x, b[0], "x", "bias", floats_may_differ=True)
    if x.ndim == 0 or x.shape[-1] != w.shape[-1]:
        raise ValueError(f"For 'Dense', the input dimensions must be equal, but got 'x_col': "
                         f"{x.shape[-1] if x.ndim else None} and 'weight_row' (in_channels): "
                         f"{w.shape[-1]} (x shape {tuple(x.shape)}, weight shape "
                         f"{tuple(w.shape)}).")
    y = matmul_nt(x, w.astype(x.dtype))
    if b:   # (half_sums: a half bias's gradient sums in float32, as 2.10's)
        y = y + widened_broadcast(b[0].astype(x.dtype), y.shape)
    return y


# ---- pooling ------------------------------------------------------------------------------------
def _window(x, kernel, stride, dilation, padding, data_format="NCHW"):
    """reduce_window arguments: the window covers the trailing ``len(kernel)`` dims, or for
    channels-last the ``len(kernel)`` dims before the last."""
    nd = len(kernel)
    lead, tail = (x.ndim - nd, 0) if not _last(data_format) else (x.ndim - nd - 1, 1)
    ext = (lambda t, one: (one,) * lead + tuple(t) + (one,) * tail)
    return (ext(kernel, 1), ext(stride, 1), ext(padding, (0, 0)), ext(dilation, 1))


# max_pool (and its NaN rules) is in nn_maxpool.py


@register("avg_pool", props=(CHANNEL_LAYOUT,))
def avg_pool(x, *, kernel, stride, padding, extra, count_include_pad, divisor, data_format="NCHW"):
    """Mean over windows. ``padding`` is the user's padding (counted when
    ``count_include_pad``), ``extra`` the ceil-mode overhang (never counted); ``divisor`` > 0
    overrides the count. A half-precision input sums and divides in float32 and rounds once,
    as 2.10's kernel does (measured; summed in float16, XLA's two CPU emitters, GRAPH's and
    the eager kernels', also rounded apart)."""
    check_floating("AvgPool", x)
    args = (kernel, stride, padding, extra, count_include_pad, divisor, data_format)
    if x.dtype in (jnp.float16, jnp.bfloat16):
        return _window_mean(x.astype(jnp.float32), *args).astype(x.dtype)
    return _window_mean(x, *args)


def _window_mean(x, kernel, stride, padding, extra, count_include_pad, divisor, data_format):
    nd = len(kernel)
    full = tuple((lo + elo, hi + ehi) for (lo, hi), (elo, ehi) in zip(padding, extra))
    k, s, p, d = _window(x, kernel, stride, (1,) * nd, full, data_format)
    total = lax.reduce_window(x, np.array(0, x.dtype), lax.add, k, s, p)
    if divisor:
        return exact_divide(total, jnp.asarray(divisor, x.dtype))
    # Count the cells of each window that lie in the counted region (the same window sums).
    last = _last(data_format)
    ones = jnp.ones(x.shape[-nd - 1:-1] if last else x.shape[-nd:], x.dtype)
    if count_include_pad:
        ones = jnp.pad(ones, padding, constant_values=1)
        cpad = tuple(extra)
    else:
        cpad = full
    kk, ss, pp, _ = _window(ones, kernel, stride, (1,) * nd, cpad)
    count = lax.reduce_window(ones, np.array(0, x.dtype), lax.add, kk, ss, pp)
    # tied to the sums: XLA folds the counts into a constant array, and eager kernels (older
    # CPU emitters, no fusion) then divide by it as a product with its rounded reciprocals
    total, count = lax.optimization_barrier((total, count))
    return exact_divide(total, count[..., None] if last else count)


# ---- dropout ------------------------------------------------------------------------------------
@register("dropout", props=(RANDOM,), nondiff_argnums=(0,), multiple_results=True,
          value_attrs=("keep_prob",))
def dropout(key, x, *, keep_prob, channel_dims, mask="float"):
    """Inverted dropout: (x * mask / keep_prob, mask). ``channel_dims`` > 0 drops whole channels
    (the mask is constant over the trailing ``channel_dims`` dims: Dropout2d/3d). ``mask`` says
    what the second result is: "float" the input's dtype and shape (``ops.Dropout``), "bool" a
    Bool of the input's shape (``Dropout2D/3D``), "none" a 0-d Bool for callers that drop it, so
    an eager call writes no full-size mask it throws away."""
    if not channel_dims:    # 2.10: Dropout rejects integer inputs, Dropout2D/3D take them
        check_floating("Dropout", x)
    mshape = x.shape[:x.ndim - channel_dims] + (1,) * channel_dims
    keep = hashed_uniform(key, mshape) < jnp.asarray(keep_prob, jnp.float32)
    if jnp.issubdtype(x.dtype, jnp.inexact):
        kept = x / jnp.asarray(keep_prob, x.dtype)
    else:                   # an integer input scales in float32, truncated back (2.10)
        kept = (x.astype(jnp.float32) / jnp.float32(keep_prob)).astype(x.dtype)
    out = jnp.where(keep, kept, jnp.zeros((), x.dtype))
    if mask == "none":
        return out, jnp.zeros((), jnp.bool_)
    return out, jnp.broadcast_to(keep if mask == "bool" else keep.astype(x.dtype), x.shape)


# ---- activations (speed: one kernel and one vjp each instead of 3-5 eager ops) -----------------
@register("gelu", props=(ELEMENTWISE,))
def gelu(x, *, approximate):
    """GELU; tanh approximation when ``approximate``: on the CPU backend, 2.10's CPU kernel in
    float32 (float16 cast to it and back), ``libm.gelu_tanh``."""
    if not approximate:     # (float16: 2.10's rounding, ``libm.gelu_erf_half``)
        if x.dtype == jnp.float16:
            return gelu_erf_half(x)
        return cpu_kernel(x, gelu_erf_f32, functools.partial(jax.nn.gelu, approximate=False))
    return cpu_kernel(x, gelu_tanh, functools.partial(jax.nn.gelu, approximate=True),
                      (jnp.float32, jnp.float16))


@register("silu", props=(ELEMENTWISE,))
def silu(x):
    """x * sigmoid(x)."""
    return cpu_kernel(jnp.asarray(x), nnacl_silu, jax.nn.silu)     # float32: 2.10's CPU bits


def _leaky_relu_jvp(primals, tangents, *, alpha):
    """The derivative of ``max(alpha*x, x)`` written out: 1 for x > 0, alpha for x < 0 and
    the tie value ``(1 + alpha) / 2`` at 0. JAX's derived rule for ``maximum`` is the same
    function, but XLA's CPU backend miscompiles it inside a jitted gradient where the
    activation is channels-last between convolutions (conv -> BatchNorm -> LeakyReLU -> conv
    with 96+ channels on a 12x12 map: gradients 20-60% off, GRAPH_MODE's NHWC layout pass; the
    same program in plain JAX too)."""
    (x,), (t,) = primals, tangents
    if t.dtype == jax.dtypes.float0:
        return t
    a = jnp.asarray(alpha, t.dtype)
    one = jnp.ones((), t.dtype)
    return t * jnp.where(x > 0, one, jnp.where(x < 0, a, (one + a) / 2))


@register("leaky_relu", props=(ELEMENTWISE,), jvp=_leaky_relu_jvp)
def leaky_relu(x, *, alpha):
    """x if x > 0 else alpha * x, written as MindSpore writes it: ``max(alpha*x, x)`` for
    alpha <= 1, ``min(alpha*x, x)`` above, so the derivative at 0 is MindSpore's tie value
    ``(1 + alpha) / 2`` (``_leaky_relu_jvp``)."""
    scaled = x * jnp.asarray(alpha, x.dtype)
    return jnp.maximum(scaled, x) if alpha <= 1 else jnp.minimum(scaled, x)


def _relu6_jvp(primals, tangents):
    """MindSpore's ReLU6Grad: ``dy * (0 < x <= 6)`` (JAX's ``clip`` gives 0.5 at 0 and at 6)."""
    x = primals[0]
    return masked_tangent(tangents[0], (x > 0) & (x <= 6))


@register("relu6", props=(ELEMENTWISE,), jvp=_relu6_jvp)
def relu6(x):
    """min(max(x, 0), 6), with 2.10's NaN rule (``relu6(nan) = 0``, ``nan_rules``)."""
    accept_only("ReLU6", x, FLOAT)
    return ms_minimum(ms_maximum(x, jnp.zeros((), x.dtype)), jnp.asarray(6, x.dtype))


@register("elu", props=(ELEMENTWISE,), value_attrs=("alpha",))
def elu(x, *, alpha):
    """x if x > 0 else alpha * (exp(x) - 1)."""
    accept_only("Elu", x, FLOAT)
    return cpu_kernel(x, lambda v: nnacl_elu(v, alpha), lambda v: jax.nn.elu(v, alpha))


# ---- losses (numerics: log-softmax fused into the loss) -----------------------------------------
@register("class_nll", nondiff_argnums=(1,), multiple_results=True)
def class_nll(x, target, *weight, ignore_index, label_smoothing, log_input):
    """Cross entropy / NLL with class-index targets; class axis 1 (or 0 for a 1-d input).

    Returns (per-element loss, per-element weight) so a 'mean' reduction can divide by the
    summed weights, as MindSpore and PyTorch do. ``log_input``: ``x`` are log-probabilities
    (NLLLoss); otherwise logits (CrossEntropyLoss). ``weight`` (one per class) is optional:
    without it every class weighs 1 and no gather of the weights is compiled.
    """
    cax = 0 if x.ndim == 1 else 1
    logp = x if log_input else inner_log_softmax(x, cax)
    c = x.shape[cax]
    t = target.astype(jnp.int32)
    valid = t != ignore_index
    safe = jnp.where(valid, t, 0)
    picked = jnp.take_along_axis(logp, jnp.expand_dims(safe, cax), axis=cax).squeeze(cax)
    dt = jnp.result_type(logp, *weight)    # 2.10: float32 weights make a float16 loss float32
    w = valid.astype(dt) * (jnp.take(weight[0].astype(dt), safe) if weight else 1)
    zero = jnp.zeros((), dt)
    loss = jnp.where(valid, -picked * w, zero)      # 2.10 masks ignored places (no NaN there)
    # 2.10 adds the smoothing term even at label_smoothing 0: a -inf log-probability in any
    # class of a counted place makes it (and a reduced loss) NaN, 0 * inf (measured)
    wshape = (1,) * cax + (c,) + (1,) * (x.ndim - cax - 1)
    weighted = logp * weight[0].astype(dt).reshape(wshape) if weight else logp
    smooth = jnp.where(valid, -jnp.sum(weighted, axis=cax), zero)
    loss = (1 - label_smoothing) * loss + label_smoothing / c * smooth
    return loss, w


@register("class_nll_mean", nondiff_argnums=(1,))
def class_nll_mean(x, target, *weight, ignore_index, label_smoothing, log_input):
    """``class_nll``'s 'mean' reduction in one kernel: the summed loss over the summed weights,
    with reduce_sum's and div's own implementations (so the values are those of the three ops
    run one by one). PYNATIVE's cross entropy is one dispatch and one vjp instead of four and
    three."""
    loss, w = class_nll.impl(x, target, *weight, ignore_index=ignore_index,
                             label_smoothing=label_smoothing, log_input=log_input)
    return _div.impl(_reduce_sum.impl(loss), _reduce_sum.impl(w))


@register("bce_with_logits", props=(ELEMENTWISE,))
def bce_with_logits(x, y, weight, pos_weight):
    """Elementwise -w [p y log s(x) + (1 - y) log(1 - s(x))] by log-sigmoid, in the widest dtype."""
    x, y = (v.astype(jnp.result_type(x, y, weight, pos_weight)) for v in (x, y))
    log_sig = jax.nn.log_sigmoid(x)
    log_one_minus = jax.nn.log_sigmoid(-x)
    return -weight * (pos_weight * y * log_sig + (1 - y) * log_one_minus)


# ---- optimizer updates (speed: one fused kernel per step for all parameters of a group) --------
# Registered NONDIFF: they are applied after the backward pass, never differentiated.
def _split(arrays, n):
    return [arrays[i * n:(i + 1) * n] for i in range(len(arrays) // n)]


@register("momentum_update", props=(NONDIFF,), multiple_results=True)
def momentum_update(lr, momentum, *arrays, nesterov):
    """MindSpore Momentum for params/grads/moments given flat as (p..., g..., v...):
    v = momentum * v + g; p -= lr * v (nesterov: p -= lr * (g + momentum * v)).
    Returns (new p..., new v...). The trace is optax's ``trace`` transformation."""
    ps, gs, vs = _split(arrays, len(arrays) // 3)
    new_p, new_v = [], []
    for p, g, v in zip(ps, gs, vs):
        # 2.10's ApplyMomentum kernel: v = v * momentum + g; p -= v * lr, each product rounded
        # (XLA would contract them into FMAs)
        v2 = (rounded_product(v, jnp.asarray(momentum, v.dtype), lr) + g).astype(v.dtype)
        step = g + rounded_product(v2, jnp.asarray(momentum, v.dtype), lr) if nesterov else v2
        new_p.append(p - rounded_product(step, jnp.asarray(lr, p.dtype), lr).astype(p.dtype))
        new_v.append(v2)
    return tuple(new_p) + tuple(new_v)


@register("sgd_update", props=(NONDIFF,), multiple_results=True)
def sgd_update(lr, momentum, *arrays, dampening, nesterov):
    """MindSpore SGD on flat (p..., g..., accum..., stat...): accum = g where stat > 0 (the
    element's first step), else momentum * accum + (1 - dampening) * g; p -= lr * (g +
    momentum * accum if nesterov else accum). Returns (new p..., new accum..., new stat...),
    stat all zeros. ``nn.SGD`` with momentum 0 uses ``gd_update`` instead."""
    ps, gs, acc, stats = _split(arrays, len(arrays) // 4)
    new_p, new_a = [], []
    for p, g, a, s in zip(ps, gs, acc, stats):
        mo = jnp.asarray(momentum, a.dtype)
        mixed = rounded_product(a, mo, lr) + rounded_product(
            jnp.asarray(1, a.dtype) - jnp.asarray(dampening, a.dtype), g, lr)
        a2 = jnp.where(s > 0, g, mixed).astype(a.dtype)
        step = g + rounded_product(a2, mo, lr) if nesterov else a2
        new_p.append(p - rounded_product(jnp.asarray(lr, p.dtype), step, lr).astype(p.dtype))
        new_a.append(a2)
    return tuple(new_p) + tuple(new_a) + tuple(jnp.zeros_like(s) for s in stats)


@register("gd_update", props=(NONDIFF,), multiple_results=True)
def gd_update(lr, *arrays):
    """Plain gradient descent on flat (p..., g...): p -= lr * g. MindSpore's SGD with momentum 0
    (its kernel then leaves accum and stat as they are)."""
    ps, gs = _split(arrays, len(arrays) // 2)
    return tuple(p - rounded_product(jnp.asarray(lr, p.dtype), g, lr) for p, g in zip(ps, gs))


@register("adam_update", props=(NONDIFF,), multiple_results=True)
def adam_update(lr, beta1_power, beta2_power, *arrays, beta1, beta2, eps, nesterov, decoupled):
    """Adam on flat (p..., g..., m..., v...); moments via optax's ``tree_update_moment``.

    ``decoupled`` is None for MindSpore's Adam: lr_t = lr * sqrt(1 - b2^t) / (1 - b1^t);
    p -= lr_t * m / (sqrt(v) + eps) (nesterov: m -> b1 * m + (1 - b1) * g). Otherwise it holds
    one weight decay per parameter (AdamW, PyTorch/optax formula): p *= 1 - lr * wd;
    p -= lr * m_hat / (sqrt(v_hat) + eps).
    """
    import optax.tree_utils as otu
    ps, gs, ms_, vs = _split(arrays, len(arrays) // 4)
    if decoupled is None:
        return ms_adam(lr, beta1_power, beta2_power, ps, gs, ms_, vs, beta1, beta2, eps,
                       nesterov)
    m2 = otu.tree_update_moment(list(gs), list(ms_), beta1, 1)
    v2 = otu.tree_update_moment_per_elem_norm(list(gs), list(vs), beta2, 2)
    new_p = []
    for i, (p, g, m, v) in enumerate(zip(ps, gs, m2, v2)):
        if decoupled is not None:
            step = lr * (m / (1 - beta1_power)) / (jnp.sqrt(v / (1 - beta2_power)) + eps)
            if decoupled[i]:
                p = p * (1 - lr * decoupled[i]).astype(p.dtype)
        else:
            lr_t = lr * jnp.sqrt(1 - beta2_power) / (1 - beta1_power)
            mm = beta1 * m + (1 - beta1) * g if nesterov else m
            step = lr_t * mm / (jnp.sqrt(v) + eps)
        new_p.append(p - step.astype(p.dtype))
    return (tuple(new_p) + tuple(m.astype(o.dtype) for m, o in zip(m2, ms_))
            + tuple(v.astype(o.dtype) for v, o in zip(v2, vs)))


# ---- padding ------------------------------------------------------------------------------------
_PAD_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "edge",
              "circular": "wrap"}


@register("pad", value_attrs=("value",))
def pad(x, *, pads, mode, value):
    """Pad with ((lo, hi), ...) per dim (negative crops); modes constant/reflect/replicate/
    circular as in ``ops.pad``."""
    if mode == "constant":
        return lax.pad(x, jnp.asarray(value, x.dtype), tuple((lo, hi, 0) for lo, hi in pads))
    if any(lo < 0 or hi < 0 for lo, hi in pads):    # crop first, then pad what is left
        x = x[tuple(slice(-min(lo, 0), d + min(hi, 0)) for (lo, hi), d in zip(pads, x.shape))]
        pads = tuple((max(lo, 0), max(hi, 0)) for lo, hi in pads)
    return jnp.pad(x, pads, mode=_PAD_MODES[mode])


# ---- recurrent ----------------------------------------------------------------------------------
@register("lstm_layer", multiple_results=True)
def lstm_layer(x, h0, c0, w_ih, w_hh, *rest, reverse, proj=False):
    """One LSTM layer over time-major ``x`` (T, N, I) with gates (i, f, g, o), as a
    ``lax.scan`` (speed: one kernel per layer and direction instead of ~10 eager ops per step).
    ``rest``: the biases ``b_ih, b_hh`` (or none), then with ``proj`` the projection ``w_hr``
    (P, H) that maps each step's hidden state to size P (``h0``, ``w_hh`` and the outputs then
    have size P). Returns (outputs (T, N, H or P), h_T, c_T)."""
    w_hr, b = (rest[-1], rest[:-1]) if proj else (None, rest)
    bias = (b[0] + b[1]) if b else 0.0
    xw = jnp.einsum("tni,gi->tng", x, w_ih) + bias      # input projection for all steps at once

    def step(carry, xg):
        h, c = carry
        gates = xg + h @ w_hh.T
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        if proj:
            h = h @ w_hr.T
        return (h, c), h

    (h, c), out = lax.scan(step, (h0, c0), xw, reverse=reverse)
    return out, h, c
