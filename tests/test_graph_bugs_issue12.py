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


class ForInBranchThenFor(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            for i in range(2):
                x = x + i
        else:
            x = x - 1
        for i in range(3):
            x = x + i * x
        return x


class AssignedInBranchThenRebound(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            y = x * 2
            x = x + y
        y = x + 1          # rebound before any read: 'y' is not live after the `if`
        return x * y


class ForTargetReadAfter(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            for i in range(2):
                x = x + i
        return x + i


@MODES
@pytest.mark.parametrize("net, x, expect", [
    (ForInBranchThenFor, (1., 2.), (12., 18.)),     # [2, 3] * 1 * 2 * 3
    (ForInBranchThenFor, (-1., -2.), (-12., -18.)),
    (AssignedInBranchThenRebound, (1., 2.), (12., 42.)),
    (AssignedInBranchThenRebound, (-1., -2.), (0., 2.)),
])
def test_names_rebound_after_a_branch_are_not_live(mode, net, x, expect):
    """Bug 2: a `for` target (or a plain assignment) rebinds the name before the later reads,
    so a name bound in one branch only is not 'used after' the `if`."""
    ms.set_context(mode=mode)
    np.testing.assert_allclose(net()(_x(*x)).asnumpy(), expect, rtol=1e-6)


def test_loop_target_read_after_a_one_sided_branch_is_still_an_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match="variable 'i' is assigned only in the true branch"):
        ForTargetReadAfter()(_x(1., 2.))
