"""break / continue / return inside loops under Python and tensor conditions: GRAPH_MODE (flag
lowering, ``compiler.jumps``) against PYNATIVE_MODE with the same Cell."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class WhileBreak(nn.Cell):
    def construct(self, x):
        while x.sum() < 100:
            x = x * 2
            if x.max() > 20:
                break
            x = x + 1
        return x


class WhileContinue(nn.Cell):
    def construct(self, x):
        n = 0
        while x.sum() < 60:
            x = x + 1
            n = n + 1
            if x.max() > 8:
                continue
            x = x * 1.5
        return x, n


class WhileTrueBreak(nn.Cell):
    """A Python `while True` whose break condition is a tensor: becomes a tensor loop."""

    def construct(self, x):
        steps = 0
        while True:
            x = x + 1
            steps += 1
            if x.sum() > 12:
                break
        return x, steps


class ForBreak(nn.Cell):
    def construct(self, x):
        y = x
        for i in range(5):
            if y.sum() > 10:
                break
            y = y * 2 + i
        return y


class ForContinue(nn.Cell):
    def construct(self, x):
        acc = x * 0
        for i in range(4):
            x = x + 1
            if x.sum() > 6:
                continue
            acc = acc + x * i
        return acc, x


class ForReturn(nn.Cell):
    def construct(self, x):
        for i in range(4):
            x = x * 2
            if x.sum() > 20:
                return x - i, i
        return x, -1


class WhileReturn(nn.Cell):
    def construct(self, x):
        k = 0
        while x.sum() < 1000:
            x = x + 3
            k = k + 1
            if x.max() > 9:
                return x * 10, k
        return x, k


class NestedBreak(nn.Cell):
    """An inner break leaves the inner loop only."""

    def construct(self, x):
        total = x * 0
        for i in range(3):
            j = 0
            while j < 4:
                j = j + 1
                if (x * j + i).sum() > 8:
                    break
                total = total + x * j
        return total


class ForElse(nn.Cell):
    def construct(self, x):
        for _ in range(3):
            x = x + 1
            if x.sum() > 7:
                break
        else:
            x = x * 100
        return x


class PythonJumps(nn.Cell):
    """Python conditions: break/continue fold at compile time (loop over sub-Cells)."""

    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(2, 2) for _ in range(4)])

    def construct(self, x):
        for i, layer in enumerate(self.layers):
            if i == 1:
                continue
            if i == 3:
                break
            x = layer(x)
        return x


class BreakThenInnerContinue(nn.Cell):
    """A tensor `break` guards an inner loop that has its own `continue`: the guard's false
    path skips the inner loop, so its flag must exist before (MindSpore's pi_jit st case)."""

    def construct(self, x):
        out = x + x
        n = x.sum()
        while n < 2:
            n += 1
            if n < 4:
                out = out + out
                break
            while n + 1 > 1:
                n -= 1
                if n < 7:
                    out = out * 2
                    continue
                out = out + x
        return out


class ReturnAfterSetitem(nn.Cell):
    """A `return` in a tensor `while` whose body writes the carried Tensor in place: the probe
    trace that types the return value must not leave the Tensor pointing into it."""

    def construct(self, x):
        while x[1] < 4:
            x[1] += 1
            if x[0] > 2:
                return x * 1
        return x


CASES = [
    (BreakThenInnerContinue, [[0.5, 0.5], [-3.0, 0.0], [5.0, 0.0]]),
    (WhileBreak, [[1.0, 2.0], [30.0, 1.0], [60.0, 50.0]]),
    (WhileContinue, [[1.0, 2.0], [9.0, 0.5]]),
    (WhileTrueBreak, [[1.0, 2.0], [20.0, 0.0]]),
    (ForBreak, [[0.5, 0.5], [6.0, 6.0]]),
    (ForContinue, [[0.0, 1.0], [5.0, 5.0]]),
    (ForReturn, [[1.0, 1.0], [30.0, 1.0], [-1.0, -1.0]]),
    (WhileReturn, [[1.0, 0.0], [8.0, 0.0], [2000.0, 0.0]]),
    (NestedBreak, [[0.5, 0.5], [2.0, 3.0]]),
    (ForElse, [[0.0, 0.0], [3.0, 3.0]]),
    (PythonJumps, [[1.0, -1.0]]),
]


def _flat(out):
    if isinstance(out, (tuple, list)):
        return [v for o in out for v in _flat(o)]
    return [np.asarray(out.asnumpy() if hasattr(out, "asnumpy") else out, np.float64)]


@pytest.mark.parametrize("make,inputs", CASES, ids=[c[0].__name__ for c in CASES])
def test_jumps_agree_with_pynative(make, inputs):
    ms.set_seed(1)
    net = make()
    for values in inputs:
        x = ms.Tensor(np.array(values, np.float32))
        ms.set_context(mode=ms.PYNATIVE_MODE)
        want = _flat(net(x))
        ms.set_context(mode=ms.GRAPH_MODE)
        got = _flat(net(x))
        assert len(got) == len(want)
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, w, rtol=1e-5, err_msg=f"{make.__name__}{values}")


def test_tensor_break_compiles_to_graph_control_flow():
    ms.set_context(mode=ms.GRAPH_MODE)
    text = str(WhileBreak().compile_ir(ms.Tensor([1.0, 2.0])))
    assert "= while(" in text and "= cond(" in text
    text = str(ForReturn().compile_ir(ms.Tensor([1.0, 2.0])))
    assert "= cond(" in text
    # one compiled graph serves inputs that take different exits
    net = ForBreak()
    for v in ([0.5, 0.5], [6.0, 6.0], [0.1, 0.0]):
        net(ms.Tensor(v))
    assert len(net._compiled["__cache__"].entries) == 1


def test_gradient_through_tensor_break_matches_pynative():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([1.5, 0.5]), name="w")

        def construct(self, x):
            for _ in range(4):
                if (x * self.w).sum() > 6:
                    break
                x = x * self.w + 1
            return (x * x).sum()
    net = Net()
    x = ms.Tensor([1.0, 2.0])
    res = {}
    for tag, mode in (("py", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
        ms.set_context(mode=mode)
        loss, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(x)
        res[tag] = [loss.asnumpy(), gx.asnumpy(), gw[0].asnumpy()]
    for a, b in zip(res["py"], res["graph"]):
        np.testing.assert_allclose(b, a, rtol=1e-5)


def test_random_ops_in_tensor_while_draw_fresh_numbers_each_iteration():
    class Draws(nn.Cell):
        def construct(self, x):
            out = x * 0
            i = 0
            while x.sum() > i:          # tensor condition: one while node, 4 iterations
                out[i] = ops.uniform((1,), ms.Tensor(0.0), ms.Tensor(1.0))[0]
                i = i + 1
            return out
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Draws()
    x = ms.Tensor(np.ones(4, np.float32))
    ms.set_seed(3)
    a = net(x).asnumpy()
    b = net(x).asnumpy()
    ms.set_seed(3)
    c = net(x).asnumpy()
    assert len(set(a.tolist())) == 4, a          # a different number per iteration
    assert not np.array_equal(a, b)              # and per call
    np.testing.assert_array_equal(a, c)          # reproducible from the seed


def test_differentiated_while_has_no_step_limit(monkeypatch):
    # MindSpore differentiates a tensor `while` of any length; with 4 checkpoint slots a
    # 22-step loop is walked back in segments of 6 steps (compiler/while_grad.py)
    from minicell.compiler import while_grad

    class Grow(nn.Cell):
        def construct(self, x):
            while x.sum() < 100:
                x = x * 1.5
            return x.sum()
    monkeypatch.setattr(while_grad, "SLOTS", 4)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Grow()
    g = ms.grad(net)(ms.Tensor([30.0, 30.0]))          # 2 steps
    np.testing.assert_allclose(g.asnumpy(), [2.25, 2.25], rtol=1e-6)
    g = ms.grad(net)(ms.Tensor([0.01, 0.01]))          # 22 steps
    np.testing.assert_allclose(g.asnumpy(), [1.5 ** 22] * 2, rtol=1e-5)


def test_return_in_tensor_while_after_an_in_place_write():
    # values measured in MindSpore 2.10 GRAPH_MODE (each call gets a fresh input: the body
    # writes it in place)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = ReturnAfterSetitem()
    for values, want in (([1.0, 2.0], [1.0, 4.0]), ([3.0, 2.0], [3.0, 3.0]),
                         ([1.0, 5.0], [1.0, 5.0])):
        got = net(ms.Tensor(np.array(values, np.float32)))
        assert got.asnumpy().tolist() == want
