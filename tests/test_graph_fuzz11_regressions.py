"""Focused regressions for disagreements found while fuzzing far seeds of every family (fuzz11,
seeds 1600-1800) and probing what family 11 covers (``fuzz_programs11``), each checked against
MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _TruncDiv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = Tensor(np.array([3, -4, 2, -5, 4, 6], np.int32))

    def construct(self, q):
        return ops.truncate_div(q, self.d), ops.truncate_div(q, 2), ops.TruncateDiv()(q, -3)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_integer_truncate_div_broadcasts(mode):
    """``ops.truncate_div`` of an int (2, 6) tensor by a (6,) tensor or a Python int: 2.10
    broadcasts, as every elementwise op does (values measured on 2.10); the integer kernel
    called ``lax.div``, which does not, and failed in both modes."""
    q = Tensor(np.array([[-7, -6, 5, 7, 0, -1], [3, -3, 8, -8, 1, 2]], np.int32))
    ms.set_context(mode=mode)
    try:
        by_row, by_two, by_neg = _TruncDiv()(q)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert by_row.dtype == ms.int32
    assert by_row.asnumpy().tolist() == [[-2, 1, 2, -1, 0, 0], [1, 0, 4, 1, 0, 0]]
    assert by_two.asnumpy().tolist() == [[-3, -3, 2, 3, 0, 0], [1, -1, 4, -4, 0, 1]]
    assert by_neg.asnumpy().tolist() == [[2, 2, -1, -2, 0, 0], [-1, 1, -2, 2, 0, 0]]
