"""``mindspore.ops.function.clip_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill

NAMES = """
    clip_by_value clip_by_norm clamp clamp_ clip clip_by_global_norm
"""
PRIMS = """
    greater_equal_:GreaterEqual
"""

fill(__name__, NAMES, prims=PRIMS, own={"F": _F, "P": _P})
