"""Session 72 (at72): numerics against MindSpore 2.10. Every expected value below was measured
on 2.10 CPU (PYNATIVE_MODE and GRAPH_MODE gave the same values).

``ops.atan`` is its own primitive: float32 is the C library's ``atanf`` (XLA's ``atan2(x, 1)``
was 1 ulp off on 66 of 2,000 values) and its gradient 2.10's ``AtanGrad``, ``dout / (1 + x *
x)`` with ``x * x`` rounded first (Atan2's bprop gave 70% of the values)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

# values where minicell's atan2(x, 1) differed from 2.10 (forward or gradient)
_X = [
    4.020645618438721, -2.7914042472839355, 2.085909605026245, -3.8686132431030273,
    -5.525205135345459, -3.802339553833008, -4.590407371520996, -2.9355571269989014,
    2.653169631958008, 4.076470375061035, -4.641434192657471, 2.578148126602173,
    3.771044969558716, 2.107388973236084, -2.573869466781616, 2.539825677871704]
_W = [
    -1.3796515464782715, -0.3771086037158966, -1.1167939901351929, -1.755078911781311,
    -1.0459623336791992, 1.7131210565567017, 0.9406668543815613, -1.1487351655960083,
    0.8085834980010986, -1.0400692224502563, -0.7617067694664001, 0.38636279106140137,
    -1.3843072652816772, 1.1711689233779907, 0.286918967962265, -2.816394329071045]
_ATAN = [
    1.3270262479782104, -1.226797342300415, 1.123758316040039, -1.3178426027297974,
    -1.3917458057403564, -1.3136240243911743, -1.3563019037246704, -1.2424745559692383,
    1.210354208946228, 1.3302364349365234, -1.35858952999115, 1.200785756111145,
    1.3115838766098022, 1.1277389526367188, -1.2002254724502563, 1.1957086324691772]
_DATAN = [
    -0.08037309348583221, -0.04289254546165466, -0.208706796169281, -0.10992486774921417,
    -0.03317577764391899, 0.11082577705383301, 0.042618416249752045, -0.11944223195314407,
    0.10057874023914337, -0.0590357705950737, -0.03378919139504433, 0.05052575841546059,
    -0.09094850718975067, 0.2152453511953354, 0.03762968257069588, -0.37800323963165283]


def _vals(t):
    return [float(v) for v in t.asnumpy().reshape(-1)]


def _atan_w(a, w):
    return (ops.atan(a) * w).sum()


def _grad(fn, graph):
    g = ms.grad(fn)
    return ms.jit(g) if graph else g


def test_atan_float32_forward_is_atanf():
    x = Tensor(np.array(_X, np.float32))
    assert _vals(ops.atan(x)) == _ATAN
    assert _vals(x.arctan()) == _ATAN


@pytest.mark.parametrize("graph", [False, True], ids=["pynative", "graph"])
def test_atan_grad_is_atan_grad(graph):
    x, w = Tensor(np.array(_X, np.float32)), Tensor(np.array(_W, np.float32))
    assert _vals(_grad(_atan_w, graph)(x, w)) == _DATAN


@pytest.mark.parametrize("graph", [False, True], ids=["pynative", "graph"])
def test_atan_grad_at_infinity_is_zero(graph):
    # 2.10: dout / (1 + inf) = -0 / 0 (an opaque zero made from x = inf would make it NaN)
    x = Tensor(np.array([np.inf, -np.inf, 0.0, 1e30], np.float32))
    w = Tensor(np.array([-0.5, 0.25, 2.0, -3.0], np.float32))
    g = _grad(_atan_w, graph)(x, w).asnumpy()
    assert g.tolist() == [0.0, 0.0, 2.0, 0.0]
    assert np.signbit(g).tolist() == [True, False, False, True]
    assert _vals(ops.atan(x)) == [1.5707963705062866, -1.5707963705062866, 0.0,
                                  1.5707963705062866]


def test_atan_float16_infinity_grad():
    # float16 overflows 1e20 to inf: 2.10's gradient is -0, minicell's was NaN
    x = Tensor(np.array([0.0, np.inf, -np.inf], np.float16))
    w = Tensor(np.array([-0.3657, -0.1653, -0.889], np.float16))
    g = ms.grad(_atan_w)(x, w)
    assert g.dtype == ms.float16
    assert _vals(g) == [-0.365722656250, -0.0, -0.0]


def test_atan_complex_grad_conjugate():
    x = Tensor(np.array([0.5 + 1j], np.complex64))
    g = ms.grad(ops.atan)(x).asnumpy()
    assert g.tolist() == [complex(np.float32(0.23529412), np.float32(0.9411765))]


# lgamma, float32: glibc's lgammaf (libm_lgammaf), where float64's lgamma rounded once differed
# (78% of 3,507 positive values equal before, 99.94% after: the rest is glibc's logf, 0.82 ulp)
_LX = [
    0.5716027617454529, 0.7667377591133118, 0.09751541912555695, 1.304738163948059,
    1.6884620189666748, 0.12160542607307434, 6.381768226623535, 5.897223949432373,
    5.402257919311523, 5.908255100250244, 3517.790283203125, 160.10345458984375,
    36185.5625, 11734384.0, 1.0, 2.0, 1e-40]
_LG = [
    0.4434886574745178, 0.18545803427696228, 2.2789294719696045, -0.10896375775337219,
    -0.09816095978021622, 2.0482771396636963, 5.45175313949585, 4.613107681274414,
    3.8013010025024414, 4.631731033325195, 25203.875, 650.9343872070312,
    343628.78125, 179278320.0, 0.0, 0.0, 92.10340881347656]


@pytest.mark.parametrize("graph", [False, True], ids=["pynative", "graph"])
def test_lgamma_float32_is_glibc_lgammaf(graph):
    x = Tensor(np.array(_LX, np.float32))
    f = ms.jit(ops.lgamma) if graph else ops.lgamma
    assert _vals(f(x)) == _LG


# negative float32 outside (-15, -2) (glibc's sin(pi x) reflection; inside it glibc has another
# routine, not ported): 66% -> 99.6% of 45,037 values against ctypes lgammaf
_NX = [-0.7385331988334656, -0.45565566420555115, -1.8692396879196167, -0.41684690117836,
       -0.7026045322418213, -16.99939727783203, -19.59491539001465, -19.873355865478516,
       -15.09280014038086, -15.784762382507324, -3.0, -20.0]
_NG = [1.5437355041503906, 1.2759342193603516, 1.4867557287216187, 1.2997490167617798,
       1.457923412322998, -26.089290618896484, -39.926212310791016, -39.86057662963867,
       -25.76240348815918, -28.456436157226562, float("inf"), float("inf")]


@pytest.mark.parametrize("graph", [False, True], ids=["pynative", "graph"])
def test_lgamma_float32_negative_reflection(graph):
    f = ms.jit(ops.lgamma) if graph else ops.lgamma
    assert _vals(f(Tensor(np.array(_NX, np.float32)))) == _NG


def test_lgamma_float32_special_values():
    x = Tensor(np.array([np.inf, np.nan, 0.0], np.float32))
    out = ops.lgamma(x).asnumpy()
    assert out[0] == np.inf and np.isnan(out[1]) and out[2] == np.inf


# mvlgamma, float32: 2.10's kernel adds float64 lgammas to a float32 running value
_MX = [5.040526866912842, 6.551986217498779, 7.4754109382629395, 9.624410629272461,
       3.445387601852417, 7.00586462020874, 2.1548285484313965]
_MV = {2: [6.321865081787109, 11.204788208007812, 14.592151641845703, 23.40780258178711,
           2.356933116912842, 12.835681915283203],
       3: [16.391355514526367, 21.35540771484375, 34.36154556274414, 3.7486822605133057,
           18.777912139892578, 1.6146345138549805]}


@pytest.mark.parametrize("graph", [False, True], ids=["pynative", "graph"])
@pytest.mark.parametrize("p", [2, 3])
def test_mvlgamma_float32_kernel_order(p, graph):
    xs = _MX[:6] if p == 2 else _MX[1:]
    f = ms.jit(ops.mvlgamma) if graph else ops.mvlgamma
    assert _vals(f(Tensor(np.array(xs, np.float32)), p)) == _MV[p]


def _mvlgamma2_sum(t):
    return ops.mvlgamma(t, 2).sum()


def test_mvlgamma_grad_is_digamma_sum():
    # float32: 2.10's digamma kernel (bit-equal); float64: 2.10's is 1.5e-8 off the true value
    g = ms.grad(_mvlgamma2_sum)(Tensor(np.array([2.5, 4.0], np.float32)))
    assert _vals(g) == [1.1259410381317139, 2.359274387359619]
    g = ms.grad(_mvlgamma2_sum)(Tensor(np.array([2.5, 4.0], np.float64))).asnumpy()
    np.testing.assert_allclose(g, [1.1259409921727372, 2.3592743293039766], rtol=1e-7)
