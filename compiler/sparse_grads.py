"""Row-tensor gradients inside a graph's ``value_and_grad`` node.

A kernel-less user primitive whose registered bprop returns a ``RowTensorInner``
(``compiler.kernelless``) is differentiated through its dense form; where a differentiated
input (or weight) of the gradient reaches nothing but that primitive, MindSpore 2.10 returns
the row tensor itself (indices, values, dense shape: upstream ut ir/test_row_tensor.py). The
cotangent arriving at the primitive's output is found with a zero "probe" added to that output
and differentiated along with the inputs (its gradient is that cotangent); the bprop sub-graph
then runs on it once more, outside the vjp, for the row tensor's indices and values.
"""
import jax.numpy as jnp

from . import ir
from .lower import LowerContext, run_graph
from ..runtime.int_vjp import cast_ct, float_for, is_exact


class ProbeContext(LowerContext):
    """The context of a gradient's differentiated graph with probes: ``probes`` maps a node's
    id to the arrays added to its outputs (``BpropSpec.lower`` adds them)."""

    __slots__ = ("probes",)

    def __init__(self, ctx):
        super().__init__(True, ctx.differentiating)
        self.probes = {}


def find_rows(g, n_diff):
    """``[(j, node, k, at, shape)]``: differentiated input ``j`` of ``g`` (of the first
    ``n_diff``) is only input ``k`` of the CALL ``node`` at ``g``'s top level, whose bprop
    sub-graph gives it a row tensor (indices at output ``at``, values after it) of dense
    ``shape``; its outputs are real (their cotangents, an integer's on its float stand-in,
    can be probed)."""
    found = []
    for node in g.nodes:
        rows = getattr(node.extra, "rows", None) if node.op is ir.CALL else None
        if not rows or any(jnp.issubdtype(v.dtype, jnp.complexfloating) for v in node.outs):
            continue
        for k, (at, shape) in rows.items():
            v = node.inputs[k]
            j = next((i for i, x in enumerate(g.inputs[:n_diff]) if x is v), None)
            if j is not None and _uses(g, v.id) == 1:
                found.append((j, node, k, at, shape))
    return found


def _uses(g, vid):
    """How many times Var ``vid`` is read in ``g`` (node inputs, sub-graphs, outputs)."""
    n = sum(1 for o in g.outputs if isinstance(o, ir.Var) and o.id == vid)
    for node in g.nodes:
        n += sum(1 for v in node.inputs if isinstance(v, ir.Var) and v.id == vid)
        n += sum(1 for sg in node.subgraphs for v in sg.free_vars() if v.id == vid)
    return n


def probe_arrays(rows):
    """Zeros for the outputs of each node of ``rows`` (one list per distinct node), an integer
    output's in the dtype of its float stand-in."""
    nodes = _distinct(rows)
    return nodes, [[jnp.zeros(v.shape, float_for(v.dtype) if is_exact(v.dtype) else v.dtype)
                    for v in n.outs] for n in nodes]


def _distinct(rows):
    nodes = []
    for _, node, _, _, _ in rows:
        if all(node is not n for n in nodes):
            nodes.append(node)
    return nodes


def row_parts(rows, nodes, douts, g, env, diff, ctx):
    """``[indices, values]`` of each entry of ``rows``, from its node's bprop sub-graph run on
    the probed cotangents ``douts`` (per node of ``nodes``) and the node's input values (``g``'s
    inputs are ``diff``; other Vars come from ``env``)."""
    values = dict(env)
    values.update((v.id, x) for v, x in zip(g.inputs, diff))
    parts = []
    for _, node, _, at, _ in rows:
        dout = douts[next(i for i, n in enumerate(nodes) if n is node)]
        spec = node.extra
        ins = [values[v.id] if isinstance(v, ir.Var) else v for v in node.inputs]
        bg = node.subgraphs[1]
        free = dict(zip([v.id for v in spec.free], ins[spec.n_in:]))
        outs = [jnp.zeros(v.shape, v.dtype) for v in node.outs]   # (the bprop ignores out)
        dout = [cast_ct(d, v.dtype) for d, v in zip(dout, node.outs)]
        res = run_graph(bg, free, list(ins[:spec.n_in]) + outs + list(dout), ctx.backward())[0]
        parts += [res[at], res[at + 1]]
    return parts


__all__ = ["ProbeContext", "find_rows", "probe_arrays", "row_parts"]
