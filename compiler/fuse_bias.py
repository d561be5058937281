"""Fuse a half-precision matrix product and the bias added to it, as 2.10's GRAPH_MODE does.

MindSpore 2.10's CPU backend fuses ``MatMul`` followed by ``BiasAdd`` in a graph into one
kernel that adds the bias to the float32 product and rounds once; PYNATIVE_MODE runs the two
kernels and rounds the product to float16 first. With float16 operands the results differ in
the last bits (measured: ``nn.Dense(...).to_float(float16)``, ``P.MatMul`` + ``P.BiasAdd``
with any transpose flags; the product's other readers still see the rounded product). What 2.10
leaves unfused (measured): ``ops.dense``, ``mint.nn.functional.linear``, ``BatchMatMul``, and a
bias added with ``+``, and the forward pass a gradient is taken of (``ms.grad``,
``GradOperation``: the gradients equal PYNATIVE_MODE's; the value a ``TrainOneStepCell``
returns comes from its own forward call, which is fused). Not modelled: 2.10 also computes a
``tanh`` or ``exp`` right after such a product on the float32 sum (measured: round(tanh(xw + b))
in GRAPH_MODE); minicell rounds before the activation (ReLU is the same either way), and 2.10's
gradients of a multi-layer float16 MLP look fused (a ``TrainOneStepCell``'s third loss agrees
with fusing them to 1e-6, with not fusing them to 2e-3), while those of a Dense read twice
through ``tanh`` (tests/test_graph_fuzz18_regressions.py) are PYNATIVE_MODE's.

This pass rewrites, in a graph and its sub-graphs other than differentiated ones,

- a ``bias_add`` whose input is a 2-D float16 ``matmul``'s result, and
- a ``dense`` with a bias tagged ``MatMul`` (``nn.Dense``: ``runtime/prim_tag.py``),

to the ``matmul_bias_add`` primitive (``runtime/primitives/linalg.py``). Float32 is left alone.

>>> from minicell.compiler import ir
>>> g = ir.Graph("f")
>>> x, w = g.add_input(ir.Var((2, 4), "float16")), g.add_input(ir.Var((4, 3), "float16"))
>>> b, y, z = g.add_input(ir.Var((3,), "float16")), ir.Var((2, 3), "float16"), \\
...     ir.Var((2, 3), "float16")
>>> g.nodes += [ir.Node(_MATMUL, [x, w], freeze_attrs({"transpose_a": False,
...                                                    "transpose_b": False}), [y]),
...             ir.Node(_BIAS_ADD, [y, b], freeze_attrs({}), [z])]
>>> fuse_bias_add(g).nodes[1].op.name
'matmul_bias_add'
"""
import numpy as np

from ..runtime.registry import freeze_attrs, get_op
from . import ir

_MATMUL = get_op("matmul")
_BIAS_ADD = get_op("bias_add")
_DENSE = get_op("dense")
_FUSED = get_op("matmul_bias_add")
_HALF = np.dtype("float16")


def _half_2d(node):
    return all(isinstance(v, ir.Var) and v.dtype == _HALF and len(v.shape) == 2
               for v in node.inputs[:2])


def fuse_bias_add(graph, tags=None, made=None):
    """The pass (see the module docstring). ``tags``: the root graph's ``prim_tags``;
    ``made``: Var id -> the matmul node that made it, for the enclosing graphs."""
    if tags is None:
        tags = graph.__dict__.get("prim_tags", {})
    made = dict(made or {})
    for node in graph.nodes:
        for sg in node.subgraphs if node.op is not ir.GRAD else ():
            fuse_bias_add(sg, tags, made)
        if node.op is _MATMUL and _half_2d(node):
            made[node.outs[0].id] = node
        elif node.op is _BIAS_ADD and isinstance(node.inputs[0], ir.Var):
            mm = made.get(node.inputs[0].id)
            if mm is not None and isinstance(node.inputs[1], ir.Var) and \
                    len(node.outs[0].shape) == 2:
                node.op, node.attrs = _FUSED, mm.attrs
                node.inputs = (*mm.inputs[:2], node.inputs[1])
        elif node.op is _DENSE and len(node.inputs) == 3 and \
                node.outs[0].dtype == _HALF and tags.get(node.outs[0].id) == "MatMul":
            node.op = _FUSED
            node.attrs = freeze_attrs({"transpose_a": False, "transpose_b": True})
    return graph
