"""``op_cases`` rows for ``runtime/primitives/linalg_ext.py`` and ``random_ext.py``: small
well-conditioned matrices and numpy references (``np.linalg``, written-out loops); the random
draws' references are the same ``jax.random`` calls (their distributions are tested in
``test_ops_linalg_ext.py``)."""
import jax
import jax.numpy as jnp
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=11)
CASES, REFS, key, op = _TABLE.CASES, _TABLE.REFS, _TABLE.key, _TABLE.op
_R = _TABLE.rng


def mat(*shape, dtype=np.float64, spd=False):
    """A well-conditioned matrix: diagonally dominant (``spd``: symmetric positive-definite)."""
    a = _R.uniform(-1, 1, shape)
    if spd:
        a = a @ np.swapaxes(a, -1, -2)
    return (a + max(shape[-2:]) * np.eye(*a.shape[-2:])).astype(dtype)


def _adj(x):
    return np.conj(np.swapaxes(x, -1, -2))


_A32, _A64, _B64 = mat(3, 3, dtype=np.float32), mat(2, 3, 3), mat(4, 4)
_SPD = mat(3, 3, spd=True)
op("matrix_determinant", lambda x: np.linalg.det(x).astype(x.dtype), ((_A32,), {}), ((_A64,), {}))
op("log_matrix_determinant", lambda x: tuple(a.astype(x.dtype) for a in np.linalg.slogdet(x)),
   ((_A64,), {}), ((_A32,), {}))
op("matrix_inverse", lambda x, adjoint=False: np.linalg.inv(_adj(x) if adjoint else x)
   .astype(x.dtype), ((_A64,), {}), ((_A32,), {"adjoint": True}))
op("adjoint", _adj, ((_A64[0, :2],), {}), ((mat(2, 2) + 1j * mat(2, 2),), {}))
op("vecdot", lambda x, y, axis=-1: np.sum(np.conj(x) * y, axis=axis),
   ((_R.uniform(-1, 1, (2, 3)), _R.uniform(-1, 1, (3,))), {}), ((mat(3, 2), mat(3, 2)), {"axis": 0}))
op("cholesky", lambda x, upper=False: (lambda c: _adj(c) if upper else c)(np.linalg.cholesky(x)),
   ((_SPD,), {}), ((_SPD.astype(np.float32),), {"upper": True}))


def _tri_ref(a, b, lower=True, adjoint=False):
    t = np.tril(a) if lower else np.triu(a)
    return np.linalg.solve(_adj(t) if adjoint else t, b).astype(b.dtype)


op("triangular_solve", _tri_ref, ((_B64, mat(4, 2)), {}),
   ((_B64, mat(4, 2)), {"lower": False, "adjoint": True}))
op("matrix_solve", lambda a, b, adjoint=False: np.linalg.solve(_adj(a) if adjoint else a, b),
   ((_B64, mat(4, 2)), {}), ((_B64, mat(4, 3)), {"adjoint": True}))
op("qr", lambda x, full_matrices=False: tuple(np.linalg.qr(
    x, mode="complete" if full_matrices else "reduced")), ((mat(4, 3),), {}),
   ((mat(3, 3, dtype=np.float32),), {"full_matrices": True}))


def _svd_ref(x, full_matrices=False, compute_uv=True):
    if not compute_uv:
        return (np.linalg.svd(x, compute_uv=False),)
    from runtime.primitives.svd_signs import jacobi_svd   # MindSpore's signs (real, N < 16)
    u, s, vh = (np.array(a) for a in jnp.linalg.svd(x, full_matrices=full_matrices))
    ref_u = jacobi_svd(np.asarray(x))[0]
    k = min(x.shape)
    d = np.sign(np.sum(u[:, :k] * ref_u[:, :k], 0))
    u[:, :k], vh[:k] = u[:, :k] * d, vh[:k] * d[:, None]
    return s, u, _adj(vh)


op("svd", _svd_ref, ((mat(4, 3),), {"compute_uv": False}), ((mat(3, 3, dtype=np.float32),), {}))
def _eig_ref(x, compute_v=True):
    outs = (jnp.linalg.eig(x) if compute_v else (jnp.linalg.eigvals(x),))
    return tuple(p for o in outs for p in (np.real(np.asarray(o)), np.imag(np.asarray(o))))


# eigenvalues first: the numerical-gradient check takes the first case (eigenvectors' phase)
op("eig", _eig_ref, ((mat(3, 3),), {"compute_v": False}), ((mat(3, 3, dtype=np.float32),), {}))
op("lstsq", lambda x, a: np.linalg.lstsq(x, a, rcond=None)[0].astype(a.dtype),
   ((mat(5, 3), mat(5, 2)), {}))
op("pinv", lambda x, atol=None, rtol=None, hermitian=False: np.linalg.pinv(x).astype(x.dtype),
   ((mat(4, 3),), {}), ((mat(3, 3, dtype=np.float32),), {}))


def _expm_ref(x):
    out, term = np.eye(x.shape[-1]), np.eye(x.shape[-1])
    for k in range(1, 30):
        term = term @ x / k
        out = out + term
    return out.astype(x.dtype)


op("matrix_exp", _expm_ref, ((mat(3, 3) * 0.2,), {}))
_LOGM_LOG = (mat(3, 3) * 0.1).astype(np.complex128)
_LOGM_IN = _expm_ref(_LOGM_LOG)        # log(exp(L)) = L for L with small eigenvalues
op("matrix_logarithm", lambda x: (np.real(_LOGM_LOG.astype(x.dtype)),
                                  np.imag(_LOGM_LOG.astype(x.dtype))),
   ((_LOGM_IN,), {}), ((_LOGM_IN.astype(np.complex64),), {}))
op("matrix_power", lambda x, n: np.linalg.matrix_power(x, n).astype(x.dtype),
   ((mat(3, 3), ), {"n": 3}), ((mat(3, 3, dtype=np.float32),), {"n": -2}))


def _lu_case(n=3):
    a = mat(n, n)
    lu, piv = jax.scipy.linalg.lu_factor(a)
    return a, np.asarray(lu), (np.asarray(piv) + 1).astype(np.int32)


_LU_A, _LU, _PIV = _lu_case()


def _perm_matrix(piv, m):
    perm = list(range(m))
    for i, p in enumerate(piv):
        perm[i], perm[p - 1] = perm[p - 1], perm[i]
    return np.eye(m)[:, perm]


def _lu_unpack_ref(lu, piv, unpack_data=True, unpack_pivots=True):
    m = lu.shape[-1]
    low, up = np.tril(lu, -1) + np.eye(m), np.triu(lu)
    return tuple(a.astype(lu.dtype) for a in (_perm_matrix(piv, m), low, up))


op("lu_unpack", _lu_unpack_ref, ((_LU, _PIV), {}))
op("lu_solve", lambda b, lu, piv: np.linalg.solve(_LU_A, b).astype(b.dtype),
   ((mat(3, 2, dtype=np.float32), _LU.astype(np.float32), _PIV), {}))


def _householder_q(h, tau):
    """Q = H_1 ... H_k with H_i = I - tau_i v_i v_i^T, written out."""
    m = h.shape[0]
    q = np.eye(m)
    for i in range(len(tau)):
        v = np.zeros(m)
        v[i], v[i + 1:] = 1.0, h[i + 1:, i]
        q = q @ (np.eye(m) - tau[i] * np.outer(v, v))
    return q


def _geqrf_ref(x):
    h, tau = np.linalg.qr(x, mode="raw")
    return h.T.copy(), tau


_GX = mat(4, 3)
_GH, _GT = _geqrf_ref(_GX)
op("geqrf", _geqrf_ref, ((_GX,), {}))


op("orgqr", lambda h, tau: _householder_q(h, tau)[:, :h.shape[1]], ((_GH, _GT), {}))
op("ormqr", lambda h, tau, c, left=True, transpose=False: (
    lambda q: (q @ c) if left else (c @ q))(_householder_q(h, tau).T if transpose
                                              else _householder_q(h, tau)),
   ((_GH, _GT, mat(4, 2)), {}), ((_GH, _GT, mat(2, 4)), {"left": False, "transpose": True}))

# ---- FFT (numpy.fft references) -----------------------------------------------------------------
_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def _np_fft(x, kind, s=None, axes=None, norm="backward"):
    f = np.fft
    out = {"fft": lambda: f.fftn(x, s, axes, norm), "ifft": lambda: f.ifftn(x, s, axes, norm),
           "rfft": lambda: f.rfftn(x, s, axes, norm), "irfft": lambda: f.irfftn(x, s, axes, norm),
           "hfft": lambda: f.irfftn(np.conj(x), s, axes, _SWAP[norm]),
           "ihfft": lambda: np.conj(f.rfftn(x, s, axes, _SWAP[norm]))}[kind]()
    real = x.real.dtype if np.iscomplexobj(x) else x.dtype
    return out.astype(np.result_type(real, np.complex64) if np.iscomplexobj(out) else real)


op("fft_pair", lambda x, **a: (lambda o: (o.real, o.imag))(_np_fft(x, **a)),
   ((mat(2, 4),), {"kind": "fft"}),
   ((mat(3, 4, dtype=np.float32),), {"kind": "rfft", "axes": (1,), "norm": "ortho"}),
   ((mat(4, 2),), {"kind": "ihfft", "s": (4,), "axes": (0,), "norm": "forward"}),
   ((mat(2, 3) + 1j * mat(2, 3),), {"kind": "ifft", "s": (2, 4), "axes": (0, 1)}))
op("fft_real", _np_fft, ((mat(2, 3),), {"kind": "irfft", "axes": (1,)}),
   ((mat(3, 3, dtype=np.float32),), {"kind": "hfft", "s": (3, 4), "axes": (0, 1), "norm": "ortho"}),
   ((mat(2, 3) + 1j * mat(2, 3),), {"kind": "irfft", "s": (2, 5), "axes": (0, 1)}))

# ---- random draws (reference: the same jax.random call) ------------------------------------------
_ALPHA = np.array([0.5, 2.0, 5.0], np.float32)
op("random_gamma", lambda k, a, shape: np.asarray(jax.random.gamma(
    k, a, tuple(shape) + a.shape, a.dtype)), ((key(1), _ALPHA), {"shape": (4,)}))
op("random_poisson", lambda k, r, shape, dtype="float32": np.asarray(jax.random.poisson(
    k, r, tuple(shape) + r.shape)).astype(dtype), ((key(2), _ALPHA), {"shape": (4,)}),
   ((key(2), _ALPHA), {"shape": (2,), "dtype": "int64"}))
for _n, _f in [("standard_laplace", jax.random.laplace), ("standard_cauchy", jax.random.cauchy)]:
    op(_n, (lambda f: lambda k, shape, dtype="float32": np.asarray(f(k, tuple(shape), dtype)))(_f),
       ((key(3),), {"shape": (3, 4)}))
op("truncated_normal", lambda k, shape, dtype="float32": np.asarray(jax.random.truncated_normal(
    k, -2.0, 2.0, tuple(shape), dtype)), ((key(4),), {"shape": (3, 4)}))
_LOGITS = np.log(np.array([[0.1, 0.6, 0.3], [0.5, 0.25, 0.25]], np.float32))


def _categorical_ref(k, lg, *draws, num_sample, dtype="int64"):
    if draws:       # the first class whose cumulative probability reaches each draw
        cdf = np.cumsum(np.exp(lg - lg.max(-1, keepdims=True)), -1)
        return (cdf[:, None, :] < draws[0][None, :, None] * cdf[:, -1:, None]).sum(-1).astype(
            dtype)
    return np.asarray(jax.random.categorical(k, lg[..., None, :], axis=-1,
                                             shape=lg.shape[:-1] + (num_sample,))).astype(dtype)


op("random_categorical", _categorical_ref, ((key(5), _LOGITS), {"num_sample": 4}),
   ((key(5), _LOGITS, np.array([0.05, 0.2, 0.71, 0.99], np.float32)), {"num_sample": 4}))


def _choice_ref(k, x, count):
    flat = x.ravel()
    u = np.asarray(jax.random.uniform(k, flat.shape))
    order = np.argsort(np.where(flat, u, 2.0), kind="stable")
    order = np.pad(order, (0, max(0, count - flat.size)))[:count]
    mask = flat[order] & (np.arange(count) < flat.size)
    idx = np.stack(np.unravel_index(order, x.shape), -1)
    return np.where(mask[:, None], idx, 0).astype(np.int32), mask


op("choice_with_mask", _choice_ref, ((key(6), np.array([[True, False], [True, True]])),
                                     {"count": 5}))


def _randperm_ref(k, n, max_length, pad, dtype="int32"):
    pos = np.arange(max_length)
    u = np.asarray(jax.random.uniform(k, (max_length,)))
    perm = np.argsort(np.where(pos < n, u, 2.0), kind="stable")
    return np.where(pos < n, perm, pad).astype(dtype)


op("randperm_padded", _randperm_ref, ((key(7), np.array([4], np.int32)),
                                      {"max_length": 6, "pad": -1}))


_TC = np.array([[1], [3]], np.int32)


def _ucs_ref(k, true_classes, num_sampled, unique, range_max, dtype="int32"):
    k1, k2 = jax.random.split(k)
    if not unique:
        return (np.asarray(jax.random.randint(k1, (num_sampled,), 0, range_max)).astype(dtype),
                np.int32(num_sampled))
    perm = np.asarray(jax.random.permutation(k1, range_max))[:num_sampled].astype(dtype)
    p_new = (range_max - np.arange(num_sampled)) / range_max
    return perm, np.asarray(jax.random.geometric(k2, p_new, (num_sampled,))).sum().astype(
        np.int32)


op("uniform_candidate_sampler", _ucs_ref,
   ((key(8), _TC), {"num_sampled": 4, "unique": True, "range_max": 6}),
   ((key(9), _TC), {"num_sampled": 5, "unique": False, "range_max": 3, "dtype": "int64"}))


# ---- public calls reaching each registry op above (tests/test_op_surface.py collects them) -----
def _surface_calls():
    import minicell as ms
    from minicell import ops

    t = ms.Tensor
    a, s, b = t(_A32), t(_SPD.astype(np.float32)), t(mat(3, 2, dtype=np.float32))
    lu, piv = t(_LU.astype(np.float32)), t(_PIV)
    h, tau = ops.geqrf(t(_GX.astype(np.float32)))
    return [
        lambda: ops.det(a), lambda: ops.slogdet(a), lambda: ops.inverse(a),
        lambda: ops.adjoint(a), lambda: ops.vecdot(a, a), lambda: ops.cholesky(s),
        lambda: ops.cholesky_solve(b, ops.cholesky(s)), lambda: ops.matrix_solve(a, b),
        lambda: ops.qr(a), lambda: ops.svd(a), lambda: ops.eig(a), lambda: ops.lstsq(a, b),
        lambda: ops.pinv(a), lambda: ops.matrix_exp(a), lambda: ops.matrix_power(a, 2),
        lambda: ops.lu_unpack(lu, piv), lambda: ops.lu_solve(b, lu, piv),
        lambda: ops.geqrf(a), lambda: ops.orgqr(h, tau), lambda: ops.ormqr(h, tau, t(mat(4, 2, dtype=np.float32))),
        lambda: ops.random_gamma((2,), t([1.0])),
        lambda: ops.random_poisson(t([2], ms.int32), t([1.0])),
        lambda: ops.standard_laplace((2,)), lambda: ops.Cauchy([2])(),
        lambda: ops.TruncatedNormal()((2,)), lambda: ops.random_categorical(a, 2),
        lambda: ops.choice_with_mask(a > 0, 2), lambda: ops.Randperm(4)(t([2], ms.int32)),
        lambda: ops.fft(a), lambda: ops.irfft(a),
        lambda: ops.MatrixLogarithm()(t(_LOGM_IN.astype(np.complex64))),
        lambda: ops.uniform_candidate_sampler(t(np.array([[1], [2]], np.int32)), 1, 2, True, 5),
    ]


SURFACE_CALLS = [lambda i=i: _surface_calls()[i]() for i in range(32)]
