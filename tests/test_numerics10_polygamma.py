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
    fn = lambda t: [ops.polygamma(ms.Tensor(n, ms.int64), t) for n in (1, 2, 3)]
    got = FnCell(fn)(x)
    for n, g in zip((1, 2, 3), got):
        assert g.dtype == ms.float32
        assert g.asnumpy().tolist() == np.float32(PG[n]).tolist(), n


@pytest.mark.heavy
def test_digamma_gradient_is_2_10_polygamma_1(mode):
    """2.10's 4.934802 at 0.5 (the float32 series), not 4.934807 (JAX's derivative)."""
    fn2 = lambda t: ms.grad(lambda v: ops.digamma(v).sum())(t)
    g = FnCell(fn2)(ms.Tensor(X))
    assert g.asnumpy().tolist() == np.float32(PG[1]).tolist()


@pytest.mark.heavy
def test_polygamma_float64_float16_and_gradient():
    x64 = ops.polygamma(ms.Tensor(1, ms.int32), ms.Tensor(X[:4].astype(np.float64))).asnumpy()
    assert x64.tolist() == [4.93480220054468, 1.6449340668482266, 0.00010000500016666666,
                            9.379246644989124]
    h = ops.polygamma(ms.Tensor(1, ms.int64), ms.Tensor(X.astype(np.float16)))
    assert h.dtype == ms.float16 and h.asnumpy().astype(float).tolist() == [
        4.93359375, 1.64453125, 0.00010001659393310547, 9.3828125, I, I, 0.1478271484375, I]
    fn3 = lambda t: ops.polygamma(ms.Tensor(2, ms.int64), t).sum()
    g = ms.grad(fn3)(ms.Tensor(X[:2]))
    assert g.asnumpy().tolist() == np.float32(PG[3][:2]).tolist()      # polygamma(n + 1)


DX = np.array([5.4784674644470215, -9.208531379699707, -18.361059188842773, 16.510223388671875,
               11781.78515625, 0.0034609311260282993, -2.5, 2.5, 1e-30, 1e20, I, -I, 10.0, -0.0,
               0.0, 1e-8, -1e-8, 3e5], np.float32)
DW = [1.6067917346954346, 6.362379550933838, 4.402789115905762, 2.773390054702759,
      9.374267578125, -289.5111083984375, 1.103156566619873, 0.7031567692756653,
      -1.0000000150474662e+30, 46.051700592041016, I, np.nan, 2.2517526149749756, I, -I,
      -100000000.0, 100000000.0, 12.611536026000977]        # 2.10 CPU (/tmp/numerics10/m2d.py)


@pytest.mark.heavy
def test_digamma_values_bit_for_bit(mode):
    """2.10's CalcDigamma: recurrence to 10, logf, the asymptotic series, double reflection;
    a Float64 input gets the Float32 result widened (measured on 628 points)."""
    got = FnCell(ops.digamma)(ms.Tensor(DX)).asnumpy()
    np.testing.assert_array_equal(got, np.float32(DW))
    d = ops.digamma(ms.Tensor(DX.astype(np.float64))).asnumpy()
    assert d.dtype == np.float64 and np.array_equal(d, np.float32(DW).astype(np.float64),
                                                    equal_nan=True)
    h = ops.digamma(ms.Tensor(DX[:8].astype(np.float16))).asnumpy().astype(float).tolist()
    assert h == [1.6064453125, 6.30078125, 4.421875, 2.7734375, 9.375, -289.5, 1.103515625,
                 0.703125]
