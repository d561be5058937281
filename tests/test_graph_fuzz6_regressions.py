"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
sixth random-program fuzzer (``fuzz_programs6``/``test_graph_fuzz6``), each checked against
MindSpore 2.10."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops, Parameter

_X = np.arange(6).astype(np.float32) - 2


class _InPlaceAttrs(nn.Cell):
    """Plain Tensor attributes written in place in construct, never assigned whole."""

    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(6, np.float32)), name="w")
        self.hist = Tensor(np.zeros(3, np.float32))
        self.b = Tensor(np.zeros(6, np.float32))
        self.d = Tensor(np.zeros((2, 6), np.float32))

    def construct(self, x):
        h = x * self.w
        self.hist[1] = self.hist[1] + h.sum()
        ops.assign(self.b, x * 2)
        self.d[0] += x
        return h.sum()


def test_in_place_write_of_a_tensor_attribute_is_state(mode):
    """``self.hist[1] = v``, ``ops.assign(self.b, v)``, ``self.d[0] += v`` on a plain Tensor
    attribute persist after each call in both modes (PYNATIVE_MODE writes the Tensor; 2.10's
    GRAPH_MODE keeps ``ops.assign`` and drops the subscript writes silently). GRAPH_MODE used
    to leave a compile-time value in the attribute (reading it afterwards raised a
    ConcretizationError) and failed to compile the gradient (VerifyError)."""
    net = _InPlaceAttrs()
    x = Tensor(_X)
    for k in range(2):
        assert float(net(x)) == 3.0
        np.testing.assert_allclose(net.hist.asnumpy(), [0, 3.0 * (k + 1), 0])
        np.testing.assert_allclose(net.d.asnumpy()[0], _X * (k + 1))
    np.testing.assert_allclose(net.b.asnumpy(), _X * 2)
    gx, (gw,) = ms.grad(net, grad_position=0, weights=net.trainable_params())(x)
    np.testing.assert_allclose(gx.asnumpy(), np.ones(6))
    np.testing.assert_allclose(gw.asnumpy(), _X)
    np.testing.assert_allclose(net.hist.asnumpy(), [0, 9.0, 0])


class _Chained(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((2, 3, 4), np.float32)), name="p")

    def construct(self, x):
        z = x * 1.0
        z[1][2][3] = -1.0
        z[0][1] += x[1][1]
        z[0][::2][1] = 9.0
        pair = (z, x)
        pair[0][1][0] = 3.0
        rows = [[1, 2], [3, 4]]
        rows[1][0] = 10
        self.p[0][1][2] = 6.0
        return z * rows[1][0]


def test_chained_subscript_store(mode):
    """``z[1][2][3] = v`` and ``z[0][1] += v`` write ``z`` (eagerly ``z[1]`` is a view of ``z``;
    2.10's GRAPH_MODE updates ``z`` too, measured), into a Tensor held by a tuple, a Python
    list's element and a Parameter. GRAPH_MODE used to write a temporary and drop it.
    Through the tuple (``pair[0][1][0] = 3``) 2.10's GRAPH_MODE leaves ``z`` as it was: a
    subscript store rebinds names there, it does not write the Tensor (measured, session 74:
    tests/test_s74_sub74.py). (Through the slice, ``z[0][::2][1] = 9``, 2.10's GRAPH_MODE drops
    the write silently, measured; minicell writes ``z`` as PYNATIVE_MODE does.)"""
    x = np.arange(24).reshape(2, 3, 4).astype(np.float32)
    net = _Chained()
    out = net(Tensor(x))
    want = x.copy()
    want[1, 2, 3] = -1.0
    want[0, 1] += x[1, 1]
    want[0, 2] = 9.0
    through_tuple = mode == ms.PYNATIVE_MODE
    if through_tuple:
        want[1, 0] = 3.0
    np.testing.assert_allclose(out.asnumpy(), want * 10)
    p = np.zeros((2, 3, 4), np.float32)
    p[0, 1, 2] = 6.0
    np.testing.assert_allclose(net.p.asnumpy(), p)
    g = ms.grad(net)(Tensor(x))
    gw = np.full((2, 3, 4), 10.0, np.float32)
    gw[1, 2, 3] = gw[0, 2] = 0.0
    if through_tuple:
        gw[1, 0] = 0.0
    gw[1, 1] += 10.0
    np.testing.assert_allclose(g.asnumpy(), gw)


class _GradThroughAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grid = Tensor(np.zeros((2, 6), np.float32))
        self.b = Tensor(np.zeros(6, np.float32))

    def construct(self, x):
        self.grid[0] += x * x
        ops.assign(self.b, x * 3.0)
        return self.grid.sum() + self.b.sum()


def test_gradient_flows_through_an_in_place_attribute_write(mode):
    """A Tensor attribute written in place and read back in the same call carries the written
    value's gradient, as eagerly (the Tensor takes the value's history); GRAPH_MODE used to
    cut it as for a Parameter write. ``ops.assign`` is the exception: as 2.10's Assign bprop
    (measured in both modes), what it writes passes its gradient to the variable, not to the
    value, so ``self.b`` adds nothing to x's gradient."""
    net = _GradThroughAttr()
    g = ms.grad(net)(Tensor(_X))
    np.testing.assert_allclose(g.asnumpy(), 2 * _X)
    np.testing.assert_allclose(net.grid.asnumpy()[0], _X * _X)


class _WritesHeldTensor(nn.Cell):
    """Writes in place a Tensor it holds in a Python list (not an attribute of its own)."""

    def __init__(self, buf):
        super().__init__()
        self.bufs = [buf]

    def construct(self, x):
        self.bufs[0][2] = x.sum()
        return x * 2


def test_graph_write_to_a_tensor_outside_the_cell_leaves_no_compile_time_value():
    """GRAPH_MODE: a Tensor held in a list, written in place by construct, keeps its value
    (2.10's graph mode leaves it unchanged too, measured); it used to be left holding a
    compile-time value, so reading it afterwards raised a ConcretizationError."""
    buf = Tensor(np.zeros(3, np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = _WritesHeldTensor(buf)(Tensor(_X))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(out.asnumpy(), _X * 2)
    np.testing.assert_allclose(buf.asnumpy(), np.zeros(3))


class _AssignThenRead(nn.Cell):
    def construct(self, x, y):
        z = ops.assign(x, y * 2)
        return z * 3 + x * 5


def test_assign_gradient_goes_to_the_variable(mode):
    """``ops.assign(x, v)`` into a Tensor input (or a Parameter passed as one): the result and
    later reads of x differentiate x, v gets 0, as 2.10 in both modes (measured: (8, 0)); GRAPH_MODE
    gave (0, 16)."""
    for x in (Tensor(np.array([1.0], np.float32)),
              ms.Parameter(Tensor(np.array([1.0], np.float32)), name="p")):
        dx, dy = ops.grad(_AssignThenRead(), (0, 1))(x, Tensor(np.array([2.0], np.float32)))
        assert dx.asnumpy().tolist() == [8.0] and dy.asnumpy().tolist() == [0.0]
