"""Bad input, forty-fourth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ms.dataset concat of children whose rows do not
fit (bad_input_rows44_data); mint.nn convolution constructors and losses with a bad reduction
(bad_input_rows44_mint). After the rows: the good calls next to the refused ones still
work."""
import re

import numpy as np
import pytest

import minicell.dataset as ds

from minicell import mint
from minicell.mint.nn import functional as MF

from bad_input_rows27 import _exact
from bad_input_rows44_data import F32, I64, PREFIX_ROWS, gen, rows, slices
from bad_input_rows44_mint import F, I, PATTERN_ROWS, ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


@pytest.mark.parametrize("name", list(PATTERN_ROWS))
def test_bad_input_matches_mindspore_2_10(name):
    call, exc, pattern = PATTERN_ROWS[name]
    raises_as_mindspore(call, exc, pattern)


@pytest.mark.parametrize("name", list(PREFIX_ROWS))
def test_bad_input_first_line_as_mindspore_2_10(name):
    call, exc, text = PREFIX_ROWS[name]
    raises_as_mindspore(call, exc, "^" + re.escape(text))


def test_concat_gives_the_rows_before_the_misfit():
    # 2.10 gives the first child's rows, then raises at the second child's first row
    seen = []
    with pytest.raises(RuntimeError, match="data types of the two datasets"):
        for r in (gen(F32, n=3) + gen(I64)).create_tuple_iterator(output_numpy=True):
            seen.append(r[0].dtype)
    assert seen == [np.float32] * 3


def test_concat_of_fitting_children_still_works():
    # other shapes of the same rank and type fit (2.10 gives the 4 rows)
    assert len(rows(gen(F32) + gen(((2,), np.float32)))) == 4
    # only each child's first row is checked (2.10 gives the 4 rows)
    later = ds.GeneratorDataset(lambda: ((np.zeros(1, t),) for t in (np.float32, np.int64)),
                                ['x'])
    assert len(rows(gen(F32) + later)) == 4
    assert rows(slices(np.int32) + slices(np.int32)) == [(0,), (0,)] * 2
    # 2.10's size of a misfit concat: no check (test_concat_16 asks sizes of such trees)
    assert (gen(F32) + gen(I64)).get_dataset_size() == 4
    assert (slices(np.float32) + slices(np.int32)).get_dataset_size() == 4


def test_mint_convolutions_and_losses_still_take_good_arguments():
    # 2.10 takes these (measured: the printed layers, the loss values)
    assert "padding=same" in repr(mint.nn.Conv2d(4, 4, 3, padding='same', groups=2))
    assert mint.nn.Conv1d(4, 6, 3, groups=2, padding_mode='reflect').weight.shape == (6, 2, 3)
    assert mint.nn.ConvTranspose2d(4, 6, 3, groups=2).weight.shape == (4, 3, 3, 3)
    assert repr(mint.nn.MSELoss(reduction='xx')) == "MSELoss()"
    assert float(mint.nn.NLLLoss()(F(2, 3) * -1, I(2))) == 1.0
    assert float(mint.nn.SmoothL1Loss(reduction='sum', beta=0.5)(F(2), F(2) * 3)) == 3.5
    out = mint.nn.BCEWithLogitsLoss(reduction='none')(F(2), F(2))
    np.testing.assert_allclose(out.asnumpy(), [0.31326166] * 2, rtol=1e-6)
    assert repr(mint.nn.L1Loss()) == "L1LossExt()"
    # 2.10's CPU has no kernel for these two: the values of minicell.nn's losses
    assert float(mint.nn.MSELoss(reduction='sum')(F(2, 3), F(2, 3) * 2)) == 6.0
    assert float(mint.nn.CosineEmbeddingLoss()(F(2, 3), F(2, 3), F(2))) == 0.0


def test_mint_functions_still_take_good_arguments():
    # measured on 2.10: the shapes
    assert MF.linear(F(2, 3), F(3)).shape == (2,)
    assert MF.linear(F(2, 3), F(4, 3)).shape == (2, 4)
    assert MF.softmax(F(2, 3)).shape == mint.softmax(F(2, 3), 1).shape == (2, 3)
    assert mint.nn.Upsample(scale_factor=2.0)(F(1, 1, 2, 2)).shape == (1, 1, 4, 4)
    # 2.10's CPU has no kernel for these (its rank checks pass them): minicell's values
    assert MF.fold(F(4, 9), (4, 4), 2).shape == (1, 4, 4)
    assert float(MF.fold(F(4, 9), (4, 4), 2).sum()) == 36.0
    assert MF.fold(F(1, 4, 9), (4, 4), 2).shape == (1, 1, 4, 4)
    assert MF.unfold(F(1, 1, 4, 4), 2).shape == (1, 4, 9)
    assert MF.avg_pool2d(F(1, 4, 4), 2).shape == (1, 2, 2)
    assert MF.adaptive_avg_pool2d(F(1, 4, 4), 2).shape == (1, 2, 2)
    assert MF.adaptive_avg_pool3d(F(1, 2, 2, 2), 1).shape == (1, 1, 1, 1)
    np.testing.assert_allclose(float(MF.normalize(F(2, 3), dim=-2).sum()), 4.2426405, 1e-6)
