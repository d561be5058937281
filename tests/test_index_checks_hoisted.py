"""GRAPH_MODE index checks of a call's own inputs run on the host before the step
(``compiler/checks.py: hoist_input_checks``): the same error as a check inside the graph, on the
same call, with the user's line, and nothing of the step done; computed indices, and checks
after a computed one, stay in the graph."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.api import cell_ir

from conftest import FnCell

pytestmark = pytest.mark.usefixtures("graph_mode")


def _i(v):
    return ms.Tensor(np.asarray(v, np.int32))


def _x():
    return ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _checks(ir_text):
    """``(op, at the call?)`` of every check node, in printing order."""
    lines = [ln for ln in ir_text.splitlines() if "check_index(" in ln]
    return [(ln.split("op='")[1].split("'")[0], "at='call'" in ln) for ln in lines]


class _Train(nn.Cell):
    """A training step: an MLP, sparse cross entropy over the labels input, SGD."""

    def __init__(self):
        super().__init__()
        self.net = nn.Dense(3, 4)
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        self.opt = nn.SGD(self.net.trainable_params(), 0.5)
        self.grad = ms.value_and_grad(self.forward, None, self.opt.parameters)

    def forward(self, x, labels):
        return self.loss(self.net(x), labels.reshape(-1))

    def construct(self, x, labels):
        loss, grads = self.grad(x, labels)
        self.opt(grads)
        return loss


def test_training_step_checks_its_labels_before_the_step():
    net, x = _Train(), ms.Tensor(np.ones((2, 3), np.float32))
    good, bad = _i([[1], [3]]), _i([[1], [4]])
    assert _checks(str(cell_ir(net, (x, good), {}))) == [
        ("SoftmaxCrossEntropyWithLogits", True), ("cross_entropy", True)]
    net(x, good)
    before = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    with pytest.raises(IndexError, match=r"For 'SoftmaxCrossEntropyWithLogits', the 'labels' "
                                         r"should be in the range \[0, 4\), but got 4") as info:
        net(x, bad)
    assert isinstance(info.value, RuntimeError)
    assert "test_index_checks_hoisted.py" in str(info.value)     # the user's line
    for p in net.get_parameters():          # weights, accumulators and the step counter
        np.testing.assert_array_equal(p.asnumpy(), before[p.name])
    net(x, good)                                                 # and it trains on
    assert any(not np.array_equal(p.asnumpy(), before[p.name]) for p in net.get_parameters())


def test_hoisted_check_raises_on_the_failing_call_of_a_jit_function():
    pick = ms.jit(lambda x, i: ops.gather(x, i, 1))
    np.testing.assert_array_equal(pick(_x(), _i([2, 0])).asnumpy(), [[2, 0], [5, 3]])
    with pytest.raises(IndexError, match=r"For 'Gather'.*\[-3, 3\), but got -4"):
        pick(_x(), _i([2, -4]))
    np.testing.assert_array_equal(pick(_x(), _i([-3])).asnumpy(), [[0], [3]])


def test_hoisted_check_in_a_gradient():
    f = lambda x, i: ops.gather(x, i, 0).sum()  # noqa: E731
    with pytest.raises(IndexError, match="got 2"):
        ms.grad(f)(_x(), _i([1, 2]))
    np.testing.assert_array_equal(ms.grad(f)(_x(), _i([1, 1])).asnumpy(), [[0] * 3, [2] * 3])


def test_a_computed_index_keeps_later_checks_in_the_graph():
    # the first check's index is computed: it runs in the graph, and so must every later one
    # (the error names the first failure in program order)
    net = FnCell(lambda x, i, j: x[:, i + 0] + ops.gather(x, j, 1))
    args = (_x(), _i([0]), _i([9]))
    assert _checks(str(cell_ir(net, args, {}))) == [("getitem", False), ("Gather", False)]
    with pytest.raises(IndexError, match="'getitem'.*got 5"):
        net(_x(), _i([5]), _i([9]))
    with pytest.raises(IndexError, match="'Gather'.*got 9"):
        net(*args)


def test_checks_after_a_print_stay_in_the_graph(capsys):
    def fn(x, i):
        print("value", x.sum())
        return ops.gather(x, i, 1)
    net = FnCell(fn)
    assert _checks(str(cell_ir(net, (_x(), _i([0])), {}))) == [("Gather", False)]
    capsys.readouterr()
    with pytest.raises(IndexError, match="got 3"):
        net(_x(), _i([3]))
    assert "value" in capsys.readouterr().out          # the print ran before the failing op


def test_checks_in_a_branch_stay_in_the_graph():
    def fn(x, i, flag):
        if flag > 0:
            return ops.gather(x, i, 1)
        return x[:, :1]
    net = FnCell(fn)
    assert _checks(str(cell_ir(net, (_x(), _i([0]), _i(1)), {}))) == [("Gather", False)]
    assert net(_x(), _i([7]), _i(0)).shape == (2, 1)          # not taken: no error
    with pytest.raises(IndexError, match="got 7"):
        net(_x(), _i([7]), _i(1))
