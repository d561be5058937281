"""Session 70 (num70): numerics against MindSpore 2.10. Every expected value below was measured on
2.10 CPU, in PYNATIVE_MODE and GRAPH_MODE alike unless a test says otherwise.

Pow of float32 (``ops.pow``, ``**``, ``Tensor.pow``) is 2.10's CPU kernel
(``runtime/primitives/eigen_pow.py``): Eigen's packet ``pow`` over blocks of four values,
glibc's ``powf`` for the rest and for broadcasts other than a one-value exponent."""
import json

import numpy as np

import minicell as ms
from minicell import Tensor, ops
from xla_defaults import child_json

_X16 = [
    0.29980000853538513, 3.0852999687194824, 2.7690000534057617, 1.3858000040054321,
    4.262800216674805, 4.443299770355225, 1.4381999969482422, 0.10769999772310257,
    2.215399980545044, 2.547600030899048, 0.8665000200271606, 4.601399898529053,
    3.400399923324585, 1.304800033569336, 3.1740000247955322, 1.7400000095367432]
_Y16 = [
    3.0429999828338623, -1.0110000371932983, -0.6899999976158142, 2.0, 0.42800000309944153,
    2.2320001125335693, 1.50600004196167, -1.6160000562667847, 2.990000009536743, -1.0,
    1.628999948501587, 0.8769999742507935, -3.2330000400543213, -1.2640000581741333,
    1.7699999809265137, -2.128999948501587]
_XS8 = [
    -5.095699787139893, -0.2079000025987625, 1.538599967956543, 3.761899948120117,
    2.0724000930786133, 0.3086000084877014, 2.017400026321411, 0.7107999920845032]


def _vals(t):
    return t.asnumpy().reshape(-1).tolist()


def _reprs(t):
    return [repr(v) for v in _vals(t)]


def _pow(a, b):
    return ops.pow(a, b)


def _pow_total(a, b):
    return ops.pow(a, b).sum()


# ---- both operands of the output's shape: generic_pow in blocks of four ------------------------
_SAME = [
    0.025585781782865524, 0.320125550031662, 0.49521884322166443, 1.9204416275024414,
    1.859985113143921, 27.90480613708496, 1.7285257577896118, 36.63865280151367,
    10.787031173706055, 0.3925262987613678, 0.791817307472229, 3.813770055770874,
    0.01912332884967327, 0.7144180536270142, 7.724035263061523, 0.3075180947780609]


def test_pow_same_shape_takes_eigens_packet_pow(mode):
    f = ms.jit(_pow) if mode == ms.GRAPH_MODE else _pow
    x, y = Tensor(np.array(_X16, np.float32)), Tensor(np.array(_Y16, np.float32))
    # exp2(y log2(x)) in double words: 1.3858 ** 2 is 1.9204416, not x * x (1.9204415)
    assert _vals(f(x, y)) == _SAME
    assert _vals(x ** y) == _SAME


# ---- a one-value exponent: repeated squaring for an integer in [-3, 7], else generic_pow -------
_E3 = [
    -132.31573486328125, -0.008985939435660839, 3.6423120498657227, 53.237998962402344,
    8.90063190460205, 0.02938920073211193, 8.21062183380127, 0.3591221868991852]


def test_pow_of_one_exponent_takes_eigens_unary_pow(mode):
    f = ms.jit(_pow) if mode == ms.GRAPH_MODE else _pow
    x = Tensor(np.array(_XS8, np.float32))
    assert _vals(f(x, 2)) == [
        25.966156005859375, 0.04322241246700287, 2.3672897815704346, 14.151890754699707,
        4.29484224319458, 0.0952339619398117, 4.0699028968811035, 0.5052366256713867]
    assert _vals(f(x, 3)) == _E3      # x * (x * x)
    # (1 / x) ** 2
    assert _vals(f(x, -2)) == [
        0.038511667400598526, 23.136144638061523, 0.42242395877838135, 0.07066193222999573,
        0.23283743858337402, 10.500454902648926, 0.24570611119270325, 1.9792704582214355]


def test_pow_of_one_exponent_past_the_squaring_range(mode):
    f = ms.jit(_pow) if mode == ms.GRAPH_MODE else _pow
    x = Tensor(np.array(_XS8, np.float32))
    assert _vals(f(ops.abs(x), 0.37)) == [
        1.8266923427581787, 0.5592502355575562, 1.1728339195251465, 1.6326786279678345,
        1.3094689846038818, 0.64725661277771, 1.296501636505127, 0.8813462257385254]
    assert _vals(f(x, 8)) == [
        454601.3125, 3.49008473676804e-06, 31.40550422668457, 40110.48828125, 340.2427062988281,
        8.225598139688373e-05, 274.3697204589844, 0.06515973806381226]
    # the last n % 4 values by powf (correctly rounded): the fifth and sixth differ
    assert _vals(f(x[:7], 3)) == [
        -132.31573486328125, -0.008985939435660839, 3.6423120498657227, 53.237998962402344,
        8.900630950927734, 0.02938920259475708, 8.21062183380127]


# ---- a one-value base, a row against a matrix: powf for every value ---------------------------
def test_pow_other_broadcasts_take_powf(mode):
    f = ms.jit(_pow) if mode == ms.GRAPH_MODE else _pow
    x, y = np.array(_X16, np.float32), np.array(_Y16, np.float32)
    assert _vals(f(Tensor(x.reshape(2, 8)), Tensor(y[:8]))) == [
        0.025585781782865524, 0.3201255202293396, 0.49521884322166443, 1.9204416275024414,
        1.8599849939346313, 27.90480613708496, 1.7285257577896118, 36.63865280151367,
        11.251511573791504, 0.38850918412208557, 1.1039252281188965, 21.172880172729492,
        1.6884758472442627, 1.8108985424041748, 5.694034099578857, 0.40857556462287903]
    assert _vals(f(Tensor(np.float32(2.5)), Tensor(y))) == [
        16.25292205810547, 0.3959885537624359, 0.5313997864723206, 6.25, 1.4801928997039795,
        7.730402946472168, 3.9746387004852295, 0.22747251391410828, 15.482483863830566,
        0.4000000059604645, 4.4488139152526855, 2.2335381507873535, 0.051696356385946274,
        0.31405362486839294, 5.062369346618652, 0.1421627253293991]


# ---- special values, as C's pow (signed zeros included) ----------------------------------------
_SPEC_X = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, -2.0]
_SPEC_Y = [0.0, -0.0, 1.0, -1.0, 2.0, -3.0, 0.5, -0.5, np.inf, -np.inf, np.nan, 1e10]
_SPEC = [
    1.0, 1.0, 0.0, np.inf, 0.0, np.inf, 0.0, np.inf, 0.0, np.inf, None, 0.0, 1.0, 1.0, -0.0,
    -np.inf, 0.0, -np.inf, 0.0, np.inf, 0.0, np.inf, None, 0.0, 1.0, 1.0, np.inf, 0.0, np.inf,
    0.0, np.inf, 0.0, np.inf, 0.0, None, np.inf, 1.0, 1.0, -np.inf, -0.0, np.inf, -0.0, np.inf,
    0.0, np.inf, 0.0, None, np.inf, 1.0, 1.0, None, None, None, None, None, None, None, None,
    None, None, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, -1.0,
    -1.0, 1.0, -1.0, None, None, 1.0, 1.0, None, 1.0, 1.0, 1.0, -2.0, -0.5, 4.0, -0.125, None,
    None, np.inf, 0.0, None, np.inf]


def test_pow_special_values():
    b, e = np.meshgrid(np.array(_SPEC_X, np.float32), np.array(_SPEC_Y, np.float32),
                       indexing="ij")
    got = ops.pow(Tensor(b.reshape(-1).copy()), Tensor(e.reshape(-1).copy()))
    assert _reprs(got) == [repr(v) if v is not None else "nan" for v in _SPEC]


# ---- the gradient: 2.10's bprop through this kernel (and its Log) ------------------------------
_DX = [
    0.2596982419490814, -0.10489965230226517, -0.12340230494737625, 2.7716000080108643,
    0.18674898147583008, 14.017403602600098, 1.8100122213363647, -549.7500610351562,
    14.558645248413086, -0.15407688915729523, 1.4885982275009155, 0.7268823385238647,
    -0.018181903287768364, -0.6920788288116455, 4.307353973388672, -0.37626782059669495]


def test_pow_gradient_through_2_10s_kernel(mode):
    grad = ms.grad(_pow_total, grad_position=(0, 1))
    if mode == ms.GRAPH_MODE:
        grad = ms.jit(grad)
    dx, dy = grad(Tensor(np.array(_X16, np.float32)), Tensor(np.array(_Y16, np.float32)))
    assert _vals(dx) == _DX
    assert _vals(dy) == [
        -0.03082163818180561, 0.36066901683807373, 0.5043734908103943, 0.6265971064567566,
        2.696840524673462, 41.61714172363281, 0.6281329989433289, -81.64575958251953,
        8.580358505249023, 0.36707159876823425, -0.11346189677715302, 5.8211870193481445,
        0.023404905572533607, 0.19007077813148499, 8.921202659606934, 0.17032968997955322]


def test_pow_gradient_of_one_exponent(mode):
    # y * pow(x, y - 1) by the unary kernel (y - 1 is one value)
    grad = ms.grad(_pow_total)
    if mode == ms.GRAPH_MODE:
        grad = ms.jit(grad)
    dx = grad(Tensor(np.abs(np.array(_XS8, np.float32))), Tensor(np.float32(2.5)))
    assert _vals(dx) == [
        28.757143020629883, 0.2369854748249054, 4.771210670471191, 18.2410945892334,
        7.458481311798096, 0.42858198285102844, 7.163545608520508, 1.498170018196106]


def _fma_sensitive_values():
    out = {}
    x, y = Tensor(np.array(_X16, np.float32)), Tensor(np.array(_Y16, np.float32))
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        f = ms.jit(_pow) if mode == ms.GRAPH_MODE else _pow
        out[f"same{mode}"] = _vals(f(x, y))
        out[f"cube{mode}"] = _vals(f(Tensor(np.array(_XS8, np.float32)), 3))
        grad = ms.grad(_pow_total, grad_position=(0, 1))
        out[f"dx{mode}"] = _vals((ms.jit(grad) if mode == ms.GRAPH_MODE else grad)(x, y)[0])
    return out


def test_pow_under_xla_defaults():
    # the suite runs XLA at O0, which never contracts an FMA: a child at the defaults users get
    # (each product is rounded before the addition that follows it)
    got = child_json(__file__)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        assert got[f"same{mode}"] == _SAME
        assert got[f"cube{mode}"] == _E3
        assert got[f"dx{mode}"] == _DX


if __name__ == "__main__":
    print(json.dumps(_fma_sensitive_values()))
