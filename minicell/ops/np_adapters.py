"""``mindspore.numpy`` spellings of existing ops whose numpy signature differs from the ``ops``
one (``mnp.eye(N, M, k)``, ``mnp.pad(arr, pad_width, mode)``,
...): the adapters named by the ``numpy=`` fields of ``op_table`` rows, plus ``to_tensor``, the
conversion every ``minicell.numpy`` function applies to its array-like inputs (Python ints ->
Int32 and floats -> Float32, as MindSpore's numpy).

>>> from minicell import numpy as mnp
>>> mnp.eye(2, 3, 1).asnumpy().tolist()
[[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
"""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from .._checkparam_shapes import check_and_canonicalize_axes, check_np_shape, graph_quoted
from ..runtime.checks import ShapeMismatchError
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import array_ext_diag as D, array_ops as A, extra_ops as X, functional as F
from . import random_ops as RND
from . import reductions as R
from ._util import check_unique_axes, norm_shape, shape_of
from .linalg_funcs import matrix_norm, norm as _ops_norm
from .axis_slice import axis_slice

_SPLIT = get_op("split")


def to_tensor(obj, dtype=None):
    """An array-like -> Tensor with MindSpore numpy's defaults (Python int -> Int32, float ->
    Float32); a Tensor is returned as is (cast to ``dtype`` when given and different).
    ``dtype`` may be numpy's spelling (``'int32'``, ``np.float32``), as in MindSpore's numpy."""
    dtype = None if dtype is None else mstype.to_mstype(dtype)
    if isinstance(obj, Tensor):
        if dtype is None or obj.dtype == mstype.to_mstype(dtype):
            return obj
        return F.cast(obj, dtype)
    if isinstance(obj, (list, tuple)) and _has_tensor(obj):   # [t1, t2]: stacked
        parts = [to_tensor(o) for o in obj]
        common = parts[0].dtype
        for p in parts[1:]:
            common = promote(common, p.dtype)
        out = A.stack([to_tensor(p, common) for p in parts])
        return out if dtype is None else to_tensor(out, dtype)
    if not isinstance(obj, (np.generic, int, float, bool, list, tuple)):
        raise TypeError(f"input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, "
                        f"but got {type(obj)}")
    arr = np.asarray(obj)
    if dtype is None and not isinstance(obj, np.generic):
        if arr.dtype.kind == "i":
            arr = arr.astype(np.int32)
        elif arr.dtype.kind == "f":
            arr = arr.astype(np.float32)
    if arr.dtype.kind in "OUS":
        raise TypeError(f"input data must be numbers, but got {obj!r}")
    return Tensor(arr, dtype)


def _has_tensor(obj):
    return builtins.any(isinstance(o, Tensor) or (isinstance(o, (list, tuple)) and _has_tensor(o))
                        for o in obj)


_KIND = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}


def promote(t1, t2):
    """MindSpore numpy's ``promote_types``: a float beats any int (``int32, float16 ->
    Float16``); within a family numpy's rule (``uint8, int8 -> Int16``)."""
    t1, t2 = mstype.to_mstype(t1), mstype.to_mstype(t2)
    k1, k2 = _KIND[t1.kind], _KIND[t2.kind]
    if k1 != k2:
        return t1 if k1 > k2 else t2
    return mstype.to_mstype(np.promote_types(t1.np_dtype, t2.np_dtype))


def all_axes(x):
    """``(0, 1, ..., ndim - 1)``."""
    return tuple(range(len(shape_of(x))))


def norm_axis(axis, ndim):
    """An axis in ``[-ndim, ndim)`` -> its non-negative value."""
    if not -ndim <= axis < builtins.max(ndim, 1):
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {ndim}")
    return axis % builtins.max(ndim, 1)


# ---- the adapters -------------------------------------------------------------------------------

def zeros(shape, dtype=mstype.float32):
    """numpy ``zeros``; ``dtype`` may be numpy's spelling (``'float32'``, ``np.int32``)."""
    check_np_shape(shape)
    return A.zeros(shape, mstype.to_mstype(dtype))


def ones(shape, dtype=mstype.float32):
    """numpy ``ones``; ``dtype`` may be numpy's spelling (``'float32'``, ``np.int32``)."""
    check_np_shape(shape)
    return A.ones(shape, mstype.to_mstype(dtype))


def eye(N, M=None, k=0, dtype=mstype.float32):
    """numpy ``eye``: ones on the ``k``-th diagonal of an ``N x M`` matrix."""
    if not all(isinstance(v, (int, np.integer)) for v in (N, k) + (() if M is None else (M,))):
        raise TypeError("Input tensor dimensions should be integers.")
    return Tensor(np.eye(int(N), None if M is None else int(M), int(k)),
                  mstype.to_mstype(dtype))


def flip(m, axis=None):
    """numpy ``flip``: reverse the order along ``axis`` (all axes when None)."""
    m = to_tensor(m)
    axis = all_axes(m) if axis is None else (axis if isinstance(axis, (tuple, list)) else (axis,))
    return A.flip(m, tuple(axis))


def _along(values, axis):
    """Move axis 0 of ``values`` (the samples) to ``axis``."""
    nd = len(shape_of(values))
    axis = norm_axis(axis, nd)
    if axis == 0:
        return values
    perm = list(range(1, nd))
    perm.insert(axis, 0)
    return A.transpose(values, tuple(perm))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    """numpy ``linspace`` (Float32 by default); ``start``/``stop`` may be arrays."""
    start = to_tensor(start, mstype.float32)
    stop = to_tensor(stop, mstype.float32)
    num = int(num)
    if num < 0:
        raise ValueError(f"For 'linspace', 'num' must be non-negative, but got {num}")
    div = (num - 1) if endpoint else num
    shape = np.broadcast_shapes(shape_of(start), shape_of(stop))
    t = np.arange(num, dtype=np.float32) / np.float32(div if div > 0 else 1)
    t = Tensor(t.reshape((num,) + (1,) * len(shape)))
    delta = stop - start
    y = start + t * delta
    if endpoint and num > 1:
        last = Tensor((np.arange(num) == num - 1).reshape((num,) + (1,) * len(shape)))
        y = A.where(last, stop, y)    # exactly ``stop``, as numpy
    y = _along(y, axis)
    if dtype is not None:
        y = to_tensor(y, dtype)
    if retstep:
        step = delta / div if div > 0 else float("nan")
        return y, step
    return y


def _extreme(reduce, pick, a, axis, keepdims, initial, where):
    check_unique_axes(axis)
    a = to_tensor(a)
    if axis is not None:        # (2.10's text, before the kernel's)
        graph_quoted(check_and_canonicalize_axes,
                     tuple(axis) if isinstance(axis, list) else axis, len(shape_of(a)))
    if where is not True and where is not None:
        if initial is None:
            raise ValueError("reduction operation has no identity; 'initial' is required "
                             "together with 'where'")
        a = A.where(to_tensor(where), a, initial)
    if initial is not None and not isinstance(initial, (int, float, bool)):
        raise TypeError("initial must be scalar")
    out = reduce(a, axis, keepdims)
    return out if initial is None else pick(out, to_tensor(initial, out.dtype))


def max(a, axis=None, keepdims=False, initial=None, where=True):  # noqa: A001
    """numpy ``max``/``amax``: ``initial`` is a lower bound, ``where`` masks elements."""
    return _extreme(R.amax, F.maximum, a, axis, keepdims, initial, where)


def min(a, axis=None, keepdims=False, initial=None, where=True):  # noqa: A001
    """numpy ``min``/``amin``: ``initial`` is an upper bound, ``where`` masks elements."""
    return _extreme(R.amin, F.minimum, a, axis, keepdims, initial, where)


def arange(start, stop=None, step=None, dtype=None):
    """numpy ``arange``: Int32 when all bounds are ints, else Float32 (MindSpore's numpy)."""
    if dtype is None:
        ints = builtins.all(isinstance(v, int) and not isinstance(v, bool)
                            for v in (start, stop, step) if v is not None)
        dtype = mstype.int32 if ints else mstype.float32
    step = 1 if step is None else step
    if isinstance(step, (int, float)) and step == 0:    # MindSpore 2.10 divides by it
        raise ZeroDivisionError("For 'arange', 'step' cannot be 0 (float division by zero)")
    return A.arange(start, stop, step, dtype=mstype.to_mstype(dtype))


def norm(x, ord=None, axis=None, keepdims=False):
    """numpy ``linalg.norm``: vector norms (any ``ord``) and the matrix norms ``fro``, 1, -1,
    inf, -inf over two axes. Float32 result."""
    x = x if _is_float(x) else to_tensor(x, mstype.float32)
    nd = len(shape_of(x))
    if axis is None:
        if ord is not None and nd > 2:
            raise ValueError("Improper number of dimensions to norm.")
        if ord is None:
            return _ops_norm(x, None, None, keepdims)
        axis = all_axes(x)
    axis = (axis,) if isinstance(axis, int) else tuple(axis)
    if len(axis) == 1:
        return _vector_norm(x, ord, axis[0], keepdims)
    if len(axis) != 2:
        raise ValueError("Improper number of dimensions to norm.")
    return _matrix_norm(x, ord, tuple(norm_axis(a, nd) for a in axis), keepdims)


def _is_float(x):
    return isinstance(x, Tensor) and mstype.is_float(x.dtype)


def _vector_norm(x, ord, axis, keepdims):
    ax = F.abs(x)
    if ord is None or ord == 2:
        return F.sqrt(R.sum(x * x, axis, keepdims))
    if ord == np.inf:
        return R.amax(ax, axis, keepdims)
    if ord == -np.inf:
        return R.amin(ax, axis, keepdims)
    if ord == 0:
        return R.sum(F.cast(F.not_equal(x, 0), x.dtype), axis, keepdims)
    if isinstance(ord, str):
        raise ValueError(f"Invalid norm order '{ord}' for vectors")
    return R.sum(ax ** ord, axis, keepdims) ** (1.0 / ord)


def _matrix_norm(x, ord, axis, keepdims):
    r, c = axis
    if ord in (None, "fro"):
        out = F.sqrt(R.sum(x * x, axis, True))
    elif ord in (1, -1, np.inf, -np.inf):
        inner, outer = (r, c) if ord in (1, -1) else (c, r)
        s = R.sum(F.abs(x), inner, True)
        out = R.amax(s, outer, True) if ord > 0 else R.amin(s, outer, True)
    elif ord == "nuc" or ord in (2, -2):
        return matrix_norm(x, ord, axis, keepdims)     # through the singular values
    else:
        raise ValueError("Invalid norm order for matrices.")
    return out if keepdims else A.squeeze(out, axis)


def rand(*shape, dtype=mstype.float32):
    """numpy ``random.rand``: uniform [0, 1) samples of ``shape``."""
    return RND.rand(*shape, dtype=dtype)


def randn(*shape, dtype=mstype.float32):
    """numpy ``random.randn``: N(0, 1) samples of ``shape``."""
    return RND.randn(*shape, dtype=dtype)


def randint(minval, maxval=None, shape=None, dtype=mstype.int32):
    """Integers uniform in ``[minval, maxval)`` (``[0, minval)`` when ``maxval`` is None)."""
    for name, v in (("minval", minval), ("maxval", maxval)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, np.integer))):
            raise TypeError(f"For mindspore.numpy.randint, the type of the argument '{name}' "
                            f"must be int, but got {type(v)}")
    if maxval is None:
        if minval <= 0:
            raise ValueError(f"For mindspore.numpy.randint, the argument 'minval' must be > 0 "
                             f"when the argument 'maxval' is None, but got {minval}")
        minval, maxval = 0, minval
    if minval >= maxval:
        raise ValueError(f"For mindspore.numpy.randint, 'maxval' ({maxval}) must be greater than "
                         f"'minval' ({minval}).")
    if mstype.to_mstype(dtype) not in mstype.int_type + mstype.uint_type:
        raise ValueError(f"For mindspore.numpy.randint, the 'dtype' must be an int type, but got "
                         f"{dtype}")
    if shape is None:
        shape = ()
    return RND.draw_ints(minval, maxval, shape, dtype=dtype)


def select(condlist, choicelist, default=0):
    """numpy ``select``: the choice of the first true condition, else ``default``."""
    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    choices = [to_tensor(c) for c in choicelist]
    dtype = choices[0].dtype
    for c in choices[1:]:
        dtype = promote(dtype, c.dtype)
    out = to_tensor(default, dtype)
    for cond, choice in reversed(list(zip(condlist, choices))):
        cond = to_tensor(cond)
        if cond.dtype != mstype.bool_:
            cond = F.not_equal(cond, 0)
        out = A.where(cond, to_tensor(choice, dtype), out)
    return out


def split_points(n, indices_or_sections, strict, name):
    """numpy's ``split``/``array_split`` sections or indices -> the Split op's cut points."""
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        if k <= 0:
            raise ValueError(f"For '{name}', the number of sections must be larger than 0.")
        if strict and n % k:
            raise ValueError(f"For '{name}', array split does not result in an equal division: "
                             f"axis size {n} and {k} sections")
        q, rem = divmod(n, k)
        sizes = [q + 1] * rem + [q] * (k - rem)
        return tuple(np.cumsum(sizes)[:-1].tolist()), True
    if not isinstance(indices_or_sections, (list, tuple)) or not builtins.all(
            isinstance(i, int) for i in indices_or_sections):
        raise TypeError(f"For '{name}', 'indices_or_sections' must be an int or a tuple/list "
                        f"of ints, but got {indices_or_sections!r}")
    points = [builtins.min(builtins.max(int(i) if i >= 0 else n + int(i), 0), n)
              for i in indices_or_sections]
    return tuple(points), False


def split(x, indices_or_sections, axis=0):
    """numpy ``split``: equal sections (an int) or at the given indices along ``axis``."""
    return _split(x, indices_or_sections, axis, True, "split")


def _split(x, indices_or_sections, axis, strict, name):
    x = to_tensor(x)
    axis = norm_axis(axis, len(shape_of(x)))
    points, as_tuple = split_points(shape_of(x)[axis], indices_or_sections, strict, name)
    if builtins.any(b < a for a, b in zip(points, points[1:])):  # numpy: empty pieces
        bounds = (0,) + points + (shape_of(x)[axis],)
        parts = [axis_slice(x, axis, a, b - a) for a, b in zip(bounds, bounds[1:])]
    else:
        parts = dispatch(_SPLIT, (x,), freeze_attrs({"indices": points, "axis": axis}))
    return tuple(parts) if as_tuple else list(parts)


def unique(x, return_inverse=False):
    """numpy ``unique`` as MindSpore's: the distinct values of the flattened input in order of
    first occurrence (and the Int32 index of each input element in them); PYNATIVE_MODE only."""
    x = to_tensor(x)
    X._eager_only("unique")
    distinct, inv = X.unique_in_order(x.asnumpy())
    vals = Tensor(distinct, x.dtype)
    if return_inverse:
        return vals, Tensor(inv.astype(np.int32))
    return vals


# ---- numpy signatures of elementwise/creation rows ---------------------------------------------
def full(shape, fill_value, dtype=None):
    """numpy ``full``: an int fills Int32, a float Float32, a Tensor its dtype (ops.full: Int64)."""
    check_np_shape(shape)
    if dtype is None:
        dtype = fill_value.dtype if isinstance(fill_value, Tensor) else to_tensor(fill_value).dtype
    return A.full(norm_shape(shape, "full"), fill_value, dtype=dtype and mstype.to_mstype(dtype))


def where(condition, x=None, y=None):
    """numpy ``where(condition, x, y)``; Python numbers as ``to_tensor`` makes them, the
    condition cast to bool (a number's truth value, as numpy; 2.10 casts too)."""
    if x is None or y is None:
        raise ValueError("For 'where', x and y must both be given (the one-argument form "
                         "returns a data-dependent shape: use nonzero)")
    return A.where(to_tensor(condition, mstype.bool_), to_tensor(x), to_tensor(y))


def round(a, decimals=0):  # noqa: A001
    """numpy ``round``/``around`` to ``decimals`` places."""
    return F.round_scaled(to_tensor(a), decimals)


def _sequence(arrays, name):
    """numpy's ``concatenate``/``stack`` input: a sequence of arrays, or one Tensor taken as the
    sequence of its slices along axis 0."""
    if isinstance(arrays, Tensor):
        return [arrays[i] for i in range(shape_of(arrays)[0])]
    if not isinstance(arrays, (list, tuple)) or not arrays:
        raise TypeError(f"For '{name}', the input must be a Tensor or a non-empty list/tuple of "
                        f"Tensors, but got {type(arrays).__name__}")
    tensors = [to_tensor(a) for a in arrays]
    dtype = tensors[0].dtype
    for t in tensors[1:]:
        dtype = promote(dtype, t.dtype)
    return [to_tensor(t, dtype) for t in tensors]


def concatenate(arrays, axis=0):
    """numpy ``concatenate`` (``axis=None``: of the flattened arrays)."""
    parts = _sequence(arrays, "concatenate")
    if axis is None:
        parts, axis = [A.reshape(p, (-1,)) for p in parts], 0
    return A.concat(parts, axis)


def stack(arrays, axis=0):
    """numpy ``stack`` along a new ``axis``."""
    return A.stack(_sequence(arrays, "stack"), axis)


def diag(v, k=0):
    """numpy ``diag``: the ``k``-th diagonal of a 2-D array, or a 2-D array with the 1-D ``v``
    on its ``k``-th diagonal."""
    v = to_tensor(v)
    shape = shape_of(v)
    if len(shape) == 1:
        n = shape[0] + abs(k)
        rows, cols = np.arange(shape[0]) + builtins.max(-k, 0), np.arange(shape[0]) + \
            builtins.max(k, 0)
        idx = np.stack([rows, cols], -1).astype(np.int32)
        return A.scatter_nd(Tensor(idx), v, (n, n))
    if len(shape) != 2:
        raise ValueError("Input must be 1- or 2-d.")      # (2.10's text)
    rows = np.arange(shape[0])
    rows = rows[(rows + k >= 0) & (rows + k < shape[1])]
    idx = np.stack([rows, rows + k], -1).astype(np.int32)
    return A.gather_nd(v, Tensor(idx.reshape(-1, 2)))


def _tri(fn, m, k):
    m = to_tensor(m)
    if len(shape_of(m)) == 1:
        m = A.broadcast_to(A.expand_dims(m, 0), (shape_of(m)[0],) * 2)
    return fn(m, k)


def tril(m, k=0):
    """numpy ``tril`` (a 1-D ``m`` is first repeated into a square matrix)."""
    return _tri(A.tril, m, k)


def triu(m, k=0):
    """numpy ``triu`` (a 1-D ``m`` is first repeated into a square matrix)."""
    return _tri(A.triu, m, k)


def _like(fill_value):      # the like functions' shape may be an int or list (numpy's)
    def like(a, dtype=None, shape=None):
        a, shape = to_tensor(a), shape if shape is None else norm_shape(shape, "like")
        dtype = a.dtype if dtype is None else mstype.to_mstype(dtype)
        return A.fill(dtype, shape_of(a) if shape is None else shape, fill_value)
    return like


ones_like, zeros_like = _like(1), _like(0)
ones_like.__doc__ = "numpy ``ones_like(a, dtype=None, shape=None)``; ``a`` may be a list."
zeros_like.__doc__ = "numpy ``zeros_like(a, dtype=None, shape=None)``."


def full_like(a, fill_value, dtype=None, shape=None):
    """numpy ``full_like``: ``fill_value`` (a number or a Tensor broadcast to the shape)."""
    a = to_tensor(a)
    dtype = a.dtype if dtype is None else mstype.to_mstype(dtype)
    return A.fill(dtype, shape_of(a) if shape is None else norm_shape(shape, "like"), fill_value)


def diagonal(a, offset=0, axis1=0, axis2=1):
    """numpy ``diagonal``: the diagonal of the (axis1, axis2) planes, as the last axis."""
    return D.diagonal(to_tensor(a), offset, axis1, axis2)


def trace(a, offset=0, axis1=0, axis2=1, dtype=None):
    """numpy ``trace``: sums of the diagonals of the (axis1, axis2) planes."""
    if len(shape_of(to_tensor(a))) < 2:
        raise ShapeMismatchError(f"For 'trace', the input must be at least 2-D, but got "
                                 f"{len(shape_of(to_tensor(a)))}-D")
    d = diagonal(a, offset, axis1, axis2)
    out = F.reduce_sum(d, -1) if shape_of(d)[-1] else A.zeros(shape_of(d)[:-1], d.dtype)
    return out if dtype is None else F.cast(out, dtype)


def size(a, axis=None):
    """numpy ``size``: the number of elements of an array-like ``a`` (along ``axis`` if given).

    >>> from minicell import numpy as mnp
    >>> mnp.size(mnp.ones((2, 3))), mnp.size(mnp.ones((2, 3)), axis=-1)
    (6, 3)
    """
    shape = shape_of(a if isinstance(a, Tensor) else to_tensor(a))
    if axis is None:
        return int(np.prod(shape, dtype=np.int64))
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise TypeError(f"For 'size', 'axis' must be an int or None, but got "
                        f"{type(axis).__name__}")
    if not -len(shape) <= axis < len(shape):
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {len(shape)}")
    return shape[axis]


def argwhere(a):
    """numpy ``argwhere`` of an array-like (a 0-d input is a ValueError, as numpy's nonzero);
    PYNATIVE_MODE only, as ``ops.argwhere``."""
    if a is None or not isinstance(a, (Tensor, list, tuple, int, float, bool, np.ndarray,
                                       np.number, np.bool_)):
        raise TypeError(f"Expect input to be array like, but got {type(a).__name__}.")
    t = to_tensor(a)
    if t.ndim == 0:
        raise ValueError("For 'argwhere', the input must have at least 1 dimension (a 0-d "
                         "input has no indices to return); use atleast_1d first")
    return X.nonzero(t)
