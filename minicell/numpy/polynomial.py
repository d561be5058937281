"""Polynomials of ``mindspore.numpy`` (coefficients highest power first, as numpy's
``poly1d``): ``polyadd``, ``polysub``, ``polymul``, ``polyder``, ``polyint``, ``polyval``.

>>> from minicell import numpy as mnp
>>> mnp.polyval([1.0, 2, 3], 2).asnumpy().tolist()
11.0
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import array_ops as A, functional as F
from ..ops._util import shape_of
from ..ops.np_adapters import promote, to_tensor
from .math_ops import convolve

__all__ = ["polyadd", "polysub", "polymul", "polyder", "polyint", "polyval"]


def _poly(p, name):
    """The coefficients as a 1-D Tensor: a scalar is the constant polynomial (as numpy's)."""
    p = to_tensor(p)
    if len(shape_of(p)) == 0:
        return A.reshape(p, (1,))
    if len(shape_of(p)) != 1:
        raise ValueError("input array must be scalar or 1-d sequence")      # 2.10's text
    return p


def _aligned(a1, a2, name):
    a1, a2 = _poly(a1, name), _poly(a2, name)
    dtype = promote(a1.dtype, a2.dtype)
    a1, a2 = to_tensor(a1, dtype), to_tensor(a2, dtype)
    n1, n2 = shape_of(a1)[0], shape_of(a2)[0]
    if n1 < n2:
        a1 = A.concat([A.zeros((n2 - n1,), dtype), a1])
    elif n2 < n1:
        a2 = A.concat([A.zeros((n1 - n2,), dtype), a2])
    return a1, a2


def polyadd(a1, a2):
    """The sum of two polynomials."""
    a1, a2 = _aligned(a1, a2, "polyadd")
    return a1 + a2


def polysub(a1, a2):
    """The difference of two polynomials."""
    a1, a2 = _aligned(a1, a2, "polysub")
    return a1 - a2


def polymul(a1, a2):
    """The product of two polynomials."""
    return convolve(_poly(a1, "polymul"), _poly(a2, "polymul"))


def polyder(p, m=1):
    """The ``m``-th derivative of a polynomial."""
    p = _poly(p, "polyder")
    if m < 0:
        raise ValueError("Order of derivative must be positive (see polyint)")
    for _ in range(int(m)):
        n = shape_of(p)[0]
        if n <= 1:
            return A.zeros((1,) if n else (0,), p.dtype)
        p = p[:-1] * Tensor(np.arange(n - 1, 0, -1), p.dtype)
    return p


def polyint(p, m=1, k=None):
    """The ``m``-th antiderivative; ``k``: the integration constants (the first for the first
    integration), zeros by default. Float32 for integer input."""
    p = _poly(p, "polyint")
    if not mstype.is_float(p.dtype):
        p = F.cast(p, mstype.float32)
    m = int(m)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    ks = [0.0] * m if k is None else list(np.atleast_1d(np.asarray(k, np.float64)))
    if len(ks) == 1 and m > 1:
        ks = ks * m
    if len(ks) < m:
        raise ValueError("k must be a scalar or a rank-1 array of length 1 or >m.")
    for i in range(m):
        n = shape_of(p)[0]
        p = A.concat([p / Tensor(np.arange(n, 0, -1), p.dtype),
                      Tensor(np.asarray([ks[i]]), p.dtype)])
    return p


def polyval(p, x):
    """The polynomial ``p`` evaluated at ``x`` (Horner's scheme), Float32 for integer input."""
    p = _poly(p, "polyval")
    x = to_tensor(x)
    dtype = promote(p.dtype, x.dtype)
    if not mstype.is_float(dtype):
        dtype = mstype.float32
    p, x = to_tensor(p, dtype), to_tensor(x, dtype)
    out = A.zeros_like(x)
    for i in range(shape_of(p)[0]):
        out = out * x + p[i]
    return out
