"""Bad input, forty-sixth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ``invert`` and the bit shifts
(bad_input_rows46_bits); the shape arguments of Tensor.reshape / view / expand / broadcast_to /
tile / new_zeros / new_ones, and this round's GRAPH_MODE rows (bad_input_rows46_shape); nn
layers' argument checks (bad_input_rows46_nn); optimizers' constructor checks
(bad_input_rows46_optim); random ops, reductions, indexing, context, amp
(bad_input_rows46_misc). After the rows: the good calls next to the
refused ones still work."""
import numpy as np
import pytest

from minicell import Tensor, nn, ops

from bad_input_rows27 import _exact
from bad_input_rows46_bits import F, I, I8, ROWS as BITS_ROWS
from bad_input_rows46_misc import ROWS as MISC_ROWS
from bad_input_rows46_nn import ROWS as NN_ROWS
from bad_input_rows46_optim import P, ROWS as OPTIM_ROWS
from bad_input_rows46_shape import ROWS as SHAPE_ROWS
from conftest import raises_as_mindspore

ROWS = {**BITS_ROWS, **SHAPE_ROWS, **NN_ROWS, **OPTIM_ROWS, **MISC_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def _values(t):
    return str(t.dtype), t.asnumpy().tolist()


# name: (call, its value); measured on 2.10
GOOD = {
    'invert int8': (lambda: _values(ops.invert(I8(2))), ('Int8', [-2, -2])),
    'invert uint8': (lambda: _values(ops.invert(Tensor(np.ones(2, np.uint8)))),
                     ('UInt8', [254, 254])),
    '~ of a Bool Tensor': (lambda: _values(~Tensor([True, False])), ('Bool', [False, True])),
    '~ of a Float32 Tensor': (lambda: _values(~F(2)), ('Bool', [False, False])),
    'left shift by an int': (lambda: _values(ops.bitwise_left_shift(I(2), 1)), ('Int32', [2, 2])),
    'left shift of an int': (lambda: _values(ops.bitwise_left_shift(1, I(2))), ('Int32', [2, 2])),
    'left shift by a bool': (lambda: _values(ops.bitwise_left_shift(I(2), True)),
                             ('Int32', [2, 2])),
    'Tensor right shift by a Float32 Tensor': (lambda: _values(I(2).bitwise_right_shift(F(2))),
                                               ('Int32', [0, 0])),
    'Tensor right shift Int8 by Int32': (lambda: _values(I8(2).bitwise_right_shift(I(2))),
                                         ('Int8', [0, 0])),
    'Tensor right shift by a float': (lambda: _values(I(2).bitwise_right_shift(1.5)),
                                      ('Int32', [0, 0])),
    'reshape tuple with a Tensor': (lambda: F(2, 3).reshape((Tensor(2), 3)).shape, (2, 3)),
    'reshape int and Tensor': (lambda: F(2, 3).reshape(2, Tensor(3)).shape, (2, 3)),
    'reshape numpy int': (lambda: F(2, 3).reshape(np.int64(6)).shape, (6,)),
    'tile one int': (lambda: F(2, 3).tile(2).shape, (2, 6)),
    'AdaFactor warmup_init int': (lambda: type(nn.AdaFactor(P(), warmup_init=1)).__name__,
                                  'AdaFactor'),
    'Adam loss_scale int': (lambda: type(nn.Adam(P(), loss_scale=2)).__name__, 'Adam'),
    'Adam amsgrad with nesterov': (
        lambda: type(nn.Adam(P(), use_amsgrad=True, use_nesterov=True)).__name__, 'Adam'),
    'LazyAdam bool flags': (
        lambda: type(nn.LazyAdam(P(), use_locking=True, use_nesterov=True)).__name__,
        'LazyAdam'),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value
