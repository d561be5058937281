"""Regressions found by fuzz family 26 (``fuzz_programs26``), values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

X = ms.Tensor((np.sin(np.arange(24).reshape(4, 6) * 0.7) * 1.2).astype(np.float32))


class _EarlyReturnInWhile(nn.Cell):
    """Python numbers counted in a tensor ``while`` and returned from inside it."""

    def __init__(self, bound):
        super().__init__()
        self.bound = bound

    def construct(self, x):
        f = 0.5
        i = 0
        while x.sum() < 50:
            x = x * 1.5 + 1
            f = f * 3
            i += 2
            if x.max() > self.bound:
                return x.sum(), f, i, i > 3
        return x.sum() * 0, f, i, False


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("bound, expected", [(4.0, (66.6003, 4.5, 4, True)),
                                             (100.0, (0.0, 4.5, 4, False))])
def test_numbers_returned_from_a_tensor_while_stay_numbers(mode, bound, expected):
    """2.10 returns the Python numbers (float 4.5, int 4, bool) in both modes, whether the
    ``return`` inside the loop is taken or not (measured); minicell's GRAPH_MODE gave the ones
    returned from inside the loop as 0-d Tensors (the early return's value started as zeros
    Tensors of the body's structure, losing the graph scalars' kinds)."""
    ms.set_context(mode=mode)
    try:
        s, f, i, big = _EarlyReturnInWhile(bound)(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert isinstance(s, ms.Tensor)
    np.testing.assert_allclose(s.asnumpy(), expected[0], rtol=1e-6)
    assert (type(f), type(i), type(big)) == (float, int, bool)
    assert (f, i, big) == expected[1:]
