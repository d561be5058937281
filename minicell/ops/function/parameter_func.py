"""``mindspore.ops.function.parameter_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from ._fill import fill

NAMES = """
    assign assign_add assign_sub index_add
"""

fill(__name__, NAMES, own={"P": _P})
