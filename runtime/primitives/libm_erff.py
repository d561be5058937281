"""glibc's float32 ``erff`` (glibc <= 2.40: the fdlibm algorithm) in float32 XLA ops, which 2.10's
CPU ``Erf`` kernel calls (measured: 2.10's erf is glibc 2.36's ``erff`` on 1.5M values, all but
the subnormal inputs, which 2.10 flushes on some threads and not on others).

fdlibm's erff, on ``a = |x|`` (the result carries the sign of ``x``):

- ``a < 2^-28``: ``a + efx a`` (below ``2^-119``: ``(8 a + efx8 a) / 8``);
- ``a < 0.84375``: ``a + a P(a^2) / Q(a^2)``;
- ``a < 1.25``: ``erx + P(a - 1) / Q(a - 1)``;
- ``a < 6``: ``1 - expf(-z^2 - 0.5625) expf((z - a)(z + a) + R(s) / S(s)) / a``, ``s = 1 / a^2``,
  ``z`` = ``a`` with its low 12 mantissa bits cleared, ``R / S`` one of two rational
  approximations (``a`` below or above ``1 / 0.35``);
- else 1 (NaN: NaN).

The three ratios are one here: its variable (``a^2``, ``a - 1``, ``1 / a^2``) and coefficients
chosen per value, the shorter polynomials padded with zeros on top (the same bits; 11% faster
than the three computed and one chosen).

Every product that feeds an addition is rounded first (``rounded_product``: the C code has no
FMA, XLA's CPU backend would contract one). ``expf`` is glibc's algorithm in float64 (``_expf``:
not always the correctly rounded value, which the float64 exp rounded gave, 4 of 1.5M erf values
an ulp off 2.10 then; measured equal to glibc's expf on 167M float32 values in [-36.6, -2.1] and
[-0.5, 0.5], at XLA's defaults and at O0). The coefficients are fdlibm's and glibc's published
ones."""
import jax.numpy as jnp
import numpy as np
from jax import lax

from .rounding import rounded_product

_F, _D = jnp.float32, jnp.float64


def _f32(*values):
    return tuple(np.float32(v) for v in values)


_ERX, _EFX, _EFX8 = _f32(8.4506291151e-01, 1.2837916613e-01, 1.0270333290e+00)
# lowest degree first; each denominator's constant term is 1
_PP = _f32(1.2837916613e-01, -3.2504209876e-01, -2.8481749818e-02, -5.7702702470e-03,
           -2.3763017452e-05)
_QQ = _f32(1, 3.9791721106e-01, 6.5022252500e-02, 5.0813062117e-03, 1.3249473704e-04,
           -3.9602282413e-06)
_PA = _f32(-2.3621185683e-03, 4.1485610604e-01, -3.7220788002e-01, 3.1834661961e-01,
           -1.1089469492e-01, 3.5478305072e-02, -2.1663755178e-03)
_QA = _f32(1, 1.0642088205e-01, 5.4039794207e-01, 7.1828655899e-02, 1.2617121637e-01,
           1.3637083583e-02, 1.1984500103e-02)
_RA = _f32(-9.8649440333e-03, -6.9385856390e-01, -1.0558626175e+01, -6.2375331879e+01,
           -1.6239666748e+02, -1.8460508728e+02, -8.1287437439e+01, -9.8143291473e+00)
_SA = _f32(1, 1.9651271820e+01, 1.3765776062e+02, 4.3456588745e+02, 6.4538726807e+02,
           4.2900814819e+02, 1.0863500214e+02, 6.5702495575e+00, -6.0424413532e-02)
# the far range's (one degree fewer), a 0 on top: ``s * 0 + c`` is ``c``, the same bits
_RB = _f32(-9.8649431020e-03, -7.9928326607e-01, -1.7757955551e+01, -1.6063638306e+02,
           -6.3756646729e+02, -1.0250950928e+03, -4.8351919556e+02, 0)
_SB = _f32(1, 3.0338060379e+01, 3.2579251099e+02, 1.5367296143e+03, 3.1998581543e+03,
           2.5530502930e+03, 4.7452853394e+02, -2.2440952301e+01, 0)
_FAR = np.uint32(0x4036DB6E).view(np.float32)       # 1 / 0.35 as the C code compares it
_Z_MASK = np.int32(-4096)                            # 0xfffff000


_EXP_N = 32
_EXP_INV = float.fromhex("0x1.71547652b82fep+0") * _EXP_N
_EXP_C = (float.fromhex("0x1.c6af84b912394p-5") / _EXP_N ** 3,
          float.fromhex("0x1.ebfce50fac4f3p-3") / _EXP_N ** 2,
          float.fromhex("0x1.62e42ff0c52d6p-1") / _EXP_N)
_EXP_T = (np.float64(2.0) ** (np.arange(_EXP_N) / _EXP_N)).view(np.int64) \
    - (np.arange(_EXP_N, dtype=np.int64) << 47)


def _table(i, values):
    """``values[i]`` by a tree of selects on the bits of ``i`` (a gather is a scalar loop)."""
    vals = [jnp.asarray(v) for v in values]
    bit = 0
    while len(vals) > 1:
        on = (i >> bit) & 1 == 1
        vals = [jnp.where(on, vals[j + 1], vals[j]) for j in range(0, len(vals), 2)]
        bit += 1
    return vals[0]


def _expf(x):
    """glibc's expf (2.27+) for the arguments erff gives it (no overflow or underflow):
    ``x / ln2 = (k + r) / 32``, ``k`` the nearest integer, then ``2^(k/32)`` from a table of
    ``2^(i/32)`` (its exponent field then raised by ``k // 32``) times a degree-3 polynomial in
    ``r``, in float64, rounded once to float32. Whether its FMAs are contracted made no
    difference on the 167M values measured."""
    z = _EXP_INV * x.astype(_D)
    kd = jnp.round(z)
    k = kd.astype(jnp.int64)
    r = z - kd
    s = lax.bitcast_convert_type(_table(k & 31, _EXP_T) + (k << 47), _D)
    y = (_EXP_C[0] * r + _EXP_C[1]) * (r * r) + (_EXP_C[2] * r + 1)
    return (y * s).astype(_F)


def _horner(coefs, t, mul):
    """``c0 + t (c1 + t (c2 + ...))`` of per-value coefficients ``coefs`` (lowest first)."""
    p = coefs[-1]
    for c in coefs[-2::-1]:
        p = mul(t, p) + c
    return p


def erff(x):
    """glibc's ``erff`` of float32 ``x``, bit for bit (module docstring)."""
    a = jnp.abs(x)
    fin = jnp.minimum(a, _F(6))         # finite but where x is NaN (unselected there)

    def mul(u, v):
        return rounded_product(u, v, fin)
    b = jnp.clip(a, _F(1.25), _F(6))
    lo, mi, near = a < _F(0.84375), a < _F(1.25), b < _FAR
    # one rational approximation, its variable and coefficients chosen per value (the shorter
    # ones padded with zeros on top: ``t * 0 + c`` is ``c``, the same bits)
    t = jnp.where(lo, mul(a, a), jnp.where(mi, a - _F(1), _F(1) / mul(b, b)))

    def pick(p, q, r, u):
        return tuple(jnp.where(lo, c0, jnp.where(mi, c1, jnp.where(near, c2, c3)))
                     for c0, c1, c2, c3 in zip(p, q, r, u))
    pad = (np.float32(0),) * 4
    ratio = _horner(pick((_PP + pad)[:8], (_PA + pad)[:8], _RA, _RB), t, mul) \
        / _horner(pick((_QQ + pad)[:9], (_QA + pad)[:9], _SA, _SB), t, mul)
    small = a + mul(a, ratio)
    tiny = jnp.where(a < _F(2.0 ** -119), _F(0.125) * (_F(8) * a + mul(_F(_EFX8), a)),
                     a + mul(_F(_EFX), a))
    small = jnp.where(a < _F(2.0 ** -28), tiny, small)
    mid = _F(_ERX) + ratio
    z = lax.bitcast_convert_type(lax.bitcast_convert_type(b, jnp.int32) & _Z_MASK, _F)
    # both exponents through one exp in a loop of its own (fused into the rest, the two
    # float64 exps cost 3x their time alone)
    args = lax.optimization_barrier(jnp.stack([mul(-z, z) - _F(0.5625),
                                               mul(z - b, z + b) + ratio]))
    e = lax.optimization_barrier(_expf(args))
    big = _F(1) - mul(e[0], e[1]) / b
    out = jnp.where(a < _F(0.84375), small,
                    jnp.where(a < _F(1.25), mid, jnp.where(a < _F(6), big, _F(1))))
    return jnp.copysign(jnp.where(jnp.isnan(x), x, out), x)
