"""ROC curves and ``auc`` (trapezoidal area under a curve).

>>> import numpy as np
>>> from minicell import nn
>>> m = nn.ROC(pos_label=2)
>>> m.update(np.array([3, 1, 4, 2]), np.array([0, 1, 2, 3]))
>>> fpr, tpr, thr = m.eval()
>>> fpr, tpr
(array([0.        , 0.        , 0.33333333, 0.66666667, 1.        ]), array([0., 1., 1., 1., 1.]))
"""
import numpy as np

from .metric import Metric, binary_clf_curve, check_type, rearrange_inputs

__all__ = ["ROC", "auc"]


def _curve_inputs(y_pred, y, class_num, pos_label):
    """Flatten binary inputs (same ndim: one class) or check multi-class scores (ndim + 1)."""
    if y_pred.ndim == y.ndim:
        if class_num is not None and class_num != 1:
            raise ValueError(f"For 'ROC', when predicted value (input[0]) and true value (input[1]) "
                             f"have the same shape, the 'class_num' must be 1, but got {class_num}.")
        return y_pred.flatten(), y.flatten(), 1, 1 if pos_label is None else pos_label
    if y_pred.ndim == y.ndim + 1:
        if pos_label is not None:
            raise ValueError(f"For 'ROC', when the dimension of predicted value (input[0]) equals the "
                             f"dimension of true value (input[1]) add 1, the 'pos_label' must be "
                             f"None, but got {pos_label}.")
        if class_num != y_pred.shape[1]:
            raise ValueError(f"For 'ROC', the 'class_num' must equal the number of classes from "
                             f"predicted value (input[0]), but got 'class_num' {class_num}, the "
                             f"number of classes from predicted value {y_pred.shape[1]}.")
        # MindSpore reshapes (N, C) scores to (C, N) without a transpose; kept for equal values
        return y_pred.reshape(class_num, -1), y.flatten(), class_num, pos_label
    raise ValueError(f"For 'ROC', predicted value (input[0]) and true value (input[1]) must have same "
                     f"dimensions, or the dimension of predicted value equal the dimension of true "
                     f"value add 1, but got predicted value ndim: {y_pred.ndim}, true value ndim: "
                     f"{y.ndim}.")


def _binary_roc(y_pred, y, pos_label):
    fps, tps, thresholds = binary_clf_curve(y_pred, y, pos_label=pos_label)
    tps = np.squeeze(np.hstack([np.zeros(1, dtype=tps.dtype), tps]))
    fps = np.squeeze(np.hstack([np.zeros(1, dtype=fps.dtype), fps]))
    thresholds = np.hstack([thresholds[0][None] + 1, thresholds])
    if fps[-1] <= 0:
        raise ValueError("For 'ROC.eval', there is no negative samples in true value, false positive "
                         "value is meaningless.")
    if tps[-1] <= 0:
        raise ValueError("For 'ROC.eval', there is no positive samples in true value, true positive "
                         "value is meaningless.")
    return fps / fps[-1], tps / tps[-1], thresholds


class ROC(Metric):
    """Receiver operating characteristic: ``eval()`` returns ``(fpr, tpr, thresholds)`` (lists
    of arrays, one per class, for multi-class scores)."""

    def __init__(self, class_num=None, pos_label=None):
        super().__init__()
        if class_num is not None:
            check_type("class_num", class_num, (int,))
        if pos_label is not None:
            check_type("pos_label", pos_label, (int,))
        self.class_num = class_num
        self.pos_label = pos_label
        self.clear()

    def clear(self):
        self.y_pred = 0
        self.y = 0
        self.sample_weights = None
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'ROC.update', it needs 2 inputs (predicted value, true value), but "
                             f"got {len(inputs)}")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        self.y_pred, self.y, self.class_num, self.pos_label = _curve_inputs(
            y_pred, y, self.class_num, self.pos_label)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        y_pred, y = np.squeeze(self.y_pred), np.squeeze(self.y)
        if self.class_num == 1:
            return _binary_roc(y_pred, y, self.pos_label)
        curves = [_binary_roc(y_pred[:, c], y, c) for c in range(self.class_num)]
        return tuple(list(parts) for parts in zip(*curves))


def _as_1d(a):
    if a.ndim == 1 or (a.ndim == 2 and a.shape[1] == 1):
        return np.ravel(a)
    raise ValueError(f"For 'auc', the input must be a 1-dimensional array, or a 2-dimensional array "
                     f"with the second dimension of 1, but got shape {a.shape}.")


def auc(x, y, reorder=False):
    """Area under the curve through the points ``(x, y)`` by the trapezoidal rule; ``x`` must be
    monotonic unless ``reorder``."""
    if not isinstance(x, np.ndarray) or not isinstance(y, np.ndarray):
        raise TypeError(f"For 'auc', the argument 'x' and 'y' must all be np.ndarray, but got "
                        f"{type(x)}, {type(y)}")
    for a in (x, y):
        if a.ndim == 0:
            raise TypeError(f"Singleton array {a} cannot be considered as a valid collection.")
    if x.shape[0] != y.shape[0]:
        raise ValueError(f"Found input variables with inconsistent numbers of samples: "
                         f"{[int(x.shape[0]), int(y.shape[0])]}.")
    x, y = _as_1d(x), _as_1d(y)
    if x.shape[0] < 2:
        raise ValueError(f"For 'auc', the shape of the argument 'x' in axis 0 must be greater than 2, "
                         f"but got {x.shape[0]}.")
    direction = 1
    if reorder:
        order = np.lexsort((y, x))
        x, y = x[order], y[order]
    else:
        dx = np.diff(x)
        if np.any(dx < 0):
            if not np.all(dx <= 0):
                raise ValueError(f"For 'auc', if the argument is False, the argument 'x' array must "
                                 f"be increasing or decreasing, but got 'x': {x}")
            direction = -1
    trapezoid = getattr(np, "trapezoid", None) or np.trapz
    return direction * trapezoid(y, x)
