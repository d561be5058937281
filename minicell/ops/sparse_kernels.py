"""MindSpore's COO Primitives of ``ops.operations.sparse_ops`` (``SparseAdd``,
``SparseReorder``, ``SparseReshape``, ``SparseDenseCwise*``, ``SparseAddmm``,
``SparseSparseMaximum``/``Minimum``; the segment reductions and counts are in
``sparse_segments``, the CSR matrices in ``sparse_csr``): a sparse tensor is passed as its parts,
``indices [nnz, rank]``, ``values [nnz]`` and ``shape [rank]``. Rows in ``rows_sparse_ops``.

Ops whose output shapes follow from the input shapes (``SparseReorder``, ``SparseReshape``,
``SparseDenseCwise*``, ``SparseAddmm``) are composites of minicell ops: the same in PYNATIVE_MODE
and in a compiled graph. The others work out their output structure on the host, so they run in
PYNATIVE_MODE (gradients still reach the values) and raise the data-dependent-shape error in a
graph, as ``masked_select`` does.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> idx, val = S.SparseReorder()(ms.Tensor([[2, 1], [0, 1]], ms.int64), ms.Tensor([1.0, 2.0]),
...                              ms.Tensor([3, 3], ms.int64))
>>> idx.asnumpy().tolist(), val.asnumpy().tolist()
([[0, 1], [2, 1]], [2.0, 1.0])
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .sparse_prims import sparse_matmul

__all__ = ["SparseReorder", "SparseReshape", "SparseAdd", "SparseDenseCwiseAdd",
           "SparseDenseCwiseMul", "SparseDenseCwiseDiv", "SparseAddmm", "SparseSparseMaximum",
           "SparseSparseMinimum"]


def _need_int64(name, **tensors):
    for what, t in tensors.items():
        if t.dtype != mstype.int64:
            raise TypeError(f"For primitive[{name}], the input argument[{what}] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{t.dtype}].")


def _need_2d_indices(name, indices, values):
    if indices.ndim != 2 or values.ndim != 1 or indices.shape[0] != values.shape[0]:
        raise ValueError(f"For '{name}', 'indices' must be 2-D [nnz, rank] and 'values' 1-D "
                         f"[nnz], but got shapes {indices.shape} and {values.shape}.")


def _strides(shape):
    """Row-major strides of a shape given as a 1-D int64 Tensor (a composite: graph-safe)."""
    rev = F.cumprod(F.flip(shape, (0,)), 0)
    ones = F.ones((1,), shape.dtype)
    return F.flip(F.concat((ones, rev[:-1])), (0,))


def _linear(indices, shape):
    """The row-major position of each index row."""
    return F.reduce_sum(indices.astype(mstype.int64) * _strides(shape.astype(mstype.int64)), 1)


class SparseReorder(Primitive):
    """``SparseReorder()(indices, values, shape)``: the entries in row-major order,
    ``(indices, values)``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indices, values, shape):
        _need_2d_indices("SparseReorder", indices, values)
        order = F.argsort(_linear(indices, shape).astype(mstype.float64))
        return F.gather(indices, order, 0), F.gather(values, order, 0)


class SparseReshape(Primitive):
    """``SparseReshape()(indices, shape, new_shape)``: the indices of the same entries in a
    tensor of ``new_shape`` (one ``-1`` inferred), ``(new_indices, new_shape)``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indices, shape, new_shape):
        if indices.ndim != 2 or shape.ndim != 1 or new_shape.ndim != 1:
            raise ValueError("For 'SparseReshape', 'indices' must be 2-D and 'shape', "
                             "'new_shape' 1-D.")
        shape, new_shape = shape.astype(mstype.int64), new_shape.astype(mstype.int64)
        total = F.prod(shape)
        known = F.prod(F.select(new_shape == -1, F.ones_like(new_shape), new_shape))
        out_shape = F.select(new_shape == -1, F.fill(mstype.int64, new_shape.shape, 1) *
                             (total // known), new_shape)
        linear = _linear(indices, shape)
        new = (linear.reshape(-1, 1) // _strides(out_shape).reshape(1, -1)) % \
            out_shape.reshape(1, -1)
        return new.astype(indices.dtype), out_shape


class _SparseDenseCwise(Primitive):
    """``(x1_indices, x1_values, x1_shape, x2)``: the values of a COO combined with the
    entries of the dense ``x2`` (broadcast to the sparse shape) at the same positions."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x1_indices, x1_values, x1_shape, x2):
        _need_2d_indices(self.name, x1_indices, x1_values)
        rank = x1_indices.shape[1]
        if x2.ndim > rank:
            raise ValueError(f"For '{self.name}', the rank of 'x2' ({x2.ndim}) must not exceed "
                             f"the sparse rank ({rank}).")
        cols = [x1_indices[:, rank - x2.ndim + d] if x2.shape[d] != 1
                else F.zeros((x1_indices.shape[0],), x1_indices.dtype) for d in range(x2.ndim)]
        dense = F.gather_nd(x2, F.stack(cols, 1)) if cols else \
            F.broadcast_to(x2.reshape(1), x1_values.shape)
        return self._combine(x1_values, dense.astype(x1_values.dtype))


class SparseDenseCwiseAdd(_SparseDenseCwise):
    __doc__ = _SparseDenseCwise.__doc__.replace("combined", "plus")
    _combine = staticmethod(lambda a, b: a + b)


class SparseDenseCwiseMul(_SparseDenseCwise):
    __doc__ = _SparseDenseCwise.__doc__.replace("combined", "times")
    _combine = staticmethod(lambda a, b: a * b)


class SparseDenseCwiseDiv(_SparseDenseCwise):
    __doc__ = _SparseDenseCwise.__doc__.replace("combined", "divided by")
    _combine = staticmethod(lambda a, b: a / b)


class SparseAddmm(Primitive):
    """``SparseAddmm()(indices, values, sparse_shape, x2_dense, x3_dense, alpha, beta)``:
    ``alpha * (sparse @ x2_dense) + beta * x3_dense``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indices, values, sparse_shape, x2_dense, x3_dense, alpha, beta):
        _need_2d_indices("SparseAddmm", indices, values)
        prod = sparse_matmul(indices, values, (x3_dense.shape[0], x2_dense.shape[0]), x2_dense)
        return alpha * prod + beta * x3_dense


# ---- structure worked out on the host (PYNATIVE_MODE) -------------------------------------------

def _keys(indices, shape):
    idx = indices.asnumpy().astype(np.int64).reshape(-1, len(shape))
    for d, n in enumerate(shape):
        bad = (idx[:, d] < 0) | (idx[:, d] >= n)
        if bad.any():
            raise ValueError(f"the index range on the {d}-th dimension is [0, {n}), but the "
                             f"obtained index value is {idx[:, d][bad][0]}.")
    return np.ravel_multi_index(tuple(idx.T), shape) if len(idx) else np.zeros(0, np.int64)


def _union(name, a_indices, a_shape, b_indices, b_shape):
    """``(shape, union keys sorted, position of each union key in a (-1: absent), in b)``."""
    shape = tuple(int(d) for d in a_shape.asnumpy())
    if shape != tuple(int(d) for d in b_shape.asnumpy()):
        raise ValueError(f"For '{name}', the two sparse shapes must be equal, but got {shape} "
                         f"and {tuple(b_shape.asnumpy())}.")
    try:
        ka, kb = _keys(a_indices, shape), _keys(b_indices, shape)
    except ValueError as e:
        raise ValueError(f"For '{name}', {e}") from None
    keys = np.union1d(ka, kb)
    pos = []
    for k in (ka, kb):
        where = np.full(len(keys), -1, np.int64)
        where[np.searchsorted(keys, k)] = np.arange(len(k))
        pos.append(where)
    return shape, keys, pos[0], pos[1]


def _pick(values, where):
    """``values[where]`` with 0 where ``where`` is -1 (differentiable in ``values``)."""
    got = F.gather(F.concat((values, F.zeros((1,), values.dtype))),
                   Tensor(np.where(where < 0, values.shape[0], where).astype(np.int32)), 0)
    return got


def _coo_out(keys, shape, dtype):
    idx = np.stack(np.unravel_index(keys, shape), 1) if len(keys) else np.zeros((0, len(shape)))
    return Tensor(idx.astype(np.int64).reshape(-1, len(shape)), dtype)


class SparseAdd(Primitive):
    """``SparseAdd()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, thresh)``:
    the sum of two COO tensors, ``(indices, values, shape)`` in row-major order; a sum at an index
    both hold is dropped when its magnitude is below ``thresh``. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, thresh):
        _need_int64("SparseAdd", x1_indices=x1_indices, x1_shape=x1_shape,
                    x2_indices=x2_indices, x2_shape=x2_shape)
        _eager_only("SparseAdd")
        shape, keys, pa, pb = _union("SparseAdd", x1_indices, x1_shape, x2_indices, x2_shape)
        sums = _pick(x1_values, pa) + _pick(x2_values.astype(x1_values.dtype), pb)
        both = (pa >= 0) & (pb >= 0)
        limit = np.abs(np.asarray(thresh.asnumpy() if isinstance(thresh, Tensor) else thresh))
        keep = ~both | (np.abs(sums.asnumpy()) >= limit)
        kept = Tensor(np.nonzero(keep)[0].astype(np.int32))
        return (_coo_out(keys[keep], shape, mstype.int64), F.gather(sums, kept, 0),
                x1_shape)


class _SparseSparseExtremum(Primitive):
    """``(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape)``: the elementwise
    extremum of two COO tensors over the union of their indices (an absent entry counts as 0),
    ``(indices, values)`` in row-major order. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape):
        _need_int64(self.name, x1_indices=x1_indices, x1_shape=x1_shape, x2_indices=x2_indices,
                    x2_shape=x2_shape)
        _eager_only(self.name)
        shape, keys, pa, pb = _union(self.name, x1_indices, x1_shape, x2_indices, x2_shape)
        values = self._pick2(_pick(x1_values, pa), _pick(x2_values.astype(x1_values.dtype), pb))
        return _coo_out(keys, shape, mstype.int64), values


class SparseSparseMaximum(_SparseSparseExtremum):
    __doc__ = _SparseSparseExtremum.__doc__.replace("extremum", "maximum", 1)
    _pick2 = staticmethod(lambda a, b: F.maximum(a, b))


class SparseSparseMinimum(_SparseSparseExtremum):
    __doc__ = _SparseSparseExtremum.__doc__.replace("extremum", "minimum", 1)
    _pick2 = staticmethod(lambda a, b: F.minimum(a, b))
