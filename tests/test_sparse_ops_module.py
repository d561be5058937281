"""``ops.operations.sparse_ops`` and ``ops.operations._inner_ops``: MindSpore's sparse and inner
Primitives (internal rows: only in their submodule), checked against numpy; the ones with
static output shapes also inside a compiled graph."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.ops.operations import _inner_ops as inner
from minicell.ops.operations import sparse_ops as S

I64 = ms.int64


def t(a, dtype=None):
    return ms.Tensor(np.asarray(a), dtype)


def _dense(indices, values, shape):
    out = np.zeros(shape, np.asarray(values).dtype)
    for i, v in zip(np.asarray(indices), np.asarray(values)):
        out[tuple(i)] += v
    return out


class Call(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_internal_rows_live_only_in_their_submodule():
    assert not hasattr(ops, "SparseAdd") and not hasattr(ops, "TensorCopySlices")
    assert S.SparseToDense is ops.SparseToDense and S.SparseSlice is ops.SparseSlice
    assert inner.CopyWithSlice is ops.CopyWithSlice
    assert ops.is_sequence_value_unknown((2, 3)) is False


def test_reorder_reshape_cwise_addmm_in_graph(graph):
    idx = np.array([[2, 1], [0, 1], [0, 0]])
    y_idx, y_val = Call(S.SparseReorder())(t(idx, I64), t([1.0, 2.0, 3.0]), t([3, 3], I64))
    order = np.lexsort(idx.T[::-1])
    np.testing.assert_array_equal(y_idx.asnumpy(), idx[order])
    np.testing.assert_array_equal(y_val.asnumpy(), np.array([1.0, 2.0, 3.0])[order])

    idx3 = np.array([[0, 0, 0], [0, 1, 0], [1, 2, 3]])
    new_idx, new_shape = Call(S.SparseReshape())(t(idx3, I64), t([2, 3, 6], I64),
                                                 t([9, -1], I64))
    flat = np.ravel_multi_index(idx3.T, (2, 3, 6))
    np.testing.assert_array_equal(new_idx.asnumpy(), np.stack(np.unravel_index(flat, (9, 4)), 1))
    assert new_shape.asnumpy().tolist() == [9, 4]

    x2 = np.array([[1.0], [2.0], [3.0]], np.float32)       # broadcast over the columns
    out = Call(S.SparseDenseCwiseMul())(t([[0, 0], [2, 1]], I64), t([1.0, 2.0]),
                                        t([3, 3], I64), t(x2))
    np.testing.assert_array_equal(out.asnumpy(), [1.0 * 1.0, 2.0 * 3.0])

    a = np.array([[1.0, 1], [2, 2], [3, 3], [4, 4]], np.float32)
    c = np.array([[2.0, 2], [6, 6], [0, 0]], np.float32)
    out = Call(S.SparseAddmm())(t([[0, 1], [1, 2]], ms.int32), t([1.0, 2.0]), t([3, 4], ms.int32),
                                t(a), t(c), t([2.0]), t([3.0]))
    sp = _dense([[0, 1], [1, 2]], np.float32([1, 2]), (3, 4))
    np.testing.assert_allclose(out.asnumpy(), 2 * sp @ a + 3 * c)


def test_sparse_add_keeps_single_entries_and_thresholds_sums():
    a_idx, b_idx = [[0, 1], [1, 2]], [[0, 1], [1, 3]]
    ind, val, shape = S.SparseAdd()(t(a_idx, I64), t([1.0, -0.5]), t([3, 4], I64), t(b_idx, I64),
                                    t([-0.8, 0.2]), t([3, 4], I64), t(0.3))
    # (0, 1) sums to 0.2 < 0.3: dropped; entries only one side holds are kept
    assert ind.asnumpy().tolist() == [[1, 2], [1, 3]]
    np.testing.assert_allclose(val.asnumpy(), [-0.5, 0.2])
    assert shape.asnumpy().tolist() == [3, 4]
    with pytest.raises(TypeError):
        S.SparseAdd()(t(a_idx, ms.int32), t([1.0, 2.0]), t([3, 4], I64), t(b_idx, I64),
                      t([1.0, 2.0]), t([3, 4], I64), t(0.0))


def test_sparse_sparse_maximum_minimum():
    args = (t([[0, 1], [1, 2]], I64), t([1.0, -2.0]), t([3, 3], I64), t([[0, 1], [1, 1]], I64),
            t([3.0, -4.0]), t([3, 3], I64))
    da = _dense([[0, 1], [1, 2]], np.float32([1, -2]), (3, 3))
    db = _dense([[0, 1], [1, 1]], np.float32([3, -4]), (3, 3))
    for op, fn in ((S.SparseSparseMaximum(), np.maximum), (S.SparseSparseMinimum(), np.minimum)):
        ind, val = op(*args)
        assert ind.asnumpy().tolist() == [[0, 1], [1, 1], [1, 2]]
        np.testing.assert_array_equal(val.asnumpy(), fn(da, db)[tuple(ind.asnumpy().T)])


def test_segment_reductions():
    x = np.array([[0, 2, 0, 0], [0, 1, 1, 0], [2, 0, 2, 0]], np.float32)
    idx, seg = t([0, 2, 1], ms.int32), t([0, 0, 2], ms.int32)
    mean = S.SparseSegmentMeanWithNumSegments()(t(x), idx, seg, t([4], ms.int32))
    expect = np.zeros((4, 4), np.float32)
    expect[0], expect[2] = (x[0] + x[2]) / 2, x[1]
    np.testing.assert_allclose(mean.asnumpy(), expect)
    sqrt_n = S.SparseSegmentSqrtNWithNumSegments()(t(x), idx, seg, t(4, ms.int32))
    expect[0] = (x[0] + x[2]) / np.sqrt(2)
    np.testing.assert_allclose(sqrt_n.asnumpy(), expect, rtol=1e-6)
    got = S.SparseSegmentSqrtN()(t(x), idx, t([0, 0, 1], ms.int32))
    np.testing.assert_allclose(got.asnumpy(), expect[[0, 2]], rtol=1e-6)
    with pytest.raises(ValueError, match="sorted and contiguous"):
        S.SparseSegmentSqrtN()(t(x), idx, seg)          # segment 1 is skipped


def test_count_sparse_output():
    indices = t([[1, 2], [3, 4], [2, 1], [2, 2], [1, 0], [3, 3], [2, 0], [2, 2]], I64)
    values = np.array([0, 2, 8, 8, 1, 2, 3, 7])
    weights = np.array([2, 5, 1, 0, 4, 2, 2, 2])
    op = S.SparseCountSparseOutput(maxlength=4)
    ind, val, shape = op(indices, t(values, I64), t([5, 5], I64), t(weights, I64))
    rows = indices.asnumpy()[:, 0]
    expect = {}
    for r, v, w in zip(rows, values, weights):
        if v < 4:
            expect[(r, v)] = expect.get((r, v), 0) + w
    assert [tuple(i) for i in ind.asnumpy().tolist()] == sorted(expect)
    assert val.asnumpy().tolist() == [expect[k] for k in sorted(expect)]
    assert shape.asnumpy().tolist() == [5, 4]
    with pytest.raises(RuntimeError):
        op(indices, t(values, I64), t([5, 5], I64), t(weights[:3], I64))


def test_csr_conversions_product_softmax():
    idx = np.array([[0, 0, 1], [0, 1, 2], [1, 0, 1], [1, 1, 3]])
    vals = np.float32([1, 4, 3, 2])
    parts = S.SparseTensorToCSRSparseMatrix()(t(idx, I64), t(vals), t([2, 2, 4], I64))
    shape, bp, rp, col, v = (p.asnumpy() for p in parts)
    assert bp.tolist() == [0, 2, 4] and rp.tolist() == [0, 1, 2, 0, 1, 2]
    assert col.tolist() == [1, 2, 1, 3]
    dense = _dense(idx, vals, (2, 2, 4))
    np.testing.assert_array_equal(S.CSRSparseMatrixToDense()(*parts).asnumpy(), dense)
    x2 = np.arange(24, dtype=np.float32).reshape(2, 4, 3)
    np.testing.assert_allclose(S.SparseMatrixMatMul()(*parts, t(x2)).asnumpy(), dense @ x2)
    soft = S.SparseMatrixSoftmax(ms.float32)(*parts)[4].asnumpy()
    np.testing.assert_allclose(soft, np.ones(4), rtol=1e-6)     # one entry per row
    with pytest.raises(TypeError):
        S.SparseMatrixSoftmax(ms.int32)


def test_csr_softmax_in_graph(graph):
    vals = np.float32([1, 2, 3, 4, 1, 2])
    out = Call(S.SparseMatrixSoftmax(ms.float32))(
        t([2, 6], ms.int32), t([0, 6], ms.int32), t([0, 4, 6], ms.int32),
        t([0, 2, 3, 4, 3, 4], ms.int32), t(vals))[4].asnumpy()
    e = np.exp(vals)
    expect = np.concatenate([e[:4] / e[:4].sum(), e[4:] / e[4:].sum()])
    # 2.10's CPU exp is nnacl's polynomial (804fc8d), within ~1.3e-6 of the exact one
    np.testing.assert_allclose(out, expect, rtol=2e-6)


def test_inner_ops_in_graph(graph):
    x = np.zeros((5, 5), np.float32)
    out = Call(inner.TensorCopySlices())(t(x), t(np.ones((2, 5), np.float32)), (3, 0), (5, 5),
                                         (1, 1))
    expect = x.copy()
    expect[3:5] = 1.0
    np.testing.assert_array_equal(out.asnumpy(), expect)
    y = np.array([[3.0, 4.0], [6.0, 8.0]], np.float32)
    clipped = Call(inner.ClipByNorm(axis=1))(t(y), t(5.0, ms.float32)).asnumpy()
    norm = np.linalg.norm(y, axis=1, keepdims=True)
    np.testing.assert_allclose(clipped, y * 5.0 / np.maximum(norm, 5.0), rtol=1e-6)
    np.testing.assert_array_equal(Call(inner.ConvertToDynamic())(t(y)).asnumpy(), y)


def test_inner_ops_eager_and_bad_inputs():
    dst = t(np.zeros((2, 3), np.float32))
    inner.CopyWithSlice()(dst, t(np.arange(3, dtype=np.float32)))
    np.testing.assert_array_equal(dst.asnumpy(), np.tile(np.arange(3, dtype=np.float32), (2, 1)))
    with pytest.raises(RuntimeError):
        inner.TensorCopySlices()(t(np.zeros((5, 5), np.float32)), t(np.ones((3, 2), np.float32)),
                                 (0, 1), (5, 5), (2, 2))
    with pytest.raises(TypeError):
        inner.ClipByNorm(axis=1.5)


def test_data_dependent_ops_run_op_by_op_in_a_strict_graph_naming_the_op():
    """A value-dependent output shape: the graph runs op by op (MindSpore compiles it with
    dynamic shapes, STRICT included), warning with the op's name; values as PYNATIVE_MODE."""
    from minicell.compiler.errors import CompileWarning

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.op = S.SparseSegmentSqrtN()

        def construct(self, x, i, s):
            return self.op(x, i, s)
    args = (t(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), t([0, 1], ms.int32),
            t([0, 0], ms.int32))
    want = Net()(*args).asnumpy()           # PYNATIVE: both rows in segment 0, / sqrt(2)
    np.testing.assert_allclose(want, [[4.0 / np.sqrt(2), 6.0 / np.sqrt(2)]], rtol=1e-6)
    ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
    try:
        with pytest.warns(CompileWarning, match="SparseSegmentSqrtN"):
            np.testing.assert_allclose(Net()(*args).asnumpy(), want, rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE, jit_syntax_level=ms.LAX)
