"""``mindspore.scipy.optimize.minimize``: BFGS (Nocedal and Wright, algorithm 6.1) and L-BFGS
(the two-loop recursion over the last ``history_size`` steps), both with the strong-Wolfe line
search of ``line_search``. The objective and its gradient run through minicell (in either
mode: a graph-mode ``value_and_grad`` is compiled once); the iteration's vector algebra runs
on the host in float64, the result comes back in ``x0``'s dtype.
"""
from typing import NamedTuple, Optional

import numpy as np

from ...common.dtype import dtype_to_nptype
from ...common.tensor import Tensor
from .line_search import objective, search


class OptimizeResults(NamedTuple):
    """x (solution), success, status (0 converged, 1 max iterations, 2 + line search status
    when it failed, -1 undefined), fun, jac, hess_inv (BFGS only), nfev, njev, nit."""
    x: Tensor
    success: bool
    status: int
    fun: float
    jac: Tensor
    hess_inv: Optional[Tensor]
    nfev: int
    njev: int
    nit: int


def _norm(g, order):
    return float(np.max(np.abs(g))) if order == np.inf else float(np.sqrt(np.sum(g * g)))


class _LbfgsDirection:
    """The L-BFGS inverse-Hessian product from the last ``size`` (s, y) pairs."""

    def __init__(self, size):
        self.size, self.pairs = size, []

    def __call__(self, g, s, y):
        ys = float(np.dot(y, s))
        if ys <= 1e-10:                    # too little curvature: the gradient itself
            return g
        self.pairs = (self.pairs + [(s, y, 1.0 / ys)])[-self.size:] if self.size else []
        q, alphas = g.copy(), []
        for s_i, y_i, rho in reversed(self.pairs):
            alpha = rho * float(np.dot(s_i, q))
            q -= alpha * y_i
            alphas.append(alpha)
        r = ys / float(np.dot(y, y)) * q
        for (s_i, y_i, rho), alpha in zip(self.pairs, reversed(alphas)):
            r += s_i * (alpha - rho * float(np.dot(y_i, r)))
        return r


def _run(fg, x0, maxiter, norm, gtol, line_search_maxiter, float64, history_size=None):
    """The quasi-Newton loop; ``history_size`` None: BFGS with a dense inverse Hessian."""
    x = np.asarray(x0, np.float64).reshape(-1)
    n = x.size
    f, g = fg(x)
    nfev = 1
    converged = _norm(g, np.inf) < gtol
    old_old = f + float(np.sqrt(np.sum(g * g))) / 2
    hess = np.eye(n) if history_size is None else None
    lbfgs = _LbfgsDirection(history_size) if history_size is not None else None
    direction = g
    k, failed, ls_status = 0, False, 0
    while k < maxiter and not converged:
        p = -(hess @ g) if hess is not None else -direction
        ls = search(fg, x, p, old_fval=f, old_old_fval=old_old, gfk=g, maxiter=line_search_maxiter,
                    float64=float64)
        nfev += ls["nfev"]
        failed, ls_status = ls["failed"] or not ls["done"], ls["status"]
        if failed:
            break
        s = ls["a_star"] * p
        g_new = np.asarray(ls["g_star"], np.float64).reshape(-1)
        y = g_new - g
        old_old, x, f, g = f, x + s, ls["phi_star"], g_new
        converged = _norm(g, norm) < gtol
        if converged:
            break
        if hess is not None:
            # (I - rho s y^T) H (I - rho y s^T) + rho s s^T, expanded: O(n^2), H symmetric
            rho = 1.0 / float(np.dot(y, s))
            hy = hess @ y
            hess = (hess - rho * (np.outer(s, hy) + np.outer(hy, s))
                    + (rho * rho * float(np.dot(y, hy)) + rho) * np.outer(s, s))
        else:
            direction = lbfgs(g, s, y)
        k += 1
    status = 0 if converged else 1 if k == maxiter else (2 + ls_status if failed else -1)
    return {"x": x, "f": f, "g": g, "hess": hess, "k": k, "nfev": nfev, "status": status,
            "success": converged and not failed}


def _results(out, dtype, shape):
    np_dtype = dtype_to_nptype(dtype)
    as_t = lambda v: Tensor(np.asarray(v, np_dtype).reshape(shape) if v.size == int(  # noqa: E731
        np.prod(shape)) else np.asarray(v, np_dtype))
    return OptimizeResults(
        x=as_t(out["x"]), success=bool(out["success"]), status=int(out["status"]),
        fun=np.asarray(out["f"], np_dtype).item(), jac=as_t(out["g"]),
        hess_inv=None if out["hess"] is None else Tensor(np.asarray(out["hess"], np_dtype)),
        nfev=int(out["nfev"]), njev=int(out["nfev"]), nit=int(out["k"]))


def _solve(func, x0, jac, history_size, maxiter=None, norm=np.inf, gtol=1e-5,
           line_search_maxiter=10):
    maxiter = x0.size * 200 if maxiter is None else maxiter
    fg = objective(func, jac, x0.dtype)
    shape = tuple(x0.shape)
    flat_fg = lambda x: (lambda f, g: (f, g.reshape(-1)))(*fg(x.reshape(shape)))  # noqa: E731
    out = _run(flat_fg, x0.asnumpy(), maxiter, norm, gtol, line_search_maxiter,
               str(x0.dtype) == "Float64", history_size)
    return _results(out, x0.dtype, shape)


def minimize(func, x0, args=(), method=None, jac=None, hess=None, hessp=None, bounds=None,
             constraints=(), tol=None, callback=None, options=None):
    """Minimise ``func(x, *args)`` from ``x0`` with ``method`` "BFGS" or "LBFGS" (options:
    ``maxiter`` (default 200 * size), ``norm`` (of the gradient test, default inf), ``gtol``
    (1e-5), ``line_search_maxiter`` (10); LBFGS also ``history_size`` (20)). The gradient is
    ``jac(x, *args)`` or, when None, ``func``'s own (autodiff).

    >>> import minicell as ms
    >>> def func(p):
    ...     x, y = p
    ...     return (x ** 2 + y - 11.) ** 2 + (x + y ** 2 - 7.) ** 2
    >>> res = minimize(func, ms.Tensor([0.0, 0.0]), method='BFGS', options=dict(gtol=1e-6))
    >>> [round(v, 4) for v in res.x.asnumpy().tolist()]
    [3.0, 2.0]
    """
    if method is None:
        raise ValueError("You must specify a solver.")
    options = {} if options is None else options
    if not isinstance(args, tuple):
        raise TypeError(f"args argument to mindspore.scipy.optimize.minimize must be a tuple, "
                        f"got {args}")
    fun = func if not args else (lambda x: func(x, *args))
    grad = jac if jac is None or not args else (lambda x: jac(x, *args))
    kind = method.lower()
    if kind == "bfgs":
        return _solve(fun, x0, grad, None, **options)
    if kind == "lbfgs":
        opts = dict(options)
        return _solve(fun, x0, grad, opts.pop("history_size", 20), **opts)
    if kind == "lagrange":
        raise RuntimeError("mindspore.scipy.optimize.minimize: method 'LAGRANGE' runs only on "
                           "GPU in MindSpore 2.10 and is not available in minicell.")
    raise ValueError(f"Method {method} not recognized")
