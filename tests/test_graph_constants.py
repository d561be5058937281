"""Constant inputs in GRAPH_MODE: Tensors captured from module scope and values the compiler's
constant folding computed at trace time reach the ops as JAX arrays, so ops that write into
them (``tensor_scatter_add``) or index them with a traced index behave as in PYNATIVE_MODE, in
the forward pass and under ``ms.grad``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

MODES = pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])

PAIRS = Tensor(np.array([[2, 1], [0, 2], [1, 0]], np.int32))


class IndexFoldedByTraced(nn.Cell):
    """``PAIRS[:, 0]`` folds to a constant; ``order`` is computed from it but indexes it."""

    def construct(self, v):
        first = PAIRS[:, 0]
        order = ops.argsort(first.astype(ms.float32) * v)
        return (v[order] * first[order].astype(ms.float32)).sum()


class ScatterIntoConstant(nn.Cell):
    def construct(self, v):
        base = -Tensor(np.ones((2, 2), np.float32))          # folded at trace time
        return (ops.tensor_scatter_add(base, Tensor([[0, 1]]), v) * 3.0).sum()


@MODES
def test_traced_index_into_folded_constant(mode):
    ms.set_context(mode=mode)
    v = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
    # first = [2, 0, 1]; first * v = [6, 0, 2] -> order [1, 2, 0]; sum v[o] * first[o] = 0 + 2 + 6
    assert IndexFoldedByTraced()(v).asnumpy() == pytest.approx(8.0)
    np.testing.assert_allclose(ms.grad(IndexFoldedByTraced())(v).asnumpy(), [2.0, 0.0, 1.0])


@MODES
def test_scatter_into_folded_constant(mode):
    ms.set_context(mode=mode)
    v = Tensor(np.array([5.0], np.float32))
    assert ScatterIntoConstant()(v).asnumpy() == pytest.approx(3.0 * (-4.0 + 5.0))
    np.testing.assert_allclose(ms.grad(ScatterIntoConstant())(v).asnumpy(), [3.0])
