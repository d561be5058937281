"""Tests for ``ops/extra_vision.py`` (CropAndResize, CTCGreedyDecoder, TridiagonalMatMul,
TensorToTuple); expected values are MindSpore 2.10's outputs for the same inputs."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from conftest import FnCell as _Fn

IMG = np.arange(2 * 4 * 5, dtype=np.float32).reshape(2, 4, 5, 1)
BOXES = np.array([[0.0, 0.0, 1.0, 1.0], [0.25, 0.2, 0.75, 0.9]], np.float32)


@pytest.mark.parametrize("fn, boxes, expect", [
    (ops.CropAndResize(), BOXES,
     [0, 2, 4, 15, 17, 19, 24.55, 25.95, 27.35, 32.05, 33.45, 34.85]),
    (ops.CropAndResize(method="nearest"), BOXES, [0, 2, 4, 15, 17, 19, 26, 27, 29, 31, 32, 34]),
])
def test_crop_and_resize_values(mode, fn, boxes, expect):
    fn2 = lambda i, b, k: fn(i, b, k, (2, 3))
    out = _Fn(fn2)(
        ms.Tensor(IMG), ms.Tensor(boxes), ms.Tensor(np.array([0, 1], np.int32)))
    np.testing.assert_allclose(out.asnumpy().reshape(-1), expect, rtol=1e-5, atol=1e-4)


def test_crop_and_resize_extrapolates_outside_the_image(mode):
    box = ms.Tensor(np.array([[-0.5, 0.1, 0.8, 1.2]], np.float32))
    fn3 = (lambda i, b: ops.crop_and_resize(i, b, ms.Tensor([0], ms.int32), (3, 2),
                                            extrapolation_value=-1.0))
    out = _Fn(fn3)(ms.Tensor(IMG[:1]), box)
    np.testing.assert_allclose(out.asnumpy().reshape(-1), [-1, -1, 2.65, -1, 12.4, -1],
                               rtol=1e-5, atol=1e-4)


def test_crop_and_resize_single_sample_and_gradient(mode):
    box = ms.Tensor(np.array([[0.2, 0.1, 0.8, 1.2]], np.float32))
    one = ops.crop_and_resize(ms.Tensor(IMG[:1]), box, ms.Tensor([0], ms.int32), (1, 1))
    assert np.allclose(one.asnumpy().reshape(-1), [10.1])
    fn4 = (lambda i: ops.crop_and_resize(i, ms.Tensor(BOXES), ms.Tensor([0, 1], ms.int32),
                                         (2, 3)))
    net = _Fn(fn4)
    grad = ms.grad(net)(ms.Tensor(IMG)).asnumpy()
    assert grad.shape == IMG.shape and np.isclose(grad.sum(), 12.0)   # each sample's weights sum to 1
    assert grad[0, 0, 0, 0] == 1.0 and grad[0, 1, 1, 0] == 0.0


def test_ctc_greedy_decoder_as_mindspore():
    x = ms.Tensor(np.array([[[0.6, 0.4, 0.2], [0.8, 0.6, 0.3]],
                            [[0.0, 0.6, 0.0], [0.5, 0.4, 0.5]]], np.float32))
    idx, val, shape, logp = ops.ctc_greedy_decoder(x, ms.Tensor([2, 2], ms.int32))
    assert idx.asnumpy().tolist() == [[0, 0], [0, 1], [1, 0]] and idx.dtype == ms.int64
    assert val.asnumpy().tolist() == [0, 1, 0] and shape.asnumpy().tolist() == [2, 2]
    np.testing.assert_allclose(logp.asnumpy(), [[-1.2], [-1.3]], rtol=1e-6)
    _, val, _, _ = ops.CTCGreedyDecoder(merge_repeated=False)(x, ms.Tensor([2, 2], ms.int32))
    assert val.asnumpy().tolist() == [0, 1, 0, 0]
    with pytest.raises(RuntimeError,         # MindSpore 2.10's kernel error (measured)
                       match=r"CTCGreedyDecoder', sequence_length\[0\] 3 should be less than 2"):
        ops.ctc_greedy_decoder(x, ms.Tensor([3, 2], ms.int32))


def test_tridiagonal_matmul_and_tensor_to_tuple(mode):
    diags = [ms.Tensor(np.array([v], np.float32)) for v in ([1, 2, 3], [4, 5, 6], [7, 8, 9])]
    rhs = ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    out = _Fn(ops.TridiagonalMatMul())(*diags, rhs)
    assert out.asnumpy().tolist() == [[2, 7], [18, 33], [42, 57]]
    grad = ms.grad(_Fn(ops.TridiagonalMatMul()), grad_position=3)(*diags, rhs)
    assert grad.asnumpy().tolist() == [[12, 12], [15, 15], [8, 8]]   # column sums of the matrix
    assert ops.TensorToTuple()(ms.Tensor([1, 2])) == (1, 2)
    with pytest.raises(ValueError, match="TridiagonalMatMul.*superdiag"):
        ops.TridiagonalMatMul()(ms.Tensor([1.0]), *diags[1:], rhs)
