"""``ops.operations.sparse_ops``: MindSpore's sparse Primitives, as op-table rows (see
``_table``): internal (only in that submodule), as in MindSpore 2.10; the public ones
(``SparseToDense``, ``SparseTensorDenseAdd``, ``SparseTensorDenseMatmul``, ``SparseSlice``) are
rows of ``rows_sparse`` with ``module="sparse_ops"``. The classes are in ``sparse_kernels``
(COO), ``sparse_segments`` (segment reductions, counts), ``sparse_csr`` (CSR matrices),
``sparse_sets`` (set operations), ``sparse_coo_more`` (more COO kernels; its
``SparseSliceGrad`` is a ``_grad_ops`` row) and ``sparse_ragged`` (CSR conversions, ragged
tensors, feature crosses)."""
from . import sparse_coo_more, sparse_csr, sparse_kernels, sparse_ragged, sparse_segments, \
    sparse_sets
from ._table import declare as row

for _mod in (sparse_kernels, sparse_segments, sparse_csr, sparse_sets, sparse_coo_more,
             sparse_ragged):
    for _name in _mod.__all__:
        row(None, prim=getattr(_mod, _name), module="sparse_ops", internal=True)
for _name in sparse_coo_more.GRAD_OPS:
    row(None, prim=getattr(sparse_coo_more, _name), module="_grad_ops", internal=True)
