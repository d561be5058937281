"""``mindspore.dataset.transforms``: operations on any column, for ``map`` or to call eagerly
on numpy arrays: ``Compose``, ``TypeCast``, ``OneHot``, ``Fill``, ``Duplicate``,
``RandomApply``, ``RandomChoice``. ``transforms.c_transforms`` and ``transforms.py_transforms``
(MindSpore's legacy paths used by model zoos) name the same classes.

>>> import numpy as np
>>> from minicell.dataset import transforms
>>> transforms.OneHot(3)(np.array(1))
array([0, 1, 0])
"""
import numpy as np

from ..engine import as_array
from .. import _random

__all__ = ["TensorOperation", "Compose", "TypeCast", "OneHot", "Fill", "Duplicate",
           "RandomApply", "RandomChoice"]


class TensorOperation:
    """Base of the transforms: ``op(*columns)`` on numpy arrays (minicell Tensors and PIL images
    are converted); ``random`` tells ``map`` to give it a per-row random stream."""

    random = False

    def __call__(self, *args):
        return self._apply(*(as_array(a) for a in args))

    def _apply(self, *args):
        raise NotImplementedError


def _check_ops(ops, api):
    if not isinstance(ops, (list, tuple)) or not ops:
        raise TypeError(f"For '{api}', transforms should be a non-empty list of operations.")
    for op in ops:
        if not callable(op):
            raise TypeError(f"For '{api}', transform {op!r} is not callable.")
    return list(ops)


class Compose(TensorOperation):
    """The transforms one after the other (each gets the previous one's outputs)."""

    def __init__(self, transforms):
        self.transforms = _check_ops(transforms, "Compose")
        self.random = any(getattr(t, "random", False) for t in self.transforms)

    def __call__(self, *args):
        for t in self.transforms:
            out = t(*args)
            args = out if isinstance(out, tuple) else (out,)
        return args[0] if len(args) == 1 else args


def _np_dtype(data_type):
    from ...common import dtype as mstype
    if isinstance(data_type, mstype.Type):
        return np.dtype(mstype.dtype_to_nptype(data_type))
    return np.dtype(data_type)


class TypeCast(TensorOperation):
    """Cast to ``data_type`` (a minicell dtype such as ``ms.int32``, or a numpy dtype)."""

    def __init__(self, data_type):
        self.data_type = _np_dtype(data_type)

    def _apply(self, x):
        return x.astype(self.data_type)


class OneHot(TensorOperation):
    """Integer labels to one-hot vectors of ``num_classes`` (the labels' dtype;
    ``smoothing_rate`` spreads that much mass over the classes, giving float32)."""

    def __init__(self, num_classes, smoothing_rate=0.0):
        if isinstance(num_classes, bool) or not isinstance(num_classes, int) or num_classes <= 0:
            raise ValueError(f"Input num_classes is not within the required interval of "
                             f"[1, 2147483647], but got {num_classes!r}.")
        if not 0.0 <= smoothing_rate <= 1.0:
            raise ValueError(f"Input smoothing_rate is not within the required interval of "
                             f"[0.0, 1.0], but got {smoothing_rate}.")
        self.num_classes, self.smoothing_rate = num_classes, smoothing_rate

    def _apply(self, x):
        if x.dtype.kind not in "iu":
            raise RuntimeError(f"OneHot: the input should be of integer type, but got {x.dtype}.")
        if np.any((x < 0) | (x >= self.num_classes)):
            raise RuntimeError(f"OneHot: labels must be in [0, {self.num_classes}), got {x}.")
        hot = np.eye(self.num_classes, dtype=x.dtype)[x]
        if self.smoothing_rate:
            r = self.smoothing_rate
            return (hot * (1 - r) + r / self.num_classes).astype(np.float32)
        return hot


class Fill(TensorOperation):
    """Every element set to ``fill_value`` (shape and dtype kept)."""

    def __init__(self, fill_value):
        self.fill_value = fill_value

    def _apply(self, x):
        return np.full_like(x, self.fill_value)


class Duplicate(TensorOperation):
    """Two copies of the column (map it with two ``output_columns``)."""

    def _apply(self, x):
        return x, x.copy()


class RandomApply(TensorOperation):
    """The transforms (as ``Compose``) with probability ``prob``, else the input unchanged."""

    random = True

    def __init__(self, transforms, prob=0.5):
        self.compose = Compose(transforms)
        self.prob = prob

    def __call__(self, *args):
        if _random.current().random() < self.prob:
            return self.compose(*args)
        return args[0] if len(args) == 1 else args


class RandomChoice(TensorOperation):
    """One of the transforms, picked at random for each row."""

    random = True

    def __init__(self, transforms):
        self.transforms = _check_ops(transforms, "RandomChoice")

    def __call__(self, *args):
        return self.transforms[int(_random.current().integers(len(self.transforms)))](*args)
