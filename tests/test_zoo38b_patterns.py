"""Model-zoo NLP / audio / recommendation / GNN patterns (helper zoo38b, session 61), values
measured on MindSpore 2.10 (CPU).

atae_lstm (and every hand-written LSTM cell of the zoo that casts its gates to float16):
float16 ``Tanh``'s gradient and float16 ``Softmax``. sgcn: ``L2Normalize``.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor


@pytest.fixture(params=["PYNATIVE", "GRAPH"])
def mode(request):
    ms.set_context(mode=getattr(ms, request.param + "_MODE"))
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


_X = np.array([2.646484375, 0.60009765625, 1.4677734375, 3.361328125, 2.80078125,
               -1.4658203125], np.float16)
_S = np.array([0.441162109375, -0.330810546875, 2.431640625, -0.252197265625, 0.109619140625,
               1.58203125], np.float16)


class _Tanh(nn.Cell):
    def construct(self, a):
        return ops.tanh(a)


class _TanhTanh(nn.Cell):
    def construct(self, a):
        return ops.tanh(ops.tanh(a * 0.5))


def _value_and_grad(net, x, s):
    x, s = Tensor(x), Tensor(s)
    grad = ops.GradOperation(sens_param=True)(net)(x, s)
    return net(x).asnumpy().tolist(), grad.asnumpy().tolist()


# measured on 2.10: PYNATIVE_MODE's TanhGrad reads the float16 output (fma(-y, y, 1) * dy in
# float32, rounded once); GRAPH_MODE computes a float16 tanh in float32 and its grad reads that
_TANH_Y = [0.990234375, 0.537109375, 0.89892578125, 0.99755859375, 0.99267578125, -0.89892578125]
_TANH_G = {
    "PYNATIVE": [0.008575439453125, -0.2353515625, 0.466796875, -0.0012302398681640625,
                 0.0016002655029296875, 0.3037109375],
    "GRAPH": [0.00878143310546875, -0.2353515625, 0.4658203125, -0.001209259033203125,
              0.0016069412231445312, 0.303955078125]}


def test_float16_tanh_grad(mode):
    y, g = _value_and_grad(_Tanh(), _X, _S)
    assert y == _TANH_Y
    assert g == _TANH_G[mode]


# measured on 2.10: GRAPH_MODE's tanh(tanh(x)) rounds to float16 once (the Cast pair between
# the two float32 Tanh kernels is dropped), PYNATIVE_MODE twice
_TT = {
    "PYNATIVE": ([0.7001953125, 0.283203125, 0.55517578125, 0.73193359375, 0.708984375,
                  -0.5546875],
                 [0.0277862548828125, -0.13916015625, 0.51220703125, -0.007568359375,
                  0.005893707275390625, 0.333740234375]),
    "GRAPH": ([0.7001953125, 0.283447265625, 0.5546875, 0.73193359375, 0.708984375, -0.5546875],
              [0.027801513671875, -0.13916015625, 0.51220703125, -0.007587432861328125,
               0.005886077880859375, 0.333984375])}


def test_float16_tanh_of_tanh(mode):
    assert _value_and_grad(_TanhTanh(), _X, _S) == _TT[mode]


def test_float16_tanh_graph_ir_keeps_user_cast():
    """A Cast the user wrote after a float16 tanh still rounds (measured: cast(tanh(x), f32)
    equals the float16 result in both modes)."""
    class Net(nn.Cell):
        def construct(self, a):
            return ops.cast(ops.tanh(a), ms.float32) * 1.0
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = Net()(Tensor(_X)).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.tolist() == np.array(_TANH_Y, np.float32).tolist()


_SX = np.array([[3.52734375, 0.80029296875, 1.95703125, 4.48046875, 3.734375],
                [-1.9541015625, 1.900390625, -0.302734375, -0.2064208984375, 0.8212890625],
                [0.2880859375, 2.908203125, 1.5224609375, 0.243408203125, 0.8876953125]],
               np.float16)
_SS = np.array([[0.441162109375, -0.330810546875, 2.431640625, -0.252197265625, 0.109619140625],
                [1.58203125, -0.9091796875, -0.591796875, 0.1876220703125, -0.329833984375],
                [-1.1923828125, -0.204833984375, -0.35888671875, 0.603515625, -1.6650390625]],
               np.float16)
# measured on 2.10 (both modes): exp(x - max) rounded to float16, the row sum in float32
# rounded once, a float16 division; the gradient (dy - sum(dy * y)) * y in float16 steps
_SY = [[0.1961669921875, 0.012847900390625, 0.04083251953125, 0.5087890625, 0.2413330078125],
       [0.0132904052734375, 0.6279296875, 0.0693359375, 0.0762939453125, 0.21337890625],
       [0.04766845703125, 0.65576171875, 0.1640625, 0.045654296875, 0.08697509765625]]
_SG = [[0.07086181640625, -0.005275726318359375, 0.09600830078125, -0.1689453125,
        0.0072021484375],
       [0.0296173095703125, -0.1646728515625, 0.003826141357421875, 0.06365966796875,
        0.06768798828125],
       [-0.039337158203125, 0.1064453125, 0.001361846923828125, 0.0443115234375,
        -0.11285400390625]]


class _Softmax(nn.Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.sm = nn.Softmax(axis)

    def construct(self, a):
        return self.sm(a)


def test_float16_softmax(mode):
    assert _value_and_grad(_Softmax(), _SX, _SS) == (_SY, _SG)


def test_float16_softmax_axis0(mode):
    """Over axis 0: the same kernel on the transposed rows (2.10 measured equal)."""
    y, g = _value_and_grad(_Softmax(0), _SX.T.copy(), _SS.T.copy())
    assert (y, g) == (np.array(_SY).T.tolist(), np.array(_SG).T.tolist())


# sgcn's SignedSAGEConvolution (and face / retrieval embeddings): L2Normalize. Measured on 2.10
# (both modes alike): the squares added one after the other along the axis in the input's
# dtype (float16 rounds every partial sum), then a correctly rounded sqrt and division.
_L2X = np.round(np.random.RandomState(0).randn(2, 12).astype(np.float32), 3).astype(np.float32)
_L2_LAST = [[0.4286423325538635, 0.09719780832529068, 0.23789162933826447, 0.5445507168769836,
           0.45391374826431274, -0.23740564286708832, 0.23084478080272675, -0.036692168563604355,
           -0.02502843551337719, 0.09987074881792068, 0.03499120846390724, 0.35331401228904724],
            [0.21745850145816803, 0.03486194089055061, 0.12687461078166962, 0.09544170647859573,
           0.4269159138202667, -0.058579493314027786, 0.08944088220596313, -0.2440335899591446,
           -0.7295290231704712, 0.1868828684091568, 0.24689114093780518, -0.21202918887138367]]
_L2_AXIS0 = [[0.9182000756263733, 0.9564999938011169, 0.9107165932655334, 0.9890751242637634,
           0.7809503078460693, -0.9786877036094666, 0.9497773051261902, -0.17411422729492188,
           -0.04031189903616905, 0.5320920348167419, 0.16439898312091827, 0.8907213807106018],
             [0.3961169123649597, 0.2917324900627136, 0.41303184628486633, 0.14741235971450806,
           0.6245930194854736, -0.20535412430763245, 0.31292662024497986, -0.9847254753112793,
           -0.999187171459198, 0.8466865420341492, 0.9863939881324768, -0.4545496702194214]]
_L2_HALF = [[0.428466796875, 0.09710693359375, 0.23779296875, 0.5439453125, 0.453857421875,
           -0.2373046875, 0.2308349609375, -0.03668212890625, -0.0250244140625, 0.09979248046875,
           0.03497314453125, 0.353271484375],
            [0.217529296875, 0.03485107421875, 0.1268310546875, 0.09539794921875, 0.427001953125,
           -0.058563232421875, 0.08941650390625, -0.2440185546875, -0.7294921875, 0.186767578125,
           0.246826171875, -0.2120361328125]]


class _L2(nn.Cell):
    def __init__(self, case):
        super().__init__()
        self.case = case

    def construct(self, a):
        if self.case == 0:
            return ops.L2Normalize(axis=-1, epsilon=1e-12)(a)
        if self.case == 1:
            return ops.L2Normalize(axis=0)(a)
        return ops.L2Normalize(axis=1, epsilon=1e-4)(ops.cast(a, ms.float16))


@pytest.mark.parametrize("case", [0, 1, 2])
def test_l2_normalize_sums_in_order(mode, case):
    out = _L2(case)(Tensor(_L2X)).asnumpy().tolist()
    assert out == [_L2_LAST, _L2_AXIS0, _L2_HALF][case]


# GCN (``add_flags_recursive(fp16=True)``: adj @ Dense(x)): 2.10's GRAPH_MODE runs float16
# MatMul / bias-free Dense / ReduceSum in float32 kernels and drops the Cast pair between two of
# them, so a product of a product rounds once; relu between them, a bias (ops.dense with one)
# keep the rounding. Measured on 2.10 (PYNATIVE_MODE rounds every result).
_MA = np.random.RandomState(0)
_MA, _MX, _MW = (_MA.rand(3, 3).astype(np.float16), _MA.rand(3, 4).astype(np.float16),
                 (_MA.randn(4, 2) * 0.5).astype(np.float16))
_MM_ONCE = [[-0.70947265625, 1.5771484375], [-0.6943359375, 1.42578125],
            [-0.91162109375, 2.052734375]]
_MM_TWICE = [[-0.70947265625, 1.5771484375], [-0.6943359375, 1.4267578125],
             [-0.91162109375, 2.0546875]]
_MM_RELU = [[0.0, 1.5771484375], [0.0, 1.4267578125], [0.0, 2.0546875]]
_MM_BIAS = [[1.1572265625, 3.443359375], [0.92041015625, 3.041015625],
            [1.3818359375, 4.34765625]]
_MM_SUM = {"GRAPH": [0.24462890625, 0.546875, 0.56787109375],
           "PYNATIVE": [0.24462890625, 0.546875, 0.568359375]}


class _Chain(nn.Cell):
    def construct(self, a, x, w):
        xw = ops.matmul(x, w)
        return (ops.matmul(a, xw), ops.matmul(a, ops.relu(xw)), ops.ReduceSum()(xw, -1),
                ops.matmul(a, ops.dense(x, w.T)),
                ops.matmul(a, ops.dense(x, w.T, ops.ones(2, ms.float16))))


def test_float16_product_chains(mode):
    out = [o.asnumpy().tolist() for o in _Chain()(Tensor(_MA), Tensor(_MX), Tensor(_MW))]
    chained = _MM_ONCE if mode == "GRAPH" else _MM_TWICE
    assert out == [chained, _MM_RELU, _MM_SUM[mode], chained, _MM_BIAS]
