"""MindSpore 2.10 behaviours ported from its st tests (round st47); values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

MODES = [ms.GRAPH_MODE, ms.PYNATIVE_MODE]


def _i32(v):
    return Tensor(np.asarray(v, np.int32))


@pytest.mark.heavy
@pytest.mark.parametrize("mode", MODES)
def test_ctc_loss_v2_reads_out_of_range_labels_flat(mode):
    """st nn/test_ctc_loss test_ctc_loss_tnc: 2.10's CTCLossV2 CPU kernel reads a label past C
    at the flat offset (t * N + n) * C + label (the next sample's or step's values), and 0 past
    the buffer (measured)."""
    ms.set_context(mode=mode)
    try:
        arange = Tensor(np.arange(80).reshape(10, 2, 4).astype(np.float32))
        targets = _i32(np.arange(10).reshape(2, 5))
        loss = nn.CTCLoss(blank=0, reduction="none")(arange, targets, _i32([10, 10]), _i32([3, 3]))
        np.testing.assert_allclose(loss.asnumpy(), [-378.18414, -460.60648], rtol=1e-6)
        x = Tensor(np.random.RandomState(0).randn(4, 2, 3).astype(np.float32))
        past_end = ops.ctc_loss(x, _i32([[1, 2], [3, 4]]), _i32([4, 4]), _i32([2, 2]),
                                reduction="none")[0]
        np.testing.assert_allclose(past_end.asnumpy(), [-3.5094385, -4.9697256], rtol=1e-6)
        summed = nn.CTCLoss(reduction="sum")(x, _i32([[1, 2], [3, 4]]), _i32([4, 4]),
                                             _i32([2, 2]))
        np.testing.assert_allclose(summed.asnumpy(), -8.479164123535156, rtol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_ctc_loss_v2_label_equal_to_blank_may_be_skipped_to():
    """2.10's kernel compares a label with the one two states back only, so a target label
    equal to blank is reached by a skip as any other (measured: -8.610723495483398)."""
    x = Tensor(np.random.RandomState(0).randn(5, 1, 3).astype(np.float32))
    loss = ops.ctc_loss(x, _i32([[1, 0, 2]]), _i32([5]), _i32([3]), reduction="none")[0]
    np.testing.assert_allclose(loss.asnumpy(), [-8.610723495483398], rtol=1e-6)
