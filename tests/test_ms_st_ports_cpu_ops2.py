"""More CPU op behaviour checked by MindSpore's own system tests (tests/st/ops/cpu, tests/st/ops),
ported as small minicell tests. Values were measured on MindSpore 2.10 (CPU) or computed with
numpy, as each test says."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops
from conftest import FnCell as _Apply


class _RMS(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        rng = np.random.RandomState(0)
        self.op = ops.SparseApplyRMSProp(0.3, 0.05, 1e-6)
        self.var = ms.Parameter(Tensor((rng.rand(3, 2) * 20).astype(dt)), name="var")
        self.ms = ms.Parameter(Tensor((rng.rand(3, 2) * 20).astype(dt)), name="ms")
        self.mom = ms.Parameter(Tensor((rng.rand(3, 2) * 20).astype(dt)), name="mom")

    def construct(self, lr, grad, indices):
        return self.op(self.var, self.ms, self.mom, lr, grad, indices)


def _rms_run(dt):
    rng = np.random.RandomState(0)
    rng.rand(9, 2)
    g = (rng.rand(3, 2) * 20).astype(dt)
    g[0, 1] = 0
    net = _RMS(dt)
    out = net(Tensor(np.array(0.01, dt)), Tensor(g), Tensor(np.array([2, 0, 1], np.int32)))
    np.testing.assert_array_equal(net.var.asnumpy(), out[0].asnumpy())
    return [o.asnumpy().ravel() for o in out]


def test_sparse_apply_rms_prop_kernel_arithmetic(mode):
    # tests/st/ops/cpu/test_sparse_apply_r_m_s_prop_cpu_op.py: float32 in the kernel's order
    # (bit-equal), ms kept where the gradient is 0, float16 state updated in float32
    # (MindSpore 2.10 CPU, measured)
    v, s, m = _rms_run(np.float32)
    np.testing.assert_array_equal(v, np.float32([
        10.396330833435059, 13.366413116455078, 11.972819328308105, 10.798662185668945,
        8.441089630126953, 12.085262298583984]))
    np.testing.assert_array_equal(s, np.float32([
        270.77978515625, 184.1738739013672, 65.41167449951172, 172.88385009765625,
        174.2981719970703, 10.577898025512695]))
    np.testing.assert_array_equal(m, np.float32([
        0.5799388289451599, 0.9373740553855896, 0.08244787901639938, 0.09900179505348206,
        0.03200668469071388, 0.832619845867157]))
    v, s, m = _rms_run(np.float16)
    np.testing.assert_array_equal(v, np.float16([
        10.3984375, 13.3671875, 11.96875, 10.796875, 8.4453125, 12.078125]))
    np.testing.assert_array_equal(s, np.float16([271.0, 184.25, 65.375, 172.875, 174.25,
                                                 10.578125]))
    np.testing.assert_array_equal(m, np.float16([
        0.580078125, 0.9375, 0.08245849609375, 0.0989990234375, 0.032012939453125,
        0.8330078125]))


def _raises(fn, exc, text):
    try:
        fn()
    except exc as e:
        assert text in str(e), str(e)
    else:
        raise AssertionError(f"no {exc.__name__}")


def test_pad_paddings_checks(mode):
    # tests/st/ops/cpu/test_pad.py::test_pad_error_cases; MindSpore 2.10 CPU errors (measured):
    # negative paddings, a pair count other than the input's rank, mirror pads past the size
    x2 = Tensor(np.ones((3, 3), np.float32))
    _raises(lambda: _Apply(nn.Pad(((0, 0), (-1, -1))))(x2), ValueError,
            "For 'Pad', all elements of 'paddings' must be >= 0, but got paddings[1][0] = -1, "
            "paddings[1][1] = -1")
    _raises(lambda: ops.Pad(((-1, 0), (0, -2)))(x2), ValueError, "paddings[0][0] = -1, "
            "paddings[0][1] = 0")
    _raises(lambda: _Apply(nn.Pad(((0, 0), (1, 0))))(Tensor(np.ones((1, 3, 3), np.float32))),
            ValueError, "the length of 'paddings' must be equal to the rank of 'input_x', but "
            "got 2 vs 3")
    _raises(lambda: _Apply(nn.Pad(((1, 1),), "REFLECT"))(x2), ValueError,
            "For 'MirrorPad', paddings.shape[0] must equal to input's rank, but got 1")
    _raises(lambda: _Apply(nn.Pad(((0, 0), (-1, 0)), "SYMMETRIC"))(x2), ValueError,
            "For 'MirrorPad', all elements of paddings must be >= 0.")
    _raises(lambda: _Apply(nn.Pad(((0, 0), (0, 3)), "REFLECT"))(x2), ValueError,
            "[0], [3] not less than [3]")
    _raises(lambda: _Apply(nn.Pad(((4, 0), (0, 0)), "SYMMETRIC"))(x2), ValueError,
            "[4], [0] greater than [3]")
    assert _Apply(nn.Pad(((3, 0), (0, 0)), "SYMMETRIC"))(x2).shape == (6, 3)
    _raises(lambda: nn.Pad(((0, 0),) * 5), ValueError, "only 'paddings' up to 4 dims")
    _raises(lambda: nn.Pad(((0, 2))), TypeError, "")


class _AdaFactor(nn.Cell):
    def __init__(self, shape, dt, flags, with_norm):
        super().__init__()
        prim = ops.FusedAdaFactorWithGlobalNorm if with_norm else ops.FusedAdaFactor
        self.op = prim(*flags)
        rows = shape[:-1] if len(shape) > 1 else (1,)
        cols = shape[:-2] + shape[-1:] if len(shape) > 1 else (1,)
        p = (np.arange(np.prod(shape)).reshape(shape) * 0.3 + 1).astype(dt)
        self.p = ms.Parameter(Tensor(p), name="p")
        self.a = ms.Parameter(Tensor(np.full(shape, 0.5, dt)), name="a")
        self.r = ms.Parameter(Tensor(np.full(rows, 0.3, dt)), name="r")
        self.c = ms.Parameter(Tensor(np.full(cols, 0.4, dt)), name="c")
        self.q = ms.Parameter(Tensor(np.full(shape, 0.25, dt)), name="q")

    def construct(self, g, *norm):
        return self.op((1e-30, 1e-3), 1.0, 0.9, 0.8, 1e-2, 0.03, g, self.p, self.a, self.r,
                       self.c, self.q, *norm)


def test_fused_ada_factor_updates_state(mode):
    # tests/st/ops/cpu/test_fused_ada_factor_op.py: MindSpore 2.10's CPU kernel (measured, both
    # modes): factored row/col moments for rank >= 2 (float16 state), exp_avg_sq for rank 1,
    # the scale / first-moment / weight-decay flags, the gradient divided by global_norm
    cases = (((2, 3), np.float16, (True, True, False), (0.5,), {
        "p": [0.5556640625, 0.8486328125, 1.142578125, 1.4541015625, 1.74609375, 2.041015625],
        "a": [0.444580078125, 0.451416015625, 0.456787109375, 0.446533203125, 0.453369140625,
              0.458251953125],
        "q": [0.25] * 6, "r": [0.31689453125, 0.3388671875],
        "c": [0.370361328125, 0.3349609375, 0.51806640625]}),
        ((4,), np.float32, (False, True, True), (), {
            "p": [0.5516276359558105, 0.849141538143158, 1.1468183994293213, 1.4506821632385254],
            "a": [0.4480724036693573, 0.45046842098236084, 0.4527016282081604,
                  0.448747843503952],
            "q": [0.21799999475479126, 0.20098000764846802, 0.23871999979019165,
                  0.20722000300884247],
            "r": [0.30000001192092896], "c": [0.4000000059604645]}))
    for shape, dt, flags, norm, want in cases:
        net = _AdaFactor(shape, dt, flags, bool(norm))
        g = ((np.arange(np.prod(shape)).reshape(shape) * 0.37) % 1 - 0.3).astype(dt)
        out = net(Tensor(g), *norm)
        assert isinstance(out, tuple) and len(out) == 1 and out[0].shape == shape
        for name, values in want.items():
            got = getattr(net, name).asnumpy().ravel()
            np.testing.assert_array_equal(got, np.asarray(values, dt), err_msg=name)


def test_slogdet_complex_logabsdet_dtype(mode):
    # tests/st/ops/test_func_slogdet.py::test_slogdet_complex; MindSpore 2.10 CPU (measured):
    # a complex64 input gives sign (0.74991894+0.6615297j) and log|det| (12.061361+0j), both
    # Complex64
    x = Tensor([[-1.5 + 7.8j, 3 + 5.75j, 2 + 2.4j], [-6.4 + 485.4j, 45 + 3.14j, 45 + 453j],
                [-3.5 + 5.8j, 63 + 12.75j, -5 + 6.4j]], dtype=ms.complex64)
    sign, logabs = _Apply(ops.slogdet)(x)
    assert sign.dtype == ms.complex64 and logabs.dtype == ms.complex64
    np.testing.assert_allclose(sign.asnumpy(), 0.74991894 + 0.6615297j, rtol=1e-5)
    np.testing.assert_allclose(logabs.asnumpy(), 12.061361 + 0j, rtol=1e-5)
    sign, logabs = ops.LogMatrixDeterminant()(Tensor(np.eye(2), ms.float64))
    assert sign.dtype == ms.float64 and logabs.dtype == ms.float64
