"""The ``lax`` primitive under a ``jax.numpy`` function, called directly where nothing needs
promoting.

``jnp.add`` and its kin are jitted ufuncs: inside a trace every call goes through JAX's nested
``jit`` machinery (signature, promotion, inlining), about a hundred Python calls, where binding
``lax.add`` itself takes a handful. A GRAPH_MODE compile traces each elementwise node of the
graph this way, so a graph of a few hundred such ops paid ~45 us per op for that machinery (W1,
the 200-op chain: the lowering's jax trace took 21,662 Python calls, 108 per op). When both
operands already share one dtype and shape and neither is weakly typed, jnp would promote nothing
and call the same primitive, so the op calls it directly. Bool is the exception: jnp's add and
multiply are logical or/and there, and lax refuses bool arithmetic.
"""
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..bool_arith import subtract

# jnp function -> the lax primitive it binds when its operands need no promotion (``subtract``:
# jnp.subtract, or the exclusive or of two Bool operands)
TWINS = {jnp.add: lax.add, jnp.subtract: lax.sub, jnp.multiply: lax.mul, jnp.negative: lax.neg,
         subtract: lax.sub}


def same_strong(x, y):
    """Two arrays of one dtype and shape, neither weakly typed: nothing to promote or check
    (the common case; promoting costs about 0.1 ms per op while tracing, which a graph of a
    few hundred ops pays at every first call)."""
    ax, ay = getattr(x, "aval", None), getattr(y, "aval", None)
    return (ax is not None and ay is not None and ax.dtype == ay.dtype
            and ax.shape == ay.shape and not ax.weak_type and not ay.weak_type)


def strong_not_bool(x):
    """An array (or tracer) of a strong, non-bool dtype: a unary twin applies to it as it is."""
    aval = getattr(x, "aval", None)
    return aval is not None and not aval.weak_type and aval.dtype != bool


def float_aval(x):
    """``x``'s aval where it is an array (or tracer) of a strong float dtype, else None."""
    aval = getattr(x, "aval", None)
    if aval is None or aval.weak_type or getattr(aval.dtype, "kind", "") != "f":
        return None
    return aval


def float_pair(a, b):
    """Whether ``a op b`` may bind the lax primitive as jnp binds it: arrays of one strong
    float dtype and of one rank or one of them 0-d (lax broadcasts axes of size 1 and 0-d
    operands as jnp does), or ``b`` a numpy scalar of ``a``'s dtype. 2.10's float kernels
    (LayerNorm, softmax and their gradients) call the helpers built on it a few dozen times per
    compile (session 72)."""
    aa, ab = float_aval(a), float_aval(b)
    if aa is None:
        return False
    if ab is None:
        return isinstance(b, np.generic) and b.dtype == aa.dtype
    return aa.dtype == ab.dtype and (len(aa.shape) == len(ab.shape) or not aa.shape
                                     or not ab.shape)


def float_add(x, y):
    """``x + y``, binding ``lax.add`` where nothing needs promoting (``float_pair``)."""
    return lax.add(x, y) if float_pair(x, y) else jnp.add(x, y)


def float_mul(x, y):
    """``x * y``, binding ``lax.mul`` where nothing needs promoting (``float_pair``)."""
    return lax.mul(x, y) if float_pair(x, y) else jnp.multiply(x, y)


def true_divide(x, y):
    """``jnp.true_divide``, binding ``lax.div`` where nothing needs promoting (``float_pair``)."""
    return lax.div(x, y) if float_pair(x, y) else jnp.true_divide(x, y)


def float_where(pred, x, y):
    """``jnp.where(pred, x, y)``, binding ``select_n`` (and a ``broadcast_in_dim`` of a 0-d ``y``)
    as jnp binds them, where nothing needs promoting or broadcasting but ``y``: ``pred`` a bool
    array of ``x``'s shape, ``x`` and ``y`` of one strong float dtype, ``y`` of ``x``'s shape or
    0-d. ``jnp.where`` is a ``jit`` of its own: while tracing a nested jit (linearised on its own
    under a gradient), and a function of its own in the lowered module (relu and its gradient
    made two in a transformer block's step, session 73). Same primitives, so the same program."""
    ap, ax, ay = getattr(pred, "aval", None), float_aval(x), float_aval(y)
    if (ap is None or ax is None or ay is None or ap.dtype != bool or ap.shape != ax.shape
            or ay.dtype != ax.dtype or ay.shape not in (ax.shape, ()) or not ap.size):
        return jnp.where(pred, x, y)
    if ay.shape != ax.shape:
        y = lax.broadcast_in_dim(y, ax.shape, ())
    return lax.select_n(pred, y, x)
