"""2.10's ``Div`` bprop as the ``div`` primitive's derivative (set by ``attach``, after the
primitive modules registered their ops).

``dx = dout / y`` and ``dy = -(dout * (out / y))``, each step rounded (measured on 64 float32
values, ``(x / y) * w`` summed, both modes: 100%; ``-(dout / y) * out`` 62%; JAX's derivative
``-(dout * x) * y**-2`` 50%). The tangent ``tx / y - ty * (out / y)`` transposes into exactly
that order (``exact_divide`` keeps XLA from multiplying by a reciprocal). Real floats only;
other dtypes keep JAX's derivative of the implementation."""
import jax
import jax.numpy as jnp

from ..registry import get_op, with_primal
from .bcast_grad import broadcast_grad
from .math import exact_divide


@with_primal
def _div(primals, tangents):
    impl = get_op("div").impl
    out = impl(*primals)
    live = [t.dtype != jax.dtypes.float0 for t in tangents]
    if not jnp.issubdtype(out.dtype, jnp.floating) or not any(live):
        return jax.jvp(impl, primals, tangents)
    y = jnp.asarray(primals[1])
    # a float16 quotient of a wider divisor (a Python float): 2.10 divides the float16 gradient
    # by it in float32 and rounds once (measured, tests/test_zoo40b_patterns.py)
    calc = jnp.float32 if out.dtype == jnp.float16 and y.dtype != jnp.float16 else out.dtype
    y = y.astype(calc)
    tx, ty = (broadcast_grad(t.astype(calc), out.shape) if f else None
              for t, f in zip(tangents, live))
    dy = None if ty is None else ty * exact_divide(out.astype(calc), y)
    if tx is None:
        return out, (-dy).astype(out.dtype)
    dx = exact_divide(tx, y)
    return out, (dx if dy is None else dx - dy).astype(out.dtype)


def attach():
    op = get_op("div")
    assert op.jvp is None, "div already has a jvp rule"
    op.jvp = _div
