"""What 2.10's ``mindspore.numpy`` computes where its composites differ from the ops minicell
shares with ``ops``/Tensor (measured on 2.10 CPU, both modes: /tmp/mnp13/p1.py, /tmp/mnp12
cases.py):

- the trigonometric functions cast Int8, UInt8 and Bool to Float16 first (other integers to
  Float32), so ``tanh(bool)`` is Float16;
- ``reciprocal`` of an integer Tensor is RealDiv's integer division ``1 / x`` (truncated, the
  dtype kept; ``1 / 0`` saturates to the dtype's maximum), of a Bool one Int64;
- ``exp2`` is ``2 ** x``: an integer Tensor stays integer (``2 ** -1`` is 0), Bool gives Int64;
- ``std``/``var`` of an integer or Bool Tensor are the Tensor methods (the mean taken in the
  integer dtype);
- ``amax``/``amin``/``nanmax``/``nanmin``/``ptp`` of a Bool Tensor are ReduceMax's/ReduceMin's
  kernel refusal;
- ``identity(n)`` needs an int ``n``; ``full(shape, fill)`` broadcasts a Tensor or sequence
  ``fill`` (``dtype`` then ignored: ``cannot broadcast with (2, 3)`` when it cannot);
- ``split``/``array_split`` refuse an empty piece (``empty sub-tensor encountered.``) and more
  sections than elements (``empty tensor encountered.``);
- ``around`` needs an int ``decimals`` that is not negative;
- ``stack`` takes its axis modulo the result's rank (``axis=3`` of two vectors is axis 1);
- ``expand_dims`` takes a tuple or list of axes (checked against the result's rank).

>>> from minicell import numpy as mnp, Tensor
>>> mnp.reciprocal(Tensor([1, 2, -1])).asnumpy().tolist()
[1, 0, -1]
>>> mnp.expand_dims(Tensor([1, 2]), (0, 2)).shape
(1, 2, 1)
"""
import functools

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from .. import ops as _ops
from ..ops._util import shape_of
from ..ops.np_adapters import to_tensor
from .binary_checks import _kernel_text
from .utils_const import _canonicalize_axis

__all__ = []

_TRIG = ("sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh",
         "arccosh", "arctanh")
_HALF = (mstype.int8, mstype.uint8, mstype.bool_)
_REDUCE_TYPES = tuple((t, "Int64", "Bool") for t in (
    "Float32", "Float64", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
    "UInt64"))


def _kind(x):
    return np.dtype(mstype.dtype_to_nptype(x.dtype)).kind if isinstance(x, Tensor) else ""


def _is_int(x):
    return _kind(x) in ("i", "u")


def _trig_cast(x):
    if _kind(x) in ("i", "u", "b"):
        return _ops.cast(x, mstype.float16 if x.dtype in _HALF else mstype.float32)
    return x


def trig_cast(fn):
    """``fn`` (a trigonometric function) on its input cast as 2.10's numpy casts it."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        return fn(*[_trig_cast(a) for a in args], **kwargs)
    return call


def _recast(out, dtype):
    return out if dtype is None else _ops.cast(out, dtype)


def reciprocal_int(fn):
    """``fn`` (numpy ``reciprocal``) with 2.10's integer division for integer and Bool input."""
    @functools.wraps(fn)
    def call(x, dtype=None):
        if isinstance(x, Tensor) and x.dtype == mstype.bool_:
            x = _ops.cast(x, mstype.int64)
        if not _is_int(x):
            return fn(x, dtype=dtype)
        top = np.iinfo(mstype.dtype_to_nptype(x.dtype)).max
        unit = _ops.where(_ops.abs(x) == 1, x, _ops.zeros_like(x))
        return _recast(_ops.where(x == 0, _ops.full_like(x, top), unit), dtype)
    return call


def exp2_power(fn):
    """``fn`` (numpy ``exp2``): ``2 ** x`` in the integer dtypes (Bool: Int64) as 2.10."""
    @functools.wraps(fn)
    def call(x, dtype=None):
        if isinstance(x, Tensor) and (x.dtype == mstype.bool_ or _is_int(x)):
            return _recast(_ops.pow(2, x), dtype)
        return fn(x, dtype=dtype)
    return call


def tensor_method_for_ints(fn, name):
    """``fn`` (numpy ``std``/``var``): an integer or Bool Tensor goes through the Tensor method,
    as 2.10's numpy calls it (the mean taken in the integer dtype: ``std([3, -2, 5, 0, 7, -2])``
    is sqrt(75 / 6))."""
    @functools.wraps(fn)
    def call(x, axis=None, ddof=0, keepdims=False):
        if _kind(x) in ("i", "u", "b"):
            return getattr(x, name)(axis, ddof, keepdims)
        return fn(x, axis, ddof, keepdims)
    return call


def reduce_bool_refused(fn, prim):
    """``fn`` raising ``prim``'s (ReduceMax/ReduceMin) kernel refusal for a Bool Tensor."""
    @functools.wraps(fn)
    def call(a, *args, **kwargs):
        if isinstance(a, Tensor) and a.dtype == mstype.bool_:
            raise TypeError(_kernel_text(prim, _REDUCE_TYPES, ("Bool", "Int64", "Bool"), "Bool"))
        return fn(a, *args, **kwargs)
    return call


def identity_int(fn):
    """``fn`` (numpy ``identity``) refusing an ``n`` that is no int."""
    @functools.wraps(fn)
    def call(n, dtype=mstype.float32):
        if not isinstance(n, int):
            raise TypeError("Input tensor dimensions should be integers.")
        return fn(n, dtype)
    return call


def _can_broadcast(src, dst):
    if len(src) > len(dst):
        return False
    return all(s in (1, d) for s, d in zip(src[::-1], dst[::-1]))


def full_broadcast(fn):
    """``fn`` (numpy ``full``) broadcasting a Tensor or list/tuple ``fill_value`` to ``shape``
    (its own dtype kept, as 2.10 ignores ``dtype`` then)."""
    @functools.wraps(fn)
    def call(shape, fill_value, dtype=None):
        if not isinstance(fill_value, (Tensor, list, tuple)):
            return fn(shape, fill_value, dtype)
        dims = (shape,) if isinstance(shape, int) else tuple(shape)
        if 0 in dims or not all(isinstance(d, int) for d in dims):
            return fn(shape, fill_value, dtype)
        value = fill_value if isinstance(fill_value, Tensor) else to_tensor(fill_value)
        if not _can_broadcast(shape_of(value), dims):
            raise ValueError(f"cannot broadcast with {dims}")
        return _ops.broadcast_to(value, dims)
    return call


def _pieces_checked(x, indices_or_sections, axis, strict):
    if not isinstance(x, Tensor) or not isinstance(axis, int):
        return
    shape = shape_of(x)
    if not shape or not -len(shape) <= axis < len(shape):
        return
    n = shape[axis]
    if isinstance(indices_or_sections, int) and not isinstance(indices_or_sections, bool):
        if indices_or_sections > n:
            raise ValueError("empty tensor encountered.")
        if strict and indices_or_sections > 0 and n % indices_or_sections:
            raise ValueError(f"For 'Split', x_shape[{axis % len(shape)}] must be divisible by "
                             f"output_num = {indices_or_sections}, but got {n}")
    elif isinstance(indices_or_sections, (list, tuple)) and all(
            isinstance(i, int) for i in indices_or_sections):
        bounds = [0] + [i + n if i < 0 else i for i in indices_or_sections] + [n]
        if any(b <= a for a, b in zip(bounds, bounds[1:])):
            raise ValueError("empty sub-tensor encountered.")


def split_nonempty(fn, strict):
    """``fn`` (numpy ``split``/``array_split``) refusing empty pieces as 2.10."""
    @functools.wraps(fn)
    def call(x, indices_or_sections, axis=0):
        _pieces_checked(x, indices_or_sections, axis, strict)
        return fn(x, indices_or_sections, axis)
    return call


def around_checked(fn):
    """``fn`` (numpy ``around``/``round``) refusing a non-int or negative ``decimals``."""
    @functools.wraps(fn)
    def call(a, decimals=0):
        if not isinstance(decimals, int):
            raise TypeError("decimals must be an integer")
        if decimals < 0:
            raise ValueError("decimals < 0 is not supported now.")
        return fn(a, decimals)
    return call


def stack_modular(fn):
    """``fn`` (numpy ``stack``) with the axis taken modulo the result's rank, as 2.10."""
    @functools.wraps(fn)
    def call(arrays, axis=0):
        if isinstance(axis, int) and not isinstance(axis, bool):
            first = arrays[0] if isinstance(arrays, (list, tuple)) and arrays else arrays
            if isinstance(first, Tensor):
                rank = len(shape_of(first)) + (1 if first is not arrays else 0)
                if rank:
                    axis %= rank
        return fn(arrays, axis)
    return call


def expand_dims_axes(fn):
    """``fn`` (numpy ``expand_dims``) taking a tuple or list of axes."""
    @functools.wraps(fn)
    def call(a, axis):
        if isinstance(axis, (tuple, list)):
            if not isinstance(a, Tensor):
                return fn(a, axis)
            axes = _canonicalize_axis(tuple(axis), len(shape_of(a)) + len(axis))
            for ax in (axes,) if isinstance(axes, int) else axes:
                a = fn(a, ax)
            return a
        if not isinstance(axis, int):
            raise TypeError(f"axis must be tuple, list or int, but got {type(axis)}")
        return fn(a, axis)
    return call


def install(names):
    """Wrap the numpy functions in ``names`` (the namespace being built) with 2.10's values."""
    for n in _TRIG + ("arctan2",):
        names[n] = trig_cast(names[n])
    names["reciprocal"] = reciprocal_int(names["reciprocal"])
    names["exp2"] = exp2_power(names["exp2"])
    for n in ("std", "var"):
        names[n] = tensor_method_for_ints(names[n], n)
    for n, prim in (("amax", "ReduceMax"), ("nanmax", "ReduceMax"), ("ptp", "ReduceMax"),
                    ("amin", "ReduceMin"), ("nanmin", "ReduceMin")):
        names[n] = reduce_bool_refused(names[n], prim)
    names["identity"] = identity_int(names["identity"])
    names["full"] = full_broadcast(names["full"])
    names["split"] = split_nonempty(names["split"], True)
    names["array_split"] = split_nonempty(names["array_split"], False)
    for n in ("around", "round"):
        names[n] = around_checked(names[n])
    names["stack"] = stack_modular(names["stack"])
    names["expand_dims"] = expand_dims_axes(names["expand_dims"])
