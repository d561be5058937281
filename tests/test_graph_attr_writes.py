"""Plain attributes written in construct (``self.h = h + x``, ``self.count += 1``) behave in
GRAPH_MODE as in PYNATIVE_MODE and in MindSpore 2.10's graph mode (values measured there):
each call sees the value the previous call left (``compiler.attr_state``)."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor
from minicell.compiler.errors import CompileWarning, GraphModeError


class _Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.t = Tensor([1.0])
        self.flag = False

    def construct(self, x):
        self.count += 1
        self.t = self.t + x
        self.flag = True
        return x * self.count + self.t


class _Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = None
        self.calls = 0

    def construct(self, x):
        y = x * 2
        self.last = y
        self.calls = self.calls + 1
        return y


class _Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = _Inner()
        self.h = Tensor(np.zeros((2,), np.float32))

    def construct(self, x):
        y = self.inner(x)
        if x.sum() > 0:
            self.h = self.h + y
        else:
            self.h = self.h - y
        return y + self.h


@pytest.fixture(params=[ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])
def mode(request):
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_counter_and_tensor_attribute_carry_across_calls(mode):
    net = _Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)      # nothing is dropped any more
        first = net(Tensor([2.0])).asnumpy().tolist()
    if mode == ms.GRAPH_MODE:      # the Python values it set are compiled in: it says so
        with pytest.warns(CompileWarning, match=r"compiled again because `self\.count`"):
            second = net(Tensor([2.0])).asnumpy().tolist()
    else:
        second = net(Tensor([2.0])).asnumpy().tolist()
    assert (first, second) == ([5.0], [9.0])                  # 2.10, both modes
    assert net.count == 2 and type(net.count) is int and net.flag is True
    assert net.t.asnumpy().tolist() == [5.0] and isinstance(net.t, Tensor)


def test_sub_cell_attributes_branches_outside_writes_and_gradients(mode):
    net = _Outer()
    pos, neg = Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([-1.0, -1.0], np.float32))
    outs = [net(pos).asnumpy().tolist() for _ in range(3)] + [net(neg).asnumpy().tolist()]
    assert outs == [[4.0, 8.0], [6.0, 12.0], [8.0, 16.0], [6.0, 12.0]]
    assert net.h.asnumpy().tolist() == [8.0, 14.0]
    assert net.inner.last.asnumpy().tolist() == [-2.0, -2.0] and net.inner.calls == 4
    net.h = Tensor(np.ones((2,), np.float32))        # replaced outside: the next call reads it
    assert net(pos).asnumpy().tolist() == [5.0, 9.0] and net.h.asnumpy().tolist() == [3.0, 5.0]
    # out = y + (h + y): PYNATIVE's gradient is 4 (2.10, measured). 2.10's graph mode gives
    # 0: it interprets expressions reading an attribute construct writes (PyExecute) and stops
    # every gradient there; minicell's graph only cuts reads after the write (2 here), so the
    # graph value is not asserted (test_grad_semantics_round21 has the cases that agree)
    if mode == ms.PYNATIVE_MODE:
        assert ms.grad(net)(pos).asnumpy().tolist() == [4.0, 4.0]


def test_attribute_state_changing_shape_follows_the_input():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Inner()
        net(Tensor(np.ones((2,), np.float32)))
        net(Tensor(np.ones((3,), np.float32)))
        assert net.last.shape == (3,) and net.calls == 2
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _KeepsTuple(nn.Cell):
    def construct(self, x):
        self.pair = (x, x + 1)
        return x


def test_a_container_of_traced_tensors_is_still_an_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(GraphModeError, match="self.pair"):
            _KeepsTuple()(Tensor([1.0]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _Resets(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor([5.0])
        self.seen = []

    def construct(self, x):
        self.seen.append(1)            # once per trace
        y = x + self.t
        self.t = Tensor([1.0])         # a constant written to the attribute's state
        return y


def test_a_constant_written_to_an_attribute_compiles_once(mode):
    net = _Resets()
    outs = [net(Tensor([1.0])).asnumpy().tolist() for _ in range(3)]
    assert outs == [[6.0], [2.0], [2.0]] and net.t.asnumpy().tolist() == [1.0]
    assert len(net.seen) == (1 if mode == ms.GRAPH_MODE else 3)
