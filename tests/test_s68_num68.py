"""Session 68 (num68): numerics against MindSpore 2.10. Every expected value below was measured on
2.10 CPU, in PYNATIVE_MODE and GRAPH_MODE alike unless a test says otherwise.

ReduceSum of float32 follows 2.10's CPU kernel's order where that is cheap
(``runtime/primitives/sum_order.py``): rows one after another over axis 0, 8 lanes over a 2-D
input's last axis, float64 rounded once for every other reduction."""
import json

import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops
from xla_defaults import child_json


def _data(shape, k=1):
    """Exact values with 17 binades, so that each summation order has its own bits."""
    i = np.arange(int(np.prod(shape)), dtype=np.int64)
    v = ((i * 7919 * k) % 1000 - 500) / 7.0 * 2.0 ** ((i * 13) % 17 - 8)
    return Tensor(v.astype(np.float32).reshape(shape))


def _vals(t):
    return t.asnumpy().reshape(-1).tolist()


# ---- ReduceSum: 2.10's order ----------------------------------------------------------------
_AX0_50X8 = [
    1247.2576904296875, -18539.572265625, -43250.3515625, -2850.935791015625, 29557.158203125,
    19313.421875, -5499.64794921875, 17191.283203125]


def test_reduce_sum_takes_2_10s_order(mode):
    # float64 (all axes), lanes (2-D last axis), rows in turn (axis 0), float64 (3-D)
    assert _vals(ops.sum(_data((7, 30)))) == [4739.7822265625]
    assert _vals(ops.sum(_data((7, 30)), 1)) == [
        20502.720703125, -6842.15869140625, 1003.1416015625, -17591.158203125, 11599.859375,
        8563.7236328125, -12496.34375]
    assert _vals(ops.sum(_data((50, 8), 3), 0)) == _AX0_50X8
    assert _vals(_data((3, 5, 40), 5).sum(2))[:8] == [
        18445.689453125, 10306.2919921875, -21331.228515625, -1980.34912109375,
        20890.560546875, -33016.8359375, -1978.2279052734375, 10179.94140625]
    kept = ops.ReduceSum(keep_dims=True)(_data((3, 5, 40), 5), (0, 1))
    assert kept.shape == (1, 1, 40)
    assert _vals(kept)[:8] == [
        -27946.8203125, -18517.91015625, -2510.2734375, -7850.37109375, -531.272216796875,
        11621.1630859375, 14738.3603515625, 29331.81640625]


def test_loss_sum_reductions_take_2_10s_order(mode):
    l1 = nn.L1Loss(reduction='sum')
    assert _vals(l1(_data((16, 10), 11), _data((16, 10), 13))) == [198933.65625]
    mse = nn.MSELoss(reduction='sum')
    assert _vals(mse(_data((64,), 17), _data((64,), 19))) == [1688863232.0]


def test_reduce_sum_overflow_and_zero_signs():
    # float64 does not overflow on the way; float32 lanes do; every sum starts at +0
    assert _vals(ops.sum(Tensor(np.array([3e38, 3e38, -3e38], np.float32)))) == [
        3.0000000054977558e+38]
    assert _vals(ops.sum(Tensor(np.array([[3e38, 3e38, -3e38]], np.float32)), 1)) == [np.inf]
    for axis, shape in ((1, (2, 9)), (0, (3, 2)), (None, (3,))):
        out = ops.sum(Tensor(np.full(shape, -0.0, np.float32)), axis).asnumpy()
        assert not np.signbit(out).any()


def test_reduce_sum_derivatives_stay_exact(mode):
    x = _data((4, 9))
    square_rows = lambda a: ops.sum(a * a, 1).sum()
    g = ms.grad(square_rows)(x)
    assert _vals(g) == _vals(x * 2)
    row_sum = lambda a: ops.sum(a, 0)
    pair = ops.stack([_data((50, 8), 3)] * 2)
    assert _vals(ms.vmap(row_sum)(pair)) == _AX0_50X8 * 2


def test_reduce_mean_of_2d_rows_sums_in_lanes(mode):
    # ReduceMean's kernel sums a 2-D input's rows as ReduceSum does (lanes), then divides
    assert _vals(ops.mean(_data((7, 30)), 1)) == [
        683.4240112304688, -228.07196044921875, 33.438053131103516, -586.3719482421875,
        386.6619873046875, 285.45745849609375, -416.5447998046875]
    kept = _data((5, 17), 7).mean(-1, keep_dims=True)
    assert kept.shape == (5, 1)
    assert _vals(kept) == [
        445.484619140625, 901.4534301757812, -75.94190979003906, 802.0659790039062,
        -926.3140258789062]


# ---- float16: SeLU's expm1 and the Bessel I kernels take float32 ----------------------------
def test_float16_selu_rounds_glibc_expm1_before_the_product():
    x = Tensor(np.array([-5.484375, -2.693359375, -1.9228515625, -1.337890625, -1.0009765625,
                         -0.67626953125, -0.5234375, -0.298583984375, 0.5], np.float16))
    assert _vals(ops.selu(x)) == [
        -1.75, -1.638671875, -1.5009765625, -1.296875, -1.111328125, -0.86376953125,
        -0.71630859375, -0.45361328125, 0.525390625]


def test_float16_bessel_i0_i1_are_their_float32_values_rounded():
    x = Tensor(np.array([-5.98828125, -4.35546875, -2.640625, -1.0498046875, 1.3984375,
                         2.98828125, 4.8125], np.float16))
    assert _vals(ops.bessel_i0(x)) == [
        66.5, 15.3984375, 3.66796875, 1.294921875, 1.5517578125, 4.8359375, 23.046875]
    x = Tensor(np.array([-6.0, -4.36328125, -2.6640625, -0.7919921875, 0.73193359375,
                         2.51953125, 4.2421875, 5.86328125], np.float16))
    assert _vals(ops.bessel_i1(x)) == [
        -61.34375, -13.5859375, -2.919921875, -0.427978515625, 0.39111328125, 2.5625,
        12.1640625, 54.03125]


# ---- Tanhshrink: 2.10's bprop, no FMA -------------------------------------------------------
_TS_X = [-0.8028369545936584, 0.2428499013185501, -1.6563454866409302, 0.6561048626899719,
         1.1434530019760132, -0.4526109993457794]
_TS_DY = [1.1250954866409302, 1.3972138166427612, 1.2756856679916382, 0.7252072095870972,
          0.8001663088798523, 1.3735533952713013]


def _tanhshrink_projected(x):
    return (ops.tanhshrink(x) * Tensor(np.array(_TS_DY, np.float32))).sum()


def test_tanhshrink_gradient_rounds_tanh_grad_before_the_sum(mode):
    # dout + TanhGrad(y, -dout): XLA had contracted the product and the sum into one FMA
    g = ms.grad(_tanhshrink_projected)(Tensor(np.array(_TS_X, np.float32)))
    assert _vals(g) == [
        0.4984731078147888, 0.07926738262176514, 1.1026839017868042, 0.24041032791137695,
        0.5322388410568237, 0.24698185920715332]


# ---- ops.prod: 2.10's order and ProdExt's bprop -------------------------------------------
def _prod_data(shape, k=1):
    i = np.arange(int(np.prod(shape)), dtype=np.int64)
    return Tensor((1.0 + ((i * 7919 * k) % 1000 - 500) / 1700.0).astype(np.float32).reshape(shape))


def _prod_all(a):
    return ops.prod(a).sum()


def _prod_rows(a):
    return ops.prod(a, 1).sum()


def test_prod_multiplies_in_order_and_differentiates_as_prod_ext(mode):
    x = _prod_data((6, 8))
    assert _vals(ops.prod(x, 1)) == [
        1.370282769203186, 0.6438558101654053, 0.6464670896530151, 1.7647956609725952,
        0.4647868573665619, 0.851361095905304]
    assert _vals(ops.prod(x)) == [0.39829719066619873]
    # no zero: dout * (out / x)
    assert _vals(ms.grad(_prod_all)(x))[:8] == [
        0.5642543435096741, 0.31953999400138855, 0.3322400450706482, 0.34599143266677856,
        0.36093026399612427, 0.3772174119949341, 0.39504387974739075, 0.41463884711265564]
    assert _vals(ms.grad(_prod_rows)(x))[:8] == [
        1.9412338733673096, 1.099330186843872, 1.143022894859314, 1.1903325319290161,
        1.241727352142334, 1.2977608442306519, 1.3590902090072632, 1.4265037775039673]
    # a zero: dout * (left * right), the exclusive running products
    z = _prod_data((5, 6), 3).asnumpy()
    z[1, 2] = 0.0
    assert _vals(ms.grad(_prod_rows)(Tensor(z)))[:16] == [
        0.8470880389213562, 0.5194203853607178, 0.5930604934692383, 0.6910304427146912,
        0.82777339220047, 0.5120936036109924, 0.0, 0.0, 1.0006017684936523, 0.0, 0.0, 0.0,
        1.0909700393676758, 0.6863329410552979, 0.7790908813476562, 0.9008395075798035]
    assert _vals(ms.grad(_prod_all)(Tensor(z)))[:8] == [0.0] * 8


# ---- CosineEmbeddingLoss: 2.10's composite (no epsilon, two selects) -----------------------
def test_cosine_embedding_loss_labels_and_zero_vectors_as_2_10(mode):
    x1 = np.array([[0.5, -1.25, 2.0], [0.0, 0.0, 0.0], [1.5, 0.25, -0.75], [-2.0, 1.0, 0.5],
                   [0.75, 0.5, 0.25]], np.float32)
    x2 = np.array([[1.0, 0.5, -0.25], [1.0, 1.0, 1.0], [3.5, 1.0, -1.0], [-1.75, 1.25, 0.75],
                   [-0.5, 1.25, 0.5]], np.float32)
    # a zero vector where y == 1 is 0/0; labels 0 and 2 select neither branch
    y = np.array([1, 1, 0, 2, -1], np.float32)
    loss = nn.CosineEmbeddingLoss(margin=0.1, reduction='none')
    got = _vals(loss(Tensor(x1), Tensor(x2), Tensor(y)))
    assert np.isnan(got[1])
    assert got[:1] + got[2:] == [1.2262814044952393, 0.0, 0.0, 0.17914524674415588]
    rows = [0, 2, 3, 4]
    mean = ops.cosine_embedding_loss(Tensor(x1[rows]), Tensor(x2[rows]), Tensor(y[rows]), 0.1)
    assert _vals(mean) == [0.3513566553592682]


def _sum_of_products_rows(a, b):
    return ops.sum(a * b, 1)


def _sum_of_products_columns(a, b):
    return ops.sum(a * b, 0)


def _fma_sensitive_values():
    """Values XLA's default optimization level would compute with FMAs (a product contracted
    into the sum after it), where 2.10 rounds the product first."""
    a, b = _data((7, 30)), _data((7, 30), 3)
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out[f"tanhshrink{mode}"] = _vals(ms.grad(_tanhshrink_projected)(
            Tensor(np.array(_TS_X, np.float32))))
        out[f"rows{mode}"] = _vals(ms.jit(_sum_of_products_rows)(a, b))
        out[f"columns{mode}"] = _vals(ms.jit(_sum_of_products_columns)(a, b))[:6]
    return out


def test_fma_sensitive_values_under_xla_defaults():
    # the suite runs XLA at O0, which never contracts an FMA: a child at the defaults users get
    got = child_json(__file__)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        assert got[f"tanhshrink{mode}"] == [
            0.4984731078147888, 0.07926738262176514, 1.1026839017868042, 0.24041032791137695,
            0.5322388410568237, 0.24698185920715332]
        assert got[f"rows{mode}"] == [
            205015744.0, -11938096.0, -3231286.5, 153947104.0, 71333288.0, 25816046.0,
            -26495866.0]
        assert got[f"columns{mode}"] == [
            21348832.0, 2451554.75, 1981.6632080078125, -13392104.0, 5576247.0,
            1850917.875]


if __name__ == "__main__":
    print(json.dumps(_fma_sensitive_values()))
