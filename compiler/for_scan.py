"""``for`` loops over ``range`` or a tensor as one ``scan`` node instead of an unrolled body.

MindSpore's graph mode (and minicell's, for short loops) unrolls every ``for`` at compile time,
so compile time grows with the trip count. A long loop whose body only carries tensors is
traced once instead, into the sub-graph of one ``scan`` node (lowered to ``jax.lax.scan``):

* static screening (``transform._Converter.for_``, with ``compiler.for_screen``):
  a body that would behave differently as a function (closures over its variables,
  ``global``, container mutation, numpy islands) stays a Python ``for``; for ``range`` the loop
  variable may only be read inside a subscript's index (``x[i]``, ``x[:, n - 1 - i]``, where a
  symbolic index means what the Python int means);
* a trial trace (``trace_for``): the body is traced once with symbolic loop-carried values and a
  symbolic item. Any error, a Python value (number, string, object) that changes, a tensor that
  changes shape, dtype or structure, or a Parameter written by the body that it also iterates,
  rejects the scan and the loop unrolls as before, so the result never differs. A variable that
  only takes its loop type in the first iteration (``acc = 0`` then ``acc = acc + row``; a
  ``break`` flag that becomes a tensor) gets that first iteration unrolled ("peeled"), then the
  rest is tried again;
* short loops stay unrolled (XLA fuses a small unrolled body better than it runs a loop):
  a scan needs more than ``MIN_TRIP`` iterations and more than ``UNROLL_BUDGET`` nodes once
  unrolled (trip count x body size).

``break``/``continue``/``return`` under a tensor condition need nothing here: ``compiler.jumps``
already guards the rest of the body with the flags, so the scan runs every iteration and the
guard (a ``cond`` node) skips the work once a flag is set (a masked scan).

``x[i]`` of a tensor from outside the loop (``i`` the ``range`` index) becomes a row input that
the scan slices from ``x``, as iterating ``x`` itself does: the backward pass then stacks the
rows' gradients instead of adding a full-size gradient of ``x`` on every step.

Values the body appends to a list or adds to a tuple from before the loop (``outs.append(h)``,
``outs += (h,)``) become stacked outputs of the scan and the list or tuple gets their rows after
it (``compiler.loop_lists``); a window at the ``range`` index (``x[i:i + 1]``) is a dynamic slice
(``compiler.loop_windows``).

Random draws keep eager mode's numbers: a draw in the body takes row ``index + k * m`` of the
graph's seed rows (``k``: the iteration, ``m``: draws per iteration; the rows are taken from the
seed stream in the order an unrolled loop would take them).

>>> import minicell as ms
>>> from minicell import nn
>>> class Cumulate(nn.Cell):
...     def construct(self, x):
...         acc = x[0] * 0
...         for row in x:
...             acc = acc * 0.5 + row
...         return acc
>>> x = ms.Tensor([[1.0], [2.0]] * 200)
>>> str(Cumulate().compile_ir(x)).count(" = scan(")
1
"""
import warnings

import jax
import numpy as np

from . import ir
from .conditions import py_true
from .control import UNDEF
from .control_trace import undo_outside_writes
from .layer_scan import cell_source
from .loop_lists import collecting, loop_append
from .loop_windows import scan_index
from .loop_depth import check as check_loop_depth
from .tree import flatten, same_value as _same
from ..runtime.registry import freeze_attrs

# Measured on CPU (docs/graph_mode_syntax.md): a scan compiles in about the same time whatever
# the trip count, an unrolled loop in time growing with trip count x body size (a 32-unit RNN
# step, fwd+bwd: 2.6 s at 10 steps, 37 s at 100, 592 s at 1000, vs 1.4 / 1.7 / 1.2 s as a
# scan); steady step times are close for short loops and favour the scan for long ones. Short
# loops stay unrolled: on an accelerator each scan iteration costs a launch that an unrolled,
# fused body does not.
MIN_TRIP = 8          # loops this short always unroll
UNROLL_BUDGET = 256   # nodes an unrolled loop may have (trip count x body size) before it scans


from .scan_retry import SCANS as _SCANS


# ---- trace time (called by control.for_) -------------------------------------------------------
def _budget(b, src):
    """Unrolled size allowed; none under a gradient of a gradient (XLA's compile of an unrolled
    second-order loop grows with the trip count squared: 37 steps 17.3 s, as a scan 0.6 s)."""
    return 0 if getattr(b, "grad_depth", 0) >= 2 else src.unroll_budget


class _Source:
    """What the loop iterates: a ``range`` (the item is a symbolic index) or a tensor's first
    axis (the item is a symbolic row, sliced by the scan)."""

    def __init__(self, iterable, start=0):
        self.iterable, self.start = iterable, start
        self.is_range = isinstance(iterable, range)
        self.n = len(iterable) - start

    def rest(self):
        """The items still to unroll, as Python's iteration of ``iterable`` gives them."""
        it = self.iterable
        return it[self.start:] if self.is_range else (it[i] for i in range(self.start, len(it)))

    def xs(self, b, g):
        if self.is_range:
            return []
        t = self.iterable[self.start:] if self.start else self.iterable
        return [b.value(t)]

    def placeholders(self, b):
        if self.is_range:
            return []
        v = b.value(self.iterable)
        return [ir.Var(v.shape[1:], v.dtype)]

    def item(self, b, k, xph):
        """The body's item from the iteration number ``k`` (a Tensor of the body graph)."""
        if not self.is_range:
            return b.wrap(xph[0])
        r = self.iterable
        first = r.start + self.start * r.step
        i = k * r.step if r.step != 1 else k
        return i + first if first else i

    def last(self):
        return self.iterable[len(self.iterable) - 1]

    def index_bounds(self):
        """The least and greatest value the ``range`` loop variable takes in the scan."""
        r = self.iterable
        first = r.start + self.start * r.step
        last = first + (self.n - 1) * r.step
        return min(first, last), max(first, last)

    def short(self):
        return self.n <= MIN_TRIP

    @property
    def unroll_budget(self):
        return UNROLL_BUDGET

    def lead(self):
        return ()

    def first(self):
        return self.iterable[self.start]

    def after_first(self):
        return _Source(self.iterable, self.start + 1)

    def written(self, state, xph):
        return []


def _source(iterable, target_kind):
    from ..common.tensor import Tensor
    if isinstance(iterable, range):
        return _Source(iterable) if target_kind == "index" else None
    if isinstance(iterable, Tensor) and iterable.ndim >= 1:
        return _Source(iterable)
    return cell_source(iterable) if target_kind == "name" else None


class _Reject(Exception):
    """The trial trace cannot become a scan: ``peel`` says whether unrolling the first iteration
    may help (a variable that takes its loop type there)."""

    def __init__(self, peel):
        super().__init__()
        self.peel = peel


def trace_for(b, iterable, body_fn, values, names, live, carry, stop, targets, target_kind,
              inplace):
    """``for`` in a graph trace: ``(values, items)``: the loop variables after what was traced
    (a scan, or the first iteration unrolled) and the items left for the caller to unroll.
    A loop 2.10 could not unroll is its error first (``compiler.loop_depth``)."""
    check_loop_depth(iterable)
    src = None if _SCANS.off else _source(iterable, target_kind)
    if src is None or src.short() or (set(targets) & set(live) and target_kind == "tuple"):
        return values, iterable
    if not src.is_range and any(x is iterable for name, v in zip(names, values)
                                if name in inplace for x in flatten(v)[0]):
        return values, iterable     # the body may change the rows it has yet to read

    def unroll(item, values):
        values = tuple(body_fn(item, *values))
        return values, py_true(*(values[names.index(f)] for f in stop))
    for item in src.lead():             # Cells unlike the alike run after them
        values, stopped = unroll(item, values)
        if stopped:
            return values, ()
    loop = _Loop(b, body_fn, names, carry, targets)
    peeled = False
    while True:
        try:
            return loop.scan(src, values, live), ()
        except _Reject as r:
            if not r.peel or peeled:
                return values, src.rest()
        values, stopped = unroll(src.first(), values)     # unroll the first iteration
        if stopped:
            return values, ()
        src, peeled = src.after_first(), True
        if src is None or src.short():
            return values, () if src is None else src.rest()


class _Loop:
    """One ``for`` loop's body and variables, traced into a scan (``scan``)."""

    def __init__(self, b, body_fn, names, carry, targets):
        self.b, self.body_fn, self.names = b, body_fn, names
        self.targets = set(targets)
        self.carry = set(carry) - self.targets      # the item rebinds the loop's own target

    def scan(self, src, values, live):
        """Trace the body into a ``scan`` node; returns the loop variables after it or raises
        ``_Reject`` (with the builder as it was)."""
        b = self.b
        flat = [flatten(v) if v is not UNDEF else ([], None) for v in values]
        # a Parameter held by a variable stays itself (writes through it reach the Parameter);
        # a body that rebinds the variable to a tensor gets its first iteration unrolled
        slots = [(i, j) for i, (lv, _) in enumerate(flat) for j, x in enumerate(lv)
                 if self.names[i] in self.carry and _is_tensor(x) and not _is_param(x)]
        init = [b.value(flat[i][0][j]) for i, j in slots]
        params, own = [], getattr(src, "own", ())
        for _ in range(3):        # later passes carry the Parameters the body writes
            mark = _mark(b)
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    traced = self._trace(src, values, flat, slots, init, params)
                new = [pid for pid, v in traced[2].items()
                       if v is not mark[0].get(pid) and pid not in params and pid not in own]
                if own and (new or len(b.py_attrs) > mark[3]):
                    raise _Reject(False)   # a layer writing state outside its own Parameters
                if not new:
                    outs = self._outputs(traced, values, flat, slots, params, src)
                    appended = self._appended(traced[0], traced[4])
                    break
                params.extend(new)
            except _Reject:
                _rollback(b, mark)
                raise
            except Exception:  # noqa: BLE001  anything the body cannot do as a scan: unroll
                _rollback(b, mark)
                raise _Reject(False) from None
            _rollback(b, mark)
        else:
            raise _Reject(False)
        g, xph = traced[0], traced[3]
        written = src.written(traced[2], xph)
        n, draws = src.n, b.rng_seeds[mark[1]:]
        if n * _size(g) <= _budget(b, src) or any(pid in params for pid in _param_ids(src)):
            _rollback(b, mark)
            raise _Reject(False)
        b.param_state = dict(mark[0])
        if draws:
            _index_draws(g, g.inputs[0], len(draws))
            b.rng_seeds.extend(draws * (n - 1))
            b.rng_var.shape = (len(b.rng_seeds), 3)
        for w in caught:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
        rows = [v for _, _, vs in appended for v in vs]
        g.outputs = outs + rows + [v for _, v in written]
        from .errors import user_location
        init = init + [b.param_var(b.params[pid][0]) for pid in params]
        out_vars = [ir.Var(v.shape, v.dtype, v.weak_type) for v in init]
        stacked = [ir.Var((n, *v.shape), v.dtype, v.weak_type) for v in rows]
        ys = stacked + [ir.Var((n, *v.shape), v.dtype) for _, v in written]
        xs = src.xs(b, g) + _rows_read(b, g, src, self.index)
        b.graph.nodes.append(ir.Node(ir.SCAN, (*init, *xs),
                                     freeze_attrs({"length": n, "ys": len(ys)}),
                                     out_vars + ys, user_location(), (g,)))
        _SCANS.made += 1
        for (group, _), y in zip(written, ys[len(stacked):]):   # each Cell's row of a written
            for k, p in enumerate(group):                        # Parameter
                b.assign(p, b.wrap(y)[k])
        added = {}      # the rows, as the unrolled loop appends them or adds them to a tuple
        for k in range(n):
            it = iter(stacked)
            for target, td, vs in appended:
                row = jax.tree_util.tree_unflatten(td, [b.wrap(next(it))[k] for _ in vs])
                if isinstance(target, str):
                    added.setdefault(target, []).append(row)
                else:
                    loop_append(target, row)
        return self._results(values, flat, slots, params, out_vars, src, live, added)

    def _trace(self, src, values, flat, slots, init, params):
        """One trace of the body: ``(graph, outputs, Parameter state after the body, row
        placeholders, what it appended to lists or added to tuples)``."""
        b = self.b
        k = ir.Var((), np.int32)
        cph = [ir.Var(v.shape, v.dtype, v.weak_type) for v in init]
        pph = [_like(b.param_var(b.params[pid][0])) for pid in params]
        xph = src.placeholders(b)

        def body():
            leaves = [list(lv) for lv, _ in flat]
            for (i, j), ph in zip(slots, cph):
                leaves[i][j] = b.wrap(ph)
            for pid, ph in zip(params, pph):
                b.param_state[pid] = ph
            vals = [UNDEF if v is UNDEF else jax.tree_util.tree_unflatten(flat[i][1], leaves[i])
                    for i, v in enumerate(values)]
            item = src.item(b, b.wrap(k), xph)
            self.index = item._data if src.is_range else None
            if not src.is_range:
                return self.body_fn(item, *vals)
            with scan_index(item._data, *src.index_bounds()):     # x[i:i + 1] windows
                return self.body_fn(item, *vals)
        outer_writes, b.tensor_writes = b.tensor_writes, {}
        g = None
        try:
            with collecting() as appended:
                g, out = b.sub("scan_body", body, (), [k, *cph, *pph, *xph])
        finally:
            writes, b.tensor_writes = b.tensor_writes, outer_writes
            outside = undo_outside_writes(g, writes)
        if outside:     # (``f(t)`` of a function writing its argument: the name analysis
            raise _Reject(False)    # cannot carry t; the loop is unrolled, as Python runs it)
        return g, out, b.param_state, xph, appended

    def _appended(self, g, appended):
        """What the body appends to lists or adds to tuples (``compiler.loop_lists``), as
        ``(list or variable name, treedef, body graph Vars)``; ``_Reject`` where a value is not
        a tensor or a tuple/list/dict of them (a Parameter too: the unrolled loop keeps the
        Parameter itself)."""
        out = []
        for target, value in appended:
            leaves, td = flatten(value)
            if not leaves or not all(_is_tensor(x) and not _is_param(x) for x in leaves):
                raise _Reject(False)
            with self.b.in_graph(g):
                out.append((target, td, [self.b.value(x) for x in leaves]))
        return out

    def _outputs(self, traced, values, flat, slots, params, src):
        """The body graph's outputs, one per carried slot; ``_Reject`` where a value does not
        keep its type, shape and structure (or a Python value changes)."""
        b = self.b
        g, out, state = traced[:3]
        phs = g.inputs[1:]
        outs = []
        slot_at = {s: ph for s, ph in zip(slots, phs)}
        for i, name in enumerate(self.names):
            if name not in self.carry:
                continue
            if values[i] is UNDEF:
                if out[i] is UNDEF:
                    continue
                raise _Reject(True)
            lv, td = flatten(out[i])
            if td != flat[i][1]:
                raise _Reject(True)
            for j, (a, c) in enumerate(zip(flat[i][0], lv)):
                ph = slot_at.get((i, j))
                if ph is None:
                    if not (c is a or (not _is_tensor(a) and not _is_tensor(c)
                                       and type(a) is type(c) and _same(a, c))):
                        raise _Reject(True)
                    continue
                if not _is_tensor(c) or _is_param(c):
                    raise _Reject(True)
                with b.in_graph(g):
                    v = b.value(c)
                if (v.shape, v.dtype, v.weak_type) != (ph.shape, ph.dtype, ph.weak_type):
                    raise _Reject(True)
                outs.append(v)
        for pid, ph in zip(params, phs[len(slots):]):
            v = state[pid]
            if (v.shape, v.dtype) != (ph.shape, ph.dtype):
                raise _Reject(False)
            outs.append(v)
        return outs

    def _results(self, values, flat, slots, params, out_vars, src, live, added):
        b = self.b
        leaves = [list(lv) for lv, _ in flat]
        for (i, j), v in zip(slots, out_vars):
            leaves[i][j] = b.wrap(v)
        for pid, v in zip(params, out_vars[len(slots):]):
            b.param_state[pid] = v
        result = []
        for i, name in enumerate(self.names):
            if name in self.targets:
                result.append(src.last() if name in live else UNDEF)
            elif name not in self.carry or values[i] is UNDEF:
                result.append(UNDEF)
            else:
                value = jax.tree_util.tree_unflatten(flat[i][1], leaves[i])
                result.append(value + tuple(added[name]) if name in added else value)
        return tuple(result)


def _rows_read(b, g, src, index):
    """``x[i]`` of a tensor from outside the loop, ``i`` the ``range`` index: the body reads it
    as one more row input, which the scan slices from ``x`` (emitted here, in the enclosing
    graph), so the backward pass stacks the rows' gradients instead of adding a full-size one
    per iteration. Returns the sliced tensors' Vars."""
    if index is None:
        return []
    r = src.iterable
    first, step, n = r.start + src.start * r.step, r.step, src.n
    if first < 0 or step <= 0:
        return []
    from ..runtime.registry import get_op
    getitem = get_op("getitem")
    defined = {v.id for v in g.inputs} | {o.id for node in g.nodes for o in node.outs}
    rows, keep = [], []
    for node in g.nodes:
        x = node.inputs[0] if node.inputs else None
        if node.op is getitem and len(node.inputs) == 2 and node.inputs[1] is index \
                and dict(node.attrs).get("index") == (("a", 0),) and isinstance(x, ir.Var) \
                and x.id not in defined and first + (n - 1) * step < x.shape[0]:
            rows.append(b.value(b.wrap(x)[first:first + n * step:step]))
            g.inputs.append(node.outs[0])
        else:
            keep.append(node)
    g.nodes = keep
    return rows


def _is_tensor(x):
    from ..common.tensor import Tensor
    return isinstance(x, Tensor)


def _is_param(x):
    from ..common.parameter import Parameter
    return isinstance(x, Parameter)


def _param_ids(src):
    return [id(src.iterable)] if _is_param(src.iterable) else []


def _like(v):
    return ir.Var(v.shape, v.dtype, v.weak_type)


def _size(g):
    """Nodes of ``g`` and its sub-graphs (constants not counted)."""
    return sum(1 + sum(_size(sg) for sg in n.subgraphs) for n in g.nodes if n.op is not ir.CONST)


def _mark(b):
    return dict(b.param_state), len(b.rng_seeds), len(b.hooked), len(b.py_attrs)


def _rollback(b, mark):
    """Forget a trial trace (its graph is discarded by the caller)."""
    params, rng, hooked, _ = mark
    b.param_state = dict(params)
    b.rng_reset(rng)
    del b.hooked[hooked:]


def _index_draws(g, k, m):
    """Each draw of the body (also in nested sub-graphs) takes its row ``index + k * m``:
    ``k`` is prepended to the node's iteration inputs, ``m`` to its ``strides``."""
    for node in g.nodes:
        if node.op is ir.RNG_KEY:
            attrs = dict(node.attrs)
            attrs["strides"] = (m,) + tuple(attrs.get("strides", ()))
            node.attrs = freeze_attrs(attrs)
            node.inputs = (node.inputs[0], k, *node.inputs[1:])
        for sg in node.subgraphs:
            _index_draws(sg, k, m)


__all__ = ["trace_for"]
