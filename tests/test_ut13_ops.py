"""MindSpore 2.10's later-version and Ascend-only Primitives that its ``tests/ut/python/ops/
test_ops.py`` imports: ``ReLUV3``, ``RangeV2``, ``auto_generate.Diagonal``, ``SelfAdjointEig``,
``AdjustContrastv2`` (values measured on MindSpore 2.10 CPU, both modes), and the V1 pooling,
``CholeskyGrad``, ``_quant_ops`` and ``_inner_ops.Quant`` classes, which 2.10 constructs on CPU
(same attributes and constructor errors) and fails to run (same RuntimeError)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.ops.auto_generate import Diagonal
from minicell.ops.operations import (_grad_ops as G, _inner_ops as I, _quant_ops as Q, array_ops,
                                     image_ops, math_ops, nn_ops)

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


class _Net(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, *args):
        return self.prim(*args)


@pytest.fixture(params=MODES, ids=["pynative", "graph"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


@pytest.mark.heavy
def test_relu_v3_diagonal_adjust_contrast_match_210(mode):
    x = ms.Tensor(np.array([-1, 0, 2], np.int32))
    assert _Net(nn_ops.ReLUV3())(x).asnumpy().tolist() == [0, 0, 2]
    cube = ms.Tensor(np.arange(24.0).reshape(2, 3, 4).astype(np.float32))
    out = _Net(Diagonal(offset=1, dim1=-1, dim2=1))(cube)
    np.testing.assert_array_equal(out.asnumpy(), [[4.0, 9.0], [16.0, 21.0]])   # 2.10 CPU
    img = ms.Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
    out = _Net(image_ops.AdjustContrastv2())(img, ms.Tensor(2.0))
    np.testing.assert_allclose(out.asnumpy(), [[[-4.5, -3.5, -2.5], [1.5, 2.5, 3.5]],
                                               [[7.5, 8.5, 9.5], [13.5, 14.5, 15.5]]])


@pytest.mark.heavy
def test_self_adjoint_eig_reads_the_lower_triangle(mode):
    x = ms.Tensor(np.array([[2.0, 1.0], [5.0, 3.0]], np.float32))
    values, vectors = _Net(math_ops.SelfAdjointEig())(x)
    np.testing.assert_allclose(values.asnumpy(), [-2.5249374, 7.5249367], rtol=1e-5)  # 2.10
    sym = np.array([[2.0, 5.0], [5.0, 3.0]])      # eigenvectors up to sign: A v = lambda v
    v = vectors.asnumpy()
    np.testing.assert_allclose(sym @ v, v * values.asnumpy(), atol=1e-4)
    values, vectors = _Net(math_ops.SelfAdjointEig(compute_v=False))(x)
    assert vectors.shape == (2, 2) and not vectors.asnumpy().any()     # 2.10: zeros


def test_range_v2_values_and_errors():
    r = array_ops.RangeV2()(ms.Tensor(1.0), ms.Tensor(3.0), ms.Tensor(0.5))
    assert r.dtype == ms.float32 and r.asnumpy().tolist() == [1.0, 1.5, 2.0, 2.5]
    with pytest.raises(ValueError, match="For RangeV2, delta cannot be equal to zero."):
        array_ops.RangeV2()(ms.Tensor(1), ms.Tensor(3), ms.Tensor(0))
    with pytest.raises(ValueError, match="delta cannot be positive when limit < start"):
        array_ops.RangeV2()(ms.Tensor(3), ms.Tensor(1), ms.Tensor(1))
    with pytest.raises(TypeError, match="start, limit delta should have same type"):
        array_ops.RangeV2()(ms.Tensor(1), ms.Tensor(3.0), ms.Tensor(0.5))
    with pytest.raises(ValueError, match="the 'maxlen' must be int and must > 0, but got '0'"):
        array_ops.RangeV2(maxlen=0)


def test_v1_pooling_attrs_and_errors_as_210():
    assert repr(nn_ops.AvgPoolV1(kernel_size=2, strides=(1, 2), pad_mode="same")) == \
        ("Prim[AvgPoolV1]<kernel_size=(1, 1, 2, 2), strides=(1, 1, 1, 2), pad_mode=SAME, "
         "data_format=NCHW>")
    assert G.AvgPoolGradV1(kernel_size=2).strides == (1, 1, 1, 1)
    with pytest.raises(TypeError, match=r"For 'AvgPoolV1', the type of 'kernel_size' should be "
                                        r"one of '\['int', 'tuple'\]', but got type 'float'."):
        nn_ops.AvgPoolV1(kernel_size=1.5)
    with pytest.raises(ValueError, match=r"the 'pad_mode' must be str and must be in "
                                         r"'\['VALID', 'SAME'\]', but got 'X'."):
        G.MaxPoolGradV1(pad_mode="x")
    with pytest.raises(ValueError, match="For 'MaxPoolV1' attr 'strides' must be an positive int "
                                         "number or a tuple of two positive int numbers, but got 0"):
        nn_ops.MaxPoolV1(strides=0)
    with pytest.raises(ValueError, match="For 'AvgPoolGradV1' the 'kernel_size' should be an "
                                         "positive int number or a tuple of two or four"):
        G.AvgPoolGradV1(kernel_size=0)


def test_quant_constructors_as_210():
    assert repr(I.Quant(0.5, 0.0)) == ("Prim[Quant]<scale=0.5, offset=0.0, sqrt_mode=False, "
                                       "round_mode=Round, dst_type=Int8>")
    with pytest.raises(TypeError, match="For 'Quant', the type of 'scale' should be 'float', but "
                                        "got type 'int'."):
        I.Quant(1, 2.0)
    with pytest.raises(ValueError, match=r"'round_mode' must be str and must be in "
                                         r"'\['Round', 'Floor', 'Ceil', 'Trunc'\]', but got 'x'"):
        I.Quant(1.0, 2.0, round_mode="x")
    with pytest.raises(ValueError, match=r"the 'num_bits' must be in range of \[2, 16\], but got "
                                         r"1 with type 'int'."):
        Q.FakeQuantWithMinMaxVars(num_bits=1)
    with pytest.raises(TypeError, match="the type of 'narrow_range' should be 'bool'"):
        Q.FakeQuantWithMinMaxVarsPerChannel(narrow_range=1)
    with pytest.raises(ValueError, match=r"the 'search_range\[1\]' should be >= "
                                         r"search_range\[0\]: 2.0, but got 1.0."):
        Q.IFMR(search_range=(2.0, 1.0))
    with pytest.raises(TypeError, match="the type of 'offset_flag' should be 'bool'"):
        Q.IFMR(with_offset=1)


@pytest.mark.parametrize("prim", [nn_ops.AvgPoolV1(), nn_ops.MaxPoolV1(), G.CholeskyGrad(),
                                  Q.FakeQuantWithMinMaxVars(), I.Quant(0.5, 0.0)],
                         ids=lambda p: p.name)
def test_no_cpu_kernel_raises_210s_error(prim):
    x = ms.Tensor(np.ones((1, 1, 2, 2), np.float32))
    with pytest.raises(RuntimeError, match=rf"Unsupported op \[{prim.name}\] on CPU, Please "
                                           r"confirm whether the device target setting"):
        prim(x)


def test_geqrf_is_in_linalg_ops_as_210():
    from minicell.ops.operations import linalg_ops
    assert linalg_ops.Geqrf is ms.ops.Geqrf and not hasattr(math_ops, "Geqrf")
    a = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)
    y, tau = linalg_ops.Geqrf()(ms.Tensor(a))
    r = np.triu(y.asnumpy())
    np.testing.assert_allclose(np.abs(r), np.abs(np.linalg.qr(a)[1]), rtol=1e-5)
    assert tau.shape == (2,)
