"""Bad input, thirty-fifth round (measured against MindSpore 2.10 CPU with /tmp/bad35's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- round 34's leftovers (bad_input_rows35): the RNNs' argument checks in 2.10's order,
  GroupNorm's ``affine``, the 3-d convolutions' input checks, the padding size before its items,
  ``Cell.recompute``/``insert_param_to_cell``/``to_float``, a bool-mask ``setitem``'s value.
"""
import pytest

from bad_input_rows27 import _exact
from bad_input_rows35 import ROWS as _LEFT
from conftest import raises_as_mindspore


ROWS = {f"leftovers: {k}": v for k, v in _LEFT.items()}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))
