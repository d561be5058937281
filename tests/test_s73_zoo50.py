"""A plain Tensor attribute that construct writes (``self.acc = self.acc + x``) stays a plain
``Tensor`` to the user in GRAPH_MODE, as in MindSpore 2.10 (values and types measured there):
the graph keeps its state on the side (``compiler.attr_state.CellState``) and binds the
attribute to a new Tensor after each call."""
import copy
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor, Parameter
from minicell.common.buffer import _Buffer


class _Acc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Tensor([0.0])

    def construct(self, x):
        self.acc = self.acc + x
        return self.acc * 2


class _Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = None

    def construct(self, x):
        self.last = x * 3
        return x


class _ReadsFirst(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Tensor(np.zeros((2,), np.float32))
        self.inner = _Inner()

    def construct(self, x):
        y = self.acc * 1          # read before the write: the state's value
        self.acc = self.acc + x
        self.inner(x)
        return y + self.acc


class _FromNumber(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = 0

    def construct(self, x):
        self.acc += x.sum()
        return x * 1


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _v(t):
    return t.asnumpy().tolist()


def test_attribute_is_a_plain_tensor_bound_anew_each_call(graph):
    net = _Acc()
    before = net.acc
    assert _v(net(Tensor([1.0]))) == [2.0]
    assert type(net.acc) is Tensor and not isinstance(net.acc, (Parameter, _Buffer))
    assert before is not net.acc and _v(before) == [0.0] and _v(net.acc) == [1.0]   # 2.10
    first = net.acc
    assert _v(net(Tensor([1.0]))) == [4.0]
    assert first is not net.acc and _v(first) == [1.0] and _v(net.acc) == [2.0]
    assert repr(net.acc) == "Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00])"
    assert type(copy.copy(net.acc)) is Tensor and type(copy.deepcopy(net.acc)) is Tensor
    assert type(pickle.loads(pickle.dumps(net.acc))) is Tensor
    assert "acc" not in dict(net.parameters_and_names()) and "acc" not in net.state_dict()


def test_replaced_outside_construct_then_pynative_writes(graph):
    net = _Acc()
    net(Tensor([1.0]))
    net(Tensor([1.0]))
    net.acc = Tensor([10.0])             # the next call reads it (2.10: 22, acc 11)
    assert _v(net(Tensor([1.0]))) == [22.0] and _v(net.acc) == [11.0]
    ms.set_context(mode=ms.PYNATIVE_MODE)
    kept = net.acc
    assert _v(net(Tensor([1.0]))) == [24.0] and type(net.acc) is Tensor and kept is not net.acc
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _v(net(Tensor([1.0]))) == [26.0] and _v(net.acc) == [13.0]
    assert type(net.acc) is Tensor


def test_in_place_write_outside_construct_is_read(graph):
    net = _Acc()
    net(Tensor([1.0]))
    net.acc[0] = 5.0                     # the same Tensor object, a new value
    assert _v(net(Tensor([1.0]))) == [12.0] and _v(net.acc) == [6.0]


def test_read_before_write_sub_cell_state_and_copies(graph):
    net = _ReadsFirst()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert _v(net(x)) == [1.0, 2.0]
    assert _v(net(x)) == [3.0, 6.0] and _v(net.acc) == [2.0, 4.0]       # 2.10
    assert type(net.acc) is Tensor and type(net.inner.last) is Tensor
    assert _v(net.inner.last) == [3.0, 6.0]
    other = copy.deepcopy(net)           # a copy runs on its own state
    assert _v(other(x)) == [5.0, 10.0] and _v(other.acc) == [3.0, 6.0]
    assert _v(net.acc) == [2.0, 4.0] and type(other.acc) is Tensor


def test_a_number_attribute_turned_tensor_and_a_deleted_one(graph):
    net = _FromNumber()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    for _ in range(3):
        net(x)
    assert type(net.acc) is Tensor and net.acc.asnumpy().item() == 9.0      # 2.10
    gone = _ReadsFirst()
    gone(x)
    del gone.acc
    with pytest.raises(AttributeError, match="The '_ReadsFirst' object has no attribute 'acc'."):
        gone(x)


class _Bad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Tensor([0.0])

    def construct(self, x):
        self.acc = self.acc + x
        return x.asnumpy_missing()       # fails while tracing


def test_a_failed_trace_leaves_the_plain_tensor(graph):
    net = _Bad()
    before = net.acc
    with pytest.raises(AttributeError):
        net(Tensor([1.0]))
    assert net.acc is before and type(net.acc) is Tensor
