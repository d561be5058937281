"""Bad input, thirty-sixth round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): mint's array functions
(bad_input_rows36)."""
import numpy as np
import pytest

from minicell import Tensor, mint, nn, ops

from bad_input_rows27 import _exact
from bad_input_rows36 import ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def test_the_checked_calls_still_work_in_range():
    x = Tensor(np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], np.float32))
    np.testing.assert_array_equal(mint.sort(x, dim=-2)[0].asnumpy(), [[0, 1, 2], [3, 5, 4]])
    assert [p.shape for p in mint.split(x, 2, dim=1)] == [(2, 2), (2, 1)]
    assert mint.flatten(x, -2, -1).shape == (6,)
    np.testing.assert_array_equal(mint.diag(x).asnumpy(), [3, 5])
    assert mint.linspace(0, 1, 1).asnumpy().tolist() == [0.0]
    np.testing.assert_array_equal(mint.unique(x, dim=-1).asnumpy(), [[1, 2, 3], [5, 4, 0]])


def test_the_checked_layers_still_work_in_range():
    x = Tensor(np.ones((1, 2, 4, 4), np.float32))
    assert nn.AdaptiveAvgPool2d((None, 2))(x).shape == (1, 2, 4, 2)
    assert nn.AdaptiveMaxPool1d(2)(Tensor(np.ones((1, 2, 4), np.float32))).shape == (1, 2, 2)
    assert ops.pixel_unshuffle(x, 2).shape == (1, 8, 2, 2)
    assert ops.glu(x, -1).shape == (1, 2, 4, 2)
    assert nn.BiDense(2, 3, 4)(Tensor(np.ones((5, 2), np.float32)),
                               Tensor(np.ones((5, 3), np.float32))).shape == (5, 4)


def test_the_checked_mint_ext_functions_still_work():
    a = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 3))
    b = Tensor(np.ones((1, 3, 2), np.float32))
    np.testing.assert_array_equal(mint.bmm(a, b).asnumpy(), [[[3, 3], [12, 12]]])
    np.testing.assert_array_equal(mint.mm(a[0], b[0]).asnumpy(), [[3, 3], [12, 12]])
    assert mint.trace(a[0]).asnumpy() == 4
    np.testing.assert_array_equal(mint.triu(a[0]).asnumpy(), [[0, 1, 2], [0, 4, 5]])
    assert mint.eye(2, 3).shape == (2, 3)
    np.testing.assert_array_equal(mint.arange(5, 0, -2).asnumpy(), [5, 3, 1])
    assert mint.arange(3).asnumpy().tolist() == [0, 1, 2]
    assert mint.zeros(0).shape == (0,) and mint.ones((2, 0)).shape == (2, 0)


def test_max_and_moveaxis_still_work_in_range():
    x = Tensor(np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], np.float32))
    values, indices = ops.max(x, -1)
    np.testing.assert_array_equal(values.asnumpy(), [3, 5])
    np.testing.assert_array_equal(indices.asnumpy(), [0, 1])
    assert ops.movedim(x, 0, -1).shape == (3, 2)
    assert ops.moveaxis(Tensor(np.ones((2, 3, 4), np.float32)), [0, 1], [2, 0]).shape == (3, 4, 2)
