"""Compute a float16 ``tanh`` of a graph in float32, as 2.10's GRAPH_MODE does on the CPU.

2.10's CPU backend has a float32 ``Tanh`` kernel only: its GRAPH_MODE casts a float16 input to
float32 and the result back, and then drops each ``Cast`` to float16 whose result is only cast
back to float32. So the gradient, ``TanhGrad``, reads the float32 output (PYNATIVE_MODE's reads
the float16 one: ``runtime/primitives/nnacl.py``), and ``tanh(tanh(x))`` rounds once (measured
bit for bit, values and gradients). A ``Cast`` the user wrote is kept.

This pass rewrites, in a graph and its sub-graphs, a float16 ``tanh`` to a ``cast`` to float32,
the ``tanh`` and a ``cast`` back; a ``tanh`` reading such a result (in the same graph) reads
the float32 value.

>>> from minicell.compiler import ir
>>> g = ir.Graph("f")
>>> x, y = g.add_input(ir.Var((2,), "float16")), ir.Var((2,), "float16")
>>> g.nodes.append(ir.Node(_TANH, [x], (), [y]))
>>> [n.op.name for n in half_tanh_in_float32(g).nodes]
['cast', 'tanh', 'cast']
"""
import numpy as np

from ..runtime.registry import freeze_attrs, get_op
from . import ir

_TANH = get_op("tanh")
_CAST = get_op("cast")
_HALF, _FLOAT = np.dtype("float16"), np.dtype("float32")


def _cast_node(var, dtype, loc):
    out = ir.Var(var.shape, dtype)
    return ir.Node(_CAST, [var], freeze_attrs({"dtype": dtype.name}), [out], loc), out


def half_tanh_in_float32(graph):
    """The pass (see the module docstring)."""
    wide = {}    # Var id -> the float32 value a float16 tanh result of this graph was rounded from
    nodes = []
    for node in graph.nodes:
        for sg in node.subgraphs:
            half_tanh_in_float32(sg)
        x = node.inputs[0] if node.op is _TANH else None
        if not (isinstance(x, ir.Var) and x.dtype == _HALF):
            nodes.append(node)
            continue
        x32 = wide.get(x.id)
        if x32 is None:
            up, x32 = _cast_node(x, _FLOAT, node.loc)
            nodes.append(up)
        y32 = ir.Var(x.shape, _FLOAT)
        nodes.append(ir.Node(_TANH, [x32], node.attrs, [y32], node.loc))
        down, _ = _cast_node(y32, _HALF, node.loc)
        down.outs = node.outs
        nodes.append(down)
        wide[node.outs[0].id] = y32
    graph.nodes = nodes
    return graph
