"""GRAPH_MODE donates the old buffers of the Parameters a step writes, but only buffers nobody
else holds: a Tensor the user took from a Parameter, an input forwarded to an output, or a value
returned to the user is never invalidated (``compiler/call.py``)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

pytestmark = pytest.mark.usefixtures("graph_mode")


def _train_step():
    net = nn.Dense(4, 2)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.SGD(net.trainable_params(), 0.1))
    x = ms.Tensor(np.ones((3, 4), np.float32))
    y = ms.Tensor(np.zeros((3, 2), np.float32))
    return net, lambda: step(x, y)


def test_steady_state_steps_donate_the_written_buffers():
    net, step = _train_step()
    step()
    step()
    # after a compiled write-back nothing else holds the weights' buffers: the next step
    # may donate them
    assert all(p._owned for p in net.trainable_params())
    net.weight.asnumpy()            # a read hands the buffer out: no longer donatable
    assert not net.weight._owned
    step()
    assert net.weight._owned


def test_a_tensor_taken_from_a_parameter_survives_later_steps():
    net, step = _train_step()
    step()
    step()
    before = net.weight.value()     # shares the weight's current buffer
    want = before.asnumpy().copy()
    alias = ms.Tensor(net.bias)     # another way to share it
    bias = alias.asnumpy().copy()
    for _ in range(3):
        step()
    np.testing.assert_array_equal(before.asnumpy(), want)
    np.testing.assert_array_equal(alias.asnumpy(), bias)
    assert not np.array_equal(net.weight.asnumpy(), want)   # the steps did update it


class _Copy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = ms.Parameter(ms.Tensor([1.0]), name="a")
        self.b = ms.Parameter(ms.Tensor([2.0]), name="b")

    def construct(self, x):
        ops.assign(self.a, self.b)          # JAX may forward b's buffer to a's new value
        return self.a + x


def test_a_parameter_written_from_another_keeps_both_valid():
    net = _Copy()
    for _ in range(3):
        out = net(ms.Tensor([1.0]))
        assert out.asnumpy().tolist() == [3.0]
        assert net.b.asnumpy().tolist() == [2.0]
        assert net.a.asnumpy().tolist() == [2.0]


class _Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = ms.Parameter(ms.Tensor([0.0]), name="s")

    def construct(self, x):
        ops.assign(self.s, self.s + x)
        return self.s                        # the written value is also the output


def test_an_output_that_is_the_written_value_stays_valid():
    net = _Counter()
    outs = [net(ms.Tensor([1.0])) for _ in range(4)]
    assert [o.asnumpy().tolist() for o in outs] == [[1.0], [2.0], [3.0], [4.0]]
    assert net.s.asnumpy().tolist() == [4.0]


def test_jit_function_writing_a_parameter_across_calls():
    p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    first = p.value()

    @ms.jit
    def bump(x):
        ops.assign(p, p * 2 + x)
        return p * 1.0

    for _ in range(3):
        bump(ms.Tensor([0.0, 0.0]))
    assert p.asnumpy().tolist() == [8.0, 16.0]
    assert first.asnumpy().tolist() == [1.0, 2.0]
