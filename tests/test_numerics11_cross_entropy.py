"""numerics11: cross_entropy / nll_loss edges as MindSpore 2.10 on CPU (/tmp/numerics11/c3.txt,
c4.txt; *.ms.txt are 2.10's outputs). 2.10's nll_loss adds its smoothing term
``label_smoothing / C * -sum(log p)`` even at label_smoothing 0, so a -inf log-probability in
any class of a counted sample gives NaN (0 * inf); the gradient stays finite. Out-of-range
targets fail its GatherD (or, with a class weight, its Gather first)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")
X = np.array([[1, 2, -I], [1, 2, 3]], np.float32)


def i32(v):
    return ms.Tensor(np.array(v, np.int32))


def test_neg_inf_logit_nan_per_sample():
    r = ops.cross_entropy(ms.Tensor(X), i32([0, 1]), reduction="none").asnumpy()
    assert np.isnan(r[0])
    np.testing.assert_allclose(r[1], 1.4076054, rtol=1e-6)


@pytest.mark.heavy     # 2 s (both modes) on the loaded machine
def test_neg_inf_logit_in_another_class_is_nan(mode):
    x, w = ms.Tensor(X), ms.Tensor(np.array([1, 2, 3], np.float32))
    fns = lambda a, t, t2, wt: (ops.cross_entropy(a, t), ops.cross_entropy(a, t, reduction="none"),
                                ops.cross_entropy(a, t, reduction="sum"),
                                ops.cross_entropy(a, t2, reduction="none"),
                                ops.cross_entropy(a, t, label_smoothing=0.1, reduction="none"),
                                ops.cross_entropy(a, t, wt, reduction="none"),
                                ops.nll_loss(ops.log_softmax(a), t), nn.CrossEntropyLoss()(a, t))
    mean, none, tot, none2, smooth, weighted, nll, cell = FnCell(fns)(x, i32([0, 1]), i32([2, 1]), w)
    for r in (mean, tot, nll, cell):
        assert np.isnan(r.asnumpy())
    for r, first in ((none, N), (none2, N), (smooth, I), (weighted, N)):
        assert np.isnan(r.asnumpy()[0]) if first != first else r.asnumpy()[0] == first
    np.testing.assert_allclose(none.asnumpy()[1], 1.4076054, rtol=1e-6)
    np.testing.assert_allclose(weighted.asnumpy()[1], 2.8152108, rtol=1e-6)


def test_neg_inf_logit_gradient_is_finite():
    g = ms.grad(lambda v: ops.cross_entropy(v, i32([0, 1])))(ms.Tensor(X)).asnumpy()
    np.testing.assert_allclose(g, [[-0.36552948, 0.36552945, 0], [0.04501528, -0.3776359, 0.33262065]],
                               rtol=1e-5, atol=1e-7)


def test_ignored_sample_with_neg_inf_logit_is_not_nan():
    x = ms.Tensor(np.array([[-I, 2, 3], [1, 2, 3]], np.float32))
    r = ops.cross_entropy(x, i32([-100, 1]), reduction="none").asnumpy()
    np.testing.assert_allclose(r, [0, 1.4076054], rtol=1e-6)


@pytest.mark.parametrize("call, text", [
    (lambda x: ops.cross_entropy(x, i32([0, 5])), "For 'GatherD', the value of 'index' must be in "
                                                  "[-3, 3), but got: 5"),
    (lambda x: ops.cross_entropy(x, i32([0, -4]), reduction="none"), "[-3, 3), but got: -4"),
    (lambda x: ops.nll_loss(x, i32([7, -5])), "For 'GatherD', the value of 'index' must be in "
                                              "[-3, 3), but got: 7"),
    (lambda x: ops.cross_entropy(x[0], ms.Tensor(np.array(4, np.int32))), "but got: 4"),
    (lambda x: ops.cross_entropy(x, i32([0, -4]), ms.Tensor(np.ones(3, np.float32))),
     "For 'Gather', the 'input_indices' should be in the range [0, 3), but got -1, error_code[58]"),
    (lambda x: ops.nll_loss(x, i32([-100, 3]), ms.Tensor(np.ones(3, np.float32)), reduction="sum"),
     "For 'Gather', the 'input_indices' should be in the range [0, 3), but got 3, error_code[58]"),
])
def test_out_of_range_target_is_2_10_gather_error(call, text):
    with pytest.raises(RuntimeError) as e:
        call(ms.Tensor(np.ones((2, 3), np.float32)))
    assert text in str(e.value)
    assert "ignore_index" not in str(e.value)


def test_out_of_range_target_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError, match=r"For 'GatherD', the value of 'index' must be in "
                                               r"\[-3, 3\), but got: 3"):
            fn = lambda a, t: ops.cross_entropy(a, t)
            FnCell(fn)(ms.Tensor(np.ones((2, 3), np.float32)),
                                                         i32([0, 3]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
