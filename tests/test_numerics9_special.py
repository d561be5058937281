"""numerics9: xlogy and digamma edge values as MindSpore 2.10 on CPU (/tmp/numerics9/m5.py,
m6.py, m7.py). 2.10's Xlogy is x * log(y) as it stands (xlogy(0, 0) = nan, not scipy's 0), in
ops.xlogy, Tensor.xlogy, mint.xlogy and Xlogy; digamma's pole at 0 is -inf (inf at -0.0)."""
import numpy as np

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")


def test_xlogy_zero_times_log_as_2_10(mode):
    x = ms.Tensor(np.array([0, 0, 0, 0, 1, 2, -1, 0], np.float32))
    y = ms.Tensor(np.array([0, N, -1, I, 0, I, 2, 2], np.float32))
    want = [N, N, N, N, -I, I, -np.log(2), 0.0]
    fn = (lambda a, b: (ops.xlogy(a, b), a.xlogy(b), mint.xlogy(a, b),
                        ops.Xlogy()(a, b)))
    for r in FnCell(fn)(x, y):
        np.testing.assert_allclose(r.asnumpy(), want, rtol=1e-6)
    h = ops.xlogy(ms.Tensor(np.array([0, 0], np.float16)), ms.Tensor(np.array([0, 2], np.float16)))
    assert h.dtype == ms.float16 and np.isnan(h.asnumpy()[0]) and h.asnumpy()[1] == 0


def test_xlogy_gradient_as_2_10():
    g = ms.grad(lambda a, b: ops.xlogy(a, b).sum(), grad_position=(0, 1))(
        ms.Tensor(np.array([0., 1., 0.], np.float32)),
        ms.Tensor(np.array([2., 2., 0.5], np.float32)))
    np.testing.assert_allclose(g[0].asnumpy(), [np.log(2), np.log(2), -np.log(2)], rtol=1e-6)
    np.testing.assert_allclose(g[1].asnumpy(), [0.0, 0.5, 0.0])


def test_digamma_poles_as_2_10(mode):
    x = ms.Tensor(np.array([0.0, -0.0, -1, -2, 1.0], np.float32))
    r = FnCell(ops.digamma)(x).asnumpy()
    assert r[:4].tolist()[:2] == [-I, I] and np.isnan(r[2:4]).all()
    np.testing.assert_allclose(r[4], -0.5772157, rtol=1e-6)
    d = ops.digamma(ms.Tensor(np.array([0.0, -1.0], np.float64))).asnumpy()
    assert d[0] == -I and np.isnan(d[1])
