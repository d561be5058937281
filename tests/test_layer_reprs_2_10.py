"""What printing a layer shows and the attributes it keeps, as MindSpore 2.10 (CPU; measured
with /tmp/s41/scn's scripts): the initializer objects have no repr of their own, 1-d
convolutions keep their padding as the 2-d (top, bottom, left, right) they run with, 3-d ones
say NCDHW, BatchNorm's moving statistics are Parameters named "mean" and "variance" until a
parent Cell names them by attribute path."""
import re

import pytest

from minicell import nn
from minicell.common import initializer as init


def _addr(text):
    return re.sub(r"0x[0-9a-f]+", "0x0", text)


def test_an_initializer_prints_as_a_plain_object():
    assert _addr(repr(init.Normal(0.02))) == "<minicell.common.initializer.Normal object at 0x0>"
    assert _addr(str(init.One())) == "<minicell.common.initializer.One object at 0x0>"


@pytest.mark.parametrize("make,padding,fmt", [
    (lambda: nn.Conv1d(3, 4, 3, pad_mode="pad", padding=1), (0, 0, 1, 1), "NCHW"),
    (lambda: nn.Conv1d(3, 4, 3, pad_mode="valid", stride=2), (0, 0, 0, 0), "NCHW"),
    (lambda: nn.Conv1dTranspose(3, 4, 3, pad_mode="pad", padding=2), (0, 0, 2, 2), "NCHW"),
    (lambda: nn.Conv2d(3, 4, 3, pad_mode="pad", padding=(1, 1, 2, 2)), (1, 1, 2, 2), "NCHW"),
    (lambda: nn.Conv3d(3, 4, 3, pad_mode="pad", padding=1), 1, "NCDHW"),
    (lambda: nn.Conv3dTranspose(3, 4, 3), 0, "NCDHW")])
def test_convolution_padding_and_format(make, padding, fmt):
    conv = make()
    assert conv.padding == padding and conv.format == fmt
    text = _addr(repr(conv))
    assert f"padding={padding}, " in text and text.endswith(f", format={fmt})")
    assert "weight_init=<minicell.common.initializer.HeUniform object at 0x0>, bias_init=None" \
        in text


def test_conv1d_still_pads_its_width():
    import numpy as np
    import minicell as ms
    conv = nn.Conv1d(1, 1, 3, pad_mode="pad", padding=1, weight_init="ones")
    out = conv(ms.Tensor(np.arange(5, dtype=np.float32).reshape(1, 1, 5)))
    np.testing.assert_array_equal(out.asnumpy(), [[[1, 3, 6, 9, 7]]])
    up = nn.Conv1dTranspose(1, 1, 3, pad_mode="pad", padding=1, weight_init="ones")
    assert up(ms.Tensor(np.ones((1, 1, 4), np.float32))).shape == (1, 1, 4)


def test_batch_norm_parameter_names():
    bn = nn.BatchNorm2d(3)
    assert [p.name for p in bn.get_parameters()] == ["mean", "variance", "gamma", "beta"]
    assert "Parameter (name=variance, shape=(3,)" in repr(bn)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.bn = nn.BatchNorm1d(3)

    assert [p.name for p in Net().get_parameters()] == [
        "bn.moving_mean", "bn.moving_variance", "bn.gamma", "bn.beta"]
