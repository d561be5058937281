"""Hand-written output shape rules for ops whose ``jax.eval_shape`` is costly.

GRAPH_MODE's tracer (``compiler/trace.py``, ``Builder.infer``) takes an op's output shape and
dtype from ``jax.eval_shape`` of its kernel: a trace of the whole implementation. For 2.10's
bit-exact CPU kernels that trace is long: W5's first call (a pre-LN encoder block, session 71)
spent 17 ms of its shape inference in one softmax (nnacl's exp, the lane sums), 9 ms in its two
LayerNorms and 4 ms in its four Dense products. A rule here answers for the plain inputs of
such an op (float dtypes, shapes that need no broadcast beyond the input's); for anything else
it gives None and ``eval_shape`` runs, so the op's own checks raise their errors as before.
``tests/test_s71_perf71.py`` compares each rule with ``eval_shape`` over a table of inputs.

Session 73 added the ops every training step meets (elementwise relu/relu6/neg/add/sub/mul on
plain operands, the Parameter writes, ``gd_update``, the 'mean' sparse cross entropy,
``batch_norm_train``): ``mlp_train``'s first call spent 31 ms of its 458 in shape inference,
2 ms with them; ``resnet_train``'s BatchNorms 18 ms. The traced program is the same, so are its
bits; ``tests/test_s73_perf73.py`` compares these rules with ``eval_shape``.

Session 74 added conv, max_pool, matmul, reshape, transpose, split, the reductions and
add/sub/mul of operands that broadcast or of an array and a Python number
(``shape_rules_ops.py``, tested in ``tests/test_s74_perf74.py``).

A rule is ``rule(avals, attrs) -> jax.ShapeDtypeStruct | None``: ``avals`` have ``shape``,
``dtype`` and ``weak_type`` (or are Python int/float literals: only ``elementwise_rule`` takes
those, ``_arrays_only``); ``attrs`` is the op's frozen attribute tuple.
"""
import jax
import numpy as np

from .shape_rules_ops import (conv_rule, elementwise_rule, matmul_rule, max_pool_rule,
                              reduce_rule, reshape_rule, split_rule, transpose_rule)

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


def _same(v):
    return jax.ShapeDtypeStruct(tuple(v.shape), v.dtype)


def _unary_float(avals, attrs):
    """relu, relu6, neg: a plain float array keeps its shape and dtype (session 73: each op's
    first ``eval_shape`` for a shape traced its kernel, 0.5-2 ms)."""
    if len(avals) != 1 or attrs or not _plain_float(avals[0]):
        return None
    return _same(avals[0])


def _as_is(v):
    return jax.ShapeDtypeStruct(tuple(v.shape), v.dtype, weak_type=v.weak_type)


def _write_tensor(avals, attrs):
    """``ops.assign`` into a plain Tensor: its value as it is (weak type included)."""
    return _as_is(avals[1]) if len(avals) == 2 and not attrs else None


def _stop_gradient(avals, attrs):
    return _as_is(avals[0]) if len(avals) == 1 and not attrs else None


def _assign(avals, attrs):
    """A Parameter written with a value of its own shape and dtype (neither weakly typed)."""
    if len(avals) != 2 or attrs:
        return None
    var, value = avals
    if var.weak_type or value.weak_type or var.dtype != value.dtype or \
            tuple(var.shape) != tuple(value.shape):
        return None
    return _same(var)


def _gd_update(avals, attrs):
    """``p - (lr * g)`` per Parameter: a 0-d float ``lr``, pairs of plain float arrays of one
    dtype and shape; one result per Parameter."""
    if attrs or len(avals) < 3 or len(avals) % 2 != 1:
        return None
    lr, arrays = avals[0], avals[1:]
    ps, gs = arrays[:len(arrays) // 2], arrays[len(arrays) // 2:]
    if tuple(lr.shape) != () or np.dtype(lr.dtype) not in _FLOATS or not all(
            _plain_float(p) and _plain_float(g) and p.dtype == g.dtype and
            tuple(p.shape) == tuple(g.shape) for p, g in zip(ps, gs)):
        return None
    return tuple(_same(p) for p in ps)


def _sparse_xent(avals, attrs):
    """The 'mean' loss of float32 logits (N, C) and N integer labels: a float32 scalar."""
    if len(avals) != 2 or dict(attrs).get("reduction") != "mean":
        return None
    x, labels = avals
    if not (_plain_float(x) and np.dtype(x.dtype) == np.float32 and len(x.shape) == 2 and
            not labels.weak_type and np.dtype(labels.dtype) in (np.int32, np.int64) and
            tuple(labels.shape) == (x.shape[0],)):
        return None
    return jax.ShapeDtypeStruct((), x.dtype)


def _batch_norm_train(avals, attrs):
    """(y, batch mean, unbiased batch variance) of a plain float ``x`` of rank >= 2 and plain
    float ``gamma``/``beta`` of one value per channel: y of ``x``'s shape and dtype, the
    statistics per channel in float32 (float64 for float64 ``x``). Other cases (a fused
    ``out_dtype``, the op's channel check) go to ``eval_shape``."""
    a = dict(attrs)
    if len(avals) != 3 or a.get("out_dtype", "") or a.get("data_format", "NCHW") not in (
            "NCHW", "NHWC"):
        return None
    x, gamma, beta = avals
    if not (_plain_float(x) and len(x.shape) >= 2 and _plain_float(gamma) and
            _plain_float(beta)):
        return None
    c = x.shape[-1 if a.get("data_format", "NCHW") == "NHWC" else 1]
    if tuple(gamma.shape) != (c,) or tuple(beta.shape) != (c,):
        return None
    stat = jax.ShapeDtypeStruct((c,), np.promote_types(x.dtype, np.float32))
    return _same(x), stat, stat


# by op name: the table names no Op object, so docs/gen_ops.py's walk from ``nn.Cell`` through the
# tracer does not list these ops as ``nn.Cell``'s
_RULES = {"softmax": _softmax, "layer_norm": _layer_norm, "dense": _dense,
          "relu": _unary_float, "relu6": _unary_float, "neg": _unary_float,
          "add": elementwise_rule, "sub": elementwise_rule, "mul": elementwise_rule,
          "write_tensor": _write_tensor,
          "stop_gradient": _stop_gradient, "assign": _assign, "gd_update": _gd_update,
          "sparse_softmax_xent": _sparse_xent, "batch_norm_train": _batch_norm_train,
          "conv": conv_rule, "max_pool": max_pool_rule, "matmul": matmul_rule,
          "reshape": reshape_rule,
          "transpose": transpose_rule, "split": split_rule, "reduce_mean": reduce_rule,
          "reduce_sum": reduce_rule, "reduce_max": reduce_rule, "reduce_min": reduce_rule}


def _arrays_only(rule):
    """``rule``, declining where an input is a Python number (the tracer passes int and float
    literals to the rules; only ``elementwise_rule`` reads them)."""
    def checked(avals, attrs):
        return None if any(type(v) in (int, float) for v in avals) else rule(avals, attrs)
    checked.__doc__ = rule.__doc__
    return checked


_RULES = {name: rule if rule is elementwise_rule else _arrays_only(rule)
          for name, rule in _RULES.items()}


def shape_rule(op):
    """The rule for ``op`` (an ``Op``), or None where it has none."""
    return _RULES.get(op.name)
