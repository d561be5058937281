"""``ops.operations._grad_ops``, part 3: dropout, 3-D / average pooling, padding, ROIAlign,
deformable offsets and GELU gradients, checked against numpy loops / hand-computed values in both
modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.ops.operations import _grad_ops as G
from conftest import FnCell

T = ms.Tensor
RNG_SEED = 2           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)


def u(*shape):
    return RNG.uniform(-1, 1, shape).astype(np.float32)


def run(mode, prim, *args):
    ms.set_context(mode=mode)
    return FnCell(prim)(*args) if mode == ms.GRAPH_MODE else prim(*args)


def test_dropout_grad_and_avg_pool_grad(mode):
    dy, mask = u(2, 3), (u(2, 3) > 0).astype(np.float32)
    np.testing.assert_allclose(run(mode, G.DropoutGrad(0.8), T(dy), T(mask)).asnumpy(),
                               dy * mask / 0.8, rtol=1e-6)
    x, dout = u(1, 2, 5, 5), u(1, 2, 2, 2)
    expect = np.zeros_like(x)
    for i in range(2):
        for j in range(2):
            expect[:, :, 2 * i:2 * i + 3, 2 * j:2 * j + 3] += dout[:, :, i:i + 1, j:j + 1] / 9
    out = run(mode, G.AvgPoolGrad(3, 2), T(x), T(np.zeros((1, 2, 2, 2), np.float32)), T(dout))
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-5, atol=1e-7)


def test_max_pool_3d_grads(mode):
    x = RNG.permutation(2 * 4 * 4 * 4).reshape(1, 2, 4, 4, 4).astype(np.float32)
    blocks = x.reshape(1, 2, 2, 2, 2, 2, 2, 2).transpose(0, 1, 2, 4, 6, 3, 5, 7)
    blocks = blocks.reshape(1, 2, 2, 2, 2, 8)
    y = blocks.max(-1)
    hot = (blocks == y[..., None]).astype(np.float32)      # no ties: a permutation
    g = u(1, 2, 4, 4, 4)
    gb = g.reshape(1, 2, 2, 2, 2, 2, 2, 2).transpose(0, 1, 2, 4, 6, 3, 5, 7).reshape(hot.shape)
    out = run(mode, G.MaxPool3DGradGrad(2, 2), T(x), T(y), T(g))
    np.testing.assert_allclose(out.asnumpy(), (gb * hot).sum(-1), rtol=1e-6)
    dy = u(*y.shape)
    routed = (hot * dy[..., None]).reshape(1, 2, 2, 2, 2, 2, 2, 2).transpose(0, 1, 2, 5, 3, 6,
                                                                              4, 7)
    out = run(mode, G.MaxPool3DGrad(2, 2), T(x), T(y), T(dy))
    np.testing.assert_allclose(out.asnumpy(), routed.reshape(x.shape), rtol=1e-6)


@pytest.mark.filterwarnings("ignore:.*shapes that depend on tensor values")  # Tensor paddings
def test_pad_grads_by_hand(mode):
    dy = np.arange(1, 9, dtype=np.float32).reshape(1, 2, 4)
    pads = T(np.array([1, 1], np.int64))
    # circular: padded = [x1, x0, x1, x0] -> grad x0 = dy1 + dy3, x1 = dy0 + dy2
    out = run(mode, G.PadV3Grad("circular"), T(dy), pads)
    np.testing.assert_array_equal(out.asnumpy(), [[[6, 4], [14, 12]]])
    # reflect: padded = [x1, x0, x1, x0]... for size 2 with (1, 1): same mapping
    out = run(mode, G.PadV3Grad("edge"), T(dy), pads)
    np.testing.assert_array_equal(out.asnumpy(), [[[3, 7], [11, 15]]])
    # MirrorPad SYMMETRIC (1, 1) on size 3: padded = [x0, x0, x1, x2, x2]
    d5 = np.array([[1.0, 2.0, 4.0, 8.0, 16.0]], np.float32)
    out = run(mode, G.MirrorPadGrad("SYMMETRIC"), T(d5), T(np.array([[0, 0], [1, 1]], np.int64)))
    np.testing.assert_array_equal(out.asnumpy(), [[3, 4, 24]])


def test_roi_align_grad_spreads_each_bin_over_the_features(mode):
    # bins whose sample points lie inside the map: bilinear weights of each sample sum to 1,
    # so the gradient's total per roi is the total of dy
    rois = T(np.array([[1, 1.0, 1.0, 5.0, 4.0]], np.float32))
    dy = u(1, 2, 2, 2)
    out = run(mode, G.ROIAlignGrad(2, 2, 1.0, 2), T(dy), rois, (2, 2, 8, 8)).asnumpy()
    np.testing.assert_allclose(out[1].sum((1, 2)), dy[0].sum((1, 2)), rtol=1e-5, atol=1e-6)
    assert out.shape == (2, 2, 8, 8) and np.all(out[0] == 0) and np.all(out[1, :, 6:] == 0)


def test_deformable_offsets_grad_with_zero_shifts_is_col2im(mode):
    x = u(1, 1, 3, 3)
    dout = u(1, 1, 4, 4)    # (N, C, oh * kh, ow * kw): 2 x 2 windows of a 2 x 2 kernel
    prim = G.DeformableOffsetsGrad((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))
    offsets = np.zeros((1, 12, 2, 2), np.float32)
    offsets[:, 8:] = 1.0          # the modulation masks (channels 2 kh kw onwards) are 1
    dx, doff = run(mode, prim, T(dout), T(x), T(offsets))
    expect = np.zeros((3, 3), np.float32)
    for i in range(2):
        for j in range(2):
            expect[i:i + 2, j:j + 2] += dout[0, 0, 2 * i:2 * i + 2, 2 * j:2 * j + 2]
    np.testing.assert_allclose(dx.asnumpy()[0, 0], expect, rtol=1e-5, atol=1e-6)
    assert doff.shape == (1, 12, 2, 2)


def test_deformable_offsets_grad_takes_the_output_size_from_offsets_and_nhwc(mode):
    # MindSpore 2.10's grad kernel (measured): the output size comes from 'offsets' (1 x 1 here,
    # while a 3 x 3 kernel on 4 x 4 gives 2 x 2), data_format='NHWC' is taken, float16 runs in
    # float32, and over a constant input the offset gradients are exactly 0
    want_x = np.outer([0.9, 1, 1, 0.1], [0.9, 1, 1, 0.1]) * 0.1
    want_off = [0.0] * 18 + [2.0] * 9
    cases = [(fmt, perm, dt) for fmt, perm in (("NCHW", (0, 1, 2, 3)), ("NHWC", (0, 2, 3, 1)))
             for dt in (np.float32, np.float16)]
    if mode == ms.GRAPH_MODE:
        cases = cases[-1:]      # each case is a ~5 s compile; the layouts are covered eagerly
    for fmt, perm, dt in cases:
        prim = G.DeformableOffsetsGrad((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), data_format=fmt)
        args = [np.ones(s, dt).transpose(perm) for s in ((1, 2, 3, 3), (1, 2, 4, 4))]
        off = (np.ones((1, 27, 1, 1)) * 0.1).astype(dt).transpose(perm)
        dx, doff = run(mode, prim, T(args[0]), T(args[1]), T(off))
        assert dx.dtype == doff.dtype == ms.Tensor(np.zeros(1, dt)).dtype
        dx = dx.asnumpy().transpose(np.argsort(perm)).astype(np.float32)
        np.testing.assert_allclose(dx[0, 1], want_x, rtol=1e-3 if dt == np.float16 else 1e-5)
        assert doff.asnumpy().transpose(np.argsort(perm)).ravel().tolist() == want_off


def test_fast_gelu_grad_is_dy_times_the_closed_form_derivative(mode):
    x, dy = u(3, 4) * 3, u(3, 4)
    a = 1.702 * np.abs(x)
    # fast_gelu(x) = x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|)) = x * sigmoid(1.702 x)
    s = 1 / (1 + np.exp(-1.702 * x))
    expect = dy * (s + 1.702 * x * s * (1 - s))
    assert a.max() > 1    # both signs and the tails are reached
    np.testing.assert_allclose(run(mode, G.FastGeLUGrad(), T(dy), T(x)).asnumpy(), expect,
                               rtol=1e-5, atol=1e-6)


def test_gelu_grad_is_the_tanh_gelu_derivative_as_mindsporeS_cpu_kernel(mode):
    # MindSpore 2.10 CPU: GeLUGrad()(dy, x, y) for dy = [1.0829641, 1.0860993, 1.0115843],
    # x = [1, 2, 3] (y, GeLU's output, is unused); the exact erf form would give 1.1731917...
    dy = np.array([1.0829641, 1.0860993, 1.0115843], np.float32)
    x = np.array([1.0, 2.0, 3.0], np.float32)
    out = run(mode, ops.auto_generate.GeLUGrad(), T(dy), T(x), T(x))
    np.testing.assert_allclose(out.asnumpy(), [1.1728112, 1.1796116, 1.0233028], rtol=1e-6)
    with pytest.raises(TypeError, match="GeLUGrad"):
        G.GeLUGrad()(T(np.ones(3, np.int32)), T(np.ones(3, np.int32)), T(np.ones(3, np.int32)))


def test_grid_sampler_2d_grad_on_pixel_centres_and_by_finite_differences(mode):
    # align_corners=True: grid -1 / 1 are the corner pixels, so sampling exactly there sends
    # each output gradient to one input pixel, and the bilinear slope is the pixel difference.
    x = u(1, 2, 3, 3)
    grid = np.array([[[[-1.0, -1.0], [1.0, 1.0]], [[0.0, 0.0], [0.3, -0.6]]]], np.float32)
    dy = u(1, 2, 2, 2)
    dx, dgrid = run(mode, G.GridSampler2DGrad("bilinear", "zeros", True), T(dy), T(x), T(grid))
    assert dx.shape == x.shape and dgrid.shape == grid.shape
    np.testing.assert_allclose(dx.asnumpy()[0, :, 0, 0], dy[0, :, 0, 0], rtol=1e-6)
    np.testing.assert_allclose(dx.asnumpy()[0, :, 2, 2], dy[0, :, 0, 1], rtol=1e-6)
    # (0.3, -0.6) is pixel (x 1.3, y 0.4): pixel (1, 1) gets weight 0.7 * 0.4 of it
    np.testing.assert_allclose(dx.asnumpy()[0, :, 1, 1], dy[0, :, 1, 0] + 0.28 * dy[0, :, 1, 1],
                               rtol=1e-5)

    def loss(g):
        out = ms.ops.grid_sample(T(x), T(g), "bilinear", "zeros", True).asnumpy()
        return float((out * dy).sum())
    eps, num = 1e-3, np.zeros_like(grid)
    for idx in [(0, 1, 1, 0), (0, 1, 1, 1)]:      # the interior point: differentiable there
        gp, gm = grid.copy(), grid.copy()
        gp[idx] += eps
        gm[idx] -= eps
        num[idx] = (loss(gp) - loss(gm)) / (2 * eps)
        np.testing.assert_allclose(dgrid.asnumpy()[idx], num[idx], rtol=2e-2, atol=1e-3)


def test_grid_sampler_3d_grad_matches_the_gradient_of_grid_sample():
    x, grid, dy = u(1, 2, 3, 3, 3), u(1, 2, 2, 2, 3) * 0.9, u(1, 2, 2, 2, 2)
    dx, dgrid = G.GridSampler3DGrad("bilinear", "border", False)(T(dy), T(x), T(grid))
    fn = lambda a, g: (ms.ops.grid_sample(a, g, "bilinear", "border", False) * T(dy)).sum()
    ex, eg = ms.grad(fn, grad_position=(0, 1))(T(x), T(grid))
    np.testing.assert_allclose(dx.asnumpy(), ex.asnumpy(), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(dgrid.asnumpy(), eg.asnumpy(), rtol=1e-5, atol=1e-6)


def test_softmax_backward_matches_softmax_grad_and_is_differentiable(mode):
    from minicell import ops
    x, dout = u(2, 3), u(2, 3)
    out = ms.ops.softmax(T(x), 0)
    got = run(mode, ops.auto_generate.SoftmaxBackward(), T(dout), out, 0)
    weighted = lambda v: (ms.ops.softmax(v, 0) * T(dout)).sum()
    expect = ms.ops.grad(weighted)(T(x))
    np.testing.assert_allclose(got.asnumpy(), expect.asnumpy(), rtol=1e-5, atol=1e-6)
    assert ops.auto_generate.softmax_backward_op(T(dout), out).shape == (2, 3)   # dim=-1
    ms.set_context(mode=mode)
    d_dout, d_out = ms.ops.grad(FnCell(ops.auto_generate.SoftmaxBackward()), (0, 1))(
        T(dout), T(x), -1)
    s = x.sum(-1, keepdims=True)               # d/d dout: out (1 - sum(out)); d/d out:
    np.testing.assert_allclose(d_dout.asnumpy(), x * (1 - s), rtol=1e-5, atol=1e-6)
    expect_out = dout - (dout * x).sum(-1, keepdims=True) - dout * s
    np.testing.assert_allclose(d_out.asnumpy(), expect_out, rtol=1e-5, atol=1e-6)


def test_hard_activation_grads_at_the_kinks_and_their_shape_checks(mode):
    # values measured in MindSpore 2.10: HSigmoid's interval is open, HSwish's closed
    x = T(np.array([-4, -3, -1, 0, 1, 3, 4], np.float32))
    g = T(np.full(7, 6.0, np.float32))
    np.testing.assert_allclose(run(mode, G.HSigmoidGrad(), g, x).asnumpy(),
                               [0, 0, 1, 1, 1, 0, 0])
    np.testing.assert_allclose(run(mode, G.HSwishGrad(), g, x).asnumpy(),
                               [0, -3, 1, 3, 5, 9, 6], rtol=1e-6)
    assert ms.ops.auto_generate.hswish_grad_op.name == "HSwishGrad"
    with pytest.raises(ValueError, match=r"The 0th dim of x\(4\) and dout\(3\) not equal"):
        G.HSigmoidGrad()(T(np.ones(3, np.float32)), T(np.ones(4, np.float32)))
    with pytest.raises(TypeError, match="grad_type: Float32 and x_type: Float16"):
        G.HSwishGrad()(T(np.ones(3, np.float32)), T(np.ones(3, np.float16)))


def test_maximum_and_minimum_grad_split_ties_and_sum_broadcast_axes(mode):
    a, b = T(np.array([1, 2, 2, 4], np.float32)), T(np.array([2, 2, 1, 3], np.float32))
    g = T(np.array([1, 2, 3, 4], np.float32))
    dx, dy = run(mode, ms.ops.auto_generate.MaximumGrad(), a, b, g)
    assert dx.asnumpy().tolist() == [0, 1, 3, 4] and dy.asnumpy().tolist() == [1, 1, 0, 0]
    dx, dy = run(mode, G.MinimumGrad(), a, b, g)
    assert dx.asnumpy().tolist() == [1, 1, 0, 0] and dy.asnumpy().tolist() == [0, 1, 3, 4]
    a2, b2 = T(np.array([[1, 5], [3, 0]], np.float32)), T(np.array([2], np.float32))
    dx, dy = run(mode, G.MaximumGrad(), a2, b2, T(np.ones((2, 2), np.float32)))
    assert dx.asnumpy().tolist() == [[0, 1], [1, 0]] and dy.asnumpy().tolist() == [2]


def test_fractional_pool_grads():
    """Values measured on MindSpore 2.10: windows [0, 2), [2, 4) on both axes; the max
    gradient lands on each window's maximum, the average one spreads evenly (integer
    gradients truncate: 1/4 -> 0)."""
    rows = T(np.array([0, 2, 4], np.int64))
    x = T(np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1))
    y = T(np.array([5.0, 7.0, 13.0, 15.0], np.float32).reshape(1, 2, 2, 1))
    dmax = G.FractionalMaxPoolGrad()(x, y, ops.ones_like(y), rows, rows)
    np.testing.assert_array_equal(dmax.asnumpy().ravel(),
                                  [0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1])
    shape = T(np.array([1, 4, 4, 1], np.int64))
    davg = G.FractionalAvgPoolGrad()(shape, ops.ones_like(y), rows, rows)
    np.testing.assert_array_equal(davg.asnumpy(), np.full((1, 4, 4, 1), 0.25, np.float32))
    dint = G.FractionalAvgPoolGrad()(shape, T(np.ones((1, 2, 2, 1), np.int32)), rows, rows)
    assert dint.dtype == ms.int32 and not dint.asnumpy().any()
