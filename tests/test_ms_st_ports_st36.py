"""Behaviour checked by MindSpore's system tests in tests/st/{ops,tensor} (batch 36), ported as
small minicell tests. Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _ReverseOrderSgd(nn.Optimizer):
    """A user optimizer written on the base class's map_reverse, as
    tests/st/ops/cpu/test_adam_weight_decay_op.py does."""

    def __init__(self, params):
        super().__init__(0.5, params)
        self.order = []

    def construct(self, gradients):
        lr = self.get_lr()

        def step(param, grad):
            self.order.append(param.name)
            ops.assign(param, param - lr * grad)
            return True

        return self.map_reverse(step, self.parameters, gradients)


def test_optimizer_map_reverse_walks_parameters_last_first():
    # 2.10's Optimizer has map_/map_reverse (C.Map(None, True)) and hyper_map(_reverse)
    w = ms.Parameter(Tensor([1.0, 2.0]), name="w")
    b = ms.Parameter(Tensor([3.0]), name="b")
    opt = _ReverseOrderSgd([w, b])
    out = opt((Tensor([2.0, 2.0]), Tensor([4.0])))
    assert out == (True, True)
    assert opt.order == ["b", "w"]
    np.testing.assert_allclose(w.asnumpy(), [0.0, 1.0])
    np.testing.assert_allclose(b.asnumpy(), [1.0])
    assert opt.hyper_map_reverse(lambda x: x * 2, ((1, 2), 3)) == ((2, 4), 6)
