"""The eigenvectors MindSpore's CPU ``Eigh`` / ``SelfAdjointEig`` kernels return for real
symmetric matrices, whose signs differ from LAPACK's: those kernels are Eigen 3.4's
``SelfAdjointEigenSolver`` (scaling to [-1, 1], Householder tridiagonalisation, implicit
symmetric QR steps with Wilkinson shift and Givens rotations, then a selection sort of the
eigenvalues). ``eigen_selfadjoint`` is that algorithm (written here from its published
description) in numpy, in the input's precision; ``eigh`` in ``scipy_ext.py`` keeps LAPACK's
decomposition (and JAX's derivative) and takes only each column's sign from here.

The signs follow the algorithm, not a normalisation rule; they are continuous under small
perturbations of the matrix except where a QR step leaves a sub-diagonal at rounding level:
whether Eigen then takes one more step (which negates two columns) depends on rounding, so
there MindSpore's own signs can jump under a 1e-3 step (its st test_eigh_grad check fails for
some seeds: measured 2 of 16 float32 8x8 cases; here 2 of 16 too, one of them the same) and
the replay may pick the other sign. Measured on MindSpore 2.10 (float32/float64, both
triangles): all columns agree for 216 random matrices of 1 to 16 rows (LAPACK's signs: 33 of
them) and for 32 of 3 or 7 rows; of those of 12 to 64 rows, 17 of 40 float32 and 1 of 40
float64 ones have one or more column pairs negated.
"""
import numpy as np

MAX_SIZE = 64   # larger matrices keep LAPACK's signs (the host loop takes O(n^2) Python steps)


def _givens(p, q, one):
    """(c, s) of the rotation taking (p, q) to (r, 0) with r >= 0 (Eigen's makeGivens)."""
    if q == 0:
        return (-one if p < 0 else one), 0 * one
    if p == 0:
        return 0 * one, (one if q < 0 else -one)
    if abs(p) > abs(q):
        t = q / p
        u = np.sqrt(one + t * t)
        c = one / (-u if p < 0 else u)
        return c, -t * c
    t = p / q
    u = np.sqrt(one + t * t)
    s = -one / (-u if q < 0 else u)
    return -t * s, s


def _tridiagonalize(a):
    """(diag, subdiag, Q) with ``a = Q T Q^T``, Q the product H_0 H_1 ... of the Householder
    reflections that zero each column below its sub-diagonal (beta of sign opposite to the
    column's first entry)."""
    dt = a.dtype.type
    n = a.shape[0]
    tiny = np.finfo(a.dtype).tiny
    refl = []
    for i in range(n - 1):
        x = a[i + 1:, i]
        c0 = x[0]
        tail_sq = x[1:] @ x[1:] if x.size > 1 else dt(0)
        v = np.zeros_like(x)
        v[0] = 1
        if tail_sq <= tiny:
            h, beta = dt(0), c0
        else:
            beta = dt(np.sqrt(c0 * c0 + tail_sq))
            if c0 >= 0:
                beta = -beta
            v[1:] = x[1:] / (c0 - beta)
            h = (beta - c0) / beta
        blk = a[i + 1:, i + 1:]
        # H A H = A - v w^T - w v^T, as Eigen's rank-2 update; its (vectorised) product sums
        # float32 more accurately than numpy's, as float64 here does (measured on MindSpore)
        w = (blk.astype(np.float64) @ (h * v).astype(np.float64)).astype(a.dtype)
        w += (h * dt(-0.5) * (w @ v)) * v
        low = blk + (np.outer(w, -v) + np.outer(v, -w))   # row j, column i: the lower one
        a[i + 1:, i + 1:] = np.tril(low) + np.tril(low, -1).T
        a[i + 1:, i] = 0
        a[i, i + 1:] = 0
        a[i + 1, i] = a[i, i + 1] = beta
        refl.append((v, h))
    q = np.eye(n, dtype=a.dtype)
    for i in range(n - 2, -1, -1):
        v, h = refl[i]
        q[i + 1:, :] -= h * np.outer(v, v @ q[i + 1:, :])
    return np.diag(a).copy(), np.diag(a, -1).copy(), q


def _hypot(x, y, one):
    """Eigen's hypot: max * sqrt(1 + (min / max)^2)."""
    x, y = abs(x), abs(y)
    p, r = (x, y) if x > y else (y, x)
    return p if p == 0 else p * np.sqrt(one + (r / p) * (r / p))


def _qr_step(diag, sub, start, end, q, one):
    """One implicit symmetric QR step with Wilkinson shift on rows start..end of the
    tridiagonal (diag, sub); the rotations accumulate into the columns of ``q``."""
    td = (diag[end - 1] - diag[end]) * (one / 2)
    e = sub[end - 1]
    mu = diag[end]
    if td == 0:
        mu -= abs(e)
    elif e != 0:
        h = _hypot(td, e, one)
        den = td + (h if td > 0 else -h)
        mu -= (e / (den / e)) if e * e == 0 else (e * e / den)
    x, z = diag[start] - mu, sub[start]
    k = start
    while k < end and z != 0:
        c, s = _givens(x, z, one)
        sdk = s * diag[k] + c * sub[k]
        dkp1 = s * sub[k] + c * diag[k + 1]
        diag[k] = c * (c * diag[k] - s * sub[k]) - s * (c * sub[k] - s * diag[k + 1])
        diag[k + 1] = s * sdk + c * dkp1
        sub[k] = c * sdk - s * dkp1
        if k > start:
            sub[k - 1] = c * sub[k - 1] - s * z
        x = sub[k]
        if k < end - 1:
            z = -s * sub[k + 1]
            sub[k + 1] = c * sub[k + 1]
        col_k = q[:, k].copy()
        q[:, k] = c * col_k - s * q[:, k + 1]
        q[:, k + 1] = s * col_k + c * q[:, k + 1]
        k += 1


def _deflate(diag, sub, start, end, eps, tiny):
    for i in range(start, end):
        if abs(sub[i]) < tiny:
            sub[i] = 0
        else:
            scaled = sub[i] / eps
            if scaled * scaled <= abs(diag[i]) + abs(diag[i + 1]):
                sub[i] = 0


def eigen_selfadjoint(full):
    """(eigenvalues ascending, eigenvectors as columns) of the real symmetric ``full`` as
    Eigen's SelfAdjointEigenSolver computes them (only its lower triangle is read)."""
    dtype = full.dtype
    one = dtype.type(1)
    n = full.shape[0]
    low = np.tril(full)
    if n == 1:
        return low[0].copy(), np.ones((1, 1), dtype)
    scale = np.abs(low).max()
    scale = one if scale == 0 or not np.isfinite(scale) else scale
    low = (low / scale).astype(dtype)
    diag, sub, q = _tridiagonalize(low + np.tril(low, -1).T)
    finfo = np.finfo(dtype)
    end, start, steps = n - 1, 0, 0
    while end > 0:
        _deflate(diag, sub, start, end, finfo.eps, finfo.tiny)
        while end > 0 and sub[end - 1] == 0:
            end -= 1
        steps += 1
        if end <= 0 or steps > 30 * n:
            break
        start = end - 1
        while start > 0 and sub[start - 1] != 0:
            start -= 1
        _qr_step(diag, sub, start, end, q, one)
    for i in range(n - 1):
        k = i + int(np.argmin(diag[i:]))
        if k != i:
            diag[[i, k]] = diag[[k, i]]
            q[:, [i, k]] = q[:, [k, i]]
    return diag * scale, q


def reference_signs(full, v):
    """+-1 per column of ``v`` (LAPACK's eigenvectors of the batch of symmetric ``full``) that
    gives each column the sign of Eigen's eigenvector for it."""
    full, v = np.asarray(full), np.asarray(v)
    n = full.shape[-1]
    flat, vs = full.reshape(-1, n, n), v.reshape(-1, n, n)
    out = np.ones((flat.shape[0], 1, n), v.dtype)
    with np.errstate(all="ignore"):
        for i, (a, vec) in enumerate(zip(flat, vs)):
            if not np.isfinite(a).all():
                continue
            dots = np.sum(eigen_selfadjoint(a.copy())[1] * vec, 0)
            out[i, 0] = np.where(dots < 0, -1, 1)
    return out.reshape(v.shape[:-2] + (1, n))
