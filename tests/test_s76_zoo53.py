"""Session 76 (zoo53, seen in the model zoo's research/cv/crnn_seq2seq_ocr): ``ops.LSTM``'s
flat weight in 2.10's CPU order (every (layer, direction)'s w_ih, then every w_hh, then the
biases); a float16 x computed in float32. Values measured on MindSpore 2.10 CPU
(/tmp/s76/zoo53/p_lstm2l.py, p_lstmu.py, p_lstm_grad.py, p_lstm16.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


@pytest.fixture(params=[ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def mode(request):
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _bidir_inputs():
    rs = np.random.RandomState(0)
    i, h = 5, 3
    x = rs.randn(4, 2, i).astype(np.float32)
    h0 = (rs.randn(2, 2, h) * 0.5).astype(np.float32)
    c0 = (rs.randn(2, 2, h) * 0.5).astype(np.float32)
    w = (rs.randn(2 * 4 * h * (i + h) + 2 * 4 * h, 1, 1) * 0.5).astype(np.float32)
    return [Tensor(a) for a in (x, h0, c0, w)]


def test_lstm_flat_weight_bidirectional_cpu_order(mode):
    y, hn, _, _, _ = ops.LSTM(5, 3, 1, True, True, 0.0)(*_bidir_inputs())
    np.testing.assert_allclose(y.asnumpy()[0, 0], [0.20072064, -0.06285684, -0.10954864,
                                                   -0.4430746, 0.01860572, -0.02463051], atol=1e-6)
    np.testing.assert_allclose(hn.asnumpy()[:, 0, 0], [-0.28845954, -0.4430746], atol=1e-6)


def test_lstm_flat_weight_two_layers_cpu_order():
    rs = np.random.RandomState(0)
    x = rs.randn(4, 2, 3).astype(np.float32)
    h0 = (rs.randn(2, 2, 3) * 0.5).astype(np.float32)
    c0 = (rs.randn(2, 2, 3) * 0.5).astype(np.float32)
    w = (rs.randn(2 * (12 * 3 + 12 * 3) + 2 * 12, 1, 1) * 0.5).astype(np.float32)
    y, hn, _, _, _ = ops.LSTM(3, 3, 2, True, False, 0.0)(*[Tensor(a) for a in (x, h0, c0, w)])
    np.testing.assert_allclose(y.asnumpy()[:, 0, 0],
                               [-0.05278894, 0.11513095, 0.12092695, 0.1009071], atol=1e-6)
    np.testing.assert_allclose(hn.asnumpy()[:, 0, 0], [0.3973903, 0.1009071], atol=1e-6)


class _Sq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = ops.LSTM(5, 3, 1, True, True, 0.0)

    def construct(self, x, h, c, w):
        y = self.lstm(x, h, c, w)
        return (y[0] * y[0]).sum() + y[2].sum()


def test_lstm_flat_weight_gradient_cpu_order(mode):
    g = ops.GradOperation(get_all=True)(_Sq())(*_bidir_inputs())
    np.testing.assert_allclose(g[3].asnumpy().ravel()[[0, 60, 120, 170, 200, 210]],
                               [-0.013146, -0.052588, 0.000813, 0.004649, 0.797416, 0.167596],
                               atol=2e-6)


def test_lstm_float16_input_float32_weight_runs_in_float32():
    rs = np.random.RandomState(0)
    x = Tensor(rs.randn(4, 2, 6).astype(np.float16))
    z = Tensor(np.zeros((2, 2, 3), np.float16))
    w = Tensor((rs.randn(2 * (12 * 9) + 2 * 12, 1, 1) * 0.5).astype(np.float32))
    y, hn, _, _, _ = ops.LSTM(6, 3, 1, True, True, 0.0)(x, z, z, w)
    assert y.dtype == ms.float16 and hn.dtype == ms.float16
    np.testing.assert_array_equal(      # float16 roundings of the float32 results
        y.asnumpy()[0, 0], np.array([0.0391845703125, -0.1375732421875, 0.0455322265625,
                                     -0.06890869140625, 0.044189453125, 0.2144775390625],
                                    np.float16))
    np.testing.assert_array_equal(hn.asnumpy()[:, 0, 0],
                                  np.array([0.2296142578125, -0.06890869140625], np.float16))
