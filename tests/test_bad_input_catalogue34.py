"""Bad input, thirty-fourth round (measured against MindSpore 2.10 CPU with /tmp/bad34's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- the one-type check of a primitive's infer: one 'name:[n]:T.' line per operand, listed by
  name, a Parameter shown as 'Ref[Tensor[...]]' by the convolutions and BiasAdd; MatMulExt,
  BatchMatMul(Ext) and Dense give it only in a graph (eagerly their 'should be same as' text),
  MatMul (``nn.Dense``'s) keeps its text in both modes (bad_input_rows34);
- nn (bad_input_rows34_conv, _conv3d, _norm, _grad): the convolution layers' constructors (the 3-d layers'
  '_check_3d_int_or_tuple' texts, the 2-d layers' 'When expanding an int number to tuple', the
  'NHWC format only support in GPU target' check), the norms, the RNNs, ``ms.grad`` and
  ``value_and_grad``'s argument checks, ``Parameter`` and ``Cell`` methods.
"""
import pytest

from bad_input_rows27 import _exact
from bad_input_rows34 import ROWS as _DTYPES
from bad_input_rows34_conv import ROWS as _CONV
from bad_input_rows34_conv3d import ROWS as _CONV3D
from bad_input_rows34_grad import ROWS as _GRAD
from bad_input_rows34_norm import ROWS as _NORM
from conftest import raises_as_mindspore


ROWS = {**{f"dtypes: {k}": v for k, v in _DTYPES.items()},
        **{f"nn: {k}": v for k, v in {**_CONV, **_CONV3D, **_NORM, **_GRAD}.items()}}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))
