"""``fmod`` and ``remainder`` of floats as 2.10 computes them: not by a kernel but by its
Python composites, ``x - div(x, y, rounding_mode="trunc") * y`` (``ops.fmod``, ``Tensor.fmod``,
``mint.fmod``) and ``x - floor_div(x, y) * y`` (``ops.remainder``, ``Tensor.remainder``,
``mint.remainder``), each step a kernel of its own that rounds: the quotient ``x / y`` (one
IEEE division; FloorDiv's is taken in float64), its truncation or floor, the product and the
difference. Measured on 2.10 CPU:
bit for bit on 10,000 random float32 pairs (the exact ``fmod`` agrees on 4% of them, up to
1.2e-4 off for |x| ~ 1000), in both modes; ``%``, ``ops.floor_mod`` and the ``FloorMod``,
``Mod`` and ``TruncateMod`` Primitives are kernels and stay exact. The composite gives NaN for
a divisor of 0 and for an infinite operand, and +0.0 for an exact multiple, as 2.10. Half
precision rounds after each step, as 2.10's float16 kernels (float32 inside). Integers keep
their exact kernels (the composite's integer steps give the same numbers)."""
import jax.numpy as jnp

from .half_sums import HALF
from .math import exact_divide, positive_zero
from .nan_rules import keep_x_by_zero, ms_floor_divide
from .rounding import rounded_product


def mod_of(x, y, exact, rounding):
    """The ``fmod`` (``exact`` ``jnp.fmod``, ``rounding`` ``jnp.trunc``) or ``remainder``
    (``jnp.mod``, ``jnp.floor``) of two promoted operands: floats by the composite, integers
    by the exact kernel, ``x`` where an integer divisor is 0 (``nan_rules.keep_x_by_zero``)."""
    if jnp.issubdtype(x.dtype, jnp.floating):
        return composite_mod(x, y, rounding)
    return keep_x_by_zero(x, y, positive_zero(exact(x, y)))


def composite_mod(x, y, rounding):
    """``x - rounding(x / y) * y`` of two floating arrays of one dtype, each step rounded to
    it (``rounding``: ``jnp.trunc`` or ``jnp.floor``)."""
    dtype = x.dtype
    if dtype in HALF:
        def step(v):
            return v.astype(dtype).astype(jnp.float32)
        x, y = x.astype(jnp.float32), y.astype(jnp.float32)
    else:
        def step(v):
            return v
    # Div (trunc mode) rounds x / y to the dtype before truncating it; FloorDiv floors the
    # quotient taken in float64 and rounds that (``ms_floor_divide``: 1 % 0.1 is 0.09999996 in
    # float32, where the float32 quotient rounds up to 10 and gives 0; measured)
    if rounding is jnp.trunc:
        q = rounding(step(exact_divide(x, y)))
    else:
        q = step(ms_floor_divide(x, y))
    # the product is rounded before the difference (XLA would contract it into one FMA)
    return step(x - step(rounded_product(q, y, x))).astype(dtype)
