"""glibc's float32 ``tanhf`` (the fdlibm algorithm, glibc <= 2.40) in float32 XLA ops, and
2.10's Expm1/Log1p kernels (``exp(x) - 1``, ``log(1 + x)`` of the C library's exp/log).

MindSpore 2.10's CPU ``GeLU`` kernel calls ``std::tanh`` on float32, i.e. the C library's
``tanhf``; XLA's own tanh is a different rational approximation (``jax.nn.gelu`` differed from
2.10's GeLU on 29% of the values). glibc 2.41 replaced tanhf by a correctly rounded one (CORE-MATH):
2.10 on such a system gives other bits. fdlibm's tanhf is
``1 - 2 / (expm1f(2|x|) + 2)`` for ``|x| >= 1`` and ``-t / (t + 2)``, ``t = expm1f(-2|x|)``
below, with fdlibm's float32 expm1f (argument reduction by ``k ln2``, a degree-5 polynomial in
``x^2 / 2``, the result's exponent raised by ``k``). Every product that feeds an addition is
rounded first (``rounded_product``): XLA's CPU backend would contract it into an FMA, which the
C code does not do."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from .libm_erff import erff
from .nnacl import nnacl_exp
from .rounding import opaque_constant, rounded_product

_F, _D = jnp.float32, jnp.float64
# numpy scalars, as nnacl's: a jnp constant made at import would start JAX's backend
_LN2_HI, _LN2_LO, _INV_LN2 = (np.float32(6.9313812256e-01), np.float32(9.0580006145e-06),
                              np.float32(1.4426950216e+00))
_Q = tuple(np.float32(c) for c in (-3.3333335072e-02, 1.5873016091e-03, -7.9365076090e-05,
                                   4.0082177293e-06, -2.0109921195e-07))


def _bits(x):
    return lax.bitcast_convert_type(x, jnp.int32)


def _float(i):
    return lax.bitcast_convert_type(i, _F)


def _expm1f(x):
    """fdlibm's float32 expm1f for the arguments tanhf gives it: ``x`` in ``[-2, 0]`` or
    ``[2, 44]`` (no overflow, no ``|x| < 2**-25`` shortcut needed: ``k == 0`` covers it
    to the bit, as the C code's own small-argument branch returns ``x`` and so does the
    polynomial there)."""
    mul = lambda a, b: rounded_product(a, b, x)
    hx = _bits(x) & 0x7fffffff
    neg = x < 0
    reduce_ = hx > 0x3eb17218                   # |x| > ln2 / 2
    near = hx < 0x3F851592                      # |x| < 1.5 ln2: k = +-1
    k_far = (mul(_INV_LN2, x) + jnp.where(neg, _F(-0.5), _F(0.5))).astype(jnp.int32)
    k = jnp.where(reduce_, jnp.where(near, jnp.where(neg, -1, 1), k_far), 0)
    t = k.astype(_F)
    hi = jnp.where(near, jnp.where(neg, x + _LN2_HI, x - _LN2_HI), x - mul(t, _LN2_HI))
    lo = jnp.where(near, jnp.where(neg, -_LN2_LO, _LN2_LO), mul(t, _LN2_LO))
    r = jnp.where(reduce_, hi - lo, x)
    c = jnp.where(reduce_, (hi - r) - lo, _F(0))
    hfx = _F(0.5) * r
    hxs = mul(r, hfx)
    poly = _Q[4]
    for q in reversed(_Q[:4]):
        poly = q + mul(hxs, poly)
    r1 = _F(1) + mul(hxs, poly)
    tt = _F(3) - mul(r1, hfx)
    e = mul(hxs, (r1 - tt) / (_F(6) - mul(r, tt)))
    small = r - (mul(r, e) - hxs)                               # k == 0
    e = (mul(r, e - c) - c) - hxs
    minus_one = _F(0.5) * (r - e) - _F(0.5)                     # k == -1
    shift = k << 23
    wide = _float(_bits(_F(1) - (e - r)) + shift) - _F(1)       # k <= -2 or k > 56
    ks = jnp.clip(k, 0, 31)
    mid = _float(_bits(_float(0x3f800000 - (0x1000000 >> ks)) - (e - r)) + shift)  # 2 <= k < 23
    high = _float(_bits((r - (e + _float((0x7f - ks) << 23))) + _F(1)) + shift)   # 23 <= k <= 56
    scaled = jnp.where((k <= -2) | (k > 56), wide, jnp.where(k < 23, mid, high))
    return jnp.where(k == 0, small, jnp.where(k == -1, minus_one, scaled))


@jax.custom_jvp
def tanhf(x):
    """glibc's (fdlibm's) float32 tanhf, bit for bit; derivative ``1 - tanh^2``."""
    a = jnp.abs(x)
    ia = _bits(a)
    big = ia >= 0x3f800000                                      # |x| >= 1
    t = _expm1f(jnp.where(big, _F(2) * a, _F(-2) * a))
    z = jnp.where(big, _F(1) - _F(2) / (t + _F(2)), -t / (t + _F(2)))
    z = jnp.where(ia < 0x24000000, a * (_F(1) + a), z)          # |x| < 2**-55
    z = jnp.where(ia >= 0x41b00000, _F(1), z)                   # |x| >= 22
    z = jnp.where(jnp.isnan(x), x, z)
    return jnp.where(_bits(x) < 0, -z, z)


@tanhf.defjvp
def _tanhf_jvp(primals, tangents):
    y = tanhf(primals[0])
    return y, (_F(1) - y * y) * tangents[0]


def gelu_tanh(x):
    """MindSpore 2.10's CPU float32 tanh GeLU, ``x * (1 + tanhf(a * (x + b * x^3))) / 2``, with
    glibc's tanhf (``std::tanh``), bit for bit."""
    cube = rounded_product(_F(0.044715) * x * x, x, x)
    return x * (_F(1) + tanhf(_F(0.7978845608) * (x + cube))) / _F(2)


def gelu_tanh_grad(x):
    """2.10's CPU float32 ``GeLUGrad`` factor (``dx = dout * it``): ``tanh`` and the slope
    ``0.7978845608 + 0.1070322244 x^2`` in double, rounded to float32, then
    ``((1 + t) + x (1 - t^2) s) / 2`` in float32, each product rounded (no FMA): measured bit
    for bit on 401 values, where the derivative of ``gelu_tanh`` was 5e-5 off on 75%."""
    xd = x.astype(_D)
    t = jnp.tanh(0.7978845608 * (xd + ((0.044715 * xd) * xd) * xd)).astype(_F)
    slope = (0.7978845608 + (0.1070322244 * xd) * xd).astype(_F)

    def mul(a, b):
        return rounded_product(a, b, x)
    return (mul(mul(x, _F(1) - mul(t, t)), slope) + (_F(1) + t)) / _F(2)


def gelu_erf_half(x):
    """MindSpore 2.10's CPU float16 exact GeLU, ``(x * (1 + erf(x / sqrt(2)))) / 2`` rounding to
    float16 at each step (the quotient and ``erf`` from float32): measured bit for bit on 256
    values, both modes (XLA's float32-internal GeLU was off on 40% of them, -0.0 against
    -0.000148 at -3.96, where 2.10's ``1 + erf`` is 0)."""
    t = (x.astype(_F) / _F(np.float16(np.sqrt(2)))).astype(x.dtype)
    u = jnp.ones((), x.dtype) + jax.scipy.special.erf(t.astype(_F)).astype(x.dtype)
    return x * u * jnp.asarray(0.5, x.dtype)


def ms_erf(x):
    """2.10's Erf: on the CPU backend, for float32, glibc's erff (``_erf_f32``); else XLA's."""
    if x.dtype == _F and jax.default_backend() == "cpu":
        return _erf_f32(x)
    return jax.scipy.special.erf(x)


@jax.custom_jvp
def _erf_f32(x):
    """glibc's erff (``libm_erff``: 4 of 1.5M values an ulp off 2.10's; the float64 erf rounded
    to float32 was off on ~3% at 2.3x the time, XLA's float32 erf on ~56%; erfc is glibc's
    correctly rounded one, ``c_library``). Its derivative is 2.10's bprop,
    ``dout * (2 / sqrt(pi)) * exp(-x^2)`` with its CPU Exp (nnacl's), bit for bit."""
    return erff(x)


@_erf_f32.defjvp
def _erf_f32_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    # 2.10's bprop, ``dout * (c * exp(-x^2))`` (measured with a cotangent other than 1: its
    # ``Mul(Mul(dout, c), exp)`` multiplies the constant into the exp first)
    return _erf_f32(x), t * (_F(2 / np.sqrt(np.pi)) * nnacl_exp(-(x * x)))


def gelu_erf_f32(x):
    """2.10's float32 exact GeLU, its Python composite ``x * (erf(x / sqrt(2)) + 1) * 0.5`` over
    its CPU Div and Erf kernels (``sqrt(2)`` a float32 constant; the divisor kept opaque, so
    XLA divides rather than multiplying by a reciprocal): ~97% of values 2.10's bits (XLA's
    fused GeLU ~47%)."""
    q = x / opaque_constant(np.sqrt(np.float32(2)), x)
    e1 = ms_erf(q) + _F(1)
    # x times a 1 XLA cannot fold (finite: e1 is): transposed, Mul's ``dout * e1`` is rounded
    # before it joins the erf path's gradient, as 2.10 adds the two (no FMA)
    one = _F(1) - jnp.abs(jnp.zeros((), _F) * e1)
    return (x * one) * e1 * _F(0.5)


def c_library(fn):
    """``fn`` as the C library's: a Float16/Float32 (Complex64) input computed in Float64
    (Complex128) and rounded once. 2.10's CPU kernels of sinh, cosh, asin, acos, exp2 (and the
    exp/log inside Expm1/Log1p) call the C library, whose results are the correctly rounded
    value on 3,012 points (/tmp/numerics12/sc.py: 0 differences in Float16 and Float32 but 1 and
    13 for expf/logf), where XLA's own float32 ones are 1-2 ulp off on a third of them.
    Float64 stays XLA's (1 ulp off glibc on a third of the points)."""
    def wide(x):
        if x.dtype in (jnp.float16, jnp.float32, jnp.complex64):
            big = jnp.complex128 if x.dtype == jnp.complex64 else jnp.float64
            return fn(x.astype(big)).astype(x.dtype)
        return fn(x)
    return wide


def libm_expm1(x):
    """2.10's CPU Expm1 is ``exp(x) - 1`` in the input's type (expm1(1e-30) = 0, expm1(-0) = +0;
    measured /tmp/numerics12/sc.py: 0 differences in Float16, 1 in Float32, Float64 XLA's exp)."""
    if jnp.iscomplexobj(x):
        return jnp.expm1(x)
    return c_library(jnp.exp)(x) - jnp.ones((), x.dtype)


def libm_log1p(x):
    """2.10's CPU Log1p is ``log(1 + x)``, the sum rounded to the input's type first
    (log1p(1e-30) = 0, log1p(-0) = +0; 0 differences in Float16/Float64, 13 in Float32 on 3,012
    points, /tmp/numerics12/sc.py)."""
    if jnp.iscomplexobj(x):
        return jnp.log1p(x)
    return c_library(jnp.log)(x + jnp.ones((), x.dtype))



def exp2_kernel(x):
    """2.10's ``ops.exp2``: ``Pow(2, x)`` with a Float32 2 (Float16 for a Float16 ``x``), so
    BFloat16 computes in Float32 and gives Float32, Float64 is ``pow`` (exact at integers:
    ``exp2(3.0)`` is 8.0, XLA's exp2 7.999999999999998); Float16/Float32 as the C library's
    (measured)."""
    if x.dtype == jnp.bfloat16:
        x = x.astype(jnp.float32)
    if x.dtype == jnp.float64:
        return jnp.power(jnp.asarray(2.0, x.dtype), x)
    return c_library(jnp.exp2)(x)


def celu_kernel(x, alpha):
    """2.10's CPU CeLU (Float32): ``x`` above 0, else ``expm1(x / alpha) * alpha`` computed in
    double (its ``alpha`` a double holding the Float32 value) and rounded once; other dtypes
    XLA's ``celu``."""
    if x.dtype != jnp.float32:
        return jax.nn.celu(x, alpha)
    a = np.float64(np.float32(alpha))
    wide = jnp.expm1(x.astype(jnp.float64) / a) * a
    return jnp.where(x > 0, x, wide.astype(x.dtype))
