"""Index positions share one eager kernel: ``x[i]``, ``x[i:i + n]`` and their writes pass ``i`` as
a 0-d array (``minicell/ops/indexing.py: _positions_as_arrays``), so a Python loop over rows or
windows compiles once, not once per position, with the values, views and gradients that
compiled-in positions give."""
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


def test_window_loop_reads_and_writes_through_one_kernel():
    x = ms.Tensor(X)
    wins = []
    new = _new_kernels("getitem", lambda: wins.extend(x[i:i + 3].asnumpy() for i in range(7)))
    assert len(new) <= 1
    np.testing.assert_array_equal(np.stack(wins), np.stack([X[i:i + 3] for i in range(7)]))
    y = ms.Tensor(np.zeros((10, 4), np.float32))

    def write():
        for i in range(0, 10, 2):
            y[i:i + 2, 1:3] = float(i)
    assert len(_new_kernels("setitem", write)) <= 1
    want = np.zeros((10, 4), np.float32)
    for i in range(0, 10, 2):
        want[i:i + 2, 1:3] = i
    np.testing.assert_array_equal(y.asnumpy(), want)


_B = np.arange(120, dtype=np.float32).reshape(4, 5, 6)
INDICES = [
    (slice(1, 3),), (slice(1, None, 2),), (slice(-3, None),), (slice(None, None, -1),),
    (slice(2, 2),), (1, slice(1, 4)), (slice(1, 3), 2, slice(0, 6, 4)),
    (slice(1, 3), [0, 2]), ([0, 3], slice(1, 3), 1), (1, slice(None), [1, 2]),
    (None, slice(1, 3), None, 2), (Ellipsis, slice(2, 5)), (slice(0, 2), Ellipsis, 0),
    ([True, False, True, True], slice(2, 4)),
]


@pytest.mark.parametrize("index", INDICES, ids=repr)
def test_positions_as_arrays_give_numpy_results(index):
    got = ms.Tensor(_B)[index].asnumpy()
    np.testing.assert_array_equal(got, _B[index])
    y, want = ms.Tensor(_B.copy()), _B.copy()
    want[index] = -1.0
    y[index] = -1.0
    np.testing.assert_array_equal(y.asnumpy(), want)


def test_window_gradients_match_in_both_modes(mode):
    def f(x):
        return sum((x[i:i + 2] * float(i + 1)).sum() for i in range(3))
    g = ms.grad(f)(ms.Tensor(X[:4]))
    np.testing.assert_array_equal(g.asnumpy()[:, 0], [1.0, 3.0, 5.0, 3.0])


@pytest.mark.parametrize("axis", [0, 1, -1, -2])
def test_narrow_indexes_the_axis_it_is_given(axis):
    got = ops.narrow(ms.Tensor(X), axis, 1, 2).asnumpy()
    np.testing.assert_array_equal(got, np.take(X, [1, 2], axis=axis))


def test_slice_loop_over_begin_reads_through_one_kernel():
    # ops.slice / P.Slice in a loop over its start (a time-step loop) compiles once
    x = ms.Tensor(X)
    parts = []
    new = _new_kernels("getitem", lambda: parts.extend(
        ops.slice(x, (i, 1), (2, -1)).asnumpy() for i in range(9)))
    assert len(new) <= 1
    np.testing.assert_array_equal(np.stack(parts), np.stack([X[i:i + 2, 1:] for i in range(9)]))
    np.testing.assert_array_equal(ops.Slice()(x, [3, 0], [1, 4]).asnumpy(), X[3:4])


def test_slice_is_a_view_with_its_gradient():
    # measured on 2.10: a slice shares storage (stride, offset), writes reach the source
    x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    y = ops.slice(x, (1, 1, 0), (1, 2, -1))
    assert (y.shape, y.stride(), y.storage_offset(), y.is_contiguous()) == \
        ((1, 2, 4), [12, 4, 1], 16, True)
    y[0, 0, 0] = -1.0
    assert x.asnumpy()[1, 1, 0] == -1
    g = ms.grad(lambda t: (ops.slice(t, (0, 1, 1), (2, 1, 2)) * 2).sum())(x).asnumpy()
    assert g.sum() == 8 and g[0, 1].tolist() == [0.0, 2.0, 2.0, 0.0]


@pytest.mark.parametrize("begin, size, exc, pattern", [    # 2.10's errors, in its order
    ((9, 0), (2, 4), ValueError, r"sum of begin_shape\[0\] and size_shape\[0\] must be no great"),
    ((0, 0), (1, 5), ValueError, r"sum of begin_shape\[1\] and size_shape\[1\]"),
    ((-1, 0), (-2, 4), ValueError, "For Slice, the begin is invalid"),
    ((11, 0), (0, 4), ValueError, "For Slice, the begin is invalid"),
    ((0,), (1,), ValueError, r"the shape of input\|begin\|size must be equal"),
    ((0, 0), (-2, 4), RuntimeError, "size should not be less than -1, but got -2"),
    ((True, 0), (1, 1), TypeError, r"begin=Tuple<bool, int>, size=Tuple<int, int>\)"),
    ((1.5, 0), (1, 1), TypeError, r"Failed calling Slice with .*begin=Tuple<float, int>"),
    (1, (1, 1), TypeError, r"Slice\(\)\(input=Tensor, begin=int"),
])
def test_slice_bad_bounds_raise_as_mindspore(begin, size, exc, pattern):
    from conftest import raises_as_mindspore
    raises_as_mindspore(lambda: ops.slice(ms.Tensor(X), begin, size), exc, pattern)


def test_slice_edges_as_mindspore():
    x = ms.Tensor(X)
    assert ops.slice(x, (10, 0), (-1, 4)).shape == (0, 4)        # begin at the end: empty
    assert ops.slice(x, [1, 0], ms.Tensor([1, 1])).shape == (1, 1)
    from conftest import raises_as_mindspore
    raises_as_mindspore(lambda: ops.slice(ms.Tensor(3.0), (), ()), ValueError,
                        "rank of input_x must be greater than 0")
