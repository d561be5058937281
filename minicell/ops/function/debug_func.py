"""``mindspore.ops.function.debug_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from ._fill import fill

NAMES = """
    print_ tensordump
"""

fill(__name__, NAMES, own={"P": _P})
