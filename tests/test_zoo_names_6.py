"""Model-zoo behaviour (round 6), values measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

from minicell import Tensor
from minicell.ops import operations as P


def _ctc_inputs(values):
    x = Tensor(np.random.RandomState(0).randn(5, 2, 4).astype(np.float32))
    idx = Tensor(np.array([[0, 0], [0, 1], [1, 0], [1, 1]], np.int64))
    return x, idx, Tensor(np.array(values, np.int32)), Tensor(np.array([5, 5], np.int32))


def test_ctc_loss_labels_padded_with_blank():
    # The zoo's CRNN pads each label row with the blank class (C - 1); 2.10's kernel ends the
    # sample's labels there: [2, 3] with C = 4 scores as [2] (loss 6.403623, measured).
    loss, grad = P.CTCLoss()(*_ctc_inputs([1, 1, 2, 3]))
    np.testing.assert_allclose(loss.asnumpy(), [7.560427, 6.403623], rtol=1e-5)
    np.testing.assert_allclose(np.abs(grad.asnumpy()).sum(), 12.21578, rtol=1e-5)


def test_ctc_loss_label_after_padding_raises():
    with pytest.raises(RuntimeError, match=r"labels_values\[1\] must be in the range of "
                                           r"\[0, num_classes\), but got 2"):
        P.CTCLoss()(*_ctc_inputs([1, 1, 3, 2]))


def test_tensor_from_numpy_copies_without_compiling(xla_compiles):
    # Tensor(ndarray) copies as 2.10's does (changing the array afterwards leaves the Tensor as
    # it was: measured 1.0 for 10 and 10**6 elements) and costs no XLA compilation per new shape
    # (jnp.asarray compiled a conversion for each one).
    arrays = [np.ones((n, 3), np.float32) for n in (10, 1000, 100_003)]
    tensors = [Tensor(a) for a in arrays]
    for a in arrays:
        a[...] = 7
    assert xla_compiles == []
    assert [float(t.asnumpy().max()) for t in tensors] == [1.0, 1.0, 1.0]
