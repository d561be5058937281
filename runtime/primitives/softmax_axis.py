"""2.10's CPU Softmax and LogSoftmax where they do not run the last-axis kernels of ``nnacl.py``
and ``onednn.py``: float32 over another axis, float64 over any axis (num73, measured against
2.10 on (7,), (3, 5), (4, 33) over axes 0 and -1, forward and gradient).

- Softmax (``softmax_cpu_kernel.cc``'s generic loop, float32 off the last axis and float64):
  the C library's ``exp(x - max)`` (float32: ``expf``, float64's exp rounded once), summed one
  value after another along the axis in the input's dtype, each exponential divided by the sum.
  Its gradient is ``(dy - ReduceSum(dy * y)) * y`` with ReduceSum's own order over that axis
  (``sum_order.py``'s for float32: rows in turn over axis 0, else float64 rounded once; float64
  one value after another).
- LogSoftmax float32 off the last axis: oneDNN's kernel with the axis strided (lanes across
  the inner positions), so the same exp and log as ``onednn.py`` but each position's sum taken
  along the axis one value after another; its gradient (oneDNN's reference kernel) ``dy -
  expf(y) * sum(dy)``, the C library's expf, the sum again in order, each step rounded. Float64 runs the float32 kernel (2.10 selects it: the input rounded to
  float32, the result widened; bit for bit on every shape and axis measured).

``axis_broadcast`` is a broadcast along ``axis`` whose transpose is that ordered sum: a tangent
rule that broadcasts with it transposes into a gradient summed in 2.10's order."""
import functools

import jax
import jax.numpy as jnp
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .nan_rules import ms_log_softmax
from .rounding import in_order

_F, _D = jnp.float32, jnp.float64


def seq_sum(v, axis):
    """``v``'s values along ``axis`` added one after another (kept as a length-1 axis)."""
    total = in_order(jnp.add, jnp.zeros(v.shape[:axis] + v.shape[axis + 1:], v.dtype),
                     jnp.moveaxis(v, axis, 0))
    return jnp.expand_dims(total, axis)


def _kernel_sum(v, axis, order):
    # adds -0 (NaN only where v is): XLA cannot then contract the product that made ``v``
    # (the cotangent times y) into the sum's first adds as FMAs (2.10 rounds each product)
    v = v - jnp.minimum(jnp.abs(v), 0)
    if order == "reduce_sum" and v.dtype == _F and axis:
        # 2.10's float32 ReduceSum off axis 0 (and not over a 2-D input's last axis, which
        # Softmax's float32 kernel never leaves to this one): float64, rounded once
        return jnp.sum(v.astype(_D), axis=axis, keepdims=True).astype(_F)
    return seq_sum(v, axis)


def _broadcast_impl(s, *, axis, n, order):
    return jnp.broadcast_to(s, s.shape[:axis] + (n,) + s.shape[axis + 1:])


_axis_broadcast_p = Primitive("ms_axis_broadcast")
_axis_broadcast_p.def_impl(_broadcast_impl)
_axis_broadcast_p.def_abstract_eval(lambda s, *, axis, n, order: core.ShapedArray(
    s.shape[:axis] + (n,) + s.shape[axis + 1:], s.dtype))
mlir.register_lowering(_axis_broadcast_p, mlir.lower_fun(_broadcast_impl, multiple_results=False))
ad.deflinear2(_axis_broadcast_p, lambda ct, s, *, axis, n, order: [
    _kernel_sum(ct, axis, order)])


def _axis_broadcast_batch(args, dims, *, axis, n, order):
    (s,), (d,) = args, dims
    return _axis_broadcast_p.bind(jnp.moveaxis(s, d, 0), axis=axis + 1, n=n, order=order), 0


batching.primitive_batchers[_axis_broadcast_p] = _axis_broadcast_batch


def axis_broadcast(s, axis, n, order):
    """``s`` (length 1 along ``axis``) broadcast to ``n`` there; transposed, the kernel's sum."""
    return _axis_broadcast_p.bind(s, axis=int(axis), n=int(n), order=order)


def _libm_exp(d):
    return jnp.exp(d.astype(_D)).astype(_F) if d.dtype == _F else jnp.exp(d)


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def kernel_softmax(x, axis):
    """2.10's generic CPU Softmax over ``axis`` (non-negative) of float32/float64 ``x``."""
    e = _libm_exp(x - jnp.max(x, axis=axis, keepdims=True))
    # one IEEE division each, as math.exact_divide: XLA would multiply by the sum's reciprocal
    return e / lax.optimization_barrier(jnp.broadcast_to(seq_sum(e, axis), e.shape))


@kernel_softmax.defjvp
def _softmax_jvp(axis, primals, tangents):
    # transposed: ``c - bcast(ReduceSum(c * y))`` then times y (module docstring)
    y = kernel_softmax(primals[0], axis)
    u = tangents[0] * y
    w = jnp.sum(-u, axis=axis, keepdims=True)
    return y, u + axis_broadcast(w, axis, y.shape[axis], "reduce_sum") * y


@functools.partial(jax.custom_jvp, nondiff_argnums=(1, 2, 3))
def _onednn_axis(x, axis, exp, log):
    d = x - jnp.max(x, axis=axis, keepdims=True)
    return jnp.minimum(d - log(seq_sum(exp(d), axis)), _F(0))


@_onednn_axis.defjvp
def _onednn_axis_jvp(axis, exp, log, primals, tangents):
    # transposed: oneDNN's reference backward, ``dy - expf(y) * sum(dy)`` with the C library's
    # expf and the product rounded before the subtraction (its float64 form, rounded by the
    # transpose of ``astype(float64)``, leaves XLA nothing to contract)
    y = _onednn_axis(primals[0], axis, exp, log)
    t = tangents[0]
    neg_e = -jnp.exp(y.astype(_D)).astype(_F).astype(_D)
    w = jnp.sum((neg_e * t.astype(_D)).astype(_F), axis=axis, keepdims=True)
    return y, t + axis_broadcast(w, axis, y.shape[axis], "seq")


def onednn_log_softmax_axis(x, axis, exp, log):
    """2.10's float32 LogSoftmax over ``axis`` (non-negative, not the last) on the CPU, with
    oneDNN's ``exp`` and ``log`` (``onednn.py``); rows holding NaN or inf keep
    ``ms_log_softmax``'s 2.10 rules."""
    finite = jnp.all(jnp.isfinite(x), axis=axis, keepdims=True)
    fast = _onednn_axis(jnp.where(finite, x, jnp.zeros_like(x)), axis, exp, log)
    return lax.cond(jnp.all(finite), lambda: fast,
                    lambda: jnp.where(finite, fast, ms_log_softmax(x, axis)))
