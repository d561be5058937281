"""Data parallel in one process over 8 simulated CPU devices, against the one-device run.

``XLA_FLAGS=--xla_force_host_platform_device_count=8`` only works before jax starts, so the
checks run in one subprocess (this file run as a script), which prints one JSON line of results;
the tests read them. Each check compares a GRAPH_MODE data-parallel training run with the same
run on one device on the same global batch (rtol 1e-5).
"""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn

STEPS = 3
BATCH = 16


def _data():
    rng = np.random.default_rng(0)
    return (rng.normal(size=(STEPS, BATCH, 4)).astype(np.float32),
            rng.integers(0, 3, size=(STEPS, BATCH)).astype(np.int32))


def _net():
    ms.set_seed(1)
    return nn.SequentialCell([nn.Dense(4, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dense(16, 3)])


def _params(net):
    return [p.asnumpy() for p in net.get_parameters()]


def _train_sgd(lr):
    """TrainOneStepCell with SGD: (losses, Parameters after the steps, the step Cell)."""
    net = _net()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.SGD(net.trainable_params(), lr))
    xs, ys = _data()
    losses = [float(step(ms.Tensor(x), ms.Tensor(y)).asnumpy()) for x, y in zip(xs, ys)]
    return losses, _params(net), step


def _train_functional():
    net = _net()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), 0.1)
    fn = lambda x, y: loss_fn(net(x), y)
    grad_fn = ms.value_and_grad(fn, None, opt.parameters)
    reducer = nn.DistributedGradReducer(opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
        return loss

    xs, ys = _data()
    losses = [float(train_step(ms.Tensor(x), ms.Tensor(y)).asnumpy()) for x, y in zip(xs, ys)]
    return losses, _params(net)


def _train_model():
    net = _net()
    model = ms.Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), 0.1))
    xs, ys = _data()
    model.train(1, list(zip(xs, ys)), progress=False)
    return model.last_losses, _params(net)


def _same(a, b):
    return len(a) == len(b) and all(np.allclose(x, y, rtol=1e-5, atol=1e-6)
                                    for x, y in zip(a, b))


def _step_facts(step):
    """Of ``step``'s one compiled entry: is there an all-reduce in the compiled program, how is
    the first input placed, are the Parameters replicated over the 8 devices."""
    (entry,) = set(step._compiled["__cache__"].by_aval.values())
    call, n = entry.fn, len(entry.params)
    xs, ys = _data()
    args = [p.data_array() for p in entry.params] + [
        call.place(a, s) for a, s in zip((xs[0], ys[0]), call.shardings[n:])]
    hlo = call.jitted.lower(*args).compile().as_text()
    return {"all_reduce_in_step": "all-reduce" in hlo,
            "input_sharding": str(call.shardings[n].spec),
            # the network's Parameters (the step Cell's trainable_params() also lists the
            # optimizer's state, as 2.10's; an SGD without momentum never reads its accum/stat)
            "params_replicated": all(p.data_array().sharding.is_fully_replicated and
                                     len(p.data_array().devices()) == 8
                                     for p in step.network.trainable_params())}


def _core(out):
    """TrainOneStepCell and a @jit value_and_grad step against one device; the PYNATIVE error;
    back to one device after reset."""
    from minicell.communication import init, get_group_size, get_rank
    ms.set_context(mode=ms.GRAPH_MODE)
    losses, params, _ = _train_sgd(0.1)
    init()
    out["rank_size"] = [get_rank(), get_group_size()]
    from minicell.communication import comm_func
    try:
        comm_func.all_reduce(ms.Tensor([1.0]))
        out["comm_func"] = "no error"
    except RuntimeError as e:
        out["comm_func"] = str(e)
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    dp_losses, dp_params, step = _train_sgd(0.1)
    out["cell"] = _same(dp_losses, losses) and _same(dp_params, params)
    out.update(_step_facts(step))
    out["functional"] = _same(_train_functional()[1], params)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        _train_sgd(0.1)
        out["pynative"] = "no error"
    except RuntimeError as e:
        out["pynative"] = str(e)
    ms.set_context(mode=ms.GRAPH_MODE)
    net, x = _net(), ms.Tensor(_data()[0][0])
    on_mesh = len(net(x).data_array().devices())
    ms.reset_auto_parallel_context()           # the same compiled net, now on one device
    out["reset_one_device"] = [on_mesh, len(net(x).data_array().devices())]
    from minicell.compiler.api import recompile_reasons
    out["recompile_reason"] = recompile_reasons(net)


def _extra(out):
    """Model.train, and gradients_mean=False (MindSpore sums the 8 ranks' gradients: SGD at lr
    0.1 then moves as one device at lr 0.8)."""
    from minicell.communication import init
    ms.set_context(mode=ms.GRAPH_MODE)
    one_model, one_lr8 = _train_model(), _train_sgd(0.8)
    init()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                                 gradients_mean=True)
    model = _train_model()
    out["model"] = _same(model[0], one_model[0]) and _same(model[1], one_model[1])
    ms.set_auto_parallel_context(gradients_mean=False)
    out["sum_is_lr_times_8"] = _same(_train_sgd(0.1)[1], one_lr8[1])


def main(group):
    """Run the checks of ``group`` in this 8-device process; print {check: result} as JSON."""
    import jax
    out = {"devices": len(jax.devices())}
    {"core": _core, "extra": _extra}[group](out)
    print(json.dumps(out))


def _run(group):
    flags = f"{os.environ.get('XLA_FLAGS', '')} --xla_force_host_platform_device_count=8"
    env = dict(os.environ, XLA_FLAGS=flags,
               JAX_PLATFORMS="cpu")
    proc = subprocess.run([sys.executable, __file__, group], env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["devices"] == 8
    return out


def test_data_parallel_on_8_devices():
    """One subprocess, every check of ``_core`` (one test: under pytest-xdist a module fixture
    would start the subprocess once per worker)."""
    out = _run("core")
    assert out["rank_size"] == [0, 8], "init() forms one group of the local devices"
    assert "one process per rank" in out["comm_func"]
    assert out["cell"], "TrainOneStepCell: losses and Parameters differ from one device"
    assert out["all_reduce_in_step"], "no all-reduce in the compiled step"
    assert out["input_sharding"] == "P('data',)"
    assert out["params_replicated"]
    assert out["functional"], "@jit value_and_grad step differs from one device"
    assert "GRAPH_MODE" in out["pynative"] and "@jit" in out["pynative"], out["pynative"]
    assert out["reset_one_device"] == [8, 1]
    assert out["recompile_reason"] == ["recompiling SequentialCell.construct: the parallel "
                                       "context changed (set_auto_parallel_context, init or "
                                       "release)"]


@pytest.mark.slow
def test_model_train_and_gradients_sum():
    out = _run("extra")
    assert out["model"]
    assert out["sum_is_lr_times_8"]


if __name__ == "__main__":
    main(sys.argv[1])
