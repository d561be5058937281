"""minicell.communication in one process (one device here): ranks, groups, MindSpore's errors;
the reducer's arithmetic; the msrun launcher's environment and logs; the launcher variables'
parsing. The 8-device and 2-process runs are tests/test_parallel_data.py and _msrun.py."""
import json

import jax
import numpy as np
import pytest

import minicell as ms
from minicell import communication as comm
from minicell import nn
from minicell.parallel import msrun
from minicell.parallel._cluster import ClusterEnv


@pytest.fixture(autouse=True)
def _fresh():
    comm.release()
    yield
    comm.release()
    ms.reset_auto_parallel_context()


def test_public_names():
    assert comm.HCCL_WORLD_COMM_GROUP == "hccl_world_group"
    assert comm.NCCL_WORLD_COMM_GROUP == "nccl_world_group"
    assert comm.MCCL_WORLD_COMM_GROUP == "mccl_world_group"
    assert len(comm.__all__) == 16 and all(hasattr(comm, n) for n in comm.__all__)
    assert comm.management.init is comm.init


def test_before_init_one_rank_and_not_inited_errors():
    assert (comm.get_rank(), comm.get_group_size()) == (0, 1)
    assert (comm.get_local_rank(), comm.get_local_rank_size()) == (0, 1)
    assert comm.GlobalComm.INITED is False
    for call in (comm.get_process_group_ranks, lambda: comm.create_group("g", [0]),
                 lambda: comm.get_world_rank_from_group_rank("g", 0)):
        with pytest.raises(RuntimeError, match="has not been inited"):
            call()


def test_init_bad_backend():
    with pytest.raises(RuntimeError, match="must be one of 'hccl', 'nccl' and 'mccl'"):
        comm.init("foo")
    with pytest.raises(TypeError, match="must be a string"):
        comm.init(1)
    assert comm.GlobalComm.INITED is False


def test_init_forms_the_local_group_and_groups_work():
    comm.init()
    n = len(jax.local_devices())
    assert comm.GlobalComm.INITED and comm.GlobalComm.BACKEND == "mccl"
    assert comm.GlobalComm.WORLD_COMM_GROUP == "mccl_world_group"
    assert (comm.get_rank(), comm.get_group_size(), comm.get_local_rank_size()) == (0, n, n)
    assert comm.get_group_size("nccl_world_group") == n      # any world name is the world
    comm.create_group("g", [0])
    assert (comm.get_group_size("g"), comm.get_rank("g")) == (1, 0)
    assert comm.get_world_rank_from_group_rank("g", 0) == 0
    assert comm.get_group_rank_from_world_rank(0, "g") == 0
    assert comm.get_process_group_ranks("g") == [0] and comm.get_comm_name("g") == "g"
    with pytest.raises(ValueError, match="already exists"):
        comm.create_group("g", [0])
    with pytest.raises(ValueError, match="rank_ids"):
        comm.create_group("h", [0, 0])
    with pytest.raises(ValueError, match="not a member"):
        comm.get_group_rank_from_world_rank(5, "g")
    with pytest.raises(TypeError, match="must be type of string"):
        comm.get_rank(1)
    comm.destroy_group("g")
    with pytest.raises(ValueError, match="does not exist"):
        comm.get_group_size("g")
    comm.release()
    assert comm.GlobalComm.INITED is False and comm.get_group_size() == 1


def test_data_parallel_needs_init():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL)
    net = nn.Dense(2, 1)
    # 2.10 builds the step (its degree the context's device_num, 1 unset) and fails when it runs
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.SGD(net.trainable_params(), 0.1))
    assert step.degree == 1
    with pytest.raises(RuntimeError, match=r"communication.init\(\)"):
        step(ms.Tensor(np.ones((2, 2), np.float32)), ms.Tensor(np.ones((2, 1), np.float32)))


def test_data_parallel_on_the_local_group_matches_stand_alone(graph_mode):
    x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
    y = ms.Tensor(np.ones((4, 1), np.float32))

    def run():
        ms.set_seed(0)
        net = nn.Dense(2, 1)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                   nn.SGD(net.trainable_params(), 0.01))
        losses = [float(step(x, y).asnumpy()) for _ in range(3)]
        return step, losses, [p.asnumpy() for p in net.trainable_params()]

    _, losses, params = run()
    comm.init()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    step, dp_losses, dp_params = run()
    assert isinstance(step.grad_reducer, nn.DistributedGradReducer)
    np.testing.assert_allclose(dp_losses, losses, rtol=1e-6)
    for a, b in zip(dp_params, params):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_reducer_mean_and_degree():
    g = (ms.Tensor([2.0, 4.0]),)
    params = nn.Dense(2, 1).trainable_params()
    assert nn.DistributedGradReducer(params)(g)[0].asnumpy().tolist() == [2.0, 4.0]
    # one rank, MindSpore: all-reduce over one rank, then divide by degree when mean
    half = nn.DistributedGradReducer(params, mean=True, degree=2)(g)[0]
    assert half.asnumpy().tolist() == [1.0, 2.0]
    assert nn.DistributedGradReducer(params, mean=False, degree=2)(g)[0].asnumpy().tolist() \
        == [2.0, 4.0]
    with pytest.raises(ValueError, match="degree"):
        nn.DistributedGradReducer(params, degree=0)


def test_cluster_env_parsing():
    assert ClusterEnv.from_environ({}) is None
    env = {"MS_ROLE": "MS_WORKER", "MS_WORKER_NUM": "4", "MS_SCHED_HOST": "10.0.0.1",
           "MS_SCHED_PORT": "8118", "RANK_ID": "3", "DEVICE_ID": "1"}
    c = ClusterEnv.from_environ(env)
    assert (c.coordinator, c.worker_num, c.rank, c.device_id) == ("10.0.0.1:8118", 4, 3, 1)
    with pytest.raises(RuntimeError, match="MS_ROLE"):
        ClusterEnv.from_environ(dict(env, MS_ROLE="MS_PSERVER"))
    with pytest.raises(RuntimeError, match="MS_SCHED_PORT"):
        ClusterEnv.from_environ({k: v for k, v in env.items() if k != "MS_SCHED_PORT"})


ENV_SCRIPT = ("import json, os; print(json.dumps({k: os.environ.get(k) for k in ('MS_ROLE', "
              "'MS_WORKER_NUM', 'MS_SCHED_HOST', 'MS_SCHED_PORT', 'MS_NODE_ID', 'RANK_ID', "
              "'RANK_SIZE', 'DEVICE_ID')}))")


def test_msrun_starts_scheduler_and_workers_with_mindspore_variables(tmp_path):
    script = tmp_path / "show_env.py"
    script.write_text(ENV_SCRIPT)
    code = msrun.main(["--worker_num=2", "--local_worker_num=2", "--master_addr=127.0.0.1",
                       "--master_port=8999", f"--log_dir={tmp_path}", "--join=True",
                       str(script)])
    assert code == 0
    seen = {p.name: json.loads(p.read_text()) for p in tmp_path.glob("*.log")}
    common = {"MS_WORKER_NUM": "2", "MS_SCHED_HOST": "127.0.0.1", "MS_SCHED_PORT": "8999",
              "RANK_SIZE": "2"}
    assert seen["scheduler.log"] == dict(common, MS_ROLE="MS_SCHED", RANK_ID="0",
                                         MS_NODE_ID=None, DEVICE_ID=None)
    for r in (0, 1):
        assert seen[f"worker_{r}.log"] == dict(common, MS_ROLE="MS_WORKER", MS_NODE_ID=str(r),
                                               RANK_ID=str(r), DEVICE_ID=str(r))


def test_msrun_reports_a_failed_worker(tmp_path):
    script = tmp_path / "fail.py"
    script.write_text("import os, sys; sys.exit(3 if os.environ['MS_ROLE'] == 'MS_WORKER' "
                      "else 0)")
    assert msrun.main(["--worker_num=1", "--local_worker_num=1", f"--log_dir={tmp_path}",
                       "--join=True", str(script)]) == 1


def test_msrun_argument_errors():
    for bad in (["--worker_num=0", "s.py"], ["--worker_num=4", "--local_worker_num=2", "s.py"]):
        with pytest.raises(SystemExit):
            msrun.parse_args(bad)


def test_comm_func_on_one_rank():
    from minicell.communication import comm_func
    x = ms.Tensor([1.0, 2.0])
    out, handle = comm_func.all_reduce(x)
    assert out.asnumpy().tolist() == [1.0, 2.0] and handle is None
    assert comm_func.all_gather_into_tensor(x, async_op=True)[1].wait() is None
    comm.init()
    assert comm_func.broadcast(x, src=0).asnumpy().tolist() == [1.0, 2.0]
    assert comm_func.reduce_scatter_tensor(x)[0].asnumpy().tolist() == [1.0, 2.0]
    comm_func.barrier()
    with pytest.raises(ValueError, match="'src' must be a rank"):
        comm_func.broadcast(x, src=1)
    with pytest.raises(TypeError, match="'op' must be one of"):
        comm_func.all_reduce(x, op="mean")

    @ms.jit
    def inside(t):
        return comm_func.all_reduce(t)[0]
    with pytest.raises(RuntimeError, match="cannot run inside a compiled graph"):
        inside(x)
    with pytest.raises(ValueError, match="'dst' must be a rank"):    # one rank: no peer
        comm_func.send(x, 1)


def test_device_num_must_match_the_group():
    comm.init()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 device_num=len(jax.local_devices()) + 1)
    with pytest.raises(ValueError, match="does not match the communication group"):
        nn.DistributedGradReducer(nn.Dense(2, 1).trainable_params())
