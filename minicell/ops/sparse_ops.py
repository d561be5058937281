"""MindSpore's sparse functional ops (``ops.csr_mv``, ``ops.coo_add``, ``ops.dense_to_sparse_coo``...)
over ``COOTensor`` / ``CSRTensor`` / ``RowTensor``. Rows (and the sparse tensors' methods) are in
``rows_sparse.py``.

Each op is a composite of dense ops on the sparse tensor's parts, so it runs in both modes and
differentiates with respect to the values: conversions scatter and search (``to_dense`` is a
``scatter_nd``, CSR row ids a ``searchsorted`` of ``indptr``), products and reductions gather
and segment-sum over the stored entries. Ops whose output *structure* depends on the values
(``dense_to_sparse_*``, ``coo_add``, ``csr_add``, ``coalesce``, CSR x CSR ``csr_mm``,
``sparse_segment_mean``, ``SparseSlice``) work out the structure on the host, so they run in
PYNATIVE_MODE (gradients still reach the values) and raise the data-dependent-shape error in a
graph.

>>> import minicell as ms
>>> from minicell import ops
>>> csr = ms.CSRTensor(ms.Tensor([0, 2, 3], ms.int32), ms.Tensor([0, 3, 1], ms.int32),
...                    ms.Tensor([1.0, 2.0, 3.0]), (2, 4))
>>> ops.csr_mv(csr, ms.Tensor([[1.0], [1.0], [1.0], [1.0]])).asnumpy().tolist()
[[3.0], [3.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.sparse_tensor import COOTensor, CSRTensor, RowTensorInner, SparseTensor
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only


def _check(x, cls, name):
    if not isinstance(x, cls):
        raise TypeError(f"For '{name}', the input must be a {cls._REPR_NAME}, but got "
                        f"{type(x).__name__}.")


def _functional(x, cls, name):
    """2.10's TypeError of a functional sparse op given no ``cls``."""
    if not isinstance(x, cls):
        raise TypeError(f"For functional operator {name}, input argument must be a "
                        f"{cls._REPR_NAME}.")


def _attr(x, cls, attr):
    """2.10's AttributeError where it reads ``attr`` of an operand that is no ``cls``."""
    if not isinstance(x, cls) and not hasattr(x, attr):
        raise AttributeError(f"'{type(x).__name__}' object has no attribute '{attr}'")


def _check_2d(shape, name, target="COOTensor"):
    if len(shape) != 2:
        raise ValueError(f"For '{name}', currently only support 2-D {target}, but got a "
                         f"{len(shape)}-D one.")


# ---- parts and constructors (MindSpore's graph Primitives, plain functions here) ------------------

def _part_getter(kind, part, attr):
    """``<kind>_tensor_get_<part>``: the ``attr`` of a COO/CSR/Row tensor."""
    def fn(x):
        return getattr(x, attr)
    fn.__name__ = fn.__qualname__ = f"{kind}_tensor_get_{part}"
    what = {"coo": "COOTensor", "csr": "CSRTensor", "row": "RowTensor"}[kind]
    fn.__doc__ = f"The ``{attr}`` of a {what} (MindSpore's graph Primitive)."
    return fn


GETTERS = [_part_getter(kind, part, attr)
           for kind, parts in (("coo", ("indices", "values", "dense_shape")),
                               ("csr", ("indptr", "indices", "values", "dense_shape")),
                               ("row", ("indices", "values", "dense_shape")))
           for part in parts
           for attr in [("dense_shape" if kind == "row" else "shape")
                        if part == "dense_shape" else part]]


def make_coo_tensor(indices, values, dense_shape):
    """``COOTensor(indices, values, dense_shape)``."""
    return COOTensor(indices, values, tuple(dense_shape))


def make_csr_tensor(indptr, indices, values, dense_shape):
    """``CSRTensor(indptr, indices, values, dense_shape)``."""
    return CSRTensor(indptr, indices, values, tuple(dense_shape))


def make_row_tensor(indices, values, dense_shape):
    """``RowTensorInner(indices, values, dense_shape)`` (a row tensor, without the deprecated
    ``RowTensor`` constructor's warning)."""
    return RowTensorInner(indices, values, tuple(dense_shape))


def make_sparse_tensor(indices, values, dense_shape):
    """The deprecated ``SparseTensor(indices, values, dense_shape)``."""
    return SparseTensor(indices, values, tuple(dense_shape))


def row_tensor_add(x, y):
    """A RowTensor whose values are ``x.values + y``."""
    _check(x, RowTensorInner, "RowTensorAdd")
    return x._with_values(x.values + y)


# ---- conversions -------------------------------------------------------------------------------

def csr2coo(indptr, nnz):
    """The row index of each of the ``nnz`` stored values of a CSR ``indptr`` (same dtype)."""
    pos = F.arange(nnz, dtype=indptr.dtype)
    return F.searchsorted(indptr[1:], pos, right=True).astype(indptr.dtype)


def coo2csr(row_indices, height):
    """The CSR ``indptr`` (length ``height + 1``) of sorted COO row indices (same dtype)."""
    rows = F.arange(height + 1, dtype=row_indices.dtype)
    return F.searchsorted(row_indices, rows).astype(row_indices.dtype)


def coo_to_dense(x):
    """The dense Tensor of a COOTensor (values at repeated indices add up)."""
    return F.scatter_nd(x.indices, x.values, x.shape)


def _coo_indices(x):
    """``[nnz, 2]`` (row, column) indices of a CSRTensor, in the dtype of its ``indices``."""
    rows = csr2coo(x.indptr, x.values.shape[0]).astype(x.indices.dtype)
    return F.stack((rows, x.indices), 1)


def csr_to_dense(csr_tensor):
    """The dense Tensor of a CSRTensor."""
    _functional(csr_tensor, CSRTensor, "csr_to_dense")
    return F.scatter_nd(_coo_indices(csr_tensor), csr_tensor.values, csr_tensor.shape)


def csr_to_coo(tensor):
    """The COOTensor of a 2-D CSRTensor (its entries in row order)."""
    _functional(tensor, CSRTensor, "csr_to_coo")
    if tensor.ndim != 2:
        raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
    return COOTensor(_coo_indices(tensor), tensor.values, tensor.shape)


def coo_to_csr(x):
    """The CSRTensor of a COOTensor (entries sorted by row, stably)."""
    order = F.argsort(x.indices[:, 0].astype(mstype.float32))
    rows, cols = F.gather(x.indices[:, 0], order, 0), F.gather(x.indices[:, 1], order, 0)
    return CSRTensor(coo2csr(rows, x.shape[0]), cols, F.gather(x.values, order, 0), x.shape)


def dense_to_sparse_coo(tensor):
    """The COOTensor (Int32 indices) of the non-zero entries of a 2-D Tensor; PYNATIVE_MODE
    only (the number of entries depends on the values)."""
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_coo, input argument must be a "
                        "Tensor.")
    if len(tensor.shape) > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to COOTensor.")
    _eager_only("dense_to_sparse_coo")
    indices = Tensor(np.argwhere(tensor.asnumpy()).astype(np.int32))
    return COOTensor(indices, F.gather_nd(tensor, indices), tuple(tensor.shape))


def dense_to_sparse_csr(tensor):
    """The CSRTensor (Int32 indptr and indices) of the non-zero entries of a 2-D Tensor;
    PYNATIVE_MODE only."""
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_csr, input argument must be a "
                        "Tensor.")
    if len(tensor.shape) > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to CSRTensor.")
    if len(tensor.shape) != 2:
        raise ValueError(f"Currently only support 2-D Tensor when converting to CSRTensor, but "
                         f"got Tensor dimension: {len(tensor.shape)}.")
    return coo_to_csr(dense_to_sparse_coo(tensor))


# ---- entries merged on the host (PYNATIVE_MODE) -------------------------------------------------

def _merge(indices, values, shape):
    """Sum the values of equal indices: ``(sorted distinct indices [z, ndim] (numpy),
    their summed values (a Tensor, differentiable))``."""
    idx = np.asarray(indices).reshape(len(values), len(shape)) if len(values) else \
        np.zeros((0, len(shape)), np.int64)
    keys = np.ravel_multi_index(tuple(idx.T), shape) if len(idx) else np.zeros(0, np.int64)
    uniq, inv = np.unique(keys, return_inverse=True)
    summed = F.unsorted_segment_sum(values, Tensor(inv.reshape(-1).astype(np.int32)), len(uniq))
    return np.stack(np.unravel_index(uniq, shape), 1).reshape(-1, len(shape)), summed


def coalesce(x_indices, x_values, x_shape):
    """``(indices [ndim, z], values [z], shape)``: entries with equal indices summed, sorted
    (indices are stored one row per dimension, as MindSpore's ``Coalesce``); PYNATIVE_MODE only."""
    _eager_only("coalesce")
    shape = tuple(int(d) for d in x_shape.asnumpy())
    idx, vals = _merge(x_indices.asnumpy().T, x_values, shape)
    return Tensor(idx.T.astype(np.int64)), vals, Tensor(np.asarray(shape, np.int64))


def coo_coalesce(x):
    """The COOTensor with duplicate indices summed and entries sorted; PYNATIVE_MODE only."""
    _eager_only("COOTensor.coalesce")
    idx, vals = _merge(x.indices.asnumpy(), x.values, x.shape)
    return COOTensor(Tensor(idx.astype(np.int64)), vals, x.shape)


def coo_add(x1, x2, thresh):
    """``x1 + x2`` as a COOTensor (entries sorted, equal indices summed), dropping sums whose
    magnitude is below ``thresh``; PYNATIVE_MODE only."""
    _attr(x1, COOTensor, "indices")
    _attr(x2, COOTensor, "indices")
    _check(x1, COOTensor, "coo_add")
    _check(x2, COOTensor, "coo_add")
    _attr(thresh, Tensor, "astype")
    _eager_only("coo_add")
    values = F.concat((x1.values, x2.values.astype(x1.dtype)))
    both = np.concatenate([x1.indices.asnumpy(), x2.indices.asnumpy()])
    idx, vals = _merge(both, values, x1.shape)
    keep = np.abs(vals.asnumpy()) >= np.abs(np.asarray(F.cast(thresh, x1.dtype).asnumpy()))
    kept = Tensor(np.nonzero(keep)[0].astype(np.int32))
    return COOTensor(Tensor(idx[keep].astype(x1.indices.asnumpy().dtype)),
                     F.gather(vals, kept, 0), x1.shape)


def csr_add(a, b, alpha, beta):
    """``alpha * a + beta * b`` as a CSRTensor over the union of both structures (columns
    sorted in each row); PYNATIVE_MODE only."""
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_add, both inputs a and b must be type of "
                        "CSRTensor.")
    if not isinstance(alpha, Tensor) or not isinstance(beta, Tensor):
        raise TypeError("For functional operator csr_add, both inputs alpha and beta must be "
                        "Tensor.")
    _eager_only("csr_add")
    dt = a.dtype
    values = F.concat((a.values * F.cast(alpha, dt), F.cast(b.values, dt) * F.cast(beta, dt)))
    both = np.concatenate([_coo_indices(a).asnumpy(), _coo_indices(b).asnumpy()])
    idx, vals = _merge(both, values, a.shape)
    kind = a.indptr.asnumpy().dtype
    indptr = np.searchsorted(idx[:, 0], np.arange(a.shape[0] + 1)).astype(kind)
    return CSRTensor(Tensor(indptr), Tensor(idx[:, 1].astype(kind)), vals, a.shape)


def coo_concat(sp_input, concat_dim=0):
    """COOTensors joined along ``concat_dim`` (entries sorted in row-major order)."""
    if len(sp_input) < 2:
        raise ValueError("For coo_concat, not support COOTensor input number < 2.")
    parts = [x if isinstance(x, COOTensor) else COOTensor(*x) for x in sp_input]
    if not isinstance(concat_dim, int) or isinstance(concat_dim, bool):
        raise TypeError(f"For 'coo_concat', 'concat_dim' must be an int, but got "
                        f"{type(concat_dim).__name__}.")
    if not -2 <= concat_dim < 2:      # 2.10: an IndexError for a dim out of range
        raise IndexError(f"For 'coo_concat', 'concat_dim' must be in [-2, 1], but got "
                         f"{concat_dim}.")
    dim = concat_dim % 2
    dtypes = [x.values.dtype for x in parts]
    if len(set(dtypes)) > 1:          # 2.10: a TypeError from SparseConcat's dtype check
        raise TypeError(f"For 'SparseConcat', the values of every COOTensor must have one dtype, "
                        f"but got {[str(d) for d in dtypes]}.")
    for k, x in enumerate(parts):     # 2.10's kernel: every other dim equals the first input's
        for j in range(2):
            if j != dim and x.shape[j] != parts[0].shape[j]:
                raise RuntimeError(f"For op SparseConcatThe No.{k} input COO tensor shape size "
                                   f"is incorrect. The No.{j} shape is {x.shape[j]} not equal "
                                   f"with first COO tensor shape: {parts[0].shape[j]}.")
    shape, offset, indices = list(parts[0].shape), 0, []
    for k, x in enumerate(parts):
        shift = [0, 0]
        shift[dim] = offset
        indices.append(x.indices + Tensor(np.asarray(shift), x.indices.dtype))
        offset += x.shape[dim]
    shape[dim] = offset
    indices = F.concat(indices)
    values = F.concat([x.values for x in parts])
    key = indices[:, 0].astype(mstype.int64) * shape[1] + indices[:, 1].astype(mstype.int64)
    order = F.argsort(key.astype(mstype.float64))
    return COOTensor(F.gather(indices, order, 0), F.gather(values, order, 0), tuple(shape))


# ---- products, reductions, elementwise with a dense Tensor -------------------------------------

def _row_ids(x):
    return csr2coo(x.indptr, x.values.shape[0]).astype(mstype.int32)


def _spmm(x, dense):
    """``x @ dense`` for a 2-D CSRTensor and a dense ``[N, K]`` matrix."""
    prod = x.values.reshape(-1, 1) * F.gather(dense, x.indices, 0)
    return F.unsorted_segment_sum(prod, _row_ids(x), x.shape[0])


def csr_mv(csr_tensor, dense):
    """``csr_tensor @ dense`` for a dense vector of shape ``[N, 1]``: a ``[M, 1]`` Tensor."""
    _attr(csr_tensor, CSRTensor, "values")
    _check(csr_tensor, CSRTensor, "csr_mv")
    if isinstance(dense, Tensor) and len(dense.shape) != 2:
        raise ValueError(f"Currently, only support 2-D inputs! But csr tensor has "
                         f"{len(csr_tensor.shape)} dimensions, and dense tensor has "
                         f"{len(dense.shape)} dimension(s). ")
    return _spmm(csr_tensor, dense)


def csr_mv_method(x, dense_vector):
    """``CSRTensor.mv``: ``csr_mv`` of a Tensor ``[N, 1]`` (2.10's type and shape checks)."""
    if not isinstance(dense_vector, Tensor):
        raise TypeError(f"For 'CSRTensor.mv', the type of 'dense_vector' should be one of "
                        f"'['Tensor', 'TensorPy']', but got type "
                        f"'{type(dense_vector).__name__}'.")
    want = (x.shape[1], 1)
    if len(dense_vector.shape) == 2 and tuple(dense_vector.shape) != want:
        raise ValueError(f"The dense_vector's shape should be {want}, but its current shape is: "
                         f"{tuple(dense_vector.shape)}.")
    return csr_mv(x, dense_vector)


def csr_mm_dense(x, matrix):
    """``CSRTensor.mm``: ``x @ matrix`` (a dense Tensor for a dense ``matrix``, a CSRTensor for
    a CSRTensor)."""
    if isinstance(matrix, CSRTensor):
        return csr_mm(x, matrix)
    if not isinstance(matrix, Tensor):
        raise TypeError(f"For 'CSRTensor.mm', the type of 'matrix' should be one of "
                        f"'['Tensor', 'TensorPy']', but got type '{type(matrix).__name__}'.")
    return _spmm(x, matrix)


def csr_mm(a, b, trans_a=False, trans_b=False, adjoint_a=False, adjoint_b=False):
    """The CSRTensor ``op(a) @ op(b)`` of two CSRTensors (``op``: transpose / adjoint as asked);
    PYNATIVE_MODE only (the product's structure depends on the values)."""
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_mm, inputs a and b must be type of "
                        "CSRTensor currently.")
    _eager_only("csr_mm")

    def op(x, trans, adjoint):
        d = csr_to_dense(x)
        if adjoint and d.dtype in (mstype.complex64, mstype.complex128):
            d = F.conj(d)
        return d.T if (trans or adjoint) else d
    return dense_to_sparse_csr(F.matmul(op(a, trans_a, adjoint_a), op(b, trans_b, adjoint_b)))


def csr_reduce_sum(csr_tensor, axis):
    """Sum of a CSRTensor's rows, kept as ``[M, 1, *rest]`` (``rest`` the trailing dims of a
    batched CSR's ``[nnz, *rest]`` values). ``axis`` is 1 or ``1 - dim``, as 2.10 checks it
    (its CSRReduceSum refuses axis 0)."""
    _check(csr_tensor, CSRTensor, "csr_reduce_sum")
    dim = len(csr_tensor.shape)
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise TypeError(f"For CSRReduceSum, `axis` should be int32 or int64, but got "
                        f"{mstype.to_mstype(type(axis))}.")
    if axis not in (1, 1 - dim):
        raise ValueError(f"For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: "
                         f"{axis}and `1- dim`: {1 - dim}.")
    m, rest = csr_tensor.shape[0], tuple(csr_tensor.values.shape[1:])
    rows = F.unsorted_segment_sum(csr_tensor.values, _row_ids(csr_tensor), m)
    return rows.reshape((m, 1) + rest)


def _dense_at_entries(x, y, name):
    """The entries of dense ``y`` (broadcast to ``x.shape``) at ``x``'s stored positions."""
    if y.ndim > x.ndim:
        raise ValueError(f"For '{name}', dense tensor cannot broadcast to the sparse tensor.")
    return F.gather_nd(F.broadcast_to(y, x.shape), _coo_indices(x))


def _csr_elementwise(x, y, name, fn):
    _check(x, CSRTensor, name)
    if not isinstance(y, (Tensor, int, float, bool, np.ndarray)):
        raise AttributeError(f"'{type(y).__name__}' object has no attribute 'size'")
    if isinstance(y, (int, float, bool)):
        y = Tensor(y)
    if y.ndim == 0:
        return fn(x.values, y)   # MindSpore returns the values alone for a scalar
    return x._with_values(fn(x.values, _dense_at_entries(x, y, name)))


def csr_mul(x, y):
    """``x * y`` for a CSRTensor ``x`` and a dense ``y`` broadcast to it: a CSRTensor of the
    same structure (for a scalar ``y``, MindSpore returns just the values Tensor)."""
    return _csr_elementwise(x, y, "csr_mul", lambda a, b: a * b)


def csr_div(x, y):
    """``x / y`` for a CSRTensor ``x`` and a dense ``y``, as ``csr_mul``."""
    return _csr_elementwise(x, y, "csr_div", lambda a, b: a / b)


def csr_gather(indptr, indices, dense, sparse_shape):
    """The entries of ``dense`` at the positions of the CSR structure ``(indptr, indices)``."""
    rows = csr2coo(indptr, indices.shape[0]).astype(indices.dtype)
    return F.gather_nd(dense, F.stack((rows, indices), 1))


def csr_softmax(logits, dtype):
    """Softmax over the stored entries of each row of a 2-D CSRTensor (same structure)."""
    if not isinstance(logits, CSRTensor):
        raise TypeError("For functional operator sparse_matrix_softmax, logits must be type of "
                        "CSRTensor.")
    rows, m = _row_ids(logits), logits.shape[0]
    v = F.cast(logits.values, dtype)
    e = F.exp(v - F.gather(F.unsorted_segment_max(v, rows, m), rows, 0))
    return logits._with_values(e / F.gather(F.unsorted_segment_sum(e, rows, m), rows, 0))


def sparse_segment_mean(x, indices, segment_ids):
    """Row ``s`` of the output is the mean of ``x[indices[k]]`` over the ``k`` with
    ``segment_ids[k] == s`` (0 for empty segments); ``segment_ids[-1] + 1`` rows, so
    PYNATIVE_MODE only."""
    _eager_only("sparse_segment_mean")
    n = int(segment_ids.asnumpy()[-1]) + 1 if segment_ids.shape[0] else 0
    seg = segment_ids.astype(mstype.int32)
    total = F.unsorted_segment_sum(F.gather(x, indices, 0), seg, n)
    count = F.unsorted_segment_sum(F.ones_like(seg).astype(x.dtype), seg, n)
    count = F.maximum(count, F.ones_like(count)).reshape((n,) + (1,) * (x.ndim - 1))
    return total / count


# ---- COO / CSR operators -----------------------------------------------------------------------

def _same_shape(x, other):
    if x.shape != tuple(other.shape):
        raise ValueError("Input tensors should have the same shape.")


def coo_binary(x, other, name, sub=False):
    """``x + other`` / ``x - other`` for a COOTensor: a dense Tensor for a dense ``other``, a
    COOTensor (``coo_add``) for a COOTensor."""
    _same_shape(x, other)
    if isinstance(other, Tensor):
        dense = coo_to_dense(x)
        return dense - other if sub else dense + other
    if isinstance(other, COOTensor):
        return coo_add(x, -other if sub else other, Tensor(0, x.dtype))
    raise TypeError(f"COOTensor {name} with {type(other)} is not supported.")


def coo_times(x, other, name, fn):
    """``x * other`` / ``x / other`` for a COOTensor and a dense Tensor of its shape."""
    _same_shape(x, other)
    if isinstance(other, Tensor):
        return x._with_values(fn(x.values, F.gather_nd(other, x.indices)))
    raise TypeError(f"COOTensor {name} with {type(other)} is not supported.")


def csr_binary(x, other, sub=False):
    """``x + other`` / ``x - other`` for two CSRTensors (``csr_add``)."""
    _same_shape(x, other)
    if isinstance(other, CSRTensor):
        one = Tensor(1, x.dtype)
        return csr_add(x, other, one, -one if sub else one)
    raise TypeError(f"CSRTensor {'subtract' if sub else 'add'} with {type(other)} is not "
                    f"supported.")
