"""Data-parallel training, written as for MindSpore's msrun; runs three ways, same result:

    python examples/data_parallel_train.py                     # one process, its devices
    XLA_FLAGS=--xla_force_host_platform_device_count=4 \\
        python examples/data_parallel_train.py                 # one process, 4 CPU devices
    python -m minicell.parallel.msrun --worker_num=2 --local_worker_num=2 \\
        --master_port=8118 --log_dir=logs --join=True examples/data_parallel_train.py
                                                               # 2 processes (see logs/)

Every run prints the loss of each step and a checksum of the trained Parameters (rank 0).
"""
import os

import numpy as np

import minicell as ms
from minicell import nn
from minicell.communication import get_group_size, get_rank, init

GLOBAL_BATCH, STEPS = 32, 10


def dataset(shard_id, num_shards):
    """This process's slice of every global batch (msrun exports RANK_ID and RANK_SIZE)."""
    rng = np.random.default_rng(0)
    x = rng.normal(size=(STEPS, GLOBAL_BATCH, 8)).astype(np.float32)
    y = (x.sum(axis=2) > 0).astype(np.int32)
    per = GLOBAL_BATCH // num_shards
    mine = slice(shard_id * per, (shard_id + 1) * per)
    return [(ms.Tensor(a[mine]), ms.Tensor(b[mine])) for a, b in zip(x, y)]


def main():
    init()                     # the group: local devices, or the msrun job's processes
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    ms.set_seed(0)             # every rank starts from the same Parameters
    net = nn.SequentialCell([nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 2)])
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Momentum(net.trainable_params(), 0.1, 0.9))
    data = dataset(int(os.environ.get("RANK_ID", 0)), int(os.environ.get("RANK_SIZE", 1)))
    for i, (x, y) in enumerate(data):
        loss = step(x, y)
        if get_rank() == 0:
            print(f"step {i}: loss {float(loss.asnumpy()):.6f}")
    if get_rank() == 0:
        total = sum(float(np.abs(p.asnumpy()).sum()) for p in net.trainable_params())
        print(f"group size {get_group_size()}, parameter checksum {total:.5f}")


if __name__ == "__main__":
    main()
