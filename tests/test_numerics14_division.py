"""numerics14: MindSpore 2.10's float division by zero and copysign at -0.0, and ``s / x`` for a
Python number ``s`` (measured on CPU, both modes: /tmp/numerics14/d0.txt, d1.txt, rt2.py, rt3.py).

RealDiv/Div/FloorDiv/TruncateDiv lose the zero's sign (``1 / -0.0`` is ``+inf``) and give
``-inf`` for ``nan / 0``; copysign tests ``y < 0`` (-0.0 and -nan give ``|x|``); ``s / x`` is
``s * reciprocal(x)`` (so ``1.0 / -0.0`` is ``-inf`` there and ``7.0 / x`` is rounded twice).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

_X = [1.0, -1.0, 0.0, 2.5, -3.0, np.inf, np.nan]
_BY_NEG_ZERO = [np.inf, -np.inf, np.nan, np.inf, -np.inf, np.inf, -np.inf]    # 2.10, every dtype


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("fn", [
    ops.true_divide, ops.floor_divide, ops.truncate_div, lambda x, y: x / y, lambda x, y: x // y,
    lambda x, y: ops.div(x, y, rounding_mode="trunc"), lambda x, y: ops.div(x, y, rounding_mode="floor"),
    lambda x, y: ops.RealDiv()(x, y)], ids=["true_divide", "floor_divide", "truncate_div", "truediv",
                                            "floordiv", "trunc", "floor", "RealDiv"])
def test_division_by_negative_zero(fn, dtype):
    x = ms.Tensor(np.array(_X, dtype))
    for y in (ms.Tensor(np.full(7, -0.0, dtype)), ms.Tensor(np.array([-0.0], dtype)),
              ms.Tensor(np.zeros(7, dtype))):
        out = fn(x, y)
        assert out.dtype == x.dtype
        np.testing.assert_array_equal(out.asnumpy(), np.array(_BY_NEG_ZERO, dtype))


def test_division_by_negative_zero_graph(mode):
    fn2 = lambda x, y, z: (x / y, ops.floor_divide(x, y), x / -0.0, z / y)
    fn = FnCell(fn2)
    x = ms.Tensor(np.array(_X, np.float32))
    y = ms.Tensor(np.full(7, -0.0, np.float32))
    z = ms.Tensor(np.full(7, np.nan, np.float32))
    a, b, c, d = fn(x, y, z)
    for got in (a, b, c):
        np.testing.assert_array_equal(got.asnumpy(), np.array(_BY_NEG_ZERO, np.float32))
    np.testing.assert_array_equal(d.asnumpy(), np.full(7, -np.inf, np.float32))


def test_integer_division_by_zero_unchanged():
    x = ms.Tensor(np.array([1, -1, 0], np.int32))
    y = ms.Tensor(np.zeros(3, np.int32))
    np.testing.assert_array_equal((x / y).asnumpy(), np.array([np.inf, -np.inf, np.nan], np.float32))
    assert ops.floor_divide(x, y).asnumpy().tolist() == [2147483647, -2147483648, 0]


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_copysign_tests_less_than_zero(dtype):
    x = ms.Tensor(np.array(_X, dtype))
    y = ms.Tensor(np.array([-0.0, -0.0, -0.0, -np.nan, -np.inf, -1.0, np.nan], dtype))
    want = np.array([1.0, 1.0, 0.0, 2.5, -3.0, -np.inf, np.nan], dtype)
    out = ops.copysign(x, y).asnumpy()
    np.testing.assert_array_equal(out, want)
    assert not np.signbit(out[2])
    np.testing.assert_array_equal(ops.copysign(x, -0.0).asnumpy(),
                                  np.array([1.0, 1.0, 0.0, 2.5, 3.0, np.inf, np.nan], dtype))


@pytest.mark.heavy     # four first kernels per mode
def test_python_number_over_tensor_is_a_product_of_the_reciprocal(mode):
    xs = np.linspace(0.1, 50, 2000)
    fn3 = lambda a, b, c: (7.0 / a, 3 / b, 1.0 / c)
    fn = FnCell(fn3)
    a32, b64 = xs.astype(np.float32), xs.astype(np.float64)
    c = np.array([-0.0, 0.0, np.nan, -2.0], np.float32)
    p, q, r = fn(ms.Tensor(a32), ms.Tensor(b64), ms.Tensor(c))
    assert p.dtype == ms.float32 and q.dtype == ms.float64
    want_p = np.float32(7) * (np.float32(1) / a32)
    np.testing.assert_array_equal(p.asnumpy(), want_p)
    assert (want_p != np.float32(7) / a32).sum() == 510       # not the division (2.10's count)
    np.testing.assert_array_equal(q.asnumpy(), 3.0 * (1.0 / b64))
    np.testing.assert_array_equal(r.asnumpy(), np.array([-np.inf, np.inf, np.nan, -0.5], np.float32))


def test_python_number_over_integer_tensor():
    x = np.arange(1, 200).astype(np.int32)
    out = 7 / ms.Tensor(x)
    assert out.dtype == ms.float32
    np.testing.assert_array_equal(out.asnumpy(), np.float32(7) * (np.float32(1) / x.astype(np.float32)))
    # ops.div keeps the division
    np.testing.assert_array_equal(ops.div(7.0, ms.Tensor(x.astype(np.float32))).asnumpy(),
                                  np.float32(7) / x.astype(np.float32))


@pytest.mark.parametrize("zero", [0.0, -0.0])
def test_a_constant_zero_divisor_in_a_graph(zero):
    # the divisor a compiled graph holds as a constant (XLA folds it) divides as a passed one:
    # ``t / 0.0`` and Tensor.var past its count gave -inf for positive ``t`` before
    x = ms.Tensor(np.array(_X, np.float32))
    want = np.array(_BY_NEG_ZERO, np.float32)
    fn4 = lambda t: t / zero
    np.testing.assert_array_equal(ms.jit(fn4)(x).asnumpy(), want)
    fn5 = lambda t: ops.div(t, zero)
    np.testing.assert_array_equal(ms.jit(fn5)(x).asnumpy(), want)
    np.testing.assert_array_equal((x / zero).asnumpy(), want)
    fn6 = lambda t: 1 / (t % 3.0)
    assert ms.jit(fn6)(ms.Tensor([-3.0])).asnumpy().tolist() == [np.inf]
