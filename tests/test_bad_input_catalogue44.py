"""Bad input, forty-fourth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ms.dataset concat of children whose rows do not
fit (bad_input_rows44_data); mint.nn convolution constructors and losses with a bad reduction,
mint.nn.functional argument checks (bad_input_rows44_mint); grad API misuse in GRAPH_MODE
(bad_input_rows44_graph). After the rows: the good calls next to the refused ones still
work."""
import re

import numpy as np
import pytest

import minicell.dataset as ds

from minicell import mint
from minicell.mint.nn import functional as MF

from bad_input_rows27 import _exact
from bad_input_rows44_data import F32, I64, PREFIX_ROWS as DATA_PREFIX_ROWS, gen, rows, slices
from bad_input_rows44_graph import PREFIX_ROWS as GRAPH_PREFIX_ROWS, ROWS as GRAPH_ROWS
from bad_input_rows44_mint import F, I, PATTERN_ROWS, ROWS as MINT_ROWS
from conftest import raises_as_mindspore

ROWS = {**MINT_ROWS, **GRAPH_ROWS}
PREFIX_ROWS = {**DATA_PREFIX_ROWS, **GRAPH_PREFIX_ROWS}


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


# name: (call, its value); measured on 2.10 unless said
GOOD = {
    'Conv2d same groups': (lambda: "padding=same" in repr(
        mint.nn.Conv2d(4, 4, 3, padding='same', groups=2)), True),
    'Conv1d reflect groups': (lambda: mint.nn.Conv1d(4, 6, 3, groups=2,
                                                     padding_mode='reflect').weight.shape,
                              (6, 2, 3)),
    'ConvTranspose2d groups': (lambda: mint.nn.ConvTranspose2d(4, 6, 3, groups=2).weight.shape,
                               (4, 3, 3, 3)),
    'MSELoss repr': (lambda: repr(mint.nn.MSELoss(reduction='xx')), "MSELoss()"),
    'NLLLoss': (lambda: float(mint.nn.NLLLoss()(F(2, 3) * -1, I(2))), 1.0),
    'SmoothL1Loss': (lambda: float(mint.nn.SmoothL1Loss(reduction='sum', beta=0.5)(
        F(2), F(2) * 3)), 3.5),
    'BCEWithLogitsLoss': (lambda: [round(float(v), 6) for v in mint.nn.BCEWithLogitsLoss(
        reduction='none')(F(2), F(2)).asnumpy()], [0.313262] * 2),
    'L1Loss repr': (lambda: repr(mint.nn.L1Loss()), "L1LossExt()"),
    'linear 1-d weight': (lambda: MF.linear(F(2, 3), F(3)).shape, (2,)),
    'linear': (lambda: MF.linear(F(2, 3), F(4, 3)).shape, (2, 4)),
    'softmax': (lambda: MF.softmax(F(2, 3)).shape, (2, 3)),
    'mint softmax': (lambda: mint.softmax(F(2, 3), 1).shape, (2, 3)),
    'Upsample': (lambda: mint.nn.Upsample(scale_factor=2.0)(F(1, 1, 2, 2)).shape, (1, 1, 4, 4)),
    # 2.10's CPU has no kernel for these (its checks pass them): minicell's values
    'MSELoss (no 2.10 kernel)': (lambda: float(mint.nn.MSELoss(reduction='sum')(
        F(2, 3), F(2, 3) * 2)), 6.0),
    'CosineEmbeddingLoss (no 2.10 kernel)': (lambda: float(mint.nn.CosineEmbeddingLoss()(
        F(2, 3), F(2, 3), F(2))), 0.0),
    'fold unbatched (no 2.10 kernel)': (lambda: MF.fold(F(4, 9), (4, 4), 2).shape, (1, 4, 4)),
    'fold sum (no 2.10 kernel)': (lambda: float(MF.fold(F(4, 9), (4, 4), 2).sum()), 36.0),
    'fold batched (no 2.10 kernel)': (lambda: MF.fold(F(1, 4, 9), (4, 4), 2).shape,
                                      (1, 1, 4, 4)),
    'unfold (no 2.10 kernel)': (lambda: MF.unfold(F(1, 1, 4, 4), 2).shape, (1, 4, 9)),
    'avg_pool2d 3-d (no 2.10 kernel)': (lambda: MF.avg_pool2d(F(1, 4, 4), 2).shape, (1, 2, 2)),
    'adaptive_avg_pool2d (no 2.10 kernel)': (lambda: MF.adaptive_avg_pool2d(F(1, 4, 4), 2).shape,
                                             (1, 2, 2)),
    'adaptive_avg_pool3d (no 2.10 kernel)': (
        lambda: MF.adaptive_avg_pool3d(F(1, 2, 2, 2), 1).shape, (1, 1, 1, 1)),
    'normalize (no 2.10 kernel)': (lambda: round(float(MF.normalize(F(2, 3), dim=-2).sum()), 5),
                                   4.24264),
    'gelu tanh': (lambda: MF.gelu(F(2), approximate='tanh').shape, (2,)),
    'glu': (lambda: MF.glu(F(2, 4)).shape, (2, 2)),
    'PixelShuffle (no 2.10 kernel)': (lambda: mint.nn.PixelShuffle(2)(F(1, 4, 2, 2)).shape,
                                      (1, 1, 4, 4)),
    'batch_norm': (lambda: MF.batch_norm(F(2, 3), F(3), F(3)).shape, (2, 3)),
}


@pytest.mark.parametrize("name", list(GOOD))
def test_mint_good_arguments_still_work(name):
    call, value = GOOD[name]
    assert call() == value
