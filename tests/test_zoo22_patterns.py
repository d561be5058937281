"""Model-zoo round 22: patterns of mindocr's CRNN training (features to (W, N, C), ops.CTCLoss
with int64 label indices and int32 sequence lengths, Adam), run in both modes against the losses
MindSpore 2.10 gives (measured on 2.10 CPU, PYNATIVE_MODE and GRAPH_MODE: the same values)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

# 2.10 CPU, both modes: three TrainOneStepCell(Adam(lr=0.1)) steps of the network below
MS210_LOSSES = [7.54445743560791, 6.167355060577393, 5.144565582275391]


class _Rec(nn.Cell):
    """mindocr CRNN's shape: features (N, C, 1, W) -> (W, N, C) -> a classifier per step."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="pad", padding=1, weight_init="ones", has_bias=False)
        w = Tensor(np.linspace(-1, 1, 20, dtype=np.float32).reshape(5, 4))
        self.fc = nn.Dense(4, 5, weight_init=w, bias_init="zeros")

    def construct(self, x):
        h = self.conv(x).max(axis=2)
        return self.fc(h.transpose((2, 0, 1)))


class _CTC(nn.Cell):
    """mindocr's CTCLoss: label indices over (batch, max_label_len), sequence lengths int32."""

    def __init__(self, steps, label_len, batch):
        super().__init__()
        self.seq = Tensor(np.array([steps] * batch), ms.int32)
        idx = [[i, j] for i in range(batch) for j in range(label_len)]
        self.idx = Tensor(np.array(idx), ms.int64)
        self.ctc = ops.CTCLoss(ctc_merge_repeated=True)

    def construct(self, pred, label):
        loss, _ = self.ctc(pred.astype(ms.float32), self.idx, ops.reshape(label, (-1,)), self.seq)
        return loss.mean()


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_crnn_style_ctc_training_matches_ms210(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.sin(np.arange(12, dtype=np.float32)).reshape(2, 1, 1, 6) * 0.5)
    label = Tensor(np.array([[1, 2], [3, 3]], np.int32))      # a repeated label needs a blank
    net = _Rec()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, _CTC(6, 2, 2)),
                               nn.Adam(net.trainable_params(), 0.1))
    losses = [float(step(x, label).asnumpy()) for _ in range(3)]
    np.testing.assert_allclose(losses, MS210_LOSSES, rtol=1e-6)
