"""``op_cases`` rows for ``runtime/primitives/scipy_ext.py`` (``minicell.scipy``'s registry
ops): numpy references written out (the DCT-II matrix, brute-force assignments)."""
import itertools

import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=5)
CASES, REFS, op = _TABLE.CASES, _TABLE.REFS, _TABLE.op
_R = _TABLE.rng


def _sym(n, dtype=np.float64):
    a = _R.uniform(-1, 1, (n, n))
    return (a + n * np.diag(np.arange(1.0, n + 1))).astype(dtype)   # distinct eigenvalues


def _eigh_ref(a, compute_v=True, lower=True):
    t = np.tril(a) if lower else np.triu(a)
    full = t + np.swapaxes(t, -1, -2) - np.diag(np.diagonal(a))
    w, v = np.linalg.eigh(full)
    return (w.astype(a.dtype), v.astype(a.dtype)) if compute_v else (w.astype(a.dtype),)


def _lu_ref(a):
    m = a.shape[0]
    u, piv, perm = a.astype(np.float64).copy(), [], list(range(m))
    for j in range(min(a.shape)):        # partial pivoting, written out
        p = j + int(np.argmax(np.abs(u[j:, j])))
        piv.append(p)
        u[[j, p]], perm[j], perm[p] = u[[p, j]], perm[p], perm[j]
        u[j + 1:, j] /= u[j, j]
        u[j + 1:, j + 1:] -= np.outer(u[j + 1:, j], u[j, j + 1:])
    return u.astype(a.dtype), np.asarray(piv, np.int32), np.eye(m, dtype=np.int32)[:, perm]


def _lstsq_ref(a, b, driver="gelsy"):
    x, _, rank, s = np.linalg.lstsq(a, b, rcond=None)
    m, n = a.shape
    res = (np.sum((a @ x - b) ** 2, axis=0) if driver in ("gels", "gelss", "gelsd") and m > n
           else np.zeros((0,)))
    rank = np.asarray(rank, np.int64) if driver != "gels" else np.zeros((0,), np.int64)
    s = s if driver in ("gelss", "gelsd") else np.zeros((0,))
    return x.astype(a.dtype), res.astype(a.dtype), rank, s.astype(a.dtype)


def _dct_matrix(n):
    k, i = np.arange(n)[:, None], np.arange(n)[None, :]
    c = np.sqrt(2.0 / n) * np.cos(np.pi * (2 * i + 1) * k / (2 * n))
    c[0] /= np.sqrt(2.0)
    return c


def _dct_ref(x, s=None, axes=None, inverse=False):
    out = x.astype(np.float64)
    axes = range(x.ndim) if axes is None else axes
    for i, ax in enumerate(axes):
        n = out.shape[ax] if s is None else s[i]
        out = np.moveaxis(out, ax, -1)
        out = out[..., :n] if out.shape[-1] >= n else np.concatenate(
            [out, np.zeros(out.shape[:-1] + (n - out.shape[-1],))], -1)
        c = _dct_matrix(n)
        out = np.moveaxis(out @ (c if inverse else c.T), -1, ax)
    return out.astype(x.dtype if x.dtype.kind == "f" and x.dtype.itemsize >= 4 else np.float32)


def _assignment_ref(cost, limit, maximize=False):
    c = cost[:, :min(int(limit), cost.shape[1])].astype(np.float64) * (-1 if maximize else 1)
    k = min(cost.shape)
    m, n = c.shape
    best = min(((sum(c[r, q] for r, q in zip(rows, cols)), rows, cols)
                for rows in itertools.combinations(range(m), min(m, n))
                for cols in itertools.permutations(range(n), min(m, n))), key=lambda t: t[0])
    pad = [-1] * (k - min(m, n))
    return np.asarray(list(best[1]) + pad, np.int64), np.asarray(list(best[2]) + pad, np.int64)


# eigenvectors' signs: each column's largest entry positive (scipy_ext._stable_signs; a finite
# difference can still flip one where two entries tie): the first row, which the numerical
# gradient test takes, has values only; vectors are compared on a triangular input whose
# symmetric matrix is diagonal (vectors e_i)
op("eigh", _eigh_ref, ((_sym(3),), {"compute_v": False}),
   ((np.diag([3.0, 1.0, 2.0]) + np.triu(_sym(3), 1),), {}),
   ((_sym(4, np.float32),), {"lower": False, "compute_v": False}))
op("lu_factor", _lu_ref, ((_R.uniform(-1, 1, (3, 3)),), {}),
   ((_R.uniform(-1, 1, (2, 4)).astype(np.float32),), {}))
op("lstsq_v2", _lstsq_ref, ((_R.uniform(-1, 1, (5, 3)), _R.uniform(-1, 1, (5, 2))), {}),
   ((_R.uniform(-1, 1, (4, 2)), _R.uniform(-1, 1, (4, 1))), {"driver": "gelsd"}),
   ((_R.uniform(-1, 1, (4, 3)), _R.uniform(-1, 1, (4, 2))), {"driver": "gels"}))
op("dct_ortho", _dct_ref, ((_R.uniform(-1, 1, (3, 4)),), {"axes": (1,)}),
   ((_R.uniform(-1, 1, (3, 4)),), {"s": (2, 6), "axes": (0, 1), "inverse": True}),
   ((np.arange(5, dtype=np.int32),), {"axes": (0,)}))
op("linear_sum_assignment", _assignment_ref,
   ((np.array([[4.0, 1, 3], [2, 0, 5], [3, 2, 2]]), np.asarray(9, np.int64)), {}),
   ((np.array([[1.0, 5], [2, 4], [0, 6]]), np.asarray(9, np.int64)), {"maximize": True}),
   ((np.array([[2.0, 3, 3], [3, 2, 3], [3, 3, 2]]), np.asarray(2, np.int64)), {}))


def _pinv_grad_ref(dx, a, b):
    """2.10's LstsqV2Grad, written out: the derivative of pinv(a) @ b (a of full rank)."""
    p = np.linalg.pinv(a)
    g = (dx @ b.T).T                       # d loss / d pinv(a), transposed
    m, n = a.shape
    if m <= n:
        k = g @ p
        ga = -(p @ k).T + k @ p.T - a @ p @ k @ p.T + p.T @ p @ (g - k @ a)
    else:
        k = p @ g
        ga = -(k @ p).T + (g - a @ k) @ p @ p.T + p.T @ k - p.T @ k @ p @ a
    return ga.astype(a.dtype), (p.T @ dx).astype(b.dtype)


op("lstsq_v2_grad", _pinv_grad_ref,
   ((_R.uniform(-1, 1, (2, 3)), _R.uniform(-1, 1, (4, 2)), _R.uniform(-1, 1, (4, 3))), {}),
   ((_R.uniform(-1, 1, (4, 1)), _R.uniform(-1, 1, (3, 4)), _R.uniform(-1, 1, (3, 1))), {}))


def _surface_calls():
    """A public ``minicell.scipy`` / ``ops`` call reaching each of these ops (test_op_surface)."""
    import minicell as ms
    import minicell.scipy as msp
    a = ms.Tensor(np.array([[4.0, 1], [1, 3]], np.float32))
    b = ms.Tensor(np.array([[1.0], [2]], np.float32))
    return [lambda: msp.linalg.eigh(a), lambda: msp.linalg.lu_factor(a),
            lambda: msp.linalg.lstsq(a, b), lambda: msp.fft.dct(a),
            lambda: msp.optimize.linear_sum_assignment(a, False),
            lambda: ms.ops.auto_generate.lstsq_v2_grad_op(b, a, b)]


SURFACE_CALLS = [lambda: [call() for call in _surface_calls()]]
