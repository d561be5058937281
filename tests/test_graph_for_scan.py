"""``for`` loops over ``range``/a tensor's rows compiled as one ``scan`` node
(``compiler/for_scan.py``): GRAPH_MODE against PYNATIVE_MODE (outputs, gradients, Parameter
writes, random draws), the IR showing one scan, and the fallback to unrolling where a body
needs Python values."""
import contextlib
import io

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import for_scan


@pytest.fixture
def small_loops(monkeypatch):
    """Scan loops from 3 iterations on (the defaults keep short loops unrolled)."""
    monkeypatch.setattr(for_scan, "MIN_TRIP", 2)
    monkeypatch.setattr(for_scan, "UNROLL_BUDGET", 0)


def _x(n=6, d=3):
    return ms.Tensor((np.arange(n * d, dtype=np.float32).reshape(n, d) - n) / (2 * n))


def _scans(net, *args):
    return str(net.compile_ir(*args)).count(" = scan(")


def _run(make, *args, grads=True):
    """Outputs (two calls) and gradients w.r.t. the first input and the weights, per mode."""
    res = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        ms.set_seed(0)                           # the same initial weights in both modes
        net = make()
        outs = [net(*args) for _ in range(2)]
        outs = [tuple(o) if isinstance(o, tuple) else (o,) for o in outs]
        g = None
        if grads:
            weights = net.trainable_params()
            summed = lambda *a: net(*a).sum()
            _, g = ms.value_and_grad(summed, 0, weights)(*args)
            g = [g[0]] + list(g[1])
        res.append(([o.asnumpy() for out in outs for o in out],
                    [t.asnumpy() for t in g or []], net))
    (eo, eg, _), (go, gg, net) = res
    for a, b in zip(eo + eg, go + gg):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)
    return net


class Rnn(nn.Cell):
    def __init__(self, d=3):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.linspace(0.5, 1.5, d).astype(np.float32)), name="w")

    def construct(self, x):
        h = x[0] * 0
        for i in range(x.shape[0]):
            h = ops.tanh(h * self.w + x[i])
        return h


class Rows(nn.Cell):
    def construct(self, x):
        acc = 0.0                      # a Python number: the first iteration is unrolled
        for row in x:
            acc = acc * 0.5 + row * row
        return acc


class Nested(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.float32(0.9)), name="w")

    def construct(self, x):
        h = x[0, 0] * 0
        for row in x:
            for j in range(row.shape[0] - 1, -1, -1):
                h = h * self.w + ops.sin(row[j])
        return h


def test_range_loop_is_one_scan_with_equal_grads(small_loops):
    x = _x()
    net = _run(Rnn, x)
    assert _scans(net, x) == 1
    grads = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):           # GradOperation, too
        ms.set_context(mode=mode)
        net = Rnn()
        grad_op = ops.GradOperation(get_all=True, get_by_list=True)
        (dx,), (dw,) = grad_op(net, net.trainable_params())(x)
        grads.append((dx.asnumpy(), dw.asnumpy()))
    for a, b in zip(*grads):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)


def test_tensor_rows_and_nested_loops(small_loops):
    x = _x(6, 4)
    assert _scans(_run(Rows, x), x) == 1
    assert _scans(_run(Nested, x), x) == 2          # the inner scan sits in the outer body


def test_ir_does_not_grow_with_the_trip_count(small_loops):
    ms.set_context(mode=ms.GRAPH_MODE)
    texts = [str(Rnn().compile_ir(_x(n))) for n in (8, 64)]
    assert texts[0].count("\n") == texts[1].count("\n") and "length=64" in texts[1]
    # x[i] became a row the scan slices (no gather inside the body)
    assert "getitem(" not in texts[1].split("graph scan_body")[1]


def test_default_thresholds_keep_short_loops_unrolled():
    class Steps(nn.Cell):
        def __init__(self, n):
            super().__init__()
            self.n = n

        def construct(self, x):
            for _ in range(self.n):
                x = x * 0.99 + 0.5
            return x
    x = ms.Tensor([1.0, 2.0])
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _scans(Steps(3), x) == 0
    assert _scans(Steps(for_scan.UNROLL_BUDGET), x) == 1
    np.testing.assert_allclose(Steps(300)(x).asnumpy(), _eager(Steps(300), x), rtol=1e-5)


def _eager(net, *args):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        return net(*args).asnumpy()
    finally:
        ms.set_context(mode=ms.GRAPH_MODE)


class Writes(nn.Cell):
    def __init__(self):
        super().__init__()
        self.total = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="total")
        self.count = ms.Parameter(ms.Tensor(np.float32(0)), name="count")
        self.acc = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="acc")

    def construct(self, x):
        for row in x:
            self.total = self.total + row
            ops.assign(self.count, self.count + 1)
            self.acc *= 1.5
            self.acc += row
        return self.total * 2


def test_parameter_writes_carry_through(small_loops):
    x = _x()
    nets = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        net = Writes()
        outs = [net(x).asnumpy() for _ in range(2)]
        nets.append((outs, [p.asnumpy() for p in (net.total, net.count, net.acc)]))
    for a, b in zip(nets[0][0] + nets[0][1], nets[1][0] + nets[1][1]):
        np.testing.assert_allclose(b, a, rtol=1e-6)
    assert _scans(net, x) == 1


class Jumps(nn.Cell):
    def construct(self, x):
        h = x[0] * 0
        for i in range(x.shape[0]):
            if h.sum() > 1.5:
                break
            if x[i].sum() < 0:
                continue
            h = h * 1.5 + x[i] * x[i]
        return h


class Returns(nn.Cell):
    def construct(self, x):
        h = x[0] * 0
        for row in x:
            h = h * 2 + row
            if h.sum() > 0.5:
                return h * 10
        return h


@pytest.mark.parametrize("make", [Jumps, Returns])
def test_break_continue_return_under_tensor_conditions(small_loops, make):
    x = _x(8)
    assert _scans(_run(make, x), x) == 1


def smooth(x, w):
    """A plain function with the loop, called from construct."""
    h = x[0]
    for row in x:
        h = h * w + row
    return h


class CallsHelpers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.float32(0.5)), name="w")

    def decay(self, x):
        for i in range(x.shape[0]):
            x[i] = x[i] * self.w                     # tensor item writes at a symbolic index
        return x

    def construct(self, x):
        return smooth(self.decay(x * 1), self.w)


def test_loops_in_helper_functions(small_loops):
    x = _x()
    assert _scans(_run(CallsHelpers, x), x) == 2


class Noisy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        h = x[0]
        for row in x:
            h = h + self.drop(row) + ops.standard_normal((3,))
        return h


def test_random_draws_keep_eager_numbers(small_loops):
    x = _x()
    got = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        ms.set_seed(7)
        net = Noisy()
        got.append([net(x).asnumpy() for _ in range(2)])
    np.testing.assert_allclose(got[1], got[0], rtol=1e-6, atol=1e-6)
    assert not np.allclose(got[1][0], got[1][1])     # fresh numbers on every call
    assert _scans(net, x) == 1


class Prints(nn.Cell):
    def construct(self, x):
        y = x[0]
        for i in range(x.shape[0]):
            print("row", x[i])
            y = y + x[i]
        return y


def test_print_runs_every_iteration(monkeypatch):
    x = _x(4)
    ms.set_context(mode=ms.GRAPH_MODE)
    texts = []
    for budget in (10 ** 9, 0):               # unrolled, then a scan
        monkeypatch.setattr(for_scan, "UNROLL_BUDGET", budget)
        monkeypatch.setattr(for_scan, "MIN_TRIP", 2)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            Prints()(x)
        texts.append(out.getvalue())
    assert texts[0] == texts[1] and texts[0].count("row") == 4
    assert _scans(Prints(), x) == 1


# ---- bodies that need Python values: unrolled, same results --------------------------------------
class LayerByIndex(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 3) for _ in range(6)])

    def construct(self, x):
        for i in range(6):
            x = self.layers[i](x)
        return x


class PythonCounter(nn.Cell):
    def construct(self, x):
        y, j = x[0], 0
        for row in x:
            y = y + row * j
            j += 1
        return y


class Grows(nn.Cell):
    def construct(self, x):
        y = x[0]
        for row in x:
            y = ops.concat((y, row))
        return y


class IndexArithmetic(nn.Cell):
    def construct(self, x):
        y = x[0]
        for i in range(x.shape[0]):
            y = y + x[i] * i
        return y


class PythonTables(nn.Cell):
    def construct(self, x):
        scales, shifts = (0.5, 1.0, 2.0, 3.0, 4.0, 5.0), {i: i / 2 for i in range(6)}
        y = x[0]
        for i in range(6):
            y = y + x[i] * scales[i] + shifts[i]       # a Python index into Python tables
        return y


class Closure(nn.Cell):
    def construct(self, x):
        h = x[0]
        double = lambda: h * 2                 # noqa: E731  reads h, which the loop assigns
        for row in x:
            h = double() + row
        return h


class MutatesRows(nn.Cell):
    def construct(self, x):
        y = x * 1
        for row in y:
            y[3] = row * 2                     # later rows see the write
        return y


class WritesIterated(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.ones((6, 3), np.float32)), name="p")

    def construct(self, x):
        h = x[0]
        for row in self.p:
            h = h + row
            self.p = self.p * 2
        return h


@pytest.mark.parametrize("make", [LayerByIndex, PythonCounter, Grows, IndexArithmetic,
                                  PythonTables, Closure, MutatesRows, WritesIterated])
def test_bodies_needing_python_values_unroll(small_loops, make):
    x = _x()
    net = _run(make, x, grads=make not in (MutatesRows, WritesIterated))
    assert _scans(net, x) == 0


def test_index_out_of_range_in_a_scan_raises(small_loops):
    class Ahead(nn.Cell):
        def construct(self, x):
            y = x[0]
            for i in range(x.shape[0]):
                y = y + x[i + 1]
            return y
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(IndexError):
        Ahead()(_x())
