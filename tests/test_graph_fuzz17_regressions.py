"""Round 17 of the GRAPH_MODE vs PYNATIVE_MODE fuzzer (run at XLA's default flags; family 17:
Parameter state, containers, mixed precision, call signatures): regressions found on the way,
with values measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class _BnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 5, weight_init="ones")
        self.bn = nn.BatchNorm1d(5, momentum=0.8)

    def construct(self, x):
        return self.bn(ops.leaky_relu(self.fc1(x), 0.1)).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_batchnorm_gradient_is_finite_where_the_batch_variance_overflows(mode):
    # fuzz15 seed 2027 (a loss-scale step whose input is scaled by 1e30): the batch variance
    # overflows to inf. 2.10's BatchNormGrad gives zero gradients in both modes (measured:
    # loss 0.0, max |grad| [0, 0, 0, 4] for fc1 weight/bias, gamma, beta); minicell's PYNATIVE
    # tangent rule divided by rstd = 0 and gave NaN, so the step saw an overflow GRAPH did not
    ms.set_context(mode=mode)
    net = _BnNet()
    net.set_train()
    x = ms.Tensor((((np.arange(24).reshape(4, 6) * 7) % 13 - 6) / 4.0).astype(np.float32) * 1e30)
    assert float(net(x)) == 0.0
    grads = ms.grad(net, grad_position=None, weights=net.trainable_params())(x)
    np.testing.assert_array_equal([float(np.abs(g.asnumpy()).max()) for g in grads],
                                  [0.0, 0.0, 0.0, 4.0])
    assert np.isinf(net.bn.moving_variance.asnumpy()).all()
