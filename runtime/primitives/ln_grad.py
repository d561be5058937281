"""LayerNorm's gradient as 2.10's CPU LayerNormGrad kernel computes it (float32).

Per normalised row, with ``dxm = x - mean`` and ``dyg = dy * gamma``: the sums ``S1 = sum(dyg *
dxm)``, ``S2 = sum(dyg)``, ``S3 = sum(dxm)`` taken value after value in float32; ``S1 *= -0.5 *
powf(var + eps, -1.5)``, ``S3 *= -2``; ``dx3 = powf(var + eps, -0.5)``, ``dx4 = 2 * S1 / n``
(times ``1 / n``), ``dx5 = (-dx3 * S2 + (1 / n) * S1 * S3) * (1 / n)``; ``dx = dyg * dx3 + dxm *
dx4 + dx5``, each product rounded (no FMA). Measured bit for bit on (5, 8), (4, 32), (3, 100)
and (2, 3, 16) rows (the textbook formula in XLA's order was 6-38% equal, up to 1e-4 off).
``dgamma`` and ``dbeta``: per parameter ``(dy * powf(var + eps, -0.5)) * (x - mean)`` and ``dy``
summed row after row (2.10's ``dbeta`` so summed: 100% equal on (8, 64, 128), (64, 128),
(32, 128), where XLA's sum was 11-23% equal).

The tangent in ``x``, ``gamma`` and ``beta`` is one linear primitive, ``ln_tangent_p``: forward
it is the textbook tangent; its transpose, the gradient, is the kernel above (a tangent of
ordinary ops transposes into XLA's reduction order).

The kernel is written for XLA's compile time (session 70). XLA's CPU backend compiles every
distinct fused kernel of a program on its own (10-20 ms each under load, whatever its size;
identical kernels once), so each part is shaped to make few kernels without slowing the step:

- the row constants (``powf`` twice, an opaque zero, the mean) are one array behind an
  ``optimization_barrier`` (else XLA splits them into a kernel per use);
- dx's three sums are one loop over the columns reading the transposed ``dy`` and ``x``
  (one transpose kernel for both; read in place, a column's values lie a row apart: 3x slower),
  its three sums one array updated through one ``select`` (three accumulators are three
  kernels, a concatenation runs 4x slower);
- dgamma and dbeta are one loop over the rows, one array and one ``select`` again;
- a loop's first step sets its accumulator to 0, so it starts from a constant that is not
  uniform (XLA makes a uniform one a broadcast kernel of its own).

W5's program compiled 45 kernels with the two loops of session 69, 39 now (34 with the textbook
gradient)."""
import math

import jax
import jax.numpy as jnp
import numpy as np
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .rounding import _opaque_zero, rounded_product

_F, _D = jnp.float32, jnp.float64


def _rows(v, k):
    """``v`` with its last ``k`` axes flattened into one (the normalised row)."""
    return v.reshape(v.shape[:v.ndim - k] + (-1,))


def _powf(v, p):
    # the C library's powf: correctly rounded (float64 pow, rounded once)
    return lax.convert_element_type(lax.pow(lax.convert_element_type(v, _D), np.float64(p)),
                                    _F)


def _tangent(t, x, gamma, mean, var, *, k, eps):
    """The textbook tangent of LayerNorm's output in ``x`` (forward mode)."""
    axes = tuple(range(x.ndim - k, x.ndim))
    std = jnp.sqrt(var + jnp.asarray(eps, _F))
    xhat = (x - mean) / std
    t_mean = jnp.mean(t, axis=axes, keepdims=True)
    t_proj = jnp.mean(xhat * t, axis=axes, keepdims=True)
    return gamma * (t - t_mean - xhat * t_proj) / std


def _affine_tangent(tg, tb, x, mean, var, *, k, eps):
    """The gamma and beta part of LayerNorm's output tangent, ``xhat * t_gamma + t_beta``
    (forward mode)."""
    return (x - mean) / jnp.sqrt(var + jnp.asarray(eps, _F)) * tg + tb


def _fresh(shape):
    """A loop accumulator's initial value, which the loop's first step replaces by zeros
    (``_restart``): a constant that is not uniform, which XLA keeps as data."""
    if not math.prod(shape):
        return jnp.zeros(shape, _F)
    v = np.zeros(math.prod(shape), np.float32)
    v[0] = 1
    return jnp.asarray(v.reshape(shape))


def _restart(acc, j):
    first = lax.broadcast_in_dim(lax.eq(j, j.dtype.type(0)), acc.shape, ())
    return lax.select_n(first, acc, lax.full(acc.shape, _F(0)))


def _spread(v, shape):
    """A row ``v`` (the last axis of ``shape``) broadcast to ``shape``."""
    return lax.broadcast_in_dim(v, shape, (len(shape) - 1,))


def _part(n, size, i):
    """A constant (n, size) mask, true on row ``i``: which part of a stacked sum an element is
    (a constant, not an iota comparison, which XLA would make a kernel of its own)."""
    return jnp.asarray(np.arange(n)[:, None] + np.zeros((1, size), np.int32) == i)


def _row(a, j, axis=0):
    # lax.dynamic_index_in_dim's ops without its nested jit (a function of its own in the
    # lowered module, session 72)
    part = lax.dynamic_slice_in_dim(a, j, 1, axis, allow_negative_indices=False)
    return lax.squeeze(part, (axis,))


def _dx_sums(ct_t, g_t, x_t, consts):
    """``(3, R)``: each row's S1, S2, S3, from ``dy``, gamma and ``x`` transposed to (C, R):
    the columns one after another. ``dyg`` is rounded before S2 takes it (``ct * gamma``
    would contract into an FMA), S1's products through the opaque zero ``consts[2]``."""
    c, r = ct_t.shape
    first, second = _part(3, r, 0), _part(3, r, 1)

    def step(j, acc):
        dyg = lax.mul(_row(ct_t, j), _row(g_t, j))
        dxm = lax.sub(_row(x_t, j), consts[3])
        plain = lax.add(dyg, lax.neg(lax.min(lax.abs(dyg), _F(0))))
        part = lax.select_n(first, lax.select_n(second, _spread(dxm, (3, r)),
                                                _spread(plain, (3, r))),
                            _spread(lax.add(lax.mul(dyg, dxm), consts[2]), (3, r)))
        return lax.add(_restart(acc, j), part)
    return lax.fori_loop(0, c, step, _fresh((3, r)))


def _affine_sums(ct_r, x_r, consts):
    """``(2, C)``: ``dgamma`` and ``dbeta``, the rows (R, C) one after another."""
    r, c = ct_r.shape
    if not r:
        return jnp.zeros((2, c), _F)
    first = _part(2, c, 0)

    def step(i, acc):
        dy = _row(ct_r, i)
        dx3, mean = _row(consts, i, 1)[::3]
        dyp = lax.mul(dy, dx3)          # (a 0-d operand: lax broadcasts it, as jnp would)
        prod = rounded_product(dyp, lax.sub(_row(x_r, i), mean), dyp)
        return lax.add(_restart(acc, i),
                       lax.select_n(first, _spread(dy, (2, c)), _spread(prod, (2, c))))
    return lax.fori_loop(0, r, step, _fresh((2, c)))


def _kernel(ct, x, gamma, mean, var, *, k, eps, want_dx, want_affine):
    """2.10's LayerNormGrad for cotangent ``ct``: ``dx`` (or None) and ``(dgamma, dbeta)``
    stacked, of the normalised size (or None); ``gamma`` has ``x``'s shape or the normalised
    axes' (one value per column, ``_gamma_arg``), ``mean``/``var``
    keep the normalised axes."""
    lead = ct.shape[:ct.ndim - k]
    r, c = math.prod(lead), math.prod(ct.shape[ct.ndim - k:])
    ve = lax.add(var.reshape(r), _F(eps))
    dx3 = _powf(ve, -0.5)
    consts = lax.optimization_barrier(jnp.stack(
        [dx3, lax.mul(_F(-0.5), _powf(ve, -1.5)), _opaque_zero(dx3), mean.reshape(r)]))
    ct_r, x_r = ct.reshape(r, c), x.reshape(r, c)
    sums = _affine_sums(ct_r, x_r, consts) if want_affine else None
    if not want_dx:
        return None, sums

    def cols(v):
        v = v.reshape(lead + (c,))
        return lax.transpose(v, (v.ndim - 1,) + tuple(range(v.ndim - 1))).reshape(c, r)
    per_column = gamma.ndim == k
    g_t = gamma.reshape(c, 1) if per_column else cols(gamma)
    s1, s2, s3 = _dx_sums(cols(ct), g_t, cols(x), consts)
    dx3, c1 = consts[0], consts[1]
    s1, s3 = lax.mul(s1, c1), lax.mul(s3, _F(-2))
    dyg = lax.mul(ct_r, gamma.reshape(1 if per_column else r, c))
    dxm = lax.sub(x_r, consts[3][:, None])
    inv = np.float32(1) / np.float32(c)
    dx4 = lax.mul(lax.mul(_F(2), s1), inv)
    dx5 = lax.mul(lax.add(rounded_product(lax.neg(dx3), s2, dx3),
                          rounded_product(lax.mul(inv, s1), s3, dx3)), inv)
    first = rounded_product(dyg, dx3[:, None], dxm)
    second = rounded_product(dxm, dx4[:, None], dxm)
    return lax.add(lax.add(first, second), dx5[:, None]).reshape(ct.shape), sums


def _impl(tx, tg, tb, x, gamma, mean, var, *, k, eps, affine):
    t = _tangent(tx, x, gamma, mean, var, k=k, eps=eps)
    return t + _affine_tangent(tg, tb, x, mean, var, k=k, eps=eps) if affine else t


ln_tangent_p = Primitive("ms_layer_norm_tangent")
ln_tangent_p.def_impl(_impl)
ln_tangent_p.def_abstract_eval(lambda tx, *a, **params: core.ShapedArray(tx.shape, tx.dtype))
mlir.register_lowering(ln_tangent_p, mlir.lower_fun(_impl, multiple_results=False))


def _jvp(primals, tangents, **params):
    tangents = [ad.instantiate_zeros(t) for t in tangents]
    return jax.jvp(lambda *a: _impl(*a, **params), tuple(primals), tuple(tangents))


def _transpose(ct, tx, tg, tb, x, gamma, mean, var, *, k, eps, affine):
    assert not any(ad.is_undefined_primal(v) for v in (x, gamma, mean, var))
    lin = (tx, tg, tb)
    wanted = [ad.is_undefined_primal(t) and (i == 0 or affine) for i, t in enumerate(lin)]
    if type(ct) is ad.Zero or not any(wanted):
        return [ad.Zero(t.aval) if w else None for t, w in zip(lin, wanted)] + [None] * 4
    dx, sums = _kernel(ct, x, gamma, mean, var, k=k, eps=eps, want_dx=wanted[0],
                       want_affine=wanted[1] or wanted[2])
    out = [dx if wanted[0] else None]
    out += [sums[i].reshape(t.aval.shape) if wanted[i + 1] else None
            for i, t in enumerate((tg, tb))]
    return out + [None] * 4


def _batch(args, dims, *, k, eps, affine):
    # vmap: dx through the kernel over the mapped rows; dgamma/dbeta the textbook form (their
    # sums in XLA's order)
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    if dims[4] is not None and args[4].ndim == k + 1:    # a mapped per-column gamma
        g = jnp.moveaxis(args[4], dims[4], 0)
        x_shape = (size,) + args[3].shape if dims[3] is None else \
            jnp.moveaxis(args[3], dims[3], 0).shape
        args = list(args)
        args[4] = jnp.broadcast_to(g.reshape((size,) + (1,) * (len(x_shape) - g.ndim) +
                                             g.shape[1:]), x_shape)
        dims = tuple(dims[:4]) + (0,) + tuple(dims[5:])
    tx, tg, tb, x, gamma, mean, var = [
        jnp.moveaxis(a, d, 0) if d is not None else
        a if i == 4 and a.ndim == k else jnp.broadcast_to(a, (size,) + a.shape)
        for i, (a, d) in enumerate(zip(args, dims))]
    unused = jnp.zeros(x.shape[x.ndim - k:], _F)
    out = ln_tangent_p.bind(tx, unused, unused, x, gamma, mean, var, k=k, eps=eps,
                            affine=False)
    if affine:
        out = out + _affine_tangent(tg, tb, x, mean, var, k=k, eps=eps)
    return out, 0


ad.primitive_jvps[ln_tangent_p] = _jvp
ad.primitive_transposes[ln_tangent_p] = _transpose
batching.primitive_batchers[ln_tangent_p] = _batch


def _gamma_arg(gamma, x_shape, k):
    """``gamma`` as the kernel takes it: of the normalised axes' shape where it is one value per
    column (the usual case: the dx loop then reads a column's gamma as one value, where a
    broadcast of gamma to ``x``'s shape was an XLA kernel of its own, session 71), else
    broadcast to ``x``'s shape."""
    lead = gamma.shape[:max(gamma.ndim - k, 0)]
    if all(d == 1 for d in lead):
        return jnp.broadcast_to(gamma.reshape(gamma.shape[len(lead):]), x_shape[len(x_shape) - k:])
    return jnp.broadcast_to(gamma, x_shape)


def layer_norm_tangent_2_10(tx, t_gamma, t_beta, x, gamma, mean, var, k, eps):
    """LayerNorm's output tangent (float32, normalised over the last ``k`` axes; ``mean``/
    ``var`` keep their axes, ``gamma`` broadcasts against ``x``), transposing into 2.10's
    kernel: in ``x`` always, in ``t_gamma`` and ``t_beta`` where they are given (each of the
    normalised axes' size), else the caller adds their part."""
    shape = x.shape[x.ndim - k:]
    affine = t_gamma is not None
    if not affine:
        t_gamma = t_beta = jnp.zeros(shape, _F)
    return ln_tangent_p.bind(tx, t_gamma.reshape(shape), t_beta.reshape(shape), x,
                             _gamma_arg(gamma, x.shape, k), mean, var, k=int(k),
                             eps=float(eps), affine=affine)
