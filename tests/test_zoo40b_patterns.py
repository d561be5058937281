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


_H = (np.random.RandomState(0).randn(64) * 3).astype(np.float16)
_S = 0.35355339059327373        # BERT's 1 / sqrt(size_per_head), a Python float
_WIDE_MUL = (_H.astype(np.float32) * np.float32(_S)).astype(np.float16)
_WIDE_DIV = (_H.astype(np.float32) / np.float32(_S)).astype(np.float16)
_HALF_MUL = _H * np.float16(_S)
_HALF_DIV = _H / np.float16(_S)


def _half_scalar_cases():
    from minicell.ops import operations as P
    from minicell.ops import functional as F
    x = Tensor(_H)
    # measured on 2.10 (PYNATIVE and GRAPH): the functional / Primitive spellings keep the float
    # at float32 and round once; the operators, Tensor methods and mint.mul round it to float16
    fn = lambda: P.Mul()(_S, x)
    fn2 = lambda: P.Mul()(x, _S)
    fn3 = lambda: ms.ops.mul(x, _S)
    fn4 = lambda: ms.ops.multiply(x, _S)
    fn5 = lambda: F.tensor_mul(x, _S)
    fn6 = lambda: P.Div()(x, _S)
    fn7 = lambda: ms.ops.div(x, _S)
    fn8 = lambda: ms.ops.divide(x, _S)
    fn9 = lambda: ms.ops.true_divide(x, _S)
    fn10 = lambda: x * _S
    fn11 = lambda: _S * x
    fn12 = lambda: x.mul(_S)
    fn13 = lambda: ms.mint.mul(x, _S)
    fn14 = lambda: x / _S
    fn15 = lambda: x.div(_S)
    fn16 = lambda: P.RealDiv()(x, _S)
    fn17 = lambda: F.tensor_div(x, _S)
    fn18 = lambda: P.Mul()(np.float64(_S), x)
    return [
        (fn, _WIDE_MUL), (fn2, _WIDE_MUL),
        (fn3, _WIDE_MUL), (fn4, _WIDE_MUL),
        (fn5, _WIDE_MUL), (fn6, _WIDE_DIV),
        (fn7, _WIDE_DIV), (fn8, _WIDE_DIV),
        (fn9, _WIDE_DIV),
        (fn10, _HALF_MUL), (fn11, _HALF_MUL), (fn12, _HALF_MUL),
        (fn13, _HALF_MUL), (fn14, _HALF_DIV),
        (fn15, _HALF_DIV), (fn16, _HALF_DIV),
        (fn17, _HALF_DIV),
        (fn18, _WIDE_MUL),    # numpy's float64 is a float
    ]


@pytest.mark.parametrize("part", [slice(0, 9), slice(9, None)])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_half_tensor_python_float_mul_div(mode, part):
    assert (_WIDE_MUL != _HALF_MUL).sum() == 10 and (_WIDE_DIV != _HALF_DIV).sum() == 10
    cases = _half_scalar_cases()[part]

    class Net(nn.Cell):
        def __init__(self, fns):
            super().__init__()
            self.fns = fns

        def construct(self):
            return tuple(f() for f in self.fns)

    ms.set_context(mode=mode)
    try:
        outs = Net([f for f, _ in cases])() if mode == ms.GRAPH_MODE else [f() for f, _ in cases]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for i, (out, (_, want)) in enumerate(zip(outs, cases)):
        assert out.dtype == ms.float16, i
        np.testing.assert_array_equal(out.asnumpy(), want, err_msg=str(i))


def test_half_python_float_mul_div_grads_round_per_branch():
    from minicell.ops import operations as P
    rs = np.random.RandomState(0)
    x, d = (rs.randn(64) * 3).astype(np.float16), (rs.randn(64) * 3).astype(np.float16)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.mul, self.div = P.Mul(), P.Div()

        def construct(self, x):
            return self.mul(_S, x) + self.div(x, _S) * 2

    # measured on 2.10 (both modes): each branch's gradient rounds to float16, then they add
    f = np.float32
    want = (d.astype(f) * f(_S)).astype(np.float16) + \
        ((d * np.float16(2)).astype(f) / f(_S)).astype(np.float16)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        g = ms.ops.GradOperation(sens_param=True)(Net())(Tensor(x), Tensor(d))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(g.asnumpy(), want)
