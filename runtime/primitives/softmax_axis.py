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
  expf(y) * sum(dy)``, the C library's expf, the sum again in order, each step rounded.
  Float64 runs the float32 kernel (2.10 selects it: the input rounded to float32, the result
  widened; bit for bit on every shape and axis measured).

The gradients' sums are ``axis_sums.axis_broadcast``'s transposes."""
import functools

import jax
import jax.numpy as jnp
from jax import lax

from .axis_sums import axis_broadcast, seq_sum
from .nan_rules import ms_log_softmax

_F, _D = jnp.float32, jnp.float64


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
