"""Loss Cells and functional losses vs numpy references (MindSpore's defaults), both modes,
gradients included."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_R = np.random.default_rng(0)
LOGITS = _R.standard_normal((6, 5)).astype(np.float32)
LABELS = np.array([0, 4, 2, 1, 4, 3], np.int32)
ONEHOT = np.eye(5, dtype=np.float32)[LABELS]
W = np.array([1.0, 2.0, 0.5, 1.0, 3.0], np.float32)
REG_X = _R.standard_normal((3, 4)).astype(np.float32)
REG_Y = _R.standard_normal((3, 4)).astype(np.float32)
BIN_Y = (_R.random((3, 4)) > 0.5).astype(np.float32)


def _logsm(x):
    m = x.max(-1, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(-1, keepdims=True))


def _red(v, reduction):
    return {"none": v, "mean": v.mean(), "sum": v.sum()}[reduction]


def _ce(x, t, w=None, ignore=-100, reduction="mean", smooth=0.0):
    lp = _logsm(x)
    w = np.ones(x.shape[1], np.float32) if w is None else w
    valid = t != ignore
    safe = np.where(valid, t, 0)
    ww = w[safe] * valid
    loss = -lp[np.arange(len(t)), safe] * ww
    if smooth:
        loss = (1 - smooth) * loss - smooth / x.shape[1] * (lp * w).sum(-1) * valid
    if reduction == "mean":
        return loss.sum() / ww.sum()
    return _red(loss, reduction)


def _sig(x):
    return 1 / (1 + np.exp(-x))


CASES = [
    ("sce_dense_none", lambda: nn.SoftmaxCrossEntropyWithLogits(), LOGITS, ONEHOT,
     -(_logsm(LOGITS) * ONEHOT).sum(-1)),
    ("sce_sparse_mean", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
     LOGITS, LABELS, _ce(LOGITS, LABELS)),
    ("sce_sparse_sum", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum"),
     LOGITS, LABELS, _ce(LOGITS, LABELS, reduction="sum")),
    ("ce_default", nn.CrossEntropyLoss, LOGITS, LABELS, _ce(LOGITS, LABELS)),
    ("ce_weight_ignore", lambda: nn.CrossEntropyLoss(weight=ms.Tensor(W), ignore_index=4),
     LOGITS, LABELS, _ce(LOGITS, LABELS, W, ignore=4)),
    ("ce_smoothing_none", lambda: nn.CrossEntropyLoss(reduction="none", label_smoothing=0.1),
     LOGITS, LABELS, _ce(LOGITS, LABELS, reduction="none", smooth=0.1)),
    ("ce_probs", nn.CrossEntropyLoss, LOGITS, ONEHOT * 0.8 + 0.04,
     (-(_logsm(LOGITS) * (ONEHOT * 0.8 + 0.04)).sum(-1)).mean()),
    ("nll", nn.NLLLoss, _logsm(LOGITS), LABELS,
     -_logsm(LOGITS)[np.arange(6), LABELS].mean()),
    ("nll_weight_sum", lambda: nn.NLLLoss(weight=ms.Tensor(W), reduction="sum"), _logsm(LOGITS),
     LABELS, -(_logsm(LOGITS)[np.arange(6), LABELS] * W[LABELS]).sum()),
    ("mse", nn.MSELoss, REG_X, REG_Y, ((REG_X - REG_Y) ** 2).mean()),
    ("mse_none", lambda: nn.MSELoss("none"), REG_X, REG_Y, (REG_X - REG_Y) ** 2),
    ("l1_sum", lambda: nn.L1Loss("sum"), REG_X, REG_Y, np.abs(REG_X - REG_Y).sum()),
    ("smooth_l1", nn.SmoothL1Loss, REG_X, REG_Y,
     np.where(np.abs(REG_X - REG_Y) < 1, 0.5 * (REG_X - REG_Y) ** 2,
              np.abs(REG_X - REG_Y) - 0.5)),
    ("bce", nn.BCEWithLogitsLoss, REG_X, BIN_Y,
     (-(BIN_Y * np.log(_sig(REG_X)) + (1 - BIN_Y) * np.log(1 - _sig(REG_X)))).mean()),
    ("bce_pos_weight", lambda: nn.BCEWithLogitsLoss(
        "none", weight=ms.Tensor(np.full((4,), 0.5, np.float32)),
        pos_weight=ms.Tensor(np.array([1, 2, 3, 4], np.float32))), REG_X, BIN_Y,
     -0.5 * (np.array([1, 2, 3, 4]) * BIN_Y * np.log(_sig(REG_X))
             + (1 - BIN_Y) * np.log(1 - _sig(REG_X)))),
]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_loss_matches_reference(mode, case):
    _, make, x, y, want = case
    ms.set_context(mode=mode)
    try:
        got = make()(ms.Tensor(x), ms.Tensor(y))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=1e-5, atol=1e-6)


def test_cross_entropy_gradient_is_softmax_minus_onehot():
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum")
    g = ms.grad(loss)(ms.Tensor(LOGITS), ms.Tensor(LABELS)).asnumpy()
    p = np.exp(_logsm(LOGITS))
    np.testing.assert_allclose(g, p - ONEHOT, rtol=1e-5, atol=1e-6)
    out, dlogits = ops.SoftmaxCrossEntropyWithLogits()(ms.Tensor(LOGITS), ms.Tensor(ONEHOT))
    np.testing.assert_allclose(dlogits.asnumpy(), p - ONEHOT, rtol=1e-5, atol=1e-6)


def test_functional_forms_and_errors():
    x, t = ms.Tensor(LOGITS), ms.Tensor(LABELS)
    np.testing.assert_allclose(ops.cross_entropy(x, t).asnumpy(), _ce(LOGITS, LABELS), rtol=1e-5)
    np.testing.assert_allclose(ops.nll_loss(ops.log_softmax(x, -1), t).asnumpy(),
                               _ce(LOGITS, LABELS), rtol=1e-5)
    np.testing.assert_allclose(ops.mse_loss(ms.Tensor(REG_X), ms.Tensor(REG_Y)).asnumpy(),
                               ((REG_X - REG_Y) ** 2).mean(), rtol=1e-5)
    with pytest.raises(ValueError, match="reduction"):
        nn.MSELoss(reduction="avg")
    with pytest.raises(ValueError, match="label_smoothing"):
        nn.CrossEntropyLoss(label_smoothing=1.5)
    assert nn.SoftmaxCrossEntropyWithLogits().reduction == "none"
    assert nn.CrossEntropyLoss().reduction == "mean"


def test_loss_in_float32_under_to_float():
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean").to_float(ms.float32)
    got = loss(ms.Tensor(LOGITS.astype(np.float16)), ms.Tensor(LABELS))
    assert got.dtype == ms.float32
    np.testing.assert_allclose(got.asnumpy(), _ce(LOGITS.astype(np.float16).astype(np.float32),
                                                  LABELS), rtol=1e-5)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_softmax_ce_sparse_mean_takes_nd_logits(mode):
    """MindSpore 2.10: sparse + 'mean' reads logits (..., C) with classes on the last axis
    (value measured on CPU); other reductions, or dense labels, need 2-D logits."""
    ms.set_context(mode=mode)
    r = np.random.default_rng(0)
    lg = ms.Tensor(r.standard_normal((2, 3, 4)).astype(np.float32))
    lb = ms.Tensor(np.array([[0, 1, 3], [2, 2, 1]], np.int32))
    out = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(lg, lb)
    np.testing.assert_allclose(out.asnumpy(), 1.2792913, rtol=1e-6)
    with pytest.raises(ValueError, match="dimension of logits must be equal to 2"):
        nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="none")(lg, lb)
    with pytest.raises(ValueError, match="dimension of logits must be equal to 2"):
        nn.SoftmaxCrossEntropyWithLogits()(lg, ms.Tensor(np.ones((2, 3, 4), np.float32)))
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_cross_entropy_argument_types():
    """ops.cross_entropy's TypeErrors (MindSpore 2.10): non-Tensor input/target/weight, a
    non-float input, a non-int ignore_index, a non-number label_smoothing."""
    x = ms.Tensor(np.zeros((3, 5), np.float32))
    t = ms.Tensor(np.array([0, 1, 4]), ms.int32)
    w = ms.Tensor(np.ones(5, np.float32))
    for args, kw in (((x.asnumpy(), t, w), {}), ((x, t.asnumpy(), w), {}),
                     ((x, t, w.asnumpy()), {}), ((x.astype(ms.int32), t, w), {}),
                     ((x, t, w), {"ignore_index": "1"}), ((x, t, w), {"label_smoothing": "x"})):
        with pytest.raises(TypeError):
            ops.cross_entropy(*args, **kw)
    assert ops.cross_entropy(x, t, w).shape == ()


def test_multiclass_dice_activations_and_argument_errors():
    """MultiClassDiceLoss takes MindSpore 2.10's activations (values measured on CPU); RReLU,
    MultiClassDiceLoss and gaussian_nll_loss argument types as 2.10."""
    y_pred = ms.Tensor(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]]), ms.float32)
    y = ms.Tensor(np.array([[0, 1], [1, 0], [0, 1]]), ms.float32)
    want = {"softmax": 0.32830092, "logsoftmax": 1.6331424, "relu": 0.42551583,
            "relu6": 0.42551583, "tanh": 0.4242649, "sigmoid": 0.3195539}
    for act, v in want.items():
        np.testing.assert_allclose(nn.MultiClassDiceLoss(activation=act)(y_pred, y).asnumpy(),
                                   v, rtol=1e-6)
    np.testing.assert_allclose(nn.MultiClassDiceLoss(activation=nn.ReLU())(y_pred, y).asnumpy(),
                               want["relu"], rtol=1e-6)
    with pytest.raises(TypeError, match="ignore_indiex"):
        nn.MultiClassDiceLoss(ignore_indiex="2")
    with pytest.raises(TypeError, match="'weights' should be 'Tensor'"):
        nn.MultiClassDiceLoss(weights=np.ones((2, 2), np.float32))
    with pytest.raises(TypeError, match="must be str or Cell"):
        nn.MultiClassDiceLoss(activation=2)
    with pytest.raises(ValueError, match="must be in"):
        nn.MultiClassDiceLoss(activation="www")
    with pytest.raises(TypeError, match="'upper' should be one of"):
        nn.RReLU("-1", "-1")
    a = ms.Tensor(np.ones((4, 2), np.float32))
    with pytest.raises(TypeError, match="'full' must be a bool"):
        ops.gaussian_nll_loss(a, a, a, full=1)


def test_sparse_softmax_cross_entropy_v2_loss_backprop_and_errors():
    """``SparseSoftmaxCrossEntropyWithLogitsV2``: (per-sample loss, softmax - one_hot), values
    from MindSpore 2.10's docstring, the same under ms.jit; 2.10's TypeError/ValueError texts."""
    from minicell.ops.operations.nn_ops import SparseSoftmaxCrossEntropyWithLogitsV2
    op = SparseSoftmaxCrossEntropyWithLogitsV2()
    logits = ms.Tensor([[2, 3, 1, 4, 5], [2, 1, 2, 4, 3]], ms.float32)
    labels = ms.Tensor([0, 1], ms.int32)
    fn = lambda a, b: op(a, b)
    for loss, backprop in (op(logits, labels), ms.jit(fn)(logits, labels)):
        np.testing.assert_allclose(loss.asnumpy(), [3.4519143, 3.523744], rtol=1e-6)
        np.testing.assert_allclose(backprop.asnumpy()[0], [-0.96831506, 0.08612854, 0.01165623,
                                                           0.23412165, 0.6364086], atol=1e-6)
    grad = ms.grad(lambda a: op(a, labels)[0].sum())(logits)
    np.testing.assert_allclose(grad.asnumpy(), op(logits, labels)[1].asnumpy(), atol=1e-6)
    assert op(logits.astype(ms.float16), labels.astype(ms.int64))[1].dtype == ms.float16
    with pytest.raises(ValueError, match=r"dimension of labels must be equal to 1, but got 2"):
        op(logits, ms.Tensor([[0], [1]], ms.int32))
    with pytest.raises(ValueError, match=r"batch of logits\(features\) must be equal to 2"):
        op(ms.Tensor(np.ones((3, 5), np.float32)), labels)
    with pytest.raises(TypeError, match=r"Tensor\[Float16\], Tensor\[Float32\]"):
        op(logits.astype(ms.float64), labels)


def test_multi_margin_loss_takes_an_int64_target_only(mode):
    """2.10's MultiMarginLoss primitive: Int64 class indices; Int32 or float is its TypeError
    (measured; the value on the seed-0 draw too)."""
    x = ms.Tensor(np.random.default_rng(0).standard_normal((4, 5)).astype(np.float32))
    target = np.array([0, 4, 2, 1])
    loss = nn.MultiMarginLoss()(x, ms.Tensor(target.astype(np.int64)))
    np.testing.assert_allclose(loss.asnumpy(), 1.619067, rtol=1e-6)
    for dtype, name in ((np.int32, "Int32"), (np.float32, "Float32")):
        with pytest.raises(TypeError, match=r"For primitive\[MultiMarginLoss\], the input "
                                            r"argument\[target\] must be a type of "
                                            rf"\{{Tensor\[Int64\]\}}, but got Tensor\[{name}\]"):
            ops.multi_margin_loss(x, ms.Tensor(target.astype(dtype)))
