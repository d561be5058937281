"""sparse4: the sparse Primitives of ``ops.operations.sparse_ops`` / ``_grad_ops`` that MindSpore's
ut ``test_ops.py`` imports (``sparse_coo_more``, ``sparse_ragged``): values, dtypes and errors
measured on MindSpore 2.10 (CPU, PYNATIVE_MODE); the composites also in a compiled graph."""
import numpy as np
import pytest

import minicell as ms
from minicell.ops.operations import _grad_ops as G
from minicell.ops.operations import sparse_ops as S

from conftest import FnCell


def i64(a):
    return ms.Tensor(np.array(a, np.int64))


def i32(a):
    return ms.Tensor(np.array(a, np.int32))


def f32(a):
    return ms.Tensor(np.array(a, np.float32))


def parts(out):
    return [(o.dtype, o.asnumpy().tolist()) for o in out]


# ---- SparseToDenseV2 ------------------------------------------------------------------------------

@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_to_dense_v2_values_and_default():
    out = S.SparseToDenseV2()(i64([[0, 1], [1, 0]]), i64([2, 3]), f32([1.0, 3.0]), f32(7.0))
    assert out.dtype == ms.float32
    assert out.asnumpy().tolist() == [[7.0, 1.0, 7.0], [3.0, 7.0, 7.0]]
    assert S.SparseToDenseV2()(i64([0, 2]), i64([4]), f32([1.0, 2.0]), f32(7.0)).asnumpy() \
        .tolist() == [1.0, 7.0, 2.0, 7.0]


@pytest.mark.parametrize("idx, validate, text", [
    ([[0, 1], [0, 1]], True, "the indices is repeated"),
    ([[0, 1], [0, 1]], False, "the indices is repeated"),
    ([[1, 1], [0, 1]], True, "the indices is out of order."),
    ([[0, 1], [2, 1]], True, "the indices is out of bounds."),
])
def test_sparse_to_dense_v2_index_errors(idx, validate, text):
    with pytest.raises(ValueError, match=f"For 'SparseToDenseV2', {text}"):
        S.SparseToDenseV2(validate)(i64(idx), i64([2, 3]), f32([1.0, 3.0]), f32(7.0))


def test_sparse_to_dense_v2_type_errors():
    with pytest.raises(TypeError, match=r"For primitive\[SparseToDenseV2\], the input type must "
                                        r"be same."):
        S.SparseToDenseV2()(i32([[0, 1]]), i64([2, 3]), f32([1.0]), f32(7.0))
    with pytest.raises(ValueError, match="the size of it should not be empty"):
        S.SparseToDenseV2()(i64([[0, 1]]), i64([2, 3]), f32(5.0), f32(7.0))
    with pytest.raises(TypeError, match="validate_indices"):
        S.SparseToDenseV2(validate_indices=1)


# ---- SparseSoftmax / SparseSliceGrad / SparseConcat (composites) ---------------------------------

_SOFTMAX_ARGS = ([[0, 0], [0, 3], [1, 2], [1, 5], [2, 0], [2, 5]], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                 [6, 6])


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_softmax_groups_by_leading_indices():
    out = S.SparseSoftmax()(i64([[0, 0, 1], [0, 0, 2], [0, 1, 0], [1, 1, 1]]),
                            f32([1, 2, 3, 4]), i64([2, 2, 3]))
    # 2.10: [0.2689414, 0.7310586, 1.0, 1.0]
    # 2.10: [0.2689414024, 0.7310585976, 1.0, 1.0] (its expf is 1 ulp off exp's rounding)
    np.testing.assert_allclose(out.asnumpy(), [0.26894140243530273, 0.7310585975646973, 1.0, 1.0],
                               rtol=2.5e-7)
    out = S.SparseSoftmax()(i64([[0, 0], [0, 2], [1, 1]]), ms.Tensor([1.0, 2.0, 3.0], ms.float64),
                            i64([2, 3]))
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), [0.2689414213699951, 0.7310585786300049, 1.0])
    # unsorted indices: the results come in row-major order of the indices (2.10)
    out = S.SparseSoftmax()(i64([[0, 0, 0], [1, 1, 1], [0, 1, 1], [0, 0, 1]]),
                            ms.Tensor([1.0, 2.0, 3.0, 2.0], ms.float64), i64([0, 0, 0]))
    np.testing.assert_allclose(out.asnumpy(), [0.2689414213699951, 0.7310585786300049, 1.0, 1.0])


def test_sparse_softmax_errors():
    with pytest.raises(TypeError, match=r"For primitive\[SparseSoftmax\], the input type must be "
                                        r"same."):
        S.SparseSoftmax()(i32([[0, 0]]), f32([1.0]), i64([2, 3]))
    with pytest.raises(TypeError, match=r"the input argument\[values\] must be a type of "
                                        r"\{Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                                        r"Tensor\[Int32\]"):
        S.SparseSoftmax()(i64([[0, 0]]), i32([1]), i64([2, 3]))


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_slice_grad_scatters_back():
    out = G.SparseSliceGrad()(i64([1, 2, 3]), i64([[0, 1], [1, 2], [1, 3], [2, 2]]), i64([0, 0]),
                              i64([[0, 1], [1, 2], [2, 2]]))
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [1, 2, 0, 3]
    with pytest.raises(TypeError, match=r"input argument\[indices\] must be a type of "
                                        r"\{Tensor\[Int64\]\}, but got Tensor\[Int32\]"):
        G.SparseSliceGrad()(f32([1, 2]), i32([[0, 1]]), i64([1, 1]), i64([[0, 0], [0, 1]]))
    with pytest.raises(ValueError, match=r"backprop_val_grad.shape = \(3\) and new_indices.shape "
                                         r"= \(2, 2\)"):
        G.SparseSliceGrad()(f32([1, 2, 3]), i64([[0, 1]]), i64([1, 1]), i64([[0, 0], [0, 1]]))


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_concat_row_major_order():
    out = S.SparseConcat(concat_dim=1)((i64([[0, 0], [1, 2]]), i64([[0, 1]]), i64([[2, 0]])),
                                       (f32([1, 2]), f32([3]), f32([4])),
                                       (i64([3, 3]), i64([3, 2]), i64([3, 1])))
    assert parts(out) == [(ms.int64, [[0, 0], [0, 4], [1, 2], [2, 5]]),
                          (ms.float32, [1.0, 3.0, 2.0, 4.0]), (ms.int64, [3, 6])]
    out = S.SparseConcat(concat_dim=0)((i64([[0, 0]]), i64([[0, 1]])), (i32([4]), i32([5])),
                                       (i64([3, 3]), i64([4, 3])))
    assert parts(out) == [(ms.int64, [[0, 0], [3, 1]]), (ms.int32, [4, 5]), (ms.int64, [7, 3])]


def test_sparse_concat_errors():
    with pytest.raises(RuntimeError, match="The No.1 shape is 2 not equal with first COO tensor "
                                           "shape: 3."):
        S.SparseConcat(0)((i64([[0, 0]]), i64([[0, 1]])), (f32([1]), f32([3])),
                          (i64([3, 3]), i64([3, 2])))
    with pytest.raises(TypeError, match=r"For primitive\[SparseConcat\], the input type must be "
                                        r"same."):
        S.SparseConcat(0)((i64([[0, 0]]), i64([[0, 1]])), (f32([1]), i32([3])),
                          (i64([3, 3]), i64([3, 3])))


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_composites_in_graph(graph_mode):
    out = FnCell(S.SparseSoftmax())(*(i64(_SOFTMAX_ARGS[0]), f32(_SOFTMAX_ARGS[1]),
                                    i64(_SOFTMAX_ARGS[2])))
    np.testing.assert_allclose(out.asnumpy(), [0.26894140243530273, 0.7310585975646973] * 3,
                               rtol=2.5e-7)     # 2.10, to its expf's ulp
    out = FnCell(S.CSRSparseMatrixToSparseTensor())(i64([2, 2, 4]), i64([0, 3, 6]),
                                                   i64([0, 1, 3, 0, 1, 3]), i64([1, 2, 3, 1, 2, 3]),
                                                   f32([1, 4, 3, 1, 4, 3]))
    assert out[0].asnumpy().tolist() == [[0, 0, 1], [0, 1, 2], [0, 1, 3], [1, 0, 1], [1, 1, 2],
                                         [1, 1, 3]]
    out = FnCell(S.DenseToCSRSparseMatrix())(f32([[[1, 0], [0, 2]], [[0, 3], [0, 0]]]),
                                           i64([[0, 0, 0], [0, 1, 1], [1, 0, 1]]))
    assert [o.asnumpy().tolist() for o in out] == [[2, 2, 2], [0, 2, 3], [0, 1, 2, 0, 1, 1],
                                                   [0, 1, 1], [1.0, 2.0, 3.0]]


# ---- SparseFillEmptyRows / Sspaddmm / SetSize (host structure) -----------------------------------

@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_fill_empty_rows():
    out = S.SparseFillEmptyRows()(i64([[3, 1], [0, 0], [3, 0]]), f32([1, 2, 3]), i64([5, 2]),
                                  f32(9.0))
    assert parts(out) == [(ms.int64, [[0, 0], [1, 0], [2, 0], [3, 1], [3, 0], [4, 0]]),
                          (ms.float32, [2.0, 9.0, 9.0, 1.0, 3.0, 9.0]),
                          (ms.bool_, [False, True, True, False, True]), (ms.int64, [3, 0, 4])]
    with pytest.raises(TypeError, match=r"argument\[indices\] must be a type of "
                                        r"\{Tensor\[Int64\]\}, but got Tensor\[Int32\]"):
        S.SparseFillEmptyRows()(i32([[1, 0]]), i64([4]), i64([2, 3]), i64(5))
    with pytest.raises(TypeError, match="the input type must be same"):
        S.SparseFillEmptyRows()(i64([[1, 0]]), f32([4]), i64([2, 3]), i64(5))


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sspaddmm():
    x3 = f32([[1, 2, 3], [1, 3, 2], [3, 2, 1]])
    out = S.Sspaddmm()(i64([[0, 1], [0, 1]]), f32([1, 2]), i64([3, 3]),
                       i64([[0, 0, 1], [0, 2, 1]]), f32([3, 4, 5]), i64([3, 3]), x3, f32(2.0),
                       f32(3.0))
    assert parts(out) == [(ms.int64, [[0, 1, 0, 0, 0, 1, 1, 1], [0, 1, 0, 1, 2, 0, 1, 2]]),
                          (ms.float32, [3.0, 6.0, 30.0, 28.0, 26.0, 10.0, 30.0, 20.0]),
                          (ms.int64, [3, 3])]
    # rows of x2 @ x3 in order of first use (2.10)
    out = S.Sspaddmm()(i64([[0], [0]]), f32([1]), i64([3, 3]), i64([[2, 0, 2], [0, 2, 1]]),
                       f32([3, 4, 5]), i64([3, 3]), x3, f32(1.0), f32(1.0))
    assert out[0].asnumpy().tolist() == [[0, 2, 2, 2, 0, 0, 0], [0, 0, 1, 2, 0, 1, 2]]
    assert out[1].asnumpy().tolist() == [1.0, 8.0, 21.0, 19.0, 12.0, 8.0, 4.0]
    with pytest.raises(ValueError, match=r"x1's dense shape \[3,4\]  should equal to "
                                         r"x2@x3_dense shape \[3,3\]"):
        S.Sspaddmm()(i64([[0], [0]]), f32([1]), i64([3, 4]), i64([[0], [0]]), f32([3]),
                     i64([3, 3]), x3, f32(1.0), f32(1.0))


def test_set_size():
    out = S.SetSize()(i64([[0, 1, 0], [0, 1, 1], [0, 2, 0], [0, 2, 1], [1, 1, 2]]),
                      ms.Tensor(np.array([7, 8, 2, 2, 5], np.uint8)), i64([2, 3, 4]))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[0, 2, 1], [0, 1, 0]]
    assert S.SetSize()(i64([[0, 0], [0, 1], [1, 0], [1, 3]]), i64([1, 1, 3, 3]), i64([2, 4])) \
        .asnumpy().tolist() == [1, 1]
    with pytest.raises(ValueError, match="For 'SetSize', indices is out of order, index=1."):
        S.SetSize()(i64([[0, 1], [0, 0]]), i64([1, 2]), i64([2, 4]))
    assert S.SetSize(False)(i64([[0, 1], [0, 0]]), i64([1, 2]), i64([2, 4])).asnumpy() \
        .tolist() == [2, 0]
    with pytest.raises(TypeError, match=r"argument\[set_values\] must be a type of"):
        S.SetSize()(i64([[0, 0]]), f32([1]), i64([2, 4]))


# ---- CSR conversions, transpose --------------------------------------------------------------------

@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_dense_to_csr_and_back():
    out = S.DenseToCSRSparseMatrix()(f32([[1, 0], [0, 1]]), i32([[0, 0], [1, 1]]))
    assert parts(out) == [(ms.int32, [2, 2]), (ms.int32, [0, 2]), (ms.int32, [0, 1, 2]),
                          (ms.int32, [0, 1]), (ms.float32, [1.0, 1.0])]
    with pytest.raises(TypeError, match=r"argument\[dense_input\] must be a type of "
                                        r"\{Tensor\[Complex128\], Tensor\[Complex64\], "
                                        r"Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                                        r"Tensor\[Int32\]"):
        S.DenseToCSRSparseMatrix()(i32([[1, 0], [0, 1]]), i64([[0, 0], [1, 1]]))
    out = S.CSRSparseMatrixToSparseTensor()(i32([2, 4]), i32([0, 2]), i32([0, 1, 2]),
                                            i32([1, 3]), ms.Tensor([1.0, 2.0], ms.float64))
    assert parts(out) == [(ms.int32, [[0, 1], [1, 3]]), (ms.float64, [1.0, 2.0]),
                          (ms.int32, [2, 4])]


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_sparse_matrix_transpose():
    out = S.SparseMatrixTranspose()(i64([2, 2, 3]), i64([0, 2, 3]), i64([0, 1, 2, 0, 1, 1]),
                                    i64([2, 0, 1]), f32([1, 2, 3]))
    assert parts(out) == [(ms.int64, [2, 3, 2]), (ms.int64, [0, 2, 3]),
                          (ms.int64, [0, 1, 1, 2, 0, 0, 1, 1]), (ms.int64, [1, 0, 0]),
                          (ms.float32, [2.0, 1.0, 3.0])]
    out = S.SparseMatrixTranspose(conjugate=True)(
        i64([2, 3]), i64([0, 2]), i64([0, 1, 2]), i64([2, 0]),
        ms.Tensor(np.array([1 + 2j, 3 - 1j], np.complex64)))
    assert out[4].asnumpy().tolist() == [3 + 1j, 1 - 2j]
    assert out[2].asnumpy().tolist() == [0, 1, 1, 2]


# ---- ragged ----------------------------------------------------------------------------------------

@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_ragged_tensor_to_sparse():
    out = S.RaggedTensorToSparse(Tsplits=ms.int64)((i64([0, 2, 4]), i64([0, 3, 3, 5, 6])),
                                                   i64([1, 2, 3, 4, 5, 6]))
    assert parts(out) == [(ms.int64, [[0, 0, 0], [0, 0, 1], [0, 0, 2], [1, 0, 0], [1, 0, 1],
                                      [1, 1, 0]]),
                          (ms.int64, [1, 2, 3, 4, 5, 6]), (ms.int64, [2, 2, 3])]
    out = S.RaggedTensorToSparse(Tsplits=ms.int64)((i64([0, 2, 3]),), f32([[1, 2], [3, 4], [5, 6]]))
    assert out[0].asnumpy().tolist() == [[0, 0, 0], [0, 0, 1], [0, 1, 0], [0, 1, 1], [1, 0, 0],
                                         [1, 0, 1]]
    assert out[2].asnumpy().tolist() == [2, 2, 2]
    with pytest.raises(TypeError, match=r"argument\[rt_nested_splits\] must be a type of "
                                        r"\{Tensor\[Int32\]\}, but got Tensor\[Int64\]"):
        S.RaggedTensorToSparse(Tsplits=ms.int32)((i64([0, 2, 2, 3]),), f32([1, 2, 3]))


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_ragged_tensor_to_tensor():
    op = S.RaggedTensorToTensor(row_partition_types=["ROW_SPLITS"])
    out = op(i32([4, 4]), i64([1, 2, 3, 4, 5, 6, 7, 8, 9]), i64(0), (i32([0, 3, 3, 7, 9]),))
    assert out.dtype == ms.int64
    assert out.asnumpy().tolist() == [[1, 2, 3, 0], [0, 0, 0, 0], [4, 5, 6, 7], [8, 9, 0, 0]]
    # -1: the ragged size; a smaller size drops values
    assert op(i64([-1, -1]), f32(np.arange(5)), f32(-1.0), [i64([0, 2, 5])]).asnumpy().tolist() \
        == [[0.0, 1.0, -1.0], [2.0, 3.0, 4.0]]
    assert op(i64([1, 2]), f32(np.arange(5)), f32(-1.0), [i64([0, 2, 5])]).asnumpy().tolist() \
        == [[0.0, 1.0]]
    rowids = S.RaggedTensorToTensor(["FIRST_DIM_SIZE", "VALUE_ROWIDS"])
    assert rowids(i64([-1, -1]), f32([1, 2, 3]), f32(0.0), [i64(3), i64([0, 0, 2])]).asnumpy() \
        .tolist() == [[1.0, 2.0], [0.0, 0.0], [3.0, 0.0]]
    with pytest.raises(TypeError, match="the input data type must be list or tuple of tensors"):
        op(i64([2, 2]), f32([1]), f32(0.0), i64([0, 1]))


@pytest.mark.parametrize("types, text", [
    ([], "row_partition_types cannot be empty"),
    (["VALUE_ROWIDS"], "the first element of row_partition_types must be in"),
    (["ROW_SPLITS", "BAD"], "row_partition_types only support"),
    (["FIRST_DIM_SIZE", "ROW_SPLITS"], "'VALUE_ROWIDS' must be preceded by 'FIRST_DIM_SIZE'"),
])
def test_ragged_tensor_to_tensor_partition_types(types, text):
    with pytest.raises(ValueError, match=text):
        S.RaggedTensorToTensor(types)


def test_sparse_cross_hashed_structure():
    op = S.SparseCross(hashed_output=True, num_buckets=1, hash_key=1, out_type=ms.int64,
                       internal_type=ms.int64)
    out = op((i64([[0, 0], [1, 0], [1, 1]]), i64([[0, 0], [1, 0]])), (i64([1, 2, 3]), i64([4, 5])),
             (i64([2, 2]), i64([2, 1])), (i64([[6], [7]]), i64([[6], [7]])))
    assert parts(out) == [(ms.int64, [[0, 0], [1, 0], [1, 1]]), (ms.int64, [0, 0, 0]),
                          (ms.int64, [2, 2])]
    with pytest.raises(TypeError, match="hashed_output should be true"):
        S.SparseCross(False, 1, ms.int64, ms.int64)((i64([[0, 0]]),), (i64([1]),), (i64([1, 1]),),
                                                    ())
