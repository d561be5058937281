"""Layout functional ops (``ops.reshape``, ``ops.concat``, ``ops.split``, ...); the creation
ops (``ops.fill``, ``ops.arange``, ...) are in ``creation_ops``, slicing, gathering and
scattering (``ops.slice``, ``ops.gather``, ...) in ``gather_ops``, re-exported here."""
import builtins

from ..common.tensor import Tensor
from ..runtime.checks import InferTextError, in_mode
from ..runtime.dispatch import dispatch
from ..runtime.primitives.array import concat_infer
from ..runtime.registry import freeze_attrs, get_op
from . import views
from .. import _checkparam
from ._functional_operands import concat_operand_check, reshape_shape, squeeze_axes
from ._util import (check_dims, concrete, mixed_dtypes, python_check, check_flatten_dims,
                    check_int_operands, is_int_value, ms_type_name, ndim_of, norm_shape,
                    SEQ_OR_ARRAY, sequence_error, shape_of, transpose_perm)
from ._arg_checks import (chunks_check, dim_range_check, flip_dims_check, narrow_range,
                          np_axis_check, rank_two_check, repeat_counts, swapaxes_axes)
from .axis_slice import axis_slice
from .bool_kernels import refuse_bool_repeat
from ._prim_flags import as_int, check_arg_types, check_diagonal
from .creation_ops import (arange, eye, fill, full, full_like, linspace,  # noqa: F401
                           one_hot, ones, ones_like, zeros, zeros_like)  # (array_ops' names)
from .select_ops import masked_fill, select, where  # noqa: F401  (array_ops' public names)
from .shape_queries import numel, rank, shape, size  # noqa: F401  (the same)
from .gather_ops import (gather, gather_d, gather_elements, gather_nd,  # noqa: F401 (the same)
                         scatter_nd, slice, tensor_scatter_add, tensor_scatter_update,
                         unsorted_segment_sum)

_op = get_op
_RESHAPE, _TRANSPOSE, _BROADCAST = _op("reshape"), _op("transpose"), _op("broadcast_to")
_CONCAT, _STACK, _SPLIT = _op("concat"), _op("stack"), _op("split")
_TILE, _REPEAT, _FLIP, _ROLL = _op("tile"), _op("repeat_interleave"), _op("flip"), _op("roll")
_TRIL, _TRIU = _op("tril"), _op("triu")

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
        if -1 in shape[:max(lead, 0)]:     # 2.10's text names the input's rank (measured)
            raise ValueError(f"For 'BroadcastTo', -1 in init shape is in an incompatible "
                             f"location with given input tensor, -1 index in init shape: "
                             f"{shape.index(-1)} but -1 can only be in index{len(src)}onwards for "
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
    if not nd:      # any dims, () too (measured: /tmp/s77/bad60/c6.py)
        raise ValueError("For primitive[ReverseV2], the rank of x must be not equal to 0, but "
                         "got 0.")
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
