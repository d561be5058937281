"""Bad input, fiftieth round (measured against MindSpore 2.10 CPU, one case per process; each row
is 2.10's exception type and text): optimizers and learning-rate schedules
(bad_input_rows50_optim), including the arguments 2.10 binds to an optimizer's ``__init__``
before it runs; loss Cells (bad_input_rows50_loss) and activation / shape / math Cells
(bad_input_rows50_act) given bad constructor values, mismatched inputs and a Python list or
number where a Tensor is taken; the CPU kernel-selection texts of sigmoid / tanh / silu /
logsigmoid / log_softmax for integer and Bool Tensors (bad_input_rows50_kernel); round 49's
leftovers (bad_input_rows50_left: Tensor.unbind / cross / flatten / expand_as / index_fill);
pooling / padding / normalisation / embedding Cells (bad_input_rows50_layer). After the rows:
the good calls next to the refused ones still work, and a refused call leaves the network and
the optimizers as they were."""

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn

from bad_input_rows47_help import A, F, I, upto_stack
from bad_input_rows50_act import ROWS as ACT_ROWS
from bad_input_rows50_help import P
from bad_input_rows50_kernel import ROWS as KERNEL_ROWS
from bad_input_rows50_layer import ROWS as LAYER_ROWS
from bad_input_rows50_left import ROWS as LEFT_ROWS
from bad_input_rows50_loss import ROWS as LOSS_ROWS
from bad_input_rows50_optim import ROWS as OPTIM_ROWS
from conftest import raises_as_mindspore

ROWS = {**OPTIM_ROWS, **LOSS_ROWS, **ACT_ROWS, **KERNEL_ROWS, **LEFT_ROWS, **LAYER_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


def _value(call):
    return lambda: round(float(call().asnumpy()), 6)


def _list(t):
    return t.asnumpy().tolist()


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
    # losses and activations 2.10 builds or computes next to the refused calls
    'TripletMarginLoss p str is built': (lambda: repr(nn.TripletMarginLoss(p='a')),
                                         'TripletMarginLoss()'),
    'KLDivLoss reduction int is built': (lambda: repr(nn.KLDivLoss(reduction=1)), 'KLDivLoss()'),
    'HuberLoss delta 0 is built': (lambda: repr(nn.HuberLoss(delta=0.0)), 'HuberLoss()'),
    'CTCLoss blank str is built': (lambda: repr(nn.CTCLoss(blank='a')), 'CTCLoss()'),
    'MultiLabelSoftMarginLoss 1-d': (_value(lambda: nn.MultiLabelSoftMarginLoss()(F(3), F(3)))
                                     , 0.313261),
    'HuberLoss of int Tensors': (_value(lambda: nn.HuberLoss()(I(2, 3), I(2, 3))), 0.0),
    'MAELoss broadcast': (_value(lambda: nn.MAELoss()(F(2, 3), F(1, 3))), 0.0),
    'Hardtanh of an int Tensor': (lambda: _list(nn.Hardtanh()(I(2, 3))), [[1, 1, 1]] * 2),
    'HShrink lambd -1': (lambda: _list(nn.HShrink(lambd=-1.0)(F(2))), [1.0, 1.0]),
    'Tanhshrink of an int Tensor': (_value(lambda: nn.Tanhshrink()(I(2))[0]), 0.238406),
    'HSwish of an int Tensor': (lambda: _list(nn.HSwish()(I(2))), [0, 0]),
    'LeakyReLU of an int Tensor': (lambda: _list(nn.LeakyReLU()(I(2))), [1, 1]),
    'SeLU of an int Tensor': (lambda: _list(nn.SeLU()(I(2))), [1, 1]),
    'Dropout of a list': (lambda: nn.Dropout()([1.0, 0.0]), [1.0, 0.0]),
    'Identity of an int': (lambda: nn.Identity()(1), 1),
    'Range start > limit is built': (lambda: repr(nn.Range(5, 0, 1)), 'Range()'),
    # Tensor.dim ignores its positional arguments (2.10's TensorPy.dim)
    'Tensor.dim(1)': (lambda: A(2, 3).dim(1), 2),
    'Tensor.dim(1, 2)': (lambda: A(2, 3).dim(1, 2), 2),
    "Tensor.dim('a')": (lambda: A(2, 3).dim('a'), 2),
    'Tensor.index_fill of a Tensor index': (
        lambda: _list(A(2, 3).index_fill(0, Tensor(np.array([1], np.int32)), 1.0)),
        [[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]]),
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


def test_refused_layers_keep_their_state():
    bn, pool = nn.BatchNorm2d(2), nn.MaxPool2d(2)
    bn.set_train()
    for bad in (lambda: bn([1.0]), lambda: pool([1.0]), lambda: nn.Embedding(4, 2)(1)):
        with pytest.raises((TypeError, AttributeError)):
            bad()
    assert bn.moving_mean.asnumpy().tolist() == [0.0, 0.0]
    x = Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4))
    assert pool(x).asnumpy()[0, 0].tolist() == [[5.0, 6.0, 7.0], [9.0, 10.0, 11.0],
                                               [13.0, 14.0, 15.0]]   # stride 1 (2.10)
    bn(x)
    assert np.allclose(bn.moving_mean.asnumpy(), [0.75, 2.35])


def test_refused_cells_leave_the_good_calls_working():
    loss, act = nn.L1Loss(), nn.Hardtanh()
    for bad in (lambda: loss([1.0, 0.0], F(2)), lambda: act([1.0]), lambda: act(1),
                lambda: nn.MultilabelMarginLoss()(F(2, 3), F(2, 3)),
                lambda: ms.ops.sigmoid(I(2)), lambda: nn.GLU(axis="a")(F(2, 4))):
        with pytest.raises((TypeError, ValueError)):
            bad()
    x = Tensor(np.array([-2.0, 0.5, 3.0], np.float32))
    assert loss(x, Tensor(np.zeros(3, np.float32))).asnumpy().tolist() == 1.8333333730697632
    assert act(x).asnumpy().tolist() == [-1.0, 0.5, 1.0]
    assert nn.GLU()(F(2, 4)).shape == (2, 2)
    assert ms.ops.sigmoid(F(1)).asnumpy().tolist() == [0.7310588955879211]   # 2.10 CPU nnacl
