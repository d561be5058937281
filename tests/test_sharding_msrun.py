"""Sharded Parameters over 2 processes started by ``msrun`` (CPU, loopback): a Dense weight cut
between the processes by ``parameter_plan`` trains like the one-process run on the global batch,
stays cut (no process holds it whole), and ``save_checkpoint`` on every rank writes the whole
tensors, which load back cut another way. This file is also the job's script."""
import os
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_parallel_msrun import run_msrun  # noqa: E402  (msrun's launch, as data parallel's)

WORKERS = 2
STEPS = 3


def _data():
    rs = np.random.RandomState(0)
    return rs.randn(8, 4).astype(np.float32), rs.randn(8, 6).astype(np.float32)


def _net():
    ms.set_seed(1)
    return nn.Dense(4, 6, weight_init="normal")


def _train(net, x, y):
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.SGD(net.trainable_params(), 0.1))
    return [float(step(ms.Tensor(x), ms.Tensor(y)).asnumpy()) for _ in range(STEPS)]


def job(out_dir):
    """What each worker runs: its half of the batch, the weight cut by rows between ranks."""
    from minicell.communication import init, get_rank
    init()
    rank = get_rank()
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL)
    net = _net()
    net.shard(in_strategy=((2, 1),), parameter_plan={"weight": (2, 1)})
    x, y = _data()
    mine = slice(rank * 4, rank * 4 + 4)
    losses = _train(net, x[mine], y[mine])
    weight = net.weight.data_array()
    path = os.path.join(out_dir, f"rank{rank}.ckpt")
    ms.save_checkpoint(net, path)
    other = _net()
    other.shard(in_strategy=((1, 1),), parameter_plan={"weight": (1, 2)})
    ms.load_param_into_net(other, ms.load_checkpoint(path))
    loaded = ms.ops.reshard(other.weight, ms.Layout((2,), ("mp",))("None", "None"))
    np.savez(os.path.join(out_dir, f"rank{rank}.npz"), losses=losses,
             local=[s.data.shape for s in weight.addressable_shards],
             whole=weight.is_fully_addressable,
             loaded=np.asarray(loaded.data_array().addressable_data(0)))


@pytest.mark.slow     # three processes each import minicell and compile: ~30 s on 2 cores
def test_sharded_parameters_over_two_processes(tmp_path):
    proc, logs = run_msrun(__file__, tmp_path, WORKERS, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr + "\n".join(logs.values())

    ms.reset_auto_parallel_context()
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _net()
    ref = _train(net, *_data())
    for rank in range(WORKERS):
        got = np.load(tmp_path / f"rank{rank}.npz")
        np.testing.assert_allclose(got["losses"], ref, rtol=1e-5)
        assert not got["whole"] and got["local"].tolist() == [[3, 4]]   # its half of (6, 4)
        saved = ms.load_checkpoint(str(tmp_path / f"rank{rank}.ckpt"))
        for name, p in net.parameters_and_names():
            np.testing.assert_allclose(saved[name].asnumpy(), p.asnumpy(), rtol=1e-5,
                                       atol=1e-6)
        np.testing.assert_allclose(got["loaded"], net.weight.asnumpy(), rtol=1e-5, atol=1e-6)


if __name__ == "__main__":
    job(sys.argv[1])
