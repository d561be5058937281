"""``mindspore.ops.function.reshard_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from ._fill import fill

NAMES = """
    reshard
"""

fill(__name__, NAMES)
