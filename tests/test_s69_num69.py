"""Session 69 (num69): numerics against MindSpore 2.10. Every expected value below was measured on
2.10 CPU, in PYNATIVE_MODE and GRAPH_MODE alike unless a test says otherwise.

ReduceStd (``ops.var``/``std``/``var_mean``/``std_mean``, ``runtime/primitives/reduce_std.py``):
the mean summed in order in float32, the squares multiply-added in the kernel's order (in turn
for a full reduction, in vector lanes over an axis), and 2.10's bprop as the derivative.

remainder of floats (``ops.remainder``, ``Tensor.remainder``, ``mint.remainder``): FloorDiv's
quotient in float64 (``runtime/primitives/composite_mods.py``). Pow's bprop through 2.10's
kernels (``bprops``); Erfinv as 2.10's kernel (``erfinv_kernel``); log2/log10 as 2.10's
composite (``math_ext``)."""
import json

import numpy as np

import minicell as ms
from minicell import Tensor, ops
from xla_defaults import child_json


def _std_inputs():
    rng = np.random.default_rng(5)
    x37 = (rng.standard_normal((3, 7)) * 2 + 1).astype(np.float32)
    x45 = (rng.standard_normal((4, 5)) * 3).astype(np.float32)
    x100 = (rng.standard_normal(100) * 2 + 0.3).astype(np.float32)
    x200 = (rng.standard_normal((8, 25)) + 5).astype(np.float32)
    return x37, x45, x100, x200


def _vals(t):
    return t.asnumpy().reshape(-1).tolist()


def _std_mean_total(a):
    s, m = ops.std_mean(a)
    return s * 2 + m * 3


def _var_mean_axis1(a):
    v, m = ops.var_mean(a, axis=1, ddof=1)
    return (v * 0.5 + m).sum()


# ---- ReduceStd --------------------------------------------------------------------------------
def test_reduce_std_full_reduction_and_its_bprop(mode):
    _, x45, _, _ = _std_inputs()
    # the mean in order in float32 / N, the squares in float64 added to a float32 sum in turn
    assert _vals(_std_mean_total(Tensor(x45))) == [1.325881004333496]
    assert _vals(ms.grad(_std_mean_total)(Tensor(x45))) == [
        0.27040165662765503, 0.18882296979427338, 0.11917003244161606, 0.25137999653816223,
        0.3069887161254883, -0.02025514841079712, 0.16319742798805237, 0.06738592684268951,
        0.17425715923309326, 0.02653847634792328, 0.19990935921669006, 0.1921577900648117,
        0.15689735114574432, 0.058495908975601196, 0.1447422206401825, 0.05275232344865799,
        0.017832279205322266, 0.22691793739795685, 0.05036754906177521, 0.3520403206348419]


def test_reduce_std_full_reduction_past_64_values(mode):
    _, _, x100, x200 = _std_inputs()
    # a scan, ddof 1, and a 2-D input with no axis
    assert _vals(ops.std(Tensor(x100), ddof=1)) == [1.7971633672714233]
    assert _vals(ops.std(Tensor(x200))) == [1.0244874954223633]


def test_reduce_std_over_an_axis(mode):
    x37, *_ = _std_inputs()
    rng = np.random.default_rng(7)
    rng.standard_normal((5, 8))
    x4x = (rng.standard_normal((4, 24)) * 2 + 1).astype(np.float32)
    v, m = ops.var_mean(Tensor(x37), axis=0, ddof=1)
    assert _vals((v * 0.5 + m).sum()) == [18.79075050354004]
    assert _vals(m) == [
        0.07744713872671127, -0.5384986996650696, 1.868483543395996, 0.6866586804389954,
        0.5156198740005493, 0.10895691066980362, 1.2227054834365845]
    # over an axis the kernel's loop is vectorized: multiply-adds in 8 lanes, 4, then 1 by 1
    assert _vals(ops.std(Tensor(x4x), axis=1, ddof=1)) == [
        1.7835335731506348, 1.6577666997909546, 1.8992886543273926, 2.0622448921203613]


def test_reduce_std_bprop_over_an_axis(mode):
    rng = np.random.default_rng(7)
    x58 = (rng.standard_normal((5, 8)) * 2 + 1).astype(np.float32)
    assert _vals(ms.grad(_var_mean_axis1)(Tensor(x58)))[:16] == [
        0.15787693858146667, 0.24288129806518555, 0.07920035719871521, -0.09692934155464172,
        0.027619503438472748, -0.12580212950706482, 0.17470933496952057, 0.5404441356658936,
        -0.00045345723628997803, -0.03710158169269562, 0.28013181686401367,
        0.24214467406272888, 0.1702953279018402, -0.12567105889320374, 0.13181929290294647,
        0.3388350009918213]


def test_reduce_std_of_float64_is_float32s(mode):
    *_, x200 = _std_inputs()
    # float64 is computed in float32: the mean of each row in order, rounded once
    _, m = ops.std_mean(Tensor(x200.astype(np.float64)), axis=1)
    assert m.dtype == ms.float64
    assert _vals(m) == [
        5.044153213500977, 5.1315789222717285, 5.176164150238037, 4.972200870513916,
        5.097382068634033, 4.910033702850342, 4.840063095092773, 5.058681488037109]


# ---- remainder: 2.10's composite x - floor_div(x, y) * y --------------------------------------
_REM_X = [-4.0, 4.0, 3.0, -3.0, 1.0, 0.0, -0.0, 5.0, 7.5, 2.5, np.inf]
_REM_Y = [-0.4, 0.4, 0.3, 0.3, 0.1, 0.3, 0.3, 0.0, -2.0, np.inf, 2.0]
# FloorDiv floors the quotient taken in float64 (1 / 0.1 is 9.99999985 there, 10 in float32)
_REM_210 = [-0.39999985694885254, 0.39999985694885254, 0.2999999523162842, 0.0,
            0.09999996423721313, 0.0, 0.0, None, -0.5, None, None]


def _remainder(a, b):
    return ops.remainder(a, b)


def _nan_as_none(t):
    return [None if v != v else v for v in _vals(t)]


def test_remainder_floors_the_float64_quotient(mode):
    x, y = Tensor(np.array(_REM_X, np.float32)), Tensor(np.array(_REM_Y, np.float32))
    f = ms.jit(_remainder) if mode == ms.GRAPH_MODE else _remainder
    assert _nan_as_none(f(x, y)) == _REM_210
    assert _nan_as_none(x.remainder(y)) == _REM_210
    assert _vals(ops.remainder(Tensor(np.array([3.0, 1.0], np.float32)), 0.3)) == [
        0.2999999523162842, 0.09999996423721313]


# ---- Pow's bprop: (y * pow(x, y - 1)) * dout and (out * log(x)) * dout, 2.10's kernels ------
def _pow_total(a, b):
    return ops.pow(a, b).sum()


def test_pow_gradient_takes_2_10s_bprop_and_log_kernel(mode):
    grad = ms.grad(_pow_total, grad_position=(0, 1))
    if mode == ms.GRAPH_MODE:
        grad = ms.jit(grad)
    # log(x) is 2.10's Log kernel: nnacl's lanes for these six (0.25 * log(0.5) = -0.17328675,
    # not -0.1732868); 10 ** -1 is 2.10's Pow kernel's (0.099999994), not asserted
    x = Tensor(np.array([0.5, 3.0, 10.0, 0.25, 7.0, 1.5], np.float32))
    y = Tensor(np.array([2.0, 3.0, -1.0, 0.5, 1.0, 2.0], np.float32))
    dx, dy = grad(x, y)
    assert _vals(dx) == [1.0, 27.0, -0.009999999776482582, 1.0, 1.0, 3.0]
    dy = _vals(dy)
    assert dy[:2] + dy[3:] == [-0.17328675091266632, 29.662525177001953, -0.6931470036506653,
                               13.621370315551758, 0.91229647397995]
    # 0 where x == 0, NaN where x < 0 (a negative among the last values: log in float64)
    x = Tensor(np.array([0.5, 3.0, 0.25, 7.0, 1.5, -2.0, 0.0], np.float32))
    y = Tensor(np.array([2.0, 3.0, 0.5, 1.0, 2.0, 2.0, 2.0], np.float32))
    dx, dy = grad(x, y)
    assert _vals(dx) == [1.0, 27.0, 1.0, 1.0, 3.0, -4.0, 0.0]
    assert _nan_as_none(dy) == [
        -0.1732867956161499, 29.662532806396484, -0.6931471824645996, 13.621370315551758,
        0.91229647397995, None, 0.0]


# ---- Erfinv: 2.10's kernel (a rational approximation and two Newton steps) ---------------------
def _erfinv_total(a):
    return ops.erfinv(a).sum()


def test_erfinv_takes_2_10s_kernel(mode):
    f = ms.jit(ops.erfinv) if mode == ms.GRAPH_MODE else ops.erfinv
    x = Tensor(np.array([-0.9, -0.5, 0.0, 0.3, 0.7, 0.95, 0.99, -1.0, 1.5], np.float32))
    assert _nan_as_none(f(x)) == [
        -1.1630871295928955, -0.4769362807273865, 0.0, 0.27246272563934326, 0.732869029045105,
        1.3859037160873413, 1.8213636875152588, -np.inf, None]


def test_erfinv_gradient_of_2_10s_kernel(mode):
    # the bprop (dout * sqrt(pi) / 2) * exp(out^2) of those values
    x = Tensor(np.array([-0.9, -0.5, 0.0, 0.3, 0.7, 0.95, 0.99], np.float32))
    assert _vals(ms.grad(_erfinv_total)(x)) == [
        3.428043842315674, 1.1125847101211548, 0.8862269520759583, 0.9545204043388367,
        1.516363501548767, 6.04932975769043, 24.448877334594727]


# ---- ReduceSum over axis 0 past 64 rows: the rows in turn, in a native loop -------------------
def test_reduce_sum_over_many_rows_adds_them_in_turn(mode):
    rng = np.random.default_rng(2)
    x = Tensor((rng.standard_normal((100, 7)) * 10).astype(np.float32))
    y = Tensor((rng.standard_normal((300, 3, 5)) * 10).astype(np.float32))
    f = ms.jit(ops.sum) if mode == ms.GRAPH_MODE else ops.sum
    assert _vals(f(x, 0)) == [
        69.32795715332031, -36.37405776977539, -211.75857543945312, -85.30809020996094,
        -21.32152557373047, 11.791849136352539, -17.928911209106445]
    assert _vals(y.sum(0))[:5] == [
        50.10791015625, 56.565853118896484, 156.88577270507812, 57.60639953613281,
        -109.57316589355469]


# ---- log2 / log10: 2.10's composite Log(x) / Log(base) through its Log kernel ----------------
_LOG_X = [8.216986656188965, 0.036016322672367096, 3.1273186206817627, 0.7531576156616211,
          8.050939559936523, 1.2188594341278076, 1.1869045495986938]


def _log10_total(a):
    return ops.log10(a).sum()


def test_log2_log10_divide_2_10s_log_kernel(mode):
    x = Tensor(np.array(_LOG_X, np.float32))
    log2 = ms.jit(ops.log2) if mode == ms.GRAPH_MODE else ops.log2
    assert _vals(log2(x)) == [
        3.0386087894439697, -4.795203685760498, 1.6449259519577026, -0.4089760184288025,
        3.0091569423675537, 0.28553175926208496, 0.24720393121242523]
    assert _vals(ops.log10(x)) == [
        0.9147123694419861, -1.4435001611709595, 0.49517205357551575, -0.12311404943466187,
        0.9058465361595154, 0.08595361560583115, 0.07441579550504684]
    # (dout / log(10)) / x, two divisions
    assert _vals(ms.grad(_log10_total)(x)) == [
        0.05285325273871422, 12.058267593383789, 0.1388711929321289, 0.5766315460205078,
        0.05394332483410835, 0.35631218552589417, 0.36590513586997986]
    sp = Tensor(np.array([0.0, -1.0, np.inf, np.nan, 1.0, 2.0, 1024.0, 1e-40], np.float32))
    assert _nan_as_none(log2(sp)) == [
        -np.inf, None, np.inf, None, 0.0, 0.9999997615814209, 9.99999713897705, -np.inf]


def _logaddexp2_total(a, b):
    return ops.logaddexp2(a, b).sum()


def test_logaddexp2_takes_2_10s_log2(mode):
    # Maximum + Log2(1 + Pow(2, -|x - y|)), its Log2 the composite above (1.3 + log2(2) is
    # 1.2999997, not 1.3)
    x = Tensor(np.array([-1.5, 0.3, 2.0, 5.0, -3.25, 0.0, 1.0], np.float32))
    y = Tensor(np.array([0.25, 0.3, -1.0, 4.5, -3.0, 10.0, -7.0], np.float32))
    f = ms.jit(ops.logaddexp2) if mode == ms.GRAPH_MODE else ops.logaddexp2
    assert _vals(f(x, y)) == [
        0.6255140900611877, 1.299999713897705, 2.1699249744415283, 5.7715535163879395,
        -2.11959171295166, 10.001408576965332, 1.005624532699585]
    dx, dy = ms.grad(_logaddexp2_total, grad_position=(0, 1))(x, y)
    assert _vals(dx)[:4] == [
        0.2291693091392517, 0.5, 0.8888888955116272, 0.5857864618301392]
    assert _vals(dy)[:4] == [
        0.7708306908607483, 0.5, 0.1111111119389534, 0.41421350836753845]


def _fma_sensitive_values():
    out = {}
    x, y = Tensor(np.array(_REM_X, np.float32)), Tensor(np.array(_REM_Y, np.float32))
    x12 = Tensor((np.random.default_rng(9).standard_normal((6, 12)) * 2 + 1).astype(np.float32))
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        f = ms.jit(_remainder) if mode == ms.GRAPH_MODE else _remainder
        out[f"remainder{mode}"] = _nan_as_none(f(x, y))
        out[f"std{mode}"] = _vals(ops.std(x12, axis=1))
    return out


def test_fma_sensitive_values_under_xla_defaults():
    # the suite runs XLA at O0, which never contracts an FMA: a child at the defaults users get
    got = child_json(__file__)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        assert got[f"remainder{mode}"] == _REM_210
        # one block of 8 and one of 4: their squares are rounded before the lanes' sums
        assert got[f"std{mode}"] == [
            2.0250048637390137, 2.396763563156128, 1.7522653341293335, 1.5486847162246704,
            1.2956340312957764, 1.8000540733337402]


if __name__ == "__main__":
    print(json.dumps(_fma_sensitive_values()))
