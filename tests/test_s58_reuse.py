"""Session 58 (helper reuse): optimizer return values, a set_grad forward reused under
saved_tensors_hooks, BatchNorm statistics of a Pix2Pix-like training step.

Values measured on MindSpore 2.10 CPU (/tmp/s58/reuse/*.py).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def _params(n):
    return [Parameter(Tensor(np.ones((2,), np.float32) * (i + 1)), name=f"w{i}")
            for i in range(n)]


# 2.10: an optimizer call returns its hyper_map's per-Parameter results, a tuple of one True per
# Parameter (groups included), in both modes; ASGD and Rprop return True. Measured for SGD,
# Momentum, Adam, AdamWeightDecay, RMSProp, Adagrad, FTRL, ProximalAdagrad, AdaMax, Adadelta,
# LazyAdam, AdaFactor, AdamOffload (Lamb and LARS have no CPU kernel in 2.10; LARS returns its
# wrapped optimizer's result). minicell returned True for all.
_OPTS = [
    ("SGD", lambda p: nn.SGD(p, learning_rate=0.1), True),
    ("Momentum", lambda p: nn.Momentum(p, 0.1, 0.9), True),
    ("Adam", lambda p: nn.Adam(p, learning_rate=0.1), True),
    ("AdamWeightDecay", lambda p: nn.AdamWeightDecay(p, learning_rate=0.1), True),
    ("RMSProp", lambda p: nn.RMSProp(p, learning_rate=0.1), True),
    ("Adagrad", lambda p: nn.Adagrad(p, learning_rate=0.1), True),
    ("FTRL", lambda p: nn.FTRL(p), False),
    ("ProximalAdagrad", lambda p: nn.ProximalAdagrad(p), True),
    ("AdaMax", lambda p: nn.AdaMax(p, learning_rate=0.1), True),
    ("Adadelta", lambda p: nn.Adadelta(p, learning_rate=0.1), True),
    ("LazyAdam", lambda p: nn.LazyAdam(p, learning_rate=0.1), True),
    ("LARS", lambda p: nn.LARS(nn.SGD(p, learning_rate=0.1)), True),
    ("AdaFactor", nn.AdaFactor, False),
]


@pytest.mark.parametrize("name,make,groups", _OPTS, ids=[o[0] for o in _OPTS])
def test_optimizer_returns_one_true_per_parameter_as_210(name, make, groups):
    grads = lambda n: tuple(Tensor(np.ones((2,), np.float32)) for _ in range(n))  # noqa: E731
    for n in (1, 3):
        r = make(_params(n))(grads(n))
        assert type(r) is tuple and r == (True,) * n, (name, n, r)
    if groups:
        ps = _params(3)
        r = make([{"params": ps[:1], "lr": 0.2}, {"params": ps[1:]}])(grads(3))
        assert type(r) is tuple and r == (True,) * 3, (name, r)


def test_optimizer_result_in_both_modes(mode):
    g = (Tensor(np.ones((2,), np.float32)),) * 3
    assert nn.Adam(_params(3), learning_rate=0.1)(g) == (True, True, True)


@pytest.mark.parametrize("cls", [nn.ASGD, nn.Rprop])
def test_asgd_and_rprop_return_true_as_210(cls):
    r = cls(_params(3), learning_rate=0.1)((Tensor(np.ones((2,), np.float32)),) * 3)
    assert type(r) is bool and r is True


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w).sum()


class _DependStep(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = net.trainable_params()
        self.opt = nn.Momentum(self.w, 0.5, 0.9)
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        loss = self.net(x)
        return ops.depend(loss, self.opt(self.grad(self.net, self.w)(x)))


def test_depend_on_optimizer_result_and_train_one_step_still_step(mode):
    x = Tensor(np.array([0.5, 0.25], np.float32))
    net = _Net()
    assert _DependStep(net)(x).asnumpy() == np.float32(1.0)
    np.testing.assert_allclose(net.w.asnumpy(), [0.75, 1.875], rtol=1e-6)
    net = _Net()
    step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), learning_rate=1.0))
    assert step(x).asnumpy() == np.float32(1.0)
    np.testing.assert_allclose(net.w.asnumpy(), [0.5, 1.75], rtol=1e-6)


# A set_grad() Cell called under saved_tensors_hooks, an assign to its Parameter, then its
# gradient: the reused forward's packed inputs stay as packed. 2.10 (measured, PYNATIVE): with
# identity hooks d/dw sum(x * w * w) is 2 * x * w0 = [1, 1] (without hooks x * w0 + x * w1);
# with pack_hook t * 2 every saved tensor doubles: [3, 3]. minicell raised "'Packed' object is
# not iterable" (GradRecord.refresh).
class _Sq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w * self.w).sum()


def test_reused_forward_under_saved_tensors_hooks_keeps_packed_values_as_210():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = Tensor(np.array([0.5, 0.25], np.float32))
    for k, want in ((1.0, [1.0, 1.0]), (2.0, [3.0, 3.0])):
        net = _Sq()
        net.set_grad()
        with ms.saved_tensors_hooks(lambda t, k=k: t * k, lambda t: t):
            loss = net(x)
        ops.assign(net.w, Tensor(np.array([3.0, 5.0], np.float32)))
        g = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x)[0]
        assert loss.asnumpy() == np.float32(1.5)
        np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-6)


# research/cv/Pix2Pix's TrainOneStepCell, reduced: G and D each normalise ``a`` with a
# BatchNorm (momentum 0.9, so after n updates moving_mean = mean(a) * (1 - 0.9 ** n)).
# d_loss = loss_netD(a, b) (G once, D twice), g_loss = loss_netG(a, b) (G once, D once), then
# the gradient of loss_netD (and of loss_netG). Measured on 2.10 CPU (/tmp/s58/reuse/t210.py):
# G 2 and D 3 updates a step in both modes, with one gradient or two (each gradient reuses its
# call's forward). minicell's GRAPH_MODE gave G 4, D 6 with both gradients, G 3, D 5 with one
# (the gradients ran the forwards again from the statistics loss_netG had moved). Still
# different: when loss_netD calls G before D (fake = netG(a) first, as Pix2Pix does), 2.10's
# graph leaves G at 1 update and, with one gradient, D at 2 (loss_netD's writes over
# loss_netG's; /tmp/s58/reuse/t210o.py), its PYNATIVE_MODE and minicell's two modes at G 2, D 3.
class _G(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(2, momentum=0.9)
        self.w = Parameter(Tensor(np.array([0.5], np.float32)), name="w")

    def construct(self, x):
        return ops.tanh(self.bn(x) * self.w)


class _D(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(2, momentum=0.9)
        self.w = Parameter(Tensor(np.array([0.25], np.float32)), name="w")

    def construct(self, a, b):
        return (self.bn(a) + b) * self.w


class _LossD(nn.Cell):
    def __init__(self, g, d):
        super().__init__()
        self.netG, self.netD = g, d

    def construct(self, a, b):
        return (self.netD(a, b) - self.netD(a, self.netG(a))).mean()


class _LossG(nn.Cell):
    def __init__(self, g, d):
        super().__init__()
        self.netG, self.netD = g, d

    def construct(self, a, b):
        fake = self.netG(a)
        return self.netD(a, fake).mean() + ops.abs(fake - b).mean()


class _PixStep(nn.Cell):
    def __init__(self, both):
        super().__init__()
        self.g, self.d = _G(), _D()
        self.loss_d, self.loss_g = _LossD(self.g, self.d), _LossG(self.g, self.d)
        self.loss_d.set_grad()
        self.loss_g.set_grad()
        self.wd, self.wg = self.d.trainable_params(), self.g.trainable_params()
        self.grad = ops.GradOperation(get_by_list=True)
        self.both = both

    def construct(self, a, b):
        d_loss = self.loss_d(a, b)
        g_loss = self.loss_g(a, b)
        d_loss = ops.depend(d_loss, self.grad(self.loss_d, self.wd)(a, b))
        if self.both:
            g_loss = ops.depend(g_loss, self.grad(self.loss_g, self.wg)(a, b))
        return d_loss, g_loss


def _updates(bn, a):
    return np.log(1 - bn.moving_mean.asnumpy() / a.mean(axis=(0, 2, 3))) / np.log(0.9)


@pytest.mark.parametrize("both", [False, True])
def test_pix2pix_step_batchnorm_updates_as_210(mode, both):
    a = np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2) / 8 + 1
    step = _PixStep(both)
    step.set_train()
    step(Tensor(a), Tensor(a * 0.5))
    g, d = _updates(step.g.bn, a), _updates(step.d.bn, a)
    np.testing.assert_allclose(g, [2, 2], rtol=1e-4)
    np.testing.assert_allclose(d, [3, 3], rtol=1e-4)


def test_train_one_step_cell_batchnorm_updates_once_a_step(mode):
    # measured on 2.10: nn.TrainOneStepCell over a BatchNorm net moves it once a step, both modes
    a = np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2) / 8 + 1
    g = _G()
    step = nn.TrainOneStepCell(nn.WithLossCell(g, nn.L1Loss()), nn.SGD(g.trainable_params()))
    step.set_train()
    for n in (1, 2):
        step(Tensor(a), Tensor(a * 0.5))
        np.testing.assert_allclose(_updates(g.bn, a), [n] * 2, rtol=1e-4)
