"""Regressions found by the thirty-third GRAPH_MODE vs PYNATIVE_MODE fuzzer (fuzz_programs33),
each checked against MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor
from minicell.ops import operations as P


@pytest.mark.parametrize("assign", [ops.assign, P.Assign()], ids=["ops.assign", "P.Assign"])
def test_assign_returns_a_new_tensor(assign):
    # 2.10 PYNATIVE_MODE: ops.assign / P.Assign return a new Tensor holding the written value,
    # not the Parameter: later writes to the Parameter do not show in it, a write to it does
    # not reach the Parameter, and it prints as a Tensor (minicell returned the Parameter)
    p = Parameter(Tensor(np.ones(3, np.float32)), name="p")
    r = assign(p, Tensor(np.full(3, 2.0, np.float32)))
    assert type(r) is Tensor and r is not p
    ops.assign(p, Tensor(np.full(3, 5.0, np.float32)))
    p[0] = 7.0
    np.testing.assert_array_equal(r.asnumpy(), [2.0, 2.0, 2.0])
    r[1] = 9.0
    np.testing.assert_array_equal(p.asnumpy(), [7.0, 5.0, 5.0])
    assert repr(r).startswith("Tensor(shape=[3], dtype=Float32, value=")


def test_assign_plain_tensor_returns_a_copy():
    # 2.10: a plain Tensor variable is written, and the result is another Tensor
    t = Tensor(np.ones(3, np.float32))
    r = ops.assign(t, Tensor(np.full(3, 4.0, np.float32)))
    assert r is not t
    np.testing.assert_array_equal(t.asnumpy(), [4.0, 4.0, 4.0])
    np.testing.assert_array_equal(r.asnumpy(), [4.0, 4.0, 4.0])


class _AssignNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, -1.0, 0.5], np.float32)), name="w")

    def construct(self, x):
        a = ops.assign(self.w, x * 2.0)
        return (a * x + self.w * 3.0).sum(), a


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE,
                                  pytest.param(ms.GRAPH_MODE, marks=pytest.mark.heavy)])
def test_assign_result_gradients(mode):
    # 2.10 (both modes measured in PYNATIVE; GRAPH_MODE agrees in minicell): no gradient
    # reaches x through the written value, the weight's gradient is x + 3
    ms.set_context(mode=mode)
    try:
        net = _AssignNet()
        x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))

        def f(v):
            return net(v)[0]

        gx, (gw,) = ms.grad(f, grad_position=0, weights=net.trainable_params())(x)
        out = net(x)[1]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(gx.asnumpy(), [2.0, 4.0, 6.0])
    np.testing.assert_allclose(gw.asnumpy(), [4.0, 5.0, 6.0])
    assert type(out) is Tensor
    np.testing.assert_allclose(out.asnumpy(), [2.0, 4.0, 6.0])


class _DivmodNet(nn.Cell):
    def construct(self, h, x):
        s = h.sum().item()
        k = x.shape[1] - 8
        return divmod(s, 0.75), divmod(s, -2.0), divmod(k, 3), divmod(-7, k)


@pytest.mark.heavy
def test_divmod_of_graph_scalars():
    # 2.10's GRAPH_MODE computes divmod of x.item() (measured: (5.0, 0.0) for 3.75, 0.75);
    # minicell's graph raised "unsupported operand type(s) for divmod(): 'Tensor' and 'float'"
    h = Tensor(np.array([1.5, 2.25], np.float32))
    x = Tensor(np.zeros((2, 6), np.float32))
    want = [(5.0, 0.0), (-2.0, -0.25), (-1, 1), (3, -1)]
    got = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            got[mode] = _DivmodNet()(h, x)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    for mode, out in got.items():
        assert [tuple(v) for v in out] == want, (mode, out)
        assert [type(a).__name__ for a, _ in out] == ["float", "float", "int", "int"], (mode, out)
