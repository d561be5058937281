"""``mindspore.ops.function.image_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from ._fill import fill

NAMES = """
    bounding_box_decode bounding_box_encode check_valid crop_and_resize
"""
PRIMS = """
    dtype_:DType
"""

fill(__name__, NAMES, prims=PRIMS, own={"P": _P})
