"""The composite nn ops of ``rows_nn`` (pooling, shuffles, blocks, padding, resize, Primitive
classes) against numpy references or values printed by MindSpore 2.10, in both modes, with
gradients checked against central finite differences."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from conftest import FnCell as _Fn

_R = np.random.default_rng(3)


def f32(*shape, lo=-2.0, hi=2.0):
    return _R.uniform(lo, hi, shape).astype(np.float32)


def _run(fn, *args):
    return _Fn(fn)(*[ms.Tensor(a) for a in args])


def _fd_grad(fn, x, cot, eps=1e-3):
    """d sum(fn(x) * cot) / dx by central differences (x float64, fn a numpy function)."""
    g = np.zeros_like(x)
    for i in np.ndindex(*x.shape):
        d = np.zeros_like(x)
        d[i] = eps
        g[i] = ((fn(x + d) - fn(x - d)) * cot).sum() / (2 * eps)
    return g


def _check(fn, ref, x, *rest, rtol=1e-4, atol=1e-5, grad=True):
    """``fn(x, *rest)`` (minicell) vs ``ref`` (numpy, same args), and its x-gradient vs finite
    differences of ``ref`` in float64."""
    want = ref(x.astype(np.float64), *rest)
    got = _run(fn, x, *rest)
    np.testing.assert_allclose(got.asnumpy(), want, rtol=rtol, atol=atol)
    if not grad:
        return
    cot = _R.standard_normal(want.shape).astype(np.float32)
    fn2 = lambda a, *r: ops.sum(fn(a, *r) * ms.Tensor(cot))
    g = ms.grad(_Fn(fn2))(
        ms.Tensor(x), *[ms.Tensor(r) for r in rest])
    want_g = _fd_grad(lambda a: ref(a, *rest), x.astype(np.float64), cot)
    np.testing.assert_allclose(g.asnumpy(), want_g, rtol=1e-2, atol=1e-3)


def _pool_ref(x, k, s, kind, nd):
    sp = x.shape[-nd:]
    out_sp = [(sp[i] - k[i]) // s[i] + 1 for i in range(nd)]
    out = np.zeros(x.shape[:-nd] + tuple(out_sp))
    for o in np.ndindex(*out_sp):
        win = x[(Ellipsis,) + tuple(slice(o[i] * s[i], o[i] * s[i] + k[i]) for i in range(nd))]
        win = win.reshape(x.shape[:-nd] + (-1,))
        out[(Ellipsis,) + o] = win.max(-1) if kind == "max" else \
            win.mean(-1) if kind == "avg" else (win ** 2).sum(-1) ** 0.5
    return out


X5 = f32(1, 2, 4, 5, 4)
X4 = f32(2, 3, 4, 6)


# ---- pooling ----------------------------------------------------------------------------------
def test_pool3d(mode):
    fn3 = lambda a: ops.max_pool3d(a, 2, 2)
    _check(fn3, lambda a: _pool_ref(a, (2, 2, 2), (2, 2, 2),
                                                                  "max", 3), X5)
    fn4 = lambda a: ops.avg_pool3d(a, (2, 3, 2), (1, 2, 2))
    _check(fn4,
           lambda a: _pool_ref(a, (2, 3, 2), (1, 2, 2), "avg", 3), X5)
    fn5 = lambda a: ops.AvgPool3D(2, 2)(a)
    _check(fn5, lambda a: _pool_ref(a, (2,) * 3, (2,) * 3, "avg", 3),
           X5)
    fn6 = lambda a: ops.MaxPool3D(2, 1)(a)
    _check(fn6, lambda a: _pool_ref(a, (2,) * 3, (1,) * 3, "max", 3),
           X5)


def test_lp_pool(mode):
    fn7 = lambda a: ops.lp_pool2d(a, 2, (2, 3), 2)
    _check(fn7,
           lambda a: _pool_ref(a, (2, 3), (2, 2), "lp", 2), np.abs(X4) + 0.1)
    fn8 = lambda a: ops.lp_pool1d(a, 2, 3, 2)
    _check(fn8, lambda a: _pool_ref(a, (3,), (2,), "lp", 1),
           np.abs(X4[0]) + 0.1)
    # values printed by MindSpore 2.10 (p=1 keeps the sign; ceil_mode averages the real cells)
    x = np.arange(8, dtype=np.float32).reshape(1, 1, 8) - 3
    fn9 = lambda a: ops.lp_pool1d(a, 1, 3, 2)
    np.testing.assert_allclose(_run(fn9, x).asnumpy(),
                               [[[-6.0, 0.0, 6.0]]])
    fn10 = lambda a: ops.lp_pool1d(a, 3, 3, 2, ceil_mode=True)
    got = _run(fn10, x).asnumpy()
    np.testing.assert_allclose(got[..., 1:], [[[0.0, 3.3019273, 5.148858]]], rtol=1e-5)
    assert np.isnan(got[0, 0, 0])


def test_adaptive_pools(mode):
    x = f32(1, 2, 6, 4, 5)
    fn11 = lambda a: ops.adaptive_avg_pool3d(a, (3, 2, 5))
    _check(fn11,
           lambda a: a.reshape(1, 2, 3, 2, 2, 2, 5).mean((3, 5)), x)
    fn12 = lambda a: ops.adaptive_max_pool1d(a, 2)
    _check(fn12,        # 3-d only (2.10's ValueError else)
           lambda a: a.reshape(2, 12, 2, 3).max(-1), X4.reshape(2, 12, 6))
    fn13 = lambda a: ops.adaptive_max_pool3d(a, 2, True)
    out, idx = _run(fn13, x)
    flat = x.reshape(1, 2, -1)
    np.testing.assert_array_equal(np.take_along_axis(flat, idx.asnumpy().reshape(1, 2, -1), -1),
                                  out.asnumpy().reshape(1, 2, -1))
    fn14 = lambda a: ops.AdaptiveMaxPool3D()(a, ms.Tensor([2, 2, 2], ms.int32))
    out, idx = _run(fn14,
                    np.arange(27, dtype=np.float32).reshape(1, 1, 3, 3, 3) ** 1.5)
    assert idx.dtype == ms.int32    # MindSpore 2.10's values
    np.testing.assert_array_equal(idx.asnumpy().ravel(), [13, 14, 16, 17, 22, 23, 25, 26])
    fn15 = lambda a: ops.AdaptiveAvgPool2D((2, 3))(a)
    np.testing.assert_allclose(_run(fn15, X4).asnumpy(),
                               X4.reshape(2, 3, 2, 2, 3, 2).mean((3, 5)), rtol=1e-5)
    with pytest.raises(ValueError, match="divisible"):
        ops.adaptive_max_pool1d(ms.Tensor(f32(1, 1, 8)), 3)


@pytest.mark.parametrize("shape", [(0, 3, 3, 4), (1, 2, 0, 3, 4)], ids=["batch", "depth"])
def test_adaptive_max_pool3d_of_an_empty_input_is_a_runtime_error(mode, shape):
    """MindSpore 2.10 raises RuntimeError in both modes (a max over nothing has no value)."""
    x = np.zeros(shape, np.float32)
    with pytest.raises(RuntimeError, match="dimension of size 0"):
        fn16 = lambda a: nn.AdaptiveMaxPool3d([1, 1, 2])(a)
        _run(fn16, x)
    with pytest.raises(RuntimeError, match="dimension of size 0"):
        fn17 = lambda a: ops.AdaptiveMaxPool3D()(a, ms.Tensor([1, 1, 2], ms.int32))
        _run(fn17, x)


def test_pool_indices_and_unpool(mode):
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    fn18 = lambda a: ops.max_pool2d(a, 2, return_indices=True)
    out, idx = _run(fn18, x)
    assert idx.dtype == ms.int64
    np.testing.assert_array_equal(idx.asnumpy().ravel(), [5, 7, 13, 15])
    fn19 = lambda a: ops.MaxPoolWithArgmax(2, 2)(a)
    out1, idx1 = _run(fn19, x)
    assert idx1.dtype == ms.int32 and out1.shape == (1, 1, 2, 2)
    x2 = np.arange(64, dtype=np.float32).reshape(2, 2, 4, 4)     # per sample over (C, H, W)
    fn20 = lambda a: ops.MaxPoolWithArgmax(2, 2)(a)
    _, idx1 = _run(fn20, x2)
    np.testing.assert_array_equal(idx1.asnumpy().ravel(), [5, 7, 13, 15, 21, 23, 29, 31] * 2)
    fn21 = lambda a: ops.MaxPoolWithArgmaxV2(2, 2)(a)
    _, idx2 = _run(fn21, x2)       # within each plane
    np.testing.assert_array_equal(idx2.asnumpy().ravel(), [5, 7, 13, 15] * 4)
    fn22 = lambda a: ops.MaxPoolWithArgmaxV2(2, 2)(a)
    out2, idx2 = _run(fn22, x)
    assert idx2.dtype == ms.int64
    fn23 = lambda a: ops.MaxPool3DWithArgmax(2, 2, 0)(a)
    _, idx3 = _run(fn23, X5)
    v3 = ops.max_pool3d(ms.Tensor(X5), 2, 2).asnumpy()
    np.testing.assert_array_equal(np.take_along_axis(X5.reshape(1, 2, -1),
                                                     idx3.asnumpy().reshape(1, 2, -1), -1),
                                  v3.reshape(1, 2, -1))
    fn24 = lambda a: ops.AdaptiveMaxPool2D((2, 2))(a)
    _, ia = _run(fn24, x)
    np.testing.assert_array_equal(ia.asnumpy().ravel(), [5, 7, 13, 15])
    want = np.zeros(16, np.float32)
    want[[5, 7, 13, 15]] = [5, 7, 13, 15]
    unpool = nn.MaxUnpool2d(2)
    fn25 = lambda a, i: ops.max_unpool2d(a, i, 2)
    fn26 = lambda a, i: ops.MaxUnpool2D(2, 2)(a, i)
    for fn in (fn25,
               fn26, unpool):
        got = (fn if fn is unpool else _Fn(fn))(out, idx).asnumpy()
        np.testing.assert_array_equal(got.ravel(), want)
    fn27 = lambda a, i: ops.sum(ops.max_unpool2d(a, i, 2) * ms.Tensor(x))
    g = ms.grad(_Fn(fn27))(out, idx)
    np.testing.assert_array_equal(g.asnumpy().ravel(), [5, 7, 13, 15])
    fn28 = lambda a, i: ops.max_unpool1d(a, i, 2, output_size=(7,))
    y1 = _Fn(fn28)(
        ms.Tensor([[[3.0, 4.0]]]), ms.Tensor(np.array([[[1, 6]]], np.int64)))
    np.testing.assert_array_equal(y1.asnumpy().ravel(), [0, 3, 0, 0, 0, 0, 4])


# ---- shuffles, blocks, padding ----------------------------------------------------------------
def _pixel_shuffle_ref(x, r):
    n, c, h, w = x.shape
    return x.reshape(n, c // r // r, r, r, h, w).transpose(0, 1, 4, 2, 5, 3).reshape(
        n, c // r // r, h * r, w * r)


def test_shuffles(mode):
    x = f32(2, 8, 3, 2)
    fn29 = lambda a: ops.pixel_shuffle(a, 2)
    _check(fn29, lambda a: _pixel_shuffle_ref(a, 2), x)
    y = _pixel_shuffle_ref(x, 2)
    fn30 = lambda a: ops.pixel_unshuffle(a, 2)
    np.testing.assert_array_equal(_run(fn30, y).asnumpy(), x)
    # MindSpore 2.10: channel_shuffle(arange(6), 2) -> [0, 3, 1, 4, 2, 5]
    z = np.arange(6, dtype=np.float32).reshape(1, 6, 1, 1)
    fn31 = lambda a: ops.ChannelShuffle(2)(a)
    np.testing.assert_array_equal(_run(fn31, z).asnumpy().ravel(),
                                  [0, 3, 1, 4, 2, 5])
    with pytest.raises(TypeError, match="> 3 dims"):
        ops.channel_shuffle(ms.Tensor(z[..., 0]), 2)
    with pytest.raises(ValueError, match="upscale_factor"):
        ops.pixel_shuffle(ms.Tensor(f32(1, 3, 2, 2)), 2)


def _unfold_ref(x, k, s):
    n, c, h, w = x.shape
    oh, ow = (h - k) // s + 1, (w - k) // s + 1
    out = np.zeros((n, c, k, k, oh * ow))
    for i in range(k):
        for j in range(k):
            out[:, :, i, j] = x[:, :, i:i + s * (oh - 1) + 1:s, j:j + s * (ow - 1) + 1:s].reshape(
                n, c, -1)
    return out.reshape(n, c * k * k, oh * ow)


def test_unfold_fold(mode):
    x = f32(2, 3, 4, 5)
    fn32 = lambda a: ops.unfold(a, 2, stride=1)
    _check(fn32, lambda a: _unfold_ref(a, 2, 1), x)
    # fold is unfold's adjoint: <unfold(x), y> == <x, fold(y)>
    y = f32(2, 12, 12)
    fn33 = lambda a: ops.fold(a, ms.Tensor([4, 5], ms.int32), 2)
    fy = _run(fn33, y).asnumpy()
    np.testing.assert_allclose((_unfold_ref(x, 2, 1) * y).sum(), (x * fy).sum(), rtol=1e-4)
    fn34 = lambda a: ops.Im2Col(2, strides=2)(a)
    cols = _run(fn34, x[..., :4])
    assert cols.shape == (2, 3, 4, 4)
    fn35 = lambda c: ops.col2im(c, ms.Tensor([4, 4], ms.int32), 2, 1, 0, 2)
    back = _Fn(fn35)(cols)
    np.testing.assert_allclose(back.asnumpy(), x[..., :4], rtol=1e-6)   # disjoint blocks
    fn36 = lambda c: ops.Col2Im(2, stride=2)(c, (4, 4))
    back2 = _Fn(fn36)(cols)
    np.testing.assert_allclose(back2.asnumpy(), x[..., :4], rtol=1e-6)


def test_pad_primitives(mode):
    x = f32(2, 3)
    pads = ((1, 1), (2, 2))
    for m in ("REFLECT", "SYMMETRIC"):
        fn37 = lambda a, m=m: ops.mirror_pad(a, pads, m)
        _check(fn37,
               lambda a, m=m: np.pad(a, pads, "reflect" if m == "REFLECT" else "symmetric"), x)
    fn38 = lambda a: ops.MirrorPad("SYMMETRIC")(a, ms.Tensor([[1, 1], [2, 2]]))
    got = _run(fn38,
               np.arange(6, dtype=np.float32).reshape(2, 3))
    np.testing.assert_array_equal(got.asnumpy()[0], [1, 0, 0, 1, 2, 2, 1])   # MindSpore's
    fn39 = lambda a: ops.Pad(((1, 0), (0, 2)))(a)
    _check(fn39, lambda a: np.pad(a, ((1, 0), (0, 2))), x)
    fn40 = lambda a: ops.PadV3()(a, ms.Tensor([1, 2]), ms.Tensor(5.0))
    got = _run(fn40,
               np.arange(6, dtype=np.float32).reshape(1, 2, 3))
    np.testing.assert_array_equal(got.asnumpy(), [[[5, 0, 1, 2, 5, 5], [5, 3, 4, 5, 5, 5]]])
    fn41 = lambda a: ops.PadV3("edge")(a, (1, 2, 0, 1))
    _check(fn41,
           lambda a: np.pad(a, ((0, 0), (0, 1), (1, 2)), "edge"), f32(1, 2, 3))
    with pytest.raises(ValueError, match="mode"):
        ops.mirror_pad(ms.Tensor(x), pads, "EDGE")


def test_fractional_max_pool(mode):
    # MindSpore 2.10's indices for these samples
    x = np.arange(49, dtype=np.float32).reshape(1, 1, 7, 7) ** 1.1
    s = np.array([[[0.3, 0.8]]], np.float32)
    fn42 = lambda a, r: ops.fractional_max_pool2d(a, 2, (3, 4), None, True, r)
    out, idx = _run(fn42, x, s)
    np.testing.assert_array_equal(idx.asnumpy().ravel(), [8, 10, 11, 13, 22, 24, 25, 27, 43, 45,
                                                          46, 48])
    np.testing.assert_allclose(out.asnumpy().ravel(), x.ravel()[idx.asnumpy().ravel()])
    x3 = np.arange(210, dtype=np.float32).reshape(1, 1, 5, 6, 7) ** 1.1
    s3 = np.array([[[0.3, 0.8, 0.5]]], np.float32)
    fn43 = lambda a, r: ops.fractional_max_pool3d(a, 2, (2, 3, 4), None, True, r)
    _, i3 = _run(fn43, x3, s3)
    np.testing.assert_array_equal(i3.asnumpy().ravel()[:8], [50, 52, 54, 55, 64, 66, 68, 69])
    fn44 = lambda a, r: ops.FractionalMaxPoolWithFixedKsize(2, (3, 4))(a, r)
    _, i2 = _run(fn44, x, s)
    np.testing.assert_array_equal(i2.asnumpy(), idx.asnumpy())
    fn45 = lambda a, r: ops.FractionalMaxPool3DWithFixedKsize(2, (2, 3, 4))(a, r)
    _, i4 = _run(fn45, x3, s3)
    np.testing.assert_array_equal(i4.asnumpy(), i3.asnumpy())
    net = nn.FractionalMaxPool2d(3, output_ratio=0.5, _random_samples=ms.Tensor(s))
    assert net(ms.Tensor(x)).shape == (1, 1, 3, 3)
    ms.set_seed(2)
    assert nn.FractionalMaxPool3d(2, (2, 3, 4))(ms.Tensor(x3)).shape == (1, 1, 2, 3, 4)
    pool = nn.FractionalMaxPool2d(2)        # 2.10 checks output_size/output_ratio at the call
    with pytest.raises(ValueError, match="output_size"):
        pool(ms.Tensor(x))
