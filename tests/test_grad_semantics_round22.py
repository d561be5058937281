"""Gradient semantics measured on MindSpore 2.10 (CPU, both modes), round 2: gradients of
gradients through integer casts, integers carried by tensor ``while`` loops."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = Tensor(np.array([-1.5, 2.7], np.float32))


def _as_int(y):
    return ops.cast(y, ms.int32).astype(ms.float32)


def _cube_int(y):
    return (_as_int(y) * y * y).sum()


def _scaled_int(y):
    return (_as_int(y) * 2.5 * y).sum()


def _int_of_square(y):
    return _as_int(y * y).sum()


def _second_orders(x):
    # each inner gradient's own integer casts are differentiated again: Cast's bprop passes
    # the cotangent through, cast to the integer in turn (2.5 -> 2)
    return (ops.grad(lambda t: (ops.grad(_cube_int)(t) * t).sum())(x),
            ops.grad(lambda t: ops.grad(_scaled_int)(t).sum())(x),
            ops.grad(lambda t: (ops.grad(_int_of_square)(t) * t).sum())(x))


@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_second_order_gradient_through_integer_casts(mode):
    # MindSpore 2.10, measured in both modes (the same values); minicell gave [10, 35.6],
    # [2, 2], [0, 0] in PYNATIVE_MODE and [8, 28.6], [2.5, 2.5], [-6, 10.8] in GRAPH_MODE
    got = _second_orders(X) if mode == "pynative" else ms.jit(_second_orders)(X)
    for g, want in zip(got, [[15.0, 53.4], [4.5, 4.5], [-6.0, 10.8]]):
        np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-6)


class _Loops(nn.Cell):
    """Integers carried by tensor ``while`` loops (made by casts before the loop, read from
    the enclosing graph, carried beside a float)."""

    def construct(self, x):
        i = ops.cast(x, ms.int32)
        while i.sum() < 20:                       # doubles three times at x = [1.5, 2.7]
            i = i * 2
        j = ops.cast(x, ms.int32)
        k = Tensor(0, ms.int32)
        while k < 3:
            j = j + ops.cast(x * 1.5, ms.int32)
            k = k + 1
        m = ops.cast(x, ms.int32)
        step = ops.cast(x * 2, ms.int32)
        while m.sum() < 20:
            m = m + step
        n = ops.cast(x, ms.int32)
        y = x
        while y.sum() < 20:
            y = y * 2
            n = n * 2
        return tuple(v.astype(ms.float32) * x for v in (i, j, m)) + (n.astype(ms.float32) * y,)


def test_integers_carried_by_a_tensor_while_pass_the_gradient():
    # MindSpore 2.10 (measured, both modes); PYNATIVE's tape already agreed, GRAPH_MODE gave
    # [8, 16], [7, 14], ... (the loop's integers had no float stand-in)
    want = [[16.0, 32.0], [12.5, 25.0], [17.0, 31.0], [160.0, 296.0]]
    x = Tensor(np.array([1.5, 2.7], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Loops()
        got = [ops.GradOperation(sens_param=True)(net)(x, tuple(
            ops.ones_like(x) if k == j else ops.zeros_like(x) for k in range(4)))
            for j in range(4)]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)


def _int3(t):
    return ops.cast(t * 3, ms.int32)


def _invert(t):
    return ops.invert(_int3(t)).astype(ms.float32) * t


def _shift(t):
    return ops.bitwise_left_shift(_int3(t), _int3(t * 0 + 1)).astype(ms.float32) * t


def _popcount(t):
    return ops.population_count(ops.cast(t * 3, ms.int16)).astype(ms.float32) * t


def _isclose(t):
    return ops.isclose(ops.stop_gradient(t), t * 0 + 1.5).astype(ms.float32) * t


def _heaviside(t):
    return ops.heaviside(t, t * 0 + 0.5) * t


def _multinomial(t):
    return ops.multinomial(ops.sigmoid(t), 2).astype(ms.float32).sum() * t


def _histc(t):
    return ops.histc(t, 4, -1.0, 3.0).sum() * t


REFUSED = [(_invert, "Invert"), (_shift, "LeftShift"), (_popcount, "PopulationCount"),
           (_isclose, "IsClose"), (_heaviside, "Heaviside"), (_multinomial, "Multinomial"),
           (_histc, "Histogram")]


class _Sum(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, t):
        return self.f(t).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_gradients_2_10_refuses(mode):
    # MindSpore 2.10 (measured): these Primitives have no bprop; a gradient reaching one is a
    # RuntimeError (the forward runs), worded per mode. The same ops off the gradient's path
    # (constant or stop_gradient inputs) differentiate as usual. minicell gave zeros.
    x = Tensor(np.array([1.5, 2.7, -0.6], np.float32))
    ms.set_context(mode=mode)
    try:
        fmt = ("Illegal primitive {}'s bprop not defined" if mode == ms.PYNATIVE_MODE else
               "Illegal primitive: Primitive {}'s bprop not defined.")
        cases = REFUSED if mode == ms.PYNATIVE_MODE else REFUSED[::2]     # compiles: fewer
        for f, prim in cases:
            with pytest.raises(RuntimeError) as e:
                ms.grad(_Sum(f))(x)
            assert str(e.value).startswith(fmt.format(prim)), (prim, str(e.value))
        stopped = lambda t: ops.invert(ops.cast(ops.stop_gradient(t), ms.int32)).astype(
            ms.float32) * t
        g = ms.grad(_Sum(stopped))(x)
        assert g.asnumpy().tolist() == [-2.0, -3.0, -1.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_negative_grad_position_messages():
    # MindSpore 2.10's ValueError texts (measured), one per form, when the grad is made
    with pytest.raises(ValueError, match=r"^grad_position must be >= 0\.$"):
        ops.grad(lambda a, b: (a * b).sum(), -1)
    with pytest.raises(ValueError, match=r"^The element in grad_position must be >= 0\.$"):
        ops.grad(lambda a, b: (a * b).sum(), (0, -1))
