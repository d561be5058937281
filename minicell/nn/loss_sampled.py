"""``nn.SampledSoftmaxLoss``: softmax cross-entropy over the true classes and a random sample of
the others (for very many classes), as MindSpore's (itself TensorFlow's
``sampled_softmax_loss``).

>>> import numpy as np
>>> import minicell as ms
>>> from minicell import nn
>>> loss = nn.SampledSoftmaxLoss(num_sampled=4, num_classes=7)
>>> w, b = ms.Tensor(np.ones((7, 3), np.float32)), ms.Tensor(np.zeros(7, np.float32))
>>> loss(w, b, ms.Tensor([0, 1]), ms.Tensor(np.ones((2, 3), np.float32))).shape
(2,)
"""
from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from .loss import LossBase

__all__ = ["SampledSoftmaxLoss"]

_FLOAT_MAX = 3.4028235e38


class SampledSoftmaxLoss(LossBase):
    """``SampledSoftmaxLoss(num_sampled, num_classes, num_true=1, sampled_values=None,
    remove_accidental_hits=True, seed=0, reduction='none')(weights, biases, labels, logits)``.

    The logits of each example's ``num_true`` classes and of ``num_sampled`` classes drawn by
    ``ops.UniformCandidateSampler`` (or given as ``sampled_values``) are corrected by the log of
    their expected counts; the loss is the softmax cross-entropy over them with target
    ``1/num_true`` on the true classes. With ``remove_accidental_hits``, a sampled class equal to
    one of the example's true classes is masked out (TensorFlow's way: MindSpore's sampler
    instead draws only classes that are no example's label; either way no true class is
    counted as a negative). The draws follow ``ms.set_seed``, not MindSpore's random stream.
    """

    def __init__(self, num_sampled, num_classes, num_true=1, sampled_values=None,
                 remove_accidental_hits=True, seed=0, reduction="none"):
        super().__init__(reduction)
        name = type(self).__name__
        if num_true < 1:    # 2.10's checks and texts, in its order ('amd' too)
            raise ValueError(f"For '{name}', the 'num_true' must be greater than or equal to 1, "
                             f"but got {num_true}.")
        if seed < 0:
            raise ValueError(f"For '{name}', the 'seed' must be greater than or equal to 0, but "
                             f"got {seed}.")
        if num_sampled > num_classes:
            raise ValueError(f"For '{name}', the 'num_sampled' must be smaller than or equal to "
                             f"'num_classes', but got 'num_sampled': {num_sampled} and "
                             f"'num_classes': {num_classes}.")
        if num_true > num_classes:
            raise ValueError(f"For '{name}', the 'num_true' must be smaller than or equal to "
                             f"'num_classes', but got 'num_true': {num_true} amd 'num_classes': "
                             f"{num_classes}.")
        if sampled_values is not None:
            if not isinstance(sampled_values, (list, tuple)):
                raise TypeError(f"For '{name}', the type of 'sampled_values' must be a list or "
                                f"tuple, but got {type(sampled_values).__name__}.")
            if len(sampled_values) != 3:
                raise ValueError(f"For '{name}', the length of 'sampled_values' must be equal "
                                 f"to 3,but got {len(sampled_values)}.")
        self.num_sampled, self.num_classes, self.num_true = num_sampled, num_classes, num_true
        self.sampled_values, self.seed = sampled_values, seed
        self.remove_accidental_hits = remove_accidental_hits
        self.sampler = ops.UniformCandidateSampler(num_true, num_sampled, True, num_classes,
                                                   seed, remove_accidental_hits)

    def construct(self, weights, biases, labels, logits):
        for arg, value in (("weights", weights), ("biases", biases), ("labels", labels),
                           ("logits", logits)):
            if not isinstance(value, Tensor):
                raise TypeError(f"For '{type(self).__name__}', the '{arg}' must be a Tensor, "
                                f"but got {type(value).__name__}.")
        if labels.dtype not in (mstype.int32, mstype.int64):
            raise TypeError(f"For '{type(self).__name__}', the dtype of 'labels' must be int32 "
                            f"or int64, but got {labels.dtype}.")
        out_logits, targets = self._sampled_logits(weights, biases, labels, logits)
        shifted = out_logits - ops.amax(out_logits, 1, keepdims=True)
        pred = ops.exp(shifted) / ops.exp(shifted).sum(1, keepdims=True)
        return self.get_loss(-(targets * ops.log(pred + 1.0e-20)).sum(1))

    def _sampled_logits(self, weights, biases, labels, logits):
        k = self.num_true
        labels = labels.astype(mstype.int32).reshape(-1, k)
        values = self.sampled_values or self.sampler(labels)
        sampled, true_count, sampled_count = values
        sampled = sampled.astype(mstype.int32)
        true_w = ops.gather(weights, labels.reshape(-1), 0).reshape(-1, k, weights.shape[1])
        true_logits = (logits.expand_dims(1) * true_w).sum(2) + ops.gather(biases, labels, 0)
        sampled_logits = ops.matmul(logits, ops.gather(weights, sampled, 0).T) \
            + ops.gather(biases, sampled, 0)
        true_logits = true_logits - ops.log(true_count)
        sampled_logits = sampled_logits - ops.log(sampled_count)
        if self.remove_accidental_hits:
            hit = (labels.expand_dims(2) == sampled.reshape(1, 1, -1)).any(1)
            sampled_logits = ops.select(hit, sampled_logits - _FLOAT_MAX, sampled_logits)
        targets = ops.concat((ops.ones_like(true_logits) / k, ops.zeros_like(sampled_logits)), 1)
        return ops.concat((true_logits, sampled_logits), 1), targets
