"""Scans: running sums and products along one axis (CumSum, CumProd), as 2.10's CPU kernels.

Both kernels walk the axis one value after another in the input's dtype (cumsum_cpu_kernel.cc,
cumprod_cpu_kernel.cc), which XLA's associative ``cumsum``/``cumprod`` do not: they round in a
tree (float32 ``cumprod`` of 33 values: 1-4 ulp off on about half the entries, measured against
2.10). ``_scan`` is that walk; its transpose (a gradient) is the walk from the end, as the
reverse CumSum of 2.10's bprops."""
import jax
import jax.numpy as jnp

from ..registry import register, with_primal


@register("cumsum")
def cumsum(x, *, axis, reverse=False, exclusive=False):
    """Running sum along ``axis`` (from the end when ``reverse``; each entry leaving itself out
    when ``exclusive``). The exclusive sum shifts the input rather than subtracting it from the
    inclusive sum, so a float16 result is the running sum's own rounding, as 2.10's kernel."""
    x = jnp.asarray(x)
    if reverse:
        x = jnp.flip(x, axis)
    if exclusive:
        ax = axis % x.ndim
        pads = [(0, 0)] * x.ndim
        pads[ax] = (1, 0)
        x = jax.lax.slice_in_dim(jnp.pad(x, pads), 0, x.shape[ax], axis=ax)
    out = _scan(jnp.add, x, axis) if jnp.issubdtype(x.dtype, jnp.floating) and x.size else \
        jnp.cumsum(x, axis=axis, dtype=x.dtype)
    return jnp.flip(out, axis) if reverse else out


def _scan(fn, x, axis):
    """A running ``fn`` in ``x``'s dtype, as 2.10's CPU CumSum and CumProd (any float; the
    gradient, the loop transposed, runs from the end): float16 4096 x 0.1 sums to 256.0."""
    moved = jnp.moveaxis(x, axis, 0)
    rest = jax.lax.scan(lambda c, v: (fn(c, v),) * 2, moved[0], moved[1:])[1]
    return jnp.moveaxis(jnp.concatenate([moved[:1], rest]), 0, axis)


@with_primal
def _cumprod_jvp(primals, tangents, *, axis):
    """2.10's CumProd bprop, ``RealDiv(CumSum(out * dout, reverse), x)`` (so NaN where ``x`` is
    0 and the reverse sum is 0: [2, 0, 3] gives [1, nan, 0], measured; the exact rule gives 8
    there), as the tangent ``out * running_sum(t / x)`` whose transpose it is: the running sum
    transposes into the sum from the end, in the kernel's order. An axis of length 1 passes
    ``dout`` through (the bprop's own branch)."""
    (x,), (t,) = primals, tangents
    out = _running_product(x, axis)
    if t.dtype == jax.dtypes.float0 or jnp.shape(x)[axis] == 1:
        return out, t
    q = t / x
    return out, out * (_scan(jnp.add, q, axis) if jnp.issubdtype(q.dtype, jnp.floating) else
                       jnp.cumsum(q, axis=axis, dtype=q.dtype))


def _running_product(x, axis):
    x = jnp.asarray(x)
    if jnp.issubdtype(x.dtype, jnp.floating) and x.size:
        return _scan(jnp.multiply, x, axis)
    return jnp.cumprod(x, axis=axis, dtype=x.dtype)


@register("cumprod", jvp=_cumprod_jvp)
def cumprod(x, *, axis):
    """Running product along ``axis``: one value after another for floats (2.10's kernel)."""
    return _running_product(x, axis)
