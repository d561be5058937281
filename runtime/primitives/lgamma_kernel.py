"""Float64 ``lgamma`` beside its zeros at 1 and 2, for MindSpore 2.10's ``Lgamma``.

2.10's Float64 kernel is glibc's ``lgamma`` (bit for bit on 6,013 points, /tmp/numerics12/
lg64.py), which keeps its relative accuracy where the result goes to 0. XLA's Float64 lgamma
has an absolute error of about 1e-15 there (lgamma(1 + 2**-52) = -3.3e-16 where the value is
-1.28e-16) and is 50-250 ulp off over [0.5, 2.5]. Here ``lgamma(2 + t)`` is its Taylor series
``(1 - gamma) t + sum_k (-1)**k (zeta(k) - 1) / k t**k`` (coefficients computed in 50-digit
decimal arithmetic), used for ``|t| <= 0.5``, and ``lgamma(1 + t) = lgamma(2 + t) - log(1 + t)``
(``log`` of ``x`` itself: XLA's Float64 ``log1p`` is up to 128 ulp off on [-0.5, 0.5]). Against
glibc on [0.5, 2.5]: at most 5 ulp (XLA: up to 1e17 ulp beside the zeros). Below ``2**-70`` the
result is ``-log|x|`` (XLA overflows to inf on subnormals; glibc gives 744.44 at 5e-324)."""
import jax.numpy as jnp
from jax import lax

_LN2 = 0.6931471805599453
_C1 = 0.42278433509846713          # 1 - Euler's gamma
_CK = (                             # (-1)**k (zeta(k) - 1) / k, k = 2 .. 40
    0.3224670334241132, -0.0673523010531981, 0.020580808427784546, -0.007385551028673986,
    0.0028905103307415234, -0.001192753911703261, 0.0005096695247430425, -0.00022315475845357939,
    9.945751278180853e-05, -4.492623673813314e-05, 2.050721277567069e-05, -9.439488275268397e-06,
    4.374866789907488e-06, -2.039215753801366e-06, 9.55141213040742e-07, -4.492469198764566e-07,
    2.1207184805554665e-07, -1.0043224823968099e-07, 4.7698101693639804e-08,
    -2.2711094608943164e-08, 1.0838659214896955e-08, -5.183475041970047e-09,
    2.4836745438024785e-09, -1.1921401405860912e-09, 5.731367241678862e-10,
    -2.7595228851242334e-10, 1.330476437424449e-10, -6.4229645638381e-11, 3.1044247747322276e-11,
    -1.5021384080754142e-11, 7.275974480239079e-12, -3.527742476575915e-12, 1.711991790559618e-12,
    -8.315385841420285e-13, 4.04220052528944e-13, -1.9664756310966165e-13, 9.573630387838556e-14,
    -4.6640760264283744e-14, 2.2737369600659724e-14)


def _lgamma_2_plus(t):
    """``lgamma(2 + t)`` for ``|t| <= 0.5`` (Horner; each term ~4x below the last)."""
    acc = jnp.zeros_like(t)
    for c in reversed(_CK):
        acc = (acc + c) * t
    return (acc + _C1) * t


def lgamma_f64(x):
    """glibc-like ``lgamma`` of a Float64 array ``x`` (XLA's outside [0.5, 2.5] and 0 < |x| <
     2**-70, read from the bits)."""
    r = lax.lgamma(x)
    t1, t2 = x - 1, x - 2
    near1 = jnp.abs(t1) <= 0.5
    near2 = jnp.abs(t2) < 0.5
    t = jnp.where(near1, t1, jnp.where(near2, t2, 0))
    s = _lgamma_2_plus(t) - jnp.where(near1, jnp.log(jnp.where(near1, x, 1)), 0)
    r = jnp.where(near1 | near2, s, r)
    # -log|x| from the bits: XLA's CPU code treats a subnormal operand as 0
    bits = lax.bitcast_convert_type(x, jnp.int64) & 0x7FFFFFFFFFFFFFFF
    expo = bits >> 52
    sub = (expo == 0) & (bits != 0)
    ax = jnp.where(sub, bits.astype(jnp.float64), jnp.abs(x))    # a subnormal: its mantissa
    small = -(jnp.log(jnp.where(bits != 0, ax, 1)) + jnp.where(sub, -1074 * _LN2, 0))
    return jnp.where(sub | ((expo > 0) & (expo < 1023 - 70)), small, r)
