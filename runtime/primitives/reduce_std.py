"""2.10's CPU ReduceStd (``ops.var``/``std``/``var_mean``/``std_mean`` with a ddof of 0 or 1).

A primitive for numerics: its own order of sums, and 2.10's bprop as its derivative.

Forward, as the kernel computes it (measured on 2.10 with ``ops.ReduceStd``):

- the mean: the values added one after another in float32 from +0, divided by N (every
  case of 6 shapes and axes, and 2,400 rows of (400, n) for n in 5..100);
- the std: each deviation ``x - mean`` (float32) squared and added to a float32 sum, each
  square and add rounded once (a multiply-add), then ``/ (N - ddof)`` and ``sqrtf``. A full
  reduction (no axis, or a 1-D or 0-d input) adds them in turn; over axes the kernel's loop
  is vectorized: 8 lanes, then 4, then one by one (``_lanes``). Measured: every std of 18
  shapes and axes, (6, 50) to (400, 100), bit for bit (sequential squares: 42-100%; XLA's
  sum, whose order changes with XLA's optimization level: 33-95%);
- a float16 input is computed in float32 and rounded (each std and mean of 9 shapes). The
  kernel has no
  float64: ``ops.var`` casts a float64 input down first (``var`` of ``[[1.5, -2, 3.25, 0]]``
  is 3.730468746089187, measured); this primitive computes float64 as float64.

A sum taken in order is written out up to 64 values, a scan up to ``_MAX_SEQ`` values; each
step adds at all the kept positions at once. Compiled (std and mean) against ``jnp.std`` and
``jnp.mean``, best of 3 medians of 100 calls on the shared 2-core machine: (32, 100) over
axis 1 15 vs 13 us; 300 values 8 vs 6; 1024 values 17 vs 20; (8, 64, 64) over (1, 2) 18 vs
18; (64, 1000) over axis 1 139 vs 71 and (1000, 64) over axis 0 129 vs 64 (the largest sizes
taken in order). Longer sums keep XLA's float32 sum (an ulp off 2.10 on some inputs).

Backward, per element, with ``d_std``/``d_mean`` the cotangents of (std, mean) (2.10's
bprop, exact given its forward: 100% of (6, 50) inputs for var and std):
``dx = ((x - mean) * d_std) / std / (N - ddof) + d_mean / N``, each step rounded.
The tangent of std is a linear primitive, ``_std_tangent_p``: forward the textbook tangent
``sum((x - mean) / std * t) / (N - ddof)``; its transpose is the bprop above."""
import jax
import jax.numpy as jnp
from jax import core
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from ..registry import register, with_primal
from .math import cpu_float64_sums, exact_divide
from .rounding import _opaque_zero, in_order, rounded_product

_F = jnp.float32
_MAX_SEQ = 1024     # the longest sum taken in order (a scan past 64 values)
_MAX_VALUES = 65536     # and the most values reduced so


def _axes(x, axis):
    """The reduced axes (sorted, non-negative) and whether it is the kernel's full path."""
    full = axis is None or x.ndim <= 1
    axes = tuple(range(x.ndim)) if axis is None else tuple(sorted({a % x.ndim for a in axis}))
    return axes, full


def _count(x, axes):
    n = 1
    for a in axes:
        n *= x.shape[a]
    return n


def _kept_shape(x, axes):
    return tuple(1 if a in axes else n for a, n in enumerate(x.shape))


def _leading(x, axes):
    """``x`` with the reduced values along a new first axis (in row-major order), the kept
    axes after it (their reduced axes gone)."""
    rest = [a for a in range(x.ndim) if a not in axes]
    moved = jnp.transpose(x, list(axes) + rest)
    return moved.reshape((_count(x, axes),) + tuple(x.shape[a] for a in rest))


def _wide(x):
    """The kernel's arithmetic type: float32 for float16 and float32 (a float64 input is
    computed in float64 here: ``ops.var`` casts it down first, as 2.10)."""
    return x.astype(jnp.float64 if x.dtype == jnp.float64 else _F)


def _ordered(x, axes):
    return x.dtype == _F and cpu_float64_sums() and 0 < _count(x, axes) <= _MAX_SEQ and \
        x.size <= _MAX_VALUES


def _mean(x, axes):
    """The mean of wide ``x`` over ``axes`` (kept as size 1): the sum in order, then ``/ N``."""
    n = _count(x, axes)
    if _ordered(x, axes):
        values = _leading(x, axes)
        total = in_order(jnp.add, jnp.zeros(values.shape[1:], x.dtype), values)
        total = jnp.where(total == 0, jnp.zeros_like(total), total)    # the sum starts at +0
        total = total.reshape(_kept_shape(x, axes))
    else:
        total = jnp.sum(x, axis=axes, keepdims=True)
    return exact_divide(total, jnp.asarray(n, x.dtype))


def _fma(acc, v):
    """``acc + v * v`` rounded once to float32 (the product is exact in float64)."""
    return (acc.astype(jnp.float64) + jnp.square(v.astype(jnp.float64))).astype(_F)


def _square_sum(d, axes, full):
    """The squared deviations ``d`` summed over ``axes`` (kept as size 1)."""
    if not _ordered(d, axes):
        return jnp.sum(d * d, axis=axes, keepdims=True)
    if full:
        return in_order(_fma, jnp.zeros((), _F), d.reshape(-1)).reshape(_kept_shape(d, axes))
    return _lanes(d, axes).reshape(_kept_shape(d, axes))


def _lanes(d, axes):
    """The squares of ``d`` summed over ``axes`` as the kernel's vector loop: blocks of 8
    multiply-added into 8 lanes, the lanes added in turn; then, where 4 or more values remain,
    4 of them squared and added in turn, that sum added; then the rest multiply-added."""
    v = _leading(d, axes)
    n = v.shape[0]
    n8 = n // 8 * 8
    zeros = jnp.zeros(v.shape[1:], d.dtype)
    total = zeros
    # a square added to 0 is the float32 square: rounded before the lanes' sums (XLA would
    # contract it into the first of them as an FMA)
    if n8:
        blocks = v[:n8].reshape((n8 // 8, 8) + v.shape[1:])
        lanes = in_order(_fma, rounded_product(blocks[0], blocks[0], blocks[0]), blocks[1:])
        total = in_order(jnp.add, zeros, lanes)
    if n - n8 >= 4:
        four = v[n8:n8 + 4]
        total = total + in_order(jnp.add, zeros, rounded_product(four, four, four))
        n8 += 4
    return in_order(_fma, total, v[n8:]) if n > n8 else total


def _stats(x, axes, full, ddof):
    """(std, mean) of ``x`` over ``axes``, wide (``_wide``), both keeping the reduced axes."""
    wide = _wide(x)
    mean = _mean(wide, axes)
    d = wide - mean
    var = exact_divide(_square_sum(d, axes, full), jnp.asarray(_count(x, axes) - ddof, d.dtype))
    return jnp.sqrt(var), mean


def _tangent(t, x, mean, std, *, axes, n):
    """The textbook tangent of std (``mean``/``std`` keep the reduced axes)."""
    return jnp.sum((x - mean) / std * t, axis=axes, keepdims=True) / jnp.asarray(n, x.dtype)


def _bprop(ct, x, mean, std, *, axes, n):
    """2.10's ReduceStd bprop for the std cotangent ``ct`` (kept axes): Sub, Mul, Div, Div.
    XLA would fold the two divisions into one by ``std * n`` (29% of (6, 50) values an ulp
    off): an opaque -0 added between them keeps them apart."""
    q = exact_divide((x - mean) * ct, std)
    return exact_divide(q + _opaque_zero(q), jnp.asarray(n, q.dtype))


_std_tangent_p = Primitive("ms_reduce_std_tangent")
_std_tangent_p.def_impl(_tangent)
_std_tangent_p.def_abstract_eval(
    lambda t, x, mean, std, *, axes, n: core.ShapedArray(std.shape, std.dtype))
mlir.register_lowering(_std_tangent_p, mlir.lower_fun(_tangent, multiple_results=False))


def _tangent_jvp(primals, tangents, *, axes, n):
    tangents = [ad.instantiate_zeros(t) for t in tangents]
    return jax.jvp(lambda *a: _tangent(*a, axes=axes, n=n), tuple(primals), tuple(tangents))


def _tangent_transpose(ct, t, x, mean, std, *, axes, n):
    assert ad.is_undefined_primal(t) and not any(
        ad.is_undefined_primal(v) for v in (x, mean, std))
    if type(ct) is ad.Zero:
        return [ad.Zero(t.aval), None, None, None]
    return [_bprop(ct, x, mean, std, axes=axes, n=n), None, None, None]


def _tangent_batch(args, dims, *, axes, n):
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    moved = [jnp.moveaxis(a, d, 0) if d is not None else
             jnp.broadcast_to(a, (size,) + a.shape) for a, d in zip(args, dims)]
    return _std_tangent_p.bind(*moved, axes=tuple(a + 1 for a in axes), n=n), 0


ad.primitive_jvps[_std_tangent_p] = _tangent_jvp
ad.primitive_transposes[_std_tangent_p] = _tangent_transpose
batching.primitive_batchers[_std_tangent_p] = _tangent_batch


def _outputs(x, std, mean, axes, keep_dims):
    if not keep_dims:
        std, mean = jnp.squeeze(std, axes), jnp.squeeze(mean, axes)
    return std.astype(x.dtype), mean.astype(x.dtype)


@with_primal
def _std_jvp(primals, tangents, *, axis=None, ddof=0, keep_dims=False):
    (x,), (t,) = primals, tangents
    axes, full = _axes(x, axis)
    std, mean = _stats(x, axes, full, ddof)
    wide = _wide(x)
    tf = t.astype(wide.dtype)
    t_std = _std_tangent_p.bind(tf, wide, mean, std, axes=axes, n=_count(x, axes) - ddof)
    t_mean = exact_divide(jnp.sum(tf, axis=axes, keepdims=True),
                          jnp.asarray(_count(x, axes), tf.dtype))
    return _outputs(x, std, mean, axes, keep_dims), _outputs(x, t_std, t_mean, axes, keep_dims)


@register("reduce_std", jvp=_std_jvp, multiple_results=True)
def reduce_std(x, *, axis=None, ddof=0, keep_dims=False):
    """(std, mean) over ``axis`` (a tuple of axes; None: the kernel's full reduction) with
    ``ddof`` 0 or 1, as 2.10's CPU ReduceStd computes them (module docstring); the
    derivative is 2.10's ReduceStd bprop."""
    x = jnp.asarray(x)
    axes, full = _axes(x, axis)
    std, mean = _stats(x, axes, full, ddof)
    return _outputs(x, std, mean, axes, keep_dims)
