"""Bad input, forty-third round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ms.dataset pipeline-building misuse and grad API
misuse (bad_input_rows43_data); train callbacks, Model, Parameter and Tensor creation misuse
(bad_input_rows43_train). After the rows: the good calls next to the refused ones still
work."""
import re

import numpy as np
import pytest

from minicell import Tensor, ops
import minicell.dataset as ds

from bad_input_rows27 import _exact
from bad_input_rows43_data import PREFIX_ROWS, ROWS as DATA_ROWS, mk
from bad_input_rows43_train import ROWS as TRAIN_ROWS
from conftest import raises_as_mindspore

ROWS = {**DATA_ROWS, **TRAIN_ROWS}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


@pytest.mark.parametrize("name", list(PREFIX_ROWS))
def test_bad_input_first_line_as_mindspore_2_10(name):
    call, exc, text = PREFIX_ROWS[name]
    raises_as_mindspore(call, exc, "^" + re.escape(text))


def _col(d):
    return [int(r[0][0]) for r in d.create_tuple_iterator(output_numpy=True)]


def test_good_pipeline_calls_still_work():
    assert _col(mk().repeat(2)) == [0, 1, 2, 3] * 2
    assert _col(mk().repeat(None).take(5)) == [0, 1, 2, 3, 0]
    assert _col(mk().concat(mk())) == [0, 1, 2, 3] * 2
    assert _col(mk().concat([mk()]).skip(6)) == [2, 3]
    assert _col(mk() + mk()) == [0, 1, 2, 3] * 2
    zipped = mk().zip(mk().rename(['a'], ['b']))
    assert zipped.get_col_names() == ['a', 'b']
    assert _col(mk().filter(lambda a: a[0] > 1)) == [2, 3]
    big = ds.NumpySlicesDataset([1, 2, 3], column_names=['a'], num_samples=2 ** 40)
    assert big.get_dataset_size() == 3      # 2.10 takes num_samples up to INT64_MAX


def test_jvp_still_takes_matching_tangents():
    x = Tensor(np.array([1.0, 2.0], np.float32))
    mul = lambda a, b: a * b
    out, tan = ops.jvp(mul, (x, x), (x, x))
    np.testing.assert_allclose(tan.asnumpy(), [2.0, 8.0])
