"""Classification metrics: Accuracy, Precision, Recall, Fbeta/F1, top-k accuracies.

>>> import numpy as np
>>> from minicell import nn
>>> m = nn.Precision()
>>> m.update(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]]), np.array([1, 0, 1]))
>>> m.eval()
array([0.5, 1. ])
"""
import sys

import numpy as np

from .metric import (EvaluationBase, Metric, check_type, is_onehot, no_samples, one_hot_pair,
                     rearrange_inputs)

__all__ = ["Accuracy", "Precision", "Recall", "Fbeta", "F1", "TopKCategoricalAccuracy",
           "Top1CategoricalAccuracy", "Top5CategoricalAccuracy"]

_EPS = sys.float_info.min


class Accuracy(EvaluationBase):
    """Fraction of samples whose argmax prediction equals the label ('classification') or whose
    0/1 predictions all equal the labels ('multilabel')."""

    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.clear()

    def clear(self):
        self._correct_num = 0
        self._total_num = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._prepare("Accuracy", inputs)
        if self._type == "classification":
            hits = (np.equal(y_pred.argmax(axis=1), y) * 1).reshape(-1)
        else:
            last = y_pred.ndim - 1
            rows = lambda a: a.swapaxes(1, last).reshape(-1, self._class_num)  # noqa: E731
            hits = np.equal(rows(y_pred), rows(y)).all(axis=1) * 1
        self._correct_num += hits.sum()
        self._total_num += hits.shape[0]

    def eval(self):
        if self._total_num == 0:
            raise no_samples("Accuracy")
        return self._correct_num / self._total_num


class _PerClass(EvaluationBase):
    """Precision and Recall: true positives over a per-class denominator (predicted positives
    for precision, actual positives for recall)."""
    _name = ""

    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.eps = _EPS
        self.clear()

    def clear(self):
        self._class_num = 0
        multi = self._type == "multilabel"
        self._true_positives = np.empty(0) if multi else 0
        self._denominator = np.empty(0) if multi else 0
        self._true_positives_average = 0
        self._denominator_average = 0

    def _denom(self, y_pred, y):
        raise NotImplementedError

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._prepare(self._name, inputs)
        n = self._class_num
        if self._type == "classification":
            y_pred, y = one_hot_pair(self._name, y_pred, y, n)
        else:
            y_pred = y_pred.swapaxes(1, 0).reshape(n, -1)
            y = y.swapaxes(1, 0).reshape(n, -1)
        denom = self._denom(y_pred, y).sum(axis=0)
        tp = (y * y_pred).sum(axis=0)
        if self._type == "multilabel":
            self._true_positives_average += np.float64(np.sum(tp / (denom + self.eps)))
            self._denominator_average += len(denom)
            self._true_positives = np.concatenate((self._true_positives, tp), axis=0)
            self._denominator = np.concatenate((self._denominator, denom), axis=0)
        else:
            self._true_positives += tp
            self._denominator += denom

    def eval(self, average=False):
        """Per-class values (an array), or their mean with ``average=True``."""
        if self._class_num == 0:
            raise no_samples(self._name, "your inputs (predicted value, true value) are empty, "
                                         "or has called update method before calling eval method")
        check_type("average", average, (bool,), type(self).__name__)
        result = self._true_positives / (self._denominator + self.eps)
        if average:
            if self._type == "multilabel":
                result = self._true_positives_average / (self._denominator_average + self.eps)
            return result.mean()
        return result


class Precision(_PerClass):
    """``true_positive / (true_positive + false_positive)`` per class."""
    _name = "Precision"

    def _denom(self, y_pred, y):
        return y_pred


class Recall(_PerClass):
    """``true_positive / (true_positive + false_negative)`` per class."""
    _name = "Recall"

    def _denom(self, y_pred, y):
        return y


class Fbeta(Metric):
    """Per-class F-beta score ``(1 + b^2) tp / (b^2 (tp + fn) + tp + fp)``."""

    def __init__(self, beta):
        super().__init__()
        self.eps = _EPS
        if not beta > 0:
            raise ValueError(f"For 'Fbeta', the argument 'beta' must be greater than 0, but got "
                             f"{beta}.")
        self.beta = beta
        self.clear()

    def clear(self):
        self._true_positives = 0
        self._actual_positives = 0
        self._positives = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'Fbeta.update', it needs 2 inputs (predicted value, true value), "
                             f"but got {len(inputs)}.")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        if y_pred.ndim == y.ndim and is_onehot(y):
            y = y.argmax(axis=1)
        EvaluationBase._check_class_num(self, "Fbeta", y_pred)
        y_pred, y = one_hot_pair("Fbeta", y_pred, y, self._class_num)
        self._true_positives += (y * y_pred).sum(axis=0)
        self._positives += y_pred.sum(axis=0)
        self._actual_positives += y.sum(axis=0)

    def eval(self, average=False):
        """Per-class scores, or their mean with ``average=True``."""
        check_type("average", average, (bool,), type(self).__name__)
        if self._class_num == 0:
            raise no_samples("Fbeta")
        b2 = self.beta ** 2
        fbeta = (1.0 + b2) * self._true_positives / \
            (b2 * self._actual_positives + self._positives + self.eps)
        return fbeta.mean() if average else fbeta


class F1(Fbeta):
    """``Fbeta(1.0)``."""

    def __init__(self):
        super().__init__(1.0)


class TopKCategoricalAccuracy(Metric):
    """Fraction of samples whose label is among the ``k`` highest predictions."""

    def __init__(self, k):
        super().__init__()
        if not isinstance(k, int):
            raise TypeError(f"For 'TopKCategoricalAccuracy', the type of the argument 'k' should be "
                            f"int, but got 'k' type: {type(k)}.")
        if k < 1:
            raise ValueError(f"For 'TopKCategoricalAccuracy', the argument 'k' must be at least 1, "
                             f"but got 'k' value: {k}.")
        self.k = k
        self.clear()

    def clear(self):
        self._correct_num = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'TopKCategoricalAccuracy.update', it needs 2 inputs (predicted "
                             f"value, true value), but got 'inputs' size: {len(inputs)}.")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        if y_pred.ndim == y.ndim and is_onehot(y):
            y = y.argmax(axis=1)
        top = np.argsort(-y_pred, axis=1)[:, :self.k]
        labels = y.reshape(-1, 1).repeat(self.k, axis=1)
        self._correct_num += np.equal(top, labels).sum(axis=1).sum()
        self._samples_num += labels.shape[0]

    def eval(self):
        if self._samples_num == 0:
            raise no_samples("TopKCategoricalAccuracy", "your inputs (predicted value, true value) "
                             "are empty, or has called update method before calling eval method")
        return self._correct_num / self._samples_num


class Top1CategoricalAccuracy(TopKCategoricalAccuracy):
    """``TopKCategoricalAccuracy(1)``."""

    def __init__(self):
        super().__init__(1)


class Top5CategoricalAccuracy(TopKCategoricalAccuracy):
    """``TopKCategoricalAccuracy(5)``."""

    def __init__(self):
        super().__init__(5)
