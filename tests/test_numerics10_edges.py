"""numerics10: item 4's edge values as MindSpore 2.10 on CPU (/tmp/numerics10/c4.txt, c5.txt;
*.ms.txt are 2.10's outputs)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")
X = np.array([5, -5, 5, -5, 0, -0.0, I, N, 5], np.float32)
Y = np.array([I, I, -I, -I, I, -I, I, I, N], np.float32)


@pytest.mark.heavy     # 2.3 s (pynative) on the loaded machine
def test_float_remainders_by_inf_are_nan_as_2_10(mode):
    """2.10's FloorMod/Mod/remainder/fmod kernels take x - floor(x / y) * y: 5 % inf is NaN."""
    fns = lambda a, b: (ops.remainder(a, b), ops.fmod(a, b), mint.remainder(a, b),
                        ops.floor_mod(a, b), a % b, ops.Mod()(a, b), a.fmod(b))
    for r in FnCell(fns)(ms.Tensor(X), ms.Tensor(Y)):
        assert np.isnan(r.asnumpy()).all()
    t = ops.truncate_mod(ms.Tensor(X), ms.Tensor(Y)).asnumpy()     # C's fmod: keeps x
    np.testing.assert_array_equal(t, [5, -5, 5, -5, 0, -0.0, N, N, N])
    assert np.signbit(t[5])
    for dt in (np.float16, np.float64):
        assert np.isnan(ops.remainder(ms.Tensor(np.array([5, -5], dt)),
                                      ms.Tensor(np.array([I, -I], dt))).asnumpy()).all()
    fin = ops.remainder(ms.Tensor(np.array([5, -5, I, -I, 7.5, -7.5], np.float32)), 2.0)
    np.testing.assert_array_equal(fin.asnumpy(), [1, 1, N, N, 1.5, 0.5])


def test_logit_eps_clamps_below_first_as_2_10(mode):
    """2.10's Logit kernel: x < eps -> eps, then x > 1 - eps -> 1 - eps (eps > 0.5 crosses)."""
    x = ms.Tensor(np.array([0, 1, 0.5, -1, 2], np.float32))
    fn = lambda t: (ops.logit(t, eps=0.6), t.logit(eps=0.6))
    a, b = FnCell(fn)(x)
    w = [0.4054652, -0.40546516, 0.4054652, 0.4054652, -0.40546516]
    np.testing.assert_allclose(a.asnumpy(), w, rtol=1e-6)
    np.testing.assert_allclose(b.asnumpy(), w, rtol=1e-6)


@pytest.mark.parametrize("eps, want", [
    (0.2, [0, 0, 4, 0, 0, 4.7619047, 6.25]),
    (None, [I, I, 4, N, N, 4.7619047, 6.25]),       # NaN outside [0, 1]
    (0.0, [I, I, 4, 0, 0, 4.7619047, 6.25]),
    (0.6, [0, 0, 0, 0, 0, 0, 0])])
def test_logit_gradient_is_2_10_logit_grad(mode, eps, want):
    """dout / x / (1 - x) (6.25 at 0.2, not the clipped log's 6.2499995), 0 outside
    [eps, 1 - eps]; NaN outside [0, 1] without eps."""
    x = ms.Tensor(np.array([0, 1, 0.5, -1, 2, 0.3, 0.2], np.float32))
    fn2 = lambda t: ms.grad(lambda v: ops.logit(v, eps).sum())(t)
    g = FnCell(fn2)(x)
    np.testing.assert_array_equal(g.asnumpy(), np.float32(want))
