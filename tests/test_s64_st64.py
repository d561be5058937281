"""Session 64, st64: upstream st ops files (second half of the CPU ops/nn/mint list).

The second half ran with no gap that minicell itself causes (see the session notes); what is
here is from the probes around it, each value measured on MindSpore 2.10 (CPU).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.device_context import _settings
from minicell.device_context.cpu.op_tuning import threads_num


@pytest.fixture
def _fresh_settings(monkeypatch):
    monkeypatch.setattr(_settings, "_recorded", {})      # threads_num may be set once


@pytest.mark.parametrize("num, err, text", [
    # 2.10's type check lets bools and None through to its positive-int check, whose texts
    # these are (measured, one fresh process each)
    (True, TypeError, "The 'num' must be int and must > 0, but got 'True' with type 'bool'."),
    (False, TypeError, "The 'num' must be int and must > 0, but got 'False' with type 'bool'."),
    (None, TypeError, "The 'num' must be int, but got 'NoneType'"),
    (2.0, TypeError, "The parameter 'num' must be <class 'int'>, but got <class 'float'>"),
    (-1, ValueError, "The 'num' must be int and must > 0, but got '-1' with type 'int'."),
])
def test_threads_num_checks_in_2_10_order(_fresh_settings, num, err, text):
    with pytest.raises(err) as info:
        threads_num(num)
    assert str(info.value) == text
    assert "cpu.threads_num" not in _settings.recorded()


def test_threads_num_set_once_refuses_bools_and_none_as_repeats(_fresh_settings):
    # once set, 2.10 says "set repeatedly" before it looks at a bool or None (measured);
    # a float still fails the type check first
    threads_num(1)
    for num in (1, True, None, 0):
        with pytest.raises(RuntimeError, match="The 'threads_num' can not be set repeatedly."):
            threads_num(num)
    with pytest.raises(TypeError, match="<class 'float'>"):
        threads_num(1.5)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_isclose_uint8_as_upstream_dtype_case(mode):
    # st ops/test_ops_isclose.py::test_isclose_dtype's uint8 step (its -1 is 255 under numpy 1;
    # numpy 2 refuses the literal, so the upstream file fails on this venv, not on minicell)
    x = np.array([[1, 255, 2], [3, 2, 1]], dtype=np.uint8)
    y = np.array([[6, 255, 2], [3, 3, 2]], dtype=np.uint8)
    ms.set_context(mode=mode)
    try:
        @ms.jit
        def f(a, b):
            return ops.isclose(a, b, 1e-05, 1e-08, False)
        got = f(ms.Tensor(x), ms.Tensor(y)).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert got.tolist() == [[False, True, True], [True, False, False]]
