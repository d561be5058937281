"""``ops.operations._grad_ops`` (MindSpore's backward-kernel Primitives), part 1: the elementwise
kernels, losses and normalisations, checked against numpy closed forms or numpy finite
differences (never against minicell itself), and grad of grad in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.ops.operations import _grad_ops as G
from conftest import FnCell, GradCell

T = ms.Tensor
RNG_SEED = 0           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)


def u(*shape, lo=-1.0, hi=1.0, dtype=np.float32):
    return RNG.uniform(lo, hi, shape).astype(dtype)


def run(mode, prim, *args):
    """``prim(*args)`` eagerly, or inside a compiled construct in GRAPH_MODE."""
    ms.set_context(mode=mode)
    return FnCell(prim)(*args) if mode == ms.GRAPH_MODE else prim(*args)


def numeric_vjp(f, x, dy, h=1e-6):
    """``J(x)^T dy`` of the numpy function ``f`` by central differences in float64."""
    x = x.astype(np.float64)
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        g[i] = np.sum((f(x + e) - f(x - e)) * dy) / (2 * h)
    return g


# ---- elementwise: (class, inputs by MindSpore's call order, numpy result) ------------------------
def _sig(x):
    return 1 / (1 + np.exp(-x))


Y, DY, X3 = u(2, 3, lo=0.2, hi=2.0), u(2, 3), u(2, 3, lo=-3, hi=3)
XA = u(2, 3, lo=-0.9, hi=0.9)
ELEMENTWISE = [
    ("SqrtGrad", (Y, DY), DY / (2 * Y)),
    ("RsqrtGrad", (Y, DY), -0.5 * DY * Y ** 3),
    ("SoftplusGrad", (DY, X3), DY * _sig(X3)),
    ("TanhGrad", (XA, DY), DY * (1 - XA ** 2)),
    ("SigmoidGrad", (Y, DY), DY * Y * (1 - Y)),
    ("ReciprocalGrad", (Y, DY), -DY * Y ** 2),
    ("InvGrad", (Y, DY), -DY * Y ** 2),
    ("AtanGrad", (X3, DY), DY / (1 + X3 ** 2)),
    ("AsinhGrad", (X3, DY), DY / np.cosh(X3)),
    ("AcoshGrad", (Y, DY), DY / np.sinh(Y)),
    ("AsinGrad", (XA, DY), DY / np.sqrt(1 - XA ** 2)),
    ("ACosGrad", (XA, DY), -DY / np.sqrt(1 - XA ** 2)),
    ("SigmoidCrossEntropyWithLogitsGrad", (X3, Y / 2, DY), (_sig(X3) - Y / 2) * DY),
]


@pytest.mark.parametrize("name,args,expect", ELEMENTWISE, ids=[c[0] for c in ELEMENTWISE])
def test_elementwise_kernels_match_their_closed_forms(name, args, expect):
    out = getattr(G, name)()(*map(T, args))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-5, atol=1e-6)


def test_kinks_follow_mindspore_kernels(mode):
    x = np.array([-2.0, 0.0, 1.0, 6.0, 7.0, -0.0], np.float32)
    dy = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], np.float32)
    # ReLU6Grad passes dy where 0 < x <= 6 (MindSpore 2.10's CPU kernel), ReluGrad where x > 0
    np.testing.assert_array_equal(run(mode, G.ReLU6Grad(), T(dy), T(x)).asnumpy(),
                                  [0, 0, 3, 4, 0, 0])
    np.testing.assert_array_equal(run(mode, G.ReluGrad(), T(dy), T(x)).asnumpy(),
                                  [0, 0, 3, 4, 5, 0])
    out = np.array([-0.5, 0.0, 2.0, -1.0, 3.0, -0.25], np.float32)   # elu's output
    np.testing.assert_allclose(run(mode, G.EluGrad(), T(dy), T(out)).asnumpy(),
                               [0.5, 2.0, 3.0, 0.0, 5.0, 4.5])
    xs = np.array([-0.6, -0.5, 0.2, 0.5, 0.7, 0.0], np.float32)
    np.testing.assert_array_equal(run(mode, G.HShrinkGrad(), T(dy), T(xs)).asnumpy(),
                                  [1, 0, 0, 0, 5, 0])
    np.testing.assert_array_equal(run(mode, G.SoftShrinkGrad(0.1), T(dy), T(xs)).asnumpy(),
                                  [1, 2, 3, 4, 5, 0])


def test_complex_kernels_conjugate_the_derivative_as_mindspore():
    x = np.array([-0.5 - 0.25j, 0, 0.5 + 0.25j], np.complex64)
    dy = np.array([1 + 0.3j, 0, -1 - 0.3j], np.complex64)
    np.testing.assert_allclose(G.AtanGrad()(T(x), T(dy)).asnumpy(),
                               dy / np.conj(1 + x * x), rtol=1e-5)
    np.testing.assert_allclose(G.SqrtGrad()(T(x + 1), T(dy)).asnumpy(),
                               dy / np.conj(2 * (x + 1)), rtol=1e-5)
    # TanhGrad and InvGrad do not conjugate (MindSpore 2.10's kernels)
    np.testing.assert_allclose(G.TanhGrad()(T(x), T(dy)).asnumpy(), dy * (1 - x * x),
                               rtol=1e-5)


def test_logit_grad_eps_clips_outside_the_band():
    x = np.array([0.05, 0.5, 0.95, 0.1, 0.3], np.float32)
    dy = np.array([1.0, 2.0, 3.0, 4.0, 5.0], np.float32)
    full = dy / (x * (1 - x))
    np.testing.assert_allclose(G.LogitGrad()(T(dy), T(x)).asnumpy(), full, rtol=1e-5)
    np.testing.assert_allclose(G.LogitGrad(eps=0.1)(T(dy), T(x)).asnumpy(),
                               np.where((x >= 0.1) & (x <= 0.9), full, 0), rtol=1e-5)


def test_min_max_grad_grad_pick_by_comparison_with_ties():
    x = np.array([1.0, 2.0, 3.0], np.float32)
    y = np.array([2.0, 2.0, 2.0], np.float32)
    d1 = np.array([10.0, 20.0, 30.0], np.float32)
    d2 = np.array([-1.0, -2.0, -3.0], np.float32)
    zx, zy, out = G.MinimumGradGrad()(T(x), T(y), T(d1), T(d2))
    assert zx.asnumpy().tolist() == [0, 0, 0] and zy.asnumpy().tolist() == [0, 0, 0]
    assert out.asnumpy().tolist() == [10, 20, -3]
    assert G.MaximumGradGrad()(T(x), T(y), T(d1), T(d2))[2].asnumpy().tolist() == [-1, 20, 30]


# ---- losses ------------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", ["none", "mean", "sum", "batchmean"])
def test_kl_div_loss_grad(reduction):
    x, target = u(2, 3), u(2, 3, lo=0, hi=1)
    dy = u(2, 3) if reduction == "none" else np.float32(0.7)
    scale = {"none": 1, "mean": 1 / 6, "sum": 1, "batchmean": 1 / 2}[reduction]
    out = G.KLDivLossGrad(reduction)(T(dy), T(x), T(target))
    np.testing.assert_allclose(out.asnumpy(), -target * dy * scale, rtol=1e-5)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_soft_margin_loss_grad(reduction):
    p, label = u(2, 3), np.sign(u(2, 3)).astype(np.float32)
    dout = u(2, 3) if reduction == "none" else np.float32(0.7)
    expect = numeric_vjp(lambda v: np.log1p(np.exp(-label * v)), p,
                         np.broadcast_to(dout, p.shape))
    expect = expect / 6 if reduction == "mean" else expect
    out = G.SoftMarginLossGrad(reduction)(T(p), T(label), T(dout))
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("reduction,ignore", [("mean", -100), ("sum", -100), ("none", -100),
                                               ("mean", 0)])
def test_nll_loss_grad(reduction, ignore):
    logits, labels, weight = u(3, 5), np.array([1, 0, 4], np.int32), u(5, lo=0.1, hi=1)
    keep = labels != ignore
    total = np.float32(weight[labels][keep].sum())
    dloss = u(3) if reduction == "none" else np.float32(0.7)
    expect = np.zeros((3, 5), np.float32)
    for n in range(3):
        if keep[n]:
            g = dloss[n] if reduction == "none" else dloss
            expect[n, labels[n]] = -weight[labels[n]] * g / (total if reduction == "mean" else 1)
    out = G.NLLLossGrad(reduction, ignore)(T(logits), T(dloss), T(labels), T(weight), T(total))
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-5)


@pytest.mark.parametrize("p,margin,reduction,weighted", [(1, 1.0, "mean", True),
                                                         (2, 0.5, "none", False)])
def test_multi_margin_loss_grad(p, margin, reduction, weighted):
    x, target = u(3, 4), np.array([1, 0, 3], np.int64)
    weight = u(4, lo=0.1, hi=1) if weighted else None

    def loss(v):
        picked = v[np.arange(3), target][:, None]
        term = np.maximum(margin - picked + v, 0) ** p
        term[np.arange(3), target] = 0
        out = term.sum(1) / 4 * (weight[target] if weighted else 1)
        return out.mean() if reduction == "mean" else out
    dy = np.float32(0.7) if reduction == "mean" else u(3)
    expect = numeric_vjp(loss, x, dy)
    out = G.MultiMarginLossGrad(p, margin, reduction)(T(dy), T(x), T(target),
                                                      T(weight) if weighted else None)
    np.testing.assert_allclose(out.asnumpy(), expect, rtol=1e-4, atol=1e-5)


# ---- normalisations ------------------------------------------------------------------------------
def test_layer_norm_grad_is_the_vjp_of_layer_norm(mode):
    x, dy, gamma = u(2, 3, 4), u(2, 3, 4), u(3, 4)
    mean, var = x.mean((1, 2), keepdims=True), x.var((1, 2), keepdims=True)

    def ln(v):
        m, s = v.mean((1, 2), keepdims=True), v.var((1, 2), keepdims=True)
        return gamma * (v - m) / np.sqrt(s + 1e-12)
    dx, dg, db = run(mode, G.LayerNormGrad(1, 1), T(x), T(dy), T(var), T(mean), T(gamma))
    np.testing.assert_allclose(dx.asnumpy(), numeric_vjp(ln, x, dy), rtol=1e-3, atol=1e-4)
    xhat = (x - mean) / np.sqrt(var + 1e-12)
    np.testing.assert_allclose(dg.asnumpy(), (dy * xhat).sum(0), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(db.asnumpy(), dy.sum(0), rtol=1e-5, atol=1e-6)


def test_layer_norm_grad_grad_values(mode):
    """MindSpore's LayerNormGradGrad: the statistics follow x, so a constant d_dx and dy give
    no x cotangent (values of MindSpore's own test)."""
    x, ones = T(np.array([[1.0, 2.0, 3.0]] * 2, np.float32)), T(np.ones((2, 3), np.float32))
    var, mean = T(np.full((2, 1), 2 / 3, np.float32)), T(np.full((2, 1), 2.0, np.float32))
    g = T(np.ones(3, np.float32))
    d_x, d_dy, d_g = run(mode, ops.auto_generate.LayerNormGradGrad(1, 1), x, ones, var, mean, g,
                         ones, g, g)
    np.testing.assert_allclose(d_x.asnumpy(), np.zeros((2, 3)), atol=1e-4)
    np.testing.assert_allclose(d_dy.asnumpy(), [[-0.2247448, 1.0, 2.2247448]] * 2, rtol=1e-4)
    np.testing.assert_allclose(d_g.asnumpy(), np.zeros(3), atol=1e-4)


def test_l2_normalize_and_log_softmax_and_lrn_grads_by_finite_differences():
    x, dout = u(3, 4), u(3, 4)
    l2 = lambda v: v / np.sqrt(np.maximum((v ** 2).sum(1, keepdims=True), 1e-4))  # noqa: E731
    np.testing.assert_allclose(G.L2NormalizeGrad((1,), 1e-4)(T(x), T(l2(x)), T(dout)).asnumpy(),
                               numeric_vjp(l2, x, dout), rtol=1e-4, atol=1e-5)
    y = x - np.log(np.exp(x).sum(-1, keepdims=True))
    lsm = lambda v: v - np.log(np.exp(v).sum(-1, keepdims=True))  # noqa: E731
    np.testing.assert_allclose(G.LogSoftmaxGrad()(T(y.astype(np.float32)), T(dout)).asnumpy(),
                               numeric_vjp(lsm, x, dout), rtol=1e-4, atol=1e-5)
    xl, dl = u(1, 5, 2, 2), u(1, 5, 2, 2)

    def lrn(v, r=2, bias=1.0, alpha=0.1, beta=0.75):
        sq = np.pad(v ** 2, ((0, 0), (r, r), (0, 0), (0, 0)))
        s = sum(sq[:, i:i + v.shape[1]] for i in range(2 * r + 1))
        return v / (bias + alpha * s) ** beta
    out = G.LRNGrad(2, 1.0, 0.1, 0.75)(T(dl), T(xl), T(lrn(xl).astype(np.float32)))
    np.testing.assert_allclose(out.asnumpy(), numeric_vjp(lrn, xl, dl), rtol=1e-4, atol=1e-5)


def test_bias_add_grad_sums_all_but_the_channel_axis_keeping_the_dtype():
    d = np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2)
    out = G.BiasAddGrad()(T(d.astype(np.int32)))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == d.sum((0, 2, 3)).tolist()
    np.testing.assert_array_equal(G.BiasAddGrad("NHWC")(T(d.astype(np.float16))).asnumpy(),
                                  d.sum((0, 1, 2)).astype(np.float16))


# ---- grad of grad, errors, where the classes live ----------------------------------------------
def test_softplus_grad_is_differentiable_again(mode):
    ms.set_context(mode=mode)
    x, dy = u(2, 3, lo=-2, hi=2), u(2, 3)
    gx, gdy = GradCell(FnCell(G.SoftplusGrad()), get_all=True)(T(dy), T(x))
    s = _sig(x)
    np.testing.assert_allclose(gx.asnumpy(), s, rtol=1e-5)            # d/d(dy)
    np.testing.assert_allclose(gdy.asnumpy(), dy * s * (1 - s), rtol=1e-4, atol=1e-6)


def test_bad_attributes_raise_mindspore_errors():
    with pytest.raises(ValueError, match="reduction"):
        G.KLDivLossGrad("avg")
    with pytest.raises(ValueError, match="lambd"):
        G.HShrinkGrad(lambd=-1.0)
    with pytest.raises(TypeError, match="axis"):
        G.LogSoftmaxGrad(axis=1.5)
    with pytest.raises(TypeError, match="number of inputs"):
        G.SqrtGrad()(T(Y))


def test_backward_kernels_live_only_in_grad_ops():
    from minicell.ops.operations._grad_ops import StridedSliceGrad   # noqa: F401
    assert not hasattr(ops, "SqrtGrad") and not hasattr(ops.operations, "SqrtGrad")
    assert G.SqrtGrad().name == "SqrtGrad"
    assert repr(G.HShrinkGrad(0.25)) == "Prim[HShrinkGrad]<lambd=0.25>"
