"""Data parallel over 2 processes started by ``msrun`` on CPU over loopback (JAX's gloo
collectives): each worker trains on its half of every global batch; both must end with the
Parameters of the one-process run on the whole batch. This file is also the job's script."""
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_parallel_data import BATCH, _data, _net, _params, _train_sgd  # noqa: E402

WORKERS = 2


def job(out_dir):
    """What each process of the job runs (the scheduler's init() never returns)."""
    from minicell.communication import init, get_rank, get_group_size
    init()
    rank, size = get_rank(), get_group_size()
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    net = _net()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.SGD(net.trainable_params(), 0.1))
    mine = slice(rank * BATCH // size, (rank + 1) * BATCH // size)    # this rank's shard
    losses = [float(step(ms.Tensor(x[mine]), ms.Tensor(y[mine])).asnumpy())
              for x, y in zip(*_data())]
    from minicell.communication import comm_func
    me = ms.Tensor([float(rank + 1)])
    collectives = [comm_func.all_reduce(me)[0].asnumpy().tolist(),
                   comm_func.all_reduce(me, op="max")[0].asnumpy().tolist(),
                   comm_func.broadcast(me, src=1).asnumpy().tolist(),
                   comm_func.all_gather_into_tensor(me)[0].asnumpy().tolist(),
                   comm_func.reduce_scatter_tensor(ms.Tensor([1.0, 2.0]))[0].asnumpy().tolist(),
                   ms.ops.AllReduce(ms.ops.ReduceOp.SUM)(me).asnumpy().tolist(),
                   ms.ops.AllGather()(me).asnumpy().tolist()]
    comm_func.barrier()
    np.savez(os.path.join(out_dir, f"rank{rank}.npz"), *_params(net), losses=losses,
             where=[rank, size, int(os.environ["RANK_ID"])], collectives=str(collectives))


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_msrun(script, out_dir, workers, timeout):
    """``msrun`` with ``workers`` local workers running ``script out_dir`` on CPU over loopback;
    returns the finished process and the job's log files (name -> text)."""
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    env.pop("XLA_FLAGS", None)
    cmd = [sys.executable, "-m", "minicell.parallel.msrun", f"--worker_num={workers}",
           f"--local_worker_num={workers}", "--master_addr=127.0.0.1",
           f"--master_port={_free_port()}", f"--log_dir={out_dir}", "--join=True",
           script, str(out_dir)]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    return proc, {p.name: p.read_text() for p in sorted(out_dir.glob("*.log"))}


@pytest.mark.slow     # three processes each import minicell and compile: ~20-30 s on 2 cores
def test_two_processes_end_with_the_one_process_parameters(tmp_path):
    proc, logs = run_msrun(__file__, tmp_path, WORKERS, timeout=240)
    tails = {name: text[-2000:] for name, text in logs.items()}
    assert proc.returncode == 0, (proc.stdout, proc.stderr, tails)
    assert sorted(logs) == ["scheduler.log", "worker_0.log", "worker_1.log"]

    ms.set_context(mode=ms.GRAPH_MODE)
    losses, params, _ = _train_sgd(0.1)          # one process, one device, whole batches
    for rank in range(WORKERS):
        got = np.load(tmp_path / f"rank{rank}.npz")
        assert got["where"].tolist() == [rank, WORKERS, rank]
        assert str(got["collectives"]) == str([[3.0], [2.0], [2.0], [1.0, 2.0],
                                               [[2.0], [4.0]][rank], [3.0], [1.0, 2.0]])
        np.testing.assert_allclose(got["losses"], losses, rtol=1e-5)
        for i, p in enumerate(params):
            np.testing.assert_allclose(got[f"arr_{i}"], p, rtol=1e-5, atol=1e-6)


if __name__ == "__main__":
    job(sys.argv[1])


EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples",
                       "data_parallel_train.py")


@pytest.mark.slow
def test_example_prints_the_same_in_one_process_and_under_msrun(tmp_path):
    """docs/data_parallel.md's example: 2 simulated devices in one process, and 2 processes."""
    env = dict(os.environ, JAX_PLATFORMS="cpu",
               XLA_FLAGS="--xla_force_host_platform_device_count=2")
    one = subprocess.run([sys.executable, EXAMPLE], env=env, capture_output=True, text=True,
                         timeout=240)
    assert one.returncode == 0, one.stderr[-3000:]
    env.pop("XLA_FLAGS")
    job = subprocess.run([sys.executable, "-m", "minicell.parallel.msrun", "--worker_num=2",
                          "--local_worker_num=2", f"--master_port={_free_port()}",
                          f"--log_dir={tmp_path}", "--join=True", EXAMPLE],
                         env=env, capture_output=True, text=True, timeout=240)
    assert job.returncode == 0, job.stderr[-3000:]
    printed = one.stdout.strip().splitlines()
    assert printed[-1].startswith("group size 2, parameter checksum")
    assert (tmp_path / "worker_0.log").read_text().strip().splitlines()[-len(printed):] == printed


COMM_JOB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "msrun_comm_job.py")


def _comm_expected(r, n):
    """What rank r of ``n`` gets from msrun_comm_job.py (p: the previous rank of the ring)."""
    import msrun_comm_job as jb
    p = (r - 1) % n
    single = [100.0 * i + r for i in range(n) for _ in range(jb.cnt(i, r))]
    want = {
        "ring": [0, [p * 1.0, p + 0.5]], "irecv": [[(r + 1) % n]], "ops_recv": [2.0 * p],
        "ops_irecv": [4.0 * p], "cf_irecv": [5.0 * p], "batch": [p + 100.0],
        "cf_batch": [p * 1.0, p * 1.0],
        "all_to_all": [[10.0 * i + r] * (r + 1) for i in range(n)],
        "ops_all_to_all": [[10.0 * i + r] * (r + 1) for i in range(n)] + [None],
        "single": single, "v_c": single, "AlltoAllV": single, "AlltoAllVC": single,
        "AlltoAll": [10.0 * i + 2 * r + k for i in range(n) for k in range(2)],
        "gather_uneven": [[float(i)] * 2 for i in range(n) for _ in range(i + 1)],
        "reduce_scatter_uneven": np.split(np.arange(6.0) * 6, [1, 3])[r].tolist(),
        "scatter_tensor": [r + 1.0], "scatter": [7.0 * r],
        "gather_into_tensor": [0.0, 1.0, 2.0] if r == 0 else [0.0] * 3,
        "gather": [[0.0], [1.0], [2.0]] if r == 1 else None,
        "reduce_scatter": [3.0 + 3 * r], "all_gather": [[0.0], [10.0], [20.0]],
        "Reduce": [2.0] if r == 1 else [0.0],
        "CollectiveGather": [[0], [1], [2]] if r == 0 else [0],
        "CollectiveScatter": [10.0 * r + 2], "AllGatherV": [0.0, 1.0, 1.0, 2.0, 2.0, 2.0],
        "ReduceScatterV": np.split(np.arange(6.0) * 3, [1, 3])[r].tolist(),
        "Receive": [3.0 * p], "BatchISendIRecv": [p, p + 1.0], "NeighborExchange": [[p + 0.25]],
        "all_gather_object": [{"rank": i, "s": "x" * i} for i in range(n)],
        "broadcast_object_list": ["a", {1: 2}],
        "gather_object": [("r", i) for i in range(n)] if r == 2 else None,
        "scatter_object_list": [["zero", "one", "two"][r]], "reversed_group": [2.0, 1.0, 0.0],
    }
    if r == 2:
        want["recv_objects"] = [0, [1, "two", {3: 4}]]
    if r != 1:
        want.update(group_all_reduce=[r // 2, [4.0]], group_broadcast=[2.0],
                    group_objects=[0, 2])
    return want


@pytest.mark.slow     # four processes import minicell: ~30 s on 2 cores
def test_transfers_between_three_processes(tmp_path):
    """Point-to-point, all-to-all, uneven, object and sub-group collectives between 3 msrun
    processes (comm_func, mint.distributed, ops functions and Primitives): every rank's
    results."""
    import pickle
    proc, logs = run_msrun(COMM_JOB, tmp_path, 3, timeout=300)
    assert proc.returncode == 0, (proc.stdout, proc.stderr,
                                  {k: v[-3000:] for k, v in logs.items()})
    for r in range(3):
        with open(tmp_path / f"comm{r}.pkl", "rb") as f:
            got = pickle.load(f)
        assert got == _comm_expected(r, 3), r
