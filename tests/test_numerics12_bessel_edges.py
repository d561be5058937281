"""numerics12: Bessel J1 and K edge values as MindSpore 2.10 on CPU (/tmp/numerics12/bk.py, both
modes, Float16/32/64): J1(+-0) = +-0 (minicell's series gave 5.6e-17), K0/K1/K0e/K1e are inf at
+-0 and -inf, 0 at +inf (was NaN) and NaN at NaN (was inf)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

_X = [0., -0., np.inf, -np.inf, np.nan]


@pytest.mark.heavy    # five Bessel kernels x three dtypes compile (2 s)
def test_bessel_j1_and_k_edges(mode):
    fn2 = (lambda t: (ops.bessel_j1(t), ops.bessel_k0(t), ops.bessel_k0e(t),
                      ops.bessel_k1(t), ops.bessel_k1e(t)))
    fn = FnCell(fn2)
    for dt in ("float16", "float32", "float64"):
        j1, *ks = (r.asnumpy() for r in fn(ms.Tensor(np.array(_X, dt))))
        np.testing.assert_array_equal(j1[:2], [0, 0])
        np.testing.assert_array_equal(np.signbit(j1[:2]), [False, True])
        for k in ks:
            np.testing.assert_array_equal(k, np.array([np.inf, np.inf, 0, np.inf, np.nan], dt))
