"""numerics7: integer floor division by zero gives MindSpore 2.10's CPU values (measured,
/tmp/numerics7/m5.py): the dtype's max for a positive dividend, its min for a negative one, 0 for
0, through ops.floor_divide, ``//`` and ops.div(rounding_mode='floor'); an Int32 power that leaves
Int32 is its min."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.int64, np.uint8])
def test_integer_floor_divide_by_zero(dtype):
    info = np.iinfo(dtype)
    x = np.array([7, -7, 0, 9] if info.min else [7, 0, 0, 9], dtype)
    y = np.array([0, 0, 0, 2], dtype)
    want = [info.max, info.min, 0, 4] if info.min else [info.max, 0, 0, 4]
    got = ops.floor_divide(ms.Tensor(x), ms.Tensor(y))
    assert got.dtype == ms.Tensor(x).dtype and got.asnumpy().tolist() == want


def test_floor_division_by_zero_every_spelling(mode):
    x, y = ms.Tensor(np.array([7, -7, 0, -7], np.int32)), ms.Tensor(np.array([0, 0, 0, 2], np.int32))
    fn = (lambda a, b: (a // b, ops.div(a, b, rounding_mode="floor"),
                        ops.floor_divide(a, b)))
    outs = FnCell(fn)(x, y)
    for got in outs:
        assert got.asnumpy().tolist() == [2147483647, -2147483648, 0, -4]
    assert ops.floor_divide(ms.Tensor([7.0, -7.0]), ms.Tensor([0.0, 0.0])).asnumpy().tolist() == \
        [float("inf"), float("-inf")]


def test_int32_power_that_overflows_is_int_min_as_2_10():
    x = ms.Tensor(np.array([2, 3, -2, 10, 3, 7, -3], np.int32))
    y = ms.Tensor(np.array([31, 21, 31, 10, 19, 11, 19], np.int32))
    m = -2 ** 31
    assert ops.pow(x, y).asnumpy().tolist() == [m, m, m, m, 1162261467, 1977326743, -1162261467]
    assert ops.pow(ms.Tensor(np.array([2, 3], np.int32)), 40).asnumpy().tolist() == [m, m]
    i8 = ops.pow(ms.Tensor(np.array([2, 3, -2], np.int8)), ms.Tensor(np.array([7, 5, 7], np.int8)))
    assert i8.asnumpy().tolist() == [-128, -13, -128]          # Int8 wraps in 2.10
