"""Issue 12's bugs, each checked in GRAPH_MODE and PYNATIVE_MODE (the two must agree, with
MindSpore's values)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor
from minicell.compiler.errors import GraphModeError

MODES = pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])


def _x(*v):
    return Tensor(np.array(v, np.float32))


class EarlyReturnThenWhile(nn.Cell):
    def construct(self, x):
        if x.sum() > 100:
            return x * 2
        while x.sum() < 10:
            x = x * 2
        return x


class WhileInIf(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            while x.sum() < 10:
                x = x * 2
        else:
            x = x * 3
        return x


class WhileInWhile(nn.Cell):
    def construct(self, x):
        while x.sum() < 20:
            while x.sum() < 10:
                x = x * 2
            x = x + 1
        return x


@MODES
@pytest.mark.parametrize("net, x, expect", [
    (EarlyReturnThenWhile, (1., 2.), (4., 4.)),       # the while runs: x * 4
    (EarlyReturnThenWhile, (60., 50.), (2., 2.)),     # the early return
    (WhileInIf, (1., 2.), (4., 4.)),
    (WhileInIf, (-1., -2.), (3., 3.)),
    (WhileInWhile, (1., 2.), (4., 4.)),               # [4,8] -> [5,9] -> [6,10] -> [7,11]
])
def test_grad_of_tensor_while_inside_cond_region(mode, net, x, expect):
    """Bug 1: a masked (differentiated) while inside a cond branch or another loop leaked its
    still-running flag out of the JAX sub-trace (UnexpectedTracerError)."""
    ms.set_context(mode=mode)
    g = ms.grad(net())(_x(*x))
    np.testing.assert_allclose(g.asnumpy(), expect, rtol=1e-6)


def test_step_limit_of_a_while_inside_a_branch_is_still_reported(monkeypatch):
    from minicell.compiler import lower
    monkeypatch.setattr(lower, "DIFF_WHILE_MAX", 8)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = WhileInIf()
    ms.grad(net)(_x(1., 2.))                            # 2 steps: within the limit
    with pytest.raises(GraphModeError, match="DIFF_WHILE_MAX = 8") as info:
        ms.grad(net)(_x(0.001, 0.001))                  # needs ~13 steps
    assert "while x.sum() < 10:" in str(info.value)
