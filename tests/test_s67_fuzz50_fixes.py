"""Fixes found by the fiftieth GRAPH_MODE vs PYNATIVE_MODE fuzzer (fuzz_programs50: training
runs), each checked against MindSpore 2.10 (CPU; the values below were measured there)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Parameter, Tensor


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="weight")
        self.bias = Parameter(Tensor(np.array([0.5, -1.0], np.float32)), name="bias")
        self.gamma = Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="gamma")

    def construct(self, x):
        return (self.weight * x + self.bias).sum()


def _train(make_opt, steps=2):
    net = _Net()
    opt = make_opt(net.trainable_params())
    fn = ms.value_and_grad(net, None, opt.parameters)
    x = Tensor(np.array([1.0, 3.0], np.float32))
    for _ in range(steps):
        _, grads = fn(x)
        opt(grads)
    return net, opt


def _groups(ps):
    return [{"params": ps[:1], "weight_decay": 0.05}, {"params": ps[1:]}]


@pytest.mark.heavy    # about 1 s: two optimizer steps in each mode
@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_group_without_weight_decay_decays_gamma_and_beta(mode):
    """In group mode 2.10 decays every Parameter of a group whose weight decay (its own or the
    optimizer's) is positive, 'gamma'/'beta' names included; only an ungrouped optimizer leaves
    them out. minicell applied the name filter to groups without their own weight decay too."""
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        net, opt = _train(lambda ps: nn.Momentum(_groups(ps), 0.1, 0.9, weight_decay=0.01))
        np.testing.assert_allclose(net.gamma.asnumpy(), [0.997101, 0.997101], rtol=1e-5)
        np.testing.assert_allclose(opt.moments[2].asnumpy(), [0.01899, 0.01899], rtol=1e-4)
        np.testing.assert_allclose(net.bias.asnumpy(), [0.2086505, -1.287001], rtol=1e-5)
        np.testing.assert_allclose(net.weight.asnumpy(), [0.696025, 1.10255], rtol=1e-5)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_group_weight_decay_sgd_and_ungrouped():
    net, _ = _train(lambda ps: nn.SGD(_groups(ps), 0.1, 0.9, weight_decay=0.01))
    np.testing.assert_allclose(net.gamma.asnumpy(), [0.997101, 0.997101], rtol=1e-5)
    # no groups: 'gamma' is not decayed (2.10: [1.0, 1.0])
    net, opt = _train(lambda ps: nn.Momentum(ps, 0.1, 0.9, weight_decay=0.01))
    assert net.gamma.asnumpy().tolist() == [1.0, 1.0]
    assert opt.moments[2].asnumpy().tolist() == [0.0, 0.0]
    np.testing.assert_allclose(net.weight.asnumpy(), [0.707201, 1.124502], rtol=1e-5)


def _four():
    return [Parameter(Tensor(np.ones(2, np.float32) * i), name=f"p{i}") for i in range(4)]


def _rates(opt):
    return [round(float(x.asnumpy()), 5) for x in opt.get_lr()]


def test_get_lr_with_group_rates_is_one_rate_per_parameter():
    """2.10's ``get_lr()`` with per-group rates gives one rate per Parameter in the optimizer's
    order (``order_params`` too), as its ``learning_rate`` holds them; minicell gave one per
    group. Values measured on 2.10 (CPU, both modes)."""
    ps = _four()
    opt = nn.SGD([{"params": ps[:1]}, {"params": ps[1:3], "lr": 0.02},
                  {"params": ps[3:], "lr": 0.03}], 0.1)
    assert _rates(opt) == [0.1, 0.02, 0.02, 0.03]
    opt = nn.SGD([{"params": ps[:2], "lr": 0.02}, {"params": ps[2:]},
                  {"order_params": [ps[2], ps[0], ps[3], ps[1]]}], 0.1)
    assert _rates(opt) == [0.1, 0.02, 0.1, 0.02]
    opt = nn.SGD([{"params": ps[:2], "lr": nn.ExponentialDecayLR(0.1, 0.5, 1)},
                  {"params": ps[2:]}], 0.2)
    assert _rates(opt) == [0.1, 0.1, 0.2, 0.2]


class _LrStep(nn.Cell):
    def __init__(self, opt):
        super().__init__()
        self.opt = opt

    def construct(self, g):
        self.opt((g, g, g, g))
        return self.opt.get_lr()


@pytest.mark.heavy    # a graph compile with a schedule
@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_get_lr_per_parameter_inside_a_step(mode):
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        ps = _four()
        opt = nn.SGD([{"params": ps[:2], "lr": 0.05}, {"params": ps[2:]}],
                     nn.ExponentialDecayLR(0.1, 0.5, 1))
        lrs = _LrStep(opt)(Tensor(np.ones(2, np.float32)))
        assert [round(float(x.asnumpy()), 5) for x in lrs] == [0.05, 0.05, 0.05, 0.05]
        np.testing.assert_allclose(ps[0].asnumpy(), [-0.05, -0.05], rtol=1e-6)
        np.testing.assert_allclose(ps[3].asnumpy(), [2.9, 2.9], rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _BnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2)
        self.weight = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="weight")

    def construct(self, x):
        return self.bn(x) * self.weight


def test_forward_value_and_grad_holds_a_parameter_tuple_as_its_own():
    """``ForwardValueAndGrad(net, weights=opt.parameters)`` keeps the ParameterTuple as its
    own attribute, so ``get_parameters`` of a Cell holding it lists those weights first and the
    network's other Parameters (BatchNorm's moving statistics) after them, as in 2.10
    (measured); minicell held a plain tuple and listed the network's order."""
    net = _BnNet()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    fvg = nn.ForwardValueAndGrad(net, weights=opt.parameters, get_by_list=True)
    assert [p.name for p in fvg.get_parameters()] == [
        "weight", "bn.gamma", "bn.beta", "bn.moving_mean", "bn.moving_variance"]
    fvg = nn.ForwardValueAndGrad(net, weights=list(opt.parameters), get_by_list=True)
    assert [p.name for p in fvg.get_parameters()] == [
        "weight", "bn.moving_mean", "bn.moving_variance", "bn.gamma", "bn.beta"]
    loss, grads = fvg(Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32)))
    assert len(grads) == 3
