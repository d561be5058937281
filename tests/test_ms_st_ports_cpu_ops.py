"""CPU op behaviour checked by MindSpore's own system tests (tests/st/ops/cpu, tests/st/ops),
ported as small minicell tests. Values were measured on MindSpore 2.10 (CPU) or computed with
numpy, as each test says."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _Apply(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *xs):
        return self.fn(*xs)


def test_int_block_shape_repeats_once_per_crop_pair(mode):
    # tests/st/ops/cpu/test_batchtospacend_op.py: BatchToSpaceND(2, [[0, 0], [0, 0]]) is a
    # 2x2 block (MindSpore 2.10: [[[[0, 1], [2, 3]]]] for arange(4).reshape(4, 1, 1, 1))
    x = Tensor(np.arange(4, dtype=np.float32).reshape(4, 1, 1, 1))
    out = _Apply(lambda a: ops.BatchToSpaceND(2, [[0, 0], [0, 0]])(a))(x)
    np.testing.assert_array_equal(out.asnumpy(), [[[[0, 1], [2, 3]]]])
    out = _Apply(lambda a: ops.space_to_batch_nd(a, 2, [[0, 0], [0, 0]]))(
        Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 2, 2)))
    assert out.shape == (4, 2, 1, 1)                      # MindSpore 2.10
    one = ops.BatchToSpaceND(2, [[0, 0]])(Tensor(np.arange(4, dtype=np.float32).reshape(4, 1, 1)))
    assert one.shape == (2, 1, 2)                         # MindSpore 2.10: one pair, one axis
