"""Model-zoo patterns found running mindspore-ai/models CV models (session 64, zoo41a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

# ---- to_float reads Parameters without gradients in its dtype (official/cv/EDSR) -------------
# EDSR trains under amp O3 (network.to_float(float16)); its RgbNormal computes
# ``x * self.weight + self.bias`` with requires_grad=False Parameters. 2.10 casts them to
# float16 there in both modes (the output is Float16, also when the bare network is called after
# Model built the O3 training step); minicell cast only trainable Parameters (Float32 output).


class _RgbNormal(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(Tensor(np.full((1, 3, 1, 1), 1 / 255, np.float32)),
                                   requires_grad=False)
        self.bias = ms.Parameter(Tensor(np.array([-0.4488, -0.4371, -0.404], np.float32)
                                        .reshape(1, 3, 1, 1)), requires_grad=False)

    def construct(self, x):
        return x * self.weight + self.bias


def _x():
    return Tensor(np.arange(24, dtype=np.float32).reshape(1, 3, 2, 4) * 10.37 + 1.1)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_to_float_casts_frozen_parameters(mode):
    ms.set_context(mode=mode)
    net = _RgbNormal().to_float(ms.float16)
    out = net(_x())
    assert out.dtype == ms.float16
    a = out.asnumpy()
    assert a.astype(np.float64).sum() == 1.0091552734375
    assert a.ravel()[[0, 5, 13, 23]].tolist() == [-0.4443359375, -0.2410888671875, 0.095703125,
                                                  0.53515625]
    assert net.weight.dtype == ms.float32 and net.bias.dtype == ms.float32


def test_to_float_frozen_conv_mean_shift():
    # RCAN/WDSR's MeanShift: a 1x1 Conv2d whose weight and bias take no gradient (PYNATIVE;
    # 2.10's graph adds the bias to the float32 convolution before rounding, 285.96875)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    conv = nn.Conv2d(3, 3, 1, has_bias=True)
    conv.weight.set_data(Tensor(np.eye(3, dtype=np.float32).reshape(3, 3, 1, 1) / 0.9))
    conv.bias.set_data(Tensor(np.array([-0.4488, -0.4371, -0.404], np.float32) * 255 / 0.9))
    for p in conv.get_parameters():
        p.requires_grad = False
    out = conv.to_float(ms.float16)(_x())
    assert out.dtype == ms.float16
    assert out.asnumpy().astype(np.float64).sum() == 285.6875


# ---- GRAPH_MODE fuses a float16 Conv2D and its BiasAdd (research/cv/RCAN, EDSR under O3) -----
# 2.10's graph adds the bias to the float32 convolution and rounds once; PYNATIVE rounds the
# convolution first (measured: the two modes' losses differ from the first step).


def _conv_net(rs):
    net = nn.SequentialCell([nn.Conv2d(4, 8, 3, has_bias=True), nn.ReLU(),
                             nn.Conv2d(8, 2, 3, has_bias=True)])
    for p in net.trainable_params():
        p.set_data(Tensor((rs.randn(*p.shape) * 0.3).astype(np.float32)))
    return net.to_float(ms.float16)


class _MseLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return ms.ops.reduce_mean(ms.ops.square(ms.ops.cast(self.net(x), ms.float32) - y))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_float16_conv_bias_train_steps(mode):
    ms.set_context(mode=mode)
    rs = np.random.RandomState(0)
    x = Tensor(rs.randn(2, 4, 6, 6).astype(np.float16))
    y = Tensor(rs.randn(2, 2, 6, 6).astype(np.float32))
    net = _conv_net(rs)
    step = nn.TrainOneStepCell(_MseLoss(net), nn.Momentum(net.trainable_params(), 0.05, 0.9))
    got = [float(step(x, y).asnumpy()) for _ in range(3)]
    want = ([6.709875106811523, 3.875978708267212, 2.6362528800964355] if mode == ms.GRAPH_MODE
            else [6.712129592895508, 3.875798463821411, 2.6365842819213867])
    assert got == want


def test_float16_conv_bias_graph_values():
    ms.set_context(mode=ms.GRAPH_MODE)
    rs = np.random.RandomState(0)
    x = Tensor(rs.randn(2, 4, 6, 6).astype(np.float16))
    conv = nn.Conv2d(4, 8, 1, pad_mode="valid", has_bias=True)
    conv.weight.set_data(Tensor(rs.randn(8, 4, 1, 1).astype(np.float32) * 0.3))
    conv.bias.set_data(Tensor(rs.randn(8).astype(np.float32) * 2.3))
    out = conv.to_float(ms.float16)(x).asnumpy()
    assert out.dtype == np.float16
    assert out.astype(np.float64).sum() == -248.86268615722656   # PYNATIVE: -248.8707275390625


# ---- a convolution window longer than its padded input (official/cv/CycleGAN, UNet depth) ----
_CONV2D_WINDOW = ("For 'Conv2d', input shape's h and w after padding must be greater than or "
                  "equal to kernel_size's h and w respectively.")


def _rnd(*shape):
    return Tensor(np.random.RandomState(1).uniform(-1, 1, shape).astype(np.float32))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_conv_window_longer_than_input(mode):
    # 2.10 (measured, both modes): Conv2D's check ignores dilation (a longer dilated window
    # gives an empty output), Conv3D gives an empty output too; Conv1d is a Conv2D
    ms.set_context(mode=mode)
    for call in (lambda: nn.Conv2d(2, 3, 4, pad_mode="pad", padding=1)(_rnd(1, 2, 1, 1)),
                 lambda: nn.Conv1d(2, 3, 4, pad_mode="valid")(_rnd(1, 2, 2)),
                 lambda: ms.ops.conv2d(_rnd(1, 2, 2, 2), _rnd(3, 2, 3, 3))):
        with pytest.raises(ValueError) as err:
            call()
        assert str(err.value).splitlines()[0] == _CONV2D_WINDOW
    assert nn.Conv3d(2, 3, 3, pad_mode="valid")(_rnd(1, 2, 2, 4, 4)).shape == (1, 3, 0, 2, 2)
    out = nn.Conv2d(2, 3, 3, pad_mode="valid", dilation=2)(_rnd(1, 2, 4, 5))
    assert out.shape == (1, 3, 0, 1)
