"""Focused regressions for disagreements between GRAPH_MODE and PYNATIVE_MODE found by the
seventh random-program fuzzer (``fuzz_programs7``/``test_graph_fuzz7``), each checked against
MindSpore 2.10."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn


class _CopyTrace(nn.Cell):
    def construct(self, x):
        return x.trace() * 2.0 + x.copy().sum()


def test_tensor_copy_is_differentiable(mode):
    """``x.copy()`` stays on the gradient path in both modes (2.10: the gradient of
    ``x.copy().sum()`` is ones). PYNATIVE_MODE's copy used to drop it (a new leaf Tensor), so
    its gradient disagreed with GRAPH_MODE's."""
    x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
    assert float(_CopyTrace()(x)) == 96.0
    g = ms.grad(_CopyTrace())(x).asnumpy()
    np.testing.assert_array_equal(g, np.eye(3, 4) * 2.0 + 1.0)
    y = x.copy()
    y[0, 0] = 5.0
    assert float(x[0, 0]) == 0.0 and float(y[0, 0]) == 5.0
