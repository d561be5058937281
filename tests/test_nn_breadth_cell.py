"""Cell 2.x methods: set_boost, set_broadcast_flag, set_comm_fusion, flatten_weights (1.x),
set_jit_config, recompute, shard (single device), set_inputs/get_inputs, get_sub_cell, update_cell_type, update_cell_prefix."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


def _net():
    return nn.SequentialCell([nn.Dense(2, 3), nn.ReLU()])


def test_flags_and_boost():
    net = _net()
    assert net.set_boost("less_bn") is net
    assert net.get_flags() == {"less_bn": True} and net[0].get_flags() == {"less_bn": True}
    with pytest.raises(ValueError):
        net.set_boost("O2")
    net.set_broadcast_flag()
    assert net[1].get_flags()["broadcast_flag"] is True
    net.set_comm_fusion(3)
    assert [p.comm_fusion for p in net.trainable_params()] == [3, 3]
    with pytest.raises(ValueError):
        net.set_comm_fusion(-1)


def test_set_jit_config_first_call_wins(mode):
    # 2.10 (measured): jit_config_dict is {} until set_jit_config, then the JitConfig's dict;
    # a second call is ignored with a warning; the Cell still runs in either mode
    net = _net()
    assert net.jit_config_dict == {}
    assert net.set_jit_config(ms.JitConfig(jit_level="O0")) is None
    assert net.jit_config_dict["jit_level"] == "O0"
    assert net.jit_config_dict["exc_mode"] == "auto"
    net.set_jit_config(ms.JitConfig(jit_level="O1"))
    assert net.jit_config_dict["jit_level"] == "O0"
    assert net(ms.Tensor(np.ones((1, 2), np.float32))).shape == (1, 3)


def test_flatten_weights_keeps_parameters_and_training(mode):
    # MindSpore 1.x: the trainable Parameters' data moved into one chunk per dtype; their values,
    # names and trainability are unchanged, and a training step still updates every one of them
    # (no ReLU here: a unit the random init leaves negative would get no gradient)
    net = nn.SequentialCell([nn.Dense(2, 3)])
    params = net.trainable_params()
    before = {p.name: p.asnumpy().copy() for p in params}
    assert net.flatten_weights() is None and net.flatten_weights(fusion_size=64) is None
    assert net.trainable_params() == params and all(p.requires_grad for p in params)
    assert all(np.array_equal(p.asnumpy(), before[p.name]) for p in params)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(params))
    step(ms.Tensor(np.ones((4, 2), np.float32)), ms.Tensor(np.ones((4, 3), np.float32)))
    assert all(not np.array_equal(p.asnumpy(), before[p.name]) for p in params)
    with pytest.raises(ValueError, match="Negative 'fusion_size' -1 is invalid."):
        net.flatten_weights(-1)
    with pytest.raises(TypeError):
        net.flatten_weights(1.5)


def test_recompute_keeps_values(mode):
    net = _net()
    x = ms.Tensor(np.array([[1.0, -2.0]], np.float32))
    before = net(x).asnumpy()
    assert net.get_scope() is None
    assert net.recompute() is None
    assert [c.get_scope() for _, c in net.cells_and_names()] == \
        ["recompute_"] * len(list(net.cells_and_names()))        # MindSpore 2.10's scope
    assert net.get_flags() == {"output_recompute": False}
    np.testing.assert_array_equal(net(x).asnumpy(), before)
    loss = lambda v: net(v).sum()
    g = ms.grad(loss)(x)
    assert g.shape == (1, 2)
    with pytest.raises(ValueError):
        _net().recompute(unknown=True)


def test_shard_inputs_and_sub_cells():
    net = _net()
    assert net.shard(((1, 1),)) is None          # one device: no effect, as MindSpore
    assert net.get_inputs() is None
    spec = ms.Tensor(np.ones((1, 2), np.float32))
    net.set_inputs(spec)
    assert net.get_inputs() == (spec,)
    with pytest.raises(ValueError):
        net.set_inputs(spec, x=spec)
    outer = nn.SequentialCell([net])
    assert outer.get_sub_cell("0.0") is net[0] and outer.get_sub_cell("") is outer
    with pytest.raises(AttributeError):
        outer.get_sub_cell("0.9")
    outer.update_cell_type("quant")
    assert outer.cell_type == "quant"
    outer.update_cell_prefix()
    assert outer.get_sub_cell("0.1").param_prefix == "0.1"


def test_to_casts_float_parameters(mode):
    net = nn.SequentialCell([nn.Dense(2, 3), nn.BatchNorm1d(3)])
    assert net.to(ms.float16) is net
    assert {p.dtype for p in net.get_parameters()} == {ms.float16}
    assert net(ms.Tensor(np.ones((2, 2), np.float16))).dtype == ms.float16
    assert net.to("cpu", dtype=ms.float32).get_parameters().__next__().dtype == ms.float32
    with pytest.raises(TypeError):
        net.to(ms.int32)
