"""``for`` loops that append to a list (``outs.append(h)``) or add to a tuple (``outs += (h,)``)
compiled as one ``scan`` (``compiler/loop_lists.py``, ``compiler/for_scan.py``): the collected
tensors are the scan's stacked outputs and the list or tuple gets their rows after it, so
GRAPH_MODE gives PYNATIVE_MODE's outputs and gradients; ``ops.stack``/``ops.concat`` of all the
rows is folded into a transpose (and reshape) of the stacked output
(``compiler/fold_unstack.py``). Bodies a scan cannot collect stay unrolled."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import for_scan
from test_graph_for_scan import _run, _scans, _x


@pytest.fixture
def small_loops(monkeypatch):
    """Scan loops from 3 iterations on, whatever their body's size."""
    monkeypatch.setattr(for_scan, "MIN_TRIP", 2)
    monkeypatch.setattr(for_scan, "UNROLL_BUDGET", 0)


class Appends(nn.Cell):
    def construct(self, x):
        outs = []
        for row in x:
            outs.append(row * 2)
        return ops.stack(outs)


class Rnn(nn.Cell):
    """The usual unrolled RNN: a cell per step, its outputs stacked on axis 1."""

    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(3, 4)
        self.fc = nn.Dense(4, 2)

    def construct(self, x):
        h = ops.zeros((2, 4), ms.float32)
        outs = []
        for i in range(x.shape[1]):
            h = self.cell(x[:, i], h)
            outs.append(self.fc(h))
        return ops.stack(outs, 1)


class Interleaved(nn.Cell):
    """Items before the loop, two appends to one list per iteration, a tuple appended to
    another list, and reads of the lists after the loop."""

    def construct(self, x):
        outs, pairs = [x[0]], []
        for row in x:
            outs.append(row * 2)
            pairs.append((row, ops.sin(row)))
            outs.append(ops.cos(row))
        return ops.stack(outs), pairs[2][1], outs[-1] + pairs[-1][0], len(outs) * x[0]


class Tuples(nn.Cell):
    """MindSpore code's usual form: a tuple grown with ``+=`` and ``t = t + (...)``."""

    def construct(self, x):
        outs, pairs = (x[0],), ()
        h = x[0]
        for row in x:
            h = ops.sin(h) + row
            outs += (h * 2,)
            pairs = pairs + (row, (h, row + 1))
            outs += (ops.cos(h), h)
        return ops.stack(outs), pairs[3][1], len(outs) * x[0]


class Concats(nn.Cell):
    """CRNN's head: a row per step, made 2-d with an axis of length 1, concatenated."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)
        self.concat = ops.Concat(1)

    def construct(self, x):
        output = ()
        for i in range(x.shape[0]):
            output += (ops.expand_dims(self.fc(x[i]), 1),)
        return self.concat(output)


class JitRows(nn.Cell):
    def construct(self, x):
        return rows_of(x)


@ms.jit
def rows_of(x):
    outs = []
    for i in range(x.shape[0]):
        outs.append(x[i] * x[i])
    return ops.stack(outs, -1), outs[1]


@pytest.mark.parametrize("make", [Appends, Interleaved, JitRows, Tuples, Concats])
def test_appending_loops_scan_and_match_pynative(small_loops, make):
    x = _x()
    net = _run(make, x, grads=make in (Appends, Concats))
    ir = str(net.compile_ir(x))
    assert ir.count(" = scan(") == 1
    if make in (Appends, Concats):        # all the rows, in order: no row slices left
        assert " = stack(" not in ir and " = concat(" not in ir


def test_tuples_keep_the_unrolled_order(small_loops):
    ms.set_context(mode=ms.GRAPH_MODE)
    x = _x()
    stacked, pair, n = Tuples()(x)
    xn, h, want = x.asnumpy(), x.asnumpy()[0], [x.asnumpy()[0]]
    for r in xn:
        h = np.sin(h) + r
        want += [h * 2, np.cos(h), h]
    np.testing.assert_allclose(stacked.asnumpy(), np.stack(want), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(pair.asnumpy(), xn[1] + 1, rtol=1e-6)
    np.testing.assert_allclose(n.asnumpy(), 19 * xn[0], rtol=1e-6)


def test_interleaved_appends_keep_the_unrolled_order(small_loops):
    ms.set_context(mode=ms.GRAPH_MODE)
    x = _x()
    stacked, second, last, n = Interleaved()(x)
    xn = x.asnumpy()
    want = [xn[0]] + [v for r in xn for v in (r * 2, np.cos(r))]
    np.testing.assert_allclose(stacked.asnumpy(), np.stack(want), rtol=1e-6)
    np.testing.assert_allclose(second.asnumpy(), np.sin(xn[2]), rtol=1e-6)
    np.testing.assert_allclose(last.asnumpy(), np.cos(xn[-1]) + xn[-1], rtol=1e-6)
    np.testing.assert_allclose(n.asnumpy(), 13 * xn[0], rtol=1e-6)


def test_an_rnn_appending_its_steps_trains_as_pynative(small_loops):
    x = ms.Tensor(np.linspace(-1, 1, 2 * 5 * 3, dtype=np.float32).reshape(2, 5, 3))
    net = _run(Rnn, x)
    ir = str(net.compile_ir(x))
    assert ir.count(" = scan(") == 1
    # the stack of the scan's rows is its stacked output moved to axis 1: no row slices left
    assert " = stack(" not in ir and " = transpose(" in ir


def test_the_default_budget_scans_a_long_rnn():
    ms.set_context(mode=ms.GRAPH_MODE)
    x = ms.Tensor(np.zeros((2, 40, 3), np.float32))
    assert _scans(Rnn(), x) == 1


class AppendsNumber(nn.Cell):
    def construct(self, x):
        outs = []
        for row in x:
            outs.append(1)
        return x * len(outs)


class AppendsParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        outs = []
        for row in x:
            outs.append(self.w)
        return ops.stack(outs) * x


class ReadsTheList(nn.Cell):
    def construct(self, x):
        outs = [x[0]]
        for row in x:
            outs.append(row * outs[-1])
        return ops.stack(outs)


class AppendsUnderCondition(nn.Cell):
    def __init__(self):
        super().__init__()
        self.keep = True

    def construct(self, x):
        outs = []
        for row in x:
            if self.keep:
                outs.append(row)
        return ops.stack(outs)


class ReadsTheTuple(nn.Cell):
    def construct(self, x):
        outs = (x[0],)
        for row in x:
            outs += (row * outs[-1],)
        return ops.stack(outs)


class MutableList(nn.Cell):
    def construct(self, x):
        outs = ms.mutable([], True)
        for row in x:
            outs.append(row)
        return outs[3]


@pytest.mark.parametrize("make", [AppendsNumber, AppendsParameter, ReadsTheList,
                                  ReadsTheTuple, AppendsUnderCondition, MutableList])
def test_appends_a_scan_cannot_collect_unroll(small_loops, make):
    x = _x()
    net = _run(make, x, grads=make is not MutableList)
    assert _scans(net, x) == 0


def test_an_inner_scan_appends_to_the_outer_loops_list(small_loops):
    class Nested(nn.Cell):
        def construct(self, x):
            outs = []
            for i in range(3):
                h = x[i]
                for row in x:
                    h = ops.cos(h + row)
                    outs.append(h)
            return ops.stack(outs, 1)
    x = _x()
    net = _run(Nested, x)
    assert _scans(net, x) == 3      # the outer loop appends inside another loop: unrolled


def test_a_list_grown_by_a_tuple_is_the_graph_type_error(small_loops):
    class ListPlusTuple(nn.Cell):
        def construct(self, x):
            outs = []
            for row in x:
                outs += (row,)
            return ops.stack(outs)
    ms.set_context(mode=ms.GRAPH_MODE)      # as 2.10's graph (tests/test_s57_gfe.py)
    with pytest.raises(TypeError, match="can only concatenate list"):
        ListPlusTuple()(_x())


def test_a_stack_of_rows_out_of_order_is_not_folded(small_loops):
    class Reversed(nn.Cell):
        def construct(self, x):
            outs = []
            for row in x:
                outs.append(row * 3)
            return ops.stack(outs[::-1]), ops.stack(outs[:-1])
    x = _x()
    _run(Reversed, x, grads=False)
    ms.set_context(mode=ms.GRAPH_MODE)
    a, b = Reversed()(x)
    np.testing.assert_allclose(a.asnumpy(), x.asnumpy()[::-1] * 3, rtol=1e-6)
    assert b.shape == (5, 3)


class Block(nn.Cell):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3, activation="tanh")
        self.norm = nn.BatchNorm1d(3)

    def construct(self, x):
        return self.norm(self.dense(x))


class Features(nn.Cell):
    """A backbone keeping every layer's output (FPN style) over alike ``@lazy_inline`` layers:
    one scan over their stacked Parameters, BatchNorm statistics written back per layer."""

    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([Block() for _ in range(4)])

    def construct(self, x):
        feats = []
        for layer in self.layers:
            x = layer(x)
            feats.append(x)
        return ops.stack(feats, 1), feats[1]


def test_a_layer_scan_collects_each_layers_output():
    x = _x()
    net = _run(Features, x, grads=False)
    assert _scans(net, x) == 1


def _record(lst, value):
    lst.append(value)


def test_a_helper_appending_to_an_outer_list_compiles_unrolled(small_loops):
    """The trial trace cannot see a helper's append: the graph fails verification and the
    construct is compiled again with its loops unrolled (``scan_retry.retry_unrolled``)."""
    class Helper(nn.Cell):
        def construct(self, x):
            outs = []
            h = x[0]
            for row in x:
                h = ops.sin(h) + row
                _record(outs, h)
            return ops.stack(outs)
    x = _x()
    net = _run(Helper, x)
    assert _scans(net, x) == 0
