"""2.10's CPU ReduceSum of float32, in its own order, where that costs little.

Measured on 2.10 (41 + 25 shapes and axes, bit for bit; ``ops.sum``, ``Tensor.sum`` and the
ReduceSum primitive are one kernel):

- over axis 0 only, of a 2-D or higher input: the rows added one after another in float32;
- over the last axis of a 2-D input: each row in 8 AVX lanes (block after block), the lanes
  then added in turn, then the last ``C % 8`` values one by one;
- any other reduction (all axes, a 1-D input, a 3-D input's last axis, several axes): in
  float64, rounded once (``[3e38, 3e38, -3e38]`` sums to 3e38, not inf);
- every accumulator starts at +0 (``[-0., -0.]`` sums to +0).

XLA reduces in a tree of its own. The orders above are written as straight-line adds, which
XLA fuses into one loop, or as a float64 sum. Compiled alone, against ``jnp.sum`` on the CPU
(medians of 25 interleaved rounds, one process): the row fold of up to 64 rows costs 0.5-0.9x;
the float64 sum 0.9-1.1x up to 4096 values, 1.3x at 16384, 1.9x at (64, 1000) and at
(1024, 1024); the lanes 0.8-1.2x up to (8, 1000) and (256, 64), 1.5-2.7x at (64, 1000) and
4-5x at (1024, 1024); a longer row fold as a scan 6-10x at (1024, 1024), as a ``fori_loop``
(``_row_loop``) 0.3-1.3x. So the orders are taken only within ``_MAX_VALUES`` values (the
float64 sum and the lanes) and ``_MAX_LOOP_VALUES`` (the row fold), where they cost at most
~1.3x; larger sums keep XLA's order (2.10's bits differ there in the last place)."""
import jax.numpy as jnp
from jax import lax

from .math import cpu_float64_sums
from .reduce_order import sum_derivative
from .rounding import in_order

_MAX_ROWS = 64          # a row fold written out; longer ones run as a native loop
_MAX_LOOP_VALUES = 1 << 20  # the loop measured 0.3x at (64, 1000), 1.0-1.3x at (1024, 1024)
_MAX_VALUES = 8192      # float64 and lane sums up to this many input values (<= ~1.3x)
_MAX_BLOCKS = 128       # lane blocks written out (compile time)


def _no_fma(v):
    # adds -0 (NaN only where v is NaN): XLA then cannot contract the product that made ``v``
    # into the first add as an FMA (2.10 rounds each product before it sums)
    return v - jnp.minimum(jnp.abs(v), 0)


def _plus_zero(total):
    # a sum started at +0 is never -0; XLA drops the start's ``0 +`` (so all -0 gave -0)
    return jnp.where(total == 0, jnp.zeros_like(total), total)


@sum_derivative(axis=0)
def _row_fold(v):
    """``0 + v[0] + v[1] + ...`` over axis 0, in float32."""
    return _plus_zero(in_order(jnp.add, jnp.zeros(v.shape[1:], v.dtype), _no_fma(v)))


@sum_derivative(axis=0)
def _row_loop(v):
    """``_row_fold`` of many rows: a ``fori_loop`` reading each row in place, which XLA's CPU
    backend compiles into one native loop (a ``scan`` moved the rows and cost 6-10x).
    Compiled, against ``jnp.sum`` over axis 0, best of 3 medians of 50 calls on the shared
    machine: (64, 1000) 14-16 us vs 44-54; (1024, 1024) 93-97 us vs 74-101."""
    v = _no_fma(v)
    total = lax.fori_loop(1, v.shape[0],
                          lambda i, acc: acc + lax.dynamic_index_in_dim(v, i, 0, False), v[0])
    return _plus_zero(total)


@sum_derivative(axis=1)
def _lanes(v):
    """Rows of 2-D ``v`` summed in 8 lanes, the lanes in turn, then the tail."""
    v = _no_fma(v)
    c = v.shape[1]
    n8 = c // 8 * 8
    total = jnp.zeros(v.shape[:1], v.dtype)
    if n8:
        lanes = total[:, None] + v[:, 0:8]
        for b in range(8, n8, 8):
            lanes = lanes + v[:, b:b + 8]
        for j in range(8):
            total = total + lanes[:, j]
    for j in range(n8, c):
        total = total + v[:, j]
    return _plus_zero(total)


def lane_mean_total(x):
    """2.10's ReduceMean sum of a float32 2-D input's rows (its lanes, where cheap), or None."""
    if x.dtype != jnp.float32 or not x.size or not cpu_float64_sums() or \
            x.size > _MAX_VALUES or x.shape[1] > 8 * _MAX_BLOCKS:
        return None
    return _lanes(x)


def ordered_sum(x, axes, keepdims):
    """2.10's sum of float32 ``x`` over ``axes`` (a sorted tuple of non-negative axes, not
    empty) on the CPU backend, where cheap (see the module docstring); else None."""
    if x.dtype != jnp.float32 or not x.size or not cpu_float64_sums():
        return None
    if axes == (0,) and x.ndim >= 2:
        if x.shape[0] <= _MAX_ROWS:
            out = _row_fold(x)
        else:
            out = _row_loop(x) if x.size <= _MAX_LOOP_VALUES else None
    elif x.size > _MAX_VALUES:
        return None
    elif axes == (1,) and x.ndim == 2:
        out = _lanes(x) if x.shape[1] <= 8 * _MAX_BLOCKS else None
    else:
        out = jnp.sum(x, axis=axes, dtype=jnp.float64).astype(x.dtype)
    if out is None or not keepdims:
        return out
    return out.reshape(tuple(1 if a in axes else n for a, n in enumerate(x.shape)))

