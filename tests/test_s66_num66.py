"""Session 66 (num66): numerics against MindSpore 2.10. Every expected value below was measured on
2.10 CPU (PYNATIVE_MODE and GRAPH_MODE alike unless a test says otherwise).

Softplus differentiates by 2.10's ``SoftplusGrad``, ``dout / (1 + exp(-x))`` with nnacl's exp,
not by the derivative of its ``log(1 + exp(x))`` composition (2-5e-6 apart); Mish by its bprop
over Softplus, Tanh, TanhGrad and SoftplusGrad (``runtime/primitives/act_grads.py``; up to 6%
from mish's derivative near -1.2)."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops


class _Weighted(nn.Cell):
    """``(f(x) * dy).sum()``: the gradient is the bprop at a cotangent other than 1."""
    def __init__(self, fn, dy):
        super().__init__()
        self.fn, self.dy = fn, dy

    def construct(self, x):
        return (self.fn(x) * self.dy).sum()


# ---- Softplus / Mish: SoftplusGrad and Mish's bprop ---------------------------------------------
_SP_X = [
    -1.2000000476837158, 25.0, 0.0, 1.2613357305526733, 3.408139705657959, 0.3291192054748535,
    -1.6579419374465942, -2.3543410301208496, 2.246237277984619, 4.904349327087402,
    0.8183063268661499, -3.699985980987549, -2.87479567527771, 4.800057411193848,
    0.608647346496582, -5.196404457092285, -0.25108858942985535, -3.489677906036377,
    -1.8878642320632935, -1.4640175104141235, -2.139940023422241, 1.6601353883743286,
    -0.1892579197883606]
_SP_DY = [
    0.5963216423988342, 1.5187722444534302, 1.8051327466964722, 0.8409777879714966,
    1.843172311782837, 1.8082932233810425, 0.5277758240699768, 1.5612432956695557,
    0.5017995238304138, 1.2550458908081055, 1.1550005674362183, 0.8048792481422424,
    0.9874139428138733, 1.7093230485916138, 0.9746781587600708, 0.7235578894615173,
    1.547767996788025, 1.1728161573410034, 1.6984091997146606, 0.8532747030258179,
    0.9796769618988037, 1.6998193264007568, 1.2606022357940674]
_SP_G = [
    0.1380336433649063, 1.5187722444534302, 0.9025663733482361, 0.6553369760513306,
    1.7841132879257202, 1.051604986190796, 0.08446443825960159, 0.13539311289787292,
    0.4537901282310486, 1.2458091974258423, 0.8014280796051025, 0.0194195918738842,
    0.05274135619401932, 1.695371389389038, 0.6312329769134521, 0.003983876667916775,
    0.6772345900535583, 0.034723956137895584, 0.22332064807415009, 0.1602907031774521,
    0.10313547402620316, 1.428283929824829, 0.5708338022232056]
_MISH_G = [
    -0.001197904348373413, 1.5187722444534302, 1.0830793380737305, 0.9093174934387207,
    1.8642736673355103, 1.4449321031570435, -0.04474116861820221, -0.1749131828546524,
    0.5293440818786621, 1.2552785873413086, 1.1625823974609375, -0.05215555056929588,
    -0.09701691567897797, 1.7101973295211792, 0.9103633165359497, -0.01670636236667633,
    0.6796699166297913, -0.0858282819390297, -0.17547224462032318, -0.04976852238178253,
    -0.10946423560380936, 1.8453590869903564, 0.6030543446540833]
_MISH_G16 = [
    -0.0010986328125, 1.5185546875, 1.0830078125, 0.9091796875, 1.8623046875, 1.4453125,
    -0.04486083984375, -0.175048828125, 0.529296875, 1.2548828125, 1.162109375,
    -0.05218505859375, -0.0970458984375, 1.708984375, 0.91015625, -0.0167236328125,
    0.68017578125, -0.0858154296875, -0.175537109375, -0.049560546875, -0.10955810546875,
    1.845703125, 0.60302734375]


def test_softplus_and_mish_gradients_are_2_10_bprops(mode):
    x, dy = Tensor(np.array(_SP_X, np.float32)), Tensor(np.array(_SP_DY, np.float32))
    assert ms.grad(_Weighted(ops.softplus, dy))(x).asnumpy().tolist() == _SP_G
    assert ms.grad(_Weighted(ops.mish, dy))(x).asnumpy().tolist() == _MISH_G


def test_mish_half_gradient_rounds_each_bprop_kernel():
    # PYNATIVE_MODE: 2.10's graph computes the float16 chain in float32 (3 values apart)
    x = Tensor(np.array(_SP_X, np.float16))
    dy = Tensor(np.array(_SP_DY, np.float16))
    got = ms.grad(_Weighted(ops.mish, dy))(x)
    assert got.dtype == ms.float16
    assert got.asnumpy().tolist() == _MISH_G16


def test_softplus_of_double_through_float32():
    # 2.10 casts float64 to its float32 kernel and back: SoftplusGrad in float32
    x = Tensor(np.array([-3.0, -0.5, 0.0, 1.0, 2.5], np.float64))
    got = ms.grad(lambda t: ops.softplus(t).sum())(x)
    assert got.asnumpy().tolist() == [0.04742584750056267, 0.377540647983551, 0.5,
                                      0.7310588955879211, 0.9241418838500977]


# ---- GeLU (tanh form, nn.GELU's default): GeLUGrad's float32 factor ------------------------------
_GE_X = [-0.26420972, -1.0713388, -2.530843, -1.2465489, 0.3, 1.7, -4.0, 0.0, 2.9, -0.05, 6.5,
         -7.25]
_GE_DY = [1.0, 0.5, 1.5, 2.0, 0.75, 1.25, 1.0, 3.0, 0.3, 1.1, 0.9, 1.7]
_GE_G = [0.29404282569885254, -0.04921688139438629, -0.05346989259123802, -0.24441835284233093,
         0.5492216348648071, 1.3948931694030762, -0.0003349782491568476, 1.5,
         0.30453765392303467, 0.5061531066894531, 0.8999999761581421, 0.0]


def test_gelu_tanh_gradient_is_2_10_gelugrad(mode):
    # the derivative of the forward was 1 ulp off on 3 of these (0.2940428 at -0.2642)
    x, dy = Tensor(np.array(_GE_X, np.float32)), Tensor(np.array(_GE_DY, np.float32))
    assert ms.grad(_Weighted(nn.GELU(), dy))(x).asnumpy().tolist() == _GE_G


# ---- FastGeLU: FastGeLUGrad in float64, rounded once (float32 and float16) ----------------------
# (-60 is left out: 2.10's PYNATIVE float32 gives the subnormal -2.256e-43, its graph and XLA -0.0)
NAN = float("nan")
_FG_X = [-500.0, -0.26420972, -1.0713388, 0.3, 1.7, -4.0, 0.0, 2.9, 50.0, 6.5, -7.25]
_FG_DY = [1.0, 1.5, 2.0, 0.75, 1.25, 1.0, 3.0, 0.3, 1.1, 0.9, 1.7]
_FG_G32 = [
    NAN, 0.42376741766929626, -0.15846513211727142, 0.558469295501709, 1.3642475605010986,
    -0.006401886697858572, 1.5, 0.3083474338054657, 1.100000023841858, 0.9001420140266418,
    -8.434553456027061e-05]
_FG_G16 = [
    NAN, 0.423828125, -0.158447265625, 0.55859375, 1.3642578125, -0.00640106201171875, 1.5,
    0.308349609375, 1.099609375, 0.89990234375, -8.434057235717773e-05]


def test_fast_gelu_gradient_is_2_10_fastgelugrad(mode):
    for dt, want in ((np.float32, _FG_G32), (np.float16, _FG_G16)):
        x, dy = Tensor(np.array(_FG_X, dt)), Tensor(np.array(_FG_DY, dt))
        got = ms.grad(_Weighted(nn.FastGelu(), dy))(x)
        assert got.dtype == x.dtype
        np.testing.assert_array_equal(got.asnumpy(), np.array(want, dt))
