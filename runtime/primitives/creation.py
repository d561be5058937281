"""Array creation: fill, zeros/ones-like, arange, linspace, eye, one_hot.

Shapes, ranges and dtypes are static attributes (dtype as a numpy dtype name), so each creation
is a cached kernel and a constant the graph compiler can fold.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, register


@register("fill")
def fill(value, *, shape, dtype):
    """An array of ``shape`` and ``dtype`` filled with ``value`` (a scalar input)."""
    if any(d < 0 for d in shape):
        raise ValueError(f"For 'Fill', every dimension of 'shape' must be >= 0, but got "
                         f"{tuple(shape)}.")
    return jnp.broadcast_to(jnp.asarray(value).astype(np.dtype(dtype)), tuple(shape))


@register("zeros_like", props=(NONDIFF,))
def zeros_like(x, *, dtype=None):
    """Zeros with x's shape and (unless ``dtype`` is given) dtype."""
    return jnp.zeros(x.shape, np.dtype(dtype) if dtype else x.dtype)


@register("ones_like", props=(NONDIFF,))
def ones_like(x, *, dtype=None):
    """Ones with x's shape and (unless ``dtype`` is given) dtype."""
    return jnp.ones(x.shape, np.dtype(dtype) if dtype else x.dtype)


@register("arange", props=(NONDIFF,))
def arange(*, start, stop, step, dtype):
    """``[start, start + step, ...)`` below ``stop``."""
    return jnp.arange(start, stop, step, dtype=np.dtype(dtype))


@register("linspace", props=(NONDIFF,))
def linspace(*, start, stop, num, dtype="float32"):
    """``num`` evenly spaced values from ``start`` to ``stop`` inclusive."""
    return jnp.linspace(start, stop, num, dtype=np.dtype(dtype))


@register("eye", props=(NONDIFF,))
def eye(*, n, m, dtype):
    """An n x m array with ones on the diagonal."""
    return jnp.eye(n, m, dtype=np.dtype(dtype))


@register("one_hot", nondiff_argnums=(0,))
def one_hot(indices, on_value, off_value, *, depth, axis=-1):
    """``on_value`` at each index along a new ``axis`` of size ``depth``, ``off_value``
    elsewhere (indices outside [0, depth) give an all-off row)."""
    hot = jax.nn.one_hot(indices, depth, axis=axis, dtype=jnp.bool_)
    on, off = jnp.asarray(on_value), jnp.asarray(off_value)
    return jnp.where(hot, on, off.astype(on.dtype))
