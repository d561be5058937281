"""Session 65 (num65): numerics against MindSpore 2.10 beyond float32 forwards. Every expected
value below was measured on 2.10 CPU, PYNATIVE_MODE and GRAPH_MODE alike (``ms.grad`` of a Cell
returning ``f(x).sum()``).

Gradients: 2.10's bprops read the forward output or other kernels (``runtime/primitives/
bprops.py``): ``Acosh``'s ``dout / sinh(out)`` is NaN below 1 where the exact derivative is
finite; ``SeLU``'s ``EluGrad(dout, out) * scale`` is ``scale * (out + 1)`` below 0 (not the
derivative); the Bessel bprops call the other Bessel kernels, whose ``-inf`` / NaN outside the
domain reach the gradient; ``Expm1``'s ``dout * (out + 1)`` differs in the last bit from
``exp(x)``. ``Qr``, ``Lstsq`` and ``Geqrf`` have no bprop: 2.10 raises."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

from conftest import FnCell

NAN, INF = float("nan"), float("inf")

# op: (inputs, 2.10's gradients, rtol): rtol 0 is bit for bit; the others read a kernel
# (sinh, the Bessel functions) that sits an ulp or two from 2.10's on some values
GRADS = {
    "selu": ([-2.0, -0.5, 0.0, 0.5, -1.088518, -0.43758333, NAN],
             [-0.5465394854545593, 0.3238700330257416, 1.0507010221481323, 1.0507010221481323,
              -0.17454326152801514, 0.3960305154323578, 1.0507010221481323], 0),
    "acosh": ([-2.0, 1.0, 1.5, 0.5, 3.25], [NAN, INF, 0.8944272994995117, NAN,
                                           0.32338085770606995], 3e-7),
    "atanh": ([0.5, -0.9, 0.93, 0.3, 0.77],
              [1.3333333730697632, 5.263156414031982, 7.401924133300781, 1.0989011526107788,
               2.4563987255096436], 0),
    "tan": ([0.3, 1.2, -1.4, 2.0],
            [1.0956889390945435, 7.615965366363525, 34.615447998046875, 5.7743988037109375], 0),
    "expm1": ([-1.4074705, -2.530843, -4.6500616, 0.0, 1.5],
              [0.2447616457939148, 0.07959187030792236, 0.009561002254486084, 1.0,
               4.481688976287842], 0),
    "erfc": ([0.3, -1.2, 2.5, 0.8], [-1.0312609672546387, -0.26734423637390137,
                                     -0.002178280847147107, -0.5949856638908386], 0),
    "sinc": ([-2.0, 0.0, 1.5, 0.3, -0.7],
             [-0.5, 0.0, 0.14147107303142548, -0.9020282626152039, 1.3652403354644775], 0),
    "softsign": ([-2.0, 0.0, 1.5, 0.3, -0.7], [0.1111111119389534, 1.0, 0.1599999964237213,
                                               0.5917160511016846, 0.34602075815200806], 0),
    "bessel_k0": ([-2.0, 0.0, 1.5], [-INF, -INF, -0.2773878574371338], 5e-7),
    "bessel_k1": ([-2.0, 0.0, 1.5], [NAN, -INF, -0.3987308740615845], 5e-7),
    "bessel_k0e": ([-2.0, 0.0, 1.5], [NAN, NAN, -0.2849556803703308], 5e-7),
    "bessel_k1e": ([-2.0, 0.0, 1.5], [NAN, -INF, -0.5438216924667358], 5e-7),
    "bessel_y0": ([-2.0, 0.0, 1.5], [INF, NAN, 0.41230863332748413], 5e-7),
    "bessel_y1": ([-2.0, 0.0, 1.5], [-INF, NAN, 0.6573213338851929], 5e-7),
    "bessel_j1": ([0.0, 1.5], [0.5, 0.13987001776695251], 5e-7),
    "bessel_i1": ([0.0, 1.5], [1.0, 0.9922789931297302], 5e-7),
    "bessel_i1e": ([0.0, 1e-09, 1.5], [0.5, 0.5, 0.0023679733276367188], 5e-5),
    "bessel_i0e": ([-1.0, 0.0, 1.5], [0.25784921646118164, 0.0, -0.14839425683021545], 5e-7),
}


class _Sum(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x).sum()


@pytest.mark.parametrize("name", list(GRADS))
def test_gradient_is_2_10_bprop(name, mode):
    xs, want, rtol = GRADS[name]
    got = ms.grad(_Sum(getattr(ops, name)))(Tensor(np.array(xs, np.float32)))
    assert got.dtype == ms.float32
    want = np.array(want, np.float32)
    if rtol:
        np.testing.assert_allclose(got.asnumpy(), want, rtol=rtol)
    else:
        np.testing.assert_array_equal(got.asnumpy(), want)


def test_selu_forward_is_2_10_kernel(mode):
    # (scale * alpha) * expm1f(x): XLA's expm1 and scale * (alpha * ...) were an ulp off on
    # -0.43758333 and -1.088518; float64 takes float32's expm1 and 8-digit constants
    x = np.array([-4.6500616, -2.530843, -1.4074705, -1.088518, -0.43758333, -0.25706932,
                  -0.0123, 0.7], np.float32)
    f32 = [-1.7412900924682617, -1.6181689500808716, -1.3277840614318848, -1.1661207675933838,
           -0.6230797171592712, -0.39853543043136597, -0.02149217389523983, 0.7354906797409058]
    f64 = [-1.741290134445848, -1.6181689125172865, -1.3277840415488946, -1.1661207318194091,
           -0.6230796908278923, -0.39853543117064133, -0.021492173505157565, 0.7354906734746682]
    assert FnCell(ops.selu)(Tensor(x)).asnumpy().tolist() == f32
    assert FnCell(ops.selu)(Tensor(x.astype(np.float64))).asnumpy().tolist() == f64
    edge = ops.selu(Tensor(np.array([NAN, -INF, -100.0, INF], np.float32))).asnumpy()
    np.testing.assert_array_equal(edge, np.array([NAN, -1.7580993, -1.7580993, INF],
                                                 np.float32))


def test_bessel_y_at_zero_and_nan():
    x = Tensor(np.array([0.0, -0.0, -1.0, NAN], np.float32))
    np.testing.assert_array_equal(ops.bessel_y0(x).asnumpy(), [-INF, -INF, -INF, NAN])
    np.testing.assert_array_equal(ops.bessel_y1(x).asnumpy(), [NAN, NAN, -INF, NAN])


_A = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)
_B = np.random.default_rng(1).standard_normal((4, 2)).astype(np.float32)
_qr = lambda x: ops.qr(x)[0].sum()
_geqrf = lambda x: ops.geqrf(x)[0].sum()
_lstsq = lambda x: ops.lstsq(x, Tensor(_B)).sum()
NO_BPROP = {"Qr": _qr, "Geqrf": _geqrf,
            "Lstsq": _lstsq}


@pytest.mark.parametrize("prim", list(NO_BPROP))
def test_no_bprop_decompositions_raise(prim, mode):
    graph = ms.get_context("mode") == ms.GRAPH_MODE
    text = (f"Illegal primitive: Primitive {prim}'s bprop not defined." if graph
            else f"Illegal primitive {prim}'s bprop not defined")
    with pytest.raises(RuntimeError, match=text.replace(".", r"\.")):
        ms.grad(FnCell(NO_BPROP[prim]))(Tensor(_A))


# (a or x, x or q) -> 2.10's gradients of both: Zeta has none for x (OutZeros) and
# -x * zeta(x + 1, q) for q; Igamma's x-part exp((-x + (a - 1) log x) - lgamma(a)) is finite
# where the value is NaN (a < 0); Igammac's is negated
_P = np.array([2.406518, -0.26420972, 1.11668, 0.5], np.float32)
_Q = np.array([0.25146043, 1.274146, 1.2808453, 3.0], np.float32)
BINARY = {
    "zeta": ([0.0, 0.0, 0.0, 0.0], [-266.6335754394531, NAN, -1.1715205907821655,
                                    -0.629410982131958]),
    "igamma": ([-0.024934103712439537, NAN, -0.3745273947715759, -0.04724033921957016],
               [0.0894349068403244, 0.043699514120817184, 0.30263668298721313,
                0.01621738076210022]),
}


class _Sum2(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b).sum()


@pytest.mark.parametrize("name", ["zeta", "igamma", "igammac"])
def test_binary_special_gradients(name, mode):
    da, dx = BINARY["igamma" if name == "igammac" else name]
    sign = -1 if name == "igammac" else 1
    ga, gx = ms.grad(_Sum2(getattr(ops, name)), (0, 1))(Tensor(_P), Tensor(_Q))
    # (a: the kernel's own derivative, ~4e-7 from 2.10's IgammaGradA; igammac's PYNATIVE 1.3e-6
    # since cbaba2d0 evaluates the factor outside the fused vjp kernel)
    np.testing.assert_allclose(ga.asnumpy(), sign * np.array(da, np.float32), rtol=2e-6)
    np.testing.assert_allclose(gx.asnumpy(), sign * np.array(dx, np.float32), rtol=3e-7)


# ---- logsigmoid: 2.10's ops.logsigmoid is Log(Sigmoid(x)); nn.LogSigmoid log(1 / (exp(-x) + 1))
_LS_X = np.array([-8.0, -3.0, -1.0, -0.1, 0.0, 0.1, 1.0, 3.0, 8.0, 12.0, 20.0, -20.0, -100.0],
                 np.float32)
_LS_F32 = [-8.000333786010742, -3.0485870838165283, -1.313260793685913, -0.7443963289260864,
           -0.6931470036506653, -0.6443964838981628, -0.3132610619068146, -0.04858720302581787,
           -0.00033527612686157227, -6.139278411865234e-06, 0.0, -20.0, -INF]
_LS_F16 = [-8.0, -3.048828125, -1.3134765625, -0.74462890625, -0.693359375, -0.64453125,
           -0.3134765625, -0.04852294921875, 0.0, 0.0, 0.0, -INF, -INF]


@pytest.mark.parametrize("cell", ["ops", "nn"])
def test_logsigmoid_values(cell, mode):
    fn = ops.logsigmoid if cell == "ops" else nn.LogSigmoid()
    got = FnCell(fn)(Tensor(_LS_X)).asnumpy()
    np.testing.assert_array_equal(got, np.array(_LS_F32, np.float32))
    got = FnCell(fn)(Tensor(_LS_X.astype(np.float16)))
    assert got.dtype == ms.float16
    np.testing.assert_array_equal(got.asnumpy(), np.array(_LS_F16, np.float16))


def test_logsigmoid_gradients_through_sigmoid_and_log(mode):
    want = [0.9996646642684937, 0.9525741338729858, 0.7310584783554077, 0.5249792337417603, 0.5,
            0.4750208258628845, 0.26894110441207886, 0.04742586612701416,
            0.00033533573150634766, 6.198883056640625e-06, 0.0, 1.0, NAN]
    got = ms.grad(_Sum(ops.logsigmoid))(Tensor(_LS_X)).asnumpy()
    np.testing.assert_array_equal(got, np.array(want, np.float32))
    want = [1.0595703125, 0.95361328125, 0.73095703125, 0.52490234375, 0.5, 0.475341796875,
            0.26904296875, 0.047454833984375, 0.00033545494079589844, 6.139278411865234e-06, 0.0,
            NAN, NAN]   # nn.LogSigmoid, float16
    got = ms.grad(_Sum(nn.LogSigmoid()))(Tensor(_LS_X.astype(np.float16))).asnumpy()
    np.testing.assert_array_equal(got, np.array(want, np.float16))


def test_logsigmoid_half_gradient_pynative():
    # (GRAPH_MODE: an ulp off at -8, -1 and 0.1, fused in float32 by XLA; 2.10 gives these)
    want = [0.99951171875, 0.95263671875, 0.73193359375, 0.525390625, 0.5, 0.47509765625,
            0.26904296875, 0.04736328125, 0.0, 0.0, 0.0, NAN, NAN]
    got = ms.grad(_Sum(ops.logsigmoid))(Tensor(_LS_X.astype(np.float16))).asnumpy()
    np.testing.assert_array_equal(got, np.array(want, np.float16))


# ---- Float16 inputs: result dtypes of composites ----------------------------------------------
_RNG = np.random.default_rng(0)
_Y = (_RNG.standard_normal((6, 50)) * 2).astype(np.float32)
_XS = np.cumsum(_RNG.uniform(0.1, 1, 50)).astype(np.float32)


def test_trapz_is_2_10_formula_and_x_is_float32():
    # no x: (sum(y) - (y[0] + y[-1]) * 0.5) * dx, in the dtype (Float16 bit for bit)
    got = ops.trapz(Tensor(_Y.astype(np.float16)))
    assert got.dtype == ms.float16
    assert got.asnumpy()[:5].tolist() == [11.453125, 4.36328125, 1.107421875, -13.09375, -7.1875]
    got = ops.trapz(Tensor(_Y.astype(np.float16)), dx=0.3, dim=0)
    assert got.asnumpy()[:5].tolist() == [0.04278564453125, -0.5, -1.0625, -0.364990234375,
                                          0.308349609375]
    # with x: x is cast to Float32, so a Float16 y gives Float32
    for xs in (_XS, np.broadcast_to(_XS, (6, 50))):
        got = ops.trapz(Tensor(_Y.astype(np.float16)), Tensor(xs.astype(np.float16)))
        assert got.dtype == ms.float32
        np.testing.assert_allclose(got.asnumpy()[:5], [7.792998313903809, 3.7886996269226074,
                                                       0.7231540679931641, -3.9539031982421875,
                                                       -5.312359809875488], rtol=1e-6)
    got = ops.trapz(Tensor(_Y), dx=1.0)      # (Float32: the sum's order, an ulp or two)
    np.testing.assert_allclose(got.asnumpy()[:3], [11.458812713623047, 4.363830089569092,
                                                   1.1039772033691406], rtol=1e-6)


def test_cov_of_half_is_float32():
    got = ops.cov(Tensor(_Y.astype(np.float16)))
    assert got.dtype == ms.float32
    np.testing.assert_allclose(got.asnumpy().ravel()[:5], [
        3.3880369663238525, -0.40422528982162476, 0.03294231370091438, 0.30802494287490845,
        -0.19906362891197205], rtol=1e-6)


def test_multilabel_soft_margin_loss_keeps_half():
    a = np.random.default_rng(0).standard_normal((4, 5)).astype(np.float32)
    t = (a > 0).astype(np.float32)
    got = ops.multilabel_soft_margin_loss(Tensor(a.astype(np.float16)),
                                          Tensor(t.astype(np.float16)))
    assert got.dtype == ms.float16 and got.asnumpy().tolist() == 0.43896484375
    got = ops.multilabel_soft_margin_loss(Tensor(a), Tensor(t), reduction="none")
    # log(exp(-x) + 1) and log(exp(x) + 1), 2.10's composite (bit for bit)
    assert got.asnumpy()[:3].tolist() == [0.5575426816940308, 0.3493984043598175,
                                          0.4075709283351898]
    got = ops.multilabel_soft_margin_loss(Tensor(a.astype(np.float16)), Tensor(t),
                                          weight=Tensor(np.ones(5, np.float32)))
    assert got.dtype == ms.float32


def test_zeta_takes_float32_and_float64_of_one_dtype():
    a = Tensor(np.array([2.5, 3.0], np.float32))
    for x, q, text in ((a.astype(ms.float16), a.astype(ms.float16),
                        "For primitive[Zeta], the input argument[q] must be a type of "
                        "{Tensor[Float32], Tensor[Float64]}, but got Tensor[Float16]."),
                       (a.astype(ms.int32), a.astype(ms.int32),
                        "For primitive[Zeta], the input argument[q] must be a type of "
                        "{Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32]."),
                       (a, a.astype(ms.float16), "For primitive[Zeta], the input type must be "
                                                 "same."),
                       (a, a.astype(ms.float64), "For primitive[Zeta], the input type must be "
                                                 "same.")):
        with pytest.raises(TypeError) as err:
            ops.zeta(x, q)
        assert str(err.value) == text
    assert ops.zeta(a.astype(ms.float64), a.astype(ms.float64)).dtype == ms.float64


def test_batch_dot_is_float32_only():
    b = np.ones((2, 3, 4), np.float32)
    for d1, d2, text in ((np.float16, np.float16, "The 'x1' doesn't support 'Float16'"),
                         (np.float32, np.float16, "The 'x2' doesn't support 'Float16'"),
                         (np.float64, np.float64, "The 'x1' doesn't support 'Float64'"),
                         (np.int32, np.int32, "The 'x1' doesn't support 'Int32'")):
        with pytest.raises(TypeError, match=f"^{text} and expect to receive "
                                            r"\[mindspore.float32\].$"):
            ops.batch_dot(Tensor(b.astype(d1)), Tensor(b.astype(d2)))


def test_qr_and_geqrf_take_half():
    m = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float16)
    q, r = ops.qr(Tensor(m))
    assert (q.dtype, r.dtype) == (ms.float16, ms.float16)
    assert q.asnumpy().ravel()[:4].tolist() == [-0.06890869140625, -0.307861328125, 0.802734375,
                                                -0.0574951171875]
    h, tau = ops.geqrf(Tensor(m))
    assert (h.dtype, tau.dtype) == (ms.float16, ms.float16)
    assert h.asnumpy().ravel()[:4].tolist() == [-1.82421875, -1.0693359375, 0.466552734375,
                                                0.053802490234375]
    got = ops.lstsq(Tensor(m), Tensor(m))
    assert got.dtype == ms.float16
    np.testing.assert_allclose(got.asnumpy(), np.eye(3), atol=1e-3)


def test_exp2_and_trapz_dtypes_as_2_10():
    a = Tensor(np.array([[0.5, 1.25, -2.0, 3.0]], np.float32))
    # exp2 is Pow(2, x) with a Float32 2: BFloat16 gives Float32, Float64 is exact at integers
    got = ops.exp2(a.astype(ms.bfloat16))
    assert got.dtype == ms.float32
    assert got.asnumpy().ravel().tolist() == [1.4142135381698608, 2.3784141540527344, 0.25, 8.0]
    got = ops.exp2(a.astype(ms.float64))
    assert got.asnumpy().ravel().tolist() == [1.4142135623730951, 2.378414230005442, 0.25, 8.0]
    # trapz: y other than Float16/Float32 computes in Float32 (Float64 included)
    for dt in (ms.float64, ms.bfloat16, ms.int32):
        assert ops.trapz(a.astype(dt)).dtype == ms.float32
        assert ops.trapz(a.astype(dt), a.astype(dt)).dtype == ms.float32
    assert ops.trapz(a.astype(ms.float64)).asnumpy().tolist() == [1.0]
    assert ops.trapz(a.astype(ms.int32)).asnumpy().tolist() == [0.5]


def test_rnn_takes_2_10_tanh_kernel(mode):
    # nnacl's tanh saturates to +-1 above 5 (XLA's gave 0.9999551 for 1.0); values measured
    net = nn.RNN(8, 6, batch_first=True)
    params = sorted(net.get_parameters(), key=lambda p: p.name)
    for i, p in enumerate(params):
        p.set_data(Tensor(np.random.default_rng(100 + i).standard_normal(p.shape)
                          .astype(np.float32) * 0.5))
    x = np.random.default_rng(15).standard_normal((2, 5, 8)).astype(np.float32)
    fn2 = lambda t: net(t)[0]
    out = FnCell(fn2)(Tensor(x)).asnumpy().ravel()
    assert out[[19, 41, 55]].tolist() == [-1.0, 1.0, -1.0]
    np.testing.assert_allclose(out[[49, 0, 1, 2, 3, 4, 5]], [
        -0.999828577041626, -0.6983370780944824, 0.9655399918556213, 0.8176371455192566,
        -0.48131313920021057, -0.934447169303894, 0.48318368196487427], rtol=2e-5)


# ---- integer inputs --------------------------------------------------------------------------
def test_selu_of_integers_is_2_10_int_kernel():
    # the kernel's constants cast to the integer type are 1: x above 0, trunc(expm1f(x)) below
    x = np.array([-30, -18, -17, -16, -3, -1, 0, 1, 5, 100], np.int32)
    for dt, ms_dt in ((np.int32, ms.int32), (np.int8, ms.int8)):
        got = ops.selu(Tensor(x.astype(dt)))
        assert got.dtype == ms_dt
        assert got.asnumpy().tolist() == [-1, -1, 0, 0, 0, 0, 0, 1, 5, 100]


def test_tanhshrink_and_huber_loss_of_integers_are_float32():
    x = np.array([-30, 100, 5], np.int32)
    assert ops.tanhshrink(Tensor(x.astype(np.int64))).dtype == ms.float32
    assert ops.tanhshrink(Tensor(x)).asnumpy().tolist() == [-29.0, 99.0, 3.999990224838257]
    # |x - y| in the integer dtype (wrapping: int8 100 - -56 is -100), then Float32
    for dt, want in ((np.int8, [29.5, 99.5, 4.5]), (np.uint8, [29.5, 155.5, 250.5]),
                     (np.int64, [29.5, 99.5, 4.5])):
        got = ops.huber_loss(Tensor(x.astype(dt)), Tensor((x * 2).astype(dt)), reduction="none")
        assert got.dtype == ms.float32
        assert got.asnumpy().tolist() == want


def test_pdist_takes_floats_only():
    for dt, name in ((np.int32, "Int32"), (np.uint8, "UInt8"), (np.bool_, "Bool")):
        with pytest.raises(TypeError) as err:
            ops.pdist(Tensor(np.ones((3, 4), dt)))
        assert str(err.value) == ("For primitive[Pdist], the input argument[x] must be a type of "
                                  "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got "
                                  f"Tensor[{name}].")



# ---- Rsqrt (1 / sqrt(x), two roundings), AsinGrad, ACosGrad, RsqrtGrad ----------------------
_RS_X = [8.48807430267334, 4.606834888458252, 8.786431312561035, 0.7367158532142639,
    5.470129013061523, 3.3946144580841064, 7.219091892242432, 1.5790051221847534,
    7.846001148223877, 4.900032997131348, 8.1209135055542, 4.299610137939453]
_AS_X = [0.6039057970046997, 0.6097227931022644, 0.030344611033797264, -0.42411327362060547,
    -0.8832172155380249, -0.23092961311340332, -0.1812230497598648, -0.9003551006317139,
    -0.8934597373008728, 0.9883686900138855, 0.30169084668159485, -0.5256698131561279]
_RS_F = [0.34323805570602417, 0.46590638160705566, 0.33736011385917664, 1.1650645732879639,
    0.4275640845298767, 0.5427561402320862, 0.3721848726272583, 0.7958078384399414,
    0.3570062518119812, 0.4517524242401123, 0.3509114682674408, 0.4822646677494049]
_RS_G = [-0.02021884359419346, -0.05056685954332352, -0.01919778808951378, -0.7907150387763977,
    -0.039081718772649765, -0.0799436941742897, -0.025777818635106087, -0.25199657678604126,
    -0.022750841453671455, -0.04609687626361847, -0.021605418995022774, -0.05608236789703369]
_AS_G = [1.2546175718307495, 1.26164710521698, 1.0004607439041138, 1.1042290925979614,
    2.132359027862549, 1.0277804136276245, 1.0168367624282837, 2.2980268001556396,
    2.2264606952667236, 6.575630187988281, 1.0488712787628174, 1.1755181550979614]
_AC_G = [-1.2546175718307495, -1.26164710521698, -1.0004607439041138, -1.1042290925979614,
    -2.132359027862549, -1.0277804136276245, -1.0168367624282837, -2.2980268001556396,
    -2.2264606952667236, -6.575630187988281, -1.0488712787628174, -1.1755181550979614]


def test_rsqrt_asin_acos_as_2_10(mode):
    x = Tensor(np.array(_RS_X, np.float32))
    assert FnCell(ops.rsqrt)(x).asnumpy().tolist() == _RS_F
    assert ms.grad(_Sum(ops.rsqrt))(x).asnumpy().tolist() == _RS_G
    u = Tensor(np.array(_AS_X, np.float32))
    assert ms.grad(_Sum(ops.asin))(u).asnumpy().tolist() == _AS_G
    assert ms.grad(_Sum(ops.acos))(u).asnumpy().tolist() == _AC_G


def test_inv_of_integer_zero_is_the_minimum():
    for dt, lo in ((np.int32, -2 ** 31), (np.int64, -2 ** 63)):
        got = ops.inv(Tensor(np.array([0, 1, -1, 2, -3], dt)))
        assert got.asnumpy().tolist() == [lo, 1, -1, 0, 0]



# ---- CeLU: expm1(x / alpha) * alpha in double, rounded once; bprop out / alpha + 1 -------------
_CE_X = [4.081838130950928, -5.111330032348633, 0.8361976742744446, -1.135539174079895,
    -0.9052985906600952, -0.43119433522224426, -4.039972305297852, -0.4638647437095642,
    -1.7304261922836304, 6.645998954772949, 0.4515732228755951, -0.7052615880966187,
    -0.5625748634338379, -1.3360927104949951, -2.1103010177612305, -0.7816019654273987]
_CE_F = [4.081838130950928, -0.30000001192092896, 0.8361976742744446, -0.2931882441043854,
    -0.28532537817955017, -0.22873052954673767, -0.2999995946884155, -0.2360842078924179,
    -0.2990622818470001, 6.645998954772949, 0.4515732228755951, -0.271414190530777,
    -0.25400498509407043, -0.29650917649269104, -0.2997356951236725, -0.2778365910053253]
_CE_G = [1.0, 0.0, 1.0, 0.022705912590026855, 0.04891544580459595, 0.23756492137908936,
    1.3709068298339844e-06, 0.2130526900291443, 0.003125786781311035, 1.0, 1.0,
    0.09528607130050659, 0.15331673622131348, 0.011636137962341309, 0.0008810758590698242,
    0.07387804985046387]


def test_celu_as_2_10_kernel_and_bprop(mode):
    x = Tensor(np.array(_CE_X, np.float32))
    fn3 = lambda t: ops.celu(t, 0.3)
    assert FnCell(fn3)(x).asnumpy().tolist() == _CE_F
    fn4 = lambda t: ops.celu(t, 0.3)
    assert ms.grad(_Sum(fn4))(x).asnumpy().tolist() == _CE_G
