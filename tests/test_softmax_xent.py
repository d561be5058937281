"""Sparse softmax cross entropy as MindSpore 2.10's two CPU kernels compute it
(``runtime/primitives/softmax_xent.py``): 'mean' is SparseSoftmaxCrossEntropyWithLogits (only the
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
    with pytest.raises(IndexError, match=r"For 'SparseSoftmaxCrossEntropyWithLogits' got error "
                                         r"label! label\[index\] must <= class_num, but got "
                                         r"index = 0 label\[index\] = 5 and class_num = 3$"):
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


def test_float16_logits_are_computed_in_float32_by_the_mean_kernel(mode):
    x = _t(np.random.default_rng(0).standard_normal((3, 4)), np.float16)
    y = _t([0, 1, 2], np.int32)
    out = _Loss("mean")(x, y)
    assert out.dtype == ms.float16
    assert float(out.asnumpy()) == np.float16(1.573)          # 2.10 (float16 throughout: 1.572)
    op = ops.SparseSoftmaxCrossEntropyWithLogits()(x, y)
    assert op.dtype == ms.float16 and float(op.asnumpy()) == np.float16(1.573)


# 2.10's checks and texts (measured), both modes
_BAD = {
    "mean Float64 logits": (lambda: _Loss("mean")(_t(_X, np.float64), _t([0, 2], np.int32)),
                            TypeError, r"For primitive\[SparseSoftmaxCrossEntropyWithLogits\], "
                            r"the input argument\[logits_type\(features_type\)\] must be a type "
                            r"of \{Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                            r"Tensor\[Float64\]"),
    "none Float16 logits": (lambda: _Loss("none")(_t(_X, np.float16), _t([0, 2], np.int32)),
                            TypeError, r"For primitive\[SoftmaxCrossEntropyWithLogits\], the "
                            r"input type must be same. name:\[label_type\]:Tensor\[Float32\]. "
                            r"name:\[logits_type\]:Tensor\[Float16\]"),
    "sum Float64 logits": (lambda: _Loss("sum")(_t(_X, np.float64), _t([0, 2], np.int32)),
                           TypeError, r"logits_type\]:Tensor\[Float64\]"),
    "op 1-d logits": (lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(
        _t([1.0, 2.0]), ms.Tensor(np.int32(1))), ValueError,
        r"^Features shape length must be greater than 1$"),
    "op labels rank": (lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(
        _t(_X), _t([[0], [2]], np.int32)), ValueError,
        r"^Features shape length must be equal to Labels shape length plus 1$"),
    "op labels batch": (lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(
        _t(_X), _t([0, 2, 1], np.int32)), ValueError,
        r"^Labels shape value must be equal to the Features except the last dimension"),
}


@pytest.mark.parametrize("name", sorted(_BAD))
def test_bad_inputs_raise_as_2_10(mode, name):
    fn, err, message = _BAD[name]
    with pytest.raises(err, match=message):
        fn()


def test_mean_over_more_dimensions_flattens_the_samples(mode):
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    y = rng.integers(0, 4, (2, 3))
    want = -_log_softmax(x.reshape(6, 4))[np.arange(6), y.reshape(6)].mean()
    got = _Loss("mean")(_t(x), _t(y, np.int32)).asnumpy()
    np.testing.assert_allclose(got, want, rtol=2e-6)
    # the primitive too takes the classes on the last axis (2.10: 1.4637653 on its seed-0 draw)
    op = ops.SparseSoftmaxCrossEntropyWithLogits()(_t(x), _t(y, np.int32)).asnumpy()
    np.testing.assert_allclose(op, want, rtol=2e-6)


def test_an_out_of_range_label_gets_the_softmax_as_its_gradient(mode):
    """2.10's bprop is softmax - one_hot for every sample: a label outside [0, C) ('none'/'sum')
    leaves the softmax, though that sample's loss is a constant 0 (measured)."""
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    soft = np.exp(_log_softmax(x))
    f = _Loss("none")
    fn2 = lambda a, b: f(a, b).sum()
    grad = ms.grad(fn2)(_t(x), _t([0, 5, 2], np.int32)).asnumpy()
    np.testing.assert_allclose(grad, soft - np.eye(4)[[0, 0, 2]] * [[1], [0], [1]], rtol=1e-5,
                               atol=1e-7)


def test_the_is_grad_primitive_over_every_sample_and_a_label_equal_to_c():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    y = np.array([[0, 1, 2], [3, 4, 1]])            # 4 == C: 2.10 takes it (an all-zero row)
    got = ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(_t(x), _t(y, np.int32))
    hot = (y[..., None] == np.arange(4)).astype(np.float64)
    np.testing.assert_allclose(got.asnumpy(), (np.exp(_log_softmax(x)) - hot) / 6, rtol=1e-5,
                               atol=1e-7)
    half = ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(_t(x, np.float16),
                                                                  _t(y, np.int32))
    assert half.dtype == ms.float16
    np.testing.assert_allclose(half.asnumpy(), got.asnumpy(), atol=1e-3)
    with pytest.raises(IndexError, match=r"index = 0 label\[index\] = 5 and class_num = 4$"):
        ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(_t(x), _t([[5, 0, 0], [0, 0, 0]],
                                                                           np.int32))


# ---- class-probability labels (nn.SoftmaxCrossEntropyWithLogits(), sparse=False) -------------
_PROB = np.array([[0.5, 0.5, 0.5, 0], [0, 1, 0, 0], [0.2, 0, 0, 0]], np.float32)


def test_dense_labels_values_and_2_10s_bprop(mode):
    """Values are -sum(labels * log_softmax); the gradient is 2.10's softmax - labels (rows 0
    and 2 do not sum to 1, where the loss's own derivative differs), the labels get none."""
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    soft = np.exp(_log_softmax(x))
    np.testing.assert_allclose(_DenseLoss("none")(_t(x), _t(_PROB)).asnumpy(),
                               [2.1025553, 1.7526188, 0.3120749], rtol=1e-6)      # 2.10
    for red, scale in (("none", 1.0), ("mean", 1 / 3)):
        f = _DenseLoss(red)
        fn3 = lambda a, b: f(a, b).sum()
        gx, gl = ms.grad(fn3, grad_position=(0, 1))(_t(x), _t(_PROB))
        np.testing.assert_allclose(gx.asnumpy(), (soft - _PROB) * scale, rtol=1e-5, atol=1e-7)
        np.testing.assert_array_equal(gl.asnumpy(), np.zeros((3, 4), np.float32))


def test_dense_labels_nan_and_dtype_rules(mode):
    x = _t([[1.0, -np.inf, 2.0, 0.0]])
    assert np.isnan(_DenseLoss("none")(x, _t([[0.0, 0.0, 1.0, 0.0]])).asnumpy()[0])   # 2.10
    with pytest.raises(TypeError, match=r"For primitive\[SoftmaxCrossEntropyWithLogits\], the "
                                         r"input argument\[label_type\] must be a type of "
                                         r"\{Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                                         r"Tensor\[Float64\]"):
        _DenseLoss("none")(_t(_PROB, np.float64), _t(_PROB, np.float64))


class _DenseLoss(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.loss = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, x, y):
        return self.loss(x, y)
