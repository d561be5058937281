"""Array creation: fill, zeros/ones-like, arange, linspace, eye, one_hot.

Shapes, ranges and dtypes are static attributes (dtype as a numpy dtype name), so each creation
is a cached kernel and a constant the graph compiler can fold.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, register


def _check_shape(shape):
    if any(d < 0 for d in shape):
        raise ValueError(f"For 'Fill', every dimension of 'shape' must be >= 0, but got "
                         f"{tuple(shape)}.")


@register("fill")
def fill(value, *, shape, dtype):
    """An array of ``shape`` and ``dtype`` filled with ``value`` (a scalar input)."""
    _check_shape(shape)
    return jnp.broadcast_to(jnp.asarray(value).astype(np.dtype(dtype)), tuple(shape))


@fill.on_host
def _fill_on_host(value, *, shape, dtype):
    """``fill`` in numpy, where numpy's cast of the value is XLA's: the same dtype, from bool,
    to a float from an int or float (both round to nearest even), to an int from a number whose
    integer part fits (both truncate)."""
    _check_shape(shape)
    v, to = np.asarray(value), np.dtype(dtype)
    if v.size != 1 or v.ndim > min(len(shape), 1):     # the compiled broadcast (or its error)
        return None
    v = v.reshape(())
    kind = v.dtype.kind
    exact = v.dtype == to or kind == "b" or (to.kind == "f" and kind in "iuf")
    if to.kind in "iu" and kind in "iuf" and np.isfinite(v):
        exact = np.iinfo(to).min <= int(v) <= np.iinfo(to).max
    if not exact:
        return None
    with np.errstate(over="ignore"):              # a float to float16 overflows to inf, as XLA
        return np.full(tuple(shape), v.astype(to))


@register("zeros_like", props=(NONDIFF,))
def zeros_like(x, *, dtype=None):
    """Zeros with x's shape and (unless ``dtype`` is given) dtype."""
    return jnp.zeros(x.shape, np.dtype(dtype) if dtype else x.dtype)


@register("ones_like", props=(NONDIFF,))
def ones_like(x, *, dtype=None):
    """Ones with x's shape and (unless ``dtype`` is given) dtype."""
    return jnp.ones(x.shape, np.dtype(dtype) if dtype else x.dtype)


def _filled_like_on_host(value):
    """The numpy twin of ``zeros_like``/``ones_like``: ``value`` in x's shape and dtype."""
    def host(x, *, dtype=None):
        return np.full(np.shape(x), value, np.dtype(dtype) if dtype else x.dtype)
    return host


zeros_like.on_host(_filled_like_on_host(0))
ones_like.on_host(_filled_like_on_host(1))


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


@eye.on_host
def _eye_on_host(*, n, m, dtype):
    return np.eye(n, m, dtype=np.dtype(dtype))


@register("one_hot", nondiff_argnums=(0,))
def one_hot(indices, on_value, off_value, *, depth, axis=-1):
    """``on_value`` at each index along a new ``axis`` of size ``depth``, ``off_value``
    elsewhere (indices outside [0, depth) give an all-off row)."""
    hot = jax.nn.one_hot(indices, depth, axis=axis, dtype=jnp.bool_)
    on, off = jnp.asarray(on_value), jnp.asarray(off_value)
    return jnp.where(hot, on, off.astype(on.dtype))
