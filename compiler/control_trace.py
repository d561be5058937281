"""Tensor-dependent control flow while tracing: cond and while nodes with sub-graphs.

``trace_cond`` traces both branches into sub-graphs, merges the variables they assign (only
the live ones must be defined by both) and the Parameters they write, and emits one ``cond``
node (``while_trace.trace_while`` does the same for a ``while``, on the helpers here).

>>> import minicell as ms
>>> @ms.jit
... def f(x):
...     if x.sum() > 0:
...         y = x * 2
...     else:
...         y = -x
...     return y
>>> f(ms.Tensor([1.0, -3.0])).asnumpy().tolist()
[-1.0, 3.0]
"""
import jax
import numpy as np

from . import ir
from .control import UNDEF
from .errors import DataDependentShapeError, undefined_variable_error
from .join import check_leaf, structure_error
from .jumps import RETVAL
from .op_by_op import ValueJoinError
from .scalars import scalar_join, scalar_kind
from .raise_check import Raised, branches_raise, user_raise
from ..runtime.registry import SIDE_EFFECT
from .tree import _is_arrayish, _tensor_type, flatten, is_leaf, same_value as _same


def _is_symbolic(x):
    T = _tensor_type()
    return isinstance(x, T) and isinstance(x._data, ir.Var)


def _pred_var(b, pred):
    v = b.value(pred)
    if v.shape == (1,):
        pred = pred.reshape(())
    if v.dtype != np.bool_:
        pred = pred != 0
    return b.value(pred)


def _fresh_containers(x):
    """``x`` with each list and dict in it copied (the items shared): a branch that changes a
    container it is given (``outs.append(v)``) must leave the other branch's as it was."""
    if type(x) is list:
        return [_fresh_containers(v) for v in x]
    if type(x) is dict:
        return {k: _fresh_containers(v) for k, v in x.items()}
    if type(x) is tuple:
        return tuple(_fresh_containers(v) for v in x)
    return x


def _trace_branches(b, true_fn, false_fn, values):
    """Both branches traced into sub-graphs: ``(results, param states, snapshot)``."""
    snapshot = dict(b.param_state)
    results, states = [], []
    outer_writes = b.tensor_writes
    try:
        for label, fn in (("true", true_fn), ("false", false_fn)):
            b.param_state = dict(snapshot)
            b.tensor_writes = {}
            g = None
            b.draws_vary += 1
            try:
                g, out = b.sub(f"cond_{label}", fn, _fresh_containers(tuple(values)))
                out = _freeze_written(b, out, b.tensor_writes)
            except Exception as err:      # the user's `raise` in this branch: raise_check
                if not user_raise(err):
                    raise
                out = Raised(err)
            finally:
                b.draws_vary -= 1
                # a plain Tensor from before the `if` written in place in the branch: its
                # value there is kept under ("tensor", id), the Tensor restored for the other
                # branch
                for tid, t, now, before in undo_outside_writes(g, b.tensor_writes):
                    b.param_state[("tensor", tid)] = (t, now, before)
            results.append((g, out))
            states.append(b.param_state)
    finally:
        b.tensor_writes = outer_writes
        b.param_state = snapshot
    return results, states, snapshot


def _defined(graph):
    """Ids of the Vars defined in ``graph`` (its inputs, node outputs, sub-graphs)."""
    ids = {v.id for v in graph.inputs}
    for node in graph.nodes:
        ids.update(o.id for o in node.outs)
        for sg in node.subgraphs:
            ids |= _defined(sg)
    return ids


def undo_outside_writes(graph, writes):
    """The Tensors from before a sub-graph's trace that it wrote in place (``writes``: the
    trace's ``tensor_writes``; ``graph`` None: the trace failed), as ``(id, Tensor, its value
    at the end of the trace, its value before)``, each given its value before back. A Tensor
    made in the sub-graph is only the sub-graph's: left out."""
    local = _defined(graph) if graph is not None else set()
    found = []
    for tid, (t, before) in writes.items():
        if not (isinstance(before, ir.Var) and before.id in local):
            found.append((tid, t, t._data, before))
            t._data = before
    return found


def _freeze_written(b, out, written):
    """The branch's outputs with each Tensor written in place replaced by a Tensor of its value
    at the end of the branch (the Tensor itself is restored before the other branch)."""
    if not written:
        return out
    T = _tensor_type()

    def frozen(x):
        w = b.wrap(x._data)
        w._frozen_from = x      # (``_alias_of``: the merged value is given back as ``x``)
        return w
    return jax.tree_util.tree_map(
        lambda x: frozen(x) if isinstance(x, T) and id(x) in written and
        isinstance(x._data, ir.Var) else x, out, is_leaf=is_leaf)


def _alias_of(t, f, written):
    """The Tensor written in place (``a.mul_(2)``) that a variable holds at the end of both
    branches (frozen there, or itself), or None: after the ``if`` the variable is that Tensor
    again, as in Python (``a = x`` before the ``if``: ``a`` and ``x`` stay one Tensor)."""
    ts, fs = (getattr(v, "__dict__", {}).get("_frozen_from", v) for v in (t, f))
    return ts if ts is fs and id(ts) in written else None


def _tensor_pairs(b, states):
    """``(("tensor", Tensor), true data, false data)`` of each plain Tensor a branch wrote."""
    pairs = []
    keys = sorted({k for st in states for k in st if isinstance(k, tuple)}, key=lambda k: k[1])
    for key in keys:
        t, _, before = states[0].get(key) or states[1].get(key)
        vals = [st[key][1] if key in st else before for st in states]
        pairs.append((("tensor", t), *(b.wrap(v) if isinstance(v, ir.Var) else
                                       _tensor_type()(v) for v in vals)))
    return pairs


def trace_cond(b, pred, true_fn, false_fn, values, names, live, returns, traced=None):
    """A tensor-dependent ``if``: both branches traced into sub-graphs and joined by one COND
    node. Returns the merged ``values`` (or, with ``returns``, the merged return value); a
    variable or Parameter the branches leave different becomes a COND output."""
    pv = _pred_var(b, pred)
    results, states, snapshot = traced or _trace_branches(b, true_fn, false_fn, values)
    raised, out = branches_raise(b, pv, results, (true_fn, false_fn), values)
    if raised:
        return out if returns else tuple(values if out is None else out)
    (tg, tout), (fg, fout) = results
    if returns:
        tl, ttree = flatten(tout)
        fl, ftree = flatten(fout)
        if ttree != ftree:
            raise structure_error("the return value", tout, fout)
        labels = [f"return value {i}" for i in range(len(tl))]
        leaf_names = [None] * len(tl)
        groups = [(None, ttree, 0, len(tl))]
    else:
        tl, fl, labels, leaf_names, groups = _flatten_vars(b, list(tout), list(fout), names,
                                                           live)
    merged, pairs, mixed = _merge_leaves(tl, fl, leaf_names, labels, live)
    for pid in set(states[0]) | set(states[1]):
        if isinstance(pid, tuple):
            continue                  # plain Tensors written in place: _tensor_pairs
        if states[0].get(pid) is not snapshot.get(pid) or states[1].get(pid) is not \
                snapshot.get(pid):
            pairs.append((("param", pid), states[0].get(pid), states[1].get(pid)))
    pairs.extend(_tensor_pairs(b, states))
    touts, fouts = [], []
    for key, t, f in pairs:
        with b.in_graph(tg):
            touts.append(b.param_var(b.params[key[1]][0]) if t is None else b.as_var(t))
        with b.in_graph(fg):
            fouts.append(b.param_var(b.params[key[1]][0]) if f is None else b.as_var(f))
    outs = []
    for (key, _, _), tv, fv in zip(pairs, touts, fouts):
        if tv.shape != fv.shape:
            what = labels[key] if not isinstance(key, tuple) else \
                "a Parameter" if key[0] == "param" else "a Tensor written in place"
            # MindSpore gives the result a dynamic shape (2.10 runs it, measured): a
            # static-shape graph cannot, so the signature runs op by op (eager_fallback)
            raise DataDependentShapeError(
                f"{what} has shape {tv.shape} in the true branch but {fv.shape} in the false "
                f"branch of a tensor-dependent `if`.",
                hint="make both branches produce the same shape (a graph has static shapes).")
        dt = np.promote_types(tv.dtype, fv.dtype)
        outs.append(ir.Var(tv.shape, dt))
    tg.outputs = [_cast(b, tg, v, o.dtype) for v, o in zip(touts, outs)]
    fg.outputs = [_cast(b, fg, v, o.dtype) for v, o in zip(fouts, outs)]
    from .errors import user_location
    b.graph.nodes.append(ir.Node(ir.COND, (pv,), (), outs, user_location(), (tg, fg)))
    written = {id(k[1]) for k, _, _ in pairs if isinstance(k, tuple) and k[0] == "tensor"}
    for (key, t, f), o in zip(pairs, outs):
        if isinstance(key, tuple) and key[0] == "tensor":
            b.tensor_written(key[1])          # the enclosing branch (if any) sees the write
            key[1]._data = o
        elif isinstance(key, tuple):
            b.param_state[key[1]] = o
        else:
            alias = _alias_of(t, f, written)
            merged[key] = alias if alias is not None else \
                scalar_join(b.wrap(o), (t, f), mixed.get(key))
    if returns:
        return jax.tree_util.tree_unflatten(ttree, merged)
    return tuple(jax.tree_util.tree_unflatten(tree, merged[start:start + n]) if tree is not None
                 else merged[start] for _, tree, start, n in groups)


def _merge_leaves(tl, fl, leaf_names, labels, live):
    """Join the two branches' flattened values: ``(merged, pairs, mixed)``. ``merged[i]`` is
    set where both branches agree (or the variable is dead after the ``if``); ``pairs`` lists
    ``(i, true value, false value)`` for the leaves that must become COND outputs; ``mixed``
    maps the leaves joining an int with a float to their deferred ``JoinError``."""
    merged = [None] * len(tl)
    pairs, mixed = [], {}
    for i, (t, f) in enumerate(zip(tl, fl)):
        name = leaf_names[i]
        if t is UNDEF or f is UNDEF:
            if t is f or name not in live:
                merged[i] = UNDEF
                continue
            branch = ("true", "false") if f is UNDEF else ("false", "true")
            raise undefined_variable_error(name, "if", branch)
        if not (_is_symbolic(t) or _is_symbolic(f)) and (
                t is f or (type(t) is type(f) and _same(t, f))):
            merged[i] = t
            continue
        if t is None or f is None:
            raise structure_error(labels[i], t, f, name)
        deferred = None
        if name == RETVAL:          # the return value of a `return` lowered to a flag
            deferred = check_leaf("the return value", t, f, RETVAL)
        elif name is None or not name.startswith("__mcv"):    # jump flags join as bools
            deferred = check_leaf(labels[i], t, f, name)
        if deferred is not None:
            mixed[i] = deferred
        if not (_is_symbolic(t) or _is_symbolic(f)):
            if not (_is_arrayish(t) and _is_arrayish(f)):
                raise ValueJoinError(
                    f"{labels[i]} takes different Python values in the two branches of a "
                    f"tensor-dependent `if` ({t!r} vs {f!r}).",
                    hint="make it a tensor, or compute it outside the `if`.")
        pairs.append((i, t, f))
    return merged, pairs, mixed


def _pure(graph):
    """No side effects, state writes or nested control flow: safe to run unconditionally."""
    return all(n.op in (ir.CONST, ir.RNG_KEY) or
               (not isinstance(n.op, ir.Structural) and SIDE_EFFECT not in n.props)
               for n in graph.nodes)


def trace_choice(b, pred, true_fn, false_fn):
    """The value of ``true_fn() if pred else false_fn()`` for a symbolic ``pred`` (the
    conditional expression and tensor ``and``/``or``).

    Both thunks are traced into sub-graphs. Pure branches giving one tensor (or number) each of
    the same shape are inlined and merged with a ``select``; anything else (side effects,
    Parameter writes, tuples, different shapes) becomes a ``cond`` node, like an ``if``.
    """
    from ..runtime.registry import get_op
    traced = _trace_branches(b, true_fn, false_fn, ())
    if any(isinstance(out, Raised) for _, out in traced[0]):
        return trace_cond(b, pred, true_fn, false_fn, (), (), (), returns=True, traced=traced)
    (tg, tout), (fg, fout) = traced[0]
    single = all(_is_symbolic(x) or (isinstance(x, (bool, int, float)) and x is not None)
                 for x in (tout, fout))
    unwritten = all(st == traced[2] for st in traced[1])
    if single and unwritten and _pure(tg) and _pure(fg):
        vals = []
        for g, out in ((tg, tout), (fg, fout)):
            with b.in_graph(g):
                vals.append(b.as_var(out))
        tv, fv = vals
        # a Python number broadcasts against the other branch (`x if t else 0.0`)
        if tv.shape == fv.shape or not _is_symbolic(tout) or not _is_symbolic(fout):
            b.graph.nodes.extend(tg.nodes)
            b.graph.nodes.extend(fg.nodes)
            pv = _pred_var(b, pred)
            dt = np.promote_types(tv.dtype, fv.dtype)
            tv, fv = _cast(b, b.graph, tv, dt), _cast(b, b.graph, fv, dt)
            # the join rules of an `if` (measured on 2.10): `2 if t else 0.5` is an int/float
            # join (scalars.MixedJoin); a Tensor beside a number, or a graph scalar beside a
            # number of another type (`n and 2.0` of `n = int(t)`), is the join TypeError
            mixed = check_leaf("the conditional expression", tout, fout, None)
            return scalar_join(b.emit(get_op("select"), (b.wrap(pv), b.wrap(tv), b.wrap(fv))),
                               (tout, fout), mixed)
    return trace_cond(b, pred, true_fn, false_fn, (), (), (), returns=True, traced=traced)


def _flatten_vars(b, tout, fout, names, live):
    """Per-variable branch values -> leaves (tuples/lists/dicts of tensors are split); a
    variable not read after the ``if`` (not in ``live``) is dropped, whatever its values.

    Returns the true/false leaves, their labels and variable names, and one
    ``(index, treedef or None, start, count)`` group per variable to rebuild them. The
    return-value slot of the jump lowering (``__mcv_retval``), set on one path only, gets zeros of
    the other path's structure: it is never read where the return flag is False.
    """
    tl, fl, labels, leaf_names, groups = [], [], [], [], []
    for i, (t, f) in enumerate(zip(tout, fout)):
        name = names[i]
        if name not in live and not name.startswith("__mcv"):
            t = f = UNDEF
        if name == RETVAL and (t is UNDEF) != (f is UNDEF):
            if t is UNDEF:
                t = _zeros_like_tree(b, f)
            else:
                f = _zeros_like_tree(b, t)
        if is_leaf(t) or is_leaf(f) or t is None or f is None:
            groups.append((i, None, len(tl), 1))
            tl.append(t)
            fl.append(f)
            labels.append(f"variable '{name}'")
            leaf_names.append(name)
            continue
        tleaves, ttree = flatten(t)
        fleaves, ftree = flatten(f)
        if ttree != ftree:
            raise structure_error(f"variable '{name}'", t, f, name)
        groups.append((i, ttree, len(tl), len(tleaves)))
        for j, (a, c) in enumerate(zip(tleaves, fleaves)):
            tl.append(a)
            fl.append(c)
            labels.append(f"variable '{name}' (item {j})")
            leaf_names.append(name)
    return tl, fl, labels, leaf_names, groups


def _zeros_like_tree(b, tree):
    """Zeros with the structure, shapes and dtypes of ``tree`` (Python numbers, and graph
    scalars standing for them, such as a counter carried by the loop: 0 of the type)."""
    from ..runtime.registry import get_op, freeze_attrs
    leaves, td = flatten(tree)
    out = []
    for x in leaves:
        kind = scalar_kind(x)
        if kind in (bool, int, float):
            out.append(kind(0))
        elif _is_symbolic(x):
            v = x._data
            out.append(b.emit(get_op("fill"), (0,), freeze_attrs(
                {"shape": tuple(v.shape), "dtype": v.dtype.name})))
        elif isinstance(x, (bool, int, float)):
            out.append(type(x)(0))
        else:
            out.append(x)
    return jax.tree_util.tree_unflatten(td, out)


def _cast(b, g, var, dtype):
    if var.dtype == dtype:
        return var
    from ..runtime.registry import get_op, freeze_attrs
    with b.in_graph(g):
        return b.emit(get_op("cast"), (b.wrap(var),),
                      freeze_attrs({"dtype": np.dtype(dtype).name}))._data


__all__ = ["trace_cond", "is_leaf"]
