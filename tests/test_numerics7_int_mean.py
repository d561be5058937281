"""numerics7: MindSpore 2.10's ReduceMean of int8/int16/uint8 sums in the input dtype (wrapping)
and divides toward zero (measured on CPU: /tmp/numerics7/m4.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

I8 = np.array([[73, 73, 73], [-73, -73, 5]], np.int8)
I16 = np.array([[16393, 16393, 16393], [-16393, -16393, 5]], np.int16)
U8 = np.array([[137, 137, 137], [1, 2, 5]], np.uint8)


@pytest.mark.parametrize("x, row, col, total", [
    (I8, [-12, 38], [0, 0, 39], 13), (I16, [-5452, 10918], [0, 0, 8199], 2733),
    (U8, [51, 2], [69, 69, 71], 27)], ids=["int8", "int16", "uint8"])
def test_small_int_mean_wraps_in_its_dtype(x, row, col, total):
    t = ms.Tensor(x)
    for got in (ops.mean(t, 1), t.mean(1), mint.mean(t, 1)):
        assert got.dtype == t.dtype and got.asnumpy().tolist() == row
    assert ops.mean(t, 0).asnumpy().tolist() == col
    assert ops.mean(t).asnumpy().tolist() == total


def test_int8_mean_truncates_toward_zero_in_graph_mode(mode):
    x = np.array([[100, 100, 100], [-100, -100, -100], [-7, 0, 0]], np.int8)
    fn = lambda t: ops.mean(t, 1, keep_dims=True)
    got = FnCell(fn)(ms.Tensor(x))
    assert got.asnumpy().tolist() == [[14], [-14], [-2]]
    assert ops.mean(ms.Tensor(np.array([-7, 0], np.int8))).asnumpy().tolist() == -3
