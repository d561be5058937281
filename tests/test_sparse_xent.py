"""Sparse softmax cross entropy as MindSpore 2.10's two CPU kernels compute it
(``runtime/primitives/sparse_xent.py``): 'mean' is SparseSoftmaxCrossEntropyWithLogits (only the
label's class counts; labels out of range raise), 'none'/'sum' are OneHot then the dense kernel
(an out-of-range label gives a zero loss; a -inf logit makes its row NaN). The values marked
2.10 were measured with MindSpore 2.10.0 on CPU in both modes (session 49)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class _Loss(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction=reduction)

    def construct(self, x, y):
        return self.loss(x, y)


def _t(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


def _log_softmax(x):
    x = x.astype(np.float64)
    m = x.max(-1, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(-1, keepdims=True))


_X = np.array([[1.0, 3.0, 2.0], [0.5, 0.1, -0.3]], np.float32)
_X_NEG_INF = np.array([[1.0, -np.inf, 2.0], [0.5, 0.1, -0.3]], np.float32)


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_values_of_the_three_reductions(mode, dtype):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((6, 5)).astype(np.float32)
    y = rng.integers(0, 5, 6)
    per = -_log_softmax(x)[np.arange(6), y]
    for red, want in (("none", per), ("sum", per.sum()), ("mean", per.mean())):
        got = _Loss(red)(_t(x), _t(y, dtype)).asnumpy()
        np.testing.assert_allclose(got, want, rtol=2e-6, err_msg=red)
    # 2.10's printed values on the fixed logits
    np.testing.assert_allclose(_Loss("mean")(_t(_X), _t([0, 2], dtype)).asnumpy(), 1.9794283,
                               rtol=1e-7)


def test_out_of_range_labels_give_a_zero_loss_without_one_hot_raising(mode):
    for label in (3, -1, 7):
        got = _Loss("none")(_t(_X), _t([0, label], np.int32)).asnumpy()
        np.testing.assert_allclose(got, [2.4076061, 0.0], rtol=1e-6)
        assert np.signbit(got[1])                                     # 2.10 prints -0.
        np.testing.assert_allclose(_Loss("sum")(_t(_X), _t([0, label], np.int32)).asnumpy(),
                                   2.4076061, rtol=1e-6)


def test_out_of_range_labels_raise_in_the_mean_kernel(mode):
    with pytest.raises(IndexError, match=r"For 'SoftmaxCrossEntropyWithLogits', the 'labels' "
                                         r"should be in the range \[0, 3\), but got -1"):
        _Loss("mean")(_t(_X), _t([0, -1], np.int32))
    with pytest.raises(IndexError, match=r"For 'SparseSoftmaxCrossEntropyWithLogits'.*got 5"):
        ops.SparseSoftmaxCrossEntropyWithLogits()(_t(_X), _t([5, 0], np.int32))


def test_a_minus_inf_logit_counts_only_through_the_one_hot_product(mode):
    mean = _Loss("mean")(_t(_X_NEG_INF), _t([0, 2], np.int32)).asnumpy()
    np.testing.assert_allclose(mean, 1.4322567, rtol=1e-6)          # 2.10: finite
    none = _Loss("none")(_t(_X_NEG_INF), _t([0, 2], np.int32)).asnumpy()
    assert np.isnan(none[0]) and none[1] == pytest.approx(1.5512505, rel=1e-6)   # 2.10
    assert np.isnan(_Loss("sum")(_t(_X_NEG_INF), _t([0, 2], np.int32)).asnumpy())
    # ops.SparseSoftmaxCrossEntropyWithLogits is the mean kernel
    op = ops.SparseSoftmaxCrossEntropyWithLogits()(_t(_X_NEG_INF), _t([0, 2], np.int32))
    np.testing.assert_allclose(op.asnumpy(), mean, rtol=1e-7)


def test_gradients_are_softmax_minus_one_hot(mode):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((4, 3)).astype(np.float32)
    y = np.array([2, 0, 1, 1])
    soft = np.exp(_log_softmax(x))
    hot = np.eye(3)[y]
    for red, scale in (("mean", 1 / 4), ("sum", 1.0)):
        grad = ms.grad(_Loss(red))(_t(x), _t(y, np.int32)).asnumpy()
        np.testing.assert_allclose(grad, (soft - hot) * scale, rtol=1e-5, atol=1e-7,
                                   err_msg=red)


def test_float16_logits_keep_their_dtype(mode):
    x = _t(_X, np.float16)
    for red in ("mean", "none"):
        out = _Loss(red)(x, _t([0, 2], np.int32))
        assert out.dtype == ms.float16
    np.testing.assert_allclose(_Loss("mean")(x, _t([0, 2], np.int32)).asnumpy(), 1.9794283,
                               rtol=2e-3)


def test_mean_over_more_dimensions_flattens_the_samples(mode):
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    y = rng.integers(0, 4, (2, 3))
    want = -_log_softmax(x.reshape(6, 4))[np.arange(6), y.reshape(6)].mean()
    got = _Loss("mean")(_t(x), _t(y, np.int32)).asnumpy()
    np.testing.assert_allclose(got, want, rtol=2e-6)
