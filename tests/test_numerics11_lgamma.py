"""numerics11: lgamma at and beside its zeros as MindSpore 2.10 on CPU (/tmp/numerics11/c5.txt,
l.py: 2.10's kernel is glibc's lgammaf, exact at 1 and 2; XLA's float32 lgamma was 4.8e-7
off there). Float16 is the Float32 result rounded."""
import numpy as np

import minicell as ms
from minicell import ops
from tests.conftest import FnCell


def test_lgamma_at_and_beside_one_and_two(mode):
    x = np.array([1, 2, 0.9999999, 1.0000001, 1.9999999, 2.0000002, 0.99, 0.5, 3], np.float32)
    want = [0, 0, 6.88094843e-08, -6.88094559e-08, -5.03998159e-08, 1.00799660e-07,
            5.85480127e-03, 0.572364926, 0.693147182]
    fn = lambda t, h: (ops.lgamma(t), ops.lgamma(h))
    a, b = FnCell(fn)(
        ms.Tensor(x), ms.Tensor(np.array([1, 2, 1.999, 2.002], np.float16)))
    np.testing.assert_array_equal(a.asnumpy()[:2], [0, 0])
    np.testing.assert_allclose(a.asnumpy(), want, rtol=3e-7)
    np.testing.assert_array_equal(b.asnumpy(), np.array([0, 0, -4.1246e-04, 8.2684e-04], np.float16))
    assert a.dtype == ms.float32 and b.dtype == ms.float16


def test_lgamma_gradient_at_one_and_two_is_digamma():
    g = ms.grad(ops.lgamma)(ms.Tensor(np.array([1, 2, 0.5], np.float32))).asnumpy()
    np.testing.assert_allclose(g, [-0.5772159, 0.4227842, -1.9635109], rtol=1e-6)
