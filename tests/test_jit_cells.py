"""``jit`` of a Cell instance or a Cell class (MindSpore 2.10): the instance gives its
``construct`` compiled as a method bound to it; ``@jit`` on a class compiles the class's
``construct`` and returns the class itself, so ``super(Cls, self)`` in its ``__init__`` works."""
import types

import numpy as np

import minicell as ms
from minicell import nn


def _inputs():
    return (ms.Tensor(np.array([[0.5, 0.6], [1.2, 1.3]], np.float32)),
            ms.Tensor(np.array([[0.1, 0.3], [0.1, 0.2]], np.float32)))


def test_jit_of_a_cell_instance_compiles_its_construct_bound_to_it():
    traces = []

    class Net(nn.Cell):
        def construct(self, x, y):
            traces.append(1)           # Python runs once per compile, not per call
            return x * y + 1

    net = Net()
    calls = []
    net.register_forward_hook(lambda *a: calls.append(1))
    fn = ms.jit(net)
    assert isinstance(fn, types.MethodType) and fn.__self__ is net
    x, y = _inputs()
    first, second = fn(x, y), fn(x, y)
    np.testing.assert_allclose(second.asnumpy(), x.asnumpy() * y.asnumpy() + 1, rtol=1e-6)
    np.testing.assert_allclose(first.asnumpy(), second.asnumpy())
    assert len(traces) == 1
    assert not calls                   # the bound construct skips Cell.__call__ and its hooks


def test_jit_as_a_decorator_of_a_cell_class():
    traces = []

    @ms.jit
    class AddNet(nn.Cell):
        def __init__(self):
            super(AddNet, self).__init__()
            self.scale = 2.0

        def construct(self, x, y):
            traces.append(1)
            return (x + y) * self.scale

    assert isinstance(AddNet, type) and issubclass(AddNet, nn.Cell)
    net = AddNet()
    x, y = _inputs()
    net(x, y)
    out = net(x, y)
    np.testing.assert_allclose(out.asnumpy(), (x.asnumpy() + y.asnumpy()) * 2, rtol=1e-6)
    assert len(traces) == 1


def test_jit_of_the_same_cell_twice_compiles_once_until_its_graph_name_changes():
    traces = []

    class Net(nn.Cell):
        def construct(self, x, y):
            traces.append(1)
            return x - y

    net, (x, y) = Net(), _inputs()
    ms.jit(net)(x, y)
    ms.jit(net)(x, y)
    assert len(traces) == 1
    net._set_jit_graph_name("second_net")   # pylint: disable=protected-access
    out = ms.jit(net)(x, y)
    assert len(traces) == 2
    np.testing.assert_allclose(out.asnumpy(), x.asnumpy() - y.asnumpy(), rtol=1e-6)
