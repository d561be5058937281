"""Model-zoo patterns found running mindspore-ai/models CV models (session 65, zoo42a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

# ---- ROIAlign gives its ROIs no gradient (detection heads: FasterRCNN, MaskRCNN, ...) ---------
# 2.10's ROIAlign bprop returns zeros for the rois input, in both modes: a box computed from a
# Parameter leaves the Parameter's gradient 0. minicell differentiated the bilinear sampling
# through the box coordinates (rois gradient sum -0.494 for the boxes below).


class _RoiNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.off = ms.Parameter(Tensor(np.array([0, 0.25, 0.5, 0.75, 1.0], np.float32)),
                                name='off')
        self.roi = ops.ROIAlign(2, 2, 0.5, 2)

    def construct(self, x, rois):
        return (self.roi(x, rois + self.off) * 2.0).sum()


@pytest.mark.heavy      # about 1.4 s a mode (ROIAlign's first compile)
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_roi_align_rois_take_no_gradient(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.arange(2 * 3 * 6 * 6, dtype=np.float32).reshape(2, 3, 6, 6) / 10)
    rois = Tensor(np.array([[0, 0.5, 0.5, 5, 5], [1, 1, 1, 6, 4]], np.float32))
    net = _RoiNet()
    assert np.isclose(float(net(x, rois).asnumpy()), 497.7, rtol=1e-6)
    grad = ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())
    (gx, grois), (goff,) = grad(x, rois)
    assert grois.asnumpy().tolist() == [[0.0] * 5] * 2
    assert goff.asnumpy().tolist() == [0.0] * 5
    assert gx.asnumpy().sum() == 48.0
    assert gx.asnumpy()[0, 0].ravel()[:8].tolist() == [0.015625, 0.078125, 0.078125, 0.078125,
                                                       0.0, 0.0, 0.15625, 0.78125]


# ---- loss and box primitives: which inputs take a gradient (2.10's bprops) ---------------------
# Measured on 2.10 CPU, both modes, d/d(inputs) of sum(out[0] ** 2): SigmoidCrossEntropyWithLogits
# gives the label zeros; ops.binary_cross_entropy_with_logits gives weight and pos_weight zeros
# (the target's gradient stays); SoftmaxCrossEntropyWithLogits gives the labels zeros and the
# logits (softmax - labels) * dloss, whose rows do not sum to 0 for labels not summing to 1;
# IOU gives both box inputs zeros; the NLLLoss primitive gives its weight zeros. minicell
# differentiated every input (GANs and distillation feed network outputs as labels; YOLO-style
# heads feed boxes to IOU).

_X = [[0.5, -1.0, 2.0], [-0.25, 1.5, 0.0]]
_Y = [[0.2, 0.9, 0.5], [0.7, 0.1, 0.6]]
_W = [[1.0, 2.0, 0.5], [1.5, 1.0, 0.25]]
_ZEROS = [[0.0] * 3] * 2


class _SumSq(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        out = self.fn(*args)
        if isinstance(out, tuple):
            out = out[0]
        return (out * out).sum()


def _grads(fn, *arrays):
    args = [Tensor(np.array(a, np.float32)) for a in arrays]
    return [g.asnumpy() for g in ops.GradOperation(get_all=True)(_SumSq(fn))(*args)]


def _sigmoid_ce():
    gx, gy = _grads(ops.SigmoidCrossEntropyWithLogits(), _X, _Y)
    assert np.allclose(gx, [[0.738524, -1.531278, 0.858262], [-0.393757, 2.226509, -0.138629]],
                       atol=2e-6)
    assert gy.tolist() == _ZEROS


def _bce_with_logits():
    gx, gy, gw, gp = _grads(ops.binary_cross_entropy_with_logits, _X, _Y, _W, _W)
    assert np.allclose(gx, [[0.221059, -1.348996, 0.107426], [-0.360221, 0.375484, 0.016352]],
                       atol=2e-6)
    assert np.allclose(gy, [[-0.261634, 2.420909, -0.539872], [0.520366, -0.784902, -0.068007]],
                       atol=2e-6)
    assert gw.tolist() == _ZEROS and gp.tolist() == _ZEROS


def _softmax_ce():
    gx, gy = _grads(ops.SoftmaxCrossEntropyWithLogits(), _X, _Y)
    assert np.allclose(gx, [[-0.167338, -5.830098, 1.934119], [-2.985021, 3.193848, -2.283197]],
                       atol=2e-6)
    assert gy.tolist() == _ZEROS


def _iou():
    ga, gb = _grads(ops.IOU(), [[0, 0, 4, 4], [1, 1, 3, 5]], [[2, 2, 5, 5]])
    assert ga.tolist() == [[0.0] * 4] * 2 and gb.tolist() == [[0.0] * 4]


class _NllSum(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.nll = ops.NLLLoss(reduction=reduction)

    def construct(self, logits, labels, weight):
        loss, total = self.nll(logits, labels, weight)
        return (loss * loss * 0.5 + loss).sum() + total * 0.25


def _nll_loss():
    # the NLLLoss primitive: no gradient for the weight (ops.nll_loss's weight keeps one)
    lp = Tensor(np.array([[-2.0, -1.5, -0.3], [-1.2, -0.4, -2.5]], np.float32))
    labels = Tensor(np.array([2, 0], np.int32))
    weight = Tensor(np.array([0.5, 2.0, 1.5], np.float32))
    gx, _, gw = ops.GradOperation(get_all=True)(_NllSum("mean"))(lp, labels, weight)
    assert np.allclose(gx.asnumpy(), [[0.0, 0.0, -1.14375], [-0.38125, 0.0, 0.0]], atol=1e-6)
    assert gw.asnumpy().tolist() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("case", [_sigmoid_ce, _bce_with_logits, _softmax_ce, _iou, _nll_loss])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_loss_primitives_leave_labels_and_weights_without_gradient(mode, case):
    ms.set_context(mode=mode)
    case()


# ---- LpNorm of a slice of zeros: a zero gradient, not NaN ---------------------------------------
# 2.10 (measured, both modes): d/dx of sum(LpNorm(...)(x) ** 2) is 0 on an all-zero slice (p = 2,
# 3, keep_dims, several axes); minicell's sqrt/pow gave NaN there, which an optimizer spreads to
# every weight (a gradient penalty, or the feature norm of a dead unit).

def _lp_norm_grads(x, **kw):
    net = _SumSq(ops.LpNorm(**kw))
    return ops.GradOperation()(net)(Tensor(np.array(x, np.float32))).asnumpy()


_X0 = [[0., 3., -4.], [0., 0., 0.]]


@pytest.mark.parametrize("x, kw, want", [
    (_X0, dict(axis=1, p=2), [[0.0, 6.0, -8.0], [0.0, 0.0, 0.0]]),
    (_X0, dict(axis=1, p=3, keep_dims=True), [[0.0, 4.001831, -7.114366], [0.0, 0.0, 0.0]]),
    ([[0.0] * 3] * 2, dict(axis=[0, 1], p=2), [[0.0] * 3] * 2)])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_lp_norm_of_zeros_has_zero_gradient(mode, x, kw, want):
    ms.set_context(mode=mode)
    g = _lp_norm_grads(x, **kw)
    assert np.isfinite(g).all() and np.allclose(g, want, atol=2e-6)


class _Cos(nn.Cell):
    def construct(self, a, b):
        out = ops.cosine_similarity(a, b, 1)
        return (out * out + out).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_cosine_similarity_of_a_zero_vector_has_zero_gradient(mode):
    # 2.10 (measured, both modes): the zero rows' gradients are 0 (minicell: NaN)
    ms.set_context(mode=mode)
    a = Tensor(np.array([[0., 3., -4.], [0., 0., 0.]], np.float32))
    b = Tensor(np.array([[1., 3., -4.], [0., 0., 0.]], np.float32))
    ga, gb = ops.GradOperation(get_all=True)(_Cos())(a, b)
    assert np.allclose(ga.asnumpy(), [[0.11615, 0.0, 0.0], [0.0, 0.0, 0.0]], atol=1e-5)
    assert np.allclose(gb.asnumpy(), [[-0.11168, 0.0134, -0.01787], [0.0, 0.0, 0.0]], atol=1e-5)


# ---- L2Normalize's gradient: 2.10's L2NormalizeGrad --------------------------------------------
# 2.10 (measured, both modes): dx = (g - y * sum(y * g)) / max(norm, epsilon), so a row whose norm
# is below epsilon (1e-4), zeros too, gets g / epsilon, and a row of norm 1e-3 (forward clamped
# at sqrt(epsilon)) divides by the norm; minicell differentiated its forward (g / sqrt(epsilon)).

class _L2nDot(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = ops.L2Normalize(axis=1)
        self.w = Tensor(np.array([[1., 2., 3.]], np.float32))

    def construct(self, x):
        return (self.norm(x) * self.w).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_l2_normalize_gradient_divides_by_the_clamped_norm(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.array([[1e-3, 0, 0], [3e-5, 4e-5, 0], [0, 0, 0], [3., 4., 0.]], np.float32))
    g = ops.GradOperation()(_L2nDot())(x).asnumpy()
    assert np.allclose(g[:3], [[990.0, 2000.0, 3000.0], [9999.67, 19999.56, 30000.0],
                               [10000.0, 20000.0, 30000.0]], rtol=1e-6)
    assert np.allclose(g[3], [-0.064, 0.048, 0.6], atol=1e-6)


# ---- mint's nll_loss / cross_entropy: no gradient for the class weight --------------------------
# 2.10 (measured: nll_loss in both modes, cross_entropy in GRAPH_MODE; its PYNATIVE_MODE has no
# CPU LogSoftmaxExt kernel): the weight's gradient is zeros; minicell differentiated it.

class _MintLoss(nn.Cell):
    def __init__(self, ce):
        super().__init__()
        self.ce = ce
        self.labels = Tensor(np.array([2, 0], np.int32))

    def construct(self, x, w):
        if self.ce:
            loss = ms.mint.nn.functional.cross_entropy(x, self.labels, w)
        else:
            loss = ms.mint.nn.functional.nll_loss(ops.log_softmax(x, 1), self.labels, w)
        return loss * loss * 0.5 + loss


@pytest.mark.parametrize("mode, ce", [(ms.PYNATIVE_MODE, False), (ms.GRAPH_MODE, False),
                                      (ms.GRAPH_MODE, True)])
def test_mint_nll_and_cross_entropy_weight_takes_no_gradient(mode, ce):
    ms.set_context(mode=mode)
    gx, gw = ops.GradOperation(get_all=True)(_MintLoss(ce))(
        Tensor(np.array(_X, np.float32)), Tensor(np.array([0.5, 2.0, 1.5], np.float32)))
    assert np.allclose(gx.asnumpy(), [[0.22376, 0.04993, -0.27369],
                                      [-0.37258, 0.30461, 0.06797]], atol=1e-5)
    assert gw.asnumpy().tolist() == [0.0, 0.0, 0.0]


# ---- TensorScatterUpdate with duplicate indices: every update gets its gathered cotangent -----
# 2.10 (measured, both modes; tensor_scatter_update, TensorScatterUpdate, tensor_scatter_elements):
# the last duplicate wins in the forward, and the bprop gives each update gather_nd(dout, index),
# the overwritten one too (1, 1, 3 below); JAX gave it 0.

class _ScatterDup(nn.Cell):
    def __init__(self):
        super().__init__()
        self.idx = Tensor(np.array([[0], [0], [2]], np.int32))
        self.w = Tensor(np.array([1., 2., 3., 4.], np.float32))

    def construct(self, x, u):
        return (ops.tensor_scatter_update(x, self.idx, u) * self.w).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_tensor_scatter_update_duplicates_all_get_gradient(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.array([1., 2., 3., 4.], np.float32))
    u = Tensor(np.array([5., 6., 7.], np.float32))
    net = _ScatterDup()
    assert float(net(x, u).asnumpy()) == 47.0
    gx, gu = ops.GradOperation(get_all=True)(net)(x, u)
    assert gx.asnumpy().tolist() == [0.0, 2.0, 0.0, 4.0]
    assert gu.asnumpy().tolist() == [1.0, 1.0, 3.0]


# ---- Xlogy and MulNoNan gradients at their special points (2.10's bprops) -----------------------
# 2.10 (measured, both modes, d/d(x, y) of sum(f(x, y))): Xlogy's d/dx is 0 where x == 0 and y is
# not positive (minicell: -inf, NaN), log(y) elsewhere; MulNoNan's d/dy is x also where y == 0
# (minicell: 0; its forward is still 0 there).

class _SumOf(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_xlogy_and_mul_no_nan_gradients_at_special_points(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.array([0., 0., 0., 2., 2., -1.], np.float32))
    y = Tensor(np.array([0., 3., -1., 0., 3., 0.5], np.float32))
    gx, gy = ops.GradOperation(get_all=True)(_SumOf(ops.Xlogy()))(x, y)
    assert np.allclose(gx.asnumpy(), [0.0, 1.0986123, 0.0, -np.inf, 1.0986123, -0.6931472])
    assert np.allclose(gy.asnumpy(), [np.nan, 0.0, 0.0, np.inf, 0.6666667, -2.0],
                       equal_nan=True)
    gx, gy = ops.GradOperation(get_all=True)(_SumOf(ops.MulNoNan()))(x, y)
    assert gx.asnumpy().tolist() == [0.0, 3.0, -1.0, 0.0, 3.0, 0.5]
    assert gy.asnumpy().tolist() == [0.0, 0.0, 0.0, 2.0, 2.0, -1.0]
