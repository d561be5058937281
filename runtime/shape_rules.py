"""Hand-written output shape rules for ops whose ``jax.eval_shape`` is costly.

GRAPH_MODE's tracer (``compiler/trace.py``, ``Builder.infer``) takes an op's output shape and
dtype from ``jax.eval_shape`` of its kernel: a trace of the whole implementation. For 2.10's
bit-exact CPU kernels that trace is long: W5's first call (a pre-LN encoder block, session 71)
spent 17 ms of its shape inference in one softmax (nnacl's exp, the lane sums), 9 ms in its two
LayerNorms and 4 ms in its four Dense products. A rule here answers for the plain inputs of such an op (float dtypes, shapes that
need no broadcast beyond the input's); for anything else it gives None and ``eval_shape`` runs,
so the op's own checks raise their errors as before. ``tests/test_s71_perf71.py`` compares each
rule with ``eval_shape`` over a table of inputs.

A rule is ``rule(avals, attrs) -> jax.ShapeDtypeStruct | None``: ``avals`` have ``shape``,
``dtype`` and ``weak_type``; ``attrs`` is the op's frozen attribute tuple.
"""
import jax
import numpy as np

_FLOATS = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))


def _plain_float(v):
    """A non-weak float16/32/64 array of rank >= 1 and no zero-size axis."""
    return not v.weak_type and np.dtype(v.dtype) in _FLOATS and len(v.shape) > 0 and \
        all(d > 0 for d in v.shape)


def _softmax(avals, attrs):
    if len(avals) != 1:
        return None
    (x,), axis = avals, dict(attrs).get("axis", -1)
    if _plain_float(x) and type(axis) is int and -len(x.shape) <= axis < len(x.shape):
        return jax.ShapeDtypeStruct(tuple(x.shape), x.dtype)
    return None


def _layer_norm(avals, attrs):
    if len(avals) != 3:
        return None
    x, gamma, beta = avals
    begin = dict(attrs).get("begin_norm_axis")
    if not (_plain_float(x) and type(begin) is int and
            all(not v.weak_type and np.dtype(v.dtype) in _FLOATS for v in (gamma, beta))):
        return None
    try:
        whole = np.broadcast_shapes(tuple(x.shape), tuple(gamma.shape), tuple(beta.shape))
    except ValueError:
        return None
    return jax.ShapeDtypeStruct(tuple(x.shape), x.dtype) if whole == tuple(x.shape) else None


def _dense(avals, attrs):
    """``x @ w.T (+ b)`` of one float dtype, ``w`` a matrix, ``b`` one value per output."""
    if len(avals) not in (2, 3) or attrs:
        return None
    x, w = avals[:2]
    if not (_plain_float(x) and _plain_float(w) and len(w.shape) == 2 and
            x.dtype == w.dtype and x.shape[-1] == w.shape[-1]):
        return None
    if len(avals) == 3 and not (_plain_float(avals[2]) and avals[2].dtype == x.dtype and
                                tuple(avals[2].shape) == (w.shape[0],)):
        return None
    return jax.ShapeDtypeStruct(tuple(x.shape[:-1]) + (w.shape[0],), x.dtype)


# by op name: the table names no Op object, so docs/gen_ops.py's walk from ``nn.Cell`` through the
# tracer does not list these ops as ``nn.Cell``'s
_RULES = {"softmax": _softmax, "layer_norm": _layer_norm, "dense": _dense}


def shape_rule(op):
    """The rule for ``op`` (an ``Op``), or None where it has none."""
    return _RULES.get(op.name)
