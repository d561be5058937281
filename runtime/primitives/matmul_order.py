"""2.10's CPU MatMul of float32 in its order, for the composites that compare bit for bit with
2.10 on small products (``ops.cov``): each output adds ``a[i, k] * b[k, j]`` for ``k`` in order,
each step a multiply-add rounded once (measured on 2.10: (6, 50) x (50, 6), (6, 300) x
(300, 6), (40, 50) x (50, 40), (64, 64) x (64, 64) all bit-equal; XLA's dot 22-28%). A
(3, 1000) x (1000, 5) product is not in that order (7%): past ``MAX_K`` XLA's dot is kept.

The derivative is the product rule over XLA's dots (as ``matmul``'s), not the scan's."""
import jax.numpy as jnp

from ..registry import register
from .rounding import in_order

MAX_K = 300         # the longest sum measured in order
MAX_TERMS = 1 << 20     # and the most products (held in float64)


def _fma(acc, product):
    """``acc + product`` rounded once to float32 (``product`` exact in float64)."""
    return (acc.astype(jnp.float64) + product).astype(acc.dtype)


def ordered(a, b):
    """Whether ``matmul_ordered`` takes its path for 2-D ``a`` (M, K) and ``b`` (K, N)."""
    return (a.dtype == jnp.float32 and b.dtype == jnp.float32 and a.ndim == b.ndim == 2
            and 0 < a.shape[1] <= MAX_K and a.shape[0] * a.shape[1] * b.shape[1] <= MAX_TERMS)


def _jvp(primals, tangents):
    (a, b), (ta, tb) = primals, tangents
    return jnp.matmul(ta, b) + jnp.matmul(a, tb)


@register("matmul_ordered", jvp=_jvp)
def matmul_ordered(a, b):
    """``a @ b`` of 2-D float32 operands as 2.10's CPU MatMul adds it (module docstring); any
    other operands: ``jnp.matmul``."""
    if not ordered(a, b):
        return jnp.matmul(a, b)
    products = a.T.astype(jnp.float64)[:, :, None] * b.astype(jnp.float64)[:, None, :]
    return in_order(_fma, jnp.zeros((a.shape[0], b.shape[1]), jnp.float32), products)
