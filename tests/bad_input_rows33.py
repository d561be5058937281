"""Rows of ``test_bad_input_catalogue33``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad33's n.py, n2.py, n3.py):
``ops.nll_loss``/``nn.NLLLoss``/``ops.cross_entropy`` with class indices whose shape is not the
input's without its class axis (GatherD's rank and length rules, the target's view for inputs of
3 or 5+ dimensions, MaskedFill's broadcast), class indices of another dtype (GatherD's
TypeError), ``ops.masked_fill``'s broadcast text, ``mint.nn.functional.nll_loss``'s batch
check."""
import numpy as np

import minicell as ms
from minicell import Tensor, mint, nn, ops

x4 = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) - 5)
x4d = Tensor(np.arange(72, dtype=np.float32).reshape(3, 3, 2, 4) - 7)
x5 = Tensor(np.arange(72, dtype=np.float32).reshape(3, 3, 2, 2, 2) - 7)
x38 = Tensor(np.arange(72, dtype=np.float32).reshape(3, 3, 8))
w = Tensor(np.array([0.5, 2.0, 3.0], np.float32))


def t(*a):
    return Tensor(np.array(a, np.int32))


def ti(*s, v=1):
    return Tensor(np.full(s, v, np.int32))


def graph(f):
    def g():
        ms.set_context(mode=ms.GRAPH_MODE)
        return f()
    return g


class _Net(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.loss = nn.NLLLoss(**kw)

    def construct(self, a, b):
        return self.loss(a, b)


def _mf(rows, mask_rows):
    return ("For 'MaskedFill', input.shape and mask.shape need to broadcast. The value of "
            "input.shape[2] or mask.shape[2] must be 1 or -1 when they are not the same, but got "
            f"input.shape = [{rows}, 1] and mask.shape = [{mask_rows}, 1]")


def _mf7(x, m):
    return ("For 'MaskedFill', input.shape and mask.shape need to broadcast. The value of "
            "input.shape[7] or mask.shape[7] must be 1 or -1 when they are not the same, but got "
            f"input.shape = {x} and mask.shape = {m}")


def _gd_dtype(d):
    return ("For primitive[GatherD], the input argument[index] must be a type of "
            f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{d}].")


ROWS = {
    'NLL 2of4': (lambda: nn.NLLLoss()(x4, t(1, 2)), ValueError, _mf(4, 2)),
    'NLL w sum 2of4': (lambda: nn.NLLLoss(weight=w, reduction="sum")(x4, t(1, 2)),
        ValueError, _mf(4, 2)),
    'NLL none 0of4': (lambda: nn.NLLLoss(reduction="none")(x4, Tensor(np.zeros(0, np.int32))),
        ValueError, _mf(4, 0)),
    'NLL graph 2of4': (graph(lambda: _Net()(x4, t(1, 2))), ValueError, _mf(4, 2)),
    'NLL graph w 0of4': (graph(lambda: _Net(weight=w)(x4, Tensor(np.zeros(0, np.int32)))),
        ValueError, _mf(4, 0)),
    'nll_loss t(2,1)': (lambda: ops.nll_loss(x4, ti(2, 1, v=2), reduction="none"),
        ValueError, _mf(4, 2)),
    'nll_loss t(4,1,1)': (lambda: ops.nll_loss(x4, ti(4, 1, 1, v=2)),
        ValueError, 'For primitive[GatherD], the x_rank must be equal to 3, but got 2.'),
    'nll_loss 0-d target': (lambda: ops.nll_loss(x4, Tensor(np.int32(2))),
        ValueError, 'For primitive[GatherD], the x_rank must be equal to 1, but got 2.'),
    'nll_loss 4d batch 2of3': (lambda: ops.nll_loss(x4d, ti(2, 2, 4)),
        ValueError, "For 'MaskedFill', input.shape and mask.shape need to broadcast. The value "
                    "of input.shape[4] or mask.shape[4] must be 1 or -1 when they are not the "
                    "same, but got input.shape = [3, 1, 2, 4] and mask.shape = [2, 1, 2, 4]"),
    'nll_loss 4d h 3of2': (lambda: ops.nll_loss(x4d, ti(3, 3, 4)),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 3, '
                    'but got 2.'),
    'nll_loss 4d w 5of4 b1': (lambda: ops.nll_loss(x4d, ti(1, 2, 5)),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 5, '
                    'but got 4.'),
    'nll_loss 4d rank2': (lambda: ops.nll_loss(x4d, ti(3, 2)),
        ValueError, 'For primitive[GatherD], the x_rank must be equal to 2, but got 4.'),
    'nll_loss 4d w 3of4': (lambda: ops.nll_loss(x4d, ti(3, 2, 3)),
        ValueError, _mf7([3, 1, 2, 4], [3, 1, 2, 3])),
    'nll_loss 4d 1x1x3': (lambda: ops.nll_loss(x4d, ti(1, 1, 3)),
        ValueError, _mf7([3, 1, 2, 4], [1, 1, 1, 3])),
    'nll_loss 5d view': (lambda: ops.nll_loss(x5, ti(1, 2, 2, 2), reduction="none"),
        ValueError, "proposed_shape '[const vector]{3, 1, -1}' is invalid for input of size 8"),
    'nll_loss 5d 3x4': (lambda: ops.nll_loss(x5, ti(3, 4)),
        ValueError, _mf7([3, 1, 1, 8], [3, 1, 1, 4])),
    'nll_loss 3d t 6': (lambda: ops.nll_loss(x38, ti(6)),
        ValueError, _mf7([3, 1, 1, 8], [3, 1, 1, 2])),
    'nll_loss 3d t 3x5': (lambda: ops.nll_loss(Tensor(np.ones((3, 3, 1), np.float32)), ti(3, 5)),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 5, '
                    'but got 1.'),
    'cross_entropy 2of4 ls': (lambda: ops.cross_entropy(x4, t(2, 1), label_smoothing=0.1),
        ValueError, _mf(4, 2)),
    'nll_loss float target': (lambda: ops.nll_loss(x4, Tensor(np.ones(4, np.float32))),
        TypeError, _gd_dtype("Float32")),
    'nll_loss float target 4x3': (lambda: ops.nll_loss(x4, Tensor(np.ones((4, 3), np.float32))),
        TypeError, _gd_dtype("Float32")),
    'NLL float16 target': (lambda: nn.NLLLoss()(x4, Tensor(np.ones(4, np.float16))),
        TypeError, _gd_dtype("Float16")),
    'NLL bool target': (lambda: nn.NLLLoss()(x4, Tensor(np.ones(4, bool))),
        TypeError, _gd_dtype("Bool")),
    'NLL uint8 target': (lambda: nn.NLLLoss()(x4, Tensor(np.ones(4, np.uint8))),
        TypeError, _gd_dtype("UInt8")),
    'NLL int16 target w': (lambda: nn.NLLLoss(weight=w)(x4, Tensor(np.ones(4, np.int16))),
        TypeError, _gd_dtype("Int16")),
    'cross_entropy int8 target': (lambda: ops.cross_entropy(x4, Tensor(np.ones(4, np.int8))),
        TypeError, _gd_dtype("Int8")),
    'masked_fill bcast': (lambda: ops.masked_fill(Tensor(np.ones((4, 1), np.float32)), Tensor(np.ones((2, 1), bool)), 0.0),
        ValueError, _mf(4, 2)),
    'masked_fill bcast 4d': (lambda: ops.masked_fill(Tensor(np.ones((3, 1, 2, 4), np.float32)), Tensor(np.ones((3, 1, 2, 3), bool)), 0.0),
        ValueError, _mf7([3, 1, 2, 4], [3, 1, 2, 3])),
    'masked_fill bcast rank': (lambda: ops.masked_fill(Tensor(np.ones((3, 4), np.float32)), Tensor(np.ones((2, 3, 3), bool)), 0.0),
        ValueError, "For 'MaskedFill', input.shape and mask.shape need to broadcast. The value "
                    "of input.shape[3] or mask.shape[4] must be 1 or -1 when they are not the "
                    "same, but got input.shape = [3, 4] and mask.shape = [2, 3, 3]"),
    'Tensor.masked_fill bcast': (lambda: Tensor(np.ones((4, 1), np.float32)).masked_fill(Tensor(np.ones((2, 1), bool)), 0.0),
        ValueError, _mf(4, 2)),
    'mint nll_loss batch': (lambda: mint.nn.functional.nll_loss(x4, t(2)),
        ValueError, 'input bacth_size should be equal to target batch_size, but got 4 and 1'),
    'mint nll_loss 4d batch': (lambda: mint.nn.functional.nll_loss(x4d, ti(1, 2, 4)),
        ValueError, 'input bacth_size should be equal to target batch_size, but got 3 and 1'),
    'mint nll_loss 2-d target': (lambda: mint.nn.functional.nll_loss(x4, ti(4, 2)),
        RuntimeError, "For 'NLLLoss', the dimension of 'labels' and 'weight' should all be 1, "
                      "but got: 2 and 1 respectively."),
    'mint nll_loss 0-d target': (lambda: mint.nn.functional.nll_loss(x4, Tensor(np.int32(1))),
        IndexError, 'tuple index out of range'),
}
