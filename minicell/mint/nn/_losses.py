"""mint.nn's losses that differ from minicell.nn's: 2.10 keeps their ``reduction`` as given and
its functional refuses a bad one at the call (the MSELoss, NLLLoss, SmoothL1Loss and
CosineEmbeddingLoss constructors take anything, measured), except BCEWithLogitsLoss, whose
primitive is made in the constructor (its enum conversion refuses it there)."""
from ... import nn as _nn
from ...ops.nn_losses import check_reduction
from . import functional as F

__all__ = ["BCEWithLogitsLoss", "CosineEmbeddingLoss", "CrossEntropyLoss", "MSELoss", "NLLLoss",
           "SmoothL1Loss"]


class BCEWithLogitsLoss(_nn.BCEWithLogitsLoss):
    """minicell.nn.BCEWithLogitsLoss with PyTorch's argument order (2.10's enum texts)."""
    def __init__(self, weight=None, reduction="mean", pos_weight=None):
        super().__init__(check_reduction(reduction, "BCEWithLogitsLoss", str_only=True), weight,
                         pos_weight)


class MSELoss(_nn.Cell):
    """Mean squared error; ``reduction`` read at the call (2.10's MSELossExt text)."""
    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction

    def construct(self, input, target):     # pylint: disable=redefined-builtin
        return F.mse_loss(input, target, self.reduction)


class CrossEntropyLoss(_nn.Cell):
    """mint's cross entropy (``F.cross_entropy``), not minicell.nn's: 2.10's constructor keeps
    its arguments as given and the functional checks them at the call (measured)."""
    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__()
        self.weight, self.ignore_index = weight, ignore_index
        self.reduction, self.label_smoothing = reduction, label_smoothing

    def construct(self, input, target):     # pylint: disable=redefined-builtin
        return F.cross_entropy(input, target, self.weight, self.ignore_index, self.reduction,
                               self.label_smoothing)


class NLLLoss(_nn.Cell):
    """Negative log-likelihood of log-probabilities; ``reduction`` read at the call."""
    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__()
        self.weight, self.ignore_index, self.reduction = weight, ignore_index, reduction

    def construct(self, input, target):     # pylint: disable=redefined-builtin
        return F.nll_loss(input, target, self.weight, self.ignore_index, self.reduction)


class SmoothL1Loss(_nn.Cell):
    """Smooth L1 loss with PyTorch's argument order; ``reduction`` read at the call."""
    def __init__(self, reduction="mean", beta=1.0):
        super().__init__()
        self.reduction, self.beta = reduction, beta

    def construct(self, input, target):     # pylint: disable=redefined-builtin
        return F.smooth_l1_loss(input, target, self.reduction, self.beta)


class CosineEmbeddingLoss(_nn.Cell):
    """Cosine embedding loss; ``reduction`` read at the call (2.10's enum text)."""
    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__()
        self.margin, self.reduction = margin, reduction

    def construct(self, input1, input2, target):
        reduction = check_reduction(self.reduction, "CosineEmbeddingLoss", str_only=True)
        return F.cosine_embedding_loss(input1, input2, target, self.margin, reduction)
