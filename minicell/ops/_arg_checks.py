"""Argument checks with MindSpore 2.10's texts (numpy's axis text that its split family raises,
its Dimension out of range)."""
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
