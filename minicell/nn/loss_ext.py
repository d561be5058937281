"""More loss Cells (``nn.BCELoss``, ``nn.HuberLoss``, ``nn.KLDivLoss``, ``nn.FocalLoss``,
``nn.DiceLoss``, ``nn.TripletMarginLoss``, ...): MindSpore's arguments and defaults, each over
its ``ops`` loss function.

>>> import minicell as ms
>>> from minicell import nn
>>> float(nn.MAELoss()(ms.Tensor([1.0, 2.0]), ms.Tensor([0.0, 0.0])))
1.5
"""
import numpy as np

from .. import _checkparam as _validator
from .. import ops
from ..common.tensor import Tensor
from .cell import Cell
from ..ops import nn_functional as F
from ..ops._loss_shapes import broadcast_shapes
from ..ops.nn_losses_ext import multi_margin
from .loss.loss import LossBase

__all__ = ["BCELoss", "CosineEmbeddingLoss", "DiceLoss", "MultiClassDiceLoss", "FocalLoss",
           "GaussianNLLLoss", "HingeEmbeddingLoss", "HuberLoss", "KLDivLoss", "MAELoss",
           "MarginRankingLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss",
           "MultilabelMarginLoss", "PoissonNLLLoss", "RMSELoss", "SoftMarginLoss",
           "TripletMarginLoss", "L1LossExt", "CTCLoss"]


class BCELoss(LossBase):
    """Binary cross entropy of probabilities ``logits`` against ``labels``."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def construct(self, logits, labels):
        return ops.binary_cross_entropy(logits, labels, self.weight, self.reduction)


class CosineEmbeddingLoss(LossBase):
    """1 - cos(x1, x2) for label 1, max(0, cos(x1, x2) - margin) for label -1."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        _validator.check_value_type("margin", margin, [float], "CosineEmbeddingLoss")
        self.margin = _validator.check_float_range(margin, -1.0, 1.0, _validator.INC_BOTH,
                                                   "margin", "CosineEmbeddingLoss")

    def construct(self, logits_x1, logits_x2, labels):
        if logits_x1.dtype != logits_x2.dtype:       # 2.10 checks the pair with SameTypeShape
            raise TypeError(f"For 'SameTypeShape', the x dtype should be = y dtype: "
                            f"{logits_x2.dtype}, but got {logits_x1.dtype}.")
        return ops.cosine_embedding_loss(logits_x1, logits_x2, labels, self.margin,
                                         self.reduction)


def _dice(logits, label, smooth):
    inter = ops.sum(logits * label)
    union = ops.sum(logits * logits) + ops.sum(label * label)
    return 1 - 2 * inter / (union + smooth)


def _same_shape(name, logits, label):
    """2.10's check of the dice losses: Validator.check('logits_shape', ..., 'label_shape')."""
    if tuple(logits.shape) != tuple(label.shape):
        raise ValueError(f"For '{name}', the 'logits_shape' should be = label_shape: "
                         f"{tuple(label.shape)}, but got {tuple(logits.shape)}.")


class DiceLoss(LossBase):
    """1 - 2 |x y| / (|x|^2 + |y|^2 + smooth) over all elements."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        self.smooth = float(_validator.check_positive_float(smooth, "smooth"))   # an int: TypeError

    def construct(self, logits, label):
        _same_shape("DiceLoss", logits, label)
        return _dice(logits, label, self.smooth)


def _class_dice(logits, label, weights, ignore, smooth):
    """Mean over classes (axis 1) of the per-class dice losses, weighted and with one class
    ignored."""
    c = label.shape[1]
    x = ops.swapaxes(logits, 0, 1).reshape((c, -1))
    y = ops.swapaxes(label, 0, 1).reshape((c, -1))
    per = 1 - 2 * ops.sum(x * y, 1) / (ops.sum(x * x, 1) + ops.sum(y * y, 1) + smooth)
    keep = np.ones((c,), np.float32)
    if ignore is not None:
        keep[ignore] = 0.0
    per = per * Tensor(keep)
    if weights is not None:
        per = per * weights.reshape((-1,))[:c]
    return ops.sum(per) / c


_DICE_ACTIVATIONS = {"softmax": lambda x: ops.softmax(x, 1),
                     "logsoftmax": lambda x: ops.log_softmax(x, 1),
                     "relu": ops.relu, "relu6": ops.relu6, "tanh": ops.tanh,
                     "sigmoid": ops.sigmoid}


class MultiClassDiceLoss(LossBase):
    """Dice loss per class (axis 1), weighted by ``weights``, averaged over the classes;
    ``activation`` (a Cell, one of 'softmax', 'logsoftmax', 'relu', 'relu6', 'tanh',
    'sigmoid', or None) is applied to ``logits`` first."""

    def __init__(self, weights=None, ignore_indiex=None, activation="softmax"):
        super().__init__()
        if weights is not None and not isinstance(weights, Tensor):
            raise TypeError(f"The type of 'weights' should be 'Tensor', but got type "
                            f"'{type(weights).__name__}'.")
        if weights is not None and len(weights.shape) != 2:
            raise ValueError(f"For 'MultiClassDiceLoss', the dimension of 'weights' must be 2, "
                             f"but got {len(weights.shape)}.")
        # MindSpore 2.10's checks: an int (or None) ignore_indiex; a Cell or a known name
        if ignore_indiex is not None and (isinstance(ignore_indiex, bool) or
                                          not isinstance(ignore_indiex, int)):
            raise TypeError(f"The type of 'ignore_indiex' should be 'int', but got type "
                            f"'{type(ignore_indiex).__name__}'.")
        if activation is not None and not isinstance(activation, (str, Cell)):
            raise TypeError(f"For 'MultiClassDiceLoss', the 'activation' must be str or Cell, "
                            f"but got {type(activation)}.")
        if isinstance(activation, str) and activation not in _DICE_ACTIVATIONS:
            raise ValueError(f"For 'MultiClassDiceLoss', the 'activation' must be in "
                             f"{list(_DICE_ACTIVATIONS)}, but got {activation}.")
        self.weights, self.ignore_indiex, self.activation = weights, ignore_indiex, activation

    def construct(self, logits, label):
        _same_shape("MultiClassDiceLoss", logits, label)
        if len(logits.shape) < 2:       # 2.10's _check_ndim_multi (labels: the same shape)
            raise ValueError(f"For 'MultiClassDiceLoss', the 'logits' dimension must be greater "
                             f"than 1, but got {len(logits.shape)}.")
        if isinstance(self.activation, str):
            logits = _DICE_ACTIVATIONS[self.activation](logits)
        elif self.activation is not None:
            logits = self.activation(logits)
        return _class_dice(logits, label, self.weights, self.ignore_indiex, 1e-5)


def _focal(logits, labels, weight, gamma):
    """Per-sample focal loss (before the reduction), MindSpore's FocalLoss computation."""
    n, c = logits.shape[0], logits.shape[1]
    x = logits.reshape((n, c, -1)) if len(logits.shape) > 2 else ops.expand_dims(logits, 2)
    y = labels.reshape((n, labels.shape[1], -1)) if len(labels.shape) > 2 else \
        ops.expand_dims(labels, 2)
    logp = ops.log_softmax(x, 1)
    index = labels.shape[1] == 1
    if index:
        logp = ops.gather_d(logp, 1, y.astype("int32")).squeeze(1)
    if weight is not None:
        w = ops.tile(weight.reshape((1, -1, 1)), (n, 1, x.shape[2]))
        if index:
            w = ops.gather_d(w, 1, y.astype("int32")).squeeze(1)
        logp = logp * w
    mod = ops.pow(1.0 - ops.exp(logp if weight is None else logp / w), gamma)
    if index:
        return ops.mean(-mod * logp, 1)
    return ops.mean(-mod * y * logp, -1)


class FocalLoss(LossBase):
    """Focal loss: -(1 - p)^gamma * log p (class ``weight`` optional) of logits (N, C, ...)
    against class indices (N, 1, ...) or one-hot labels (N, C, ...)."""

    def __init__(self, weight=None, gamma=2.0, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(gamma, float):
            raise TypeError(f"The type of 'gamma' should be 'float', but got type "
                            f"'{type(gamma).__name__}'.")                        # 2.10's text
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For 'FocalLoss', the type of 'weight' must be a Tensor, but got "
                            f"{type(weight).__name__}.")
        if weight is not None and len(weight.shape) != 1:
            raise ValueError(f"For 'FocalLoss', the dimension of 'weight' must be 1, but got "
                             f"{len(weight.shape)}.")
        self.weight, self.gamma = weight, gamma

    def construct(self, logits, labels):
        for arg, rank in (("logits", len(logits.shape)), ("labels", len(labels.shape))):
            if rank < 2 or rank > 4:        # 2.10's _check_ndim
                raise ValueError(f"For 'FocalLoss', the dimensions of '{arg}' must be in [2, 4], "
                                 f"but got dimension of '{arg}' {rank}.")
        if len(logits.shape) != len(labels.shape):
            raise ValueError(f"For 'FocalLoss', the dimensions of 'logits' and 'labels' must be "
                             f"equal, but got dimension of 'logits' {len(logits.shape)} and "
                             f"dimension of 'labels' {len(labels.shape)}.")
        if logits.shape[1] == 1:
            raise ValueError(f"For 'FocalLoss', the 'logits'.shape[1] cannot be one, but got "
                             f"{logits.shape[1]}.")
        if labels.shape[1] not in (1, logits.shape[1]):
            raise ValueError(f"For 'FocalLoss', the 'labels'.shape[1] must be one or equal to "
                             f"'logits'.shape[1]: {logits.shape[1]}, but got {labels.shape[1]}.")
        return self.get_loss(_focal(logits, labels, self.weight, self.gamma))


class GaussianNLLLoss(LossBase):
    """Gaussian negative log-likelihood with predicted variance ``var``."""

    def __init__(self, *, full=False, eps=1e-6, reduction="mean"):
        super().__init__(reduction)
        _validator.check_value_type("full", full, [bool], "GaussianNLLLoss")
        if not isinstance(eps, float):      # 2.10's checks of eps: a float > 0
            raise TypeError(f"For 'GaussianNLLLoss', the 'eps' must be 'float',  but got "
                            f"'{type(eps).__name__}'.")
        if not eps > 0:
            raise ValueError(f"For 'GaussianNLLLoss', the 'eps' must be in range of (0, inf), "
                             f"but got {eps} with type 'float'.")
        self.full, self.eps = full, eps

    def construct(self, logits, labels, var):
        return ops.gaussian_nll_loss(logits, labels, var, self.full, self.eps, self.reduction)


class HingeEmbeddingLoss(LossBase):
    """x for label 1, max(0, margin - x) for label -1."""

    def __init__(self, margin=1.0, reduction="mean"):
        super().__init__(reduction)
        _validator.check_value_type("margin", margin, [float, int], "HingeEmbeddingLoss")
        self.margin = margin

    def construct(self, logits, labels):
        return ops.hinge_embedding_loss(logits, labels, self.margin, self.reduction)


class HuberLoss(LossBase):
    """0.5 d^2 below ``delta``, delta (|d| - delta / 2) above."""

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction)
        self.delta = delta

    def construct(self, logits, labels):
        return ops.huber_loss(logits, labels, self.reduction, self.delta)


class KLDivLoss(LossBase):
    """labels * (log labels - logits); reduction also 'batchmean'."""
    reduction_checked_at_call = True

    def __init__(self, reduction="mean"):
        super().__init__(reduction)

    def construct(self, logits, labels):
        return ops.kl_div(logits, labels, self.reduction)


class MAELoss(LossBase):
    """|x - y| with the reduction."""

    def construct(self, logits, label):
        broadcast_shapes("SubExt", logits, label)       # 2.10's text (measured)
        return self.get_loss(ops.abs(logits - label))


class L1LossExt(MAELoss):
    """|x - y| with the reduction (``mint``-style name)."""


class MarginRankingLoss(LossBase):
    """max(0, -target (x1 - x2) + margin)."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        self.margin = margin        # 2.10 checks it (a float) at the call

    def construct(self, input1, input2, target):
        return ops.margin_ranking_loss(input1, input2, target, self.margin, self.reduction)


class MultiLabelSoftMarginLoss(LossBase):
    """Per-sample mean over classes of the sigmoid binary cross entropy."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def construct(self, x, target):
        return ops.multilabel_soft_margin_loss(x, target, self.weight, self.reduction)


class MultiMarginLoss(LossBase):
    """Multi-class hinge loss (``p`` 1 or 2)."""

    def __init__(self, p=1, margin=1.0, reduction="mean", weight=None):
        super().__init__(reduction)
        _validator.check_value_type("p", p, [int], "MultiMarginLoss")    # 2.10's primitive
        _validator.check_int(p, {1, 2}, _validator.IN, "p", "MultiMarginLoss")
        _validator.check_value_type("margin", margin, [float], "MultiMarginLoss")
        self.p, self.margin, self.weight = p, margin, weight

    def construct(self, x, target, weight=None):
        w = self.weight if weight is None else weight       # a float margin, not truncated
        return multi_margin(x, target, self.p, self.margin, w, self.reduction)


class MultilabelMarginLoss(LossBase):
    """Multi-label hinge loss over the target classes (ended by -1)."""

    def construct(self, x, target):
        return ops.multilabel_margin_loss(x, target, self.reduction)


def _poisson_nll(x, target, log_input, full, eps):
    target = target.astype(x.dtype)
    loss = ops.exp(x) - target * x if log_input else x - target * ops.log(x + eps)
    if full:
        t = ops.maximum(target, eps)
        stirling = (t * ops.log(t) - t + 0.5 * ops.log(2 * np.pi * t))
        loss = loss + ops.select(t > 1, stirling, ops.zeros_like(stirling))
    return loss


class PoissonNLLLoss(LossBase):
    """Poisson negative log-likelihood; ``log_input``: the input is log(rate)."""

    def __init__(self, log_input=True, full=False, eps=1e-08, reduction="mean"):
        super().__init__(reduction)
        # eps as given (2.10 checks none of these): read only without log_input or with full
        self.log_input, self.full, self.eps = log_input, full, eps

    def construct(self, input, target):
        return self.get_loss(_poisson_nll(input, target, self.log_input, self.full, self.eps))


class RMSELoss(LossBase):
    """sqrt(mean((x - y)^2))."""

    def __init__(self):     # 2.10's takes no reduction
        super().__init__()

    def construct(self, logits, label):
        return ops.sqrt(F.mse_loss(logits, label, "mean"))


class SoftMarginLoss(LossBase):
    """log(1 + exp(-y x))."""
    reduction_checked_at_call = True

    def construct(self, logits, labels):
        return ops.soft_margin_loss(logits, labels, self.reduction)


class TripletMarginLoss(LossBase):
    """max(d(x, positive) - d(x, negative) + margin, 0) with p-norm distances."""
    reduction_checked_at_call = True

    def __init__(self, p=2, swap=False, eps=1e-06, reduction="mean", margin=1.0):
        super().__init__(reduction)
        self.p, self.swap, self.eps, self.margin = p, swap, eps, margin

    def construct(self, x, positive, negative, margin=1.0):
        m = self.margin if margin == 1.0 else margin
        return ops.triplet_margin_loss(x, positive, negative, m, self.p, self.eps, self.swap,
                                       self.reduction)


class CTCLoss(LossBase):
    """Connectionist temporal classification loss of (T, N, C) log-probabilities (or unbatched
    (T, C) ones)."""
    reduction_checked_at_call = True

    def __init__(self, blank=0, reduction="mean", zero_infinity=False):
        super().__init__(reduction)
        self.blank, self.zero_infinity = blank, zero_infinity

    def construct(self, log_probs, targets, input_lengths, target_lengths):
        if log_probs.ndim != 2:
            return ops.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank,
                                self.reduction, self.zero_infinity)[0]
        # unbatched (T, C) with (S,) or (1, S) targets: a batch of one, as 2.10's CTCLoss
        if targets.ndim > 2:
            raise ValueError(f"For CTCLoss, when the shape of log_probs is (T, C), the dimension "
                             f"of targets shouldbe 1 or 2, but got {targets.ndim}.")
        if targets.ndim == 2 and targets.shape[0] != 1:
            raise ValueError(f"For CTCLoss, the first dimension of 2-D targets should be 1,but "
                             f"got {targets.shape[0]}.")
        if targets.ndim == 1:
            targets = ops.expand_dims(targets, 0)
        loss = ops.ctc_loss(ops.expand_dims(log_probs, -2), targets, input_lengths,
                            target_lengths, self.blank, self.reduction, self.zero_infinity)[0]
        return ops.squeeze(loss, 0) if loss.ndim else loss
