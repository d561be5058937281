"""Registry entries for special functions: Bessel functions, digamma/lgamma/polygamma, erfc and
erfinv, the incomplete gamma and beta functions, zeta and mvlgamma (public rows in
``minicell/ops/rows_math.py``; split out of ``math_ext``, whose ``_unary``/``_binary`` helpers
declare them).
"""
import functools
import math

import jax
import jax.numpy as jnp
import jax.scipy.special as jss

from ..registry import ELEMENTWISE, register
from .math import FLOAT, INT, _float_result, accept_dtypes, dtype_name, require
from .math_ext import _binary, _unary
from . import polygamma_kernel
from .polygamma_kernel import polygamma_n, zeta_kernel
from .lgamma_kernel import lgamma_f64
from .libm_lgammaf import lgammaf_negative, lgammaf_positive
from .bessel_kernels import _bessel_j, _bessel_k, _bessel_y
from .libm import c_library
from .erfinv_kernel import ms_erfinv


def _in_float32(fn):
    """``fn`` with a float16 input computed in float32 and the result rounded back, as 2.10's
    CPU Bessel kernels (measured on 2001 values each: all twelve equal their float32 results
    cast to float16). Only i0 and i1 take it: in float16 they were 33% off by an ulp; the
    others already matched, and through our float32 kernels (30-50% equal to 2.10's float32
    ones) 1 of 2001 values would move."""
    def wrapped(x):
        return fn(x.astype(jnp.float32)).astype(x.dtype) if x.dtype == jnp.float16 else fn(x)
    return wrapped


bessel_i0 = _unary("bessel_i0", "BesselI0", _in_float32(jss.i0), FLOAT)
bessel_i0e = _unary("bessel_i0e", "BesselI0e", jss.i0e, FLOAT)
bessel_i1 = _unary("bessel_i1", "BesselI1", _in_float32(jss.i1), FLOAT)
bessel_i1e = _unary("bessel_i1e", "BesselI1e", jss.i1e, FLOAT)
bessel_j0 = _unary("bessel_j0", "BesselJ0", _bessel_j(0), FLOAT)
bessel_j1 = _unary("bessel_j1", "BesselJ1", _bessel_j(1), FLOAT)
bessel_y0 = _unary("bessel_y0", "BesselY0", _bessel_y(0), FLOAT)
bessel_y1 = _unary("bessel_y1", "BesselY1", _bessel_y(1), FLOAT)
bessel_k0 = _unary("bessel_k0", "BesselK0", _bessel_k(0, False), FLOAT)
bessel_k0e = _unary("bessel_k0e", "BesselK0e", _bessel_k(0, True), FLOAT)
bessel_k1 = _unary("bessel_k1", "BesselK1", _bessel_k(1, False), FLOAT)
bessel_k1e = _unary("bessel_k1e", "BesselK1e", _bessel_k(1, True), FLOAT)
_digamma = polygamma_kernel.digamma   # 2.10's CalcDigamma (its pole's sides at +-0)


def _digamma_jvp(primals, tangents):
    """2.10's digamma gradient is its Polygamma kernel at n = 1 (``polygamma_kernel``)."""
    (x,), (tx,) = primals, tangents
    return tx * polygamma_n(1, x).astype(tx.dtype)


digamma = _unary("digamma", "Digamma", _digamma, FLOAT, jvp=_digamma_jvp)
_LGAMMA_DTYPES = ("Float16", "Float32", "Float64", "Int32")


def _lgamma_jvp(primals, tangents):
    """2.10's LgammaGrad is ``dout * digamma(x)`` with its own CalcDigamma (bit for bit, Float64
    widened from Float32 as its digamma; +-inf at +-0; measured /tmp/numerics12/lg.py)."""
    (x,), (tx,) = primals, tangents
    return tx * _digamma(_float_result(x)).astype(tx.dtype)


@register("lgamma", props=(ELEMENTWISE,), jvp=_lgamma_jvp)
def lgamma(x):
    """Elementwise lgamma (MindSpore's ``Lgamma``).

    Float input, or Int32 computed in Float32 (2.10's kernel list: no other integer, bool or
    complex). Float64 is ``lgamma_kernel.lgamma_f64`` (2.10: glibc's lgamma), Float32 above 0
    ``libm_lgammaf`` (glibc's lgammaf). Float16 and negative Float32
    are computed in Float64 and rounded: 2.10's CPU kernel is glibc's lgammaf, exact at 1 and
    2 and accurate beside them (lgamma(0.9999999) = 6.880948e-08), where XLA's float32 lgamma
    is 4.8e-7 off there (measured, /tmp/numerics11/c5.txt)."""
    accept_dtypes("Lgamma", x, _LGAMMA_DTYPES, arg="x")
    y = _float_result(x)
    if y.dtype == jnp.float64:
        return lgamma_f64(y)      # glibc's accuracy beside 1 and 2 (lgamma_kernel)
    r = jax.lax.lgamma(y.astype(jnp.float64))
    # XLA's float64 lgamma(2) is 8.9e-16 under jit; glibc's lgammaf is 0 (lgamma_kernel's
    # series changes no Float32 result, measured /tmp/numerics12/l32.py, and costs 2.5x)
    r = jnp.where((y == 1) | (y == 2), 0, r).astype(y.dtype)
    if y.dtype == jnp.float32:      # glibc's lgammaf itself where x > 0 (libm_lgammaf)
        positive = jax.lax.bitcast_convert_type(y, jnp.int32) > 0   # (a subnormal: y > 0
        r = jnp.where(positive | jnp.isnan(y), lgammaf_positive(y), r)   # is False on XLA:CPU)
        ported = (y < -2 ** -30) & ((y >= -2) | (y <= -15)) & (y > -2 ** 23)
        return jnp.where(ported, lgammaf_negative(y), r)
    return r


erfc = _unary("erfc", "Erfc", c_library(jss.erfc), FLOAT)     # glibc's (measured)
erfinv = _unary("erfinv", "Erfinv", ms_erfinv, FLOAT)     # 2.10's CPU kernel (float32)


def _incomplete_gamma(prim, upper):
    """MindSpore's Igamma / Igammac CPU kernels: Float32/Float64 only, and their values at the
    domain's edges (2.10 measured): ``x == 0`` gives 0 (upper: 1), ``a <= 0`` or ``x < 0`` NaN
    (igamma(0, 0) is 0, igammac(0, 0) NaN), and the upper function is NaN at ``x == inf``.
    The gradient stays JAX's (through the masks: NaN where a partial is), which is 2.10's at
    these points (measured)."""
    def fn(a, x):
        dt = jnp.result_type(a)
        if dt not in (jnp.float32, jnp.float64):
            raise TypeError(f"For primitive[{prim}], the input argument[a] must be a type of "
                            f"{{Tensor[Float32], Tensor[Float64]}}, but got "
                            f"Tensor[{dtype_name(dt)}].")
        nan = (a <= 0) | (x < 0)
        nan = nan | jnp.isinf(x) if upper else nan & (x != 0)
        out = (jss.gammaincc if upper else jss.gammainc)(a, x)
        out = jnp.where(x == 0, 1 if upper else 0, out)
        return jnp.where(nan, jnp.nan, out).astype(dt)
    return fn


igamma = _binary("igamma", "Igamma", _incomplete_gamma("Igamma", False), same_type=True)
igammac = _binary("igammac", "Igammac", _incomplete_gamma("Igammac", True), same_type=True)
zeta = _binary("zeta", "Zeta", zeta_kernel, "biuf", same_type=True)


def _polygamma_jvp(primals, tangents):
    """d/dx polygamma(n, x) = polygamma(n + 1, x), 2.10's bprop."""
    (n, x), tx = primals, tangents[1]
    return tx * _polygamma(jnp.asarray(n) + 1, x).astype(tx.dtype)


def _polygamma(n, x):
    n = jnp.asarray(n)
    return jnp.where(n == 0, _digamma(x), polygamma_n(jnp.where(n == 0, 1, n), x))


@register("polygamma", props=(ELEMENTWISE,), nondiff_argnums=(0,), jvp=_polygamma_jvp)
def polygamma(n, x):
    """The ``n``-th derivative of digamma at ``x`` (``n`` an integer tensor), as 2.10's CPU.

    ``polygamma_kernel`` replays 2.10's kernel; digamma at n = 0."""
    require("Polygamma", "n", n, INT)
    require("Polygamma", "input", x, FLOAT)
    return _polygamma(n, x)


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def _mvlgamma_kernel(x, p):
    """2.10's CPU Mvlgamma kernel: ``p (p - 1) log(pi) / 4`` (in float64) rounded to ``x``'s
    dtype, then ``lgamma(x - i / 2)`` (``x - i / 2`` in ``x``'s dtype, the C library's float64
    lgamma) added for i = 0 .. p - 1, each sum taken in float64 and rounded back (measured:
    1,000 float32 values at p = 1, 2, 3 bit-equal; multigammaln's float64 sum rounded once:
    22-25%)."""
    out = jnp.full(x.shape, float(p * (p - 1)) * math.log(math.pi) * 0.25, x.dtype)
    for i in range(p):
        term = lgamma_f64((x - jnp.asarray(0.5 * i, x.dtype)).astype(jnp.float64))
        out = (out.astype(jnp.float64) + term).astype(x.dtype)
    return out


@_mvlgamma_kernel.defjvp
def _mvlgamma_jvp(p, primals, tangents):
    (x,), (t,) = primals, tangents      # the derivative: sum of digamma(x - i / 2), float32
    dg = _digamma if x.dtype == jnp.float32 else jss.digamma     # by 2.10's (its float64 one
    d = sum(dg(x - jnp.asarray(0.5 * i, x.dtype)) for i in range(p))     # is 1e-8 off: not)
    return _mvlgamma_kernel(x, p), t * d.astype(t.dtype)


@register("mvlgamma", props=(ELEMENTWISE,))
def mvlgamma(x, *, p):
    """Multivariate log-gamma of dimension ``p`` (Float32/Float64: ``_mvlgamma_kernel``)."""
    require("Mvlgamma", "input", x, FLOAT)
    if x.dtype in (jnp.float32, jnp.float64):
        return _mvlgamma_kernel(x, p)
    return jss.multigammaln(x, p).astype(x.dtype)


def _betainc_jvp(primals, tangents):
    """d/dx I_x(a, b) = x^(a-1) (1-x)^(b-1) / B(a, b); like MindSpore's BetaincGrad, no
    gradient flows to ``a`` and ``b`` (JAX has no rule for them either)."""
    (a, b, x), tx = primals, tangents[2]
    if tx.dtype == jax.dtypes.float0:
        return tx
    log_d = (a - 1) * jnp.log(x) + (b - 1) * jnp.log1p(-x) - jss.betaln(a, b)
    return tx * jnp.exp(log_d).astype(tx.dtype)


@register("betainc", props=(ELEMENTWISE,), jvp=_betainc_jvp, nondiff_argnums=(0, 1))
def betainc(a, b, x):
    """The regularized incomplete beta function I_x(a, b)."""
    for arg, v in (("a", a), ("b", b), ("x", x)):
        require("Betainc", arg, v, FLOAT)
    return jss.betainc(a, b, x)
