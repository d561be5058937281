"""Model-zoo networks (round 12) through ``import mindspore`` -> minicell: each cause found is
reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU) in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor


def test_param_info_carries_name_and_flags():
    # mindformers' AdamW names its moments: state.param_info = p.param_info.clone(), then
    # state.name = 'adam_m.' + state.name, and records the states on p.param_info.cloned_obj
    from minicell._c_expression import ParamInfo
    w = Parameter(Tensor(np.ones(2, np.float32)), name="w", requires_grad=False,
                  layerwise_parallel=True, parallel_optimizer=False)
    w.comm_fusion = 3
    info = w.param_info
    assert isinstance(info, ParamInfo) and w.param_info is info and info.obj is w
    assert (info.name, info.requires_grad, info.key, info.requires_aggr) == ("w", False, -1, True)
    clone = info.clone()
    assert clone is not info
    assert (clone.name, clone.requires_grad, clone.layerwise_parallel, clone.parallel_optimizer,
            clone.comm_fusion) == ("w", False, True, False, 3)
    with pytest.raises(AttributeError):
        clone.obj                   # noqa: B018  (given to no Parameter yet)
    state = Parameter(Tensor(np.zeros(2, np.float32)))
    state.param_info = clone
    assert (state.name, state.requires_grad, state.layerwise_parallel) == ("w", False, True)
    state.name = "adam_m." + state.name
    assert (state.name, clone.name, w.name) == ("adam_m.w", "adam_m.w", "w")
    info.cloned_obj = [state]       # a user attribute stays on the record, not on clones
    assert w.param_info.cloned_obj == [state] and not hasattr(info.clone(), "cloned_obj")
    info.name, info.requires_grad = "z", True
    assert (w.name, w.requires_grad) == ("z", True)
    assert (ParamInfo().name, ParamInfo().requires_grad) == ("Parameter", True)
    with pytest.raises(AttributeError, match="'int' object has no attribute 'obj'"):
        state.param_info = 3


class _Sched(nn.learning_rate_schedule.LearningRateSchedule):
    def construct(self, step):
        return ops.cast(step, ms.float32) * 0.5 + 0.25


class _OwnUpdate(nn.Optimizer):
    """A custom optimizer as mindformers' AdamW: get_weight_decay, assignadd, global_step."""

    def construct(self, grads):
        wd = self.get_weight_decay()
        self.assignadd(self.global_step, self.global_step_increase_tensor)
        wds = wd if isinstance(wd, tuple) else (wd,) * len(grads)
        for p, g, w in zip(self._parameters, grads, wds):
            ops.assign(p, p - 0.1 * (g + w * p))
        return wds


@pytest.mark.parametrize("kind, wd_ref, a_ref, b_ref", [
    ("float", [0.01, 0.01], [0.798101, 1.796102], [2.794103]),
    ("schedule", [0.25, 0.75], [0.709375, 1.61125], [2.513125]),
    ("groups", [1.0, 1.0], [0.62, 1.43], [2.8])])
def test_custom_optimizer_get_weight_decay(mode, kind, wd_ref, a_ref, b_ref):
    # 2.10's base Optimizer takes a schedule Cell as weight decay; get_weight_decay gives its
    # value at global_step (times loss_scale, 2 with groups: the first group's 0.5 -> 1.0)
    a = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="a")
    b = Parameter(Tensor(np.array([3.0], np.float32)), name="b")
    if kind == "groups":
        opt = _OwnUpdate(0.1, [{"params": [a], "weight_decay": 0.5}, {"params": [b]}],
                         loss_scale=2.0)
    else:
        opt = _OwnUpdate(0.1, [a, b], weight_decay=0.01 if kind == "float" else _Sched())
    assert opt.dynamic_weight_decay == (kind == "schedule")
    seen = []
    for _ in range(2):
        seen.append(float(opt((Tensor(np.ones(2, np.float32)),
                               Tensor(np.ones(1, np.float32))))[0].asnumpy().ravel()[0]))
    np.testing.assert_allclose(seen, wd_ref, rtol=1e-6)
    np.testing.assert_allclose(a.asnumpy(), a_ref, rtol=1e-6)
    np.testing.assert_allclose(b.asnumpy(), b_ref, rtol=1e-6)
    assert opt.global_step.asnumpy().tolist() == [2]


class _Stage(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList()
        self.blocks.append(nn.Dense(2, 2))
        self.blocks.append(nn.Dense(2, 2))


class _AnyNet(nn.Cell):
    """mindcv's RegNet: an empty CellList assigned, then filled with append."""

    def __init__(self):
        super().__init__()
        self.stages = nn.CellList()
        self.stages.append(nn.ReLU())
        self.stages.append(_Stage())
        self.stages.append(_Stage())
        self.full = nn.CellList([nn.Dense(2, 2)])
        self.full.append(nn.Dense(2, 2))
        self.seq = nn.SequentialCell()
        self.seq.append(nn.Dense(2, 2))
        self.seq2 = nn.SequentialCell([nn.ReLU()])
        self.seq2.append(nn.Dense(2, 2))
        self.seq2.append(nn.Dense(2, 2))


def test_append_names_from_the_lists_parameter_names():
    # 2.10 reads a list's prefix from its children's Parameter names: none yet (empty, or
    # Parameter-free children) -> the key alone; mindcv's RegNet checkpoints hold
    # '0.blocks.0.proj.weight' (minicell named it 'stages.0.blocks.0.proj.weight')
    names = [p.name for p in _AnyNet().get_parameters()]
    assert names == [  # measured on 2.10
        "1.blocks.0.weight", "1.blocks.0.bias", "1.blocks.1.weight", "1.blocks.1.bias",
        "2.blocks.0.weight", "2.blocks.0.bias", "2.blocks.1.weight", "2.blocks.1.bias",
        "full.0.weight", "full.0.bias", "full.1.weight", "full.1.bias",
        "0.weight", "0.bias", "1.weight", "1.bias", "2.weight", "2.bias"]
