"""How 2.10's ``mindspore.numpy`` treats the unary and axis arguments the ops under it take
differently (measured on 2.10 CPU, /tmp/mnp12/sweep.py, cases.py):

- ``sign`` is ``x / |x|`` with 0 where ``x == 0``: an integer input gives Float32, NaN and
  infinities give NaN, a Python number is an Int32/Float32 Tensor; Bool is refused.
- ``maximum``/``minimum`` compute on the promoted operands and cast the result to the dtype of
  the operand with dimensions when the other is 0-d (a Python number is one): ``maximum(int32,
  2.5)`` is Int32 [.., 2, ..], ``maximum(int8, 300)`` wraps to 44, and the ``dtype`` argument
  is then ignored; ``minimum`` of two Bool operands is Minimum's kernel refusal.
- ``clip`` is ``minimum(maximum(x, xmin), xmax)`` of those two (``clip(bool, 0, 1)`` works,
  ``clip(int32, 0.5, 2.5)`` stays Int32).
- ``where`` needs both ``x`` and ``y``: with one missing it is ``_to_tensor(None)``'s TypeError.
- an axis out of range is numpy's ``axis 3 is out of bounds for array of dimension 2`` for
  ``roll``, ``flip``, ``diff``, ``moveaxis``, ``concatenate``, ``mean``.
- ``rint`` of an integer or Bool Tensor is Rint's TypeError, ``invert`` (``bitwise_not``) of a
  float or Bool one Invert's, ``positive`` of a Bool one Neg's kernel refusal (it negates twice).
- ``take`` refuses indices that are no Tensor (``expect Tensor, but got ...typing.List``).
- ``trace`` of an integer Tensor sums in Int64.
- ``diff`` refuses ``n < 0`` and an ``n`` that would leave no element (``n`` at least the length
  along ``axis``, ``prepend``/``append`` included); ``linspace`` (so ``logspace``) refuses
  ``num <= 0``.
- ``moveaxis`` checks each of ``source`` and ``destination`` (range, then repeats:
  ``duplicate value in "axis"``), then that they are as long.

>>> from minicell import numpy as mnp, Tensor
>>> mnp.sign(Tensor([2, 0, -3])).asnumpy().tolist()
[1.0, 0.0, -1.0]
>>> mnp.clip(Tensor([1, 5, 9]), 2.5, 6).asnumpy().tolist()
[2, 5, 6]
"""
import functools
import inspect

from ..common import dtype as mstype
from ..common.tensor import Tensor
from .. import ops as _ops
from ..ops._util import kernel_dtype, shape_of
from .binary_checks import _kernel_text, _kind, _MINIMUM_TYPES
from .scalar_args import _as_tensor
from .utils_const import _check_axis_in_range

_NOT_ARRAY_LIKE = "Expect input to be array like."
_INVERT_TYPES = ("Int16", "Int32", "Int64", "Int8", "UInt16", "UInt32", "UInt64", "UInt8")
_TYPING = {list: "List", tuple: "Tuple", int: "Int", float: "Float", bool: "Bool"}

__all__ = ["sign"]


def sign(x, dtype=None):
    """numpy ``sign`` as 2.10 computes it: ``x / |x|``, 0 where ``x`` is 0."""
    x = _as_tensor(x)
    if not isinstance(x, Tensor):
        raise TypeError(f"integer, float, list, tuple or Tensor are expected, but got{type(x)}")
    if x.dtype == mstype.bool_:
        raise TypeError("sign does not accept dtype bool.")
    quotient = _ops.div(x, _ops.abs(x))
    out = _ops.where(_ops.equal(x, 0), _ops.zeros_like(quotient), quotient)
    return out if dtype is None or out.dtype == mstype.to_mstype(dtype) else \
        _ops.cast(out, dtype)


def kernel_checked(fn, prim, accepted, arg="x"):
    """``fn`` raising ``prim``'s TypeError for a Tensor of a dtype not in ``accepted``."""
    @functools.wraps(fn)
    def call(x, *args, **kwargs):
        kernel_dtype(x, prim, accepted, arg=arg)
        return fn(x, *args, **kwargs)
    return call


def positive_negating(fn):
    """``fn`` (numpy ``positive``): 2.10 negates twice, so Bool is Neg's refusal."""
    @functools.wraps(fn)
    def call(a, dtype=None):
        if isinstance(a, Tensor) and a.dtype == mstype.bool_:
            _ops.neg(a)
        return fn(a, dtype=dtype)
    return call


def take_tensor_indices(fn):
    """``fn`` (numpy ``take``) refusing indices that are no Tensor, as 2.10."""
    @functools.wraps(fn)
    def call(a, indices, *args, **kwargs):
        if not isinstance(indices, Tensor) and indices.__class__ in _TYPING:
            raise TypeError(f"expect Tensor, but got <class 'mindspore._c_expression.typing."
                            f"{_TYPING[indices.__class__]}'>")
        return fn(a, indices, *args, **kwargs)
    return call


def trace_int64(fn):
    """``fn`` (numpy ``trace``) summing an integer Tensor in Int64 (2.10: Int32 gives Int64)."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        out = fn(*args, **kwargs)
        if kwargs.get("dtype", args[4] if len(args) > 4 else None) is None and (
                out.dtype in mstype.int_type or out.dtype in mstype.uint_type) and \
                out.dtype != mstype.int64:
            out = _ops.cast(out, mstype.int64)
        return out
    return call


def _length_along(part, axis):
    """How many slices ``part`` (diff's ``prepend``/``append``) adds along ``axis``."""
    if part is None:
        return 0
    shape = shape_of(part) if isinstance(part, Tensor) else shape_of(_as_tensor(part))
    return shape[axis] if len(shape) else 1


def diff_checked(fn):
    """``fn`` (numpy ``diff``) with 2.10's checks of ``n``."""
    @functools.wraps(fn)
    def call(a, n=1, axis=-1, prepend=None, append=None):
        if n.__class__ is not int:
            raise TypeError(f"Input n should be int, but got {type(n)}")
        if n < 0:
            raise ValueError("Input n must > 0.")
        if n and isinstance(a, Tensor) and isinstance(axis, int) and shape_of(a):
            length = shape_of(a)[axis] + _length_along(prepend, axis) + \
                _length_along(append, axis)
            if n >= length:
                raise ValueError("n is bigger then the specified dimension, this will result "
                                 "in an empty tensor.")
        return fn(a, n, axis, prepend, append)
    return call


def num_positive(fn):
    """``fn`` (numpy ``linspace``) refusing ``num <= 0`` with 2.10's text."""
    @functools.wraps(fn)
    def call(start, stop, num=50, *args, **kwargs):
        if num.__class__ is int and num <= 0:
            raise ValueError("cannot support Tensor with num=0.")
        return fn(start, stop, num, *args, **kwargs)
    return call


def moveaxis_checked(fn):
    """``fn`` (numpy ``moveaxis``) with 2.10's checks of ``source`` and ``destination``."""
    @functools.wraps(fn)
    def call(a, source, destination):
        ndim = _ndim(a)
        if ndim is not None:
            lengths = []
            for axes in (source, destination):
                axes = tuple(axes) if isinstance(axes, (list, tuple)) else (axes,)
                axes = tuple(_check_axis_in_range(ax, ndim) for ax in axes)
                if len(set(axes)) < len(axes):
                    raise ValueError('duplicate value in "axis"')
                lengths.append(len(axes))
            if lengths[0] != lengths[1]:
                raise ValueError("`source` and `destination` arguments must have the same "
                                 "number of elements")
        return fn(a, source, destination)
    return call


def extreme(name, fn):
    """``fn`` (numpy ``maximum``/``minimum``) with 2.10's result dtype (module docstring)."""
    @functools.wraps(fn)
    def call(x1, x2, dtype=None):
        x1, x2 = _as_tensor(x1), _as_tensor(x2)
        if not isinstance(x1, Tensor) or not isinstance(x2, Tensor):
            raise TypeError(f"Input {'x1' if not isinstance(x1, Tensor) else 'x2'} is expected "
                            f"to be array_like")
        if name == "minimum" and (_kind(x1), _kind(x2)) == ("Bool", "Bool"):
            raise TypeError(_kernel_text("Minimum", _MINIMUM_TYPES, ("Bool", "Bool"), "Bool"))
        nd1, nd2 = len(shape_of(x1)), len(shape_of(x2))
        if nd1 == 0 and nd2:
            dtype = x2.dtype
        elif nd2 == 0 and nd1:
            dtype = x1.dtype
        return fn(x1, x2, dtype=dtype)
    return call


def clip_of(maximum, minimum):
    """numpy ``clip`` over ``maximum``/``minimum`` as 2.10 defines it."""
    def clip(x, xmin, xmax, dtype=None):
        """``x`` limited to ``[xmin, xmax]``; at most one bound may be None."""
        if xmin is None and xmax is None:
            raise ValueError("One of max or min must be given.")
        if xmin is not None:
            x = maximum(x, xmin, dtype=dtype)
        if xmax is not None:
            x = minimum(x, xmax, dtype=dtype)
        return x
    return clip


def where_both(fn):
    """``fn`` (numpy ``where``) refusing a missing ``x`` or ``y`` with 2.10's TypeError."""
    @functools.wraps(fn)
    def call(condition, x=None, y=None):
        if x is None or y is None:
            raise TypeError(_NOT_ARRAY_LIKE)
        return fn(condition, x, y)
    return call


def _ndim(a):
    if isinstance(a, (list, tuple)) and a and isinstance(a[0], Tensor):   # concatenate's input
        a = a[0]
    return len(shape_of(a)) if isinstance(a, Tensor) else None


def axes_in_range(fn, params):
    """``fn`` checking its ``params`` (ints or sequences of ints, None skipped) against the
    first argument's rank with numpy's ``axis N is out of bounds`` ValueError."""
    signature = inspect.signature(fn)

    @functools.wraps(fn)
    def call(*args, **kwargs):
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError:
            return fn(*args, **kwargs)
        values = bound.arguments
        ndim = _ndim(next(iter(values.values()), None))
        if ndim:
            for p in params:
                axis = values.get(p, signature.parameters[p].default)
                for ax in axis if isinstance(axis, (list, tuple)) else (axis,):
                    if ax.__class__ is int:
                        _check_axis_in_range(ax, ndim)
        return fn(*args, **kwargs)
    return call


_AXES = {"roll": ("axis",), "flip": ("axis",), "diff": ("axis",), "concatenate": ("axis",),
         "mean": ("axis",)}


def install(names):
    """Replace or wrap ``names``' functions (a namespace dict) as above; call after
    ``binary_checks.install``."""
    for n in ("maximum", "minimum"):
        names[n] = extreme(n, names[n])
    names["clip"] = functools.wraps(names["clip"])(clip_of(names["maximum"], names["minimum"]))
    names["where"] = where_both(names["where"])
    names["rint"] = kernel_checked(names["rint"], "Rint", ("Float16", "Float32", "Float64"))
    for n in ("invert", "bitwise_not"):     # (2.10's numpy: one Invert, the same refusal)
        names[n] = kernel_checked(names[n], "Invert", _INVERT_TYPES)
    names["positive"] = positive_negating(names["positive"])
    names["take"] = take_tensor_indices(names["take"])
    names["trace"] = trace_int64(names["trace"])
    names["diff"] = diff_checked(names["diff"])
    names["moveaxis"] = moveaxis_checked(names["moveaxis"])
    for n in ("linspace", "logspace"):
        names[n] = num_positive(names[n])
    for n, params in _AXES.items():
        names[n] = axes_in_range(names[n], params)
