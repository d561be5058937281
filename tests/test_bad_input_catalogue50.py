"""Bad input, fiftieth round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): optimizers and learning-rate schedules
(bad_input_rows50_optim), including the arguments 2.10 binds to an optimizer's ``__init__``
before it runs. After the rows: the good calls next to the refused ones still work, and a
refused call leaves the network and the optimizers as they were."""

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

from bad_input_rows47_help import upto_stack
from bad_input_rows50_help import P
from bad_input_rows50_optim import ROWS as OPTIM_ROWS
from conftest import raises_as_mindspore

ROWS = {**OPTIM_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


def _lr_value(cell, step):
    return round(float(cell(Tensor(step, ms.int32)).asnumpy()), 6)


# name: (call, its value); measured on 2.10
GOOD = {
    'WarmUpLR step 1': (lambda: _lr_value(nn.WarmUpLR(0.1, 2), 1), 0.05),
    'CosineDecayLR step 1': (lambda: _lr_value(nn.CosineDecayLR(0.01, 0.1, 2), 1), 0.055),
    'ExponentialDecayLR step 1': (lambda: _lr_value(nn.ExponentialDecayLR(0.1, 0.9, 2), 1),
                                  0.094868),
    'piecewise_constant_lr of a tuple': (lambda: nn.piecewise_constant_lr((1, 2), [0.1, 0.01]),
                                         [0.1, 0.01]),
    'SGD of a generator': (lambda: len(nn.SGD(p for p in P()).parameters), 2),
    'Adam amsgrad and nesterov': (lambda: type(nn.Adam(P(), use_amsgrad=True,
                                                       use_nesterov=True)).__name__, 'Adam'),
    'SGD init_args': (lambda: nn.SGD(P(), 0.1).init_args,
                      {'momentum': 0.0, 'dampening': 0.0, 'weight_decay': 0.0,
                       'nesterov': False, 'loss_scale': 1.0}),
    'Momentum init_learning_rate': (lambda: nn.Momentum(P(), 0.1, 0.9).init_learning_rate, 0.1),
    'AdamWeightDecay has no init_args': (
        lambda: hasattr(nn.AdamWeightDecay(P(), 0.1), "init_args"), False),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value


def test_refused_optimizers_leave_the_network_training():
    net = nn.Dense(2, 1)
    params = net.trainable_params()
    for bad in (lambda: nn.SGD(params, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1),
                lambda: nn.Momentum(params, 0.1), lambda: nn.Adam(params, foo=1),
                lambda: nn.SGD([{"params": params}, 1]), lambda: nn.Lamb(params)):
        try:
            bad()
        except (TypeError, KeyError):
            pass
    weight = net.weight.asnumpy().copy()
    opt = nn.SGD(params, 0.5)
    grads = tuple(Tensor(np.ones(p.shape, np.float32)) for p in params)
    opt(grads)
    assert np.allclose(net.weight.asnumpy(), weight - 0.5)
