"""MindSpore 2.10's NaN rule for max/min-like kernels (measured on CPU, both modes).

Its Maximum/Minimum kernels compare once and pick: ``x if x > y else y`` (``<`` for Minimum).
With a NaN that is not symmetric: ``maximum(nan, 1) = 1`` but ``maximum(1, nan) = nan``, and
``maximum(0.0, -0.0) = -0.0``. The ops built on them inherit it: ``clamp(nan, -1, 1) = -1``,
``relu(nan) = relu6(nan) = 0``, ``hardtanh(nan) = min_val``. ``jnp.maximum`` propagates NaN, so
these are written as one compare and one select (the same cost under XLA).
"""
import jax.numpy as jnp


def ms_maximum(x, y):
    """``x if x > y else y`` (``jnp.maximum`` where no NaN is involved)."""
    if not jnp.issubdtype(jnp.result_type(x), jnp.floating):
        return jnp.maximum(x, y)
    return jnp.where(x > y, x, y)


def ms_minimum(x, y):
    """``x if x < y else y``."""
    if not jnp.issubdtype(jnp.result_type(x), jnp.floating):
        return jnp.minimum(x, y)
    return jnp.where(x < y, x, y)


def extremum_weight(x, y, wins):
    """The share of the gradient MaximumGrad/MinimumGrad give ``x`` against ``y``: all of it
    where ``x`` wins or either is NaN, half at a tie, else none."""
    nan = jnp.isnan(x) | jnp.isnan(y)
    return jnp.where(wins(x, y) | nan, 1.0, jnp.where(x == y, 0.5, 0.0))
