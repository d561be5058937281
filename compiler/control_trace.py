"""Tensor-dependent control flow while tracing: cond and while nodes with sub-graphs.

``trace_cond`` traces both branches into sub-graphs, merges the variables they assign (only
the live ones must be defined by both) and the Parameters they write, and emits one ``cond``
node. ``trace_while`` makes the loop-carried variables explicit inputs of the cond and body
sub-graphs and emits one ``while`` node.

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
from .errors import GraphModeError
from .trace import flatten, is_leaf


def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


def _is_symbolic(x):
    T = _tensor_type()
    return isinstance(x, T) and isinstance(x._data, ir.Var)


def _is_arrayish(x):
    return isinstance(x, (_tensor_type(), bool, int, float, np.ndarray, jax.Array))


def _pred_var(b, pred):
    from .. import ops
    v = b.value(pred)
    if v.shape == (1,):
        pred = pred.reshape(())
    if v.dtype != np.bool_:
        pred = pred != 0
    return b.value(pred)


def trace_cond(b, pred, true_fn, false_fn, values, names, live, returns):
    pv = _pred_var(b, pred)
    snapshot = dict(b.param_state)
    results, states = [], []
    for label, fn in (("true", true_fn), ("false", false_fn)):
        b.param_state = dict(snapshot)
        g, out = b.sub(f"cond_{label}", fn, values)
        results.append((g, out))
        states.append(b.param_state)
    b.param_state = snapshot
    (tg, tout), (fg, fout) = results
    if returns:
        tl, ttree = flatten(tout)
        fl, ftree = flatten(fout)
        if ttree != ftree:
            raise GraphModeError(
                "the two branches of this tensor-dependent `if` return different structures "
                f"({ttree} vs {ftree}).",
                hint="return the same number of tensors (in the same nesting) from both "
                     "branches.")
        labels = [f"return value {i}" for i in range(len(tl))]
    else:
        tl, fl, ttree = list(tout), list(fout), None
        labels = [f"variable '{n}'" for n in names]
    merged = [None] * len(tl)
    pairs = []     # (index, true value, false value) to become cond outputs
    for i, (t, f) in enumerate(zip(tl, fl)):
        name = names[i] if not returns else None
        if t is UNDEF or f is UNDEF:
            if t is f or name not in live:
                merged[i] = UNDEF
                continue
            where = "true" if f is UNDEF else "false"
            raise GraphModeError(
                f"variable '{name}' is assigned only in the {where} branch of a "
                f"tensor-dependent `if` and used after it; in a graph both branches must "
                f"produce it.",
                hint=f"assign '{name}' before the `if` (a default value) or in both branches.")
        if not (_is_symbolic(t) or _is_symbolic(f)):
            if t is f or (type(t) is type(f) and _same(t, f)):
                merged[i] = t
                continue
            if not (_is_arrayish(t) and _is_arrayish(f)):
                raise GraphModeError(
                    f"{labels[i]} takes different Python values in the two branches of a "
                    f"tensor-dependent `if` ({t!r} vs {f!r}).",
                    hint="make it a tensor, or compute it outside the `if`.")
        pairs.append((i, t, f))
    for pid in set(states[0]) | set(states[1]):
        if states[0].get(pid) is not snapshot.get(pid) or states[1].get(pid) is not \
                snapshot.get(pid):
            pairs.append((("param", pid), states[0].get(pid), states[1].get(pid)))
    touts, fouts = [], []
    for key, t, f in pairs:
        b.graph, g = tg, b.graph
        tv = b.param_var(b.params[key[1]][0]) if t is None else b.as_var(t)
        b.graph = fg
        fv = b.param_var(b.params[key[1]][0]) if f is None else b.as_var(f)
        b.graph = g
        touts.append(tv)
        fouts.append(fv)
    outs = []
    for (key, _, _), tv, fv in zip(pairs, touts, fouts):
        if tv.shape != fv.shape:
            what = labels[key] if not isinstance(key, tuple) else "a Parameter"
            raise GraphModeError(
                f"{what} has shape {tv.shape} in the true branch but {fv.shape} in the false "
                f"branch of a tensor-dependent `if`.",
                hint="make both branches produce the same shape (a graph has static shapes).")
        dt = np.promote_types(tv.dtype, fv.dtype)
        outs.append(ir.Var(tv.shape, dt))
    tg.outputs = [_cast(b, tg, v, o.dtype) for v, o in zip(touts, outs)]
    fg.outputs = [_cast(b, fg, v, o.dtype) for v, o in zip(fouts, outs)]
    from .errors import user_location
    b.graph.nodes.append(ir.Node(ir.COND, (pv,), (), outs, user_location(), (tg, fg)))
    for (key, _, _), o in zip(pairs, outs):
        if isinstance(key, tuple):
            b.param_state[key[1]] = o
        else:
            merged[key] = b.wrap(o)
    if returns:
        return jax.tree_util.tree_unflatten(ttree, merged)
    return tuple(merged)


def _same(a, b):
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001  objects without a plain equality
        return False


def _cast(b, g, var, dtype):
    if var.dtype == dtype:
        return var
    from ..runtime.registry import get_op, freeze_attrs
    prev, b.graph = b.graph, g
    try:
        return b.emit(get_op("cast"), (b.wrap(var),),
                      freeze_attrs({"dtype": np.dtype(dtype).name}))._data
    finally:
        b.graph = prev


def trace_while(b, cond_fn, body_fn, values, names, live):
    carried = [i for i, v in enumerate(values) if v is not UNDEF and _is_arrayish(v)]
    init = [b.as_var(values[i]) for i in carried]
    for _ in range(2):   # a second pass adds the Parameters the body writes to the carry
        written = _trace_loop(b, cond_fn, body_fn, values, names, live, carried, init)
        if written is None:
            break
        for pid in written:
            carried.append(("param", pid))
            init.append(b.param_var(b.params[pid][0]))
    node, outs = b._last_loop
    b.graph.nodes.append(node)
    result = list(values)
    for key, o in zip(carried, outs):
        if isinstance(key, tuple):
            b.param_state[key[1]] = o
        else:
            result[key] = b.wrap(o)
    for i, n in enumerate(names):
        if values[i] is UNDEF:
            result[i] = UNDEF
    return tuple(result)


def _trace_loop(b, cond_fn, body_fn, values, names, live, carried, init):
    """Trace cond and body once; returns the ids of Parameters written but not carried."""
    from .errors import user_location
    snapshot = dict(b.param_state)

    def bind(placeholders):
        vals = list(values)
        for key, ph in zip(carried, placeholders):
            if isinstance(key, tuple):
                b.param_state[key[1]] = ph
            else:
                vals[key] = b.wrap(ph)
        return vals

    cph = [ir.Var(v.shape, v.dtype) for v in init]
    cg, c = b.sub("while_cond", lambda: cond_fn(*bind(cph)), (), cph)
    if not _is_symbolic(c):
        raise GraphModeError("the loop condition became a Python value inside a "
                             "tensor-dependent `while`.", hint="keep the condition a tensor.")
    b.graph, prev = cg, b.graph
    cg.outputs = [_pred_var(b, c)]
    b.graph = prev
    b.param_state = dict(snapshot)
    bph = [ir.Var(v.shape, v.dtype) for v in init]
    bg, out = b.sub("while_body", lambda: body_fn(*bind(bph)), (), bph)
    body_state, b.param_state = b.param_state, snapshot
    carried_params = {k[1] for k in carried if isinstance(k, tuple)}
    new_written = [pid for pid, v in body_state.items()
                   if v is not snapshot.get(pid) and pid not in carried_params]
    if new_written:
        return new_written
    outs_b = []
    prev, b.graph = b.graph, bg
    try:
        for key, ph in zip(carried, bph):
            if isinstance(key, tuple):
                v = body_state.get(key[1], ph)
                name = "a Parameter"
            else:
                v = b.as_var(out[key])
                name = f"variable '{names[key]}'"
            if v.shape != ph.shape:
                raise GraphModeError(
                    f"{name} changes shape from {ph.shape} to {v.shape} in the body of a "
                    f"tensor-dependent `while`.", hint="keep loop variables at a fixed shape.")
            outs_b.append(_cast(b, bg, v, ph.dtype))
        for i, n in enumerate(names):
            if values[i] is UNDEF and n in live and out[i] is not UNDEF:
                raise GraphModeError(
                    f"variable '{n}' is first assigned inside a tensor-dependent `while` and "
                    f"used after it; the loop may run zero times.",
                    hint=f"assign '{n}' before the loop.")
    finally:
        b.graph = prev
    bg.outputs = outs_b
    outs = [ir.Var(v.shape, v.dtype) for v in init]
    b._last_loop = (ir.Node(ir.WHILE, tuple(init), (), outs, user_location(), (cg, bg)), outs)
    return None


__all__ = ["trace_cond", "trace_while", "is_leaf"]
