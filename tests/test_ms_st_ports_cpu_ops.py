"""CPU op behaviour checked by MindSpore's own system tests (tests/st/ops/cpu, tests/st/ops),
ported as small minicell tests. Values were measured on MindSpore 2.10 (CPU) or computed with
numpy, as each test says."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from conftest import FnCell as _Apply


def test_int_block_shape_repeats_once_per_crop_pair(mode):
    # tests/st/ops/cpu/test_batchtospacend_op.py: BatchToSpaceND(2, [[0, 0], [0, 0]]) is a
    # 2x2 block (MindSpore 2.10: [[[[0, 1], [2, 3]]]] for arange(4).reshape(4, 1, 1, 1))
    x = Tensor(np.arange(4, dtype=np.float32).reshape(4, 1, 1, 1))
    fn = lambda a: ops.BatchToSpaceND(2, [[0, 0], [0, 0]])(a)
    out = _Apply(fn)(x)
    np.testing.assert_array_equal(out.asnumpy(), [[[[0, 1], [2, 3]]]])
    fn2 = lambda a: ops.space_to_batch_nd(a, 2, [[0, 0], [0, 0]])
    out = _Apply(fn2)(
        Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 2, 2)))
    assert out.shape == (4, 2, 1, 1)                      # MindSpore 2.10
    one = ops.BatchToSpaceND(2, [[0, 0]])(Tensor(np.arange(4, dtype=np.float32).reshape(4, 1, 1)))
    assert one.shape == (2, 1, 2)                         # MindSpore 2.10: one pair, one axis


class _Ftrl(nn.Cell):
    def __init__(self, dt, prim):
        super().__init__()
        self.op = prim
        self.var = ms.Parameter(Tensor(np.ones([3, 3, 3], dt)), name="var")
        self.accum = ms.Parameter(Tensor(np.ones([3, 3, 3], dt)), name="accum")
        self.linear = ms.Parameter(Tensor(np.ones([3, 3, 3], dt)), name="linear")

    def construct(self, grad, indices):
        return self.op(self.var, self.accum, self.linear, grad, indices)


@pytest.mark.parametrize("dt", [np.float32, np.float16])
def test_sparse_ftrl_matches_mindspore_bit_for_bit(dt, mode):
    # tests/st/ops/cpu/test_sparse_apply_ftrl_op.py compares with ==. MindSpore 2.10 (measured):
    # var 0.291479 / linear -412.21353 (float32); 0.2915 / -412.2 (float16: done in float32)
    net = _Ftrl(dt, ops.SparseApplyFtrl(lr=0.001, l1=0.0, l2=0.0, lr_power=-0.5))
    var, accum, linear = net(Tensor(np.ones([3, 3, 3], dt)), Tensor([0, 1, 2], ms.int32))
    want = (np.float32(0.291479), np.float32(-412.21353)) if dt == np.float32 else \
        (np.float16(0.2915), np.float16(-412.2))
    assert (var.asnumpy() == want[0]).all() and (linear.asnumpy() == want[1]).all()
    assert (accum.asnumpy() == 2).all() and (net.var.asnumpy() == want[0]).all()


def test_sparse_optimizers_raise_mindspores_type_errors(mode):
    # tests/st/ops/cpu/test_sparse_apply_{ftrl,proximal_adagrad}_op.py: TypeError for float
    # indices, a list as indices, a list as grad (GRAPH_MODE included)
    net = _Ftrl(np.float32, ops.FusedSparseFtrl(lr=0.001, l1=0.0, l2=0.0, lr_power=-0.5))
    g, i = Tensor(np.ones([3, 3, 3], np.float32)), Tensor([0, 1, 2], ms.int32)
    with pytest.raises(TypeError, match=r"argument\[indices\] must be a type of"):
        net(g, Tensor([0, 1, 2], ms.float32))
    with pytest.raises(TypeError, match=r"argument\[indices\] must be a Tensor"):
        net(g, [i, i])
    with pytest.raises(TypeError, match=r"arguments\[accum, grad, linear, var\] must be all"):
        net([g, g], i)


def test_proximal_adagrad_shrinks_with_the_adapted_rate(mode):
    # tests/st/ops/cpu/test_apply_proximal_adagrad_op.py: lr/sqrt(accum) also scales l1 and l2;
    # values measured on MindSpore 2.10, var a plain Tensor (MindSpore accepts it)
    fn3 = (lambda v, a, g: ops.ApplyProximalAdagrad()(v, a, Tensor(0.02), Tensor(0.1),
                                                      Tensor(0.5), g))
    f = _Apply(fn3)
    var, acc = f(Tensor(np.array([0.1, 0.1, -0.5, 2.0], np.float32)),
                 Tensor(np.array([0.2, 0.2, 0.3, 1.0], np.float32)),
                 Tensor(np.array([0.1, 0.1, 0.3, -0.4], np.float32)))
    np.testing.assert_allclose(var.asnumpy(), [0.08932213, 0.08932213, -0.49842396, 1.987121],
                               rtol=1e-6)
    np.testing.assert_allclose(acc.asnumpy(), [0.21, 0.21, 0.39, 1.16], rtol=1e-6)


# MindSpore 2.10 (measured) on arange(20).reshape(1, 4, 5, 1), boxes below, crop (3, 2)
_CAR_BOXES = np.array([[0.2, 0.1, 0.6, 0.9], [0.1, -0.2, 0.3, 0.5]], np.float32)
_CAR = {"nearest": [5, 9, 5, 9, 10, 14, -1, 2, -1, 7, -1, 7],
        "bilinear": [3.4, 6.6, 6.4, 9.6, 9.4, 12.6, -1, 3.5, -1, 5, -1, 6.5],
        "bilinear_v2": [0.75, 3.25, 5.75, 8.25, 10.75, 13.25, 0, 1.5, 2.5, 4, 5, 6.5]}


@pytest.mark.parametrize("method", sorted(_CAR))
def test_crop_and_resize_methods_match_mindspore(method, mode):
    # tests/st/ops/cpu/test_crop_and_resize_op.py: nearest rounds halves up (C roundf);
    # bilinear_v2 is MindSpore's own pixel-box sampling, with no extrapolation
    op = ops.CropAndResize(method=method, extrapolation_value=-1.0)
    fn4 = lambda x, b, i: op(x, b, i, (3, 2))
    out = _Apply(fn4)(
        Tensor(np.arange(20, dtype=np.float32).reshape(1, 4, 5, 1)), Tensor(_CAR_BOXES),
        Tensor(np.array([0, 0], np.int32)))
    np.testing.assert_allclose(out.asnumpy().ravel(), _CAR[method], rtol=1e-6, atol=1e-6)


def test_crop_and_resize_rounding_and_clipping():
    half = ops.CropAndResize(method="nearest")(        # x = 0.5 * 17 = 8.5 -> 9 (MindSpore)
        Tensor(np.arange(18, dtype=np.float32).reshape(1, 1, 18, 1)),
        Tensor(np.array([[0, 0.5, 0, 0.5]], np.float32)), Tensor(np.array([0], np.int32)), (1, 1))
    assert half.asnumpy().ravel().tolist() == [9.0]
    past = ops.CropAndResize(method="bilinear_v2")(     # a box past the image: indices clipped
        Tensor(np.arange(20, dtype=np.float32).reshape(1, 4, 5, 1)),
        Tensor(np.array([[0.5, 0.5, 1.6, 1.9]], np.float32)), Tensor(np.array([0], np.int32)),
        (3, 4))                                           # MindSpore 2.10 (measured)
    np.testing.assert_allclose(past.asnumpy().ravel()[:8], [14.1667, 15.6667, 15.6667, 15.6667,
                                                            17.5, 19, 19, 19], rtol=1e-5)


def test_batch_dot_int_axes_name_the_same_axis_of_both(mode):
    # tests/st/ops/cpu/test_batchdot_op.py: an int N contracts axis N of x1 with axis N of x2
    # (MindSpore 2.10, measured: shapes (4, 3, 5, 1, 1) and (18, 3, 5, 1, 3)); numpy reference
    rng = np.random.default_rng(0)
    for s1, s2, ax in [((4, 3, 7, 5), (4, 1, 7, 1), 2), ((3, 3, 2, 4), (3, 1, 2, 4), -1)]:
        a, b = rng.random(s1).astype(np.float32), rng.random(s2).astype(np.float32)
        fn5 = lambda x, y, ax=ax: ops.batch_dot(x, y, ax)
        out = _Apply(fn5)(Tensor(a), Tensor(b))
        k = ax % len(s1)
        want = np.stack([np.tensordot(a[i], b[i], (k - 1, k - 1)) for i in range(s1[0])])
        np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-5)
    with pytest.raises(ValueError, match="should not be equal to 0"):
        ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32)), 0)


def _np_psroi_grad(dy, rois, size, scale, g, d):
    """R-FCN's PSROIPooling backward, written from its definition with loops (numpy)."""
    b, _, r = rois.shape
    h, w = size
    dx = np.zeros((b, d * g * g, h, w), np.float64)
    rnd = lambda v: np.sign(v) * np.floor(np.abs(v) + 0.5)   # noqa: E731  C roundf
    for n in range(b * r):
        box = rois[n // r, :, n % r].astype(np.float64)
        x1, y1, x2, y2 = (rnd(v * scale) for v in box[1:])
        bh, bw = max(y2 - y1, 0.1) / g, max(x2 - x1, 0.1) / g
        for c in range(d):
            for p in range(g):
                for q in range(g):
                    hs, he = np.clip([np.floor(p * bh + y1), np.ceil((p + 1) * bh + y1)], 0, h)
                    ws, we = np.clip([np.floor(q * bw + x1), np.ceil((q + 1) * bw + x1)], 0, w)
                    if he > hs and we > ws:
                        dx[int(box[0]), (c * g + p) * g + q, int(hs):int(he), int(ws):int(we)] += \
                            dy[n, c, p, q] / ((he - hs) * (we - ws))
    return dx


def test_ps_roi_pooling_grad(mode):
    # tests/st/ops/cpu/test_ps_roi_pooling_grad_op.py; row [1, 0] measured on MindSpore 2.10
    from minicell.ops.operations import _grad_ops as G
    rois = np.array([[[0.0], [15.03563], [20.0132], [57.93563], [60.23452]],
                     [[1.0], [6.51263], [3.08564], [76.24214], [56.79854]]], np.float32)
    dy = np.random.default_rng(1).random((2, 2, 2, 2)).astype(np.float32)
    op = G.PSROIPoolingGrad((5, 4), 1 / 16, 2, 2)
    out = _Apply(op)(Tensor(dy), Tensor(rois))
    np.testing.assert_allclose(out.asnumpy(), _np_psroi_grad(dy, rois, (5, 4), 1 / 16, 2, 2),
                               rtol=1e-5, atol=1e-6)
    ones = _Apply(op)(Tensor(np.ones((2, 2, 2, 2), np.float32)), Tensor(rois)).asnumpy()
    np.testing.assert_allclose(ones[1, 0, :2], [[1 / 6, 1 / 6, 1 / 6, 0]] * 2, rtol=1e-6)
    with pytest.raises(RuntimeError):                    # MindSpore: RuntimeError from the kernel
        _Apply(op)(Tensor(np.ones((3, 2, 2, 2), np.float32)), Tensor(rois))
    with pytest.raises(TypeError, match="should be one of"):
        G.PSROIPoolingGrad([2, 2], 1 / 16, 2, 2)
    with pytest.raises(ValueError, match="spatial_scale"):
        G.PSROIPoolingGrad(100, -0.15, 7, 3)


def test_ps_roi_pooling_forward_matches_2_10_and_its_grad(mode):
    # tests/st/ops/cpu/test_ps_roi_pooling_v2_op.py: nn_ops.PSROIPooling; values measured on
    # MindSpore 2.10 (CPU); PSROIPoolingGrad is its adjoint
    from minicell.ops.operations import _grad_ops as G, nn_ops
    x = np.arange(128, dtype=np.float32).reshape(2, 4, 4, 4)
    rois = np.array([[[0.0], [0.0], [0.0], [3.0], [3.0]], [[1.0], [1.0], [0.5], [2.6], [3.0]]],
                    np.float32)
    op = nn_ops.PSROIPooling(1.0, 2, 1)
    out = _Apply(op)(Tensor(x), Tensor(rois))
    assert out.shape == (2, 1, 2, 2)
    assert out.asnumpy().ravel().tolist() == [2.5, 19.5, 38.5, 55.5, 69.0, 86.0, 105.0, 122.0]
    dy = np.random.default_rng(0).random((2, 1, 2, 2)).astype(np.float32)
    dx = G.PSROIPoolingGrad((4, 4), 1.0, 2, 1)(Tensor(dy), Tensor(rois)).asnumpy()
    np.testing.assert_allclose((out.asnumpy() * dy).sum(), (x * dx).sum(), rtol=1e-5)
    with pytest.raises(RuntimeError, match="channel of input feature"):
        op(Tensor(np.ones((2, 5, 4, 4), np.float32)), Tensor(rois))
    with pytest.raises(TypeError):
        op(Tensor(x), Tensor(rois), Tensor(x))
    with pytest.raises(TypeError):
        op(1.0, Tensor(rois))
    with pytest.raises(TypeError, match="group_size"):
        nn_ops.PSROIPooling(1 / 16, 7.1, 3)
    with pytest.raises(ValueError, match="output_dim"):
        nn_ops.PSROIPooling(1 / 16, 7, -1)


def test_mint_hardshrink_takes_a_bool_lambd(mode):
    # tests/st/ops/test_ops_hardshrink.py: mint.nn.functional.hardshrink; MindSpore 2.10
    # (measured) takes lambd=True as 1.0 and False as 0.0
    from minicell.mint.nn.functional import hardshrink
    x_np = np.array([-2, -0.7, 0.3, 0.5, 1.0, 1.5, 0.99], np.float32)
    for lambd in (0.5, 5, True, False):
        fn6 = lambda x, lambd=lambd: hardshrink(x, lambd)
        out = _Apply(fn6)(Tensor(x_np))
        np.testing.assert_array_equal(out.asnumpy(), np.where(np.abs(x_np) > lambd, x_np, 0))
    g = ms.grad(hardshrink)(Tensor(x_np), True)
    assert g.asnumpy().tolist() == [1, 0, 0, 0, 0, 1, 0]


def test_roi_align_adaptive_grid_and_thin_rois():
    # tests/st/ops/test_roi_align_op.py: sample_num=-1 samples floor(roi / pooled) points per
    # bin side (none: NaN); values measured on MindSpore 2.10 (CPU). The grid is read from the
    # ROI values.
    feat = Tensor(np.arange(1, 73, dtype=np.float32).reshape(2, 1, 6, 6))
    rois = Tensor(np.array([[0, -2.0, -2.0, 22.0, 22.0], [1, 0.5, 1.0, 4.2, 3.1],
                            [0, 1, 1, 2, 9]], np.float32))
    out = ops.ROIAlign(2, 3, 1.0, -1, 0)(feat, rois).asnumpy().ravel()
    np.testing.assert_allclose(out[:12], [9.4427, 0, 0, 0, 0, 0, 47.2667, 48.5, 49.7333,
                                          53.5667, 54.8, 56.0333], rtol=1e-4, atol=1e-6)
    assert np.isnan(out[12:]).all()


def test_roi_align_end_mode_1_keeps_thin_rois():
    # roi_end_mode=1 keeps a ROI under 1 pixel (no 1x1 floor); MindSpore 2.10 (measured)
    feat = Tensor(np.arange(1, 37, dtype=np.float32).reshape(1, 1, 6, 6))
    thin = Tensor(np.array([[0, 1, 1, 0.2, 0.3], [0, 1.5, 1.5, 1.7, 1.6]], np.float32))
    got = ops.ROIAlign(2, 2, 1.0, 2, 1)(feat, thin).asnumpy().ravel()
    np.testing.assert_allclose(got, [8.5, 8.6, 9.4, 9.5, 13.45, 14.05, 16.75, 17.35], rtol=1e-5)


def test_roi_align_adaptive_grid_runs_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)      # value-dependent grid: runs op by op, as unique does
    rois = Tensor(np.array([[0, -2.0, -2.0, 22.0, 22.0]], np.float32))
    feat = Tensor(np.arange(1, 37, dtype=np.float32).reshape(1, 1, 6, 6))
    with pytest.warns(Warning):
        fn7 = lambda f, r: ops.ROIAlign(2, 2, 1.0, -1, 0)(f, r)
        out = _Apply(fn7)(feat, rois)
    np.testing.assert_allclose(out.asnumpy().ravel(), [6.2951, 0, 0, 0], atol=1e-3)  # st value


def test_gather_index_shorter_than_input_on_other_axes(mode):
    # tests/st/ops/test_ops_gather_ext.py: mint.gather / ops.gather_elements take an index whose
    # other axes are shorter than the input's (torch's rule; MindSpore 2.10 measured); numpy ref
    from minicell import mint
    x_np = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
    i_np = np.array([[[0, 3, 1, 2], [1, 1, 0, 3], [2, 0, 3, 1]],
                     [[3, 2, 1, 0], [0, 0, 0, 0], [1, 2, 3, 0]]], np.int64)
    gather = lambda x, i: mint.gather(x, 1, i)
    out = _Apply(gather)(Tensor(x_np), Tensor(i_np))
    np.testing.assert_array_equal(out.asnumpy(), np.take_along_axis(x_np[:2, :, :4], i_np, 1))
    gathered = lambda x: ops.gather_elements(x, 1, Tensor(i_np)).sum()
    g = ms.grad(gathered)(Tensor(x_np)).asnumpy()
    want = np.zeros_like(x_np)
    np.add.at(want, (np.arange(2)[:, None, None], i_np, np.arange(4)[None, None, :]), 1)
    np.testing.assert_array_equal(g, want)
    with pytest.raises(ValueError, match="GatherD"):
        mint.gather(Tensor(x_np), 1, Tensor(np.zeros((4, 2, 2), np.int64)))


@pytest.mark.parametrize("name,axis", [("vsplit", 0), ("hsplit", 1), ("dsplit", 2)])
def test_split_family_takes_uneven_sections(name, axis, mode):
    # tests/st/ops/test_split.py: ops.{v,h,d}split(x, 3) on an axis of 10 is np.array_split
    # (MindSpore 2.10, measured); mindspore.numpy keeps numpy's "must divide" rule
    from minicell import numpy as mnp
    a = np.arange(60, dtype=np.float32).reshape(np.roll((10, 2, 3), axis))
    fn8 = lambda x: getattr(ops, name)(x, 3)
    out = _Apply(fn8)(Tensor(a))
    for got, want in zip(out, np.array_split(a, 3, axis=axis)):
        np.testing.assert_array_equal(got.asnumpy(), want)
    with pytest.raises(ValueError, match="must be divisible"):
        getattr(mnp, name)(Tensor(a), 3)


def test_approximate_equal_raises_mindspores_errors(mode):
    # tests/st/ops/cpu/test_approximate_equal_op.py; errors measured on MindSpore 2.10 (CPU)
    x = Tensor(np.array([1.0, 2.0], np.float32))
    fn9 = lambda a, b: ops.ApproximateEqual(0.3)(a, b)
    out = _Apply(fn9)(x, Tensor(np.array([1.2, 2.5],
                                                                              np.float16)))
    assert out.asnumpy().tolist() == [True, False]
    with pytest.raises(TypeError, match="the type of 'tolerance' should be 'float'"):
        ops.ApproximateEqual(1)
    with pytest.raises(RuntimeError, match="'x1' must have the same shape as 'x2'"):
        ops.approximate_equal(Tensor(np.ones((1, 2), np.float32)), Tensor(np.ones((7, 2),
                                                                                 np.float32)))
    with pytest.raises(RuntimeError, match="rank should be less than 8"):
        ops.ApproximateEqual(0.5)(Tensor(np.ones((1,) * 8, np.float32)),
                                  Tensor(np.ones((1,) * 8, np.float32)))
