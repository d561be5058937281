"""Session 76 (num76): the Apply* optimizer kernels as MindSpore 2.10's CPU kernels round them.
Every expected value was measured on 2.10 CPU (/tmp/s76/num76/m76.py), the same bits in
PYNATIVE_MODE and GRAPH_MODE, written as uint32 bit patterns. Three steps of each optimizer on
11 values (nnacl's SIMD blocks and its C tail both taken):

- nn.Adagrad: ApplyAdagrad's ``var -= (lr * g) * (1 / sqrt(accum + 1e-8))``, each operation
  rounded; ``accum=0.0`` with a zero gradient moves nothing (minicell gave NaN).
- nn.RMSProp: nnacl's ``RMSPropUnuseCenterFp32`` (FMAs in its AVX blocks, double in its tail);
  centered: ApplyCenteredRMSProp's template kernel (``(T)(1 - (double)decay)``, double sqrt).
- nn.AdaMax, nn.ProximalAdagrad (l1, l2 > 0: nnacl's SIMD FMAs, double in the tail),
  nn.Adadelta (``1.0 - rho`` a double).
- nn.FTRL (l1 = 0; lr_power -0.5 and -0.3) and nn.Adam(use_amsgrad=True): ApplyFtrl and
  ApplyAdamWithAmsgradV2 as registered ops, so that GRAPH_MODE at XLA's defaults keeps their
  products rounded (was 61% / 94% there) and nn.FTRL's float constants do not let XLA rewrite
  its divisions.
- ops.Adam (the Primitive): nnacl's AdamFp32 as nn.Adam (was the composite rule); 2.10 returns
  no values from it (zeros in PYNATIVE, uninitialized memory in GRAPH), not compared.
The child runs both modes at XLA's default optimization level, where XLA contracts products
into FMAs and ``x / sqrt(y)`` into ``x * rsqrt(y)`` unless the kernels keep their rounding."""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from xla_defaults import child_json

_K = np.arange(11)
W = ((_K * 37 % 29) - 14) / 9.7
G = [((_K * 19 % 23) - 11) / 13.1, ((_K * 5 % 19) - 9) / 7.3, ((_K * 7 % 13) - 6) / 3.3]
V = (1 + (_K * 7 % 11)) / 90.0

WANT = {
    "adagrad": [
        3214374807, 3207575847, 1042730782, 1063198688, 3210568152, 3194795728, 1055493845,
        1066013667, 3209063790, 1036569837, 1063658791],
    "rmsprop": [
        3216031484, 3206594228, 1045894037, 1065416894, 3213605905, 3197522162, 1056848333,
        1067819711, 3209574837, 3153407241, 1062509525],
    "rmsprop_centered": [
        3216129800, 3206532378, 1046147645, 1065445285, 3213664951, 3197782875, 1057061981,
        1067892771, 3209601799, 3156014776, 1062475448],
    "adamax": [
        3216339001, 3206636255, 1044674816, 1065517772, 3213759544, 3197441162, 1056928764,
        1067992847, 3209912024, 1012894518, 1062602701],
    "proximal_adagrad": [
        3214383680, 3207283909, 1044970647, 1063096574, 3210973107, 3195337219, 1055516954,
        1066082922, 3208284991, 3160415028, 1063120216],
    "adadelta": [
        3216507347, 3206454691, 1045621998, 1065587883, 3213910451, 3198020556, 1057214272,
        1068158409, 3209858284, 977048224, 1062434503],
    "ftrl": [
        3207471160, 3200787117, 1029636855, 3189307756, 3181975496, 3184523022, 1049563993,
        1054001125, 3180372589, 3155431567, 1051980879],
    "ftrl_power": [
        3200345723, 3197045192, 1034167917, 3189142783, 1024213769, 3180671935, 1045161470,
        1045037457, 1008971263, 3177186227, 1047685803],
    "amsgrad": [
        3216306177, 3206642676, 1044666072, 1065479593, 3213723150, 3197395374, 1056853744,
        1067959096, 3209850049, 1013239750, 1062606397],
}
ADAM_PRIM = {
    0: [
        [3216516887, 3206447338, 1045703714, 1065610010, 3213952623, 3198056367, 1057223831,
         1068196417, 3209889334, 3126315124, 1062422286],
        [3195898979, 1035267164, 3185097989, 1029663502, 3188652525, 1017772743, 990706911,
         1042705722, 3170999772, 1040437711, 3179677123],
        [1010919959, 1035378765, 1026965130, 1039798161, 1033851408, 1024060578, 1038402978,
         1032387400, 1018579650, 1036819309, 1029958841],
    ],
    1: [
        [3216507648, 3206453270, 1045677274, 1065610275, 3213951615, 3198033031, 1057215333,
         1068193980, 3209895259, 3124062384, 1062426832],
        [3195898979, 1035267164, 3185097989, 1029663502, 3188652525, 1017772743, 990706911,
         1042705722, 3170999772, 1040437711, 3179677123],
        [1010919959, 1035378765, 1026965130, 1039798161, 1033851408, 1024060578, 1038402978,
         1032387400, 1018579650, 1036819309, 1029958841],
    ],
}

OPTS = {
    "adagrad": lambda ps: nn.Adagrad(ps, accum=0.0, learning_rate=0.1),
    "rmsprop": lambda ps: nn.RMSProp(ps, learning_rate=0.01, momentum=0.9),
    "rmsprop_centered": lambda ps: nn.RMSProp(ps, learning_rate=0.01, momentum=0.5,
                                              centered=True),
    "adamax": lambda ps: nn.AdaMax(ps, learning_rate=0.01),
    "proximal_adagrad": lambda ps: nn.ProximalAdagrad(ps, learning_rate=0.1, l1=0.01, l2=0.02),
    "adadelta": lambda ps: nn.Adadelta(ps, learning_rate=0.5),
    "ftrl": lambda ps: nn.FTRL(ps, learning_rate=0.1, l2=0.02),
    "ftrl_power": lambda ps: nn.FTRL(ps, learning_rate=0.1, lr_power=-0.3),
    "amsgrad": lambda ps: nn.Adam(ps, learning_rate=0.01, use_amsgrad=True),
}


def _f32(a):
    return ms.Tensor(np.asarray(a, np.float32))


def _bits(t):
    return t.asnumpy().ravel().view(np.uint32).tolist()


def _steps(name):
    w = ms.Parameter(_f32(W), name="w")
    opt = OPTS[name]([w])
    for g in G:
        opt((_f32(g),))
    return _bits(w)


class _AdamPrim(nn.Cell):
    def __init__(self, params, nesterov):
        super().__init__()
        self.op = ops.Adam(use_nesterov=nesterov)
        self.var, self.m, self.v = params

    def construct(self, *args):
        return self.op(self.var, self.m, self.v, *args)


def _adam_prim(nesterov, mode):
    ps = [ms.Parameter(_f32(a), name=n) for a, n in ((W, "var"), (G[2] / 10, "m"), (V, "v"))]
    args = [_f32(x) for x in (0.729, 0.997, 0.01, 0.9, 0.999, 1e-8)] + [_f32(G[0])]
    if mode == ms.GRAPH_MODE:
        _AdamPrim(ps, nesterov)(*args)
    else:
        ops.Adam(use_nesterov=nesterov)(*ps, *args)
    return [_bits(p) for p in ps]


@pytest.mark.heavy      # nine optimizers' first compiles
def test_apply_kernels_as_2_10(mode):
    for name, want in WANT.items():
        assert _steps(name) == want, name


def test_adagrad_zero_accum_and_gradient_moves_nothing(mode):
    # 2.10's kernel adds 1e-8 under the square root: 0 * (1 / sqrt(1e-8)) is 0, not NaN
    w = ms.Parameter(_f32([1.5, -2.0]), name="w")
    opt = nn.Adagrad([w], accum=0.0, learning_rate=0.1)
    opt((_f32([0.0, 0.5]),))
    assert _bits(w) == [1069547520, 3221644902]


@pytest.mark.heavy      # two compiles in GRAPH_MODE (0.9 s)
def test_adam_primitive_as_nnacl(mode):
    for nesterov in (0, 1):
        assert _adam_prim(bool(nesterov), mode) == ADAM_PRIM[nesterov]


def _bits_at_defaults():
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out.append([_steps(n) == want for n, want in WANT.items()] +
                   [_adam_prim(bool(n), mode) == ADAM_PRIM[n] for n in (0, 1)])
    print(json.dumps(out))


@pytest.mark.heavy      # a child process compiling both modes
def test_bits_as_2_10_under_xla_defaults():
    assert child_json(__file__) == [[True] * 11, [True] * 11]


if __name__ == "__main__":
    _bits_at_defaults()
