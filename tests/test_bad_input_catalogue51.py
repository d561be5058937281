"""Bad input, fifty-first round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): the activation functionals given a Python list, tuple,
number, bool or numpy array where a Tensor is taken (bad_input_rows51_act: 2.10's functionals
refuse numbers too), and the activation Cells, nn.Embedding / EmbeddingLookup and ops.gather
given the same (bad_input_rows51_cells: since round 51 a Cell's own text is found on the failure
path of ``Cell.__call__``, so a good call pays nothing for it); mint functionals and ops with a
dim or axis out of range, Tensor methods with wrong keyword names (bad_input_rows51_misc); every
Tensor method 2.10 writes in Python given a keyword it lacks ('Tensor.<name>() got an unexpected
keyword argument', bad_input_rows51_kw; the ops spellings keep '<name>()'); nn Cells round 50
did not cover given a list or float (bad_input_rows51_nnlist); Parameter construction and
set_data, checkpoint arguments and dataset transforms (bad_input_rows51_more,
bad_input_rows51_vision). After the rows: the good calls next to the refused ones still work
(values measured on 2.10), a subclass with its own construct takes what it takes, and a refused
call leaves the Cell as it was."""

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, mint, nn, ops

from bad_input_rows47_help import F, I, upto_stack
from bad_input_rows51_act import ROWS as ACT_ROWS
from bad_input_rows51_cells import ROWS as CELL_ROWS
from bad_input_rows51_kw import ROWS as KW_ROWS
from bad_input_rows51_misc import ROWS as MISC_ROWS
from bad_input_rows51_more import ROWS as MORE_ROWS
from bad_input_rows51_nnlist import ROWS as NNLIST_ROWS
from bad_input_rows51_vision import ROWS as VISION_ROWS
from conftest import raises_as_mindspore

ROWS = {**ACT_ROWS, **CELL_ROWS, **MISC_ROWS, **KW_ROWS, **NNLIST_ROWS,
        **MORE_ROWS, **VISION_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


def _list(t):
    return np.round(t.asnumpy().astype(np.float64), 6).tolist()


class _OwnConstruct(nn.ReLU):
    def construct(self, x):
        return len(x)


class _SameConstruct(nn.LeakyReLU):
    pass


class _NoInit(nn.Cell):
    def __init__(self):       # never reaches Cell's __init__
        pass

    def construct(self, x):
        return x


# name: (call, its value); measured on 2.10 (/tmp/s68/bad51/w/g1.py)
GOOD = {
    'LeakyReLU': (lambda: _list(nn.LeakyReLU()(Tensor([-1.0, 2.0]))), [-0.2, 2.0]),
    'hardtanh': (lambda: _list(ops.hardtanh(Tensor([-2.0, 0.5]))), [-1.0, 0.5]),
    'celu': (lambda: _list(ops.celu(Tensor([-1.0, 1.0]))), [-0.632121, 1.0]),
    'SoftShrink': (lambda: _list(nn.SoftShrink()(Tensor([1.0, 0.2]))), [0.5, 0.0]),
    'EmbeddingLookup': (lambda: _list(nn.EmbeddingLookup(4, 2, param_init='ones')(
        Tensor([1, 5], ms.int32))), [[1.0, 1.0], [0.0, 0.0]]),
    'gather': (lambda: _list(ops.gather(Tensor([1.0, 2.0, 3.0]), Tensor([2, 0], ms.int32), 0)),
               [3.0, 1.0]),
    'Embedding': (lambda: nn.Embedding(4, 2)(Tensor([1], ms.int32)).shape, (1, 2)),
    'threshold': (lambda: _list(ops.threshold(Tensor([0.05, 2.0]), 0.1, 7.0)), [7.0, 2.0]),
    'softsign': (lambda: _list(ops.softsign(Tensor([1.0, -3.0]))), [0.5, -0.75]),
    'hardshrink': (lambda: _list(ops.hardshrink(Tensor([1.0, 0.2]))), [1.0, 0.0]),
    'a subclass with its own construct takes a list': (lambda: _OwnConstruct()([1.0, 2.0]), 2),
    'ReLU6 of a Parameter': (lambda: _list(nn.ReLU6()(Parameter(Tensor([7.0, -1.0]),
                                                                name='p'))), [6.0, 0.0]),
    'elu of a Parameter': (lambda: _list(ops.elu(Parameter(Tensor([-1.0]), name='p'))),
                           [-0.632121]),
    'mint.mean of an int Tensor': (lambda: _list(mint.mean(I(2, 3))), 1.0),
    'Tensor.moveaxis': (lambda: F(2, 3).moveaxis(0, 1).shape, (3, 2)),
    'Tensor.diagonal': (lambda: F(2, 3).diagonal().shape, (2,)),
    'Tensor.astype': (lambda: str(F(2, 3).astype(ms.int32).dtype), 'Int32'),
    'Tensor.swapaxes': (lambda: F(2, 3).swapaxes(0, 1).shape, (3, 2)),
    # a Cell that does not compute passes a list or number through, as 2.10's
    'Dropout of a list (not training)': (lambda: nn.Dropout()([1.0]), [1.0]),
    'Dropout2d of a float': (lambda: nn.Dropout2d()(1.0), 1.0),
    'Identity of a list': (lambda: nn.Identity()([1.0]), [1.0]),
    'Parameter of a list': (lambda: Parameter([1.0, 2.0], name='p').shape, (2,)),
    'Parameter of an int is Int32': (lambda: str(Parameter(1, name='p').dtype), 'Int32'),
    'set_data of an int Tensor keeps Float32': (
        lambda: str(Parameter(F(2), name='p').set_data(I(2)).dtype), 'Float32'),
    'set_data of a float': (lambda: Parameter(F(2), name='p').set_data(1.0).shape, ()),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_call_next_to_the_refused_ones(name):
    call, value = GOOD[name]
    assert call() == value


def test_a_subclass_keeping_construct_is_refused_as_its_base():
    raises_as_mindspore(lambda: _SameConstruct()([1.0]), TypeError,
                        upto_stack("For 'leaky_relu', the 'input' must be a Tensor, but got "
                                   "'List[Float32]'"))


def test_a_cell_whose_init_never_reached_cells_keeps_2_10s_text():
    raises_as_mindspore(lambda: _NoInit()(F(2)), AttributeError,
                        upto_stack("The '_NoInit' object has no attribute '_init_flag'."))


def test_a_refused_call_leaves_the_cell_as_it_was():
    net = nn.EmbeddingLookup(4, 2, param_init='ones')
    before = net.embedding_table.asnumpy().copy()
    with pytest.raises(TypeError, match=r"Primitive\[EmbeddingLookup\]"):
        net(1)
    np.testing.assert_array_equal(net.embedding_table.asnumpy(), before)
    assert _list(net(Tensor([0, 9], ms.int32))) == [[1.0, 1.0], [0.0, 0.0]]
    act = nn.HShrink()
    with pytest.raises(TypeError, match="Failed calling HShrink"):
        act(0.3)
    assert _list(act(Tensor([0.3, 2.0]))) == [0.0, 2.0]
