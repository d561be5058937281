"""``mindspore.ops.function.sparse_unary_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from ._fill import fill

NAMES = """
    coo_abs coo_acos coo_acosh coo_asin coo_asinh coo_atan coo_atanh coo_ceil coo_cos coo_cosh
    coo_exp coo_expm1 coo_floor coo_inv coo_isfinite coo_isinf coo_isnan coo_log coo_log1p
    coo_neg coo_relu coo_relu6 coo_round coo_sigmoid coo_sin coo_sinh coo_softsign coo_sqrt
    coo_square coo_tan coo_tanh csr_abs csr_acos csr_acosh csr_asin csr_asinh csr_atan csr_atanh
    csr_ceil csr_cos csr_cosh csr_exp csr_expm1 csr_floor csr_inv csr_isfinite csr_isinf
    csr_isnan csr_log csr_log1p csr_neg csr_relu csr_relu6 csr_round csr_sigmoid csr_sin
    csr_sinh csr_softsign csr_sqrt csr_square csr_tan csr_tanh
"""

fill(__name__, NAMES)
