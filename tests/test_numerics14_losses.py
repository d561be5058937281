"""numerics14: MindSpore 2.10 reduces l1/mse/huber/margin_ranking/cosine_embedding/
multilabel_soft_margin losses and every ``LossBase.get_loss`` in Float32: the per-element loss is
cast to Float32, reduced ('none' too), cast back to its dtype (measured on CPU, both modes:
/tmp/numerics14/l1.txt, l1g.txt). A Float64 loss therefore carries Float32's rounding, and
nn.MSELoss of Int32 inputs is an Int32 (the Float32 mean truncated)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from tests.conftest import FnCell

_X = np.array([-3.7, 1.1])
_Y = np.array([3.0, 0.3])


def _t(a, dtype=np.float64):
    return ms.Tensor(np.asarray(a, dtype))


_WANT = [   # 2.10 CPU values (Float64 results)
    (lambda x, y: ops.l1_loss(x, y, reduction="none"), [6.699999809265137, 0.800000011920929]),
    (lambda x, y: ops.l1_loss(x, y, reduction="mean"), 3.75),
    (lambda x, y: ops.mse_loss(x, y, reduction="none"), [44.88999938964844, 0.6399999856948853]),
    (lambda x, y: ops.mse_loss(x, y, reduction="mean"), 22.764999389648438),
    (lambda x, y: ops.mse_loss(x, y, reduction="sum"), 45.529998779296875),
    (lambda x, y: ops.huber_loss(x, y, reduction="none"), [6.199999809265137, 0.3199999928474426]),
    (lambda x, y: ops.huber_loss(x, y, reduction="mean"), 3.259999990463257),
    (lambda x, y: ops.huber_loss(x, y, reduction="sum"), 6.519999980926514),
    (lambda x, y: nn.MSELoss()(x, y), 22.764999389648438),
    (lambda x, y: nn.MSELoss(reduction="none")(x, y), [44.88999938964844, 0.6399999856948853]),
    (lambda x, y: nn.HuberLoss()(x, y), 3.259999990463257),
    (lambda x, y: nn.HuberLoss(reduction="none", delta=0.3)(x, y),
     [1.965000033378601, 0.19500000774860382]),
    (lambda x, y: ops.margin_ranking_loss(x, y, _t([1.0, -1.0]), reduction="none"),
     [6.699999809265137, 0.800000011920929]),
    # smooth_l1_loss is its own kernel in 2.10: Float64 throughout
    (lambda x, y: ops.smooth_l1_loss(x, y, reduction="none"), [6.2, 0.32000000000000006]),
]


@pytest.mark.parametrize("fn, want", _WANT, ids=[str(i) for i in range(len(_WANT))])
def test_float64_losses_reduce_in_float32(fn, want):
    out = fn(_t(_X), _t(_Y))
    assert out.dtype == ms.float64
    np.testing.assert_array_equal(out.asnumpy(), np.array(want))


@pytest.mark.heavy     # four first kernels in GRAPH_MODE
def test_float64_losses_reduce_in_float32_graph(mode):
    fn2 = (lambda x, y, t: (ops.l1_loss(x, y, reduction="none"), ops.mse_loss(x, y),
                            ops.huber_loss(x, y, reduction="none", delta=0.3),
                            ops.margin_ranking_loss(x, y, t, reduction="none")))
    fn = FnCell(fn2)
    a, b, c, d = fn(_t(_X), _t(_Y), _t([1.0, -1.0]))
    np.testing.assert_array_equal(a.asnumpy(), [6.699999809265137, 0.800000011920929])
    assert b.asnumpy().item() == 22.764999389648438
    np.testing.assert_array_equal(c.asnumpy(), [1.965000033378601, 0.19500000774860382])
    np.testing.assert_array_equal(d.asnumpy(), [6.699999809265137, 0.800000011920929])


def test_integer_losses():
    x, y = _t([-3, 1], np.int32), _t([3, 0], np.int32)
    out = nn.MSELoss()(x, y)            # Float32 mean 18.5 cast back to Int32
    assert out.dtype == ms.int32 and out.asnumpy().item() == 18
    out = ops.mse_loss(x, y)            # the functional returns Float32
    assert out.dtype == ms.float32 and out.asnumpy().item() == 18.5
    out = ops.l1_loss(x, y, reduction="none")
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [6, 1]


def test_float16_loss_reduced_in_float32():
    x = _t([-3.7, 1.1, 2.2, 0.7, 9.1], np.float16)
    y = _t([3.0, 0.3, 1.1, -2.0, 0.1], np.float16)
    out = nn.MSELoss()(x, y)
    assert out.dtype == ms.float16 and out.asnumpy().item() == 27.0     # 2.10
    out = ops.l1_loss(x, y, reduction="sum")
    assert out.dtype == ms.float16 and out.asnumpy().item() == np.float16(20.3)
