"""Op table rows for the sparse ops (``sparse_ops``, ``sparse_prims``), and the computing
methods of ``COOTensor`` / ``CSRTensor``, installed on the classes here (they live in
``minicell.common``, a layer below these functions). Conventions as in ``_table``.
"""
from ..common.sparse_tensor import COOTensor, CSRTensor, install_methods
from . import csr_prims, sparse_ops as S, sparse_prims as SP
from ._table import declare as row

# ---- parts, constructors -----------------------------------------------------------------------
for _fn in (*S.GETTERS, S.make_coo_tensor, S.make_csr_tensor, S.make_sparse_tensor,
            S.row_tensor_add):
    row(_fn)
row(S.make_row_tensor, ("make_row_tensor", "make_row_tensor_inner"))

# ---- conversions -------------------------------------------------------------------------------
row(S.csr2coo)
row(S.coo2csr)
row(S.csr_to_dense)
row(S.csr_to_coo)
row(S.dense_to_sparse_coo, tensor="to_coo")
row(S.dense_to_sparse_csr, tensor="to_csr")
row(S.coalesce, prim=SP.Coalesce, module="array_ops")
row(None, prim=SP.SparseToDense, module="sparse_ops")

# ---- arithmetic, products, reductions -----------------------------------------------------------
for _fn in (S.coo_add, S.coo_concat, S.csr_add, S.csr_mm, S.csr_mv, S.csr_mul, S.csr_div,
            S.csr_gather, S.csr_reduce_sum, S.csr_softmax, S.sparse_segment_mean):
    row(_fn)
row(None, prim=SP.SparseTensorDenseAdd, module="sparse_ops")
row(None, prim=SP.SparseTensorDenseMatmul, module="sparse_ops")
row(None, prim=SP.SparseSlice, module="sparse_ops")
row(None, prim=SP.SparseGatherV2, module="array_ops")
for _name in csr_prims.__all__:
    row(None, prim=getattr(csr_prims, _name), module="_csr_ops", internal=True)

# ---- elementwise on the values ------------------------------------------------------------------
for _kind in ("coo", "csr"):
    for _name in SP.UNARY:
        row(SP.sparse_unary(_kind, _name))

# ---- methods of the sparse tensor classes ----------------------------------------------------------
install_methods(COOTensor, {
    "to_dense": S.coo_to_dense, "to_csr": S.coo_to_csr, "coalesce": S.coo_coalesce,
    "add": S.coo_add,
    "__add__": lambda x, other: S.coo_binary(x, other, "add"),
    "__sub__": lambda x, other: S.coo_binary(x, other, "subtract", sub=True),
    "__mul__": lambda x, other: S.coo_times(x, other, "multiply", lambda a, b: a * b),
    "__truediv__": lambda x, other: S.coo_times(x, other, "divide", lambda a, b: a / b),
    "__radd__": lambda x, other: S.coo_binary(x, other, "add"),
    "__rsub__": lambda x, other: S.coo_binary(-x, other, "add"),
    "__rmul__": lambda x, other: S.coo_times(x, other, "multiply", lambda a, b: b * a),
})
install_methods(CSRTensor, {
    "to_dense": S.csr_to_dense, "to_coo": S.csr_to_coo, "mv": S.csr_mv_method, "mm": S.csr_mm_dense,
    "sum": S.csr_reduce_sum, "add": S.csr_add,
    "__add__": lambda x, other: S.csr_binary(x, other),
    "__sub__": lambda x, other: S.csr_binary(x, other, sub=True),
    "__mul__": S.csr_mul, "__truediv__": S.csr_div,
    "__radd__": lambda x, other: S.csr_binary(x, other),    # 2.10's TypeError for dense + CSR
    "__rsub__": lambda x, other: S.csr_binary(x, other, sub=True),
    "__rmul__": S.csr_mul,
})
