"""LayerNorm's input gradient as 2.10's CPU LayerNormGrad kernel computes it (float32).

Per normalised row, with ``dxm = x - mean`` and ``dyg = dy * gamma``: the sums ``S1 = sum(dyg *
dxm)``, ``S2 = sum(dyg)``, ``S3 = sum(dxm)`` taken value after value in float32; ``S1 *= -0.5 *
powf(var + eps, -1.5)``, ``S3 *= -2``; ``dx3 = powf(var + eps, -0.5)``, ``dx4 = 2 * S1 / n``
(times ``1 / n``), ``dx5 = (-dx3 * S2 + (1 / n) * S1 * S3) * (1 / n)``; ``dx = dyg * dx3 + dxm *
dx4 + dx5``, each product rounded (no FMA). Measured bit for bit on (5, 8), (4, 32), (3, 100)
and (2, 3, 16) rows (the textbook formula in XLA's order was 6-38% equal, up to 1e-4 off).

The tangent is a linear primitive, ``ln_dx_p``: forward it is the textbook tangent; its
transpose, the gradient, is the kernel above (a tangent of ordinary ops transposes into
XLA's reduction order). ``ln_affine_p`` does the same for ``dgamma`` and ``dbeta``: per
parameter ``(dy * powf(var + eps, -0.5)) * (x - mean)`` and ``dy`` summed row after row, in one
loop (2.10's ``dbeta`` so summed: 100% equal on (8, 64, 128), (64, 128), (32, 128), where
XLA's sum was 11-23% equal)."""
import jax
import jax.numpy as jnp
from jax import core
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .reduce_order import row_fold
from .rounding import rounded_product

_F, _D = jnp.float32, jnp.float64


def _rows(v, k):
    """``v`` with its last ``k`` axes flattened into one (the normalised row)."""
    return v.reshape(v.shape[:v.ndim - k] + (-1,))


def _powf(v, p):
    # the C library's powf: correctly rounded (float64 pow, rounded once)
    return jnp.power(v.astype(_D), p).astype(_F)


def _tangent(t, x, gamma, mean, var, *, k, eps):
    """The textbook tangent of LayerNorm's output in ``x`` (forward mode)."""
    axes = tuple(range(x.ndim - k, x.ndim))
    std = jnp.sqrt(var + jnp.asarray(eps, _F))
    xhat = (x - mean) / std
    t_mean = jnp.mean(t, axis=axes, keepdims=True)
    t_proj = jnp.mean(xhat * t, axis=axes, keepdims=True)
    return gamma * (t - t_mean - xhat * t_proj) / std


def _kernel_dx(ct, x, gamma, mean, var, *, k, eps):
    """2.10's LayerNormGrad ``dx`` for cotangent ``ct`` (module docstring); ``gamma`` has
    ``x``'s shape, ``mean``/``var`` keep the normalised axes."""
    lead = ct.shape[:ct.ndim - k]
    dyg = _rows(ct * gamma, k)
    dxm = _rows(x - mean, k)
    ve = var.reshape(lead) + jnp.asarray(eps, _F)
    dx3 = _powf(ve, -0.5)
    c1 = _F(-0.5) * _powf(ve, -1.5)
    # the three sums in one loop over the values (dyg rounded before the sum takes it: ct *
    # gamma would contract into an FMA)
    s1, s2, s3 = row_fold(jnp.stack([rounded_product(dyg, dxm, dx3[..., None]),
                                     dyg + (-jnp.minimum(jnp.abs(dyg), 0)), dxm]))
    s1, s3 = s1 * c1, s3 * _F(-2)
    inv = _F(1) / _F(dxm.shape[-1])
    dx4 = (_F(2) * s1) * inv
    dx5 = (rounded_product(-dx3, s2, dx3) + rounded_product(inv * s1, s3, dx3)) * inv
    first = rounded_product(dyg, dx3[..., None], dxm)
    second = rounded_product(dxm, dx4[..., None], dxm)
    return ((first + second) + dx5[..., None]).reshape(ct.shape)


ln_dx_p = Primitive("ms_layer_norm_dx")
ln_dx_p.def_impl(_tangent)
ln_dx_p.def_abstract_eval(lambda t, *consts, k, eps: core.ShapedArray(t.shape, t.dtype))
mlir.register_lowering(ln_dx_p, mlir.lower_fun(_tangent, multiple_results=False))


def _jvp(primals, tangents, *, k, eps):
    tangents = [ad.instantiate_zeros(t) for t in tangents]
    return jax.jvp(lambda *a: _tangent(*a, k=k, eps=eps), tuple(primals), tuple(tangents))


def _transpose(ct, t, x, gamma, mean, var, *, k, eps):
    assert ad.is_undefined_primal(t) and not any(
        ad.is_undefined_primal(v) for v in (x, gamma, mean, var))
    if type(ct) is ad.Zero:
        return [ad.Zero(t.aval), None, None, None, None]
    return [_kernel_dx(ct, x, gamma, mean, var, k=k, eps=eps), None, None, None, None]


def _batch(args, dims, *, k, eps):
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    moved = [jnp.moveaxis(a, d, 0) if d is not None else
             jnp.broadcast_to(a, (size,) + a.shape) for a, d in zip(args, dims)]
    return ln_dx_p.bind(*moved, k=k, eps=eps), 0


ad.primitive_jvps[ln_dx_p] = _jvp
ad.primitive_transposes[ln_dx_p] = _transpose
batching.primitive_batchers[ln_dx_p] = _batch


def layer_norm_dx_tangent(t, x, gamma, mean, var, k, eps):
    """LayerNorm's output tangent in ``x`` (float32, normalised over the last ``k`` axes;
    ``mean``/``var`` keep their axes, ``gamma`` broadcasts against ``x``), transposing into
    2.10's kernel."""
    return ln_dx_p.bind(t, x, jnp.broadcast_to(gamma, x.shape), mean, var, k=int(k),
                        eps=float(eps))


def _affine_tangent(tg, tb, x, mean, var, *, k, eps):
    """The gamma and beta part of LayerNorm's output tangent, ``xhat * t_gamma + t_beta``
    (forward mode)."""
    return (x - mean) / jnp.sqrt(var + jnp.asarray(eps, _F)) * tg + tb


def _kernel_affine(ct, x, mean, var, *, k, eps):
    """2.10's LayerNormGrad ``dgamma`` and ``dbeta``, per parameter summed row after row in
    float32: ``(dy * powf(var + eps, -0.5)) * (x - mean)`` and ``dy`` (one loop for both)."""
    lead = ct.shape[:ct.ndim - k]
    dx3 = _powf(var.reshape(lead) + jnp.asarray(eps, _F), -0.5)
    dy = _rows(ct, k)
    dyp = dy * dx3[..., None]
    terms = rounded_product(dyp, _rows(x - mean, k), dyp)
    both = jnp.stack([terms, dy]).reshape((2, -1, terms.shape[-1]))
    return row_fold(jnp.moveaxis(both, 1, -1))     # (2, normalised size)


ln_affine_p = Primitive("ms_layer_norm_affine")
ln_affine_p.def_impl(_affine_tangent)
ln_affine_p.def_abstract_eval(
    lambda tg, tb, x, mean, var, *, k, eps: core.ShapedArray(x.shape, x.dtype))
mlir.register_lowering(ln_affine_p, mlir.lower_fun(_affine_tangent, multiple_results=False))


def _affine_jvp(primals, tangents, *, k, eps):
    tangents = [ad.instantiate_zeros(t) for t in tangents]
    return jax.jvp(lambda *a: _affine_tangent(*a, k=k, eps=eps), tuple(primals),
                   tuple(tangents))


def _affine_transpose(ct, tg, tb, x, mean, var, *, k, eps):
    wanted = [ad.is_undefined_primal(t) for t in (tg, tb)]
    if type(ct) is ad.Zero:
        sums = [ad.Zero(t.aval) if w else None for t, w in zip((tg, tb), wanted)]
    else:
        both = _kernel_affine(ct, x, mean, var, k=k, eps=eps)
        sums = [both[i].reshape(t.aval.shape) if w else None
                for i, (t, w) in enumerate(zip((tg, tb), wanted))]
    return [*sums, None, None, None]


def _affine_batch(args, dims, *, k, eps):
    # vmap: the textbook form (its sums in XLA's order)
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    moved = [jnp.moveaxis(a, d, 0) if d is not None else
             jnp.broadcast_to(a, (size,) + a.shape) for a, d in zip(args, dims)]
    return _affine_tangent(*moved, k=k, eps=eps), 0


ad.primitive_jvps[ln_affine_p] = _affine_jvp
ad.primitive_transposes[ln_affine_p] = _affine_transpose
batching.primitive_batchers[ln_affine_p] = _affine_batch


def layer_norm_affine_tangent(t_gamma, t_beta, x, mean, var, k, eps):
    """``xhat * t_gamma + t_beta`` (each of the normalised axes' shape, all 1s elsewhere),
    transposing into 2.10's ``dgamma`` and ``dbeta`` (rows summed one after another)."""
    shape = x.shape[x.ndim - k:]
    return ln_affine_p.bind(t_gamma.reshape(shape), t_beta.reshape(shape), x, mean, var,
                            k=int(k), eps=float(eps))
