"""Bad input, forty-ninth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): round 48's leftovers (bad_input_rows49_left):
ops.operations Unique of a rank other than 1, Fill of a dtype that is no dtype, AddN of a
value without a length; Tensor.unique / diag / nonzero as 2.10's argument parser refuses them;
Conv2dTranspose of a rank other than 4; load_param_into_net with a str or list value (2.10
skips it: neither loaded nor listed as not loaded). After the rows: the good calls next to the
refused ones still work, and a skipped or refused value leaves the network as it was. Tensor
methods given a wrong type or arguments they do not take (bad_input_rows49_tensor)."""

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops
from minicell.ops import operations as P

from bad_input_rows47_help import A, F, upto_stack
from bad_input_rows49_help import lp
from bad_input_rows49_left import ROWS as LEFT_ROWS
from bad_input_rows49_tensor import ROWS as TENSOR_ROWS
from conftest import raises_as_mindspore

ROWS = {**LEFT_ROWS, **TENSOR_ROWS}



@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


def _diag3():
    return [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 2.0]]


# name: (call, its value); measured on 2.10
GOOD = {
    'load_param_into_net str value': (lambda: lp({"weight": "a"}), (['bias'], ['weight'])),
    'load_param_into_net str value strict': (lambda: lp({"weight": "a"}, True),
                                             (['bias'], ['weight'])),
    'load_param_into_net str bias': (lambda: lp({"bias": "a"}), (['weight'], ['bias'])),
    'load_param_into_net str both': (lambda: lp({"weight": "a", "bias": "b"}),
                                     ([], ['weight', 'bias'])),
    'load_param_into_net list value': (lambda: lp({"weight": [[1.0, 2.0], [3.0, 4.0]]}),
                                       (['bias'], ['weight'])),
    'ops.unique of a 2-d input': (
        lambda: [t.asnumpy().tolist() for t in ops.unique(F(2, 2))], [[1.0], [[0, 0], [0, 0]]]),
    'Tensor.diag(0)': (lambda: A(3).diag(0).asnumpy().tolist(), _diag3()),
    'Tensor.diag()': (lambda: A(3).diag().asnumpy().tolist(), _diag3()),
    'Tensor.diag(0) of a 2-d Tensor': (lambda: A(2, 2).diag(0).shape, (2, 2, 2, 2)),
    'Tensor.diag() of a 3-d Tensor': (lambda: A(2, 2, 2).diag(0).shape, (2,) * 6),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value


def test_skipped_str_value_leaves_the_parameter():
    net = nn.Dense(2, 2)
    before = net.weight.asnumpy().copy()
    assert ms.load_param_into_net(net, {"weight": "a", "bias": Parameter(
        Tensor(np.array([5.0, 6.0], np.float32)), name="bias")}) == ([], ['weight'])
    assert np.array_equal(net.weight.asnumpy(), before)
    assert net.bias.asnumpy().tolist() == [5.0, 6.0]


def test_refused_calls_leave_the_good_ones_working():
    for bad in (lambda: P.Unique()(F(2, 2)), lambda: P.Fill()("a", (2,), 1),
                lambda: P.AddN()(1), lambda: A(4).unique("a"), lambda: A(4).diag(1),
                lambda: nn.Conv2dTranspose(1, 2, 3)(F(1, 4, 4))):
        with pytest.raises((TypeError, ValueError, RuntimeError)):
            bad()
    vals, idx = P.Unique()(Tensor(np.array([1.0, 2.0, 1.0], np.float32)))
    assert vals.asnumpy().tolist() == [1.0, 2.0] and idx.asnumpy().tolist() == [0, 1, 0]
    assert P.Fill()(ms.float32, (2,), 1).asnumpy().tolist() == [1.0, 1.0]
    assert P.AddN()((F(2), F(2))).asnumpy().tolist() == [2.0, 2.0]
    assert A(4).nonzero().asnumpy().tolist() == [[1], [2], [3]]
    assert nn.Conv2dTranspose(1, 2, 3)(F(1, 1, 4, 4)).shape == (1, 2, 4, 4)
