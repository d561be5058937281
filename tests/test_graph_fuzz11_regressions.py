"""Focused regressions for disagreements found while fuzzing far seeds of every family (fuzz11,
seeds 1600-1800) and probing what family 11 covers (``fuzz_programs11``), each checked against
MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _TruncDiv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = Tensor(np.array([3, -4, 2, -5, 4, 6], np.int32))

    def construct(self, q):
        return ops.truncate_div(q, self.d), ops.truncate_div(q, 2), ops.TruncateDiv()(q, -3)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_integer_truncate_div_broadcasts(mode):
    """``ops.truncate_div`` of an int (2, 6) tensor by a (6,) tensor or a Python int: 2.10
    broadcasts, as every elementwise op does (values measured on 2.10); the integer kernel
    called ``lax.div``, which does not, and failed in both modes."""
    q = Tensor(np.array([[-7, -6, 5, 7, 0, -1], [3, -3, 8, -8, 1, 2]], np.int32))
    ms.set_context(mode=mode)
    try:
        by_row, by_two, by_neg = _TruncDiv()(q)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert by_row.dtype == ms.int32
    assert by_row.asnumpy().tolist() == [[-2, 1, 2, -1, 0, 0], [1, 0, 4, 1, 0, 0]]
    assert by_two.asnumpy().tolist() == [[-3, -3, 2, 3, 0, 0], [1, -1, 4, -4, 0, 1]]
    assert by_neg.asnumpy().tolist() == [[2, 2, -1, -2, 0, 0], [-1, 1, -2, 2, 0, 0]]


class _TwoWeights(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        self.v = ms.Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name="v")

    def construct(self, x):
        return (x * self.w * self.v).sum()


def test_frozen_weight_listed_in_weights_gets_zeros_in_both_modes():
    """``ms.grad(f, weights=params)`` with a Parameter of ``params`` frozen after the list was
    taken (``w.requires_grad = False``; family 10, seed 1614): 2.10's PYNATIVE_MODE gives it
    zeros, its GRAPH_MODE its gradient ``x * v`` (both measured: ``[0, 0]`` vs ``[3, -4]``).
    minicell gave each mode's answer; it now gives PYNATIVE_MODE's zeros in both, top level and
    inside ``@jit``, the other weight's gradient unchanged."""
    x = Tensor(np.array([1.0, -1.0], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _TwoWeights()
        params = net.trainable_params()
        net.w.requires_grad = False
        gw, gv = ms.grad(net, grad_position=None, weights=params)(x)

        @ms.jit
        def inside(a):
            return ms.grad(net, grad_position=None, weights=params)(a)
        jw, jv = inside(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert gw.asnumpy().tolist() == [0.0, 0.0] and gv.asnumpy().tolist() == [1.0, -2.0]
    assert jw.asnumpy().tolist() == [0.0, 0.0] and jv.asnumpy().tolist() == [1.0, -2.0]


def test_python_int_out_of_an_unsigned_dtypes_range_wraps_in_a_graph():
    """``xi * -1`` with a uint8 ``xi`` (family 7, seed 1664): eagerly the -1 wraps to 255 as in
    MindSpore 2.10 (both modes there); GRAPH_MODE's shape inference raised OverflowError
    casting the literal. Values measured on 2.10."""
    xi = Tensor(np.array([0, 3, 250], np.uint8))

    @ms.jit
    def f(x):
        return x * -1, x + -1, x - 300, -1 * x

    outs = f(xi)
    assert all(o.dtype == ms.uint8 for o in outs)
    assert [o.asnumpy().tolist() for o in outs] == [[0, 253, 6], [255, 2, 249], [212, 215, 206],
                                                    [0, 253, 6]]
