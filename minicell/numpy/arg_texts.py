"""2.10's ``mindspore.numpy`` argument checks where its texts differ from those of the ops
minicell shares with ``ops``/Tensor (measured on 2.10 CPU, one case per process; rows in
tests/bad_input_rows45_numpy.py): each check runs before the shared function.

- a dtype string not in its table (any case: 'Float16' is float16), or a dtype that is no
  type, is its ``_check_dtype`` TypeError (``zeros``, ``ones``, ``full``, ``eye``, ``identity``, ``array``, ``asarray``,
  ``asfarray``, ``linspace``, ``logspace``, ``geomspace``);
- ``arange``'s step 0 and ``array_split``'s 0 sections are the ZeroDivisionErrors Python
  raised in 2.10's code; ``dot``'s, ``stack``'s, ``where``'s and ``broadcast_to``'s shapes,
  ``trace``/``tril``/``triu``'s rank, ``bincount``'s dtype, ``searchsorted``'s side,
  ``meshgrid``'s indexing, ``cross``'s dimensions, ``rot90``'s equal axes and the nan
  reductions' axis have their own texts.

>>> from minicell import numpy as mnp
>>> mnp.zeros((2,), 'float16').dtype
mindspore.float16
"""
import functools
import inspect

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops._util import shape_of
from .utils_const import _check_axis_in_range

__all__ = []

_DTYPE_NAMES = frozenset(("int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
                          "uint32", "uint64", "float", "float16", "float32", "float64", "bool"))
_ALL_TYPES = ["np.int_", "np.int8", "np.int16", "np.int32", "np.int64", "np.uint", "np.uint8",
              "np.uint16", "np.uint32", "np.uint64", "np.float64", "np.float16", "np.float32",
              "np.float64", "np.bool_"]


def _dtype(a):
    dtype = a.get("dtype")
    if dtype is None or isinstance(dtype, (mstype.Type, type)):
        return
    if isinstance(dtype, str) and dtype.lower() in _DTYPE_NAMES:
        a["dtype"] = dtype.lower()          # (2.10 reads 'Float16' as 'float16', measured)
        return
    got = str if isinstance(dtype, str) else type(dtype)
    raise TypeError(f"only {_ALL_TYPES} are allowed for dtype, but got {got}")


def _arange(a):
    if a.get("step") is not None and not isinstance(a["step"], Tensor) and a["step"] == 0:
        raise ZeroDivisionError("float division by zero")


def _array_split(a):
    n = a.get("indices_or_sections")
    if isinstance(n, int) and not isinstance(n, bool) and n == 0:
        raise ZeroDivisionError("integer modulo by zero")
    if isinstance(n, int) and not isinstance(n, bool) and n < 0:
        raise ValueError(f"For 'split', output_num must be positive, but got {n}.")


def _bincount(a):
    x = a["x"]
    if not isinstance(x, Tensor):
        return
    if len(shape_of(x)) != 1:
        raise ValueError("`x` should be one-dimensional")
    if mstype.to_mstype(x.dtype).np_dtype.kind not in ("i", "u"):
        raise TypeError("`x` should be an array of ints")


def _dot(a):
    x, y = shape_of(a["a"]), shape_of(a["b"])
    if x and y and x[-1] != (y[-2] if len(y) >= 2 else y[-1]):
        raise ValueError("shapes are not aligned")


def _vector(dims):
    return "[const vector]{" + ", ".join(map(str, dims)) + "}"


def _stack(a):
    arrays, axis = a["arrays"], a.get("axis", 0)
    if not isinstance(arrays, (list, tuple)) or not isinstance(axis, int) or \
            not all(isinstance(t, Tensor) for t in arrays):
        return
    shapes = [tuple(shape_of(t)) for t in arrays]
    if len(set(shapes)) <= 1:
        return
    nd = len(shapes[0]) + 1
    ax = axis % nd
    grown = [s[:ax] + (1,) + s[ax:] for s in shapes]
    if len({len(s) for s in shapes}) != 1:
        raise ValueError(f"For primitive[Concat], element rank must be same(shapes are "
                         f"[const vector]{{{', '.join(map(_vector, grown))}}})!")
    for d in range(nd):
        if d != ax and len({g[d] for g in grown}) > 1:      # 2.10's Concat text (measured)
            raise ValueError(f"For primitive[Concat], shapes of tensors must match except in "
                             f"given concat axis {ax}, but got mismatch in {d}(all input "
                             f"shapes are [const vector]{{{', '.join(map(_vector, grown))}}})!")


def _broadcast(*shapes):
    out = []
    for dims in zip(*(((1,) * (max(map(len, shapes)) - len(s)) + s) for s in shapes)):
        sizes = {d for d in dims if d != 1}
        if len(sizes) > 1:
            return None
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _where(a):
    values = [a.get("condition"), a.get("x"), a.get("y")]
    if any(v is None for v in values):
        return
    shapes = tuple(tuple(shape_of(v)) if isinstance(v, Tensor) else () for v in values)
    if _broadcast(*shapes) is None:
        raise ValueError(f"operands could not be broadcast together with shapes {shapes}")


def _broadcast_to(a):
    x, shape = a.get("array"), a.get("shape")
    if isinstance(x, Tensor) and isinstance(shape, (tuple, list)) and \
            all(isinstance(d, int) for d in shape):
        have = tuple(shape_of(x))
        if len(have) > len(shape) or _broadcast(have, tuple(shape)) != tuple(shape):
            raise ValueError(f"cannot broadcast with {shape}")


def _trace(a):
    if isinstance(a["a"], Tensor) and len(shape_of(a["a"])) < 2:
        raise RuntimeError(f"For Primitive[Tracev2], the dim of input 'x' should greater or "
                           f"equal to 2, but got 'x' at {len(shape_of(a['a']))}-dimention")


def _tri(a):
    if isinstance(a["m"], Tensor) and not shape_of(a["m"]):
        raise ValueError("input m's rank should be larger than 0")


def _searchsorted(a):
    if a.get("side", "left") not in ("left", "right"):
        raise ValueError('invalid value for keyword "side"')


def _meshgrid(a):
    if a.get("indexing", "xy") not in ("xy", "ij"):
        raise TypeError("Valid values for `indexing` are 'xy' and 'ij'.")


def _cross(a):
    x, y = a["a"], a["b"]
    if isinstance(x, Tensor) and isinstance(y, Tensor) and a.get("axis") is None and \
            a.get("axisa", -1) == -1 and a.get("axisb", -1) == -1:
        dims = (shape_of(x)[-1:] or (0,))[0], (shape_of(y)[-1:] or (0,))[0]
        if any(d not in (2, 3) for d in dims):
            raise ValueError("incompatible dimensions for cross product (dimension must be 2 "
                             "or 3)")


def _rot90(a):
    x, axes = a["a"], a.get("axes", (0, 1))
    if isinstance(x, Tensor) and isinstance(axes, (tuple, list)) and len(axes) == 2 and \
            all(isinstance(v, int) for v in axes):
        nd = len(shape_of(x))
        if nd and axes[0] % nd == axes[1] % nd and -nd <= axes[0] < nd and -nd <= axes[1] < nd:
            raise ValueError("Axes must be different.")


def _nan_axis(a):
    x, axis = a["a"], a.get("axis")
    if isinstance(x, Tensor) and axis is not None:
        for ax in axis if isinstance(axis, (tuple, list)) else (axis,):
            _check_axis_in_range(ax, len(shape_of(x)))


_CHECKS = {
    **dict.fromkeys(("zeros", "ones", "full", "eye", "identity", "array", "asarray", "asfarray",
                     "linspace", "logspace", "geomspace"), _dtype),
    **dict.fromkeys(("nanmean", "nansum", "nanvar", "nanstd", "nanmax", "nanmin"), _nan_axis),
    **dict.fromkeys(("tril", "triu"), _tri),
    "arange": _arange, "array_split": _array_split, "dot": _dot, "stack": _stack,
    "where": _where, "broadcast_to": _broadcast_to, "trace": _trace, "bincount": _bincount,
    "searchsorted": _searchsorted, "meshgrid": _meshgrid, "cross": _cross, "rot90": _rot90,
}


def _checked(fn, check):
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def call(*args, **kwargs):
        try:
            bound = sig.bind(*args, **kwargs)
        except TypeError:
            return fn(*args, **kwargs)      # (the function's own error)
        check(bound.arguments)
        return fn(*bound.args, **bound.kwargs)
    return call


def install(names):
    """Wrap ``names``' functions (a namespace dict) with the checks above."""
    for n, check in _CHECKS.items():
        names[n] = _checked(names[n], check)
