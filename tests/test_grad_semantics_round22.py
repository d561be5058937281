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
