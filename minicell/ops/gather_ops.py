"""Slicing, gathering and scattering functional ops (``ops.slice``, ``ops.gather``,
``ops.gather_d``, ``ops.tensor_scatter_update``, ``ops.scatter_nd``, ...), re-exported by
``array_ops``."""
import builtins

from ..common.tensor import Tensor
from ..runtime.checks import check_gather_range
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import (check_axis, check_index, check_int_dtype, check_int_operands,
                    check_same_dtype, check_segment_ids, IndexRange, is_int_value,
                    ms_type_name, ndim_of, norm_shape, scalar_value, shape_of, size_value)
from ._arg_checks import check_gather_d
from ._scatter_checks import check_nd_indices, check_scatter_nd_shapes, check_tensor_scatter_inputs

_op = get_op
_GATHER_D_RANGE = "For '{op}', the value of {what} must be in [{lo}, {hi}), but got: {bad}"
_GATHER, _GATHER_D, _GATHER_ND = _op("gather"), _op("gather_d"), _op("gather_nd")
_SCATTER_UPD, _SCATTER_ADD = _op("tensor_scatter_update"), _op("tensor_scatter_add")
_SCATTER_ND, _SEGMENT_SUM = _op("scatter_nd"), _op("unsorted_segment_sum")

__all__ = ["slice", "gather", "gather_d", "gather_elements", "gather_nd", "tensor_scatter_update",
           "tensor_scatter_add", "scatter_nd", "unsorted_segment_sum"]


_SLICE_VALID = "Slice()(input=<Tensor>, begin=<list of int, Tensor, tuple of int>, " \
    "size=<list of int, Tensor, tuple of int>)"


def _slice_bounds(input_x, begin, size):
    """2.10's Slice checks, in its order; -> the (begin, size) tuples with -1 sizes resolved."""
    def ints(v):
        return isinstance(v, Tensor) or (isinstance(v, (list, tuple)) and all(
            is_int_value(e) for e in v))
    if not (isinstance(input_x, Tensor) and ints(begin) and ints(size)):
        raise TypeError(f'Failed calling Slice with "Slice()(input={ms_type_name(input_x)}, '
                        f'begin={ms_type_name(begin)}, size={ms_type_name(size)})".\nThe valid '
                        f'calling should be: \n"{_SLICE_VALID}".')
    shape, begin, size = shape_of(input_x), norm_shape(begin, "Slice"), norm_shape(size, "Slice")
    if not shape:
        raise ValueError("For primitive[Slice], the rank of input_x must be greater than 0, but "
                         "got 0.")
    if not len(shape) == len(begin) == len(size):
        raise ValueError("For Slice, the shape of input|begin|size must be equal.")
    if any(not 0 <= b <= d for b, d in zip(begin, shape)):
        raise ValueError("For Slice, the begin is invalid.")
    for s in size:
        if s < -1:
            raise RuntimeError(f"For Slice, the value in size should not be less than -1, but "
                               f"got {s}")
    for i, (b, s, d) in enumerate(zip(begin, size, shape)):
        if b + s > d:
            raise ValueError(f"For Slice, the sum of begin_shape[{i}] and size_shape[{i}] must be "
                             f"no greater than input_x_shape[{i}].")
    return begin, tuple(d - b if s == -1 else s for b, s, d in zip(begin, size, shape))


def slice(input_x, begin, size):
    """``input_x[begin[i] : begin[i] + size[i]]`` on each axis (size -1: to the end).

    An index rather than the Slice primitive (as ``narrow``): eagerly the starts are then kernel
    inputs, so a loop over ``begin`` compiles one kernel, not one per start (ops/indexing.py).

    >>> from minicell import ops, Tensor
    >>> ops.slice(Tensor([[0, 1, 2], [3, 4, 5]]), (1, 1), (1, -1)).asnumpy().tolist()
    [[4, 5]]
    """
    begin, size = _slice_bounds(input_x, begin, size)
    return input_x[tuple(builtins.slice(b, b + s) for b, s in zip(begin, size))]


def gather(input_params, input_indices, axis, batch_dims=0):
    """Slices of ``input_params`` along ``axis`` at ``input_indices``.

    >>> from minicell import ops, Tensor
    >>> ops.gather(Tensor([[1, 2], [3, 4]]), Tensor([1, 0]), 0).asnumpy().tolist()
    [[3, 4], [1, 2]]
    """
    nd = ndim_of(input_params)
    check_int_operands("Gather(batch_dims={batch_dims})(input_params=Tensor, input_indices=Tensor, "
                       "axis={axis})", "Gather(batch_dims=<int>)(input_params=<Tensor>, "
                       "input_indices=<Tensor>, axis=<Tensor, int>)", axis=axis,
                       batch_dims=batch_dims)
    check_int_dtype(input_indices, "Gather", "input_indices")
    ax, r = scalar_value(axis), builtins.max(nd, 1)
    if not nd:      # 2.10 checks batch_dims against a 0-d input first, any axis (measured)
        raise ValueError(f"For primitive[Gather], the batch_dims must be in [0,0), but got "
                         f"{batch_dims}.")
    if isinstance(ax, int) and not -r <= ax < r:    # 2.10's text (its bracket says ']')
        raise ValueError(f"For primitive[Gather], the axis must be in [{-r},{r}], but got {ax}.")
    ax = check_axis(ax, nd, "Gather") % r
    if nd:
        check_gather_range(input_indices, shape_of(input_params)[ax])
    return dispatch(_GATHER, (input_params, input_indices),
                    freeze_attrs({"axis": ax, "batch_dims": int(batch_dims)}))


def gather_d(x, dim, index):
    """``out[i][j] = x[index[i][j]][j]`` for ``dim=0`` (numpy ``take_along_axis``); an index
    outside ``[-n, n)`` raises, as MindSpore's GatherD kernel does."""
    check_int_operands("GatherD()(x=Tensor, dim={dim}, index=Tensor)",
                       "GatherD()(x=<Tensor>, dim=<Tensor, int>, index=<Tensor>)", dim=dim)
    shape = shape_of(x)
    check_gather_d(shape, dim, index)
    if shape:
        axis = int(dim) % len(shape)
        n = shape[axis]
        check_index(index, IndexRange("GatherD", "'index'", -n, n, template=_GATHER_D_RANGE))
        ishape = shape_of(index)
        if len(ishape) == len(shape) and any(i != s for k, (i, s) in
                                             enumerate(zip(ishape, shape)) if k != axis):
            # MindSpore (as torch): the other axes of index may be shorter than x's
            if any(i > s for k, (i, s) in enumerate(zip(ishape, shape)) if k != axis):
                raise ValueError(f"For primitive[GatherD], the x shape must be greater than or "
                                 f"equal to the index shape {ishape} on every axis but 'dim', "
                                 f"but got {shape}.")
            x = slice(x, (0,) * len(shape), tuple(-1 if k == axis else i
                                                  for k, i in enumerate(ishape)))
    return dispatch(_GATHER_D, (x, index), freeze_attrs({"dim": int(dim)}))


def gather_elements(input, dim, index):
    """``ops.gather_elements``: same as ``gather_d``."""
    return gather_d(input, dim, index)


def gather_nd(input_x, indices):
    """``input_x[indices[..., 0], indices[..., 1], ...]``."""
    check_nd_indices("GatherNd", indices, shape_of(input_x))
    return dispatch(_GATHER_ND, (input_x, indices))


def tensor_scatter_update(input_x, indices, updates):
    """A copy of ``input_x`` with the slices at ``indices`` replaced by ``updates``."""
    check_same_dtype("TensorScatterUpdate", ("input_x", input_x), ("updates", updates))
    check_tensor_scatter_inputs("TensorScatterUpdate", indices, shape_of(input_x), updates)
    return dispatch(_SCATTER_UPD, (input_x, indices, updates))


def tensor_scatter_add(input_x, indices, updates):
    """A copy of ``input_x`` with ``updates`` added at ``indices``."""
    ux, uu = getattr(input_x, "dtype", None), getattr(updates, "dtype", None)
    if ux is not None and uu is not None and ux != uu:
        raise TypeError(f"For TensorScatterAdd, input_x_type must equal to updates type, but got "
                        f"input_x_type: {ux}, updates_type: {uu}.")
    check_tensor_scatter_inputs("TensorScatterAdd", indices, shape_of(input_x), updates)
    return dispatch(_SCATTER_ADD, (input_x, indices, updates))


def scatter_nd(indices, updates, shape):
    """Zeros of ``shape`` with ``updates`` added at ``indices``."""
    shape = norm_shape(shape, "ScatterNd")
    if not shape_of(indices):
        raise RuntimeError("Failure info [The input [shape] must not be a scalar.].")  # sic, 2.10
    if any(d <= 0 for d in shape):
        raise ValueError(f"For 'ScatterNd', the input [shape] should be a tuple with all "
                         f"positive item. But got: {{ {', '.join(map(str, shape))} }}")
    check_scatter_nd_shapes(shape_of(indices), shape_of(updates), shape)
    check_nd_indices("ScatterNd", indices, shape)
    return dispatch(_SCATTER_ND, (indices, updates), freeze_attrs({"shape": shape}))


def unsorted_segment_sum(input_x, segment_ids, num_segments):
    """Sum of the slices of ``input_x`` sharing a segment id; shape
    ``(num_segments,) + input_x.shape[segment_ids.ndim:]``.

    >>> from minicell import ops, Tensor
    >>> ops.unsorted_segment_sum(Tensor([1.0, 2.0, 3.0]), Tensor([0, 1, 0]), 2).asnumpy().tolist()
    [4.0, 2.0]
    """
    n = int(size_value(num_segments, "unsorted_segment_sum with a Tensor 'num_segments'"))
    if n < 0 or (n == 0 and 0 not in shape_of(input_x)):   # (an empty input may have none)
        raise ValueError(f"For primitive[UnsortedSegmentSum], the num_segments's value must be "
                         f"greater than 0, but got {n}.")
    check_segment_ids("UnsortedSegmentSum", segment_ids, n)
    return dispatch(_SEGMENT_SUM, (input_x, segment_ids), freeze_attrs({"num_segments": n}))
