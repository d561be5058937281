"""Layout pass: run GRAPH_MODE conv nets channels-last (NHWC) inside, NCHW at the boundaries.

MindSpore's API is NCHW, but XLA's CPU convolutions (and their gradients) run faster on NHWC:
with NCHW operands XLA wraps every convolution in layout copies. This pass rewrites each
4-d op with the ``CHANNEL_LAYOUT`` property (conv, pooling, batch norm, bias_add: input 0 and
output 0 are (N, C, H, W) activations, and ``data_format="NHWC"`` makes them channels-last) to its
NHWC form, and keeps activations NHWC between such ops:

- an NCHW Var that feeds an NHWC op gets one ``transpose`` to NHWC (shared by all its readers);
- an NHWC op's result is transposed back to the original NCHW Var right after it; dead-code
  elimination drops that transpose when every reader took the NHWC value;
- ``ELEMENTWISE`` ops (relu, residual adds, casts...) with an NHWC input run NHWC too (their
  other 4-d inputs are transposed, size-1 inputs are layout-free), so transposes move through them;
- ``REDUCTION`` ops (``keep_dims=False``) whose kept axes stay in order read the NHWC value with
  their axes renamed, so ``mean(x, (2, 3))`` needs no transpose back;
- ``transpose(transpose(x, p), q)`` that composes to the identity is replaced by ``x``.

Other readers (reshape/flatten, Dense, user code) see the original NCHW Vars, so a graph's
inputs, outputs and every non-rewritten node are unchanged. Sub-graphs (gradients, control
flow, custom bprop) are rewritten inside; their interfaces stay NCHW.

Disable it with the environment variable ``MINICELL_CHANNELS_LAST=0`` (read at each compile)
or ``minicell.compiler.layout.ENABLED = False``.

>>> from minicell.compiler import ir
>>> from minicell.runtime.registry import freeze_attrs, get_op
>>> g = ir.Graph("f")
>>> x = g.add_input(ir.Var((2, 3, 8, 8), "float32"), "x")
>>> y = ir.Var((2, 3, 4, 4), "float32")
>>> attrs = freeze_attrs(dict(kernel=(2, 2), stride=(2, 2), padding=((0, 0), (0, 0)),
...                           dilation=(1, 1)))
>>> g.nodes.append(ir.Node(get_op("max_pool"), [x], attrs, [y]))
>>> g.outputs = [y]
>>> [n.op.name for n in to_channels_last(g).nodes]
['transpose', 'max_pool', 'transpose']
"""
import os

from ..runtime.registry import CHANNEL_LAYOUT, ELEMENTWISE, REDUCTION, freeze_attrs, get_op
from . import ir

ENABLED = True
ENV = "MINICELL_CHANNELS_LAST"

TO_NHWC = (0, 2, 3, 1)
TO_NCHW = (0, 3, 1, 2)
_TRANSPOSE = get_op("transpose")     # the op this pass emits (and so recognises)


def enabled():
    """Whether the pass runs: ``ENABLED`` and ``MINICELL_CHANNELS_LAST`` not set to 0/false/off."""
    return ENABLED and os.environ.get(ENV, "1").strip().lower() not in ("0", "false", "off", "no")


def _perm_shape(shape, perm):
    return tuple(shape[p] for p in perm)


def _attrs(node):
    return dict(node.attrs)


class _Rewriter:
    """Rewrites one graph's node list; ``nhwc`` maps an NCHW Var id to its NHWC Var."""

    def __init__(self, nhwc, marks=()):
        self.nhwc = dict(nhwc)
        self.out = []
        self.marks = marks      # the root's Var id -> mark tables (``prim_tags``) to carry

    def emit(self, op, inputs, attrs, outs, loc):
        self.out.append(ir.Node(op, inputs, attrs, outs, loc))

    def to_nhwc(self, v, loc):
        """The NHWC Var of 4-d NCHW Var ``v`` (one transpose, made once)."""
        t = self.nhwc.get(v.id)
        if t is None:
            t = ir.Var(_perm_shape(v.shape, TO_NHWC), v.dtype, v.weak_type)
            self.emit(_TRANSPOSE, [v], freeze_attrs({"perm": TO_NHWC}), [t], loc)
            self.nhwc[v.id] = t
        return t

    def nhwc_out(self, orig):
        """A fresh NHWC Var standing for the NCHW result ``orig``."""
        t = ir.Var(_perm_shape(orig.shape, TO_NHWC), orig.dtype, orig.weak_type)
        self.nhwc[orig.id] = t
        return t

    def back(self, orig, node):
        """The transpose back that still defines ``orig`` for NCHW readers (dead-code
        elimination drops it when every reader took the NHWC value)."""
        self.emit(_TRANSPOSE, [self.nhwc[orig.id]], freeze_attrs({"perm": TO_NCHW}), [orig],
                  node.loc)

    # ---- one rule per kind of node --------------------------------------------------------
    def channel_op(self, node):
        x, y = node.inputs[0], node.outs[0]
        attrs = _attrs(node)        # a 3-d pool's window on an unbatched (C, D, H, W) input
        if not (isinstance(x, ir.Var) and x.ndim == 4 and y.ndim == 4     # is not NCHW
                and attrs.get("data_format", "NCHW") == "NCHW"
                and len(attrs.get("kernel", (1, 1))) == 2):
            return False
        xt = self.to_nhwc(x, node.loc)
        yt = self.nhwc_out(y)
        attrs = freeze_attrs({**_attrs(node), "data_format": "NHWC"})
        self.emit(node.op, (xt,) + node.inputs[1:], attrs, (yt,) + node.outs[1:], node.loc)
        for marks in self.marks:        # the NHWC node is the op the mark named
            if y.id in marks:
                marks[yt.id] = marks[y.id]
        self.back(y, node)
        return True

    def elementwise(self, node):
        if len(node.outs) != 1 or node.outs[0].ndim != 4:
            return False
        y = node.outs[0]
        vars_ = node.var_inputs()
        if not any(v.id in self.nhwc for v in vars_):
            return False      # nothing NHWC comes in: stay NCHW, no transposes
        for v in vars_:       # 4-d inputs are transposed; size-1 ones broadcast in any layout
            if v.ndim != 4 and v.size != 1:
                return False
        ins = [self.to_nhwc(v, node.loc) if isinstance(v, ir.Var) and v.ndim == 4 else v
               for v in node.inputs]
        self.emit(node.op, ins, node.attrs, [self.nhwc_out(y)], node.loc)
        self.back(y, node)
        return True

    def reduction(self, node):
        x = node.inputs[0] if node.inputs else None
        attrs = _attrs(node)
        axis = attrs.get("axis")
        if not (isinstance(x, ir.Var) and x.id in self.nhwc and len(node.outs) == 1
                and isinstance(axis, tuple) and axis and attrs.get("keep_dims") is False
                and all(isinstance(a, int) for a in axis)):
            return False
        axes = {a % 4 for a in axis}
        kept = [a for a in TO_NHWC if a not in axes]
        if kept != sorted(kept):
            return False      # the result's axes would come out in another order
        new_axis = tuple(sorted(TO_NHWC.index(a) for a in axes))
        self.emit(node.op, (self.nhwc[x.id],) + node.inputs[1:],
                  freeze_attrs({**attrs, "axis": new_axis}), node.outs, node.loc)
        return True

    def transpose_pair(self, node):
        x = node.inputs[0]
        src = self.defs.get(x.id) if isinstance(x, ir.Var) else None
        if src is None or src.op is not _TRANSPOSE:
            return False
        p1, p2 = _attrs(src)["perm"], _attrs(node)["perm"]
        if tuple(p1[i] for i in p2) != tuple(range(len(p1))):
            return False
        self.alias[node.outs[0].id] = src.inputs[0]
        return True

    def run(self, graph):
        self.defs, self.alias = {}, {}
        for node in graph.nodes:
            if self.alias:      # readers of a cancelled transpose pair read its source
                node.inputs = tuple(self.alias.get(v.id, v) if isinstance(v, ir.Var) else v
                                    for v in node.inputs)
                for sg in node.subgraphs:
                    _substitute_free(sg, self.alias)
            for sg in node.subgraphs:
                _rewrite(sg, self.nhwc, self.marks)
            start = len(self.out)
            if not (node.outs and self.rewrite(node)):
                self.out.append(node)
            for n in self.out[start:]:
                for o in n.outs:
                    self.defs[o.id] = n
        graph.nodes = self.out
        if self.alias:
            graph.outputs = [self.alias.get(v.id, v) if isinstance(v, ir.Var) else v
                             for v in graph.outputs]
        return graph

    def rewrite(self, node):
        """Apply the rule for ``node``'s properties; False leaves it as it is."""
        if isinstance(node.op, ir.Structural):
            return False
        props = node.op.props
        if CHANNEL_LAYOUT in props:
            return self.channel_op(node)
        if ELEMENTWISE in props:
            return self.elementwise(node)
        if REDUCTION in props:
            return self.reduction(node)
        if node.op is _TRANSPOSE:
            return self.transpose_pair(node)
        return False


def _substitute_free(graph, mapping):
    for node in graph.nodes:
        node.inputs = tuple(mapping.get(v.id, v) if isinstance(v, ir.Var) else v
                            for v in node.inputs)
        for sg in node.subgraphs:
            _substitute_free(sg, mapping)
    graph.outputs = [mapping.get(v.id, v) if isinstance(v, ir.Var) else v for v in graph.outputs]


def _rewrite(graph, outer_nhwc, marks):
    # A sub-graph may reuse NHWC values made before its node in the enclosing graph.
    return _Rewriter(outer_nhwc, marks).run(graph)


def to_channels_last(graph):
    """The pass: NHWC inside chains of conv/pool/batch-norm ops, transposes at the boundaries
    (a no-op when disabled; see the module docstring)."""
    if not enabled():
        return graph
    marks = [graph.__dict__[k] for k in ("prim_tags", "prim_scopes") if k in graph.__dict__]
    return _rewrite(graph, {}, marks)


def count_transposes(graph):
    """Transposes in ``graph`` and its sub-graphs (tests and benchmarks read this).

    >>> count_transposes(ir.Graph("f"))
    0
    """
    n = 0
    for node in graph.nodes:
        n += node.op is _TRANSPOSE
        for sg in node.subgraphs:
            n += count_transposes(sg)
    return n


__all__ = ["to_channels_last", "count_transposes", "enabled", "ENABLED", "ENV"]
