"""glibc's float32 ``lgammaf`` (the fdlibm algorithm, glibc 2.36) for positive arguments, in
float32 XLA ops: MindSpore 2.10's CPU ``Lgamma`` kernel on Float32 calls it (296 of 296 values
equal through ctypes, session 72), where lgamma computed in float64 and rounded once matched
78% (fdlibm's float version is a few ulp from the true value).

The algorithm, by range of ``x > 0``: below ``2**-30`` ``-log(x)``; at 1 and 2 exactly 0; below
2 ``lgamma(x + 1) - log(x)`` below 0.9, then one of three approximations chosen by the
distance to the minimum ``tc`` (a polynomial in ``y = 1 - x`` or ``2 - x``, one in ``y = x -
tc`` split in three interleaved parts, or a rational function of ``y = x - 1``); below 8 a
rational function of the fractional part plus ``log`` of ``(y + 2) ... (y + i - 1)``; below
``2**26`` Stirling's series in ``1 / x``; above it ``x (log x - 1)``. Its coefficients are the
float32 roundings of fdlibm's double ones (listed by their bits below). Every product that feeds
an addition is rounded first (``rounded_product``), as the C code, not contracted into an FMA.
``log`` is the C library's ``logf`` taken as float64 ``log`` rounded once (glibc's ``logf`` is
within 0.82 ulp, so it may differ on rare arguments). Negative arguments: the reflection
``log(pi / |sin(pi x) x|) - lgamma(-x)`` (``lgammaf_negative``) below -15 and above -2; glibc
computes ``-15 < x < -2`` by another routine (not ported): the caller keeps its own value there."""
import jax.numpy as jnp
import numpy as np
from jax import lax

from .rounding import rounded_product

_F = jnp.float32


def _c(*bits):
    """float32 constants from their bit patterns (fdlibm's list)."""
    return tuple(np.array(bits, np.uint32).view(np.float32))


_TC, _TF, _TT = _c(0x3fbb16c3, 0xbdf8cdcd, 0x31e61c52)
# y = 1 - x or 2 - x: even and odd coefficients
_A_EVEN = _c(0x3d9e233f, 0x3d89f001, 0x3bf2027e, 0x3a9c54a1, 0x39679767, 0x37d383a2)
_A_ODD = _c(0x3ea51a66, 0x3ca89915, 0x3b3d6ec6, 0x3a05b634, 0x38e28445, 0x383c2c75)
# y = x - tc: three interleaved parts in w = y**3
_T_PARTS = (_c(0x3ef7b95e, 0xbd064d47, 0x3bc7e707, 0xbab7f476, 0x39a57b6b),
            _c(0xbe17213c, 0x3c93373d, 0xbb7177fe, 0x3a66f867, 0xb9a3f927),
            _c(0x3d845a15, 0xbc28fcfe, 0x3b141699, 0xba0d3085, 0x39afe9f7))
# y = x - 1: numerator and denominator (leading 1)
_U = _c(0xbd9e233f, 0x3f2200f4, 0x3fba3ae7, 0x3f7a4bb2, 0x3e6a7578, 0x3c5b3c5e)
_V = (np.float32(1),) + _c(0x401d2ebe, 0x4008392d, 0x3f44efdf, 0x3dd572af, 0x3b52d5db)
# 2 <= x < 8, fractional part y
_S = _c(0xbd9e233f, 0x3e5c245a, 0x3ea6cc7a, 0x3e15dce6, 0x3cda40e4, 0x3af135b4, 0x3805ff67)
_R = (np.float32(1),) + _c(0x3fb22d3b, 0x3f38d0c5, 0x3e300f6e, 0x3c98bf54, 0x3a4beed6,
                           0x36f5d7bd)
# Stirling's series in 1 / x
_W = _c(0x3ed67f1d, 0x3daaaaab, 0xbb360b61, 0x3a500cfd, 0xba1c065c, 0x3a5b3dd2, 0xbad5c4e8)


def _logf(v):
    return jnp.log(v.astype(jnp.float64)).astype(_F)


def lgammaf_positive(x):
    """glibc's ``lgammaf`` of a float32 array, bit for bit where ``x > 0`` (and +inf, NaN);
    other elements carry no meaning."""
    mul = lambda a, b: rounded_product(a, b, x)

    def horner(v, coeffs):      # c0 + v (c1 + v (c2 + ...)), each product rounded
        acc = jnp.full_like(v, coeffs[-1])
        for c in reversed(coeffs[:-1]):
            acc = c + mul(v, acc)
        return acc

    ix = lax.bitcast_convert_type(x, jnp.int32) & 0x7fffffff
    safe = jnp.where((ix > 0) & (ix < 0x7f800000), x, _F(1))
    # x < 2: y and the approximation (0, 1, 2) as the C code chooses them
    low = ix <= 0x3f666666
    i0 = jnp.where(low, ix >= 0x3f3b4a20, ix >= 0x3fdda618)
    i1 = ~i0 & jnp.where(low, ix >= 0x3e6d3308, ix >= 0x3f9da620)
    y = jnp.where(low, jnp.where(i0, _F(1) - safe, jnp.where(i1, safe - (_TC - _F(1)), safe)),
                  jnp.where(i0, _F(2) - safe, jnp.where(i1, safe - _TC, safe - _F(1))))
    z = y * y
    p0 = mul(y, horner(z, _A_EVEN)) + mul(z, horner(z, _A_ODD))
    w = z * y
    p1, p2, p3 = (horner(w, part) for part in _T_PARTS)
    q1 = _TF + (mul(z, p1) - (_TT - mul(w, p2 + mul(y, p3))))
    q2 = mul(_F(-0.5), y) + (y * horner(y, _U)) / horner(y, _V)
    below2 = jnp.where(i0, p0 - _F(0.5) * y, jnp.where(i1, q1, q2))
    below2 = jnp.where(low, -_logf(safe), _F(0)) + below2
    # 2 <= x < 8
    n = jnp.floor(safe)
    f = safe - n
    mid = _F(0.5) * f + (f * horner(f, _S)) / horner(f, _R)
    prod = jnp.ones_like(safe)
    for k in range(6, 1, -1):
        prod = jnp.where(n >= k + 1, prod * (f + _F(k)), prod)
    mid = jnp.where(n >= 3, mid + _logf(prod), mid)
    # 8 <= x < 2**26, and above
    inv = _F(1) / safe
    stirling = _W[0] + mul(inv, horner(inv * inv, _W[1:]))
    logx = _logf(safe)
    big = mul(safe - _F(0.5), logx - _F(1)) + stirling
    r = jnp.where(ix < 0x40000000, below2, jnp.where(ix < 0x41000000, mid, big))
    r = jnp.where(ix >= 0x4c800000, safe * (logx - _F(1)), r)
    r = jnp.where((ix == 0x3f800000) | (ix == 0x40000000), _F(0), r)
    # below 2**-30: -log(x); a subnormal's log from its bits (XLA's CPU code reads it as 0)
    sub = jnp.log(ix.astype(jnp.float64)) - 149 * np.log(2.0)
    r = jnp.where(ix < 0x30800000, -jnp.where(ix < 0x00800000, sub.astype(_F), logx), r)
    return jnp.where((ix >= 0x7f800000) | (ix == 0), x * x + jnp.where(ix == 0, jnp.inf, 0), r)


def _sinf(v):
    return jnp.sin(v.astype(jnp.float64)).astype(_F)


def _cosf(v):
    return jnp.cos(v.astype(jnp.float64)).astype(_F)


def _sin_pi(x):
    """fdlibm's ``sin(pi x)`` for ``x < 0``, by the quarter period of ``|x| mod 2`` (the C
    library's sinf/cosf as float64 rounded once)."""
    pi = np.float32(np.pi)
    y = -x
    frac = _F(2) * (_F(0.5) * y - jnp.floor(_F(0.5) * y))       # |x| mod 2
    n = (frac * _F(4)).astype(jnp.int32)
    s = jnp.select([n == 0, n <= 2, n <= 4, n <= 6],
                   [_sinf(pi * frac), _cosf(pi * (_F(0.5) - frac)), _sinf(pi * (_F(1) - frac)),
                    -_cosf(pi * (frac - _F(1.5)))], _sinf(pi * (frac - _F(2))))
    s = jnp.where(jnp.floor(y) == y, _F(0), -s)        # an integer: 0 (the pole)
    return jnp.where(jnp.abs(x) < _F(0.25), _sinf(pi * x), s)


def lgammaf_negative(x):
    """glibc's ``lgammaf`` for ``x <= -15`` and ``-2 <= x < 0`` (``log(pi / |sin(pi x) x|) -
    lgamma(-x)``); glibc computes ``-15 < x < -2`` by another routine (not ported)."""
    t = _sin_pi(x)
    nadj = _logf(np.float32(np.pi) / jnp.abs(t * x))
    return jnp.where(t == 0, jnp.inf, nadj - lgammaf_positive(-x))
