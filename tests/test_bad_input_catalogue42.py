"""Bad input, forty-second round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ops.cross / Tensor.cross and pixel_shuffle /
pixel_unshuffle with bad shapes (bad_input_rows42_ops). After the rows: the good calls next to
the refused ones still give the right values."""
import numpy as np
import pytest

from minicell import Tensor, ops

from bad_input_rows27 import _exact
from bad_input_rows42_ops import ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def test_cross_still_broadcasts_and_takes_a_negative_dim():
    a = np.array([[1.0, 0.0, 0.0]], np.float32)
    b = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], np.float32)
    out = ops.cross(Tensor(a), Tensor(b), dim=-1).asnumpy()
    np.testing.assert_allclose(out, np.cross(a, b))
    out = ops.cross(Tensor(b), Tensor(b[::-1].copy())).asnumpy()
    np.testing.assert_allclose(out, np.cross(b, b[::-1]))


def test_pixel_shuffle_and_unshuffle_still_round_trip():
    x = np.arange(32, dtype=np.float32).reshape(2, 4, 2, 2)
    y = ops.pixel_shuffle(Tensor(x), 2)
    assert y.shape == (2, 1, 4, 4)
    np.testing.assert_array_equal(ops.pixel_unshuffle(y, 2).asnumpy(), x)
