"""``mindspore.numpy.utils_const``: the shape and axis helpers MindSpore's numpy functions run on
Python values (in a graph they run at compile time). Only the ones user code imports are here.

>>> from minicell.numpy.utils_const import _infer_out_shape, _canonicalize_axis
>>> _infer_out_shape((5,), (6, 1)), _canonicalize_axis((-1, 0), 3)
((6, 5), (0, 2))
"""


def _infer_out_shape(*shapes):
    """The shape the ``shapes`` broadcast to; a ValueError (2.10's text) when they do not."""
    rank = max(len(s) for s in shapes)
    padded = [(1,) * (rank - len(s)) + tuple(s) for s in shapes]
    out = []
    for sizes in zip(*padded):
        size = 0 if 0 in sizes else max(sizes)
        if any(n not in (1, size) for n in sizes):
            raise ValueError(f"operands could not be broadcast together with shapes {shapes}")
        out.append(size)
    return tuple(out)


def _check_axis_in_range(axis, ndim):
    """``axis`` (an int in ``[-ndim, ndim)``) as a non-negative axis; 2.10's errors otherwise."""
    if not isinstance(axis, int):
        raise TypeError(f"axes should be integers, not {type(axis)}")
    if not -ndim <= axis < ndim:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {ndim}")
    return axis % ndim


def _canonicalize_axis(axis, ndim):
    """``axis`` (an int, or a tuple/list of them) checked against ``ndim`` with negative axes
    made non-negative: an int for one axis, else a sorted tuple; duplicates are a ValueError."""
    axes = tuple(_check_axis_in_range(ax, ndim) for ax in
                 ((axis,) if isinstance(axis, int) else axis))
    if len(set(axes)) < len(axes):
        raise ValueError(f"duplicate axes in {axes}.")
    return tuple(sorted(axes)) if len(axes) > 1 else axes[0]


__all__ = []


def _raise_type_error(info, param=None):
    """``raise TypeError(info)``, with ``type(param)`` appended when ``param`` is given (2.10's
    helper, imported by user code)."""
    raise TypeError(info if param is None else info + f"{type(param)}")


def _raise_value_error(info, param=None):
    """``raise ValueError(info)``, with ``param`` appended when it is given (2.10's helper)."""
    raise ValueError(info if param is None else info + f"{param}")
