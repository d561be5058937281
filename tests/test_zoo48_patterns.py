"""Model-zoo patterns found running mindspore-ai/models code against MindSpore 2.10
(session 71, zoo48).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def _gather_rows(a):
    """research/cv/frustum-pointnet's mask_to_indices_v2: a numpy float64 buffer (np.zeros)
    filled from the tensor's values, made a float32 Tensor in the next statement."""
    out = np.zeros((2, 3))
    out[:, :] = a[:2, :3]
    return out


class _Island64(nn.Cell):
    def construct(self, x):
        pts = _gather_rows(x.asnumpy())
        pts = Tensor(pts, ms.float32)
        return pts.sum()


def test_float64_island_output_on_a_pending_input():
    # the zoo's FpointWithLoss in GRAPH_MODE: its call waited for parameters an earlier step was
    # still computing, so XLA ran it (and the island's callback) on a thread of its own, where
    # JAX turned the float64 result to float32 and raised 'Incorrect output dtype' (2.10 runs)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _Island64()
    a = Tensor(np.full((1024, 1024), 0.001, np.float32))
    np.testing.assert_allclose(net(a).asnumpy(), 0.006, rtol=1e-6)
    for _ in range(2):
        y = ops.matmul(ops.matmul(a, a), a)      # still being computed when net(y) starts
        out = net(y)
        assert out.dtype == ms.float32
        np.testing.assert_allclose(out.asnumpy(), 0.006291456, rtol=1e-5)
