"""Behaviour checked by MindSpore's system tests in tests/st/{ops,sparse,scipy_st,...} (batch
40b), ported as small minicell tests. Values were measured on MindSpore 2.10 CPU, or are the st
test's own expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import CSRTensor, Tensor, ops


def test_csr_sensitivity_for_a_csr_output():
    # tests/st/sparse/test_csr.py::test_dense_to_csr: a CSRTensor sensitivity stands for a
    # CSRTensor output part by part; the dense input's gradient scatters its values (2.10
    # PYNATIVE_MODE, measured: [[0, 1, 2, 0], [0, 0, 0, 0], [1, 0, 0, 0]])
    dense = Tensor([[0, 1, 2, 0], [0, 0, 0, 0], [1, 0, 0, 0]], ms.float32)
    sens = CSRTensor(Tensor([0, 2, 2, 3], ms.int32), Tensor([1, 2, 0], ms.int32),
                     Tensor([1, 2, 1], ms.float32), (3, 4))
    grad = ops.GradOperation(get_all=True, sens_param=True)(lambda x: x.to_csr())
    np.testing.assert_array_equal(grad(dense, sens)[0].asnumpy(), dense.asnumpy())


def _pad_with(vector, pad_width, iaxis, kwargs):
    vector[:pad_width[0]] = kwargs.get("padder", 10)
    vector[-pad_width[1]:] = kwargs.get("padder", 10)
    return vector


def test_numpy_pad_with_a_function_mode():
    # tests/st/numpy_native/test_array_creations.py::test_pad_gpu: mnp.pad takes numpy's
    # callable mode (2.10, measured: the same rows as numpy's)
    from minicell import numpy as mnp
    x = mnp.asarray(np.arange(8, dtype=np.float32).reshape(2, 4).tolist())
    out = mnp.pad(x, ((1, 2), (2, 1)), mode=_pad_with, padder=99).asnumpy()
    expect = np.full((5, 7), 99.0, np.float32)
    expect[1:3, 2:6] = np.arange(8).reshape(2, 4)
    np.testing.assert_array_equal(out, expect)
    np.testing.assert_array_equal(mnp.pad(x, 1, mode=_pad_with).asnumpy()[0], np.full(6, 10.0))


@pytest.mark.parametrize("bounds", [(5, True), (True, 5), (True, None), (None, False)])
def test_clamp_rejects_a_bool_bound(bounds):
    # tests/st/mint/overload/test_mint_clamp.py::test_clamp_with_input_value_error: 2.10
    # (measured, mint/ops/Tensor.clamp alike) raises for a bool min or max, not only input
    x = Tensor(np.array([[1.0, 25.0], [4.0, 11.0]], np.float32))
    with pytest.raises(ValueError, match="'input', 'min' and 'max' must not be bool"):
        ms.mint.clamp(x, *bounds)
    with pytest.raises(ValueError, match="must not be bool"):
        x.clamp(Tensor(True), 3)


class _SparseToDense(ms.nn.Cell):
    def construct(self, indices, values):
        return ops.SparseToDense()(indices, values, (3, 3))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_sparse_to_dense_bool_values_get_gathered_sensitivity(mode):
    # tests/st/ops/cpu/test_sparse_to_dense_op.py::test_sparse_to_dense_int: with the int
    # indices differentiated too (get_all), bool values still get the sensitivity gathered at
    # their indices (2.10, measured in both modes: [True, True]; the indices get zeros)
    indices = Tensor(np.array([[0, 1], [1, 2]], np.int32))
    values = Tensor(np.array([True, True]))
    sens = Tensor(np.arange(9).reshape(3, 3).astype(np.bool_))
    ms.set_context(mode=mode)
    try:
        g = ops.GradOperation(get_all=True, sens_param=True)(_SparseToDense())(
            indices, values, sens)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert g[1].dtype == ms.bool_
    np.testing.assert_array_equal(g[1].asnumpy(), [True, True])
    np.testing.assert_array_equal(g[0].asnumpy(), np.zeros((2, 2), np.int32))


@pytest.mark.parametrize("dtype", [np.int8, np.uint8])
def test_masked_fill_int8_takes_a_value_tensor_of_its_dtype(dtype):
    # tests/st/ops/cpu/test_maskedfill_op.py::test_maskedfill_int8: 2.10's CPU kernel (measured,
    # both modes) fills an Int8/UInt8 input from a value Tensor of the same dtype, and refuses
    # a Python int value there
    x = Tensor(np.array([1, 2]).astype(dtype))
    mask = Tensor(np.array([True, False]))
    out = ops.MaskedFill()(x, mask, Tensor(np.array(22).astype(dtype)))
    assert out.dtype == x.dtype
    np.testing.assert_array_equal(out.asnumpy(), [22, 2])
    with pytest.raises(TypeError, match=r"Select CPU operator\[MaskedFill\] fail"):
        ops.masked_fill(x, mask, 22)


def test_layer_norm_grad_from_given_statistics_with_begin_axes_zero():
    # tests/st/ops/cpu/test_layer_norm_grad_op.py::test_layernormgrad_vmap_begin_params_axis_zero:
    # begin_params_axis=0 sums over no axis, and a given mean that is not the data's keeps its
    # term through the variance (MindSpore's kernel formula); values measured on 2.10 CPU
    from minicell.ops.operations import _grad_ops as G
    x = Tensor(np.array([[0.1, 0.5, 0.9], [0.3, 0.2, 0.8]], np.float32))
    dy = Tensor(np.array([[0.4, -0.2, 0.7], [0.1, 0.6, -0.3]], np.float32))
    gamma = Tensor(np.array([[1.0, 0.5, 2.0], [1.5, 1.0, 0.25]], np.float32))
    mean, var = Tensor(np.array([[0.7]], np.float32)), Tensor(np.array([[0.3]], np.float32))
    dx, dg, db = G.LayerNormGrad(0, 0)(x, dy, var, mean, gamma)
    np.testing.assert_allclose(dx.asnumpy(), [[-0.10675514, -0.89486694, 1.9685044],
                                              [-0.50081104, 0.28958285, -0.75565416]],
                               rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(dg.asnumpy(), [[-0.43817794, 0.07302966, 0.2556038],
                                              [-0.07302966, -0.54772246, -0.05477226]],
                               rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(db.asnumpy(), dy.asnumpy())
