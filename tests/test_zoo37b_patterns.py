"""Model-zoo NLP / recommendation patterns (helper zoo37b, session 60), values measured on
MindSpore 2.10 (CPU).

fasttext, fibinet, textrcnn: float16 Dense layers (``to_float`` or an explicit ``P.MatMul`` +
``P.BiasAdd``). 2.10's GRAPH_MODE fuses MatMul + BiasAdd into one kernel that rounds once
(``compiler/fuse_bias.py``); PYNATIVE_MODE rounds the product and the sum.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_RS = np.random.RandomState(0)
_X = _RS.randn(4, 64).astype(np.float32)
_W = (_RS.randn(64, 8) * 0.1).astype(np.float32)
_B = _RS.randn(8).astype(np.float32)
# sums of the float16 results, measured on 2.10: two roundings (PYNATIVE_MODE, and the kernels
# GRAPH_MODE does not fuse) and one rounding (GRAPH_MODE's fused MatMul + BiasAdd)
_TWICE, _ONCE = -10.2762451171875, -10.27890396118164


@pytest.fixture(params=["PYNATIVE", "GRAPH"])
def mode(request):
    ms.set_context(mode=getattr(ms, request.param + "_MODE"))
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


class _MatMulBias(nn.Cell):
    def __init__(self, ta=False, tb=False):
        super().__init__()
        self.mm = ops.MatMul(ta, tb)
        self.ba = ops.BiasAdd()

    def construct(self, x, w, b):
        y = self.mm(ops.cast(x, ms.float16), ops.cast(w, ms.float16))
        return ops.cast(self.ba(y, ops.cast(b, ms.float16)), ms.float32)


class _FunctionalDense(nn.Cell):
    def construct(self, x, w, b):
        return ops.dense(ops.cast(x, ms.float16), ops.cast(w.T, ms.float16),
                         ops.cast(b, ms.float16))


def _sum(t):
    return float(t.asnumpy().astype(np.float64).sum())


def test_matmul_bias_add_float16_rounds_once_in_graph(mode):
    want = _ONCE if mode == "GRAPH" else _TWICE
    x, w, b = Tensor(_X), Tensor(_W), Tensor(_B)
    assert _sum(_MatMulBias()(x, w, b)) == want
    assert _sum(_MatMulBias(True, True)(x.T, w.T, b)) == want     # any transpose flags


def test_ops_dense_is_not_fused(mode):
    assert _sum(_FunctionalDense()(Tensor(_X), Tensor(_W), Tensor(_B))) == _TWICE


def test_dense_to_float16_rounds_once_in_graph(mode):
    d = nn.Dense(64, 8).to_float(ms.float16)
    d.weight.set_data(Tensor(_W.T.copy()))
    d.bias.set_data(Tensor(_B))
    assert _sum(d(Tensor(_X))) == (_ONCE if mode == "GRAPH" else _TWICE)


class _Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')

    def construct(self, x, y):
        return self.loss(ops.cast(self.net(x), ms.float32), y)


class _Step(nn.Cell):
    """fasttext's / fibinet's train cell: the loss from a forward call of its own, then the
    gradients"""

    def __init__(self, net, opt):
        super().__init__(auto_prefix=False)
        self.net, self.opt = net, opt
        self.weights = ms.ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x, y):
        loss = self.net(x, y)
        return ops.depend(loss, self.opt(self.grad(self.net, self.weights)(x, y)))


def test_float16_mlp_train_steps(mode):
    net = nn.SequentialCell([nn.Dense(64, 16, activation='relu'), nn.Dense(16, 3)])
    net.to_float(ms.float16)
    for i, p in enumerate(net.trainable_params()):
        p.set_data(Tensor((np.random.RandomState(i).randn(*p.shape) * 0.2).astype(np.float32)))
    step = _Step(_Loss(net), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    y = Tensor(np.array([0, 1, 2, 1], np.int32))
    got = [float(step(Tensor(_X), y).asnumpy()) for _ in range(3)]
    # measured on 2.10 (GRAPH_MODE's gradients are taken through the fused forward too)
    want = ([1.4896492958068848, 0.14062044024467468, 0.005105770193040371] if mode == "GRAPH"
            else [1.4895375967025757, 0.14059172570705414, 0.005098192486912012])
    np.testing.assert_allclose(got, want, rtol=1e-5)


class _DenseTanh(nn.Cell):
    def __init__(self, act):
        super().__init__()
        self.fc = nn.Dense(64, 8).to_float(ms.float16)
        self.fc.weight.set_data(Tensor((np.random.RandomState(3).randn(8, 64) * 0.1)
                                       .astype(np.float32)))
        self.fc.bias.set_data(Tensor(np.random.RandomState(4).randn(8).astype(np.float32)))
        self.act = act

    def construct(self, x):
        return self.act(self.fc(x))


def test_tanh_of_a_fused_float16_dense(mode):
    # 2.10's GRAPH_MODE computes the tanh on the float32 sum before its one rounding
    # (measured sums)
    got = _sum(_DenseTanh(ops.tanh)(Tensor(_X)))
    assert got == (-1.20257568359375 if mode == "GRAPH" else -1.20269775390625)


def test_batchnorm_to_float16_statistics_dtypes(mode):
    # dscnn under amp O3 with keep_batchnorm_fp32=False (its BatchNorm2d in a float16 Cell).
    # 2.10 (measured, both modes): training takes gamma/beta in float32 (minicell cast them to
    # float16 first), inference takes gamma, beta and the moving statistics in float16 but
    # computes in float32 (minicell computed the scale in float16)
    rs = np.random.RandomState(0)
    xn = (rs.randn(4, 8, 5, 6) * 3 + 1).astype(np.float16)
    bn = nn.BatchNorm2d(8, momentum=0.98).to_float(ms.float16)
    bn.gamma.set_data(Tensor((1 + 0.3 * rs.randn(8)).astype(np.float32)))
    bn.beta.set_data(Tensor((0.2 * rs.randn(8)).astype(np.float32)))
    bn.moving_mean.set_data(Tensor((0.5 * rs.randn(8)).astype(np.float32)))
    bn.moving_variance.set_data(Tensor((1 + np.abs(rs.randn(8))).astype(np.float32)))
    bn.set_train(True)
    y = bn(Tensor(xn)).asnumpy().astype(np.float64)
    bn.set_train(False)
    ye = bn(Tensor(xn)).asnumpy().astype(np.float64)
    assert (y.sum(), np.abs(y).sum()) == (122.8825227022171, 860.8206232786179)
    assert (ye.sum(), np.abs(ye).sum()) == (842.7232894897461, 2081.1256790161133)
    assert bn.moving_mean.dtype == ms.float32
