"""Bad input, fifty-second round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): the in-place and aliased Tensor methods 2.10 writes in
Python given a keyword they lack or a wrong number of arguments (bad_input_rows52_kw: Python's
own TypeError naming 'Tensor.<name>'); round 51's Left list (bad_input_rows52_left: recurrent
Cells, OneHot, Conv1d and Unfold given lists or numbers, save_checkpoint into a missing
directory, transforms.Slice); mint.nn functionals and Cells given wrong dims, dtypes or
arguments (bad_input_rows52_mint); mint.optim and nn optimizers given bad parameters or groups
(bad_input_rows52_optim); GeneratorDataset's arguments, jit's call arity and ops.Custom's
arguments (bad_input_rows52_api). After the rows: the good calls next to the refused ones still
work (values measured on 2.10), and a failed save leaves no file behind."""

import os

import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
from minicell import Tensor, mint, nn, ops

from bad_input_rows47_help import A, F, upto_stack
from bad_input_rows50_help import P
from bad_input_rows52_kw import ROWS as KW_ROWS
from bad_input_rows52_left import ROWS as LEFT_ROWS
from bad_input_rows52_api import ROWS as API_ROWS, fn, gen
from bad_input_rows52_mint import ROWS as MINT_ROWS
from bad_input_rows52_optim import ROWS as OPTIM_ROWS
from conftest import raises_as_mindspore

ROWS = {**KW_ROWS, **LEFT_ROWS, **MINT_ROWS, **OPTIM_ROWS, **API_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


def _list(t):
    return np.round(t.asnumpy().astype(np.float64), 6).tolist()


# name: (call, its value); measured on 2.10 (/tmp/s69/bad52/w/kw22b.py)
GOOD = {
    'Tensor.addcmul': (lambda: _list(F(2).addcmul(F(2), F(2), value=2)), [3.0, 3.0]),
    'Tensor.softmax': (lambda: _list(F(2).softmax(0)), [0.5, 0.5]),
    # 2.10's CPU build has no in-place kernels ('The kernel InplaceClampScalar unregistered.');
    # minicell computes them
    'Tensor.clamp_': (lambda: _list(A(3).clamp_(1.0, 1.5)), [1.0, 1.0, 1.5]),
    'Tensor.index_add_': (lambda: _list(F(3).index_add_(0, Tensor([1], ms.int32), F(1),
                                                        alpha=2)), [1.0, 3.0, 1.0]),
    # /tmp/s69/bad52/w/m1.py, m1b.py
    'Slice of a slice': (lambda: ds.transforms.Slice(slice(0, 2))(np.arange(4)).tolist(),
                         [0, 1]),
    'Slice of a list': (lambda: ds.transforms.Slice([0, 2])(np.arange(4)).tolist(), [0, 2]),
    'Slice of two': (lambda: ds.transforms.Slice(slice(0, 1), [0])(
        np.arange(6).reshape(2, 3)).tolist(), [[0]]),
    'nn.OneHot': (lambda: _list(nn.OneHot(depth=3)(Tensor([1, 1], ms.int32))),
                  [[0.0, 1.0, 0.0], [0.0, 1.0, 0.0]]),
    'ops.unsqueeze': (lambda: ops.unsqueeze(F(2), 0).shape, (1, 2)),
    'nn.Conv1d': (lambda: _list(nn.Conv1d(1, 1, 1, weight_init="ones")(F(1, 1, 2))),
                  [[[1.0, 1.0]]]),
    # /tmp/s69/bad52/w/m2.py
    'mint relu of an int Tensor': (lambda: mint.nn.functional.relu(Tensor([1, 1])).tolist(),
                                   [1, 1]),
    'mint.nn.Linear': (lambda: _list(mint.nn.Linear(3, 2, weight_init='ones',
                                                    bias_init='zeros')(F(1, 3))), [[3.0, 3.0]]),
    'mint.nn.Dropout(1.5) is built': (lambda: repr(mint.nn.Dropout(1.5)), 'DropoutExt()'),
    'mint.nn.Hardtanh(2.0, 1.0) is built': (lambda: repr(mint.nn.Hardtanh(2.0, 1.0)),
                                            'Hardtanh()'),
    'mint.nn.MSELoss(reduction=x) is built': (lambda: repr(mint.nn.MSELoss(reduction='x')),
                                              'MSELoss()'),
    'mint linear of a 1-d weight': (lambda: _list(mint.nn.functional.linear(F(2, 3), F(3))),
                                    [3.0, 3.0]),
    # /tmp/s69/bad52/w/m3.py, m4.py
    'mint.optim.Adam': (lambda: type(mint.optim.Adam(P())).__name__, 'Adam'),
    'nn.SGD of a list of rates': (lambda: type(nn.SGD(P(), learning_rate=[0.1, -0.1])
                                               .learning_rate).__name__, '_IteratorLearningRate'),
    'nn.Adam group lr True': (lambda: repr(nn.Adam([{'params': P(), 'lr': True}])), 'Adam()'),
    'nn.SGD of an iterator': (lambda: type(nn.SGD(iter(P()))).__name__, 'SGD'),
    'GeneratorDataset one name': (lambda: ds.GeneratorDataset(gen, 'a').get_col_names(), ['a']),
    'GeneratorDataset rows': (lambda: [int(r[0][0]) for r in ds.GeneratorDataset(
        gen, ['a'], shuffle=False).create_tuple_iterator(output_numpy=True)], [0, 1, 2]),
    'jit of a number': (lambda: ms.jit(1), 1),
    'jit': (lambda: _list(ms.jit(fn)(F(2))), [2.0, 2.0]),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_call_next_to_the_refused_ones(name):
    call, value = GOOD[name]
    assert call() == value


def test_a_save_into_a_missing_directory_leaves_no_file(tmp_path):
    net = nn.Dense(2, 2)
    path = os.path.join(tmp_path, "missing", "a.ckpt")
    with pytest.raises(FileNotFoundError, match="No such file or directory: '"
                       + os.path.join(os.path.realpath(tmp_path), "missing", "a.tmp'")):
        ms.save_checkpoint(net, path)
    assert os.listdir(tmp_path) == []
    ms.save_checkpoint(net, os.path.join(tmp_path, "a.ckpt"))       # the next save works
    assert os.listdir(tmp_path) == ["a.ckpt"]


def test_refused_optimizers_leave_the_parameters_to_a_good_one():
    net = nn.Dense(2, 2)
    params = net.trainable_params()
    with pytest.raises(TypeError, match="element in group parameters must be Parameter"):
        nn.Adam([{'params': [params[0], F(2)]}])
    with pytest.raises(TypeError, match="can only concatenate str"):
        mint.optim.Adam([params[0], F(2)])
    before = [p.asnumpy().copy() for p in params]
    opt = nn.SGD(params, learning_rate=0.5)
    opt(tuple(Tensor(np.ones(p.shape, np.float32)) for p in params))
    for p, b in zip(params, before):
        np.testing.assert_allclose(p.asnumpy(), b - 0.5, rtol=1e-6)
