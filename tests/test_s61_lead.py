"""Session 61, lead: costs a user meets before the first step."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.runtime import dispatch


@pytest.fixture
def counted_dispatch(monkeypatch):
    seen = []
    real = dispatch.dispatch

    def counting(op, inputs, attrs=()):
        seen.append(op.name)
        return real(op, inputs, attrs)
    monkeypatch.setattr(dispatch, "dispatch", counting)
    return seen


def test_param_data_outside_a_trace_dispatches_no_op(counted_dispatch):
    # zoo models' _initialize_weights read m.weight.data.shape for every layer: each read
    # compiled an identity kernel per shape before
    net = nn.Conv2d(3, 16, 3)
    shape = net.weight.data.shape
    net.weight.set_data(ms.Tensor(np.full(shape, 0.5, np.float32)))
    assert shape == (16, 3, 3, 3)
    assert "stop_gradient" not in counted_dispatch
    view = net.weight.data
    view[0, 0, 0, 0] = 2.0                       # still a view: writes reach the Parameter
    assert net.weight.asnumpy()[0, 0, 0, 0] == 2.0
    assert type(view).__name__ != "Parameter" and view._tape_node is None


def test_param_data_is_detached_in_pynative_grad():
    w = ms.Parameter(ms.Tensor([3.0]), name="w")

    def f(x):
        return (w * x + w.data * x).sum()
    g = ms.grad(f, grad_position=None, weights=[w])(ms.Tensor([2.0]))
    assert g[0].asnumpy().tolist() == [2.0]      # only the w term; w.data has no gradient


def test_param_data_in_a_graph_is_the_detached_input():
    ms.set_context(mode=ms.GRAPH_MODE)        # (conftest restores PYNATIVE_MODE)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([3.0]), name="w")

        def construct(self, x):
            return (self.w * x + ops.stop_gradient(self.w.data) * x).sum()
    net = Net()
    g = ms.grad(net, grad_position=None, weights=net.trainable_params())(ms.Tensor([2.0]))
    assert g[0].asnumpy().tolist() == [2.0]
    net.w.set_data(ms.Tensor([5.0]))
    assert net(ms.Tensor([1.0])).asnumpy() == 10.0
