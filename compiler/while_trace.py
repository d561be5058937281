"""Tensor-dependent ``while`` loops in a GRAPH_MODE trace (``trace.Builder.while_loop``): the
condition and the body traced into sub-graphs joined by one WHILE node. The loop carries its
variables' array leaves, the Parameters the body writes and the plain Tensors from before the
loop it writes in place (``t.add_(1)`` or ``f(t)`` of a function writing its argument), traced
again until that set is stable (``loop_entry`` checks the body's outputs)."""
import jax

from ..ops.views import method_writes_unnoted
from . import ir
from .control import UNDEF
from .conditions import traced_state
from .control_trace import _cast, _is_symbolic, _pred_var, _zeros_like_tree, undo_outside_writes
from .errors import GraphModeError, undefined_variable_error
from .loop_entry import body_outputs, in_place_writes, plain_tensor, retrace_widened, write_back
from .scalars import scalar_join
from .tree import _is_arrayish, flatten


def trace_while(b, cond_fn, body_fn, values, names, live):
    """A tensor-dependent ``while``: cond and body traced into sub-graphs joined by one WHILE
    node, re-traced until the carried set (loop variables, written Parameters, an iteration
    counter for random ops, plain Tensors from before the loop written in place in the body) is
    stable. Returns the loop variables' values after the loop. A Tensor argument the body
    writes in place is not given back to the caller, however the body reaches it (a name, a
    function, a list): 2.10's graph leaves it as it was (measured)."""
    with method_writes_unnoted() as carried:
        return _trace_while(b, cond_fn, body_fn, list(values), names, live, carried)


def _trace_while(b, cond_fn, body_fn, values, names, live, carried_ids):
    _init_retval(b, body_fn, values, names)
    # carried slots: (variable index, leaf index) for every array-like leaf of a variable
    # (tuples/lists/dicts of tensors are split), then ("param", id) for written Parameters and
    # ("tensor", id) for Tensors from before the loop written in place (``tensors``: id ->
    # (Tensor, its value before the loop)), which the name analysis may not see (``f(t)`` of a
    # function writing its argument)
    trees, leaves = [], []
    for v in values:
        if v is UNDEF:
            trees.append(None)
            leaves.append([])
        else:
            lv, td = flatten(v)
            trees.append(td)
            leaves.append(lv)
    carried = [(i, j) for i, lv in enumerate(leaves) for j, x in enumerate(lv)
               if x is not UNDEF and _is_arrayish(x)]
    init = [b.as_var(leaves[i][j]) for i, j in carried]
    loop = (values, names, live, trees, leaves)
    mark, tensors, unshared = len(b.rng_seeds), {}, set()
    for _ in range(4):   # more passes add written Parameters and Tensors (draws' counts too)
        b.rng_reset(mark)        # each pass traces the body's draws again: one row each
        written = retrace_widened(
            lambda: _trace_loop(b, cond_fn, body_fn, loop, carried, init, tensors, unshared),
            b, loop, carried, init, mark)
        if written is None:
            break
        for key in written:
            carried.append(key)
            init.append(b.param_var(b.params[key[1]][0]) if key[0] == "param" else
                        b.as_var(tensors[key[1]][0]))
    else:
        raise GraphModeError("the set of values a tensor-dependent `while` carries did not "
                             "settle.", hint="write fewer Parameters/Tensors in its body.")
    for t, before in tensors.values():
        t._data = before        # (its state before the loop; ``write_back`` sets the loop's)
    carried_ids.update(id(t) for t in (leaves[k[0]][k[1]] for k in carried
                                       if isinstance(k[0], int)) if plain_tensor(t))
    node, outs, scalars, in_place = b._last_loop
    b.graph.nodes.append(node)
    new_leaves = [list(lv) for lv in leaves]
    for key, o in zip(carried, outs):
        if key[0] == "param":
            b.param_state[key[1]] = o
        elif key[0] == "tensor":
            write_back(b, tensors[key[1]][0], o)
        elif key in in_place:       # written in place in the body: the Tensor itself again
            write_back(b, new_leaves[key[0]][key[1]], o)
        else:     # a Python number carried as one stays one (scalar_join)
            out = b.wrap(o)
            new_leaves[key[0]][key[1]] = scalar_join(out, (leaves[key[0]][key[1]],)) \
                if key in scalars else out
    return tuple(UNDEF if values[i] is UNDEF else
                 jax.tree_util.tree_unflatten(trees[i], new_leaves[i])
                 for i in range(len(values)))


def _init_retval(b, body_fn, values, names):
    """The jump lowering's return value, first set inside the loop, starts as zeros of the
    structure the body gives it (a probe trace of the body, discarded)."""
    from .jumps import RETVAL
    if RETVAL not in names or values[names.index(RETVAL)] is not UNDEF:
        return
    i = names.index(RETVAL)
    snapshot, mark = dict(b.param_state), len(b.rng_seeds)
    outer_writes, b.tensor_writes = b.tensor_writes, {}
    try:
        g, out = b.sub("while_probe", body_fn, tuple(values))
    finally:
        # a Tensor the body writes in place (``x[2] += 1``) would keep the probe's Var
        for t, before in b.tensor_writes.values():
            t._data = before
        b.tensor_writes = outer_writes
    b.param_state = snapshot
    b.rng_reset(mark)
    if out[i] is not UNDEF:
        values[i] = _zeros_like_tree(b, out[i])


def _trace_loop(b, cond_fn, body_fn, loop, carried, init, tensors, unshared):
    """Trace cond and body once; returns the keys of the Parameters and Tensors written but not
    carried (None when there are none; [] when the trace must be redone with more Tensors in
    ``unshared``: ``_split_aliases``)."""
    from .errors import user_location
    values, names, live, trees, leaves = loop
    snapshot = dict(b.param_state)

    bound = {}      # the body's Tensor of each carried leaf (one per Tensor object)

    def bind(placeholders):
        new_leaves = [list(lv) for lv in leaves]
        bound.clear()
        shared = {}     # (a = t, both carried: one Tensor in the body too, as in Python)
        for key, ph in zip(carried, placeholders):
            if key[0] == "param":
                b.param_state[key[1]] = ph
                continue
            if key[0] == "tensor":
                tensors[key[1]][0]._data = ph
                continue
            orig = leaves[key[0]][key[1]]
            w = shared.get(id(orig)) if plain_tensor(orig) and id(orig) not in unshared \
                else None
            if w is None:
                w = scalar_join(b.wrap(ph), (orig,))
                if plain_tensor(orig):
                    shared[id(orig)] = w
            new_leaves[key[0]][key[1]] = bound[key] = w
        return [UNDEF if values[i] is UNDEF else
                jax.tree_util.tree_unflatten(trees[i], new_leaves[i])
                for i in range(len(values))]

    def traced(fn, placeholders):
        b.draws_vary += 1
        try:
            return fn(*bind(placeholders))
        finally:
            b.draws_vary -= 1

    cph = [ir.Var(v.shape, v.dtype) for v in init]
    # (``while self.flag:``: the Parameter's value in the loop, read while its state is bound)
    cg, c = b.sub("while_cond", lambda: traced_state(traced(cond_fn, cph)), (), cph)
    if not _is_symbolic(c):
        raise GraphModeError("the loop condition became a Python value inside a "
                             "tensor-dependent `while`.", hint="keep the condition a tensor.")
    with b.in_graph(cg):
        cg.outputs = [_pred_var(b, c)]
    b.param_state = dict(snapshot)
    bph = [ir.Var(v.shape, v.dtype) for v in init]
    outer_writes, b.tensor_writes = b.tensor_writes, {}
    try:
        bg, out = b.sub("while_body", lambda: traced(body_fn, bph), (), bph)
    finally:
        body_writes, b.tensor_writes = b.tensor_writes, outer_writes
    body_state, b.param_state = b.param_state, snapshot
    carried_params = {k[1] for k in carried if k[0] == "param"}
    new_written = [("param", pid) for pid, v in body_state.items()
                   if v is not snapshot.get(pid) and pid not in carried_params]
    new_written += _outer_tensor_writes(bg, body_writes, tensors)
    if new_written:
        return new_written
    if _split_aliases(carried, bound, out, leaves, unshared):
        return []
    for key in carried:
        if key[0] == "tensor":
            body_state[key] = b.as_var(tensors[key[1]][0])
    with b.in_graph(bg):
        outs_b, scalars = body_outputs(b, bg, carried, bph, body_state, out, loop, _cast)
        for i, n in enumerate(names):
            if values[i] is UNDEF and n in live and out[i] is not UNDEF:
                raise undefined_variable_error(n, "while")
    bg.outputs = outs_b
    outs = [ir.Var(v.shape, v.dtype) for v in init]
    b._last_loop = (ir.Node(ir.WHILE, tuple(init), (), outs, user_location(), (cg, bg)), outs,
                     scalars, in_place_writes(carried, bph, bound, out, leaves))
    return None


def _split_aliases(carried, bound, out, leaves, unshared):
    """Whether two loop variables that held one Tensor before the loop (``a = h``), so one
    Tensor in the body, leave the body as different values (``a = h * 1`` there): from the
    second iteration on they are two Tensors, so the loop is traced again with a Tensor of its
    own for each (its id added to ``unshared``); sharing the first one's placeholder read the
    other's value from the previous iteration (fuzz44)."""
    by_tensor = {}
    for key in carried:
        if isinstance(key[0], int) and key in bound and out[key[0]] is not UNDEF:
            by_tensor.setdefault(id(bound[key]), []).append(key)
    split = False
    for keys in by_tensor.values():
        if len(keys) > 1 and len({id(flatten(out[i])[0][j]) for i, j in keys}) > 1:
            unshared.add(id(leaves[keys[0][0]][keys[0][1]]))
            split = True
    return split


def _outer_tensor_writes(bg, writes, tensors):
    """The keys of the Tensors from before the loop that the body (graph ``bg``) wrote in place
    (``writes``: the body's ``tensor_writes``) and the loop does not carry yet (a carried one's
    first value in the body is its placeholder, one of ``bg``'s); each is added to ``tensors``
    with its value before the loop, which it is given back for the next trace."""
    found = []
    for tid, t, _, before in undo_outside_writes(bg, writes):
        tensors[tid] = (t, before)
        found.append(("tensor", tid))
    return found


__all__ = ["trace_while"]
