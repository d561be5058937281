"""numerics11: softmax of all -inf rows as MindSpore 2.10 on CPU (/tmp/numerics11/c1.txt,
c2.txt, g2.py; *.ms.txt are 2.10's outputs). nnacl's float32 last-axis kernel starts a row's
max at -FLT_MAX, so an all -inf row's exponentials are all 0 and the row stays 0 (gradient 0);
float16, float64 and other axes give NaN there, log_softmax NaN."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")
P = [0.09003057, 0.2447282, 0.6652413]      # 2.10's softmax([1, 2, 3])


def f32(rows):
    return ms.Tensor(np.array(rows, np.float32))


@pytest.mark.parametrize("width", [3, 9, 200])      # nnacl's exact path (<= 128) and XLA's
def test_all_neg_inf_row_is_zero_float32_last_axis(mode, width):
    x = np.ones((3, width), np.float32)
    x[1] = -I
    x[2, :2] = N if width == 3 else -I       # [nan, nan, 1]: 2.10 NaN rule unchanged
    fns = lambda t: (ops.softmax(t), nn.Softmax()(t), mint.nn.functional.softmax(t, -1),
                     mint.softmax(t, -1))
    for r in FnCell(fns)(ms.Tensor(x)):
        r = r.asnumpy()
        np.testing.assert_allclose(r[0], np.full(width, 1 / width, np.float32), rtol=1e-6)
        np.testing.assert_array_equal(r[1], np.zeros(width, np.float32))
        if width == 3:
            np.testing.assert_array_equal(r[2], [N, N, 0])
        else:
            np.testing.assert_allclose(r[2], [0, 0] + [1 / (width - 2)] * (width - 2), rtol=1e-6)


def test_neg_inf_rows_with_nan_and_inf_as_2_10(mode):
    fn = lambda t: ops.softmax(t)
    r = FnCell(fn)(f32([[-I, -I, -I, N], [-I, -I, I, -I], [-I, 1, 0, -I]]))
    np.testing.assert_array_equal(r.asnumpy()[:2], [[0, 0, 0, N], [0, 0, N, 0]])
    np.testing.assert_allclose(r.asnumpy()[2], [0, 0.7310589, 0.26894107, 0], rtol=1e-6)
    np.testing.assert_array_equal(ops.softmax(f32([-I])).asnumpy(), [0])


@pytest.mark.heavy     # 0.8 s (pynative) on the loaded machine
def test_all_neg_inf_gradient_is_zero(mode):
    w = f32([1, 2, 3])
    fn2 = lambda t: ms.grad(lambda v: (ops.softmax(v) * w).sum())(t)
    g = FnCell(fn2)(f32([-I, -I, -I]))
    np.testing.assert_array_equal(g.asnumpy(), [0, 0, 0])


@pytest.mark.heavy     # 0.9 s (pynative) on the loaded machine
def test_all_neg_inf_is_nan_off_the_float32_last_axis(mode):
    """2.10: NaN for float16/float64, for axis 0, and for log_softmax; [inf, inf, 0] -> NaN."""
    fns = lambda a, b, c: (ops.softmax(a), ops.softmax(b), ops.softmax(c, 0), ops.log_softmax(c, 0),
                           ops.log_softmax(c[:, 0]))
    x16 = ms.Tensor(np.array([-I, -I, -I], np.float16))
    x64 = ms.Tensor(np.array([-I, -I, -I], np.float64))
    c = f32([[-I, 1], [-I, 2], [-I, 3]])
    a, b, s0, l0, l32 = FnCell(fns)(x16, x64, c)
    for r in (a, b, l32):
        assert np.isnan(r.asnumpy()).all()
    np.testing.assert_allclose(s0.asnumpy(), [[N, P[0]], [N, P[1]], [N, P[2]]], rtol=2e-6)
    assert np.isnan(l0.asnumpy()[:, 0]).all()
    np.testing.assert_array_equal(ops.softmax(f32([I, I, 0])).asnumpy(), [N, N, 0])
    np.testing.assert_array_equal(ops.log_softmax(f32([I, I, 0])).asnumpy(), [N, N, -I])
