"""Metrics (nn.* and train.*): values against constants printed by MindSpore 2.10 for the same
inputs, the protocol (clear/update/eval, indexes), factory functions and errors."""
import doctest

import numpy as np
import pytest

import minicell as ms
from minicell import nn, train
from minicell.nn import metrics as metrics_pkg

T = ms.Tensor
X = np.array([[0.2, 0.5, 0.3], [0.3, 0.1, 0.6], [0.9, 0.6, 0.1], [0.1, 0.2, 0.7]], np.float32)
Y = np.array([1, 0, 0, 2])
ML_P = np.array([[1, 0, 1], [0, 1, 1], [1, 1, 0]], np.float32)
ML_Y = np.array([[1, 0, 0], [0, 1, 1], [1, 1, 0]], np.float32)
A = np.array([0.1, 0.2, 0.6, 0.9], np.float32)
B = np.array([0.1, 0.25, 0.7, 0.9], np.float32)
CS = np.array([[1.0, 3.0, 4.0, 7.0], [2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0]])


def _eval(metric, *inputs, **kw):
    metric.clear()
    metric.update(*inputs)
    return metric.eval(**kw)


# (name, thunk, MindSpore 2.10's value)
CASES = [
    ("acc", lambda: nn.Accuracy()(T(X), T(Y)), 0.75),
    ("acc_onehot", lambda: nn.Accuracy()(T(X), T(np.eye(3)[Y])), 0.75),
    ("acc_multilabel", lambda: nn.Accuracy("multilabel")(T(ML_P), T(ML_Y)), 0.6666666666666666),
    ("precision", lambda: _eval(nn.Precision(), T(X), T(Y)), [1.0, 1.0, 0.5]),
    ("precision_avg", lambda: _eval(nn.Precision(), T(X), T(Y), average=True),
     0.8333333333333334),
    ("precision_ml", lambda: _eval(nn.Precision("multilabel"), T(ML_P), T(ML_Y)), [0.5, 1, 1]),
    ("precision_ml_avg", lambda: _eval(nn.Precision("multilabel"), T(ML_P), T(ML_Y),
                                       average=True), 0.8333333333333334),
    ("recall", lambda: _eval(nn.Recall(), T(X), T(Y)), [0.5, 1.0, 1.0]),
    ("recall_ml_avg", lambda: _eval(nn.Recall("multilabel"), T(ML_P), T(ML_Y), average=True),
     1.0),
    ("f1", lambda: _eval(nn.F1(), T(X), T(Y)), [0.6666666666666666, 1.0, 0.6666666666666666]),
    ("f1_avg", lambda: _eval(nn.F1(), T(X), T(Y), average=True), 0.7777777777777777),
    ("fbeta", lambda: _eval(nn.Fbeta(0.5), T(X), T(Y)),
     [0.8333333333333334, 1.0, 0.5555555555555556]),
    ("top2", lambda: nn.TopKCategoricalAccuracy(2)(T(X), T(Y)), 1.0),
    ("top1", lambda: nn.Top1CategoricalAccuracy()(T(X), T(Y)), 0.75),
    ("mae", lambda: nn.MAE()(T(A), T(B)), 0.037499990314245224),
    ("mse", lambda: nn.MSE()(T(A), T(B)), 0.003124997951090336),
    ("dice", lambda: nn.Dice(1e-5)(T(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]])),
                                   T(np.array([[0, 1], [1, 0], [0, 1]]))), 0.2046779137180255),
    ("cos_none", lambda: nn.CosineSimilarity()(CS),
     [[0., 0.9402561526802475, 0.9516245192244814], [0.9402561526802475, 0., 0.8614609845078961],
      [0.9516245192244814, 0.8614609845078961, 0.]]),
    ("cos_sum", lambda: nn.CosineSimilarity(reduction="sum")(CS),
     [1.891880671904729, 1.8017171371881435, 1.8130855037323776]),
    ("cos_dot_mean", lambda: nn.CosineSimilarity("dot", "mean", False)(CS),
     [71.33333333333333, 55.333333333333336, 80.33333333333333]),
    ("perplexity", lambda: nn.Perplexity()(T(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]])),
                                           T(np.array([1, 0, 1]))), 2.231443166940565),
    ("perplexity_ignore", lambda: nn.Perplexity(ignore_label=0)(
        T(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]])), T(np.array([1, 0, 1]))),
     1.8257418583505536),
    ("auc", lambda: train.auc(np.array([0, 0.5, 1.0]), np.array([0, 0.75, 1.0])), 0.625),
    ("auc_decreasing", lambda: train.auc(np.array([1.0, 0.5, 0]), np.array([1.0, 0.75, 0])),
     0.625),
    ("cm", lambda: nn.ConfusionMatrix(2)(T(np.array([1, 0, 1, 0])), T(np.array([1, 0, 0, 1]))),
     [[1., 1.], [1., 1.]]),
    ("cm_threshold", lambda: nn.ConfusionMatrix(2, threshold=0.5)(
        T(np.array([0.7, 0.2, 0.6, 0.4], np.float32)), T(np.array([1, 0, 0, 1]))),
     [[1., 1.], [1., 1.]]),
    ("cm_target", lambda: nn.ConfusionMatrix(3, "target")(T(X), T(Y)),
     [[0.5, 0, 0.5], [0, 1, 0], [0, 0, 1]]),
    ("cm_prediction", lambda: nn.ConfusionMatrix(3, "prediction")(T(X), T(Y)),
     [[1, 0, 0.5], [0, 1, 0], [0, 0, 0.5]]),
    ("cm_all", lambda: nn.ConfusionMatrix(3, "all")(T(X), T(Y)),
     [[0.25, 0, 0.25], [0, 0.25, 0], [0, 0, 0.25]]),
    ("bleu", lambda: _eval(nn.BleuScore(), [["i", "have", "a", "pen", "on", "my", "desk"]],
                           [[["i", "have", "a", "pen", "in", "my", "desk"],
                             ["there", "is", "a", "pen", "on", "the", "desk"]]]),
     0.5946035575013605),
    ("bleu2_smooth", lambda: _eval(nn.BleuScore(2, True),
                                   [["i", "have", "a", "pen", "on", "my", "desk"]],
                                   [[["i", "have", "a", "pen", "in", "my", "desk"],
                                     ["there", "is", "a", "pen", "on", "the", "desk"]]]),
     0.9258200997725514),
]

_CMP = np.array([[[0], [1]], [[1], [0]]])
_CMY = np.array([[[0], [1]], [[0], [1]]])
for _name, _want in [("tpr", 0.5), ("precision", 0.5), ("f1 score", 0.5), ("accuracy", 0.5),
                     ("mcc", 0.0), ("threat_score", 0.3333333333333333),
                     ("balanced_accuracy", 0.5), ("fall_out", 0.5)]:
    CASES.append((f"cmm_{_name}", lambda n=_name: nn.ConfusionMatrixMetric(metric_name=n)(
        T(_CMP), T(_CMY)), [_want]))
_CMP2 = np.array([[[0, 1], [1, 1]], [[1, 0], [0, 1]]])
_CMY2 = np.array([[[0, 1], [1, 0]], [[0, 1], [1, 1]]])
CASES += [
    ("cmm_calc_mean", lambda: nn.ConfusionMatrixMetric(metric_name="tpr", calculation_method=True)(
        T(_CMP2), T(_CMY2)), 0.625),
    ("cmm_calc_sum", lambda: nn.ConfusionMatrixMetric(
        metric_name="tpr", calculation_method=True, decrease="sum")(T(_CMP2), T(_CMY2)), 2.5),
]


@pytest.mark.parametrize("name,thunk,want", CASES, ids=[c[0] for c in CASES])
def test_values_match_mindspore(name, thunk, want):
    got = thunk()
    np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64),
                               rtol=2e-7, atol=1e-12)
    if np.ndim(want) == 0:
        assert np.ndim(got) == 0


def test_accumulates_over_updates_and_clear_resets():
    m = nn.Accuracy()
    m.update(T(X[:2]), T(Y[:2]))
    m.update(T(X[2:]), T(Y[2:]))
    assert m.eval() == 0.75
    m.clear()
    with pytest.raises(RuntimeError, match="Accuracy"):
        m.eval()
    loss = nn.Loss()
    loss.update(T(np.float32(0.2)))
    loss.update(T(np.array([0.3, 0.5], np.float32)))
    np.testing.assert_allclose(loss.eval(), 0.30000000447034836, rtol=1e-15)


def test_roc_binary_and_multiclass():
    fpr, tpr, thr = train.ROC(pos_label=2)(T(np.array([1, 2, 3, 4])), T(np.array([0, 1, 2, 2])))
    np.testing.assert_array_equal(fpr, [0, 0, 0, 0.5, 1])
    np.testing.assert_array_equal(tpr, [0, 0.5, 1, 1, 1])
    np.testing.assert_array_equal(thr, [5, 4, 3, 2, 1])
    scores = np.array([[0.28, 0.10, 0.20], [0.55, 0.20, 0.05], [0.15, 0.05, 0.15],
                       [0.05, 0.05, 0.05]])     # MindSpore's own (N, C) -> (C, N) reshape
    fpr, tpr, thr = nn.ROC(class_num=3)(T(scores), T(np.array([0, 1, 2, 1])))
    assert len(fpr) == len(tpr) == len(thr) == 3
    np.testing.assert_allclose(thr[0], [1.28, 0.28, 0.2, 0.15])      # MindSpore 2.10's values
    np.testing.assert_allclose(thr[2], [1.2, 0.2, 0.15, 0.05])
    np.testing.assert_allclose(fpr[1], [0, 0.5, 1])
    np.testing.assert_allclose(tpr[0], [0, 1, 1, 1])


def test_set_indexes_and_rearrange_inputs():
    m = nn.MAE().set_indexes([0, 2])
    assert m.indexes == [0, 2]
    m.update(T(A), T(np.zeros(4, np.float32)), T(B))
    np.testing.assert_allclose(m.eval(), 0.037499990314245224, rtol=1e-7)

    class Swap(nn.Metric):
        def clear(self):
            pass

        def eval(self):
            return 0

        @nn.rearrange_inputs
        def update(self, *inputs):
            return inputs

    assert Swap().set_indexes([1, 0]).update(5, 9) == (9, 5)
    with pytest.raises(ValueError, match="set_indexes"):
        Swap().set_indexes((1, 0))
    with pytest.raises(TypeError):
        nn.Metric()


def test_factory_and_names():
    assert train.get_metric_fn("precision", eval_type="multilabel")._type == "multilabel"
    assert isinstance(ms.get_metric_fn("top_5_accuracy"), nn.Top5CategoricalAccuracy)
    with pytest.raises(KeyError, match="get_metric_fn"):
        nn.get_metric_fn("nope")
    assert nn.names() == sorted(nn.names()) and {"F1", "acc", "topk", "mse"} <= set(nn.names())
    got = nn.get_metrics({"acc", "loss"})
    assert isinstance(got["acc"], nn.Accuracy) and isinstance(got["loss"], nn.Loss)
    assert nn.get_metrics(None) is None
    with pytest.raises(TypeError, match="get_metrics"):
        nn.get_metrics(["acc"])
    with pytest.raises(TypeError, match="get_metrics"):
        nn.get_metrics({"acc": 1})


def test_same_objects_in_nn_train_and_top_level():
    for name in ("Accuracy", "Metric", "F1", "auc", "rearrange_inputs", "names", "BleuScore"):
        assert getattr(nn, name) is getattr(train, name) is getattr(ms, name)


@pytest.mark.parametrize("make,err,match", [
    (lambda: nn.Accuracy("regression"), TypeError, "eval_type"),
    (lambda: nn.Accuracy().update(T(X)), ValueError, "Accuracy.update"),
    (lambda: nn.Accuracy().update(T(X), T(Y[:3])), ValueError, "classification case"),
    (lambda: nn.Accuracy("multilabel").update(T(X), T(X)), ValueError, "0 or 1"),
    (lambda: nn.Precision().update(T(X), T(np.array([1, 0, 0, 5]))), ValueError, "classes"),
    (lambda: nn.Precision().eval(), RuntimeError, "Precision"),
    (lambda: _eval(nn.F1(), T(X), T(Y), average=1), TypeError, "average"),
    (lambda: nn.Fbeta(0), ValueError, "beta"),
    (lambda: nn.TopKCategoricalAccuracy(1.5), TypeError, "'k'"),
    (lambda: nn.TopKCategoricalAccuracy(0), ValueError, "'k'"),
    (lambda: nn.MAE().update(T(A), "x"), TypeError, "tensor, list or numpy.ndarray"),
    (lambda: nn.Loss().update(T(np.ones((2, 2), np.float32))), ValueError, "dimension"),
    (lambda: nn.Dice(0.0), ValueError, "smooth"),
    (lambda: nn.Dice().update(T(A), T(X)), ValueError, "same shape"),
    (lambda: nn.CosineSimilarity(similarity="l2"), ValueError, "similarity"),
    (lambda: nn.CosineSimilarity().eval(), RuntimeError, "update"),
    (lambda: nn.Perplexity(ignore_label=1.0), TypeError, "ignore_label"),
    (lambda: nn.ROC(class_num=2)(T(A), T(B)), ValueError, "class_num"),
    (lambda: nn.auc([0, 1], [0, 1]), TypeError, "np.ndarray"),
    (lambda: nn.auc(np.array([0, 1, 0.5]), np.array([0, 1, 1])), ValueError, "increasing"),
    (lambda: nn.ConfusionMatrix(2, normalize="rows"), ValueError, "normalize"),
    (lambda: nn.ConfusionMatrix(2, threshold=1), TypeError, "threshold"),
    (lambda: nn.ConfusionMatrixMetric(metric_name="nope")(T(_CMP), T(_CMY)),
     NotImplementedError, "not implemented"),
    (lambda: nn.ConfusionMatrixMetric(decrease="max"), ValueError, "decrease"),
    (lambda: nn.BleuScore(5), ValueError, "n_gram"),
    (lambda: nn.BleuScore().update([["a"]], []), ValueError, "equal in length"),
])
def test_errors(make, err, match):
    with pytest.raises(err, match=match):
        make()


@pytest.mark.parametrize("module", ["classification", "regression", "curves", "confusion",
                                    "bleu", "surface"])
def test_module_examples(module):
    mod = getattr(metrics_pkg, module)
    result = doctest.testmod(mod, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


# MindSpore 2.10's values for the masks below (HausdorffDistance with 4 option sets, then
# MeanSurfaceDistance / RootMeanSquareDistance non-symmetric and symmetric, per distance metric)
MS_SURFACE = [
    2.0, 1.0, 1.0, 2.0, 0.318181818182, 1.241379310345, 0.486188566254, 0.918102324033, 2.0,
    1.0, 1.0, 2.0, 0.318181818182, 1.103448275862, 0.467914438503, 0.863810501427, 2.0, 1.0,
    1.0, 2.0, 0.318181818182, 1.586206896552, 0.512032085561, 1.034833912304, 2.2360679775,
    1.0, 2.2360679775, 2.2360679775, 1.165028153987, 1.055555555556, 0.983402424642,
    0.85653962589, 2.0, 1.0, 2.0, 2.0, 1.1, 1.055555555556, 0.925, 0.85653962589, 3.0, 1.0,
    3.0, 3.0, 1.3, 1.055555555556, 1.0875, 0.85653962589, 1.414213562373, 1.0, 1.0,
    1.414213562373, 0.452830188679, 0.55223880597, 0.519270050775, 0.705933159164, 1.0, 1.0,
    1.0, 1.0, 0.452830188679, 0.55223880597, 0.506718124643, 0.705933159164, 2.0, 1.0, 1.0,
    2.0, 0.452830188679, 0.55223880597, 0.537021154946, 0.705933159164, 1.414213562373,
    float("inf")]


def _surface_values():
    rng = np.random.RandomState(3)
    a = (rng.rand(7, 8) > 0.5).astype(np.int32)
    b = (rng.rand(7, 8) > 0.4).astype(np.int32)
    c = np.zeros((5, 6), np.int32)
    c[1:4, 1:5] = 1
    d = np.zeros((5, 6), np.int32)
    d[2:5, 0:3] = 1
    v1 = (rng.rand(4, 5, 6) > 0.5).astype(np.int32)
    v2 = (rng.rand(4, 5, 6) > 0.5).astype(np.int32)
    out = []
    for x, y in [(a, b), (c, d), (v1, v2)]:
        for dm in ["euclidean", "chessboard", "taxicab"]:
            for kw in [{}, {"percentile": 50.0}, {"directed": True}, {"crop": False}]:
                m = nn.HausdorffDistance(distance_metric=dm, **kw)
                m.update(x, y, 1)
                out.append(m.eval())
            for sym in [False, True]:
                out.append(_eval(nn.MeanSurfaceDistance(sym, dm), x, y, 1))
                out.append(_eval(nn.RootMeanSquareDistance(sym, dm), x, y, 0))
    x = np.array([[3, 0, 1], [1, 3, 0], [1, 0, 2]])
    y = np.array([[0, 2, 1], [1, 2, 1], [0, 0, 1]])
    out.append(_eval(nn.HausdorffDistance(), x, y, 0))
    out.append(_eval(nn.MeanSurfaceDistance(), x, y, 3))
    return out


def test_surface_distances_match_mindspore():
    got = _surface_values()
    np.testing.assert_allclose([float(v) for v in got], MS_SURFACE, rtol=1e-11)
    assert type(got[8]).__name__ == "int32" and type(got[0]).__name__ == "float64"
    with pytest.raises(ValueError, match="label index"):
        nn.HausdorffDistance().update(np.zeros((2, 2)), np.zeros((2, 2)), 1)
    with pytest.raises(ValueError, match="distance_metric"):
        nn.MeanSurfaceDistance(distance_metric="l3")
    rmsd = nn.RootMeanSquareDistance()
    assert rmsd.eval() == np.inf        # 2.10: no check before the first clear (measured)
    rmsd.clear()
    with pytest.raises(RuntimeError, match="update"):
        rmsd.eval()


class _Linear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(T(np.arange(30, dtype=np.float32).reshape(10, 3) / 10), name="w")

    def construct(self, x):
        return ms.ops.matmul(x.reshape(x.shape[0], -1), self.w)


def test_occlusion_sensitivity_matches_mindspore():
    x = T(np.arange(10, dtype=np.float32).reshape(1, 2, 5) / 5)
    label = T(np.array(1))
    row = [3.96, 7.3200006, 11.92, 16.4, 14.04]
    np.testing.assert_allclose(nn.OcclusionSensitivity()(_Linear(), x, label), [row, row],
                               rtol=1e-6)
    got = nn.OcclusionSensitivity(margin=1, n_batch=3)(_Linear(), x, label)
    np.testing.assert_allclose(got, [[0., 0.07999992, 0.3600006, 0.88000107, 1.6399994],
                                     [1.6000004, 3.96, 5.7200003, 7.96, 10.68]], rtol=1e-5)
    got = nn.OcclusionSensitivity(b_box=[0, 1, 1, 3])(_Linear(), x, label)
    np.testing.assert_allclose(got, [row[1:4], row[1:4]], rtol=1e-6)
    with pytest.raises(RuntimeError, match="index 0"):
        nn.OcclusionSensitivity()(_Linear(), T(np.ones((2, 2, 5), np.float32)), label)
    with pytest.raises(ValueError, match="bounding box"):
        nn.OcclusionSensitivity(b_box=[0, 1])(_Linear(), x, label)


def test_names_match_mindspore():
    assert train.names() == [
        "F1", "acc", "accuracy", "auc", "bleu_score", "confusion_matrix",
        "confusion_matrix_metric", "cosine_similarity", "dice", "hausdorff_distance", "loss",
        "mae", "mean_surface_distance", "mse", "occlusion_sensitivity", "perplexity", "precision",
        "recall", "roc", "root_mean_square_distance", "top_1_accuracy", "top_5_accuracy", "topk"]
