"""Session 68 (perf68): nnacl's float32 kernels (exp, sigmoid, SiLU, tanh, log, softmax) keep
2.10's bits whichever form ``nnacl._fma`` takes: XLA's own FMA (a contracted float32
``a * b + c``, at XLA's default optimization level) or the float64 form (the suite runs XLA at
O0, which does not contract). Every expected value is 2.10 CPU's, measured in PYNATIVE_MODE, as
int32 bits: 16 values whose Taylor steps round differently without an FMA, then 0, -0, inf, -inf,
88.7, 88.8, -87.3, -103, 1, -1, 0.5, 3e38, -3e38, -40 (subnormal inputs and results left out:
XLA's CPU code flushes them to zero, as it did before)."""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from minicell.runtime import x64
from minicell.runtime.primitives import nnacl
from xla_defaults import child_json

_X = [
    -8.01931381225586, -13.243590354919434, -2.4836161136627197, 4.2044525146484375,
    1.0970640182495117, -7.847803592681885, 7.487457752227783, 16.347829818725586,
    -12.33328628540039, -9.58265209197998, 16.00019073486328, 2.0288243293762207,
    -17.321348190307617, -11.632259368896484, -6.292881011962891, -4.880058288574219,
    0.0, -0.0, float("inf"), float("-inf"), 88.7, 88.8, -87.3, -103.0, 1.0, -1.0, 0.5, 3e38,
    -3e38, -40.0]
_OPS = {"exp": ops.exp, "sigmoid": ops.sigmoid, "silu": ops.silu, "tanh": ops.tanh}

_BITS_210 = {
    'exp': [
        967607205, 904776132, 1034609415, 1116075981, 1077916653, 969722505, 1155477591,
        1262485287, 915651334, 948995532, 1258790434, 1089690967, 855699704, 924116534, 988964934,
        1006169236, 1065353216, 1065353216, 2139095040, 0, 2138716527, 2139095040, 0, 0,
        1076754508, 1052531357, 1070795086, 2139095040, 0, 580697128],
    'exp_grad': [
        -1174314308, -1239155224, -1109977878, -1030196671, -1069350384, -1179149542, -995284500,
        -889481995, -1239553220, -1209059908, -903938043, -1079519631, -1328190583, 891571577,
        968353068, 991592751, 1054650509, 1057832395, 2139095040, 0, 2137302845, 2139095040, 0, 0,
        1081275710, 1057940387, 1076679900, 2139095040, 0, 589085736],
    'sigmoid': [
        967603509, 904776105, 1033746925, 1065106434, 1061154043, 969717270, 1065343825,
        1065353214, 915651291, 948994879, 1065353214, 1063403543, 855699704, 924116447, 988935609,
        1006046244, 1056964608, 1056964608, 1065353216, 0, 1065353216, 1065353216, 8700617, 0,
        1060841133, 1049211573, 1059019136, 1065353216, 0, 580697130],
    'sigmoid_grad': [
        -1174319869, -1239155261, -1112065392, -1131996602, -1102875106, -1179158933, -1176268713,
        -1280853664, -1239553312, -1209062070, -1290399321, -1131343916, -1328190584, 891571385,
        968308615, 991440647, 1037873293, 1041055179, 0, 0, 0, 0, 10050713, 0, 1049400719,
        1050196943, 1053103158, 0, 0, 589085738],
    'silu': [
        -1154687029, -1211837795, -1102848606, 1082429502, 1062374918, -1152855787, 1089435372,
        1099090010, -1201422375, -1171449326, 1098907747, 1072005848, -1257531651, -1193770849,
        -1136765956, -1122585757, 0, -2147483648, 2139095040, -4194304, 1118922342, 1118935450,
        -2085283814, -2147483648, 1060841133, -1098272075, 1050630528, 2137108966, -2147483648,
        -1522275532],
    'silu_grad': [
        996336608, 939195117, 1040205492, -1080532128, -1082599461, 991758288, -1085843604,
        -1087915659, 937408292, 964709400, -1097461318, -1103048026, 853128408, -1227203579,
        -1158522366, -1139583787, 1046261901, 1049443787, -4194304, -4194304, 1063906904,
        1065642478, -2083599241, 0, 1067832386, 1038139416, 1067131647, -4194304, -4194304,
        -1514207917],
    'tanh': [
        -1082130432, -1082130432, -1082362434, 1065346130, 1061988409, -1082130432, 1065353216,
        1065353216, -1082130432, -1082130432, 1065353216, 1064782933, -1082130432, -1082130432,
        -1082130432, -1082130983, 0, -2147483648, 1065353216, -1082130432, 1065353216, 1065353216,
        -1082130432, -1082130432, 1061353430, -1086130218, 1055693471, 1065353216, -1082130432,
        -1082130432],
    'tanh_grad': [
        -2147483648, -2147483648, -1123182606, -1166283416, -1094977922, -2147483648, -2147483648,
        -2147483648, -2147483648, -2147483648, -2147483648, -1136867641, -2147483648, 0, 0,
        933953352, 1054650509, 1057832395, 0, 0, 0, 0, 0, 0, 1058416103, 1059266482, 1067770369,
        0, 0, 0],
    'log': [
        1074085138, 1076189256, 1063838492, 1069011855, 1035843776, 1073994461, 1073797310,
        1077072498, 1075890572, 1074832150, 1076982343, 1060445147, 1077315115, 1075645123,
        1072394770, 1070261867, -8388608, -8388608, 2139095040, 2139095040, 1083148094,
        1083150457, 1083114729, 1083461553, 0, 0, -1087278571, 1118908819, 1118908822, 1080825498],
    'softmax': [
        763808460, 700042002, 830833993, 911300915, 873842934, 765461225, 950952656, 1058407357,
        711383785, 744609699, 1054076197, 884876906, 650739286, 719892083, 784164598, 0, 0, 0,
        -4194304, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
}


def _bits(t):
    return t.asnumpy().reshape(-1).view(np.int32).tolist()


def _sens():
    return Tensor(np.linspace(-1.5, 2.0, len(_X)).astype(np.float32))


def _weighted(name):
    fn, sens = _OPS[name], _sens()

    def weighted(v):
        return (fn(v) * sens).sum()
    return weighted


def _measured():
    """Every row of ``_BITS_210`` as minicell computes it, in both modes."""
    x = Tensor(np.array(_X, np.float32))
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        for name, fn in _OPS.items():
            out[f"{name}{mode}"] = _bits(ms.jit(fn)(x) if mode == ms.GRAPH_MODE else fn(x))
            out[f"{name}_grad{mode}"] = _bits(ms.grad(_weighted(name))(x))
        out[f"log{mode}"] = _bits(ops.log(ops.abs(x)))
        out[f"softmax{mode}"] = _bits(ops.softmax(x.reshape(2, 15), -1))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    out["contracts"] = nnacl._contracts()
    return out


@pytest.mark.parametrize("name", sorted(_OPS))
def test_forward_and_gradient_bits(name):
    x = Tensor(np.array(_X, np.float32))
    assert _bits(_OPS[name](x)) == _BITS_210[name]
    assert _bits(ms.grad(_weighted(name))(x)) == _BITS_210[name + "_grad"]


def test_log_and_softmax_bits():
    x = Tensor(np.array(_X, np.float32))
    assert _bits(ops.log(ops.abs(x))) == _BITS_210["log"]
    assert _bits(ops.softmax(x.reshape(2, 15), -1)) == _BITS_210["softmax"]


def test_fma_forms_agree_on_the_probe():
    # (1 + 2^-12)^2 - (1 + 2^-11) is 2^-24 only when rounded once: both forms of _fma give it
    a = np.full(8, 1 + 2.0 ** -12, np.float32)
    c = np.full(8, -(1 + 2.0 ** -11), np.float32)
    with x64.scope():
        import jax
        for fma in (nnacl._fma, nnacl._fma64):
            got = np.asarray(jax.jit(fma)(a, a, c))
            assert got.tolist() == [2.0 ** -24] * 8


def test_bits_under_xla_defaults():
    # the suite runs XLA at O0 (no FMA contraction, so the float64 form): a child at the
    # defaults users get, where _fma is the contracted float32 form
    got = child_json(__file__)
    assert got.pop("contracts") is True
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        for key, want in _BITS_210.items():
            assert got[f"{key}{mode}"] == want, (key, mode)


if __name__ == "__main__":
    print(json.dumps(_measured()))
