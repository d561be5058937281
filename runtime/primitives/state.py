"""State and ordering primitives: assign, depend, stop_gradient.

``assign`` is the registry entry for a Parameter write; eager code writes through
``Parameter._set_array`` (see ``minicell.ops.functional.assign``) and the graph builder emits this
op and writes the result back after the compiled call.
"""
import jax
import jax.numpy as jnp

from ..registry import NONDIFF, REARRANGES, SIDE_EFFECT, register


@register("assign", props=(SIDE_EFFECT,), nondiff_argnums=(0,))
def assign(variable, value):
    """The new value of ``variable``: ``value`` cast to its dtype and broadcast to its shape."""
    # a one-element value is reshaped, so (1,) into () works too (runtime/param_write.py's rule)
    value = jnp.asarray(value).astype(variable.dtype)
    if value.size == 1 and variable.size == 1:
        return value.reshape(variable.shape)
    return jnp.broadcast_to(value, variable.shape)


def _write_tensor_jvp(primals, tangents):
    return tangents[0]


@register("write_tensor", jvp=_write_tensor_jvp, nondiff_argnums=(1,))
def write_tensor(variable, value):
    """``ops.assign`` into a plain Tensor: the value is ``value`` (already cast and shaped), the
    gradient that of ``variable`` (MindSpore's Assign bprop: the output's gradient goes to the
    variable, none to the value). The result has the variable's dtype (``value`` already does),
    so that where an integer variable is differentiated through a float stand-in the result is
    that float and the gradient reaches the variable (``runtime/int_vjp.py``)."""
    return value if value.dtype == variable.dtype else value.astype(variable.dtype)


@register("depend", nondiff_argnums=(1,))
def depend(value, expr):
    """``value``, ordered after ``expr`` (the graph passes keep ``expr`` alive and before)."""
    del expr
    return value


@register("stop_gradient", props=(NONDIFF, REARRANGES))
def stop_gradient(x):
    """Identity whose gradient is zero."""
    return jax.lax.stop_gradient(x)
