"""``ms._no_grad``: PYNATIVE_MODE records no gradient inside it (context manager and
decorator); a gradient taken inside it is MindSpore 2.10's RuntimeError."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops, Parameter


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([5.0]), name='w')
        self.b = Parameter(Tensor([5.0]), name='b')

    def construct(self, x):
        y = self.w * x + self.b
        with ms._no_grad():
            m = y * self.w
        return m * y


def test_no_grad_scope_is_a_constant_to_the_gradient():
    assert np.allclose(ops.grad(Net())(Tensor([2.0])).asnumpy(), [375.])

    @ms._no_grad()
    def sq(a):
        return a * a
    assert np.allclose(ops.grad(lambda a: sq(a) + sq(a) * a)(Tensor([3.0])).asnumpy(), [9.])


def test_jit_function_inside_no_grad_then_outside():
    @ms.jit
    def inner(a, b):
        return a + b

    def in_scope(a, b):
        with ms._no_grad():
            return inner(a, b)
    m, n = Tensor([1., 2., 3.]), Tensor([1., 1., 1.])
    assert not ops.grad(in_scope)(m, n).asnumpy().any()
    assert (ops.grad(inner)(m, n).asnumpy() == 1).all()


def test_gradient_inside_no_grad_is_a_runtime_error():
    with ms._no_grad():
        with pytest.raises(RuntimeError, match="In no_grad context, you can not calculate"):
            ms.grad(lambda a: a * a)(Tensor([2.0]))
    assert np.allclose(ms.grad(lambda a: a * a)(Tensor([2.0])).asnumpy(), [4.])
