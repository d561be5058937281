"""Registry entries behind ``minicell.scipy`` (MindSpore 2.10's ``mindspore.scipy``): the
symmetric eigensolver, the packed LU factorisation, least squares with LAPACK's driver
outputs, the orthonormal DCT-II and the linear sum assignment. The argument checks and
MindSpore's error messages are in ``minicell/scipy``; these take checked inputs.
"""
import jax
import jax.numpy as jnp
import jax.scipy.fft as jfft
import numpy as np

from ..registry import NONDIFF, register
from ..x64 import on_host_thread


def _mT(x):
    return jnp.swapaxes(x, -1, -2)


@register("eigh", multiple_results=True)
def eigh(a, *, compute_v=True, lower=True, abs_order=False):
    """(w,) or (w, v) of the Hermitian matrix held in the lower (``lower``) or upper triangle
    of ``a``; the other triangle is never read, so the gradient reaches only the triangle
    read (off-diagonal entries count twice: each stands for itself and its mirror), as
    MindSpore's Eigh bprop. The eigenvectors' signs are fixed by ``_stable_signs``, which,
    unlike LAPACK's, seldom jump under small changes of ``a``.
    ``abs_order``: for a complex ``a``, ``w`` has ``a``'s complex dtype and ascending ``|w|``
    order, as the ComplexEigenSolver behind MindSpore's CPU ``Eigh``."""
    tri = jnp.tril if lower else jnp.triu
    k = -1 if lower else 1
    diag = jnp.real(jnp.diagonal(a, axis1=-2, axis2=-1)).astype(a.dtype)
    strict = tri(a, k)
    full = strict + jnp.conj(_mT(strict)) + diag[..., None] * jnp.eye(a.shape[-1], dtype=a.dtype)
    w, v = jnp.linalg.eigh(full, UPLO="L", symmetrize_input=False)
    if abs_order and jnp.iscomplexobj(a):
        order = jnp.argsort(jnp.abs(w), axis=-1, stable=True)
        w = jnp.take_along_axis(w, order, -1).astype(a.dtype)
        v = jnp.take_along_axis(v, order[..., None, :], -1)
    if not compute_v:
        return (w,)
    return w, v * _stable_signs(jax.lax.stop_gradient(v))


def _stable_signs(v):
    """+-1 per column of the eigenvectors ``v`` making each column's largest-magnitude entry
    positive (the first of equal ones). LAPACK's signs jump under tiny changes of the matrix,
    so a finite-difference check of a gradient through ``v`` (MindSpore's st test_eigh_grad)
    saw 0.85 for an upper-triangle float32 case; these signs only change where two entries of
    a column tie in magnitude. MindSpore's CPU kernel (Eigen's QR iteration) gives signs of
    its own, no simple rule (this one agrees on 40 of 216 measured matrices, LAPACK's on 33);
    replaying Eigen's iteration would need a host callback in every graph (measured: a 64x64
    eigh 0.5 -> 51 ms), so minicell keeps its signs on the device."""
    mag = jnp.abs(v)
    top = jnp.argmax(mag, axis=-2, keepdims=True)
    lead = jnp.take_along_axis(v, top, axis=-2)
    return jnp.where(jnp.real(lead) < 0, -1, 1).astype(v.dtype)


@register("lu_factor", multiple_results=True)
def lu_factor(a):
    """LU with partial pivoting of each [M, N] matrix: (L and U packed in one matrix,
    0-based row-interchange pivots (int32), the int32 permutation matrix P of ``a = P L U``)."""
    lu, piv, perm = jax.lax.linalg.lu(a)
    p = _mT(jax.nn.one_hot(perm, a.shape[-2], dtype=jnp.int32))
    return lu, piv.astype(jnp.int32), p


_RESIDUAL_DRIVERS = ("gels", "gelss", "gelsd")
_RANK_DRIVERS = ("gelsy", "gelss", "gelsd")
_SV_DRIVERS = ("gelss", "gelsd")


@register("lstsq_v2", multiple_results=True)
def lstsq_v2(a, b, *, driver="gelsy"):
    """(solution, residuals, rank, singular values) of ``min ||a x - b||`` for [..., M, N]
    ``a`` and [..., M, K] (or [..., M]) ``b``, batch axes broadcast. The solution is the
    minimum-norm one (singular values below ``eps * max(M, N) * s_max`` dropped); the other
    outputs are empty ([0]) where LAPACK's ``driver`` does not compute them: residuals for
    gels/gelss/gelsd with M > N, rank for gelsy/gelss/gelsd, singular values for gelss/gelsd.
    As 2.10's LstsqV2 bprop, only the solution carries a gradient (the pseudo-inverse's)."""
    vec = b.ndim == a.ndim - 1
    if vec:
        b = b[..., None]
    batch = jnp.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a = jnp.broadcast_to(a, batch + a.shape[-2:])
    b = jnp.broadcast_to(b, batch + b.shape[-2:])
    m, n = a.shape[-2:]
    u, s, vh = jnp.linalg.svd(a, full_matrices=False)
    cut = jnp.finfo(s.dtype).eps * max(m, n) * jnp.max(s, -1, keepdims=True, initial=0.0)
    keep = s > jax.lax.stop_gradient(cut)
    sinv = jnp.where(keep, 1.0 / jnp.where(keep, s, 1.0), 0.0).astype(a.dtype)
    x = jnp.conj(_mT(vh)) @ (sinv[..., :, None] * (jnp.conj(_mT(u)) @ b))
    empty = jnp.zeros((0,), s.dtype)
    res = empty
    if driver in _RESIDUAL_DRIVERS and m > n:
        # a vector b keeps its one column here (2.10: residuals [1] / [batch, 1])
        res = jax.lax.stop_gradient(jnp.sum(jnp.abs(a @ x - b) ** 2, axis=-2))
    rank = (jnp.sum(keep, -1).astype(jnp.int64) if driver in _RANK_DRIVERS
            else jnp.zeros((0,), jnp.int64))
    sv = jax.lax.stop_gradient(s) if driver in _SV_DRIVERS else empty
    return (x[..., 0] if vec else x), res, rank, sv


@register("lstsq_v2_grad", multiple_results=True)
def lstsq_v2_grad(dx, a, b):
    """(grad_a, grad_b) of ``lstsq_v2``'s solution for its cotangent ``dx`` (2.10's
    LstsqV2Grad: the pseudo-inverse's derivative)."""
    _, pull = jax.vjp(lambda a, b: lstsq_v2.impl(a, b)[0], a, b)
    return pull(dx)


@register("dct_ortho")
def dct_ortho(x, *, s=None, axes=None, inverse=False):
    """Orthonormal DCT-II (its inverse when ``inverse``) of a real ``x`` over ``axes``,
    each zero-padded or cut to its ``s`` length; integers and float16 compute in float32."""
    if not jnp.issubdtype(x.dtype, jnp.floating) or x.dtype in (jnp.float16, jnp.bfloat16):
        x = x.astype(jnp.float32)
    fn = jfft.idctn if inverse else jfft.dctn
    return fn(x, type=2, s=s, axes=axes, norm="ortho")


def assign_rows(cost):
    """Minimum-cost assignment of every row of a finite [n, m] ``cost`` (n <= m) to its own
    column: the shortest-augmenting-path method with row and column potentials (Kuhn-Munkres
    in its O(n^2 m) form). Returns each row's column."""
    n, m = cost.shape
    u, v = np.zeros(n + 1), np.zeros(m + 1)
    owner = np.zeros(m + 1, np.int64)          # owner[j]: 1-based row holding column j (0: none)
    back = np.zeros(m + 1, np.int64)
    for row in range(1, n + 1):
        owner[0], col = row, 0
        slack = np.full(m + 1, np.inf)
        seen = np.zeros(m + 1, bool)
        while owner[col]:
            seen[col] = True
            r = owner[col]
            free = ~seen[1:]
            reduced = cost[r - 1] - u[r] - v[1:]
            better = free & (reduced < slack[1:])
            slack[1:][better] = reduced[better]
            back[1:][better] = col
            cand = np.where(free, slack[1:], np.inf)
            nxt = int(np.argmin(cand)) + 1
            delta = cand[nxt - 1]
            u[owner[seen]] += delta
            v[seen] -= delta
            slack[~seen] -= delta
            col = nxt
        while col:
            prev = back[col]
            owner[col] = owner[prev]
            col = prev
    cols = np.empty(n, np.int64)
    for j in range(1, m + 1):
        if owner[j]:
            cols[owner[j] - 1] = j - 1
    return cols


def _assignment_host(cost, limit, maximize):
    cost = np.asarray(cost, np.float64)
    k = min(cost.shape)
    cost = cost[:, :max(0, min(int(limit), cost.shape[1]))]
    if maximize:
        cost = -cost
    tall = cost.shape[0] > cost.shape[1]
    rows_cols = assign_rows(cost.T if tall else cost)
    rows, cols = ((rows_cols, np.arange(cost.shape[1])) if tall
                  else (np.arange(cost.shape[0]), rows_cols))
    order = np.argsort(rows, kind="stable")
    out_r, out_c = np.full(k, -1, np.int64), np.full(k, -1, np.int64)
    out_r[:len(rows)], out_c[:len(rows)] = rows[order], cols[order]
    return out_r, out_c


@register("linear_sum_assignment", props=(NONDIFF,), multiple_results=True)
def linear_sum_assignment(cost, dimension_limit, *, maximize=False):
    """(row indices, column indices) (int64, length min(M, N), -1 padded) of the optimal
    assignment of the [M, N] ``cost`` restricted to its first ``dimension_limit`` columns,
    solved on the host (``assign_rows``); rows ascending, as SciPy's."""
    k = min(cost.shape)
    spec = (jax.ShapeDtypeStruct((k,), jnp.int64),) * 2
    host = on_host_thread(lambda c, lim: _assignment_host(c, lim, maximize))
    return tuple(jax.pure_callback(host, spec, cost, dimension_limit, vmap_method="sequential"))
