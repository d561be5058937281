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
