"""MindSpore 2.10's CPU Polygamma kernel in XLA ops, for ``polygamma`` and digamma's gradient.

2.10 computes ``polygamma(n, x)``, ``n >= 1``, as ``(-1)**(n+1) * exp(lgamma(n+1)) *
zeta(n+1, x)``: the prefactor in double, the Hurwitz zeta in the input's float type (Float32
for a Float16 input, cast back at the end) with Cephes' algorithm: the direct sum of
``(x + j)**-s`` for at least 9 terms and until ``x + j > 9``, then up to 12 Euler-Maclaurin
terms, each loop leaving early once a term is below 1.1e-16 of the sum. The float32 sum is an
ulp or more off the true value (psi'(0.5) = 4.934802 where the series' float64 value rounds to
4.9348025), and 2.10's digamma gradient is this kernel at n = 1 (measured: bit for bit on 617
points, /tmp/numerics10/m2r.py, emu.py). Edge values follow the C code: zeta is inf at a
non-positive integer ``x`` (polygamma(1, 0) = inf, polygamma(2, -2) = -inf).

``powf`` is taken as float64 ``pow`` rounded to float32 (the exponent is a small integer:
correctly rounded, as glibc's powf), or, for an order known while tracing (digamma's gradient),
as one float64 division by the integer power (2-3x faster than JAX's own digamma derivative,
same bits on the 617 points). No product here feeds an addition directly, so XLA's FMA
contraction cannot change a bit."""
import numpy as np
import jax.numpy as jnp
import jax.scipy.special as jss
from jax import lax

from .rounding import _opaque_zero, rounded_product

_MACHEP = 1.11022302462515654042E-16
_A = (12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
      -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
      1.8152105401943546773e17, -7.1661652561756670113e18)


def _pow(a, e):
    """``a ** e`` of the kernel's type, through float64 for float32 (glibc powf's bits)."""
    if a.dtype == jnp.float64:
        return jnp.power(a, e)
    return jnp.power(a.astype(jnp.float64), e.astype(jnp.float64)).astype(a.dtype)


def _inv_int_pow(a, k):
    """``a ** -k`` for a static integer ``k``: float32 through float64's product (exact for
    k = 2) and one rounded division, as correctly rounded as powf's."""
    if a.dtype == jnp.float64:
        return 1.0 / lax.integer_pow(a, k)
    return (1.0 / lax.integer_pow(a.astype(jnp.float64), k)).astype(a.dtype)


def hurwitz_zeta(s, q, static_s=None):
    """2.10's ``zeta(s, q)`` in ``q``'s float type (``s`` of the same type, broadcast;
    ``static_s``: its value as a Python int when known, for a cheaper power)."""
    ct = q.dtype
    pw = _pow if static_s is None else (lambda a, _: _inv_int_pow(a, static_s))
    s, q = jnp.broadcast_arrays(jnp.asarray(s, ct), q)
    # XLA rewrites pow by a constant exponent (2.10's psi'(1e4) an ulp off): keep it a variable
    s = s + _opaque_zero(jnp.where(jnp.isfinite(q), q, 0))
    eps, one, nine = np.array(_MACHEP, ct), np.array(1, ct), np.array(9, ct)
    pole = (q <= 0) & (q == jnp.floor(q))
    special = jnp.where(s == 1, jnp.inf, jnp.where(s < 1, jnp.nan, jnp.where(
        pole, jnp.inf, jnp.nan))).astype(ct)
    is_special = (s <= 1) | pole | ((q <= 0) & (s != jnp.floor(s)))

    def cond(st):
        i, a, _, _, done = st
        return jnp.any(~done & ((i < 9) | (a <= nine)))

    def body(st):
        i, a, b, sm, done = st
        act = ~done & ((i < 9) | (a <= nine))
        a = jnp.where(act, a + one, a)
        b = jnp.where(act, pw(a, -s), b)
        sm = jnp.where(act, sm + b, sm)
        done = done | (act & (-eps * sm < b) & (b < eps * sm))
        return i + 1, a, b, sm, done

    st = (jnp.int32(0), q, jnp.zeros_like(q), pw(q, -s), is_special)
    _, a, b, sm, done = lax.while_loop(cond, body, st)
    w = a
    sm = jnp.where(done, sm, sm + b * w / (s - one))
    sm = jnp.where(done, sm, sm - np.array(0.5, ct) * b)
    a, k = jnp.ones_like(q), jnp.zeros_like(q)
    for coef in _A:
        a = a * (s + k)
        b = b / w
        t = a * b / np.array(coef, ct)
        new = sm + t
        small = jnp.abs(t / new) < eps
        sm = jnp.where(done, sm, new)
        done = done | small
        k = k + one
        a = a * (s + k)
        b = b / w
        k = k + one
    return jnp.where(is_special, special, sm)


def polygamma_n(n, x):
    """2.10's ``polygamma(n, x)`` for an integer ``n >= 1`` (array or int), ``x`` float."""
    ct = jnp.float64 if x.dtype == jnp.float64 else jnp.float32
    static_s = n + 1 if isinstance(n, int) and n >= 1 else None
    n = jnp.asarray(n)
    z = hurwitz_zeta((n + 1).astype(ct), x.astype(ct), static_s)
    nd = n.astype(jnp.float64)
    fact = jnp.exp(lax.lgamma(nd + 1.0))       # 2.10: exp(lgamma(n + 1)), n! for small n;
    fact = jnp.where(nd <= 20, jnp.round(fact), fact)   # XLA's lgamma(3) is log(2) - 1e-15
    pre = jnp.where(n % 2 == 1, 1.0, -1.0) * fact
    return (pre * z.astype(jnp.float64)).astype(x.dtype)


_DIGAMMA_A = (8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
              -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
              8.33333333333333333333E-2)


def _digamma_positive(x):
    """2.10's CalcDigamma for ``x > 0`` in ``x``'s type: ``-sum 1/(x+j)`` up to ``x + j >= 10``,
    then ``log(x) - 0.5/x - z P(z)``, ``z = 1/x^2`` (``psi(10)``'s constant at exactly 10). The
    C code's ``log`` of a float is logf; float64 log rounded to float32 gives its bits."""
    ct = x.dtype
    one, ten = np.array(1, ct), np.array(10, ct)
    res = jnp.zeros_like(x)
    for _ in range(10):                    # x > 0 reaches 10 in at most 10 steps
        small = x < ten
        res = jnp.where(small, res - one / x, res)
        x = jnp.where(small, x + one, x)
    z = one / (x * x)
    p = jnp.zeros_like(x)
    for c in _DIGAMMA_A:
        p = rounded_product(p, z, z) + np.array(c, ct)
    y = jnp.where(x < np.array(1e17, ct), rounded_product(z, p, z), 0)
    lg = jnp.log(x.astype(jnp.float64)).astype(ct)
    out = res + lg - np.array(0.5, ct) / x - y
    return jnp.where(x == ten, res + np.array(2.25175258906672110764, ct), out)


def digamma(x):
    """2.10's CPU Digamma (``CalcDigamma``; Float16 through Float32): ``-inf``/``inf`` at
    ``+-0``, nan at negative integers, the reflection ``psi(1 - x) - pi / tan(pi * frac(x))``
    (in double) below 0. A Float64 input gets the Float32 result widened, as 2.10's (measured
    on all 628 points). Bit for bit with 2.10 on 628 points in Float16/32/64
    (/tmp/numerics10/emud.py, m2d.py); jax's digamma was up to 8e-5 relative off on 412."""
    ct = jnp.float32
    v = x.astype(ct)
    neg = v < 0
    pos = _digamma_positive(jnp.where(neg, np.array(1, ct) - v, jnp.where(v == 0, 1, v)))
    vd = v.astype(jnp.float64)
    pi = np.float64(np.array(np.pi, ct))
    refl = pos.astype(jnp.float64) - pi / jnp.tan(pi * (vd - jnp.trunc(vd)))
    out = jnp.where(neg, jnp.where(v == jnp.trunc(v), jnp.nan, refl.astype(ct)), pos)
    out = jnp.where(v == 0, jnp.where(jnp.signbit(v), jnp.inf, -jnp.inf).astype(ct), out)
    return out.astype(x.dtype)


def zeta_kernel(x, q):
    """2.10's CPU ``Zeta``: Float32 and Float64 only (measured: Float16 and integers are its
    TypeError, naming ``q``), the Hurwitz zeta of XLA."""
    if q.dtype not in (jnp.float32, jnp.float64):
        from ..checks import InferTypeTextError
        from .math import dtype_name
        raise InferTypeTextError(f"For primitive[Zeta], the input argument[q] must be a type of "
                                 f"{{Tensor[Float32], Tensor[Float64]}}, but got "
                                 f"Tensor[{dtype_name(q.dtype)}].")
    return jss.zeta(x, q)
