"""Layout, gather/scatter and select functional ops (``ops.reshape``, ``ops.gather``, ...); the
creation ops (``ops.fill``, ``ops.arange``, ...) are in ``creation_ops``, re-exported here."""
import builtins

from ..common.tensor import Tensor
from ..runtime.checks import InferTextError, check_gather_range, in_mode
from ..runtime.dispatch import dispatch
from ..runtime.primitives.array import concat_infer
from ..runtime.registry import freeze_attrs, get_op
from . import views
from .. import _checkparam
from ._functional_operands import concat_operand_check, reshape_shape, squeeze_axes
from ._util import (check_axis, check_dims, concrete, mixed_dtypes, python_check,
                    check_flatten_dims, check_index,
                    check_int_dtype, check_int_operands, check_same_dtype, check_segment_ids,
                    IndexRange, is_int_value, ms_type_name, ndim_of, norm_shape,
                    scalar_value, SEQ_OR_ARRAY, sequence_error, shape_of, size_value,
                    transpose_perm)
from ._arg_checks import (check_gather_d, chunks_check, dim_range_check, flip_dims_check,
                          narrow_range, np_axis_check, rank_two_check, repeat_counts, swapaxes_axes)
from .axis_slice import axis_slice
from .bool_kernels import refuse_bool_repeat
from ._prim_flags import as_int, check_arg_types, check_diagonal
from ._scatter_checks import check_nd_indices, check_scatter_nd_shapes, check_tensor_scatter_inputs
from .creation_ops import (arange, eye, fill, full, full_like, linspace,  # noqa: F401
                           one_hot, ones, ones_like, zeros, zeros_like)  # (array_ops' names)
from .select_ops import masked_fill, select, where  # noqa: F401  (array_ops' public names)
from .shape_queries import numel, rank, shape, size  # noqa: F401  (the same)

_op = get_op
_GATHER_D_RANGE = "For '{op}', the value of {what} must be in [{lo}, {hi}), but got: {bad}"
_RESHAPE, _TRANSPOSE, _BROADCAST = _op("reshape"), _op("transpose"), _op("broadcast_to")
_CONCAT, _STACK, _SPLIT = _op("concat"), _op("stack"), _op("split")
_TILE, _REPEAT, _FLIP, _ROLL = _op("tile"), _op("repeat_interleave"), _op("flip"), _op("roll")
_TRIL, _TRIU = _op("tril"), _op("triu")
_GATHER, _GATHER_D, _GATHER_ND = _op("gather"), _op("gather_d"), _op("gather_nd")
_SCATTER_UPD, _SCATTER_ADD = _op("tensor_scatter_update"), _op("tensor_scatter_add")
_SCATTER_ND, _SEGMENT_SUM = _op("scatter_nd"), _op("unsorted_segment_sum")

__all__ = [
    "reshape", "transpose", "permute", "swapaxes", "broadcast_to", "squeeze", "expand_dims",
    "unsqueeze", "flatten", "tile", "repeat_interleave", "flip", "roll", "tril", "triu",
    "concat", "cat", "stack", "split", "chunk", "narrow", "slice", "select", "where",
    "masked_fill", "gather", "gather_d", "gather_elements", "gather_nd",
    "tensor_scatter_update", "tensor_scatter_add", "scatter_nd", "unsorted_segment_sum",
    "fill", "full", "full_like", "ones", "zeros", "ones_like", "zeros_like", "arange",
    "linspace", "eye", "one_hot", "shape", "rank", "size", "numel",
]


# ---- layout ---------------------------------------------------------------------------------

def reshape(input, shape):
    """Reshape to ``shape`` (one entry may be -1).

    >>> from minicell import ops, Tensor
    >>> ops.reshape(Tensor([1, 2, 3, 4]), (2, -1)).shape
    (2, 2)
    """
    if input.__class__ in SEQ_OR_ARRAY:      # MindSpore 2.10 takes only a Tensor here
        raise sequence_error("Reshape", ("input", "shape"), (input, shape))
    out = dispatch(_RESHAPE, (input,), freeze_attrs({"shape": reshape_shape(shape)}))
    return views.reshaped(out, input)


def transpose(input, dims):
    """Permute the axes: ``out.shape[i] == input.shape[dims[i]]``.

    >>> from minicell import ops, Tensor
    >>> ops.transpose(Tensor([[1, 2, 3]]), (1, 0)).shape
    (3, 1)
    """
    if input.__class__ in SEQ_OR_ARRAY:
        raise sequence_error("Transpose", ("input", "dims"), (input, dims))
    perm = transpose_perm(input, dims)
    return views.permuted(dispatch(_TRANSPOSE, (input,), freeze_attrs({"perm": perm})), input, perm)


def permute(input, axis):
    """``ops.permute``: same as ``transpose(input, axis)``."""
    return transpose(input, axis)


def swapaxes(input, axis0, axis1):
    """Swap two axes."""
    perm = list(range(ndim_of(input)))
    axis0, axis1 = swapaxes_axes((axis0, axis1), len(perm))     # 2.10's validator texts
    perm[axis0], perm[axis1] = perm[axis1], perm[axis0]
    return transpose(input, perm)


def broadcast_to(input, shape):
    """Broadcast to ``shape``; -1 keeps the input's size on that axis.

    >>> from minicell import ops, Tensor
    >>> ops.broadcast_to(Tensor([1, 2]), (3, -1)).shape
    (3, 2)
    """
    shape = norm_shape(shape, "BroadcastTo")
    src = shape_of(input)
    if -1 in shape:
        lead = len(shape) - len(src)
        if -1 in shape[:max(lead, 0)]:
            raise ValueError(f"For 'BroadcastTo', -1 in init shape is in an incompatible "
                             f"location with given input tensor, -1 index in init shape: "
                             f"{shape.index(-1)} but -1 can only be in index{lead}onwards for "
                             f"this input.")
        shape = tuple(src[i - lead] if s == -1 else s for i, s in enumerate(shape))
    return views.broadcast(dispatch(_BROADCAST, (input,), freeze_attrs({"shape": shape})), input)


def squeeze(input, axis=None):
    """Remove axes of size 1 (all of them when ``axis`` is None; listed axes of another size
    are kept, as MindSpore does).

    >>> from minicell import ops, Tensor
    >>> ops.squeeze(Tensor([[[1.0], [2.0]]])).shape
    (2,)
    """
    shape = shape_of(input)
    nd = len(shape)
    axes = squeeze_axes(axis)
    if not nd:              # 2.10 returns a 0-d input as it is, whatever the axes (measured)
        return reshape(input, ())
    check_dims(axes, nd)
    drop = {a % nd for a in axes} if axes is not None else {i for i, d in enumerate(shape)
                                                            if d == 1}
    new = tuple(d for i, d in enumerate(shape) if not (i in drop and d == 1))
    return reshape(input, new)


def expand_dims(input_x, axis):
    """Insert an axis of size 1 at ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.expand_dims(Tensor([1, 2]), 0).shape
    (1, 2)
    """
    shape = list(shape_of(input_x))
    nd = len(shape)
    check_int_operands("ExpandDims()(input_x=Tensor, axis={axis})",
                       "ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)", axis=axis)
    dim_range_check(axis, nd + 1, "ExpandDimserror: axis value invalid. axis: {dim}, input "
                    f"dims: {nd}")      # 2.10's texts, eager and in a graph (measured)
    shape.insert(axis % (nd + 1), 1)
    return reshape(input_x, shape)


def unsqueeze(input, dim):
    """``ops.unsqueeze``: same as ``expand_dims(input, dim)``."""
    return expand_dims(input, dim)


def flatten(input, order="C", *, start_dim=1, end_dim=-1):
    """Merge axes ``start_dim..end_dim`` into one (default: all but the first).

    >>> from minicell import ops, Tensor
    >>> ops.flatten(ops.ones((2, 3, 4))).shape
    (2, 12)
    """
    if order not in ("C", "F"):
        raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but "
                         f"got {order!r}")
    shape = shape_of(input)
    nd = len(shape)
    if nd == 0:
        return reshape(input, (1,))
    if order == "F":        # column-major: the axes reversed, then flattened as usual
        input, shape = transpose(input, tuple(range(nd - 1, -1, -1))), shape[::-1]
    s, e = check_flatten_dims(start_dim, end_dim, nd)
    merged = 1
    for d in shape[s:e + 1]:
        merged *= d
    return reshape(input, shape[:s] + (merged,) + shape[e + 1:])


def tile(input, dims):
    """Repeat the whole tensor ``dims[i]`` times along axis i (``dims`` a tuple or a Tensor:
    2.10's Tile refuses an int or a list, which ``Tensor.tile`` turns into a tuple)."""
    if not isinstance(dims, (tuple, Tensor)):
        raise TypeError(f'Failed calling Tile with "Tile()(input={ms_type_name(input)}, '
                        f'dims={ms_type_name(dims)})".\nThe valid calling should be: \n'
                        f'"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".')
    return dispatch(_TILE, (input,), freeze_attrs({"multiples": norm_shape(dims, "Tile")}))


def repeat_interleave(input, repeats, axis=None):
    """Repeat each element ``repeats`` times along ``axis`` (of the flattened input if None);
    ``repeats``: an int, or a count per element (list, tuple or int Tensor)."""
    refuse_bool_repeat(input)
    if axis is not None:
        rank = ndim_of(input)
        if isinstance(axis, int) and not -rank <= axis < rank:
            raise ValueError(f"The 'axis' must be in the range of [-{rank}, {rank}), but got "
                             f"{axis}.")
    reps = repeat_counts(input, repeats, axis)
    return dispatch(_REPEAT, (input,), freeze_attrs({"repeats": reps, "axis": axis}))


def flip(input, dims):
    """Reverse the order of elements along ``dims`` (a tuple or list: 2.10 takes no bare int)."""
    if isinstance(dims, bool) or is_int_value(dims) and not isinstance(dims, Tensor):
        raise TypeError(f'Failed calling ReverseV2 with "ReverseV2(axis={ms_type_name(dims)})'
                        f'(input=Tensor)".\nThe valid calling should be: \n"ReverseV2(axis=<list '
                        f'of int, tuple of int>)(input=<Tensor>)".')
    dims = norm_shape(dims, "flip")
    nd = ndim_of(input)
    flip_dims_check(dims, nd)
    axes = [d % nd if nd and -nd <= d < nd else d for d in dims]
    dup = [d for d in axes if axes.count(d) > 1]
    if dup:
        raise ValueError(f"For ReverseV2, 'axis' cannot contain duplicate dimensions, but got "
                         f"{dup[0]}")
    return dispatch(_FLIP, (input,), freeze_attrs({"dims": dims}))


_INTS = "list of int, int, tuple of int"


def roll(input, shifts, dims=None):
    """Roll elements by ``shifts`` along ``dims`` (ints or sequences of ints: 2.10's Roll
    refuses a bool or a float, measured)."""
    check_arg_types("Roll", [("input", input, "Tensor")],
                    [("shifts", shifts, _INTS), ("dims", dims, _INTS)], ("shifts",))
    shifts, dims = as_int(shifts), as_int(dims)
    sh = shifts if isinstance(shifts, int) else tuple(shifts)
    dm = dims if dims is None or isinstance(dims, int) else tuple(dims)
    return dispatch(_ROLL, (input,), freeze_attrs({"shifts": sh, "dims": dm}))


def tril(input, diagonal=0):
    """Lower triangle of the last two axes."""
    rank_two_check("Tril", ndim_of(input))
    return dispatch(_TRIL, (input,), freeze_attrs({"diagonal": check_diagonal(diagonal, "tril")}))


def triu(input, diagonal=0):
    """Upper triangle of the last two axes."""
    rank_two_check("Triu", ndim_of(input))
    return dispatch(_TRIU, (input,), freeze_attrs({"diagonal": check_diagonal(diagonal, "triu")}))


def _tensor_seq(tensors, op):
    concat_operand_check(tensors, op)
    if isinstance(tensors, Tensor) or not isinstance(tensors, (list, tuple)) or not tensors:
        raise (ValueError if isinstance(tensors, (list, tuple)) else TypeError)(
            f"For '{op}', 'tensors' must be a non-empty tuple or list of Tensors, but got "
            f"{type(tensors).__name__}{' (empty)' if isinstance(tensors, (list, tuple)) else ''}")
    return tuple(tensors)


def concat(tensors, axis=0):
    """Join tensors along an existing ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.concat((Tensor([1]), Tensor([2, 3]))).asnumpy().tolist()
    [1, 2, 3]
    """
    check_int_operands("Concat(axis={axis})(tensors={tensors})",
                       "Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)",
                       others={"tensors": tensors}, axis=axis)
    tensors = _tensor_seq(tensors, "Concat")
    if mixed_dtypes(tensors) and concrete(*tensors):     # a graph promotes them, as 2.10's
        concat_infer(tensors, int(axis))        # 2.10 infers shapes before the kernel's init
        raise RuntimeError(f"KernelMod Init Failed: Concat (2.10's CPU kernel takes inputs of "
                           f"one dtype, got {', '.join(str(t.dtype) for t in tensors)})")
    return dispatch(_CONCAT, tensors, freeze_attrs({"axis": int(axis)}))


cat = concat


def stack(tensors, axis=0):
    """Join same-shaped tensors along a new ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.stack([Tensor([1, 2]), Tensor([3, 4])], axis=1).shape
    (2, 2)
    """
    _checkparam.check_value_type("axis", axis, [int], "Stack")
    tensors = _tensor_seq(tensors, "Stack")
    first = getattr(tensors[0], "dtype", None)
    for i, t in enumerate(tensors[1:], 1):        # Stack does not promote (2.10's TypeError)
        if first is not None and getattr(t, "dtype", first) != first:
            raise TypeError(f"All input must have the same data type!input[{i}] data type = "
                            f"Tensor[{t.dtype}]infer_type0= Tensor[{tensors[0].dtype}]")
    if not -(r := ndim_of(tensors[0]) + 1) <= axis < r:     # 2.10's texts ([-3,2] for 2-d)
        raise in_mode(InferTextError(f"For primitive[Stack], the Stack axis must be in "
                                     f"[{-r},{r - 1}], but got {axis}.", f"For 'Stack', the "
                                     f"'axis' must be in range of [{-r}, {r - 1}], but got "
                                     f"{axis} with type 'int'."))
    return dispatch(_STACK, tensors, freeze_attrs({"axis": int(axis)}))


def split(tensor, split_size_or_sections, axis=0):
    """Split into chunks of ``split_size_or_sections`` (an int: chunk size, last one smaller;
    a list: the sizes) along ``axis``; returns a tuple.

    >>> from minicell import ops, Tensor
    >>> [t.shape for t in ops.split(ops.ones((5, 2)), 2)]
    [(2, 2), (2, 2), (1, 2)]
    """
    shape = shape_of(tensor)
    n = shape[np_axis_check(axis, len(shape), "split")]
    if isinstance(split_size_or_sections, int):
        step = split_size_or_sections
        if step <= 0:
            raise ValueError(f"For split, the value of 'split_size_or_sections' must be more than "
                             f"zero, but got {step}.")
        points = tuple(range(step, n, step))
    elif not isinstance(split_size_or_sections, (list, tuple)):
        raise python_check(TypeError(f"Type of Argument `split_size_or_sections` should be "
                                     f"integer, tuple(int) or list(int), but got "
                                     f"{type(split_size_or_sections)}"))
    else:
        for s in split_size_or_sections:     # 2.10's checks, before the sum's
            if not isinstance(s, int):
                raise TypeError(f"Each element in 'split_size_or_sections' should be integer, but "
                                f"got {type(s)}.")
        if builtins.any(s < 0 for s in split_size_or_sections):
            raise TypeError(f"Each element in 'split_size_or_sections' should be non-negative, "
                            f"but got {split_size_or_sections}.")
        sizes = [int(s) for s in split_size_or_sections]
        if builtins.sum(sizes) != n:
            raise ValueError(f"The sum of 'split_size_or_sections' should be equal to {n}, but "
                             f"got {builtins.sum(sizes)}.")
        points, acc = [], 0
        for s in sizes[:-1]:
            acc += s
            points.append(acc)
        points = tuple(points)
    return dispatch(_SPLIT, (tensor,), freeze_attrs({"indices": points, "axis": int(axis)}))


def chunk(input, chunks, axis=0):
    """Split into ``chunks`` nearly equal pieces along ``axis``."""
    chunks_check(chunks)
    shape = shape_of(input)
    n = shape[np_axis_check(axis, len(shape), "chunk")]
    return split(input, -(-n // chunks), axis)


def narrow(input, axis, start, length):
    """``length`` elements of ``axis`` starting at ``start``."""
    for v in (start, length):
        if not is_int_value(v):         # 2.10's TypeError (int() would truncate 0.5)
            raise TypeError(f"The input value must be 'int',  but got '{type(v).__name__}'.")
    return axis_slice(input, *narrow_range(shape_of(input), axis, start, length))


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


# ---- select / gather / scatter --------------------------------------------------------------

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
