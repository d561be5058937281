"""Model-zoo NLP / audio / recommendation / GNN patterns (helper zoo40b, session 63), values
measured on MindSpore 2.10 (CPU).

``mindspore.numpy.transpose(a, axes=None)`` takes ``axes`` by keyword (LPCNet's encoder:
``mnp.transpose(cfeat, axes=(0, 2, 1))``).
"""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, Tensor

_X = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))


@pytest.mark.parametrize("call, shape, head", [
    # measured on 2.10 (both modes): shape and the first six values
    (lambda: mnp.transpose(_X, axes=(0, 2, 1)), (2, 4, 3), [0, 4, 8, 1, 5, 9]),
    (lambda: mnp.transpose(_X, axes=[2, 0, 1]), (4, 2, 3), [0, 4, 8, 12, 16, 20]),
    (lambda: mnp.transpose(_X), (4, 3, 2), [0, 12, 4, 16, 8, 20]),
    (lambda: mnp.transpose(_X, None), (4, 3, 2), [0, 12, 4, 16, 8, 20]),
    (lambda: mnp.transpose(a=_X, axes=(1, 0, 2)), (3, 2, 4), [0, 1, 2, 3, 12, 13]),
])
def test_numpy_transpose_axes_keyword(call, shape, head):
    out = call()
    assert out.shape == shape
    assert out.asnumpy().ravel()[:6].tolist() == head


def test_numpy_transpose_axes_keyword_graph():
    class Net(nn.Cell):
        def construct(self, x):
            return mnp.transpose(x, axes=(0, 2, 1)) + 1

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = Net()(_X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.shape == (2, 4, 3)       # measured on 2.10
    assert out.asnumpy()[0, :, 0].tolist() == [1, 2, 3, 4]


def test_numpy_transpose_wrong_axes_count():
    # 2.10: ValueError "For 'Transpose', size of perm should equal to rank of x, but got 2 and 3!"
    with pytest.raises(ValueError, match="size of perm should equal to rank of x, but got 2 and 3"):
        mnp.transpose(_X, (1, 2))
