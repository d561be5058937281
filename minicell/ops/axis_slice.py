"""``x[start:start + length]`` along one axis, without ``ops.narrow``'s argument checks.

2.10's ``narrow`` refuses a negative start and an empty piece; the ops built from slices
(``tensor_split`` and numpy's ``split``/``array_split`` with empty pieces, ``diff`` and
``gradient`` of short axes, numpy's ``pad`` statistics, median's pick along a negative axis)
must not inherit those errors, so they slice here and ``narrow`` calls this after its checks.
"""
import builtins

from ._util import shape_of


def axis_slice(x, axis, start, length):
    """Elements ``[start, start + length)`` of ``x`` along ``axis`` (negative counts from the
    end): an index, not a Slice primitive, so eagerly the start is a kernel input (one kernel
    for every start of a loop, ``ops/indexing.py``) rather than compiled in."""
    axis = axis % len(shape_of(x))
    return x[(builtins.slice(None),) * axis + (builtins.slice(start, start + length),)]
