"""Bad input, thirty-third round (measured against MindSpore 2.10 CPU with /tmp/bad33's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- ``ops.nll_loss``/``nn.NLLLoss``/``ops.cross_entropy`` with class indices of another shape
  than the input's without its class axis follow 2.10's composition (GatherD, MaskedFill,
  broadcasting): a target of one sample is read against the first row and its loss broadcast
  ('none') or reduced over its own entries ('mean', 'sum'); other shapes raise GatherD's or
  MaskedFill's errors; an index of another dtype than Int32/Int64 is GatherD's TypeError;
- ``ops.masked_fill``/``Tensor.masked_fill``: MaskedFill's broadcast text;
- ``mint.nn.functional.nll_loss``: 2.10's batch-size check and its kernel's one-index-per-sample;
- loss scaling (rows33_train): ``DynamicLossScaleUpdateCell`` checks no argument,
  ``DynamicLossScaleManager``'s ``scale_window`` is the validator's text, and
  ``TrainOneStepWithLossScaleCell``'s cells are 2.10's (``grad_reducer`` an ``Identity``);
- dynamic learning-rate functions (rows33_lr): each argument of each function, badly typed.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from bad_input_rows27 import _exact
from bad_input_rows33 import ROWS as _NLL
from bad_input_rows33_lr import ROWS as _LR
from bad_input_rows33_train import ROWS as _TRAIN
from conftest import raises_as_mindspore


ROWS = {**_NLL, **{f"train: {k}": v for k, v in _TRAIN.items()},
        **{f"lr: {k}": v for k, v in _LR.items()}}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


X4 = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) - 5)
W = Tensor(np.array([0.5, 2.0, 3.0], np.float32))


def _t(*a):
    return Tensor(np.array(a, np.int32))


class _Loss(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.loss = nn.NLLLoss(**kw)

    def construct(self, a, b):
        return self.loss(a, b)


# 2.10's values (measured, both modes): the one target is read against the first row
@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("kw,target,want", [
    ({"reduction": "none"}, _t(2), [3.0] * 4),
    ({"reduction": "none", "weight": W}, _t(2), [9.0] * 4),
    ({"reduction": "mean", "weight": W}, _t(2), 3.0),
    ({"reduction": "sum", "weight": W}, _t(2), 9.0),
    ({"reduction": "sum"}, Tensor(np.array([[1]], np.int32)), 4.0),
    ({"reduction": "none", "weight": W}, Tensor(np.array([[1]], np.int32)), [8.0] * 4),
    ({"reduction": "sum"}, _t(-100), 0.0),
])
def test_nll_loss_with_one_target_for_several_samples(mode, kw, target, want):
    ms.set_context(mode=mode)
    out = _Loss(**kw)(X4, target) if mode == ms.GRAPH_MODE else nn.NLLLoss(**kw)(X4, target)
    assert out.asnumpy().tolist() == want


def test_nll_loss_with_one_target_label_smoothing_and_ignored_mean():
    assert np.allclose(ops.nll_loss(X4, _t(2), reduction="none", label_smoothing=0.2).asnumpy(),
                       [3.2, 2.6, 2.0, 1.4])
    assert np.allclose(ops.nll_loss(X4, _t(2), W, reduction="none",
                                    label_smoothing=0.2).asnumpy(), [8.5, 7.4, 6.3, 5.2])
    assert np.isclose(float(ops.nll_loss(X4, _t(2), W, label_smoothing=0.2)), 1.9333334)
    assert np.isclose(float(ops.nll_loss(X4, _t(2), W, reduction="sum",
                                         label_smoothing=0.2)), 5.8)
    assert np.isnan(float(ops.nll_loss(X4, _t(2), ignore_index=2)))     # 0 / 0 as 2.10
    assert np.allclose(ops.cross_entropy(X4, _t(2), reduction="none",
                                         label_smoothing=0.1).asnumpy(), [0.5076057] * 4)
    assert np.isclose(float(ops.cross_entropy(X4, _t(2), label_smoothing=0.1)), 0.9298874)


@pytest.mark.heavy     # first compiles of each shape's kernels
def test_nll_loss_targets_of_other_shapes_read_what_gatherd_reads():
    assert ops.nll_loss(X4, Tensor(np.full((4, 1), 2, np.int32)),
                        reduction="none").asnumpy().tolist() == [3.0, 0.0, -3.0, -6.0]
    assert ops.nll_loss(X4, Tensor(np.full((4, 2), 2, np.int32)), reduction="none"
                        ).asnumpy().tolist() == [[3.0, 3.0], [0.0, 0.0], [-3.0, -3.0], [-6.0, -6.0]]
    assert ops.nll_loss(X4, Tensor(np.full((1, 2), 2, np.int32)),
                        reduction="none").asnumpy().tolist() == [[3.0, 3.0]] * 4
    x1 = Tensor(np.arange(3, dtype=np.float32))
    assert ops.nll_loss(x1, _t(2, 0, 1, 1), reduction="none").asnumpy().tolist() == \
        [-2.0, 0.0, -1.0, -1.0]
    assert float(ops.nll_loss(x1, _t(2, 1))) == -1.5
    out = ops.nll_loss(x1, Tensor(np.int32(2)), reduction="none")
    assert out.shape == () and float(out) == -2.0


@pytest.mark.heavy     # first compiles of each shape's kernels
def test_nll_loss_of_3d_4d_5d_inputs_with_shorter_targets():
    x43 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 7)
    t21 = Tensor(np.array([[0], [2]], np.int32))
    assert ops.nll_loss(x43, t21, reduction="none").asnumpy().tolist() == [[7.0] * 4,
                                                                           [-13.0] * 4]
    assert float(ops.nll_loss(x43, t21)) == -3.0
    x4d = Tensor(np.arange(48, dtype=np.float32).reshape(2, 3, 2, 4) - 7)
    for shape, mean, total in (((1, 2, 4), -4.5, -36.0), ((2, 1, 4), -14.5, -116.0),
                               ((2, 2, 1), -15.0, -60.0)):
        target = Tensor(np.ones(shape, np.int32))
        assert float(ops.nll_loss(x4d, target)) == mean
        assert float(ops.nll_loss(x4d, target, reduction="sum")) == total
    none = ops.nll_loss(x4d, Tensor(np.ones((1, 2, 4), np.int32)), W, reduction="none")
    assert none.asnumpy().tolist() == [[[-2.0, -4.0, -6.0, -8.0],
                                        [-10.0, -12.0, -14.0, -16.0]]] * 2
    x5 = Tensor(np.arange(72, dtype=np.float32).reshape(3, 3, 2, 2, 2) - 7)
    assert float(ops.nll_loss(x5, Tensor(np.ones((3, 1, 1, 1), np.int32)))) == -25.0
    x38 = Tensor(np.arange(72, dtype=np.float32).reshape(3, 3, 8))
    out = ops.nll_loss(x38, Tensor(np.ones((3,), np.int32)), reduction="none")
    assert out.asnumpy().tolist() == [[-8.0] * 8, [-32.0] * 8, [-56.0] * 8]


@pytest.mark.heavy     # first compiles of each shape's kernels
def test_nll_loss_gradient_with_one_target_reaches_only_the_first_row():
    g = ms.grad(lambda a: nn.NLLLoss()(a, _t(2)))(X4).asnumpy()
    assert g.tolist() == [[0.0, 0.0, -1.0]] + [[0.0] * 3] * 3
    g = ms.grad(lambda a: nn.NLLLoss(reduction="none")(a, _t(2)))(X4).asnumpy()
    assert g.tolist() == [[0.0, 0.0, -4.0]] + [[0.0] * 3] * 3


def test_masked_fill_still_broadcasts_a_mask_of_more_columns():
    out = ops.masked_fill(Tensor(np.ones((3, 1), np.float32)), Tensor(np.ones((3, 2), bool)), 0.0)
    assert out.asnumpy().tolist() == [[0.0, 0.0]] * 3          # 2.10 (measured)


@pytest.mark.parametrize("window", [0, -1, 1.5, True, None])
def test_dynamic_loss_scale_update_cell_takes_any_window(window):
    cell = nn.DynamicLossScaleUpdateCell(2.0, 2, window)        # 2.10 checks none (measured)
    assert cell.get_loss_scale() == 2.0


@pytest.mark.heavy     # first compiles of each shape's kernels
def test_train_one_step_cells_list_2_10s_children():
    net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss())
    opt = nn.SGD(net.trainable_params(), 0.1)
    step = nn.TrainOneStepCell(net, opt)
    assert [k for k, _ in step.cells_and_names()][-2:] == ["optimizer", "grad_reducer"]
    assert repr(step).endswith("(optimizer): SGD()\n  (grad_reducer): Identity()\n)")
    scaled = nn.TrainOneStepWithLossScaleCell(net, opt, nn.FixedLossScaleUpdateCell(2.0))
    assert [k for k, _ in scaled.cells_and_names()] == [
        "", "network", "network._backbone", "network._loss_fn", "optimizer", "grad_reducer",
        "loss_scaling_manager"]
    loss, overflow, scale = scaled(Tensor(np.ones((2, 3), np.float32)),
                                   Tensor(np.zeros((2, 2), np.float32)))
    assert not bool(overflow) and float(scale) == 2.0 and np.isfinite(float(loss))
