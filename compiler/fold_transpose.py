"""Fold an explicit transpose of a matmul's right operand into the matmul's ``transpose_b``.

``x @ w.T``, ``ops.matmul(x, ops.transpose(w, (1, 0)))`` and ``ops.matmul(x, w.swapaxes(0, 1))``
all trace to ``transpose(w, perm=(1, 0))`` feeding ``matmul``, and attention's
``ops.matmul(q, ops.transpose(k, (0, 1, 3, 2)))`` to its batched form. This pass makes such a
matmul read ``w`` itself with its ``transpose_b`` flag flipped, the same product, so the matmul
primitive sees the operand as it is stored and its rewrites for the shapes XLA's CPU backend
handles badly apply (``runtime/primitives/linalg.py: matmul_nt``): a single row times a
transposed matrix (a tied language-model head ``h @ embedding_table.T`` decoding one token) and
batched products with a batch axis of size 1 (attention scores at batch 1). Dead-code
elimination then drops a transpose nothing else reads.

A transpose is folded when it swaps the last two axes and keeps the others in place (what
``transpose_b`` does); the transposes of sub-graphs and of enclosing graphs are both seen, so a
loop body's ``x @ w.T`` of a ``w`` transposed outside the loop is folded too.

>>> from minicell.compiler import ir
>>> from minicell.runtime.registry import freeze_attrs
>>> g = ir.Graph("f")
>>> x, w = g.add_input(ir.Var((1, 4), "float32")), g.add_input(ir.Var((8, 4), "float32"))
>>> t, y = ir.Var((4, 8), "float32"), ir.Var((1, 8), "float32")
>>> g.nodes += [ir.Node(_TRANSPOSE, [w], freeze_attrs({"perm": (1, 0)}), [t]),
...             ir.Node(_MATMUL, [x, t], freeze_attrs({"transpose_a": False,
...                                                    "transpose_b": False}), [y])]
>>> mm = fold_transposes(g).nodes[1]
>>> mm.inputs[1] is w, dict(mm.attrs)["transpose_b"]
(True, True)
"""
from ..runtime.registry import freeze_attrs, get_op
from . import ir

_MATMUL = get_op("matmul")
_TRANSPOSE = get_op("transpose")


def fold_transposes(graph, transposed=None):
    """Rewrite ``matmul(a, transpose(w, (1, 0)))`` to ``matmul(a, w)`` with ``transpose_b``
    flipped, in ``graph`` and its sub-graphs. ``transposed``: Var id -> the matrix it is the
    transpose of, for the enclosing graphs' transposes."""
    transposed = dict(transposed or {})
    for node in graph.nodes:
        if node.op is _MATMUL:
            rhs, flip = node.inputs[1], False
            while isinstance(rhs, ir.Var) and rhs.id in transposed:   # a chain: w.T.T.T
                rhs, flip = transposed[rhs.id], not flip
            if rhs is not node.inputs[1]:
                attrs = dict(node.attrs)
                attrs["transpose_b"] = attrs.get("transpose_b", False) != flip
                node.inputs = (node.inputs[0], rhs, *node.inputs[2:])
                node.attrs = freeze_attrs(attrs)
        for sg in node.subgraphs:
            fold_transposes(sg, transposed)
        if node.op is _TRANSPOSE and _swaps_last_two_axes(node):
            transposed[node.outs[0].id] = node.inputs[0]
    return graph


def _swaps_last_two_axes(node):
    """A transpose that swaps the last two axes of its input and keeps the others in place:
    what ``transpose_b`` does to a matmul's right operand."""
    src, perm = node.inputs[0], dict(node.attrs).get("perm")
    n = len(src.shape) if isinstance(src, ir.Var) else 0
    if n < 2 or perm is None or len(perm) != n:
        return False
    return tuple(p % n for p in perm) == (*range(n - 2), n - 1, n - 2)
