"""Float16 gradients that 2.10's CPU kernels round step by step.

``ReciprocalGrad`` on float16 (both modes, measured bit for bit on 256 values; float32 and
float64 run the same formula, 55% -> 100% of 300 float32 gradients equal): the output's
square ``y * y`` is rounded to float16, then its product with the cotangent, negated:
``-(dy * (y * y))``. JAX's derivative of ``1 / x`` (``-dy / x**2``-like, in float16) differs in
the last bit on four values in ten. ``exp``'s float16 gradient is ``dy * y``, one float16
product (JAX's own). Both read the float16 output; GRAPH_MODE's float32 kernels round their
output to float16 before (``compiler/half_in_float32.py``). ``Pow``'s GRAPH_MODE bprop:
``pow_grad``.
"""
import jax
import jax.numpy as jnp


def reciprocal_grad(y, t):
    """2.10's float16 ``ReciprocalGrad`` of the output ``y`` and cotangent ``t``."""
    return -(t * (y * y))


def exp_grad(y, t):
    """2.10's float16 ``Exp`` bprop, ``Mul(dy, y)``."""
    return t * y


@jax.custom_jvp
def _half_reciprocal(x):
    return jnp.reciprocal(x)


@_half_reciprocal.defjvp
def _half_reciprocal_jvp(primals, tangents):
    y = jnp.reciprocal(primals[0])
    return y, reciprocal_grad(y, tangents[0])


def reciprocal(x):
    """``1 / x``; for real floats with 2.10's ``ReciprocalGrad`` (``reciprocal_grad``: float32
    gradients 55% -> 100% bit-equal, measured on 300 values; JAX's ``-t * x**-2`` rounds
    elsewhere)."""
    if jnp.issubdtype(x.dtype, jnp.floating):
        return _half_reciprocal(x)
    return jnp.reciprocal(x)


def pow_grad(pow32, log, wide_x, x, p, y, tx, tp):
    """2.10's float16 ``Pow`` bprop in GRAPH_MODE, of float16 ``x``, ``p``, output ``y`` and
    tangents: ``(p * pow(x, p - 1)) * dx`` with ``pow`` its float32 kernel ``pow32`` rounded once,
    reading ``x``'s float32 value ``wide_x`` (measured), ``(y * log(x)) * dp``."""
    p = jnp.asarray(p, x.dtype)      # (a Python int or float exponent)
    jac = p * pow32(wide_x, (p - 1).astype(jnp.float32)).astype(x.dtype)
    # (the barrier: XLA moves the constant ``p`` onto a broadcast ``tx``, rounding elsewhere)
    dx = jax.lax.optimization_barrier(jac) * tx
    if getattr(tp, "dtype", None) == jax.dtypes.float0:
        return dx
    return dx + y * log(jnp.where(x == 0, jnp.ones((), x.dtype), x)) * tp
