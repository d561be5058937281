"""MindSpore's dtype promotion of two operands (``promote``), which differs from JAX's where a
Python float meets an integer, bool or Float64 tensor; shared by the elementwise primitives
(``math``) and the ones built on them."""
import jax.numpy as jnp
import numpy as np

from .rounding import _opaque_zero

_PY_SCALARS = (bool, int, float, complex)


def _is_weak(x):
    if isinstance(x, _PY_SCALARS):
        return True
    aval = getattr(x, "aval", None)
    return bool(getattr(aval, "weak_type", False))


def promote(x, y):
    """Cast two operands to MindSpore's common dtype. A Python float beside a Float64 Tensor
    is a Float32 value in 2.10 (both modes, measured: ``t64 * 0.1`` multiplies by
    0.10000000149011612, ``t64 * 1e300`` is inf), so it is rounded to Float32 first."""
    dt = jnp.result_type(x, y)
    if dt == jnp.float64:
        if not any(not _is_weak(v) and jnp.result_type(v) == jnp.float64 for v in (x, y)):
            dt = jnp.dtype(jnp.float32)
        else:
            x, y = (_float32_scalar(v) for v in (x, y))
    elif dt == jnp.complex128 and not any(
            not _is_weak(v) and jnp.result_type(v) == jnp.complex128 for v in (x, y)):
        dt = jnp.dtype(jnp.complex64)
    return _as_dtype(x, dt), _as_dtype(y, dt)


def _float32_scalar(v):
    """A Python float (or, inside a jitted kernel, the weakly typed array it became) rounded
    to Float32; anything else as is."""
    if type(v) is float:
        with np.errstate(over="ignore"):
            return float(np.float32(v))
    if not isinstance(v, _PY_SCALARS) and _is_weak(v) and jnp.result_type(v) == jnp.float64:
        return jnp.asarray(v).astype(jnp.float32)
    return v


def _as_dtype(v, dt):
    """``v`` as an array of ``dt``; a Python int outside an integer dtype's range wraps (uint8
    ``x * -1``), as the eager path's int64 array cast does and MindSpore 2.10 computes."""
    if type(v) is int and jnp.issubdtype(dt, jnp.integer):
        return jnp.asarray(np.asarray(v).astype(dt))
    if getattr(v, "dtype", None) == jnp.bool_ and jnp.issubdtype(dt, jnp.inexact):
        return bool_to_float(v, dt)
    return jnp.asarray(v, dt)


def bool_to_float(v, dt):
    """A bool array as a float (or complex) ``dt`` array whose ``0 * inf`` stays NaN: XLA
    rewrites ``convert(pred) * x`` into ``select(pred, x, 0)``, which gives 0 where 2.10's
    kernels multiply (measured: ``False * inf``, ``ops.xlogy(False, -1.0)`` are NaN in both
    modes); an opaque zero added to the converted array keeps the multiplication."""
    a = jnp.asarray(v, dt)
    return a + _opaque_zero(a)
