"""``ops.NeighborExchangeV2``: the halo exchange of a 2-D domain decomposition (each rank sends
the borders of its NCHW/NHWC block to its eight neighbours and pads its block with theirs).

Made as MindSpore 2.10 makes it: the group's size is read when the Primitive is made, and every
neighbour rank other than -1 must lie in ``[0, group size)`` (2.10's validator texts). minicell
runs no halo exchange: in a compiled graph it raises as the other eager-only collectives do
(a global-view program has no per-rank block), and eagerly it raises ``NotImplementedError``, as
2.10's own ``__call__`` does.

>>> NeighborExchangeV2([-1] * 8, [0, 0, 0, 0], [-1] * 8, [0, 0, 0, 0], "NCHW").send_lens
[0, 0, 0, 0]
"""
from .. import _checkparam as validator
from ..communication import _common as _cc
from ..communication.management import GlobalComm, get_group_size
from .extra_debug import _tensor
from .primitive import Primitive, prim_attr_register


class NeighborExchangeV2(Primitive):
    """``ops.NeighborExchangeV2(send_rank_ids, send_lens, recv_rank_ids, recv_lens,
    data_format, group)(x)``: 8 neighbour ranks (-1: none) and 4 border widths each way."""

    @prim_attr_register
    def __init__(self, send_rank_ids, send_lens, recv_rank_ids, recv_lens, data_format,
                 group=GlobalComm.WORLD_COMM_GROUP):
        self.send_rank_ids, self.recv_rank_ids = send_rank_ids, recv_rank_ids
        self.send_lens, self.recv_lens, self.format = send_lens, recv_lens, data_format
        self.rank_size = get_group_size(group)
        for name, ranks in (("send_rank_ids", send_rank_ids), ("recv_rank_ids", recv_rank_ids)):
            for rank_id in ranks:
                if rank_id != -1:
                    validator.check_number_range(rank_id, 0, self.rank_size, validator.INC_LEFT,
                                                 int, f"rank_id in {name}")

    def __call__(self, x):
        _cc._check_tensor("NeighborExchangeV2", _tensor(x), "input_x")
        raise NotImplementedError("NeighborExchangeV2 is not run by minicell: its halo exchange "
                                  "needs each rank's own block, which minicell's global-view "
                                  "programs do not have (MindSpore 2.10 does not run it "
                                  "eagerly either)")
