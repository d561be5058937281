"""Integer indices share one eager kernel: ``x[i]`` / ``x[i] = v`` pass ``i`` as a 0-d array
(``minicell/ops/indexing.py: _ints_as_arrays``), so a Python loop over rows compiles once, not
once per row, with the values, views and gradients an int index gives."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.runtime.registry import get_op

X = np.arange(40, dtype=np.float32).reshape(10, 4)


def _new_kernels(op_name, fn):
    op = get_op(op_name)
    before = set(op._kernels)
    fn()
    return set(op._kernels) - before


def test_row_loop_reads_through_one_kernel():
    x = ms.Tensor(X)
    rows = []
    new = _new_kernels("getitem", lambda: rows.extend(x[i].asnumpy() for i in range(10)))
    assert len(new) <= 1
    np.testing.assert_array_equal(np.stack(rows), X)
    new = _new_kernels("getitem", lambda: [x[i, j] for i in (0, 3, 9) for j in (0, -1)])
    assert len(new) <= 1
    assert x[9, -1].asnumpy() == 39 and x[-10, 0].asnumpy() == 0


def test_row_loop_writes_through_one_kernel():
    x = ms.Tensor(X.copy())

    def write():
        for i in range(10):
            x[i] = float(-i)
    assert len(_new_kernels("setitem", write)) <= 1
    np.testing.assert_array_equal(x.asnumpy(), np.repeat(-np.arange(10.0), 4).reshape(10, 4))
    x[2, 1] = 7.0
    assert x.asnumpy()[2, 1] == 7 and x.asnumpy()[2, 0] == -2


@pytest.mark.parametrize("index, shape", [
    ((1, [0, 2]), (2,)),              # an int among array indices is an array index (numpy)
    (([0, 2], 1), (2,)),
    ((1, slice(None), None), (4, 1)),
    ((None, 3), (1, 4)),
    ((Ellipsis, 2), (10,)),
])
def test_mixed_indices_select_as_numpy(index, shape):
    out = ms.Tensor(X)[index].asnumpy()
    assert out.shape == shape
    np.testing.assert_array_equal(out, X[index])


def test_int_index_views_stay_views():
    x = ms.Tensor(X.copy())
    row = x[3]
    row.add_(1.0)        # an int index is a view eagerly (as a slice is): the write reaches x
    np.testing.assert_array_equal(x.asnumpy()[3], X[3] + 1)


def test_gradient_through_row_reads(mode):
    def f(x):
        return sum(x[i] * float(i + 1) for i in range(3)).sum()
    g = ms.grad(f)(ms.Tensor(X[:3]))
    np.testing.assert_array_equal(g.asnumpy(), np.repeat([[1.0], [2.0], [3.0]], 4, axis=1))
    assert ops.stack([ms.Tensor(X)[i] for i in range(2)]).shape == (2, 4)
