"""Argument checks with MindSpore 2.10's texts (numpy's axis text that its split family raises,
its Dimension out of range, its validator's int ranges for narrow and swapaxes, chunk's and
repeat_interleave's counts, flip's dims, Tril/Triu's rank), and the int values of a
Primitive's size/shape argument."""
import math

import numpy as np

from .._checkparam_shapes import check_axis_in_range
from ..runtime.checks import DimensionRangeError, in_mode, marked_error
from ..runtime.python_checks import python_check
from ..common.tensor import Tensor
from ._util import check_axis, shape_of, values_for_shape


def np_axis_check(axis, nd, op=None):
    """numpy's ValueError for an int ``axis`` outside ``[-nd, nd)`` (2.10's split, chunk and
    tensor_split normalize their axis with numpy); with ``op``, the axis ``check_axis`` gives
    (its TypeError for a non-int)."""
    if isinstance(axis, int) and not isinstance(axis, bool) and not -nd <= axis < nd:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    return None if op is None else check_axis(axis, nd, op)


def dim_range_check(dim, nd, graph=None):
    """2.10's 'Dimension out of range' ValueError for an int ``dim`` outside ``[-nd, nd)``;
    ``graph``: the text 2.10's graph compiler gives instead (its infer's), with ``{dim}``."""
    if isinstance(dim, int) and not isinstance(dim, bool) and not -nd <= dim < nd:
        raise in_mode(DimensionRangeError(f"Dimension out of range (expected to be in range of "
                                          f"[{-nd}, {nd}), but got {dim})",
                                          None if graph is None else graph.format(dim=dim)))


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
    try:
        axis = check_axis_in_range(axis, len(shape))
    except TypeError as err:        # (quoted in a graph too, measured: a float axis)
        raise python_check(err)
    size = shape[axis]
    if not 0 <= start < size:       # (2.10's validator runs as Python inside its graphs)
        raise python_check(ValueError(f"The input value must be in range of [0, {size}), but "
                                      f"got {start} with type '{type(start).__name__}'."))
    if not 1 <= length <= size - start:
        raise python_check(ValueError(f"The input value must be in range of [1, {size - start}]"
                                      f", but got {length} with type '{type(length).__name__}'."))
    return axis, int(start), int(length)


def int_values(v):
    """A Tensor, sequence or int as a tuple of Python ints (a Primitive's sizes or shape)."""
    if hasattr(v, "asnumpy"):
        v = v.asnumpy()
    return tuple(int(i) for i in np.asarray(v).reshape(-1))


def repeat_dim_check(input, repeats, dim):
    """``mint.repeat_interleave``'s range check of an int ``dim`` with an int ``repeats``
    (2.10's RepeatInterleaveInt text, measured: dim 2 of a 2-d input)."""
    if isinstance(dim, int) and isinstance(input, Tensor):
        nd = input.ndim
        kind = "Int" if isinstance(repeats, int) else "Tensor"
        if not -nd <= dim < nd:
            raise ValueError(f"For primitive[RepeatInterleave{kind}], the dim must be in "
                             f"[{-nd},{nd - 1}], but got {dim}.")


def repeat_counts(input, repeats, axis):
    """``repeat_interleave``'s ``repeats`` (an int, or a count per element of ``axis``: list,
    tuple or int Tensor) -> an int or a tuple of ints, checked."""
    seq = values_for_shape(repeats, "repeat_interleave with Tensor repeats")
    if isinstance(seq, bool):       # 2.10 hands a lone int to repeat_elements (measured)
        raise TypeError("For 'repeat_elements', the 'rep' must be 'int',  but got 'bool'.")
    counts = list(seq) if isinstance(seq, (list, tuple)) else [seq]
    for i, c in enumerate(counts):
        bad_type = isinstance(c, (float, bool)) or not hasattr(c, "__index__")
        if bad_type:        # 2.10 shows a lone value as a 1-tuple (measured: 1.5, 'a')
            shown = seq if isinstance(seq, (list, tuple)) else (seq,)
            raise TypeError(f"For 'repeat_interleave', each element in {shown} should be int, "
                            f"but got {type(c)} at index {i}.")
        if c < 0:           # 2.10's repeat_elements validator, both modes (measured)
            raise ValueError(f"For 'repeat_elements', the 'rep' must be in range of (0, "
                             f"2147483647], but got {int(c)} with type 'int'.")
    n = math.prod(shape_of(input)) if axis is None else shape_of(input)[axis]
    if len(counts) not in (1, n):
        raise ValueError(f"For 'repeat_interleave', the length of 'repeats' must be the same as "
                         f"the shape of the original tensor in the 'axis' dimension, but got the "
                         f"length of 'repeats' {len(counts)}, the shape of the original tensor "
                         f"in the 'axis' dimension {n}.")
    return int(counts[0]) if len(counts) == 1 else tuple(int(c) for c in counts)


def flip_dims_check(dims, nd):
    """2.10's ReverseV2 validator (both modes, measured) for ``flip``'s ``dims``."""
    for i, d in enumerate(dims):
        if not -max(nd, 1) <= d < max(nd, 1):
            raise ValueError(f"For 'ReverseV2', the 'axis[{i}]' must be in range of "
                             f"[{-max(nd, 1)}, {max(nd, 1)}), but got {d} with type 'int'.")


_RANK_TWO = {"Tril": "the x's rank must be greater than or equal to 2",
             "Triu": "the rank of input must be greater than or equal to 2"}


def rank_two_check(op, nd):
    """2.10's infer ValueError of ``op`` (Tril, Triu; both modes, measured) for an input of
    rank ``nd`` under 2."""
    if nd < 2:
        raise ValueError(f"For primitive[{op}], {_RANK_TWO[op]}, but got {nd}.")


def chunks_check(chunks):
    """``ops.chunk``'s checks of ``chunks`` with 2.10's texts; the ValueError is one 2.10 makes
    in Python (quoted in a graph)."""
    if isinstance(chunks, (float, Tensor)) or not hasattr(chunks, "__index__"):   # str too
        raise TypeError(f"For ops.chunk type of argument `chunks` should be integer, but got "
                        f"{type(chunks)}")
    if isinstance(chunks, bool) or chunks <= 0:
        raise python_check(ValueError(f"For ops.chunk parameter 'chunks' must be greater than "
                                      f"0, but got {chunks}"))


def reverse_rank(input, need):
    """2.10's ReverseV2 texts for an input of too few axes (measured: ``flipud`` of a 0-d
    Tensor, ``fliplr`` of a 1-d one)."""
    nd = len(input.shape)
    if not nd:
        raise ValueError("For primitive[ReverseV2], the rank of x must be not equal to 0, but "
                         "got 0.")
    if nd < need:
        raise ValueError(f"For 'ReverseV2', the 'axis[0]' must be in range of [{-nd}, {nd}), but "
                         f"got {need - 1} with type 'int'.")


def check_gather_d(shape, dim, index):
    """2.10's GatherD checks (measured, PYNATIVE_MODE): the ranks first, then ``dim`` (its
    text closes the range with ']'), then the index dtype."""
    if shape and len(index.shape) != len(shape):
        raise ValueError(f"For primitive[GatherD], the x_rank must be equal to "
                         f"{len(index.shape)}, but got {len(shape)}.")
    r = max(len(shape), 1)
    if isinstance(dim, int) and not -r <= dim < r:
        raise ValueError(f"For primitive[GatherD], the dim value must be in [{-r},{r}], but got "
                         f"{dim}.")
    if str(index.dtype) not in ("Int32", "Int64"):
        raise TypeError(f"For primitive[GatherD], the input argument[index] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{index.dtype}].")


def unstack_rank(nd):
    """2.10's Unstack of a 0-d input (measured): its eager text, its graph infer's."""
    if not nd:
        raise in_mode(marked_error(
            ValueError, "For 'Unstack', input's rank should be greater equal to 1, but got 0",
            "For primitive[Unstack], the x_rank must be greater than or equal to 1, but got 0."))
