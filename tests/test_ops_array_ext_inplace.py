"""In-place Tensor methods of the array ops (``t.scatter_``, ``t.index_fill_``, ...): the result
replaces the tensor's data (as ``t[i] = v`` does) and the tensor itself is returned, in both
modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

Z = np.zeros((2, 3), np.float32)
IDX = ms.Tensor([[2], [1]])

# name: (method call on t, expected t afterwards as numpy from Z)
_index_fill = lambda t: t.index_fill_(1, ms.Tensor([0], ms.int32), 5.0)
_masked_fill = lambda t: t.masked_fill_(t == 0, 2.0)
_scatter = lambda t: t.scatter_(1, IDX, ms.Tensor([[7.0], [8.0]]))
_scatter_add = lambda t: t.scatter_add_(1, IDX, ms.Tensor([[1.0], [1.0]]))
_index_add = (lambda t: t.index_add_(0, ms.Tensor([1], ms.int32), ms.Tensor([[1.0] * 3]),
                                     alpha=2))
_masked_scatter = (lambda t: t.masked_scatter_(ms.Tensor([[True, False, True]] * 2),
                                               ms.Tensor(np.arange(6, dtype=np.float32))))
INPLACE = {
    "index_fill_": (_index_fill,
                    [[5, 0, 0], [5, 0, 0]]),
    "masked_fill_": (_masked_fill, [[2, 2, 2], [2, 2, 2]]),
    "scatter_": (_scatter, [[0, 0, 7], [0, 8, 0]]),
    "scatter_add_": (_scatter_add,
                     [[0, 0, 1], [0, 1, 0]]),
    "index_add_": (_index_add, [[0, 0, 0], [2, 2, 2]]),
    "masked_scatter_": (_masked_scatter,
                        [[0, 0, 1], [2, 0, 3]]),
}


class _Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, t):
        return self.fn(t) * 1      # the in-place methods return the tensor itself


@pytest.mark.parametrize("name", sorted(INPLACE))
def test_in_place_methods(name, mode):
    fn, want = INPLACE[name]
    if mode == ms.PYNATIVE_MODE:
        t = ms.Tensor(Z)
        assert fn(t) is t
        np.testing.assert_array_equal(t.asnumpy(), np.asarray(want, np.float32))
    np.testing.assert_array_equal(_Call(fn)(ms.Tensor(Z)).asnumpy(), np.asarray(want, np.float32))


def test_scatter_and_index_add_write_a_plain_tensor_as_mindspore():
    """MindSpore 2.10 (measured) writes Scatter*/IndexAdd results into a plain Tensor input
    too; InplaceAdd/InplaceUpdate leave it alone."""
    from minicell import ops
    upd = ms.Tensor(np.ones((1, 3), np.float32))
    for fn in (lambda t: ops.scatter_add(t, ms.Tensor([0]), upd),
               lambda t: ops.scatter_nd_update(t, ms.Tensor([[0]]), upd),
               lambda t: ops.index_add(t, ms.Tensor([0], ms.int32), upd, 0)):
        t = ms.Tensor(Z)
        out = fn(t)
        np.testing.assert_array_equal(t.asnumpy(), out.asnumpy())
        assert t.asnumpy()[0].tolist() == [1.0, 1.0, 1.0]
    t = ms.Tensor(Z)
    ops.inplace_add(t, upd, 0)
    assert not t.asnumpy().any()


# ---- smaller ops (array_ext_misc.py): values measured on MindSpore 2.10 (CPU) -------------------
_X = np.arange(12, dtype=np.float32).reshape(3, 4)
_PAIR = (ms.Tensor([0, 1]), ms.Tensor([1, 1]))
_indexput_acc = lambda x: ms.ops.IndexPut(1)(x, ms.Tensor([5.0]), _PAIR)
_index_put = lambda x: x.index_put(_PAIR, ms.Tensor([5.0, 6.0]))
_fill_diagonal = lambda x: x.fill_diagonal(1.0)
_filldiagonal_wrap = lambda x: ms.ops.FillDiagonal(9.0, True)(ms.ops.zeros((7, 3)))
_ptp = lambda x: x.ptp(1)
_sum_to_size = lambda x: x.sum_to_size(1, 4)
_reshape_as = lambda x: x.reshape_as(x.T)
_expand = lambda x: ms.ops.Expand()(x[:, :1], ms.Tensor([3, 2]))
_fillv2 = lambda x: ms.ops.FillV2()(ms.Tensor([2, 1]), ms.Tensor(1.5))
_parallelconcat = lambda x: ms.ops.ParallelConcat()((x[:1], x[2:]))
_t = lambda x: ms.ops.t(x[:1])
_cumprod = lambda x: ms.ops.CumProd(True, True)(x[:1, 1:], 1)
_cumprod_plain = lambda x: ms.ops.CumProd()(x[:1, 1:], 1)
_embeddinglookup = (lambda x: ms.ops.EmbeddingLookup()(x[:, :2], ms.Tensor([[4, 5], [1, 2]]),
                                                      3))
_identity = lambda x: ms.ops.identity(x[0])
_histogram = lambda x: ms.ops.Histogram(4, 0.0, 4.0)(ms.Tensor([1.0, 2.0, 1.0, 3.5]))
MISC = {
    "IndexPut_acc": (_indexput_acc,
                     [[0, 6, 2, 3], [4, 10, 6, 7], [8, 9, 10, 11]]),
    "index_put": (_index_put,
                  [[0, 5, 2, 3], [4, 6, 6, 7], [8, 9, 10, 11]]),
    "fill_diagonal": (_fill_diagonal, [[1, 1, 2, 3], [4, 1, 6, 7], [8, 9, 1, 11]]),
    "FillDiagonal_wrap": (_filldiagonal_wrap,
                          [[9, 0, 0], [0, 9, 0], [0, 0, 9], [0, 0, 0], [9, 0, 0], [0, 9, 0],
                           [0, 0, 9]]),
    "ptp": (_ptp, [3, 3, 3]),
    "sum_to_size": (_sum_to_size, [[12, 15, 18, 21]]),
    "reshape_as": (_reshape_as, _X.reshape(4, 3).tolist()),
    "Expand": (_expand, [[0, 0], [4, 4], [8, 8]]),
    "FillV2": (_fillv2, [[1.5], [1.5]]),
    "ParallelConcat": (_parallelconcat, _X[[0, 2]].tolist()),
    "t": (_t, [[0], [1], [2], [3]]),
    "CumProd": (_cumprod, [[6, 3, 1]]),
    "CumProd_plain": (_cumprod_plain, [[1, 2, 6]]),
    "EmbeddingLookup": (_embeddinglookup, [[[4, 5], [8, 9]], [[0, 0], [0, 0]]]),
    "identity": (_identity, _X[0].tolist()),
    "Histogram": (_histogram,
                  [0, 2, 1, 1]),
}


@pytest.mark.parametrize("name", sorted(MISC))
def test_misc_ops(name, mode):
    fn, want = MISC[name]
    np.testing.assert_array_equal(_Call(fn)(ms.Tensor(_X)).asnumpy(),
                                  np.asarray(want, np.float32))


def test_conversions():
    from minicell import ops
    assert repr(ops.TupleToArray()((1, 2, 3))) == "Tensor(shape=[3], dtype=Int32, value= [1, 2, 3])"
    assert ops.tuple_to_array((1.0, 2.0)).dtype == ms.float32
    assert ops.ScalarToTensor()(3, ms.float16).dtype == ms.float16
    assert ops.scalar_to_tensor(3).dtype == ms.float32
    assert ops.dyn_shape(ms.Tensor(_X)).asnumpy().tolist() == [3, 4]
    vals, idx = ops.ListDiff()(ms.Tensor([1, 2, 3, 4, 2]), ms.Tensor([2, 5]))
    assert (vals.asnumpy().tolist(), idx.asnumpy().tolist(), idx.dtype) == ([1, 3, 4], [0, 2, 3],
                                                                            ms.int32)
    assert ms.Tensor([1, 2]).t().asnumpy().tolist() == [1, 2]
    t = ms.Tensor(_X)
    assert t.fill_diagonal_(0.0) is t and t.asnumpy()[1, 1] == 0
    t.index_put_(_PAIR, ms.Tensor([1.0]), True)
    assert t.asnumpy()[1, 1] == 1 and t.asnumpy()[0, 1] == 2
