"""``ms.mutable(True)`` made inside a graph is a graph bool, as in MindSpore 2.10 (ut18): not a
constant, not a sequence repeat count; ``not`` of a graph number is a graph bool that comes back
as a Python bool. Values and texts measured on 2.10 CPU, GRAPH_MODE and PYNATIVE_MODE ``@jit``
(/tmp/ut18/mutb.py)."""
import pytest

import minicell as ms
from minicell.ops import functional as F


def test_mutable_bool_in_a_graph_is_a_variable():
    @ms.jit
    def flags():
        n = ms.mutable(True)
        return n, F.isconstant(n), n + 1, not n

    assert flags() == (True, False, 2, False)


def test_mutable_bool_cannot_repeat_a_sequence():
    @ms.jit
    def repeat_list():
        return [1, 2] * ms.mutable(True)

    @ms.jit
    def repeat_tuple():
        return (1, 2) * ms.mutable(True)

    text = (r"For primitive\[SequenceMul\], the input argument\[scalar\] must be a type of "
            r"\{Int32, Int64\}, but got Bool\.")
    for fn in (repeat_list, repeat_tuple):
        with pytest.raises(TypeError, match=text):
            fn()


def test_not_of_a_graph_number_is_a_bool():
    @ms.jit
    def negated():
        n, m = ms.mutable(2), ms.mutable(0.0)
        return not n, not m, F.isconstant(not n)

    out = negated()
    assert out == (False, True, False) and all(type(v) is bool for v in out)
