"""Model-zoo round 24 (mindspore-ai/models GANs, super-resolution, segmentation, recommenders):
patterns those models rely on, values measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

# 2.10 CPU PYNATIVE_MODE: loss, sum |dloss/dx|, dloss/dx[0,0,0,0], dloss/dc1.weight[0,0,0,0],
# sum of dloss/dbn.gamma[:4] for the network below
MS210 = [0.03418411687016487, 1.7260395288467407, 5.3932246373733506e-05,
         -0.0013715155655518174, -0.010254266671836376]


class _ConvBnLeaky(nn.Cell):
    """SRGAN's / DCGAN's discriminator body: conv -> BatchNorm -> LeakyReLU -> conv, 96 channels."""

    def __init__(self, w1, w2):
        super().__init__()
        c = w1.shape[0]
        self.c1 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, weight_init=Tensor(w1))
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.LeakyReLU(0.2)
        self.c2 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, weight_init=Tensor(w2))

    def construct(self, x):
        return ops.sin(self.c2(self.act(self.bn(self.c1(x)))) * 3 + 1).mean()


@pytest.mark.heavy      # about 2.5 s a mode: the miscompile needs 96 channels
def test_leaky_relu_gradient_between_channels_last_convs(mode):
    # research/cv/SRGAN's Discriminator trained in GRAPH_MODE: its second step's loss was 32% off
    # PYNATIVE_MODE's and 2.10's. GRAPH_MODE runs convs channels-last, and XLA's CPU backend
    # miscompiled the derived gradient of LeakyReLU's max(0.2x, x) there (96+ channels): the
    # gradients below the activation were 20-60% off
    r = np.random.RandomState(0)
    w1 = (r.randn(96, 96, 3, 3) * 0.05).astype(np.float32)
    w2 = (r.randn(96, 96, 3, 3) * 0.05).astype(np.float32)
    x = Tensor(r.randn(2, 96, 10, 10).astype(np.float32))
    net = _ConvBnLeaky(w1, w2)
    net.set_train(True)
    loss, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(x)
    gx = gx.asnumpy()
    got = [float(loss), float(np.abs(gx).sum()), float(gx[0, 0, 0, 0]),
           float(gw[0].asnumpy()[0, 0, 0, 0]), float(gw[1].asnumpy()[:4].sum())]
    np.testing.assert_allclose(got, MS210, rtol=2e-5)


def test_leaky_relu_derivative_values(mode):
    # 1 above 0, alpha below, MindSpore's tie value (1 + alpha) / 2 at 0; alpha > 1 (min form) too
    x = Tensor(np.array([-2.0, -0.0, 0.0, 3.0], np.float32))
    for alpha, want in ((0.2, [0.2, 0.6, 0.6, 1.0]), (1.5, [1.5, 1.25, 1.25, 1.0])):
        fn = lambda v, a=alpha: ops.leaky_relu(v, a).sum()
        g = ms.grad(fn)(x)
        np.testing.assert_allclose(g.asnumpy(), np.array(want, np.float32), rtol=1e-7)


def test_embedding_lookup_takes_no_vocab_cache_size():
    # models-repo Wide_and_Deep passes vocab_cache_size= (MindSpore <= 2.3): 2.10 refuses it
    # with Python's own text, and its 9th positional parameter is dtype (measured)
    with pytest.raises(TypeError, match=r"^EmbeddingLookup.__init__\(\) got an unexpected keyword "
                                        r"argument 'vocab_cache_size'$"):
        nn.EmbeddingLookup(10, 4, target="DEVICE", sparse=False, vocab_cache_size=0)
    e = nn.EmbeddingLookup(10, 4, "normal", "CPU", "batch_slice", None, None, True, ms.float16)
    assert e.embedding_table.dtype == ms.float16
