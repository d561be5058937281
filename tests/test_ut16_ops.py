"""MindSpore 2.10 ut leftovers (ut16): ``F.scalar_log`` is Python's ``math.log`` eagerly but
2.10's ScalarLog kernel inside a graph (a float32 log, -inf at 0, nan below 0, a bool refused).
Values measured on MindSpore 2.10 CPU in both modes (/tmp/ut16/slog_ref.py)."""
import math

import pytest
from conftest import FnCell

import minicell as ms
from minicell.ops import functional as F


def _logs():
    return F.scalar_log(0.0), F.scalar_log(-1.0), F.scalar_log(0), F.scalar_log(2.5)


def test_scalar_log_in_a_graph_is_the_float32_kernel(graph_mode):
    zero, neg, izero, v = FnCell(_logs)()
    assert zero == -math.inf and izero == -math.inf and math.isnan(neg)
    assert v == 0.9162907600402832          # float32's log(2.5), as 2.10 GRAPH gives


def _log_true():
    return F.scalar_log(True)


def test_scalar_log_of_a_bool_in_a_graph_is_refused(graph_mode):
    with pytest.raises(TypeError, match=r"^For 'ScalarLog, \[bool\] is not a valid input "
                                        r"dtype\.$"):
        FnCell(_log_true)()


def test_scalar_log_eagerly_is_pythons():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(ValueError, match="math domain error"):
        FnCell(_logs)()
    assert F.scalar_log(2.5) == math.log(2.5) and F.scalar_log(True) == 0.0


def _slice_set_dynamic_value():
    a = [1, 2, 3, 4]
    a[0:2] = ms.mutable([1, 2, 3, 4], True)
    return isinstance(a, list), F.is_sequence_shape_unknown(a), F.is_sequence_value_unknown(a)


def _slice_set_variable_bound():
    a = [1, 2, 3, 4]
    start = ms.mutable(0)
    a[start:2] = [1, 2, 3, 4]
    return isinstance(a, list), F.is_sequence_shape_unknown(a), F.is_sequence_value_unknown(a)


def _slice_set_constant():
    a = [1, 2, 3, 4]
    a[0:2] = [7, 8, 9]
    return F.is_sequence_shape_unknown(a), F.is_sequence_value_unknown(a), a


def test_a_slice_assignment_makes_a_list_dynamic_length(graph_mode):
    # 2.10 GRAPH (measured): a dynamic-length value or a mutable bound makes the list one of
    # unknown length and values; it stays a list; a constant slice assignment changes neither
    assert FnCell(_slice_set_dynamic_value)() == (True, True, True)
    assert FnCell(_slice_set_variable_bound)() == (True, True, True)
    assert FnCell(_slice_set_constant)() == (False, False, [7, 8, 9, 3, 4])
