"""Smaller array ops and conversions: ``ops.IndexPut`` / ``Tensor.index_put``,
``ops.FillDiagonal`` / ``Tensor.fill_diagonal``, ``ops.Expand``, ``ops.FillV2``,
``ops.ParallelConcat``, ``ops.tuple_to_array``, ``ops.scalar_to_tensor``, ``ops.dyn_shape``,
``Tensor.ptp``, ``Tensor.sum_to_size``, ``Tensor.reshape_as``.

>>> from minicell import Tensor
>>> Tensor([[1.0, 2.0], [3.0, 4.0]]).fill_diagonal(0.0).asnumpy().tolist()
[[0.0, 2.0], [3.0, 0.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from ._prim_flags import check_cum_call, check_dim_range
from ._util import shape_of
from .array_ext_layout import TensorShape, expand
from .array_ext_search import histc
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .reductions import cumprod_kernel
from .axis_slice import axis_slice

_SCATTER = get_op("scatter_nd_reduce")


def index_put(x, indices, values, accumulate=False):
    """A copy of ``x`` with ``x[indices] = values`` (``indices``: a tuple of 1-D index
    tensors, one per leading axis); ``accumulate`` adds instead (repeats add up)."""
    if not isinstance(accumulate, bool):        # (2.10's Tensor.index_put, measured)
        raise TypeError(f"For 'Tensor.index_put', the type of 'accumulate' should be 'bool', but "
                        f"got type '{type(accumulate).__name__}'.")
    if not isinstance(indices, (tuple, list)) or not indices:
        raise TypeError(f"For 'IndexPut', 'indices' must be a non-empty tuple of Tensors, but "
                        f"got {type(indices).__name__}")
    nd = F.stack([F.cast(i, mstype.int64) for i in indices], -1)
    upd_shape = shape_of(nd)[:-1] + shape_of(x)[len(indices):]
    updates = F.broadcast_to(F.cast(values, x.dtype), upd_shape)
    mode = "add" if accumulate else "update"
    return dispatch(_SCATTER, (x, nd, updates), freeze_attrs({"mode": mode}))


class IndexPut(Primitive):
    """``IndexPut(accumulate=0)(x1, x2, indices)``: ``index_put(x1, indices, x2)``."""

    @prim_attr_register
    def __init__(self, accumulate=0):
        self.accumulate = accumulate

    def __call__(self, x1, x2, indices):
        return index_put(x1, indices, x2, bool(self.accumulate))


def _diag_mask(shape, wrap):
    if len(shape) < 2 or (len(shape) > 2 and len(set(shape)) != 1):
        raise ValueError(f"For 'FillDiagonal', the input must be 2-D or have equal dimensions, "
                         f"but got shape {shape}")
    mask = np.zeros(shape, bool)
    np.fill_diagonal(mask, True, wrap=wrap)
    return Tensor(mask)


def fill_diagonal(input, fill_value, wrap=False):
    """A copy of ``input`` with its main diagonal set to ``fill_value`` (``wrap``: continue
    below a tall matrix every ``cols + 1`` rows, as numpy)."""
    mask = _diag_mask(shape_of(input), wrap)
    return F.where(mask, F.full_like(input, fill_value), input)


class FillDiagonal(Primitive):
    """``FillDiagonal(fill_value, wrap=False)(input_x)``."""

    @prim_attr_register
    def __init__(self, fill_value, wrap=False):
        self.fill_value, self.wrap = fill_value, wrap

    def __call__(self, input_x):
        return fill_diagonal(input_x, self.fill_value, self.wrap)


class Expand(Primitive):
    """``Expand()(x, shape)``: ``ops.expand``."""

    def __init__(self):
        super().__init__("Expand")

    def __call__(self, x, shape):
        return expand(x, shape)


class FillV2(Primitive):
    """``FillV2()(shape, value)``: a tensor of ``shape`` filled with the 0-d ``value``."""

    def __init__(self):
        super().__init__("FillV2")

    def __call__(self, shape, value):
        shp = tuple(int(s) for s in (shape.asnumpy().tolist() if isinstance(shape, Tensor)
                                     else shape))
        value = value if isinstance(value, Tensor) else Tensor(value)
        return F.broadcast_to(F.reshape(value, ()), shp)


class ParallelConcat(Primitive):
    """``ParallelConcat()(values)``: concatenation along axis 0."""

    def __init__(self):
        super().__init__("ParallelConcat")

    def __call__(self, values):
        return F.concat(values, 0)


def tuple_to_array(input_x):
    """A 1-D tensor of the Python numbers ``input_x`` (a tuple, list or ``range``): Int32 when
    all are ints or bools, Float32 otherwise."""
    if isinstance(input_x, range):
        input_x = tuple(input_x)
    if not isinstance(input_x, (tuple, list)) or not input_x:
        raise TypeError(f"For 'TupleToArray', the input must be a non-empty tuple of numbers, "
                        f"but got {input_x!r}")
    ints = all(isinstance(v, (int, np.integer, np.bool_)) for v in input_x)
    return Tensor(np.asarray(input_x), mstype.int32 if ints else mstype.float32)


def scalar_to_tensor(input_x, dtype=mstype.float32):
    """A 0-d tensor holding the Python number ``input_x``."""
    if not isinstance(input_x, (int, float, bool, np.number)):
        raise TypeError(f"For 'ScalarToTensor', the input must be a number, but got "
                        f"{type(input_x).__name__}")
    return Tensor(input_x, dtype)


class ScalarToTensor(Primitive):
    """``ScalarToTensor()(input_x, dtype=mstype.float32)``."""

    def __init__(self):
        super().__init__("ScalarToTensor")

    def __call__(self, x, dtype=mstype.float32):
        return scalar_to_tensor(x, dtype)


class TupleToArray(Primitive):
    """``TupleToArray()(input_x)``: ``tuple_to_array``."""

    def __init__(self):
        super().__init__("TupleToArray")

    def __call__(self, input_x):
        return tuple_to_array(input_x)


def dyn_shape(input_x):
    """The shape of ``input_x`` as a 1-D Int64 tensor."""
    return TensorShape()(input_x)


class DynamicShape(TensorShape):
    """``DynamicShape(dtype=9)(x)``: the old name of ``TensorShape`` (``dtype`` is accepted as
    in 2.10; the shape is Int64 either way)."""

    def __init__(self, dtype=9):
        super().__init__()
        self.dtype = dtype


def ptp(self, axis=None, keepdims=False):
    """``t.ptp(axis=None, keepdims=False)``: max - min along ``axis`` (2.10's checks of it)."""
    if axis is not None and not isinstance(axis, (int, tuple)):
        raise TypeError(f"For Tensor.ptp, the axis should be int, tuple, , but got "
                        f"{type(axis)}.")
    n = len(shape_of(self))
    for a in axis if isinstance(axis, tuple) else (() if axis is None else (axis,)):
        if not -n <= a < n:
            raise ValueError(f"The 'axis' must be in the range of [{-n}, {n}), but got {a}.")
    return F.amax(self, axis, keepdims) - F.amin(self, axis, keepdims)


def sum_to_size(self, *size):
    """``t.sum_to_size(*size)``: sum over the axes broadcasting would add to reach ``size``."""
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    shape = shape_of(self)
    lead = len(shape) - len(size)
    if lead < 0 or any(s not in (1, d) for s, d in zip(size, shape[lead:])):
        raise ValueError(f"For sum_to_size, size {size} is not expandable to the tensor size "
                         f"{shape}.")       # 2.10's text (measured)
    axes = tuple(range(lead)) + tuple(lead + i for i, s in enumerate(size)
                                      if s == 1 and shape[lead + i] != 1)
    out = F.sum(self, axes, True) if axes else self
    return F.reshape(out, tuple(size))


def reshape_as(self, other):
    """``t.reshape_as(other)``: ``t`` reshaped to ``other``'s shape."""
    return F.reshape(self, shape_of(other))


def t(input):
    """The transpose of a 2-D tensor (a 0-D or 1-D one is returned as is)."""
    nd = len(shape_of(input))
    if nd > 2:
        raise ValueError(f"For 't', the input must be at most 2-D, but got shape "
                         f"{shape_of(input)}")
    return F.transpose(input, (1, 0)) if nd == 2 else input


class Histogram(Primitive):
    """``Histogram(bins=100, min=0.0, max=0.0)(x)``: ``histc``."""

    @prim_attr_register
    def __init__(self, bins=100, min=0.0, max=0.0):
        self.bins, self.min, self.max = bins, min, max

    def __call__(self, x):
        return histc(x, self.bins, self.min, self.max)


class ListDiff(Primitive):
    """``ListDiff(out_idx=mstype.int32)(x, y)``: (values of the 1-D ``x`` not in ``y``, their
    indices in ``x``); PYNATIVE_MODE only (the length depends on the values)."""

    @prim_attr_register
    def __init__(self, out_idx=mstype.int32):
        self.out_idx = out_idx

    def __call__(self, x, y):
        _eager_only("ListDiff")
        a = x.asnumpy()
        keep = np.flatnonzero(~np.isin(a, y.asnumpy()))
        return Tensor(a[keep], x.dtype), Tensor(keep, self.out_idx)


class CumProd(Primitive):
    """``CumProd(exclusive=False, reverse=False)(x, axis)``: running product along ``axis``
    (``exclusive``: each entry leaves itself out; ``reverse``: from the end)."""

    @prim_attr_register
    def __init__(self, exclusive=False, reverse=False):
        self.exclusive, self.reverse = bool(exclusive), bool(reverse)

    def __call__(self, x, axis):
        check_cum_call("CumProd", "x", x, axis)     # 2.10's parser text
        axis = int(axis.item() if isinstance(axis, Tensor) else axis)
        check_dim_range("CumProd", x, axis, "axis")
        axis %= len(shape_of(x))
        if self.reverse:
            x = F.flip(x, (axis,))
        if self.exclusive:
            n = shape_of(x)[axis]
            ones = F.ones_like(axis_slice(x, axis, 0, 1))
            x = F.concat([ones, axis_slice(x, axis, 0, n - 1)], axis)
        out = cumprod_kernel(x, axis)
        return F.flip(out, (axis,)) if self.reverse else out


class EmbeddingLookup(Primitive):
    """``EmbeddingLookup()(input_params, input_indices, offset)``: rows
    ``input_indices - offset`` of ``input_params``; an index outside the rows gives zeros."""

    def __init__(self):
        super().__init__("EmbeddingLookup")

    def __call__(self, input_params, input_indices, offset):
        n = shape_of(input_params)[0]
        idx = input_indices - offset
        valid = F.logical_and(idx >= 0, idx < n)
        rows = F.gather(input_params, F.clamp(idx, 0, n - 1), 0)
        mask = F.reshape(valid, shape_of(valid) + (1,) * (len(shape_of(input_params)) - 1))
        return F.where(mask, rows, F.zeros_like(rows))
