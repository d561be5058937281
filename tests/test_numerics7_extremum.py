"""numerics7: MindSpore 2.10's NaN rule for maximum/minimum and the ops built on them (clamp,
relu, relu6, hardtanh, hardshrink), values and gradients measured on 2.10 CPU in both modes
(/tmp/numerics7/m1.py, m1b.py). Its kernels compute ``x if x > y else y``: a NaN first argument
loses, a NaN second argument wins."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops
from tests.conftest import FnCell

NAN, INF = float("nan"), float("inf")
A = np.array([NAN, 1, NAN, -INF, NAN, 2, 2, 0], np.float32)
B = np.array([1, NAN, NAN, NAN, -INF, 2, 1, 0], np.float32)
C = np.array([NAN, -1, 1, 0.5, 2, -2], np.float32)


def _run(fn, *xs):
    out = FnCell(fn)(*[ms.Tensor(x) for x in xs])
    return [o.asnumpy() for o in (out if isinstance(out, tuple) else (out,))]


def _eq(got, want):
    np.testing.assert_array_equal(np.asarray(got, np.float32), np.asarray(want, np.float32))


@pytest.mark.heavy
def test_maximum_minimum_pick_as_mindspore(mode):
    fn2 = (lambda x, y: (ops.maximum(x, y), ops.minimum(x, y), mint.maximum(x, y),
                         x.minimum(y), ops.Maximum()(x, y), ops.maximum(x, 2.0),
                         ops.maximum(2.0, x)))
    got = _run(fn2, A, B)
    mx = [1, NAN, NAN, NAN, -INF, 2, 2, 0]
    mn = [1, NAN, NAN, NAN, -INF, 2, 1, 0]
    for g, w in zip(got, (mx, mn, mx, mn, mx, [2, 2, 2, 2, 2, 2, 2, 2],
                          [NAN, 2, NAN, 2, NAN, 2, 2, 2])):
        _eq(g, w)


def test_nan_first_loses_second_wins_eager():
    x, one = ms.Tensor(np.array([NAN, 1], np.float32)), ms.Tensor(np.array([1, NAN], np.float32))
    _eq(ops.maximum(x, one).asnumpy(), [1, NAN])
    _eq(ops.clamp(x, -1.0, 1.0).asnumpy(), [-1, 1])
    _eq(ops.relu(x).asnumpy(), [0, 1])
    fn7 = lambda t: ops.clamp(t, -1.0, 1.0).sum()
    _eq(ms.grad(fn7)(one).asnumpy(), [1, 0])


def test_maximum_of_signed_zeros_returns_the_second():
    z, z2 = np.array([0.0, -0.0], np.float32), np.array([-0.0, 0.0], np.float32)
    for fn in (ops.maximum, ops.minimum):
        assert np.signbit(fn(ms.Tensor(z), ms.Tensor(z2)).asnumpy()).tolist() == [True, False]


@pytest.mark.parametrize("dtype", [np.float16, np.float64])
def test_maximum_nan_rule_in_other_float_dtypes(dtype):
    a = np.array([NAN, 1, NAN, 3], dtype)
    got = ops.maximum(ms.Tensor(a), ms.Tensor(np.ones(4, dtype)))
    assert got.dtype == ms.Tensor(a).dtype
    _eq(got.asnumpy(), [1, 1, 1, 3])


@pytest.mark.heavy
def test_clamp_relu_family_map_nan_as_mindspore(mode):
    fn3 = (lambda x: (ops.clamp(x, -1.0, 1.0), ops.clamp(x, min=-1.0), ops.clamp(x, max=1.0),
                      mint.clamp(x, -1.0, 1.0), x.clip(-1.0, 1.0),
                      ops.clip_by_value(x, -1.0, 1.0), ops.relu(x), nn.ReLU()(x),
                      ops.relu6(x), nn.ReLU6()(x), ops.hardtanh(x), nn.Hardtanh()(x),
                      ops.hardshrink(x), ops.leaky_relu(x)))
    got = _run(fn3, A)
    want = ([-1, 1, -1, -1, -1, 1, 1, 0], [-1, 1, -1, -1, -1, 2, 2, 0],
            [1, 1, 1, -INF, 1, 1, 1, 0]) + ([-1, 1, -1, -1, -1, 1, 1, 0],) * 3 \
        + ([0, 1, 0, 0, 0, 2, 2, 0],) * 4 + ([-1, 1, -1, -1, -1, 1, 1, 0],) * 2 \
        + ([NAN, 1, NAN, -INF, NAN, 2, 2, 0],) * 2
    for g, w in zip(got, want):
        _eq(g, w)


def test_clamp_with_nan_bounds_and_reversed_bounds():
    x = ms.Tensor(np.array([0.5, 2, -3], np.float32))
    _eq(ops.clamp(x, NAN, 1.0).asnumpy(), [1, 1, 1])
    _eq(ops.clamp(x, -1.0, NAN).asnumpy(), [NAN] * 3)
    _eq(ops.clamp(ms.Tensor(np.array([0.5, NAN, -3], np.float32)), 1.0, -1.0).asnumpy(), [-1] * 3)
    lo, hi = np.array([NAN, 0, 0, NAN], np.float32), np.array([1, NAN, 1, 1], np.float32)
    got = ops.clamp(ms.Tensor(np.array([NAN, 1, NAN, 3], np.float32)), ms.Tensor(lo), ms.Tensor(hi))
    _eq(got.asnumpy(), [1, NAN, 0, 1])


def test_relu_float16_nan_is_zero():
    _eq(ops.relu(ms.Tensor(np.array([NAN, -2, 1], np.float16))).asnumpy(), [0, 0, 1])


@pytest.mark.heavy
def test_gradients_at_nan_and_at_ties(mode):
    def grads(x, y):
        fn4 = lambda a, b: ops.maximum(a, b).sum()
        fn5 = lambda a, b: ops.minimum(a, b).sum()
        return (ms.grad(fn4, grad_position=(0, 1))(x, y)
                + ms.grad(fn5, grad_position=(0, 1))(x, y))
    gmax_x, gmax_y, gmin_x, gmin_y = _run(grads, A, B)
    _eq(gmax_x, [1, 1, 1, 1, 1, 0.5, 1, 0.5])
    _eq(gmax_y, [1, 1, 1, 1, 1, 0.5, 0, 0.5])
    _eq(gmin_x, [1, 1, 1, 1, 1, 0.5, 0, 0.5])
    _eq(gmin_y, [1, 1, 1, 1, 1, 0.5, 1, 0.5])
    def fn6(x):
        clamp = lambda t: ops.clamp(t, -1.0, 1.0).sum()
        mint_clamp = lambda t: mint.clamp(t, -1.0, 1.0).sum()
        clip = lambda t: t.clip(-1.0, 1.0).sum()
        clip_by_value = lambda t: ops.clip_by_value(t, -1.0, 1.0).sum()
        hardtanh = lambda t: ops.hardtanh(t).sum()
        relu = lambda t: ops.relu(t).sum()
        relu6 = lambda t: ops.relu6(t).sum()
        return tuple(ms.grad(f)(x) for f in (clamp, mint_clamp, clip, clip_by_value, hardtanh,
                                              relu, relu6))
    got = _run(fn6, C)
    want = ([0, 1, 1, 1, 0, 0],) * 3 + ([1, 0.5, 0.5, 1, 0, 0],) * 2 \
        + ([0, 0, 1, 1, 1, 0], [0, 0, 1, 1, 1, 0])
    for g, w in zip(got, want):
        _eq(g, w)


@pytest.mark.heavy
def test_clamp_gradient_with_tensor_bounds():
    lo, hi = ms.Tensor(np.float32(-1)), ms.Tensor(np.float32(1))
    x = ms.Tensor(np.array([-1, 1, 0.5, 2, -2], np.float32))
    fn8 = lambda t, a, b: ops.clamp(t, a, b).sum()
    gx, glo, ghi = ms.grad(fn8, grad_position=(0, 1, 2))(x, lo, hi)
    _eq(gx.asnumpy(), [1, 1, 1, 0, 0])
    assert float(glo.asnumpy()) == 1.0 and float(ghi.asnumpy()) == 1.0
