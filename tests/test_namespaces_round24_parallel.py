"""MindSpore 2.10's newer parallel API on one host: ``mindspore.parallel.nn``'s micro-batch
wrappers, ``mindspore.parallel.auto_parallel.AutoParallel`` and ``set_op_strategy_config``.
Values and texts measured on MindSpore 2.10 CPU."""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.parallel import nn as pnn
from minicell.parallel.auto_parallel import AutoParallel


def _net():
    return nn.WithLossCell(nn.Dense(3, 1, weight_init="ones", bias_init="zeros"), nn.MSELoss())


X = np.arange(12, dtype=np.float32).reshape(4, 3)
Y = np.ones((4, 1), np.float32)


def test_grad_accumulation_sums_the_micro_batches(graph_mode):
    # 2.10, both modes: loss 683 (two micro-batch means added), gradients accumulated
    ga = pnn.GradAccumulation(_net(), 2)
    loss, grads = ms.value_and_grad(ga, None, ga.trainable_params())(ms.Tensor(X), ms.Tensor(Y))
    assert float(loss) == 683.0
    np.testing.assert_allclose(grads[0].asnumpy(), [[414.0, 476.0, 538.0]])
    np.testing.assert_allclose(grads[1].asnumpy(), [62.0])


def test_2_10_module_paths_of_the_wrappers():
    # tests/ut/python/parallel/auto_parallel_interface/test_auto_parallel_import_path.py
    from minicell.nn.wrap.grad_reducer import PipelineGradReducer
    from minicell.parallel.nn.parallel_cell_wrapper import GradAccumulation, PipelineCell
    from minicell.parallel.nn.parallel_grad_reducer import PipelineGradReducer as Reducer
    from minicell.train.serialization import restore_group_info_list
    assert Reducer is PipelineGradReducer is pnn.PipelineGradReducer
    assert PipelineCell is nn.PipelineCell and GradAccumulation is pnn.GradAccumulation
    assert restore_group_info_list is ms.parallel.restore_group_info_list


def test_pipeline_and_interleaved_outputs():
    net = _net()
    assert float(pnn.Pipeline(net, 2)(ms.Tensor(X), ms.Tensor(Y))) == 683.0
    assert float(pnn.MicroBatchInterleaved(net, 2)(ms.Tensor(X), ms.Tensor(Y))) == 683.0
    assert issubclass(pnn.Pipeline, pnn.PipelineCell) and ms.parallel.nn is pnn


@pytest.mark.parametrize("call, exc, text", [
    (lambda: pnn.GradAccumulation(1, 2), TypeError,
     "For 'GradAccumulation', the argument 'network' must cell type, but got the type : "
     "<class 'int'>."),
    (lambda: pnn.GradAccumulation(_net(), 2.0), TypeError,
     "For 'GradAccumulation', the argument 'micro_size' must be integer, but got the type : "
     "<class 'float'>."),
    (lambda: pnn.GradAccumulation(_net(), 0), ValueError,
     "For 'GradAccumulation', the argument 'micro_size' must be large than 0, but got 0."),
    (lambda: pnn.Pipeline(_net(), 0), ValueError,
     "For 'PipelineCell', the argument 'micro_size' must be large than 0, but got 0."),
    (lambda: pnn.GradAccumulation(_net(), 3)(ms.Tensor(X), ms.Tensor(Y)), ValueError,
     "For micro batch initialization, the 0th dimension shape of input(4) must be divided by "
     "micro size(3)"),
])
def test_parallel_nn_argument_errors(call, exc, text):
    with pytest.raises(exc) as err:
        call()
    assert str(err.value) == text


def test_auto_parallel_runs_the_network_on_one_device():
    ap = AutoParallel(_net())
    # 2.10: rank 0 of 1 device, one pipeline stage; Parameter names unprefixed
    assert (ap._global_rank, ap._device_num, ap.get_pipeline_stages()) == (0, 1, 1)
    assert [p.name for p in ap.trainable_params()] == ["weight", "bias"]
    ap.pipeline(stages=2)
    ap.hsdp()
    loss, grads = ms.value_and_grad(ap, None, ap.trainable_params())(ms.Tensor(X), ms.Tensor(Y))
    assert float(loss) == 341.5
    np.testing.assert_allclose(grads[0].asnumpy(), [[207.0, 238.0, 269.0]])
    assert ms.get_auto_parallel_context("parallel_mode") == "stand_alone"    # restored
    assert ms.get_auto_parallel_context("pipeline_stages") == 1


@pytest.mark.parametrize("call, exc, text", [
    (lambda ap: AutoParallel(ap, "xx"), ValueError,
     "the argument 'parallel_mode' must be one of ['semi_auto', 'sharding_propagation', "
     "'recursive_programming'], but got the value : xx ."),
    (lambda ap: ap.hsdp(shard_size=0), ValueError,
     "shard_size must be a positive integer or -1, but got 0."),
    (lambda ap: ap.pipeline(stages=0), ValueError,
     "For 'AutoParallel.pipeline', the argument 'stages' must be larger than zero, but got "
     "value: 0."),
    (lambda ap: ap.pipeline(scheduler="x"), ValueError,
     "For 'AutoParallel.pipeline', the argument 'scheduler' must be '1f1b'/'gpipe'/'seqpipe'/"
     "'seqvpp'/'seqsmartvpp'/'zero_bubble_v' , but got the value : x."),
    (lambda ap: ap.dataset_strategy("x"), ValueError,
     "For 'AutoParallel.dataset_strategy', the argument 'config' must be 'full_batch' or "
     "'data_parallel', but got the value : x."),
    (lambda ap: ap.dataset_strategy([1]), TypeError,
     "For 'AutoParallel.dataset_strategy', the argument 'config' must be str or tuple type, but "
     "got the type : <class 'list'>."),
    (lambda ap: ap.save_operator_strategy_file("rel.json"), KeyError,
     "\"the argument 'file_path' must be an absolute path.\""),
    (lambda ap: ap.load_operator_strategy_file("/tmp/a.txt"), KeyError,
     "'File type must be .json'"),
    (lambda ap: ap.load_param_strategy_file(1), TypeError,
     "the argument 'file_path' must be str, but got the type : <class 'int'> ."),
    (lambda ap: ap.comm_fusion(1), TypeError,
     "The parameter '1' must be <class 'dict'>, but got <class 'int'>."),
])
def test_auto_parallel_argument_errors(call, exc, text):
    with pytest.raises(exc) as err:
        call(AutoParallel(_net()))
    assert str(err.value) == text


def test_set_op_strategy_config_checks_as_2_10(tmp_path):
    path = str(tmp_path / "sub" / "ops.json")
    assert ms.set_op_strategy_config(mode="SAVE", path=path) is None
    assert os.path.isdir(tmp_path / "sub")       # 2.10 makes the folder, writes no file
    assert not os.path.exists(path)
    for kwargs, text in (({"mode": "X", "path": path}, "\"Type must be 'SAVE' or 'LOAD'\""),
                         ({"path": "ops.json"}, "'File path must be an absolute path'"),
                         ({"path": str(tmp_path / "o.txt")}, "'File type must be .json'")):
        with pytest.raises(KeyError) as err:
            ms.parallel.set_op_strategy_config(**kwargs)
        assert str(err.value) == text


def _devices_main():
    from minicell.communication import init
    init()
    x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(8, 3))
    y = ms.Tensor(np.ones((8, 1), np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    losses = {}
    for wrap in (False, True):
        net = _net()
        step = nn.TrainOneStepCell(net, nn.Momentum(net.trainable_params(), 0.001, 0.9))
        if wrap:
            step = AutoParallel(step)
            step.enable_gradients_mean()
            mode = step._context()["parallel_mode"]
        losses[wrap] = [float(step(x, y)) for _ in range(3)]
    print(json.dumps({"mode": mode, "after": ms.get_auto_parallel_context("parallel_mode"),
                      "devices": ms.communication.get_group_size(),
                      "same": bool(np.allclose(losses[False], losses[True], rtol=1e-5))}))


@pytest.mark.slow
def test_auto_parallel_on_4_devices_matches_one():
    flags = f"{os.environ.get('XLA_FLAGS', '')} --xla_force_host_platform_device_count=4"
    env = dict(os.environ, XLA_FLAGS=flags, JAX_PLATFORMS="cpu")
    proc = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out == {"mode": "semi_auto_parallel", "after": "stand_alone", "devices": 4,
                   "same": True}


if __name__ == "__main__":
    _devices_main()
