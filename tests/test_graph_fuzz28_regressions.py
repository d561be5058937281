"""Regressions found by fuzz family 28 (``fuzz_programs28``), measured on MindSpore 2.10."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

X = Tensor(np.arange(12).reshape(4, 3).astype(np.float32))


class _ConstMasks(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Tensor(np.array([True, False, True, True]))

    def construct(self, x):
        return x[[True, False, True, False]], x[:, [False, True, True]] * 2, x[self.m]


def test_a_mask_known_while_compiling_stays_in_the_graph():
    """A bool mask whose value is known while compiling (a Python list of bools, a constant or
    attribute Tensor) selects a known number of positions: GRAPH_MODE compiles it (2.10's graph
    does: ``x[[True, False, True, False]]`` is rows 0 and 2, measured) where minicell ran the
    whole construct op by op with a warning that its shapes depend on values. Values as
    PYNATIVE_MODE's."""
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            out = _ConstMasks()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    x = X.asnumpy()
    want = [x[[0, 2]], x[:, [1, 2]] * 2, x[[0, 2, 3]]]
    assert len(out) == len(want)
    for o, w in zip(out, want):
        np.testing.assert_array_equal(o.asnumpy(), w)


@pytest.mark.heavy
def test_a_traced_mask_still_needs_the_values():
    class M(nn.Cell):
        def construct(self, x):
            return x[x > 4.5]

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.warns(Warning, match="shapes that depend on tensor values"):
            out = M()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(out.asnumpy(), np.arange(5, 12, dtype=np.float32))
