"""Fuse a half-precision matrix product and the bias added to it, as 2.10's GRAPH_MODE does.

MindSpore 2.10's CPU backend fuses ``MatMul`` followed by ``BiasAdd`` in a graph into one
kernel that adds the bias to the float32 product and rounds once; PYNATIVE_MODE runs the two
kernels and rounds the product to float16 first. With float16 operands the results differ in
the last bits (measured: ``nn.Dense(...).to_float(float16)``, ``P.MatMul`` + ``P.BiasAdd``
with any transpose flags; the product's other readers still see the rounded product). What 2.10
leaves unfused (measured): ``ops.dense``, ``mint.nn.functional.linear``, ``BatchMatMul``, and a
bias added with ``+``. A ``tanh`` or ``exp`` reading the fused product is computed on the
float32 sum too, before the one rounding (measured: round(tanh(xw + b)); ReLU is the same
either way; ``sigmoid`` and ``gelu`` match neither and are left alone; ``tanh(tanh(.))`` is
one rounding in 2.10, two here). Gradients are taken through the fused forward, as 2.10's
(a float16 MLP's TrainOneStepCell losses agree to 1e-6 over three steps; a Dense read twice
through tanh, tests/test_graph_fuzz18_regressions.py, gives 2.10's gradients).

This pass rewrites, in a graph and its sub-graphs,

- a ``bias_add`` whose input is a 2-D float16 ``matmul``'s result, and
- a ``dense`` with a bias tagged ``MatMul`` (``nn.Dense``: ``runtime/prim_tag.py``),

to the ``matmul_bias_add`` primitive (``runtime/primitives/linalg.py``), and a ``tanh``/``exp``
of its result to one with ``act``; and a ``bias_add`` of a float16 2-d ``conv`` (``nn.Conv2d``,
``Conv1d``, ``ops.conv2d`` with a bias) to ``conv_bias_add`` (``runtime/primitives/
conv_fused.py``, measured there), a ``tanh`` of it to one with ``act``. Float32 is left alone.

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
_CONV = get_op("conv")
_CONV_FUSED = get_op("conv_bias_add")
_ACTS = {get_op("tanh"): "tanh", get_op("exp"): "exp"}
_BN = get_op("batch_norm_train")
_HALF = np.dtype("float16")


def _half_2d(node):
    return all(isinstance(v, ir.Var) and v.dtype == _HALF and len(v.shape) == 2
               for v in node.inputs[:2])


def _half_conv2d(node):
    x = node.inputs[0]
    return isinstance(x, ir.Var) and x.dtype == _HALF and len(x.shape) == 4 and \
        isinstance(node.inputs[1], ir.Var) and dict(node.attrs).get("data_format", "NCHW") == "NCHW"


def fuse_bias_add(graph, tags=None, made=None, fused=None):
    """The pass (see the module docstring). ``tags``: the root graph's ``prim_tags``;
    ``made``/``fused``: Var id -> the matmul / fused node that made it, for the enclosing
    graphs."""
    if tags is None:
        tags = graph.__dict__.get("prim_tags", {})
    made, fused = dict(made or {}), dict(fused or {})
    for node in graph.nodes:
        for sg in node.subgraphs:
            fuse_bias_add(sg, tags, made, fused)
        if (node.op is _MATMUL and _half_2d(node)) or (node.op is _CONV and _half_conv2d(node)):
            made[node.outs[0].id] = node
        elif node.op is _BIAS_ADD and isinstance(node.inputs[0], ir.Var):
            mm = made.get(node.inputs[0].id)
            if mm is not None and isinstance(node.inputs[1], ir.Var) and \
                    len(node.outs[0].shape) == (2 if mm.op is _MATMUL else 4):
                node.op, node.attrs = (_FUSED if mm.op is _MATMUL else _CONV_FUSED), mm.attrs
                node.inputs = (*mm.inputs[:2], node.inputs[1])
        elif node.op is _DENSE and len(node.inputs) == 3 and \
                node.outs[0].dtype == _HALF and tags.get(node.outs[0].id) == "MatMul":
            node.op = _FUSED
            node.attrs = freeze_attrs({"transpose_a": False, "transpose_b": True})
        elif node.op in _ACTS and isinstance(node.inputs[0], ir.Var) and \
                node.inputs[0].id in fused and (fused[node.inputs[0].id].op is _FUSED
                                                or _ACTS[node.op] == "tanh"):
            src = fused[node.inputs[0].id]
            node.attrs = freeze_attrs({**dict(src.attrs), "act": _ACTS[node.op]})
            node.op, node.inputs = src.op, src.inputs
            continue
        if node.op is _FUSED or node.op is _CONV_FUSED:
            fused[node.outs[0].id] = node
    _bn_reads_float32(graph, fused)
    return graph


def _bn_reads_float32(graph, fused):
    """A training BatchNorm reading a fused half MatMul + BiasAdd gets its float32 sum unrounded
    and rounds its own output, as 2.10's graph (measured: Fat-DeepFFM's DenseLayer, all 24
    values; rounding the sum first missed 8). The rounded sum stays for other readers."""
    at = []
    for i, node in enumerate(graph.nodes):
        src = fused.get(getattr(node.inputs[0], "id", None)) if node.op is _BN else None
        if src is None or src.op is not _FUSED or dict(src.attrs).get("act"):
            continue
        wide = ir.Var(node.inputs[0].shape, "float32")
        attrs = freeze_attrs({**dict(src.attrs), "keep_float32": True})
        at.append((i, ir.Node(_FUSED, src.inputs, attrs, [wide], loc=src.loc)))
        node.inputs = (wide, *node.inputs[1:])
        node.attrs = freeze_attrs({**dict(node.attrs), "out_dtype": "float16"})
    for i, new in reversed(at):
        graph.nodes.insert(i, new)
