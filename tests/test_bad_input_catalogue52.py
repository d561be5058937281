"""Bad input, fifty-second round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): the in-place and aliased Tensor methods 2.10 writes in
Python given a keyword they lack or a wrong number of arguments (bad_input_rows52_kw: Python's
own TypeError naming 'Tensor.<name>'). After the rows: the good calls next to the refused ones
still work (values measured on 2.10)."""

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor

from bad_input_rows47_help import A, F, upto_stack
from bad_input_rows52_kw import ROWS as KW_ROWS
from conftest import raises_as_mindspore

ROWS = {**KW_ROWS}


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
}


@pytest.mark.parametrize("name", list(GOOD))
def test_good_call_next_to_the_refused_ones(name):
    call, value = GOOD[name]
    assert call() == value
