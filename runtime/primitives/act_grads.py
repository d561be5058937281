"""Activations whose gradients are 2.10's own CPU grad kernels or bprop formulas, not the
derivative of their forward: ``Softplus`` (``SoftplusGrad``), ``Mish`` (its bprop over Softplus,
Tanh, TanhGrad and SoftplusGrad), ``FastGeLU`` (``FastGeLUGrad``) and ``Tanhshrink`` (its bprop
over Sub and TanhGrad).

``Softplus`` is ``log(1 + exp(x))`` with nnacl's exp and log, ``x`` itself above 88 and +inf at
NaN (nnacl's exp clamps NaN to its upper bound, where ``2**128`` overflows). Its gradient is
not the derivative of that composition but ``SoftplusGrad(dout, x) = dout / (1 + exp(-x))``,
nnacl's exp in the AVX and SSE lanes and in the scalar tail alike (measured bit for bit on 402
values, both modes). Float16 and float64 go through float32 (2.10's ``ops.softplus`` casts them,
measured: float64 ``softplus(1)`` is ``1.3132610321044922``).

``Mish``'s bprop (grad_nn_ops "Mish") is ``th * dout + SoftplusGrad(TanhGrad(th, x * dout), x)``
with ``th = Tanh(Softplus(x))``: nnacl's tanh of the kernel above, ``TanhGrad`` ``fma(-th, th,
1) * dy``. It is not mish's derivative (up to 6% from it where ``x`` is near -1.2, where the
Pade tanh and the two exps do not cancel as the exact terms would).

``FastGeLUGrad`` is ``dout * ((1 + 1.702 x) e + 1) / (e + 1)^2``, ``e = exp(-1.702 x)``, all in
float64 and rounded once to the input's float16 or float32 (measured bit for bit on 401
values, both dtypes; the sigmoid form's derivative was 5e-5 off on half of them, float16 up to
40%). It is NaN below x = -416, where ``e`` overflows float64 (2.10 too).
"""
import jax
import jax.numpy as jnp

from ..registry import ELEMENTWISE, register, with_primal
from .math import cpu_kernel, exact_divide, in_float32
from .nnacl import _fma, cpu_tanh, mish_reference, nnacl_exp, nnacl_log, nnacl_mish, nnacl_tanh

_F = jnp.float32


def _c(v, x):
    return jnp.asarray(v, x.dtype)


def _softplus_f32(x, exp, log):
    big = x > 88
    y = jnp.where(big, x, log(_F(1) + exp(jnp.where(big, jnp.zeros_like(x), x))))
    return jnp.where(jnp.isnan(x), _F(jnp.inf), y)


def _on_cpu():
    return jax.default_backend() == "cpu"


def softplus_denominator(x):
    """``1 + exp(-x)``, ``SoftplusGrad``'s divisor (nnacl's exp on the CPU)."""
    return _F(1) + (nnacl_exp(-x) if _on_cpu() else jnp.exp(-x))


def softplus_f32(x):
    """2.10's float32 ``Softplus`` kernel (XLA's exp and log off the CPU)."""
    if _on_cpu():
        return _softplus_f32(x, nnacl_exp, nnacl_log)
    return _softplus_f32(x, jnp.exp, jnp.log)


def _softplus_jvp(primals, tangents):
    """``SoftplusGrad``: ``dout / (1 + exp(-x))`` in float32 (its cast to and from float16 or
    float64 around it, as 2.10's ``ops.softplus``)."""
    (x,), (t,) = primals, tangents
    x32 = x.astype(_F)
    return exact_divide(t.astype(_F), softplus_denominator(x32)).astype(x.dtype)


@register("softplus", props=(ELEMENTWISE,), jvp=_softplus_jvp)
def softplus(x):
    """``log(1 + exp(x))``, 2.10's float32 kernel (float16 and float64 computed in it and
    rounded back); gradient ``SoftplusGrad``'s (module docstring)."""
    if x.dtype == _F:
        return softplus_f32(x)
    return softplus_f32(x.astype(_F)).astype(x.dtype)


def _unfused(t, like):
    """``t`` times a 1 XLA cannot fold: a product of it is rounded before the sum it feeds
    (transposed, ``dout * th`` is not contracted into an FMA with the other term)."""
    return t * (_F(1) - jnp.abs(jnp.zeros((), _F) * like))


@with_primal
def _mish_jvp(primals, tangents):
    """2.10's bprop (module docstring), its float32 order where ``dout`` is the cotangent: the
    tangent ``((t / d) * k) * x`` transposes to ``((dout * x) * k) / d``, ``SoftplusGrad`` of
    ``TanhGrad(th, x * dout)``. Float16: each kernel of the bprop in float32 on float16
    values, rounded to float16 after each (2.10's CPU raises them to its float32 kernels;
    measured in PYNATIVE_MODE, bit for bit). Float64 (2.10: through float32) is mish's
    derivative in float64, as its forward stays float64."""
    (x,), (t,) = primals, tangents
    if x.dtype not in (_F, jnp.float16):    # float64 keeps its own precision: the derivative
        th = jnp.tanh(jax.nn.softplus(x))
        return mish.impl(x), t * (th + x * (1 - th * th) * jax.nn.sigmoid(x))
    r = (lambda v: v.astype(jnp.float16).astype(_F)) if x.dtype == jnp.float16 else (lambda v: v)
    x32, t32 = x.astype(_F), t.astype(_F)
    sp = r(softplus_f32(x32))
    th = r(nnacl_tanh(sp) if _on_cpu() else jnp.tanh(sp))
    k = _fma(-th, th, _F(1))
    # written in reverse: the transpose runs these steps last to first
    tangent = r(_unfused(t32, x32)) * th + r(r(exact_divide(r(t32), softplus_denominator(
        x32))) * k) * x32
    return mish.impl(x), tangent.astype(x.dtype)


@register("mish", props=(ELEMENTWISE,), jvp=_mish_jvp)
def mish(x):
    """x * tanh(softplus(x)); on the CPU 2.10's float32-only kernel (``nnacl_mish``), float16
    computed in it and rounded once, elsewhere XLA's. 2.10 rounds float64 through it too
    (measured); float64 stays float64 here, as LayerNorm's does (``norm.py``). Gradient:
    2.10's bprop (``_mish_jvp``)."""
    return cpu_kernel(x, nnacl_mish, in_float32(mish_reference), (jnp.float16, _F))


def _fast_gelu_xla(x):
    return x * jax.nn.sigmoid(_c(1.702, x) * x)


def _fast_gelu_cpu(x):
    """2.10's CPU FastGeLU kernel, float32: ``x * e2 / (1 + e1)`` with ``e1 = exp(-1.702 |x|)``
    and ``e2 = exp(0.851 (x - |x|))`` taken in float64, each rounded to float32 (measured bit
    for bit)."""
    xd = x.astype(jnp.float64)
    one = 1 + jnp.exp(-1.702 * jnp.abs(xd)).astype(_F)
    return x * jnp.exp(0.851 * (xd - jnp.abs(xd))).astype(_F) / one


def _fast_gelu_half(x):
    """2.10's CPU float16 FastGeLU: the float32 kernel's terms rounded to float16, then
    ``(x * e2) / (1 + e1)`` in float16 arithmetic (each operation rounded)."""
    h = jnp.float16
    xd = x.astype(jnp.float64)
    e1 = jnp.exp(-1.702 * jnp.abs(xd)).astype(_F).astype(h)
    e2 = jnp.exp(0.851 * (xd - jnp.abs(xd))).astype(_F).astype(h)
    one = (_F(1) + e1.astype(_F)).astype(h)
    return ((x.astype(_F) * e2.astype(_F)).astype(h).astype(_F) / one.astype(_F)).astype(h)


def _fast_gelu_jvp(primals, tangents):
    """``FastGeLUGrad`` (module docstring) on the CPU; the derivative elsewhere."""
    (x,), (t,) = primals, tangents
    if not _on_cpu():
        return jax.jvp(_fast_gelu_xla, primals, tangents)[1]
    xd = x.astype(jnp.float64)
    e = jnp.exp(-1.702 * xd)
    return (t.astype(jnp.float64) * (((1 + 1.702 * xd) * e + 1) / ((e + 1) * (e + 1)))
            ).astype(x.dtype)


@register("fast_gelu", props=(ELEMENTWISE,), jvp=_fast_gelu_jvp)
def fast_gelu(x):
    """x * sigmoid(1.702 x) (MindSpore's FastGeLU; Float16/Float32 only, 2.10's text)."""
    if jnp.result_type(x) == jnp.float64:
        raise TypeError("For 'FastGeLU', input[0] type should be float16 or float32. but got "
                        "Float64")
    if x.dtype == jnp.float16 and _on_cpu():
        return _fast_gelu_half(x)
    return cpu_kernel(x, _fast_gelu_cpu, _fast_gelu_xla)


def _tanhshrink_jvp(primals, tangents):
    """2.10's bprop of ``x - Tanh(x)`` in float32 on the CPU: ``dout + TanhGrad(y, -dout)``,
    TanhGrad's ``(-dout) * fma(-y, y, 1)`` rounded before the sum (measured bit for bit). XLA
    contracted the derivative's product and sum into one FMA: 35% of values an ulp off. The
    tangent multiplies ``t`` by a 1 XLA cannot fold first, so that, transposed, the product
    reaching the sum is that exact one. Other dtypes and backends: the derivative of the
    implementation."""
    (x,), (t,) = primals, tangents
    if x.dtype != jnp.float32 or jax.default_backend() != "cpu":
        return jax.jvp(tanhshrink.impl, (x,), (t,))[1]
    y = cpu_tanh(x)
    return t - _unfused(t, x) * _fma(-y, y, _F(1))


@register("tanhshrink", props=(ELEMENTWISE,), jvp=_tanhshrink_jvp)
def tanhshrink(x):
    """x - tanh(x), 2.10's composite over its Tanh kernel (``nnacl.cpu_tanh``: measured bit for
    bit on the CPU; XLA's tanh differed from it by up to 6% of the result near 0); integers
    in Float32 (measured: Int64 gave Float64)."""
    x = x if jnp.issubdtype(x.dtype, jnp.inexact) else x.astype(jnp.float32)
    return x - cpu_tanh(x)
