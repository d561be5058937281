"""Tests for ``ops/extra_detect.py``, ``extra_deform.py`` and ``extra_legacy.py`` through their
public spellings, in both modes. Expected values: MindSpore 2.10's CPU outputs
(``fixtures/ops_vision_ext_ms210.npz``; hand-copied numbers below were printed by MindSpore for
the same inputs), torch_npu's published rotated-IoU values, or the documented formula where
MindSpore runs the op on Ascend only. (The registry ops are also walked by the op-case tests:
``op_cases_vision_ext.py``.)"""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.errors import CompileWarning
from conftest import FnCell as _Fn
from op_cases_vision_ext import CASES, D, _A, _B, _IOU, _rnnt_costs

T = ms.Tensor
# (a lambda a graph calls is its own statement: GRAPH_MODE reads it from its source line as
# 2.10 does and refuses one written inside a call, compiler/lambda_source.py)


def _close(got, want, tol=1e-4):
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=tol, atol=tol)


@pytest.mark.slow
# ---- non-max suppression ----------------------------------------------------------------------------
@pytest.mark.parametrize("q, pad, clip", [(1, False, True), (3, True, False)])
def test_combined_nms_matches_mindspore(mode, q, pad, clip):
    op = ops.CombinedNonMaxSuppression(pad_per_class=pad, clip_boxes=clip)
    top_two = lambda b, s: op(b, s, T(2, ms.int32), 5, T(0.3), T(0.2))   # noqa: E731
    net = _Fn(top_two)
    outs = net(T(D[f"cnms_q{q}.boxes"]), T(D[f"cnms_q{q}.scores"]))
    for i, got in enumerate(outs):
        want = D[f"cnms_q{q}.out{i}"]
        assert got.asnumpy().dtype == want.dtype
        _close(got.asnumpy(), want, 1e-6)


def test_combined_nms_sizes_must_be_known_and_valid():
    op = ops.CombinedNonMaxSuppression()
    b, s = T(D["cnms_q1.boxes"]), T(D["cnms_q1.scores"])
    with pytest.raises(ValueError, match="max_total_size' must be >= 0"):
        op(b, s, 2, T(-1, ms.int32), T(0.3), T(0.2))
    with pytest.raises(ValueError, match="boxes.*scores.*do not match"):
        op(b[:, :4], s, 2, 5, T(0.3), T(0.2))
    with pytest.raises(TypeError, match="pad_per_class"):
        ops.CombinedNonMaxSuppression(pad_per_class=1)
    with pytest.raises(ValueError, match="iou_threshold must be in \\[0,1\\]"):
        op(b, s, 2, 5, T(1.5), T(0.2))
    want = op(b, s, 2, T(5, ms.int32), T(0.3), T(0.2))
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.warns(CompileWarning, match="value is not known"):   # a graph input as a size
        fn = lambda b, s, n: op(b, s, 2, n, T(0.3), T(0.2))
        got = _Fn(fn)(b, s, T(5, ms.int32))
    for g, w in zip(got, want):                                       # run op by op
        np.testing.assert_array_equal(g.asnumpy(), w.asnumpy())


def test_nms_v3_and_with_overlaps():
    boxes = T(np.array([[0, 0, 1, 1], [1, 1.1, 0, 0.1], [0, 2, 1, 3], [0, 2.2, 1, 3.1]],
                       np.float32))                                   # box 1: corners swapped
    scores = T(np.array([0.9, 0.8, 0.7, 0.95], np.float32))
    nms = ops.NonMaxSuppressionV3()
    out = nms(boxes, scores, T(4, ms.int32), T(0.5), T(0.0))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [3, 0]
    assert nms(boxes, scores, 1, 0.9, 0.0).asnumpy().tolist() == [3]
    assert nms(boxes, scores, 4, 0.95, 0.85).asnumpy().tolist() == [3, 0]   # score > threshold
    assert nms(boxes, scores, -3, 0.5, 0.0).shape == (0,)                    # negative: 0
    got = ops.NonMaxSuppressionWithOverlaps()(T(D["nmso.overlaps"]), T(D["nmso.scores"]),
                                              T(4, ms.int32), T(0.5), T(0.1))
    assert got.asnumpy().tolist() == D["nmso.out"].tolist() == [2, 4, 1]
    with pytest.raises(ValueError, match="'iou_threshold' must be in \\[0, 1\\]"):
        nms(boxes, scores, 4, 1.5, 0.0)
    with pytest.raises(ValueError, match="'boxes' must have shape"):
        nms(boxes[:, :3], scores, 4, 0.5, 0.0)
    with pytest.raises(ValueError, match="'max_output_size' must be >= 0"):
        ops.NonMaxSuppressionWithOverlaps()(T(D["nmso.overlaps"]), T(D["nmso.scores"]), -1,
                                            0.5, 0.1)
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.warns(CompileWarning, match="NonMaxSuppressionV3"):  # value-dependent length
        fn2 = lambda b, s: nms(b, s, 4, 0.5, 0.0)
        assert _Fn(fn2)(boxes, scores).asnumpy().tolist() == [3, 0]


@pytest.mark.slow
def test_rotated_iou(mode):
    _close(_Fn(ops.rotated_iou)(T(_A), T(_B)).asnumpy(), _IOU, 1e-6)     # torch_npu's values
    x = T(np.array([[[0, 0, 2, 2, 0], [0, 0, 2, 2, 45]]], np.float32))
    y = T(np.array([[[1, 0, 2, 2, 0], [0, 0, 2, 2, 90]]], np.float32))
    _close(_Fn(ops.rotated_iou)(x, y).asnumpy(), [[[1 / 3, 1], [0.2962660, 0.7071068]]], 1e-5)
    pairwise_iof = lambda a, b: ops.rotated_iou(a, b, mode=1, is_cross=False)   # noqa: E731
    iof = _Fn(pairwise_iof)(x, y)
    _close(iof.asnumpy(), [[0.5, 0.8284271]], 1e-5)                # intersection / area(boxes)
    xyxy = T(np.array([[[-1, -1, 1, 1, 0]]], np.float32))
    _close(ops.rotated_iou(xyxy, xyxy, trans=True).asnumpy(), [[[1.0]]], 1e-6)
    with pytest.raises(ValueError, match="input boxes type is illegal"):
        ops.rotated_iou(T(np.zeros((1, 1, 5), np.int32)), y)


@pytest.mark.slow
# ---- deformable sampling ----------------------------------------------------------------------------
def test_deformable_offsets_and_conv_match_mindspore(mode):
    x, off = T(D["deform.x"]), T(D["deform.offsets"])
    op = ops.DeformableOffsets((1, 1, 2, 1), (1, 0, 1, 1), (2, 3), dilations=(1, 1, 1, 2),
                               deformable_groups=2)
    _close(_Fn(op)(x, off).asnumpy(), D["deform.out"])
    deformable_conv = (lambda a, o, w, b: ops.deformable_conv2d(
        a, w, o, (2, 3), (1, 1, 2, 1), (1, 0, 1, 1), b, (1, 1, 1, 2), groups=2,
        deformable_groups=2))
    conv = _Fn(deformable_conv)
    _close(conv(x, off, T(D["dconv.weight"]), T(D["dconv.bias"])).asnumpy(), D["dconv.out"])


@pytest.mark.slow
def test_deformable_gradients_agree_between_modes():
    x, off = T(D["deform.x"]), T(D["deform.offsets"])
    op = ops.DeformableOffsets((1, 1, 2, 1), (1, 0, 1, 1), (2, 3), dilations=(1, 1, 1, 2),
                               deformable_groups=2)
    squares = lambda a, o: (op(a, o) ** 2).sum()     # noqa: E731
    net = _Fn(squares)
    eager = ms.grad(net, grad_position=(0, 1))(x, off)
    ms.set_context(mode=ms.GRAPH_MODE)
    graph = ms.grad(net, grad_position=(0, 1))(x, off)
    for e, g in zip(eager, graph):
        assert np.abs(e.asnumpy()).sum() > 0
        _close(g.asnumpy(), e.asnumpy(), 1e-5)


def test_deformable_errors():
    x = T(D["deform.x"])
    with pytest.raises(ValueError, match="only 'modulated' = True"):
        ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2), modulated=False)
    with pytest.raises(ValueError, match="N and C dimensions of 'strides'"):
        ops.DeformableOffsets((2, 1, 1, 1), (0, 0, 0, 0), (2, 2))
    with pytest.raises(ValueError, match="'offsets' must have shape \\(2, 12, 5, 4\\)"):
        ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))(x, T(np.zeros((2, 12, 4, 4),
                                                                                np.float32)))


@pytest.mark.slow
def test_multi_scale_deformable_attn(mode):
    (value, loc, weight), attrs = CASES["multi_scale_deformable_attn"][0]
    shape = T(np.array(attrs["shapes"], np.int32))
    start = T(np.array(attrs["starts"], np.int64))
    attn = (lambda v, l, w: ops.multi_scale_deformable_attn_function(
        v, T(np.array(attrs["shapes"], np.int32)), T(np.array(attrs["starts"], np.int64)), l, w))
    net = _Fn(attn)
    from op_cases_vision_ext import _msda_ref
    _close(net(T(value), T(loc), T(weight)).asnumpy(), _msda_ref(value, loc, weight, **attrs))
    with pytest.raises(RuntimeError, match="multiple of 8"):
        ops.multi_scale_deformable_attn_function(T(value[..., :4]), shape, start, T(loc),
                                                 T(weight))


# ---- resampling, pooling, glimpses ---------------------------------------------------------------
_KERNELS = ["lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic",
            "mitchellcubic"]


@pytest.mark.slow
@pytest.mark.parametrize("kernel", _KERNELS)
def test_scale_and_translate_matches_mindspore(kernel):
    # box with antialiasing is left out: weights at its exact 0.5 tie depend on rounding
    for aa in (False,) if kernel == "box" else (True, False):
        out = ops.ScaleAndTranslate(kernel, aa)(T(D["sat.images"]), T([4, 9], ms.int32),
                                                T([0.6, 1.4]), T([0.3, -0.8]))
        _close(out.asnumpy(), D[f"sat_{kernel}_{int(aa)}.out"])


def test_scale_and_translate_graph_and_errors(mode):
    fn3 = (lambda i: ops.ScaleAndTranslate()(i, T([4, 9], ms.int32), T([0.6, 1.4]),
                                             T([0.3, -0.8])))
    net = _Fn(fn3)
    _close(net(T(D["sat.images"])).asnumpy(), D["sat_lanczos3_1.out"])
    with pytest.raises(ValueError, match="'kernel_type' must be in"):
        ops.ScaleAndTranslate("cubic")
    with pytest.raises(ValueError, match="shape of 'scale' must be \\(2,\\)"):
        ops.ScaleAndTranslate()(T(D["sat.images"]), T([4, 9], ms.int32), T([0.6]), T([0., 0.]))


def _pool_ref(x, rows, cols, mode, overlap):
    out = np.zeros((x.shape[0], len(rows) - 1, len(cols) - 1, x.shape[3]), x.dtype)
    for i in range(len(rows) - 1):
        for j in range(len(cols) - 1):
            win = x[:, rows[i]:rows[i + 1] + overlap, cols[j]:cols[j + 1] + overlap]
            out[:, i, j] = win.max((1, 2)) if mode == "max" else win.mean((1, 2))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("cls, overlap, pseudo", [(ops.FractionalMaxPool, False, True),
                                                  (ops.FractionalAvgPool, True, False)])
def test_fractional_pool(mode, cls, overlap, pseudo):
    x = D["frac.x"]
    op = cls([1.0, 1.6, 2.2, 1.0], pseudo_random=pseudo, overlapping=overlap,
             deterministic=True, seed=3)
    ms.set_seed(5)
    y, rows, cols = _Fn(op)(T(x))
    rows, cols = rows.asnumpy(), cols.asnumpy()
    assert rows.dtype == np.int64 and rows.tolist()[::len(rows) - 1] == [0, 7]
    assert set(np.diff(rows)) <= {1, 2} and set(np.diff(cols)) <= {2, 3} and cols[-1] == 9
    assert y.shape == (2, 4, 4, 2)
    _close(y.asnumpy(), _pool_ref(x, rows, cols, "max" if cls is ops.FractionalMaxPool
                                  else "avg", int(overlap)), 1e-5)
    ms.set_seed(5)
    again = _Fn(cls([1.0, 1.6, 2.2, 1.0], pseudo_random=pseudo, overlapping=overlap,
                    deterministic=True, seed=3))(T(x))
    assert again[1].asnumpy().tolist() == rows.tolist()                 # the seeds repeat them


def test_fractional_pool_errors():
    with pytest.raises(ValueError, match="first and last elements"):
        ops.FractionalMaxPool([2.0, 1.5, 1.5, 1.0])
    with pytest.raises(ValueError, match="both 'seed' and 'seed2' must be 0"):
        ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0], seed=1)
    with pytest.raises(TypeError, match="float32, float64, int32 or int64"):
        ops.FractionalMaxPool([1.0, 1.5, 1.5, 1.0])(T(np.ones((1, 4, 4, 1), np.float16)))
    y, _, _ = ops.FractionalAvgPool([1.0, 2.0, 2.0, 1.0])(T(np.arange(16).reshape(1, 4, 4, 1)))
    assert y.dtype == ms.int64 and y.asnumpy().reshape(-1).tolist() == [2, 4, 10, 12]


@pytest.mark.parametrize("centered, normalized", [(True, True), (True, False), (False, True),
                                                  (False, False)])
def test_extract_glimpse_matches_mindspore(mode, centered, normalized):
    op = ops.ExtractGlimpse(centered=centered, normalized=normalized, uniform_noise=False,
                            noise="zero")
    off = D["glimpse.offsets"] if normalized else D["glimpse.offsets"] * 6
    fn4 = lambda x, o: op(x, T([4, 5], ms.int32), o)
    out = _Fn(fn4)(T(D["glimpse.x"]), T(off))
    _close(out.asnumpy(), D[f"glimpse_{int(centered)}{int(normalized)}.out"], 1e-6)


@pytest.mark.slow
def test_extract_glimpse_noise_and_errors():
    x, off = T(np.full((1, 6, 6, 1), 5.0, np.float32)), T([[100.0, 100.0]])
    uni = ops.ExtractGlimpse(centered=False, normalized=False)(x, T([20, 20], ms.int32), off)
    gauss = ops.ExtractGlimpse(False, False, False, "gaussian")(x, T([20, 20], ms.int32), off)
    u, g = uni.asnumpy(), gauss.asnumpy()
    assert -1 <= u.min() < -0.8 and 0.8 < u.max() <= 1               # MindSpore's U(-1, 1)
    assert abs(g.mean() - 10) < 0.15 and abs(g.std() - 0.5) < 0.1     # and N(10, 0.5)
    with pytest.raises(ValueError, match="'noise' must be 'uniform' when 'uniform_noise'"):
        ops.ExtractGlimpse(noise="zero")
    with pytest.raises(TypeError, match="must be a type of \\{Tensor\\[Float32\\]\\}"):
        ops.ExtractGlimpse()(T(np.ones((1, 4, 4, 1), np.float16)), T([2, 2], ms.int32), off)
    with pytest.raises(ValueError, match="'offsets' must have shape \\(1, 2\\)"):
        ops.ExtractGlimpse()(x, T([2, 2], ms.int32), T([[0.0, 0.0, 0.0]]))


@pytest.mark.slow
# ---- random crops and draws ------------------------------------------------------------------------
def test_sample_distorted_bounding_box(mode):
    op = ops.SampleDistortedBoundingBoxV2(seed=1, seed2=1, max_attempts=50)
    box = T(np.array([[[0.1, 0.1, 0.5, 0.5]]], np.float32))
    ms.set_seed(5)
    crop = lambda s, b, m: op(s, b, m)     # noqa: E731
    begin, size, bbox = _Fn(crop)(T([40, 30, 3], ms.int32), box, T([0.3]))
    (y, x, z), (h, w, c) = begin.asnumpy().tolist(), size.asnumpy().tolist()
    assert z == 0 and c == -1 and begin.dtype == ms.int32 and bbox.shape == (1, 1, 4)
    assert 0 <= y and y + h <= 40 and 0 <= x and x + w <= 30
    _close(bbox.asnumpy().reshape(-1), [y / 40, x / 30, (y + h) / 40, (x + w) / 30], 1e-6)
    covered = max(min(y + h, 20) - max(y, 4), 0) * max(min(x + w, 15) - max(x, 3), 0) / 192
    assert covered >= 0.3 or (h, w) == (40, 30)
    ms.set_seed(5)
    again = _Fn(ops.SampleDistortedBoundingBoxV2(seed=1, seed2=1, max_attempts=50))(
        T([40, 30, 3], ms.int32), box, T([0.3]))
    assert again[0].asnumpy().tolist() == begin.asnumpy().tolist()


@pytest.mark.slow
def test_sample_distorted_bounding_box_uint8_and_errors():
    _, size, _ = ops.SampleDistortedBoundingBoxV2()(T([10, 10, 3], ms.uint8),
                                                    T(np.array([[[0.1, 0.1, 0.5, 0.5]]],
                                                                np.float32)), T([0.1]))
    assert size.dtype == ms.uint8 and size.asnumpy()[2] == 255          # -1 as uint8
    with pytest.raises(ValueError, match="min_object_covered dimension must be equal to 1"):
        ops.SampleDistortedBoundingBoxV2()(T([10, 10, 3], ms.int32),
                                           T(np.zeros((1, 1, 4), np.float32)), T(0.1))
    with pytest.raises(ValueError, match="area_range"):
        ops.SampleDistortedBoundingBoxV2(area_range=(0.5, 1.5))


@pytest.mark.slow
def test_parameterized_truncated_normal(mode):
    op = ops.ParameterizedTruncatedNormal(seed=2, seed2=3)
    args = (T([0.0, 5.0]), T([1.0, 0.5]), T([-0.5, 4.8]), T([1.0, 5.1]))
    ms.set_seed(5)
    draw = lambda *a: op(T([2, 200], ms.int32), *a)     # noqa: E731
    out = _Fn(draw)(*args).asnumpy()
    assert out.shape == (2, 200) and out.dtype == np.float32
    assert out[0].min() >= -0.5 and out[0].max() <= 1.0 and out[0].std() > 0.2
    assert out[1].min() >= 4.8 and out[1].max() <= 5.1
    ms.set_seed(5)
    draw_again = (lambda *a: ops.ParameterizedTruncatedNormal(seed=2, seed2=3)(
        T([2, 200], ms.int32), *a))
    again = _Fn(draw_again)(*args)
    assert np.array_equal(again.asnumpy(), out)
    with pytest.raises(ValueError, match="'stdevs' must be positive"):
        op(T([2, 3], ms.int32), args[0], T([1.0, 0.0]), *args[2:])
    with pytest.raises(ValueError, match="at least 2 positive elements"):
        op(T([5], ms.int32), *args)
    # 2.10's infer text (fe3ec68a; st test_parameterized_truncated_normal_op case2)
    with pytest.raises(ValueError, match=re.escape("For ParameterizedTruncatedNormal, mean must "
                                                   "be 0d, or mean.shape = (2, ), but got (3, ).")):
        op(T([2, 3], ms.int32), T([0.0, 1.0, 2.0]), *args[1:])


@pytest.mark.slow
# ---- older Primitives ------------------------------------------------------------------------------
def test_rnnt_loss_costs_and_grads(mode):
    (acts, labels, t_len, u_len), _ = CASES["rnnt_loss"][0]
    costs, grads = _Fn(ops.RNNTLoss(blank_label=0))(*(T(a) for a in (acts, labels, t_len, u_len)))
    _close(costs.asnumpy(), _rnnt_costs(acts.astype(np.float64), labels, t_len, u_len, 0), 1e-5)
    cost_sum = lambda a: ops.RNNTLoss()(a, T(labels), T(t_len), T(u_len))[0].sum()  # noqa: E731
    loss = _Fn(cost_sum)
    _close(ms.grad(loss)(T(acts)).asnumpy(), grads.asnumpy(), 1e-5)   # grads = d costs / d acts
    assert np.abs(grads.asnumpy()[1, 3]).max() == 0                   # past input_lengths[1]
    with pytest.raises(TypeError, match="'labels' must be int32"):
        ops.RNNTLoss()(T(acts), T(labels.astype(np.int64)), T(t_len), T(u_len))


@pytest.mark.slow
def test_basic_lstm_cell(mode):
    r = np.random.default_rng(1)
    x, h, c = (r.normal(size=s).astype(np.float32) for s in ((2, 3), (2, 4), (2, 4)))
    w, b = r.normal(size=(7, 16)).astype(np.float32), r.normal(size=(16,)).astype(np.float32)
    outs = _Fn(ops.BasicLSTMCell(forget_bias=0.5))(*(T(a) for a in (x, h, c, w, b)))
    sig = lambda v: 1 / (1 + np.exp(-v))
    i, j, f, o = np.split(np.concatenate([x, h], 1) @ w + b, 4, 1)
    ct = sig(f + 0.5) * c + sig(i) * np.tanh(j)
    for got, want in zip(outs, (ct, sig(o) * np.tanh(ct), sig(i), np.tanh(j), sig(f + 0.5),
                                sig(o), np.tanh(ct))):
        _close(got.asnumpy(), want, 1e-5)
    hidden_sum = lambda *a: ops.BasicLSTMCell()(*a)[1].sum()     # noqa: E731
    g = ms.grad(_Fn(hidden_sum), grad_position=3)(*(T(a) for a in (x, h, c, w, b)))
    assert g.shape == (7, 16) and np.abs(g.asnumpy()).sum() > 0
    with pytest.raises(ValueError, match="'activation' must be 'tanh'"):
        ops.BasicLSTMCell(activation="relu")


# (grad, l1, lr, l2, step, accum, squared accum) -> MindSpore's var, accum, squared accum. For a
# negative accumulator with l1 > 0 MindSpore's CPU kernel takes sign(acc) * |acc - l1 * step|
# (1.25 below); minicell follows the documented sign(acc) * max(|acc| - l1 * step, 0) (0.75).
_ADAGRAD_DA = [((2.0, 0.0, 1.0, 0.0, 1, 0.0, 0.0), (-1.0, 2.0, 4.0)),
               ((2.0, 0.5, 1.0, 0.0, 1, 0.0, 0.0), (-0.75, 2.0, 4.0)),
               ((2.0, 0.5, 1.0, 0.0, 2, 0.0, 0.0), (-0.5, 2.0, 4.0)),
               ((2.0, 0.5, 0.5, 0.0, 1, 0.0, 0.0), (-0.375, 2.0, 4.0)),
               ((2.0, 0.5, 1.0, 0.3, 1, 0.0, 0.0), (-0.6521739, 2.0, 4.0)),
               ((-2.0, 0.5, 1.0, 0.0, 1, 0.0, 0.0), (0.75, -2.0, 4.0)),
               ((-2.0, 0.0, 1.0, 0.0, 1, 0.0, 0.0), (1.0, -2.0, 4.0)),
               ((2.0, 0.5, 1.0, 0.0, 1, 1.0, 5.0), (-0.8333333, 3.0, 9.0))]


@pytest.mark.parametrize("run_mode", [ms.PYNATIVE_MODE,
                                      pytest.param(ms.GRAPH_MODE, marks=pytest.mark.slow)])
@pytest.mark.parametrize("args, want", _ADAGRAD_DA)
def test_apply_adagrad_da_matches_mindspore(run_mode, args, want):
    ms.set_context(mode=run_mode)
    g, l1, lr, l2, step, acc0, sq0 = args
    params = [ms.Parameter(T(np.array([v], np.float32)), name=n)
              for v, n in ((0.0, "var"), (acc0, "acc"), (sq0, "sq"))]

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.var, self.acc, self.sq = params
            self.op = ops.ApplyAdagradDA()

        def construct(self, grad):
            return self.op(self.var, self.acc, self.sq, grad, T(lr), T(l1), T(l2),
                           T(step, ms.int32))

    out = Net()(T(np.array([g], np.float32)))
    _close(out.asnumpy(), [want[0]], 1e-6)
    _close([p.asnumpy()[0] for p in params], want, 1e-6)


@pytest.mark.slow
@pytest.mark.parametrize("nd, norm", [(1, "backward"), (1, "ortho"), (2, "backward"),
                                      (2, "ortho")])
def test_fft_with_size_matches_mindspore(nd, norm):
    cx, rx, k = T(D["fft.cx"]), T(D["fft.rx"]), f"fft_{nd}_{norm}"
    sizes = (10,) if nd == 1 else (4, 10)
    for got, name in ((ops.FFTWithSize(nd, False, False, norm)(cx), "fft"),
                      (ops.FFTWithSize(nd, True, False, norm)(cx), "ifft"),
                      (ops.FFTWithSize(nd, False, True, norm)(rx), "rfft"),
                      (ops.FFTWithSize(nd, False, True, norm, onesided=False)(rx), "rfft_full"),
                      (ops.FFTWithSize(nd, True, True, norm, signal_sizes=sizes)(cx), "irfft")):
        assert got.asnumpy().dtype == D[f"{k}.{name}"].dtype, name
        _close(got.asnumpy(), D[f"{k}.{name}"])


def test_fft_with_size_graph_and_errors(mode):
    out = _Fn(ops.FFTWithSize(2, False, True))(T(D["fft.rx"]))
    _close(out.asnumpy(), D["fft_2_backward.rfft"])
    with pytest.raises(TypeError, match="complex64 or complex128"):
        ops.FFTWithSize(1, True, False)(T(D["fft.rx"]))
    with pytest.raises(ValueError, match="'signal_ndim' must be 1, 2 or 3"):
        ops.FFTWithSize(4, False, False)


def test_sub_and_filter_as_mindspore():
    # MindSpore 2.10: the kept values minus the offset and their flat positions, input dtype
    out, idx = ops.SubAndFilter()(ms.Tensor(np.array([1, 3, 5, 8, 9, 16], np.int32)), 10, 5)
    assert out.dtype == idx.dtype == ms.int32
    assert out.asnumpy().tolist() == [0, 3, 4] and idx.asnumpy().tolist() == [2, 3, 4]
    out, idx = ops.SubAndFilter()(ms.Tensor(np.array([[1, 7], [9, 2]], np.int64)), 3, 0)
    assert out.asnumpy().tolist() == [1, 2] and idx.asnumpy().tolist() == [0, 3]
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}"):
        ops.SubAndFilter()(ms.Tensor(np.array([1.5], np.float32)), 3, 0)


def test_pad_and_shift_as_mindspore():
    # MindSpore 2.10 (measured): -1 everywhere but [cum[i], cum[i + 1]) = x[:len], cum[-1] long
    P = ops.operations
    x, cum = T(np.array([9, 13, -1, -1], np.int32)), T(np.array([0, 3, 5], np.int32))
    assert P.PadAndShift()(x, cum, 0).asnumpy().tolist() == [9, 13, -1, -1, -1]
    out = P.PadAndShift()(T(np.arange(1, 9), ms.int64), T(np.array([0, 3, 5, 8]), ms.int64), 2)
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [-1, -1, -1, -1, -1, 1, 2, 3]
    ms.set_context(mode=ms.GRAPH_MODE)      # the output length is a value: runs op by op
    with pytest.warns(CompileWarning, match="PadAndShift"):
        fn5 = lambda a, c: P.PadAndShift()(a, c, 1)
        got = _Fn(fn5)(x, cum)
    assert got.asnumpy().tolist() == [-1, -1, -1, 9, 13]
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(RuntimeError, match="shift index: 2 and cumsum size: 3"):
        P.PadAndShift()(x, cum, 2)
    with pytest.raises(TypeError, match=r"argument\[input_x\] must be a type of"):
        P.PadAndShift()(T(np.array([1.0, 2.0]), ms.float32), cum, 0)


def test_map_uniform_as_mindspore():
    # MindSpore 2.10 (measured): x % group_num * per_group_size + x // group_num, input dtype
    x = ms.Tensor(np.arange(8), ms.int64)
    out = ops.MapUniform()(x, 2, 4)
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [0, 2, 4, 6, 1, 3, 5, 7]
    ms.set_context(mode=ms.GRAPH_MODE)
    fn6 = lambda a: ops.MapUniform()(a, 4, 2)
    got = _Fn(fn6)(ms.Tensor(np.arange(8), ms.int32))
    assert got.asnumpy().tolist() == [0, 4, 1, 5, 2, 6, 3, 7]
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(ValueError, match="must be less than 8, but got 8"):
        ops.MapUniform()(ms.Tensor(np.array([9, 1]), ms.int32), 4, 2)
    with pytest.raises(TypeError, match=r"argument\[input\] must be a type of"):
        ops.MapUniform()(ms.Tensor(np.array([1.0]), ms.float32), 2, 2)


class _UpdateCacheNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = ms.Parameter(ms.Tensor(np.arange(10, dtype=np.float32).reshape(5, 2)), name="x")

    def construct(self, indices, updates, max_num):
        return ops.operations.UpdateCache()(self.x, indices, updates, max_num)


def test_update_cache_writes_the_rows_below_max_num(mode):
    # MindSpore 2.10 (measured): rows with 0 <= index < max_num are written into the Parameter,
    # the others skipped; the output is an unused [0] of the input's dtype
    net = _UpdateCacheNet()
    out = net(ms.Tensor(np.array([[-1, 3], [4, 7]], np.int32)),
              ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2) + 100), 5)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [0.0]
    assert net.x.asnumpy().tolist() == [[0, 1], [2, 3], [4, 5], [102, 103], [104, 105]]
    net(ms.Tensor(np.array([1, 3, 1], np.int64)),
        ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) + 200), ms.Tensor(2, ms.int64))
    assert net.x.asnumpy().tolist()[:2] == [[0, 1], [204, 205]]     # the later duplicate wins


def test_embedding_cache_module_holds_mindspores_classes():
    # MindSpore 2.10 keeps these in ops.operations._embedding_cache_ops (its st tests import
    # the module), ops.SubAndFilter / ops.MapUniform being the same classes
    from minicell.ops.operations import _embedding_cache_ops as E
    assert E.SubAndFilter is ops.SubAndFilter and E.MapUniform is ops.MapUniform
    assert E.PadAndShift is ops.operations.PadAndShift
    assert not hasattr(ops.operations.array_ops, "SubAndFilter")


def test_add_v2_adds_operands_of_one_shape_only():
    # MindSpore 2.10 (measured): Add's promotion (float32 + int32 -> float32), no broadcasting
    # (a scalar operand too is a shape mismatch), no bool first operand; the gradient of add
    from minicell.ops.operations.math_ops import AddV2
    out = AddV2()(T(np.ones(3, np.float32)), T(np.full(3, 2, np.int32)))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [3.0, 3.0, 3.0]
    with pytest.raises(ValueError, match=r"input_shape: \[2,3,\] must be equal to \[1,3,\]"):
        AddV2()(T(np.ones((2, 3), np.float32)), T(np.ones((1, 3), np.float32)))
    with pytest.raises(ValueError, match=r"input_shape: \[3,\] must be equal to \[\]"):
        AddV2()(T(np.ones(3, np.float32)), 2.0)
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of .* got Tensor\[Bool\]"):
        AddV2()(T(np.ones(3, np.bool_)), T(np.ones(3, np.bool_)))
    ga, gb = ops.grad(lambda a, b: AddV2()(a, b) * b, (0, 1))(T(np.ones(3, np.float32)),
                                                             T(np.full(3, 2, np.float32)))
    assert ga.asnumpy().tolist() == [2.0] * 3 and gb.asnumpy().tolist() == [5.0] * 3
    assert not hasattr(ops, "AddV2") and not hasattr(ops.operations, "AddV2")
