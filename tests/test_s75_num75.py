"""Session 75 (num75): numerics against MindSpore 2.10. Every expected value below was measured
on 2.10 CPU (/tmp/s75/num75/m/*.py), the same bits in PYNATIVE_MODE and GRAPH_MODE; they are
written as the IEEE bit patterns (uint32 for float32).

- AdamWeightDecay (float32): nnacl's ``AdamWeightDecayFp32`` scalar loop (2.10's build has no
  AVX-512 lanes for it): the moments in FMAs, ``sqrt(v)`` in double and the parameter's step in
  float64, rounded once (``runtime/primitives/optim_kernels.ms_adam_weight_decay_f32``), for
  ``ops.AdamWeightDecay`` and ``nn.AdamWeightDecay``."""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from xla_defaults import child_json

# inputs made of exact IEEE operations (no libm), so they are the same on every machine
_K = np.arange(24)
AW_VAR = ((_K * 37 % 29) - 14) / 9.5
AW_M = ((_K * 13 % 17) - 8) / 40.0
AW_V = (1 + (_K * 7 % 11)) / 900.0
AW_G = ((_K * 19 % 23) - 11) / 13.0
AW_G2 = ((_K * 5 % 19) - 9) / 7.0

AW_PRIM_VAR = [
    3215377751, 3208061064, 1042787324, 1065980423, 3213230896, 3198894071, 1055643485, 1068208996,
    3208636946, 3180029249, 1062555774, 3215180947, 3204897221, 1043046477, 1066212542, 3213115741,
    3185115922, 1060932456, 1068431583, 3209418573, 1040556824, 1065839663, 3215283273, 3200598565]
AW_PRIM_M = [
    3197634125, 1045123765, 1032456966, 3179450205, 3192362207, 1024468435, 1043168573, 1025294384,
    3183360588, 1041006895, 1002864561, 3187677492, 1008052550, 1047853289, 1037916015, 3166505935,
    3189632683, 3197246958, 1045898097, 1034005632, 3176520645, 3191587874, 1027565769, 3182224895]
AW_PRIM_V = [
    1007113198, 1011759518, 1001337791, 1011236628, 1007528724, 1005074916, 1016382405, 1008444262,
    993203323, 1008937931, 1004843652, 1002510640, 1014046776, 1003879189, 1011490768, 1006766304,
    1001516957, 1015715288, 1010477380, 997269560, 1008937931, 1002810534, 998444403, 1015201289]
AW_NN_W = [
    3216082396, 3206957635, 1036924507, 1065222745, 3213376008, 3193908511, 1054177500, 1067432538,
    3209828144, 1036999751, 1063234752, 3215706673, 3205018520, 1048730238, 1065769052, 3213414679,
    3186061611, 1060607192, 1068295427, 3208079738, 1040408885, 1065299898, 3214843514, 3198851936]
AW_NN_GAMMA = [
    3191282675, 1046982858, 1030290967, 3175683338, 3191552500, 1035341299, 3178070679, 3179827563]


def _bits(t):
    a = t.asnumpy().ravel()
    return a.view(np.uint64 if a.dtype == np.float64 else np.uint32).tolist()


def _f32(a):
    return ms.Tensor(np.asarray(a, np.float32))


class _AdamWD(nn.Cell):
    def __init__(self, params):
        super().__init__()
        self.op = ops.AdamWeightDecay()
        self.var, self.m, self.v = params

    def construct(self, lr, beta1, beta2, eps, decay, g):
        return self.op(self.var, self.m, self.v, lr, beta1, beta2, eps, decay, g)


def _adamwd_cases(mode):
    ps = [ms.Parameter(_f32(a), name=n) for a, n in ((AW_VAR, "var"), (AW_M, "m"), (AW_V, "v"))]
    scalars = [_f32(x) for x in (0.05, 0.85, 0.99, 1e-3, 0.125)]
    if mode == ms.GRAPH_MODE:
        _AdamWD(ps)(*scalars, _f32(AW_G))
    else:
        ops.AdamWeightDecay()(*ps, *scalars, _f32(AW_G))
    return [(_bits(p), want) for p, want in zip(ps, (AW_PRIM_VAR, AW_PRIM_M, AW_PRIM_V))]


def _nn_adamwd_cases(mode):
    # nn.AdamWeightDecay: three steps from zero moments; 'gamma' is not decayed (2.10's filter)
    w = ms.Parameter(_f32(AW_VAR.reshape(3, 8)), name="w")
    gamma = ms.Parameter(_f32(AW_M.reshape(3, 8)[0]), name="gamma")
    opt = nn.AdamWeightDecay([w, gamma], learning_rate=0.01, weight_decay=0.01)
    for g in (AW_G, AW_G2, AW_G * AW_G2):
        g = np.asarray(g, np.float32).reshape(3, 8)
        opt((ms.Tensor(g), ms.Tensor(g[1])))
    return [(_bits(w), AW_NN_W), (_bits(gamma), AW_NN_GAMMA)]


def test_adam_weight_decay_primitive_float32_as_nnacl_scalar_loop(mode):
    for got, want in _adamwd_cases(mode):
        assert got == want


def test_nn_adam_weight_decay_float32_as_nnacl_scalar_loop(mode):
    for got, want in _nn_adamwd_cases(mode):
        assert got == want


def _bits_at_defaults():
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out.append([got == want for got, want in _adamwd_cases(mode) + _nn_adamwd_cases(mode)])
    print(json.dumps(out))


@pytest.mark.heavy      # a child process compiling both modes
def test_bits_as_2_10_under_xla_defaults():
    # the FMAs are XLA's contractions at its default level (the suite runs at O0, where the
    # kernels take their float64 forms): checked in a child at the defaults
    assert child_json(__file__) == [[True] * 5] * 2


if __name__ == "__main__":
    _bits_at_defaults()
