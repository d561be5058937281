"""``mindspore.scipy.linalg``: SciPy's linear algebra names with MindSpore 2.10's signatures,
defaults, argument checks and messages. Integer matrices compute in float64 (2.10). Every
function is ops over Tensors, so it runs in PYNATIVE_MODE and inside GRAPH_MODE Cells / ``jit``
and is differentiable where its ops are.

>>> import minicell as ms
>>> from minicell.scipy.linalg import solve_triangular
>>> a = ms.Tensor([[3.0, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]])
>>> solve_triangular(a, ms.Tensor([3.0, 1, 3, 4]), lower=True).asnumpy().tolist()
[1.0, -1.0, 2.0, 2.0]
"""
from ..common import dtype as mstype
from ..ops import functional as F
from ..ops import array_ops as AO
from ..ops import linalg_funcs as LA
from ..ops import triangular_funcs as TRI
from ..ops.triangular_funcs import solve_unchecked as _tri_solve
from ..ops.linalg_funcs import call
from .. import numpy as mnp
from .utils_const import (INT_FLOAT, check_dtype, check_solve, check_square, check_tensor,
                          check_type, check_unsupported, check_value, float64_if_int,
                          _raise_value_error)

__all__ = ['block_diag', 'inv', 'cho_factor', 'cholesky', 'cho_solve', 'eigh', 'lu_factor', 'lu',
           'solve_triangular', 'lstsq']

_TRANS = {'N': 0, 'T': 1, 'C': 2}


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False, overwrite_b=False,
                     debug=None, check_finite=True):
    """Solve ``a x = b`` (``a^T x = b`` for trans 1 / 'T', ``a^H x = b`` for 2 / 'C') for a
    (batch of) triangular ``a``; ``b`` [..., M] or [..., M, N]. Integers give float32."""
    if isinstance(trans, str):
        if trans not in _TRANS:
            _raise_value_error("For SolveTriangular, Augment[trans] must be one of [1, 2, 3,'N', "
                               "'T', 'C'].")
        trans = _TRANS[trans]
    return TRI.tri_solve(a, b, trans, lower, unit_diagonal)     # SolveTriangular's checks


def block_diag(*arrs):
    """The Tensors (at most 2-D each) on the diagonal of one matrix, zeros elsewhere; no
    argument gives a [1, 0] float32 matrix."""
    if not arrs:
        return mnp.zeros((1, 0))
    if any(a.ndim > 2 for a in arrs):
        _raise_value_error("Arguments to mindspore.scipy.linalg.block_diag must have at most 2 "
                           "dimensions.")
    mats = [mnp.atleast_2d(a) for a in arrs]
    total = sum(m.shape[1] for m in mats)
    rows, left = [], 0
    for m in mats:
        rows.append(F.pad(m, (left, total - left - m.shape[1])))
        left += m.shape[1]
    return mnp.concatenate(rows, axis=0)


def _check_flags(func, **flags):
    for name, value in flags.items():
        check_type(func, value, bool, name)


def _check_matrix(func, a, dtypes=INT_FLOAT):
    check_tensor(func, a)
    check_dtype(func, a, dtypes)
    check_square(func, a)


def inv(a, overwrite_a=False, check_finite=True):
    """Inverse of the square matrix ``a``."""
    _check_flags("inv", overwrite_a=overwrite_a, check_finite=check_finite)
    check_tensor("inv", a)
    check_square("inv", a)
    check_dtype("inv", a, INT_FLOAT)
    return LA._matrix_inverse(float64_if_int(a))


def cholesky(a, lower=False, overwrite_a=False, check_finite=True):
    """Cholesky factor of the symmetric positive-definite ``a``: upper ``U`` (``a = U^H U``),
    lower ``L`` (``a = L L^H``) when ``lower``."""
    _check_flags("cholesky", overwrite_a=overwrite_a, check_finite=check_finite, lower=lower)
    _check_matrix("cholesky", a)
    return LA.cholesky(float64_if_int(a), upper=not lower)


def cho_factor(a, lower=False, overwrite_a=False, check_finite=True):
    """(Cholesky factor, ``lower``) for ``cho_solve``: the factor in the chosen triangle (the
    other triangle holds zeros here, 2.10 leaves it unspecified)."""
    _check_flags("cho_factor", overwrite_a=overwrite_a, check_finite=check_finite, lower=lower)
    _check_matrix("cho_factor", a)
    return LA.cholesky(float64_if_int(a), upper=not lower), lower


def cho_solve(c_and_lower, b, overwrite_b=False, check_finite=True):
    """Solve ``A x = b`` from ``cho_factor(A)``'s ``(c, lower)``."""
    c, lower = c_and_lower
    _check_flags("cho_solve", overwrite_b=overwrite_b, check_finite=check_finite, lower=lower)
    check_tensor("cho_solve", c, "c")
    check_tensor("cho_solve", b, "b")
    check_dtype("cho_solve", c, INT_FLOAT, "c")
    check_dtype("cho_solve", b, INT_FLOAT, "b")
    check_solve("cho_solve", c, b, "c", "b")
    if c.dtype in (mstype.int32, mstype.int64):
        c, b = F.cast(c, mstype.float64), F.cast(b, mstype.float64)
    first, second = (0, 2) if lower else (2, 0)
    y = _tri_solve(c, b, first, lower, False)
    return _tri_solve(c, y, second, lower, False)


def eigh(a, b=None, lower=True, eigvals_only=False, overwrite_a=False, overwrite_b=False,
         turbo=True, eigvals=None, type=1, check_finite=True):  # pylint: disable=redefined-builtin
    """Eigenvalues ``w`` (ascending) and, unless ``eigvals_only``, eigenvectors ``v`` (columns)
    of the Hermitian ``a`` held in its lower (``lower``) or upper triangle. 2.10 implements
    only the standard problem (``b`` and ``eigvals`` must be None); a complex ``a`` gives
    complex ``w`` in ascending ``|w|``, as 2.10's Eigh."""
    func = "eigh"
    _check_flags(func, lower=lower, eigvals_only=eigvals_only, overwrite_a=overwrite_a,
                 overwrite_b=overwrite_b, turbo=turbo)
    check_type(func, type, int, "type")
    check_type(func, check_finite, bool, "check_finite")
    _check_matrix(func, a, INT_FLOAT + (mstype.complex64, mstype.complex128))
    check_unsupported(func, b, "b")
    check_unsupported(func, eigvals, "eigvals")
    out = call("eigh", float64_if_int(a), compute_v=not eigvals_only, lower=lower,
               abs_order=True)
    return out[0] if eigvals_only else out


def lu_factor(a, overwrite_a=False, check_finite=True):
    """(LU packed in one matrix, 0-based int32 pivots) of the square ``a``, for ``lu_solve``."""
    _check_flags("lu_factor", overwrite_a=overwrite_a, check_finite=check_finite)
    _check_matrix("lu_factor", a)
    m_lu, pivots, _ = call("lu_factor", float64_if_int(a))
    return m_lu, pivots


def lu(a, permute_l=False, overwrite_a=False, check_finite=True):
    """``(P, L, U)`` with ``a = P @ L @ U`` (P an int32 permutation matrix), or ``(P @ L, U)``
    when ``permute_l``; ``a`` is [M, N] with M <= N."""
    _check_flags("lu", permute_l=permute_l, overwrite_a=overwrite_a, check_finite=check_finite)
    check_tensor("lu", a)
    check_dtype("lu", a, INT_FLOAT)
    check_value("lu", a.ndim, 2, "a", "dimension")
    a = float64_if_int(a)
    m, n = a.shape
    if m > n:
        _raise_value_error("last two dimensions of LU decomposition must be row less or equal to "
                           "col.")
    m_lu, _, p = call("lu_factor", a)
    k = min(m, n)
    low = F.tril(m_lu, -1)[:, :k] + F.cast(AO.eye(m, k, mstype.float32), a.dtype)
    up = F.triu(m_lu)[:k, :]
    if permute_l:
        return F.matmul(F.cast(p, a.dtype), low), up
    return p, low, up


def lu_solve(lu_and_piv, b, trans=0, overwrite_b=False, check_finite=True):
    """Solve ``A x = b`` (``A^T x = b`` for trans 1, ``A^H x = b`` for 2) from
    ``lu_factor(A)``'s ``(lu, piv)``."""
    func = "lu_solve"
    lu_matrix, pivot = lu_and_piv
    _check_flags(func, overwrite_b=overwrite_b, check_finite=check_finite)
    check_tensor(func, lu_matrix, "lu_matrix")
    check_tensor(func, b, "b")
    check_tensor(func, pivot, "pivot")
    check_dtype(func, lu_matrix, INT_FLOAT, "lu_matrix")
    check_dtype(func, b, INT_FLOAT, "b")
    check_dtype(func, pivot, (mstype.int32,), "pivot")
    check_solve(func, lu_matrix, b, "lu_matrix", "b")
    check_value(func, pivot.ndim, 1, "pivot", "dimension")
    check_value(func, trans, (0, 1, 2), "trans")
    if lu_matrix.dtype in (mstype.int32, mstype.int64):
        lu_matrix, b = F.cast(lu_matrix, mstype.float64), F.cast(b, mstype.float64)
    p, low, up = LA.lu_unpack(lu_matrix, pivot + 1)
    if trans == 0:
        y = F.matmul(F.swapaxes(p, -1, -2), b if b.ndim == 2 else F.expand_dims(b, -1))
        x = _tri_solve(up, _tri_solve(low, y, 0, True, True), 0, False, False)
    else:
        y = _tri_solve(low, _tri_solve(up, b if b.ndim == 2 else F.expand_dims(b, -1), trans,
                                       False, False), trans, True, True)
        x = F.matmul(p, y)
    return x if b.ndim == 2 else F.squeeze(x, -1)


def det(a, overwrite_a=False, check_finite=True):
    """Determinant of the square matrix ``a``."""
    _check_flags("det", overwrite_a=overwrite_a, check_finite=check_finite)
    check_tensor("det", a)
    check_square("det", a)
    check_dtype("det", a, INT_FLOAT)
    return LA.det(float64_if_int(a))


def lstsq(A, B, rcond=None, driver=None):  # pylint: disable=invalid-name
    """Least-squares solution of ``A X = B`` with LAPACK's driver outputs: (solution,
    residuals, rank, singular values), the last three empty where ``driver`` (default
    ``"gelsy"``) does not compute them (``ops.auto_generate.LstsqV2``'s checks)."""
    return LA.lstsq_v2(A, B, driver)


def lu_pivots_to_permutation(pivots, permutation_size: int):
    """The row order (int32) that 0-based LAPACK row interchanges ``pivots`` give to
    ``permutation_size`` rows."""
    eye = F.cast(AO.eye(permutation_size, permutation_size, mstype.float32), mstype.float32)
    p = LA.lu_unpack(eye, F.cast(pivots, mstype.int32) + 1)[0]
    return F.cast(mnp.argmax(F.swapaxes(p, -1, -2), -1), mstype.int32)
