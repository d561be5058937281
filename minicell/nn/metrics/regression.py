"""Metrics over values: MAE, MSE, Loss, Dice, CosineSimilarity, Perplexity.

>>> import numpy as np
>>> from minicell import nn
>>> m = nn.MAE()
>>> m.update(np.array([0.1, 0.2, 0.6, 0.9]), np.array([0.1, 0.25, 0.7, 0.9]))
>>> round(float(m.eval()), 4)
0.0375
"""
import math

import numpy as np

from ..._checkparam import check_positive_float
from .metric import Metric, check_choice, check_type, no_samples, rearrange_inputs

__all__ = ["MAE", "MSE", "Loss", "Dice", "CosineSimilarity", "Perplexity"]


def _pair(metric, name, inputs, what="predicted value, true value"):
    if len(inputs) != 2:
        raise ValueError(f"For '{name}.update', it needs 2 inputs ({what}), but got {len(inputs)}.")
    return metric._convert_data(inputs[0]), metric._convert_data(inputs[1])


class _ErrorSum(Metric):
    """Sum of an elementwise error over the samples, divided by the sample count."""
    _name = ""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._error_sum = 0
        self._samples_num = 0

    @staticmethod
    def _error(diff):
        raise NotImplementedError

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = _pair(self, self._name, inputs)
        # float64 accumulation: what MindSpore's ``0 + np.float32`` gives under numpy 1.x
        self._error_sum += np.float64(self._error(y.reshape(y_pred.shape) - y_pred).sum())
        self._samples_num += y.shape[0]

    def eval(self):
        if self._samples_num == 0:
            raise no_samples(self._name)
        return self._error_sum / self._samples_num


class MAE(_ErrorSum):
    """Mean absolute error: ``sum |y_pred - y| / batch``."""
    _name = "MAE"
    _error = staticmethod(np.abs)


class MSE(_ErrorSum):
    """Mean squared error: ``sum (y_pred - y)^2 / batch``."""
    _name = "MSE"
    _error = staticmethod(lambda d: np.power(d, 2))


class Loss(Metric):
    """Average of the losses given to ``update`` (each a scalar or a 1-D array, averaged)."""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._sum_loss = 0
        self._total_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 1:
            raise ValueError(f"For 'Loss.update', it needs 1 input (loss), but got {len(inputs)}")
        loss = self._convert_data(inputs[0])
        if loss.ndim == 0:
            loss = loss.reshape(1)
        if loss.ndim != 1:
            raise ValueError(f"For 'Loss.update', the dimension of your input (loss) must be 1, but "
                             f"got {loss.ndim}.")
        self._sum_loss += np.float64(loss.mean(-1))
        self._total_num += 1

    def eval(self):
        if self._total_num == 0:
            raise no_samples("Loss", "has called update method before calling eval method")
        return self._sum_loss / self._total_num


class Dice(Metric):
    """Mean over samples of ``2 <p, y> / (<p, p> + <y, y> + smooth)`` per batch."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        check_positive_float(smooth, "smooth")
        self.smooth = smooth
        self.clear()

    def clear(self):
        self._dice_coeff_sum = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = _pair(self, "Dice", inputs)
        self._samples_num += y.shape[0]
        if y_pred.shape != y.shape:
            raise ValueError(f"For 'Dice.update', predicted value (input[0]) and true value (input[1]) "
                             f"should have same shape, but got predicted value shape: {y_pred.shape}, "
                             f"true value shape: {y.shape}.")
        p, t = y_pred.flatten(), y.flatten()
        inter, union = np.dot(p, t), np.dot(p, p) + np.dot(t, t)
        self._dice_coeff_sum += 2 * float(inter) / float(union + self.smooth)

    def eval(self):
        if self._samples_num == 0:
            raise no_samples("Dice coefficient")
        return self._dice_coeff_sum / float(self._samples_num)


class CosineSimilarity(Metric):
    """The row-by-row similarity matrix of the last ``update``'s input (``similarity`` 'cosine'
    or 'dot'), diagonal zeroed with ``zero_diagonal``, reduced over rows by ``reduction``
    ('none', 'sum', 'mean')."""

    def __init__(self, similarity="cosine", reduction="none", zero_diagonal=True):
        super().__init__()
        self.similarity = check_choice("similarity", similarity, ["dot", "cosine"])
        self.reduction = check_choice("reduction", reduction,
                                 ["none", "sum", "mean"])
        self.zero_diagonal = check_type("zero_diagonal", zero_diagonal, (bool,))
        self.clear()

    def clear(self):
        self.sqr_mtx_res = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, inputs):
        x = self._convert_data(inputs)
        if self.similarity == "cosine":
            x = x / np.expand_dims(np.linalg.norm(x, ord=2, axis=1), 1)
        self.sqr_mtx_res = np.dot(x, x.T)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        res = self.sqr_mtx_res
        if self.zero_diagonal:
            np.fill_diagonal(res, 0)
        if self.reduction == "mean":
            res = np.mean(res, axis=-1)
        elif self.reduction == "sum":
            res = np.sum(res, axis=-1)
        self.sqr_mtx_res = res
        return res


class Perplexity(Metric):
    """``exp(mean(-log p[label]))`` over all labels (``ignore_label`` excluded); ``update(preds,
    labels)`` with probabilities ``preds`` of shape ``labels.shape + (classes,)``."""

    def __init__(self, ignore_label=None):
        super().__init__()
        if ignore_label is not None:
            check_type("ignore_label", ignore_label, (int,))
        self.ignore_label = ignore_label
        self.clear()

    def clear(self):
        self._sum_metric = 0.0
        self._num_inst = 0

    @rearrange_inputs
    def update(self, *inputs):
        pred, label = _pair(self, "Perplexity", inputs, "predicted value, label")
        if label.size != pred.size / pred.shape[-1]:
            raise RuntimeError(f"For 'Perplexity.update', predicted value (input[0]) and label "
                               f"(input[1]) should have the same shape, but got predicted value "
                               f"shape {pred.shape}, label shape {label.shape}.")
        label = label.reshape(label.size)
        picked = np.squeeze(pred.reshape(label.size, -1)[np.arange(label.size), label.astype(int)])
        num = 0
        if self.ignore_label is not None:
            ignore = (label == self.ignore_label).astype(picked.dtype)
            num -= np.sum(ignore)
            picked = picked * (1 - ignore) + ignore
        self._sum_metric -= np.float64(np.sum(np.log(np.maximum(1e-10, picked))))
        self._num_inst += num + picked.size

    def eval(self):
        if self._num_inst == 0:
            raise no_samples("Perplexity", "the update method has been called before calling eval "
                                           "method")
        return math.exp(self._sum_metric / self._num_inst)
