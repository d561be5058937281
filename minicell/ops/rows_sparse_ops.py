"""``ops.operations.sparse_ops``: MindSpore's sparse Primitives, as op-table rows (see
``_table``): internal (only in that submodule), as in MindSpore 2.10; the public ones
(``SparseToDense``, ``SparseTensorDenseAdd``, ``SparseTensorDenseMatmul``, ``SparseSlice``) are
rows of ``rows_sparse`` with ``module="sparse_ops"``. The classes are in ``sparse_kernels``
(COO), ``sparse_segments`` (segment reductions, counts), ``sparse_csr`` (CSR matrices) and
``sparse_sets`` (set operations)."""
from . import sparse_csr, sparse_kernels, sparse_segments, sparse_sets
from ._table import declare as row

for _mod in (sparse_kernels, sparse_segments, sparse_csr, sparse_sets):
    for _name in _mod.__all__:
        row(None, prim=getattr(_mod, _name), module="sparse_ops", internal=True)
