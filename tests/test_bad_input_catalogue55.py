"""Bad input, fifty-fifth round (measured against MindSpore 2.10 CPU, one case per process; each
row is 2.10's exception type and text): optimizer constructors, learning-rate schedules and
``amp``; loss Cells (reductions, arguments, operands) and built-in Cells given a str, None or
bool for a Tensor; ``ms.dataset`` transforms' arguments; random ops; ``jit`` / ``grad`` /
``value_and_grad`` arguments; Tensor indexing with bad index types in both modes. After the
rows: the good calls measured next to the refused ones still give 2.10's result (the repr of
what 2.10 returned)."""
import importlib

import pytest

from bad_input_rows47_help import upto_stack
from conftest import raises_as_mindspore

_MODULES = ("optima", "optimb", "lossa", "lossb", "lossc", "lossd", "data", "random", "index")
ROWS, GOOD = {}, {}
for _name in _MODULES:
    _rows = importlib.import_module(f"bad_input_rows55_{_name}")
    ROWS.update(_rows.ROWS)
    GOOD.update(_rows.GOOD)


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
