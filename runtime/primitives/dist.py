"""2.10's CPU ``Pdist`` and ``Cdist`` kernels and their grad kernels (``PdistGrad``,
``CdistGrad``): primitives for numerics, their order of sums and their bprops.

Forward, as the kernels compute (measured on 2.10, ``/tmp/s71/num71/pd2.py``: 224 keys):

- ``pdist``: each pair of rows ``i < j`` in float64, the values in order (``|d|**2``, ``|d|``,
  ``d != 0``, ``max |d|``, or ``pow(|d|, p)`` with ``p`` a float32), then ``sqrt`` or
  ``pow(s, 1 / p)`` in float64, rounded once to the input's dtype;
- ``cdist`` (float32 only: ``ops.cdist`` casts float16 and float64 to it): ``p`` 2 is
  AVX code built with FMA: blocks of 8 multiply-added into 8 lanes, the lanes added in turn,
  then a block of 4 the same way, then the rest multiply-added; ``sqrtf``. ``p`` 0, 1 and inf
  run a plain loop in order. Any other ``p`` vectorizes its own ``pow`` (not reproduced: the
  sum of ``|d|**p`` is XLA's).

Backward (the grad kernels, float32):

- ``PdistGrad``: each value of ``x`` gets, in order, ``-r(k, i)`` for the rows ``k`` before it
  and ``+r(i, k)`` for those after, with ``r = sign(d) * powf(|d|, p - 1) * dout / powf(dist,
  p - 1)`` (``dout * sign(d)`` for ``p`` 1; 0 where ``d`` is 0 or ``dist`` within FLT_EPSILON
  of 0; for inf ``dout * sign(d)`` where ``|d|`` is within FLT_EPSILON of ``dist``);
- ``CdistGrad``: ``dx[i] = sum_k r(x[i] - y[k])`` in order over ``y``'s rows (``dy`` is the
  same kernel with ``x`` and ``y`` swapped), ``p`` 2's ``r`` being ``dout * d / dist``.

Each derivative is a linear primitive whose forward is the textbook tangent and whose
transpose is the grad kernel (as ``reduce_std``'s)."""
import numpy as np

import jax
import jax.numpy as jnp
from jax import core
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from ..registry import register, with_primal
from .math import exact_divide
from .reduce_std import _lanes
from .rounding import in_order, rounded_product

_F32 = jnp.float32
_FLT_EPSILON = float(np.finfo(np.float32).eps)
_MAX_SEQ = 1024         # the longest sum taken in order (XLA's sum past it)


def _is_inf(p):
    return p == float("inf")


def _powf(v, e):
    """C's ``powf`` for float32 ``v``: the float64 power rounded once."""
    return jnp.power(v.astype(jnp.float64), jnp.float64(e)).astype(v.dtype)


def _pairs(n):
    return np.triu_indices(n, 1)


def _reduce(d, p, dtype):
    """The ``p``-norm over the last axis of ``|d|`` (``d`` in ``dtype``), in order."""
    a = jnp.abs(d)
    m = d.shape[-1]
    if p == 0:
        return jnp.sum((a != 0).astype(dtype), axis=-1)
    if _is_inf(p):
        return jnp.max(a, axis=-1, initial=0)
    if p == 2:
        terms = rounded_product(a, a, a)
    elif p == 1:
        terms = a
    else:
        terms = jnp.power(a, jnp.asarray(np.float32(p), dtype))
    if m > _MAX_SEQ:
        total = jnp.sum(terms, axis=-1)
    else:
        total = in_order(jnp.add, jnp.zeros(d.shape[:-1], dtype), jnp.moveaxis(terms, -1, 0))
    if p == 2:
        return jnp.sqrt(total)
    if p == 1:
        return total
    return jnp.power(total, jnp.asarray(1.0, dtype) / jnp.asarray(np.float32(p), dtype))


def _pdist(x, p):
    i, j = _pairs(x.shape[-2])
    w = x.astype(jnp.float64)
    return _reduce(w[..., i, :] - w[..., j, :], p, jnp.float64).astype(x.dtype)


def _cdist(x, y, p):
    d = x[..., :, None, :] - y[..., None, :, :]
    if x.dtype != _F32:         # float64 in float64 (ops.cdist casts it to the kernel's float32)
        return _reduce(d, p, x.dtype)
    if p == 2 and d.shape[-1] <= _MAX_SEQ:
        return jnp.sqrt(_lanes(d, (d.ndim - 1,)).reshape(d.shape[:-1]))
    return _reduce(d, p, _F32)


def _sign(d):
    return jnp.sign(d).astype(d.dtype)


def _grad_terms(d, g, dist, p, pdist):
    """The kernels' ``r(d, dout, dist)`` (float32)."""
    zero = jnp.zeros_like(d)
    if p == 1:
        r = g * _sign(d)
    elif _is_inf(p):
        if pdist:
            hit = jnp.abs(dist - jnp.abs(d)) <= _FLT_EPSILON
            r = jnp.where(hit, _sign(d) * g, zero)
        else:
            gap = jnp.minimum(jnp.ones_like(d), jnp.ceil(jnp.abs(jnp.abs(d) - dist)))
            r = (g * _sign(d)) * (1 - gap)
    elif p == 2 and not pdist:
        r = jnp.where(dist == 0, zero, exact_divide(g * d, dist))
    elif pdist:
        r = exact_divide((_sign(d) * _powf(jnp.abs(d), p - 1)) * g, _powf(dist, p - 1))
        r = jnp.where(jnp.abs(dist) <= _FLT_EPSILON, zero, r)
    elif p < 2:
        r = exact_divide((_sign(d) * _powf(jnp.abs(d), p - 1)) * g, _powf(dist, p - 1))
        r = jnp.where((d == 0) | (p < 1), zero, r)
    else:
        r = exact_divide((d * _powf(jnp.abs(d), p - 2)) * g, _powf(dist, p - 1))
        r = jnp.where(dist == 0, zero, r)
    if pdist:
        r = jnp.where(d == 0, zero, r)
    return r


def _summed(terms, axis):
    """``terms`` added in order along ``axis`` from +0 (float32)."""
    v = jnp.moveaxis(terms, axis, 0)
    if v.shape[0] > _MAX_SEQ:
        return jnp.sum(v, axis=0)
    return in_order(jnp.add, jnp.zeros(v.shape[1:], v.dtype), v)


def _pdist_bprop(ct, x, out, p):
    n = x.shape[-2]
    if p == 0 or n < 2:
        return jnp.zeros_like(x)
    i, j = _pairs(n)
    xf, g, dist = x.astype(_F32), ct.astype(_F32), out.astype(_F32)
    d = xf[..., i, :] - xf[..., j, :]
    r = _grad_terms(d, g[..., None], dist[..., None], p, True)      # (..., C, M)
    full = jnp.zeros(x.shape[:-2] + (n, n, x.shape[-1]), _F32)
    full = full.at[..., i, j, :].set(r).at[..., j, i, :].set(-r)
    # row a: -r(k, a) for k < a, then +r(a, k) for k > a, in order of k
    return _summed(full, -2).astype(x.dtype)


def _cdist_grad(ct, x, y, out, p):
    if p == 0:
        return jnp.zeros_like(x)
    d = x[..., :, None, :] - y[..., None, :, :]
    r = _grad_terms(d, ct[..., None], out[..., None], p, False)
    return _summed(r, -2)


def _textbook(x, y, p):
    """The ``p``-norm distances as plain ``jnp`` (0, not NaN, at a zero distance): the
    derivative 2.10 takes for 2-D inputs, which is not ``CdistGrad``'s (2-D ``p`` 0.5 has a
    gradient where ``CdistGrad`` gives 0; float64 is not rounded to float32)."""
    a = jnp.abs(x[..., :, None, :] - y[..., None, :, :])
    if p == 0:
        return jnp.sum((a != 0).astype(x.dtype), axis=-1)
    if _is_inf(p):
        return jnp.max(a, axis=-1)
    s = jnp.sum(jnp.power(a, jnp.asarray(p, x.dtype)), axis=-1)
    if p == 1:
        return s
    pos = s > 0
    root = jnp.power(jnp.where(pos, s, jnp.ones_like(s)), jnp.asarray(1.0 / p, x.dtype))
    return jnp.where(pos, root, jnp.zeros_like(s))


def _cdist_bprop(ct, x, y, out, p):
    swap = (lambda v: jnp.swapaxes(v, -1, -2))
    return _cdist_grad(ct, x, y, out, p), _cdist_grad(swap(ct), y, x, swap(out), p)


def _tangent_prim(name, tangent, transpose):
    """A linear primitive ``name(t..., residuals...)``: ``tangent`` forward, ``transpose`` its
    transpose; vmapped by moving the batch axes to the front (the rules work on the last
    axes)."""
    prim = Primitive(name)
    prim.def_impl(tangent)
    prim.def_abstract_eval(lambda *a, **kw: core.ShapedArray(
        jax.eval_shape(lambda *v: tangent(*v, **kw), *a).shape,
        jax.eval_shape(lambda *v: tangent(*v, **kw), *a).dtype))
    mlir.register_lowering(prim, mlir.lower_fun(tangent, multiple_results=False))

    def jvp(primals, tangents, **kw):
        tangents = [ad.instantiate_zeros(t) for t in tangents]
        return jax.jvp(lambda *a: tangent(*a, **kw), tuple(primals), tuple(tangents))

    def batch(args, dims, **kw):
        size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
        moved = [jnp.moveaxis(a, d, 0) if d is not None else
                 jnp.broadcast_to(a, (size,) + a.shape) for a, d in zip(args, dims)]
        return prim.bind(*moved, **kw), 0

    ad.primitive_jvps[prim] = jvp
    ad.primitive_transposes[prim] = transpose
    batching.primitive_batchers[prim] = batch
    return prim


def _pd_tangent(t, x, out, *, p):
    return jax.jvp(lambda v: _pdist(v, p), (x,), (t,))[1]


def _pd_transpose(ct, t, x, out, *, p):
    assert ad.is_undefined_primal(t)
    if type(ct) is ad.Zero:
        return [ad.Zero(t.aval), None, None]
    return [_pdist_bprop(ct, x, out, p), None, None]


def _cd_tangent(tx, ty, x, y, out, *, p):
    return jax.jvp(lambda a, b: _cdist(a, b, p), (x, y), (tx, ty))[1]


def _cd_transpose(ct, tx, ty, x, y, out, *, p):
    if type(ct) is ad.Zero:
        return [ad.Zero(tx.aval), ad.Zero(ty.aval), None, None, None]
    dx, dy = _cdist_bprop(ct, x, y, out, p)
    return [dx if ad.is_undefined_primal(tx) else None,
            dy if ad.is_undefined_primal(ty) else None, None, None, None]


_pd_t = _tangent_prim("ms_pdist_tangent", _pd_tangent, _pd_transpose)
_cd_t = _tangent_prim("ms_cdist_tangent", _cd_tangent, _cd_transpose)


@with_primal
def _pdist_jvp(primals, tangents, *, p):
    (x,), (t,) = primals, tangents
    out = _pdist(x, p)
    return out, _pd_t.bind(t, x, out, p=p)


@with_primal
def _cdist_jvp(primals, tangents, *, p):
    (x, y), (tx, ty) = primals, tangents
    out = _cdist(x, y, p)
    if x.ndim == 2:
        return out, jax.jvp(lambda a, b: _textbook(a, b, p), (x, y), (tx, ty))[1]
    return out, _cd_t.bind(tx, ty, x, y, out, p=p)


@register("ms_pdist", jvp=_pdist_jvp)
def ms_pdist(x, *, p=2.0):
    """2.10's CPU ``Pdist`` of ``x`` (..., N, M): the distances of the rows ``i < j`` (module
    docstring); its derivative is ``PdistGrad``'s."""
    return _pdist(x, p)


@register("ms_cdist", jvp=_cdist_jvp)
def ms_cdist(x, y, *, p=2.0):
    """2.10's CPU ``Cdist`` of float32 ``x`` (..., P, M) and ``y`` (..., R, M) (module
    docstring); its derivative is ``CdistGrad``'s (``_textbook``'s for 2-D inputs)."""
    return _cdist(x, y, p)
