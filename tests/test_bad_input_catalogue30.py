"""Bad input, thirtieth round (measured against MindSpore 2.10 CPU with /tmp/bad30's
catalogues, one case per forked process; each row is 2.10's exception type and text).

- round 29's leftovers: ``topk``'s k (TopK's input-type and range texts) and dim (a float
  naming the last axis passes, another is swapaxes' TypeError), the Reduce primitives naming
  themselves in the axis-range text, the losses' shape texts (SubExt's broadcast for
  ``mse_loss``/``l1_loss``, the equal-shape kernels' ``[2,3,] must be equal to [2,4,]``,
  SoftmaxCrossEntropyWithLogits/CrossEntropyLoss label shapes), ``export`` of a non-callable
  and ``nn.GraphCell`` of anything (minicell makes no FuncGraph);
- nn layers' constructors and forwards (Conv padding/group/rank, BatchNorm's num_features,
  format, rank and channel texts, RNN cells' and MultiheadAttention's widths, pooling pad_mode
  and rank, Dense's weight/bias init shapes, pixel_shuffle);
- optimizers (``parameters`` None or not iterable, FTRL's ranges), lr schedules, dynamic_lr;
- ``Tensor(...)``, ``Parameter`` (flags, ``set_data`` types), ``ParameterTuple``, ``initializer``.
"""
import numpy as np
import pytest

from minicell import Tensor, nn, ops
from bad_input_rows27 import _exact
from bad_input_rows30 import ROWS as _OPS
from bad_input_rows30_nn import ROWS as _NN
from bad_input_rows30_optim import ROWS as _OPTIM
from bad_input_rows30_tensor import ROWS as _TENSOR
from conftest import raises_as_mindspore


ROWS = {**_OPS, **_NN, **_OPTIM, **_TENSOR}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


# 2.10's values where minicell raised or differed before (measured)
def test_topk_takes_a_float_dim_naming_the_last_axis():
    values, indices = ops.topk(_X, 1, 1.0)
    assert values.asnumpy().tolist() == [[2.0], [5.0]]
    assert indices.asnumpy().tolist() == [[2], [2]]
    raises_as_mindspore(lambda: ops.topk(_X, 1, 0.0), TypeError, _exact(
        "For ops.swapaxes, the axis argument must be integer, but got <class 'float'>."))


def test_reduce_primitives_name_themselves_and_still_reduce():
    assert ops.ReduceSum(True)(_X, 1).asnumpy().tolist() == [[3.0], [12.0]]
    assert ops.ReduceProd()(_X, -1).asnumpy().tolist() == [0.0, 60.0]
    raises_as_mindspore(lambda: ops.ReduceMean()(_X, (0, 3)), ValueError, _exact(
        "For primitive[ReduceMean], the axis value must be in [-2,2), but got 3."))


def test_losses_still_broadcast_where_2_10_does():
    # SubExt broadcasts: mse_loss of (2, 3) and (1, 3) is the mean over the broadcast
    t = Tensor(np.zeros((1, 3), np.float32))
    assert ops.mse_loss(_X, t).asnumpy().tolist() == pytest.approx(55.0 / 6)
    assert ops.l1_loss(_X, t).asnumpy().tolist() == pytest.approx(15.0 / 6)


def test_avg_pool2d_builds_with_a_three_entry_kernel_as_2_10():
    assert repr(nn.AvgPool2d((2, 2, 2))) == \
        "AvgPool2d(kernel_size=(2, 2, 2), stride=1, pad_mode=VALID)"
