"""``ops.median`` / ``ops.nanmedian`` / ``ops.Median`` / ``Tensor.median`` against values
measured on MindSpore 2.10: a NaN makes a row's median NaN at the first NaN's index, ``ignore_nan``
takes the median of the other values, empty input gives NaN (0 for integers) at index 0, a
global median's index is 0; in both modes."""
import numpy as np

import minicell as ms
from minicell import nn, ops

NAN = np.nan


class _Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def _np(out):
    return [o.asnumpy().tolist() for o in out]


def test_median_nan_rows(mode):
    x = ms.Tensor(np.array([[NAN, 1, NAN, 7], [4, 1, 3, 2], [NAN, NAN, NAN, NAN]], np.float32))
    fn2 = lambda a: ops.median(a, 1)
    v, i = _np(_Fn(fn2)(x))
    assert np.array_equal(v, [NAN, 2.0, NAN], equal_nan=True) and i == [0, 3, 0]
    fn3 = lambda a: ops.Median(axis=1, ignore_nan=True, keep_dims=True)(a)
    v, i = _np(_Fn(fn3)(x))
    assert np.array_equal(v, [[1.0], [2.0], [NAN]], equal_nan=True) and i == [[1], [3], [0]]
    fn4 = lambda a: ops.nanmedian(a, 0)
    v, i = _np(_Fn(fn4)(x))
    assert np.array_equal(v, [4.0, 1.0, 3.0, 2.0]) and i == [1, 0, 1, 1]
    fn5 = lambda a: ops.Median(global_median=True, ignore_nan=True)(a)
    v, i = _np(_Fn(fn5)(x))
    assert v == 2.0 and i == 0
    fn6 = lambda a: ops.Median(global_median=True)(a)
    v, i = _np(_Fn(fn6)(x))
    assert np.isnan(v) and i == 0
    assert x.median(1)[1].asnumpy().tolist() == [0, 3, 0]


def test_median_empty_and_int(mode):
    for dt, fill in ((np.float32, NAN), (np.int32, 0)):
        e = ms.Tensor(np.zeros((2, 3, 0, 4), dt))
        for ignore in (False, True):
            fn7 = lambda a: ops.Median(global_median=True, ignore_nan=ignore)(a)
            v, i = _Fn(fn7)(e)
            assert v.shape == () and v.dtype == e.dtype and i.dtype == ms.int64
            assert np.array_equal(v.asnumpy(), fill, equal_nan=True) and int(i) == 0
    v, i = ops.Median(axis=1)(ms.Tensor(np.zeros((1, 1, 1, 0), np.float32)))
    assert v.shape == (1, 1, 0) and i.shape == (1, 1, 0)
    v, i = ops.median(ms.Tensor(np.array([[5, 1, 3, 2]], np.int16)), 1)
    assert v.dtype == ms.int16 and v.asnumpy().tolist() == [2] and i.asnumpy().tolist() == [3]
