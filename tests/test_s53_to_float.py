"""A ``to_float(dst)`` Cell reads its trainable Parameters in ``dst`` (runtime/precision_scope).

Measured on MindSpore 2.10 CPU, both modes, in a ``to_float(float16)`` Cell given a Float32
input: ``x + self.p``, ``self.p * 1`` and ``ops.matmul(x, self.k.reshape(3, 1))`` are Float16
(minicell gave Float32: the Parameter promoted the sum); the gradient of such a Parameter is
Float32; ``ops.assign`` into a Parameter keeps it Float32; BatchNorm's moving mean stays Float32
with its float32 value (0.1 * 1.0001 after one step, not float16's 0.09998).
"""
import numpy as np

import minicell as ms
from minicell import nn, ops, Parameter, Tensor

_X = np.full(3, 1.0001, np.float32)


class _Reads(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.full(3, 0.3, np.float32)), name="p")
        self.k = Parameter(Tensor(np.full(3, 1.0001, np.float32)), name="k")

    def construct(self, x):
        return x + self.p, self.p * 1, ops.matmul(x.reshape(1, 3), self.k.reshape(3, 1))


def test_trainable_parameters_are_read_in_the_cells_dtype(mode):
    s, p1, mm = _Reads().to_float(ms.float16)(Tensor(_X))
    assert (s.dtype, p1.dtype, mm.dtype) == (ms.float16,) * 3
    half = np.float16
    np.testing.assert_array_equal(s.asnumpy(), _X.astype(half) + half(0.3))
    np.testing.assert_array_equal(p1.asnumpy(), np.full(3, half(0.3)))
    np.testing.assert_allclose(mm.asnumpy(), [[3.0]], rtol=1e-3)


def test_outside_to_float_the_parameters_keep_their_dtype(mode):
    s, p1, mm = _Reads()(Tensor(_X))
    assert (s.dtype, p1.dtype, mm.dtype) == (ms.float32,) * 3
    np.testing.assert_array_equal(p1.asnumpy(), np.full(3, 0.3, np.float32))


class _Writes(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros(3, np.float32)), name="p")
        self.k = Parameter(Tensor(np.full(3, 1.0001, np.float32)), name="k")
        self.bn = nn.BatchNorm1d(3)

    def construct(self, x):
        ops.assign(self.p, x * 3.0)
        return self.bn(ops.tile(x.reshape(1, 3), (2, 1))), (x * self.k).sum()


def test_state_stays_float32_and_gradients_come_back_float32(mode):
    net = _Writes().to_float(ms.float16)
    net.set_train()
    bn_out, _ = net(Tensor(_X))
    assert bn_out.dtype == ms.float16
    assert net.p.dtype == ms.float32 and net.bn.moving_mean.dtype == ms.float32
    np.testing.assert_array_equal(net.p.asnumpy(), np.full(3, 3.0, np.float32))
    # the moving mean is computed in float32 from the (float16) batch mean 1.0
    np.testing.assert_allclose(net.bn.moving_mean.asnumpy(), np.full(3, 0.1), rtol=1e-6)
    fn = lambda x: net(x)[1]
    grads = ms.grad(fn, grad_position=None, weights=[net.k])(Tensor(_X))
    assert grads[0].dtype == ms.float32
    np.testing.assert_array_equal(grads[0].asnumpy(), np.ones(3, np.float32))


class _Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 4, weight_init="ones", bias_init="zeros")
        self.gamma = Parameter(Tensor(np.full(4, 0.5, np.float32)), name="gamma")

    def construct(self, x):
        return x + self.gamma * self.fc(x)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = _Block().to_float(ms.float16)
        self.head = nn.Dense(4, 1, "ones", "zeros")

    def construct(self, x):     # the block's Float16 output: 2.10's Dense refuses it with Float32
        return self.head(ops.cast(self.block(x), ms.float32))


def test_a_to_float_block_trains_alike_in_both_modes():
    x = Tensor(np.linspace(-1, 1, 8).reshape(2, 4).astype(np.float32))
    losses = {}
    for m in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=m)
        net = _Net()
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                   nn.SGD(net.trainable_params(), 0.01))
        assert net.block(x).dtype == ms.float16
        losses[m] = [float(step(x, Tensor(np.ones((2, 1), np.float32)))) for _ in range(3)]
        assert net.block.gamma.dtype == ms.float32
    ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(losses[ms.GRAPH_MODE], losses[ms.PYNATIVE_MODE], rtol=1e-6)
    assert losses[ms.GRAPH_MODE][2] < losses[ms.GRAPH_MODE][0]
