"""``Tensor(..., const_arg=True)`` / ``Tensor.set_const_arg``: a GRAPH_MODE graph holds such an
argument's values as constants. Measured on MindSpore 2.10 (CPU): the results are the
variable-input ones; a gradient position holding one is dropped (GradOperation's first input
-> ``()``, ``get_all`` -> the other inputs' gradients); ``ms.mutable`` clears the mark;
PYNATIVE_MODE ignores it."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.compiler.api import recompile_reasons
from minicell.ops import GradOperation


class Net(nn.Cell):
    def construct(self, x, y):
        return ops.matmul(x, y).sum() * 2


def _xy(cx, cy):
    return (Tensor(np.ones((2, 3), np.float32), const_arg=cx),
            Tensor(np.arange(9, dtype=np.float32).reshape(3, 3), const_arg=cy))


def _shapes(out):
    return [t.shape for t in out] if isinstance(out, tuple) else out.shape


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_constructor_records_the_mark_and_mutable_clears_it():
    x = Tensor([1.0], const_arg=True)
    assert x.const_arg is True and Tensor([1.0]).const_arg is False
    assert ms.mutable(x) is x and x.const_arg is False      # 2.10: set_const_arg(False)


# (const x, const y) -> GradOperation(), GradOperation(get_all=True), ms.grad pos 0, pos (0, 1)
GRAD_SHAPES = {
    (True, False): ([], [(3, 3)], [], (3, 3)),
    (False, True): ((2, 3), [(2, 3)], (2, 3), (2, 3)),
    (True, True): ([], [], [], []),
}


@pytest.mark.parametrize("marks", list(GRAD_SHAPES), ids=str)
def test_gradient_positions_of_constants_are_dropped(graph_mode, marks):
    net = Net()
    got = [GradOperation()(net)(*_xy(*marks)),
           GradOperation(get_all=True)(net)(*_xy(*marks)),
           ms.grad(net, grad_position=0)(*_xy(*marks)),
           ms.grad(net, grad_position=(0, 1))(*_xy(*marks))]
    assert [_shapes(g) for g in got] == list(GRAD_SHAPES[marks])


def test_gradient_inside_a_graph_and_in_pynative(graph_mode):
    class GradNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.net, self.grad = Net(), GradOperation()

        def construct(self, x, y):
            return self.grad(self.net)(x, y)

    assert GradNet()(*_xy(True, False)) == ()
    x, y = _xy(True, False)
    np.testing.assert_allclose(GradNet()(ms.mutable(x), y).asnumpy(),
                               np.tile(2 * np.arange(9).reshape(3, 3).sum(1), (2, 1)))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert GradOperation()(Net())(*_xy(True, False)).shape == (2, 3)


def test_values_are_constants_compiled_per_tensor_and_per_value(graph_mode):
    net = Net()
    x, y = _xy(True, True)
    assert float(net(x, y).asnumpy()) == 144.0
    assert float(net(*_xy(True, True)).asnumpy()) == 144.0     # another Tensor: compiles again
    assert len(recompile_reasons(net)) == 1
    assert float(net(x, y).asnumpy()) == 144.0                 # the same Tensors: cached
    assert len(recompile_reasons(net)) == 1
    x[:] = 2.0                                                 # a new value is never stale
    assert float(net(x, y).asnumpy()) == 288.0
    x.set_const_arg(False)
    assert float(net(x, y).asnumpy()) == 288.0


def test_jit_function_takes_the_constant(graph_mode):
    @ms.jit
    def f(x, y):
        return GradOperation(get_all=True)(Net())(x, y)

    assert _shapes(f(*_xy(True, False))) == [(3, 3)]
    assert _shapes(f(*_xy(False, False))) == [(2, 3), (3, 3)]
