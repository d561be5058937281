"""Optimizer Primitives (``ops.ApplyMomentum`` ... ``ops.SGD``): two steps inside a Cell, in
both modes, against MindSpore's documented formulas written out in numpy; the Parameters are
written and the outputs are MindSpore's."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_R = np.random.default_rng(7)


def pos(*shape):
    return _R.uniform(0.5, 1.5, shape).astype(np.float32)


def sgn(*shape):
    return _R.uniform(-1, 1, shape).astype(np.float32)


class Step(nn.Cell):
    """Holds the Parameters ``names`` and calls ``prim(*params, *scalars, grad)`` in the
    order ``order`` gives (parameter names, or 'g' / scalar keys)."""

    def __init__(self, prim, params, order):
        super().__init__()
        self.prim = prim
        self.names = list(params)
        for k, v in params.items():
            setattr(self, k, ms.Parameter(ms.Tensor(v), name=k))
        self.order = order

    def construct(self, g, scal):
        args = []
        for k in self.order:
            if k == "g":
                args.append(g)
            elif isinstance(k, int):
                args.append(scal[k])
            else:
                args.append(getattr(self, k))
        return self.prim(*args)


def _sq(x):
    return x * x


def _prox(v, lr, l1, l2):
    return np.sign(v) / (1 + lr * l2) * np.maximum(np.abs(v) - lr * l1, 0)


# name, prim, params, order, scalars, numpy step (state dict, g, scalars) -> outputs (names)
def momentum(s, g, c):
    s["acc"] = s["acc"] * c[1] + g
    s["var"] = s["var"] - c[0] * s["acc"]
    return ("var",)


def momentum_nesterov(s, g, c):
    s["acc"] = s["acc"] * c[1] + g
    s["var"] = s["var"] - (g * c[0] + s["acc"] * c[1] * c[0])
    return ("var",)


def gd(s, g, c):
    s["var"] = s["var"] - c[0] * g
    return ("var",)


def prox_gd(s, g, c):
    s["var"] = _prox(s["var"] - c[0] * g, c[0], c[1], c[2])
    return ("var",)


def adagrad(s, g, c):
    s["accum"] = s["accum"] + g * g
    s["var"] = s["var"] - c[0] * g / np.sqrt(s["accum"])
    return ("var", "accum")


def adagrad_v2(s, g, c):
    s["accum"] = s["accum"] + g * g
    s["var"] = s["var"] - c[0] * g / (np.sqrt(s["accum"]) + 1e-6)
    return ("var", "accum")


def adadelta(s, g, c):
    lr, rho, eps = c
    s["accum"] = rho * s["accum"] + (1 - rho) * g * g
    upd = np.sqrt(s["accum_update"] + eps) * g / np.sqrt(s["accum"] + eps)
    s["accum_update"] = rho * s["accum_update"] + (1 - rho) * upd * upd
    s["var"] = s["var"] - lr * upd
    return ("var", "accum", "accum_update")


def adamax(s, g, c):
    b1p, lr, b1, b2, eps = c
    s["m"] = b1 * s["m"] + (1 - b1) * g
    s["v"] = np.maximum(b2 * s["v"], np.abs(g))
    s["var"] = s["var"] - lr / (1 - b1p) * s["m"] / (s["v"] + eps)
    return ("var", "m", "v")


def rmsprop(s, g, c):
    lr, decay, mom, eps = c
    s["ms"] = decay * s["ms"] + (1 - decay) * g * g
    s["mom"] = mom * s["mom"] + lr * g / np.sqrt(s["ms"] + eps)
    s["var"] = s["var"] - s["mom"]
    return ("var",)


def centered_rmsprop(s, g, c):
    lr, decay, mom, eps = c
    s["mg"] = decay * s["mg"] + (1 - decay) * g
    s["ms"] = decay * s["ms"] + (1 - decay) * g * g
    s["mom"] = mom * s["mom"] + lr * g / np.sqrt(s["ms"] - s["mg"] ** 2 + eps)
    s["var"] = s["var"] - s["mom"]
    return ("var",)


def ftrl(s, g, c):
    lr, l1, l2, lr_power = c
    acc_new = s["accum"] + g * g
    s["linear"] = s["linear"] + g - (acc_new ** -lr_power - s["accum"] ** -lr_power) / lr \
        * s["var"]
    quad = acc_new ** -lr_power / lr + 2 * l2
    s["var"] = np.where(np.abs(s["linear"]) > l1, (np.sign(s["linear"]) * l1 - s["linear"])
                        / quad, 0.0)
    s["accum"] = acc_new
    return ("var",)


def power_sign(s, g, c):
    lr, logbase, decay, beta = c
    s["m"] = beta * s["m"] + (1 - beta) * g
    s["var"] = s["var"] - lr * np.exp(logbase * decay * np.sign(g) * np.sign(s["m"])) * g
    return ("var", "m")


def add_sign(s, g, c):
    lr, alpha, decay, beta = c
    s["m"] = beta * s["m"] + (1 - beta) * g
    s["var"] = s["var"] - lr * (alpha + decay * np.sign(g) * np.sign(s["m"])) * g
    return ("var", "m")


def prox_adagrad(s, g, c):
    lr, l1, l2 = c
    s["accum"] = s["accum"] + g * g
    lr_t = lr / np.sqrt(s["accum"])      # the prox step uses the adapted rate, as MindSpore's kernel
    s["var"] = _prox(s["var"] - lr_t * g, lr_t, l1, l2)
    return ("var", "accum")


def keras_momentum(s, g, c):
    lr, mom = c
    s["accum"] = s["accum"] * mom - lr * g
    s["var"] = s["var"] + s["accum"]
    return ("var", "accum")


def _adam_moments(s, g, b1, b2):
    s["m"] = b1 * s["m"] + (1 - b1) * g
    s["v"] = b2 * s["v"] + (1 - b2) * g * g


def amsgrad(s, g, c):
    b1p, b2p, lr = c
    _adam_moments(s, g, 0.9, 0.999)
    s["vhat"] = np.maximum(s["vhat"], s["v"])
    s["var"] = s["var"] - lr * np.sqrt(1 - b2p) / (1 - b1p) * s["m"] / (np.sqrt(s["vhat"]) + 1e-8)
    return ("var", "m", "v", "vhat")


def adam(s, g, c):
    b1p, b2p, lr, b1, b2, eps = c
    _adam_moments(s, g, b1, b2)
    s["var"] = s["var"] - lr * np.sqrt(1 - b2p) / (1 - b1p) * s["m"] / (np.sqrt(s["v"]) + eps)
    return ("var", "m", "v")


def adam_nesterov(s, g, c):
    b1p, b2p, lr, b1, b2, eps = c
    _adam_moments(s, g, b1, b2)
    num = s["m"] * b1 + (1 - b1) * g
    s["var"] = s["var"] - lr * np.sqrt(1 - b2p) / (1 - b1p) * num / (np.sqrt(s["v"]) + eps)
    return ("var", "m", "v")


def adamw(s, g, c):
    lr, b1, b2, eps, decay = c
    _adam_moments(s, g, b1, b2)
    s["var"] = s["var"] - lr * (s["m"] / (np.sqrt(s["v"]) + eps) + decay * s["var"])
    return ("var", "m", "v")


def sgd(s, g, c):
    lr, mom = c
    g = g + 0.1 * s["var"]
    s["accum"] = np.where(s["stat"] > 0, g, mom * s["accum"] + (1 - 0.2) * g)
    s["stat"] = np.zeros_like(s["stat"])
    s["var"] = s["var"] - lr * s["accum"]
    return ("var",)


P2, G2 = (2, 3), sgn(2, 3)
CASES = [
    ("ApplyMomentum", ops.ApplyMomentum(), {"var": sgn(*P2), "acc": pos(*P2)},
     ["var", "acc", 0, "g", 1], (0.1, 0.9), momentum),
    ("ApplyMomentum nesterov", ops.ApplyMomentum(use_nesterov=True),
     {"var": sgn(*P2), "acc": pos(*P2)}, ["var", "acc", 0, "g", 1], (0.1, 0.9),
     momentum_nesterov),
    ("ApplyGradientDescent", ops.ApplyGradientDescent(), {"var": sgn(*P2)}, ["var", 0, "g"],
     (0.3,), gd),
    ("ApplyProximalGradientDescent", ops.ApplyProximalGradientDescent(), {"var": sgn(*P2)},
     ["var", 0, 1, 2, "g"], (0.3, 0.1, 0.2), prox_gd),
    ("ApplyAdagrad", ops.ApplyAdagrad(), {"var": sgn(*P2), "accum": pos(*P2)},
     ["var", "accum", 0, "g"], (0.1,), adagrad),
    ("ApplyAdagradV2", ops.ApplyAdagradV2(epsilon=1e-6), {"var": sgn(*P2), "accum": pos(*P2)},
     ["var", "accum", 0, "g"], (0.1,), adagrad_v2),
    ("ApplyAdadelta", ops.ApplyAdadelta(),
     {"var": sgn(*P2), "accum": pos(*P2), "accum_update": pos(*P2)},
     ["var", "accum", "accum_update", 0, 1, 2, "g"], (0.5, 0.9, 1e-6), adadelta),
    ("ApplyAdaMax", ops.ApplyAdaMax(), {"var": sgn(*P2), "m": sgn(*P2), "v": pos(*P2)},
     ["var", "m", "v", 0, 1, 2, 3, 4, "g"], (0.9, 0.01, 0.9, 0.99, 1e-8), adamax),
    ("ApplyRMSProp", ops.ApplyRMSProp(), {"var": sgn(*P2), "ms": pos(*P2), "mom": sgn(*P2)},
     ["var", "ms", "mom", 0, "g", 1, 2, 3], (0.01, 0.9, 0.5, 1e-10), rmsprop),
    ("ApplyCenteredRMSProp", ops.ApplyCenteredRMSProp(),
     {"var": sgn(*P2), "mg": sgn(*P2) * 0.1, "ms": pos(*P2), "mom": sgn(*P2)},
     ["var", "mg", "ms", "mom", "g", 0, 1, 2, 3], (0.01, 0.9, 0.5, 1e-10), centered_rmsprop),
    ("ApplyFtrl", ops.ApplyFtrl(), {"var": sgn(*P2), "accum": pos(*P2), "linear": sgn(*P2)},
     ["var", "accum", "linear", "g", 0, 1, 2, 3], (0.1, 0.01, 0.01, -0.5), ftrl),
    ("ApplyPowerSign", ops.ApplyPowerSign(), {"var": sgn(*P2), "m": sgn(*P2)},
     ["var", "m", 0, 1, 2, 3, "g"], (0.01, np.e, 0.99, 0.9), power_sign),
    ("ApplyAddSign", ops.ApplyAddSign(), {"var": sgn(*P2), "m": sgn(*P2)},
     ["var", "m", 0, 1, 2, 3, "g"], (0.01, 1.0, 0.99, 0.9), add_sign),
    ("ApplyProximalAdagrad", ops.ApplyProximalAdagrad(), {"var": sgn(*P2), "accum": pos(*P2)},
     ["var", "accum", 0, 1, 2, "g"], (0.1, 0.05, 0.1), prox_adagrad),
    ("ApplyKerasMomentum", ops.ApplyKerasMomentum(), {"var": sgn(*P2), "accum": sgn(*P2)},
     ["var", "accum", 0, "g", 1], (0.1, 0.9), keras_momentum),
    ("ApplyAdamWithAmsgrad", ops.ApplyAdamWithAmsgrad(),
     {"var": sgn(*P2), "m": sgn(*P2), "v": pos(*P2), "vhat": pos(*P2)},
     ["var", "m", "v", "vhat", 0, 1, 2, "g"], (0.9, 0.999, 0.01), amsgrad),
    ("Adam", ops.Adam(), {"var": sgn(*P2), "m": sgn(*P2), "v": pos(*P2)},
     ["var", "m", "v", 0, 1, 2, 3, 4, 5, "g"], (0.9, 0.999, 0.01, 0.9, 0.999, 1e-8), adam),
    ("Adam nesterov", ops.Adam(use_nesterov=True), {"var": sgn(*P2), "m": sgn(*P2),
                                                    "v": pos(*P2)},
     ["var", "m", "v", 0, 1, 2, 3, 4, 5, "g"], (0.9, 0.999, 0.01, 0.9, 0.999, 1e-8),
     adam_nesterov),
    ("AdamWeightDecay", ops.AdamWeightDecay(), {"var": sgn(*P2), "m": sgn(*P2), "v": pos(*P2)},
     ["var", "m", "v", 0, 1, 2, 3, 4, "g"], (0.01, 0.9, 0.999, 1e-8, 0.1), adamw),
    ("SGD", ops.SGD(dampening=0.2, weight_decay=0.1),
     {"var": sgn(*P2), "accum": sgn(*P2), "stat": np.ones((1,), np.float32)},
     ["var", "g", 0, "accum", 1, "stat"], (0.1, 0.9), sgd),
]


@pytest.mark.parametrize("name,prim,params,order,scal,ref", CASES, ids=[c[0] for c in CASES])
def test_two_steps_match_the_formula(mode, name, prim, params, order, scal, ref):
    net = Step(prim, params, order)
    state = {k: v.astype(np.float64) for k, v in params.items()}
    scal_t = tuple(ms.Tensor(np.float32(c)) for c in scal)
    for _ in range(2):
        out = net(ms.Tensor(G2), scal_t)
        names = ref(state, G2.astype(np.float64), scal)
    outs = out if isinstance(out, tuple) else (out,)
    assert len(outs) == len(names)
    for o, n in zip(outs, names):
        np.testing.assert_allclose(o.asnumpy(), state[n], rtol=1e-4, atol=1e-5, err_msg=n)
    for k in params:
        np.testing.assert_allclose(getattr(net, k).asnumpy(), state[k], rtol=1e-4, atol=1e-5,
                                   err_msg=f"Parameter {k}")


def test_adam_no_update_param_returns_the_delta():
    m, v = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="m"), \
        ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="v")
    g = np.array([1.0, -2.0, 0.5], np.float32)
    delta = ops.AdamNoUpdateParam()(m, v, ms.Tensor(0.9), ms.Tensor(0.999), ms.Tensor(0.1),
                                    ms.Tensor(0.9), ms.Tensor(0.999), ms.Tensor(1e-8),
                                    ms.Tensor(g))
    mm, vv = 0.1 * g, 0.001 * g * g
    want = -0.1 * np.sqrt(1 - 0.999) / (1 - 0.9) * mm / (np.sqrt(vv) + 1e-8)
    np.testing.assert_allclose(delta.asnumpy(), want, rtol=1e-4)
    np.testing.assert_allclose(m.asnumpy(), mm, rtol=1e-6)


def test_lars_update():
    w, g = sgn(3, 2), sgn(3, 2)
    nw, ng = (w.astype(np.float64) ** 2).sum(), (g.astype(np.float64) ** 2).sum()
    out = ops.LARSUpdate()(ms.Tensor(w), ms.Tensor(g), ms.Tensor(np.float32(nw)),
                           ms.Tensor(np.float32(ng)), 0.01, 0.1)
    ratio = 0.001 * np.sqrt(nw) / (np.sqrt(ng) + 0.01 * np.sqrt(nw) + 1e-5)
    np.testing.assert_allclose(out.asnumpy(), ratio * (g + 0.01 * w), rtol=1e-4)


def test_apply_writes_a_plain_tensor_and_constructor_attrs():
    t = ms.Tensor([1.0])      # MindSpore 2.10 (measured): a plain Tensor var is written too
    out = ops.ApplyGradientDescent()(t, 0.1, ms.Tensor([1.0]))
    np.testing.assert_allclose([out.asnumpy()[0], t.asnumpy()[0]], [0.9, 0.9], rtol=1e-6)
    with pytest.raises(ValueError, match="dampening"):
        ops.SGD(dampening=0.5, nesterov=True)
    assert repr(ops.ApplyAdagradV2(epsilon=1e-6)) == \
        "Prim[ApplyAdagradV2]<epsilon=1e-06, update_slots=True>"
    assert ops.operations.nn_ops.ApplyMomentum is ops.ApplyMomentum


class _VmapFtrl(nn.Cell):
    """vmap (twice: nested) of ApplyFtrl over Parameters passed as mapped arguments."""

    def __init__(self, nested):
        super().__init__()
        shape = (2, 2, 3) if nested else (2, 3)
        self.var = ms.Parameter(ms.Tensor(np.full(shape, 0.5, np.float32)), name="var")
        self.accum = ms.Parameter(ms.Tensor(np.full(shape, 0.6, np.float32)), name="accum")
        self.linear = ms.Parameter(ms.Tensor(np.full(shape, 0.9, np.float32)), name="linear")
        fn = lambda v, a, lin, g: ops.ApplyFtrl()(v, a, lin, g, 0.001, 0.0, 0.0, -0.5)
        f = ops.vmap(fn,
                     in_axes=(0, 0, 0, 0))
        self.f = ops.vmap(f, in_axes=(0, 0, 0, 0)) if nested else f

    def construct(self, grad):
        return self.f(self.var, self.accum, self.linear, grad)


@pytest.mark.parametrize("nested", [False, True])
def test_vmap_writes_the_parameters_it_maps(mode, nested):
    # MindSpore 2.10 (measured): an optimizer Primitive under vmap updates the Parameters given
    # as mapped arguments, slice by slice (minicell dropped the write)
    net = _VmapFtrl(nested)
    g = np.linspace(0.1, 0.8, net.var.size).reshape(net.var.shape).astype(np.float32)
    out = net(ms.Tensor(g))
    acc = 0.6 + g * g
    lin = 0.9 + g - (np.sqrt(acc) - np.sqrt(0.6)) / 0.001 * 0.5
    want = -lin / (np.sqrt(acc) / 0.001)
    np.testing.assert_allclose(net.var.asnumpy(), want, rtol=1e-4)
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-4)
    np.testing.assert_allclose(net.accum.asnumpy(), acc, rtol=1e-6)


def test_float64_adagrad_v2_and_adadelta_round_as_float32_kernels():
    # MindSpore 2.10's CPU kernels of these two have no float64 version: float64 inputs are
    # computed in float32 and cast back (measured values); ApplyAdagrad keeps float64
    a = np.array([0.59021956, 0.6402413, 9.64904916])
    g, lr = ms.Tensor(np.array([1.1, 2.3, 4.9])), ms.Tensor(0.1, ms.float64)

    def p(n):
        return ms.Parameter(ms.Tensor(a.copy()), name=n)
    v2 = ops.ApplyAdagradV2(1e-6)(p("v"), p("a"), lr, g)[0]
    assert v2.dtype == ms.float64
    assert v2.asnumpy().tolist() == [0.5082354545593262, 0.5457935929298401, 9.564589500427246]
    delta = ops.ApplyAdadelta()(p("v"), p("a"), p("b"), lr, ms.Tensor(0.9, ms.float64),
                                ms.Tensor(1e-6, ms.float64), g)[0]
    assert delta.asnumpy().tolist() == [0.4855766296386719, 0.4651857018470764,
                                         9.191889762878418]
    v1 = ops.ApplyAdagrad()(p("v"), p("a"), lr, g)[0].asnumpy()
    # 2.10's ApplyAdagrad adds its hard-coded eps 1e-8 under the square root (session 76)
    np.testing.assert_allclose(v1, a - 0.1 * g.asnumpy() / np.sqrt(a + g.asnumpy() ** 2 + 1e-8),
                               rtol=1e-12)


# ---- sparse Primitives: the dense numpy rule on the rows named (repeated indices summed) -------
def _ftrl_v2(s, g, c):
    lr, l1, l2, shrink, lr_power = c
    acc_new = s["accum"] + g * g
    s["linear"] = s["linear"] + g + 2 * shrink * s["var"] - \
        (acc_new ** -lr_power - s["accum"] ** -lr_power) / lr * s["var"]
    quad = acc_new ** -lr_power / lr + 2 * l2
    s["var"] = np.where(np.abs(s["linear"]) > l1, (np.sign(s["linear"]) * l1 - s["linear"])
                        / quad, 0.0)
    s["accum"] = acc_new
    return ("var",)


IDX = np.array([2, 0, 2], np.int32)
GS = sgn(3, 2)
SPARSE = [
    ("SparseApplyAdagrad", ops.SparseApplyAdagrad(lr=0.1), {"var": sgn(4, 2), "accum": pos(4, 2)},
     ["var", "accum", "g", "i"], (), adagrad, (0.1,), ("var", "accum")),
    ("SparseApplyAdagradV2", ops.SparseApplyAdagradV2(lr=0.1, epsilon=1e-6),
     {"var": sgn(4, 2), "accum": pos(4, 2)}, ["var", "accum", "g", "i"], (), adagrad_v2, (0.1,),
     ("var", "accum")),
    ("SparseApplyProximalAdagrad", ops.SparseApplyProximalAdagrad(),
     {"var": sgn(4, 2), "accum": pos(4, 2)}, ["var", "accum", 0, 1, 2, "g", "i"],
     (0.1, 0.05, 0.1), prox_adagrad, (0.1, 0.05, 0.1), ("var", "accum")),
    ("SparseApplyFtrl", ops.SparseApplyFtrl(lr=0.1, l1=0.01, l2=0.01, lr_power=-0.5),
     {"var": sgn(4, 2), "accum": pos(4, 2), "linear": sgn(4, 2)},
     ["var", "accum", "linear", "g", "i"], (), ftrl, (0.1, 0.01, 0.01, -0.5),
     ("var", "accum", "linear")),
    ("SparseApplyFtrlV2", ops.SparseApplyFtrlV2(0.1, 0.01, 0.01, 0.1, -0.5),
     {"var": sgn(4, 2), "accum": pos(4, 2), "linear": sgn(4, 2)},
     ["var", "accum", "linear", "g", "i"], (), _ftrl_v2, (0.1, 0.01, 0.01, 0.1, -0.5),
     ("var", "accum", "linear")),
    ("SparseApplyRMSProp", ops.SparseApplyRMSProp(0.9, 0.5, 1e-10),
     {"var": sgn(4, 2), "ms": pos(4, 2), "mom": sgn(4, 2)}, ["var", "ms", "mom", 0, "g", "i"],
     (0.01,), rmsprop, (0.01, 0.9, 0.5, 1e-10), ("var", "ms", "mom")),
    ("SparseApplyAdadelta", ops.SparseApplyAdadelta(1e-6),
     {"var": sgn(4, 2), "accum": pos(4, 2), "accum_update": pos(4, 2)},
     ["var", "accum", "accum_update", 0, 1, "g", "i"], (0.5, 0.9), adadelta, (0.5, 0.9, 1e-6),
     ("var", "accum", "accum_update")),
]


class SparseStep(Step):
    def construct(self, g, scal, idx):
        args = []
        for k in self.order:
            if k == "g":
                args.append(g)
            elif k == "i":
                args.append(idx)
            elif isinstance(k, int):
                args.append(scal[k])
            else:
                args.append(getattr(self, k))
        return self.prim(*args)


@pytest.mark.parametrize("name,prim,params,order,scal,ref,ref_scal,outs", SPARSE,
                         ids=[c[0] for c in SPARSE])
def test_sparse_step_matches_the_rule_on_its_rows(mode, name, prim, params, order, scal, ref,
                                                  ref_scal, outs):
    net = SparseStep(prim, params, order)
    out = net(ms.Tensor(GS), tuple(ms.Tensor(np.float32(c)) for c in scal), ms.Tensor(IDX))
    dense_g = np.zeros((4, 2))
    np.add.at(dense_g, IDX, GS.astype(np.float64))
    rows = sorted(set(IDX.tolist()))
    state = {k: v.astype(np.float64)[rows] for k, v in params.items()}
    ref(state, dense_g[rows], ref_scal)
    assert len(out) == len(outs)
    for o, k in zip(out, outs):
        want = params[k].astype(np.float64).copy()
        want[rows] = state[k]
        np.testing.assert_allclose(o.asnumpy(), want, rtol=1e-4, atol=1e-5, err_msg=k)
        np.testing.assert_allclose(getattr(net, k).asnumpy(), want, rtol=1e-4, atol=1e-5)


def _adam_np(var, m, v, g, c, nesterov=False):
    b1p, b2p, lr, b1, b2, eps = c
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    num = m * b1 + (1 - b1) * g if nesterov else m
    return var - lr * np.sqrt(1 - b2p) / (1 - b1p) * num / (np.sqrt(v) + eps), m, v


@pytest.mark.parametrize("lazy", [False, True])
def test_fused_sparse_adam(mode, lazy):
    c = (0.9, 0.999, 0.01, 0.9, 0.999, 1e-8)
    params = {"var": sgn(4, 2), "m": sgn(4, 2), "v": pos(4, 2)}
    prim = ops.FusedSparseLazyAdam() if lazy else ops.FusedSparseAdam()
    net = SparseStep(prim, params, ["var", "m", "v", 0, 1, 2, 3, 4, 5, "g", "i"])
    out = net(ms.Tensor(GS), tuple(ms.Tensor(np.float32(x)) for x in c), ms.Tensor(IDX))
    assert len(out) == 3 and all(o.shape == (1,) for o in out)
    dense_g = np.zeros((4, 2))
    np.add.at(dense_g, IDX, GS.astype(np.float64))
    want = _adam_np(*(params[k].astype(np.float64) for k in ("var", "m", "v")), dense_g, c)
    if lazy:
        untouched = [r for r in range(4) if r not in IDX]
        for w, k in zip(want, ("var", "m", "v")):
            w[untouched] = params[k][untouched]
    for w, k in zip(want, ("var", "m", "v")):
        np.testing.assert_allclose(getattr(net, k).asnumpy(), w, rtol=1e-4, atol=1e-5, err_msg=k)


def test_fused_sparse_ftrl_and_proximal_adagrad_outputs():
    var = ms.Parameter(ms.Tensor(np.ones((3, 1), np.float32)), name="var")
    acc = ms.Parameter(ms.Tensor(np.ones((3, 1), np.float32)), name="acc")
    lin = ms.Parameter(ms.Tensor(np.zeros((3, 1), np.float32)), name="lin")
    out = ops.FusedSparseFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5)(
        var, acc, lin, ms.Tensor([[1.0]]), ms.Tensor([1], ms.int32))
    assert [o.shape for o in out] == [(1,)] * 3
    assert acc.asnumpy().ravel().tolist() == [1.0, 2.0, 1.0]
    out = ops.FusedSparseProximalAdagrad()(var, acc, ms.Tensor(0.1), ms.Tensor(0.0),
                                           ms.Tensor(0.0), ms.Tensor([[1.0]]),
                                           ms.Tensor([0], ms.int32))
    assert len(out) == 2 and acc.asnumpy().ravel().tolist() == [2.0, 2.0, 1.0]
