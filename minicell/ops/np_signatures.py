"""``mindspore.numpy`` spellings with numpy's signatures for ops whose ``ops`` signature differs:
``mean(a, axis, keepdims, dtype)``, ``argmax(a, axis)``, ``argmin(a, axis)``,
``divide(x1, x2, dtype)``, ``clip(x, xmin, xmax, dtype)``, ``matrix_power(a, n)``. They are the
``numpy=`` adapters of those ``op_table`` / ``rows_linalg`` rows (the elementwise rows get their
``dtype=`` from ``_table.elementwise``). Array-likes are converted as every ``minicell.numpy``
function does (``np_adapters.to_tensor``: Python int -> Int32, float -> Float32).

>>> from minicell import numpy as mnp
>>> mnp.mean(mnp.array([[1.0, 2.0], [3.0, 5.0]]), axis=0, keepdims=True).asnumpy().tolist()
[[2.0, 3.5]]
>>> mnp.argmax([[1, 2], [5, 0]], axis=0).asnumpy().tolist()
[1, 0]
"""
from ..common import dtype as mstype
from . import functional as F, linalg_funcs as LA, reductions as R
from .np_adapters import to_tensor


def _cast(out, dtype):
    return out if dtype is None or out.dtype == mstype.to_mstype(dtype) else F.cast(out, dtype)


def mean(a, axis=None, keepdims=False, dtype=None):
    """Arithmetic mean along ``axis`` (all axes when None); integer input gives an integer
    result, as MindSpore's numpy; ``dtype`` casts the result."""
    return _cast(R.mean(to_tensor(a), axis, keepdims), dtype)


def argmax(a, axis=None):
    """Int64 index of the largest value along ``axis`` (of the flattened array when None)."""
    return R.argmax(to_tensor(a), axis)


def argmin(a, axis=None):
    """Index of the smallest value along ``axis`` (of the flattened array when None); Int32,
    MindSpore's dtype for argmin."""
    return R.argmin(to_tensor(a), axis)


def divide(x1, x2, dtype=None):
    """True division (integers divide to Float32); ``dtype`` casts the result."""
    return _cast(F.div(to_tensor(x1), to_tensor(x2)), dtype)


def clip(x, xmin, xmax, dtype=None):
    """``x`` limited to ``[xmin, xmax]``; at most one bound may be None."""
    if xmin is None and xmax is None:
        raise ValueError("One of max or min must be given.")
    return _cast(F.clamp(to_tensor(x), xmin, xmax), dtype)


def matrix_power(a, n):
    """The square matrix (or stack of them) ``a`` to the integer power ``n >= 0``
    (``n = 0``: the identity)."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("exponent must be an integer")
    if n < 0:
        raise ValueError("n < 0 is not supported now.")
    a = to_tensor(a)
    if len(a.shape) < 2:
        raise ValueError("Array must be at least two-dimensional")
    if a.shape[-1] != a.shape[-2]:
        raise ValueError("Last 2 dimensions of the array must be square")
    return LA.matrix_power(a, n)
