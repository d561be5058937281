"""The optimizers beyond SGD/Momentum/Adam and the dynamic learning-rate functions: values after
three steps equal MindSpore 2.10's (constants taken from it on CPU) or, where MindSpore's CPU
build cannot run them (Lamb) or departs from its documented rule (FTRL, Adagrad's
update_slots=False), a numpy implementation of the documented rule; both modes."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn

W0 = np.array([[0.5, -1.0], [2.0, 0.3]], np.float32)
G0 = np.array([1.0, -0.5], np.float32)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(W0), name="weight")
        self.gamma = ms.Parameter(ms.Tensor(G0), name="gamma")

    def construct(self, x):
        return x


def _grads(step):
    r = np.random.default_rng(step)
    return [r.standard_normal((2, 2)).astype(np.float32), r.standard_normal(2).astype(np.float32)]


def _run(make, steps=3):
    net = _Net()
    opt = make(net.trainable_params())
    for s in range(steps):
        opt(tuple(ms.Tensor(g) for g in _grads(s)))
    return net, opt


# name -> (constructor, MindSpore's weight after 3 steps, gamma, state Parameter names)
MS_CASES = {
    "Adagrad": (lambda ps: nn.Adagrad(ps, accum=0.1, learning_rate=0.1, weight_decay=0.1),
                [0.338854, -0.968498, 1.877615, 0.444955], [0.918336, -0.730107],
                ["accum.weight", "accum.gamma"]),
    "Adagrad_lr_list": (lambda ps: nn.Adagrad(ps, learning_rate=[0.1, 0.05, 0.02]),
                        [0.420164, -0.997472, 1.898636, 0.334475], [1.027832, -0.626663], None),
    "Adadelta": (lambda ps: nn.Adadelta(ps, learning_rate=0.5, rho=0.8, epsilon=1e-4,
                                        weight_decay=0.1),
                 [0.463266, -0.989553, 1.984162, 0.324118], [0.978945, -0.542026],
                 ["accum.weight", "accum.gamma", "accum_update.weight", "accum_update.gamma"]),
    "AdaMax": (lambda ps: nn.AdaMax(ps, learning_rate=0.1, weight_decay=0.1),
               [0.25767, -0.93023, 1.779569, 0.300517], [1.030684, -0.750306],
               ["beta1_power", "moment1.weight", "moment1.gamma", "moment2.weight",
                "moment2.gamma"]),
    "RMSProp": (lambda ps: nn.RMSProp(ps, learning_rate=0.1, momentum=0.5),
                [0.39779, -1.04932, 1.877451, 0.678806], [0.787689, -0.760593],
                ["mean_square.weight", "mean_square.gamma", "moment.weight", "moment.gamma"]),
    "RMSProp_centered": (lambda ps: nn.RMSProp(ps, learning_rate=0.1, momentum=0.5,
                                               centered=True, decay=0.8),
                         [0.385547, -1.052276, 1.873, 0.681744], [0.785062, -0.787614],
                         ["mean_grad.weight", "mean_grad.gamma", "mean_square.weight",
                          "mean_square.gamma", "moment.weight", "moment.gamma"]),
    "ASGD": (lambda ps: nn.ASGD(ps, learning_rate=0.1, lambd=0.1, alpha=0.7, t0=1.0,
                                weight_decay=0.1),
             [0.406428, -0.957324, 1.830218, 0.640042], [0.7565, -0.67743],
             ["mu_weight", "mu_gamma", "eta_weight", "eta_gamma", "ax_.weight", "ax_.gamma"]),
    "Rprop": (lambda ps: nn.Rprop(ps, learning_rate=0.1, weight_decay=0.1),
              [0.136, -0.85, 1.78, 0.25], [1.05, -0.864],
              ["prev.weight", "prev.gamma", "step_size.weight", "step_size.gamma"]),
    "ProximalAdagrad": (lambda ps: nn.ProximalAdagrad(ps, learning_rate=0.1, l1=0.1, l2=0.2),
                        [0.240379, -0.863736, 1.741654, 0.39103], [0.830304, -0.637312],
                        ["accum.weight", "accum.gamma"]),
    "LazyAdam": (lambda ps: nn.LazyAdam(ps, learning_rate=0.1, weight_decay=0.1),
                 [0.209571, -0.941123, 1.746153, 0.347752], [1.003221, -0.791759],
                 ["beta1_power", "beta2_power", "moment1.weight", "moment1.gamma",
                  "moment2.weight", "moment2.gamma"]),
    "AdamOffload": (lambda ps: nn.AdamOffload(ps, learning_rate=0.1, use_nesterov=True),
                    [0.04357, -0.912454, 1.69543, 0.375691], [0.983688, -0.977514], None),
    "AdaFactor": (lambda ps: nn.AdaFactor(ps, learning_rate=None, weight_decay=0.1),
                  [0.49349, -0.992517, 1.99069, 0.301693], [0.99743, -0.503197],
                  ["exp_avg.weight", "exp_avg.gamma", "exp_avg_sq_row_weight",
                   "exp_avg_sq_row_gamma", "exp_avg_sq_col_weight", "exp_avg_sq_col_gamma",
                   "exp_avg_sq_weight", "exp_avg_sq_gamma", "afactor_step"]),
    "AdaFactor_fixed_lr": (lambda ps: nn.AdaFactor(ps, learning_rate=0.1, relative_step=False,
                                                   scale_parameter=False, beta1=None),
                           [0.252091, -0.855476, 1.954883, 0.503841], [0.897495, -0.7973], None),
}


@pytest.mark.parametrize("name", list(MS_CASES))
def test_optimizer_matches_mindspore(mode, name):
    make, w, g, state = MS_CASES[name]
    net, opt = _run(make)
    np.testing.assert_allclose(net.weight.asnumpy().ravel(), w, rtol=2e-5, atol=5e-6)
    np.testing.assert_allclose(net.gamma.asnumpy(), g, rtol=2e-5, atol=5e-6)
    names = [p.name for p in opt.get_parameters()]
    if opt.dynamic_lr:      # 2.10: a per-step rate is its view Cell's, after every Parameter
        assert names[0] == "global_step" and names[-1] == "learning_rate"
        names.insert(1, names.pop())
    assert names[:2] == ["global_step", "learning_rate"]
    if state is not None:
        assert names[4:] == state
    assert int(opt.global_step.asnumpy()[0]) == 3


def _ref_loop(update, init, wd=0.0, decay=(True, False)):
    ps = [W0.astype(np.float64), G0.astype(np.float64)]
    st = [init(p) for p in ps]
    for t in range(1, 4):
        for i, g in enumerate(_grads(t - 1)):
            g = g.astype(np.float64) + (wd * ps[i] if decay[i] else 0.0)
            ps[i], st[i] = update(ps[i], g, st[i], t, decay[i])
    return ps


def _ftrl(lr, l1, l2, lr_power=-0.5):
    def up(p, g, s, t, decay):
        a, lin = s
        an = a + g * g
        lin = lin + g - (an ** -lr_power - a ** -lr_power) / lr * p
        quad = an ** -lr_power / lr + 2 * l2
        return np.where(np.abs(lin) > l1, (l1 * np.sign(lin) - lin) / quad, 0.0), (an, lin)
    return up


def _lamb(lr, wd, b1=0.9, b2=0.999, eps=1e-6):
    def up(p, g, s, t, decay):
        m, v = s
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        r = (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + eps) + (wd * p if decay else 0)
        trust = np.linalg.norm(p) / np.linalg.norm(r)
        return p - lr * trust * r, (m, v)
    return up


def _adagrad_no_slots(lr, accum):
    def up(p, g, a, t, decay):
        return p - lr * g / np.sqrt(a), a
    return up


NUMPY_CASES = [
    ("FTRL", lambda ps: nn.FTRL(ps, learning_rate=0.1, l1=0.1, l2=0.2),
     _ref_loop(_ftrl(0.1, 0.1, 0.2), lambda p: (np.full_like(p, 0.1), np.zeros_like(p)))),
    ("FTRL_decay_all", lambda ps: nn.FTRL(ps, learning_rate=0.1, weight_decay=0.1),
     _ref_loop(_ftrl(0.1, 0.0, 0.0), lambda p: (np.full_like(p, 0.1), np.zeros_like(p)),
               wd=0.1, decay=(True, True))),
    ("Lamb", lambda ps: nn.Lamb(ps, learning_rate=0.1, weight_decay=0.1),
     _ref_loop(_lamb(0.1, 0.1), lambda p: (np.zeros_like(p), np.zeros_like(p)))),
    ("Adagrad_no_slots", lambda ps: nn.Adagrad(ps, learning_rate=0.1, update_slots=False),
     _ref_loop(_adagrad_no_slots(0.1, 0.1), lambda p: np.full_like(p, 0.1))),
]


@pytest.mark.parametrize("case", NUMPY_CASES, ids=[c[0] for c in NUMPY_CASES])
def test_optimizer_matches_documented_rule(mode, case):
    _, make, want = case
    net, _ = _run(make)
    np.testing.assert_allclose(net.weight.asnumpy(), want[0], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.gamma.asnumpy(), want[1], rtol=1e-5, atol=1e-6)


def test_groups_schedule_and_get_lr(mode):
    """Per-group lr / weight_decay and a schedule as the default lr (MindSpore's values)."""
    net = _Net()
    opt = nn.Adadelta([{"params": [net.weight], "lr": 0.3, "weight_decay": 0.2},
                       {"params": [net.gamma]}],
                      learning_rate=nn.ExponentialDecayLR(0.5, 0.9, 1))
    for s in range(3):
        opt(tuple(ms.Tensor(g) for g in _grads(s)))
    np.testing.assert_allclose(net.weight.asnumpy().ravel(),
                               [0.496909, -0.99894, 1.998271, 0.302052], rtol=2e-5, atol=5e-6)
    np.testing.assert_allclose(net.gamma.asnumpy(), [0.997748, -0.505239], rtol=2e-5, atol=5e-6)
    lrs = opt.get_lr()
    np.testing.assert_allclose([float(x) for x in lrs], [0.3, 0.3645], rtol=1e-6)


@pytest.mark.parametrize("make, err", [
    (lambda ps: nn.Adagrad(ps, accum=-1.0), ValueError),
    (lambda ps: nn.Adagrad(ps, update_slots=1), TypeError),
    (lambda ps: nn.Rprop(ps, etas=(0.5, 0.9)), ValueError),
    (lambda ps: nn.Rprop(ps, step_sizes=[1e-6, 50.0]), TypeError),
    (lambda ps: nn.FTRL(ps, learning_rate=[0.1, 0.2]), ValueError),
    (lambda ps: nn.FTRL(ps, lr_power=0.5), ValueError),
    (lambda ps: nn.AdaMax(ps, beta1=1.0), ValueError),
    (lambda ps: nn.AdaFactor(ps, learning_rate=0.1), ValueError),
    (lambda ps: nn.AdaFactor(ps, warmup_init=True, relative_step=False, learning_rate=0.1),
     ValueError),
])
def test_bad_arguments(make, err):
    with pytest.raises(err):
        make(_Net().trainable_params())


# ---- dynamic learning rates (MindSpore's lists) -----------------------------------------------
DYNAMIC = [
    ("piecewise_constant_lr", ([2, 5, 6], [0.1, 0.05, 0.01]),
     [0.1, 0.1, 0.05, 0.05, 0.05, 0.01]),
    ("exponential_decay_lr", (0.1, 0.9, 7, 2, 2),
     [0.1, 0.1, 0.09486832980505139, 0.09486832980505139, 0.09000000000000001,
      0.09000000000000001, 0.08538149682454625]),
    ("exponential_decay_lr", (0.1, 0.9, 7, 2, 2, True),
     [0.1, 0.1, 0.1, 0.1, 0.09000000000000001, 0.09000000000000001, 0.09000000000000001]),
    ("natural_exp_decay_lr", (0.1, 0.9, 7, 2, 2),
     [0.1, 0.1, 0.04065696597405991, 0.04065696597405991, 0.016529888822158657,
      0.016529888822158657, 0.006720551273974976]),
    ("natural_exp_decay_lr", (0.1, 0.9, 7, 2, 2, True),
     [0.1, 0.1, 0.1, 0.1, 0.016529888822158657, 0.016529888822158657, 0.016529888822158657]),
    ("inverse_decay_lr", (0.1, 0.5, 7, 2, 2),
     [0.1, 0.1, 0.08, 0.08, 0.06666666666666667, 0.06666666666666667, 0.05714285714285715]),
    ("inverse_decay_lr", (0.1, 0.5, 7, 2, 2, True),
     [0.1, 0.1, 0.1, 0.1, 0.06666666666666667, 0.06666666666666667, 0.06666666666666667]),
    ("cosine_decay_lr", (0.01, 0.1, 7, 2, 2),
     [0.1, 0.1, 0.05500000000000001, 0.05500000000000001, 0.01, 0.01, 0.01]),
    ("polynomial_decay_lr", (0.1, 0.01, 9, 1, 3, 0.5),
     [0.1, 0.08348469228349535, 0.061961524227066335, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01]),
    ("polynomial_decay_lr", (0.1, 0.01, 9, 1, 3, 0.5, True),
     [0.1, 0.08348469228349535, 0.061961524227066335, 0.01, 0.061961524227066335,
      0.04674234614174767, 0.01, 0.052426406871192856, 0.040000000000000015]),
    ("warmup_lr", (0.1, 7, 2, 2), [0.0, 0.0, 0.05, 0.05, 0.1, 0.1, 0.1]),
]


@pytest.mark.parametrize("case", DYNAMIC, ids=[f"{c[0]}-{i}" for i, c in enumerate(DYNAMIC)])
def test_dynamic_lr_values(case):
    name, args, want = case
    got = getattr(nn, name)(*args)
    assert isinstance(got, list) and all(isinstance(v, float) for v in got)
    assert len(got) == len(want)
    for a, b in zip(got, want):
        assert math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-15)


@pytest.mark.parametrize("call, err", [
    (lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 1), ValueError),
    (lambda: nn.exponential_decay_lr(1, 0.9, 3, 2, 1), TypeError),
    (lambda: nn.exponential_decay_lr(0.1, 0.9, 3.0, 2, 1), TypeError),
    (lambda: nn.exponential_decay_lr(-0.1, 0.9, 3, 2, 1), ValueError),
    (lambda: nn.exponential_decay_lr(0.1, 0.9, True, 2, 1), TypeError),
    (lambda: nn.exponential_decay_lr(0.1, 0.9, 3, 2, 1, is_stair=1), TypeError),
    (lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.2]), ValueError),
    (lambda: nn.piecewise_constant_lr([2, 5], [0.1, 1]), TypeError),
    (lambda: nn.piecewise_constant_lr([2], [0.1, 0.2]), ValueError),
    (lambda: nn.cosine_decay_lr(0.1, 0.1, 3, 1, 1), ValueError),
    (lambda: nn.warmup_lr(1, 3, 1, 1), TypeError),
])
def test_dynamic_lr_errors(call, err):
    with pytest.raises(err):
        call()


def test_dynamic_lr_drives_optimizer(mode):
    lrs = nn.piecewise_constant_lr([1, 3], [0.1, 0.01])
    net, _ = _run(lambda ps: nn.SGD(ps, learning_rate=lrs))
    g = _grads(0)[0] * 0.1 + (_grads(1)[0] + _grads(2)[0]) * 0.01
    np.testing.assert_allclose(net.weight.asnumpy(), W0 - g, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("use_clip", [False, True])
def test_lars_matches_documented_rule(mode, use_clip):
    """LARS around Momentum (MindSpore's CPU build cannot run LARSUpdate): the documented
    trust-ratio rule, weight decay moved into the LARS gradient, 'gamma'/'bias' rules."""
    lr, mom, wd, coef, eps = 0.1, 0.9, 0.1, 0.01, 1e-5
    net, opt = _run(lambda ps: nn.LARS(nn.Momentum(ps, lr, mom, weight_decay=wd),
                                       coefficient=coef, use_clip=use_clip,
                                       lars_filter=lambda p: p.name != "gamma"))
    ps = [W0.astype(np.float64), G0.astype(np.float64)]
    vs = [np.zeros_like(p) for p in ps]
    for s in range(3):
        for i, g in enumerate(_grads(s)):
            g = g.astype(np.float64)
            if i == 0:      # 'weight': LARS (with the decay); 'gamma' is filtered out, no decay
                wn, gn = np.linalg.norm(ps[i]), np.linalg.norm(g)
                trust = coef * wn / (gn + wd * wn + eps)
                trust = min(trust / lr, 1.0) if use_clip else trust
                g = trust * (g + wd * ps[i])
            vs[i] = mom * vs[i] + g
            ps[i] = ps[i] - lr * vs[i]
    np.testing.assert_allclose(net.weight.asnumpy(), ps[0], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.gamma.asnumpy(), ps[1], rtol=1e-5, atol=1e-6)
    assert opt.lars_flag == (True, False) and opt.global_step is opt.opt.global_step
    assert int(opt.global_step.asnumpy()[0]) == 3


@pytest.mark.parametrize("make", [lambda p: nn.RMSProp(p, 0.01, centered=True),
                                  lambda p: nn.AdaFactor(p),
                                  lambda p: nn.LARS(nn.Momentum(p, 0.1, 0.9))],
                         ids=["RMSProp", "AdaFactor", "LARS"])
def test_train_step_same_in_both_modes(make):
    """The optimizers inside a compiled TrainOneStepCell write the same state as eagerly."""
    got = []
    for m in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=m)
        net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), make(
            net.trainable_params()))
        x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 10)
        y = ms.Tensor(np.ones((4, 2), np.float32))
        losses = [float(step(x, y)) for _ in range(3)]
        got.append((losses, net.weight.asnumpy()))
    np.testing.assert_allclose(got[0][0], got[1][0], rtol=1e-5)
    np.testing.assert_allclose(got[0][1], got[1][1], rtol=1e-5, atol=1e-6)
    assert got[0][0][2] < got[0][0][0]


def test_optimizer_views():
    net = _Net()
    opt = nn.Adagrad(net.trainable_params(), learning_rate=[0.1, 0.2], weight_decay=0.1)
    assert opt.dynamic_lr and opt.decay_flags == (True, False) and opt.target == "CPU"
    assert not nn.RMSProp(_Net().trainable_params()).dynamic_lr
