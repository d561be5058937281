"""Sharding over 8 simulated CPU devices, against the one-device run.

JAX reads ``XLA_FLAGS=--xla_force_host_platform_device_count=8`` when it starts, so the checks
run in one child process (this file run as a script), which reports each ``check_*`` function as
``PASS name`` or ``FAIL name`` with its traceback; ``test_on_eight_devices`` fails with every
failing check.

Each check compares a SEMI_AUTO_PARALLEL run with the same network run stand-alone (values,
losses and Parameters after training steps, rtol 1e-5) and asserts that the arrays really are
laid out as the strategies and layouts say (the shapes of the addressable shards, and the
Parameters' shardings before and after compiled steps).
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import traceback

import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.communication import init

N = 8
RTOL = 1e-5


# ---- helpers (child process) ---------------------------------------------------------------------
def _semi_auto():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL, device_num=N)


def _stand_alone():
    ms.reset_auto_parallel_context()


def _shard_shapes(tensor):
    return sorted({tuple(s.data.shape) for s in tensor.data_array().addressable_shards})


def _data(*shape, seed=0):
    return ms.Tensor(np.random.RandomState(seed).randn(*shape).astype(np.float32))


def _close(a, b):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=RTOL, atol=1e-6)


class _MatMulNet(nn.Cell):
    """MindSpore's tensor-parallel example: MatMul cut ((2, 1), (1, 4)), then ReLU."""

    def __init__(self):
        super().__init__()
        w = np.random.RandomState(1).randn(16, 8).astype(np.float32)
        self.w = ms.Parameter(ms.Tensor(w), name="w")
        self.matmul = ops.MatMul().shard(((2, 1), (1, 4)))
        self.relu = ops.ReLU().shard(((4, 2),))

    def construct(self, x):
        return self.relu(self.matmul(x, self.w))


class _MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 32, weight_init="normal")
        self.fc2 = nn.Dense(32, 4, weight_init="normal")
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


def _mlp(layouts):
    """The MLP with Megatron-style tensor parallel Dense layers: fc1's output features cut 4
    ways (weight rows, bias), fc2's input features cut 4 ways (weight columns)."""
    ms.set_seed(3)
    net = _MLP()
    if layouts:
        net.fc1.shard(in_strategy=((2, 1),),
                      parameter_plan={"fc1.weight": (4, 1), "fc1.bias": (4,)})
        net.fc2.shard(in_strategy=((2, 4),), parameter_plan={"fc2.weight": (1, 4)})
    return net


def _train(net, steps, x, y):
    """Losses of ``steps`` Momentum steps (TrainOneStepCell), and the step."""
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    return [float(step(x, y).asnumpy()) for _ in range(steps)], step


# ---- checks (child process) -----------------------------------------------------------------------
def check_primitive_strategies_both_modes():
    x = _data(8, 16)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        _stand_alone()
        ref = _MatMulNet()(x).asnumpy()
        _semi_auto()
        net = _MatMulNet()
        out = net(x)
        _close(out.asnumpy(), ref)
        # the ReLU's strategy (4, 2) is the output's layout; the weight, an input of the sharded
        # MatMul, lives cut (1, 4): every device holds a (16, 2) slice, not the whole (16, 8)
        assert _shard_shapes(out) == [(2, 4)], _shard_shapes(out)
        assert _shard_shapes(net.w) == [(16, 2)], _shard_shapes(net.w)
        assert not net.w._data.sharding.is_fully_replicated


def check_graph_ir_holds_reshard_nodes():
    ms.set_context(mode=ms.GRAPH_MODE)
    _semi_auto()
    text = str(_MatMulNet().compile_ir(_data(8, 16)))
    assert text.count("reshard(") == 3, text        # x, w, and the ReLU's input
    assert "device_matrix=(2, 1, 4), alias_name=('m', 'k', 'n')" in text


def check_reshard_layout_in_graph_and_eagerly():
    layout = ms.Layout((2, 4), ("dp", "mp"))

    class Net(nn.Cell):
        def construct(self, x):
            y = ops.reshard(x * 2, layout("mp", "dp"))
            return y + 1

    x = _data(8, 16)
    _semi_auto()
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        _close(Net()(x).asnumpy(), x.asnumpy() * 2 + 1)
        direct = ops.reshard(x, layout("dp", "None"))
        assert _shard_shapes(direct) == [(4, 16)]
        _close(direct.asnumpy(), x.asnumpy())
        both = ops.reshard(x, layout(("dp", "mp"), "None"))
        assert _shard_shapes(both) == [(1, 16)]


def check_tensor_parallel_dense_training_matches_one_device():
    rs = np.random.RandomState(0)
    x = ms.Tensor(rs.randn(8, 16).astype(np.float32))
    y = ms.Tensor(rs.randn(8, 4).astype(np.float32))
    for mode in (ms.GRAPH_MODE, ms.PYNATIVE_MODE):
        ms.set_context(mode=mode)
        _stand_alone()
        ref_net = _mlp(False)
        ref, _ = _train(ref_net, 3, x, y)
        _semi_auto()
        net = _mlp(True)
        laid = ("fc1.weight", "fc1.bias", "fc2.weight")
        placed = {n: net.parameters_dict()[n].data_array().sharding for n in laid}
        got, step = _train(net, 3, x, y)
        np.testing.assert_allclose(got, ref, rtol=RTOL)
        for (name, p), (_, q) in zip(ref_net.parameters_and_names(), net.parameters_and_names()):
            _close(q.asnumpy(), p.asnumpy())
            # the compiled step keeps each Parameter's layout (in and out shardings match)
            if name in laid:
                assert q.data_array().sharding.is_equivalent_to(placed[name], q.ndim), name
            else:
                assert q.data_array().sharding.is_fully_replicated, name
        assert _shard_shapes(net.fc1.weight) == [(8, 16)]      # (32, 16) cut 4 ways by rows
        assert _shard_shapes(net.fc1.bias) == [(8,)]
        assert _shard_shapes(net.fc2.weight) == [(4, 8)]       # (4, 32) cut 4 ways by columns
        assert net.fc2.bias.data_array().sharding.is_fully_replicated
        moments = {p.name: p for p in step.optimizer.moments}
        assert _shard_shapes(moments["moments.fc1.weight"]) == [(8, 16)]   # sliced like fc1
        assert moments["moments.fc2.bias"].data_array().sharding.is_fully_replicated


def check_value_and_grad_function_step_matches_one_device():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = _data(8, 16, seed=4), _data(8, 4, seed=5)

    def run(layouts):
        net = _mlp(layouts)
        loss_fn = nn.WithLossCell(net, nn.MSELoss())
        opt = nn.SGD(net.trainable_params(), 0.05)
        grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)

        @ms.jit
        def step(a, b):
            loss, grads = grad_fn(a, b)
            opt(grads)
            return loss
        return [float(step(x, y).asnumpy()) for _ in range(3)], net

    _stand_alone()
    ref, ref_net = run(False)
    _semi_auto()
    got, net = run(True)
    np.testing.assert_allclose(got, ref, rtol=RTOL)
    _close(net.fc1.weight.asnumpy(), ref_net.fc1.weight.asnumpy())
    assert _shard_shapes(net.fc1.weight) == [(8, 16)]


def check_shard_function_with_tensor_control_flow():
    def clipped_add(a, b):
        s = a + b
        if s.sum() > 0:          # a tensor condition: the function is converted in a graph
            s = s * 0.5
        return s

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.add = ms.shard(clipped_add, in_strategy=((4, 2), (4, 2)),
                                out_strategy=((8, 1),))

        def construct(self, a, b):
            return self.add(a, b)

    a, b = _data(8, 8, seed=6), _data(8, 8, seed=7)
    _stand_alone()
    ref = clipped_add(a, b).asnumpy()
    _semi_auto()
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out = Net()(a, b)
        _close(out.asnumpy(), ref)
        assert _shard_shapes(out) == [(1, 8)]


def check_checkpoint_of_sharded_net_loads_into_any_layout():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = _data(8, 16, seed=8), _data(8, 4, seed=9)
    _semi_auto()
    net = _mlp(True)
    _train(net, 2, x, y)
    path = os.path.join(tempfile.mkdtemp(), "sharded.ckpt")
    ms.save_checkpoint(net, path)
    want = {n: p.asnumpy() for n, p in net.parameters_and_names()}
    saved = ms.load_checkpoint(path)
    for name, value in want.items():          # the file holds the full tensors
        assert saved[name].shape == value.shape
        _close(saved[name].asnumpy(), value)
    # into another layout: fc1's weight cut by columns over all 8 devices
    other = _mlp(False)
    other.fc1.shard(in_strategy=((1, 1),), parameter_plan={"fc1.weight": (1, 8)})
    ms.load_param_into_net(other, ms.load_checkpoint(path))
    assert _shard_shapes(other.fc1.weight) == [(32, 2)]
    _close(other(x).asnumpy(), net(x).asnumpy())
    # into a stand-alone net
    _stand_alone()
    plain = _MLP()
    ms.load_param_into_net(plain, ms.load_checkpoint(path))
    for name, p in plain.parameters_and_names():
        _close(p.asnumpy(), want[name])
        assert p._data.sharding.is_fully_replicated
    _close(plain(x).asnumpy(), net(x).asnumpy())


def check_strategy_file_matches_the_shards():
    """The strategy file a compiled sharded step writes says which slice each rank's device
    really holds (tests/test_dist_checkpoint.py tests the files' use)."""
    from minicell.parallel import sharding, strategy
    ms.set_context(mode=ms.GRAPH_MODE)
    path = os.path.join(tempfile.mkdtemp(), "strategy.json")
    _semi_auto()
    ms.set_auto_parallel_context(strategy_ckpt_config={"save_file": path})
    net = _mlp(True)
    _train(net, 1, _data(8, 16, seed=8), _data(8, 4, seed=9))
    found = ms.build_searched_strategy(path)
    assert found["fc1.weight"].dev_matrix[0].dim == [4, 1, 2]     # (4, 1) over 8: 2 repeats
    assert found["fc1.weight"].tensor_map[0].dim == [2, 1]
    assert found["fc2.bias"].tensor_map[0].dim == [-1]             # no layout: replicated
    ranks = {d: r for r, d in enumerate(sharding.group_devices())}
    for name, p in net.parameters_and_names():
        lay = strategy.tensor_layout(name, found[p.name])
        full = p.asnumpy()
        for shard in p.data_array().addressable_shards:
            want = lay.cut(full, ranks[shard.device])
            np.testing.assert_array_equal(np.asarray(shard.data), want)


def check_invalid_strategies_and_layouts_raise():
    ms.set_context(mode=ms.GRAPH_MODE)
    _semi_auto()

    class Bad(nn.Cell):
        def __init__(self, strategy):
            super().__init__()
            self.relu = ops.ReLU().shard(strategy)

        def construct(self, x):
            return self.relu(x)

    x = _data(16, 6)
    for strategy, message in [(((2, 1), (1, 1)), "strategy size: 2 is not equal to inputs "
                                                  "size: 1"),
                              (((2,),), "has 1 values but the input has 2"),
                              (((4, 4),), "shape 6 of input 0 cannot be divisible"),
                              (((16, 1),), "exceeds the device number 8")]:
        try:
            Bad(strategy)(x)
        except RuntimeError as e:
            assert message in str(e), str(e)
        else:
            raise AssertionError(f"no error for {strategy}")
    try:
        ops.reshard(x, ms.Layout((2, 2), ("dp", "mp"))("dp", "mp"))
    except ValueError as e:
        assert "must be equal to the device number 8" in str(e), str(e)
    else:
        raise AssertionError("no error for a 4-device layout on 8 devices")
    net = _MLP()
    try:
        net.fc1.shard(in_strategy=((1, 1),), parameter_plan={"fc1.weight": (3, 1)})
    except ValueError as e:
        assert "cannot be divisible by param_strategy[0]: 3" in str(e), str(e)
    else:
        raise AssertionError("no error for a parameter strategy that does not divide")
    assert net.fc1.weight.data_array().sharding.is_fully_replicated      # nothing changed


def check_stand_alone_again_after_reset():
    x = _data(8, 16)
    ms.set_context(mode=ms.GRAPH_MODE)
    _semi_auto()
    net = _MatMulNet()
    sharded = net(x).asnumpy()
    _stand_alone()        # the same net compiles again, without the constraints
    _close(net(x).asnumpy(), sharded)
    assert "reshard(" not in str(net.compile_ir(x))
    again = _MatMulNet()
    _close(again(x).asnumpy(), sharded)
    assert again.w.data_array().sharding.is_fully_replicated


def check_docs_example_runs():
    """The ``python devices=8`` block of docs/sharding.md, run as a script."""
    page = pathlib.Path(__file__).resolve().parent.parent / "docs" / "sharding.md"
    blocks = re.findall(r"^```python devices=8\n(.*?)^```", page.read_text(), re.M | re.S)
    assert len(blocks) == 1
    cwd = os.getcwd()
    os.chdir(tempfile.mkdtemp())
    try:
        exec(compile(blocks[0], str(page), "exec"), {"__name__": "__main__"})
        assert ms.load_checkpoint("mlp.ckpt")["fc1.weight"].shape == (32, 16)
    finally:
        os.chdir(cwd)


CHECKS = sorted(name for name in dir() if name.startswith("check_"))


# ---- the test (pytest process) ------------------------------------------------------------------
def test_on_eight_devices():
    """Every check above, in one child process (one test, so that pytest-xdist starts the child
    once); a failure lists each failing check with its traceback."""
    flags = f"{os.environ.get('XLA_FLAGS', '')} --xla_force_host_platform_device_count={N}"
    env = dict(os.environ, XLA_FLAGS=flags,
               JAX_PLATFORMS="cpu")
    proc = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True,
                          timeout=600, cwd=pathlib.Path(__file__).parent)
    results, current = {}, None
    for line in proc.stdout.splitlines():
        if line.startswith(("PASS ", "FAIL ")):
            current = line.split()[1]
            results[current] = [line[:4]]
        elif current is not None:
            results[current].append(line)
    assert results, f"the child process reported nothing:\n{proc.stdout}\n{proc.stderr}"
    failed = {name: "\n".join(results.get(name, ["MISSING"])[1:]) for name in CHECKS
              if results.get(name, ["MISSING"])[0] != "PASS"}
    assert not failed, "\n\n".join(f"{name}:\n{tb}" for name, tb in failed.items())


def _main():
    import jax
    assert jax.device_count() == N, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    init()
    for name in CHECKS:
        try:
            _stand_alone()
            globals()[name]()
        except Exception:     # noqa: BLE001  (reported to the test, which fails with it)
            print(f"FAIL {name}\n{traceback.format_exc()}", flush=True)
        else:
            print(f"PASS {name}", flush=True)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)


if __name__ == "__main__":
    _main()
