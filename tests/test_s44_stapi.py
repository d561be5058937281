"""MindSpore 2.10 st tests of Tensor methods (tests/st/tensor), ported: behaviours measured on
2.10 (CPU) where minicell differed."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def _x():
    return Tensor(np.arange(24).reshape((2, 3, 4)).astype(np.float32))


@pytest.mark.parametrize("index, shape, picked", [
    ((Tensor([0, 1]), Tensor(True), Tensor([0, 1])), (2,), [0.0, 13.0]),
    ((0, Tensor(True)), (1, 4), [0.0, 1.0, 2.0, 3.0]),
    ((Tensor([0, 1]), Tensor(True)), (2, 4), [0.0, 1.0, 2.0, 3.0, 12.0, 13.0, 14.0, 15.0]),
])
def test_a_0d_bool_tensor_beside_other_items_takes_position_0_of_its_axis(index, shape, picked):
    # 2.10: a 0-d bool Tensor in an index tuple is a one-element mask of the axis it stands at
    out = _x()[index]
    assert out.shape == shape
    assert out.asnumpy().ravel().tolist() == picked


def test_a_python_true_beside_arrays_still_adds_an_axis():
    out = _x()[[0, 1], True, [0, 1]]
    assert out.shape == (2, 4)
    assert out.asnumpy()[1].tolist() == [16.0, 17.0, 18.0, 19.0]


def test_assigning_through_a_0d_bool_tensor_in_a_tuple():
    x = _x()
    x[Tensor([0, 1]), Tensor(True), Tensor([0, 1])] = -1
    assert np.argwhere(x.asnumpy() == -1).tolist() == [[0, 0, 0], [1, 0, 1]]
    y = _x()
    y[Tensor([0, 1]), Tensor(False), Tensor([0, 1])] = -1     # writes nothing, as 2.10
    assert (y.asnumpy() == _x().asnumpy()).all()


class _Iadd(nn.Cell):
    def __init__(self, index):
        super().__init__()
        self.index = index

    def construct(self, x):
        x = ops.abs(x)
        x[self.index] += -1
        return x


def test_gradient_of_an_iadd_through_a_0d_bool_tensor_index():
    net = _Iadd((Tensor([0, 1]), Tensor(True), Tensor([0, 1])))
    x = _x()
    out = net(x).asnumpy()
    assert out[0, 0].tolist() == [-1.0, 1.0, 2.0, 3.0] and out[1, 0, 1] == 12.0
    g = ms.grad(net)(x).asnumpy()
    expected = np.ones((2, 3, 4), np.float32)
    expected[0, 0, 0] = 0.0     # abs'(0) = 0
    assert (g == expected).all()
