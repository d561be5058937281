"""CSR conversions and ragged tensors of ``ops.operations.sparse_ops``: ``DenseToCSRSparseMatrix``,
``CSRSparseMatrixToSparseTensor``, ``SparseMatrixTranspose`` (CSR parts as in ``sparse_csr``:
``dense_shape``, ``batch_pointers``, ``row_pointers``, ``col_indices``, ``values``),
``RaggedTensorToSparse``, ``RaggedTensorToTensor`` and the hashed feature cross ``SparseCross``.
Rows in ``rows_sparse_ops``.

The two CSR conversions have output shapes given by their input shapes, so they are
composites (also in a compiled graph); the others' output shapes come from tensor values (the
transposed row count, the ragged row lengths, the cross counts), so they run in PYNATIVE_MODE
(gradients still reach the values) and raise the data-dependent-shape error in a graph.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> idx, val, shape = S.RaggedTensorToSparse(ms.int64)((ms.Tensor([0, 2, 3], ms.int64),),
...                                                    ms.Tensor([1.0, 2.0, 3.0]))
>>> idx.asnumpy().tolist(), shape.asnumpy().tolist()
([[0, 0], [0, 1], [1, 0]], [2, 2])
"""
import numpy as np

from .._checkparam import check_value_type
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .sparse_coo_more import _need_types
from .sparse_csr import _row_segments

__all__ = ["DenseToCSRSparseMatrix", "CSRSparseMatrixToSparseTensor", "SparseMatrixTranspose",
           "RaggedTensorToSparse", "RaggedTensorToTensor", "SparseCross"]

_INTS = (mstype.int32, mstype.int64)


class DenseToCSRSparseMatrix(Primitive):
    """``DenseToCSRSparseMatrix()(dense_input, indices)``: the CSR parts of a 2-D or batched 3-D
    dense Tensor (float32/64, complex64/128) keeping the entries at ``indices`` (``[nnz,
    rank]``, int32/int64, each batch's rows in order); index outputs in ``indices``' dtype."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['dense_input', 'indices'],
                                outputs=['y_dense_shape', 'y_batch_pointers', 'y_row_pointers',
                                         'y_col_indices', 'y_values'])

    def __call__(self, dense_input, indices):
        _need_types(self.name, "dense_input", dense_input, (
            mstype.float32, mstype.float64, mstype.complex64, mstype.complex128))
        _need_types(self.name, "indices", indices, _INTS)
        rank = dense_input.ndim
        if rank not in (2, 3) or indices.ndim != 2 or indices.shape[1] != rank:
            raise ValueError(f"For '{self.name}', 'dense_input' must be 2-D or 3-D and "
                             f"'indices' [nnz, rank], but got shapes {tuple(dense_input.shape)} "
                             f"and {tuple(indices.shape)}.")
        kind = indices.dtype
        batches, rows = (dense_input.shape[0] if rank == 3 else 1), dense_input.shape[-2]
        idx = F.cast(indices, mstype.int32)
        batch = idx[:, 0] if rank == 3 else F.zeros((indices.shape[0],), mstype.int32)
        ones = F.ones((indices.shape[0],), mstype.int64)
        per_row = F.unsorted_segment_sum(ones, batch * rows + idx[:, -2], batches * rows)
        row_ptr = F.cumsum(F.reshape(per_row, (batches, rows)), 1)
        row_ptr = F.concat((F.zeros((batches, 1), mstype.int64), row_ptr), 1)
        per_batch = F.unsorted_segment_sum(ones, batch, batches)
        batch_ptr = F.concat((F.zeros((1,), mstype.int64), F.cumsum(per_batch, 0)), 0)
        return (Tensor(np.array(dense_input.shape), kind), F.cast(batch_ptr, kind),
                F.cast(F.reshape(row_ptr, (-1,)), kind), indices[:, -1],
                F.gather_nd(dense_input, indices))


class CSRSparseMatrixToSparseTensor(Primitive):
    """``CSRSparseMatrixToSparseTensor()(x_dense_shape, x_batch_pointers, x_row_pointers,
    x_col_indices, x_values)``: the COO ``(indices [nnz, rank], values, dense_shape)`` of a
    2-D or batched CSR matrix, indices in the dtype of ``x_col_indices``."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['x_dense_shape', 'x_batch_pointers', 'x_row_pointers',
                                        'x_col_indices', 'x_values'],
                                outputs=['indices', 'values', 'dense_shape'])

    def __call__(self, x_dense_shape, x_batch_pointers, x_row_pointers, x_col_indices,
                 x_values):
        for what, t in (("x_dense_shape", x_dense_shape), ("x_batch_pointers", x_batch_pointers),
                        ("x_row_pointers", x_row_pointers), ("x_col_indices", x_col_indices)):
            _need_types(self.name, what, t, _INTS)
        rank = x_dense_shape.shape[0]
        if rank not in (2, 3):
            raise ValueError(f"For '{self.name}', the rank of 'x_dense_shape' must be 2 or 3, "
                             f"but got {rank}.")
        nnz = x_values.shape[0]
        seg = F.cast(_row_segments(x_batch_pointers, x_row_pointers, nnz), mstype.int64)
        batches = max(x_batch_pointers.shape[0] - 1, 1)
        per = x_row_pointers.shape[0] // batches
        kind = x_col_indices.dtype
        parts = [seg // per, seg % per] if rank == 3 else [seg % per]
        parts = [F.cast(p, kind) for p in parts] + [x_col_indices]
        return F.stack(parts, 1), x_values, x_dense_shape


class SparseMatrixTranspose(Primitive):
    """``SparseMatrixTranspose(conjugate=False)(x_dense_shape, x_batch_pointers,
    x_row_pointers, x_col_indices, x_values)``: the CSR parts of each batch's transposed
    matrix (conjugated values with ``conjugate``). PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self, conjugate=False):
        check_value_type("conjugate", conjugate, [bool], self.name)
        self.add_prim_attr("max_length", 100000000)
        self.init_prim_io_names(inputs=['x_dense_shape', 'x_batch_pointers', 'x_row_pointers',
                                        'x_col_indices', 'x_values'],
                                outputs=['y_dense_shape', 'y_batch_pointers', 'y_row_pointers',
                                         'y_col_indices', 'y_values'])

    def __call__(self, x_dense_shape, x_batch_pointers, x_row_pointers, x_col_indices,
                 x_values):
        for what, t in (("x_dense_shape", x_dense_shape), ("x_batch_pointers", x_batch_pointers),
                        ("x_row_pointers", x_row_pointers), ("x_col_indices", x_col_indices)):
            _need_types(self.name, what, t, _INTS)
        _eager_only(self.name)
        shape = x_dense_shape.asnumpy().astype(np.int64)
        if len(shape) not in (2, 3):
            raise ValueError(f"For '{self.name}', the rank of 'x_dense_shape' must be 2 or 3, "
                             f"but got {len(shape)}.")
        bp = x_batch_pointers.asnumpy().astype(np.int64)
        rp = x_row_pointers.asnumpy().astype(np.int64)
        col = x_col_indices.asnumpy().astype(np.int64)
        rows, cols = int(shape[-2]), int(shape[-1])
        order, new_rp, new_col = [], [], []
        for b in range(len(bp) - 1):
            counts = np.diff(rp[b * (rows + 1):(b + 1) * (rows + 1)])
            row = np.repeat(np.arange(rows), counts)
            c = col[bp[b]:bp[b] + len(row)]
            perm = np.lexsort((row, c))
            order.append(bp[b] + perm)
            new_col.append(row[perm])
            new_rp.append(np.concatenate([[0], np.cumsum(np.bincount(c, minlength=cols)[:cols])]))
        cat = (lambda xs: np.concatenate(xs) if xs else np.zeros(0, np.int64))
        values = F.gather(x_values, Tensor(cat(order).astype(np.int64)), 0)
        if self.attrs["conjugate"] and values.dtype in (mstype.complex64, mstype.complex128):
            values = F.conj(values)
        out_shape = shape.copy()
        out_shape[-2], out_shape[-1] = cols, rows
        like = (lambda a, t: Tensor(np.asarray(a).astype(t.asnumpy().dtype)))
        return (like(out_shape, x_dense_shape), x_batch_pointers, like(cat(new_rp), x_row_pointers),
                like(cat(new_col), x_col_indices), values)


def _ragged_coords(splits, nvalues):
    """For each of ``nvalues`` flat values, its coordinates through the nested ``splits``
    (numpy arrays, outermost first): ``[nvalues, len(splits) + 1]``."""
    coords = [np.arange(nvalues)]
    for s in reversed(splits):
        pos = coords[0]
        parent = np.searchsorted(s, pos, side="right") - 1
        coords[0] = pos - s[parent]
        coords.insert(0, parent)
    return np.stack(coords, 1) if nvalues else np.zeros((0, len(splits) + 1), np.int64)


def _widths(splits):
    """The ragged dimensions: the row count, then each level's longest row."""
    dims = [len(splits[0]) - 1]
    for s in splits:
        d = np.diff(s)
        dims.append(int(d.max()) if d.size else 0)
    return dims


def _inner_coords(coords, inner):
    """Each ragged coordinate row extended by every position of the values' inner dims."""
    if not inner:
        return coords
    grid = np.stack(np.unravel_index(np.arange(int(np.prod(inner))), inner), 1)
    n, k = len(coords), len(grid)
    return np.concatenate([np.repeat(coords, k, 0), np.tile(grid, (n, 1))], 1)


class RaggedTensorToSparse(Primitive):
    """``RaggedTensorToSparse(Tsplits)(rt_nested_splits, rt_dense_values)``: the COO of a
    ragged tensor given as its nested row splits (a tuple of 1-D ``Tsplits`` Tensors, outermost
    first) and flat values: Int64 ``indices``, the values flattened, Int64 ``dense_shape``
    (row count, each level's longest row, the values' inner dims). PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self, Tsplits):
        self.init_prim_io_names(inputs=['rt_nested_splits', 'rt_dense_values'],
                                outputs=['sparse_indices', 'sparse_values', 'sparse_dense_shape'])
        check_value_type("Tsplits", Tsplits, [mstype.Type], self.name)
        if Tsplits not in _INTS:
            raise TypeError(f"For '{self.name}', the 'Tsplits' must be Int32 or Int64, but got "
                            f"{Tsplits}.")

    def __call__(self, rt_nested_splits, rt_dense_values):
        splits_t = (tuple(rt_nested_splits) if isinstance(rt_nested_splits, (list, tuple))
                    else (rt_nested_splits,))
        want = self.attrs["Tsplits"]
        for s in splits_t:
            if s.dtype != want:
                raise TypeError(f"For primitive[{self.name}], the input argument[rt_nested_"
                                f"splits] must be a type of {{Tensor[{want}]}}, but got "
                                f"Tensor[{s.dtype}].")
        _eager_only(self.name)
        splits = [s.asnumpy().astype(np.int64) for s in splits_t]
        inner = tuple(rt_dense_values.shape[1:])
        coords = _inner_coords(_ragged_coords(splits, rt_dense_values.shape[0]), inner)
        shape = np.array(_widths(splits) + list(inner), np.int64)
        return (Tensor(coords.astype(np.int64)), F.reshape(rt_dense_values, (-1,)),
                Tensor(shape))


_PARTITIONS = ("ROW_SPLITS", "FIRST_DIM_SIZE", "VALUE_ROWIDS")


class RaggedTensorToTensor(Primitive):
    """``RaggedTensorToTensor(row_partition_types)(shape, values, default_value,
    row_partition_tensors)``: the dense Tensor of a ragged tensor: ``values`` placed by the
    partitions (``["ROW_SPLITS", ...]`` splits, or ``["FIRST_DIM_SIZE", "VALUE_ROWIDS", ...]``
    a row count and per-level row ids), ``default_value`` elsewhere; ``shape`` gives the output
    shape, ``-1`` (or a 0-D ``shape``) where the ragged size is taken, values outside it are
    dropped. PYNATIVE_MODE only. (2.10's front end refuses every ``row_partition_tensors``
    with "the input data type must be list or tuple of tensors"; this is the documented op.)"""

    @prim_attr_register
    def __init__(self, row_partition_types):
        self.init_prim_io_names(inputs=['shape', 'values', 'default_value',
                                        'row_partition_tensors'], outputs=['result'])
        check_value_type("row_partition_types", row_partition_types, [list], self.name)
        if not row_partition_types:
            raise ValueError(f"For {self.name}, row_partition_types cannot be empty.")
        for i, item in enumerate(row_partition_types):
            check_value_type(f"row_partition_types[{i}]", item, [str], self.name)
        if not set(row_partition_types) <= set(_PARTITIONS):
            diff = tuple(set(row_partition_types) - set(_PARTITIONS))
            raise ValueError(f"For {self.name}, row_partition_types only support {_PARTITIONS}, "
                             f"but got {diff if len(diff) > 1 else repr(diff[0])}.")
        if row_partition_types[0] not in _PARTITIONS[:2]:
            raise ValueError(f"For {self.name}, the first element of row_partition_types must be "
                             f"in {_PARTITIONS[:2]}, but got '{row_partition_types[0]}'.")
        if row_partition_types[0] == "FIRST_DIM_SIZE":
            if set(row_partition_types[1:]) != {"VALUE_ROWIDS"}:
                raise ValueError(f"For {self.name}, 'VALUE_ROWIDS' must be preceded by "
                                 f"'FIRST_DIM_SIZE' in row_partition_types.")
        elif set(row_partition_types) != {"ROW_SPLITS"}:
            raise ValueError(f"For {self.name}, the each element of row_partition_types must be "
                             f"'ROW_SPLITS' when row_splits tensor.")
        self.num_row_partition_tensors = len(row_partition_types)
        self.add_prim_attr("num_row_partition_tensors", self.num_row_partition_tensors)

    def _splits(self, parts):
        types = self.attrs["row_partition_types"]
        if types[0] == "ROW_SPLITS":
            return parts
        parents, splits = int(parts[0].reshape(-1)[0]), []
        for rowids in parts[1:]:
            counts = np.bincount(rowids, minlength=parents)[:parents]
            splits.append(np.concatenate([[0], np.cumsum(counts)]))
            parents = len(rowids)
        return splits

    def __call__(self, shape, values, default_value, row_partition_tensors):
        if not isinstance(row_partition_tensors, (list, tuple)) or not all(
                isinstance(t, Tensor) for t in row_partition_tensors):
            raise TypeError(f"For '{self.name}', the input data type must be list or tuple of "
                            f"tensors.")
        if len(row_partition_tensors) != self.num_row_partition_tensors:
            raise ValueError(f"For '{self.name}', the number of row_partition_tensors must be "
                             f"{self.num_row_partition_tensors}, but got "
                             f"{len(row_partition_tensors)}.")
        _eager_only(self.name)
        splits = self._splits([t.asnumpy().astype(np.int64) for t in row_partition_tensors])
        inner = tuple(values.shape[1:])
        coords = _ragged_coords(splits, values.shape[0])
        dims = _widths(splits) + list(inner)
        want = shape.asnumpy().astype(np.int64).reshape(-1)
        if want.size:
            if want.size != len(dims):
                raise ValueError(f"For '{self.name}', the rank of 'shape' must be {len(dims)}, "
                                 f"but got {want.size}.")
            dims = [d if w < 0 else int(w) for d, w in zip(dims, want)]
        ragged = np.array(dims[:coords.shape[1]], np.int64)
        keep = np.nonzero(np.all(coords < ragged, 1))[0]
        kept = F.gather(values, Tensor(keep.astype(np.int64)), 0)
        if inner != tuple(dims[coords.shape[1]:]):
            raise ValueError(f"For '{self.name}', the inner dimensions of 'values' "
                             f"{inner} must match 'shape' {tuple(dims)}.")
        base = F.broadcast_to(F.cast(default_value, values.dtype), tuple(dims))
        return F.tensor_scatter_update(base, Tensor(coords[keep].astype(np.int64)), kept)


_MASK = (1 << 64) - 1
_MUL = 0xc6a4a7935bd1e995


def _shift_mix(v):
    return v ^ (v >> 47)


def _fingerprint_cat(fp1, fp2):
    """The 64-bit fingerprint combination of TensorFlow's and MindSpore's cross kernels."""
    out = fp1 ^ _MUL
    out ^= (_shift_mix((fp2 * _MUL) & _MASK) * _MUL) & _MASK
    out = (out * _MUL) & _MASK
    out = (_shift_mix(out) * _MUL) & _MASK
    return _shift_mix(out)


class SparseCross(Primitive):
    """``SparseCross(hashed_output, hash_key, out_type, internal_type, num_buckets=0)(indices,
    values, shapes, dense_inputs)``: the hashed cross of int64 feature columns (sparse 2-D
    COOs given as tuples of parts, then dense ``[batch, k]`` Tensors): for each batch row,
    every combination of one feature of each column (the last column fastest) hashed from
    ``hash_key`` by fingerprint concatenation, modulo ``num_buckets`` (or the int64 maximum);
    ``(indices [n, 2], values, shape [batch, most crosses])``, Int64. Only
    ``hashed_output=True`` is supported, as in MindSpore's CPU kernel. PYNATIVE_MODE only.
    (Not in MindSpore 2.10's Python API; later MindSpore versions define it.)"""

    @prim_attr_register
    def __init__(self, hashed_output, hash_key, out_type, internal_type, num_buckets=0):
        self.init_prim_io_names(inputs=["indices", "values", "shapes", "dense_inputs"],
                                outputs=["output_indices", "output_values", "output_shape"])
        check_value_type("hashed_output", hashed_output, [bool], self.name)
        check_value_type("hash_key", hash_key, [int], self.name)
        check_value_type("out_type", out_type, [mstype.Type], self.name)
        check_value_type("internal_type", internal_type, [mstype.Type], self.name)
        check_value_type("num_buckets", num_buckets, [int], self.name)

    def _columns(self, indices, values, shapes, dense_inputs, batch):
        cols = []
        for idx, val in zip(indices, values):
            rows = idx.asnumpy().reshape(-1, 2)[:, 0]
            v = val.asnumpy().astype(np.int64)
            cols.append([v[rows == b].tolist() for b in range(batch)])
        for d in dense_inputs:
            cols.append(d.asnumpy().astype(np.int64).reshape(batch, -1).tolist())
        return cols

    def __call__(self, indices, values, shapes, dense_inputs):
        a = self.attrs
        if not a["hashed_output"]:
            raise TypeError(f"For Op {self.name}, only support int64, so hashed_output should be "
                            f"true")
        _eager_only(self.name)
        batch = (int(shapes[0].asnumpy()[0]) if len(shapes) else int(dense_inputs[0].shape[0]))
        cols = self._columns(indices, values, shapes, dense_inputs, batch)
        buckets, key = a["num_buckets"], a["hash_key"] & _MASK
        out_idx, out_val, widest = [], [], 0
        for b in range(batch):
            combos = [[]]
            for col in cols:
                combos = [c + [f] for c in combos for f in col[b]]
            for n, combo in enumerate(combos):
                h = key
                for f in combo:
                    h = _fingerprint_cat(h, f & _MASK)
                out_idx.append([b, n])
                out_val.append(h % buckets if buckets > 0 else h % ((1 << 63) - 1))
            widest = max(widest, len(combos))
        return (Tensor(np.array(out_idx, np.int64).reshape(-1, 2)),
                Tensor(np.array(out_val, np.int64)), Tensor(np.array([batch, widest], np.int64)))
