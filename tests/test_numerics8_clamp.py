"""numerics8: clamp/clip with Tensor bounds holding NaN, forward and gradient, as MindSpore
2.10 on CPU (measured in both modes, /tmp/numerics8/m5.py, m5b.py). The value follows 2.10's
compare-and-pick rule (clamp(nan, 0, 1) = 0, clamp(0.5, nan, 1) = 1); the gradient goes to the
input where min <= x <= max, to min where x < min and the result is min, and to max where the
input (or the input clamped to min) is above max: a bound a NaN chose gets nothing."""
import numpy as np
import pytest

import minicell as ms
from minicell import grad, ops
from tests.conftest import FnCell

NAN = float("nan")
X = np.array([0.5, NAN, 2.0, -3.0, 0.5, 0.5, 5.0], np.float32)
LO = np.array([0.0, 0.0, NAN, 0.0, NAN, 1.0, NAN], np.float32)
HI = np.array([1.0, 1.0, 1.0, NAN, 1.0, NAN, NAN], np.float32)


def _grads(f, *args):
    pos = tuple(range(len(args)))
    fn = lambda *a: f(*a).sum()
    return [g.asnumpy().tolist() for g in grad(FnCell(fn), pos)(*args)]


@pytest.mark.parametrize("spelling", ["clamp", "clip", "method"])
def test_clamp_tensor_bounds_with_nan(spelling, mode):
    method = lambda a, b, c: a.clip(b, c)
    f = {"clamp": ops.clamp, "clip": ops.clip, "method": method}[spelling]
    x, lo, hi = ms.Tensor(X), ms.Tensor(LO), ms.Tensor(HI)
    np.testing.assert_array_equal(FnCell(f)(x, lo, hi).asnumpy(),
                                  [0.5, 0.0, 1.0, NAN, 1.0, NAN, NAN])
    assert _grads(f, x, lo, hi) == [[1, 0, 0, 0, 0, 0, 0], [0] * 7, [0, 0, 1, 0, 0, 0, 0]]


def test_clamp_one_tensor_bound_with_nan(mode):
    x, lo, hi = ms.Tensor(X), ms.Tensor(LO), ms.Tensor(HI)
    np.testing.assert_array_equal(ops.clamp(x, lo).asnumpy(), [0.5, 0.0, NAN, 0.0, NAN, 1.0, NAN])
    assert _grads(lambda a, b: ops.clamp(a, b), x, lo) == [[1, 0, 0, 0, 0, 0, 0],
                                                           [0, 0, 0, 1, 0, 1, 0]]
    assert _grads(lambda a, b: ops.clamp(a, None, b), x, hi) == [[1, 0, 0, 0, 1, 0, 0],
                                                                 [0, 0, 1, 0, 0, 0, 0]]


def test_clamp_min_above_max_and_ties(mode):
    x = ms.Tensor(np.array([0.0, 1.0, 1.5, 3.0, -1.0, NAN], np.float32))
    lo = ms.Tensor(np.array([0.0, 0.0, 2.0, 2.0, 2.0, 5.0], np.float32))
    hi = ms.Tensor(np.ones(6, np.float32))
    assert ops.clamp(x, lo, hi).asnumpy().tolist() == [0.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    assert _grads(ops.clamp, x, lo, hi) == [[1, 1, 0, 0, 0, 0], [0] * 6, [0, 0, 1, 1, 1, 1]]
