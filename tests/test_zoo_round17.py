"""Model-zoo round 17 (mindspore-ai/models research/cv): behaviours the zoo models rely on,
values and errors measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_K343 = ("For 'Conv3DTranspose', the 'The product of height, width and depth of kernel_size "
         "belonging [1, 343]' must be in range of [1, 343], but got {} with type 'int'.")


@pytest.mark.parametrize("make, got", [
    (lambda: ops.Conv3DTranspose(3, 3, 8), 512),
    (lambda: nn.Conv3dTranspose(3, 3, 10), 1000),       # 3D_DenseNet's up-sampling block
    (lambda: nn.Conv3dTranspose(3, 3, (1, 1, 400)), 400)])
def test_conv3d_transpose_kernel_volume_bound(make, got):
    with pytest.raises(ValueError) as e:
        make()
    assert str(e.value) == _K343.format(got)


def test_conv3d_transpose_kernel_volume_in_bound():
    assert ops.Conv3DTranspose(3, 3, (7, 7, 7)).kernel_size == (7, 7, 7)
    # 2.10 multiplies the first three of the 5-tuple stride (1, 1, d): stride 8 passes
    assert nn.Conv3dTranspose(3, 3, 2, stride=8).weight.shape == (3, 3, 2, 2, 2)


def test_conv3d_transpose_output_padding_checked_first():
    with pytest.raises(ValueError, match="'output_padding' must be zero or"):
        nn.Conv3dTranspose(3, 3, (8, 8, 8), output_padding=1)


class _WNConv1d(nn.Conv1d):
    """TCN's weight-normed Conv1d: calls the primitives 2.10's Conv1d keeps on itself."""

    def construct(self, x):
        x = self.expand_dims(x, 2)
        out = self.conv2d(x, self.weight)
        out = self.bias_add(out, self.bias)
        return self.squeeze(out)


class _Deconv2d(nn.Conv2dTranspose):
    def construct(self, x):
        n, _, h, w = self.shape(x)
        return self.conv2d_transpose(x, self.weight, (n, self.out_channels, h * 2, w * 2))


class _Deconv1d(nn.Conv1dTranspose):
    def construct(self, x):
        n, _, w = self.shape(x)
        x = self.expand_dims(x, 2)
        return self.squeeze(self.conv2d_transpose(x, self.weight, (n, self.out_channels, 1, w)))


@pytest.mark.parametrize("sub, base, shape", [
    (lambda: _WNConv1d(3, 4, 3, pad_mode="pad", padding=1, has_bias=True, bias_init="normal"),
     lambda: nn.Conv1d(3, 4, 3, pad_mode="pad", padding=1, has_bias=True), (2, 3, 9)),
    (lambda: _Deconv2d(3, 4, 3, stride=2), lambda: nn.Conv2dTranspose(3, 4, 3, stride=2),
     (2, 3, 5, 5)),
    (lambda: _Deconv1d(3, 4, 3), lambda: nn.Conv1dTranspose(3, 4, 3), (2, 3, 7))])
def test_conv_layers_keep_their_primitives(sub, base, shape):
    # 2.10 (measured): Conv1d keeps conv2d/bias_add/expand_dims/squeeze(2)/shape, Conv1dTranspose
    # conv2d_transpose (Conv2DBackpropInput)/expand_dims/squeeze/shape, Conv2dTranspose
    # conv2d_transpose/shape; zoo subclasses (research/cv TCN's WNConv1d) call them
    a, b = sub(), base()
    for name, p in a.parameters_and_names():
        dict(b.parameters_and_names())[name].set_data(p.data)
    x = ms.Tensor(np.random.RandomState(0).rand(*shape).astype(np.float32))
    np.testing.assert_allclose(a(x).asnumpy(), b(x).asnumpy(), rtol=1e-5, atol=1e-6)


class _Deconv3d(nn.Conv3dTranspose):
    def construct(self, x):
        return self.bias_add(self.conv3d_transpose(x, self.weight), self.bias)


def test_conv3d_transpose_keeps_its_primitive():
    # 2.10 (measured): Conv3dTranspose keeps conv3d_transpose (Conv3DTranspose) and shape
    a = _Deconv3d(2, 3, 3, stride=2, pad_mode="pad", padding=1, output_padding=1, has_bias=True,
                  bias_init="normal")
    b = nn.Conv3dTranspose(2, 3, 3, stride=2, pad_mode="pad", padding=1, output_padding=1,
                           has_bias=True)
    b.weight.set_data(a.weight.data)
    b.bias.set_data(a.bias.data)
    x = ms.Tensor(np.random.RandomState(1).rand(1, 2, 3, 4, 5).astype(np.float32))
    assert isinstance(a.shape, ops.Shape) and a.shape(x) == (1, 2, 3, 4, 5)
    np.testing.assert_allclose(a(x).asnumpy(), b(x).asnumpy(), rtol=1e-5, atol=1e-6)
