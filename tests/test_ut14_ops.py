"""The Primitives MindSpore 2.10's ``tests/ut/python/ops/test_ops.py`` needed last (ut14): the
``_grad_ops`` gradients (GLU, binary cross-entropy, BatchNormGradGrad, 3-D convolution, Pdist,
SparseSegmentMean, Median, fixed-kernel fractional max pools, InstanceNormV2), the CPU
Primitives ``TridiagonalSolve``, ``InstanceNormV2``, ``ResizeV2``, ``CropAndResizeGradBoxes`` /
``CropAndResizeGradImage``, and the classes 2.10 constructs but cannot run on CPU
(``SyncBatchNorm(Grad)``, ``P.TransShape``, ``_inner_ops.MatrixDiag`` / ``MatrixDiagPart`` /
``MatrixSetDiag``). Expected values were measured on MindSpore 2.10 CPU with the same inputs."""
import numpy as np
import pytest

import minicell as ms
from minicell.common import dtype as mstype
from minicell.ops import operations as P
from minicell.ops.operations import _grad_ops as G, _inner_ops as inner, image_ops, math_ops
from minicell.ops.operations import nn_ops
from conftest import FnCell

REF = {    # MindSpore 2.10 CPU, PYNATIVE (/tmp/ut14/ref_vals.py), rounded to 5 decimals
    'medgrad_global': [[0.0, 1.5, 1.5, 0.0]],
    'medgrad_axis1': [[0.0, 5.0, 0.0, 0.0, 0.0, 7.0]],
    'fmp_fixed': [[1.0, 0.0, 0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 4.0]],
    'in2_train': [[-2.99452, -0.30909, 2.01288, 3.65711, 4.40109, 4.1441, 5.60037, 4.16646,
        2.35934, 0.42362, -1.37872, -2.80374], [1.29625, -0.00553], [1.38396, 0.88885]],
    'in2_infer': [[0.87003, 2.24209, 3.42845, 4.26853, 4.64865, 4.51735, 10.15592, 7.8745,
        4.99931, 1.9195, -0.9481, -3.21537], [0.0, 0.0], [0.0, 0.0]],
    'in2grad_train': [[2.48725, 8.70839, 13.99109, 17.62037, 19.10502, 18.24411, -0.52758,
        -0.35826, -0.07534, 0.28289, 0.66795, 1.02772], [-17.6955, -5.44779], [-6.87257, -1.34146]],
    'in2grad_infer': [[0.33587, -0.5389, -1.34074, -1.96111, -2.31606, -2.35753, -4.8442,
        -3.54202, -1.76044, 0.25941, 2.24414, 3.92514], [-6.39787, -11.57522], [-6.87257, -1.34146]],
    'pdist_2.0': [[-1.68572, -1.33521, 1.52492, 1.30242, 0.1608, 0.03279]],
    'pdist_1.0': [[1.0, 1.0, 0.5, 0.5, -1.5, -1.5]],
    'pdist_3.0': [[-2.84165, -1.78278, 2.78994, 1.78063, 0.05171, 0.00215]],
    'pdist_0.0': [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0]],
    'pdist_inf': [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0]],
    'glugrad': [[0.0, 0.61304, 0.0, 0.18305, 0.62158, 0.53001, 0.41173, 0.21457]],
    'bngg': [[-0.97553, -0.98101, -0.85905, -0.62615, -48.3122, -48.90284, -43.49943, -32.83332,
        0.84695, 0.9158, 0.85537, 0.67383, 36.59023, 40.1447, 37.64103, 29.4181], [1.08097, 0.94675,
        0.71835, 0.42668, 12.80015, 11.13149, 8.17, 4.31651, -0.60449, -0.52405, -0.33872, -0.07359,
        -9.91093, -8.97175, -6.60453, -3.12964], [10.12584, 28.85044]],
    'bngg_infer': [[0.46089, 0.53672, 0.5399, 0.47001, -0.63452, -0.2969, 0.0809, 0.44775,
        -0.39987, -0.50816, -0.54768, -0.51307, 0.77125, 0.47067, 0.10638, -0.2723], [1.00268, 1.0072,
        0.89876, 0.69204, -2.31757, -3.51591, -4.23883, -4.38849, -0.6135, -0.6742, -0.62029,
        -0.45907, 1.59628, 2.97184, 3.94474, 4.38329], [14.87546, -0.34266]],
    'bcegrad_none': [[0.66667, 3.5, 9.0, 16.0]],
    'bcegrad_sum': [[-0.2381, -1.25, 1.66667, 2.85714]],
    'ssmg': [[0.5, 1.0, 3.0, 4.0, 0.5, 1.0, 0.0, 0.0]],
    'c3in': [[3.71821, 6.43495, 4.53768, 7.77084, 7.02713, 7.02866, 4.743, 6.07889, 4.30637,
        4.59282, 1.74121, 2.48951, -0.03613, 0.19046, -0.82461, 0.04925, -1.72809, -2.39767, 3.2869,
        2.54318, 1.82256, 0.10887, -2.74274, -2.71659, 0.11155, -2.32277, -1.61457]],
    'c3f': [[28.08974, 28.271, 40.40368, 24.76679, -24.0339, -21.13577, -26.11415, -14.94697,
        -0.85944, -13.62544, -29.95888, -22.12498, 7.32327, 13.11814, 21.51915, 14.6866]],
    'crgb': [[-2.46451, 1.30759, 10.07676, 1.52892, 0.0, -9.09488, 0.0, -11.9798]],
    'crgi': [[1.14673, -0.19777, -0.29881, -0.03204, 0.828, 0.50488, 0.11759, 0.47036, 0.23657,
        0.35486, 1.02974, 0.14745, 0.5898, 0.13799, 0.20698, 0.31538, -2.18608, -1.93079, -0.6574,
        0.13799]],
    'crgi_near': [[1.68262, -0.15662, -0.36719, 0.0, 1.97168, 0.0, 0.0, 0.0, 0.0, 0.0, 1.71582,
        0.0, 1.22852, 0.0, 0.5752, 0.0, -1.85547, -3.87305, 0.0, 0.0]],
}


def T(a, d=np.float32):
    return ms.Tensor(np.asarray(a, d))


def A(*shape, off=0.0):
    """Deterministic test data: 2 sin(0.37 i + off)."""
    n = int(np.prod(shape))
    return (np.sin(np.arange(n) * 0.37 + off) * 2).reshape(shape).astype(np.float32)


def check(out, key, dtypes=None):
    outs = out if isinstance(out, tuple) else (out,)
    assert len(outs) == len(REF[key])
    for got, want in zip(outs, REF[key]):
        np.testing.assert_allclose(got.asnumpy().astype(np.float64).ravel(), want, rtol=2e-4,
                                   atol=2e-4)
    if dtypes:
        assert [o.dtype for o in outs] == dtypes


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_median_grad_axis_and_global():
    check(G.MedianGrad(global_median=True)(T(3.0), T([[1., 2.], [2., 0.]]), T(2.0),
                                           T(0, np.int64)), "medgrad_global", [mstype.float32])
    check(G.MedianGrad(axis=1)(T([5., 7.]), T([[1., 2., 3.], [4., 6., 5.]]), T([2., 5.]),
                               T([1, 2], np.int64)), "medgrad_axis1")


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_fractional_max_pool_grad_with_fixed_ksize_adds_at_argmax():
    op = G.FractionalMaxPoolGradWithFixedKsize()
    check(op(T(np.zeros((1, 1, 3, 3)), np.int32), T([[[[1., 2.], [3., 4.]]]]),
             T([[[[0, 4], [4, 8]]]], np.int64)), "fmp_fixed", [mstype.float32])
    with pytest.raises(TypeError, match="Unsupported data type"):
        op(T(np.zeros((1, 1, 3, 3))), T(np.ones((1, 1, 2, 2))), T(np.zeros((1, 1, 2, 2)), np.int64))
    out = G.FractionalMaxPool3DGradWithFixedKsize()(
        T(np.zeros((1, 1, 2, 2, 2)), np.int64), T(np.full((1, 1, 1, 1, 2), 3.0)),
        T([[[[[7, 7]]]]], np.int64))
    assert out.asnumpy().ravel().tolist() == [0.0] * 7 + [6.0]


def _in2_inputs():
    return T(A(1, 2, 2, 3)), T(A(1, 2, 1, 1, off=1) + 1), T(A(1, 2, 1, 1, off=2))


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_instance_norm_v2_train_and_infer():
    x, gamma, beta = _in2_inputs()
    check(nn_ops.InstanceNormV2()(x, gamma, beta, T(np.zeros((1, 2, 1, 1))),
                                  T(np.ones((1, 2, 1, 1)))), "in2_train")
    check(nn_ops.InstanceNormV2(is_training=False)(
        x, gamma, beta, T([[[[0.5]], [[-0.5]]]]), T([[[[2.0]], [[0.5]]]])), "in2_infer")
    with pytest.raises(TypeError, match="the type of 'epsilon' must be 'float', but got 'int'"):
        nn_ops.InstanceNormV2(epsilon=1)


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_instance_norm_v2_grad_train_and_infer():
    dy, x, gamma = T(A(1, 2, 2, 3, off=3)), T(A(1, 2, 2, 3)), T(A(1, 2, 1, 1, off=1))
    zeros = T(np.zeros((1, 2, 1, 1)))
    check(G.InstanceNormV2Grad()(dy, x, gamma, zeros, T(np.ones((1, 2, 1, 1))),
                                 T([[[[0.1]], [[-0.2]]]]), T([[[[1.5]], [[0.7]]]])),
          "in2grad_train")
    check(G.InstanceNormV2Grad(is_training=False)(
        dy, x, gamma, T([[[[0.5]], [[-0.5]]]]), T([[[[2.0]], [[0.5]]]]), zeros, zeros),
        "in2grad_infer")


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, 0.0, float("inf")])
def test_pdist_grad_reads_the_given_distances(p):
    check(G.PdistGrad(p=p)(T([1., -2., 0.5]), T(A(3, 2)), T([0.8, 0., 2.0])), f"pdist_{p}")


def test_pdist_grad_negative_p_is_210s_error():
    with pytest.raises(ValueError, match=r"Pdist p must be a non-negative value, but got `\{p\}`"):
        G.PdistGrad(p=-1.0)


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_glu_grad_and_binary_cross_entropy_grad():
    check(G.GluGrad(axis=-1)(T(A(2, 2)), T(A(2, 4, off=1))), "glugrad")
    x, y = T([[0.3, 0.8], [0.4, 0.3]]), T([[0.4, 1.2], [-0.4, -0.9]])
    check(G.BinaryCrossEntropyGrad("none")(x, y, T([[1., 2.], [3., 4.]]),
                                           T([[-1.4, -0.7], [0.9, 0.7]])), "bcegrad_none")
    check(G.BinaryCrossEntropyGrad("sum")(x, y, T(0.5)), "bcegrad_sum")
    half = G.BinaryCrossEntropyGrad()(T([[0.3, 0.8], [0.4, 0.3]], np.float16),
                                      T([[0.4, 1.2], [-0.4, -0.9]], np.float16),
                                      T(0.85, np.float16), T([[-1.4, -0.7], [0.9, 0.7]], np.float16))
    assert half.dtype == mstype.float16      # 2.10 CPU: [0.1416 0.3718 0.637 0.85] in Float16
    assert half.asnumpy().ravel().tolist() == np.array([0.1416, 0.3718, 0.637, 0.85],
                                                       np.float16).tolist()


def _bngg(training):
    return G.BatchNormGradGrad(is_training=training)(
        T(A(2, 2, 2, 2)), T(A(2, 2, 2, 2, off=1)), T([0.5, 1.5]), T([0.1, -0.2]), T([1.2, 0.6]),
        T(A(2, 2, 2, 2, off=2)), T([0.3, -0.4]), T([0.2, 0.1]))


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_batch_norm_grad_grad_train_infer_and_negative_variance():
    check(_bngg(True), "bngg")
    check(_bngg(False), "bngg_infer")
    with pytest.raises(ValueError, match="'reserve_space_2' must be no less than zero"):
        G.BatchNormGradGrad()(*[T(np.ones((1, 2, 1, 1)))] * 2, T([1., 1.]), T([0., 0.]),
                              T([1., -1.]), T(np.ones((1, 2, 1, 1))), T([1., 1.]), T([1., 1.]))


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_sparse_segment_mean_grad():
    check(G.SparseSegmentMeanGrad()(T([[1., 2.], [3., 4.]]), T([0, 2, 1], np.int32),
                                    T([0, 0, 1], np.int32), T(4, np.int32)), "ssmg")


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_conv3d_backprop_input_and_filter():
    op = nn_ops.Conv3DBackpropInput(out_channel=2, kernel_size=2, pad_mode="pad", pad=1, stride=2)
    check(op(T(A(2, 1, 2, 2, 2)), T(A(1, 2, 2, 2, 2, off=1)), (1, 1, 3, 3, 3)), "c3in")
    op = G.Conv3DBackpropFilter(out_channel=2, kernel_size=2, pad_mode="same")
    check(op(T(A(1, 1, 3, 3, 3)), T(A(1, 2, 3, 3, 3, off=1)), (2, 1, 2, 2, 2)), "c3f")
    with pytest.raises(ValueError, match=r"the 'format' must be str and must be in '\['NCDHW'\]'"):
        nn_ops.Conv3DBackpropInput(2, 2, data_format="NDHWC")


_BOXES = [[0.1, 0.0, 0.8, 0.9], [0.0, 0.2, 1.0, 0.6]]


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_crop_and_resize_grads():
    grads, idx = T(A(2, 2, 3, 1, off=1)), T([0, 0], np.int32)
    check(image_ops.CropAndResizeGradBoxes()(grads, T(A(1, 4, 5, 1)), T(_BOXES), idx), "crgb")
    size = T([1, 4, 5, 1], np.int32)
    check(image_ops.CropAndResizeGradImage(mstype.float32)(grads, T(_BOXES), idx, size), "crgi")
    near = image_ops.CropAndResizeGradImage(mstype.float16, "nearest")(grads, T(_BOXES), idx, size)
    assert near.dtype == mstype.float16
    np.testing.assert_allclose(near.asnumpy().ravel(), REF["crgi_near"][0], atol=1e-3)
    with pytest.raises(ValueError, match=r"'method' must be str and must be in '\['bilinear'\]'"):
        image_ops.CropAndResizeGradBoxes("nearest")


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_tridiagonal_solve_210_layout():
    out = math_ops.TridiagonalSolve()(T([[1.0, 2.0, 3.0], [2.0, 3.0, 4.0], [3.0, 4.0, 5.0]]),
                                      T([[1.0], [2.0], [3.0]]))
    np.testing.assert_allclose(out.asnumpy().ravel(), [0.0, 1.0, -0.5], atol=1e-6)   # 2.10 CPU


_RESIZE = [   # MindSpore 2.10 CPU: ResizeV2(ctm, mode) of [1, 2, 3, 4] to width n
    ("half_pixel", "nearest", 9, [1, 1, 1, 2, 2, 3, 3, 4, 4]),
    ("half_pixel", "linear", 9, [1.0, 1.16667, 1.61111, 2.05556, 2.5, 2.94444, 3.38889,
                                 3.83333, 4.0]),
    ("align_corners", "linear", 9, [1.0, 1.375, 1.75, 2.125, 2.5, 2.875, 3.25, 3.625, 4.0]),
    ("half_pixel", "cubic", 9, [0.89133, 1.12616, 1.51539, 2.07887, 2.5, 2.92112, 3.48461,
                                3.87384, 4.10867]),
    ("align_corners", "cubic", 6, [1.0, 1.504, 2.248, 2.752, 3.496, 4.0]),
]


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
@pytest.mark.parametrize("ctm,mode,n,want", _RESIZE)
def test_resize_v2_modes(ctm, mode, n, want):
    z = T([0.0])
    out = image_ops.ResizeV2(ctm, mode)(T([[[[1., 2., 3., 4.]]]]), z, z, T([1, 1, 1, n], np.int64))
    np.testing.assert_allclose(out.asnumpy().ravel(), want, atol=2e-5)


@pytest.mark.heavy  # eager per-shape compiles: 1-40 s on the shared cores
def test_resize_v2_cubic_2d_and_size_error():
    z = T([0.0])
    out = image_ops.ResizeV2("half_pixel", "cubic")(T(np.arange(12).reshape(1, 1, 3, 4)), z, z,
                                                    T([1, 1, 5, 3], np.int64))
    np.testing.assert_allclose(out.asnumpy()[0, 0, :, 0],                  # 2.10 CPU
                               [-0.25784, 1.39016, 4.12616, 6.86216, 8.51016], atol=2e-5)
    with pytest.raises(ValueError, match=r"sizes\[2\] must be 1, when mode='nearest' or 'linear'"):
        image_ops.ResizeV2("half_pixel", "linear")(T(np.ones((1, 1, 3, 4))), z, z,
                                                   T([1, 1, 5, 3], np.int64))


@pytest.mark.parametrize("make,args", [
    (lambda: inner.SyncBatchNorm(), 5), (lambda: G.SyncBatchNormGrad(), 5),
    (lambda: P.TransShape(), 1), (lambda: inner.MatrixDiag(), 2),
    (lambda: inner.MatrixDiagPart(), 2), (lambda: inner.MatrixSetDiag(), 3)])
def test_no_cpu_kernel_in_210(make, args):
    prim = make()
    with pytest.raises(RuntimeError, match=rf"Unsupported op \[{prim.name}\] on CPU"):
        prim(*[T(np.ones((2, 2)))] * args)


def test_sync_batch_norm_constructor_checks_and_attrs():
    assert repr(inner.SyncBatchNorm()) == ("Prim[SyncBatchNorm]<epsilon=1e-05, momentum=0.1, "
                                           "group=sync_bn_group0, device_num=2, "
                                           "side_effect_mem=True, format=NCHW>")
    with pytest.raises(ValueError, match=r"'momentum' must be in range of \[0, 1\], but got 1.5"):
        inner.SyncBatchNorm(momentum=1.5)
    with pytest.raises(ValueError, match="'device_num' must be int and must >= 2, but got '1'"):
        inner.SyncBatchNorm(device_num=1)
    with pytest.raises(TypeError, match="The group attr of SyncBatchNormGrad must be str."):
        G.SyncBatchNormGrad(group=3)
    assert not hasattr(ms.ops, "TransShape")          # P.TransShape only, as 2.10


@pytest.mark.heavy
def test_graph_mode_matches_pynative(graph_mode):
    del graph_mode
    check(FnCell(G.PdistGrad(p=2.0))(T([1., -2., 0.5]), T(A(3, 2)), T([0.8, 0., 2.0])),
          "pdist_2.0")
    x, gamma, beta = _in2_inputs()
    check(FnCell(nn_ops.InstanceNormV2())(x, gamma, beta, T(np.zeros((1, 2, 1, 1))),
                                          T(np.ones((1, 2, 1, 1)))), "in2_train")
    check(FnCell(G.GluGrad(axis=-1))(T(A(2, 2)), T(A(2, 4, off=1))), "glugrad")
    out = FnCell(math_ops.TridiagonalSolve())(
        T([[1.0, 2.0, 3.0], [2.0, 3.0, 4.0], [3.0, 4.0, 5.0]]), T([[1.0], [2.0], [3.0]]))
    np.testing.assert_allclose(out.asnumpy().ravel(), [0.0, 1.0, -0.5], atol=1e-6)
