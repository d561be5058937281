"""Bad input, fifty-fourth round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): ``Tensor(...)`` and ``Parameter`` construction with bad
data, dtypes, shapes, initializers, names and flags; checkpoints saved and loaded with bad
arguments (a refused load leaves the network as it was); ``nn.Cell`` API misuse; GradOperation,
HyperMap, Map and MultitypeFuncGraph misuse; creation ops of a negative size; ops.Custom's
registration info; the listings of Tensor methods of several signatures. After the rows: the
good calls measured next to the refused ones still give 2.10's result (the repr of what 2.10
returned)."""
import pytest

from bad_input_rows47_help import upto_stack
from bad_input_rows54_cell import GOOD as CELL_GOOD, ROWS as CELL
from bad_input_rows54_custom import GOOD as CUSTOM_GOOD, ROWS as CUSTOM
from bad_input_rows54_ckpt import GOOD as CKPT_GOOD, ROWS as CKPT
from bad_input_rows54_grad import GOOD as GRAD_GOOD, ROWS as GRAD
from bad_input_rows54_param import GOOD as PARAM_GOOD, ROWS as PARAM
from bad_input_rows54_shape import ROWS as SHAPE
from bad_input_rows54_sigs import GOOD as SIGS_GOOD, ROWS as SIGS
from bad_input_rows54_tensor import GOOD as TENSOR_GOOD, ROWS as TENSOR
from conftest import raises_as_mindspore

ROWS = {**TENSOR, **PARAM, **CKPT, **CELL, **GRAD, **SHAPE, **CUSTOM, **SIGS}
GOOD = {**TENSOR_GOOD, **PARAM_GOOD, **CKPT_GOOD, **CELL_GOOD, **GRAD_GOOD,
        **CUSTOM_GOOD, **SIGS_GOOD}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, upto_stack(text))


@pytest.mark.parametrize("name", list(GOOD))
def test_the_neighbours_still_work(name):
    import minicell as ms
    call, want = GOOD[name]
    mode = ms.get_context("mode")
    try:
        assert repr(call()) == want
    finally:
        ms.set_context(mode=mode)
