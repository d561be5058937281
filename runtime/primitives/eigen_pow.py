"""2.10's CPU ``Pow`` of float32: Eigen's packet ``pow`` (SSE, no FMA) over blocks of four,
glibc's ``powf`` for the rest.

Which path a value takes (measured on 2.10's CPU kernel, one task):

- both operands of the output's shape: Eigen's ``generic_pow`` over the first ``n - n % 4``
  values (four lanes a packet), ``powf`` over the last ``n % 4``;
- a one-value exponent: the same blocks, by Eigen's unary pow: an integer exponent in
  ``[-3, 7]`` by repeated squaring (``x * (x * x)`` for 3; ``1 / x`` first for a negative
  one), any other by ``generic_pow``; the tail by ``powf``;
- any other broadcast (a one-value base, a row against a matrix): ``powf`` for every value.

``generic_pow`` (``x`` in ``m 2^e``, ``m`` in ``[sqrt(1/2), sqrt(2))``): ``log2(m)`` by a
degree-10 polynomial whose last two Horner steps and final product run in double-word
arithmetic; ``f = y e + y log2(m)`` as a double word (Dekker's products, Veltkamp's split);
``f = n + r``, ``|r| <= 1/2``, by rounding half away from zero twice; ``2^r = exp(hi) (1 +
lo)`` for ``hi + lo = ln2 r`` with Eigen's float exp (Cephes' reduction, a degree-6
polynomial); then ``2^n`` by exponent bits (four factors past 126). Special values as C's
``pow``. 12,288 values (same shape, one-value exponents 0.37 and 8, integer exponents 2 and
-1 to 7, both signs) bit for bit; ``powf`` itself as the float64 power rounded once.

Every product is taken in float64 and rounded once (XLA cannot contract it into an FMA, and a
product of two floats is exact there); the double-word constants are made opaque (plus that
zero), so XLA cannot fold ``(c + p) - c`` into ``p``. Other CPUs (AVX builds) or a
kernel split over threads give other last bits; this is the build 2.10 ran where the values in
the tests were measured.
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

_F, _D, _I, _U = jnp.float32, jnp.float64, jnp.int32, jnp.uint32


def _bits(h):
    return np.array(h, np.uint32).view(np.float32)


# log2(1 + x) / x: seven single-precision coefficients, then c1 and c0 as double words
_LOG_C = _bits([0x3dc6ad9d, 0xbe2d0520, 0x3e3022f6, 0xbe373785, 0x3e51f988, 0xbe763cec,
                0x3e93c02c, 0xbeb8aa48, 0x3ef63840])
# Cephes' exp: 88.723, log2(e), ln2 in two parts, p6 ... p2
_EXP_C = _bits([0x42b1722d, 0x3fb8aa3b, 0xbf318000, 0x395e8083, 0x3ab42872, 0x3c091de6,
                0x3d2aadcc, 0x3e2aaa47, 0x3efffffc])
_TABLE = tuple(np.concatenate([_LOG_C, _EXP_C, _bits([0xbf38aa3b, 0xb1ae22c6, 0x3fb8aa3b,
                                                      0x32acc477, 0x3f317218, 0x3f3504f3])]))


def _mul(a, b, z):
    """``a * b`` rounded before what follows: ``z`` is an opaque zero, so an FMA XLA may make
    of ``a * b + z`` rounds the product alone."""
    return a * b + z


def _split(v, z):
    g = _mul(v, _F(4097), z)
    hi = (v - g) + g
    return hi, v - hi


def _two_prod(a, b, z):
    """Dekker's product: ``hi = fl(a b)`` and the exact rest, in float32 as the kernel takes
    it (float64 would do, but XLA drops a float64 -> float32 -> float64 round trip)."""
    ah, al = _split(a, z)
    bh, bl = _split(b, z)
    hi = _mul(a, b, z)
    return hi, (((ah * bh - hi) + ah * bl) + al * bh) + al * bl


def _fast_two_sum(a, b):
    s = a + b
    return s, b - (s - a)


def _dw_sum(xh, xl, yh, yl):
    rh, rl = _fast_two_sum(xh, yh)
    return _fast_two_sum(rh, (yl + rl) + xl)


def _dw_prod(xh, xl, y, z):
    ch, cl1 = _two_prod(xh, y, z)
    th, tl1 = _fast_two_sum(ch, _mul(xl, y, z))
    return _fast_two_sum(th, tl1 + cl1)


def _round_away(a):
    """Eigen's SSE2 ``pround``: half away from zero."""
    m = jnp.abs(a)
    fl = jnp.floor(m)
    r = fl + jnp.where(m - fl >= _F(0.5), _F(1), _F(0))
    return jnp.where(m < _F(2 ** 23), jnp.copysign(r, a), a)


def _pow2(n):
    return lax.bitcast_convert_type(jnp.clip(n + _F(127), 0, 255).astype(_U) << 23, _F)


def _ldexp(a, n, z):
    """``a 2^n``: one factor up to ``|n| = 126``, four past it (Eigen's ``pldexp``)."""
    e = jnp.clip(n, -278, 278).astype(_I)
    b = e >> 2
    c = _pow2(b.astype(_F))
    slow = (((a * c) * c) * c) * _pow2((e - 3 * b).astype(_F))
    return jnp.where(jnp.abs(n) > _F(126), slow, a * _pow2(n))


def _log2(w, k, z):
    x = w - _F(1)
    p = jnp.full(x.shape, k[0])
    for i in range(1, 9):
        p = _mul(p, x, z) + k[i]
    ph, pl = _two_prod(x, p, z)
    ph, pl = _dw_sum(k[18] + z, k[19] + z, ph, pl)     # (opaque: XLA folds (c + p) - c)
    ph, pl = _dw_prod(ph, pl, x, z)
    ph, pl = _dw_sum(k[20] + z, k[21] + z, ph, pl)
    return _dw_prod(ph, pl, x, z)


def _exp(x0, k, z):
    x = jnp.minimum(x0, k[9])
    m = jnp.floor(_mul(x, k[10], z) + _F(0.5))
    r = (_mul(m, k[11], z) + x) + _mul(m, k[12], z)
    r2 = _mul(r, r, z)
    even = _mul(r2, _mul(r2, k[13], z) + k[15], z) + k[17]
    odd = _mul(r, _mul(r2, k[14], z) + k[16], z)
    y = _mul(r2, odd + even, z) + (r + _F(1))
    y = y * _pow2(m)
    y = jnp.where(x0 > y, x0, y)
    return jnp.where(x0 < _F(-104), _F(0), y)


def _exp2(x, k, z):
    x = jnp.maximum(jnp.minimum(x, _F(129)), _F(-151))
    hi, lo = _two_prod(jnp.full(x.shape, k[22]), x, z)
    return _exp(hi, k, z) * (_F(1) + lo)


def _pow_positive(x, y, k, z):
    """``generic_pow_impl``: ``x^y`` for ``x > 0``."""
    den = jnp.abs(x) < _bits(0x00800000)
    na = jnp.where(den, x * _F(2 ** 24), x)
    un = lax.bitcast_convert_type(na, _U)
    biased = ((un >> 23) & 0xff).astype(_F)
    special = (x == 0) | (biased == 255)
    m = jnp.where(special, x, lax.bitcast_convert_type((un & 0x807fffff) | 0x3f000000, _F))
    e = jnp.where(special, _F(0), biased + jnp.where(den, _F(-150), _F(-126)))
    low = m < k[23]
    m = jnp.where(low, m + m, m)
    e = jnp.where(low, e - _F(1), e)
    rh, rl = _log2(m, k, z)
    f1h, f1l = _two_prod(e, y, z)
    f2h, f2l = _dw_prod(rh, rl, y, z)
    fh, fl = _dw_sum(f1h, f1l, f2h, f2l)
    nz = _round_away(fh)
    rz = (fh - nz) + fl
    nr = _round_away(rz)
    return _ldexp(_exp2(rz - nr, k, z), nz + nr, z)


def generic_pow(x, y):
    """Eigen's ``generic_pow`` of float32 ``x`` and ``y`` (broadcast), its special cases as
    C's ``pow``."""
    x, y = jnp.broadcast_arrays(x, y)
    k = _TABLE
    inf, zero, one = _F(np.inf), _F(0), _F(1)
    xa, ya = jnp.abs(x), jnp.abs(y)
    z = lax.stop_gradient(-jnp.abs(_F(0) * jnp.where(jnp.isfinite(x), x, _F(0))))
    res = _pow_positive(xa, y, k, z)
    xneg, yneg = x < 0, y < 0
    y_inf = ya == inf
    y_int = (jnp.floor(y) == y) & ~y_inf
    half = y * _F(0.5)
    y_odd = y_int & ~(_round_away(half) == half)
    res = jnp.where(xneg & ~y_int, _F(np.nan), res)
    res = jnp.where(x == 0, jnp.where(yneg, inf, zero), res)
    res = jnp.where(jnp.signbit(x) & y_odd, -res, res)
    huge = np.float32(128 * np.float32(np.log(2)) / np.finfo(np.float32).eps)
    inf_y = jnp.where(x == _F(-1), one, jnp.where(yneg ^ (xa > one), inf, zero))
    res = jnp.where(ya >= huge, inf_y, res)
    pos = jnp.where(yneg, zero, inf)
    res = jnp.where(xa == inf, jnp.where(xneg, jnp.where(y_odd, -pos, pos), pos), res)
    res = jnp.where(jnp.isnan(x) | jnp.isnan(y), _F(np.nan), res)
    return jnp.where(y == one, x, jnp.where((x == one) | (y == 0), one, res))


def _int_pow(x, e):
    """Eigen's repeated squaring for an integer exponent ``e`` in ``[-3, 7]``."""
    r = jnp.where(e < 0, _F(1) / x, x)
    r2 = r * r
    r4 = r2 * r2
    m = jnp.abs(e)
    out = jnp.where(m == 1, r, jnp.where(m == 2, r2, r * r2))
    out = jnp.where(m == 4, r4, jnp.where(m == 5, r * r4, out))
    out = jnp.where(m == 6, r2 * r4, jnp.where(m == 7, (r * r2) * r4, out))
    return jnp.where(m == 0, _F(1), out)


def unary_pow(x, e):
    """Eigen's ``pow`` of an array by one exponent ``e`` (a 0-d array)."""
    e = jnp.reshape(e, ())
    small = jnp.isfinite(e) & (jnp.round(e) == e) & (e <= 7) & (e >= -3)
    # (one branch runs: x ** 2 costs a product, not generic_pow)
    return lax.cond(small, _int_pow, generic_pow, x, e)


def powf(x, y):
    """glibc's ``powf``: the float64 power, rounded once."""
    return jnp.power(x.astype(_D), y.astype(_D)).astype(_F)


def cpu_pow_f32(x, y):
    """2.10's CPU ``Pow`` of two float32 arrays (see the module's text)."""
    shape = jnp.broadcast_shapes(x.shape, y.shape)
    n = int(np.prod(shape, dtype=np.int64))
    one_exp = y.size == 1 and x.shape == tuple(shape)
    if n < 4 or not (one_exp or x.shape == y.shape):
        return powf(x, y)
    blocks = n - n % 4
    xf = jnp.reshape(x, (n,))
    yf = jnp.reshape(y, () if one_exp else (n,))    # (a (1, 1) exponent: one value too)
    head = (unary_pow(xf[:blocks], yf) if one_exp else generic_pow(xf[:blocks], yf[:blocks]))
    if blocks < n:
        head = jnp.concatenate([head, powf(xf[blocks:], yf if one_exp else yf[blocks:])])
    return jnp.reshape(head, shape)


@jax.custom_jvp
def _cpu_pow(x, y):
    return cpu_pow_f32(x, y)


@_cpu_pow.defjvp
def _cpu_pow_jvp(primals, tangents):
    # (the op's gradient is bprops' rule; this one serves JAX's own differentiation of the
    # kernel, as jnp.power's: 0 where y is 0, log(1) where x is 0)
    (x, y), (tx, ty) = primals, tangents
    out = _cpu_pow(x, y)
    dx = jnp.where(y == 0, _F(0), y * _cpu_pow(x, y - _F(1)))
    dy = jnp.log(jnp.where(x == 0, _F(1), x)) * out
    return out, tx * dx + ty * dy


def ms_float_power(x, y):
    """``x ** y`` of floats: 2.10's CPU kernel for float32 on the CPU backend, else XLA's."""
    if x.dtype == _F and y.dtype == _F and jax.default_backend() == "cpu":
        return _cpu_pow(x, y)
    return jnp.power(x, y)
