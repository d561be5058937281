"""ops.AllReduce / AllGather / Broadcast / ReduceScatter and ReduceOp: one rank gives the input
back in both modes; in a one-process global-view data-parallel program the value already covers
every rank (identity), except ReduceScatter, which has no per-rank part there and raises.
Several processes (msrun) are checked in test_parallel_msrun.py (slow)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.ops import ReduceOp, comm_ops


class _Sync(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sum, self.gather = ops.AllReduce(ReduceOp.SUM), ops.AllGather()
        self.broadcast, self.scatter = ops.Broadcast(0), ops.ReduceScatter(ReduceOp.MAX)

    def construct(self, x):
        (b,) = self.broadcast((x,))
        return self.sum(x) + self.gather(x) * 10 + b * 100 + self.scatter(x) * 1000


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_one_rank_gives_the_input_back(mode):
    ms.set_context(mode=mode)
    out = _Sync()(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    assert out.asnumpy().tolist() == [1111.0, 2222.0]


def test_global_view_program_with_several_devices(monkeypatch):
    class World:
        size, multi_process = 8, False
    monkeypatch.setattr(comm_ops, "_world", World)
    x = ms.Tensor(np.array([3.0], np.float32))
    assert ops.AllReduce()(x).asnumpy().tolist() == [3.0]
    assert ops.AllGather()(x).asnumpy().tolist() == [3.0]
    with pytest.raises(RuntimeError, match="global-view program"):
        ops.ReduceScatter()(x)


def test_reduce_op_names_and_bad_arguments():
    assert (ReduceOp.SUM, ReduceOp.MAX, ReduceOp.MIN, ReduceOp.PROD) == ("sum", "max", "min",
                                                                         "prod")
    assert repr(ops.AllReduce()) == "Prim[AllReduce]<op=sum, group=hccl_world_group>"
    # 2.10 constructs these (measured); their call refuses (2.10's call: a RuntimeError too)
    with pytest.raises(RuntimeError, match="^For 'AllReduce', the 'op' must be one of"):
        ops.AllReduce("mean")(ms.Tensor([1.0]))
    with pytest.raises(TypeError, match="^For 'AllGather', the type of 'group' should be 'str', "
                                        "but got type 'int'.$"):    # 2.10's (measured)
        ops.AllGather(group=3)
    with pytest.raises(RuntimeError, match="'root_rank' must be a non-negative int"):
        ops.Broadcast(-1)((ms.Tensor([1.0]),))
    with pytest.raises(TypeError, match="must be a tuple of Tensors"):
        ops.Broadcast(0)(ms.Tensor([1.0]))
    from minicell.ops.operations.comm_ops import AllReduce
    assert AllReduce is ops.AllReduce
