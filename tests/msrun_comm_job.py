"""What each process of the msrun job in test_parallel_msrun.py's comm test runs: every
transfer of comm_func, mint.distributed and ops between 3 ranks; each rank pickles what it got
(rank r's results, keyed by call) for the test to check. ``cnt(i, j)``: rows rank i sends rank
j in the uneven all-to-alls."""
import os
import pickle
import sys

import numpy as np

import minicell as ms
from minicell import ops
from minicell.communication import comm_func as cf, init, management as comm
from minicell.mint import distributed as dist


def cnt(i, j):
    return (i + j) % 2 + 1


def _l(t):
    return t.asnumpy().tolist()


def point_to_point(r, n, got):
    nxt, prv = (r + 1) % n, (r - 1) % n
    dist.send(ms.Tensor([r * 1.0, r + 0.5]), nxt)          # a ring: send returns at once
    buf = ms.Tensor([0.0, 0.0])
    got["ring"] = [dist.recv(buf, prv), _l(buf)]
    buf = ms.Tensor(np.zeros((1, 1), np.int32))
    handle = dist.irecv(buf, src=nxt)                        # receive posted before the send
    dist.isend(ms.Tensor(np.array([[r]], np.int32)), dst=prv)
    handle.wait()
    got["irecv"] = _l(buf)
    ops.set_comm_ops_inplace(False, ["recv", "irecv"])
    ops.send(ms.Tensor([r * 2.0]), nxt)
    got["ops_recv"] = _l(ops.recv(ms.Tensor([0.0]), prv))
    ops.isend(ms.Tensor([r * 4.0]), nxt, tag=3)
    out, handle = ops.irecv(ms.Tensor([0.0]), prv, tag=3)
    handle.wait()
    got["ops_irecv"] = _l(out)
    ops.set_comm_ops_inplace(True)
    out, handle = cf.irecv(ms.Tensor([0.0]), prv)            # comm_func: (Tensor, handle)
    cf.send(ms.Tensor([r * 5.0]), nxt)
    handle.wait()
    got["cf_irecv"] = _l(out)
    buf = ms.Tensor([0.0])
    dist.batch_isend_irecv([dist.P2POp("irecv", buf, prv),
                            dist.P2POp(dist.isend, ms.Tensor([r + 100.0]), nxt)])
    got["batch"] = _l(buf)
    outs = cf.batch_isend_irecv([cf.P2POp("isend", ms.Tensor([r * 1.0, r * 1.0]), nxt),
                                 cf.P2POp("irecv", (2,), prv, recv_dtype=ms.float32)])
    got["cf_batch"] = _l(outs[1])
    if r == 0:
        dist.send_object_list([1, "two", {3: 4}], dst=2)
    if r == 2:
        objs = [None] * 3
        got["recv_objects"] = [dist.recv_object_list(objs, src=0), objs]


def all_to_all(r, n, got):
    inputs = [ms.Tensor([10.0 * r + j] * (j + 1)) for j in range(n)]
    outputs = [ms.Tensor(np.zeros(r + 1, np.float32)) for _ in range(n)]
    dist.all_to_all(outputs, inputs)
    got["all_to_all"] = [_l(t) for t in outputs]
    ops.set_comm_ops_inplace(False, ["all_to_all", "all_to_all_single"])
    outs, handle = ops.all_to_all([(r + 1,)] * n, inputs)
    got["ops_all_to_all"] = [_l(t) for t in outs] + [handle]
    ops.set_comm_ops_inplace(True)
    x = ms.Tensor(np.concatenate([[100.0 * r + j] * cnt(r, j) for j in range(n)]), ms.float32)
    out = ms.Tensor(np.zeros(sum(cnt(i, r) for i in range(n)), np.float32))
    dist.all_to_all_single(out, x, [cnt(i, r) for i in range(n)], [cnt(r, j) for j in range(n)])
    got["single"] = _l(out)
    out2 = ms.Tensor(np.zeros(out.shape, np.float32))
    matrix = [cnt(i, j) for i in range(n) for j in range(n)]
    cf.all_to_all_v_c(out2, x, matrix)
    got["v_c"] = _l(out2)
    got["AlltoAllV"] = _l(ops.AlltoAllV()(x, [cnt(r, j) for j in range(n)],
                                           [cnt(i, r) for i in range(n)]))
    got["AlltoAllVC"] = _l(ops.AlltoAllVC()(x, matrix))
    got["AlltoAll"] = _l(ops.AlltoAll(n, 0, 0)(ms.Tensor(np.arange(2.0 * n) + 10 * r, ms.float32)))


def collectives(r, n, got):
    out = ms.Tensor(np.zeros((n * (n + 1) // 2, 2), np.float32))
    dist.all_gather_into_tensor_uneven(out, ms.Tensor(np.full((r + 1, 2), r, np.float32)),
                                       list(range(1, n + 1)))
    got["gather_uneven"] = _l(out)
    out = ms.Tensor(np.zeros(r + 1, np.float32))
    dist.reduce_scatter_tensor_uneven(out, ms.Tensor(np.arange(6.0) * (r + 1)), [1, 2, 3])
    got["reduce_scatter_uneven"] = _l(out)
    out = ms.Tensor([0.0])
    ops.scatter_tensor(out, ms.Tensor(np.arange(3.0) + r), src=1)
    got["scatter_tensor"] = _l(out)
    out = ms.Tensor(np.zeros(3, np.float32))
    ops.gather_into_tensor(out, ms.Tensor([r * 1.0]), dst=0)
    got["gather_into_tensor"] = _l(out)
    out = ms.Tensor([0.0])
    dist.scatter(out, [ms.Tensor([7.0 * i]) for i in range(n)] if r == 2 else None, src=2)
    got["scatter"] = _l(out)
    outs = [ms.Tensor([0.0]) for _ in range(n)] if r == 1 else None
    dist.gather(ms.Tensor([r * 1.0]), outs, dst=1)
    got["gather"] = [_l(t) for t in outs] if r == 1 else None
    out = ms.Tensor([0.0])
    ops.reduce_scatter(out, [ms.Tensor([r + i * 1.0]) for i in range(n)])
    got["reduce_scatter"] = _l(out)
    outs = [ms.Tensor([0.0]) for _ in range(n)]
    ops.all_gather(outs, ms.Tensor([r * 10.0]))
    got["all_gather"] = [_l(t) for t in outs]
    got["Reduce"] = _l(ops.Reduce(1, op="max")(ms.Tensor([r * 1.0])))
    got["CollectiveGather"] = _l(ops.CollectiveGather(0)(ms.Tensor([[r]])))
    got["CollectiveScatter"] = _l(ops.CollectiveScatter(2)(ms.Tensor(np.arange(3.0) * 10 + r)))
    got["AllGatherV"] = _l(ops.AllGatherV()(ms.Tensor([r * 1.0] * (r + 1)), [1, 2, 3]))
    got["ReduceScatterV"] = _l(ops.ReduceScatterV()(ms.Tensor(np.arange(6.0)), [1, 2, 3]))
    nxt, prv = (r + 1) % n, (r - 1) % n
    ops.Send(7, nxt)(ms.Tensor([r * 3.0]))
    got["Receive"] = _l(ops.Receive(7, prv, [1], ms.float32)())
    outs = ops.BatchISendIRecv(("isend", "irecv"), (nxt, prv), ([2],), (ms.float32,))(
        (ms.Tensor([r, r + 1.0]),))
    got["BatchISendIRecv"] = _l(outs[1])
    got["NeighborExchange"] = [_l(t) for t in ops.NeighborExchange(
        [nxt], [prv], ([1],), ([1],), ms.float32)((ms.Tensor([r + 0.25]),))]
    ops.Barrier()()


def objects(r, n, got):
    objs = [None] * n
    dist.all_gather_object(objs, {"rank": r, "s": "x" * r})
    got["all_gather_object"] = objs
    objs = ["a", {1: 2}] if r == 1 else [None, None]
    dist.broadcast_object_list(objs, src=1)
    got["broadcast_object_list"] = objs
    objs = [None] * n if r == 2 else None
    dist.gather_object(("r", r), objs, dst=2)
    got["gather_object"] = objs
    objs = [None]
    dist.scatter_object_list(objs, ["zero", "one", "two"] if r == 0 else None, src=0)
    got["scatter_object_list"] = objs


def sub_group(r, got):
    """A reordered world group, then group {0, 2}: rank 1 takes no part in the latter."""
    comm.create_group("reversed", [2, 1, 0])        # every rank, but not in world order
    got["reversed_group"] = _l(cf.all_gather_into_tensor(ms.Tensor([r * 1.0]), "reversed")[0])
    group = ops.new_group([0, 2])
    if r == 1:
        return
    t = ms.Tensor([r + 1.0])
    ops.all_reduce(t, group=group)
    got["group_all_reduce"] = [ops.get_rank(group), _l(t)]
    t = ms.Tensor([r * 1.0])
    ops.broadcast(t, src=2, group=group)
    got["group_broadcast"] = _l(t)
    objs = [None, None]
    ops.all_gather_object(objs, r, group=group)
    got["group_objects"] = objs
    ops.barrier(group=group)


def main(out_dir):
    init()
    r, n = dist.get_rank(), dist.get_world_size()
    got = {}
    for part in (point_to_point, all_to_all, collectives, objects):
        part(r, n, got)
    sub_group(r, got)
    dist.barrier()
    with open(os.path.join(out_dir, f"comm{r}.pkl"), "wb") as f:
        pickle.dump(got, f)


if __name__ == "__main__":
    main(sys.argv[1])
