"""Bad input, thirty-eighth round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): ``nn``'s metrics (bad_input_rows38_metrics:
constructors, update with bad inputs, eval before update) and ``nn``'s losses
(bad_input_rows38_loss: constructors, calls with bad shapes and ranks), Tensor methods
(bad_input_rows38_tensor), ``nn`` layers (bad_input_rows38_layers)."""
import numpy as np
import pytest

from minicell import Tensor, nn

from bad_input_rows27 import _exact
from bad_input_rows38_layers import ROWS as LAYERS
from bad_input_rows38_loss import ROWS as LOSS
from bad_input_rows38_metrics import ROWS as METRICS
from bad_input_rows38_tensor import ROWS as TENSOR
from conftest import FnCell, raises_as_mindspore

ROWS = {**METRICS, **LOSS, **TENSOR, **LAYERS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def test_a_metric_keeps_its_state_after_a_bad_update():
    acc = nn.Accuracy()
    acc.update(np.array([[0.2, 0.8], [0.6, 0.4]], np.float32), np.array([1, 1]))
    with pytest.raises(ValueError):
        acc.update(np.ones((2, 2), np.float32), np.array([1, 0, 1]))
    assert acc.eval() == 0.5
    mlab = nn.Accuracy("multilabel")
    mlab.update(np.array([[1, 0], [0, 1]]), np.array([[1, 0], [1, 1]]))
    assert mlab.eval() == 0.5


def test_the_surface_distances_before_any_update_are_inf_as_2_10():
    assert nn.MeanSurfaceDistance().eval() == np.inf
    assert nn.RootMeanSquareDistance().eval() == np.inf
    msd = nn.MeanSurfaceDistance()
    msd.clear()
    with pytest.raises(RuntimeError, match="^Please call the 'update' method before"):
        msd.eval()


def test_the_checked_precision_average_still_works():
    p = nn.Precision()
    p.update(np.array([[0.2, 0.8], [0.6, 0.4]], np.float32), np.array([1, 0]))
    assert p.eval(average=True) == pytest.approx(1.0)


def _focal(logits, labels):
    return nn.FocalLoss()(logits, labels)


def _dice(logits, labels):
    return nn.MultiClassDiceLoss()(logits, labels)


def test_the_dice_and_focal_losses_still_run_in_both_modes(mode):
    x = Tensor(np.array([[0.2, 0.8], [0.6, 0.4]], np.float32))
    y = Tensor(np.array([[1], [0]], np.int32))
    assert FnCell(_focal)(x, y).shape == ()
    assert FnCell(_dice)(x, Tensor(np.eye(2, dtype=np.float32))).shape == ()
    assert nn.DiceLoss()(x, x).shape == ()


def test_the_focal_rank_check_holds_in_both_modes(mode):
    x = Tensor(np.ones(2, np.float32))
    raises_as_mindspore(lambda: FnCell(_focal)(x, Tensor(np.ones(2, np.int32))), ValueError,
                        "For 'FocalLoss', the dimensions of 'logits' must be in \\[2, 4\\], but "
                        "got dimension of 'logits' 1.")


def _index_select(x):
    return x.index_select(-1, Tensor(np.array([2, 0], np.int32)))


def test_the_checked_tensor_methods_still_work(mode):
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    np.testing.assert_array_equal(FnCell(_index_select)(x).asnumpy(), [[2, 0], [5, 3]])
    assert x.itemset(1, 9.0).asnumpy()[0, 1] == 9.0
    assert x.asnumpy()[0, 1] == 1.0


def test_unfold_checks_the_rank_in_both_modes_and_still_runs(mode):
    unfold = nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])
    assert unfold(Tensor(np.ones((1, 2, 3, 3), np.float32))).shape == (1, 8, 2, 2)
    raises_as_mindspore(lambda: unfold(Tensor(np.ones((2, 2), np.float32))), ValueError,
                        _exact("For ExtractImagePatchesthe rank of input_x must be 4."))
