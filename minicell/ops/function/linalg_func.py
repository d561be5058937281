"""``mindspore.ops.function.linalg_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill

NAMES = """
    cond eig eigvals geqrf pinv qr svd
"""
PRIMS = """
    dtype_:DType geqrf_:Geqrf slice_:Slice
"""

fill(__name__, NAMES, prims=PRIMS, own={"F": _F, "P": _P})
