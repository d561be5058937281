"""Bad input, fifty-seventh round (measured against MindSpore 2.10 CPU, one case per process;
each row is 2.10's exception type and text): the Tensor methods 2.10 parses against one C++
signature (its argument parser's texts for a missing, None, extra, unknown or repeated
argument) and those it matches against several (no argument, a None, seven Tensors), the C
methods that take no keyword, ``nn`` layers the earlier rounds covered least,
``ms.communication`` on one device and the collective Primitives' constructors, mint's
``interpolate`` and ``pad``, ``ms.dataset`` arguments, ``set_context``. After the rows: the
good calls measured next to the refused ones still give 2.10's result (the repr of what 2.10
returned)."""
import importlib

import pytest

from conftest import catalogue_tests

_MODULES = ("parse", "nncomm", "mintds", "sigs")
ROWS, GOOD = {}, {}
for _name in _MODULES:
    _rows = importlib.import_module(f"bad_input_rows57_{_name}")
    ROWS.update(_rows.ROWS)
    GOOD.update(_rows.GOOD)


test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work = \
    catalogue_tests(ROWS, GOOD)


def test_a_refused_call_changes_no_tensor():
    # the in-place methods refuse before they write (2.10: its parser runs first)
    from bad_input_rows57_help import F
    x = F(2, 3)
    for call in (lambda: x.copy_(None), lambda: x.exp_(1), lambda: x.sigmoid_(bogus=1),
                 lambda: x.fill_diagonal_(None), lambda: x.masked_scatter_(bogus=1)):
        with pytest.raises(TypeError):
            call()
        assert x.asnumpy().tolist() == [[1.0] * 3] * 2
