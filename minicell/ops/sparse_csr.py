"""``ops.operations.sparse_ops``' CSR sparse matrices: a (batched) CSR matrix is passed as its
parts ``(dense_shape, batch_pointers, row_pointers, col_indices, values)``, MindSpore's layout
(``batch_pointers [B + 1]``: where each batch's entries start; ``row_pointers [B * (rows + 1)]``:
each batch's row pointers, counted from that start). Rows in ``rows_sparse_ops``.

``SparseMatrixSoftmax`` and ``SparseMatrixNNZ`` keep the structure, so they are composites that
also run in a compiled graph; the conversions and the product have shapes given by the values
of ``dense_shape``, so they run in PYNATIVE_MODE (gradients reach the values) and raise the
data-dependent-shape error in a graph.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> parts = S.SparseTensorToCSRSparseMatrix()(ms.Tensor([[0, 1], [2, 0]], ms.int64),
...                                           ms.Tensor([1.0, 4.0]), ms.Tensor([3, 4], ms.int64))
>>> [p.asnumpy().tolist() for p in parts]
[[3, 4], [0, 2], [0, 1, 1, 2], [1, 0], [1.0, 4.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .sparse_ops import _merge

__all__ = ["SparseTensorToCSRSparseMatrix", "CSRSparseMatrixToDense", "SparseMatrixNNZ",
           "SparseMatrixMatMul", "SparseMatrixSoftmax", "SparseMatrixAdd"]


def _row_segments(batch_pointers, row_pointers, nnz):
    """For each stored entry, the position of its row's pointer in ``row_pointers`` (one id per
    row of every batch; a composite, so graph-safe)."""
    flat = row_pointers.astype(mstype.int64)
    batches = batch_pointers.shape[0] - 1 if batch_pointers.ndim == 1 else 1
    if batches > 1:     # (a 0-D ``batch_pointers``, the nnz, is one batch)
        per = row_pointers.shape[0] // batches
        offsets = F.gather(batch_pointers[:-1], Tensor(np.repeat(np.arange(batches), per)
                                                       .astype(np.int32)), 0)
        flat = flat + offsets.astype(mstype.int64)
    k = F.arange(0, nnz, 1, dtype=mstype.int64)
    return (F.searchsorted(flat, k, right=True) - 1).astype(mstype.int32)


def _host_parts(name, dense_shape, batch_pointers, row_pointers, col_indices):
    """The dense shape, and (batch, row, col) of every entry, on the host."""
    shape = [int(d) for d in dense_shape.asnumpy()]
    if len(shape) not in (2, 3):
        raise ValueError(f"For '{name}', the rank of 'dense_shape' must be 2 or 3, but got "
                         f"{len(shape)}.")
    bp, rp = batch_pointers.asnumpy().astype(np.int64), row_pointers.asnumpy().astype(np.int64)
    rows = shape[-2]
    batch, row = [], []
    for b in range(len(bp) - 1):
        counts = np.diff(rp[b * (rows + 1):(b + 1) * (rows + 1)])
        batch.append(np.full(int(counts.sum()), b))
        row.append(np.repeat(np.arange(rows), counts))
    cat = (lambda xs: np.concatenate(xs) if xs else np.zeros(0, np.int64))
    return shape, cat(batch), cat(row), col_indices.asnumpy().astype(np.int64)


def _to_dense(name, parts, values):
    shape, batch, row, col = _host_parts(name, *parts)
    coords = np.stack([batch, row, col], 1) if len(shape) == 3 else np.stack([row, col], 1)
    return F.scatter_nd(Tensor(coords.astype(np.int64)), values, tuple(shape))


class SparseTensorToCSRSparseMatrix(Primitive):
    """``SparseTensorToCSRSparseMatrix()(x_indices, x_values, x_dense_shape)``: a 2-D or
    batched 3-D COO (entries in row-major order) as CSR parts ``(dense_shape, batch_pointers,
    row_pointers, col_indices, values)``. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x_indices, x_values, x_dense_shape):
        _eager_only("SparseTensorToCSRSparseMatrix")
        shape = x_dense_shape.asnumpy().astype(np.int64)
        idx = x_indices.asnumpy().astype(np.int64)
        if len(shape) not in (2, 3) or idx.ndim != 2 or idx.shape[1] != len(shape):
            raise ValueError("For 'SparseTensorToCSRSparseMatrix', 'x_indices' must be "
                             "[nnz, rank] for a rank 2 or 3 'x_dense_shape'.")
        batch = idx[:, 0] if len(shape) == 3 else np.zeros(len(idx), np.int64)
        batches, rows = (int(shape[0]) if len(shape) == 3 else 1), int(shape[-2])
        bp = np.searchsorted(batch, np.arange(batches + 1))
        rp = np.concatenate([np.searchsorted(idx[bp[b]:bp[b + 1], -2], np.arange(rows + 1))
                             for b in range(batches)])
        kind = x_indices.asnumpy().dtype
        return (x_dense_shape, Tensor(bp.astype(kind)), Tensor(rp.astype(kind)),
                Tensor(idx[:, -1].astype(kind)), x_values)


class CSRSparseMatrixToDense(Primitive):
    """``CSRSparseMatrixToDense()(dense_shape, batch_pointers, row_pointers, col_indices,
    values)``: the dense Tensor. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, dense_shape, batch_pointers, row_pointers, col_indices, values):
        _eager_only("CSRSparseMatrixToDense")
        return _to_dense("CSRSparseMatrixToDense",
                         (dense_shape, batch_pointers, row_pointers, col_indices), values)


class SparseMatrixNNZ(Primitive):
    """``SparseMatrixNNZ()(dense_shape, batch_pointers, row_pointers, col_indices, values)``:
    the number of stored entries of each batch (Int32)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, dense_shape, batch_pointers, row_pointers, col_indices, values):
        return (batch_pointers[1:] - batch_pointers[:-1]).astype(mstype.int32)


class SparseMatrixMatMul(Primitive):
    """``SparseMatrixMatMul(transpose_x1=False, transpose_x2=False, adjoint_x1=False,
    adjoint_x2=False, transpose_output=False, conjugate_output=False)(x1_dense_shape,
    x1_batch_pointers, x1_row_pointers, x1_col_indices, x1_values, x2_dense)``: the dense
    product of a CSR matrix and a dense one. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self, transpose_x1=False, transpose_x2=False, adjoint_x1=False,
                 adjoint_x2=False, transpose_output=False, conjugate_output=False):
        if (transpose_x1 and adjoint_x1) or (transpose_x2 and adjoint_x2):
            raise ValueError("For 'SparseMatrixMatMul', only one of transpose and adjoint may "
                             "be set for one input.")

    def __call__(self, x1_dense_shape, x1_batch_pointers, x1_row_pointers, x1_col_indices,
                 x1_values, x2_dense):
        _eager_only("SparseMatrixMatMul")
        a = self.attrs
        x1 = _to_dense("SparseMatrixMatMul", (x1_dense_shape, x1_batch_pointers,
                                              x1_row_pointers, x1_col_indices), x1_values)
        swap = (lambda t: F.swapaxes(t, -1, -2))
        if a["transpose_x1"] or a["adjoint_x1"]:
            x1 = swap(F.conj(x1) if a["adjoint_x1"] else x1)
        x2 = x2_dense
        if a["transpose_x2"] or a["adjoint_x2"]:
            x2 = swap(F.conj(x2) if a["adjoint_x2"] else x2)
        if x1.shape[-1] != x2.shape[-2]:
            raise ValueError(f"For 'SparseMatrixMatMul', the shapes {x1.shape} and {x2.shape} "
                             f"cannot be multiplied.")
        out = F.matmul(x1, x2.astype(x1.dtype))
        out = swap(out) if a["transpose_output"] else out
        return F.conj(out) if a["conjugate_output"] else out


class SparseMatrixSoftmax(Primitive):
    """``SparseMatrixSoftmax(dtype)(dense_shape, batch_pointers, row_pointers, col_indices,
    values)``: the same CSR parts with the values replaced by the softmax over each row's
    stored entries."""

    @prim_attr_register
    def __init__(self, dtype):
        if dtype not in (mstype.float32, mstype.float64):
            raise TypeError(f"For 'SparseMatrixSoftmax', 'dtype' must be float32 or float64, but "
                            f"got {dtype}.")

    def __call__(self, dense_shape, batch_pointers, row_pointers, col_indices, values):
        if values.dtype not in mstype.float_type:
            raise TypeError(f"For 'SparseMatrixSoftmax', 'values' must be a float Tensor, but "
                            f"got {values.dtype}.")
        seg = _row_segments(batch_pointers, row_pointers, values.shape[0])
        n = row_pointers.shape[0]
        e = F.exp(values - F.gather(F.unsorted_segment_max(values, seg, n), seg, 0))
        soft = e / F.gather(F.unsorted_segment_sum(e, seg, n), seg, 0)
        return dense_shape, batch_pointers, row_pointers, col_indices, soft


class SparseMatrixAdd(Primitive):
    """``SparseMatrixAdd()(x1 parts, x2 parts, alpha, beta)`` (each CSR matrix as its five parts):
    the parts of ``alpha * x1 + beta * x2``, over the union of both structures with the columns
    of each row sorted (entries that add up to 0 are kept, as MindSpore's kernel);
    PYNATIVE_MODE only (the entry count depends on the values)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, *args):
        if len(args) != 12:
            raise TypeError(f"For 'SparseMatrixAdd', the number of inputs must be 12 (two CSR "
                            f"matrices of 5 parts, alpha, beta), but got {len(args)}.")
        _eager_only("SparseMatrixAdd")
        x1, x2, (alpha, beta) = args[:5], args[5:10], args[10:]
        shape, *coords1 = _host_parts("SparseMatrixAdd", *x1[:4])
        shape2, *coords2 = _host_parts("SparseMatrixAdd", *x2[:4])
        if shape != shape2:
            raise RuntimeError(f"For 'SparseMatrixAdd', The inputs dense shape should be same, "
                               f"but got {shape} and {shape2}.")
        full = (1, *shape) if len(shape) == 2 else tuple(shape)
        both = np.concatenate([np.stack(coords1, 1), np.stack(coords2, 1)])
        dt = x1[4].dtype
        values = F.concat((x1[4] * F.cast(alpha, dt), F.cast(x2[4], dt) * F.cast(beta, dt)))
        idx, summed = _merge(both, values, full)
        rows = full[1]
        batch_ptr = np.searchsorted(idx[:, 0], np.arange(full[0] + 1))
        row_ptr = np.concatenate([
            np.searchsorted(idx[batch_ptr[b]:batch_ptr[b + 1], 1], np.arange(rows + 1))
            for b in range(full[0])])
        kind = x1[2].asnumpy().dtype
        return (x1[0], Tensor(batch_ptr.astype(x1[1].asnumpy().dtype)),
                Tensor(row_ptr.astype(kind)), Tensor(idx[:, 2].astype(x1[3].asnumpy().dtype)),
                summed)
