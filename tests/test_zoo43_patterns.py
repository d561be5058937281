"""Model-zoo patterns found running mindspore-ai/models CV, NLP, RL, GNN, audio and
scientific-computing models against MindSpore 2.10 (session 66, zoo43).

Expected values were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_REWARDS = ([1., 3., 2.], [5., 1., 2.], [1., 1., 4.])


class _Regret(nn.Cell):
    # research/rl/ldp_linucb's LinUCB.construct: a Python attribute set from a tensor's value
    # (JIT Fallback), then read by the next statement
    def __init__(self, one_line):
        super().__init__()
        self.one_line = one_line
        self.current = 0
        self.total = 0

    def construct(self, r):
        d = ops.reduce_max(r) - r[1]
        if self.one_line:
            self.total = self.total + float(d.asnumpy())
        else:
            self.current = float(d.asnumpy())
            self.total += self.current
        return d * 2


@pytest.mark.parametrize("one_line", [False, True])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_python_attribute_set_from_tensor_value_each_call(mode, one_line):
    # 2.10 (both modes): the attributes follow every call's values. minicell's GRAPH_MODE
    # left the compile-time probe's placeholder result (1.0) in `total`, and the statement
    # reading `self.current` ran once while compiling (total 1.0, 2.0, 3.0)
    ms.set_context(mode=mode)
    net = _Regret(one_line)
    got = []
    for r in _REWARDS:
        out = net(Tensor(np.array(r, np.float32)))
        got.append((float(out.asnumpy()), net.total))
    assert got == [(0.0, 0.0), (8.0, 4.0), (6.0, 7.0)]
    assert net.current == (0 if one_line else 3.0)
