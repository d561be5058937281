"""Behaviour checked by MindSpore's system tests (tests/st/{sparse,dynamic_shape,...}), ported as
small minicell tests (batch 31). Values were measured on MindSpore 2.10 CPU, or are the st
test's own expectations where 2.10 asserts them there.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import COOTensor, CSRTensor, Tensor, nn, ops
from minicell.ops.operations import _csr_ops
from minicell.ops.operations.sparse_ops import SparseMatrixAdd


def test_prelu_grad_kernel():
    # tests/st/dynamic_shape/test_prelu_grad.py; x == 0 takes the weight (2.10, measured)
    grad = ops.auto_generate.PReLUGrad()
    assert ops.auto_generate.prelu_grad_op.name == "PReLUGrad"
    x = Tensor(np.array([[-1., 0., 2.], [3., -4., 0.]], np.float32))
    dy = Tensor(np.array([[1., 2., 3.], [4., 5., 6.]], np.float32))
    dx, dw = grad(dy, x, Tensor(np.array([0.5], np.float32)))
    assert dx.asnumpy().tolist() == [[0.5, 1.0, 3.0], [4.0, 2.5, 3.0]]
    assert dw.shape == (1,) and dw.asnumpy().tolist() == [-21.0]
    # per channel (axis 1): the st test's expectations
    dx, dw = grad(Tensor(np.ones((3, 2), np.float32)),
                  Tensor(np.arange(-6, 0).reshape(3, 2).astype(np.float32)),
                  Tensor(np.array([0.1, 0.6], np.float32)))
    np.testing.assert_allclose(dx.asnumpy(), [[0.1, 0.6]] * 3, rtol=1e-6)
    assert dw.asnumpy().tolist() == [-12.0, -9.0]


def _coo():
    return COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1., 2.], ms.float32), (2, 3))


def test_dense_op_coo_runs_the_sparse_reflected_operator():
    # tests/st/sparse/test_coo.py::test_coo_magic_methods; values measured on 2.10
    d = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    assert (d + _coo()).asnumpy().tolist() == [[0., 0., 2.], [3., 4., 7.]]
    assert (d - _coo()).asnumpy().tolist() == [[0., 2., 2.], [3., 4., 3.]]
    prod = d * _coo()
    assert isinstance(prod, COOTensor) and prod.values.asnumpy().tolist() == [-1., 10.]
    with pytest.raises(TypeError):
        d / _coo()                    # 2.10: TypeError too


def test_csr_reflected_operators_and_csr_ops_primitives():
    # tests/st/sparse/test_csr.py::test_csr_ops / test_batch_csr_ops
    indptr, indices = Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32)
    values, shape = Tensor([2., 1.], ms.float32), (2, 4)
    csr = CSRTensor(indptr, indices, values, shape)
    dense = Tensor(np.ones((2, 4), np.float32))
    prod = dense * csr
    assert isinstance(prod, CSRTensor) and prod.values.asnumpy().tolist() == [2., 1.]
    with pytest.raises(TypeError):
        dense + csr                   # 2.10: TypeError (no dense + CSR)
    assert _csr_ops.CSRMul()(indptr, indices, values, shape, dense * 3).asnumpy().tolist() \
        == [6., 3.]
    assert sorted(_csr_ops.__all__) == ["COO2CSR", "CSR2COO", "CSRDiv", "CSRGather", "CSRMM",
                                        "CSRMV", "CSRMul", "CSRReduceSum"]
    # a batched CSR ([nnz, 3] values): the gather and the row sums keep the trailing dims
    bptr, bind = Tensor([0, 1, 1, 2, 2], ms.int32), Tensor([0, 1], ms.int32)
    bvals = Tensor([[2., 1., 3.], [2., 1., 3.]], ms.float32)
    full = Tensor(np.tile(np.array([[1.], [2.]], np.float32), (4, 1, 3)))
    got = _csr_ops.CSRGather()(bptr, bind, full, (4, 2, 3))
    assert got.asnumpy().tolist() == [[1., 1., 1.], [2., 2., 2.]]
    sums = ops.csr_reduce_sum(CSRTensor(bptr, bind, bvals, (4, 2, 3)), 1)
    assert sums.shape == (4, 1, 3) and sums[2].asnumpy().tolist() == [[2., 1., 3.]]


def test_sparse_matrix_add_batched():
    # tests/st/sparse/test_csr_add.py::test_csr_add_3d (the st test's expectations)
    shape = Tensor((2, 3, 4), ms.int32)
    x1 = (shape, Tensor((0, 3, 5), ms.int32), Tensor((0, 2, 2, 3, 0, 1, 2, 2), ms.int32),
          Tensor((0, 2, 3, 3, 0), ms.int32), Tensor((1, 2, 3, 4, 5), ms.float32))
    x2 = (shape, Tensor((0, 2, 5), ms.int32), Tensor((0, 1, 2, 2, 0, 2, 2, 3), ms.int32),
          Tensor((3, 0, 0, 2, 3), ms.int32), Tensor((4, 5, 1, 2, 3), ms.float32))
    one = Tensor(1, ms.float32)
    out = SparseMatrixAdd()(*x1, *x2, one, one)
    assert out[1].asnumpy().tolist() == [0, 5, 10]
    assert out[2].asnumpy().tolist() == [0, 3, 4, 5, 0, 3, 4, 5]
    assert out[3].asnumpy().tolist() == [0, 2, 3, 0, 3] * 2
    assert out[4].asnumpy().tolist() == [1., 2., 4., 5., 3.] * 2
    cancel = SparseMatrixAdd()(*x1, *x1, one, Tensor(-1, ms.float32))
    assert cancel[3].asnumpy().tolist() == [0, 2, 3, 3, 0]       # zero sums are kept
    assert not cancel[4].asnumpy().any()


def test_reverse_v2_checks_axis_type_when_built():
    # tests/st/dynamic_shape/test_reverse_v2.py::test_reverse_v2_axis_incorrect (2.10's text)
    for axis in (0.1, 1, "a"):
        with pytest.raises(TypeError, match=r"For 'ReverseV2', the type of 'axis' should be one "
                                            r"of '\[list of int, tuple of int\]', but got <class"):
            ops.ReverseV2(axis)


def test_set_inputs_accepts_a_scalar_for_all_dynamic_dims():
    # tests/st/dynamic_shape/test_ops_lin_space.py: 2.10 skips the rank check for a 0-d input
    # when every declared dim is None (measured); other rank mismatches still raise
    class Add(nn.Cell):
        def construct(self, a, b):
            return a + b
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = Add()
        holder = Tensor(shape=[None], dtype=ms.float32)
        net.set_inputs(holder, holder)
        assert net(Tensor(5., ms.float32), Tensor(2., ms.float32)).asnumpy() == 7.0
        with pytest.raises(ValueError, match="the dims of 1th input must be the same as expected, "
                                             "but got expected: 1, and input: 2!"):
            net(Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones((2, 3)), ms.float32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_reduce_sum_skip_mode():
    # tests/st/dynamic_shape/test_reduce_sum.py; shapes and repr measured on 2.10
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    assert ops.ReduceSum(skip_mode=True)(x, ()).shape == (2, 3)
    assert ops.ReduceSum(skip_mode=False)(x, ()).shape == ()
    assert ops.ReduceSum(True, True)(x, 0).shape == (1, 3)
    assert repr(ops.ReduceSum(skip_mode=True)) == "Prim[ReduceSum]<keep_dims=False, skip_mode=True>"
