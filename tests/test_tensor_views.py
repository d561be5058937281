"""PYNATIVE view semantics (``minicell.ops.views``): layout queries and write-through, as
measured on MindSpore 2.10; plus Tensor.transpose(dim0, dim1), expand_as's keyword names and
Tensor(int) range checks."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops


@pytest.fixture(autouse=True)
def _pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _x():
    return ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))


@pytest.mark.parametrize("make, contig, stride, offset", [
    (lambda x: x, True, [12, 4, 1], 0),
    (lambda x: ops.transpose(x, (1, 0, 2)), False, [4, 12, 1], 0),
    (lambda x: ops.transpose(x, (0, 1, 2)), True, [12, 4, 1], 0),
    (lambda x: x.transpose(0, 1), False, [4, 12, 1], 0),
    (lambda x: x.permute(2, 1, 0), False, [1, 4, 12], 0),
    (lambda x: x.mT, False, [12, 1, 4], 0),
    (lambda x: x.T, False, [1, 4, 12], 0),
    (lambda x: mint.transpose(x, 0, 1), False, [4, 12, 1], 0),
    (lambda x: x.narrow(2, 1, 2), False, [12, 4, 1], 1),
    (lambda x: x.narrow(0, 1, 1), True, [12, 4, 1], 12),
    (lambda x: x[0], True, [4, 1], 0),
    (lambda x: x[:, 1], False, [12, 1], 4),
    (lambda x: x[..., 1], False, [12, 4], 1),
    (lambda x: x[:, :, ::2], False, [12, 4, 2], 0),
    (lambda x: x[1:], True, [12, 4, 1], 12),
    (lambda x: x.view(6, 4), True, [4, 1], 0),
    (lambda x: x.unsqueeze(0), True, [24, 12, 4, 1], 0),
    (lambda x: ops.ones((1, 4)).broadcast_to((3, 4)), False, [0, 1], 0),
    (lambda x: x.transpose(0, 1).contiguous(), True, [8, 4, 1], 0),
    (lambda x: x.transpose(0, 1) + 1, True, [8, 4, 1], 0),
    (lambda x: x.transpose(0, 1).reshape(12, 2), True, [2, 1], 0),
    (lambda x: x.transpose(0, 1).transpose(0, 1), True, [12, 4, 1], 0),
    (lambda x: x.transpose(0, 2)[0], False, [4, 12], 0),
])
def test_layout_as_mindspore(make, contig, stride, offset):
    y = make(_x())
    assert (y.is_contiguous(), y.stride(), y.storage_offset()) == (contig, stride, offset)


def test_contiguous_copies_only_a_non_contiguous_tensor():
    x = _x()
    assert x.contiguous() is x
    y = x.transpose(0, 1)
    z = y.contiguous()
    assert z is not y and z.is_contiguous()
    np.testing.assert_array_equal(z.asnumpy(), y.asnumpy())


def test_write_to_view_reaches_its_base():
    x = ms.Tensor([[1, 2], [3, 4]])
    z = x.copy_(ms.Tensor([5, 6]))
    x[0][0] = 0                                # x[0] is a view: the write lands in x
    assert x.asnumpy().tolist() == [[0, 6], [5, 6]] == z.asnumpy().tolist()
    y = x.T
    y[0, 1] = 7
    assert x.asnumpy().tolist() == [[0, 6], [7, 6]]
    x.narrow(1, 1, 1).zero_()
    assert x.asnumpy().tolist() == [[0, 0], [7, 0]]


def test_write_to_base_reaches_views_and_siblings():
    x = ms.Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x.T
    x[0, 1] = 100
    assert y.asnumpy().ravel().tolist() == [0, 3, 100, 4, 2, 5]
    z = x[0]
    z[1] = 50
    assert y.asnumpy().ravel().tolist() == [0, 3, 50, 4, 2, 5]
    r = x.reshape(3, 2)
    r[0, 0] = -1
    assert x.asnumpy()[0, 0] == -1


def test_copies_do_not_share():
    # (2.10: x[[0, 1]] is a copy that a setitem writes back, test_zoo_round15; ms.Tensor(x.T)
    # shares x's storage there, measured)
    x = ms.Tensor([[1.0, 2.0], [3.0, 4.0]])
    for c in (x.T.contiguous(), x.T + 0):
        c[0, 0] = 9.0
    assert x.asnumpy().tolist() == [[1.0, 2.0], [3.0, 4.0]]


def test_grad_through_a_view_write():
    def f(a):
        b = a * 1.0
        b[0][0] = 0.0
        return (b * b).sum()
    g = ms.grad(f)(ms.Tensor([[1.0, 2.0], [3.0, 4.0]]))
    np.testing.assert_allclose(g.asnumpy(), [[0.0, 4.0], [6.0, 8.0]])


def test_graph_mode_values_unchanged():
    class Net(ms.nn.Cell):
        def construct(self, x):
            y = ops.transpose(x, (1, 0))
            return y * 2

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = Net()(ms.Tensor([[1.0, 2.0], [3.0, 4.0]]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.asnumpy().tolist() == [[2.0, 6.0], [4.0, 8.0]]


def test_tensor_transpose_two_ints_swaps():
    x = ms.Tensor(np.zeros((2, 3), np.float32))
    assert x.transpose(0, 1).shape == (3, 2) and x.transpose((0, 1)).shape == (2, 3)
    assert _x().transpose(0, 1).shape == (3, 2, 4) and _x().transpose(2, 0, 1).shape == (4, 2, 3)


def test_expand_as_keyword_names():
    x, y = ms.Tensor([1.0, 2.0, 3.0]), ms.Tensor(np.ones((2, 3), np.float32))
    for out in (x.expand_as(y), x.expand_as(other=y), x.expand_as(x=y)):
        assert out.asnumpy().tolist() == [[1.0, 2.0, 3.0]] * 2
    with pytest.raises(TypeError):
        x.expand_as()


def test_tensor_from_out_of_range_int():
    assert ms.Tensor(2 ** 63).dtype == ms.uint64
    assert ms.Tensor(2 ** 63, ms.int64).asnumpy() == -2 ** 63
    for v in (2 ** 64, -2 ** 63 - 1):
        with pytest.raises(RuntimeError):
            ms.Tensor(v, ms.int64)
    with pytest.raises(TypeError):
        ms.Tensor([2 ** 64])
