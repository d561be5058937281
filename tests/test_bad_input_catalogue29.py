"""Bad input, twenty-ninth round (measured against MindSpore 2.10 CPU with /tmp/bad29's
catalogues, one case per forked process; each row is 2.10's exception type and text).

- round 28's leftovers: ``ops.fold``/``Tensor.fold`` take only a Tensor ``output_size`` (mint's
  fold a tuple), ``vsplit`` of a 1-D tensor splits it, ``set_seed`` past 2**32 and 2**64,
  GatherNd's row text, ``narrow``/``swapaxes`` with 2.10's validator texts (``mint.narrow``
  with Narrow's: a negative start counts from the end);
- ``grad``/``value_and_grad`` (``grad_position``, ``weights``, ``has_aux``), ``jacfwd``/``jacrev``
  /``vjp``/``jvp``, ``jit``'s arguments, Cell misuse, checkpoints (save, load, load into a net:
  a failed load leaves the net unchanged), ``export``/``load``, dataset pipelines, losses,
  ``amp``, ``WithLossCell``/``TrainOneStepCell``/``Model`` and ``mint`` dims.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, mint, nn, ops
from bad_input_rows27 import _exact
from bad_input_rows29 import ROWS as _OPS
from bad_input_rows29_io import ROWS as _IO
from bad_input_rows29_mint import ROWS as _MINT
from bad_input_rows29_train import ROWS as _TRAIN
from conftest import raises_as_mindspore


ROWS = {**_OPS, **_IO, **_MINT, **_TRAIN}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


# 2.10's values where minicell raised or differed before (measured)
def test_vsplit_of_a_1d_tensor_splits_axis_0():
    x1 = Tensor(np.arange(6, dtype=np.float32))
    assert [t.asnumpy().tolist() for t in ops.vsplit(x1, 3)] == [[0, 1], [2, 3], [4, 5]]
    assert [t.asnumpy().tolist() for t in ops.vsplit(x1, [1, 4])] == [[0], [1, 2, 3], [4, 5]]
    assert [t.shape for t in ops.vsplit(x1, 4)] == [(2,), (2,), (1,), (1,)]
    assert [t.asnumpy().tolist() for t in x1.vsplit(3)] == [[0, 1], [2, 3], [4, 5]]
    assert [t.asnumpy().tolist() for t in ms.numpy.vsplit(x1, 3)] == [[0, 1], [2, 3], [4, 5]]


def test_mint_narrow_counts_a_negative_start_from_the_end():
    assert mint.narrow(_X, 1, -1, 1).asnumpy().tolist() == [[2.0], [5.0]]
    assert mint.narrow(_X, 1, 0, 0).shape == (2, 0)
    assert ops.narrow(_X, -1, 1, 2).asnumpy().tolist() == [[1.0, 2.0], [4.0, 5.0]]


def test_fold_takes_a_tensor_output_size_and_mint_a_tuple():
    cols = Tensor(np.ones((1, 12, 4), np.float32))
    expected = [[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]
    out = ops.fold(cols, Tensor(np.array([3, 3], np.int32)), (2, 2))
    assert out.shape == (1, 3, 3, 3) and out.asnumpy()[0, 0].tolist() == expected
    assert mint.nn.functional.fold(cols, (3, 3), (2, 2)).asnumpy()[0, 0].tolist() == expected
    assert mint.nn.Fold((3, 3), (2, 2))(cols).asnumpy()[0, 0].tolist() == expected


@pytest.mark.parametrize("weights", ["input", "list"])
def test_grad_of_a_tensor_weight_that_is_no_parameter_is_zeros(weights):
    def f1(a):
        return (a * a).sum()
    ws = _X if weights == "input" else [_X]
    gx, gw = ms.grad(f1, 0, weights=ws)(_X)
    assert gx.asnumpy().tolist() == [[0, 2, 4], [6, 8, 10]]
    gw = gw if weights == "input" else gw[0]
    assert gw.asnumpy().tolist() == [[0.0] * 3] * 2


def test_with_loss_cell_checks_nothing_and_model_needs_a_loss_cell():
    assert repr(nn.WithLossCell(3, nn.MSELoss())) == "WithLossCell(\n  (_loss_fn): MSELoss()\n)"
    raises_as_mindspore(lambda: nn.WithLossCell(nn.Dense(3, 2), 3)(_X, _X), TypeError,
                        _exact("'int' object is not callable"))
    raises_as_mindspore(lambda: ms.Model(nn.Dense(3, 2), loss_fn=3), AttributeError,
                        _exact("'int' object has no attribute 'get_inputs'"))


def test_load_param_into_net_leaves_the_net_unchanged_on_failure():
    net = nn.Dense(3, 2)
    before_w, before_b = net.weight.asnumpy().copy(), net.bias.asnumpy().copy()
    src = nn.Dense(4, 2)
    src.bias.set_data(Tensor(np.full((2,), 7.0, np.float32)))
    with pytest.raises(RuntimeError, match="should have the same shape"):
        ms.load_param_into_net(net, {"weight": src.weight, "bias": src.bias})
    assert (net.weight.asnumpy() == before_w).all() and (net.bias.asnumpy() == before_b).all()


def test_jacobians_check_grad_position_when_called():
    jac = ms.jacrev(lambda a: a * 2, grad_position=-1)      # 2.10: no error until the call
    raises_as_mindspore(lambda: jac(_X), ValueError, _exact("grad_position must be >= 0."))
    raises_as_mindspore(lambda: ms.jacfwd(lambda a: a * 2, grad_position=())(_X), ValueError,
                        _exact("Cannot perform modulo operation on zero."))
