"""``ops.operations._grad_ops``, part 2: the gradients of slicing, convolution, resizing,
pooling, GatherD and Einsum, checked against numpy loops / hand-computed values, in both modes
where they are compiled inside a construct."""
import numpy as np
import pytest

import minicell as ms
from minicell.ops.operations import _grad_ops as G
from conftest import FnCell

T = ms.Tensor
RNG_SEED = 1           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)


def u(*shape):
    return RNG.uniform(-1, 1, shape).astype(np.float32)


def run(mode, prim, *args):
    ms.set_context(mode=mode)
    return FnCell(prim)(*args) if mode == ms.GRAPH_MODE else prim(*args)


def test_strided_slice_grad_with_masks(mode):
    dy = u(2, 3)
    # begin_mask bit 0: axis 0 from 0; end_mask bit 1: axis 1 to the end; shrink axis 2 at 1
    prim = G.StridedSliceGrad(begin_mask=1, end_mask=2, shrink_axis_mask=4)
    out = run(mode, prim, T(dy), (3, 4, 5), (1, 1, 1), (2, 3, 5), (1, 1, 1))
    expect = np.zeros((3, 4, 5), np.float32)
    expect[0:2, 1:4, 1] = dy
    np.testing.assert_array_equal(out.asnumpy(), expect)
    dy2 = np.arange(6, dtype=np.int32).reshape(3, 2)
    out = run(mode, G.StridedSliceGrad(), T(dy2), (4, 5), (-3, 0), (4, 5), (1, 3))
    expect = np.zeros((4, 5), np.int32)
    expect[1:4, 0:5:3] = dy2
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == expect.tolist()


def test_slice_grad(mode):
    dy, x = u(2, 2, 3), u(3, 4, 5)
    expect = np.zeros_like(x)
    expect[1:3, 0:2, 2:5] = dy
    out = run(mode, G.SliceGrad(), T(dy), T(x), (1, 0, 2), (2, 2, 3))
    np.testing.assert_array_equal(out.asnumpy(), expect)


def _conv_filter_grad(dout, x, kh, kw, stride, pad):
    xp = np.pad(x, ((0, 0), (0, 0), (pad[0], pad[1]), (pad[2], pad[3])))
    n, o, oh, ow = dout.shape
    g = np.zeros((o, x.shape[1], kh, kw))
    for i in range(kh):
        for j in range(kw):
            win = xp[:, :, i:i + stride * oh:stride, j:j + stride * ow:stride]
            g[:, :, i, j] = np.einsum("nohw,nchw->oc", dout, win)
    return g


@pytest.mark.parametrize("pad_mode,stride,pad", [("valid", 1, (0, 0, 0, 0)),
                                                 ("pad", 2, (1, 1, 1, 1))])
def test_conv2d_backprop_filter(mode, pad_mode, stride, pad):
    x = u(2, 3, 6, 6)
    oh = (6 + pad[0] + pad[1] - 3) // stride + 1
    dout = u(2, 4, oh, oh)
    prim = G.Conv2DBackpropFilter(4, 3, pad_mode=pad_mode, pad=pad[0], pad_list=pad,
                                  stride=(1, 1, stride, stride))
    out = run(mode, prim, T(dout), T(x), (4, 3, 3, 3))
    np.testing.assert_allclose(out.asnumpy(), _conv_filter_grad(dout, x, 3, 3, stride, pad),
                               rtol=1e-4, atol=1e-5)


def test_resize_grads_by_hand(mode):
    # align_corners bilinear 2 -> 3 along w: out = [x0, (x0 + x1) / 2, x1]
    g = np.array([[[[1.0, 2.0, 4.0]]]], np.float32)
    out = run(mode, G.ResizeBilinearGrad(align_corners=True), T(g), T(np.zeros((1, 1, 1, 2),
                                                                                np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [[[[2.0, 5.0]]]])
    # nearest 2x2 -> 4x4: each input pixel receives the sum of its 2x2 block
    g4 = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    out = run(mode, G.ResizeNearestNeighborGrad(), T(g4), (2, 2))
    np.testing.assert_array_equal(out.asnumpy(),
                                  g4.reshape(1, 1, 2, 2, 2, 2).sum((3, 5)))


def _pool_argmax(x, k, s):
    """Per-window (flat plane index) of the maximum of (N, C, H, W) x, VALID padding."""
    n, c, h, w = x.shape
    oh, ow = (h - k) // s + 1, (w - k) // s + 1
    am = np.zeros((n, c, oh, ow), np.int64)
    for i in range(oh):
        for j in range(ow):
            win = x[:, :, i * s:i * s + k, j * s:j * s + k].reshape(n, c, -1)
            a = win.argmax(-1)
            am[:, :, i, j] = (i * s + a // k) * w + j * s + a % k
    return am


def test_max_pool_grads(mode):
    x = RNG.permutation(2 * 2 * 5 * 5).reshape(2, 2, 5, 5).astype(np.float32)
    am = _pool_argmax(x, 3, 2)
    y = np.take_along_axis(x.reshape(2, 2, -1), am.reshape(2, 2, -1), -1).reshape(am.shape)
    dy, gx = u(*am.shape), u(*x.shape)
    routed = np.zeros((2, 2, 25), np.float32)
    for n in range(2):
        for c in range(2):
            np.add.at(routed[n, c], am[n, c].ravel(), dy[n, c].ravel())
    routed = routed.reshape(x.shape)
    picked = np.take_along_axis(gx.reshape(2, 2, -1), am.reshape(2, 2, -1), -1).reshape(am.shape)
    np.testing.assert_allclose(run(mode, G.MaxPoolGrad(3, 2), T(x), T(y), T(dy)).asnumpy(),
                               routed, rtol=1e-6)
    np.testing.assert_allclose(run(mode, G.MaxPoolGradGrad(3, 2), T(x), T(y), T(gx)).asnumpy(),
                               picked)
    # MaxPoolWithArgmax's indices count over a sample's (C, H, W): channel c from c * H * W
    per_sample = (am + 25 * np.arange(2).reshape(1, 2, 1, 1)).astype(np.int32)
    out = run(mode, G.MaxPoolGradWithArgmax(3, 2), T(x), T(dy), T(per_sample))
    np.testing.assert_allclose(out.asnumpy(), routed, rtol=1e-6)
    out = run(mode, G.MaxPoolGradGradWithArgmax(3, 2), T(x), T(gx), T(per_sample))
    np.testing.assert_allclose(out.asnumpy(), picked)
    # MaxPoolWithArgmaxV2's count within each plane
    out = run(mode, G.MaxPoolGradWithArgmaxV2(3, 2), T(x), T(dy), T(am))
    np.testing.assert_allclose(out.asnumpy(), routed, rtol=1e-6)


def test_gather_d_grad_accumulates_repeated_indices(mode):
    x, dout = u(2, 5), u(2, 5)
    index = np.array([[0, 0, 1, 4, 4], [2, 2, 3, 0, 1]], np.int32)
    expect = np.zeros_like(x)
    for i in range(2):
        np.add.at(expect[i], index[i], dout[i])
    out = run(mode, G.GatherDGradV2(), T(x), 1, T(index), T(dout))
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-6)


def test_einsum_grad_and_concat_offset():
    a, b, d = u(3, 2), u(2, 4), u(3, 4)
    da, db = G.EinsumGrad("ij,jk->ik")((T(a), T(b)), (T(d),))
    np.testing.assert_allclose(da.asnumpy(), d @ b.T, rtol=1e-5)
    np.testing.assert_allclose(db.asnumpy(), a.T @ d, rtol=1e-5)
    xs = (T(u(2, 1, 3)), T(u(2, 2, 3)), T(u(2, 3, 3)))
    out = G.ConcatOffset(3, 1)(xs)
    assert out.dtype == ms.int64
    assert out.asnumpy().tolist() == [[0, 0, 0], [0, 1, 0], [0, 3, 0]]


def test_bad_attributes_raise_mindspore_errors():
    with pytest.raises(ValueError, match="pad_mode"):
        G.MaxPoolGrad(2, 2, "full")
    with pytest.raises(ValueError, match="half_pixel_centers"):
        G.ResizeBilinearGrad(True, True)
    with pytest.raises(TypeError, match="begin_mask"):
        G.StridedSliceGrad(begin_mask=1.0)

