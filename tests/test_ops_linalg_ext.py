"""Linear algebra composites, the matmul family, their Primitive/Tensor/numpy spellings, in
both modes, against plain numpy; gradients against ``jax.grad`` of the same formula written
in jax.numpy. (Registry ops are walked by the op-case tests: ``op_cases_linalg_ext.py``.)"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, ops

_R = np.random.default_rng(3)


def f32(*shape):
    return _R.uniform(-1, 1, shape).astype(np.float32)


def spd(n):
    a = _R.uniform(-1, 1, (n, n))
    return (a @ a.T + n * np.eye(n)).astype(np.float32)


class Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def run(fn, *arrays):
    """``fn`` on Tensors of ``arrays`` through a Cell (compiled in GRAPH_MODE)."""
    out = Wrap(fn)(*(ms.Tensor(a) for a in arrays))
    if isinstance(out, tuple):
        return tuple(o.asnumpy() for o in out)
    return out.asnumpy()


A, B, S = f32(3, 3) + 3 * np.eye(3, dtype=np.float32), f32(3, 2), spd(3)
V3, V2, M23, BATCH = f32(3), f32(2), f32(2, 3), f32(4, 2, 3)
_L = np.linalg.cholesky(S.astype(np.float64)).astype(np.float32)


def _np_kron(a, b):
    return np.kron(a, b)


_addmm = lambda i, a, b: ops.addmm(i, a, b, beta=0.5, alpha=2.0)
_addmv = lambda i, m, v: ops.addmv(i, m, v, beta=2, alpha=0.5)
_addbmm = lambda i, x, y: ops.addbmm(i, x, y)
_baddbmm = lambda i, x, y: ops.baddbmm(i, x, y, 0.5, 3)
_addr = lambda x, a, b: ops.addr(x, a, b, beta=2)
_vecdot = lambda x, y: ops.vecdot(x, y, axis=0)
_tensor_dot = lambda x, y: ops.tensor_dot(x, y, ((1, 2), (0, 1)))
_batch_dot = lambda x, y: ops.batch_dot(x, y, (2, 2))
_cholesky_inverse_upper = lambda u: ops.cholesky_inverse(u, upper=True)
_cholesky_inverse_full = lambda u: ops.cholesky_inverse(u, upper=True)
_cholesky_solve_upper = lambda b, u: ops.cholesky_solve(b, u, upper=True)
_vector_norm_3 = lambda x: ops.vector_norm(x, 3, 1, True)
_vector_norm_inf = lambda x: ops.vector_norm(x, float("inf"))
_vector_norm_0 = lambda x: ops.vector_norm(x, 0)
_matrix_norm_nuc = lambda a: ops.matrix_norm(a, "nuc")
_matrix_norm_2 = lambda a: ops.matrix_norm(a, 2)
_matrix_norm_2_keep = lambda a: ops.matrix_norm(a, -2, keepdims=True)
_matrix_norm_1 = lambda a: ops.matrix_norm(a, 1)
_matrix_norm_inf = lambda a: ops.matrix_norm(a, -float("inf"))
_matrix_norm_axes = lambda a: ops.matrix_norm(a, 1, (0, 2))
_matrix_power = lambda a: ops.matrix_power(a, 3)
CASES = [
    ("addmm", _addmm,
     lambda i, a, b: 0.5 * i + 2.0 * a @ b, (f32(2, 2), M23, B)),
    ("addmv", _addmv,
     lambda i, m, v: 2 * i + 0.5 * m @ v, (V2, M23, V3)),
    ("addbmm", _addbmm, lambda i, x, y: i + np.einsum(
        "bij,bjk->ik", x, y), (f32(2, 2), BATCH, np.swapaxes(BATCH, 1, 2).copy())),
    ("baddbmm", _baddbmm,
     lambda i, x, y: 0.5 * i + 3 * x @ y, (f32(4, 2, 2), BATCH, np.swapaxes(BATCH, 1, 2).copy())),
    ("addr", _addr, lambda x, a, b: 2 * x + np.outer(a, b),
     (M23, V2, V3)),
    ("ger", ops.ger, np.outer, (V2, V3)),
    ("mv", ops.mv, lambda m, v: m @ v, (M23, V3)),
    ("inner", ops.inner, np.inner, (M23, f32(4, 3))),
    ("vecdot", _vecdot, lambda x, y: (x * y).sum(0), (M23, M23)),
    ("kron", ops.kron, _np_kron, (M23, f32(2, 2))),
    ("tensor_dot", _tensor_dot,
     lambda x, y: np.tensordot(x, y, ((1, 2), (0, 1))), (BATCH, f32(2, 3, 5))),
    ("batch_dot", _batch_dot,
     lambda x, y: np.einsum("bij,bkj->bik", x, y), (BATCH, f32(4, 5, 3))),
    ("batch_dot 2-D", ops.batch_dot, lambda x, y: (x * y).sum(1, keepdims=True), (M23, M23)),
    ("logdet", ops.logdet, lambda a: np.log(np.linalg.det(a)), (S,)),
    ("inverse", ops.inverse, np.linalg.inv, (A,)),
    ("cholesky_inverse", ops.cholesky_inverse, lambda l: np.linalg.inv(l @ l.T), (_L,)),
    ("cholesky_inverse upper", _cholesky_inverse_upper,
     lambda u: np.linalg.inv(u.T @ u), (_L.T.copy(),)),
    # 2.10's kernel reads the whole factor, not one triangle (measured)
    ("cholesky_inverse full", _cholesky_inverse_full,
     lambda u: np.linalg.inv(u.T @ u), (np.array([[2.0, 1.0], [3.0, 4.0]], np.float32),)),
    ("cholesky_solve", ops.cholesky_solve, lambda b, l: np.linalg.solve(l @ l.T, b), (B, _L)),
    ("cholesky_solve upper", _cholesky_solve_upper,
     lambda b, u: np.linalg.solve(u.T @ u, b), (B, _L.T.copy())),
    ("vector_norm", ops.vector_norm, lambda x: np.sqrt((x ** 2).sum()), (M23,)),
    ("vector_norm 3", _vector_norm_3,
     lambda x: (np.abs(x) ** 3).sum(1, keepdims=True) ** (1 / 3), (M23,)),
    ("vector_norm inf", _vector_norm_inf, lambda x: np.abs(x).max(),
     (M23,)),
    ("vector_norm 0", _vector_norm_0, lambda x: np.float32((x != 0).sum()),
     (np.array([0.0, 2.0, -1.0], np.float32),)),
    ("matrix_norm fro", ops.matrix_norm, lambda a: np.linalg.norm(a, "fro"), (A,)),
    ("matrix_norm nuc", _matrix_norm_nuc, lambda a: np.linalg.norm(a, "nuc"),
     (A,)),
    ("matrix_norm 2", _matrix_norm_2, lambda a: np.linalg.norm(a, 2), (A,)),
    ("matrix_norm -2 keep", _matrix_norm_2_keep,
     lambda a: np.linalg.norm(a, -2, keepdims=True), (A,)),
    ("matrix_norm 1", _matrix_norm_1, lambda a: np.linalg.norm(a, 1), (A,)),
    ("matrix_norm -inf", _matrix_norm_inf,
     lambda a: np.linalg.norm(a, -np.inf), (A,)),
    ("matrix_norm axes", _matrix_norm_axes,
     lambda a: np.stack([np.linalg.norm(a[:, i], 1) for i in range(2)]), (BATCH,)),
    ("adjoint", ops.adjoint, lambda a: a.T, (M23,)),
    ("det", ops.det, np.linalg.det, (A,)),
    ("matrix_power", _matrix_power, lambda a: a @ a @ a, (A,)),
]


@pytest.mark.parametrize("name,fn,ref,args", CASES, ids=[c[0] for c in CASES])
def test_composites_match_numpy(mode, name, fn, ref, args):
    want = np.asarray(ref(*(a.astype(np.float64) for a in args)))
    got = run(fn, *args)
    assert got.shape == want.shape
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=2e-4, atol=2e-5)


# Gradients: jax.grad of the same formula in jax.numpy.
GRADS = [
    ("addmm", lambda i, a, b: ops.addmm(i, a, b, beta=0.5, alpha=2.0),
     lambda i, a, b: 0.5 * i + 2.0 * a @ b, (f32(2, 2), M23, B)),
    ("kron", ops.kron, jnp.kron, (M23, f32(2, 2))),
    ("tensor_dot", lambda x, y: ops.tensor_dot(x, y, 1), lambda x, y: jnp.tensordot(x, y, 1),
     (M23, B)),
    ("inner", ops.inner, jnp.inner, (M23, f32(4, 3))),
    ("cholesky_solve", ops.cholesky_solve,
     lambda b, l: jnp.linalg.solve(jnp.tril(l) @ jnp.tril(l).T, b), (B, _L)),
    ("matrix_norm nuc", lambda a: ops.matrix_norm(a, "nuc"),
     lambda a: jnp.linalg.norm(a, "nuc"), (A,)),
    ("vector_norm 3", lambda x: ops.vector_norm(x, 3), lambda x: (jnp.abs(x) ** 3).sum() ** (1 / 3),
     (M23,)),
    ("logdet", ops.logdet, lambda a: jnp.log(jnp.linalg.det(a)), (S,)),
    ("eigvals", lambda a: ops.abs(ops.eigvals(a)), lambda a: jnp.abs(jnp.linalg.eigvals(a)),
     (A,)),
    ("svd", lambda a: ops.svd(a)[0], lambda a: jnp.linalg.svd(a, compute_uv=False), (B,)),
    ("lu_unpack U", lambda lu: ops.lu_unpack(lu, ms.Tensor(np.array([1, 2, 3], np.int32)))[2],
     jnp.triu, (A,)),
]


@pytest.mark.parametrize("name,fn,ref,args", GRADS, ids=[g[0] for g in GRADS])
def test_composite_gradients(mode, name, fn, ref, args):
    n = len(args)
    fn2 = lambda *xs: fn(*xs).sum()
    got = ms.grad(Wrap(fn2), grad_position=tuple(range(n)))(
        *(ms.Tensor(a) for a in args))
    want = jax.grad(lambda *xs: ref(*xs).sum(), argnums=tuple(range(n)))(
        *(jnp.asarray(a) for a in args))
    got = got if isinstance(got, tuple) else (got,)
    assert len(got) == n
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.asnumpy(), np.asarray(w), rtol=2e-3, atol=2e-4)


# ---- Primitive classes, Tensor methods, numpy names ---------------------------------------------
def _t(a):
    return ms.Tensor(a)


def test_primitive_classes_and_attrs():
    np.testing.assert_allclose(ops.MatrixInverse(adjoint=True)(_t(A)).asnumpy(),
                               np.linalg.inv(A.T), rtol=1e-4)
    np.testing.assert_allclose(ops.Cholesky(upper=True)(_t(S)).asnumpy(), _L.T, rtol=1e-4,
                               atol=1e-6)
    q, r = ops.Qr(full_matrices=True)(_t(B))
    assert q.shape == (3, 3) and r.shape == (3, 2)
    np.testing.assert_allclose((q @ r).asnumpy(), B, atol=1e-5)
    s, u, v = ops.Svd()(_t(B))
    np.testing.assert_allclose(((u * s) @ v.T).asnumpy(), B, atol=1e-5)
    w, vec = ops.Eig(compute_v=True)(_t(S))
    assert w.dtype == ms.complex64
    np.testing.assert_allclose(np.sort(w.asnumpy().real), np.linalg.eigvalsh(S), rtol=1e-4)
    assert ops.Eig()(_t(S))[1].shape == ()
    np.testing.assert_allclose(ops.Lstsq(l2_regularizer=0.5)(_t(B), _t(A)).asnumpy(),
                               np.linalg.solve(B.T @ B + 0.5 * np.eye(2), B.T @ A), rtol=1e-4)
    tri = np.tril(A)
    np.testing.assert_allclose(ops.MatrixTriangularSolve()(_t(tri), _t(B)).asnumpy(),
                               np.linalg.solve(tri, B), rtol=1e-4)
    np.testing.assert_allclose(ops.MatrixSolve(adjoint=True)(_t(A), _t(B)).asnumpy(),
                               np.linalg.solve(A.T, B), rtol=1e-4)
    np.testing.assert_allclose(ops.MatrixPower(n=-1)(_t(A)).asnumpy(), np.linalg.inv(A),
                               rtol=1e-4)
    assert repr(ops.MatrixPower(2)) == "Prim[MatrixPower]<n=2>"
    x = np.array([[3.0, 4.0], [1.0, 2.0]], np.float32)
    np.testing.assert_allclose(ops.LpNorm(axis=[0, 1])(_t(x)).asnumpy(), 5.477226, rtol=1e-6)
    assert ops.LpNorm(axis=0, p=1, keep_dims=True)(_t(x)).asnumpy().tolist() == [[4.0, 6.0]]
    np.testing.assert_allclose(ops.EuclideanNorm()(_t(x), ms.Tensor([1], ms.int32)).asnumpy(),
                               [5.0, np.sqrt(5.0)], rtol=1e-6)
    np.testing.assert_allclose(ops.NuclearNorm()(_t(x)).asnumpy(), 5.8309517, rtol=1e-5)
    assert ops.NuclearNorm(dim=[0, 1], keepdim=True)(_t(x)).shape == (1, 1)
    np.testing.assert_allclose(ops.MatrixSolveLs()(_t(x), _t(np.ones((2, 1), np.float32)),
                                                   ms.Tensor(0.0, ms.float64)).asnumpy(),
                               [[-1.0], [1.0]], atol=1e-5)
    np.testing.assert_allclose(ops.MatrixSolveLs()(_t(M23), _t(V2[:, None]),
                                                   ms.Tensor(0.5)).asnumpy(),
                               M23.T @ np.linalg.solve(M23 @ M23.T + 0.5 * np.eye(2), V2[:, None]),
                               rtol=1e-4)
    assert ops.operations.math_ops.Cholesky is ops.Cholesky
    assert ops.operations.array_ops.Lstsq is ops.Lstsq


def test_lu_and_householder_round_trip():
    lu, piv = jax.scipy.linalg.lu_factor(jnp.asarray(A))
    piv1 = ms.Tensor(np.asarray(piv) + 1, ms.int32)
    p, low, up = ops.lu_unpack(ms.Tensor(np.asarray(lu)), piv1)
    np.testing.assert_allclose((p @ low @ up).asnumpy(), A, atol=1e-5)
    np.testing.assert_allclose(ops.lu_solve(_t(B), ms.Tensor(np.asarray(lu)), piv1).asnumpy(),
                               np.linalg.solve(A, B), rtol=1e-4)
    h, tau = ops.geqrf(_t(B))
    q = ops.orgqr(h, tau)
    np.testing.assert_allclose(q.asnumpy(), np.linalg.qr(B)[0], atol=1e-5)
    full_q = ops.ormqr(h, tau, _t(np.eye(3, dtype=np.float32)))
    np.testing.assert_allclose((full_q.T @ full_q).asnumpy(), np.eye(3), atol=1e-5)


def test_tensor_methods_and_numpy_names():
    t = _t(A)
    np.testing.assert_allclose(t.det().asnumpy(), np.linalg.det(A), rtol=1e-4)
    np.testing.assert_allclose(t.inverse().asnumpy(), np.linalg.inv(A), rtol=1e-4)
    assert t.qr(some=False)[0].shape == (3, 3)
    assert _t(B).qr()[0].shape == (3, 2)
    np.testing.assert_allclose(t.matrix_power(2).asnumpy(), A @ A, rtol=1e-4)
    np.testing.assert_allclose(_t(V2).ger(_t(V3)).asnumpy(), np.outer(V2, V3), rtol=1e-6)
    np.testing.assert_allclose(t.addmm(t, t).asnumpy(), A + A @ A, rtol=1e-4)
    np.testing.assert_allclose(_t(S).cholesky().asnumpy(), _L, rtol=1e-4, atol=1e-6)
    sign, logabs = t.slogdet()
    np.testing.assert_allclose(sign.asnumpy() * np.exp(logabs.asnumpy()), np.linalg.det(A),
                               rtol=1e-4)
    np.testing.assert_allclose(mnp.inner(_t(V3), _t(V3)).asnumpy(), V3 @ V3, rtol=1e-5)
    np.testing.assert_allclose(mnp.kron(_t(V2), _t(V3)).asnumpy(), np.kron(V2, V3), rtol=1e-6)
    np.testing.assert_allclose(mnp.tensordot(_t(BATCH), _t(f32(2, 3)) * 0 + 1).asnumpy(),
                               BATCH.sum((1, 2)), rtol=1e-5)
    np.testing.assert_allclose(mnp.multi_dot([t, _t(B), _t(M23)]).asnumpy(), A @ B @ M23,
                               rtol=1e-4)


@pytest.mark.parametrize("args", [{}, {"axis": 1}, {"ord": 1}, {"ord": np.inf},
                                  {"ord": "nuc"}, {"axis": 0, "keepdims": True},
                                  {"ord": 3, "axis": 1}])
def test_numpy_norm(args):
    want = np.linalg.norm(A.astype(np.float64), **args)
    np.testing.assert_allclose(mnp.norm(_t(A), **args).asnumpy(), want, rtol=1e-5)
    np.testing.assert_allclose(mnp.norm(_t(BATCH)).asnumpy(), np.linalg.norm(BATCH), rtol=1e-5)


def test_bad_inputs_raise_mindspore_errors():
    with pytest.raises(TypeError, match="MatrixDeterminant"):
        ops.det(ms.Tensor(np.eye(2, dtype=np.int32)))
    with pytest.raises(ValueError, match=r"MatrixDeterminant\], the row size must be equal to 2"):
        ops.det(_t(M23))
    with pytest.raises(TypeError, match="mode must be 'reduced' or 'complete'"):
        ops.qr(_t(A), "r")
    with pytest.raises(TypeError, match="Ger"):
        ops.ger(_t(V2), ms.Tensor(V3.astype(np.float16)))
    with pytest.raises(ValueError, match="mv"):
        ops.mv(_t(V3), _t(V3))
    with pytest.raises(ValueError, match="matrix_norm"):
        ops.matrix_norm(_t(A), 3)


def _svd_full_loss(x, wu, wv):
    s, u, v = ops.svd(x, True, True)    # sign-invariant in each singular vector
    return ((wu * u).sum(0) ** 2).sum() + ((wv * v).sum(0) ** 2).sum() + s.sum()


@pytest.mark.parametrize("shape,want", [
    ((3, 2), [[0.69051, 0.90691], [0.10297, -0.18295], [1.13707, 0.74909]]),
    ((2, 3), [[0.85771, 0.57763, -0.33504], [-1.11424, -9e-05, 1.03558]]),
])
def test_svd_full_matrices_gradient_as_mindspore(mode, shape, want):
    # JAX refuses to differentiate a full (M != N) SVD; MindSpore 2.10 does for |M - N| == 1
    # (values measured there) and raises for |M - N| > 1
    rng = np.random.default_rng(1)
    x = rng.standard_normal(shape)
    wu, wv = (ms.Tensor(rng.standard_normal((k, k))) for k in shape)
    fn3 = lambda a: _svd_full_loss(a, wu, wv)
    got = ms.grad(Wrap(fn3))(ms.Tensor(x))
    np.testing.assert_allclose(got.asnumpy(), want, atol=1e-4)
    assert ops.svd(ms.Tensor(f32(4, 2)), True, True)[1].shape == (4, 4)
    with pytest.raises(RuntimeError, match=r"abs\(m - n\) > 1 with full_matrices"):
        fn4 = lambda a: ops.svd(a, True, True)[1].sum()
        ms.grad(Wrap(fn4))(ms.Tensor(f32(4, 2)))


def test_svd_vectors_signed_as_mindspore(mode):
    # MindSpore's CPU kernel (Eigen's Jacobi SVD) signs the vectors differently from LAPACK;
    # values and the gradient of s + u + v measured on MindSpore 2.10
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    fn5 = lambda a: ops.svd(a, True, True)
    s, u, v = Wrap(fn5)(x)
    np.testing.assert_allclose(u.asnumpy(), [[0.1081858, -0.9064375, 0.4082482],
                                             [0.48733616, -0.30957502, -0.81649655],
                                             [0.8664867, 0.2872874, 0.4082483]], atol=1e-5)
    np.testing.assert_allclose(v.asnumpy(), [[0.6011819, 0.79911214], [0.79911214, -0.6011819]],
                               atol=1e-5)
    fn6 = lambda a: ops.svd(a, False, True)
    grad = ms.grad(Wrap(fn6))(x)
    np.testing.assert_allclose(grad.asnumpy(), [[-0.49018735, 0.89098763],
                                                [0.03374496, 0.71657443],
                                                [0.557677, 0.54216176]], atol=1e-4)
    wide = ms.Tensor(np.arange(12, dtype=np.float64).reshape(2, 2, 3))   # batched, M < N
    fn7 = lambda a: ops.svd(a, False, True)
    s, u, v = ops.vmap(fn7)(wide)
    np.testing.assert_allclose(u.asnumpy()[1], [[-0.57470584, -0.81836007],
                                                [-0.81836007, 0.57470584]], atol=1e-7)
    np.testing.assert_allclose(v.asnumpy()[1], [[-0.5092543, 0.75762351],
                                                [-0.57485993, 0.05356677],
                                                [-0.64046555, -0.65048998]], atol=1e-7)
    np.testing.assert_allclose((u.asnumpy() * s.asnumpy()[:, None]) @
                               v.asnumpy().swapaxes(1, 2), wide.asnumpy(), atol=1e-9)
