"""Optimizer Parameters named, placed and flagged as MindSpore 2.10's, so that checkpoints move
between the two: ``optimizer.parameters_and_names()`` (attribute path and name, order,
``requires_grad``), the attributes holding them, what ``TrainOneStepCell`` and ``ModelCheckpoint``
save, and training resumed from a checkpoint. Every expected value was measured on MindSpore 2.10
CPU (a 2.10 checkpoint of these train networks also loads into minicell's and resumes to these
values; the tests use minicell's own checkpoints)."""
import os

import numpy as np
import pytest

import minicell as ms
from minicell import nn

W0 = np.array([[0.1, -0.2, 0.3], [0.4, 0.5, -0.6]], np.float32)
B0 = np.array([0.05, -0.05], np.float32)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)

    def construct(self, x):
        return self.fc(x)


def _s(prefix, sep="."):
    return [f"{prefix}{sep}fc.weight", f"{prefix}{sep}fc.bias"]


_P = ["fc.weight", "fc.bias"]
_G = ["global_step"]
_GL = ["global_step", "learning_rate"]
_EDLR = nn.ExponentialDecayLR

# optimizer -> parameters_and_names() as 2.10 gives it: "path" or "path=name" where they differ
NAMES = {
    "SGD": (lambda ps: nn.SGD(ps, 0.1, momentum=0.9),
            _GL + _P + ["momentum"] + _s("accum") + _s("stat")),
    "Momentum_lr_list": (lambda ps: nn.Momentum(ps, [0.1, 0.05], 0.9),
                         _G + _P + ["momentum"] + _s("moments")
                         + ["learning_rate.learning_rate=learning_rate"]),
    "Adam_groups": (lambda ps: nn.Adam([{"params": ps[:1], "lr": 0.05}, {"params": ps[1:]}],
                                       0.1),
                    _G + ["learning_rate_group_0", "learning_rate"] + _P
                    + ["beta1_power", "beta2_power"] + _s("moment1") + _s("moment2")),
    "Adagrad_group_list": (lambda ps: nn.Adagrad([{"params": ps[:1], "lr": [0.05, 0.04]},
                                                  {"params": ps[1:]}], 0.1),
                           _G + _P + _s("accum")
                           + ["learning_rate.0.learning_rate=learning_rate_group_0",
                              "learning_rate.1.learning_rate=learning_rate"]),
    "RMSProp_group_schedule": (lambda ps: nn.RMSProp([{"params": ps[:1],
                                                       "lr": _EDLR(0.05, 0.9, 1)},
                                                      {"params": ps[1:], "lr": 0.1}],
                                                     centered=True),
                               _G + _P + _s("mean_grad") + _s("mean_square") + _s("moment")
                               + ["learning_rate.1.learning_rate=learning_rate_group_1"]),
    "AdamWeightDecay_schedule": (lambda ps: nn.AdamWeightDecay(ps, _EDLR(0.05, 0.9, 1),
                                                               weight_decay=0.01),
                                 _G + _P + _s("adam_m") + _s("adam_v")),
    "LazyAdam": (lambda ps: nn.LazyAdam(ps, 0.1),
                 _GL + _P + ["beta1_power", "beta2_power"] + _s("moment1") + _s("moment2")),
    "AdamOffload": (lambda ps: nn.AdamOffload(ps, 0.1),
                    _GL + _P + ["beta1_power", "beta2_power"] + _s("moment1")
                    + _s("moment2")),
    "AdaMax": (lambda ps: nn.AdaMax(ps, 0.1),
               _GL + _P + ["beta1_power"] + _s("moment1") + _s("moment2")),
    "ASGD": (lambda ps: nn.ASGD(ps, 0.1),
             _GL + _P + _s("mu_", "") + _s("eta_", "") + _s("ax_")),
    "Rprop": (lambda ps: nn.Rprop(ps, 0.1), _GL + _P + _s("prev") + _s("step_size")),
    "FTRL": (lambda ps: nn.FTRL(ps), _GL + _P + _s("moments") + _s("linear")),
    "ProximalAdagrad": (lambda ps: nn.ProximalAdagrad(ps, 0.1), _GL + _P + _s("accum")),
    "Adadelta": (lambda ps: nn.Adadelta(ps, 0.1),
                 _GL + _P + _s("accum") + _s("accum_update")),
    "Lamb": (lambda ps: nn.Lamb(ps, 0.1), _GL + _P + _s("lamb_m") + _s("lamb_v")),
    "LARS": (lambda ps: nn.LARS(nn.Momentum(ps, 0.1, 0.9)),
             ["global_step", "learning_rate=fake_lr", "fake_param"] + _P
             + ["opt.learning_rate=learning_rate", "opt.momentum=momentum",
                "opt.moments.fc.weight=moments.fc.weight",
                "opt.moments.fc.bias=moments.fc.bias"]),
    "AdaFactor": (lambda ps: nn.AdaFactor(ps),
                  _GL + _P + _s("exp_avg") + _s("exp_avg_sq_row_", "")
                  + _s("exp_avg_sq_col_", "") + _s("exp_avg_sq_", "") + ["step=afactor_step"]),
}


def _listed(cell):
    return [n if n == p.name else f"{n}={p.name}" for n, p in cell.parameters_and_names()]


def _path_name(entry):
    path, _, name = entry.partition("=")
    return path, name or path


@pytest.mark.parametrize("name", list(NAMES))
def test_optimizer_parameters_are_named_and_placed_as_mindspore(name):
    make, expected = NAMES[name]
    opt = make(_Net().trainable_params())
    assert _listed(opt) == expected
    # 2.10: every state Parameter requires grad (clones of the Parameters; its own defaults)
    assert all(p.requires_grad for p in opt.get_parameters())


def test_state_attributes_shapes_and_dtypes_are_mindspore_s():
    ps = _Net().trainable_params()
    sgd = nn.SGD(ps, 0.1, momentum=0.9)
    assert (sgd.momentum.name, sgd.momentum.shape, sgd.momentum.dtype) == ("momentum", (),
                                                                            ms.float32)
    assert float(sgd.momentum.asnumpy()) == pytest.approx(0.9)
    assert [p.name for p in sgd.stat] == _s("stat")
    assert sgd.stat[0].shape == (2, 3) and (sgd.stat[0].asnumpy() == 1).all()
    assert sgd.learning_rate.name == "learning_rate" and sgd.learning_rate.shape == ()
    assert (sgd.global_step.shape, sgd.global_step.dtype) == ((1,), ms.int32)
    assert nn.Adam(ps).beta1_power.shape == ()
    for cls in (nn.LazyAdam, nn.AdamOffload, nn.AdaMax):
        assert cls(ps).beta1_power.shape == (1,)
    mom = nn.Momentum(ps, [0.1, 0.05], 0.9)
    assert [p.name for p in mom.params] == _P and mom.momentum.name == "momentum"
    assert type(mom.learning_rate).__name__ == "_IteratorLearningRate"
    assert mom.learning_rate.learning_rate.shape == (2,)
    assert [p.name for p in nn.Lamb(ps, 0.1).params] == _P
    assert [p.name for p in nn.AdamOffload(ps).params] == _P
    group = nn.Adam([{"params": ps[:1], "lr": 0.05}, {"params": ps[1:]}], 0.1)
    assert [p.name for p in group.learning_rate] == ["learning_rate_group_0", "learning_rate"]


@pytest.mark.parametrize("name", ["SGD", "Momentum_lr_list"])
def test_train_one_step_cell_holds_and_saves_them_as_mindspore(name, tmp_path):
    make, expected = NAMES[name]
    net = _Net()
    opt = make(net.trainable_params())
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    state = [_path_name(e) for e in expected if e not in _P]    # the network's come first
    names = [n for _, n in state]
    assert _listed(train) == _P + [f"optimizer.{p}={n}" for p, n in state]
    path = os.path.join(str(tmp_path), "t.ckpt")
    ms.save_checkpoint(train, path)
    assert list(ms.load_checkpoint(path)) == _P + names


def _dense():
    net = nn.Dense(3, 2)
    net.weight.set_data(ms.Tensor(W0))
    net.bias.set_data(ms.Tensor(B0))
    return net


_X = np.arange(6, dtype=np.float32).reshape(2, 3) / 5
_Y = np.array([[0.5, -0.2], [0.1, 0.3]], np.float32)

# optimizer -> (weight, bias) after 3 TrainOneStepCell steps, the last one after reloading the
# checkpoint of the first 2 into a new train network (2.10: the same as 3 steps straight)
RESUME = {
    "SGD_wd": (lambda ps: nn.SGD(ps, learning_rate=0.1, momentum=0.9, weight_decay=0.01),
               [0.073388, -0.213361, 0.295405, 0.443565, 0.556623, -0.523593],
               [0.107565, 0.018371]),
    "Momentum_lr_list": (lambda ps: nn.Momentum(ps, learning_rate=[0.1, 0.05, 0.02],
                                                momentum=0.9),
                         [0.088587, -0.206108, 0.299197, 0.421734, 0.528482, -0.56477],
                         [0.076524, -0.016259]),
    "Adam_group_list": (lambda ps: nn.Adam([{"params": ps[:1], "lr": [0.1, 0.05, 0.02]},
                                            {"params": ps[1:]}], learning_rate=0.01),
                        [-0.014235, -0.261005, 0.253681, 0.550734, 0.646932, -0.455504],
                        [0.079224, -0.032295]),
    "LazyAdam": (lambda ps: nn.LazyAdam(ps, learning_rate=0.1),
                 [-0.156301, -0.322355, 0.288816, 0.571271, 0.643332, -0.472256],
                 [0.332895, 0.026455]),
    "RMSProp_centered": (lambda ps: nn.RMSProp(ps, learning_rate=0.1, centered=True,
                                               momentum=0.5),
                         [0.07807, -0.212419, 0.297094, 0.437155, 0.547965, -0.541241],
                         [0.097527, 0.004105]),
}


def _train_net(make):
    net = _dense()
    return net, nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                    make(net.trainable_params()))


# each case compiles its step's kernels (~1 s): one stays in the default run
@pytest.mark.parametrize("name", [n if n == "LazyAdam" else pytest.param(n, marks=pytest.mark.heavy)
                                  for n in RESUME])
def test_training_resumes_from_the_checkpoint_as_mindspore(name, tmp_path):
    make, w, b = RESUME[name]
    _, train = _train_net(make)
    x, y = ms.Tensor(_X), ms.Tensor(_Y)
    train(x, y)
    train(x, y)
    path = os.path.join(str(tmp_path), "t.ckpt")
    ms.save_checkpoint(train, path)
    net, train = _train_net(make)
    assert ms.load_param_into_net(train, ms.load_checkpoint(path)) == ([], [])
    train(x, y)
    np.testing.assert_allclose(net.weight.asnumpy().ravel(), w, rtol=1e-5, atol=2e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), b, rtol=1e-5, atol=2e-6)


def test_sgd_stat_marks_each_element_s_first_step():
    """2.10's SGD starts ``accum`` from the gradient where ``stat`` is set, then clears it; with
    momentum 0 neither moves (measured after 2 steps)."""
    for momentum, stat in ((0.9, 0.0), (0.0, 1.0)):
        _, train = _train_net(lambda ps, m=momentum: nn.SGD(ps, 0.1, momentum=m))
        train(ms.Tensor(_X), ms.Tensor(_Y))
        train(ms.Tensor(_X), ms.Tensor(_Y))
        assert all((s.asnumpy() == stat).all() for s in train.optimizer.stat)


# Model.train with ModelCheckpoint over one epoch of 2 steps: what the checkpoint holds, and the
# network after one more epoch resumed from it (2.10: the same as 2 epochs straight)
MODEL = {
    "SGD": (lambda ps: nn.SGD(ps, learning_rate=0.1, momentum=0.9),
            ["weight", "bias", "global_step", "learning_rate", "momentum", "accum.weight",
             "accum.bias", "stat.weight", "stat.bias"],
            [0.033995, -0.263378, 0.23925, 0.460411, 0.570382, -0.519647], [0.076276, 0.049714]),
    "Adam_lr_list": (lambda ps: nn.Adam(ps, learning_rate=[0.1, 0.05, 0.02, 0.01]),
                     ["weight", "bias", "global_step", "beta1_power", "beta2_power",
                      "moment1.weight", "moment1.bias", "moment2.weight", "moment2.bias",
                      "learning_rate"],
                     [-0.05803, -0.155089, 0.347396, 0.470028, 0.571654, -0.527069],
                     [0.122151, 0.033089]),
}


def _model(make):
    net = _dense()
    opt = make(net.trainable_params())
    return net, opt, ms.train.Model(net, nn.MSELoss(), opt)


def _data():
    x = np.arange(12, dtype=np.float32).reshape(4, 3) / 10
    y = np.array([[0.5, -0.2], [0.1, 0.3], [0.2, 0.2], [-0.1, 0.4]], np.float32)
    return ms.dataset.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


@pytest.mark.parametrize("name", ["Adam_lr_list", pytest.param("SGD", marks=pytest.mark.heavy)])
def test_model_checkpoint_names_and_resume_as_mindspore(name, tmp_path):
    make, names, w, b = MODEL[name]
    _, _, model = _model(make)
    config = ms.train.CheckpointConfig(save_checkpoint_steps=2)
    ckpt = ms.train.ModelCheckpoint(prefix="m", directory=str(tmp_path), config=config)
    model.train(1, _data(), callbacks=[ckpt], dataset_sink_mode=False)
    saved = ms.load_checkpoint(os.path.join(str(tmp_path), "m-1_2.ckpt"))
    assert list(saved) == names
    net, opt, model = _model(make)
    assert ms.load_param_into_net(opt, saved) == ([], [])
    model.train(1, _data(), dataset_sink_mode=False)
    assert int(opt.global_step.asnumpy()[0]) == 4
    np.testing.assert_allclose(net.weight.asnumpy().ravel(), w, rtol=1e-5, atol=2e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), b, rtol=1e-5, atol=2e-6)
