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
