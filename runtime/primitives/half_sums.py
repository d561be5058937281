"""Broadcasts whose gradient sums half-precision values in float32, as MindSpore 2.10 sums them.

A half-precision (Float16/BFloat16) operand that an op broadcasts gets, in reverse mode, the
sum of the output's cotangent over the broadcast axes. JAX's transpose of a broadcast is a
reduction in the operand's own dtype, which XLA's CPU backend adds in float16 (pairwise: one
ulp off 2.10's value on about one sum in three). 2.10's bprop of a broadcasting op (Add, Sub,
Mul, RealDiv, BiasAdd, Dense's bias) reduces with ReduceSum, whose half kernels accumulate in
float32 and round once (measured: a (64, 3) Float16 cotangent summed over rows, identical to
numpy's float32 sum rounded to Float16 in both modes; minicell was 0.0013218 for 0.0013199).

``widened_broadcast`` broadcasts through float32: ``f16 -> f32 -> broadcast -> f16`` is the
same value forward (the round trip is exact), and its transpose is a float32 reduction rounded
once. Only linear primitives: forward-mode and higher-order derivatives stay JAX's own.
"""
import jax.numpy as jnp

HALF = (jnp.float16, jnp.bfloat16)


def widened_broadcast(x, shape):
    """A half-precision ``x`` broadcast to ``shape`` through float32 (its gradient then sums in
    float32); anything else, or ``x`` already of that shape, comes back as it is (the op
    broadcasts it)."""
    shape = tuple(shape)
    if getattr(x, "dtype", None) not in HALF or jnp.shape(x) == shape:
        return x
    return jnp.broadcast_to(x.astype(jnp.float32), shape).astype(x.dtype)


def half_operands(x, y):
    """``x, y`` of a broadcasting binary op: when they are half precision and of different
    shapes, each is broadcast to the result's shape through ``widened_broadcast``; otherwise
    they come back unchanged (the op broadcasts them itself)."""
    if (getattr(x, "dtype", None) not in HALF and getattr(y, "dtype", None) not in HALF) \
            or jnp.shape(x) == jnp.shape(y):
        return x, y
    shape = jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y))
    return widened_broadcast(x, shape), widened_broadcast(y, shape)
