"""Function transforms inside a graph: ``vmap``, ``jvp``, ``jacfwd``, ``jacrev``, ``jet``.

The transformed function is traced into a sub-graph whose inputs are the mapped (or
differentiated) Tensors; one ``transform`` node holds it and lowers to ``jax.vmap`` /
``jax.jvp`` / ``jax.jacfwd`` / ``jax.jacrev`` of the sub-graph's evaluation. Everything else the
function reads (other arguments, Parameters) is a closure of the enclosing graph. At top level
(both modes) the call is compiled like a ``@jit`` function (``compiler.api``), so the two modes
run the same graph; inside a ``construct``, an ``@jit`` function or a gradient it is one node.

>>> import minicell as ms
>>> double = lambda x: x * 2       # a lambda given to a transform: on its own line, as 2.10
>>> ms.vmap(double)(ms.Tensor([1.0, 2.0]))
Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  4.00000000e+00])
"""
import math

import jax
import jax.numpy as jnp

from . import ir, lower
from .errors import user_location
from .trace import Builder
from .tree import flatten

TRANSFORM = ir.Structural("transform")   # a sub-graph under a jax function transform


def _float0_to_zeros(t, like):
    return jnp.zeros(like.shape, like.dtype) if t.dtype == jax.dtypes.float0 else t


class TransformSpec:
    """Payload of a ``transform`` node. ``kind``: vmap/jvp/jacfwd/jacrev/jet; ``n_sub``: how
    many node inputs feed the sub-graph (the rest are tangents or series); ``opts``: the kind's
    static options (vmap: in and out axes per flat leaf; jac*: how many output leaves are
    differentiated; jet: the order)."""

    def __init__(self, kind, n_sub, opts):
        self.kind, self.n_sub, self.opts = kind, n_sub, opts

    def apply(self, g, env, vals, ctx):
        """The node's flat outputs as JAX values, and its run-time check codes (reduced)."""
        inner = []
        custom = _calls_custom_vjp(g)

        def f(*d):
            # (forward mode through a custom bprop differentiates the vjp: tensor loops lower
            # as under a gradient of a gradient)
            sub = lower.LowerContext(True, True) if custom and self.kind == "jvp" else ctx.nested()
            outs = tuple(run(g, env, d, sub))
            inner[:] = [loc for _, loc in sub.loop_checks]
            return outs, tuple(jnp.asarray(fl) for fl, _ in sub.loop_checks)
        ins = vals[:self.n_sub]
        if self.kind == "vmap":
            in_axes, out_axes = self.opts
            outs, flags = jax.vmap(f, in_axes=tuple(in_axes), out_axes=(tuple(out_axes), 0))(*ins)
            flags = tuple(lower.first_failure(fl) for fl in flags)
            return list(outs), flags, inner
        if self.kind == "jvp":
            tans = [fit_tangent(t, p) for t, p in zip(vals[self.n_sub:], ins)]
            outs, touts, flags = (_jvp_by_vjp if custom else jax.jvp)(f, tuple(ins), tuple(tans),
                                                                     has_aux=True)
            return list(outs) + [_float0_to_zeros(t, o) for t, o in zip(touts, outs)], flags, \
                inner
        if self.kind == "jet":
            return self._jet(lambda *d: f(*d)[0], ins, vals[self.n_sub:]), (), []
        n_diff = self.opts
        # (a custom bprop: 2.10's forward mode is the transpose of its vjp, so jacfwd is jacrev's)
        jac = jax.jacfwd if self.kind == "jacfwd" and not custom else jax.jacrev

        def g_(*d):
            outs, flags = f(*d)
            return outs[:n_diff], (outs[n_diff:], flags)
        jacs, (rest, flags) = jac(g_, argnums=tuple(range(len(ins))), has_aux=True)(*ins)
        return [j for row in jacs for j in row] + list(rest), flags, inner

    def _jet(self, f, prims, series):
        """The outputs and their 1st..n-th derivatives along the input curve
        ``x(t) = x + sum_k series[k-1] t^k / k!`` at ``t = 0`` (MindSpore's ``jet``), by nested
        forward-mode derivatives in ``t``."""
        n = self.opts
        t0 = jnp.zeros((), prims[0].dtype)

        def curve(t):
            xs = [p + sum(s[k] * t ** (k + 1) / math.factorial(k + 1) for k in range(n))
                  for p, s in zip(prims, series)]
            return f(*xs)
        derivs, fun = [], curve
        for _ in range(n):
            fun = _derivative(fun)
            derivs.append(fun(t0))
        outs = curve(t0)
        return list(outs) + [jnp.stack([d[i] for d in derivs]) for i in range(len(outs))]

    def lower(self, node, env, ctx):
        vals = [env[v.id] for v in node.inputs]
        outs, flags, locs = self.apply(node.subgraphs[0], env, vals, ctx)
        ctx.loop_checks.extend(zip(flags, locs))
        return outs


def _calls_custom_vjp(g):
    """Whether ``g`` (or a graph nested in it) calls a custom bprop or a Tensor hook (a ``call``
    node, lowered to ``jax.custom_vjp``, which has no forward mode)."""
    return any(n.op is ir.CALL or any(_calls_custom_vjp(sg) for sg in n.subgraphs)
               for n in g.nodes)


def _jvp_by_vjp(f, prims, tans, has_aux):
    """``jax.jvp(f, prims, tans, has_aux=True)`` as 2.10 computes a jvp: the vjp of ``f``'s vjp
    (linear in the cotangent) applied to the tangents, so a custom bprop gives the tangents."""
    outs, vjp_fn, aux = jax.vjp(f, *prims, has_aux=has_aux)
    zeros = tuple(jnp.zeros(o.shape, o.dtype if jnp.issubdtype(o.dtype, jnp.inexact)
                            else jax.dtypes.float0) for o in outs)
    touts, = jax.vjp(vjp_fn, zeros)[1](tuple(tans))
    return outs, touts, aux


def _derivative(fun):
    return lambda t: jax.jvp(fun, (t,), (jnp.ones_like(t),))[1]


def run(g, env, d, ctx):
    return lower.run_graph(g, env, d, ctx)[0]


def fit_tangent(t, primal):
    """A tangent for ``primal``: float0 for integer primals (no tangent), else its dtype."""
    if not jnp.issubdtype(primal.dtype, jnp.inexact):
        return jax.numpy.zeros(primal.shape, jax.dtypes.float0)
    return jnp.asarray(t, primal.dtype).reshape(primal.shape)


@lower.rule(TRANSFORM)
def _lower_transform(node, env, ctx):
    return node.extra.lower(node, env, ctx)


def _out_avals(spec, g, node_inputs):
    """The node's output avals: ``jax.eval_shape`` of the lowering on abstract values."""
    free = g.free_vars()
    ids = [v.id for v in free]

    def go(fv, ins):
        return spec.apply(g, dict(zip(ids, fv)), ins, lower.LowerContext())[0]
    sds = [[jax.ShapeDtypeStruct(v.shape, v.dtype) for v in vs] for vs in (free, node_inputs)]
    return jax.eval_shape(go, *sds)


def trace_transform(b, kind, fn, args, extra, req):
    """Emit a ``transform`` node; returns ``(flat output Tensors, output treedef)``.

    ``req`` (a ``minicell.ops.functional_transforms.Request``) says which flat Tensor leaves of
    ``args`` become sub-graph inputs (``slots``, with placeholder avals ``avals``), the groups
    of Parameters stacked into sub-graph inputs (``stack``: ``vmap`` of a ``CellList``, the
    first Parameter of a group is the one ``fn`` reads), the vmap axes and, for jacobians, how
    many leading output leaves are differentiated. ``extra``: Tensors fed to the node after
    them (jvp tangents).
    """
    from .source import convert
    from ..ops import stack as _stack
    from ..ops.functional import write_into
    leaves, tree = flatten(args)
    stacked = [_stack([b.wrap(b.param_var(p)) for p in group]) for group in req.stack]
    node_in = [b.value(leaves[i]) for i in req.slots] + [b.value(t) for t in stacked]
    placeholders = [ir.Var(tuple(s), d) for s, d in req.avals]
    placeholders += [ir.Var(tuple(group[0].shape), group[0].dtype.np_dtype) for group in req.stack]
    sub_leaves = list(leaves)
    for i, ph in zip(req.slots, placeholders):
        sub_leaves[i] = b.wrap(ph)
    snapshot = dict(b.param_state)
    own = {id(group[0]) for group in req.stack}
    for group, ph in zip(req.stack, placeholders[len(req.slots):]):
        b.param_state[id(group[0])] = ph
    sargs = jax.tree_util.tree_unflatten(tree, sub_leaves)
    call = fn if hasattr(fn, "cells_and_names") else convert(fn)
    g, out = b.sub(kind, lambda: call(*sargs), (), placeholders)
    inner_state = b.param_state
    b.param_state = snapshot
    if any(v is not snapshot.get(pid) for pid, v in inner_state.items() if pid not in own):
        from .errors import GraphModeError
        raise GraphModeError(f"a function transformed by '{kind}' writes a Parameter "
                             f"(ops.assign, BatchNorm statistics); '{kind}' needs a pure "
                             f"function.", hint="compute the new value and return it instead.")
    # a CellList's models writing their own (stacked) Parameters: the new values leave the
    # node stacked and are written back to each model's Parameter
    stack_ph = placeholders[len(req.slots):]
    written = [(group, inner_state[id(group[0])]) for group, ph in zip(req.stack, stack_ph)
               if inner_state.get(id(group[0])) is not ph]
    # a mapped argument written in place by the function (``ops.Adam()(var, ...)`` under vmap
    # with ``var`` a Parameter): its new value leaves the node mapped on the argument's axis
    # and is written back into the argument (a Parameter, or a plain Tensor for the rest of
    # the enclosing graph, which carries the write out of a nested vmap)
    args_written = [(k, i) for k, (i, ph) in enumerate(zip(req.slots, placeholders))
                    if kind == "vmap" and sub_leaves[i]._data is not ph]
    out_leaves, out_tree = flatten(out)
    with b.in_graph(g):
        g.outputs = [b.as_var(x) for x in out_leaves] + [v for _, v in written] + \
            [sub_leaves[i]._data for _, i in args_written]
    node_in += [b.value(t) for t in extra]
    if kind == "vmap":
        ndims = [len(v.shape) for v in g.outputs[:len(out_leaves)]]
        opts = (tuple(req.in_axes), tuple(req.out_axes_for(out, ndims)) + (0,) * len(written)
                + tuple(req.in_axes[k] for k, _ in args_written))
    elif kind == "jet":
        opts = req.n_diff
    else:
        opts = req.diff_count(out, len(out_leaves))
    spec = TransformSpec(kind, len(placeholders), opts)
    try:
        avals = _out_avals(spec, g, node_in)
    except ValueError as err:
        if kind == "vmap" and "got axis spec None but output was batched" in str(err):
            raise RuntimeError("It is invalid that source is not None and dst is None.") from None
        raise ValueError(f"For '{kind}': {str(err).splitlines()[0]}") from None
    outs = [ir.Var(tuple(a.shape), a.dtype) for a in avals]
    b.graph.nodes.append(ir.Node(TRANSFORM, node_in, (), outs, user_location(), (g,), spec))
    n_out = len(outs) - len(written) - len(args_written)
    for (group, _), new in zip(written, outs[n_out:]):
        for k, p in enumerate(group):
            b.assign(p, b.wrap(new)[k])
    for (_, i), new in zip(args_written, outs[n_out + len(written):]):
        write_into(leaves[i], b.wrap(new), "Assign")
    return [b.wrap(o) for o in outs[:n_out]], out_tree


def _builder_transform(self, kind, fn, args, extra, req):
    """``Builder.transform`` (installed here): one ``transform`` node (``trace_transform``)."""
    return trace_transform(self, kind, fn, args, extra, req)


Builder.transform = _builder_transform

__all__ = ["TRANSFORM", "TransformSpec", "trace_transform"]


def looped_vmap(fn, req):
    """The op-by-op body of a top-level ``vmap`` whose function needs shapes from tensor values
    (an unmapped ``k`` of ``MatrixDiagPartV3``, a mapped ``start`` of ``LinSpace`` read as a
    number): ``fn`` on each slice of the mapped arguments, the results stacked on their
    ``out_axes``, as MindSpore's vmap runs an op that has no batching rule. None where no loop
    can stand in (a ``CellList``'s stacked Parameters)."""
    if req.stack:
        return None

    def run(args, extra):
        from ..ops import stack
        leaves, tree = flatten(args)
        size = leaves[req.slots[0]].shape[req.in_axes[0]]
        rows = []
        for i in range(size):
            sub = list(leaves)
            for slot, ax in zip(req.slots, req.in_axes):
                sub[slot] = leaves[slot][(slice(None),) * ax + (i,)]
            rows.append(fn(*jax.tree_util.tree_unflatten(tree, sub)))
        firsts, out_tree = flatten(rows[0])
        per_row = [flatten(r)[0] for r in rows]
        axes = req.out_axes_for(rows[0], [x.ndim for x in firsts])
        outs = [firsts[j] if ax is None else stack([r[j] for r in per_row], ax)
                for j, ax in enumerate(axes)]
        return tuple(outs), out_tree
    return run
