"""numpy ``pad`` for ``minicell.numpy`` (the ``numpy=`` adapter of ``ops.pad``'s row): numpy's
per-axis ``pad_width`` and its modes, as gathers with index arrays numpy computes once (edge,
reflect, symmetric, wrap), concatenated blocks (constant, statistics, linear ramps), or a user
function over the 1-D slices (``apply_along_axis``, also ``minicell.numpy``'s).

>>> from minicell import numpy as mnp
>>> mnp.pad(mnp.array([1.0, 2, 3]), (1, 2), mode="reflect").asnumpy().tolist()
[2.0, 1.0, 2.0, 3.0, 2.0, 1.0]
"""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import array_ops as A, functional as F, reductions as R
from ._util import shape_of
from .np_adapters import norm_axis, to_tensor
from .axis_slice import axis_slice

_INDEX_MODES = {"edge", "reflect", "symmetric", "wrap"}
_STAT_MODES = {"maximum": R.amax, "minimum": R.amin, "mean": R.mean}


def _pairs(value, nd, name):
    """numpy's per-axis ``(before, after)`` spec (a scalar, a pair, or one pair per axis)."""
    arr = np.broadcast_to(np.asarray(value, dtype=object), (nd, 2))
    if name == "pad_width" and builtins.any(int(v) < 0 for v in arr.ravel()):
        raise ValueError(f"For 'pad', 'pad_width' cannot contain negative values: {value!r}")
    return [tuple(row) for row in arr]


def pad(arr, pad_width, mode="constant", stat_length=None, constant_values=0, end_values=0,
        reflect_type="even", **kwargs):
    """numpy ``pad``. Modes: constant, edge, linear_ramp, maximum, mean, minimum, reflect,
    symmetric, wrap, empty (zeros); ``reflect_type='odd'`` for reflect/symmetric."""
    x = to_tensor(arr)
    nd = len(shape_of(x))
    widths = [(int(a), int(b)) for a, b in _pairs(pad_width, nd, "pad_width")]
    if callable(mode):
        # 2.10: zeros padded on every axis, then mode(slice, (before, after), axis, kwargs)
        # over each axis's 1-D slices in turn, its result kept
        x = pad(x, widths, "empty")
        for axis in range(nd):
            x = apply_along_axis(mode, axis, x, widths[axis], axis, kwargs)
        return x
    if mode not in _INDEX_MODES | set(_STAT_MODES) | {"constant", "empty", "linear_ramp"}:
        raise ValueError("Input mode not supported.")     # (2.10's text)
    for axis, (before, after) in enumerate(widths):
        if before or after:
            x = _pad_axis(x, axis, before, after, mode, locals_=(
                stat_length, constant_values, end_values, reflect_type))
    return x


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """``func1d`` applied to every 1-D slice of ``arr`` along ``axis`` (a Python loop over the
    slices, unrolled in GRAPH_MODE); the result's axes replace ``axis``."""
    arr = to_tensor(arr)
    nd = len(shape_of(arr))
    axis = norm_axis(axis, nd)
    moved = F.moveaxis(arr, axis, nd - 1)
    batch = shape_of(moved)[:-1]
    flat = A.reshape(moved, (-1, shape_of(moved)[-1]))
    results = [to_tensor(func1d(flat[i], *args, **kwargs)) for i in range(flat.shape[0])]
    out = A.stack(results)
    rshape = shape_of(results[0])
    out = A.reshape(out, tuple(batch) + tuple(rshape))
    k = len(rshape)
    perm = list(range(len(batch)))
    perm[axis:axis] = range(len(batch), len(batch) + k)
    return A.transpose(out, tuple(perm)) if k else out


def _pad_axis(x, axis, before, after, mode, locals_):
    stat_length, constant_values, end_values, reflect_type = locals_
    nd, n = len(shape_of(x)), shape_of(x)[axis]
    if mode in _INDEX_MODES:
        if reflect_type == "odd" and mode in ("reflect", "symmetric"):
            return _pad_odd(x, axis, before, after, mode)
        idx = np.pad(np.arange(n), (before, after), mode=mode)
        return A.gather(x, Tensor(idx.astype(np.int32)), axis)
    sides = []
    for side, width in ((0, before), (1, after)):
        shape = list(shape_of(x))
        shape[axis] = width
        sides.append(_pad_block(x, axis, side, tuple(shape), mode, nd, n, locals_))
    return A.concat([sides[0], x, sides[1]], axis)


def _pad_odd(x, axis, before, after, mode):
    """Odd reflection ``2 * edge - mirror``, in steps no wider than the axis (as numpy)."""
    while before or after:
        n = shape_of(x)[axis]
        lim = builtins.max(n - 1 if mode == "reflect" else n, 1)
        b, a = builtins.min(before, lim), builtins.min(after, lim)
        idx = np.pad(np.arange(n), (b, a), mode=mode)
        edge = np.pad(np.arange(n), (b, a), mode="edge")
        x = 2 * A.gather(x, Tensor(edge.astype(np.int32)), axis) - \
            A.gather(x, Tensor(idx.astype(np.int32)), axis)
        before, after = before - b, after - a
    return x


def _pad_block(x, axis, side, shape, mode, nd, n, locals_):
    stat_length, constant_values, end_values, _ = locals_
    if mode in ("constant", "empty"):
        v = 0 if mode == "empty" else _pairs(constant_values, nd, "")[axis][side]
        return A.fill(x.dtype, shape, v)
    if mode in _STAT_MODES:
        k = n if stat_length is None else builtins.min(
            int(_pairs(stat_length, nd, "")[axis][side]), n)
        part = axis_slice(x, axis, 0 if side == 0 else n - k, k)
        stat = _STAT_MODES[mode](part, axis, True)
        if mode == "mean" and not mstype.is_float(x.dtype):
            stat = F.cast(F.round(stat), x.dtype)
        return A.broadcast_to(stat, shape)
    # linear_ramp: from end_value to the edge value, excluding the edge
    width = shape[axis]
    edge = axis_slice(x, axis, 0 if side == 0 else n - 1, 1)
    end = _pairs(end_values, nd, "")[axis][side]
    t = np.arange(width, dtype=np.float32) / np.float32(width)
    t = t if side == 0 else t[::-1]
    t = Tensor(t.reshape([width if i == axis else 1 for i in range(nd)]))
    ramp = end + (F.cast(edge, mstype.float32) - end) * t
    return F.cast(A.broadcast_to(ramp, shape), x.dtype)
