"""Patterns from model-zoo networks (u2net, PSPNet, HRNetW48_cls/seg of mindspore-ai/models)
run with ``import minicell as ms``.

``nn.ResizeBilinear`` is MindSpore 1.x's Cell (2.10 has none; the zoo's PSPNet and HRNet build
one); its values are those of 2.10's ``ops.ResizeBilinearV2`` at the same size and flags
(measured on 2.10).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

X = ms.Tensor(np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4))
# measured on 2.10: ops.ResizeBilinearV2(False, False)(X, (6, 8))[0, 0, :3]
SCALE2 = [[0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.0], [2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.0],
          [4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.0]]
# measured on 2.10: ops.ResizeBilinearV2(True, False)(X, (2, 3))
CORNERS = [[[[0.0, 1.5, 3.0], [8.0, 9.5, 11.0]]]]
# measured on 2.10: ops.ResizeBilinearV2(False, True)(X, (6, 8))[0, 0, 1]
HALF_PIXEL_ROW1 = [1.0, 1.25, 1.75, 2.25, 2.75, 3.25, 3.75, 4.0]


class _PSPHead(nn.Cell):
    """PSPNet's use: the output resized back to the input's (H, W) with aligned corners."""

    def __init__(self):
        super().__init__()
        self.resize = nn.ResizeBilinear()

    def construct(self, x, y):
        return (self.resize(x, size=(y.shape[2:4]), align_corners=True),
                self.resize(x, scale_factor=2))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_resize_bilinear_cell_values(mode):
    ms.set_context(mode=mode)
    y = ms.Tensor(np.zeros((1, 1, 2, 3), np.float32))
    a, b = _PSPHead()(X, y)
    np.testing.assert_allclose(a.asnumpy(), CORNERS, rtol=1e-6)
    assert b.shape == (1, 1, 6, 8)
    np.testing.assert_allclose(b.asnumpy()[0, 0, :3], SCALE2, rtol=1e-6)
    half = nn.ResizeBilinear(half_pixel_centers=True)(X, size=(6, 8))
    np.testing.assert_allclose(half.asnumpy()[0, 0, 1], HALF_PIXEL_ROW1, rtol=1e-6)


def test_resize_bilinear_cell_argument_errors():
    r = nn.ResizeBilinear()
    with pytest.raises(ValueError, match="'size' and 'scale' both none"):
        r(X)
    with pytest.raises(ValueError, match="'size' and 'scale' both not none"):
        r(X, size=(2, 2), scale_factor=2)
    with pytest.raises(TypeError, match="'align_corners' must be bool"):
        r(X, size=(2, 2), align_corners=1)


# u2net (batch 1, 32x32) trains BatchNorm2d layers that see one value per channel: 2.10's
# unbiased batch variance n / (n - 1) * 0 is NaN there, and the moving variance turns NaN
# (measured on 2.10: 32 of u2net's moving_variance Parameters after one step; its ReLU then maps
# the eval NaNs to 0)
ONE = ms.Tensor(np.array([[[[2.0]], [[-1.0]]]], np.float32))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_batch_norm_one_value_per_channel_moving_variance_is_nan(mode):
    ms.set_context(mode=mode)
    bn = nn.BatchNorm2d(2)
    bn.set_train()
    np.testing.assert_array_equal(bn(ONE).asnumpy().ravel(), [0.0, 0.0])   # 2.10: [0.0, 0.0]
    assert np.isnan(bn.moving_variance.asnumpy()).all()                    # 2.10: [nan, nan]
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), [0.2, -0.1], rtol=1e-6)
    bn1 = nn.BatchNorm1d(2)
    bn1.set_train()
    bn1(ONE.reshape(1, 2))
    assert np.isnan(bn1.moving_variance.asnumpy()).all()                   # 2.10: [nan, nan]
    rv = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="rv")
    rm = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="rm")
    ms.ops.batch_norm(ONE, rm, rv, ms.Tensor(np.ones(2, np.float32)),
                      ms.Tensor(np.zeros(2, np.float32)), training=True)
    assert np.isnan(rv.asnumpy()).all()                                    # 2.10: [nan, nan]


def test_batch_norm_primitive_one_value_per_channel():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    mean = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="m")
    var = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="v")
    out = ms.ops.BatchNorm(is_training=True)(ONE, ms.Tensor(np.ones(2, np.float32)),
                                             ms.Tensor(np.zeros(2, np.float32)), mean, var)
    assert np.isnan(var.asnumpy()).all()                                   # 2.10: [nan, nan]
    # 2.10: the biased variance it returns (reserve_space_2) is [0.0, 0.0]
    np.testing.assert_array_equal(out[4].asnumpy(), [0.0, 0.0])
    assert not np.signbit(out[4].asnumpy()).any()


def test_batch_norm_gradient_one_value_per_channel_is_zero():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    bn = nn.BatchNorm2d(2)
    bn.set_train()
    g = ms.grad(lambda x: (bn(x) * 3.0).sum())(ONE)
    np.testing.assert_array_equal(g.asnumpy().ravel(), [0.0, 0.0])        # 2.10: [0.0, 0.0]
