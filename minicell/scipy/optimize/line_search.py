"""``mindspore.scipy.optimize.line_search``: an inexact line search meeting the strong Wolfe
conditions (Nocedal and Wright, 'Numerical Optimization', algorithms 3.5 and 3.6: bracketing,
then zooming by cubic, quadratic or bisection steps), with MindSpore 2.10's results.

The objective runs through minicell (its gradient from ``ms.value_and_grad`` unless ``jac`` is
given); the search's own scalar arithmetic runs on the host in float64.
"""
from typing import NamedTuple

import numpy as np

from ...autodiff import value_and_grad
from ...common.dtype import dtype_to_nptype
from ...common.tensor import Tensor


class _LineSearchResults(NamedTuple):
    """failed (the strong Wolfe conditions were not met), nit, nfev, ngev, k, a_k (step),
    f_k (value there), g_k (gradient there), status (0 passed, 1 zoom failed, 3 maxiter)."""
    failed: bool
    nit: int
    nfev: int
    ngev: int
    k: int
    a_k: float
    f_k: float
    g_k: Tensor
    status: int


def objective(func, jac, dtype):
    """``x (numpy) -> (f: float, g: float64 numpy)``, evaluating ``func`` (and ``jac``, or
    ``func``'s gradient) on a Tensor of ``dtype``."""
    vg = value_and_grad(func) if jac is None else None
    np_dtype = dtype_to_nptype(dtype)

    def fg(x):
        t = Tensor(np.asarray(x, np_dtype))
        if vg is not None:
            f, g = vg(t)
        else:
            f, g = func(t), jac(t)
        return float(_host(f)), _host(g)
    return fg


def _host(v):
    return np.asarray(v.asnumpy() if isinstance(v, Tensor) else v, np.float64)


def _cubicmin(a, fa, fpa, b, fb, c, fc):
    """Minimiser of the cubic through (a, fa), (b, fb), (c, fc) with slope ``fpa`` at a."""
    a, fa, fpa, b, fb, c, fc = (np.float64(v) for v in (a, fa, fpa, b, fb, c, fc))
    with np.errstate(all="ignore"):
        db, dc = b - a, c - a
        denom = (db * dc) ** 2 * (db - dc)
        rb, rc = fb - fa - fpa * db, fc - fa - fpa * dc
        ca = (dc ** 2 * rb - db ** 2 * rc) / denom
        cb = (-dc ** 3 * rb + db ** 3 * rc) / denom
        return a + (-cb + np.sqrt(cb * cb - 3.0 * ca * fpa)) / (3.0 * ca)


def _quadmin(a, fa, fpa, b, fb):
    """Minimiser of the quadratic through (a, fa), (b, fb) with slope ``fpa`` at a."""
    a, fa, fpa, b, fb = (np.float64(v) for v in (a, fa, fpa, b, fb))
    with np.errstate(all="ignore"):
        db = b - a
        curv = (fb - fa - fpa * db) / (db * db)
        return a - fpa / (2.0 * curv)


def _zoom(fg, lo, hi, phi0, g0, dphi0, c1, c2, x, p):
    """Algorithm 3.6 between the bracket ends ``lo`` and ``hi`` (each (a, phi, dphi)).
    Returns (done, a*, phi*, g*, evaluations)."""
    rec = ((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0)
    a_star, phi_star, g_star = 1.0, lo[1], g0
    for j in range(10):
        dalpha = hi[0] - lo[0]
        left, right = min(lo[0], hi[0]), max(lo[0], hi[0])
        cubic = _cubicmin(lo[0], lo[1], lo[2], hi[0], hi[1], rec[0], rec[1])
        quad = _quadmin(lo[0], lo[1], lo[2], hi[0], hi[1])
        if j > 0 and np.isfinite(cubic) and left + 0.2 * dalpha < cubic < right - 0.2 * dalpha:
            a_j = cubic
        elif np.isfinite(quad) and left + 0.1 * dalpha < quad < right - 0.1 * dalpha:
            a_j = quad
        else:
            a_j = (lo[0] + hi[0]) / 2.0
        phi_j, g_j = fg(x + a_j * p)
        dphi_j = float(np.sum(g_j * p))
        if phi_j > phi0 + c1 * a_j * dphi0 or phi_j >= lo[1]:
            rec, hi = hi[:2], (a_j, phi_j, dphi_j)
            continue
        if abs(dphi_j) <= -c2 * dphi0:
            return True, a_j, phi_j, g_j, j + 1
        if dphi_j * (hi[0] - lo[0]) >= 0:
            rec, hi = hi[:2], lo
        else:
            rec = lo[:2]
        lo = (a_j, phi_j, dphi_j)
    return False, a_star, phi_star, g_star, 10


def search(fg, x, p, old_fval=None, old_old_fval=None, gfk=None, c1=1e-4, c2=0.9, maxiter=20,
           float64=True):
    """Algorithm 3.5 along ``p`` from ``x`` (numpy). Returns a dict: done, failed, i, nfev,
    a_star, phi_star, g_star, status."""
    if old_fval is None or gfk is None:
        phi0, g0 = fg(x)
        nfev = 1
    else:
        phi0, g0, nfev = float(old_fval), np.asarray(gfk, np.float64), 0
    dphi0 = float(np.sum(g0 * p))
    start = 1.0
    if old_old_fval is not None:
        with np.errstate(all="ignore"):
            cand = 1.01 * 2 * (np.float64(phi0) - float(old_old_fval)) / np.float64(dphi0)
        start = min(cand, 1.0) if np.isfinite(cand) else 1.0
    prev = (0.0, phi0, dphi0)
    done = failed = False
    a_star, phi_star, g_star = 0.0, phi0, g0
    i = 1
    while not done and i <= maxiter:
        a_i = start if i == 1 else prev[0] * 2.0
        phi_i, g_i = fg(x + a_i * p)
        dphi_i = float(np.sum(g_i * p))
        nfev += 1
        cur = (a_i, phi_i, dphi_i)
        bracket = None
        if phi_i > phi0 + c1 * a_i * dphi0 or (phi_i >= prev[1] and i > 1):
            bracket = (prev, cur)
        elif abs(dphi_i) <= -c2 * dphi0:
            done, a_star, phi_star, g_star = True, a_i, phi_i, g_i
        elif dphi_i >= 0:
            bracket = (cur, prev)
        if bracket is not None:
            ok, a_star, phi_star, g_star, n = _zoom(fg, *bracket, phi0, g0, dphi0, c1, c2, x, p)
            done, failed, nfev = True, not ok, nfev + n
        i += 1
        prev = cur
    status = 1 if failed else 3 if i > maxiter else 0
    if not float64 and abs(a_star) < 1e-8:     # 2.10 keeps a float32 step off zero
        a_star = float(np.sign(a_star)) * 1e-8
    return {"done": done, "failed": failed, "i": i, "nfev": nfev, "a_star": a_star,
            "phi_star": phi_star, "g_star": g_star, "status": status}


def line_search(f, xk, pk, jac=None, gfk=None, old_fval=None, old_old_fval=None, c1=1e-4, c2=0.9,
                maxiter=20):
    """Inexact line search along ``pk`` from ``xk`` satisfying the strong Wolfe conditions.

    >>> import minicell as ms
    >>> res = line_search(lambda x: x[0] ** 2 - x[1] ** 3, ms.Tensor([1.0, 1.0]),
    ...                   ms.Tensor([-1.0, -1.0]))
    >>> res.a_k, res.status     # the zoom phase ends without a Wolfe point here (as 2.10)
    (1.0, 1)
    """
    dtype = xk.dtype
    fg = objective(f, jac, dtype)
    x, p = _host(xk), _host(pk)
    st = search(fg, x, p, old_fval=None if old_fval is None else float(_host(old_fval)),
                old_old_fval=None if old_old_fval is None else float(_host(old_old_fval)),
                gfk=None if gfk is None else _host(gfk), c1=c1, c2=c2, maxiter=maxiter,
                float64=str(dtype) == "Float64")
    as_dtype = lambda v: np.asarray(v, dtype_to_nptype(dtype))  # noqa: E731
    return _LineSearchResults(failed=st["failed"] or not st["done"], nit=st["i"] - 1,
                              nfev=st["nfev"], ngev=st["nfev"], k=st["i"],
                              a_k=as_dtype(st["a_star"]).item(),
                              f_k=as_dtype(st["phi_star"]).item(),
                              g_k=Tensor(as_dtype(st["g_star"])),
                              status=st["status"])
