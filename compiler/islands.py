"""Numpy islands: Python that reads tensor values, run on the host while the graph runs.

``__mc.island(fn, thunks, kind)`` (made by ``compiler.island_ast``) runs ``fn`` on the
current values of its input variables and returns its output variables; in a trace
``Builder.island`` -> ``trace_island`` decides how:

1. code that calls ``asnumpy()``/``tolist()`` is an island (also on a Parameter reached
   through ``self``, whose value is only known at run time), and so is a ``print`` of values
   derived from numpy (printed by Python, as MindSpore's JIT Fallback prints them);
2. code that reads a numpy array or Python number an island produced is an island;
3. otherwise, no traced tensor among the inputs: ``fn`` just runs (numpy on constants,
   shapes); traced graph values only (Tensors made on the host included): ``fn`` is traced like
   any code, and if it reads a tensor's value (``ConcretizationError``) what it emitted is
   rolled back and it becomes an island.

So a Tensor made from numpy on the host is a constant of the graph that later ops use with
their gradients, as in PYNATIVE_MODE (MindSpore's graph mode runs those ops in Python too and
cuts their gradients).

An island is one ``island`` node. Its output shapes come from running ``fn`` once while
compiling, on the compiling call's values where its inputs are the graph's inputs or other
islands' results (``Builder.input_values``), else with placeholder values of the inputs' shapes
and dtypes (numpy's random state, and what ``fn`` prints, are put back / hidden); at run time
it is a ``jax.experimental.io_callback`` (ordered: islands run once per call, in program order;
one with no outputs, a print, shares the print nodes' ordered ``jax.debug.callback`` instead)
that rebuilds the inputs' Python types (Tensor, numpy array, Python number) and checks the
output shapes. Gradients stop at an island
(its inputs pass through ``stop_gradient``), with a warning naming the line when the graph is
differentiated. Parameters the code reads through attributes (``self.cnt``: ``chains`` from
``compiler.island_ast``) are inputs too: while the island runs they hold the graph's values at
that point (their own arrays hold the values before the call, and a graph that writes one
donates its array to the call); a Cell ``bprop`` around it supplies gradients. Under
``set_context(jit_syntax_level=STRICT)`` an island is a compile error instead.
"""
import contextlib
import io
import random
import types
import warnings

import jax
import numpy as np

from ..context import syntax_level
from ..runtime import x64
from ..runtime.dispatch import PYNATIVE_MODE, state
from . import errors, ir, island_guards
from .scalars import mark_scalar, scalar_kind
from .tree import _tensor_type, flatten

ISLAND = ir.Structural("island", ("side_effect",))
_HOST_VALUES = (np.ndarray, np.generic, int, float, complex)   # what Python's print shows


def _symbolic(x):
    """A traced tensor, or a Parameter (a graph input: its value is only known at run time)."""
    from ..common.parameter import Parameter
    return isinstance(x, _tensor_type()) and (isinstance(x._data, ir.Var) or
                                              isinstance(x, Parameter))


def strict():
    """No islands: a ``jit_syntax_level`` below LAX (``context.syntax_level``; 2.10 refuses
    ``asnumpy`` in a graph at COMPATIBLE too, measured)."""
    return syntax_level() < 2        # below LAX


def trace_island(b, fn, values, kind, chains=()):
    """``Builder.island``: run the island function ``fn`` on ``values`` (see the module
    docstring); its outputs' new values. ``chains``: the attribute chains on ``values`` that
    ``fn`` reads (``control.island``): an island gets the graph's values of the Parameters they
    reach at its point in the program."""
    params = _refuse_parameter_reads(chain_parameters(values, chains))
    if kind == "host" and not any(isinstance(_follow(values[i], names), _HOST_VALUES)
                                  for i, names, _ in chains if names):
        kind = ""      # the attributes an island sets hold no Python number or numpy value
    leaves, tree = flatten(values)
    sym = [i for i, x in enumerate(leaves) if _symbolic(x)]
    if not sym and not kind:
        return fn(*values)
    host = getattr(b, "host_kinds", None)
    if host is None:
        host = b.host_kinds = {}
    # a numpy array or Python number made on the host: what reads it runs on the host too (a
    # Tensor made there is a graph value, as in PYNATIVE_MODE)
    numpy_in = any(host.get(getattr(leaves[i]._data, "id", None), ("tensor",))[0] != "tensor"
                   for i in sym)
    if kind == "print" and not numpy_in and not any(isinstance(x, _HOST_VALUES)
                                                    for x in leaves) and \
            not _island_made(b.graph, [leaves[i]._data for i in sym]):
        kind = ""   # a print of Tensors made on the host while compiling: the graph's print
    if strict():
        if kind == "read":
            _strict_reads(b, fn, leaves, tree)
    elif kind or numpy_in:
        return _emit(b, fn, leaves, tree, sym, params)
    mark = _mark(b)
    try:
        return fn(*jax.tree_util.tree_unflatten(tree, leaves))   # new containers (no leaks)
    except errors.ConcretizationError as err:
        _rollback(b, mark)
        if strict():
            raise _strict_error(err) from None
    return _emit(b, fn, leaves, tree, sym, params)


def chain_parameters(values, chains):
    """``(input index, names, reads)`` chains -> ``(Parameter, read)`` for each Parameter they
    reach (once; ``read``: ``asnumpy()``/``tolist()`` is called on it)."""
    from ..common.parameter import Parameter
    params = {}
    for root, names, reads in chains:
        obj = _follow(values[root], names)
        if isinstance(obj, Parameter):
            read_before = params.get(id(obj), (obj, False))[1]
            params[id(obj)] = (obj, _live(values, reads) or read_before)
    return tuple(params.values())


def _live(values, reads):
    """Whether a chain's ``asnumpy()``/``tolist()`` runs: ``reads`` is ``()`` (no such call) or
    ``(guards,)``; a guard whose test is a Python value (``self.flag``, ``self.k > 2 and
    x.ndim == 2``: ``compiler.island_guards``) that picks the other branch folds the call away,
    as 2.10's graph folds a constant ``if`` before its checks."""
    if not reads:
        return False
    for guard, want in reads[0]:
        if island_guards.truth(guard, values) is (not want):
            return False
    return True


def _refuse_parameter_reads(params):
    """A graph refuses ``asnumpy()``/``tolist()`` of a Parameter, with 2.10's text (measured:
    ``self.w.asnumpy()``, ``p.asnumpy()``, ``self.w.tolist()`` in construct or a jit function);
    else the Parameters of ``params``."""
    if any(read for _, read in params):
        raise errors.GraphModeError(
            "Failed to compile in GRAPH_MODE because the 'Parameter' object's method 'asnumpy' "
            "is not supported in 'construct' or function with @jit decorator. Try to use the "
            "'Parameter.asnumpy' externally such as initialized in the method '__init__' "
            "before assigning.",
            hint="read the Parameter's value outside the graph, or compute with it as a tensor.")
    return tuple(p for p, _ in params)


def _follow(obj, names):
    """``obj.<names...>``, through objects that are not tensors (a tensor ends the chain:
    ``self.w.T`` is ``self.w``); None where an attribute is missing (the island's own error)."""
    for name in names:
        if isinstance(obj, _tensor_type()):
            break
        try:
            obj = getattr(obj, name)
        except Exception:  # noqa: BLE001
            return None
    return obj


def _island_made(graph, values):
    """Whether one of ``values`` is computed from an island's outputs: 2.10's JIT Fallback
    value, which its ``print`` shows as Python does (a Tensor made from numpy constants while
    compiling is a graph constant instead, printed by the graph's print)."""
    producer = {o.id: n for n in graph.nodes for o in n.outs}
    todo, seen = [v for v in values if isinstance(v, ir.Var)], set()
    while todo:
        node = producer.get(todo.pop().id)
        if node is None or id(node) in seen:
            continue
        if node.op is ISLAND:
            return True
        seen.add(id(node))
        todo.extend(v for v in node.inputs if isinstance(v, ir.Var))
    return False


def _strict_reads(b, fn, leaves, tree):
    """STRICT: the error for code that reads values, at the offending call when tracing it
    reaches one."""
    mark = _mark(b)
    try:
        fn(*jax.tree_util.tree_unflatten(tree, leaves))
    except errors.ConcretizationError as err:
        raise _strict_error(err, errors.StrictReadError) from None
    finally:
        _rollback(b, mark)
    raise _strict_error(None, errors.StrictReadError)


def _strict_error(err, kind=errors.StrictFallbackError):
    return kind(
        "this line reads a tensor's value with Python/numpy, which JIT Fallback would run on "
        "the host (a numpy island), but jit_syntax_level is "
        + ("STRICT." if syntax_level() == 0 else "COMPATIBLE.")
        + (f"\n{err.args[0].splitlines()[0]}" if err is not None else ""),
        hint="keep the computation in tensor ops, or allow islands with "
             "ms.set_context(jit_syntax_level=ms.LAX).",
        loc=err.loc if err is not None else None)


def _mark(b):
    return (b.graph, len(b.graph.nodes), len(b.rng_seeds), dict(b.param_state),
            len(b.hooked))


def _rollback(b, mark):
    """Forget what a failed trace of an island function emitted."""
    graph, n, rng, params, hooked = mark
    dropped = {o.id for node in graph.nodes[n:] for o in node.outs}
    del graph.nodes[n:]
    b.graph = graph
    b.rng_reset(rng)
    b.param_state = params
    del b.hooked[hooked:]
    consts = b.consts.get(graph)
    if consts:
        for key in [k for k, (v, _) in consts.items() if v.id in dropped]:
            del consts[key]


# ---- host values -------------------------------------------------------------------------------
_LAZY = (map, filter, zip, types.GeneratorType)


def _kind(x):
    """How a host value is rebuilt from an array: its Python type (and dtype)."""
    T = _tensor_type()
    if isinstance(x, T):
        return ("tensor", x.dtype)
    if isinstance(x, np.ndarray):
        return ("ndarray", x.dtype)
    if isinstance(x, np.generic):
        return ("npscalar", x.dtype)
    if isinstance(x, (bool, int, float)):
        return ("py", type(x))
    return None


def _aval(x, kind):
    if kind[0] == "py":
        dt = {bool: np.bool_, int: np.int64, float: np.float64}[kind[1]]
        return (), np.dtype(dt), kind[1] is not bool
    arr = np.asarray(x.asnumpy() if kind[0] == "tensor" else x)
    return arr.shape, arr.dtype, False


def host_output(arr, kind):
    """A graph output an island made as a numpy array or numpy scalar (its ``host_kinds``
    entry), as MindSpore 2.10's graph returns it (measured: ``return x.asnumpy()`` gives the
    ndarray, ``x.asnumpy()[0]`` a numpy float32)."""
    return _rebuild(arr, kind)


def _rebuild(arr, kind):
    if kind[0] == "tensor":
        return _tensor_type()(np.asarray(arr), kind[1])
    if kind[0] == "ndarray":
        return np.asarray(arr).copy()
    if kind[0] == "npscalar":
        return np.asarray(arr).astype(kind[1])[()]
    return kind[1](np.asarray(arr)[()])


@contextlib.contextmanager
def _on_host(quiet=False):
    """Run Python as PYNATIVE_MODE would (eager ops), optionally hiding what it prints and
    putting numpy's and Python's random state back (a compile-time probe)."""
    from ..runtime.tracer import EAGER
    prev = state.tracer, state.mode, state.tape
    state.tracer, state.mode, state.tape = EAGER, PYNATIVE_MODE, None
    np_state, py_state = (np.random.get_state(), random.getstate()) if quiet else (None, None)
    sink = io.StringIO()
    try:
        with x64.scope(), contextlib.redirect_stdout(sink) if quiet else contextlib.nullcontext(), \
                warnings.catch_warnings():
            if quiet:
                warnings.simplefilter("ignore")
            yield
    finally:
        state.tracer, state.mode, state.tape = prev
        if quiet:
            np.random.set_state(np_state)
            random.setstate(py_state)


@contextlib.contextmanager
def _parameter_values(params, values):
    """While an island runs, the Parameters it reads through attributes hold ``values``, the
    graph's values of them at the island (their own arrays are the values before the call, and
    a graph that writes a Parameter donates its array to the call); what the island stores in
    one itself is kept."""
    saved = [p.owned_array() for p in params]
    new = [v.data_array() for v in values]
    for p, arr in zip(params, new):
        p._data = arr
    try:
        yield
    finally:
        for p, arr, (old, owned) in zip(params, new, saved):
            if p.owned_array()[0] is arr:
                if owned:
                    p.store_owned(old)
                else:
                    p._data = old


@contextlib.contextmanager
def _objects_kept(leaves):
    """The probe's writes to the plain objects among an island's inputs (``self.total =
    self.total + float(x.asnumpy())``, ``self.log.append(...)``) are undone: the island does
    them when it runs with the call's values (2.10's JIT Fallback runs the code once a call;
    the probe on placeholder values left 1.0 added to the total)."""
    objs = [x for x in leaves if isinstance(getattr(x, "__dict__", None), dict) and
            not isinstance(x, (type, types.ModuleType, _tensor_type()))]
    saved = [(o, dict(o.__dict__)) for o in objs]
    inner = [(v, list(v) if isinstance(v, list) else dict(v)) for _, d in saved
             for v in d.values() if type(v) in (list, dict)]
    try:
        yield
    finally:
        for o, d in saved:
            o.__dict__.clear()
            o.__dict__.update(d)
        for v, items in inner:
            v.clear()
            v.extend(items) if isinstance(v, list) else v.update(items)


def _placeholders(vars_, kinds, how, actual=None):
    out = []
    rs = np.random.RandomState(0)
    for i, (v, kind) in enumerate(zip(vars_, kinds)):
        if how == "actual":
            arr = np.asarray(actual[i])
        elif how == "ones":
            arr = np.ones(v.shape, v.dtype)
        elif how == "uniform":
            arr = rs.uniform(0.0, 1.0, v.shape).astype(v.dtype)
        else:
            arr = np.zeros(v.shape, v.dtype)
        out.append(_rebuild(arr, kind))
    return out


class Island:
    """One island node's payload: the function, its input template, output structure and the
    host kinds of its inputs and outputs (``lower`` is its lowering rule)."""

    def __init__(self, fn, leaves, tree, sym, params, in_kinds, loc):
        self.fn, self.leaves, self.tree, self.sym, self.params = fn, leaves, tree, sym, params
        self.in_kinds, self.loc = in_kinds, loc
        self.out_tree = self.out_pos = self.out_kinds = self.out_consts = self.specs = None
        self.bprop = False       # inside a Cell with a custom bprop: it supplies gradients

    def run(self, host_values):
        """``fn`` on ``host_values``: the symbolic inputs' values, then the read Parameters'."""
        leaves = list(self.leaves)
        n = len(self.sym)
        for i, val in zip(self.sym, host_values[:n]):
            leaves[i] = val
        with _parameter_values(self.params, host_values[n:]):
            # a lazy iterator (``map(f, x.asnumpy())``) runs here, on this call's values: its
            # items are the island's outputs (else the compile-time probe's would be kept as
            # constants); a read Parameter given back is its value now, a Tensor
            return tuple(list(v) if isinstance(v, _LAZY) else
                         _tensor_type()(v.data_array()) if any(v is p for p in self.params)
                         else v
                         for v in self.fn(*jax.tree_util.tree_unflatten(self.tree, leaves)))

    def probe(self, vars_, actual=None):
        """Run once to find the output structure, shapes and dtypes: on ``actual``, this call's
        values of the inputs when they all are known (the graph's own inputs, constants, other
        islands' results: a structure that depends on the values,
        ``x.max(return_indices=bool(y.asnumpy()))``, is this call's), else on placeholders."""
        failure = None
        for how in ("actual",) * (actual is not None) + ("ones", "uniform", "zeros"):
            try:
                with _on_host(quiet=True), _objects_kept(self.leaves):
                    out = self.run(_placeholders(vars_, self.in_kinds, how, actual))
                    self._structure(out)
                    # this call's outputs: an island reading them probes with them in turn
                    self.actual_out = flatten(tuple(out))[0] if how == "actual" else None
                    return self
            except Exception as err:  # noqa: BLE001  the user's Python on placeholder values
                if how == "actual":     # it fails on this call's values: the user's error, as
                    raise               # 2.10 raises it running the code (measured)
                failure = failure or err
        raise errors.GraphModeError(
            f"this code reads tensor values, so it runs on the host while the graph runs (a "
            f"numpy island, MindSpore's JIT Fallback); to find the shapes of what it produces "
            f"it is run once while compiling on placeholder values (ones, uniform, zeros of "
            f"the inputs' shapes), which failed: {type(failure).__name__}: {failure}",
            hint="make the code work for any input values of these shapes, compute it with "
                 "tensor ops, or run this Cell in PYNATIVE_MODE.", loc=self.loc) from failure

    def _structure(self, out):
        leaves, self.out_tree = flatten(tuple(out))
        self.out_pos, self.out_kinds, self.specs, self.out_consts = [], [], [], list(leaves)
        for i, x in enumerate(leaves):
            kind = _kind(x)
            if kind is None or (kind[0] == "ndarray" and x.dtype.kind in "OUSV"):
                continue
            shape, dtype, weak = _aval(x, kind)
            self.out_pos.append(i)
            self.out_kinds.append(kind)
            self.specs.append(jax.ShapeDtypeStruct(shape, dtype, weak_type=weak))
            self.out_consts[i] = None
        return self

    def host(self, *arrays):
        """The io_callback body: rebuild the inputs, run, check and return the outputs."""
        # on one of XLA's threads (the graph waited there for an input still being computed)
        # JAX canonicalizes what this returns under that thread's x64 flag, after the return
        x64.keep_on()
        with _on_host():
            out = self.run([_rebuild(a, k) for a, k in zip(arrays, self.in_kinds)])
            leaves, tree = flatten(tuple(out))
            if tree != self.out_tree:
                raise RuntimeError(errors.format_message(
                    f"a numpy island produced {tree} on this call but {self.out_tree} when it "
                    f"was compiled; a graph needs the same structure on every call.", None,
                    self.loc))
            res = []
            for i, spec in zip(self.out_pos, self.specs):
                x = leaves[i]
                arr = np.asarray(x.asnumpy() if isinstance(x, _tensor_type()) else x)
                if arr.shape != spec.shape:
                    raise RuntimeError(errors.format_message(
                        f"a numpy island's output has shape {arr.shape} on this call but "
                        f"{spec.shape} when it was compiled (with placeholder inputs); a graph "
                        f"needs shapes that do not depend on tensor values.", None, self.loc))
                res.append(arr.astype(spec.dtype))
            return tuple(res)

    def lower(self, node, env, ctx):
        if ctx.differentiating and not self.bprop and any(np.issubdtype(v.dtype, np.inexact)
                                       for v in node.inputs):
            errors.warn_at("the gradient stops at this numpy island (Python run on the host "
                           "while the graph runs): what it computes is a constant for "
                           "differentiation.", loc=self.loc,
                           hint="write the computation with tensor ops, or give the Cell a "
                                "`bprop`, to get gradients through it.")
        from jax.experimental import io_callback
        args = [jax.lax.stop_gradient(env[v.id]) for v in node.inputs]
        if not self.specs:
            # nothing comes back (a print of numpy values): the ordered effect of the graph's
            # print nodes (``lower._print``), so the two kinds of print keep program order
            jax.debug.callback(self.host, *args, ordered=True)
            return ()
        return tuple(io_callback(self.host, tuple(self.specs), *args, ordered=True))


def _emit(b, fn, leaves, tree, sym, params):
    host = b.host_kinds
    vars_ = [b.value(leaves[i]) for i in sym]
    # a graph scalar (``x.item()``, ``float(x)``) is the Python number it stands for
    kinds = [host.get(v.id) or (("py", scalar_kind(leaves[i])) if scalar_kind(leaves[i]) else
                                ("tensor", leaves[i].dtype)) for v, i in zip(vars_, sym)]
    vars_ += [b.value(p) for p in params]
    kinds += [("tensor", p.dtype) for p in params]
    loc = errors.user_location()
    known = getattr(b, "input_values", {})
    actual = [known.get(v.id) for v in vars_]
    isl = Island(fn, list(leaves), tree, sym, params, kinds, loc).probe(
        vars_, actual if all(a is not None for a in actual) else None)
    g = b.graph
    while g is not None and not isl.bprop:
        # compiler.bprop traces a custom-bprop Cell's construct as the sub-graph "<Cell>.construct"
        isl.bprop = g.parent is not None and g.name.endswith(".construct")
        g = g.parent
    outs = [ir.Var(s.shape, s.dtype, s.weak_type) for s in isl.specs]
    b.graph.nodes.append(ir.Node(ISLAND, vars_, (), outs, loc, extra=isl))
    leaves_out = list(isl.out_consts)
    actual_out, isl.actual_out = isl.actual_out, None     # (the node must not keep them alive)
    for i, o, kind, spec in zip(isl.out_pos, outs, isl.out_kinds, isl.specs):
        host[o.id] = kind
        leaves_out[i] = b.wrap(o)
        if kind[0] == "py":      # a Python number: a graph scalar (returned as that number)
            mark_scalar(leaves_out[i], kind[1])
        if actual_out is not None:
            x = actual_out[i]
            known[o.id] = np.asarray(x.asnumpy() if isinstance(x, _tensor_type()) else x,
                                     spec.dtype)
    result = jax.tree_util.tree_unflatten(isl.out_tree, leaves_out)
    return result


def _register_lowering():
    from .lower import rule

    @rule(ISLAND)
    def _island(node, env, ctx):
        return node.extra.lower(node, env, ctx)


_register_lowering()
