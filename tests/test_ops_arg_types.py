"""Reductions called with argument types MindSpore 2.10 rejects raise its TypeError (a
non-Tensor input, a non-int axis, a non-bool keep_dims), in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))


class SumNet(nn.Cell):
    def construct(self, x, dim=None, keepdim=False):
        return ops.sum(x, dim=dim, keepdim=keepdim)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_sum_bad_argument_types(mode):
    ms.set_context(mode=mode)
    net = SumNet()
    with pytest.raises(TypeError, match=r'Failed calling SumExt with "SumExt\(\)\(input=int, '
                                        r'dim=int, keepdim=bool'):
        net(1, dim=2, keepdim=True)
    with pytest.raises(TypeError, match="dim=string"):
        net(X, dim="error", keepdim=True)
    with pytest.raises(TypeError, match="keepdim=int"):
        net(X, dim=2, keepdim=12)
    assert net(X, dim=2, keepdim=True).shape == (2, 3, 1)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_other_reductions_bad_argument_types():
    with pytest.raises(TypeError, match=r"ReduceMean\(keep_dims=bool\)\(x=Tensor, axis=float\)"):
        ops.mean(X, 1.0)
    with pytest.raises(TypeError, match=r"axis=Tuple<int, string>"):
        ops.amax(X, (1, "a"))
    with pytest.raises(TypeError, match=r"ProdExt\(\)\(input=Tensor, dim=int, keepdim=int"):
        ops.prod(X, 1, 1)
    with pytest.raises(TypeError, match=r"ReduceAll\(keep_dims=bool\)\(input=float"):
        ops.all(1.5)
    # numpy integers and lists of ints are accepted axes
    assert ops.sum(X, np.int64(1)).asnumpy().tolist() == X.asnumpy().sum(1).tolist()
    assert ops.mean(X, [0, 2]).asnumpy().tolist() == X.asnumpy().mean((0, 2)).tolist()
