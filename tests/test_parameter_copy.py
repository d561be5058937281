"""``Parameter.copy()`` as MindSpore 2.10 (measured, /tmp/s41/scn/pcopy*.py): eagerly a new
Parameter of the same name and requires_grad holding its own copy of the data, off the gradient
path; inside a compiled construct a Tensor copy that gradients flow through."""
import numpy as np

import minicell as ms
from minicell import nn


def test_eager_copy_is_a_parameter_of_its_own():
    p = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w", requires_grad=False)
    c = p.copy()
    assert type(c) is ms.Parameter and c is not p
    assert (c.name, c.requires_grad) == ("w", False)
    c[0] = 5.0
    np.testing.assert_array_equal(p.asnumpy(), [1, 1])
    np.testing.assert_array_equal(c.asnumpy(), [5, 1])


class _Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        return self.w.copy() * x


def test_copy_in_construct_gradient_per_mode(mode):
    net = _Scaled()
    x = ms.Tensor(np.array([2.0, 3.0], np.float32))
    np.testing.assert_array_equal(net(x).asnumpy(), [2, 3])
    (g,) = ms.grad(net, grad_position=None, weights=net.trainable_params())(x)
    # 2.10: the eager copy is a new leaf (no gradient reaches w), the graph's is a Tensor op
    want = [2, 3] if mode == ms.GRAPH_MODE else [0, 0]
    np.testing.assert_array_equal(g.asnumpy(), want)
