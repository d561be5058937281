"""numerics8: integer remainders by zero as MindSpore 2.10 on CPU (measured in both modes,
/tmp/numerics8/m2.py and m2n.py). 2.10 has three kernels: FloorMod (ops.floor_mod, ``%``,
``FloorMod``) gives the dtype's min for a 32/64-bit divisor of 0 and 0 for the narrower ones;
ops.remainder, Tensor.remainder, ops.fmod and Tensor.fmod return the dividend; ``Mod`` returns
the dividend where it is 0 too and FloorMod's value elsewhere. mindspore.numpy's remainder, mod
and fmod give 0."""
import numpy as np
import pytest

import minicell as ms
from minicell import numpy as mnp, ops
from tests.conftest import FnCell

X = [7, -7, 0, 5, 100]
Y = [0, 0, 0, 3, 0]


def _pair(dtype):
    x = [7, 3, 0, 5, 100] if dtype == np.uint8 else X
    return ms.Tensor(np.array(x, dtype)), ms.Tensor(np.array(Y, dtype)), x


@pytest.mark.parametrize("dtype", [np.int8, np.int32] + [pytest.param(
    d, marks=pytest.mark.heavy) for d in (np.int16, np.int64, np.uint8)])
def test_remainders_by_zero_every_spelling(dtype, mode):
    x, y, xs = _pair(dtype)
    wide = np.dtype(dtype).itemsize >= 4 and np.dtype(dtype).kind == "i"
    lo = int(np.iinfo(dtype).min)
    floor = [lo, lo, lo, 2, lo] if wide else [0, 0, 0, 2, 0]
    mod = [lo, lo, 0, 2, lo] if wide else [0, 0, 0, 2, 0]
    keep = xs[:3] + [2, xs[4]]
    fn = (lambda a, b: (ops.floor_mod(a, b), a % b, ops.FloorMod()(a, b), ops.Mod()(a, b),
                        ops.remainder(a, b), a.remainder(b), ops.fmod(a, b), a.fmod(b),
                        ops.remainder(a, 0), ops.fmod(a, 0)))
    outs = FnCell(fn)(x, y)
    got = [o.asnumpy().tolist() for o in outs]
    assert all(o.dtype == x.dtype for o in outs)
    assert got[:4] == [floor, floor, floor, mod]
    assert got[4:8] == [keep] * 4
    assert got[8:] == [xs, xs]


def test_mint_and_numpy_spellings_int32():
    x, y, xs = _pair(np.int32)
    assert ms.mint.remainder(x, y).asnumpy().tolist() == [7, -7, 0, 2, 100]
    assert ms.mint.fmod(x, y).asnumpy().tolist() == [7, -7, 0, 2, 100]
    for f in (mnp.remainder, mnp.mod, mnp.fmod):
        assert f(x, y).asnumpy().tolist() == [0, 0, 0, 2, 0]
    assert (7 % y).asnumpy().tolist() == [-2 ** 31] * 3 + [1, -2 ** 31]


def test_float_remainders_by_zero_and_mod_of_zero():
    x = ms.Tensor(np.array([7.0, -7.0, 0.0, -0.0], np.float32))
    z = ms.Tensor(np.zeros(4, np.float32))
    for f in (ops.floor_mod, ops.remainder, ops.fmod):
        assert np.isnan(f(x, z).asnumpy()).all()
    got = ops.Mod()(x, z).asnumpy()
    assert np.isnan(got[:2]).all() and got[2:].tolist() == [0.0, 0.0]
    assert np.signbit(got[3]) and not np.signbit(got[2])


def test_remainder_gradient_is_floor_mods(mode):
    from minicell import grad
    x, y = ms.Tensor(np.array([5.5, -7.25], np.float32)), ms.Tensor(np.array([2.0, 3.0], np.float32))
    fn2 = lambda a, b: ops.remainder(a, b).sum()
    gx, gy = grad(FnCell(fn2), grad_position=(0, 1))(x, y)
    assert gx.asnumpy().tolist() == [1.0, 1.0] and gy.asnumpy().tolist() == [-2.0, 3.0]
