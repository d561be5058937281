"""amp O1 casts around white-listed Primitives called anywhere in the user's code (ut18): made
inline in ``construct`` (``ops.MatMul()(a, b)``), in another method, in a module function
``construct`` calls, in a user sub-Cell; ``ops.matmul`` stays float32. Values measured on
MindSpore 2.10 CPU in both modes (/tmp/ut18/amp3.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.train import amp

_X = np.array([[0.1234567, 1.7654321, -0.3333333], [2.2222222, -1.1111111, 0.5555555]],
              np.float32)
_CAST = [3.244140625, -1.873046875, -1.873046875]           # 2.10: float16 products
_PLAIN = [3.243103265762329, -1.8724281787872314, -1.8724281787872314]


def _helper(a):
    return ops.MatMul(transpose_b=True)(a, a)


class _Plain(nn.Cell):
    def construct(self, a):
        return ops.MatMul(transpose_b=True)(a, a)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.plain = _Plain()

    def construct(self, a):
        mm = ops.MatMul(transpose_b=True)
        w = ops.ones((1, 1, 1, 1), a.dtype) * 1.0001
        return (ops.MatMul(transpose_b=True)(a, a), _helper(a), self.meth(a), self.plain(a),
                mm(a, a), ops.ReLU()(a * 1.0001), ops.matmul(a, a.T),
                ops.Conv2D(out_channel=1, kernel_size=1)(a.reshape(1, 1, 2, 3), w))

    def meth(self, a):
        return ops.MatMul(transpose_b=True)(a, a)


def _first3(outs):
    return [o.asnumpy().ravel()[:3].tolist() for o in outs]


@pytest.mark.heavy     # eager kernels of ten ops compile on first use (1-3 s)
def test_o1_casts_inline_primitives_in_user_code(mode):
    outs = amp.auto_mixed_precision(_Net(), "O1")(ms.Tensor(_X))
    got = _first3(outs)
    assert got[:5] == [_CAST] * 5
    assert got[5] == [0.12347412109375, 1.765625, 0.0]                 # ReLU in float16
    assert np.allclose(got[6], _PLAIN, rtol=1e-6)                     # ops.matmul: not cast
    assert got[7] == [0.12347412109375, 1.765625, -0.333251953125]   # Conv2D in float16
    assert all(o.dtype == ms.float32 for o in outs)


def test_o1_leaves_other_networks_alone(mode):
    amp.auto_mixed_precision(_Plain(), "O1")
    got = _first3([_Plain()(ms.Tensor(_X))])[0]
    assert np.allclose(got, _PLAIN, rtol=1e-6)
