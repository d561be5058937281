"""``mindspore.boost.grad_accumulation``: accumulate gradients over several steps, then apply
the optimizer once.

>>> import minicell as ms
>>> net = ms.nn.Dense(2, 1)
>>> accumulate = GradientAccumulation(2, ms.nn.SGD(net.trainable_params(), 0.1))
>>> accumulate.max_accumulation_step
2
"""
from .. import nn, ops
from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..ops import functional as F

gradient_accumulation_op = ops.MultitypeFuncGraph("gradient_accumulation_op")
gradient_clear_op = ops.MultitypeFuncGraph("gradient_clear_op")


@gradient_accumulation_op.register("Int64", "Tensor", "Tensor")
def _accumulate(accumulation_step, cumulative_grad, grad):
    """``cumulative_grad += grad / accumulation_step`` (in place)."""
    return ops.assign_add(cumulative_grad, grad / accumulation_step)


@gradient_clear_op.register("Tensor")
def _clear(cumulative_grad):
    """``cumulative_grad = 0`` (in place)."""
    return F.assign(cumulative_grad, ops.zeros_like(cumulative_grad))


class GradientAccumulation(nn.Cell):
    """``GradientAccumulation(max_accumulation_step, optimizer)(loss, grads)``: adds
    ``grads / max_accumulation_step`` to a zero-initialized copy of the optimizer's Parameters
    (``grad_accumulation.*``); every ``max_accumulation_step``-th call runs ``optimizer`` on the
    sum and clears it. Returns ``loss``."""

    def __init__(self, max_accumulation_step, optimizer):
        super().__init__(auto_prefix=False)
        if isinstance(max_accumulation_step, bool) or not isinstance(max_accumulation_step, int) \
                or max_accumulation_step <= 0:
            raise ValueError(f"For 'GradientAccumulation', 'max_accumulation_step' must be a "
                             f"positive int, but got {max_accumulation_step!r}.")
        self._max_accumulation_step = max_accumulation_step
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.hyper_map = ops.HyperMap()
        self._grad_accumulation = self.weights.clone(prefix="grad_accumulation", init="zeros")
        self._accumulation_step = Parameter(Tensor(0, mstype.int32), name="accumulation_step")

    @property
    def max_accumulation_step(self):
        return self._max_accumulation_step

    def construct(self, loss, grads):
        loss = F.depend(loss, self.hyper_map(
            F.partial(gradient_accumulation_op, self._max_accumulation_step),
            self._grad_accumulation, grads))
        self._accumulation_step += 1
        if self._accumulation_step >= self._max_accumulation_step:
            loss = F.depend(loss, self.optimizer(self._grad_accumulation))
            loss = F.depend(loss, self.hyper_map(F.partial(gradient_clear_op),
                                                 self._grad_accumulation))
            F.assign(self._accumulation_step, ops.zeros_like(self._accumulation_step))
        return loss
