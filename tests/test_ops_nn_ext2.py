"""The nn ops of ``rows_nn`` part 2: activations' composite forms and Primitive classes,
resize (values printed by MindSpore 2.10), convolution / normalization Primitives, losses'
argument handling, embedding and dropout, in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

from test_ops_nn_ext import _Fn, _check, _run, f32

_R = np.random.default_rng(4)


# ---- activations ------------------------------------------------------------------------------
def _softmax(x, axis):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


def test_activation_functions(mode):
    x = f32(3, 4)
    fn2 = lambda a: ops.softmin(a, 0)
    fn29 = lambda a: _softmax(-a, 0)
    _check(fn2, fn29, x)
    fn3 = lambda a: ops.HShrink(0.3)(a)
    fn30 = lambda a: np.where(np.abs(a) > 0.3, a, 0)
    _check(fn3, fn30, x)
    fn4 = lambda a: ops.SoftShrink(0.3)(a)
    fn31 = lambda a: np.sign(a) * np.maximum(np.abs(a) - .3, 0)
    _check(fn4, fn31,
           x)
    fn5 = lambda a: ops.CeLU(2.0)(a)
    fn32 = lambda a: np.where(a > 0, a, 2 * (np.exp(a / 2) - 1))
    _check(fn5, fn32, x)
    fn6 = lambda a: ops.GLU(0)(a[:2])
    fn33 = lambda a: a[:1] * (1 / (1 + np.exp(-a[1:2])))
    _check(fn6, fn33, x)
    fn7 = lambda a: ops.Mish()(a)
    fn34 = lambda a: a * np.tanh(np.log1p(np.exp(a)))
    _check(fn7, fn34, x)
    fn8 = lambda a, w: ops.PReLU()(a, w)
    fn35 = lambda a, w: np.where(a > 0, a, w * a)
    _check(fn8, fn35,
           x, np.array([0.1, 0.2, 0.3, 0.4], np.float32))
    fn9 = lambda a: a.soft_shrink(0.5) + a.hardshrink(0.5) * 0
    got = _run(fn9, x).asnumpy()
    np.testing.assert_allclose(got, np.sign(x) * np.maximum(np.abs(x) - 0.5, 0), rtol=1e-6)
    # MindSpore 2.10 values
    v = np.linspace(-2, 2, 7).astype(np.float32)
    np.testing.assert_allclose(_run(ops.fast_gelu, v).asnumpy(),
                               [-0.06434137, -0.12492641, -0.1622006, 0., 0.50446606, 1.208407,
                                1.9356586], rtol=1e-5)
    np.testing.assert_allclose(_run(ops.selu, v).asnumpy(),
                               [-1.5201665, -1.2946694, -0.85546106, 0., 0.70046735, 1.4009347,
                                2.101402], rtol=1e-5)
    assert repr(ops.CeLU(alpha=2.0)) == "Prim[CeLU]<alpha=2.0>"


def test_activation_errors():
    x = ms.Tensor(f32(3, 4))
    with pytest.raises(ValueError) as info:       # 2.10 splits first (measured)
        ops.glu(x, 0)
    assert str(info.value) == ("For 'Split', x_shape[0] must be divisible by output_num = 2, "
                               "but got 3")
    with pytest.raises(ValueError, match=r"x_shape\[1\] must be divisible .* got 5"):
        ops.glu(ms.Tensor(f32(4, 5)))             # axis -1 named by its index
    with pytest.raises(RuntimeError, match="SoftShrink"):
        ops.softshrink(x, -1.0)
    with pytest.raises(ValueError, match="hardtanh"):
        ops.hardtanh(x, 1.0, -1.0)
    with pytest.raises(ValueError, match="For 'Prelu', the length of 'weight'"):    # 2.10's
        ops.prelu(ms.Tensor(f32(2, 3)), ms.Tensor(f32(2)))
    with pytest.raises(TypeError, match="hardshrink"):
        ops.hardshrink(x, "a")


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_prelu_scalar_input_keeps_its_shape(mode):
    """A 0-d x with a 1-element weight gives a 0-d output and dx, dw of w's shape (2.10)."""
    ms.set_context(mode=mode)
    x, w = ms.Tensor(np.array(-0.8, np.float32)), ms.Tensor(np.array([0.6], np.float32))
    assert ops.PReLU()(x, w).shape == ()
    fn10 = lambda a, b: ops.PReLU()(a, b)
    assert ms.jit(fn10)(x, w).shape == ()
    fn11 = lambda a, b: ops.PReLU()(a, b)
    dx, dw = ms.grad(fn11, (0, 1))(x, w)
    assert dx.shape == () and dw.shape == (1,)
    np.testing.assert_allclose([dx.asnumpy(), dw.asnumpy()[0]], [0.6, -0.8], rtol=1e-6)


def test_random_activations():
    ms.set_seed(1)
    x = ms.Tensor(-np.ones((2000,), np.float32))
    y = ops.rrelu(x, 0.1, 0.3).asnumpy()
    assert ((-y >= 0.1) & (-y <= 0.3)).all() and abs(-y.mean() - 0.2) < 0.01
    logits = ms.Tensor(f32(5, 4))
    soft = ops.gumbel_softmax(logits, 0.5).asnumpy()
    np.testing.assert_allclose(soft.sum(-1), 1, rtol=1e-5)
    hard = ops.gumbel_softmax(logits, 0.5, hard=True).asnumpy()
    assert set(np.unique(hard)) <= {0.0, 1.0} and (hard.sum(-1) == 1).all()


# ---- resize (MindSpore 2.10 values) -----------------------------------------------------------
LINE = np.array([[[1., 3., 2., 7., 4.]]], np.float32)
IMG = np.arange(20, dtype=np.float32).reshape(1, 1, 4, 5) ** 1.5
RESIZE_1D = [
    ("nearest", None, [1., 1., 3., 3., 2., 7., 7., 4.]),
    ("linear", False, [1., 1.875, 2.9375, 2.3125, 3.5625, 6.6875, 5.3125, 4.]),
    ("linear", True, [1., 2.142857, 2.857143, 2.285714, 3.428571, 6.285714, 5.714286, 4.]),
]
BICUBIC_HALF = [0.9768, 1.6268, 2.8364, 4.3652, 6.1423, 8.3967, 10.0612, 20.1969, 22.5399,
                25.9944, 29.2428, 32.6122, 36.5065, 39.2666, 54.9624, 58.1464, 62.7957, 67.0924,
                71.4835, 76.4809, 79.9959]
BICUBIC_AC = [0., 0.4824, 1.5547, 2.8284, 4.2415, 6.3409, 8., 19.968, 22.4285, 25.94, 28.8418,
              31.8132, 35.7221, 38.6195, 58.0947, 61.466, 66.224, 70.0928, 74.0155, 79.0935,
              82.8191]
NEAREST_HALF = [0., 1., 1., 2.8284, 5.1962, 5.1962, 8., 31.6228, 36.4829, 36.4829, 41.5692,
                46.8722, 46.8722, 52.3832, 58.0947, 64., 64., 70.0928, 76.3675, 76.3675, 82.8191]
AREA = [2.7951, 3.7726, 4.8897, 6.7514, 8.9935, 10.8324, 12.75, 21.4016, 23.9146, 26.4809,
        30.0447, 33.8088, 36.7265, 39.6916, 51.4768, 54.8631, 58.2889, 62.9619, 67.7873, 71.4802,
        75.2101]


@pytest.mark.parametrize("case", RESIZE_1D, ids=[f"{c[0]}-{c[1]}" for c in RESIZE_1D])
def test_interpolate_1d(mode, case):
    m, ac, want = case
    fn12 = lambda a: ops.interpolate(a, size=8, mode=m, align_corners=ac)
    got = _run(fn12, LINE)
    np.testing.assert_allclose(got.asnumpy().ravel(), want, rtol=1e-5)


def test_resize_2d(mode):
    size = ms.Tensor(np.array([3, 7], np.int32))

    def chk(fn, want):
        np.testing.assert_allclose(_Fn(fn)(ms.Tensor(IMG)).asnumpy().ravel(), want, rtol=2e-4,
                                   atol=2e-4)
    fn36 = lambda a: ops.interpolate(a, size=(3, 7), mode="bicubic")
    chk(fn36, BICUBIC_HALF)
    fn13 = lambda a: ops.interpolate(a, size=(3, 7), mode="bicubic", align_corners=True)
    chk(fn13,
        BICUBIC_AC)
    fn37 = lambda a: ops.ResizeBicubic(True)(a, size)
    chk(fn37, BICUBIC_AC)
    fn14 = lambda a: ops.ResizeNearestNeighborV2(False, True)(a, size)
    chk(fn14, NEAREST_HALF)
    # MindSpore 2.10's ResizeNearestNeighbor ignores half_pixel_centers (measured): the
    # asymmetric source pixel floor(i * in / out)
    rows, cols = (np.arange(3) * 4) // 3, (np.arange(7) * 5) // 7
    fn38 = lambda a: ops.ResizeNearestNeighbor((3, 7), False, True)(a)
    chk(fn38,
        IMG[0, 0][rows][:, cols].ravel())
    fn39 = lambda a: ops.ResizeArea()(a.reshape((1, 4, 5, 1)), size)
    chk(fn39, AREA)
    lin = ops.ResizeLinear1D("half_pixel")
    fn40 = lambda a: lin(a, ms.Tensor([8]))
    np.testing.assert_allclose(_Fn(fn40)(ms.Tensor(LINE)).asnumpy()
                               .ravel(), RESIZE_1D[1][2], rtol=1e-5)
    fn15 = lambda a: _bilinear_ac(a, 3, 7)
    fn41 = lambda a: ops.ResizeBilinearV2(True)(a, (3, 7))
    _check(fn41,
           fn15, IMG / 50)
    x3 = np.arange(24, dtype=np.float32).reshape(1, 1, 2, 3, 4) ** 1.5
    fn42 = lambda a: ops.UpsampleTrilinear3D()(a, [3, 4, 5])
    tri = _run(fn42, x3).asnumpy().ravel()[:10]
    np.testing.assert_allclose(tri, [0., 0.7, 1.9142, 3.5387, 5.1962, 5., 6.6539, 8.8045,
                                     11.2295, 13.5237], rtol=1e-4, atol=1e-4)
    fn43 = lambda a: ops.UpsampleNearest3D()(a, None, [1.5, 1.5, 1.5])
    assert _run(fn43, x3).shape == \
        (1, 1, 3, 4, 6)
    with pytest.raises(ValueError, match="align_corners"):
        ops.interpolate(ms.Tensor(IMG), size=(2, 2), mode="nearest", align_corners=True)
    with pytest.raises(ValueError, match=r"bilinear only support '\[4\]'D, but got 3D"):
        ops.interpolate(ms.Tensor(LINE), size=4, mode="bilinear")


def test_interpolate_scale_factor_sizes_and_errors_as_2_10():
    """Output sizes from float scale factors are floor(n * f) in float32, as 2.10's kernels
    (30 * 2.8 is 84, also for a 2.8 read back from a float32 tensor); int factors, a wrong
    count of factors and integer inputs are 2.10's TypeError / ValueError."""
    x = ms.Tensor(np.ones((1, 1, 15, 30, 2), np.float32))     # 2.10 takes scale_factor at 5-d
    assert ops.interpolate(x, scale_factor=(2.1, 2.8, 1.0)).shape == (1, 1, 31, 84, 2)
    f32 = float(np.float32(2.8))
    assert ops.interpolate(x, scale_factor=(2.1, f32, 1.0), mode="trilinear").shape == \
        (1, 1, 31, 84, 2)
    x5 = ms.Tensor(np.ones((1, 1, 2, 2, 2), np.float32))
    with pytest.raises(TypeError, match=r"'scale_factor\[0\]' must be float, but got 'int'"):
        ops.interpolate(x5, scale_factor=[1, 2, 3])
    with pytest.raises(ValueError, match="'input' and 'scale_factor' must have the same spatial "
                                         "dimensions, but got 'input' is 3D, 'scale_factor' is 4D"):
        ops.interpolate(x5, scale_factor=[1.0, 2.0, 3.0, 4.0], mode="trilinear")
    with pytest.raises(ValueError, match="cannot be set simultaneously"):
        ops.interpolate(x5, [3, 4, 5], [1.0, 2.0, 3.0])
    with pytest.raises(TypeError, match="but got Int32"):
        ops.interpolate(ms.Tensor(np.ones((1, 1, 2, 2, 2), np.int32)), [3, 4, 5])
    u8 = ops.interpolate(ms.Tensor(np.ones((1, 1, 2, 2), np.uint8)), (3, 3))
    assert u8.dtype == ms.uint8 and u8.shape == (1, 1, 3, 3)


def test_upsample_3d_grad_primitives_are_the_forward_vjp():
    """ops.auto_generate.UpsampleNearest3DGrad / UpsampleTrilinear3DGrad (values from 2.10's
    st test), also under vmap."""
    g = ms.Tensor(np.arange(0, 2.4, 0.1).reshape((1, 1, 2, 3, 4)).astype(np.float32))
    dx = ops.auto_generate.UpsampleNearest3DGrad()(g, (1, 1, 2, 2, 2), [2, 3, 4], None)
    np.testing.assert_allclose(dx.asnumpy().ravel(), [1.0, 1.8, 1.7, 2.1, 5.8, 6.6, 4.1, 4.5],
                               rtol=1e-5)
    g = ms.Tensor(np.arange(0, 5.4, 0.1).reshape((3, 1, 1, 2, 3, 3)).astype(np.float32))
    op = ops.auto_generate.UpsampleTrilinear3DGrad(False)
    fn44 = lambda d: op(d, (1, 1, 2, 2, 2), (2, 3, 3), None)
    dx = ops.vmap(fn44)(g)
    np.testing.assert_allclose(dx.asnumpy()[0].ravel(),
                               [0.3, 0.6, 1.2, 1.5, 2.325, 2.625, 3.225, 3.525], rtol=1e-5)


def _bilinear_ac(x, oh, ow):
    def axis(a, n_out, ax):
        n = a.shape[ax]
        src = np.arange(n_out) * (n - 1) / (n_out - 1)
        lo = np.floor(src).astype(int)
        hi = np.minimum(lo + 1, n - 1)
        t = (src - lo).reshape([-1 if i == ax else 1 for i in range(a.ndim)])
        return np.take(a, lo, ax) * (1 - t) + np.take(a, hi, ax) * t
    return axis(axis(x, oh, 2), ow, 3)


# ---- convolution / normalization primitives ---------------------------------------------------
def test_conv_primitives(mode):
    x, w = f32(1, 2, 5, 5), f32(3, 2, 3, 3)
    y = ops.conv2d(ms.Tensor(x), ms.Tensor(w), pad_mode="same", stride=2)
    # Conv2DBackpropInput(dout, w, input_size) is the input-gradient of conv2d
    cot = f32(*y.shape)
    fn16 = (lambda a: ops.sum(ops.conv2d(a, ms.Tensor(w), pad_mode="same", stride=2)
                              * ms.Tensor(cot)))
    g = ms.grad(fn16)(ms.Tensor(x))
    for cls in (ops.Conv2DBackpropInput, ops.Conv2DTranspose):
        fn45 = lambda d, k, cls=cls: cls(2, 3, pad_mode="same", stride=2)(d, k, (1, 2, 5, 5))
        got = _Fn(fn45)(
            ms.Tensor(cot), ms.Tensor(w))
        np.testing.assert_allclose(got.asnumpy(), g.asnumpy(), rtol=1e-4, atol=1e-5)
    x3, w3 = f32(1, 2, 4, 4, 4), f32(3, 2, 2, 2, 2)
    fn46 = lambda a, k: ops.Conv3D(3, 2)(a, k)
    np.testing.assert_allclose(_run(fn46, x3, w3).asnumpy(),
                               ops.conv3d(ms.Tensor(x3), ms.Tensor(w3)).asnumpy(), rtol=1e-5)
    fn47 = lambda a, k: ops.Conv3DTranspose(3, 2, 2, stride=2)(a, k)
    assert _run(fn47, f32(1, 3, 2, 2, 2),
                f32(3, 2, 2, 2, 2)).shape == (1, 2, 4, 4, 4)
    assert ops.conv3d_transpose(ms.Tensor(f32(1, 3, 2, 2, 2)), ms.Tensor(f32(3, 2, 3, 3, 3)),
                                "pad", 1, 2, output_padding=1).shape == (1, 2, 4, 4, 4)
    wd = f32(1, 2, 2, 2)
    fn48 = lambda a, k: ops.DepthwiseConv2dNative(1, 2)(a, k)
    dw = _run(fn48, x, wd).asnumpy()
    for c in range(2):
        ref = ops.conv2d(ms.Tensor(x[:, c:c + 1]), ms.Tensor(wd[:, c:c + 1])).asnumpy()
        np.testing.assert_allclose(dw[:, c:c + 1], ref, rtol=1e-5)
    a, b = f32(4, 3), f32(5, 3)
    fn49 = lambda p, q: ops.Dense()(p, q)
    np.testing.assert_allclose(_run(fn49, a, b).asnumpy(), a @ b.T,
                               rtol=1e-5)
    x1, x2, wb, bb = f32(4, 2), f32(4, 3), f32(5, 2, 3), f32(5)
    np.testing.assert_allclose(_run(ops.bidense, x1, x2, wb, bb).asnumpy(),
                               np.einsum("ni,oij,nj->no", x1, wb, x2) + bb, rtol=1e-4,
                               atol=1e-6)     # (an entry near 0: one float32 ulp of the sum)


def test_norm_primitives(mode):
    x = np.arange(12, dtype=np.float32).reshape(2, 3, 2) / 5
    m = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="m")
    v = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="v")
    bn = ops.BatchNorm(is_training=True, momentum=0.1)
    out = bn(ms.Tensor(x), ms.Tensor(np.ones(3, np.float32)), ms.Tensor(np.zeros(3, np.float32)),
             m, v)
    assert len(out) == 5
    np.testing.assert_allclose(out[0].asnumpy()[0, 0], [-1.1507773, -0.8219838], rtol=1e-5)
    np.testing.assert_allclose(m.asnumpy(), [0.07, 0.11, 0.15], rtol=1e-5)     # MindSpore's
    np.testing.assert_allclose(v.asnumpy(), [0.9493333] * 3, rtol=1e-5)
    np.testing.assert_allclose(out[3].asnumpy(), [0.7, 1.1, 1.5], rtol=1e-5)
    fn17 = lambda a, g, b: ops.LayerNorm(1, 1)(a, g, b)
    y, mean, var = _run(fn17,
                        np.arange(6, dtype=np.float32).reshape(2, 3),
                        np.array([1., 2., 3.], np.float32), np.array([0., 0., 1.], np.float32))
    np.testing.assert_allclose(y.asnumpy()[0], [-1.2247448, 0., 4.6742344], rtol=1e-5)
    assert mean.shape == (2, 1) and np.allclose(var.asnumpy(), 2 / 3)
    fn18 = lambda a: ops.LRN(1, 1.0, 0.5, 0.75)(a)
    lrn = _run(fn18,
               np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2) / 10).asnumpy().ravel()
    np.testing.assert_allclose(lrn[:8], [0., 0.09124123, 0.17443918, 0.24784435, 0.3107878,
                                         0.3625674, 0.40300885, 0.43340218], rtol=1e-5)
    fn19 = lambda a, g: ops.RmsNorm(1e-6)(a, g)
    r, rstd = _run(fn19, f32(2, 4), np.ones(4, np.float32))
    np.testing.assert_allclose((r.asnumpy() ** 2).mean(-1), 1, rtol=1e-4)


def test_layer_norm_primitive_statistics_carry_no_gradient(mode):
    """ops.grad of all three outputs: only y's cotangent reaches x (MindSpore's LayerNormGrad);
    measured in MindSpore 2.10: dx == 0 for a row normalised with gamma 1, dgamma == sum of y."""
    x = ms.Tensor(np.array([[1, 2, 3], [1, 2, 5]], np.float32))
    g, b = ms.Tensor(np.ones(3, np.float32)), ms.Tensor(np.zeros(3, np.float32))
    fn50 = (lambda a, gg, bb: ops.grad(lambda *v: ops.LayerNorm(1, 1, 1e-7)(*v),
                                       (0, 1, 2))(a, gg, bb))
    dx, dg, db = _run(fn50, x, g, b)
    np.testing.assert_allclose(dx.asnumpy(), 0, atol=1e-5)
    np.testing.assert_allclose(dg.asnumpy(), [-2.2053256, -0.3922323, 2.5975575], rtol=1e-5)
    np.testing.assert_allclose(db.asnumpy(), [2, 2, 2])


# ---- losses, embedding, dropout ---------------------------------------------------------------
def test_loss_functions(mode):
    p = np.array([0.0, 0.5, 1.0], np.float32)
    fn20 = lambda a, b: ops.binary_cross_entropy(a, b, reduction="none")
    np.testing.assert_allclose(
        _run(fn20, p, p[::-1].copy())
        .asnumpy(), [27.631021, 0.6931472, 27.631021], rtol=1e-5)     # MindSpore's clamp
    fn21 = lambda a, b: ops.kl_div(a, b, "batchmean")
    np.testing.assert_allclose(
        _run(fn21, np.array([[0.2, -0.5], [0.1, 0.3]],
             np.float32), np.array([[0.0, 0.5], [0.25, 0.75]], np.float32)).asnumpy(),
        -0.4544544, rtol=1e-5)
    fn22 = lambda a, t: ops.MultilabelMarginLoss("none")(a, t)
    loss, is_t = _run(fn22,
                      np.array([[0.1, 0.2, 0.4, 0.8]], np.float32),
                      np.array([[3, 0, -1, 1]], np.int32))
    np.testing.assert_allclose(loss.asnumpy(), [0.85], rtol=1e-5)
    np.testing.assert_array_equal(is_t.asnumpy(), [[1, 0, 0, 1]])
    fn23 = lambda a: ops.L2Loss()(a)
    l2 = _run(fn23, np.array([1.0, 2.0], np.float32))
    assert float(l2) == 2.5
    fn24 = lambda a, t, w: ops.NLLLoss()(a, t, w)
    nl, tw = _run(fn24,
                  np.array([[-1., -2.], [-0.5, -3.]], np.float32), np.array([1, 0], np.int32),
                  np.array([1., 2.], np.float32))
    assert float(nl) == 1.5 and float(tw) == 3.0
    with pytest.raises(ValueError, match="reduction"):
        ops.huber_loss(ms.Tensor(p), ms.Tensor(p), reduction="avg")
    with pytest.raises(TypeError, match="margin"):
        ops.multi_margin_loss(ms.Tensor(f32(2, 3)), ms.Tensor([0, 1]), margin=1.0)


def test_kl_div_nonpositive_target(mode):
    """A target <= 0 adds 0 to the loss, yet its x-gradient is still -target, and the target
    gets no gradient (KLDivLossGrad), as measured on MindSpore 2.10."""
    x = np.array([[0.1, -0.3], [0.5, 0.2]], np.float32)
    t = np.array([[-1.0, 1.0], [0.0, 0.5]], np.float32)
    fn51 = lambda a, b: ops.KLDivLoss("none")(a, b)
    fn52 = lambda a, b: nn.KLDivLoss("none")(a, b)
    for prim in (fn51, fn52):
        np.testing.assert_allclose(_run(prim, x, t).asnumpy(),
                                   [[0.0, 0.3], [0.0, 0.5 * (np.log(0.5) - 0.2)]], rtol=1e-5)
    fn53 = lambda a, b: ops.kl_div(a, b, "mean")
    assert float(_run(fn53, x, t)) == pytest.approx(
        (0.3 + 0.5 * (np.log(0.5) - 0.2)) / 4, rel=1e-5)
    fn54 = lambda a, b: ops.kl_div(a, b, "sum")
    dx, dt = ms.grad(_Fn(fn54), (0, 1))(ms.Tensor(x), ms.Tensor(t))
    np.testing.assert_array_equal(dx.asnumpy(), -t)
    np.testing.assert_array_equal(dt.asnumpy(), np.zeros((2, 2), np.float32))


def test_embedding_and_dropout3d(mode):
    w = f32(4, 3)
    idx = np.array([[0, 2], [3, 2]], np.int32)
    fn55 = lambda i, t: ops.embedding(i, t)
    np.testing.assert_array_equal(_run(fn55, idx, w).asnumpy(),
                                  w[idx])
    fn56 = lambda t, i: ops.sum(ops.embedding(i, t, padding_idx=2))
    g = ms.grad(_Fn(fn56))(
        ms.Tensor(w), ms.Tensor(idx))
    np.testing.assert_array_equal(g.asnumpy()[:, 0], [1, 0, 0, 1])
    out, mask = ops.Dropout3D(0.5)(ms.Tensor(np.ones((2, 8, 2, 2, 2), np.float32)))
    m = mask.asnumpy()
    assert mask.dtype == ms.bool_ and (m == m[:, :, :1, :1, :1]).all()
    np.testing.assert_allclose(out.asnumpy(), m * 2.0)


def _ctc_brute(lp, target, t_len):
    """-log of the summed probability of every path of length t_len collapsing to target."""
    import itertools
    total = 0.0
    for path in itertools.product(range(lp.shape[-1]), repeat=t_len):
        out, prev = [], None
        for c in path:
            if c != prev and c != 0:
                out.append(c)
            prev = c
        if out == list(target):
            total += np.exp(sum(lp[t, c] for t, c in enumerate(path)))
    return -np.log(total)


def test_ctc_loss(mode):
    lp = np.log(np.random.default_rng(1).dirichlet(np.ones(3), (4, 2))).astype(np.float32)
    tg = np.array([[1, 1], [2, 0]], np.int32)
    il, tl = np.array([4, 3], np.int32), np.array([2, 1], np.int32)
    want = [_ctc_brute(lp[:, 0], [1, 1], 4), _ctc_brute(lp[:, 1], [2], 3)]
    fn25 = lambda *a: ops.ctc_loss(*a, reduction="none")
    nll, alpha = _run(fn25, lp, tg, il, tl)
    np.testing.assert_allclose(nll.asnumpy(), want, rtol=1e-5)
    assert alpha.shape == (2, 4, 5) and np.isneginf(alpha.asnumpy()[0, 0, 2])
    mean = _Fn(nn.CTCLoss())(*[ms.Tensor(a) for a in (lp, tg, il, tl)])
    np.testing.assert_allclose(float(mean), (want[0] / 2 + want[1]) / 2, rtol=1e-5)
    v2 = ops.CTCLossV2()(*[ms.Tensor(a) for a in (lp, tg, il, tl)])[0]
    np.testing.assert_allclose(v2.asnumpy(), want, rtol=1e-5)
    with pytest.raises(ValueError, match=r"must be in '\['none'\]'"):   # 2.10's primitive
        ops.CTCLossV2(reduction="sum")
    # impossible: 2 repeated labels need 3 frames
    bad = [ms.Tensor(a) for a in (lp[:2], tg, np.array([2, 2], np.int32), tl)]
    assert np.isinf(ops.ctc_loss(*bad, reduction="none")[0].asnumpy()[0])
    assert float(ops.ctc_loss(*bad, reduction="sum", zero_infinity=True)[0]) == pytest.approx(
        _ctc_brute(lp[:, 1], [2], 2), rel=1e-5)


def test_small_primitives(mode):
    fn57 = lambda a: ops.Padding(3)(a)
    got = _run(fn57, np.array([[1.0], [2.0]], np.float32))
    np.testing.assert_array_equal(got.asnumpy(), [[1, 0, 0], [2, 0, 0]])       # MindSpore's
    assert ops.padding(ms.Tensor(np.ones((2, 1), np.float32))).shape == (2, 8)
    fn58 = lambda p, i: ops.EmbeddingLookup()(p, i, 1)
    got = _run(fn58,
               np.arange(8, dtype=np.float32).reshape(4, 2), np.array([[1, 5], [0, 3]], np.int32))
    np.testing.assert_array_equal(got.asnumpy(), [[[0, 1], [0, 0]], [[0, 0], [4, 5]]])
    x = f32(2, 4)
    fn59 = lambda a: ops.swiglu(a)
    fn60 = lambda a: a[:, :2] / (1 + np.exp(-a[:, :2])) * a[:, 2:]
    _check(fn59, fn60, x)
    fn61 = lambda a: ops.LogSoftmaxExt()(a, 0)
    fn62 = lambda a: a - np.log(np.exp(a).sum(0))
    _check(fn61, fn62, x)
    # ops.Gelu is 2.10's old name of GeLU: the tanh approximation, not ops.gelu's erf default
    fn63 = lambda a: ops.Gelu()(a)
    np.testing.assert_allclose(_run(fn63, x).asnumpy(),
                               ops.gelu(ms.Tensor(x), approximate="tanh").asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(ops.Gelu()(ms.Tensor([1.0, 2.0, 3.0])).asnumpy(),
                               [0.841192, 1.9545977, 2.9963627], rtol=1e-6)
    fn64 = lambda a, b: ops.mse_loss_ext(a, b)
    np.testing.assert_allclose(float(_run(fn64, x, x[0])),
                               ((x - x[0]) ** 2).mean(), rtol=1e-5)
    x4 = ms.Tensor(f32(1, 2, 4, 4))
    np.testing.assert_array_equal(x4.unfold(2).asnumpy(), ops.unfold(x4, 2).asnumpy())
    size = ms.Tensor(np.array([4, 4], np.int32))       # 2.10: a Tensor (a tuple is a TypeError)
    assert x4.unfold(2, stride=2).fold(size, 2, stride=2).shape == (1, 2, 4, 4)


# ---- grid sampling (inputs regenerated; outputs printed by MindSpore 2.10) ----------------------
GRID_MS = {   # MindSpore 2.10: grid_sample(...).ravel()[:8]
    ('bilinear', 'zeros', False): [
        0.28961, 0.0, 0.61163, 1.52023, 0.4652, 0.01729, 2.60884, 0.02607
    ],
    ('bilinear', 'zeros', True): [0.45123, 0.0, 1.61381, 1.2627, 1.32298, 0.2092, 2.85232, 1.06268],
    ('bilinear', 'border', False): [
        0.28961, 0.0, 1.79963, 1.52023, 1.53431, 0.33238, 2.60884, 2.01515
    ],
    ('bilinear', 'border', True): [
        0.45123, 0.0, 1.74127, 1.2627, 1.52277, 0.29586, 2.85232, 2.01515
    ],
    ('bilinear', 'reflection', False): [
        0.28961, 0.0, 1.79963, 1.52023, 1.53431, 0.33238, 2.60884, 2.01515
    ],
    ('bilinear', 'reflection', True): [
        0.45123, 0.15347, 1.68331, 1.2627, 1.42288, 0.48783, 2.85232, 2.3156
    ],
    ('nearest', 'zeros', False): [0.19621, 0.0, 0.0, 1.58991, 0.0, 0.0, 2.46229, 0.0],
    ('nearest', 'zeros', True): [
        0.19621, 0.0, 1.79963, 1.58991, 1.58991, 0.33238, 2.46229, 2.01515
    ],
    ('nearest', 'border', False): [
        0.19621, 0.0, 1.79963, 1.58991, 1.58991, 0.33238, 2.46229, 2.01515
    ],
    ('nearest', 'border', True): [
        0.19621, 0.0, 1.79963, 1.58991, 1.58991, 0.33238, 2.46229, 2.01515
    ],
    ('nearest', 'reflection', False): [
        0.19621, 0.0, 1.79963, 1.58991, 1.58991, 0.33238, 2.46229, 2.01515
    ],
    ('nearest', 'reflection', True): [
        0.19621, 0.0, 1.79963, 1.58991, 1.58991, 0.33238, 2.46229, 2.01515
    ],
}
AFFINE_MS = {
    False: [-0.53333, -0.3, 0.0, -0.5, 0.53333, -0.7, -0.33333, 0.8, 0.2, 0.6, 0.73333, 0.4],
    True: [-0.9, -0.75, -0.1, -1.05, 0.7, -1.35, -0.5, 1.45, 0.3, 1.15, 1.1, 0.85],
}
GRID3D_MS = [0.55196, 0.73926, 2.35406, 1.11143, 1.48675, 0.58782, 2.14157, 1.33254, 2.82492,
             3.8945, 8.77399, 3.8634, 7.62622, 5.00251, 8.28797, 4.31193]


def _grid_inputs():
    x = (np.arange(48, dtype=np.float32).reshape(2, 2, 3, 4) / 7) ** 1.3
    g = np.random.default_rng(0).uniform(-1.3, 1.3, (2, 2, 3, 2)).astype(np.float32).round(4)
    return x, g


@pytest.mark.parametrize("key", list(GRID_MS), ids=[f"{m}-{p}-{a}" for m, p, a in GRID_MS])
def test_grid_sample(mode, key):
    x, g = _grid_inputs()
    m, p, ac = key
    fn26 = lambda a, b: ops.grid_sample(a, b, m, p, ac)
    got = _run(fn26, x, g).asnumpy().ravel()[:8]
    np.testing.assert_allclose(got, GRID_MS[key], rtol=1e-4, atol=1e-5)


def test_affine_grid_and_3d(mode):
    th = np.array([[[0.8, 0.2, 0.1], [-0.3, 1.1, 0.05]]], np.float32)
    for ac in (False, True):
        fn27 = lambda t, ac=ac: ops.affine_grid(t, (1, 1, 2, 3), ac)
        got = _run(fn27, th)
        assert got.shape == (1, 2, 3, 2)
        np.testing.assert_allclose(got.asnumpy().ravel(), AFFINE_MS[ac], rtol=1e-4, atol=1e-5)
    x3 = (np.arange(48, dtype=np.float32).reshape(1, 2, 2, 3, 4) / 7) ** 1.3
    g3 = np.random.default_rng(1).uniform(-1.1, 1.1, (1, 2, 2, 2, 3)).astype(np.float32).round(4)
    fn28 = lambda a, b: ops.GridSampler3D()(a, b)
    got = _run(fn28, x3, g3)
    np.testing.assert_allclose(got.asnumpy().ravel(), GRID3D_MS, rtol=1e-4, atol=1e-5)
    # the grid's gradient: an identity affine grid samples the input back exactly
    x = f32(1, 2, 3, 4)
    ident = ops.affine_grid(ms.Tensor(np.array([[[1, 0, 0], [0, 1, 0]]], np.float32)),
                            (1, 2, 3, 4), True)
    np.testing.assert_allclose(ops.grid_sample(ms.Tensor(x), ident, align_corners=True)
                               .asnumpy(), x, rtol=1e-5, atol=1e-6)
    with pytest.raises(ValueError, match="padding_mode"):
        ops.grid_sample(ms.Tensor(x), ident, padding_mode="edge")
    # input and grid of different dtypes: 2.10's TypeErrors (each spelling has its own text)
    with pytest.raises(TypeError, match=r"grid must have the same data type.*Float16"):
        ops.grid_sample(ms.Tensor(x), ident.astype(ms.float16))
    with pytest.raises(TypeError, match=r"GridSampler3D\], the input type must be same"):
        ops.GridSampler3D()(ms.Tensor(x3), ms.Tensor(g3).astype(ms.int32))
