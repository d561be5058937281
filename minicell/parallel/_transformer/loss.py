"""``CrossEntropyLoss`` of ``mindspore.parallel._transformer``: the masked mean of the
per-token cross entropy of 2-D logits.

>>> import numpy as np
>>> import minicell as ms
>>> loss = CrossEntropyLoss()
>>> value = loss(ms.Tensor(np.zeros((2, 4)), ms.float32), ms.Tensor([1, 2], ms.int32),
...              ms.Tensor([1.0, 1.0], ms.float32))
>>> round(float(value), 4)
1.3863
"""
from ... import nn
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops import functional as F
from .layers import _check_input_dtype
from .op_parallel_config import default_dpmp_config, OpParallelConfig

__all__ = ["CrossEntropyLoss"]


def _check_is_tensor(param_name, value, cls_name):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{cls_name}', the '{param_name}' must be '<class "
                        f"'mindspore._c_expression.typing.TensorType'>', but got "
                        f"'{type(value).__name__}'")


def _check_parallel_config(parallel_config):
    if not isinstance(parallel_config, OpParallelConfig):
        raise TypeError(f"For 'CrossEntropyLoss', the class variable 'parallel_config' must be "
                        f"OpParallelConfig, but got the type: {type(parallel_config)}.")


class _Softmax(nn.Cell):
    """``(softmax(logits), one_hot(label))`` in float32. Its gradient passes the incoming
    gradient of the softmax straight to the logits: ``_NLLLoss``'s gradient is already the one
    of the whole cross entropy with respect to the logits."""

    def __init__(self, parallel_config=default_dpmp_config):
        super().__init__()
        _check_parallel_config(parallel_config)
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)

    def construct(self, logits, label):
        logits = F.cast(logits, mstype.float32)
        shifted = logits - logits.max(-1, keepdims=True)
        exp = F.exp(shifted)
        probs = exp / F.reshape(F.reduce_sum(exp, -1), (F.shape(exp)[0], 1))
        return probs, F.one_hot(label, F.shape(logits)[-1], self.on_value, self.off_value)

    def bprop(self, logits, label, out, dout):
        return F.cast(dout[0], F.dtype(logits)), F.zeros_like(label)


class _NLLLoss(nn.Cell):
    """``-sum(one_hot * log(softmax + 1e-24), -1)``, whose gradient with respect to the softmax
    is set to ``(softmax - one_hot) * dout``: the cross entropy's gradient for the logits."""

    def __init__(self, parallel_config=default_dpmp_config):
        super().__init__()
        _check_parallel_config(parallel_config)
        self.repeat_loss = 1
        self.eps_const = Tensor(1e-24, mstype.float32)

    def construct(self, softmax_result, one_hot_label):
        return F.reduce_sum(-(F.log(softmax_result + self.eps_const) * one_hot_label), -1)

    def bprop(self, softmax_result, one_hot_label, out, dout):
        grad = (softmax_result - one_hot_label) * F.expand_dims(dout, -1) * self.repeat_loss
        return grad, F.zeros_like(one_hot_label)


class CrossEntropyLoss(nn.Cell):
    """``sum(ce * input_mask) / (sum(input_mask) + 1e-5)`` where ``ce`` is the cross entropy
    of each row of ``logits`` ``(N, C)`` (float32/float16) against ``label`` ``(N,)`` (int32);
    ``input_mask`` (float32) weights the rows."""

    def __init__(self, parallel_config=default_dpmp_config):
        super().__init__()
        _check_parallel_config(parallel_config)
        self._softmax = _Softmax(parallel_config)
        self._nllloss = _NLLLoss(parallel_config)

    def construct(self, logits, label, input_mask):
        self._check_input(logits, label, input_mask)
        softmax, one_hot_label = self._softmax(logits, label)
        loss_reduce = self._nllloss(softmax, one_hot_label)
        input_mask = F.reshape(input_mask, (-1,))
        numerator = F.reduce_sum(loss_reduce * input_mask)
        denominator = F.reduce_sum(input_mask) + F.cast(F.tuple_to_array((1e-5,)), mstype.float32)
        return numerator / denominator

    def _check_input(self, logits, label, input_mask):
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("label", label, self.cls_name)
        _check_is_tensor("input_mask", input_mask, self.cls_name)
        _check_input_dtype(F.dtype(logits), "logits", [mstype.float32, mstype.float16],
                           self.cls_name)
        _check_input_dtype(F.dtype(label), "label", [mstype.int32], self.cls_name)
        _check_input_dtype(F.dtype(input_mask), "input_mask", [mstype.float32], self.cls_name)
        return True
