"""Calling a compiled graph: the entry (``Compiled``), compiling one, and the steady-state path.

The call of a compiled entry is: the Parameters' current arrays, the input arrays and (if the
graph draws random numbers) one seed row per draw -> one flat jitted call -> the outputs, and
the written Parameters' new arrays stored back. Parameter arrays are read on every call, so a
write from anywhere (``set_data``, another graph, a checkpoint load) is seen with no
bookkeeping.

Donation: the old buffers of the Parameters a graph writes are donated to the call (XLA writes
the new values into them). A buffer is donated only while its Parameter *owns* it: it was stored
by ``store_owned`` after a compiled call, it is neither an input of that call nor an output
returned to the user, and nothing has read the Parameter since (``Parameter._data`` clears the
flag). Otherwise the call donates a copy, so one compiled variant serves both cases and a user
Tensor never loses its buffer. A graph with run-time checks (step limits, index ranges) gives
the written Parameters their old values back when a check fails (``lower.Lowered.pure``); the
call stores them and then raises, so the error leaves the Parameters as they were.

``call_cached`` is the one steady-state path, shared by compiled Cells and ``jit`` functions:
the arguments' avals find the entry in ``Cache.by_aval`` and the root Cell's structure
generation confirms its Parameters are those the entry was compiled with.
"""
import contextlib
import functools
import inspect
import warnings

import jax
import numpy as np

from ..runtime.seed import next_seed_pair as _next_seed_pair, peek_seed_pair
from .rng_draws import Counted, DrawCount
from ..common.tensor import Tensor as _Tensor   # (common.tensor never imports the compiler)
from . import cells, ir, lower, passes
from .checks import place_checks, verify_inputs
from .errors import CompileWarning, check_graph_outputs
from .arg_writes import ArgWrites, holds_containers
from .compile_cache_dir import persistent_cache
from .attr_state import CellState, is_state_tensor, same_attr, value_set
from .eager_fallback import NOT_STATIC, eager_entry
from .scan_retry import retry_unrolled
from .global_state import builder_global_states, builder_set_global
from .dyn_seq import builder_dynamic_sequence
from .graph_builtins import builder_scalar_value, builder_scalar_variable
from .seq_compare import builder_sequence_order
from .islands import host_output
from ..parallel import _auto_parallel_context as _parallel_ctx
from .outer_attrs import builder_graph_only, builder_outer_setattr
from .pijit_record import COUNTS
from .graph_call_text import graph_failed_call
from .raise_check import quote_compile_time_raise
from .trace import Builder
from .trace_entry import trace_function
from .flops import builder_tag_prim, name_phase
from .kernelless import builder_kernelless
from ..runtime.hooks import hook_fns, watch_hooks
from .scalars import MixedJoin, scalar_kind
from .tree import (dict_orders, flatten, keep_outside_lists, nodes_as_slices, outside_lists,
                   ranges_as_tuples, reorder_dicts, slices_as_nodes)


def _graph_operand_checks(b):
    """``Builder.graph_operand_checks``: a graph applies 2.10 GRAPH_MODE's operand checks."""
    return True


def _launches_per_call_site(b):
    """``Builder.launches_per_call_site``: a graph's stateful kernels count per call site."""
    return True


def _copy_parameter(b, param):
    """``Builder.copy_parameter``: a graph copies a Parameter as a Tensor (differentiable)."""
    return _Tensor.copy(param)


# tracer-protocol methods of the Builder whose code lives with what they do (runtime.tracer)
Builder.graph_operand_checks = _graph_operand_checks
Builder.copy_parameter = _copy_parameter
Builder.launches_per_call_site = _launches_per_call_site
Builder.outer_setattr = builder_outer_setattr
Builder.graph_only = builder_graph_only
Builder.global_states = builder_global_states
Builder.set_global = builder_set_global
Builder.sequence_order = builder_sequence_order
Builder.scalar_variable = builder_scalar_variable
Builder.scalar_value = builder_scalar_value
Builder.dynamic_sequence = builder_dynamic_sequence
Builder.tag_prim = builder_tag_prim
Builder.kernelless = builder_kernelless

MISS = object()     # ``call_cached``: no entry for this call, take the slow path


class Compiled:
    """One compiled graph: the Lowered function, its IR and how to feed and unpack it."""

    arg_writes = None     # a "bytecode" jit's writes to its arguments (``compiler.arg_writes``)

    def __init__(self, builder, out, name, outside=frozenset()):
        from ..common.tensor import Tensor
        from ..common.parameter import Parameter
        out = ranges_as_tuples(out)
        nodes = slices_as_nodes(out)        # a Tensor in a returned slice comes back as a value
        self.slices, out = nodes is not out, nodes
        leaves, self.out_tree = flatten(out)
        # ``return self.p``: MindSpore's graph gives back the Parameter object itself when the
        # graph does not write it; otherwise, or inside a tuple or list, a Tensor of the value
        self.param_out = out if isinstance(out, Parameter) else None
        self.dict_orders = dict_orders(out)    # dicts come back in their own key order
        self.outside = outside      # ids of the lists held outside: they come back as themselves
        self.traced_out = out if self.outside else None
        # float(t)/int(t)/bool(t)/t.item() results come back as Python numbers
        self.scalar_kinds = [scalar_kind(x) for x in leaves]
        for kind in self.scalar_kinds:
            if isinstance(kind, MixedJoin):
                raise kind.error      # an int/float join returned: MindSpore's join TypeError
        if not any(self.scalar_kinds):
            self.scalar_kinds = None
        # a numpy scalar constant comes back as a Python number (2.10 measured; arrays stay)
        out_leaves = [builder.value(x) if isinstance(x, Tensor) else
                      x.item() if isinstance(x, np.generic) else x for x in leaves]
        host = getattr(builder, "host_kinds", {})     # numpy results of islands come back so
        self.host_kinds = [host.get(v.id) if isinstance(v, ir.Var) and host.get(v.id, ("",))[0]
                           in ("ndarray", "npscalar") else None for v in out_leaves]
        if not any(self.host_kinds):
            self.host_kinds = None
        params = list(builder.params.values())
        index = {id(p): i for i, (p, _) in enumerate(params)}
        written = [(index[pid], v) for pid, v in builder.param_state.items()
                   if v is not builder.params[pid][1]]
        graph = builder.root
        graph.outputs = [v for v in out_leaves if isinstance(v, ir.Var)] + [v for _, v in written]
        passes.run_passes(graph)
        # index checks proven, or of the inputs (verified by ``run`` before the step)
        self.input_checks = place_checks(graph, builder.input_vars)
        n_out = len(graph.outputs) - len(written)
        out_vars = iter(graph.outputs[:n_out])
        out_leaves = [next(out_vars) if isinstance(v, ir.Var) else v for v in out_leaves]
        written = [(i, v) for (i, _), v in zip(written, graph.outputs[n_out:])]
        self.graph = graph
        self.lowered = lower.Lowered(graph, params, builder.input_vars, builder.rng_var,
                                     written, out_leaves)
        self.fn = self.lowered.fn
        self.params = [p for p, _ in params]
        self.written = [self.params[i] for i, _ in written]
        if any(p is self.param_out for p in self.written):
            self.param_out = None      # written in the graph: MindSpore returns a Tensor
        self.is_var = [isinstance(v, ir.Var) for v in out_leaves]
        self.out_leaves = out_leaves
        self.uses_rng = builder.rng_var is not None
        self.rng_seeds = tuple(builder.rng_seeds)   # op seed per draw, in program order
        self.single = self.out_tree.num_leaves == 1 and self.is_var == [True] and \
            self.out_tree == flatten(Tensor._from_array(0))[1] and self.scalar_kinds is None \
            and self.param_out is None and self.host_kinds is None
        self._T = Tensor
        self._wrap = Tensor._from_array
        self.n_out = len(self.lowered.out_vars)
        self.gen = None        # the root Cell's structure generation it was last checked at
        # (Parameter, its hooks) for each Parameter whose Tensor hooks a gradient in the graph
        # ran: the entry serves only while they are the same (``is_current``)
        self.hook_deps = tuple(builder.hook_deps)
        for p, _ in self.hook_deps:
            watch_hooks(p, self)
        cells.hook_warning(builder, name)

    def hooks_changed(self):
        """A Parameter's hooks changed (``runtime.hooks.watch_hooks``): the steady-state paths
        stop taking this entry; the full lookup checks ``is_current``."""
        self.gen = None

    def is_current(self):
        """Whether the entry still serves: the Parameters' hooks compiled into this graph's
        gradients are still the registered ones (a hook added or removed since compiles
        again)."""
        return all(hook_fns(p) == fns for p, fns in self.hook_deps)

    def __call__(self, leaves):
        T = self._T
        from ..common.parameter import Parameter
        return self.run([x._data if x._data is not None else x.data_array() for x in leaves
                         if isinstance(x, T) and not isinstance(x, Parameter) and
                         not x._const_arg])

    def seed_rows(self):
        """The seed rows of this graph's random draws for one call, taken from the seed stream
        (None when it draws nothing); ``run(inputs, rows)`` uses them."""
        return _rng_rows(self.rng_seeds) if self.uses_rng else None

    def call(self, arrays):
        """The steady-state call on the input ``arrays`` (called under the x64 scope). Once a
        call found the graph plain, ``_plain_call`` replaces this method on the instance."""
        return self.run(arrays)

    def _plain_call(self):
        """``call`` for the simplest graphs: ``run`` without its branches, one closure (no
        attribute reads on the per-call path). Their one result comes back bare (``bare``)."""
        fn, wrap, params = self.fn, self._wrap, self.params
        if params:
            def call(arrays):
                return wrap(fn(*[_param_array(p) for p in params], *arrays))
        else:
            def call(arrays):
                return wrap(fn(*arrays))
        return call

    def run(self, inputs, rng=None):
        """Input arrays -> one flat jitted call -> Parameter write-back -> outputs (``rng``:
        the draws' seed rows, taken from the seed stream when None)."""
        if COUNTS["recording"]:     # (a "bytecode" jit's record counts calls per version)
            COUNTS["ran"] = self
        if self.input_checks:
            verify_inputs(self.input_checks, inputs)
        args = [_param_array(p) for p in self.params]
        for i in self.lowered.donated_idx:
            if not self.params[i]._owned:   # may be shared: donate a private copy
                args[i] = _private_copy(args[i])
        args += inputs
        if self.uses_rng:
            args.append(_rng_rows(self.rng_seeds) if rng is None else rng)
        res = self.fn(*args)
        if self.lowered.bare:         # one result: ``Lowered.flat_bare``
            res = (res,)
        n = self.n_out
        checks = self.lowered.checks
        if self.written:
            m = n + 2 * bool(checks)
            _write_back(self.written, res[m:m + len(self.written)], args, res[:n])
        if checks:     # index ranges, differentiated tensor whiles' step limits
            lower.raise_failed(res[n], res[n + 1], checks)
        if self.single and not (self.uses_rng or self.written or checks or self.input_checks or
                                "call" in self.__dict__):
            self.call = self._plain_call()
        if self.single:
            return self._wrap(res[0])
        if self.param_out is not None:
            return self.param_out
        new = self._wrap
        it = iter(res[:self.n_out])
        out = [new(next(it)) if is_var else v for is_var, v in zip(self.is_var, self.out_leaves)]
        if self.scalar_kinds is not None:
            out = [v if k is None or not is_var else k(v.item())
                   for k, v, is_var in zip(self.scalar_kinds, out, self.is_var)]
        if self.host_kinds is not None:
            out = [v if k is None else host_output(v.asnumpy(), k)
                   for k, v in zip(self.host_kinds, out)]
        out = jax.tree_util.tree_unflatten(self.out_tree, out)
        if self.dict_orders is not None:
            out = reorder_dicts(out, self.dict_orders)
        out = keep_outside_lists(out, self.traced_out, self.outside) if self.outside else out
        return nodes_as_slices(out) if self.slices else out


class AttrWritingCompiled(Compiled):
    """A graph whose construct sets plain Python attributes (``self.count += 1``,
    ``self.flag = True``): they were set while tracing, so each call sets them again to the
    value the trace left, and the entry serves only while they hold the values it was traced
    with (another value compiles again, as for any other compile-time constant). It never
    takes the steady-state path, which checks only the structure generation."""

    def __init__(self, builder, out, name, outside=frozenset()):
        super().__init__(builder, out, name, outside)
        self.attr_writes = tuple(tuple(w) for w in builder.py_attrs.values())
        self.fn_name = name
        self.call = self.run            # never the plain steady-state closure

    gen = property(lambda self: None, lambda self, value: None)

    def is_current(self):
        """... and the attributes it sets hold the values it was traced with (else a warning
        says which attribute makes it compile again)."""
        if not super().is_current():
            return False
        for cell, name, before, _ in self.attr_writes:
            now = cell.__dict__.get(name)
            if not same_attr(now, before):
                if isinstance(before, _Tensor) or is_state_tensor(cell, name, now):
                    return False    # a global Tensor rebound (global_state), a state made
                import warnings
                from .errors import CompileWarning
                what = f"{type(cell).__name__}.construct is compiled again because " \
                    f"`self.{name}`" if getattr(cell, "cells_and_names", None) else \
                    f"{self.fn_name} is compiled again because `{name}` of its " \
                    f"{type(cell).__name__} object"
                warnings.warn(f"{what}, a Python value it sets, changed ({before!r} -> "
                              f"{now!r}); GRAPH_MODE compiles such a value in as a constant. "
                              f"Make it a Parameter (or a Tensor attribute) to keep one "
                              f"compiled graph.", CompileWarning, stacklevel=2)
                return False
        return True

    def run(self, inputs, rng=None):
        out = super().run(inputs, rng)
        for cell, name, _, after in self.attr_writes:
            object.__setattr__(cell, name, value_set(after))
        return out


def _param_array(p):
    arr, _ = p.owned_array()
    return arr if arr is not None else p.data_array()   # a lazy initializer runs now


def _private_copy(arr):
    """A copy of ``arr`` in a buffer of its own, on its device. A transfer, not ``jnp.copy``:
    that compiles one XLA program per shape (tens of ms each on a first call that copies every
    Parameter of a network; this is well under one). A sharded (committed) array keeps its
    sharding; an uncommitted one stays uncommitted: committed, it would make the call's outputs
    (the Parameters' new values) committed, and every later call of another graph reading them
    (an eval Cell after a training step) a new jit compile of the same program."""
    return jax.device_put(arr, arr.sharding if arr.committed else None, may_alias=False)


def _write_back(params, new, args, outputs):
    """Store the written Parameters' new arrays; each is owned (donatable next call) unless
    JAX forwarded an input buffer to it or it is also returned to the user or to another
    Parameter."""
    shared = {id(a) for a in args}
    shared.update(id(o) for o in outputs)
    for p, v in zip(params, new):
        if isinstance(p, DrawCount):
            p.count(v)
        elif id(v) not in shared:
            p.store_owned(v)
            shared.add(id(v))
        elif isinstance(p, CellState):
            p.store_owned(v)          # (binds the attribute to a new Tensor)
        else:
            p._data = v               # not owned


def call_cached(cache, fast_key, arrays, gen):
    """The steady-state call: ``fast_key`` (static attributes + each argument's aval) finds
    the entry; ``gen`` (the root Cell's structure generation, 0 for a function) must be the
    one it was checked at. Returns the output, or ``MISS``."""
    entry = cache.by_aval.get(fast_key)
    if entry is None or entry.gen != gen:
        return MISS
    if COUNTS["recording"]:
        COUNTS["ran"] = entry
    return entry.call(arrays)


def fast_key(static, args):
    """``static + (aval of each argument)`` when every argument is a plain Tensor holding a
    jax array (the common call), else None. Built without flattening: one attribute read per
    argument, hashed in C. Returns ``(key, arrays)``."""
    key, arrays = [*static, _parallel_ctx.generation], []
    try:
        for a in args:
            if type(a) is not _Tensor or a._hooks or a._const_arg:   # in the full key
                return None, None
            d = a._data
            key.append(d.aval)
            arrays.append(d)
    except AttributeError:       # a lazy Tensor (no data yet) or a numpy-backed one
        return None, None
    return tuple(key), arrays


@retry_unrolled
def compile_entry(cache, key, fn, args, kwargs, name, root=None, names_fn=None, eager_fn=None,
                  graph_break=False, arg_table=False, tensor_writes=False):
    """Trace ``fn``, run the passes, lower; store the entry in ``cache`` under ``key``.

    ``eager_fn``: where a static-shape graph cannot hold the trace (``eager_fallback``), the
    entry runs ``eager_fn(*args, **kwargs)`` op by op instead; None: the error is raised.
    ``graph_break`` (``jit(capture_mode="bytecode")``): so does any trace that fails, or that
    warns (``CompileWarning``: the graph would differ from Python, e.g. a ``global`` written).
    ``arg_table`` (a ``jit`` function): its list arguments by 2.10's table (``arg_writes``);
    ``tensor_writes`` (a Cell's construct; a ``jit`` function's always): its Tensor arguments an
    in-place method wrote are written into the caller's (``arg_writes``, ``call_entry``)."""
    persistent_cache()
    names = input_names(names_fn or fn, args, kwargs)
    cache.compiling(key, names or [])
    writes = ArgWrites(fn, args, kwargs) if graph_break else None   # PIJit: the caller's objects
    if arg_table and not graph_break and holds_containers((*args, *kwargs.values())):
        writes = ArgWrites(fn, args, kwargs, table=True)    # 2.10's jit: ``arg_table``
    elif (tensor_writes or arg_table) and not graph_break:
        writes = ArgWrites(fn, args, kwargs, table=True, containers=arg_table)
    try:
        with _warnings_as_breaks() if graph_break else contextlib.nullcontext():
            b, out = trace_function(fn if writes is None else writes.function(), args, kwargs,
                                    name, root, names)
    except Exception as err:    # noqa: BLE001  (which ones break: decided just below)
        if eager_fn is None or not (graph_break or isinstance(err, NOT_STATIC)):
            if not graph_break:     # (PIJit raises as Python does)
                quote_compile_time_raise(err)
                graph_failed_call(err)
            raise
        entry = eager_entry(eager_fn, args, kwargs, err, name, graph_break)
    else:
        source = names_fn or fn            # (IR files quote its return statements; not a bound
        b.root.source = getattr(source, "__func__", source)    # method: it would hold the Cell)
        try:
            check_graph_outputs(out)
            outside = outside_lists(out)
            if writes is not None and writes.split:
                outside -= writes.ids()     # (given back as the caller's: ``ArgWrites.call``)
            entry = (AttrWritingCompiled if b.py_attrs else Compiled)(b, out, name, outside)
            if writes is not None and writes.split:
                entry.arg_writes = writes
        except Exception as err:    # noqa: BLE001  (a function returned: PIJit returns it)
            if eager_fn is None or not graph_break:
                raise
            entry = eager_entry(eager_fn, args, kwargs, err, name, graph_break)    # runs later
        finally:
            b.restore_outside_writes()
    cache.add(key, entry)
    entry.key = key         # (a "bytecode" jit's record counts the calls of each version)
    if root is not None:
        name_phase(root, key, entry)        # its ``current_phase``, for ``flops_collection``
    COUNTS["compiles"] += 1
    return entry


def call_entry(entry, leaves, args, kwargs):
    """``entry(leaves)``, the Tensor arguments its graph wrote in place given to the caller's
    ``(args, kwargs)`` (``arg_writes``)."""
    if entry.arg_writes is None:
        return entry(leaves)
    return entry.arg_writes.call(functools.partial(entry, leaves), args, kwargs)


@contextlib.contextmanager
def _warnings_as_breaks():
    """A ``CompileWarning`` raised as an error: where the graph would differ from Python (PIJit
    breaks the graph there), a ``"bytecode"`` jit runs the signature eagerly instead."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        yield


def input_names(fn, args, kwargs):
    """The user's name of each Tensor input (``x``, ``batch.0``), for messages; or None."""
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except (TypeError, ValueError):
        return None
    from ..common.tensor import Tensor
    from ..common.parameter import Parameter
    names = []
    for name, val in bound.arguments.items():
        leaves = flatten(val)[0]
        tensors = [x for x in leaves if isinstance(x, Tensor) and not isinstance(x, Parameter)]
        if len(tensors) == 1 and len(leaves) == 1:
            names.append(name)
        else:
            names.extend(f"{name}.{i}" for i in range(len(tensors)))
    return names


def _rng_rows(seeds):
    """The seed stream's next ``(global seed, op seed, counter)`` for each draw of a graph, as
    eager mode would take them (``runtime.rng.next_key``): one uint32 row per draw."""
    nsp = _next_seed_pair
    rows = []
    for s in seeds:
        g, o, c = peek_seed_pair(s.op_seed) if isinstance(s, Counted) else nsp(s)
        rows.append((g % 4294967296, o % 4294967296, c))
    return np.array(rows, np.uint32).reshape(len(seeds), 3)


__all__ = ["Compiled", "call_cached", "fast_key", "compile_entry", "MISS"]
