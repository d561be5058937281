"""Gradients inside a graph: one ``value_and_grad`` node lowered with ``jax.vjp``.

``fn`` is traced into a sub-graph whose inputs are the differentiated arguments and weights;
Parameters it writes (BatchNorm statistics in training) leave the node as extra outputs, so a
whole training step (forward, backward, optimizer ``assign``) is one compiled computation.

>>> import minicell as ms
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> ms.grad(lambda x: (x * x).sum() if hasattr(x, "sum") else x * x)(ms.Tensor(3.0))
Tensor(shape=[], dtype=Float32, value= 6)
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import jax
import jax.numpy as jnp

from . import ir
from .attr_state import warn_attr_cuts
from .cells import restore_after_reuse, reuse_forward
from .control_trace import _defined
from .lower import STAND_INS, run_graph, stand_in
from .source import convert
from .sparse_grads import ProbeContext, find_rows, probe_arrays, row_parts
from .scalars import mark_scalar, scalar_kind
from .tree import _param_type, _tensor_type, dict_orders, flatten, reorder_dicts, with_hooks_of
from ..runtime.grad_contract import (check_graph_sens_structure, drop_number_sens, fit_cotangent,
                                     split_sens)
from ..ops.views import method_was_noted, method_wrote
from .._scalar_grads import grad_for_scalar, number_sens_as_tensors
from ..runtime.hooks import hook_fns
from ..runtime.int_vjp import cast_ct, float_for, is_exact


class GradSpec:
    """Payload of a ``value_and_grad`` node: how many outputs, which are differentiated
    (``chosen``: output indices) and the node input holding each one's sensitivity (``sens``:
    an index, or None for ones)."""

    rows = ()       # row-tensor gradients (compiler.sparse_grads.find_rows)

    def __init__(self, n_diff, n_out, n_state, chosen, sens, out_tree):
        self.n_diff, self.n_out, self.n_state = n_diff, n_out, n_state
        self.chosen, self.sens, self.out_tree = chosen, sens, out_tree

    def lower(self, node, env, ctx):
        g = node.subgraphs[0]
        diff = [env[v.id] for v in node.inputs[:self.n_diff]]
        chosen = self.chosen

        inner = ProbeContext(ctx) if self.rows else ctx.under_vjp()

        # an integer (bool) input is differentiated through a float stand-in, as the
        # integers it makes (runtime/int_vjp.py); its gradient is cast back to its dtype
        exact = [is_exact(x.dtype) for x in diff]
        n = len(diff)
        probed, probes = probe_arrays(self.rows) if self.rows else ((), [])
        sizes = [len(p) for p in probes]

        def f(*d):
            d, flat = d[:n], list(d[n:])
            for pn, size in zip(probed, sizes):
                inner.probes[id(pn)], flat = flat[:size], flat[size:]
            ins = [x if e else y for x, y, e in zip(diff, d, exact)]
            seeds = {v.id: y for v, y, e in zip(g.inputs, d, exact) if e}
            outs, env_g = run_graph(g, env, ins, inner, seeds)
            stand_ins = env_g.get(STAND_INS, {})
            return ([_differentiated(outs[i], g.outputs[i], stand_ins) for i in chosen],
                    (outs, [flag for flag, _ in inner.loop_checks]))

        primal, vjp_fn, (everything, flags) = jax.vjp(
            f, *[x.astype(float_for(x.dtype)) if e else x for x, e in zip(diff, exact)],
            *[p for ps in probes for p in ps], has_aux=True)
        # the loop-limit flags leave the vjp as auxiliary outputs
        ctx.loop_checks.extend(zip(flags, [loc for _, loc in inner.loop_checks]))
        # a sensitivity is fitted to its output as in PYNATIVE_MODE (runtime.grad_contract)
        cts = [jnp.ones_like(p) if si is None else fit_cotangent(env[node.inputs[si].id], p)
               for p, si in zip(primal, self.sens)]
        all_grads = vjp_fn(cts)
        grads = [cast_ct(g, x.dtype) if e else g for g, x, e in zip(all_grads[:n], diff, exact)]
        if not self.rows:
            return list(everything) + grads
        flat, douts = list(all_grads[n:]), []
        for size in sizes:
            douts.append(flat[:size])
            flat = flat[size:]
        return list(everything) + grads + row_parts(self.rows, probed, douts, g, env, diff, ctx)


def _sparse_indices(out, found):
    """The ids of the index Tensors of the sparse tensors in ``out``: MindSpore 2.10 gives them
    no sensitivity (a returned CSRTensor's indices and indptr get zero gradients, measured), so
    they are not differentiated as integer outputs are."""
    fields = getattr(type(out), "_FIELDS", None)
    if fields is not None:
        found.update(id(getattr(out, "_" + f)) for f in fields if f != "values")
    elif isinstance(out, (tuple, list)):
        for o in out:
            _sparse_indices(o, found)
    elif isinstance(out, dict):
        for o in out.values():
            _sparse_indices(o, found)
    return found


def _differentiated(out, var, stand_ins):
    """What the vjp differentiates for the output ``out`` (of Var ``var``): itself, or for an
    integer (bool) output its float stand-in, which carries the gradient MindSpore passes
    through a cast to an integer (``runtime/int_vjp.py``)."""
    return out if not is_exact(jnp.result_type(out)) else stand_in(out, var, stand_ins)


def trace_value_and_grad(b, fn, args, kwargs, positions, weights, has_aux, sens,
                         target_hooks=True):
    """Emit a ``value_and_grad`` node; returns ``(outputs, input_grads, weight_grads)``. The
    gradients have been through the Tensor hooks of their inputs and weights unless
    ``target_hooks`` is False (a top-level gradient, whose caller runs them eagerly)."""
    args = list(args)
    reused = reuse_forward(b, fn, args, kwargs) if hasattr(fn, "cells_and_names") else {}
    parts = [_parts(args[p]) for p in positions]     # a sparse tensor: each of its Tensors
    flat_in = [t for leaves, _ in parts for t in leaves]
    n_in = len(flat_in)
    diff_in = [b.value(t) for t in flat_in] + [b.param_var(w) for w in weights]
    placeholders = [ir.Var(v.shape, v.dtype) for v in diff_in]
    snapshot = dict(b.param_state)
    for w, ph in zip(weights, placeholders[n_in:]):
        b.param_state[id(w)] = ph
    sargs = list(args)
    it = iter(placeholders)
    outer_of = {}       # id(a differentiated input's Tensor inside fn) -> the caller's Tensor
    for p, (leaves, tree) in zip(positions, parts):
        # a gradient inside fn runs the inputs' Tensor hooks too
        wrapped = [with_hooks_of(b.wrap(next(it)), t) for t in leaves]
        sargs[p] = wrapped[0] if tree is None else jax.tree_util.tree_unflatten(tree, wrapped)
        outer_of.update((id(w), t) for w, t in zip(wrapped, leaves))
    call = fn if hasattr(fn, "cells_and_names") else convert(fn)
    outer_phs = b.weight_phs
    b.weight_phs = {**outer_phs, **{id(w): ph for w, ph in zip(weights, placeholders[n_in:])}}
    depth = getattr(b, "grad_depth", 0)
    b.grad_depth = depth + 1    # how many gradients fn is under (ops.ForiLoop reads it)
    outer_writes, b.tensor_writes = b.tensor_writes, {}
    g, first = None, ir.id_mark()
    try:
        g, out = b.sub("value_and_grad", lambda: call(*sargs, **kwargs), (), placeholders)
    except BaseException:
        b.param_state = snapshot     # the failed sub-graph's Parameter values go with it
        raise
    finally:
        b.weight_phs = outer_phs
        b.grad_depth = depth
        writes, now = _tensor_writes(b, g, first, outer_of, outer_writes)
    inner_state = b.param_state
    leaves, tree = flatten(out)
    T = _tensor_type()
    # Tensors and numbers leave the sub-graph; other outputs (a str, None, a slice) are
    # returned as they are, as in PYNATIVE_MODE
    var_at = {}
    for i, x in enumerate(leaves):
        if isinstance(x, (T, bool, int, float)):
            var_at[i] = len(var_at)
    # before restoring: a returned Parameter is its value inside fn, and so is a caller's Tensor
    # fn wrote in place (``AssignAdd(y, x); return y``, y not differentiated: 2.10's d/dx is 1)
    with b.in_graph(g):
        out_vars = [b.as_var(now.get(id(leaves[i]), leaves[i])) for i in var_at]
    b.param_state = snapshot
    # a Parameter is written by fn when its value changed; a differentiated weight starts
    # from its placeholder (its writes, `self.w.add_(...)`, are kept as MindSpore does)
    start = dict(snapshot)
    start.update({id(w): ph for w, ph in zip(weights, placeholders[n_in:])})
    state_ids = [pid for pid, v in inner_state.items() if v is not start.get(pid)]
    with b.in_graph(g):
        write_vars = [b.as_var(inner) for _, inner, _ in writes]
    g.outputs = out_vars + [inner_state[pid] for pid in state_ids] + write_vars
    warn_attr_cuts(g, out_vars)
    # the differentiated outputs and their sensitivities: the same rule as PYNATIVE_MODE's
    # (a graph scalar, ``int(t)`` or an int counted in a tensor ``if``, is a Python number there)
    kinds = [scalar_kind(x) if isinstance(x, T) else None for x in leaves]
    n_cand = len(flatten(out[0])[0]) if has_aux and isinstance(out, tuple) else len(leaves)
    no_sens = _sparse_indices(out, set())
    tensors = [i for i in range(n_cand) if isinstance(leaves[i], T) and kinds[i] is None
               and id(leaves[i]) not in no_sens]
    tensor_idx = [var_at[i] for i in tensors]
    if sens is not None:
        diff_out = out[0] if has_aux and isinstance(out, tuple) else out
        if grad_for_scalar():
            sens = number_sens_as_tensors(sens, diff_out)
        check_graph_sens_structure(sens, diff_out)
        sens = drop_number_sens(sens, diff_out, lambda x: isinstance(x, (bool, int, float)) or
                                isinstance(x, T) and scalar_kind(x) is not None)
    senses = split_sens(sens, len(tensor_idx), [leaves[i] for i in tensors], graph=True)
    inputs = list(diff_in)
    chosen, sens_at = [], []
    for i, s in zip(tensor_idx, senses):
        chosen.append(i)      # an integer/bool one too: its stand-in's (_differentiated)
        sens_at.append(None if s is None else len(inputs))
        if s is not None:
            inputs.append(b.as_var(s))
    spec = GradSpec(len(diff_in), len(out_vars), len(state_ids), chosen, sens_at, tree)
    spec.rows = find_rows(g, len(diff_in))
    row_vars = [ir.Var(v.shape, v.dtype) for _, node, _, at, _ in spec.rows
                for v in node.subgraphs[1].outputs[at:at + 2]]
    outs = [ir.Var(v.shape, v.dtype) for v in g.outputs] + \
        [ir.Var(v.shape, v.dtype) for v in diff_in] + row_vars
    from .errors import user_location
    b.graph.nodes.append(ir.Node(ir.GRAD, inputs, (), outs, user_location(), (g,), spec))
    # a Python number fn returned stays one (as PYNATIVE_MODE and MindSpore return it)
    values = [(b.wrap(outs[var_at[i]]) if kinds[i] is None else
               mark_scalar(b.wrap(outs[var_at[i]]), kinds[i]))
              if i in var_at and isinstance(x, T) else x for i, x in enumerate(leaves)]
    for pid, o in zip(state_ids, outs[len(out_vars):len(out_vars) + len(state_ids)]):
        b.param_state[pid] = o
    restore_after_reuse(b, reused, state_ids)
    at = len(out_vars) + len(state_ids)
    for (t, _, by_method), o in zip(writes, outs[at:at + len(writes)]):
        b.tensor_written(t)         # (an enclosing branch or graph sees the write)
        t._data = o
        if by_method:
            method_wrote(t)
    grads = [b.wrap(o) for o in outs[len(g.outputs):len(g.outputs) + len(diff_in)]]
    if spec.rows:
        grads = _with_rows(b, grads, spec.rows, row_vars)
    if target_hooks:
        grads = [_run_hooks(b, t, gr) for t, gr in zip(flat_in + list(weights), grads)]
    outputs = jax.tree_util.tree_unflatten(tree, values)
    orders = dict_orders(out)
    if orders is not None:        # dicts keep their key order
        outputs = reorder_dicts(outputs, orders)
    it = iter(grads)
    igrads = tuple(next(it) if t is None else jax.tree_util.tree_unflatten(t, [next(it) for _ in x])
                   for x, t in parts)
    return outputs, igrads, tuple(grads[n_in:])


def _with_rows(b, grads, rows, row_vars):
    """``grads`` with the row-tensor gradients of ``rows`` (``compiler.sparse_grads``)."""
    from ..common.sparse_tensor import RowTensorInner
    grads = list(grads)
    for k, (j, _, _, _, shape) in enumerate(rows):
        grads[j] = RowTensorInner(b.wrap(row_vars[2 * k]), b.wrap(row_vars[2 * k + 1]), shape)
    return grads


def _tensor_writes(b, g, first, outer_of, outer_writes):
    """The Tensors from outside fn that its trace wrote in place (``x.copy_(y)`` on an input,
    differentiated or not; a Tensor attribute): ``[(caller's Tensor, its Tensor inside fn, by an
    in-place method)]``. Each is restored to its value before fn (the write leaves the
    sub-graph as an output and is given to it after the node), as MindSpore 2.10 writes the
    caller's Tensor under ``grad`` as in a plain call (measured). ``first``: an id below every
    Var fn's trace made (a Tensor made inside fn, also in a Cell's graph it calls, is not the
    caller's). Restores ``b.tensor_writes``. Also returns ``{id(caller's Tensor given to fn as
    it is): its Tensor inside fn}``, what fn's outputs hold at its end."""
    inner_writes, b.tensor_writes = b.tensor_writes, outer_writes
    if g is None:
        for t, before in inner_writes.values():
            t._data = before
        return [], {}
    local = _defined(g)
    writes, now = [], {}
    for tid, (t, before) in inner_writes.items():
        outer = outer_of.get(tid)
        if outer is None and isinstance(before, ir.Var) and (before.id in local or
                                                             before.id > first):
            continue            # made inside fn
        inner = t
        if outer is None:       # a Tensor of the caller's given to fn as it is
            outer, inner = t, b.wrap(t._data)
            t._data = before
            now[tid] = inner
        writes.append((outer, inner, method_was_noted(tid)))
    return writes, now


def _parts(x):
    """``([x], None)`` for a Tensor; ``(its Tensors, treedef)`` for a sparse tensor, whose
    gradient is then a sparse tensor of the same kind: its values' gradient, zeros for its
    integer indices (MindSpore's GRAPH_MODE result; ``minicell.autodiff`` tapes the values)."""
    from ..common.sparse_tensor import is_sparse
    if is_sparse(x):
        return jax.tree_util.tree_flatten(x, is_leaf=lambda t: isinstance(t, _tensor_type()))
    return [x], None


def _run_hooks(b, target, grad):
    """``grad`` through the Tensor hooks of ``target`` (a differentiated input or Parameter),
    traced into the graph in registration order, as MindSpore compiles them; a hook returning
    None keeps the gradient. A Parameter's hooks are recorded in ``b.hook_deps``: the compiled
    graph serves only while they stay registered (``Compiled.is_current``)."""
    fns = hook_fns(target)
    if isinstance(target, _param_type()):
        b.hook_deps.append((target, fns))
    for fn in fns:
        new = convert(fn)(grad)
        if new is not None:
            grad = _fit_traced(new, grad)
    return grad


def _fit_traced(new, like):
    """A hook's result as a traced Tensor of ``like``'s dtype and shape."""
    T = _tensor_type()
    if not isinstance(new, T):
        new = T(new, like.dtype)
    if new.dtype != like.dtype:
        new = new.astype(like.dtype)
    if new.shape != like.shape:
        new = new.broadcast_to(like.shape)
    return new


__all__ = ["trace_value_and_grad", "GradSpec"]
