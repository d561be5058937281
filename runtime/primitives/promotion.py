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


def _kind(dt):
    return "c" if jnp.issubdtype(dt, jnp.complexfloating) else \
        "f" if jnp.issubdtype(dt, jnp.floating) else "b" if dt == jnp.bool_ else "i"


def scalar_tensor(x, y, float_out=False):
    """``(x, y, dtype)``: 2.10's ``Mul`` and ``Div`` (every entry point, both modes, measured)
    keep the dtype of a Tensor with dimensions beside a 0-d Tensor of the same kind (floating,
    integer or complex), as PyTorch's rule for 0-d tensors: Float16 * a 0-d Float32 is
    Float16, Int8 * a 0-d Int64 is Int8, Float32 * a 0-d Float64 is Float32. The op computes
    at the promoted dtype and its result is rounded once to ``dtype`` (Float16 * a 0-d Float32:
    the float32 product, rounded, bit for bit); a Float64 0-d operand is taken at Float32 first
    (Float32 * a 0-d Float64 multiplies by its float32 value, measured). ``dtype`` is None
    where the rule does not apply (Python numbers, equal dtypes, kinds that differ, both 0-d or
    neither; an integer quotient of a ``float_out`` op, which is Float32 anyway)."""
    ax, ay = getattr(x, "aval", None), getattr(y, "aval", None)
    if ax is None or ay is None or ax.weak_type or ay.weak_type or ax.dtype == ay.dtype \
            or (ax.ndim == 0) == (ay.ndim == 0):
        return x, y, None
    dim, zero = (ax, ay) if ay.ndim == 0 else (ay, ax)
    kind = _kind(dim.dtype)
    if kind != _kind(zero.dtype) or kind == "b" or (float_out and kind == "i"):
        return x, y, None
    if zero.dtype == jnp.float64:
        x, y = (v.astype(jnp.float32) if v.ndim == 0 else v for v in (x, y))
    return x, y, dim.dtype
