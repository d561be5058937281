"""The singular vectors MindSpore's CPU ``Svd`` kernel returns, whose signs (and, for the extra
columns of a full ``u``/``v``, whose basis) differ from LAPACK's: MindSpore's kernel is Eigen's
SVD, which for fewer than 16 columns is a two-sided Jacobi SVD preceded by a column-pivoting
Householder QR when the matrix is not square. ``jacobi_svd`` is that algorithm (written here
from its published description) in numpy, in the input's precision; ``svd`` in
``linalg_ext.py`` keeps LAPACK's decomposition (and JAX's derivative of it) and takes the signs
and the extra columns from here, so values and gradients match MindSpore's.
"""
import numpy as np

JACOBI_MAX_COLS = 16   # Eigen's BDCSVD switches to divide and conquer from 16 columns


def _householder(x):
    """(essential, tau, beta) of the reflection H = I - tau v v^T, v = [1, essential], with
    H x = [beta, 0...]; beta takes the sign opposite to x[0]."""
    c0, tail = x[0], x[1:]
    tail_sq = tail @ tail if tail.size else x.dtype.type(0)
    tiny = np.finfo(x.dtype).tiny
    if tail_sq <= tiny:
        return np.zeros_like(tail), x.dtype.type(0), c0
    beta = np.sqrt(c0 * c0 + tail_sq).astype(x.dtype)
    if c0 >= 0:
        beta = -beta
    return tail / (c0 - beta), (beta - c0) / beta, beta


def _pivoted_qr(a):
    """Householder QR with column pivoting: (R (n x n upper), Q (m x m), perm) with
    ``a[:, perm] = Q[:, :n] R`` for m >= n."""
    m, n = a.shape
    qr = a.copy()
    eps = np.finfo(a.dtype).eps
    norms = np.linalg.norm(qr, axis=0).astype(a.dtype)
    direct = norms.copy()
    perm = np.arange(n)
    taus, vs = [], []
    for k in range(n):
        big = k + int(np.argmax(norms[k:]))
        if big != k:
            qr[:, [k, big]] = qr[:, [big, k]]
            norms[[k, big]] = norms[[big, k]]
            direct[[k, big]] = direct[[big, k]]
            perm[[k, big]] = perm[[big, k]]
        ess, tau, beta = _householder(qr[k:, k])
        v = np.concatenate([np.ones(1, a.dtype), ess])
        qr[k, k], qr[k + 1:, k] = beta, 0
        block = qr[k:, k + 1:]
        qr[k:, k + 1:] = block - tau * np.outer(v, v @ block)
        taus.append(tau)
        vs.append(v)
        for j in range(k + 1, n):
            if norms[j] != 0:
                t = abs(qr[k, j]) / norms[j]
                t = max((1 + t) * (1 - t), 0)
                if t * (norms[j] / direct[j]) ** 2 <= np.sqrt(eps):
                    direct[j] = norms[j] = np.linalg.norm(qr[k + 1:, j])
                else:
                    norms[j] *= np.sqrt(t)
    q = np.eye(m, dtype=a.dtype)
    for k in reversed(range(n)):
        q[k:, :] -= taus[k] * np.outer(vs[k], vs[k] @ q[k:, :])
    return np.triu(qr[:n, :n]), q, perm


def _rot_left(w, p, q, c, s):
    wp, wq = w[p].copy(), w[q].copy()
    w[p], w[q] = c * wp + s * wq, -s * wp + c * wq


def _rot_right(w, p, q, c, s):
    wp, wq = w[:, p].copy(), w[:, q].copy()
    w[:, p], w[:, q] = c * wp - s * wq, s * wp + c * wq


def _jacobi_2x2(w, p, q):
    """(left, right) rotations (c, s) that make w's (p, q) 2x2 block diagonal."""
    one = w.dtype.type(1)
    m = np.array([[w[p, p], w[p, q]], [w[q, p], w[q, q]]], w.dtype)
    t, d = m[0, 0] + m[1, 1], m[1, 0] - m[0, 1]
    if abs(d) < np.finfo(w.dtype).tiny:
        c1, s1 = one, w.dtype.type(0)
    else:
        u = t / d
        tmp = np.sqrt(one + u * u)
        c1, s1 = u / tmp, one / tmp
    _rot_left(m, 0, 1, c1, s1)
    x, y, z = m[0, 0], m[0, 1], m[1, 1]
    if 2 * abs(y) < np.finfo(w.dtype).tiny:
        cr, sr = one, w.dtype.type(0)
    else:
        tau = (x - z) / (2 * abs(y))
        root = np.sqrt(tau * tau + one)
        tt = one / (tau + root) if tau > 0 else one / (tau - root)
        n = one / np.sqrt(tt * tt + one)
        cr, sr = n, -np.sign(tt) * np.sign(y) * abs(tt) * n
    # left = rot1 * right^T, right^T = (cr, -sr)
    return (c1 * cr + s1 * sr, c1 * -sr + s1 * cr), (cr, sr)


def jacobi_svd(a):
    """(u_full (m x m), s, v_full (n x n)) of a real matrix ``a``, columns signed and ordered as
    MindSpore's CPU kernel gives them."""
    m, n = a.shape
    scale = np.abs(a).max() if a.size else 0
    scale = a.dtype.type(1) if scale == 0 or not np.isfinite(scale) else scale
    if m > n:      # a P = Q R: work on R
        w, u, perm = _pivoted_qr(a / scale)
        v = np.eye(n, dtype=a.dtype)[:, perm]
    elif m < n:    # a^T P = Q R: work on R^T
        r, v, perm = _pivoted_qr(a.T / scale)
        w, u = r.T.copy(), np.eye(m, dtype=a.dtype)[:, perm]
    else:
        w, u, v = a / scale, np.eye(m, dtype=a.dtype), np.eye(n, dtype=a.dtype)
    k = min(m, n)
    precision = 2 * np.finfo(a.dtype).eps
    max_diag = np.abs(np.diag(w)).max() if k else 0
    for _ in range(100):
        done = True
        for p in range(1, k):
            for q in range(p):
                thr = max(np.finfo(a.dtype).tiny, precision * max_diag)
                if abs(w[p, q]) > thr or abs(w[q, p]) > thr:
                    done = False
                    (cl, sl), (cr, sr) = _jacobi_2x2(w, p, q)
                    _rot_left(w, p, q, cl, sl)
                    _rot_right(u, p, q, cl, -sl)
                    _rot_right(w, p, q, cr, sr)
                    _rot_right(v, p, q, cr, sr)
                    max_diag = max(max_diag, abs(w[p, p]), abs(w[q, q]))
        if done:
            break
    d = np.diag(w).copy()
    u[:, :k] *= np.where(d < 0, -1, 1).astype(a.dtype)
    s = np.abs(d)
    for i in range(k):
        pos = i + int(np.argmax(s[i:]))
        if s[pos] == 0:
            break
        if pos != i:
            s[[i, pos]] = s[[pos, i]]
            u[:, [i, pos]] = u[:, [pos, i]]
            v[:, [i, pos]] = v[:, [pos, i]]
    return u, s * scale, v


def reference_vectors(x):
    """(u_full, v_full) for each matrix of the batch ``x`` (numpy, real)."""
    x = np.asarray(x)
    m, n = x.shape[-2:]
    flat = x.reshape(-1, m, n)
    us = np.empty((flat.shape[0], m, m), x.dtype)
    vs = np.empty((flat.shape[0], n, n), x.dtype)
    for i, a in enumerate(flat):
        u, _, v = jacobi_svd(a)
        us[i], vs[i] = u, v
    return us.reshape(x.shape[:-2] + (m, m)), vs.reshape(x.shape[:-2] + (n, n))
