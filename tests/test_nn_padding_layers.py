"""nn.ConstantPad*/ZeroPad2d/ReflectionPad*/ReplicationPad* take MindSpore 2.10's paddings
(measured on CPU): a tuple shorter than 2 * N pads only the last dims, reflection/replication
take any even count, and the argument errors carry 2.10's types and messages."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

X = ms.Tensor(np.arange(24).reshape(1, 2, 3, 4).astype(np.float32))


@pytest.mark.parametrize("make, shape, head", [
    (lambda: nn.ConstantPad2d((0, 1), 0.5), (1, 2, 3, 5), [0, 1, 2, 3, 0.5, 4]),
    (lambda: nn.ZeroPad2d((0, 1)), (1, 2, 3, 5), [0, 1, 2, 3, 0, 4]),
    (lambda: nn.ReflectionPad2d((0, 1)), (1, 2, 3, 5), [0, 1, 2, 3, 2, 4]),
    (lambda: nn.ReflectionPad1d((0, 1, 1, 1)), (1, 2, 5, 5), [4, 5, 6, 7, 6, 0]),
    (lambda: nn.ConstantPad2d((-1, 2), 0.5), (1, 2, 3, 5), [1, 2, 3, 0.5, 0.5, 5]),
])
def test_short_and_long_paddings(make, shape, head):
    out = make()(X)
    assert out.shape == shape
    np.testing.assert_allclose(out.asnumpy().ravel()[:6], head)


def test_constant_pad3d_short_tuple_pads_last_dims():
    out = nn.ConstantPad3d((0, 1), 0.5)(ms.Tensor(np.ones((1, 1, 2, 3, 4), np.float32)))
    assert out.shape == (1, 1, 2, 3, 5)


@pytest.mark.parametrize("make, exc, msg", [
    (lambda: nn.ConstantPad2d("-1", 0.5), TypeError, r"must be in \[int, tuple\]"),
    (lambda: nn.ConstantPad2d((0, 1, 1), 0.5), ValueError, "multiple of 2"),
    (lambda: nn.ConstantPad2d((0, 1) * 3, 0.5), ValueError, "no more than 4"),
    (lambda: nn.ConstantPad1d((0, 1, 1, 1), 0.5), ValueError, "must equal to 2"),
    (lambda: nn.ConstantPad2d(1, "a"), TypeError, r"'value' must be in \[int, float\]"),
    (lambda: nn.ZeroPad2d((0, 1) * 3), ValueError, "no more than 4"),
    (lambda: nn.ReflectionPad1d("-1"), TypeError, "must be an integer or tuple"),
    (lambda: nn.ReflectionPad1d((1, 2, 2)), ValueError, "divisible by 2"),
    (lambda: nn.ReflectionPad1d(("2", 2)), TypeError, "must be integer"),
    (lambda: nn.ReflectionPad1d((-1, 2)), ValueError, ">= 0"),
    (lambda: nn.ReplicationPad2d(("1", 1, 1, 1)), TypeError, "must be integer"),
])
def test_padding_argument_errors(make, exc, msg):
    with pytest.raises(exc, match=msg):
        make()
