"""``LayerNormGradGrad`` in 2.10's CPU kernel's closed form: every row of a 2-d case whose given
mean is not the row's, two 3-d cases, and 2.10's dtype and variance errors. Values measured on
MindSpore 2.10 CPU in both modes (/tmp/ut16/lngg_ref.py)."""
import numpy as np
import pytest
from conftest import FnCell

from minicell import Tensor
from minicell.ops.operations import _grad_ops as G

X = np.array([[0.1, 0.5, 0.9, 0.3], [0.7, 0.2, 0.4, 0.8]], np.float32)
DY = np.array([[0.3, -0.2, 0.5, 0.1], [0.6, 0.4, -0.3, 0.2]], np.float32)
VAR, MEAN = np.array([0.09, 0.05], np.float32), np.array([0.45, 0.52], np.float32)
GAMMA = np.array([1.0, 0.5, 2.0, 1.5], np.float32)
D_DX = np.array([[0.2, 0.1, -0.4, 0.3], [0.5, -0.1, 0.2, 0.6]], np.float32)
D_DG, D_DB = np.array([0.1, 0.2, 0.3, 0.4], np.float32), np.array([0.4, 0.3, 0.2, 0.1], np.float32)


def _run(args, begin=(1, 1)):
    return FnCell(G.LayerNormGradGrad(*begin))(*[Tensor(a) for a in args])


@pytest.mark.heavy      # an XLA compile per mode (about 1 s under load)
def test_every_row_of_a_given_mean_that_is_not_the_rows(mode):
    # row 1's mean 0.52 is not its data's 0.525: the kernel keeps the given one in every term
    d_x, d_dy, d_g = _run((X, DY, VAR, MEAN, GAMMA, D_DX, D_DG, D_DB))
    np.testing.assert_allclose(d_x.asnumpy(), [[0.84655, -1.81055, 1.60272, -0.63872],
                                               [-1.22362, -2.66365, 2.62957, 1.52138]], atol=2e-5)
    np.testing.assert_allclose(d_dy.asnumpy(), [[-0.15648, 0.4838, 0.06667, 0.54583],
                                                [0.3043, 0.07103, 0.57208, 0.1152]], atol=2e-5)
    np.testing.assert_allclose(d_g.asnumpy(), [-0.23767, -0.01439, -0.2258, -0.0217], atol=2e-5)


def _data3():
    r = np.random.RandomState(3)
    x, dy, ddx = (r.uniform(-1, 1, (2, 3, 4)).astype(np.float32) for _ in range(3))
    g4 = r.uniform(0.5, 1.5, (4,)).astype(np.float32)
    ddg4, ddb4 = (r.uniform(-1, 1, (4,)).astype(np.float32) for _ in range(2))
    g34 = r.uniform(0.5, 1.5, (3, 4)).astype(np.float32)
    ddg34, ddb34 = (r.uniform(-1, 1, (3, 4)).astype(np.float32) for _ in range(2))
    return x, dy, ddx, (g4, ddg4, ddb4), (g34, ddg34, ddb34)


@pytest.mark.heavy      # two XLA compiles (about 1-2 s under load)
def test_three_d_rows_over_the_last_axis_and_over_the_last_two():
    x, dy, ddx, (g4, ddg4, ddb4), (g34, ddg34, ddb34) = _data3()
    m, v = x.mean(-1, keepdims=True) + 0.01, x.var(-1, keepdims=True) + 0.02
    d_x, d_dy, d_g = _run((x, dy, v, m, g4, ddx, ddg4, ddb4), (-1, -1))
    np.testing.assert_allclose(d_x.asnumpy()[1], [[-0.24507, -0.30946, -0.1516, 0.68151],
                                                  [-0.10679, -0.73222, 0.57596, 0.26855],
                                                  [-1.16133, 0.87372, -0.42661, 0.77563]],
                               atol=2e-5)
    np.testing.assert_allclose(d_dy.asnumpy()[0, 0], [-1.06599, -0.13754, 0.58566, 0.67882],
                               atol=2e-5)
    np.testing.assert_allclose(d_g.asnumpy(), [-0.43146, -0.64568, 0.68368, 0.4713], atol=2e-5)
    m, v = x.mean((1, 2), keepdims=True) - 0.01, x.var((1, 2), keepdims=True) + 0.03
    d_x, d_dy, d_g = _run((x, dy, v, m, g34, ddx, ddg34, ddb34))
    np.testing.assert_allclose(d_x.asnumpy()[1, 1], [1.04844, -0.16179, 0.23165, -0.53484],
                               atol=2e-5)
    np.testing.assert_allclose(d_dy.asnumpy()[1, 1], [-0.86724, -0.30112, -3.57616, -0.16361],
                               atol=5e-5)
    np.testing.assert_allclose(d_g.asnumpy()[2], [0.20897, 0.1251, 0.07724, -0.92511],
                               atol=2e-5)


def test_dtype_and_variance_errors():
    args = [X, DY, VAR, MEAN, GAMMA, D_DX, D_DG, D_DB]
    mixed = args[:4] + [GAMMA.astype(np.float16)] + args[5:]
    with pytest.raises(TypeError, match=r"^For primitive\[LayerNormGradGrad\], the input type "
                                        r"must be same\.$"):
        G.LayerNormGradGrad()(*[Tensor(a) for a in mixed])
    with pytest.raises(TypeError, match=r"the input argument\[d_db\] must be a type of "
                                        r"\{Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                                        r"Tensor\[Float64\]\.$"):
        G.LayerNormGradGrad()(*[Tensor(a.astype(np.float64)) for a in args])
    zero = [X, DY, np.array([0.09, 0.0], np.float32)] + args[3:]
    with pytest.raises(ValueError, match=r"^For LayerNormGradGrad, variance must be positive\.$"):
        G.LayerNormGradGrad()(*[Tensor(a) for a in zero])
