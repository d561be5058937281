"""numerics8: integer sums that overflow, as MindSpore 2.10 on CPU (measured in both modes,
/tmp/numerics8/m3.py, m3b.py). ReduceSum adds Int32 and Int64 in double and converts back,
where a value outside the dtype is its min; Int8/Int16/UInt8 ReduceSum, cumsum and ReduceProd
wrap; ops.sum / Tensor.sum / mint.sum widen Int32 to Int64 (exact) but an Int64 sum is ReduceSum's;
an integer mean divides that sum in float32 and truncates."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

I32_MIN, I64_MIN = -2 ** 31, -2 ** 63


def test_int32_reduce_sum_overflow_is_int_min(mode):
    big = ms.Tensor(np.array([2 ** 31 - 1, 2 ** 31 - 1, 3], np.int32))
    rows = ms.Tensor(np.array([[2 ** 30, 2 ** 30, 1], [5, 6, 7]], np.int32))
    back = ms.Tensor(np.array([2 ** 31 - 1, 1, -5], np.int32))   # overflows on the way only
    fn = (lambda a, r, b: (ops.ReduceSum()(a), ops.ReduceSum(keep_dims=True)(a, 0),
                           ops.ReduceSum()(r, 1), ops.ReduceSum()(b)))
    outs = FnCell(fn)(big, rows, back)
    assert [o.dtype for o in outs] == [ms.int32] * 4
    assert [o.asnumpy().tolist() for o in outs] == [I32_MIN, [I32_MIN], [I32_MIN, 18], 2147483643]


def test_int32_sum_widens_and_cumsum_wraps(mode):
    big = ms.Tensor(np.array([2 ** 31 - 1, 2 ** 31 - 1, 3], np.int32))
    fn2 = (lambda a: (ops.reduce_sum(a), a.sum(), ops.sum(a), ms.mint.sum(a),
                      ops.cumsum(a, 0)))
    outs = FnCell(fn2)(big)
    got = [o.asnumpy().tolist() for o in outs]
    assert got[0] == I32_MIN and outs[0].dtype == ms.int32
    assert got[1:4] == [4294967297] * 3 and outs[1].dtype == ms.int64
    assert got[4] == [2147483647, -2, 1]


def test_int64_sum_goes_through_double(mode):
    x = ms.Tensor(np.array([[2 ** 62, 2 ** 62], [2 ** 53, 1], [2 ** 63 - 1024, 511]], np.int64))
    fn3 = lambda a: (ops.ReduceSum()(a, 1), a.sum(1), ops.sum(a, 1))
    outs = FnCell(fn3)(x)
    for o in outs:
        assert o.dtype == ms.int64
        assert o.asnumpy().tolist() == [I64_MIN, 2 ** 53, 9223372036854774784]
    small = ms.Tensor(np.array([7, -9, 2 ** 40], np.int64))
    assert small.sum().asnumpy().tolist() == 2 ** 40 - 2


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.uint8])
def test_narrow_reduce_sum_wraps_and_sum_widens(dtype):
    info = np.iinfo(dtype)
    x = ms.Tensor(np.array([info.max, info.max, 3], dtype))
    assert ops.ReduceSum()(x).asnumpy().tolist() == int(np.array(2 * int(info.max) + 3).astype(dtype))
    assert x.sum().asnumpy().tolist() == 2 * int(info.max) + 3 and x.sum().dtype == ms.int64


def test_int_mean_divides_the_sum_in_float32(mode):
    fn4 = lambda a, b, c: (ops.mean(a), ops.ReduceMean()(b), c.mean())
    outs = FnCell(fn4)(
        ms.Tensor(np.array([2 ** 31 - 1, 2 ** 31 - 1, 3], np.int32)),
        ms.Tensor(np.array([2 ** 30] * 3 + [-5], np.int32)),
        ms.Tensor(np.array([2 ** 53, 1, 1], np.int64)))
    assert [o.asnumpy().tolist() for o in outs] == [-715827904, -536870912, 3002399841058816]
    assert ops.mean(ms.Tensor(np.array([7, 8, -9], np.int32))).asnumpy().tolist() == 2
    assert ops.mean(ms.Tensor(np.array([2 ** 24 + 1, 0, 0], np.int32))).asnumpy().tolist() == 5592405
