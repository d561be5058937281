"""Gradients and transforms of a function or Cell compiled as one graph, in either mode
(``ms.grad``/``value_and_grad``/``vmap``/``jvp``/... reach them through ``runtime.tracer``'s
``EagerTracer.graph_grad`` and ``transform``, installed here; split from ``compiler.api``)."""
import weakref

import jax

from ..parallel._compile import entry as _parallel_entry, global_inputs as _global_inputs
from ..runtime import dispatch as _dispatch, tracer as _tracer
from ..runtime.grad_contract import DISCARDED
from ..runtime.tape import record_pure
from . import transforms as _transforms  # (installs Builder.transform)
from .cache import (Cache, Ident, as_inputs, cache_on, function_code, key_of, lookup_current,
                    root_structure, with_params)
from .call import call_entry, compile_entry
from .tree import flatten

# Gradient caches of plain functions, weakly keyed by their code object: a fresh lambda over
# the same objects finds the graph compiled for the last one (``function_code`` puts what it
# closes over in the key, weakly).
_GRAD_CACHES = weakref.WeakKeyDictionary()


def _grad_cache(fn):
    """Where the compiled gradients of ``fn`` live: on its Cell (a Cell or a Cell's bound
    method), else weakly keyed by its code; None when neither can be held weakly."""
    owner = fn if hasattr(fn, "cells_and_names") else getattr(fn, "__self__", None)
    if owner is not None and hasattr(owner, "cells_and_names"):
        return cache_on(owner, "grad"), owner if owner is fn else None
    anchor = getattr(fn, "__code__", fn)
    try:
        cache = _GRAD_CACHES.get(anchor)
        if cache is None:
            cache = _GRAD_CACHES[anchor] = Cache()
        return cache, None
    except TypeError:
        return None, None


def _compiled_call(fn, name, static, full, body, eager_body=None, grads_only=None):
    """Compile ``body(*full)`` (it calls the tracer method of a gradient or transform of
    ``fn``) once per signature of ``full``, cached with ``fn``'s compiled gradients;
    ``eager_body``: the same computation op by op, for signatures no static graph holds;
    ``grads_only``: the body to compile instead where ``static`` is among the cache's
    ``dropped_outputs`` (``graph_value_and_grad``)."""
    cache, root = _grad_cache(fn)
    if cache is None:
        cache = Cache()           # fn cannot be held weakly: compiled for this call only
    elif grads_only is not None and static in getattr(cache, "dropped_outputs", ()):
        static, body, eager_body = static + ("grads only",), grads_only, None
    code = name if root is not None else function_code(fn)
    full = as_inputs(full)
    if _parallel_entry.active:
        full = (_global_inputs(full[0]), *full[1:])
    key, leaves = key_of(code, static, (full, {}))
    if root is not None:
        key = with_params(key, root_structure(cache, root))
    entry = lookup_current(cache, key, root)
    if entry is None:
        body.__minicell_noconvert__ = True
        entry = compile_entry(cache, key, body, full, {}, name, root, eager_fn=eager_body,
                              tensor_writes=True)
    if _dispatch.state.tape is not None:      # PYNATIVE: a gradient is being recorded
        return recorded_call(_dispatch.state.tape, entry, leaves)
    return call_entry(entry, leaves, full, {})     # (an input written in place: the caller's)


def recorded_call(tape, entry, leaves):
    """``entry(leaves)`` recorded on the PYNATIVE tape as one node whose backward is
    ``jax.vjp`` of the compiled function w.r.t. its Parameters and Tensor inputs, replayed on
    the arrays of this call (the Parameters' values before the graph's writes, the same
    random draws). Without a tape, or for an entry that runs op by op, it is simply called."""
    if tape is None or getattr(entry, "records_itself", False):
        return entry(leaves)
    from ..common.parameter import Parameter
    from ..common.tensor import Tensor
    # reading the Parameters' arrays makes the call donate copies: these stay valid
    params = [p.data_array() for p in entry.params]
    tensors = [x for x in leaves if isinstance(x, Tensor) and not isinstance(x, Parameter)]
    inputs = [x.data_array() for x in tensors]
    rows = entry.seed_rows()
    out = entry.run(inputs, rows)
    outs = [o for o in flatten(out)[0] if isinstance(o, Tensor)]
    if outs:
        n, replay = len(outs), _replay_fn(entry)
        extra = [] if rows is None else [rows]
        record_pure(tape, lambda *a: tuple(replay(*a)[:n]), params + inputs + extra,
                    [tape.ref(t) for t in list(entry.params) + tensors] + [None] * len(extra),
                    outs)
    return out


_REPLAY = weakref.WeakKeyDictionary()


def _replay_fn(entry):
    """The compiled function the tape's backward replays on the arrays it keeps: without buffer
    donation, lowered for ``jax.vjp`` when it holds a tensor ``while``, and without the graph's
    ``compiler_options`` (the replay runs inside the tape's jitted vjp, where a nested
    ``jax.jit`` may take none)."""
    fn = _REPLAY.get(entry)
    if fn is None:
        low = entry.lowered
        fn = _REPLAY[entry] = jax.jit(low.flat_under_vjp if low.has_while else low.flat)
    return fn


def graph_value_and_grad(fn, args, kwargs, positions, weights, has_aux=False, sens=None):
    """``(outputs, input_grads, weight_grads)`` of ``fn`` compiled as one forward+vjp graph.

    ``positions``: int, tuple of ints or None; ``weights``: Parameters or None; with
    ``has_aux`` only the first output is differentiated, otherwise the sum of all outputs;
    ``sens`` (None = ones) is the output cotangent."""
    pos = (positions,) if isinstance(positions, int) else tuple(positions or ())
    weights = tuple(weights or ())
    name = f"grad({getattr(fn, '__qualname__', type(fn).__name__)})"
    static = (getattr(fn, "training", None), pos, tuple(Ident(w) for w in weights),
              bool(has_aux))

    def vg(a, k, s):     # (the caller runs the inputs' and weights' hooks, as Python)
        return _dispatch.state.tracer.value_and_grad(fn, a, k, pos, weights, has_aux, s,
                                                     target_hooks=False)

    def eager_vg(a, k, s):
        return _tracer.EagerTracer.eager_grad(fn, a, k, positions, weights, has_aux, s)
    full = (tuple(args), dict(kwargs), sens)
    if not DISCARDED[0]:
        return _compiled_call(fn, name, static, full, vg, eager_vg)

    def grads_only(a, k, s):
        # fn's outputs need a kernel-less primitive's value, its gradient does not (2.10 drops
        # the dead forward); the caller discards them (grad, GradOperation)
        return (None,) + tuple(vg(a, k, s)[1:])
    try:
        return _compiled_call(fn, name, static, full, vg, eager_vg, grads_only)
    except RuntimeError as err:
        cache = _grad_cache(fn)[0]
        if not getattr(err, "missing_kernel", False) or cache is None:
            raise
        cache.dropped_outputs = getattr(cache, "dropped_outputs", frozenset()) | {static}
    return _compiled_call(fn, name, static, full, vg, eager_vg, grads_only)


def graph_transform(fn, kind, args, extra, req):
    """``EagerTracer.transform``: the ``vmap``/``jvp``/``jacfwd``/``jacrev`` of ``fn``
    (``compiler.transforms``) compiled, in either mode; returns ``(flat outputs, treedef)``."""
    name = f"{kind}({getattr(fn, '__qualname__', type(fn).__name__)})"
    static = (kind, getattr(fn, "training", None), req.key())

    def body(a, e):      # the treedef is a constant output (returned as it is)
        outs, tree = _dispatch.state.tracer.transform(kind, fn, a, e, req)
        return tuple(outs), tree
    looped = _transforms.looped_vmap(fn, req) if kind == "vmap" else None
    outs, tree = _compiled_call(fn, name, static, (tuple(args), tuple(extra)), body, looped)
    return list(outs), tree


def _eager_transform(self, kind, fn, args, extra, req):
    return graph_transform(fn, kind, args, extra, req)


_tracer.EagerTracer.graph_grad = staticmethod(graph_value_and_grad)   # runtime.tracer's engine
_tracer.EagerTracer.transform = _eager_transform                      # compiler.transforms
