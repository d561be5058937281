"""Argument checks with MindSpore 2.10's texts (numpy's axis text that its split family raises,
its Dimension out of range, its validator's int ranges for narrow and swapaxes), and the int
values of a Primitive's size/shape argument."""
import numpy as np

from .._checkparam_shapes import check_axis_in_range
from ..runtime.checks import DimensionRangeError
from ._util import check_axis


def np_axis_check(axis, nd, op=None):
    """numpy's ValueError for an int ``axis`` outside ``[-nd, nd)`` (2.10's split, chunk and
    tensor_split normalize their axis with numpy); with ``op``, the axis ``check_axis`` gives
    (its TypeError for a non-int)."""
    if isinstance(axis, int) and not isinstance(axis, bool) and not -nd <= axis < nd:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    return None if op is None else check_axis(axis, nd, op)


def dim_range_check(dim, nd):
    """2.10's 'Dimension out of range' ValueError for an int ``dim`` outside ``[-nd, nd)``."""
    if isinstance(dim, int) and not isinstance(dim, bool) and not -nd <= dim < nd:
        raise DimensionRangeError(f"Dimension out of range (expected to be in range of "
                                  f"[{-nd}, {nd}), but got {dim})")


def swapaxes_axes(axes, nd):
    """2.10's ``validator.check_swapaxes_axis`` of ``(axis0, axis1)``, normalized."""
    for axis in axes:
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"For ops.swapaxes, the axis argument must be integer, but got "
                            f"{type(axis)}.")
        check_axis_in_range(axis, nd)
    return tuple((a + nd) % nd for a in axes)


def narrow_range(shape, axis, start, length):
    """``ops.narrow``'s checks as 2.10's validator makes them: ``start`` in ``[0, size)`` (no
    negative start), ``length`` in ``[1, size - start]``; ``(axis, start, length)``."""
    axis = check_axis_in_range(axis, len(shape))
    size = shape[axis]
    if not 0 <= start < size:
        raise ValueError(f"The input value must be in range of [0, {size}), but got {start} "
                         f"with type '{type(start).__name__}'.")
    if not 1 <= length <= size - start:
        raise ValueError(f"The input value must be in range of [1, {size - start}], but got "
                         f"{length} with type '{type(length).__name__}'.")
    return axis, int(start), int(length)


def int_values(v):
    """A Tensor, sequence or int as a tuple of Python ints (a Primitive's sizes or shape)."""
    if hasattr(v, "asnumpy"):
        v = v.asnumpy()
    return tuple(int(i) for i in np.asarray(v).reshape(-1))
