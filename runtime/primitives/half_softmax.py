"""2.10's float16 ``Softmax`` on the CPU and its gradient, rounding where its kernels round.

Measured bit for bit in both modes (rows of 5, 16 and 40, ``softmax`` over the last axis): the
shifted input ``x - max`` and ``exp`` of it are float16 values, the row sum is taken in float32
and rounded once, and each ``e / sum`` is a float16 division. The gradient (``SoftmaxGrad``) is
``(dy - sum(dy * y)) * y`` in float16 operations, the sum again in float32 rounded once. JAX's
``jax.nn.softmax`` in float16 differs in the last bit on about one value in six, its gradient
on most.

The derivative is a jvp rule whose transpose (JAX's reverse mode) is that order of operations:
for the cotangent ``c``, ``p = c * y``; ``r`` its float32 sum rounded to float16; ``(c - r) * y``.
"""
import functools

import jax
import jax.numpy as jnp

from .softmax_axis import kernel_softmax

_F = jnp.float32


def _row_sum(v, axis):
    """The float32 sum of float16 ``v`` over ``axis``, rounded once, kept as a length-1 axis."""
    return jnp.sum(v.astype(_F), axis=axis, keepdims=True).astype(v.dtype)


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def half_softmax(x, axis):
    """Float16 softmax over ``axis``, as 2.10's CPU kernel rounds it."""
    e = jnp.exp((x - jnp.max(x, axis=axis, keepdims=True)).astype(_F)).astype(x.dtype)
    # a float16 division rounds the float32 quotient once (XLA's own float16 divide does not)
    return (e.astype(_F) / _row_sum(e, axis).astype(_F)).astype(x.dtype)


@half_softmax.defjvp
def _jvp(axis, primals, tangents):
    """The transpose of the gradient's order (module docstring): ``u = t * y``, then
    ``u + y * bcast(float16(float32(sum16(-u))))``; JAX transposes each step back, so the
    reverse pass computes ``c * y``, its float32 sum rounded once, ``(c - r) * y``."""
    (x,), (t,) = primals, tangents
    y = half_softmax(x, axis)
    u = t * y
    w = jnp.sum(-u, axis=axis, keepdims=True).astype(_F)
    z = jnp.broadcast_to(w, u.shape).astype(u.dtype)
    return y, u + z * y


def any_softmax(x, axis):
    """Softmax over ``axis``: on the CPU ``half_softmax`` for float16, 2.10's generic kernel
    for float32 and float64 (``softmax_axis.py``); else JAX's."""
    if jax.default_backend() == "cpu" and x.ndim and x.size:
        if x.dtype == jnp.float16:
            return half_softmax(x, axis)
        if x.dtype in (_F, jnp.float64):
            return kernel_softmax(x, axis % x.ndim)
    return jax.nn.softmax(x, axis=axis)
