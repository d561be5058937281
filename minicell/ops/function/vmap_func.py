"""``mindspore.ops.function.vmap_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from ._fill import fill

NAMES = """
    vmap
"""

fill(__name__, NAMES)
