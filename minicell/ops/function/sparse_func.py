"""``mindspore.ops.function.sparse_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import functional as _F
from ._fill import fill

NAMES = """
    coalesce coo2csr coo_add coo_concat coo_tensor_get_dense_shape coo_tensor_get_indices
    coo_tensor_get_values csr2coo csr_add csr_div csr_gather csr_mm csr_mul csr_mv
    csr_reduce_sum csr_softmax csr_tensor_get_dense_shape csr_tensor_get_indices
    csr_tensor_get_indptr csr_tensor_get_values csr_to_coo csr_to_dense dense_to_sparse_coo
    dense_to_sparse_csr make_coo_tensor make_csr_tensor make_map_parameter make_row_tensor
    make_row_tensor_inner make_sparse_tensor row_tensor_add row_tensor_get_dense_shape
    row_tensor_get_indices row_tensor_get_values
"""

fill(__name__, NAMES, own={"F": _F})
