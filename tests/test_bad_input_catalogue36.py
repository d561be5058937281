"""Bad input, thirty-sixth round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): mint's array functions
(bad_input_rows36)."""
import numpy as np
import pytest

from minicell import Tensor, mint

from bad_input_rows27 import _exact
from bad_input_rows36 import ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def test_the_checked_calls_still_work_in_range():
    x = Tensor(np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], np.float32))
    np.testing.assert_array_equal(mint.sort(x, dim=-2)[0].asnumpy(), [[0, 1, 2], [3, 5, 4]])
    assert [p.shape for p in mint.split(x, 2, dim=1)] == [(2, 2), (2, 1)]
    assert mint.flatten(x, -2, -1).shape == (6,)
    np.testing.assert_array_equal(mint.diag(x).asnumpy(), [3, 5])
    assert mint.linspace(0, 1, 1).asnumpy().tolist() == [0.0]
    np.testing.assert_array_equal(mint.unique(x, dim=-1).asnumpy(), [[1, 2, 3], [5, 4, 0]])
