"""Bad input, thirty-fourth round (measured against MindSpore 2.10 CPU with /tmp/bad34's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- the one-type check of a primitive's infer: one 'name:[n]:T.' line per operand, listed by
  name, a Parameter shown as 'Ref[Tensor[...]]' by the convolutions and BiasAdd; MatMulExt,
  BatchMatMul(Ext) and Dense give it only in a graph (eagerly their 'should be same as' text),
  MatMul (``nn.Dense``'s) keeps its text in both modes (bad_input_rows34).
"""
import pytest

from bad_input_rows27 import _exact
from bad_input_rows34 import ROWS as _DTYPES
from conftest import raises_as_mindspore


ROWS = {f"dtypes: {k}": v for k, v in _DTYPES.items()}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))
