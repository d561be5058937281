"""Compute float16 ``tanh``, ``matmul``, bias-free ``dense`` and ``reduce_sum`` of a graph in
float32, as 2.10's GRAPH_MODE does on the CPU.

2.10's CPU backend runs these ops (and ``Exp``) with float16 inputs in float32 kernels: its
GRAPH_MODE casts their float16 inputs to float32 and the results back, and then drops each
``Cast`` to float16 whose result is only cast back to float32. So one of these ops reading
another's result reads the float32 value: ``matmul(a, matmul(x, w))``, ``tanh(matmul(x, w))``,
``reduce_sum(matmul(...))``, ``matmul(a, ops.dense(x, w))``, ``tanh(tanh(x))`` round once
(measured bit for bit; ``relu`` and ``+`` between them have float16 kernels and keep the
rounding, as a ``Cast`` the user wrote does; ``ops.dense`` with a bias adds it in float16, so it
is left alone). ``TanhGrad`` reads the float32 output (PYNATIVE_MODE's reads the float16 one:
``runtime/primitives/nnacl.py``). Not modelled (measured): ``exp`` (its gradient, ``dy * y``,
reads the float16 output: kept as it was, so ``exp(exp(x))`` rounds twice here), and the
gradient of a product's other operand reads the float16 value in 2.10 (``d a`` of ``a @ (x @
w)``: an ulp off on a third of the values here).

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
import numpy as np

from ..runtime.registry import freeze_attrs, get_op
from . import ir

_FLOAT32_ONLY = frozenset(get_op(n) for n in ("tanh", "matmul", "dense", "reduce_sum"))
_CAST, _DENSE = get_op("cast"), get_op("dense")
_HALF, _FLOAT = np.dtype("float16"), np.dtype("float32")


def _cast_node(var, dtype, loc):
    out = ir.Var(var.shape, dtype)
    return ir.Node(_CAST, [var], freeze_attrs({"dtype": dtype.name}), [out], loc), out


def _all_half(node):
    tensors = [v for v in node.inputs if isinstance(v, ir.Var)]
    return bool(tensors) and len(node.outs) == 1 and node.outs[0].dtype == _HALF and \
        all(v.dtype == _HALF for v in tensors)


def half_in_float32(graph):
    """The pass (see the module docstring)."""
    wide = {}    # Var id -> the float32 value a rewritten result of this graph was rounded from
    nodes = []
    for node in graph.nodes:
        for sg in node.subgraphs:
            half_in_float32(sg)
        if node.op not in _FLOAT32_ONLY or not _all_half(node) or \
                (node.op is _DENSE and len(node.inputs) != 2):   # (+ bias: two kernels, fp16 add)
            nodes.append(node)
            continue
        inputs = []
        for v in node.inputs:
            if isinstance(v, ir.Var) and v.id not in wide:
                up, wide[v.id] = _cast_node(v, _FLOAT, node.loc)
                nodes.append(up)
            inputs.append(wide[v.id] if isinstance(v, ir.Var) else v)
        out32 = ir.Var(node.outs[0].shape, _FLOAT)
        nodes.append(ir.Node(node.op, inputs, node.attrs, [out32], node.loc))
        down, _ = _cast_node(out32, _HALF, node.loc)
        down.outs = node.outs
        nodes.append(down)
        wide[node.outs[0].id] = out32
    graph.nodes = nodes
    return graph
