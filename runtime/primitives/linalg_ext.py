"""Registry entries for linear algebra: determinants, inverses, decompositions, solves, matrix
functions (public rows in ``minicell/ops/rows_linalg.py``). FFT and the extra distributions
live in ``fft.py`` and ``random_ext.py``, imported from here.

Every input is a (batch of) matrix on the last two axes; dtype checks raise MindSpore's
TypeError naming the op.
"""
import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
try:        # not exported by jax.lax.linalg; a JAX that moves it loses only Geqrf
    from jax._src.lax.linalg import geqrf as _geqrf
except ImportError:  # pragma: no cover
    _geqrf = None

from ..registry import LAYOUT, NONDIFF, register
from ..checks import marked_error
from ..x64 import on_host_thread
from .linalg import _ms_dtype

_FLOATS = ("float32", "float64", "complex64", "complex128")


def _wide(x):
    """Float16 in Float32 (2.10's Qr, Geqrf and Lstsq take Float16, their results rounded)."""
    return x.astype(jnp.float32) if x.dtype == jnp.float16 else x


def check_float(op, x, name="x", allowed=_FLOATS):
    """TypeError unless ``x`` has one of the ``allowed`` dtypes (MindSpore's wording)."""
    if jnp.result_type(x).name not in allowed:
        kinds = ", ".join(allowed)
        raise TypeError(f"For '{op}', the dtype of '{name}' must be one of [{kinds}], but got "
                        f"{_ms_dtype(x)}.")


# 2.10's shape-inference texts (measured, bad_input_rows39): a rank under 2, a non-square x
_RANK = {"MatrixInverse": "For primitive[MatrixInverse], the x rank must be",
         "MatrixDeterminant": "For primitive[MatrixDeterminant], the x rank must be",
         "MatrixPower": "For primitive[MatrixPower], the x's rank must be",
         "MatrixExp": "For primitive[MatrixExp], the x rank must be"}
_RANK_TEXT = {       # ... whole texts, {n} the rank (measured, bad_input_rows45_ops)
    "Cholesky": "For Cholesky, the dimension of input x must be greater than or equal to 2, but "
                "got a {n}-D Tensor.",
    "Eig": "For Eig, x should be at lease 2, but got a {n}-D Tensor."}
_SQUARE = {
    "MatrixInverse": "For primitive[MatrixInverse], the attribute[row size] must be equal to "
                     "{r}, but got {c}.",
    "MatrixDeterminant": "For primitive[MatrixDeterminant], the row size must be equal to {r}, "
                         "but got {c}.",
    "LogMatrixDeterminant": "For primitive[LogMatrixDeterminant], the row size must be equal "
                            "to {r}, but got {c}.",
    "MatrixPower": "For MatrixPower, dim[-1] and dim[-2] of x should be the same, but got "
                   "dim[-1]: {c} and dim[-2]: {r}.",
    "MatrixExp": "For MatrixExp, the input expects a tensor of squared matrices, but got shape "
                 "[const vector]{{{r}, {c}}}.",
    "Eig": "For Eig, x should be square(squares), but got {r}  {c} matrix(matrices).",
    "Cholesky": "For Cholesky, input x must be batch squares, but got batch {r} x {c} "
                "matrices."}


def check_square(op, x, name="x"):
    if x.ndim < 2 and op in _RANK_TEXT:
        raise marked_error(ValueError, _RANK_TEXT[op].format(n=x.ndim))
    if x.ndim < 2 and op in _RANK:
        raise marked_error(ValueError, f"{_RANK[op]} greater than or equal to 2, but got "
                                       f"{x.ndim}.")
    if x.ndim >= 2 and x.shape[-1] != x.shape[-2] and op in _SQUARE:
        raise marked_error(ValueError, _SQUARE[op].format(r=x.shape[-2], c=x.shape[-1]))
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"For '{op}', '{name}' must be a (batch of) square matrix with shape "
                         f"[..., M, M], but got shape {tuple(x.shape)}.")


def _mat(op, x, name="x", allowed=_FLOATS):
    check_float(op, x, name, allowed)
    check_square(op, x, name)
    return x


def _mT(x):
    return jnp.swapaxes(x, -1, -2)


def _adj(x):
    return jnp.conj(_mT(x))


@register("adjoint", props=(LAYOUT,))
def adjoint(x):
    """Conjugate transpose of the last two axes."""
    return _adj(x)


@register("vecdot")
def vecdot(x, y, *, axis=-1):
    """``sum(conj(x) * y, axis)`` with broadcasting."""
    return jnp.sum(jnp.conj(x) * y, axis=axis)


@register("matrix_determinant")
def matrix_determinant(x):
    """Determinant of each matrix on the last two axes."""
    return jnp.linalg.det(_mat("MatrixDeterminant", x))


@register("log_matrix_determinant", multiple_results=True)
def log_matrix_determinant(x):
    """(sign, log|det|) of each matrix; both in the input's dtype (a complex input gives a
    complex log|det| with zero imaginary part, as MindSpore 2.10, measured)."""
    sign, logabs = jnp.linalg.slogdet(_mat("LogMatrixDeterminant", x))
    return sign.astype(x.dtype), logabs.astype(x.dtype)


@register("matrix_inverse")
def matrix_inverse(x, *, adjoint=False):
    """Inverse of each matrix (of its conjugate transpose when ``adjoint``)."""
    x = _mat("MatrixInverse", x)
    return jnp.linalg.inv(_adj(x) if adjoint else x)


@register("cholesky")
def cholesky(x, *, upper=False):
    """Cholesky factor of each symmetric positive-definite matrix (lower, or upper when
    ``upper``); not positive-definite gives NaN."""
    x = _mat("Cholesky", x, allowed=("float32", "float64"))
    low = jnp.linalg.cholesky(x)
    return _mT(low) if upper else low


@register("triangular_solve")
def triangular_solve(a, b, *, lower=True, adjoint=False):
    """Solve ``a @ x = b`` (``adj(a) @ x = b`` when ``adjoint``) for triangular ``a``."""
    _mat("MatrixTriangularSolve", a, "matrix")
    return jsl.solve_triangular(a, b, lower=lower, trans="C" if adjoint else 0)


@register("matrix_solve")
def matrix_solve(a, b, *, adjoint=False):
    """Solve ``a @ x = b`` (``adj(a) @ x = b`` when ``adjoint``); ``b`` is [..., M, K]."""
    a = _mat("MatrixSolve", a, "matrix")
    return jnp.linalg.solve(_adj(a) if adjoint else a, b)


@register("qr", props=(NONDIFF,), multiple_results=True, no_bprop="Qr")   # 2.10: no bprop
def qr(x, *, full_matrices=False):
    """(Q, R) of each matrix; ``full_matrices``: Q is M x M, else M x min(M, N)."""
    check_float("Qr", x, allowed=_FLOATS + ("float16",))      # 2.10: Float16 too (measured)
    out = jnp.linalg.qr(_wide(x), mode="complete" if full_matrices else "reduced")
    return tuple(o.astype(x.dtype) for o in out)


@register("svd", multiple_results=True)
def svd(x, *, full_matrices=False, compute_uv=True):
    """MindSpore's order: (s, u, v) with ``x = u @ diag(s) @ adj(v)``; only (s,) when not
    ``compute_uv``. LAPACK's decomposition (JAX differentiates it); for real matrices of fewer
    than 16 columns the vectors' signs and a full ``u``/``v``'s extra columns are those of
    MindSpore's CPU kernel (``svd_signs``)."""
    check_float("Svd", x)
    if not compute_uv:
        return (jnp.linalg.svd(x, compute_uv=False),)
    m, n = x.shape[-2:]
    tall = m >= n
    a = x if tall else _adj(x)                       # a = u1 diag(s) v1^H, u1 the longer side
    u1, s, vh = jnp.linalg.svd(a, full_matrices=False)
    v1 = _adj(vh)
    ref = _reference(x)
    if ref is not None:
        ref_u, ref_v = ref if tall else ref[::-1]
        u1, v1 = _signed_as(u1, v1, ref_u[..., :u1.shape[-1]], ref_v[..., :v1.shape[-1]])
    if full_matrices and m != n:
        k = a.shape[-1]
        base = (ref_u[..., k:] if ref is not None else
                jnp.linalg.svd(jax.lax.stop_gradient(a), full_matrices=True)[0][..., k:])
        u1 = jnp.concatenate([u1, _complement(a, u1, s, v1, base)], -1)
    return (s, u1, v1) if tall else (s, v1, u1)


def _reference(x):
    """MindSpore's (u_full, v_full) for real ``x`` of fewer than 16 columns, else None."""
    from .svd_signs import JACOBI_MAX_COLS, reference_vectors
    m, n = x.shape[-2:]
    if jnp.iscomplexobj(x) or n >= JACOBI_MAX_COLS or 0 in x.shape:
        return None
    shapes = (jax.ShapeDtypeStruct(x.shape[:-2] + (m, m), x.dtype),
              jax.ShapeDtypeStruct(x.shape[:-2] + (n, n), x.dtype))
    return jax.pure_callback(on_host_thread(reference_vectors), shapes, jax.lax.stop_gradient(x),
                             vmap_method="expand_dims")


def _signed_as(u, v, ref_u, ref_v):
    """``u``, ``v`` with each column pair's sign flipped to agree with the reference's; the
    values are the reference's, the derivative LAPACK's."""
    d = jnp.sign(jnp.sum(jax.lax.stop_gradient(u) * ref_u, -2, keepdims=True))
    d = jnp.where(d == 0, 1, d)
    u, v = u * d, v * d
    return (ref_u + (u - jax.lax.stop_gradient(u)), ref_v + (v - jax.lax.stop_gradient(v)))


def _complement(a, u1, s, v1, u2):
    """The extra columns ``u2`` of a full SVD of a tall ``a`` (M > N), differentiable (JAX's
    own rule refuses full matrices): they move as ``du2 = -u1 S^-1 v1^H da^H u2``; their
    rotation among themselves is undetermined when M - N > 1, where MindSpore's gradient
    raises."""
    a0 = jax.lax.stop_gradient(a)
    c1, cs, cvh = (jax.lax.stop_gradient(t) for t in (u1, s, _adj(v1)))
    s_inv_vh = cvh / cs[..., :, None].astype(cvh.dtype)
    u2 = u2 - c1 @ (s_inv_vh @ (_adj(a - a0) @ u2))   # the value is u2; the derivative du2
    return _no_svd_grad(u2) if a.shape[-2] - a.shape[-1] > 1 else u2


@jax.custom_jvp
def _no_svd_grad(u2):
    return u2


@_no_svd_grad.defjvp
def _no_svd_grad_jvp(primals, tangents):
    raise RuntimeError("For 'Svd' gradient, not support for abs(m - n) > 1 with full_matrices "
                       "is True.")


@register("eig", multiple_results=True)
def eig(x, *, compute_v=True):
    """Eigenvalues (and right eigenvectors) of each square matrix as (real, imaginary) float
    pairs: (w.re, w.im[, v.re, v.im]); ``ops.eig`` joins them (CPU only in JAX)."""
    x = _mat("Eig", x)
    if not compute_v:
        w = jnp.linalg.eigvals(x)
        return jnp.real(w), jnp.imag(w)
    w, v = jnp.linalg.eig(x)
    return jnp.real(w), jnp.imag(w), jnp.real(v), jnp.imag(v)


@register("matrix_logarithm", props=(NONDIFF,), multiple_results=True)
def matrix_logarithm(x):
    """Principal matrix logarithm of each complex square matrix (via its eigendecomposition:
    diagonalisable matrices), as a (real, imaginary) pair."""
    x = _mat("MatrixLogarithm", x, allowed=("complex64", "complex128"))
    w, v = jnp.linalg.eig(x)
    out = (v * jnp.log(w)[..., None, :]) @ jnp.linalg.inv(v)
    return jnp.real(out), jnp.imag(out)


@register("lstsq", props=(NONDIFF,), no_bprop="Lstsq")
def lstsq(x, a):
    """Least squares ``min ||x @ out - a||``: ``x`` is [M, N], ``a`` [M, K] -> [N, K]."""
    check_float("Lstsq", x, allowed=("float16", "float32", "float64"))
    return jnp.linalg.lstsq(_wide(x), _wide(a))[0].astype(jnp.result_type(x, a))


@register("pinv")
def pinv(x, *, atol=None, rtol=None, hermitian=False):
    """Moore-Penrose pseudo-inverse; singular values below ``max(atol, rtol * s_max)`` are
    dropped (``rtol`` defaults to ``eps * max(M, N)``)."""
    check_float("pinv", x)
    s = jnp.linalg.svd(x, compute_uv=False)
    smax = jnp.max(s, axis=-1, keepdims=True)[..., None]
    if rtol is None:
        rtol = jnp.finfo(x.dtype).eps * max(x.shape[-2:]) if atol is None else 0.0
    cutoff = jnp.maximum(0.0 if atol is None else atol, rtol * smax)
    u, s, vh = jnp.linalg.svd(x, full_matrices=False)
    keep = s[..., None, :] > cutoff
    sinv = jnp.where(keep, 1.0 / jnp.where(keep, s[..., None, :], 1.0), 0.0).astype(u.dtype)
    return _adj(vh) @ (_adj(u) * jnp.swapaxes(sinv, -1, -2))


@register("matrix_exp")
def matrix_exp(x):
    """Matrix exponential of each square matrix."""
    x = _mat("MatrixExp", x, allowed=("float16", *_FLOATS))
    return jsl.expm(x)


@register("matrix_power")
def matrix_power(x, *, n):
    """``x`` to the integer power ``n`` (negative: of its inverse)."""
    check_square("MatrixPower", x)
    return jnp.linalg.matrix_power(x, n)


def _pivots_to_perm(pivots, m):
    """1-based LAPACK row swaps (MindSpore's ``LU_pivots``) -> permutation indices."""
    piv = (pivots - 1).astype(jnp.int32)
    return jax.lax.linalg.lu_pivots_to_permutation(piv, m)


@register("lu_unpack", nondiff_argnums=(1,), multiple_results=True)
def lu_unpack(lu_data, lu_pivots, *, unpack_data=True, unpack_pivots=True):
    """(P, L, U) from a packed LU factorisation and 1-based pivots (``A = P @ L @ U``)."""
    m, n = lu_data.shape[-2:]
    k = min(m, n)
    low = jnp.tril(lu_data[..., :, :k], -1) + jnp.eye(m, k, dtype=lu_data.dtype)
    up = jnp.triu(lu_data[..., :k, :])
    perm = _pivots_to_perm(lu_pivots, m)
    p = jnp.swapaxes(jax.nn.one_hot(perm, m, dtype=lu_data.dtype), -1, -2)
    if not unpack_data:
        low, up = jnp.zeros_like(low), jnp.zeros_like(up)
    if not unpack_pivots:
        p = jnp.zeros_like(p)
    return p, low, up


@register("lu_solve", nondiff_argnums=(2,))
def lu_solve(b, lu_data, lu_pivots):
    """Solve ``A @ x = b`` from A's packed LU factorisation and 1-based pivots."""
    check_float("LuSolve", b, "b", ("float16", "float32", "float64"))
    m = lu_data.shape[-1]
    perm = _pivots_to_perm(lu_pivots, m)
    pb = jnp.take_along_axis(b, perm[..., :, None] * jnp.ones_like(b, jnp.int32), axis=-2)
    y = jsl.solve_triangular(lu_data, pb, lower=True, unit_diagonal=True)
    return jsl.solve_triangular(lu_data, y, lower=False)


@register("geqrf", props=(NONDIFF,), multiple_results=True, no_bprop="Geqrf")
def geqrf(x):
    """LAPACK's packed QR: (Householder vectors below the diagonal + R, tau)."""
    check_float("Geqrf", x, allowed=_FLOATS + ("float16",))
    if _geqrf is None:  # pragma: no cover
        raise RuntimeError(f"Geqrf needs jax._src.lax.linalg.geqrf, which JAX {jax.__version__} "
                           f"does not have.")
    return tuple(o.astype(x.dtype) for o in _geqrf(_wide(x)))


@register("orgqr", props=(NONDIFF,))
def orgqr(x, tau):
    """The explicit Q (first N columns) from ``geqrf``'s Householder vectors and ``tau``."""
    check_float("Orgqr", x)
    return jax.lax.linalg.householder_product(x, tau)


@register("ormqr", props=(NONDIFF,))
def ormqr(x, tau, other, *, left=True, transpose=False):
    """``Q @ other`` (``other @ Q`` when not ``left``; ``adj(Q)`` when ``transpose``), Q the
    M x M product of ``geqrf``'s Householder reflectors."""
    check_float("Ormqr", x)
    return jax.lax.linalg.ormqr(x, tau, other, left=left, transpose=transpose)


from . import fft, random_ext  # noqa: E402,F401  (more registry entries of this area)
