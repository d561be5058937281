"""``mindspore.numpy`` spellings with numpy's signatures for ops whose ``ops`` signature differs:
``mean(a, axis, keepdims, dtype)``, ``argmax(a, axis)``, ``argmin(a, axis)``,
``divide(x1, x2, dtype)``, ``clip(x, xmin, xmax, dtype)``, ``matrix_power(a, n)``,
``diff(a, n, axis, prepend, append)`` (scalar edges), ``roll(a, shift, axis)``, ``tile(a, reps)``
(an int or a list too), ``reshape(x, new_shape)`` (an int too), ``transpose(a, axes)`` (by
keyword too). They are the
``numpy=`` adapters of those ``op_table`` / ``rows_linalg`` rows (the elementwise rows get their
``dtype=`` from ``_table.elementwise``). Array-likes are converted as every ``minicell.numpy``
function does (``np_adapters.to_tensor``: Python int -> Int32, float -> Float32).

>>> from minicell import numpy as mnp
>>> mnp.mean(mnp.array([[1.0, 2.0], [3.0, 5.0]]), axis=0, keepdims=True).asnumpy().tolist()
[[2.0, 3.5]]
>>> mnp.argmax([[1, 2], [5, 0]], axis=0).asnumpy().tolist()
[1, 0]
"""
import numpy as np

from ..common import dtype as mstype
from . import array_ext_math as AM, array_ops as A, functional as F, linalg_funcs as LA
from . import reductions as R
from ..common.tensor import Tensor
from ._table import np_dimensioned
from ._util import check_unique_axes, norm_shape
from .np_adapters import to_tensor


def _cast(out, dtype):
    return out if dtype is None or out.dtype == mstype.to_mstype(dtype) else F.cast(out, dtype)


def mean(a, axis=None, keepdims=False, dtype=None):
    """Arithmetic mean along ``axis`` (all axes when None); integer input gives an integer
    result, as MindSpore's numpy; ``dtype`` casts the result."""
    a = to_tensor(a)
    check_unique_axes(axis, 'duplicate value in "axis"', a.ndim)
    return _cast(R.mean(a, axis, keepdims), dtype)


def tile(a, reps):
    """``a`` repeated ``reps[i]`` times along axis i (``reps`` an int, list, tuple or Tensor)."""
    return A.tile(to_tensor(a), reps if isinstance(reps, Tensor) else norm_shape(reps, "tile"))


def repeat(a, repeats, axis=None):
    """numpy's repeat: each element of ``a`` ``repeats`` times along ``axis`` (of the flattened
    array when None); ``Tensor.repeat`` is 2.10's tiling instead."""
    return A.repeat_interleave(a, repeats, axis)


def argmax(a, axis=None):
    """Int64 index of the largest value along ``axis`` (of the flattened array when None)."""
    return R.argmax(to_tensor(a), axis)


def argmin(a, axis=None):
    """Index of the smallest value along ``axis`` (of the flattened array when None); Int32,
    MindSpore's dtype for argmin."""
    return R.argmin(to_tensor(a), axis)


def _zero_divisor(out, x2, dtype):
    out = F.mul(out, F.cast(F.not_equal(x2, 0), out.dtype)) if out.dtype in mstype.int_type or \
        out.dtype in mstype.uint_type else out
    return _cast(out, dtype)


def _bool_in_float(fn, x1, x2, dtype):
    """``fn`` of two Bool operands as mindspore.numpy computes it: in Float32, the result cast
    back to Bool (a divisor of False gives NaN, so True: 2.10's fmod([T, F], [T, F]) is
    [False, True], measured)."""
    f32 = mstype.float32
    return _cast(F.cast(fn(F.cast(x1, f32), F.cast(x2, f32)), mstype.bool_), dtype)


def remainder(x1, x2, dtype=None):
    """``x1 - floor(x1 / x2) * x2``, 2.10's composite (floats rounded step by step, not the
    exact FloorMod: ``remainder``); 0 for an integer divisor of 0, as MindSpore's numpy."""
    x1, x2 = to_tensor(x1), to_tensor(x2)
    if x1.dtype == x2.dtype == mstype.bool_:
        return _bool_in_float(F.floor_mod, x1, x2, dtype)
    return _zero_divisor(F.remainder(x1, x2), x2, dtype)


def fmod(x1, x2, dtype=None):
    """``x1 - trunc(x1 / x2) * x2``; 0 for an integer divisor of 0, as MindSpore's numpy (the
    ops' kernel returns ``x1`` there)."""
    x1, x2 = to_tensor(x1), to_tensor(x2)
    if x1.dtype == x2.dtype == mstype.bool_:
        return _bool_in_float(F.fmod, x1, x2, dtype)
    return _zero_divisor(F.fmod(x1, x2), x2, dtype)


def divide(x1, x2, dtype=None):
    """True division (integers divide to Float32); ``dtype`` casts the result."""
    return _cast(F.div(*np_dimensioned(to_tensor(x1), to_tensor(x2))), dtype)


def clip(x, xmin, xmax, dtype=None):
    """``x`` limited to ``[xmin, xmax]``; at most one bound may be None."""
    if xmin is None and xmax is None:
        raise ValueError("One of max or min must be given.")
    return _cast(F.clamp_any(to_tensor(x), xmin, xmax), dtype)


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


def diff(a, n=1, axis=-1, prepend=None, append=None):
    """numpy ``diff``: the ``n``-th difference along ``axis``; a scalar ``prepend`` / ``append``
    is broadcast to one slice along ``axis``, and ``n = 0`` returns ``a`` unchanged."""
    a = to_tensor(a)
    if n == 0:
        return a
    nd = len(a.shape)
    ax = axis % nd if -nd <= axis < nd else axis

    def edge(v):
        if v is None:
            return None
        v = to_tensor(v, a.dtype)
        if len(v.shape) == 0:
            shape = tuple(1 if i == ax else d for i, d in enumerate(a.shape))
            v = F.broadcast_to(v, shape)
        return v
    return AM.diff_n(a, n, axis, edge(prepend), edge(append))


def roll(a, shift, axis=None):
    """numpy ``roll``: ``shift`` and ``axis`` (ints or tuples) broadcast against each other, the
    shifts of a repeated axis add up; ``axis=None`` rolls the flattened array."""
    a = to_tensor(a)
    if axis is None:
        return A.roll(a.reshape(-1), int(np.sum(shift)), 0).reshape(a.shape)
    try:
        pairs = np.broadcast(np.asarray(shift), np.asarray(axis))
    except ValueError:
        raise ValueError(f"For 'roll', 'shift' {shift} and 'axis' {axis} cannot be broadcast "
                         f"together") from None
    total = {}
    for s, ax in pairs:
        ax = int(ax) % max(len(a.shape), 1)
        total[ax] = total.get(ax, 0) + int(s)
    return A.roll(a, tuple(total.values()), tuple(total))


def reshape(x, new_shape):
    """numpy ``reshape``: ``new_shape`` an int, a list or a tuple (2.10 calls
    ``x.reshape(new_shape)``, which takes an int where ``ops.reshape`` does not; measured)."""
    return x.reshape(new_shape) if isinstance(x, Tensor) else A.reshape(x, new_shape)


def transpose(a, axes=None):
    """numpy ``transpose(a, axes=None)``: ``axes`` by keyword too (2.10 calls
    ``a.transpose(axes)``: None reverses the axes, a tuple or a list permutes them)."""
    return a.transpose() if axes is None else a.transpose(axes)
