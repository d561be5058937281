"""``mindspore.ops.function.other_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from ._fill import fill

NAMES = """
    depend moe_distribute_combine moe_distribute_dispatch moe_init_routing_v2 move_to partial
    rotary_position_embedding
"""
PRIMS = """
    depend_:Depend move_to_:MoveTo partial_:Partial
"""

fill(__name__, NAMES, prims=PRIMS, own={"P": _P})
