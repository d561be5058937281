"""Session 77, st77: upstream st CPU op tests (tests/st/ops/cpu), the cases minicell missed, each
value measured on MindSpore 2.10 (CPU) with /tmp/s77/st77/w/amp_ref.py.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

_X = np.array([[3, 1, 3, 0, 2, 2, 1],
               [0, 3, 2, 1, 3, 1, 0],
               [1, 2, 0, 3, 1, 2, 3],
               [2, 0, 1, 2, 0, 3, 1],
               [3, 3, 1, 0, 2, 1, 2]], np.float32)
_X2 = np.stack([_X, -_X])


@pytest.mark.parametrize("out, vals, idx", [
    ((3, 4), [[[3, 3, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3]],
              [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, -1]]],
     [[[0, 2, 11, 5], [8, 8, 11, 20], [28, 29, 26, 26]],
      [[7, 3, 3, 13], [7, 16, 25, 13], [22, 22, 25, 27]]]),
    ((2, 3), [[[3, 3, 3], [3, 3, 3]], [[0, 0, 0], [0, 0, 0]]],
     [[[0, 2, 11], [28, 17, 20]], [[7, 3, 13], [16, 16, 25]]]),
    ((5, 2), [[[3, 2], [3, 3], [3, 3], [2, 3], [3, 2]], [[0, 0], [0, 0], [0, -1], [0, 0], [0, 0]]],
     [[[0, 4], [8, 11], [17, 17], [21, 26], [28, 32]], [[3, 3], [7, 13], [16, 18], [22, 25],
                                                        [31, 31]]]),
    ((1, 1), [[[3]], [[0]]], [[[0]], [[3]]]),
])
def test_adaptive_max_pool2d_indices_uneven_windows_and_ties(out, vals, idx):
    # st ops/cpu/test_adaptive_max_pool2d_op.py: the indices version compiled for 40 s (one
    # argmax per window); windows of unequal size, ties go to the window's first maximum
    v, i = ops.adaptive_max_pool2d(ms.Tensor(_X2), out, True)
    assert v.asnumpy().tolist() == vals
    assert i.asnumpy().tolist() == idx and i.dtype == ms.int64


def test_adaptive_max_pool2d_indices_nan_and_grad():
    xn = np.arange(16, dtype=np.float32).reshape(1, 4, 4) % 5
    xn[0, 0, 1] = np.nan
    xn[0, 2, 3] = np.nan
    v, i = ops.adaptive_max_pool2d(ms.Tensor(xn), (3, 3), True)
    np.testing.assert_array_equal(v.asnumpy(), [[[4, np.nan, 3], [4, 4, 2], [4, 4, 4]]])
    assert i.asnumpy().tolist() == [[[4, 1, 3], [4, 9, 7], [9, 9, 14]]]

    def loss(t):
        return ops.adaptive_max_pool2d(t, (3, 4), True)[0].sum()
    g = ms.grad(loss)(ms.Tensor(_X2))
    assert g.asnumpy().astype(int).tolist() == [
        [[1, 0, 1, 0, 0, 1, 0], [0, 2, 0, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 1],
         [0, 0, 0, 0, 0, 2, 0], [1, 1, 0, 0, 0, 0, 0]],
        [[0, 0, 0, 2, 0, 0, 0], [2, 0, 0, 0, 0, 0, 2], [0, 0, 1, 0, 0, 0, 0],
         [0, 2, 0, 0, 2, 0, 1], [0, 0, 0, 0, 0, 0, 0]]]
