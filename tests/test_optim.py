"""Optimizers vs numpy implementations of MindSpore's update formulas over several steps, in
both modes; learning rates (number, list, Tensor, schedule), weight decay, parameter groups and
state Parameters."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

STEPS = 3


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.array([[0.5, -1.0], [2.0, 0.3]], np.float32)))
        self.gamma = ms.Parameter(ms.Tensor(np.array([1.0, -0.5], np.float32)))

    def construct(self, x):
        return x


def _grads(step):
    r = np.random.default_rng(step)
    return [r.standard_normal((2, 2)).astype(np.float32), r.standard_normal(2).astype(np.float32)]


def _run(make_opt):
    net = _Net()
    opt = make_opt(net.trainable_params())
    for s in range(STEPS):
        opt(tuple(ms.Tensor(g) for g in _grads(s)))
    return [p.asnumpy() for p in (net.weight, net.gamma)], opt


def _ref(update, state_init, wd=0.0, decay=(True, False)):
    ps = [np.array([[0.5, -1.0], [2.0, 0.3]]), np.array([1.0, -0.5])]
    st = [state_init(p) for p in ps]
    for s in range(STEPS):
        for i, g in enumerate(_grads(s)):
            g = g.astype(np.float64) + (wd * ps[i] if decay[i] else 0)
            ps[i], st[i] = update(ps[i], g, st[i], s + 1)
    return ps


def _momentum(lr, m, nesterov=False):
    def up(p, g, v, t):
        v = m * v + g
        return p - lr * ((g + m * v) if nesterov else v), v
    return up


def _sgd(lr, m, damp=0.0, nesterov=False):
    def up(p, g, a, t):
        a = g if t == 1 else m * a + (1 - damp) * g
        return p - lr * ((g + m * a) if nesterov else a), a
    return up


def _adam(lr, b1=0.9, b2=0.999, eps=1e-8):
    def up(p, g, s, t):
        m, v = s
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        lr_t = lr * np.sqrt(1 - b2 ** t) / (1 - b1 ** t)
        return p - lr_t * m / (np.sqrt(v) + eps), (m, v)
    return up


def _adamw(lr, wd, b1=0.9, b2=0.999, eps=1e-8):
    def up(p, g, s, t):
        m, v = s
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        p = p * (1 - lr * wd)
        return p - lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + eps), (m, v)
    return up


def _adam_wd(lr, wd, b1=0.9, b2=0.999, eps=1e-6):
    def up(p, g, s, t, decay):
        m, v = s
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        u = m / (np.sqrt(v) + eps) + (wd * p if decay else 0)
        return p - lr * u, (m, v)
    return up


_Z = np.zeros_like
_Z2 = lambda p: (np.zeros_like(p), np.zeros_like(p))  # noqa: E731

OPTIMIZERS = [
    ("sgd", lambda ps: nn.SGD(ps, 0.1), _ref(_sgd(0.1, 0.0), _Z)),
    # momentum 0: MindSpore's kernel ignores dampening (p -= lr * g) and leaves accum at 0
    ("sgd_dampening_no_momentum", lambda ps: nn.SGD(ps, 0.1, dampening=0.5),
     _ref(_sgd(0.1, 0.0), _Z)),
    ("sgd_momentum_damp_wd", lambda ps: nn.SGD(ps, 0.1, momentum=0.9, dampening=0.2,
                                               weight_decay=0.01),
     _ref(_sgd(0.1, 0.9, 0.2), _Z, wd=0.01)),
    ("sgd_nesterov", lambda ps: nn.SGD(ps, 0.05, momentum=0.8, nesterov=True),
     _ref(_sgd(0.05, 0.8, nesterov=True), _Z)),
    ("momentum", lambda ps: nn.Momentum(ps, 0.1, 0.9), _ref(_momentum(0.1, 0.9), _Z)),
    ("momentum_nesterov_wd", lambda ps: nn.Momentum(ps, 0.1, 0.9, weight_decay=0.1,
                                                    use_nesterov=True),
     _ref(_momentum(0.1, 0.9, True), _Z, wd=0.1)),
    ("adam", lambda ps: nn.Adam(ps, 0.01), _ref(_adam(0.01), _Z2)),
    ("adam_l2", lambda ps: nn.Adam(ps, 0.01, weight_decay=0.1), _ref(_adam(0.01), _Z2, wd=0.1)),
    ("adamw", lambda ps: nn.AdamW(ps, 0.01, weight_decay=0.1),
     [_ref(_adamw(0.01, 0.1), _Z2)[0], _ref(_adamw(0.01, 0.0), _Z2)[1]]),
]


@pytest.mark.parametrize("case", OPTIMIZERS, ids=[c[0] for c in OPTIMIZERS])
def test_optimizer_matches_reference(mode, case):
    _, make, want = case
    got, _ = _run(make)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_sgd_without_momentum_leaves_accum_at_zero(mode):
    _, opt = _run(lambda ps: nn.SGD(ps, 0.1, dampening=0.5))
    for a in opt.accum:                 # as MindSpore 2.10 leaves them (checked on its CPU)
        np.testing.assert_array_equal(a.asnumpy(), np.zeros(a.shape, np.float32))


def _adam_kernel_f32(w, grads):
    """MindSpore's CPU Adam kernel in float32 numpy (each operation rounded on its own)."""
    f = np.float32
    m, v, b1p, b2p = np.zeros_like(w), np.zeros_like(w), f(1), f(1)
    for g in grads:
        b1p, b2p = b1p * f(0.9), b2p * f(0.999)
        lr = f(f(0.01) * np.sqrt(f(1) - b2p) / (f(1) - b1p))
        m = m + (g - m) * (f(1) - f(0.9))
        v = v + (g * g - v) * (f(1) - f(0.999))
        w = w - lr * m / (np.sqrt(v) + f(1e-8))
    return w


def test_adam_is_bit_equal_to_mindspores_kernel(mode):
    # MindSpore's st tests compare Adam's loss curves bit for bit: beta1/beta2 are float32
    # Tensors there (1 - beta1 is 0.100000024) and XLA must not fuse a * b + c into one FMA
    # (the powers ``beta1_power * beta1`` are computed in the same graph)
    r = np.random.default_rng(0)
    w0 = r.standard_normal(40).astype(np.float32)
    grads = [(r.standard_normal(40) * 0.1).astype(np.float32) for _ in range(3)]
    p = ms.Parameter(ms.Tensor(w0), name="w")
    opt = nn.Adam([p], learning_rate=0.01)
    for g in grads:
        opt((ms.Tensor(g),))
    np.testing.assert_array_equal(p.asnumpy(), _adam_kernel_f32(w0, grads))


def test_adam_weight_decay_matches_reference(mode):
    got, opt = _run(lambda ps: nn.AdamWeightDecay(ps, 0.01, weight_decay=0.1))
    up = _adam_wd(0.01, 0.1)
    ps = [np.array([[0.5, -1.0], [2.0, 0.3]]), np.array([1.0, -0.5])]
    st = [_Z2(p) for p in ps]
    for s in range(STEPS):
        for i, g in enumerate(_grads(s)):
            ps[i], st[i] = up(ps[i], g.astype(np.float64), st[i], s + 1, i == 0)
    for g, w in zip(got, ps):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)
    assert [p.name for p in opt.moments1] == ["adam_m.weight", "adam_m.gamma"]


def test_state_parameters_are_named_and_flagged_as_mindspore():
    net = _Net()
    opt = nn.Adam(net.trainable_params())
    names = [p.name for p in opt.get_parameters()]
    for n in ["global_step", "learning_rate", "beta1_power", "beta2_power", "moment1.weight",
              "moment2.gamma"]:
        assert n in names
    # 2.10 clones the state from the Parameters, requires_grad included (measured)
    assert all(p.requires_grad for p in opt.moment1 + opt.moment2)
    assert opt.global_step.shape == (1,) and opt.global_step.dtype == ms.int32
    mom = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    assert [p.name for p in mom.moments] == ["moments.weight", "moments.gamma"]


def _lrs_seen(make_lr, steps=4):
    net = _Net()
    opt = nn.SGD(net.trainable_params(), make_lr())
    seen = []
    for s in range(steps):
        seen.append(float(opt.get_lr().asnumpy()))
        before = net.gamma.asnumpy().copy()
        opt((ms.Tensor(np.zeros((2, 2), np.float32)), ms.Tensor(np.ones(2, np.float32))))
        np.testing.assert_allclose(before - net.gamma.asnumpy(), seen[-1], rtol=1e-5)
    return seen


@pytest.mark.parametrize("make_lr,want", [
    (lambda: 0.1, [0.1] * 4),
    (lambda: ms.Tensor(np.array(0.2, np.float32)), [0.2] * 4),
    (lambda: [0.3, 0.2, 0.1], [0.3, 0.2, 0.1]),
    (lambda: ms.Tensor(np.array([0.3, 0.2], np.float32)), [0.3, 0.2]),
    (lambda: nn.ExponentialDecayLR(0.1, 0.5, 1), [0.1, 0.05, 0.025, 0.0125]),
    (lambda: nn.WarmUpLR(0.1, 2), [0.0, 0.05, 0.1, 0.1]),
    (lambda: nn.CosineDecayLR(0.0, 0.1, 2), [0.1, 0.05, 0.0, 0.0]),
])
def test_learning_rate_forms(make_lr, want):
    np.testing.assert_allclose(_lrs_seen(make_lr, len(want)), want, rtol=1e-5, atol=1e-7)


def test_dynamic_learning_rate_past_its_end():
    # 2.10 (measured, both modes): no clamp to the last rate; Gather's CPU range error, the
    # parameters and global_step unchanged
    net = _Net()
    opt = nn.SGD(net.trainable_params(), [0.3, 0.2])
    grads = (ms.Tensor(np.zeros((2, 2), np.float32)), ms.Tensor(np.ones(2, np.float32)))
    opt(grads)
    opt(grads)
    before = net.gamma.asnumpy().copy()
    for call in (opt.get_lr, lambda: opt(grads)):
        with pytest.raises(RuntimeError, match=r"For 'Gather', the 'input_indices' should be in "
                           r"the range \[0, 2\), but got 2, error_code\[58\]"):
            call()
    np.testing.assert_array_equal(net.gamma.asnumpy(), before)
    assert int(opt.global_step.asnumpy()[0]) == 2


def test_parameter_groups_lr_and_weight_decay(mode):
    net = _Net()
    groups = [{"params": [net.weight], "lr": 0.5, "weight_decay": 0.1},
              {"params": [net.gamma]}]
    opt = nn.Momentum(groups, learning_rate=0.1, momentum=0.0, weight_decay=0.0)
    w0, g0 = net.weight.asnumpy().copy(), net.gamma.asnumpy().copy()
    grads = _grads(0)
    opt(tuple(ms.Tensor(g) for g in grads))
    np.testing.assert_allclose(net.weight.asnumpy(), w0 - 0.5 * (grads[0] + 0.1 * w0), rtol=1e-5)
    np.testing.assert_allclose(net.gamma.asnumpy(), g0 - 0.1 * grads[1], rtol=1e-5)
    lrs = opt.get_lr()
    assert isinstance(lrs, tuple) and [round(float(x.asnumpy()), 6) for x in lrs] == [0.5, 0.1]


def test_default_weight_decay_skips_gamma_and_beta():
    net = _Net()
    opt = nn.SGD(net.trainable_params(), 0.1, weight_decay=0.5)
    w0, g0 = net.weight.asnumpy().copy(), net.gamma.asnumpy().copy()
    opt((ms.Tensor(np.zeros((2, 2), np.float32)), ms.Tensor(np.zeros(2, np.float32))))
    np.testing.assert_allclose(net.weight.asnumpy(), w0 * (1 - 0.05), rtol=1e-6)
    np.testing.assert_array_equal(net.gamma.asnumpy(), g0)


@pytest.mark.parametrize("make,err", [
    (lambda ps: nn.SGD(ps, -0.1), ValueError),
    (lambda ps: nn.SGD(ps, "fast"), ValueError),     # 2.10 iterates a str (measured)
    (lambda ps: nn.Momentum(ps, 0.1, -1.0), ValueError),
    (lambda ps: nn.Adam(ps, beta1=1.0), ValueError),
    (lambda ps: nn.SGD([], 0.1), ValueError),
    (lambda ps: nn.SGD(ps, 0.1, weight_decay=-1), ValueError),
    (lambda ps: nn.SGD([{"params": ps}, {"params": ps}], 0.1), RuntimeError),
])
def test_bad_arguments_raise(make, err):
    with pytest.raises(err):
        make(_Net().trainable_params())


def test_wrong_number_of_gradients_raises():
    net = _Net()
    opt = nn.SGD(net.trainable_params(), 0.1)
    with pytest.raises(ValueError, match="first element in HyperMap is 2, but the length of "
                       "the second element in HyperMap is 1"):      # 2.10's text
        opt((ms.Tensor(np.zeros((2, 2), np.float32)),))
