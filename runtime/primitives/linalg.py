"""Linear algebra: matmul (with transpose flags, batched by broadcasting) and einsum."""
import jax.numpy as jnp

from ..registry import register
from .math import promote


def _inner_dims(x, y, transpose_a, transpose_b):
    kx = x.shape[-2] if (transpose_a and x.ndim >= 2) else x.shape[-1]
    if y.ndim == 1:
        ky = y.shape[0]
    else:
        ky = y.shape[-1] if transpose_b else y.shape[-2]
    return kx, ky


@register("matmul")
def matmul(x, y, *, transpose_a=False, transpose_b=False):
    """Matrix product of the last two axes, leading axes broadcast (numpy ``matmul``); the
    transpose flags swap the last two axes of an operand first."""
    x, y = promote(x, y)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError(f"For 'MatMul', the inputs must be at least 1-D, but got x shape "
                         f"{tuple(x.shape)} and y shape {tuple(y.shape)}")
    kx, ky = _inner_dims(x, y, transpose_a, transpose_b)
    if kx != ky:
        raise ValueError(f"For 'MatMul', the inner dimensions must be equal, but got x shape "
                         f"{tuple(x.shape)} (transpose_a={transpose_a}) and y shape "
                         f"{tuple(y.shape)} (transpose_b={transpose_b}): {kx} vs {ky}")
    if transpose_a and x.ndim >= 2:
        x = jnp.swapaxes(x, -1, -2)
    if transpose_b and y.ndim >= 2:
        y = jnp.swapaxes(y, -1, -2)
    return jnp.matmul(x, y)


@register("einsum")
def einsum(*xs, equation):
    """Einstein summation over the inputs, e.g. ``equation='bij,bjk->bik'``."""
    return jnp.einsum(equation, *xs)
