"""Layer numbers that model-zoo training depends on, against literals MindSpore 2.10 (CPU) gives.

Found while comparing mindcv / mindspore-ai/models networks between minicell and MindSpore
(issue 10): forward outputs agreed to ~1e-6, and one training step's loss to 1e-6..1e-3; the
larger gaps came from BatchNorm over very few values (batch 2, 2x2 maps) feeding ReLU/ReLU6,
where a rounding-level difference flips one activation mask. These tests pin the semantics
around that path (train-mode BatchNorm + ReLU6 with its moving statistics, clip-style
activations at their bounds), so a change to them shows up here and not as drift in a model.
"""
import numpy as np

import minicell as ms
from minicell import nn, ops

X = [[[[1.76, 0.40], [0.98, 2.24]], [[1.87, -0.98], [0.95, -0.15]], [[-0.10, 0.41], [0.14, 1.45]]],
     [[[0.76, 0.12], [0.44, 0.33]], [[1.49, -0.21], [0.31, -0.85]], [[-2.55, 0.65], [0.86, -0.74]]]]
W = [[[[2.27, -1.45], [0.05, -0.19]], [[1.53, 1.47], [0.15, 0.38]], [[-0.89, -1.98], [-0.35, 0.16]]],
     [[[1.23, 1.20], [-0.39, -0.30]], [[-1.05, -1.42], [-1.71, 1.95]], [[-0.51, -0.44], [-1.25, 0.78]]]]
# MindSpore 2.10: grad of sum(ReLU6(BatchNorm2d(3)(X)) * W) in train mode, then moving stats
MS_GRAD_X = [[[[2.29659, -0.07777], [-0.37132, -1.50499]], [[1.43901, 0.34648], [0.18472, 0.21128]],
              [[0.40251, -1.24312], [0.13564, 0.79064]]],
             [[[-0.30412, 0.09828], [-0.10292, -0.03375]], [[-1.12425, 0.22105], [-1.60359, 0.3253]],
              [[0.00964, 0.1389], [-0.53409, 0.29988]]]]
MS_GRAD_GAMMA = [2.48522, 1.25871, -1.68544]
MS_GRAD_BETA = [2.13, -1.08, -3.86]
MS_MOVING_MEAN = [0.087875, 0.030375, 0.0015]
MS_MOVING_VAR = [0.956464, 1.010386, 1.050151]
# and eval mode afterwards (uses the moving statistics above)
MS_EVAL = [[[[1.70975, 0.31915], [0.9122, 2.20055]], [[1.83014, 0.0], [0.91488, 0.0]],
            [[0.0, 0.39862], [0.13515, 1.41348]]],
           [[[0.68725, 0.03285], [0.36005, 0.24757]], [[1.4521, 0.0], [0.27818, 0.0]],
            [[0.0, 0.63282], [0.83775, 0.0]]]]


def _bn_relu6_step(mode):
    ms.set_context(mode=mode)
    try:
        bn = nn.BatchNorm2d(3)
        net = nn.SequentialCell([bn, nn.ReLU6()])
        net.set_train(True)
        x, w = ms.Tensor(np.float32(X)), ms.Tensor(np.float32(W))

        class Loss(nn.Cell):
            def __init__(self):
                super().__init__()
                self.net = net

            def construct(self, v):
                return (self.net(v) * w).sum()

        gx, (gg, gb) = ms.grad(Loss(), grad_position=0, weights=bn.trainable_params())(x)
        net.set_train(False)
        return gx, gg, gb, bn, net(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_batchnorm_relu6_on_tiny_maps_matches_mindspore():
    """Batch 2 on 2x2 maps (8 values per channel), as at the end of a 64x64 convnet."""
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        gx, gg, gb, bn, ev = _bn_relu6_step(mode)
        np.testing.assert_allclose(gx.asnumpy(), MS_GRAD_X, atol=2e-5)
        np.testing.assert_allclose(gg.asnumpy(), MS_GRAD_GAMMA, atol=2e-5)
        np.testing.assert_allclose(gb.asnumpy(), MS_GRAD_BETA, atol=2e-5)
        np.testing.assert_allclose(bn.moving_mean.asnumpy(), MS_MOVING_MEAN, atol=2e-6)
        np.testing.assert_allclose(bn.moving_variance.asnumpy(), MS_MOVING_VAR, atol=2e-6)
        np.testing.assert_allclose(ev.asnumpy(), MS_EVAL, atol=2e-5)


def test_hardtanh_gradient_is_half_at_the_bounds():
    """MindSpore's ops.hardtanh / nn.Hardtanh (CPU) is max/min, so each bound gets gradient 0.5."""
    x = ms.Tensor(np.float32([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0]))
    grad = lambda f: ms.grad(lambda v: f(v).sum())(x).asnumpy().tolist()  # noqa: E731
    assert grad(ops.hardtanh) == [0.0, 0.5, 1.0, 1.0, 0.5, 0.0]
    assert grad(nn.Hardtanh()) == [0.0, 0.5, 1.0, 1.0, 0.5, 0.0]
    assert grad(lambda v: ops.hardtanh(v, -0.5, 0.5)) == [0.0, 0.0, 0.5, 0.5, 0.0, 0.0]
    assert ops.hardtanh(x).asnumpy().tolist() == [-1.0, -1.0, -0.5, 0.5, 1.0, 1.0]


def test_clip_style_activation_kinks_match_mindspore():
    """Gradients exactly at the kinks, as MindSpore 2.10 gives them (ReLU6 and clamp are not
    max/min compositions there: 0 at relu6's lower kink, 1 at both clamp bounds)."""
    x = ms.Tensor(np.float32([-6.0, -3.0, -1.0, 0.0, 3.0, 6.0, 7.0]))
    grad = lambda f: ms.grad(lambda v: f(v).sum())(x).asnumpy().tolist()  # noqa: E731
    assert grad(nn.ReLU6()) == [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0]
    assert grad(nn.ReLU()) == [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]
    assert grad(lambda v: ops.clamp(v, 0.0, 6.0)) == [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0]
    assert grad(lambda v: ops.maximum(v, 0.0)) == [0.0, 0.0, 0.0, 0.5, 1.0, 1.0, 1.0]
    np.testing.assert_allclose(grad(nn.HSwish()), [0.0, -0.5, 1 / 6, 0.5, 1.5, 1.0, 1.0], rtol=1e-6)
    np.testing.assert_allclose(grad(nn.LeakyReLU(0.2)), [0.2, 0.2, 0.2, 0.6, 1.0, 1.0, 1.0], rtol=1e-6)
