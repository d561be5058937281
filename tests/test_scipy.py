"""``minicell.scipy`` against MindSpore 2.10 (every expected value below was measured on
MindSpore 2.10 CPU with the same inputs): linalg, fft, optimize, their errors and gradients."""
import numpy as np
import pytest

import minicell as ms
import minicell.scipy as msp
from minicell import Tensor
from minicell.ops.operations.linalg_ops import Eigh

_A4 = np.array([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]], np.float32)
_B4 = np.array([3, 1, 3, 4], np.float32)
_NS = np.array([[4.0, 1], [7, 3]], np.float32)      # not symmetric: each triangle differs


def test_solve_triangular_values_dtypes_and_errors():
    st = msp.linalg.solve_triangular
    np.testing.assert_allclose(st(Tensor(_A4), Tensor(_B4), lower=True).asnumpy(), [1, -1, 2, 2])
    out = st(Tensor(_A4.astype(np.int32)), Tensor(_B4.astype(np.int32)), lower=True)
    assert out.dtype == ms.float32                     # 2.10: integers solve in float32
    x = st(Tensor(_A4.astype(np.float64)), Tensor(_B4.astype(np.float64)), trans=2)
    np.testing.assert_allclose(x.asnumpy(), [1, 1, 3, 4])   # upper triangle of a^T: diag only
    with pytest.raises(ValueError, match=r"Augment\[trans\] must be one of"):
        st(Tensor(_A4), Tensor(_B4), trans='X')
    with pytest.raises(TypeError, match="the type of a and b must be same"):
        st(Tensor(_A4), Tensor(_B4.astype(np.float64)))
    with pytest.raises(ValueError, match="dim of matrix a must greater or equal to 2"):
        st(Tensor(_B4), Tensor(_B4))


def test_eigh_triangles_errors_and_eigh_primitive():
    w_low = msp.linalg.eigh(Tensor(_NS), eigvals_only=True)
    w_up, v_up = msp.linalg.eigh(Tensor(_NS), lower=False)
    np.testing.assert_allclose(w_low.asnumpy(), [-3.5178342, 10.517834], rtol=1e-5)
    np.testing.assert_allclose(w_up.asnumpy(), [2.381966, 4.618034], rtol=1e-5)
    sym_up = np.array([[4.0, 1], [1, 3]])
    np.testing.assert_allclose(sym_up @ v_up.asnumpy(), v_up.asnumpy() * w_up.asnumpy(),
                               atol=1e-5)
    np.testing.assert_allclose(Eigh(False)(Tensor(_NS)).asnumpy(), w_low.asnumpy())
    assert repr(Eigh()) == "Prim[Eigh]<lower=True, compute_eigenvectors=True>"
    with pytest.raises(TypeError, match=r"For 'Eigh', the type of 'compute_eigenvectors' "
                                        r"should be 'bool', but got type 'int'\."):
        Eigh(1)
    with pytest.raises(TypeError, match=r"For 'eigh', the type of 'lower' should be bool, but "
                                        r"got '5.0' with type float\."):
        msp.linalg.eigh(Tensor(_NS), lower=5.0)
    with pytest.raises(TypeError, match=r"should be one of \[mindspore.int32, mindspore.int64, "
                                        r"mindspore.float32, .*but got Float16\."):
        msp.linalg.eigh(Tensor(_NS.astype(np.float16)))
    with pytest.raises(ValueError, match="currently only case b=None of 'eigh' is implemented"):
        msp.linalg.eigh(Tensor(_NS), Tensor(_NS))
    assert msp.linalg.eigh(Tensor(_NS.astype(np.int32)), eigvals_only=True).dtype == ms.float64


def test_eigh_and_solve_triangular_gradients():
    a = Tensor(np.array([[4.0, 1, 0.5], [7, 3, 2], [1, 2, 5]], np.float32))
    weights = Tensor([1.0, 2.0, 3.0])
    g = ms.grad(lambda a: (msp.linalg.eigh(a, eigvals_only=True) * weights).sum())(a)
    np.testing.assert_allclose(g.asnumpy(), [[2.01802, 0, 0], [1.8828542, 1.8879714, 0],
                                             [0.31145483, 0.56074095, 2.0940084]], rtol=1e-4)
    b = Tensor([1.0, 2, 3])
    ga, gb = ms.grad(lambda a, b: (msp.linalg.solve_triangular(a, b, lower=True)
                                   * Tensor([1.0, -1.0, 2.0])).sum(), (0, 1))(a, b)
    np.testing.assert_allclose(ga.asnumpy(), [[-0.3, 0, 0], [0.15, 0.05, 0],
                                              [-0.1, -1 / 30, -0.20666666]], rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(gb.asnumpy(), [1.2, -0.6, 0.4], rtol=1e-5)


@pytest.mark.slow
def test_lu_family_cholesky_inv_det_block_diag():
    p, low, up = msp.linalg.lu(Tensor(np.array([[1.0, 2, 3], [4, 5, 6]], np.float32)))
    assert p.dtype == ms.int32 and p.asnumpy().tolist() == [[0, 1], [1, 0]]
    np.testing.assert_allclose(low.asnumpy(), [[1, 0], [0.25, 1]])
    np.testing.assert_allclose(up.asnumpy(), [[4, 5, 6], [0, 0.75, 1.5]])
    a = Tensor(np.array([[4.0, 1], [1, 3]], np.float32))
    lu, piv = msp.linalg.lu_factor(a)
    np.testing.assert_allclose(lu.asnumpy(), [[4, 1], [0.25, 2.75]])
    assert piv.dtype == ms.int32 and piv.asnumpy().tolist() == [0, 1]
    x = msp.linalg.lu_solve((lu, piv), Tensor(np.array([[1.0], [2]], np.float32)))
    np.testing.assert_allclose(x.asnumpy()[:, 0], [0.09090909, 0.6363636], rtol=1e-5)
    c = msp.linalg.cho_factor(a)
    np.testing.assert_allclose(msp.linalg.cho_solve(c, Tensor([1.0, 2])).asnumpy(),
                               [0.09090908, 0.6363637], rtol=1e-5)
    np.testing.assert_allclose(msp.linalg.cholesky(a).asnumpy(), [[2, 0.5], [0, 1.6583124]])
    assert msp.linalg.inv(Tensor(np.array([[4, 1], [1, 3]], np.int64))).dtype == ms.float64
    assert msp.linalg.det(Tensor(np.array([[1.0, 2], [4, 5]]))).asnumpy() == pytest.approx(-3)
    with pytest.raises(ValueError, match=r"For 'lu_solve', the value of 'trans' should be one "
                                         r"of \(0, 1, 2\), but got 3\."):
        msp.linalg.lu_solve((lu, piv), Tensor(np.array([[1.0], [2]], np.float32)), trans=3)
    with pytest.raises(TypeError, match=r"the data type of 'c' and 'b' should be the same"):
        msp.linalg.cho_solve(c, Tensor(np.array([1.0, 2])))
    bd = msp.linalg.block_diag(Tensor(np.ones((2, 2), np.int32)), Tensor(np.ones((1,), np.float32)))
    assert bd.dtype == ms.float32 and bd.asnumpy().tolist() == [[1, 1, 0], [1, 1, 0], [0, 0, 1]]
    assert msp.linalg.block_diag().shape == (1, 0)


def test_lstsq_driver_outputs():
    a = Tensor(np.array([[1.0, 2], [3, 4], [5, 7]], np.float32))
    b = Tensor(np.array([[1.0], [2], [4]], np.float32))
    x, res, rank, sv = msp.linalg.lstsq(a, b, driver="gelss")
    np.testing.assert_allclose(x.asnumpy()[:, 0], [0.0714282, 0.5000002], rtol=1e-4)
    np.testing.assert_allclose(res.asnumpy(), [0.0714285], rtol=1e-4)
    assert rank.dtype == ms.int64 and rank.shape == () and int(rank) == 2
    np.testing.assert_allclose(sv.asnumpy(), [10.191427, 0.3671376], rtol=1e-5)
    _, res, rank, sv = msp.linalg.lstsq(a, b)                 # gelsy: rank only
    assert (res.shape, rank.shape, sv.shape) == ((0,), (), (0,))
    _, res, rank, _ = msp.linalg.lstsq(a, b, driver="gels")   # gels: residuals, no rank
    assert res.shape == (1,) and rank.shape == (0,) and rank.dtype == ms.int64
    # only the solution carries a gradient (2.10's LstsqV2 bprop: the pseudo-inverse's)
    ga, gb = ms.grad(lambda a, b: msp.linalg.lstsq(a, b, driver="gelss"), (0, 1))(a, b)
    np.testing.assert_allclose(ga.asnumpy(), [[-0.0612249, 0.3571437], [-0.3265305, 0.0714285],
                                              [0.1938779, -0.2142861]], rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(gb.asnumpy()[:, 0], [-0.5714288, 0.2857139, 0.1428573], rtol=1e-4)
    with pytest.raises(ValueError, match='Failed to convert the value "x" of input \'driver\''):
        msp.linalg.lstsq(a, b, driver="x")


@pytest.mark.slow
def test_dct_family():
    from minicell.scipy.fft import dct, dctn, idct, idctn
    np.testing.assert_allclose(dct(Tensor([1, 2, 3])).asnumpy(), [3.4641018, -1.4142137, 0],
                               atol=1e-6)
    np.testing.assert_allclose(idct(Tensor([1, 2, 3]), 2, 3, -1, "ortho").asnumpy(),
                               [3.2163088, -1.8721395, 0.38788158], rtol=1e-5)
    out = dct(Tensor([1, 2, 3]).astype(ms.float16), n=2)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [2.1213202, -0.70710677], rtol=1e-5)
    c = dct(Tensor(np.array([1 + 2j, 3 - 1j, 0.5j], np.complex64)))
    assert c.dtype == ms.complex64
    np.testing.assert_allclose(c.asnumpy(), [2.3094 + 0.866025j, 0.707107 + 1.06066j,
                                             -2.04124 + 1.83712j], rtol=1e-4)
    x2 = Tensor([[1, 2, 3], [2, 1, 1]])
    np.testing.assert_allclose(dctn(x2, 2, s=(2, 3), axes=(0, 1), norm="ortho").asnumpy(),
                               [[4.082483, -0.5, 0.28867507], [0.81649655, -1.5, -0.28867507]],
                               rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(idctn(x2, s=(3, 2)).asnumpy(),
                               [[2.724745, 0.09175181], [1.2247448, -0.4082483],
                                [-0.27525517, -0.9082483]], rtol=1e-5)
    g = ms.grad(lambda x: (idct(x, n=4) * Tensor([1.0, 2, 3, 4])).sum())(x2.astype(ms.float32))
    np.testing.assert_allclose(g.asnumpy(), [[5.0, -2.2304425, 0.0]] * 2, atol=1e-5)
    with pytest.raises(ValueError, match="Only dct type II is supported currently."):
        dct(Tensor([1.0]), type=3)
    with pytest.raises(ValueError, match=r"For primitive\[DCT\], the axis must be in \[-2,1\), "
                                         r"but got 2\."):
        dct(x2, axis=2)
    with pytest.raises(TypeError, match=r"Failed calling DCT with \"DCT\(\)\(x=<class "
                                        r"'numpy.ndarray'>, type=int, n=None, axis=int, "
                                        r"norm=string\)\"\."):
        dct(np.array([1.0, 2]))
    with pytest.raises(ValueError, match="When given, dim and s arguments must have the same"):
        dctn(x2, s=(2,), axes=(0, 1))


class _Assign(ms.nn.Cell):
    def construct(self, cost, maximize, limit):
        return msp.optimize.linear_sum_assignment(cost, maximize, limit)


def test_linear_sum_assignment_both_modes():
    lsa = msp.optimize.linear_sum_assignment
    rows, cols = lsa(Tensor(np.array([[1.0, 5], [2, 4], [0, 6]])), False)
    assert rows.dtype == ms.int64 and (rows.asnumpy().tolist(), cols.asnumpy().tolist()) == \
        ([1, 2], [1, 0])
    rows, cols = lsa(Tensor(np.array([[1.0, 5, 3], [2, 4, 6]])), True)
    assert (rows.asnumpy().tolist(), cols.asnumpy().tolist()) == ([0, 1], [1, 2])
    cost = Tensor(np.array([[2, 3, 3], [3, 2, 3], [3, 3, 2]], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        rows, cols = _Assign()(cost, False, Tensor(2))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert rows.asnumpy().tolist() == [0, 1, -1] and cols.asnumpy().tolist() == [0, 1, -1]
    with pytest.raises(TypeError, match=r"argument\[dimension_limit\] must be a type of "
                                        r"\{Tensor\[Int64\]\}, but got Tensor\[Int32\]\."):
        lsa(cost, False, Tensor(2, ms.int32))
    with pytest.raises(ValueError, match="the cost_matrix rank must be equal to 2, but got 1"):
        lsa(Tensor([1.0, 5.0]), False)


def test_minimize_and_line_search():
    def himmelblau(p):
        x, y = p
        return (x ** 2 + y - 11.) ** 2 + (x + y ** 2 - 7.) ** 2

    x0 = Tensor(np.zeros(2, np.float64))
    res = msp.optimize.minimize(himmelblau, x0, method='BFGS', options=dict(gtol=1e-6))
    np.testing.assert_allclose(res.x.asnumpy(), [3.0, 2.0], rtol=1e-6)
    assert res.success and res.status == 0 and isinstance(res.fun, float)
    assert res.hess_inv.shape == (2, 2)
    lres = msp.optimize.minimize(himmelblau, x0, method='LBFGS', options=dict(gtol=1e-6))
    np.testing.assert_allclose(lres.x.asnumpy(), [3.0, 2.0], rtol=1e-6)
    assert lres.hess_inv is None
    ls = msp.optimize.line_search(lambda x: x[0] ** 2 - x[1] ** 3, Tensor([1.0, 1.0]),
                                  Tensor([-1.0, -1.0]))
    assert ls == (True, 1, 12, 12, 2, 1.0, 0.0, ls.g_k, 1)     # 2.10: zoom fails at a_k 1.0
    np.testing.assert_allclose(ls.g_k.asnumpy(), [2.0, -3.0])
    with pytest.raises(ValueError, match="You must specify a solver."):
        msp.optimize.minimize(himmelblau, x0)
