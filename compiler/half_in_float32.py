"""Compute float16 ``tanh``, ``matmul``, bias-free ``dense``, ``reduce_sum``, ``square``,
``pow``, ``reciprocal`` and ``exp`` of a graph in float32, as 2.10's GRAPH_MODE does on the CPU;
likewise the fused ``matmul_bias_add``, a 2-d ``conv`` and a training BatchNorm.

2.10's CPU backend runs these ops with float16 inputs in float32 kernels: its GRAPH_MODE casts
their float16 inputs to float32 and the results back, and then drops each ``Cast`` to float16
whose result is only cast back to float32. So one of these ops reading another's result reads
the float32 value: ``matmul(a, matmul(x, w))``, ``tanh(matmul(x, w))``,
``reduce_sum(matmul(x, w))``, ``matmul(a, ops.dense(x, w))``, ``tanh(tanh(x))``,
``reduce_sum(square(x))`` (float16 ``nn.Norm``), ``exp(exp(x))`` round once (measured bit for
bit; ``sqrt``, ``log``, ``sigmoid``, ``relu``, ``*`` and ``+`` between them have float16
kernels and keep the rounding, as a ``Cast`` the user wrote does; ``ops.dense`` with a bias
adds it in float16, so it is left alone).
``TanhGrad`` and the matmuls' gradients read the float32 values (PYNATIVE_MODE's ``TanhGrad``
reads the float16 output: ``runtime/primitives/nnacl.py``). The bprops of ``Square``, ``Pow``,
``Reciprocal`` and ``Exp`` are float16 kernels (``Mul``, ``ReciprocalGrad``) reading float16
values, the output rounded (``exp``: ``dy * y``) and the cotangent rounded: those four become
a float32 op whose tangent is computed so (``_half_grad_op``); ``Pow``'s ``pow(x, p - 1)`` is
a float32 kernel again, reading ``x``'s float32 value (measured). Not modelled (measured): the
gradient of a product's other operand reads the float16 value in 2.10 (``d a`` of ``a @ (x @
w)``: an ulp off on a third of the values here); ``pow``'s exponent gradient where the
exponent is such a float32 value.

This pass rewrites, in a graph and its sub-graphs, each such op whose tensor inputs are all
float16 to ``cast`` (to float32) of each input, the op, and a ``cast`` back to the original
result; an input that is such a result of the same graph is read as its float32 value.

>>> from minicell.compiler import ir
>>> g = ir.Graph("f")
>>> x, y = g.add_input(ir.Var((2,), "float16")), ir.Var((2,), "float16")
>>> g.nodes.append(ir.Node(get_op("tanh"), [x], (), [y]))
>>> [n.op.name for n in half_in_float32(g).nodes]
['cast', 'tanh', 'cast']
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..runtime.primitives.half_grads import exp_grad, pow_grad, reciprocal_grad
from ..runtime.registry import Op, freeze_attrs, get_op, with_primal
from . import ir

_FLOAT32_ONLY = frozenset(get_op(n) for n in ("tanh", "matmul", "dense", "reduce_sum", "conv"))
# float32 kernels whose bprop is float16 kernels: ``Mul`` (``Square``, ``Pow``, ``Exp``) and the
# float16 ``ReciprocalGrad`` reading the float16 values
_HALF_GRAD = frozenset(get_op(n) for n in ("square", "pow", "reciprocal", "exp"))
_CAST, _DENSE, _FUSED = get_op("cast"), get_op("dense"), get_op("matmul_bias_add")
_BN, _CONV = get_op("batch_norm_train"), get_op("conv")
_HALF, _FLOAT = np.dtype("float16"), np.dtype("float32")
_HALF_GRAD_OPS = {}
_POW, _LOG = get_op("pow"), get_op("log")
# bprops written out: ``(float32 kernel, inputs, float16 inputs, float16 output, float16
# tangents) -> float16 tangent``; ``Square``'s is the float16 op's own (JAX's) at the float16
# values
_RULES = {get_op("exp"): lambda fn, wide, xs, y, ts: exp_grad(y, ts[0]),
          get_op("reciprocal"): lambda fn, wide, xs, y, ts: reciprocal_grad(y, ts[0]),
          _POW: lambda fn, wide, xs, y, ts: pow_grad(fn, _LOG.bind(()), wide[0], *xs, y, *ts)}


def _narrow(v):
    """A float32 array or Python float as float16; anything else as it is."""
    wide = isinstance(v, float) or getattr(v, "dtype", None) == jnp.float32
    return jnp.asarray(v, jnp.float16) if wide else v


def _half_grad_op(op):
    """``op`` computing in float32, whose tangent is ``op``'s float16 one at the float16
    values of its inputs and tangents (2.10's float16 bprop kernels), widened."""
    wide = _HALF_GRAD_OPS.get(op)
    if wide is None:
        def impl(*arrays, **attrs):
            return op.bind(freeze_attrs(attrs))(*arrays)

        @with_primal
        def rule(primals, tangents, **attrs):
            fn = op.bind(freeze_attrs(attrs))
            tangents = [_narrow(t) if t.dtype != jax.dtypes.float0 else t for t in tangents]
            y, narrow = fn(*primals), [_narrow(p) for p in primals]
            if op in _RULES:
                t = _RULES[op](fn, primals, narrow, _narrow(y), tangents)
            else:
                t = jax.jvp(fn, narrow, tangents)[1]
            return y, t.astype(jnp.float32)
        wide = _HALF_GRAD_OPS[op] = Op(op.name, impl, op.props, rule, op.nondiff_argnums)
    return wide


def _cast_node(var, dtype, loc):
    out = ir.Var(var.shape, dtype)
    return ir.Node(_CAST, [var], freeze_attrs({"dtype": dtype.name}), [out], loc), out


def _all_half(node):
    tensors = [v for v in node.inputs if isinstance(v, ir.Var)]
    return bool(tensors) and len(node.outs) == 1 and node.outs[0].dtype == _HALF and \
        all(v.dtype == _HALF for v in tensors)


def _fused_half(node):
    attrs = dict(node.attrs)
    return not attrs.get("keep_float32") and node.outs[0].dtype == _HALF and \
        isinstance(node.inputs[0], ir.Var) and node.inputs[0].dtype == _HALF


def _fused_reads_wide(node, wide):
    """A fused half ``matmul_bias_add`` (``compiler/fuse_bias.py``) is a float32 kernel too: it
    reads its input's float32 value where an op above made one (``Dense(tanh(Dense(x)))``,
    ``Dense(Dense(x))``: measured bit for bit, 54-66% of values off when read rounded) and
    hands its float32 sum to the ops below; its weights are rounded to float16 as before."""
    x = node.inputs[0]
    attrs = {**dict(node.attrs), "keep_float32": True}
    if x.id in wide:
        x, attrs["wide_x"] = wide[x.id], True
    out32 = ir.Var(node.outs[0].shape, _FLOAT)
    down, _ = _cast_node(out32, _HALF, node.loc)
    down.outs = node.outs
    wide[node.outs[0].id] = out32
    return [ir.Node(_FUSED, (x, *node.inputs[1:]), freeze_attrs(attrs), [out32], node.loc), down]


def _bn_gives_wide(node, wide):
    """A training BatchNorm with a float16 output is a float32 kernel: it reads a float32-only
    op's float32 result (a Conv2d's: dscnn, all 480 values, 71% read rounded) and the float32-only
    ops reading it get its float32 output (measured: research/audio/dscnn's depthwise Conv2d after a
    BatchNorm2d under amp O3, 59% of values equal when read rounded, all but ties read wide)."""
    x, y = node.inputs[0], node.outs[0]
    if isinstance(x, ir.Var) and x.id in wide:     # a Conv2d's float32 result (measured)
        node.inputs = (wide[x.id], *node.inputs[1:])
    y32 = ir.Var(y.shape, _FLOAT)
    attrs = freeze_attrs({**dict(node.attrs), "out_dtype": "float32"})
    down, _ = _cast_node(y32, _HALF, node.loc)
    down.outs = [y]
    wide[y.id] = y32
    return [ir.Node(node.op, node.inputs, attrs, [y32, *node.outs[1:]], node.loc), down]


def half_in_float32(graph):
    """The pass (see the module docstring)."""
    wide = {}    # Var id -> the float32 value a rewritten result of this graph was rounded from
    nodes = []
    for node in graph.nodes:
        for sg in node.subgraphs:
            half_in_float32(sg)
        if node.op is _FUSED and _fused_half(node):
            nodes += _fused_reads_wide(node, wide)
            continue
        if node.op is _BN and node.outs[0].dtype == _HALF:
            nodes += _bn_gives_wide(node, wide)
            continue
        half_grad = node.op in _HALF_GRAD
        if (node.op not in _FLOAT32_ONLY and not half_grad) or not _all_half(node) or \
                (node.op is _DENSE and len(node.inputs) != 2) or \
                (node.op is _CONV and len(node.outs[0].shape) != 4):   # (Conv2d's only measured)
            nodes.append(node)
            continue
        inputs = []
        for v in node.inputs:
            if isinstance(v, ir.Var) and v.id not in wide:
                up, wide[v.id] = _cast_node(v, _FLOAT, node.loc)
                nodes.append(up)
            inputs.append(wide[v.id] if isinstance(v, ir.Var) else v)
        out32 = ir.Var(node.outs[0].shape, _FLOAT)
        op = _half_grad_op(node.op) if half_grad else node.op
        nodes.append(ir.Node(op, inputs, node.attrs, [out32], node.loc))
        down, _ = _cast_node(out32, _HALF, node.loc)
        down.outs = node.outs
        nodes.append(down)
        wide[node.outs[0].id] = out32
    graph.nodes = nodes
    return graph
