"""Regressions found by fuzz family 27 (``fuzz_programs27``), measured on MindSpore 2.10."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

E = ms.Tensor(np.zeros((4, 0), np.float32))


class _MaxOfEmpty(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x[:, 2:2])


# (the call on a (4, 0) Tensor, 2.10's text), each measured in a fresh process
_fn = lambda e: ops.max(e, 0)
_fn2 = lambda e: ops.max(e, 1, keepdims=True)
_fn3 = lambda e: ops.min(e.T, 1)
_fn4 = lambda e: e.max(axis=0, keepdims=True)
_fn5 = lambda e: e.min(axis=0)
_fn6 = lambda e: ops.max(e)
_fn7 = lambda e: ops.min(e)
_EMPTY = [
    (_fn, "ArgMaxWithValue"),
    (_fn2, "ArgMaxWithValue"),
    (_fn3, "ArgMinWithValue"),
    (_fn4, "ArgMaxWithValue"),
    (_fn5, "ArgMinWithValue"),
    (_fn6, "Max"),
    (_fn7, "Min"),
]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("fn, prim", _EMPTY)
def test_max_and_min_refuse_an_empty_input(mode, fn, prim):
    """2.10 refuses an empty input to ops.max/ops.min and Tensor.max/min with an axis, also along
    the non-empty axis, in both modes: 'ArgMaxWithValue cannot deal with empty input. Please try
    other inputs' (ValueError; 'Max'/'Min' over all elements). minicell gave empty results along
    an axis (fuzz27's statements, probed alone). ops.amax of an empty Tensor stays a result, as
    2.10's ((0,) along axis 0)."""
    text = f"{prim} cannot deal with empty input. Please try other inputs"
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(ValueError, match=re.escape(text)):
            fn(E)
        return
    ms.set_context(mode=mode)
    try:
        with pytest.raises(ValueError, match=re.escape(text)):
            _MaxOfEmpty(fn)(ms.Tensor(np.ones((4, 6), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_amax_of_an_empty_tensor_along_an_axis_is_a_result():
    out = ops.amax(E, 0)
    assert out.shape == (0,) and out.dtype == ms.float32
