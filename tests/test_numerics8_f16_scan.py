"""numerics8: float16 cumsum/cumprod round at every step as MindSpore 2.10's CPU kernels do
(measured, /tmp/numerics8/m4.py: 4096 x 0.1 sums to 256.0, 100 x 1.01 multiplies to
2.638671875); float16 sum/mean and matmul (float32 accumulation: 409.5) already matched."""
import numpy as np

import minicell as ms
from minicell import ops
from tests.conftest import FnCell


def test_float16_cumsum_and_cumprod_step_by_step(mode):
    fn = lambda a, b: (ops.cumsum(a, 0), ops.cumprod(b, 0))
    s, p = FnCell(fn)(
        ms.Tensor(np.full(4096, 0.1, np.float16)), ms.Tensor(np.full(100, 1.01, np.float16)))
    assert s.dtype == ms.float16 and s.asnumpy()[-1] == 256.0
    assert p.asnumpy()[-1] == np.float16(2.638671875)
    ref = np.cumsum(np.full(4096, 0.1, np.float16).astype(np.float64))   # XLA-like: 408.25
    assert abs(ref[-1] - 256.0) > 100


def test_float16_scan_keeps_signs_nan_and_gradients():
    x = ms.Tensor(np.array([[-0.0, 1.5], [2.25, np.nan]], np.float16))
    got = ops.cumsum(x, 1).asnumpy()
    assert np.signbit(got[0, 0]) and got[0, 1] == 1.5 and np.isnan(got[1, 1])
    rev = ops.CumSum(exclusive=True, reverse=True)(ms.Tensor(np.array([1, 2, 3], np.float16)), 0)
    assert rev.asnumpy().tolist() == [5.0, 3.0, 0.0]
    a = ms.Tensor(np.array([1, 2, 3], np.float16))
    assert ms.grad(lambda t: ops.cumprod(t, 0).sum())(a).asnumpy().tolist() == [9.0, 4.0, 2.0]
