"""Bad input, fifty-sixth round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): ``grad`` / ``value_and_grad`` / ``vmap`` refusing
a bad ``fn``, ``weights`` or axes when called (a graph at once), ``Tensor.new_*`` sizes and
dtypes in both modes, ``mint.nn.CrossEntropyLoss``, ``Model`` and callbacks' arguments,
``export`` / ``load``, ``Tensor`` / ``Parameter`` construction, checkpoint files and ``amp``.
After the rows: the good calls measured next to the refused ones still give 2.10's result (the
repr of what 2.10 returned)."""
import importlib

import pytest

from bad_input_rows47_help import upto_stack
from conftest import raises_as_mindspore

_MODULES = ("grad", "mint", "train", "state")
ROWS, GOOD = {}, {}
for _name in _MODULES:
    _rows = importlib.import_module(f"bad_input_rows56_{_name}")
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
