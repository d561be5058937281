"""numerics10: polygamma and digamma's gradient as MindSpore 2.10's CPU Polygamma kernel
(runtime/primitives/polygamma_kernel.py): a float32 Cephes Hurwitz zeta times n! in double.
Values measured on 2.10 (/tmp/numerics10/m2.py, m2g.py; m2r.py: 617 random points, n = 1-3,
Float32 and Float64, and the digamma gradient, all bit for bit)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

I = float("inf")
X = np.array([0.5, 1.0, 1e4, -1.5, 0.0, -2.0, 7.25, 1e-3], np.float32)
# 2.10 CPU, float32 (bits: compared with ==)
PG = {1: [4.934802055358887, 1.644934058189392, 0.00010000500333262607, 9.379247665405273, I, I,
          0.1478792428970337, 1000001.5],
      2: [-16.828794479370117, -2.404114007949829, -1.0001000916304292e-08, -0.23620443046092987,
          -I, -I, -0.021828951314091682, -1999999744.0],
      3: [97.40910339355469, 6.493940353393555, 2.0003000991697384e-12, 194.5942840576172, I, I,
          0.006433037109673023, 5999999057920.0]}


@pytest.mark.heavy     # 1.5-6 s a case on the loaded machine (the kernel's compile)
def test_polygamma_orders_1_to_3_bit_for_bit(mode):
    x = ms.Tensor(X)
    got = FnCell(lambda t: [ops.polygamma(ms.Tensor(n, ms.int64), t) for n in (1, 2, 3)])(x)
    for n, g in zip((1, 2, 3), got):
        assert g.dtype == ms.float32
        assert g.asnumpy().tolist() == np.float32(PG[n]).tolist(), n


@pytest.mark.heavy
def test_digamma_gradient_is_2_10_polygamma_1(mode):
    """2.10's 4.934802 at 0.5 (the float32 series), not 4.934807 (JAX's derivative)."""
    g = FnCell(lambda t: ms.grad(lambda v: ops.digamma(v).sum())(t))(ms.Tensor(X))
    assert g.asnumpy().tolist() == np.float32(PG[1]).tolist()


@pytest.mark.heavy
def test_polygamma_float64_float16_and_gradient():
    x64 = ops.polygamma(ms.Tensor(1, ms.int32), ms.Tensor(X[:4].astype(np.float64))).asnumpy()
    assert x64.tolist() == [4.93480220054468, 1.6449340668482266, 0.00010000500016666666,
                            9.379246644989124]
    h = ops.polygamma(ms.Tensor(1, ms.int64), ms.Tensor(X.astype(np.float16)))
    assert h.dtype == ms.float16 and h.asnumpy().astype(float).tolist() == [
        4.93359375, 1.64453125, 0.00010001659393310547, 9.3828125, I, I, 0.1478271484375, I]
    g = ms.grad(lambda t: ops.polygamma(ms.Tensor(2, ms.int64), t).sum())(ms.Tensor(X[:2]))
    assert g.asnumpy().tolist() == np.float32(PG[3][:2]).tolist()      # polygamma(n + 1)
