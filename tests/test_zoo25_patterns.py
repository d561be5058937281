"""Model-zoo round 25 (mindspore-ai/models GNNs, MelGAN, Arcface, ShuffleNet, EfficientNet, GPT):
patterns those models rely on, values measured on MindSpore 2.10 (CPU, PYNATIVE_MODE and GRAPH_MODE)."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, ops, Tensor

# 2.10 CPU PYNATIVE_MODE: loss, sum |dloss/dx|, dloss/dx[0,0,0,0], dloss/dc1.weight[0,0,0,0],
# sum |dloss/dc1.weight|, sum of dloss/dbn.gamma[:4] (GRAPH_MODE gives the same to 2e-5)
MS210_EXTREMUM = {
    "max": [-0.00031545720412395895, 4.572238445281982, 8.980949496617541e-05,
            -0.008301973342895508, 191.3410186767578, 0.020334159955382347],
    "min": [0.009410788305103779, 1.703843355178833, 7.978850044310093e-05,
            -0.0004237486282363534, 71.66974639892578, -0.00695825507864356]}


class _ConvBnExtremum(nn.Cell):
    """conv -> BatchNorm -> maximum/minimum of two tensors that both come from it -> conv."""

    def __init__(self, w1, w2, kind):
        super().__init__()
        c = w1.shape[0]
        self.c1 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, weight_init=Tensor(w1))
        self.bn = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, weight_init=Tensor(w2))
        self.kind = kind

    def construct(self, x):
        y = self.bn(self.c1(x))
        if self.kind == "max":
            y = ops.maximum(y, y * y - 0.5)
        else:
            y = ops.minimum(y, 0.3 * y)
        return ops.sin(self.c2(y) * 3 + 1).mean()


@pytest.mark.heavy      # about 3 s a mode and kind: XLA's miscompile needs 96 channels
@pytest.mark.parametrize("kind", ["max", "min"])
def test_extremum_of_dependent_tensors_between_channels_last_convs(mode, kind):
    # The XLA CPU miscompile zoo24 found for LeakyReLU hits JAX's derived gradient of any
    # maximum/minimum whose two inputs both depend on the same channels-last activation between
    # convs (plain JAX 0.10: w1 gradient 36-39% off jitted, 96 channels). ReLU6, Hardtanh, HSwish,
    # HSigmoid, PReLU, MaxPool and clamp (one side a constant) were measured fine. ops.maximum /
    # ops.minimum carry their own written-out gradient rule, which this pins in GRAPH_MODE
    r = np.random.RandomState(0)
    w1 = (r.randn(96, 96, 3, 3) * 0.05).astype(np.float32)
    w2 = (r.randn(96, 96, 3, 3) * 0.05).astype(np.float32)
    x = Tensor(r.randn(2, 96, 10, 10).astype(np.float32))
    net = _ConvBnExtremum(w1, w2, kind)
    net.set_train(True)
    loss, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(x)
    gx, gw1 = gx.asnumpy(), gw[0].asnumpy()
    got = [float(loss), float(np.abs(gx).sum()), float(gx[0, 0, 0, 0]), float(gw1[0, 0, 0, 0]),
           float(np.abs(gw1).sum()), float(gw[1].asnumpy()[:4].sum())]
    np.testing.assert_allclose(got, MS210_EXTREMUM[kind], rtol=5e-5, atol=1e-7)


class _SdneLike(nn.Cell):
    """research/gnn/sdne's loss: mindspore.numpy mask assignment on a ones_like of the
    reconstruction and a trace of Y^T L Y, through a Dense encoder."""

    def __init__(self, w):
        super().__init__()
        self.enc = nn.Dense(6, 3, weight_init=Tensor(w), bias_init="zeros", activation=nn.ReLU())
        self.mm = ops.MatMul(transpose_a=True)

    def construct(self, x, lap):
        y = self.enc(x)
        rec = ops.matmul(y, self.enc.weight)
        b = mnp.ones_like(rec)
        b[x != 0] = 5.0
        second = mnp.mean(mnp.sum(mnp.square((x - rec) * b), axis=-1))
        first = 2 * ops.matmul(self.mm(y, lap), y).trace() / lap.shape[0]
        return first + second


@pytest.mark.heavy      # 1.7-5 s a mode on the shared 2-core machine (eager ops compile once each)
def test_sdne_masked_weight_and_trace_loss(mode):
    # 2.10 gives these bits in both modes
    r = np.random.RandomState(3)
    w = (r.randn(3, 6) * 0.5).astype(np.float32)
    x = (r.rand(4, 6) > 0.5).astype(np.float32)
    a = np.array([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 0], [1, 0, 0, 0]], np.float32)
    lap = np.diag(a.sum(1)) - a
    net = _SdneLike(w)
    loss, (gw, gb) = ms.value_and_grad(net, None, net.trainable_params())(Tensor(x), Tensor(lap))
    np.testing.assert_allclose(float(loss), 60.357391357421875, rtol=1e-6)
    np.testing.assert_allclose(gw.asnumpy().ravel(), [
        0.7400028705596924, -3.592358112335205, 0.01779063232243061, -0.31565946340560913,
        -9.223995208740234, -10.774330139160156, 0, 0, 0, 0, 0, 0,
        9.161460876464844, 7.804214954376221, 0.005573465954512358, -0.09889009594917297,
        6.03993034362793, 5.5542402267456055], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gb.asnumpy(), [2.509481906890869, 0.0, 9.715805053710938], rtol=1e-5)
