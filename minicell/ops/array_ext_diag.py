"""Diagonals, bands and scatter-into-a-view ops (``ops.diagonal``, ``ops.diag_embed``,
``ops.diagflat``, ``ops.diagonal_scatter``, ``ops.select_scatter``, ``ops.slice_scatter``,
``ops.matrix_band_part``, ``ops.DiagPart``, ``ops.Trace``, ``ops.combinations``): gathers and
selects with static index patterns, so both modes and gradients work.

>>> from minicell import ops, Tensor
>>> ops.diagonal(Tensor([[1, 2], [3, 4]])).asnumpy().tolist()
[1, 4]
"""
import itertools

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._array_arg_checks import check_band_part, check_combinations, check_diagflat
from . import functional as F
from ._arg_checks import dim_range_check
from ._util import NOT_TENSOR, check_same_dtype, sequence_error, shape_of
from .array_ext_layout import _axis, moveaxis
from .array_ext_scatter import _along
from .primitive import Primitive


def _diag_positions(rows, cols, offset):
    """(row index, col index) arrays of diagonal ``offset`` of a rows x cols matrix."""
    start_r, start_c = max(-offset, 0), max(offset, 0)
    n = max(min(rows - start_r, cols - start_c), 0)
    return np.arange(n) + start_r, np.arange(n) + start_c


def _two_axes(x, dim1, dim2, api):
    nd = len(shape_of(x))
    d1, d2 = _axis(dim1, nd, api, "dim1"), _axis(dim2, nd, api, "dim2")
    if d1 == d2 and api == "diagonal":      # 2.10's text (measured)
        raise ValueError(f"For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 "
                         f"={dim1} and dim2 = {dim2}.")
    if d1 == d2:
        raise ValueError(f"For '{api}', 'dim1' and 'dim2' must differ, but both are {dim1}")
    return d1, d2


def diagonal(input, offset=0, dim1=0, dim2=1):
    """Diagonal ``offset`` of the planes (``dim1``, ``dim2``), appended as the last axis."""
    if input.__class__ in NOT_TENSOR:      # 2.10's TypeError for a number, string or list
        raise sequence_error("Diagonal(offset=int, dim1=int, dim2=int)", ("input",), (input,))
    for d in (dim1, dim2):          # 2.10's 'Dimension out of range' text, dim1's first
        dim_range_check(d, len(shape_of(input)))
    d1, d2 = _two_axes(input, dim1, dim2, "diagonal")
    moved = moveaxis(input, (d1, d2), (-2, -1))
    r, c = _diag_positions(*shape_of(moved)[-2:], offset)
    flat = F.reshape(moved, shape_of(moved)[:-2] + (-1,))
    return F.gather(flat, Tensor(r * shape_of(moved)[-1] + c), len(shape_of(flat)) - 1)


def _embed_index(m, offset):
    """(n, n) map from a matrix position to the diagonal element it holds (``m``: none)."""
    n = m + abs(offset)
    idx = np.full((n, n), m, np.int64)
    r, c = _diag_positions(n, n, offset)
    idx[r, c] = np.arange(len(r))
    return idx


def _embed(src, offset):
    """Square matrices on the last axis of ``src`` with it on diagonal ``offset``, plus the
    mask of those positions."""
    m = shape_of(src)[-1]
    idx = _embed_index(m, offset)
    padded = F.concat([src, F.zeros(shape_of(src)[:-1] + (1,), src.dtype)], -1)
    return F.gather(padded, Tensor(idx), len(shape_of(src)) - 1), Tensor(idx < m)


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """Tensors whose planes (``dim1``, ``dim2``) carry the last axis of ``input`` on diagonal
    ``offset``."""
    if getattr(input, "dtype", None) == mstype.bool_:      # 2.10's Python check (measured)
        raise TypeError("For 'diag_embed', the dtype of 'input' must be int8, int16, int32, "
                        "int64, uint8, uint16, uint32, uint64, float16, float32 or float64, but "
                        "got 'Bool'.")
    out, _ = _embed(input, offset)
    nd = len(shape_of(out))
    d1, d2 = _axis(dim1, nd, "diag_embed", "dim1"), _axis(dim2, nd, "diag_embed", "dim2")
    if d1 == d2:
        raise ValueError("For 'diag_embed', 'dim1' must not be identical to 'dim2'.")
    return moveaxis(out, (-2, -1), (d1, d2))


def diagflat(input, offset=0):
    """A 2-D matrix with the flattened ``input`` on diagonal ``offset``."""
    check_diagflat(input)
    return _embed(F.reshape(input, (-1,)), offset)[0]


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """A copy of ``input`` with diagonal ``offset`` of the planes (``dim1``, ``dim2``) replaced
    by ``src`` (shaped as ``diagonal`` returns it)."""
    if not isinstance(src, Tensor):
        raise TypeError(f"For diagonal_scatter, src must be a Tensor, but got {type(src)}.")
    d1, d2 = _two_axes(input, dim1, dim2, "diagonal_scatter")
    moved = moveaxis(input, (d1, d2), (-2, -1))
    rows, cols = shape_of(moved)[-2:]
    r, c = _diag_positions(rows, cols, offset)
    if shape_of(src)[-1:] != (len(r),):
        raise ValueError(f"For 'diagonal_scatter', 'src' must end in an axis of size "
                         f"{len(r)}, but got shape {shape_of(src)}")
    idx = np.full((rows, cols), len(r), np.int64)
    idx[r, c] = np.arange(len(r))
    src = F.cast(src, input.dtype)
    padded = F.concat([src, F.zeros(shape_of(src)[:-1] + (1,), src.dtype)], -1)
    placed = F.gather(padded, Tensor(idx), len(shape_of(src)) - 1)
    out = F.where(Tensor(idx < len(r)), placed, moved)
    return moveaxis(out, (-2, -1), (d1, d2))


def _scatter_source(input, src, axis, count, api):
    """MindSpore's checks: both Tensors, ``src`` exactly the selected part's shape (no
    broadcasting: a slice that selects nothing is an error, not a silent no-op)."""
    for name, value in (("input", input), ("src", src)):
        if not isinstance(value, Tensor):
            raise TypeError(f"For {api}, {name} must be a Tensor, but got {type(value)}.")
    check_same_dtype("TensorScatterElements", ("input_x", input), ("updates", src))
    shape = list(shape_of(input))
    ax = _axis(axis, len(shape), api)
    shape[ax] = count
    if tuple(shape_of(src)) != tuple(shape):
        raise ValueError(f"For {api}, src shape should be equal to the slice size, but got src "
                         f"shape {tuple(shape_of(src))} and slice shape {tuple(shape)}")
    return ax


def select_scatter(input, src, axis, index):
    """A copy of ``input`` with the slice ``index`` of ``axis`` replaced by ``src``."""
    if isinstance(src, Tensor) and isinstance(input, Tensor):
        src = F.expand_dims(src, _axis(axis, len(shape_of(input)), "select_scatter"))
    _scatter_source(input, src, axis, 1, "select_scatter")
    return _along(input, axis, [index], src, "update", "select_scatter")


def slice_scatter(input, src, axis=0, start=None, end=None, step=1):
    """A copy of ``input`` with ``input[start:end:step]`` along ``axis`` replaced by ``src``
    (whose shape is that part's)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For slice_scatter, input must be a Tensor, but got {type(input)}.")
    ax = _axis(axis, len(shape_of(input)), "slice_scatter")
    positions = list(range(shape_of(input)[ax]))[start:end:step]
    _scatter_source(input, src, ax, len(positions), "slice_scatter")
    return _along(input, ax, positions, src, "update", "slice_scatter")


def matrix_band_part(x, lower, upper):
    """``x`` with everything outside the band (``lower`` sub-, ``upper`` super-diagonals; a
    negative count keeps that whole triangle) of its last two axes set to zero."""
    check_band_part(x, lower, upper)
    rows, cols = shape_of(x)[-2:]
    diff = Tensor(np.arange(rows)[:, None] - np.arange(cols)[None, :])
    lower = lower if isinstance(lower, Tensor) else Tensor(lower, mstype.int64)
    upper = upper if isinstance(upper, Tensor) else Tensor(upper, mstype.int64)
    keep = F.logical_and(F.logical_or(lower < 0, diff <= lower),
                         F.logical_or(upper < 0, -diff <= upper))
    return F.where(keep, x, F.zeros_like(x))


class MatrixBandPart(Primitive):
    """``MatrixBandPart()(x, lower, upper)``."""

    def __init__(self):
        super().__init__("MatrixBandPart")

    def __call__(self, x, lower, upper):
        return matrix_band_part(x, lower, upper)


class DiagPart(Primitive):
    """``DiagPart()(x)``: for ``x`` of shape ``s + s``, ``out[i] = x[i, i]`` over shape ``s``."""

    def __init__(self):
        super().__init__("DiagPart")

    def __call__(self, input_x):
        shape = shape_of(input_x)
        k = len(shape) // 2
        if len(shape) % 2 or shape[:k] != shape[k:]:
            raise ValueError(f"For 'DiagPart', the input shape must be s + s, but got {shape}")
        n = int(np.prod(shape[:k], dtype=np.int64))
        return F.reshape(diagonal(F.reshape(input_x, (n, n))), shape[:k])


def trace(input, offset=0, axis1=0, axis2=1, dtype=None):
    """Sum of diagonal ``offset`` of the planes (``axis1``, ``axis2``); a Bool input gives
    Bool (whether any diagonal entry is True: 2.10's Tensor.trace, measured)."""
    if len(shape_of(input)) < 2:        # (sic, 2.10's Tensor.trace)
        raise RuntimeError(f"For Primitive[Tracev2], the dim of input 'x' should greater or "
                           f"equal to 2, but got 'x' at {len(shape_of(input))}-dimention")
    out = F.sum(diagonal(input, offset, axis1, axis2), -1)
    if input.dtype == mstype.bool_ and dtype is None:
        return F.cast(out, mstype.bool_)
    return F.cast(out, dtype) if dtype is not None else out


def trace_v2(input, offset=0, axis1=1, axis2=0, dtype=None):
    """``ops.auto_generate.trace_v2_op``: ``trace`` with the TraceV2 Primitive's defaults."""
    return trace(input, offset, axis1, axis2, dtype)


def tracev2_grad(dout, shape, offset=0, axis1=1, axis2=0):
    """``ops.auto_generate.tracev2_grad_op``: TraceV2's gradient, a zero tensor of ``shape``
    (a Tensor, as MindSpore passes it) with ``dout`` on diagonal ``offset`` of each
    (``axis1``, ``axis2``) plane."""
    from ._util import values_for_shape
    shape = tuple(int(d) for d in values_for_shape(shape, "TraceV2Grad's 'shape'"))
    zeros = F.zeros(shape, dout.dtype)
    n = shape_of(diagonal(zeros, offset, axis1, axis2))[-1]
    src = F.broadcast_to(F.expand_dims(dout, -1), shape_of(dout) + (n,))
    return diagonal_scatter(zeros, src, offset, axis1, axis2)


class Trace(Primitive):
    """``Trace()(x)``: the sum of the main diagonal of the 2-D ``x``."""

    def __init__(self):
        super().__init__("Trace")

    def __call__(self, input):
        from .extra_ops import trace as trace_2d
        return trace_2d(input)


def combinations(input, r=2, with_replacement=False):
    """All length-``r`` combinations of the 1-D ``input``, one per row."""
    check_combinations(input)
    n = shape_of(input)[0]
    make = itertools.combinations_with_replacement if with_replacement else \
        itertools.combinations
    idx = np.asarray(list(make(range(n), r)), np.int64).reshape(-1, r)
    return F.gather(input, Tensor(idx), 0)
