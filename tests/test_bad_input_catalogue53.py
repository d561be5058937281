"""Bad input, fifty-third round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): the Tensor methods 2.10 matches against several
signatures (squeeze, unsqueeze, mul, acos, addbmm, scatter_, flatten, ...), called in a
``@jit`` function and op by op with an unknown keyword, a string, no argument, or a float and a
string: 2.10's TypeError 'Failed calling X with "X(bogus=int)".' and its listing of the valid
callings (``minicell/ops/method_sigs.py``, parsed from 2.10's listings); Model.train / fit
and the callbacks given bad arguments; mint.nn Cells' constructors, size-0 initializers and
ops.Custom's aot registration info. After the rows: the good calls next to the refused ones
still work in both modes, and mint.nn builds its Cells of size 0 as 2.10 does (values
measured on 2.10)."""

import numpy as np
import pytest

from bad_input_rows47_help import upto_stack
from bad_input_rows53_help import MN, G, P
from bad_input_rows53_init import ROWS as INIT
from bad_input_rows53_kw_g import ROWS as KW_G
from bad_input_rows53_kw_p import ROWS as KW_P
from bad_input_rows53_none import ROWS as NONE
from bad_input_rows53_str_g import ROWS as STR_G
from bad_input_rows53_str_p import ROWS as STR_P
from bad_input_rows53_two_g import ROWS as TWO_G
from bad_input_rows53_train import ROWS as TRAIN
from bad_input_rows53_two_p import ROWS as TWO_P
from conftest import raises_as_mindspore

ROWS = {**KW_G, **KW_P, **STR_G, **STR_P, **NONE, **TWO_G, **TWO_P, **TRAIN, **INIT}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


# name: (expression over x = ones((2, 3)), its shape, its values); measured on 2.10
# (/tmp/s70/bad53/w/k2.py: the same calls with no argument, or seven ones for tile;
# good.py: unsqueeze(0), mul(2))
GOOD = {
    "acos": ("x.acos()", (2, 3), 0.0),
    "arcsin": ("x.arcsin()", (2, 3), 1.5707964),
    "flatten": ("x.flatten()", (6,), 1.0),
    "frac": ("x.frac()", (2, 3), 0.0),
    "log2": ("x.log2()", (2, 3), 0.0),
    "nansum": ("x.nansum()", (), 6.0),
    "squeeze": ("x.squeeze()", (2, 3), 1.0),
    "t": ("x.t()", (3, 2), 1.0),
    "tile": ("x.tile(1, 1, 1, 1, 1, 1, 1)", (1, 1, 1, 1, 1, 2, 3), 1.0),
    "to": ("x.to()", (2, 3), 1.0),
    "unsqueeze": ("x.unsqueeze(0)", (1, 2, 3), 1.0),
    "mul": ("x.mul(2)", (2, 3), 2.0),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_the_neighbours_still_work(name):
    import minicell as ms
    expr, shape, value = GOOD[name]
    mode = ms.get_context("mode")
    try:
        for make in (P, G):
            out = make(expr)()
            assert out.shape == shape
            np.testing.assert_allclose(out.asnumpy(), np.full(shape, value, np.float32),
                                       rtol=1e-6)
    finally:
        ms.set_context(mode=mode)


# 2.10 builds mint.nn's norms and embeddings of size 0 from numpy arrays (its initializers
# refuse a 0 size); measured (/tmp/s70/bad53/w/m2.py, m4.py)
SIZE_0 = {
    "BatchNorm2d": (lambda: [tuple(p.shape) for p in MN.BatchNorm2d(0).get_parameters()],
                    [(0,), (0,), (0,), (0,), ()]),
    "BatchNorm1d": (lambda: tuple(MN.BatchNorm1d(0).weight.shape), (0,)),
    "SyncBatchNorm": (lambda: tuple(MN.SyncBatchNorm(0).running_var.shape), (0,)),
    "LayerNorm": (lambda: tuple(MN.LayerNorm(0).weight.shape), (0,)),
    "Embedding": (lambda: tuple(MN.Embedding(0, 2).weight.shape), (0, 2)),
    "Embedding dim 0": (lambda: tuple(MN.Embedding(2, 0).weight.shape), (2, 0)),
    "PReLU": (lambda: tuple(MN.PReLU(0).weight.shape), (0,)),
}


@pytest.mark.parametrize("name", list(SIZE_0))
def test_mint_cells_of_size_0_are_built(name):
    call, value = SIZE_0[name]
    assert call() == value
