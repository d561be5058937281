"""numerics9: division kernels as MindSpore 2.10 on CPU (/tmp/numerics9/m4.py, m4b.py).
Float FloorDiv is floor(x / y) (numpy's floor_divide gives -1 for -7 // inf, nan for inf // 2);
ops.div(rounding_mode='trunc') keeps -0.0; TruncateDiv of integers by 0 gives the dtype's max
for x > 0, min for x < 0, 0 for 0; TruncateMod infers only f16/32/64, int8/32 and uint8."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from tests.conftest import FnCell

N, I = float("nan"), float("inf")
X = np.array([-0.0, I, -I, 7.0, -7.0, N, 1.0, -1.0], np.float32)
Y = np.array([3, 2, 2, I, I, 1, -I, 0], np.float32)
WANT = [-0.0, I, -I, 0.0, -0.0, N, -0.0, -I]


def _same(got, want):
    got = np.asarray(got, np.float64)
    want = np.asarray(want, np.float64)
    np.testing.assert_array_equal(got, want)
    assert (np.signbit(got) == np.signbit(want)).all()


@pytest.mark.heavy      # ~0.9 s in PYNATIVE_MODE on the shared machine
def test_float_floor_and_trunc_division_as_2_10(mode):
    fn = (lambda a, b: (ops.div(a, b, rounding_mode="floor"),
                        ops.div(a, b, rounding_mode="trunc"), a // b))
    outs = FnCell(fn)(
        ms.Tensor(X), ms.Tensor(Y))
    for o in outs:
        _same(o.asnumpy(), WANT)


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.int64, np.uint8])
def test_truncate_div_integers_by_zero(dtype):
    x = np.array([5, 0, 1], dtype) if dtype == np.uint8 else np.array([5, -5, 0, 1], dtype)
    r = ops.TruncateDiv()(ms.Tensor(x), ms.Tensor(np.zeros_like(x)))
    info = np.iinfo(dtype)
    want = [info.max, 0, info.max] if dtype == np.uint8 else [info.max, info.min, 0, info.max]
    assert r.asnumpy().tolist() == want
    q = ops.TruncateDiv()(ms.Tensor(np.array([7, -7], dtype if dtype != np.uint8 else np.int8)),
                          ms.Tensor(np.array([2, 2], dtype if dtype != np.uint8 else np.int8)))
    assert q.asnumpy().tolist() == [3, -3]


@pytest.mark.parametrize("dtype, name", [(np.int16, "Int16"), (np.int64, "Int64")])
def test_truncate_mod_dtypes(dtype, name):
    with pytest.raises(TypeError) as e:
        ops.TruncateMod()(ms.Tensor(np.array([1], dtype)), ms.Tensor(np.array([1], dtype)))
    assert str(e.value).split("\n")[0] == (
        "For primitive[TruncateMod], the input argument[x] must be a type of {Tensor[Float16], "
        "Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int8], Tensor[UInt8]}, but got "
        f"Tensor[{name}].")
    r = ops.TruncateMod()(ms.Tensor(np.array([7, -7, 7, 5], np.int8)),
                          ms.Tensor(np.array([2, 2, -2, 0], np.int8)))
    assert r.asnumpy().tolist() == [1, -1, 1, 0]
