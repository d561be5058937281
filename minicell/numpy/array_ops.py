"""Array manipulation of ``mindspore.numpy`` beyond the op table: ``append``,
``array_split``, ``rollaxis``, ``broadcast_arrays``, ``take_along_axis``, ``choose``,
``piecewise``, ``apply_along_axis``, ``apply_over_axes``, ``ravel_multi_index``,
``unravel_index``, ``array_str``.

>>> from minicell import numpy as mnp
>>> mnp.append(mnp.array([1, 2]), mnp.array([[3]])).asnumpy().tolist()
[1, 2, 3]
"""
import numpy as np

from ..common import dtype as mstype
from ..ops import array_ops as A, functional as F
from ..ops._util import shape_of
from ..ops.np_adapters import _split, norm_axis, promote, to_tensor
from ..ops.np_pad import apply_along_axis

__all__ = ["append", "array_split", "rollaxis", "broadcast_arrays", "take_along_axis", "choose",
           "piecewise", "apply_along_axis", "apply_over_axes", "ravel_multi_index",
           "unravel_index", "array_str"]


def append(arr, values, axis=None):
    """``values`` appended to ``arr`` along ``axis`` (both flattened when None)."""
    arr, values = to_tensor(arr), to_tensor(values)
    dtype = promote(arr.dtype, values.dtype)
    arr, values = to_tensor(arr, dtype), to_tensor(values, dtype)
    if axis is None:
        arr, values, axis = A.reshape(arr, (-1,)), A.reshape(values, (-1,)), 0
    return A.concat([arr, values], axis)


def array_split(x, indices_or_sections, axis=0):
    """``split`` that allows sections of unequal size (the first ones one longer)."""
    return _split(x, indices_or_sections, axis, False, "array_split")


def _move(x, source, dest):
    axes = list(range(len(shape_of(x))))
    axes.remove(source)
    axes.insert(dest, source)
    return A.transpose(x, tuple(axes))


def rollaxis(x, axis, start=0):
    """Move ``axis`` so that it lies before position ``start``."""
    x = to_tensor(x)
    n = len(shape_of(x))
    axis = norm_axis(axis, n)
    if not -n <= start <= n:
        raise ValueError(f"For 'rollaxis', start {start} is out of bounds for rank {n}")
    start %= n + 1
    if axis < start:
        start -= 1
    return x if axis == start else _move(x, axis, start)


def broadcast_arrays(*args):
    """The inputs broadcast against each other (a list)."""
    tensors = [to_tensor(a) for a in args]
    shape = np.broadcast_shapes(*(shape_of(t) for t in tensors))
    return [A.broadcast_to(t, shape) for t in tensors]


def take_along_axis(arr, indices, axis):
    """The values of ``arr`` at ``indices`` along ``axis`` (the flattened array when None);
    the other axes broadcast."""
    arr, indices = to_tensor(arr), to_tensor(indices)
    if axis is None:
        arr, axis = A.reshape(arr, (-1,)), 0
    nd = len(shape_of(arr))
    if len(shape_of(indices)) != nd:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    axis = norm_axis(axis, nd)
    n = shape_of(arr)[axis]
    indices = A.where(F.less(indices, 0), indices + n, indices)  # numpy's negative indices
    s_arr, s_idx = list(shape_of(arr)), list(shape_of(indices))
    s_arr[axis] = s_idx[axis] = 1
    common = list(np.broadcast_shapes(tuple(s_arr), tuple(s_idx)))
    arr = A.broadcast_to(arr, tuple(common[:axis] + [n] + common[axis + 1:]))
    indices = A.broadcast_to(indices, tuple(common[:axis] + [shape_of(indices)[axis]]
                                            + common[axis + 1:]))
    return A.gather_d(arr, axis, indices)


def choose(a, choices, mode="clip"):
    """``choices[a[i]][i]`` for every index ``i`` (all broadcast together); ``mode`` clip or
    wrap handles out-of-range ``a``."""
    a = to_tensor(a)
    choices = [to_tensor(c) for c in choices]
    dtype = choices[0].dtype
    for c in choices[1:]:
        dtype = promote(dtype, c.dtype)
    k = len(choices)
    if mode == "clip":
        a = F.clamp(a, 0, k - 1)
    elif mode == "wrap":
        a = F.floor_mod(a, k)
    elif mode == "raise":
        raise NotImplementedError('"raise" mode is not implemented')
    else:
        raise ValueError(f"For 'choose', mode must be 'clip' or 'wrap', got {mode!r}")
    shape = np.broadcast_shapes(shape_of(a), *(shape_of(c) for c in choices))
    stacked = A.stack([A.broadcast_to(to_tensor(c, dtype), shape) for c in choices])
    index = A.expand_dims(A.broadcast_to(F.cast(a, mstype.int32), shape), 0)
    return A.squeeze(A.gather_d(stacked, 0, index), 0)


def piecewise(x, condlist, funclist, *args, **kw):
    """``funclist[i]`` (a function of ``x`` or a value) where ``condlist[i]`` holds; one extra
    function is the default where no condition holds (else zero)."""
    x = to_tensor(x)
    if not isinstance(condlist, (list, tuple)) or (condlist and not isinstance(
            condlist[0], (list, tuple)) and len(shape_of(to_tensor(condlist[0])))
            != len(shape_of(x))):
        condlist = [condlist]
    conds = [to_tensor(c) for c in condlist]
    n = len(conds)
    if len(funclist) not in (n, n + 1):
        raise ValueError(f"with {n} condition(s), either {n} or {n + 1} functions are expected")

    def value(f):
        return to_tensor(f(x, *args, **kw) if callable(f) else f, x.dtype)
    out = A.zeros_like(x)
    if len(funclist) == n + 1:
        anyc = conds[0]
        for c in conds[1:]:
            anyc = F.logical_or(anyc, c)
        out = A.where(anyc, out, value(funclist[-1]))
    for c, f in zip(conds, funclist):
        out = A.where(c, value(f), out)
    return out


def apply_over_axes(func, a, axes):
    """``func(a, axis)`` applied for each axis in turn, keeping the number of dimensions."""
    a = to_tensor(a)
    for ax in ((axes,) if isinstance(axes, int) else axes):
        res = func(a, ax)
        if len(shape_of(res)) == len(shape_of(a)) - 1:
            res = A.expand_dims(res, ax)
        elif len(shape_of(res)) != len(shape_of(a)):
            raise ValueError("function is not returning an array of the correct shape")
        a = res
    return a


def _strides(dims, order):
    dims = [int(d) for d in dims]
    if order == "C":
        return [int(np.prod(dims[i + 1:])) for i in range(len(dims))]
    if order == "F":
        return [int(np.prod(dims[:i])) for i in range(len(dims))]
    raise ValueError(f"only 'C' or 'F' order is permitted, got {order!r}")


def ravel_multi_index(multi_index, dims, mode="clip", order="C"):
    """The flat index of each multi-index into an array of shape ``dims``; ``mode`` clip or
    wrap. Float32, as MindSpore's."""
    if len(multi_index) != len(dims):
        raise ValueError("parameter multi_index must be a sequence of length len(dims)")
    out = None
    for idx, d, s in zip(multi_index, dims, _strides(dims, order)):
        idx = to_tensor(idx, mstype.int32)
        if mode == "clip":
            idx = F.clamp(idx, 0, int(d) - 1)
        elif mode == "wrap":
            idx = F.floor_mod(idx, int(d))
        else:
            raise ValueError(f"For 'ravel_multi_index', mode must be 'clip' or 'wrap', got "
                             f"{mode!r}")
        out = idx * s if out is None else out + idx * s
    return F.cast(out, mstype.float32)


def unravel_index(indices, shape, order="C"):
    """The multi-index (a tuple of Int32 Tensors) of each flat index into ``shape``."""
    indices = to_tensor(indices, mstype.int32)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return tuple(F.floor_mod(F.floor_div(indices, s), int(d))
                 for d, s in zip(shape, _strides(shape, order)))


def array_str(a):
    """The string numpy prints for the array's data (PYNATIVE_MODE: it reads the values)."""
    return np.array_str(to_tensor(a).asnumpy())
