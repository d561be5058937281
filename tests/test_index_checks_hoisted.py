"""GRAPH_MODE index checks of a call's own inputs run on the host before the step
(``compiler/checks.py: place_checks``): the same error as a check inside the graph, on the
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
    """``(op, where it runs)`` of every check node in printing order: 'call', 'proven' or
    'graph'."""
    lines = [ln for ln in ir_text.splitlines() if "check_index(" in ln]
    return [(ln.split("op='")[1].split("'")[0],
             ln.split("at='")[1].split("'")[0] if "at='" in ln else "graph") for ln in lines]


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
        ("SoftmaxCrossEntropyWithLogits", "call")]
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
    gather = lambda x, i: ops.gather(x, i, 1)
    pick = ms.jit(gather)
    np.testing.assert_array_equal(pick(_x(), _i([2, 0])).asnumpy(), [[2, 0], [5, 3]])
    with pytest.raises(IndexError, match=r"For 'Gather'.*\[0, 3\), but got -1, error_code"):
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
    computed = lambda x, i, j: x[:, i + 0] + ops.gather(x, j, 1)
    net = FnCell(computed)
    args = (_x(), _i([0]), _i([9]))
    assert _checks(str(cell_ir(net, args, {}))) == [("getitem", "graph"), ("Gather", "graph")]
    with pytest.raises(IndexError, match="'getitem'.*got 5"):
        net(_x(), _i([5]), _i([9]))
    with pytest.raises(IndexError, match="'Gather'.*got 9"):
        net(*args)


def test_checks_after_a_print_stay_in_the_graph(capsys):
    def fn(x, i):
        print("value", x.sum())
        return ops.gather(x, i, 1)
    net = FnCell(fn)
    assert _checks(str(cell_ir(net, (_x(), _i([0])), {}))) == [("Gather", "graph")]
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
    assert _checks(str(cell_ir(net, (_x(), _i([0]), _i(1)), {}))) == [("Gather", "graph")]
    assert net(_x(), _i([7]), _i(0)).shape == (2, 1)          # not taken: no error
    with pytest.raises(IndexError, match="got 7"):
        net(_x(), _i([7]), _i(1))


def _selects(x, rows, cols):
    return x[rows] + x[:, cols] + x[rows[0]] + ops.gather_nd(x, ops.stack([rows, cols], -1))


def test_indices_selected_from_checked_ones_are_proven():
    net, x = FnCell(_selects), ms.Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
    args = (x, _i([0, 2, 1]), _i([1, 1, 0]))
    # x[rows] is 2.10's Gather; GatherNd takes [0, n) only, which the [-n, n) the earlier checks
    # verified does not prove, so its check (of whole index rows) stays in the graph
    assert _checks(str(cell_ir(net, args, {}))) == [
        ("Gather", "call"), ("getitem", "call"), ("Gather", "proven"), ("GatherNd", "graph")]
    want = _selects(*[ms.Tensor(a.asnumpy()) for a in args])      # the same in PYNATIVE_MODE
    ms.set_context(mode=ms.GRAPH_MODE)
    np.testing.assert_array_equal(net(*args).asnumpy(), want.asnumpy())
    with pytest.raises(IndexError, match=r"'getitem'.*dimension 1.*got 3"):
        net(x, _i([0, 2, 1]), _i([1, 3, 0]))      # the error of the first check that sees it


def test_constant_indices_in_range_are_proven_and_out_of_range_still_raise():
    # a Tensor made in construct is a constant of the graph; the reshape folds into it
    def pick(bad):
        return lambda x: ops.gather(x, ms.Tensor(np.array([[2, -3], [0, 2 + bad]], np.int32))
                                    .reshape(-1), 0)
    inside, outside = FnCell(pick(0)), FnCell(pick(1))
    x = ms.Tensor(np.arange(3, dtype=np.float32))
    assert _checks(str(cell_ir(inside, (x,), {}))) == [("Gather", "proven")]
    np.testing.assert_array_equal(inside(x).asnumpy(), [2, 0, 0, 2])
    assert _checks(str(cell_ir(outside, (x,), {}))) == [("Gather", "graph")]
    with pytest.raises(IndexError, match="got 3"):
        outside(x)


@pytest.mark.parametrize("n", [3, 48, 49, 200])     # a Python-list scan up to 48 values
def test_hoisted_check_reports_the_first_bad_value_at_every_size(n):
    gather = lambda x, i: ops.gather(x, i, 0)
    net = FnCell(gather)
    x = ms.Tensor(np.ones((10, 2), np.float32))
    good = np.arange(n) % 10
    assert net(x, _i(good)).shape == (n, 2)
    bad = good.copy()
    bad[n // 3], bad[-1] = 11, -12
    with pytest.raises(IndexError, match="11"):
        net(x, _i(bad))



def test_component_check_of_a_reshaped_input_stays_in_the_graph():
    # ``[..., 0]`` of ``i.reshape(2, 1)`` is every value of ``i``; the host would read
    # component 0 of the (2,) input (its first value) and let the 5 through, and the scatter
    # would drop that row
    def update(i):
        return ops.tensor_scatter_update(_x()[0], i.reshape(2, 1), ms.Tensor([7.0, 8.0]))

    def add(i):
        return ops.tensor_scatter_add(_x()[0], i.reshape(2, 1), ms.Tensor([7.0, 8.0]))
    for fn, op, text, good in (
            (update, "TensorScatterUpdate", r"which is \[const vector\]\{5\}", [0.0, 7.0, 8.0]),
            (add, "TensorScatterAdd", r"'indices'\[5\] is out of range\[3\]", [0.0, 8.0, 10.0])):
        net = FnCell(fn)
        assert _checks(str(cell_ir(net, (_i([0, 2]),), {}))) == [(op, "graph")]
        with pytest.raises(IndexError, match=rf"For '{op}', .*{text}"):
            net(_i([0, 5]))
        assert net(_i([1, 2])).asnumpy().tolist() == good


def test_whole_index_check_is_hoisted_through_a_reshape_not_a_transpose():
    # the error names the first bad value in row-major order: a reshape keeps the input's
    # order (checked on the host), a transpose does not (checked in the graph, as PYNATIVE)
    def flat(i):
        return ops.gather(_x(), i.reshape(-1), 1)

    def trans(i):
        return ops.gather(_x(), i.T.reshape(-1), 1)
    bad = _i([[0, 5], [9, 0]])
    assert _checks(str(cell_ir(FnCell(flat), (bad,), {}))) == [("Gather", "call")]
    assert _checks(str(cell_ir(FnCell(trans), (bad,), {}))) == [("Gather", "graph")]
    with pytest.raises(IndexError, match=r"but got 5, error_code"):
        FnCell(flat)(bad)
    with pytest.raises(IndexError, match=r"but got 9, error_code"):
        FnCell(trans)(bad)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        with pytest.raises(IndexError, match=r"but got 9, error_code"):
            trans(bad)
    finally:
        ms.set_context(mode=ms.GRAPH_MODE)
