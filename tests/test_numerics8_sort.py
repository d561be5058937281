"""numerics8: Sort of rows holding NaN as MindSpore 2.10 on CPU (measured for float16/32/64,
1-d and 2-d, both directions and modes; /tmp/numerics8/m1.py, m1g.py, m1r.py). 2.10's kernel
runs std::stable_sort with a comparator that reads only ``<`` (``>`` descending), so NaN rows
come out in libstdc++'s merge-sort order (runtime/primitives/nan_sort.py replays it; it matched
2.10 on 408 random rows of lengths 1-64, 100, 129, 257, 1000)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.runtime.primitives.nan_sort import stable_sort_row
from tests.conftest import FnCell

N = float("nan")
# (row, ascending indices, descending indices), as 2.10 gives them
ROWS = [([1, N, 3, 2], [0, 1, 3, 2], [2, 3, 0, 1]),
        ([N, 3, 1, 2], [0, 2, 3, 1], [0, 1, 3, 2]),
        ([3, 1, N, 2, N, 0], [5, 1, 3, 0, 2, 4], [0, 3, 1, 2, 4, 5]),
        ([N, N, 1, 0], [0, 1, 3, 2], [0, 1, 2, 3]),
        ([5, 4, 3, N, 2, 1, 0], [2, 1, 0, 3, 6, 5, 4], [0, 1, 2, 3, 4, 5, 6])]
R20 = [N, N, 0, N, 3, 3, 1, 3, 2, 5, N, 3, 4, 5, 5, N, N, N, 1, 5]
R33 = [1, 4, N, N, 5, 1, 5, N, 2, 5, N, N, N, 3, 5, 5, N, 4, N, 1, 3, 4, 2, N, 0, N, 5, 5, N, N,
       N, 0, 0]
LONG = [(R20, False, [0, 1, 2, 3, 6, 8, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]),
        (R20, True, [0, 1, 9, 7, 8, 2, 3, 4, 5, 6, 10, 13, 14, 12, 11, 15, 16, 17, 19, 18]),
        (R33, False, [0, 1, 2, 3, 5, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 31, 32, 19,
                      17, 18, 22, 20, 21, 23, 25, 26, 27, 28, 29, 30]),
        (R33, True, [4, 14, 15, 1, 0, 2, 3, 6, 5, 7, 9, 8, 10, 11, 12, 13, 16, 26, 17, 18, 21,
                     20, 22, 19, 23, 24, 25, 27, 28, 29, 30, 31, 32])]


@pytest.mark.parametrize("dtype", [np.float32] + [pytest.param(d, marks=pytest.mark.heavy)
                                                  for d in (np.float16, np.float64)])
def test_sort_rows_with_nan_as_2_10(dtype, mode):
    four = [ROWS[i] for i in (0, 1, 3)]                               # 2-d, one call per direction
    x = ms.Tensor(np.array([r for r, _, _ in four], dtype))
    fn = lambda a: (ops.sort(a), ops.sort(a, descending=True))
    (va, ia), (vd, idd) = FnCell(fn)(x)
    assert ia.asnumpy().tolist() == [a for _, a, _ in four]
    assert idd.asnumpy().tolist() == [d for _, _, d in four]
    np.testing.assert_array_equal(va.asnumpy(), np.take_along_axis(x.asnumpy(), ia.asnumpy(), 1))
    for row, asc, desc in (ROWS[2], ROWS[4]):                          # 1-d, even and odd length
        t = ms.Tensor(np.array(row, dtype))
        assert ops.sort(t)[1].asnumpy().tolist() == asc
        assert ops.argsort(t, descending=True).asnumpy().tolist() == desc


def test_sort_along_axis_0_and_tensor_method(mode):
    x = ms.Tensor(np.array([[1, N], [N, 3], [3, 1], [2, 2]], np.float32))
    fn2 = lambda a: (ops.sort(a, axis=0)[1], a.sort(axis=0, descending=True)[1])
    got = FnCell(fn2)(x)
    assert got[0].asnumpy().T.tolist() == [ROWS[0][1], ROWS[1][1]]
    assert got[1].asnumpy().T.tolist() == [ROWS[0][2], ROWS[1][2]]


@pytest.mark.parametrize("row,descending,want", LONG)
def test_longer_rows_replay_the_merge_sort(row, descending, want):
    assert stable_sort_row(np.array(row, np.float32), descending) == want
    got = ops.sort(ms.Tensor(np.array([row], np.float32)), descending=descending)[1]
    assert got.asnumpy().tolist() == [want]


def test_sort_gradient_follows_the_nan_order():
    x = ms.Tensor(np.array([5, 4, 3, N, 2, 1, 0], np.float32))
    w = ms.Tensor(np.arange(7, dtype=np.float32))
    g = ms.grad(lambda a: (ops.sort(a)[0] * w).sum())(x)
    assert g.asnumpy().tolist() == [2, 1, 0, 3, 6, 5, 4]
