"""Values and checks of single ops that must match MindSpore 2.10's CPU kernels exactly
(rounding, NaN handling, is_grad outputs, argument checks); expected values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.ops import operations as P
from minicell.ops.operations.math_ops import FFTWithSize


def test_hswish_rounds_like_mindspore_kernel():
    # x * (x + 3) / 6 with a true division: 2 -> 10 / 6 = 1.6666666 (not 2 * 0.16666667 * 5)
    x = np.array([-1, -2, 0, 2, 1], np.float32)
    got = P.HSwish()(Tensor(x)).asnumpy()
    np.testing.assert_array_equal(
        got, np.array([-0.33333334, -0.33333334, 0., 1.6666666, 0.6666667], np.float32))
    # float16: 10 / 6 -> 1.667; at or below -3 a plain 0 (no -0.0); from 3 up x itself
    h = P.HSwish()(Tensor(np.array([2, -3.1, 3.5], np.float16))).asnumpy()
    assert h.tolist() == [np.float16(1.667), 0.0, 3.5] and not np.signbit(h[1])
    # integer kernels truncate
    assert P.HSwish()(Tensor(np.array([-4, -2, 1, 2, 4], np.int32))).asnumpy().tolist() == \
        [0, 0, 0, 1, 4]


def test_sparse_softmax_cross_entropy_is_grad_returns_the_logits_gradient():
    logits = Tensor(np.array([[1, 1, 10], [1, 10, 1], [10, 1, 1]], np.float32))
    labels = Tensor(np.array([2, 1, 0], np.int32))
    grad = P.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(logits, labels).asnumpy()
    small, big = 4.112636e-05, -8.222461e-05
    np.testing.assert_allclose(grad, [[small, small, big], [small, big, small],
                                      [big, small, small]], rtol=1e-3)
    loss = P.SparseSoftmaxCrossEntropyWithLogits()(logits, labels).asnumpy()
    np.testing.assert_allclose(loss, 0.00024673407, rtol=1e-3)


def test_ctc_loss_lengths_types():
    lp = Tensor(np.log(np.full((2, 1, 3), 1 / 3, np.float32)))
    targets, il = Tensor([[1, 2]], ms.int32), Tensor([2], ms.int32)
    loss_t, _ = ops.ctc_loss(lp, targets, il, Tensor([1], ms.int32))
    loss_tuple, _ = ops.ctc_loss(lp, targets, (2,), (1,))   # tuples of ints are lengths too
    np.testing.assert_allclose(loss_tuple.asnumpy(), loss_t.asnumpy())
    np.testing.assert_allclose(loss_t.asnumpy(), -np.log(3 * (1 / 9)), rtol=1e-5)
    with pytest.raises(TypeError, match=r"argument\[target_lengths\] must be a type of "
                                        r"\{Int32, Int64\}, but got Float32"):
        ops.ctc_loss(lp, targets, il, (0.17,))
    with pytest.raises(TypeError, match=r"\{Tensor\[Int32\], Tensor\[Int64\]\}, but got "
                                        r"Tensor\[Float32\]"):
        ops.ctc_loss(lp, targets, Tensor([2.0]), Tensor([1], ms.int32))
    with pytest.raises(TypeError, match="AbstractList must be a tuple or a tensor"):
        ops.ctc_loss(lp, targets, il, [1])


def test_cummin_cummax_nan_sticks_from_its_first_position():
    # a later NaN takes the index (2.10 measured, session 33: [..., 5, 5, 7], not [..., 5, 5, 5])
    inf, nan = float("inf"), float("nan")
    x = Tensor(np.array([4, inf, 1.5, -inf, 0, nan, 1, nan], np.float32))
    v, i = ops.cummin(x, 0)
    np.testing.assert_array_equal(v.asnumpy(), [4, 4, 1.5, -inf, -inf, nan, nan, nan])
    assert i.asnumpy().tolist() == [0, 0, 2, 3, 3, 5, 5, 7]
    v, i = ops.cummax(x, 0)
    np.testing.assert_array_equal(v.asnumpy(), [4, inf, inf, inf, inf, nan, nan, nan])
    assert i.asnumpy().tolist() == [0, 1, 1, 1, 1, 5, 5, 7]


def test_fft_with_size_irfft_checks():
    x = Tensor(np.ones((2, 1), np.complex64))
    with pytest.raises(ValueError, match="the last dimension of the input cannot be 1"):
        FFTWithSize(2, True, True)(x)
    y = Tensor(np.ones((2, 4, 3), np.complex64))
    with pytest.raises(ValueError, match=r"invalid signal_sizes: \[const vector\]\{4, 3\}, a "
                                         r"valid one should be \[const vector\]\{4, 4\}, or "
                                         r"\[const vector\]\{4, 5\}"):
        FFTWithSize(2, True, True, signal_sizes=(4, 3))(y)
    assert FFTWithSize(2, True, True, signal_sizes=(4, 5))(y).shape == (2, 4, 5)


def test_fold_output_size_checks():
    x = Tensor(np.ones([16, 64, 4], np.float32))
    kw = dict(kernel_size=[2, 2], dilation=[2, 2], padding=[2, 2], stride=[2, 2])
    with pytest.raises(ValueError, match=r"the value of 'output_size' must not be negative, but "
                                         r"got \[6, -1\]"):
        ops.fold(x, Tensor([6, -1], ms.int32), **kw)
    with pytest.raises(ValueError, match="got input.size\\[3\\]: 4, calculated number of sliding "
                                         "blocks: 9"):
        ops.fold(x, Tensor([3, 3], ms.int32), **kw)
    assert ops.fold(x, Tensor([6, 0], ms.int32), **kw).shape == (16, 16, 6, 0)


def test_hswish_graph_matches_pynative():
    class Net(nn.Cell):
        def construct(self, x):
            return ops.hardswish(x)
    x = Tensor(np.array([-4, -3, -1, 2, 3, 5], np.float32))
    eager = Net()(x).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        graph = Net()(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(graph, eager)
    assert graph[3] == np.float32(1.6666666)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_scatter_nd_div_on_integers_truncates_and_saturates_on_zero(mode):
    # 2.10 CPU: -7/2 -> -3, 7/-2 -> -3 (toward zero); 5/0 -> max, -2/0 -> min, 0/0 -> 0;
    # 100 divided by 3 twice (duplicate index) -> 11
    class Net(nn.Cell):
        def __init__(self, x):
            super().__init__()
            self.x = ms.Parameter(x, name="x")
            self.div = ops.ScatterNdDiv()

        def construct(self, indices, updates):
            self.div(self.x, indices, updates)
            return self.x

    ms.set_context(mode=mode)
    idx = Tensor(np.array([[0], [1], [2], [3], [3], [5], [6]], np.int32))
    for dt, lo, hi in ((np.int8, -128, 127), (np.int64, -2 ** 63, 2 ** 63 - 1)):
        x = Tensor(np.array([-7, 7, 5, 100, -3, 0, -2], dt))
        out = Net(x)(idx, Tensor(np.array([2, -2, 0, 3, 3, 0, 0], dt))).asnumpy()
        assert out.dtype == dt and out.tolist() == [-3, -3, hi, 11, -3, 0, lo]
    out = ops.tensor_scatter_div(Tensor(np.array([9, 8], np.uint8)), Tensor(np.array([[0], [1]])),
                                 Tensor(np.array([2, 0], np.uint8)))
    assert out.asnumpy().tolist() == [4, 255]
