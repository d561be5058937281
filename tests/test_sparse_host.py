"""Sparse ops whose output structure depends on the values (merged on the host): results as
MindSpore 2.10 (CPU) gives them, gradients to the values in PYNATIVE_MODE, and the
data-dependent-shape error in GRAPH_MODE.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import COOTensor, CSRTensor, Tensor, nn, ops
from minicell.compiler.errors import CompileWarning

I32, I64 = ms.int32, ms.int64
CSR = CSRTensor(Tensor([0, 2, 3], I32), Tensor([0, 3, 1], I32), Tensor([1.0, 2.0, 3.0]), (2, 4))
COO1 = COOTensor(Tensor([[0, 0], [0, 3], [1, 1]], I64), Tensor([1.0, 2.0, 3.0]), (2, 4))
COO2 = COOTensor(Tensor([[0, 0], [1, 2]], I64), Tensor([4.0, -5.0]), (2, 4))


def _coo_parts(x):
    return x.indices.asnumpy().tolist(), x.values.asnumpy().tolist(), x.indices.dtype


def test_coo_add_sorts_merges_and_thresholds_as_mindspore():
    expected = ([[0, 0], [0, 3], [1, 1], [1, 2]], [5.0, 2.0, 3.0, -5.0], I64)
    assert _coo_parts(ops.coo_add(COO1, COO2, Tensor(0.0))) == expected
    assert _coo_parts(COO1 + COO2) == expected
    assert _coo_parts(COO1.add(COO2, Tensor(1.5))) == expected        # |-5| >= 1.5 stays
    kept = ops.coo_add(COO1, COO2, Tensor(2.5))
    assert _coo_parts(kept) == ([[0, 0], [1, 1], [1, 2]], [5.0, 3.0, -5.0], I64)
    diff = COO1 - COO1
    assert diff.values.asnumpy().tolist() == [0.0, 0.0, 0.0]         # thresh 0 keeps zeros


def test_coalesce_sums_duplicates_as_mindspore():
    x = COOTensor(Tensor([[1, 0], [0, 3], [1, 0]], I64), Tensor([1.0, 2.0, 3.0]), (2, 4))
    assert _coo_parts(x.coalesce()) == ([[0, 3], [1, 0]], [2.0, 4.0], I64)
    indices, values, shape = ops.Coalesce()(Tensor([[1, 0, 1], [0, 3, 0]], I64),
                                            Tensor([1.0, 2.0, 3.0]), Tensor([2, 4], I64))
    assert indices.asnumpy().tolist() == [[0, 1], [3, 0]] and indices.dtype == I64
    assert values.asnumpy().tolist() == [2.0, 4.0] and shape.asnumpy().tolist() == [2, 4]


@pytest.mark.slow
def test_coo_concat_sorts_row_major_as_mindspore():
    joined = ops.coo_concat((COO1, COO2), 1)
    assert joined.shape == (2, 8)
    assert _coo_parts(joined) == ([[0, 0], [0, 3], [0, 4], [1, 1], [1, 6]],
                                  [1.0, 2.0, 4.0, 3.0, -5.0], I64)
    stacked = ops.coo_concat([COO1, COO2])
    assert stacked.shape == (4, 4)
    assert stacked.indices.asnumpy().tolist() == [[0, 0], [0, 3], [1, 1], [2, 0], [3, 2]]
    with pytest.raises(ValueError, match="not support COOTensor input number < 2"):
        ops.coo_concat([COO1])


@pytest.mark.slow
def test_csr_add_takes_the_union_of_structures_as_mindspore():
    b = CSRTensor(Tensor([0, 1, 2], I32), Tensor([0, 2], I32), Tensor([10.0, 20.0]), (2, 4))
    out = ops.csr_add(CSR, b, Tensor(1.0), Tensor(2.0))
    assert out.indptr.asnumpy().tolist() == [0, 2, 4] and out.indptr.dtype == I32
    assert out.indices.asnumpy().tolist() == [0, 3, 1, 2]
    assert out.values.asnumpy().tolist() == [21.0, 2.0, 3.0, 40.0]
    assert (CSR - CSR).values.asnumpy().tolist() == [0.0, 0.0, 0.0]
    with pytest.raises(TypeError, match="alpha and beta must be Tensor"):
        ops.csr_add(CSR, b, 1.0, 2.0)


@pytest.mark.slow
def test_dense_to_sparse_as_mindspore():
    dense = Tensor([[0, 1.0], [-5, 0]])
    for x in (ops.dense_to_sparse_coo(dense), dense.to_coo()):
        assert _coo_parts(x) == ([[0, 1], [1, 0]], [1.0, -5.0], I32) and x.shape == (2, 2)
    for c in (ops.dense_to_sparse_csr(dense), dense.to_csr()):
        assert c.indptr.asnumpy().tolist() == [0, 1, 2] and c.indices.asnumpy().tolist() == [1, 0]
        assert c.values.asnumpy().tolist() == [1.0, -5.0] and c.indptr.dtype == I32
    with pytest.raises(ValueError, match="only support 2-D Tensor"):
        ops.dense_to_sparse_coo(Tensor(np.ones((1, 2, 2), np.float32)))


@pytest.mark.slow
def test_csr_mm_of_two_csr_tensors():
    b = CSRTensor(Tensor([0, 1, 1, 2, 2], I32), Tensor([0, 1], I32), Tensor([1.0, 2.0]), (4, 2))
    out = ops.csr_mm(CSR, b)
    np.testing.assert_array_equal(out.to_dense().asnumpy(),
                                  CSR.to_dense().asnumpy() @ b.to_dense().asnumpy())
    t = ops.csr_mm(CSR, CSR, trans_b=True)
    assert t.shape == (2, 2)
    with pytest.raises(TypeError, match="must be type of CSRTensor"):
        ops.csr_mm(CSR, Tensor(np.ones((4, 2), np.float32)))


@pytest.mark.slow
def test_sparse_segment_mean_and_slice_as_mindspore():
    x = Tensor([[1.0, 2], [3, 4], [5, 6]])
    out = ops.sparse_segment_mean(x, Tensor([0, 1, 2], I32), Tensor([0, 0, 1], I32))
    assert out.asnumpy().tolist() == [[2.0, 3.0], [5.0, 6.0]]
    indices, values, shape = ops.SparseSlice()(
        Tensor([[0, 1], [1, 2], [1, 3], [2, 2]], I64), Tensor([1, 2, 3, 4], I64),
        Tensor([3, 4], I64), Tensor([0, 1], I64), Tensor([2, 3], I64))
    assert indices.asnumpy().tolist() == [[0, 0], [1, 1], [1, 2]]
    assert values.asnumpy().tolist() == [1, 2, 3] and shape.asnumpy().tolist() == [2, 3]


def test_gradients_reach_the_values_through_host_merges():
    def loss(v1, v2):
        a = COOTensor(COO1.indices, v1, (2, 4))
        b = COOTensor(COO2.indices, v2, (2, 4))
        return (ops.coo_add(a, b, Tensor(0.0)).values * Tensor([1.0, 2.0, 3.0, 4.0])).sum()
    g1, g2 = ms.grad(loss, grad_position=(0, 1))(COO1.values, COO2.values)
    assert g1.asnumpy().tolist() == [1.0, 2.0, 3.0] and g2.asnumpy().tolist() == [1.0, 4.0]
    grad = ms.grad(lambda d: (ops.dense_to_sparse_coo(d).values * 3).sum())(
        Tensor([[0, 1.0], [-5, 0]]))
    assert grad.asnumpy().tolist() == [[0.0, 3.0], [3.0, 0.0]]


class _Host(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


_fn = lambda x: ops.dense_to_sparse_coo(x)
_fn2 = lambda x: x.to_csr()
_fn3 = lambda x: ops.coo_add(COO1, COOTensor(COO1.indices, x[0, :3], (2, 4)), Tensor(0.0))
_fn4 = lambda x: ops.sparse_segment_mean(x, Tensor([0], I32), Tensor([0], I32))


@pytest.mark.parametrize("fn", [
    _fn, _fn2,
    _fn3,
    _fn4,
], ids=["dense_to_sparse_coo", "to_csr", "coo_add", "sparse_segment_mean"])
def test_value_dependent_structure_runs_op_by_op_in_graph_mode(fn):
    """No static-shape graph holds these: GRAPH_MODE warns and runs them as PYNATIVE_MODE."""
    x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) % 3)
    want = fn(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.warns(CompileWarning, match="shape depends on the tensor's values"):
            got = _Host(fn)(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    dense = [o.to_dense() if hasattr(o, "to_dense") else o for o in (want, got)]
    np.testing.assert_array_equal(dense[1].asnumpy(), dense[0].asnumpy())
