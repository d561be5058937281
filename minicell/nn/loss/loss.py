"""Loss Cells with MindSpore's names, arguments and defaults.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
>>> logits = ms.Tensor(np.zeros((2, 4), np.float32)); labels = ms.Tensor(np.array([1, 3]), ms.int32)
>>> round(float(loss(logits, labels)), 4)
1.3863
"""
import functools
import inspect

import numpy as np

from ... import _checkparam as _validator
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ... import ops
from ...ops import nn_functional as F
from ...ops._util import ms_type_name
from ...ops.tensor_inputs import SequenceInputError
from ...ops.nn_losses import reduce_in_float32, squared_error
from ..cell import Cell
from .._operand_texts import refusal

__all__ = ["LossBase", "SoftmaxCrossEntropyWithLogits", "CrossEntropyLoss", "MSELoss", "L1Loss",
           "SmoothL1Loss", "BCEWithLogitsLoss", "NLLLoss"]


def _check_class_loss_args(cls, weight, ignore_index):
    """A class weight is a Tensor (or None) and ``ignore_index`` an int (2.10's TypeErrors)."""
    if weight is not None and not isinstance(weight, Tensor):
        raise TypeError(f"For '{cls}', the type of 'weight' should be 'Tensor', but got type "
                        f"'{type(weight).__name__}'.")
    _validator.check_value_type("ignore_index", ignore_index, [int], cls)


def _check_cross_entropy_inputs(logits, labels):
    """2.10's checks of CrossEntropyLoss's call: probabilities when the ranks are equal (float
    labels of the logits' shape), class indices (Int32, the logits' shape less the class axis)
    when the labels have one axis less, any other ranks refused."""
    name, halves = "CrossEntropyLoss", [mstype.float16, mstype.float32]
    _validator.check_type_name("logits", logits.dtype, halves, name)
    shape, lshape = tuple(logits.shape), tuple(labels.shape)
    if len(shape) == len(lshape):
        _validator.check_type_name("labels", labels.dtype, halves, name)
        if shape != lshape:
            raise ValueError(f"For '{name}', the shape of 'logits' should be (N, C, d_0, d_1, "
                             f"...), and the shape of 'labels' should be (N, C, d_0, d_1, ...), "
                             f"but get 'logits' shape: {shape} and 'labels' shape: {lshape}.")
    elif len(lshape) == len(shape) - 1:
        _validator.check_type_name("labels", labels.dtype, [mstype.int32], name)
        if len(shape) != 1 and shape[:1] + shape[2:] != lshape:
            raise ValueError(f"For '{name}', the shape of 'logits' should be (N, C, d_0, d_1, "
                             f"...), and the shape of 'labels' should be (N, d_0, d_1, ...), "
                             f"but get 'logits' shape: {shape} and 'labels' shape: {lshape}.")
    else:
        raise ValueError(f"For '{name}', the rank of 'logits' and 'labels' should be:\n1. "
                         f"'logits.ndim == labels.ndim' for probabilities, \n2. 'logits.ndim - "
                         f"1 == labels.ndim' for class indices, \nbut get 'logits' rank: "
                         f"{len(shape)} and 'labels' rank: {len(lshape)}.")


@functools.lru_cache(maxsize=None)
def _tensor_operands(construct):
    """The names of a built-in loss's ``construct`` operands without a default: its Tensors
    (``margin=1.0``, ``weight=None`` and the like keep their own checks)."""
    params = list(inspect.signature(construct).parameters.values())[1:]
    return tuple(p.name for p in params if p.default is inspect.Parameter.empty and
                 p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


def _check_loss_operands(cell, args, kwargs):
    """A list, tuple, number or numpy array given to a built-in loss where it takes a Tensor is
    MindSpore 2.10's TypeError (its losses check their inputs first: "For 'MSELoss', the
    'logits' must be '<class ...TensorType'>', but got 'List[Float32]'"; a few read ``.ndim``
    first, an AttributeError, which ``SequenceInputError`` also is). A user's own ``construct``
    is not checked (nor one defined by ``exec`` without a ``__name__``: its module is None)."""
    construct = type(cell).construct
    if not (construct.__module__ or "").startswith("minicell."):
        return
    if len(args) + len(kwargs) < len(_tensor_operands(construct)):
        return      # a missing operand: Python's TypeError from construct first (measured)
    owner = next(c for c in type(cell).__mro__ if "construct" in c.__dict__)
    err = refusal(owner.__name__, args)     # 2.10's own text, where measured
    if err is not None:
        raise err
    for name, value in zip(_tensor_operands(construct), args):
        if isinstance(value, (list, tuple, np.ndarray, int, float, str)):
            raise SequenceInputError(f"For '{type(cell).__name__}', the '{name}' must be a "
                                     f"Tensor, but got '{ms_type_name(value)}'")


class LossBase(Cell):
    """Base of the losses: holds ``reduction`` ('none' | 'mean' | 'sum') and ``get_loss``.
    ``reduction_checked_at_call``: the loss's functional checks it when called, not its
    constructor (2.10's KLDivLoss, SoftMarginLoss, TripletMarginLoss, BCEWithLogitsLoss and
    CTCLoss construct with any value, measured)."""
    reduction_checked_at_call = False

    def __init__(self, reduction="mean"):
        super().__init__()
        if not self.reduction_checked_at_call:
            F.check_reduction(reduction, type(self).__name__)
        self.reduction = reduction

    def __call__(self, *args, **kwargs):
        _check_loss_operands(self, args, kwargs)
        return super().__call__(*args, **kwargs)

    def get_axis(self, x):
        """All the axes of ``x``, ``(0, 1, ..., x.ndim - 1)``."""
        return tuple(range(len(x.shape)))

    def get_loss(self, x, weights=1.0):
        """Weight a per-element loss and apply the reduction, in Float32 as 2.10 (then cast
        back to ``x``'s dtype)."""
        return reduce_in_float32(x, self.reduction, weights)

    def construct(self, logits, labels):
        raise NotImplementedError(f"{type(self).__name__} must define construct")


class _Loss(LossBase):
    """MindSpore's deprecated name of ``LossBase`` (a subclass, as there): zoo losses derive
    from ``nn.loss.loss._Loss``."""


class SoftmaxCrossEntropyWithLogits(LossBase):
    """Softmax cross entropy of ``logits`` (N, C) with one-hot/probability ``labels`` (N, C), or
    with class indices (N,) when ``sparse=True``. ``reduction`` defaults to 'none'. Sparse with
    'mean' also takes logits (..., C) and labels (...) (classes on the last axis); otherwise
    logits other than 2-D are MindSpore's ValueError."""

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = _validator.check_bool(sparse, "sparse", "SoftmaxCrossEntropyWithLogits")
        # 2.10's attributes, which zoo code reaches (FCN8s: ce.softmax_cross_entropy.shard(...));
        # construct does not use them
        self.softmax_cross_entropy = ops.SoftmaxCrossEntropyWithLogits()
        self.sparse_softmax_cross_entropy = ops.SparseSoftmaxCrossEntropyWithLogits()
        self.one_hot = ops.OneHot(axis=-1)
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)
        self.is_cpugpu = True

    def construct(self, logits, labels):
        if self.sparse and self.reduction == "mean" and logits.ndim > 2:
            # MindSpore's sparse kernel: classes on the last axis, every other axis a sample
            logits = logits.reshape((-1, logits.shape[-1]))
            labels = labels.reshape((-1,))
        elif logits.ndim != 2:
            raise ValueError(f"For primitive[SoftmaxCrossEntropyWithLogits], the dimension of "
                             f"logits must be equal to 2, but got {logits.ndim}.")
        if not self.sparse and labels.dtype != logits.dtype:     # 2.10's primitive check
            raise TypeError(f"For primitive[SoftmaxCrossEntropyWithLogits], the input type must "
                            f"be same. name:[label_type]:Tensor[{labels.dtype}]. "
                            f"name:[logits_type]:Tensor[{logits.dtype}].")
        if not (self.sparse and self.reduction == "mean"):     # 2.10's evaluator text
            got = tuple(labels.shape) + ((logits.shape[-1],) if self.sparse else ())
            if got != tuple(logits.shape):
                raise ValueError(f"For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' "
                                 f"shape must be consistent with 'logits' shape, but got 'label' "
                                 f"shape: {got}, 'logits' shape: {tuple(logits.shape)}.")
        if self.sparse:
            mean = self.reduction == "mean"      # the primitives MindSpore 2.10's errors name
            F.check_class_labels("SoftmaxCrossEntropyWithLogits", labels, logits.shape[-1],
                                 "SparseSoftmaxCrossEntropyWithLogits" if mean else "OneHot",
                                 "labels_type" if mean else "indices", in_range=mean)
            return F.sparse_softmax_cross_entropy(logits, labels, self.reduction)
        return F.reduce_loss(F.softmax_cross_entropy(logits, labels), self.reduction)

    # traced as plain Python in GRAPH_MODE: its branches read flags, dtypes and static shapes
    # (~32 ms to convert, 6% of an MLP training step's first call)
    construct.__minicell_noconvert__ = True

    def extend_repr(self):
        return ""


class CrossEntropyLoss(LossBase):
    """Cross entropy of logits (N, C, ...) with class indices or class probabilities.
    ``CrossEntropyLoss(weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0)``."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        _check_class_loss_args("CrossEntropyLoss", weight, ignore_index)
        # 2.10 takes a float only (label_smoothing=0 is its TypeError, measured)
        _validator.check_value_type("label_smoothing", label_smoothing, [float],
                                    "CrossEntropyLoss")
        _validator.check_float_range(label_smoothing, 0.0, 1.0, _validator.INC_BOTH,
                                     "label_smoothing", "CrossEntropyLoss")
        self.weight = weight
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def construct(self, logits, labels):
        _check_cross_entropy_inputs(logits, labels)
        if self.weight is not None:
            _validator.check_type_name("weight", self.weight.dtype,
                                       [mstype.float16, mstype.float32], "CrossEntropyLoss")
        return F.cross_entropy(logits, labels, self.weight, self.ignore_index, self.reduction,
                               self.label_smoothing)

    construct.__minicell_noconvert__ = True     # (as SoftmaxCrossEntropyWithLogits': ~36 ms)


class NLLLoss(LossBase):
    """Negative log-likelihood of log-probabilities (N, C, ...) at class indices."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        _check_class_loss_args("NLLLoss", weight, ignore_index)
        self.weight = weight
        self.ignore_index = ignore_index

    def construct(self, logits, labels):
        return F.nll_loss(logits, labels, self.weight, self.ignore_index, self.reduction)


class MSELoss(LossBase):
    """(x - y)^2 with reduction (default 'mean')."""
    _base_init_name = True      # 2.10's nn.MSELoss has no __init__ of its own (Cell)

    def construct(self, logits, labels):     # 2.10: get_loss of the square (Int32 stays Int32)
        return squared_error(logits, labels, self.reduction, "mse_loss", keep_int=True)


class L1Loss(LossBase):
    """|x - y| with reduction (default 'mean')."""

    def construct(self, logits, labels):
        return F.l1_loss(logits, labels, self.reduction)


class SmoothL1Loss(LossBase):
    """Huber-style loss with threshold ``beta`` (default reduction 'none')."""

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        self.beta = beta
        self.smooth_l1_loss = ops.SmoothL1Loss(beta, reduction)    # checks beta as 2.10's

    def construct(self, logits, labels):
        return self.smooth_l1_loss(logits, labels)


class BCEWithLogitsLoss(LossBase):
    """Sigmoid + binary cross entropy from logits.
    ``BCEWithLogitsLoss(reduction='mean', weight=None, pos_weight=None)``."""
    reduction_checked_at_call = True

    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, logits, labels):
        return F.binary_cross_entropy_with_logits(logits, labels, self.weight, self.pos_weight,
                                                  self.reduction)
