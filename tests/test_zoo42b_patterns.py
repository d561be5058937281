"""Model-zoo patterns found running mindspore-ai/models NLP, audio, recommendation, GNN and
scientific-computing models (session 65, zoo42b).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_GATHER_2 = r"For 'Gather', the 'input_indices' should be in the range \[0, 2\), but got 2"


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_dynamic_lr_list_shorter_than_training(mode):
    # research/hpc/deepbsde: piecewise_constant_lr of num_iterations values, but each sink
    # epoch runs the whole dataset on CPU; 2.10 stops at the first step past the list (Gather's
    # RuntimeError, both modes), the step leaves the weights and global_step as they were
    ms.set_context(mode=mode)
    net = nn.Dense(2, 1, weight_init='ones', bias_init='zeros')
    opt = nn.SGD(net.trainable_params(), learning_rate=[0.1, 0.2])
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    x = Tensor(np.ones((2, 2), np.float32))
    y = Tensor(np.zeros((2, 1), np.float32))
    losses = [float(step(x, y).asnumpy()) for _ in range(2)]
    np.testing.assert_allclose(losses, [4.0, 0.64], rtol=1e-6)
    before = net.weight.asnumpy().copy()
    with pytest.raises(RuntimeError, match=_GATHER_2):
        step(x, y)
    np.testing.assert_array_equal(net.weight.asnumpy(), before)
    assert int(opt.global_step.asnumpy()[0]) == 2
    with pytest.raises(RuntimeError, match=_GATHER_2):
        opt.get_lr()


def _half_dense(rs, n_in, n_out, scale):
    d = nn.Dense(n_in, n_out)
    d.weight.set_data(Tensor((rs.standard_normal((n_out, n_in)) * scale).astype(np.float32)))
    d.bias.set_data(Tensor((rs.standard_normal(n_out) * scale).astype(np.float32)))
    return d.to_float(ms.float16)


class _TwoDense(nn.Cell):
    def __init__(self, rs, act):
        super().__init__()
        self.a, self.b, self.act = _half_dense(rs, 6, 8, 0.5), _half_dense(rs, 8, 3, 0.5), act

    def construct(self, x):
        h = self.a(x)
        return self.b(ops.tanh(h) if self.act else h)


# 2.10 (measured): GRAPH_MODE's fused float16 Dense reads the float32 value of the tanh or
# Dense above it; PYNATIVE_MODE reads the rounded one
_TWO_DENSE = {
    (ms.GRAPH_MODE, True): [[1.134765625, 0.205322265625, -0.270263671875],
                            [1.2509765625, 0.16357421875, 0.5029296875],
                            [0.95947265625, -0.63037109375, -0.17724609375],
                            [0.325439453125, 0.6416015625, -0.4453125]],
    (ms.GRAPH_MODE, False): [[-0.498291015625, -0.033599853515625, -1.9189453125],
                             [-0.18505859375, -1.2490234375, 0.165771484375],
                             [-1.6328125, 1.6513671875, -1.10546875],
                             [-0.1363525390625, -0.65673828125, -1.869140625]],
    (ms.PYNATIVE_MODE, True): [[1.134765625, 0.20556640625, -0.269775390625],
                               [1.251953125, 0.16357421875, 0.5029296875],
                               [0.958984375, -0.63037109375, -0.17724609375],
                               [0.3251953125, 0.6416015625, -0.445556640625]],
    (ms.PYNATIVE_MODE, False): [[-0.498046875, -0.03369140625, -1.9189453125],
                                [-0.18505859375, -1.2490234375, 0.16552734375],
                                [-1.6328125, 1.6513671875, -1.10546875],
                                [-0.13623046875, -0.6572265625, -1.8681640625]]}


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_half_dense_reads_float32_value_of_dense_or_tanh(mode):
    # research/nlp/textrcnn's RNN cells: h = tanh(W(h) + U(x)) feeding the next W(h), all
    # to_float(float16) Dense layers
    rs = np.random.RandomState(4)
    x = Tensor(rs.standard_normal((4, 6)).astype(np.float16))
    nets = [_TwoDense(rs, True), _TwoDense(rs, False)]
    ms.set_context(mode=mode)
    for net, act in zip(nets, (True, False)):
        out = net(x)
        assert out.dtype == ms.float16
        np.testing.assert_array_equal(out.asnumpy(), np.array(_TWO_DENSE[mode, act], np.float16))


class _TanhDense(nn.Cell):
    def __init__(self, rs):
        super().__init__()
        self.d = nn.Dense(64, 32)
        self.d.weight.set_data(Tensor(rs.standard_normal((32, 64)).astype(np.float32) * 0.3))
        self.d.bias.set_data(Tensor(rs.standard_normal(32).astype(np.float32) * 0.3))
        self.d.to_float(ms.float16)

    def construct(self, x):
        return ops.tanh(self.d(x))


def test_half_dense_tanh_fused_uses_cpu_tanh_kernel():
    # the tanh of a fused float16 Dense is 2.10's CPU (nnacl) tanh of the float32 sum
    rs = np.random.RandomState(0)
    x = Tensor(rs.standard_normal((16, 64)).astype(np.float16))
    net = _TanhDense(rs)
    ms.set_context(mode=ms.GRAPH_MODE)
    out = net(x).asnumpy().astype(np.float64)
    assert out.sum() == -10.55435037612915 and np.abs(out).sum() == 392.47653818130493  # 2.10


def test_half_conv_without_bias_feeds_training_batchnorm_float32():
    # research/audio/dscnn under amp O3 (keep_batchnorm_fp32=False): 2.10's graph BatchNorm2d
    # reads the float16 Conv2d's float32 result unrounded (all 480 values; the rounded read
    # gave sums 0.0018196 / 375.545 / 460.692)
    rs = np.random.RandomState(3)
    x = Tensor(rs.standard_normal((2, 1, 12, 10)).astype(np.float16))
    conv = nn.Conv2d(1, 8, 3, stride=2, pad_mode="same", has_bias=False)
    conv.weight.set_data(Tensor((rs.standard_normal((8, 1, 3, 3)) * 0.3).astype(np.float32)))
    net = nn.SequentialCell([conv, nn.BatchNorm2d(8, momentum=0.98)]).to_float(ms.float16)
    net.set_train(True)
    ms.set_context(mode=ms.GRAPH_MODE)
    out = net(x)
    assert out.dtype == ms.float16
    o = out.asnumpy().astype(np.float64)
    assert (o.sum(), np.abs(o).sum()) == (0.004940032958984375, 375.5366554260254)   # 2.10
    assert (o * np.arange(o.size).reshape(o.shape)).sum() == 460.0664978027344


def test_half_conv_reads_float32_output_of_training_batchnorm():
    # dscnn's depthwise Conv2d after a BatchNorm2d: 2.10's graph hands the BatchNorm's float32
    # output to the Conv (read rounded: sums 143.57125 / 25342.879)
    rs = np.random.RandomState(5)
    x = Tensor(rs.standard_normal((2, 1, 12, 10)).astype(np.float16))
    c1 = nn.Conv2d(1, 6, 3, stride=2, pad_mode="same", has_bias=False)
    c1.weight.set_data(Tensor((rs.standard_normal((6, 1, 3, 3)) * 0.3).astype(np.float32)))
    c2 = nn.Conv2d(6, 6, 3, pad_mode="same", has_bias=False, group=6)
    c2.weight.set_data(Tensor((rs.standard_normal((6, 1, 3, 3)) * 0.3).astype(np.float32)))
    net = nn.SequentialCell([c1, nn.BatchNorm2d(6), c2, nn.BatchNorm2d(6), nn.ReLU()])
    net.to_float(ms.float16).set_train(True)
    ms.set_context(mode=ms.GRAPH_MODE)
    o = net(x).asnumpy().astype(np.float64)
    assert o.sum() == 143.573486328125                                           # 2.10
    assert (o * np.arange(o.size).reshape(o.shape)).sum() == 25342.825897216797
