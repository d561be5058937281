"""The Bessel functions MindSpore has and ``jax.scipy.special`` lacks (J0/J1, Y0/Y1, K0/K1 and
their scaled forms), computed in float64 and returned in the input's dtype; registered in
``math_special``.
"""
import math

import jax.numpy as jnp
import numpy as np

_J_NODES = 64        # midpoint rule on [0, pi]: exact to rounding for |x| <= _J_SWITCH
_J_SWITCH = 50.0     # above it, Hankel's expansion (error < 1e-11)
_Y_SWITCH = 12.0     # Y_n: power series below, Hankel's expansion (16 terms, ~1e-10) above


def _hankel(n, z, terms):
    """Hankel's asymptotic expansion of J_n / Y_n at large ``z`` > 0: (J_n, Y_n)."""
    mu, term, p, q = 4.0 * n * n, jnp.ones_like(z), 1.0, 0.0
    for k in range(1, terms + 1):
        term = term * (mu - (2 * k - 1) ** 2) / (k * 8.0 * z)
        if k % 2:
            q = q + (-1) ** (k // 2) * term
        else:
            p = p + (-1) ** (k // 2) * term
    chi = z - (n / 2 + 0.25) * jnp.pi
    amp = jnp.sqrt(2 / (jnp.pi * z))
    return amp * (p * jnp.cos(chi) - q * jnp.sin(chi)), amp * (p * jnp.sin(chi) + q * jnp.cos(chi))


def _j_near(n, a):
    """J_n(a), a >= 0 small: Bessel's integral (1/pi) int_0^pi cos(n t - a sin t) dt, whose
    periodic integrand the midpoint rule integrates to rounding error."""
    t = (jnp.arange(_J_NODES) + 0.5) * (jnp.pi / _J_NODES)
    return jnp.mean(jnp.cos(n * t - a[..., None] * jnp.sin(t)), -1)


def _bessel_j(n):
    """J_n (n = 0, 1), computed in float64 and returned in ``x``'s dtype."""
    def fn(x):
        a = jnp.abs(x.astype(jnp.float64))
        near = _j_near(n, jnp.minimum(a, _J_SWITCH))
        far = _hankel(n, jnp.maximum(a, _J_SWITCH), 12)[0]
        out = jnp.where(a <= _J_SWITCH, near, far) * jnp.where(x < 0, (-1.0) ** n, 1.0)
        if n == 1:                  # J1(+-0) = +-0 (the series leaves 5.6e-17 there)
            out = jnp.where(a == 0, x.astype(jnp.float64), out)
        return out.astype(x.dtype)
    return fn


def _bessel_y(n):
    """Y_n (n = 0, 1): the power series (Abramowitz & Stegun 9.1.13 / 9.1.11) for x <= 12,
    Hankel's expansion above; -inf for x <= 0 (but Y1(0): NaN), as MindSpore."""
    k = np.arange(48.0)                                    # numpy: float64 constants
    lfact = np.array([math.lgamma(v + 1) for v in range(49)])
    harm = np.concatenate([[0.0], np.cumsum(1.0 / np.arange(1.0, 49.0))])
    euler = 0.5772156649015329

    def fn(x):
        xd = x.astype(jnp.float64)
        small = jnp.clip(xd, 1e-300, _Y_SWITCH)
        h = small[..., None] / 2
        log_h = jnp.log(small / 2)
        sign = (-1.0) ** k
        if n == 0:
            terms = -sign * harm[:48] * jnp.exp(2 * k * jnp.log(h) - 2 * lfact[:48])
            near = 2 / jnp.pi * ((log_h + euler) * _j_near(0, small) + terms.sum(-1))
        else:
            psi = harm[:48] + harm[1:49] - 2 * euler        # psi(k+1) + psi(k+2)
            terms = sign * psi * jnp.exp((2 * k + 1) * jnp.log(h) - lfact[:48] - lfact[1:])
            near = (-2 / (jnp.pi * small) + 2 / jnp.pi * log_h * _j_near(1, small)
                    - terms.sum(-1) / jnp.pi)
        far = _hankel(n, jnp.maximum(xd, _Y_SWITCH), 16)[1]
        out = jnp.where(xd <= _Y_SWITCH, near, far)
        # 2.10: NaN at NaN, and Y1's at +-0 (measured); -inf below
        edge = jnp.where(jnp.isnan(xd) | ((xd == 0) & (n == 1)), jnp.nan, -jnp.inf)
        return jnp.where(xd > 0, out, edge).astype(x.dtype)
    return fn


_K_STEP, _K_NODES = 0.25, 321   # trapezoid: error ~exp(-pi^2 / step) ~ 1e-17


def _bessel_k(n, scaled):
    """K_n (n = 0, 1) from int_0^inf exp(-x cosh t) cosh(n t) dt, whose integrand decays
    doubly exponentially, so the trapezoid rule converges to rounding error. The step shrinks
    as 1/sqrt(x) for x > 1, where the integrand narrows to a Gaussian of that width (the nodes
    still reach t = 80 for x <= 1). ``scaled``: exp(x) K_n(x), integrated as
    exp(-2 x sinh(t/2)^2) so large x does not underflow."""
    def fn(x):
        xd = x.astype(jnp.float64)
        safe = jnp.where(xd > 0, xd, 1.0)[..., None]
        h = _K_STEP / jnp.sqrt(jnp.maximum(safe, 1.0))
        t = jnp.arange(_K_NODES) * h
        w = jnp.where(t == 0, 0.5, 1.0) * h
        val = jnp.sum(w * jnp.exp(-2 * safe * jnp.sinh(t / 2) ** 2) * jnp.cosh(n * t), -1)
        if not scaled:
            val = val * jnp.exp(-safe[..., 0])
        out = jnp.where(xd > 0, val, jnp.inf)  # MindSpore: inf for x <= 0, 0 at inf, NaN at NaN
        out = jnp.where(jnp.isnan(xd), jnp.nan, jnp.where(xd == jnp.inf, 0.0, out))
        return out.astype(x.dtype)
    return fn
