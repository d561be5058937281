"""BinaryCrossEntropy as MindSpore 2.10's CPU kernel computes and reduces it, with its bprop."""
import jax.numpy as jnp
from jax.custom_derivatives import SymbolicZero

from ..registry import get_op, register
from .axis_sums import halving_sum
from .loss_reduce import _reduce
from .reduce import _mean, run_time_count
from .math import cpu_float64_sums, exact_divide, log
from .rounding import opaque_constant, rounded_product


def _libm_log(v):
    """The C library's log of a float32/float16 value as 2.10's CPU kernels call it (``logf``
    on the value widened to float): float64's log, rounded (glibc's logf differs from it by an
    ulp on ~0.3% of the values)."""
    return jnp.log(v.astype(jnp.float64)).astype(v.dtype)


def _bce_jvp(primals, tangents, *, reduction):
    """2.10's BinaryCrossEntropy bprop: the input's gradient is BinaryCrossEntropyGrad's
    w (x - y) / max(x (1 - x), eps) times the output's gradient (divided by the size first for
    'mean'), the target's (log(1 - x) - log(x)) times it, then w (Log is 2.10's Log op, no eps:
    infinite at 0 and 1); the weight gets none (nondiff_argnums)."""
    x, y, w = primals
    xx = x * (1 - x)
    eps = jnp.asarray(1e-12, x.dtype)
    dx = w * (x - y) / jnp.where(xx > eps, xx, eps)
    dy = log.impl(1 - x) - log.impl(x)
    return _reduce(dx * tangents[0] + dy * (w * tangents[1]), reduction, like=x)


@register("binary_cross_entropy", jvp=_bce_jvp, nondiff_argnums=(2,))
def binary_cross_entropy(x, y, w, *, reduction):
    """-w * (y log(x + eps) + (1 - y) log(1 - x + eps)), eps = 1e-12 in the input's dtype
    (0 in float16), each step rounded to the dtype as 2.10's CPU kernel: its products are
    rounded before the sum (``rounded_product``: XLA's fma left float16 results an ulp off on
    15% of the values, float32 on 20% with XLA's log). 'sum' and 'mean' add the losses in the
    kernel's halving order (``_halving_sum``; XLA's float32 sum off the CPU backend:
    ``cpu_float64_sums``); 'mean' divides that in the dtype (measured on 2.10: 100003 float32
    losses sum to 50087.27734375, where a float32 running sum gives 50087.3828125; their mean
    is 0.5008577704429626, the float32 quotient (``exact_divide``: not XLA's product by 1 / n,
    0.5008577108383179))."""
    eps = opaque_constant(1e-12, x)
    lo, l1 = _libm_log(x + eps), _libm_log(1 - x + eps)
    loss = -w * (rounded_product(y, lo, x) + rounded_product(1 - y, l1, x))
    if reduction == "none":
        return loss
    if cpu_float64_sums() and loss.size:
        total = _halving_sum(loss.reshape(-1))
    else:
        total = jnp.sum(loss, dtype=jnp.float32).astype(loss.dtype)
    return total if reduction == "sum" else exact_divide(total, jnp.asarray(loss.size, total.dtype))


def _halving_sum(v):
    """2.10's CPU kernel's sum of the losses, in their dtype: the last value is added to the
    first where the count is odd, then the second half is added onto the first, halving, and
    at an odd half above 2 its last value is added to the first again (measured bit for bit on
    2.10: 7 to 100003 float32 losses; a float64 sum rounded, which the kernel was taken for,
    differs at 16 values and at (8, 37)). log2(n) vector adds, which XLA fuses."""
    v = v - jnp.minimum(jnp.abs(v), 0)    # (-0 added: XLA cannot contract a product into it)
    return halving_sum(v, 0)[0]


def _bce_logits_mean_jvp(primals, tangents):
    """``BCEWithLogitsLoss``'s 'mean' bprop: its backward kernel finishes each element's
    gradient, ``((factor * dout) * w)``, then divides it by the count (measured on 2.10 with
    weights and pos_weight: 100%; the mean's ``dout / n`` taken first, 61-68%). The tangent
    divides ``t`` by the count first, which the transpose runs last; the count is a run-time
    value (``reduce.run_time_count``: XLA would multiply by its reciprocal)."""
    elementwise = get_op("bce_with_logits")
    out = elementwise.impl(*primals)
    n = run_time_count(out.size, out, out.dtype)
    scaled = [t if type(t) is SymbolicZero else exact_divide(t, n.astype(t.dtype))
              for t in tangents]
    _, t_out = elementwise.jvp(primals, scaled)
    return _mean(out, None, False), jnp.sum(t_out)


_bce_logits_mean_jvp.returns_primal = True
_bce_logits_mean_jvp.symbolic_zeros = True


@register("bce_with_logits_mean", jvp=_bce_logits_mean_jvp)
def bce_with_logits_mean(x, y, weight, pos_weight):
    """The mean of ``bce_with_logits`` (as ``reduce_mean`` takes it), whose gradient is 2.10's
    (``_bce_logits_mean_jvp``)."""
    return _mean(get_op("bce_with_logits").impl(x, y, weight, pos_weight), None, False)
