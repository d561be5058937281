"""A Cell built inside a GRAPH_MODE construct (DeepLabv3's ASPPPooling: ``nn.AvgPool2d(size)``
made from the input's shape) sets its attributes while compiling only: the next call of the
compiled graph neither warns that ``self.pad_mode`` changed nor compiles again (minicell
recorded ``None -> 'VALID'`` as a value the graph sets and recompiled with a CompileWarning;
2.10 prints nothing, found by zoo30)."""
import warnings

import numpy as np

import minicell as ms
from minicell import nn, ops, Tensor


class _Pooling(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 1, weight_init="ones", has_bias=False)

    def construct(self, x):
        size = ops.shape(x)
        return self.conv(nn.AvgPool2d(size[2])(x))


def test_a_cell_made_in_construct_does_not_recompile_the_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _Pooling()
        x = Tensor(np.arange(48, dtype=np.float32).reshape(1, 3, 4, 4))
        first = net(x).asnumpy()
        with warnings.catch_warnings():
            warnings.simplefilter("error")      # a CompileWarning fails the call
            second = net(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # mean of each 4x4 plane (7.5, 23.5, 39.5), summed by the all-ones 1x1 conv
    np.testing.assert_allclose(first, np.full((1, 4, 1, 1), 70.5), rtol=1e-6)
    np.testing.assert_array_equal(second, first)
