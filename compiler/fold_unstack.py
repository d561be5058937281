"""Fold a ``stack`` (or ``concat``) of every row of one tensor, in order, into a ``transpose``
(and a ``reshape``) of that tensor.

A scanned ``for`` loop that appends to a list (``outs.append(h)``, ``compiler.loop_lists``)
leaves the list holding the rows ``ys[0]``, ..., ``ys[n - 1]`` of the scan's stacked output;
``ops.stack(outs, axis)`` after the loop then reads n ``getitem`` rows and stacks them again.
That costs n slices forward and, worse, n full-size pads in the backward pass (each row's
gradient is padded to the whole ``ys`` and the pads are added). The stack of all rows in order
is ``ys`` with its first axis moved to ``axis``: one ``transpose`` (the identity for axis 0);
a ``concat`` of them along ``axis`` (rows made with an axis of length 1 to concatenate, as
MindSpore code often does) is that transpose with axes ``axis`` and ``axis + 1`` merged by a
``reshape``. Dead-code elimination then drops the rows nothing else reads.

>>> from minicell.compiler import ir
>>> from minicell.runtime.registry import freeze_attrs
>>> g = ir.Graph("f")
>>> ys = g.add_input(ir.Var((2, 3, 4), "float32"))
>>> rows = [ir.Var((3, 4), "float32") for _ in range(2)]
>>> out = ir.Var((3, 2, 4), "float32")
>>> g.nodes += [ir.Node(_GETITEM, [ys], freeze_attrs({"index": (("i", k),)}), [r])
...             for k, r in enumerate(rows)]
>>> g.nodes.append(ir.Node(_STACK, rows, freeze_attrs({"axis": 1}), [out]))
>>> node = fold_unstack(g).nodes[-1]
>>> node.op.name, node.inputs[0] is ys, dict(node.attrs)["perm"]
('transpose', True, (1, 0, 2))
"""
from ..runtime.registry import freeze_attrs, get_op
from . import ir

_GETITEM = get_op("getitem")
_STACK = get_op("stack")
_CONCAT = get_op("concat")
_TRANSPOSE = get_op("transpose")
_RESHAPE = get_op("reshape")


def fold_unstack(graph, rows=None):
    """Rewrite ``stack(y[0], ..., y[n - 1], axis=a)`` (``n`` the length of ``y``'s first axis)
    to ``transpose(y)`` moving axis 0 to ``a``, in ``graph`` and its sub-graphs. ``rows``: Var
    id -> ``(y, k)`` for the enclosing graphs' rows."""
    rows = dict(rows or {})
    nodes = []
    for node in graph.nodes:
        for sg in node.subgraphs:
            fold_unstack(sg, rows)
        row = _row_of(node)
        if row is not None:
            rows[node.outs[0].id] = row
        elif node.op in (_STACK, _CONCAT) and node.inputs:
            y = _all_rows(node, rows)
            if y is not None:
                nodes.extend(_fold(node, y))
                continue
        nodes.append(node)
    graph.nodes = nodes
    return graph


def _row_of(node):
    """``(y, k)`` when ``node`` is ``y[k]`` of a tensor ``y`` at a constant ``k >= 0``."""
    if node.op is not _GETITEM or len(node.inputs) != 1 or not isinstance(node.inputs[0], ir.Var):
        return None
    index = dict(node.attrs).get("index")
    y = node.inputs[0]
    if not (isinstance(index, tuple) and len(index) == 1 and index[0][0] == "i" and y.shape):
        return None
    k = index[0][1]
    return (y, k % y.shape[0]) if isinstance(k, int) and -y.shape[0] <= k < y.shape[0] else None


def _all_rows(node, rows):
    """``y`` when the inputs of ``node`` are ``y[0]``, ..., ``y[n - 1]`` (``n`` its length)."""
    sources = [rows.get(v.id) if isinstance(v, ir.Var) else None for v in node.inputs]
    if any(s is None for s in sources):
        return None
    y = sources[0][0]
    if len(sources) != y.shape[0] or any(s[0] is not y or s[1] != k
                                         for k, s in enumerate(sources)):
        return None
    return y


def _fold(node, y):
    """The nodes replacing ``node`` (a stack or concat of all the rows of ``y``)."""
    full = len(y.shape)
    rank = full if node.op is _STACK else full - 1        # the output's rank
    axis = dict(node.attrs).get("axis", 0)
    if rank == 0 or not isinstance(axis, int) or not -rank <= axis < rank:
        return [node]
    axis %= rank
    perm = tuple(range(1, axis + 1)) + (0,) + tuple(range(axis + 1, full))
    attrs = freeze_attrs({"perm": perm})
    if node.op is _STACK:
        node.op, node.inputs, node.attrs = _TRANSPOSE, (y,), attrs
        return [node]
    moved = ir.Var(tuple(y.shape[p] for p in perm), y.dtype, y.weak_type)
    out = node.outs[0]
    return [ir.Node(_TRANSPOSE, (y,), attrs, (moved,), node.loc),
            ir.Node(_RESHAPE, (moved,), freeze_attrs({"shape": tuple(out.shape)}), (out,),
                    node.loc)]
