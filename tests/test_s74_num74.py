"""Session 74 (num74): numerics against MindSpore 2.10. Every expected value below was measured
on 2.10 CPU (/tmp/s74/num74/m/*.py), the same bits in PYNATIVE_MODE and GRAPH_MODE; they are
written as the IEEE bit patterns (uint64 for float64, uint32 for float32).

- float64 ReduceSum / ReduceMean: 2.10's generic kernel loop, one value after another in
  row-major order over the reduced axes (``runtime/primitives/f64_sums.py``); XLA's tree sum
  differs in the last bits past ~20 values.
- CumProd (float32, float64): a running product (``runtime/primitives/scans.py``), and its
  bprop ``RealDiv(CumSum(out * dout, reverse), x)`` with the running sum from the end; an axis
  of length 1 passes ``dout`` through (x = 0 there gives ``dout``, not NaN).
- ELU (float32): nnacl's loops, AVX blocks of 8, then one SSE block of 4 with the SSE exp's own
  series (``nnacl._sse_exp``), then ``expm1`` in float64 one by one (sizes 7 and 13).
- HSwishGrad (float32): ``dy * (2x + 3) / 6``, the product rounded, then one division (the
  ends -3 and 3 take the formula).
- SeLU's bprop: EluGrad ``dout * (out + 1)`` (out < 0) rounded, then times the scale."""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from xla_defaults import child_json

# inputs made of exact IEEE operations (no libm), so they are the same on every machine
_K = np.arange(120)
S64 = (((_K * 37 % 101) - 50) / 7.3).reshape(3, 40)
_K = np.arange(48)
CP = ((0.55 + (_K * 29 % 23) / 21.0) * np.where(_K * 7 % 3 == 0, -1, 1)).reshape(2, 24)
W = (1.5 + ((_K * 11 % 17) - 8) / 9.0).reshape(2, 24)

SUM_LAST = [
    13828950433869702316, 4607614270819080328, 13845653853035600460]
MEAN_LAST = [
    13804951800238919818, 4583553944042717402, 13821917415273534730]
SUM_ALL = [
    13845499620171649414]
MEAN_ALL = [
    13814370287130863622]
CP32_FWD = [
    3205287117, 3203094095, 3204707576, 1060744870, 1054732089, 1053035208, 3202690748, 3206984697,
    3201769556, 1053312439, 1056156200, 1060571617, 3204293538, 3203937341, 3206342274, 1064514070,
    1060377761, 1060686855, 3211947937, 3217139973, 3214450538, 1067705153, 1071566634, 1064638229,
    3210080607, 3211783153, 3215510865, 1061798452, 1060255832, 1062230279, 3214380118, 3208876480,
    3207991508, 1063093097, 1067869713, 1063687360, 3210847193, 3213796097, 3218937409, 1067693481,
    1067974476, 1071408507, 3224374788, 3221929847, 3222600996, 1078627786, 1071566635, 1069167730]
CP32_GRAD = [
    3225963300, 1075678865, 1076199865, 3223273653, 1077766700, 1066671894, 3204929044, 1066407571,
    1082474258, 3226729525, 1072381659, 1065463857, 3215664040, 1073634881, 1074038387, 3221012285,
    1070711028, 1050473525, 1036358140, 1065416316, 1082722215, 3233379386, 1077749595, 1081983301,
    1083237059, 3221953161, 3213702159, 3221996063, 1041132389, 3200796292, 1069248114, 3208691650,
    1032914009, 3214437348, 1047126896, 3206987292, 1074365194, 3210315382, 1065557701, 3234147169,
    1078483290, 1043201331, 1070360069, 1030979518, 1083006954, 3233929982, 1092804081, 1075493512]
CP64_FWD = [
    13826501215990159770, 13825323846373290055, 13826190076997536179, 4604708331386021695,
    4601480244070415755, 4600569237919289607, 13825107300674299324, 13827412597380871690,
    13824612739657453516, 4600718075651110132, 4602244807726637712, 4604615316577788036,
    13825967791232019258, 13825776559779319169, 13827067698657819463, 4606731905044815637,
    4604511241427078078, 4604677184857315740, 13830077215654656194, 13832864668717707558,
    13831420789361909105, 4608445104729440626, 4610518221679621223, 4606798562302948159,
    13829074701491514339, 13829988748395477596, 13831990048609918428, 4605273968774830811,
    4604445781364716131, 4605505804910383321, 13831382984191804053, 13828428240840753849,
    13827953125248419689, 4605969026644123499, 4608533452838566566, 4606288069053765079,
    13829486259133358988, 13831069439898120210, 13833829661027003830, 4608438839065193877,
    4608589696729046297, 4610433327585923248, 13836748830827779432, 13835436213231599020,
    13835796533433696592, 4614309148351812236, 4610518221679621223, 4609230319839189729]
CP64_GRAD = [
    13837601655409676314, 4612725957880007617, 4613005668197331876, 13836157663758561235,
    4613846856127799446, 4607890377135722532, 13826308975378250578, 4607748470305682216,
    4616374207733164494, 13838013020778665798, 4610955784432068441, 4607241817853612275,
    13832072282786871555, 4611628602322216970, 4611845233517162343, 13834943599968082144,
    4610058871883442527, 4599193944942877219, 4591615806805337151, 4607216294512067884,
    4616507328224208933, 13841583136924768506, 4613837673380150154, 4616110627210738151,
    4616783732983699603, 13835448729166240786, 13831019005607835995, 13835471764117037933,
    4594178971034195033, 13824090218708850654, 4609273475190545246, 13828329003492648324,
    4589766793756142583, 13831413711256795889, 4597397253685388743, 13827413981647935310,
    4612020685934245052, 13829200740071144379, 4607292202535050672, 13841995339461120183,
    4614231575064046059, 4595289736016666608, 4609870449856719990, 4588728324590052993,
    4616660197421110699, 13841878736939823159, 4621919989385839460, 4612626448318749568]

_K = np.arange(13)
ELU_X = (((_K * 37 % 29) - 20) / 6.1).astype(np.float32)
ELU_W = (1.5 + ((_K * 11 % 17) - 8) / 9.0).astype(np.float32)
ELU7_FWD = [3212204739, 3210490638, 3203808744, 1059577453, 3211803172, 3209000167, 3189429448]
ELU7_GRAD = [1018994515, 1048790221, 1058735758, 1075372942, 1037652155, 1047998172, 1073182911]
ELU13_FWD = [3212204739, 3210490638, 3203808744, 1059577453, 3211803173, 3209000168, 3189429448,
    1066590879, 3211146508, 3206562865, 1051188845, 3212092136, 3210072687]
ELU13_GRAD = [1018994515, 1048790221, 1058735758, 1075372942, 1037652141, 1047998168,
    1073182911, 1070479588, 1036181754, 1062169665, 1069547520, 1024951274, 1051551231]

_K = np.arange(12)
HS_X = np.concatenate([((_K * 37 % 29) - 14) / 4.3, [-3.0, 3.0, -3.5, 3.5]]).astype(np.float32)
HS_W = (1.5 + ((np.arange(16) * 11 % 17) - 8) / 9.0).astype(np.float32)
HS_GRAD = [0, 1031993872, 1061397348, 1078130308, 3206250976, 1049659800, 1073833043,
    1070479588, 3186124821, 1066052267, 1071059420, 0, 3213069881, 1074091349, 0, 1073275790]

SELU_GRAD = [3202544198, 3206483279, 1067247513, 1075880952, 3213888962, 1040505426, 1075391290,
    1071164811, 3203804737, 1074901629, 1070185486, 3205939769, 3216597285, 1069206162, 3205035274,
    1073922304]


def _bits(t):
    a = t.asnumpy().ravel()
    return a.view(np.uint64 if a.dtype == np.float64 else np.uint32).tolist()


class _F(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class _Loss(nn.Cell):
    def __init__(self, f, w):
        super().__init__()
        self.f, self.w = f, w

    def construct(self, v):
        return (self.f(v) * self.w).sum()


def _fwd(f, mode, *args):
    return _bits((_F(f) if mode == ms.GRAPH_MODE else f)(*args))


def _sum_last(x):
    return ops.sum(x, -1)


def _mean_last(x):
    return ops.mean(x, -1)


def _sum_all(x):
    return ops.sum(x)


def _mean_all(x):
    return ops.mean(x)


def _cumprod_last(x):
    return ops.cumprod(x, -1)


def _cumprod_1(x):
    return ops.cumprod(x, 1)


def _sum_cases(mode):
    x = ms.Tensor(S64)
    return [(_fwd(f, mode, x), want) for f, want in (
        (_sum_last, SUM_LAST), (_mean_last, MEAN_LAST), (_sum_all, SUM_ALL),
        (_mean_all, MEAN_ALL))]


def _cumprod_cases(mode):
    out = []
    for dt, fwd, grad in ((np.float32, CP32_FWD, CP32_GRAD), (np.float64, CP64_FWD, CP64_GRAD)):
        x, w = ms.Tensor(CP.astype(dt)), ms.Tensor(W.astype(dt))
        out.append((_fwd(_cumprod_last, mode, x), fwd))
        out.append((_bits(ms.grad(_Loss(_cumprod_last, w))(x)), grad))
    return out


def _elu(x):
    return ops.elu(x)


def _elu_cases(mode):
    out = []
    for n, fwd, grad in ((7, ELU7_FWD, ELU7_GRAD), (13, ELU13_FWD, ELU13_GRAD)):
        x = ms.Tensor(ELU_X[:n])
        out.append((_fwd(_elu, mode, x), fwd))
        out.append((_bits(ms.grad(_Loss(_elu, ms.Tensor(ELU_W[:n])))(x)), grad))
    return out


@pytest.mark.heavy      # two first compiles of a gradient
def test_elu_sse_block_and_tail(mode):
    for got, want in _elu_cases(mode):
        assert got == want


def _hardswish(x):
    return ops.hardswish(x)


def _hswish_cases(mode):
    g = ms.grad(_Loss(_hardswish, ms.Tensor(HS_W)))(ms.Tensor(HS_X))
    return [(_bits(g), HS_GRAD)]


def test_hardswish_gradient_product_then_division(mode):
    for got, want in _hswish_cases(mode):
        assert got == want


def _selu(x):
    return ops.selu(x)


def _selu_cases(mode):
    g = ms.grad(_Loss(_selu, ms.Tensor(HS_W)))(ms.Tensor(HS_X))
    return [(_bits(g), SELU_GRAD)]


def test_selu_gradient_elu_grad_then_scale(mode):
    for got, want in _selu_cases(mode):
        assert got == want


def test_float64_sums_and_means_in_order(mode):
    for got, want in _sum_cases(mode):
        assert got == want


@pytest.mark.heavy      # four first compiles of a gradient
def test_cumprod_running_product_and_bprop(mode):
    for got, want in _cumprod_cases(mode):
        assert got == want


def test_cumprod_axis_of_length_one_passes_dout(mode):
    x = ms.Tensor(np.array([[0.], [2.], [-0.7]], np.float32))
    g = ms.grad(_Loss(_cumprod_1, ms.Tensor(np.float32(3.0))))(x)
    assert g.asnumpy().ravel().tolist() == [3.0, 3.0, 3.0]


def _bits_at_defaults():
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out.append([got == want for got, want in _sum_cases(mode) + _cumprod_cases(mode) +
                    _elu_cases(mode) + _hswish_cases(mode) +
                    _selu_cases(mode)])
    print(json.dumps(out))


@pytest.mark.heavy      # a child process compiling both modes
def test_bits_as_2_10_under_xla_defaults():
    # the running sums and products are chains of dependent adds/multiplies: nothing for
    # XLA's default level to reassociate or contract, checked in a child at the defaults
    assert child_json(__file__) == [[True] * 14] * 2


if __name__ == "__main__":
    _bits_at_defaults()
