"""MindSpore's ``ops.operations._csr_ops``: the Primitive classes behind the CSRTensor functions,
taking a CSR tensor as its parts (``indptr, indices, values, dense_shape``). Each one calls the
function of ``sparse_ops`` that computes it, so the two spellings cannot differ. Rows in
``rows_sparse.py``.

>>> import minicell as ms
>>> from minicell.ops.operations import _csr_ops
>>> indptr, indices = ms.Tensor([0, 1, 2], ms.int32), ms.Tensor([0, 1], ms.int32)
>>> dense = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
>>> _csr_ops.CSRGather()(indptr, indices, dense, (2, 2)).asnumpy().tolist()
[1.0, 4.0]
"""
from ..common.sparse_tensor import CSRTensor
from . import sparse_ops as S
from .primitive import Primitive, prim_attr_register

__all__ = ["CSRReduceSum", "CSRMV", "CSRMul", "CSRDiv", "CSRMM", "CSRGather", "CSR2COO",
           "COO2CSR"]


def _csr(indptr, indices, values, dense_shape):
    return CSRTensor(indptr, indices, values, tuple(dense_shape))


def _on_csr(name, fn, doc, values_only=False):
    """A Primitive ``name()(indptr, indices, values, dense_shape, other)`` computing
    ``fn(CSRTensor(...), other)`` (its values alone where the function returns a CSRTensor)."""
    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indptr, indices, values, dense_shape, other):
        out = fn(_csr(indptr, indices, values, dense_shape), other)
        return out.values if values_only and isinstance(out, CSRTensor) else out
    return type(name, (Primitive,), {"__init__": __init__, "__call__": __call__,
                                     "__doc__": doc, "__module__": __name__})


CSRReduceSum = _on_csr("CSRReduceSum", S.csr_reduce_sum,
                       "``CSRReduceSum()(indptr, indices, values, dense_shape, axis)``: "
                       "``ops.csr_reduce_sum`` of the CSR tensor (dense, the axis kept).")
CSRMV = _on_csr("CSRMV", S.csr_mv, "``CSRMV()(indptr, indices, values, dense_shape, "
                "dense_vector)``: the CSR matrix times a dense ``[N, 1]`` vector.")
CSRMM = _on_csr("CSRMM", S.csr_mm_dense, "``CSRMM()(indptr, indices, values, dense_shape, "
                "dense_matrix)``: the CSR matrix times a dense matrix.")
CSRMul = _on_csr("CSRMul", S.csr_mul, "``CSRMul()(indptr, indices, values, dense_shape, "
                 "dense)``: the stored values times ``dense`` (broadcast) at their positions.",
                 values_only=True)
CSRDiv = _on_csr("CSRDiv", S.csr_div, "``CSRDiv()(indptr, indices, values, dense_shape, "
                 "dense)``: the stored values over ``dense`` (broadcast) at their positions.",
                 values_only=True)


class CSRGather(Primitive):
    """``CSRGather()(indptr, indices, dense, sparse_shape)``: the entries of ``dense`` at the
    positions of the CSR structure (``ops.csr_gather``)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indptr, indices, dense, sparse_shape):
        return S.csr_gather(indptr, indices, dense, sparse_shape)


class CSR2COO(Primitive):
    """``CSR2COO()(indptr, nnz)``: the row index of each stored value (``ops.csr2coo``)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indptr, nnz):
        return S.csr2coo(indptr, nnz)


class COO2CSR(Primitive):
    """``COO2CSR()(row_indices, height)``: the ``indptr`` of sorted row indices
    (``ops.coo2csr``)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, row_indices, height):
        return S.coo2csr(row_indices, height)
