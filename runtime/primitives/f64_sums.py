"""2.10's CPU ReduceSum / ReduceMean total of float64: one value after another.

reduce_cpu_kernel.cc's fast paths (AVX lanes over a 2-D input's rows, the row fold over axis 0)
are float32 only; a float64 sum over any axes runs its generic loop: each output starts at +0
and adds the reduced values in row-major order over the reduced axes, one after another (a
1-D input or all axes alike, below ``_THREADED`` values, past which the kernel splits the
vector over threads). Measured on 2.10: (4, 33), (2, 100), (5, 8), (5, 16), (3, 64) over the
last axis, sequential matches every value, XLA's and numpy's pairwise orders do not.

``reduce_order.row_fold`` is that loop (straight code for short rows, a native ``fori_loop``
otherwise); a sum over other axes moves them last first. Float32 is ``sum_order``'s."""
import jax.numpy as jnp

from .math import cpu_float64_sums
from .reduce_order import row_fold, sum_derivative
from .sum_order import ordered_sum

_THREADED = 200000      # kReduceSmallVectorSize


@sum_derivative(axis=-1)
def _fold(v):
    return row_fold(v)


def sequential_sum(x, axes, keepdims):
    """The float64 sum of ``x`` over ``axes`` (sorted, non-negative, not empty) in 2.10's CPU
    order, or None (another dtype or backend, no values, a threaded whole-vector sum)."""
    if x.dtype != jnp.float64 or not x.size or not cpu_float64_sums():
        return None
    if len(axes) == x.ndim and x.size >= _THREADED:
        return None
    kept = [a for a in range(x.ndim) if a not in axes]
    out = _fold(jnp.transpose(x, kept + list(axes)).reshape(
        tuple(x.shape[a] for a in kept) + (-1,)))
    if not keepdims:
        return out
    return out.reshape(tuple(1 if a in axes else n for a, n in enumerate(x.shape)))


def kernel_order_sum(x, axes, keepdims):
    """2.10's CPU sum of float32 (``sum_order``) or float64 ``x`` over ``axes``, or None."""
    return (sequential_sum if x.dtype == jnp.float64 else ordered_sum)(x, axes, keepdims)
