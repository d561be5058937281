"""mindspore.nn.probability.bnn_layers: Bayesian Dense/Conv layers whose weights are sampled
from trainable Normal posteriors, and WithBNNLossCell adding their KL terms; trains in both
modes with the same numbers."""
import numpy as np
import pytest

import minicell as ms
import minicell.nn as nn
from minicell.nn.probability import bnn_layers


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = bnn_layers.ConvReparam(1, 2, 3, pad_mode="valid", has_bias=True)
        self.fc = bnn_layers.DenseReparam(2 * 4 * 4, 8, activation='relu')
        self.out = bnn_layers.DenseLocalReparam(8, 3)
        self.flatten = nn.Flatten()

    def construct(self, x):
        return self.out(self.fc(self.flatten(self.conv(x))))


def _train(mode):
    ms.set_context(mode=mode)
    ms.set_seed(3)
    np.random.seed(3)
    net = _Net()
    loss = bnn_layers.WithBNNLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True,
                                                                            reduction="mean"),
                                      1, 1e-4)
    step = nn.TrainOneStepCell(loss, nn.Adam(net.trainable_params(), learning_rate=0.01))
    step.set_train()
    x = ms.Tensor(np.random.RandomState(0).randn(6, 1, 6, 6).astype(np.float32))
    y = ms.Tensor(np.arange(6) % 3, ms.int32)
    before = net.fc.weight_posterior.mean.asnumpy().copy()
    losses = [float(step(x, y).asnumpy()) for _ in range(15)]
    moved = np.abs(net.fc.weight_posterior.untransformed_std.asnumpy()).max()
    return losses, before, net, moved


def test_bnn_forward_samples_weights_each_call():
    """Fast check (one GRAPH_MODE compile): each call samples new weights; the KL term is a
    finite positive scalar."""
    try:
        ms.set_context(mode=ms.GRAPH_MODE)
        net = _Net()
        x = ms.Tensor(np.random.RandomState(0).randn(6, 1, 6, 6).astype(np.float32))
        a, b = net(x).asnumpy(), net(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert a.shape == (6, 3) and not np.allclose(a, b)
    kl = sum(float(c.compute_kl_loss().asnumpy()) for c in (net.conv, net.fc, net.out))
    assert np.isfinite(kl) and kl > 0


@pytest.mark.slow      # ~250 eager kernels compiled on PYNATIVE's first step: 10-40 s
def test_bnn_training_in_both_modes():
    try:
        graph, before, net, _ = _train(ms.GRAPH_MODE)
        eager, _, _, _ = _train(ms.PYNATIVE_MODE)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert graph[-1] < graph[0]
    np.testing.assert_allclose(graph, eager, rtol=1e-4)
    assert not np.allclose(net.fc.weight_posterior.mean.asnumpy(), before)
    names = [p.name for p in net.trainable_params()]
    assert 'fc.weight_posterior.mean' in names and 'conv.weight.' not in names
    assert len(names) == 12            # mean and untransformed std of 3 weights, 3 biases


def test_kl_loss_is_the_normal_kl_of_prior_to_posterior_summed():
    layer = bnn_layers.DenseReparam(3, 2, has_bias=False)
    post = layer.weight_posterior
    mean = post.mean.asnumpy()
    sd = np.log1p(np.exp(post.untransformed_std.asnumpy())) + 1e-6
    # MindSpore's direction: KL(prior || posterior), prior Normal(0, 0.1)
    kl = np.log(sd / 0.1) + (0.01 + mean ** 2) / (2 * sd ** 2) - 0.5
    np.testing.assert_allclose(layer.compute_kl_loss().asnumpy(), kl.sum(), rtol=1e-4)


def test_argument_errors():
    with pytest.raises(TypeError, match='`dnn_factor` must be `int` or `float`'):
        bnn_layers.WithBNNLossCell(_Net(), nn.MSELoss(), True)
    with pytest.raises(ValueError, match='`bnn_factor` must >= 0'):
        bnn_layers.WithBNNLossCell(_Net(), nn.MSELoss(), 1, -1)
    with pytest.raises(TypeError, match='The type of `name` must be `str`'):
        bnn_layers.NormalPosterior(1, [2])
    with pytest.raises(ValueError, match='The type of `activation` is wrong'):
        bnn_layers.DenseReparam(2, 2, activation=1)
    with pytest.raises(TypeError, match='must be `NormalPosterior`'):
        bnn_layers.DenseReparam(2, 2, weight_posterior_fn=lambda: None)
