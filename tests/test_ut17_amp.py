"""amp O1 (ut17): MindSpore 2.10 rewrites the user's Cells and casts around each call of a
white-listed Primitive they hold (MatMul, ReLU, ...): floating inputs in float16, output float32.
``ops.matmul`` and ``@`` are not cast. Values measured on MindSpore 2.10 CPU in both modes
(/tmp/ut17/amp2.py, amp_probe.py)."""
import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.train import amp

_X = np.array([[0.1234567, 1.7654321, -0.3333333], [2.2222222, -1.1111111, 0.5555555]],
              np.float32)


class _Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mm = ops.MatMul(transpose_b=True)

    def construct(self, a):
        return self.mm(a, a)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mm = ops.MatMul(transpose_b=True)
        self.inner = _Inner()
        self.relu = ops.ReLU()
        self.abs = ops.Abs()

    def construct(self, a):
        return (self.mm(a, a), ops.matmul(a, a.T), a @ a.T, self.inner(a),
                self.relu(a * 1.0001), self.abs(a * 1.0001), self.helper(a))

    def helper(self, a):
        return self.mm(a, a)


def test_o1_casts_white_listed_primitives_of_user_cells(mode):
    net = amp.auto_mixed_precision(_Net(), "O1")
    outs = net(ms.Tensor(_X))
    out = [o.asnumpy().ravel()[:3].tolist() for o in outs]
    cast = [3.244140625, -1.873046875, -1.873046875]          # 2.10 (float16 products)
    plain = [3.243103265762329, -1.8724281787872314, -1.8724281787872314]
    assert out[0] == cast and out[3] == cast and out[6] == cast
    assert np.allclose(out[1], plain, rtol=1e-6) and np.allclose(out[2], plain, rtol=1e-6)
    assert out[4] == [0.12347412109375, 1.765625, 0.0]        # ReLU in float16
    assert np.allclose(out[5], [0.1234690472483635, 1.7656086683273315, 0.33336666226387024])
    assert type(net.mm).__name__ == "MatMul" and isinstance(net.mm, ops.MatMul)
    assert all(o.dtype == ms.float32 for o in outs)


def test_o1_cast_primitive_keeps_gradients():
    net = amp.auto_mixed_precision(_Inner(), "O1")
    grad = ms.grad(lambda a: net(a).sum())(ms.Tensor(_X))
    # d/da sum(a a^T) = 2 * column sums broadcast, here in float16 products
    want = 2 * _X.sum(axis=0, keepdims=True).repeat(2, 0)
    assert grad.dtype == ms.float32 and np.allclose(grad.asnumpy(), want, atol=2e-3)
