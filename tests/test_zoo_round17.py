"""Model-zoo round 17 (mindspore-ai/models research/cv): behaviours the zoo models rely on,
values and errors measured on MindSpore 2.10."""
import pytest

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
