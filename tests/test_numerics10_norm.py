"""numerics10: norms of empty inputs and of inf/nan as MindSpore 2.10 on CPU
(/tmp/numerics10/c1.txt, m1.ms.txt; error texts measured one case per fresh process).
2.10's +-inf vector norms and +-1/+-inf matrix norms reduce through ArgMax/MinWithValue, which
refuses any empty input (even when the reduced axis is not the empty one); its 2/-2/'nuc'
matrix norms go through Svd, which refuses an empty matrix. 2.10's sums over an empty input read
uninitialised memory (1.73, 1e-34, inf in different processes), so minicell keeps 0 there."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")
MAX_T = "ArgMaxWithValue cannot deal with empty input. Please try other inputs"
MIN_T = "ArgMinWithValue cannot deal with empty input. Please try other inputs"


def _e(*shape):
    return ms.Tensor(np.zeros(shape, np.float32))


_fn = lambda x: ops.norm(x, I)
_fn2 = lambda x: ops.norm(x, -I)
_fn3 = lambda x: ops.norm(x, I, dim=1)
_fn4 = lambda x: ops.norm(x, -I, dim=1)
_fn5 = lambda x: ops.norm(x, I)
_fn6 = lambda x: ops.norm(x, 1)
_fn7 = lambda x: ops.matrix_norm(x, -1)
_fn8 = lambda x: ops.matrix_norm(x, -I)
_fn9 = lambda x: ops.vector_norm(x, I)
_fn10 = lambda x: x.norm(I)


@pytest.mark.parametrize("fn, shape, text", [
    (_fn, (0,), MAX_T),
    (_fn2, (0,), MIN_T),
    (_fn3, (0, 3), MAX_T),      # reduced axis not the empty one
    (_fn4, (0, 3), MIN_T),
    (_fn5, (0, 3), MAX_T),              # matrix inf: row sums (0, 1)
    (_fn6, (2, 0), MAX_T),              # matrix 1: column sums (1, 0)
    (_fn7, (3, 0), MIN_T),
    (_fn8, (0, 3), MIN_T),
    (_fn9, (0,), MAX_T),
    (_fn10, (0,), MAX_T),
])
def test_inf_norms_of_empty_inputs_raise_2_10_text(mode, fn, shape, text):
    with pytest.raises(ValueError) as e:
        FnCell(fn)(_e(*shape))
    assert str(e.value) == text


_fn11 = lambda x: ops.norm(x, "nuc")
_fn12 = lambda x: ops.norm(x, 2)
_fn13 = lambda x: ops.matrix_norm(x, -2)
_fn14 = lambda x: mint.norm(x, "nuc")


@pytest.mark.parametrize("fn", [_fn11, _fn12,
                                _fn13, _fn14])
def test_svd_norms_of_empty_matrix_raise_2_10_text(mode, fn):
    with pytest.raises(RuntimeError) as e:
        FnCell(fn)(_e(0, 3))
    assert str(e.value) == "For Svd, the input can not be a empty tensor, but got: " \
                           "[const vector]{0, 3}"


@pytest.mark.heavy     # 1.8-2.5 s a mode on the loaded machine
def test_empty_norms_that_2_10_computes(mode):
    fn2 = (lambda a, b: (ops.norm(a, I), ops.matrix_norm(a, I), ops.norm(b, 2, dim=0),
                         ops.vector_norm(_e(0), -1), ops.matrix_norm(_e(2, 0, 3))))
    out = FnCell(fn2)(
        _e(2, 0), _e(0, 3))
    assert out[0].asnumpy() == 0 and out[1].asnumpy() == 0       # row sums (2, 1) are not empty
    assert out[2].asnumpy().tolist() == [0, 0, 0] and out[3].asnumpy() == I
    assert out[4].asnumpy().tolist() == [0, 0]


@pytest.mark.heavy     # 1.8-2.5 s a mode on the loaded machine
def test_vector_norms_with_inf_nan_as_2_10(mode):
    x = ms.Tensor(np.array([[1, I, 2], [1, N, 2], [N, I, 2], [I, N, 2], [0, 1, 2]], np.float32))
    fn3 = lambda v: [ops.norm(v, p, dim=1) for p in (None, 1, 3, I, -I, 0, -1, -2)]
    got = FnCell(fn3)(x)
    want = [[I, N, N, N, np.sqrt(5)], [I, N, N, N, 3], [I, N, N, N, 9 ** (1 / 3)],
            [I, 2, N, I, 2], [1, 1, N, 2, 0], [3, 3, 3, 3, 2],
            [2 / 3, N, N, N, 0], [np.sqrt(4 / 5), N, N, N, 0]]      # /tmp/numerics10/m1b.py
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)


@pytest.mark.heavy     # 1.8-2.5 s a mode on the loaded machine
def test_matrix_norms_with_nan_as_2_10(mode):
    a = ms.Tensor(np.array([[1, N], [2, 3]], np.float32))
    fn4 = lambda v: [ops.matrix_norm(v, p) for p in (I, -I, 1, -1)]
    got = FnCell(fn4)(a)
    np.testing.assert_allclose([g.asnumpy() for g in got], [N, N, 3, 3])
    fn5 = lambda v: [ops.matrix_norm(v, I) for v in v]
    got = FnCell(fn5)(
        ms.Tensor(np.array([[[N, 1], [I, 3]], [[I, 1], [N, 3]]], np.float32)))
    np.testing.assert_allclose([g.asnumpy() for g in got], [N, I])
