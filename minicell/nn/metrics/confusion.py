"""ConfusionMatrix and ConfusionMatrixMetric (tpr, ppv, f1, mcc, ... from tp/fp/tn/fn).

>>> import numpy as np
>>> from minicell import nn
>>> m = nn.ConfusionMatrix(num_classes=2)
>>> m.update(np.array([1, 0, 1, 0]), np.array([1, 0, 0, 1]))
>>> m.eval()
array([[1., 1.],
       [1., 1.]])
"""
import numpy as np

from .metric import Metric, check_choice, check_type, no_samples, rearrange_inputs

__all__ = ["ConfusionMatrix", "ConfusionMatrixMetric"]

_NAN = np.array(float("nan"))


class ConfusionMatrix(Metric):
    """``num_classes x num_classes`` counts (rows: true class, columns: predicted), optionally
    normalized over 'target' (rows), 'prediction' (columns) or 'all'."""

    def __init__(self, num_classes, normalize="no_norm", threshold=0.5):
        super().__init__()
        self.num_classes = check_type("num_classes", num_classes, (int,))
        if normalize not in ["target", "prediction", "all", "no_norm"]:
            raise ValueError(f"For 'ConfusionMatrix', the argument 'normalize' must be in ['all', "
                             f"'prediction', 'label', 'no_norm'(None)], but got {normalize}.")
        self.normalize = normalize
        self.threshold = check_type("threshold", threshold, (float,))
        self.clear()

    def clear(self):
        self.confusion_matrix = np.zeros((self.num_classes, self.num_classes))
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'ConfusionMatrix.update', it needs 2 inputs (predicted value, true "
                             f"value), but got {len(inputs)}.")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        if y_pred.ndim not in (y.ndim, y.ndim + 1):
            raise ValueError(f"For 'ConfusionMatrix.update', predicted value (input[0]) and true value "
                             f"(input[1]) should have same dimensions, or the dimension of predicted "
                             f"value equals the dimension of true value add 1, but got predicted "
                             f"value ndim: {y_pred.ndim}, true value ndim: {y.ndim}.")
        if y_pred.ndim == y.ndim + 1:
            y_pred = np.argmax(y_pred, axis=1)
        if y_pred.ndim == y.ndim and y_pred.dtype in (np.float16, np.float32, np.float64):
            y_pred = (y_pred >= self.threshold).astype(int)
        n = self.num_classes
        cells = (y.reshape(-1) * n + y_pred.reshape(-1)).astype(int)
        self.confusion_matrix += np.bincount(cells, minlength=n * n).reshape(n, n)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        cm = self.confusion_matrix.astype(float)
        if self.normalize == "no_norm":
            return cm
        with np.errstate(invalid="ignore", divide="ignore"):
            if self.normalize == "target":
                out = cm / cm.sum(axis=1, keepdims=True)
            elif self.normalize == "prediction":
                out = cm / cm.sum(axis=0, keepdims=True)
            else:
                out = cm / cm.sum()
        out[np.isnan(out)] = 0
        return out


_ALIASES = {
    "tpr": ("sensitivity", "recall", "hit_rate", "true_positive_rate"),
    "tnr": ("specificity", "selectivity", "true_negative_rate"),
    "ppv": ("precision", "positive_predictive_value"), "npv": ("negative_predictive_value",),
    "fnr": ("miss_rate", "false_negative_rate"), "fpr": ("fall_out", "false_positive_rate"),
    "fdr": ("false_discovery_rate",), "for": ("false_omission_rate",),
    "pt": ("prevalence_threshold",), "ts": ("threat_score", "critical_success_index", "csi"),
    "acc": ("accuracy",), "ba": ("balanced_accuracy",), "f1": ("f1_score",),
    "mcc": ("matthews_correlation_coefficient",), "fm": ("fowlkes_mallows_index",),
    "bm": ("informedness", "bookmaker_informedness"), "mk": ("markedness", "deltap"),
}
_METRIC_KEY = {alias: key for key, aliases in _ALIASES.items() for alias in aliases + (key,)}


def _ratio(num, den):
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, num / den, _NAN)


def _fraction(key, tp, fp, tn, fn):
    """(numerator, denominator) of the metric ``key``."""
    p, n = tp + fn, fp + tn
    if key in ("pt", "ba", "bm"):
        tpr, tnr = _ratio(tp, p), _ratio(tn, n)
        if key == "pt":
            return np.sqrt(tpr * (1.0 - tnr)) + tnr - 1.0, tpr + tnr - 1.0
        return (tpr + tnr, 2.0) if key == "ba" else (tpr + tnr - 1.0, 1.0)
    if key == "fm":
        return np.sqrt(_ratio(tp, tp + fp) * _ratio(tp, p)), 1.0
    if key == "mk":
        with np.errstate(invalid="ignore", divide="ignore"):
            return _ratio(tp, tp + fp) + tn / (tn + fn) - 1.0, 1.0
    if key == "mcc":
        return tp * tn - fp * fn, np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    return {"tpr": (tp, p), "tnr": (tn, n), "ppv": (tp, tp + fp), "npv": (tn, tn + fn),
            "fnr": (fn, p), "fpr": (fp, n), "fdr": (fp, fp + tp), "for": (fn, fn + tn),
            "ts": (tp, tp + fn + fp), "acc": (tp + tn, p + n), "f1": (tp * 2.0, tp * 2.0 + fn + fp),
            }[key]


def _metric_from_counts(metric_name, cm):
    key = _METRIC_KEY.get(metric_name.replace(" ", "_").lower())
    if key is None:
        raise NotImplementedError("The metric is not implemented.")
    if cm.ndim == 1:
        cm = cm[None]
    num, den = _fraction(key, cm[..., 0], cm[..., 1], cm[..., 2], cm[..., 3])
    if isinstance(den, np.ndarray):
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(den != 0, num / den, _NAN)
    return num / den


def _reduce(chart, decrease):
    """``(reduced chart, count of non-nan entries)`` of a ``(batch, class)`` chart."""
    nans = np.isnan(chart)
    valid = (~nans).astype(float)
    chart = np.where(nans, 0, chart)
    if decrease == "sum":
        return np.sum(chart, axis=(0, 1)), valid.sum(axis=(0, 1))
    if decrease in ("sum_batch", "sum_channel"):
        axis = 0 if decrease == "sum_batch" else 1
        return chart.sum(axis=axis), valid.sum(axis=axis)
    if decrease in ("mean_batch", "mean_channel"):
        axis = 0 if decrease == "mean_batch" else 1
        cnt = valid.sum(axis=axis)
        return np.where(cnt > 0, _ratio(chart.sum(axis=axis), cnt), 0.0), cnt
    if decrease == "mean":
        cnt = valid.sum(axis=1)
        chart = np.where(cnt > 0, _ratio(chart.sum(axis=1), cnt), 0.0)
        cnt = (cnt > 0).astype(float).sum(axis=0)
        return np.where(cnt > 0, _ratio(chart.sum(axis=0), cnt), 0.0), cnt
    return chart, valid


class ConfusionMatrixMetric(Metric):
    """A confusion-matrix metric (``metric_name``: 'sensitivity', 'precision', 'f1 score', ...) of
    binarized ``(batch, class, ...)`` predictions and labels; ``calculation_method=True`` averages
    per-sample values (reduced by ``decrease``), else the metric of the summed counts."""

    def __init__(self, skip_channel=True, metric_name="sensitivity", calculation_method=False,
                 decrease="mean"):
        super().__init__()
        self.skip_channel = check_type("skip_channel", skip_channel, (bool,))
        self.calculation_method = check_type("calculation_method", calculation_method, (bool,))
        self.metric_name = check_type("metric_name", metric_name, (str,))
        self.decrease = check_choice("decrease", decrease, ["none", "mean", "sum", "mean_batch",
                                                            "sum_batch", "mean_channel",
                                                            "sum_channel"])
        self.clear()

    def clear(self):
        self._total_num = 0
        self._class_num = 0
        self._counts = np.zeros(4)

    def _sample_counts(self, y_pred, y):
        """Per (sample, class) ``[tp, fp, tn, fn]``."""
        if not np.all(y.astype(np.uint8) == y):
            raise ValueError("For 'ConfusionMatrix.update', the true value (input[1]) must be a "
                             "binarized ndarray.")
        if y_pred.ndim < 2:
            raise ValueError(f"For 'ConfusionMatrix.update', the predicted value (input[0]) must "
                             f"have at least 2 dimensions, but got {y_pred.ndim}.")
        if not self.skip_channel:
            y = y[:, 1:] if y.shape[1] > 1 else y
            y_pred = y_pred[:, 1:] if y_pred.shape[1] > 1 else y_pred
        if y.shape != y_pred.shape:
            raise ValueError(f"For 'ConfusionMatrixMetric.update', the shape of y {y.shape} must "
                             f"equal the shape of y_pred {y_pred.shape}.")
        b, c = y_pred.shape[:2]
        y_pred = y_pred.astype(float).reshape(b, c, -1)
        y = y.astype(float).reshape(b, c, -1)
        tp = (y_pred + y == 2).sum(axis=2).astype(float)
        tn = (y_pred + y == 0).sum(axis=2).astype(float)
        pos = y.sum(axis=2)
        return np.stack([tp, y.shape[-1] - pos - tn, tn, pos - tp], axis=-1)

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'ConfusionMatrixMetric.update', it needs 2 inputs (predicted "
                             f"value, true value), but got {len(inputs)}.")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        counts = self._sample_counts(y_pred, y)
        per_sample = self.calculation_method and not (
            y_pred.ndim == 2 or (y_pred.ndim == 3 and y_pred.shape[-1] == 1))
        if per_sample:
            score, valid = _reduce(_metric_from_counts(self.metric_name, counts), self.decrease)
            valid = int(np.asarray(valid).item())
            self._total_num += np.asarray(score).item() * valid
            self._class_num += valid
        else:
            self._counts = self._counts + counts.sum(axis=(0, 1))

    def eval(self):
        if self.calculation_method:
            if self._class_num == 0:
                raise no_samples("ConfusionMatrixMetric")
            return self._total_num / self._class_num
        return _metric_from_counts(self.metric_name, self._counts)
