"""nn.Dense's construct is traced as plain Python in GRAPH_MODE (``__minicell_noconvert__``):
its branches read only Python values, and its AST conversion was ~25 ms of an MLP's first
graph call. Values and 2.10's error texts are those of PYNATIVE_MODE."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.compiler import source


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2, activation="relu")

    def construct(self, x):
        return self.d(x * 2)


def test_dense_construct_is_not_converted():
    fn = nn.Dense.construct
    assert source.convert(fn) is fn


def test_graph_dense_values():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Net()
        x = np.arange(6, dtype=np.float32).reshape(2, 3) - 2
        w, b = net.d.weight.asnumpy(), net.d.bias.asnumpy()
        np.testing.assert_allclose(net(ms.Tensor(x)).asnumpy(),
                                   np.maximum(2 * x @ w.T + b, 0), rtol=1e-6, atol=1e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_dense_width_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Net()
        with pytest.raises(ValueError, match="For 'MatMul' the input dimensions must be equal, "
                                             "but got 'x1_col': 5 and 'x2_row': 3."):
            net(ms.Tensor(np.ones((2, 5), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
