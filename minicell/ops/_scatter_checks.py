"""2.10's index checks of the gather/scatter-by-index ops (GatherNd, ScatterNd, TensorScatter*,
ScatterNd*): index dtypes, depth and ranges, ScatterNd's shapes (cheap, no dispatch)."""
from ..runtime.checks import (IndexOutOfRangeError, IndexRange, UpdateIndexError, check_index,
                              check_kernel_dtype)
from ._index_rows import (IndexRows, gather_nd_text, scatter_arith_text, scatter_nd_text,
                          scatter_update_text)
from ._util import shape_of

_UPDATES = frozenset(("TensorScatterUpdate", "ScatterNdUpdate"))
_ROW_TEXTS = {"GatherNd": gather_nd_text, "ScatterNd": scatter_nd_text,
              "TensorScatterUpdate": scatter_update_text, "ScatterNdUpdate": scatter_update_text,
              **{f"TensorScatter{m}": scatter_arith_text
                 for m in ("Add", "Sub", "Mul", "Div", "Max", "Min")}}
_ND = ("For '{op}', the value of {what}[..., {k}] should be in the range [{lo}, {hi}), but got "
       "{bad}.")


def check_nd_indices(op_name, indices, shape, what="'indices'"):
    """``gather_nd``/``scatter_nd`` layout: each row of the last axis of ``indices`` must index
    into the leading axes of ``shape`` (MindSpore's GatherNd/ScatterNd/TensorScatter* kernels
    raise; JAX would clamp or drop). A negative value is out of range too: 2.10's kernels do not
    count from the end. The ops 2.10's texts are known for check whole rows (``_index_rows``);
    the others (ScatterNd* on a Parameter) each component."""
    ishape = shape_of(indices)
    depth = min(ishape[-1] if ishape else 0, len(shape))
    if not depth:
        return
    error = UpdateIndexError if op_name in _UPDATES else IndexOutOfRangeError
    text = _ROW_TEXTS.get(op_name)
    if text is not None:
        check_index(indices, IndexRows(op_name, shape[:depth], text, error, shape))
        return
    for k in range(depth):
        check_index(indices, IndexRange(op_name, what, 0, shape[k], component=k,
                                        template=_ND, error=error))


def check_tensor_scatter_inputs(op_name, indices, shape, updates=None):
    """2.10's TensorScatter*/ScatterNd* checks before the index values: Int32/Int64 indices
    (TensorScatterAdd words its TypeError differently), indices of rank 2 or more, an index
    depth of at most the input's rank (each family words those ValueErrors its own way,
    measured) and, given ``updates``, TensorScatter*'s updates shape."""
    dt = str(getattr(indices, "dtype", ""))
    if dt and dt not in ("Int32", "Int64"):
        check_kernel_dtype(op_name, dt, ("Int32", "Int64"), arg="indices type", text=(
            f"For primitive[{op_name}], the input[indices type] supports types: Int32, Int64. "
            "But got {dtype}.") if op_name == "TensorScatterAdd" else None)
    ishape = shape_of(indices)
    if len(ishape) < 2:                      # JAX would read 1-D indices as one index row
        if op_name.startswith("ScatterNd"):
            raise ValueError(f"For primitive[{op_name}], the dimension of 'indices' must be "
                             f"greater than or equal to 2 , but got {len(ishape)}.")  # (sic)
        raise ValueError(f"For {op_name}, the dimension of 'indices' cannot be less than 2,  "
                         f"but got {len(ishape)}")                                  # (sic)
    depth, rank = ishape[-1], len(shape)
    if isinstance(depth, int) and depth > rank:
        if op_name.startswith("ScatterNd"):
            raise ValueError(f"For primitive[{op_name}], the the value of last dimension of "
                             f"'indices' must be less than or equal to the dimension of 'input_x' "
                             f"which is {rank} , but got {depth}.")            # (sic, 2.10)
        gap = " " if op_name == "TensorScatterAdd" else "  "                  # (sic, 2.10)
        raise ValueError(f"For {op_name}, the last dimension of 'indices' must be less than or "
                         f"equal{gap}to the dimension of 'input_x', but got the last dimension of "
                         f"'indices': {depth} and the dimension of 'input_x': {rank}")
    if updates is not None:
        _check_updates_shape(op_name, ishape, shape, shape_of(updates))
    check_nd_indices(op_name, indices, shape)


def _check_updates_shape(op_name, ishape, shape, ushape):
    """TensorScatter*'s updates must have the shape ``indices.shape[:-1] + x.shape[depth:]``,
    checked before the index values (2.10 measured: a ValueError at infer in both modes, even
    with an index out of range; PYNATIVE_MODE's texts, which TensorScatterAdd words its own
    way; JAX would report a broadcast failure after the index check)."""
    want = tuple(ishape[:-1]) + tuple(shape[ishape[-1]:])
    if not all(isinstance(d, int) and d >= 0 for d in (*want, *ushape)) or \
            tuple(ushape) == want:
        return
    if op_name == "TensorScatterAdd":
        raise ValueError(f"For TensorScatterAdd, indices_shape must equal to updates_shape, but "
                         f"got indices_shape: {list(want)}, updates_shape: {list(ushape)}.")
    raise ValueError(f"For {op_name}, updates_shape = indices_shape[:-1] + "
                     f"x_shape[indices_shape[-1]:], but got x_shape: {tuple(shape)}, "
                     f"indices_shape: {tuple(ishape)}, updates_shape: {tuple(ushape)}.")


def check_scatter_nd_shapes(ishape, ushape, shape):
    """2.10's ScatterNd shape checks (JAX would broadcast a scalar or short ``updates``)."""
    if not all(isinstance(d, int) and d >= 0 for d in (*ishape, *ushape)):
        return                                  # a dynamic dimension: the kernel checks it
    q, r, p, n = len(ishape), len(ushape), len(shape), ishape[-1]
    if r != q - 1 + p - n:
        raise ValueError(f"For 'ScatterNd', if the rank of 'indices' is 'Q', the rank of 'updates' "
                         f"is 'R', the rank of output tensor is 'P' (length of the 'shape'), and "
                         f"the last dimension of 'indices' is 'N', then 'R' should be equal to "
                         f"'Q - 1 + P - N'. but got 'R' = {r}, 'Q' = {q}, 'P' = {p}, 'N' = {n}")
    if tuple(ushape) != tuple(ishape[:-1]) + tuple(shape[n:]):
        raise ValueError(f"For 'ScatterNd', if the last dimension of 'indices' is 'N', the shape "
                         f"of 'updates' should be the concatenation of 'indices.shape[:-1]' and "
                         f"'shape[N:]'. but got 'indices.shape' is ({tuple(ishape)}, "
                         f"'updates.shape' is ({tuple(ushape)}, 'shape' is "
                         f"({''.join(f'{d}, ' for d in shape)}).")
