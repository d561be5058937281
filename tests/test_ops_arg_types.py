"""Ops called with argument types MindSpore 2.10 rejects raise its TypeError, in both modes
(reductions: a non-Tensor input, a non-int axis, a non-bool keep_dims; the matmul family: a
non-Tensor operand), and the overloaded spellings 2.10 accepts work (``Tensor.sort(dim=)``)."""
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
    # compiled, the graph's signature check names the refused operand (2.10, measured)
    with pytest.raises(TypeError, match=r'Failed calling SumExt with "SumExt\(\)\(input=int, '
                                        r'dim=int, keepdim=bool' if mode == ms.PYNATIVE_MODE
                       else r'^Failed calling SumExt with "input=Int64"\.\nThe valid'):
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


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_matmul_family_rejects_non_tensor_operands(mode):
    ms.set_context(mode=mode)

    class MmNet(nn.Cell):
        def construct(self, a, b):
            return a.mm(b)

    a = Tensor(np.ones((2, 3), np.float32))
    # (2.10, measured in both modes: its mm overload's text, 'Failed calling mm with "mm(int)"'
    # and the valid 'Tensor.mm(mat2=<Tensor>)'; minicell names the MatMul primitive, in a graph
    # in the graph's form: 'Failed calling MatMul with "mat2=Int64".')
    eager = r'"MatMul\(transpose_a=bool, transpose_b=bool\)\(input=Tensor, mat2=int\)"'
    with pytest.raises(TypeError, match=r'Failed calling MatMul with ' + (
            eager if mode == ms.PYNATIVE_MODE else r'"mat2=Int64"')):
        MmNet()(a, 3)
    assert MmNet()(a, Tensor(np.ones((3, 2), np.float32))).asnumpy().tolist() == [[3.0] * 2] * 2
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(TypeError, match=r"MatMulExt\(\)\(input=Tensor, other=float\)"):
        ops.matmul(a, 2.0)
    with pytest.raises(TypeError, match=r"BatchMatMul.*\(x=Tensor, y=int\)"):
        ops.bmm(X, 3)


def test_tensor_sort_dim_and_axis_spellings():
    t = Tensor(np.array([[8, 2, 1], [5, 9, 3], [4, 6, 7]], np.float32))
    v, i = t.sort(dim=0, descending=True)
    assert v.asnumpy().tolist() == [[8, 9, 7], [5, 6, 3], [4, 2, 1]]
    assert i.asnumpy().tolist() == [[0, 1, 2], [1, 2, 1], [2, 0, 0]]
    assert t.sort(axis=0)[1].asnumpy().tolist() == [[2, 0, 0], [1, 2, 1], [0, 1, 2]]
    assert t.sort(0, stable=True)[0].asnumpy().tolist() == [[4, 2, 1], [5, 6, 3], [8, 9, 7]]
    assert t.sort()[1].asnumpy().tolist() == [[2, 1, 0], [2, 0, 1], [0, 1, 2]]
    with pytest.raises(TypeError, match='Failed calling sort with "sort\\(axis=int, dim=int\\)"'):
        t.sort(axis=0, dim=0)


def test_squeeze_axis_out_of_range_and_flatten_order():
    t = Tensor(np.arange(6.0, dtype=np.float32).reshape(1, 2, 3))
    with pytest.raises(ValueError, match=r"expected to be in range of \[-3, 3\), but got 4"):
        t.squeeze(4)
    with pytest.raises(ValueError, match="but got -4"):
        ops.squeeze(t, (0, -4))
    assert ops.squeeze(t, 1).shape == (1, 2, 3)      # an axis of another size is kept
    # order='F': column-major, as numpy's flatten(order='F')
    assert t.flatten(order="F").asnumpy().tolist() == [0.0, 3.0, 1.0, 4.0, 2.0, 5.0]
    assert ops.flatten(t, order="F").asnumpy().tolist() == [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]
    with pytest.raises(ValueError, match="'order' must be 'C' or 'F', but got 'f'"):
        t.flatten(order="f")
