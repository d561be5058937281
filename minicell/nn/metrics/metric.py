"""``Metric`` (the clear / update / eval protocol), ``rearrange_inputs`` and the helpers the
concrete metrics share. Metrics compute on host numpy arrays, as MindSpore's do."""
import functools
from abc import ABCMeta, abstractmethod

import numpy as np

from ..._checkparam import check_string, check_value_type
from ...common.tensor import Tensor

__all__ = ["Metric", "rearrange_inputs"]

_EVAL_TYPES = {"classification", "multilabel"}


def rearrange_inputs(func):
    """Decorator for ``update``: pick and order its inputs by the metric's ``indexes``."""
    @functools.wraps(func)
    def wrapper(self, *inputs):
        order = self.indexes
        if order:
            inputs = [inputs[i] for i in order]
        return func(self, *inputs)
    return wrapper


class Metric(metaclass=ABCMeta):
    """Base class of metrics: subclasses define ``clear``, ``update(*inputs)`` and ``eval``."""

    def __init__(self):
        self._indexes = None

    def _convert_data(self, data):
        """A Tensor, list or ndarray as an ndarray."""
        if isinstance(data, Tensor):
            return data.asnumpy()
        if isinstance(data, list):
            return np.array(data)
        if isinstance(data, np.ndarray):
            return data
        raise TypeError(f"For 'Metric' and its derived classes, the input data type must be tensor, "
                        f"list or numpy.ndarray, but got {type(data)}.")

    @property
    def indexes(self):
        """The input order set by ``set_indexes`` (None: inputs as given)."""
        return getattr(self, "_indexes", None)

    def set_indexes(self, indexes):
        """Use ``inputs[i] for i in indexes`` as ``update``'s inputs; returns self."""
        if not isinstance(indexes, list) or not all(isinstance(i, int) for i in indexes):
            raise ValueError("For 'set_indexes', the argument 'indexes' must be a list and all its "
                             "elements must be int, please check whether it is correct.")
        self._indexes = indexes
        return self

    def __call__(self, *inputs):
        self.clear()
        self.update(*inputs)
        return self.eval()

    @abstractmethod
    def clear(self):
        """Reset the accumulated state."""

    @abstractmethod
    def eval(self):
        """The metric over everything given to ``update`` since ``clear``."""

    @abstractmethod
    def update(self, *inputs):
        """Accumulate one batch (usually ``(y_pred, y)``)."""


class EvaluationBase(Metric):
    """A metric over ``eval_type`` 'classification' (labels are indexes or one-hot) or
    'multilabel' (0/1 arrays of the prediction's shape)."""

    def __init__(self, eval_type):
        super().__init__()
        if eval_type not in _EVAL_TYPES:
            # 2.10 formats a set; its order in the source ('classification' first) is kept here
            raise TypeError("The argument 'eval_type' must be in {'classification', "
                            f"'multilabel'}}, but got {eval_type}")
        self._type = eval_type

    def _check_shape(self, y_pred, y):
        if self._type == "classification":
            if y_pred.ndim != y.ndim + 1:
                raise ValueError(f"In classification case, the dimension of y_pred (predicted value) "
                                 f"should equal to the dimension of y (true value) add 1, but got "
                                 f"y_pred dimension: {y_pred.ndim} and y dimension: {y.ndim}.")
            if y.shape != (y_pred.shape[0],) + y_pred.shape[2:]:
                raise ValueError(
                    "In classification case, y_pred (predicted value) shape and y (true value) "
                    "shape can not match, y shape should be equal to y_pred shape that the value "
                    "at index 1 is deleted. Such as y_pred shape (1, 2, 3), then y shape should be "
                    f"(1, 3). But got y_pred shape {y_pred.shape} and y shape {y.shape}")
        elif y_pred.ndim != y.ndim:
            raise ValueError(f"In {self._type} case, the dimension of y_pred (predicted value) "
                             f"should equal to the dimension of y (true value), but got y_pred "
                             f"dimension: {y_pred.ndim} and y dimension: {y.ndim}.")
        elif y_pred.shape != y.shape:
            raise ValueError(f"In {self._type} case, the shape of y_pred (predicted value) should "
                             f"equal to the shape of y (true value), but got y_pred shape: "
                             f"{y_pred.shape} and y shape: {y.shape}.")

    def _check_value(self, y_pred, y):
        if self._type != "classification" and not (_is_binary(y_pred) and _is_binary(y)):
            raise ValueError("In multilabel case, all elements in y_pred (predicted value) and y (true "
                             "value) should be 0 or 1.Please check whether your inputs y_pred and y "
                             "are correct.")

    def _prepare(self, name, inputs):
        """Checked ``(y_pred, y)`` ndarrays of one ``update`` call; fixes the class count."""
        if len(inputs) != 2:
            end = "" if name == "Accuracy" else "."  # 2.10's texts
            raise ValueError(f"For '{name}.update', it needs 2 inputs (predicted value, true value), "
                             f"but got {len(inputs)}{end}")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        if self._type == "classification" and y_pred.ndim == y.ndim and is_onehot(y):
            y = y.argmax(axis=1)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        self._check_class_num(name, y_pred)
        return y_pred, y

    def _check_class_num(self, name, y_pred):
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        elif y_pred.shape[1] != self._class_num:
            raise ValueError(f"For '{name}.update', class number not match, last input predicted data "
                             f"contain {self._class_num} classes, but current predicted data contain "
                             f"{y_pred.shape[1]} classes, please check your predicted value(inputs[0]).")


def _is_binary(a):
    return bool(np.equal(a ** 2, a).all())


def is_onehot(data):
    """Whether ``data`` (ndim > 1) is one-hot along axis 1."""
    if data.ndim > 1 and _is_binary(data):
        shape = list(data.shape)
        shape[1] = 1
        return bool(np.equal(np.ones(shape), data.sum(axis=1, keepdims=True)).all())
    return False


def one_hot_pair(name, y_pred, y, class_num):
    """Classification labels and argmax predictions as one-hot ``(n, class_num)`` arrays."""
    if y.max() + 1 > class_num:
        raise ValueError(f"For '{name}.update', predicted value (input[0]) should have the same "
                         f"classes number as true value (input[1]), but got predicted value classes "
                         f"{class_num}, true value classes {y.max() + 1}.")
    eye = np.eye(class_num)
    return eye[y_pred.argmax(axis=1).reshape(-1)], eye[y.reshape(-1).astype(np.int64)]


def no_samples(name, what="your inputs(predicted value, true value) are empty, or has called "
                          "update method before calling eval method"):
    return RuntimeError(f"The '{name}' can not be calculated, because the number of samples is 0, "
                        f"please check whether {what}.")


def binary_clf_curve(preds, target, sample_weights=None, pos_label=1):
    """False/true positive counts at each distinct score threshold (scores descending)."""
    if preds.ndim > target.ndim:
        preds = preds[:, 0]
    order = np.argsort(-preds)
    preds, target = preds[order], target[order]
    weight = 1. if sample_weights is None else np.asarray(sample_weights)[order]
    cuts = np.where(preds[1:] - preds[:-1])[0]
    cuts = np.pad(cuts, (0, 1), constant_values=target.shape[0] - 1)
    target = (target == pos_label).astype(np.int64)
    tps = np.cumsum(target * weight, axis=0)[cuts]
    if sample_weights is None:
        fps = 1 + cuts - tps
    else:
        fps = np.cumsum((1 - target) * weight, axis=0)[cuts]
    return fps, tps, preds[cuts]


def check_type(arg, value, types, prim_name=None):
    """2.10's metrics check with ``Validator.check_value_type`` and no class name: 'The type of
    'ARG' should be 'T' (one of '[...]'), but got type 'V'.' (measured)."""
    check_value_type(arg, value, types, prim_name)
    return value


def check_choice(arg, value, allowed):
    """A str among ``allowed`` (2.10: the type check, then ``Validator.check_string``'s
    ValueError 'The 'ARG' must be str and must be in '[...]', but got 'V'.')."""
    check_type(arg, value, (str,))
    return check_string(value, allowed, arg)
