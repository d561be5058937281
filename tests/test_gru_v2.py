"""GRUV2 (ops.operations._rl_inner_ops) and GRUV2Grad (_grad_ops) against MindSpore 2.10's CPU
kernel (values printed by it): gate order (z, r, n), reset before the recurrent product, only
the input biases used, sequence lengths not applied; the gradient is the forward's vjp."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.ops import GradOperation
from minicell.ops.operations import _grad_ops as G, _rl_inner_ops as rl

X = np.arange(12, dtype=np.float32).reshape(3, 2, 2) / 10 - 0.5
H0 = np.array([[[0.5], [-0.5]]], np.float32)
W = (np.arange(15, dtype=np.float32) / 10 - 0.7).reshape(15, 1, 1)
LENS = Tensor(np.array([3, 1], np.int32))     # not applied, as on CPU


def test_forward_and_grad_kernel_match_mindspore_cpu():
    y, hn, reserve, _ = rl.GRUV2(2, 1, 1, True, False, 0.0)(Tensor(X), Tensor(H0), Tensor(W),
                                                             LENS)
    np.testing.assert_allclose(y.asnumpy().ravel(), [0.52606684, -0.15508118, 0.483584,
                                                      0.074959, 0.348768, 0.11107932], rtol=1e-5)
    np.testing.assert_allclose(hn.asnumpy().ravel(), [0.348768, 0.11107932], rtol=1e-5)
    dx, dh, dw = G.GRUV2Grad(2, 1, 1, True, False, 0.0)(
        Tensor(X), Tensor(H0), Tensor(W), LENS, y, hn, Tensor(np.ones((3, 2, 1), np.float32)),
        Tensor(np.ones((1, 2, 1), np.float32)), reserve)
    # MindSpore's kernel gives dx the shape (3, 1, 2) here (its shape inference slips when
    # input_size != the batch): its six values are the first six of the full (3, 2, 2) one
    assert dx.shape == (3, 2, 2)
    np.testing.assert_allclose(dx.asnumpy().ravel()[:6], [-0.11064112, -0.06918267, 0.14174455,
                                                       0.15327205, -0.24192636, -0.16781415],
                               rtol=1e-4)
    np.testing.assert_allclose(dh.asnumpy().ravel(), [1.4454366, 1.3475434], rtol=1e-5)
    # MindSpore's kernel returns the 12 used entries; the unused hidden biases get 0 here
    assert dw.shape == (15, 1, 1)
    np.testing.assert_allclose(dw.asnumpy().ravel()[:12], [
        0.14514661, 0.089927644, 0.0033528516, 0.0052920426, 0.55934888, 1.0400177, 0.30996424,
        0.017291911, 0.41902271, -0.55218947, 0.019391915, 4.8066893], rtol=1e-4, atol=1e-6)
    assert not dw.asnumpy().ravel()[12:].any()


def test_bidirectional_layout_and_graph_matches_pynative(mode):
    w = (np.arange(18, dtype=np.float32) / 20 - 0.5).reshape(18, 1, 1)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.gru = rl.GRUV2(2, 1, 1, False, True, 0.0, False)

        def construct(self, x, h, w):
            return self.gru(x, h, w, Tensor(np.array([2], np.int32)))[:2]

    y, hn = Net()(Tensor(np.ones((2, 1, 2), np.float32)), Tensor(np.zeros((2, 1, 1), np.float32)),
                  Tensor(w))
    np.testing.assert_allclose(y.asnumpy().ravel(), [-0.36093274, 0.0441649, -0.47464123,
                                                     0.02930647], rtol=1e-5)
    np.testing.assert_allclose(hn.asnumpy().ravel(), [-0.47464123, 0.0441649], rtol=1e-5)
    grads = GradOperation(get_all=True)(Net())(Tensor(np.ones((2, 1, 2), np.float32)),
                                              Tensor(np.zeros((2, 1, 1), np.float32)), Tensor(w))
    assert [g.shape for g in grads] == [(2, 1, 2), (2, 1, 1), (18, 1, 1)]


def test_weight_size_is_checked():
    with pytest.raises(ValueError, match="must have 15 elements"):
        rl.GRUV2(2, 1, 1, True, False, 0.0)(Tensor(X), Tensor(H0), Tensor(W[:14]), LENS)
