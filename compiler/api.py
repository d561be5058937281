"""Entry points of GRAPH_MODE: run a Cell's construct compiled, its IR, ``jit``, gradients.

The call path of a compiled Cell is: the inputs' avals -> the cache entry (``call``) -> the
jitted function -> Parameter write-back. A miss builds the ``CacheKey`` (``cache``), and if no
entry has it, traces, runs the passes and lowers; the reason it recompiled (the first field in
which the key differs from the previous one) is kept in ``recompile_reasons(obj)``.

>>> import minicell as ms
>>> @ms.jit
... def f(x, y):
...     return x * y + 1
>>> f(ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0]))
Tensor(shape=[2], dtype=Float32, value= [ 4.00000000e+00,  9.00000000e+00])
"""
import functools
import weakref

from ..common._members import structure_gen
from ..common.tensor_funcs import is_placeholder
from ..context import syntax_level_of
from ..runtime import dispatch as _dispatch
from .cache import Cache, as_inputs, cache_on, key_of, lookup_current, root_structure, with_params
from .call import MISS, call_cached, call_entry, compile_entry, fast_key
from .cells import namespace_owner, remember_jit_method
from .eager_fallback import EagerCall
from .graph_grads import graph_value_and_grad, recorded_call  # (installs the tracer hooks)
from .pijit_guards import guards_of
from .pijit_record import recorded
from . import errors
from .op_by_op import OpByOpError
from .jit_options import (check_jit_options, fullgraph_body, jit_cell, jit_modes,
                          plain_callable, precompile_only, unknown_backend)
from .set_inputs import check_arity, check_cell_inputs, jit_arity_error
from .tree import has_cycle, strict_outputs
from ..parallel import _mesh
from ..parallel._utils import _check_full_batch
from ..parallel._compile import entry as _parallel_entry, global_inputs as _global_inputs
from ..runtime.x64 import scoped as _x64_scoped   # trace, lower and call with Int64/Float64
from ..runtime.x64 import _swap as _x64_swap, _restore as _x64_restore
from .jit_options import _ENV_STORE, _KEY as _PRECOMPILE, _ON

__all__ = ["jit", "ms_function", "run_cell", "cell_ir", "graph_value_and_grad",
           "recompile_reasons"]


# ---- Cells ---------------------------------------------------------------------------------
def is_cell(obj):
    """Whether ``obj`` is a Cell, by a class attribute (no instance ``__getattr__`` runs: a
    Tensor's would raise and catch an AttributeError on the call path)."""
    return getattr(type(obj), "cells_and_names", None) is not None


def run_cell(cell, args, kwargs):
    """Run ``cell`` compiled (GRAPH_MODE ``Cell.__call__``); compiles once per signature.

    The steady state (no keyword arguments, every argument a plain Tensor, an entry for their
    avals) enters the x64 scope only around the jitted call; everything else goes through
    ``_run_cell``, under the scope throughout.

    >>> import minicell as ms
    >>> from minicell import nn
    >>> class Net(nn.Cell):
    ...     def construct(self, x):
    ...         return x + 1
    >>> run_cell(Net(), (ms.Tensor([1.0]),), {})
    Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00])
    """
    if _parallel_entry.active:      # several processes: each passed its slice of the batch
        args = _global_inputs(args)
    if not kwargs and _ENV_STORE.get(_PRECOMPILE) != _ON:   # the steady state (precompile_only)
        d, entry = cell.__dict__, None
        try:
            key, arrays = fast_key((d["training"], d["phase"]), args)
            if key is not None:
                entry = d["_compiled"]["__cache__"].by_aval.get(key)
        except KeyError:    # no compiled call yet, or no super().__init__() (_run_cell's text)
            pass
        if entry is not None and entry.gen == d.get("_structure_gen", 0):
            prev = _x64_swap(True)
            try:
                return entry.call(arrays)
            finally:
                _x64_restore(prev)
    return _run_cell(cell, args, kwargs)


def _check_signature(cell, args, kwargs):
    check_arity(type(cell), args, kwargs)
    check_cell_inputs(cell, args, kwargs)


@_x64_scoped
def _run_cell(cell, args, kwargs):
    _check_signature(cell, args, kwargs)
    if precompile_only():
        _cell_entry(cell, args, kwargs)
        return None
    entry, leaves = _cell_entry(cell, args, kwargs)
    if not kwargs and entry.arg_writes is None:   # (one writing an argument: never the fast path)
        d = cell.__dict__      # (read as ``run_cell`` reads them)
        key, arrays = fast_key((d.get("training"), d.get("phase")), args)
        if key is not None:
            cache_on(cell, "__cache__").by_aval[key] = entry
            return entry.run(arrays)
    return call_entry(entry, leaves, args, kwargs)


def _cell_entry(cell, args, kwargs):
    cache = cache_on(cell, "__cache__")
    name = f"{type(cell).__name__}.construct"

    def keyed(a, k):
        key, leaves = key_of(name, (cell.training, cell.phase), (a, k), None)
        return with_params(key, root_structure(cache, cell)), leaves

    def compiled(key, a, k, eager=True):
        entry = lookup_current(cache, key, cell)
        if entry is None:
            _check_full_batch()           # 2.10 checks it as it compiles a Cell

            def call(*a, **k):        # the root Cell goes through call_cell like any sub-Cell
                return strict_outputs(cell(*a, **k))
            call.__minicell_noconvert__ = True
            with syntax_level_of(cell.jit_config_dict):
                entry = compile_entry(cache, key, call, a, k, name, cell, cell.construct,
                                      eager_fn=call if eager else None, tensor_writes=True)
            entry.gen = structure_gen(cell)
        return entry
    return _entry_for_inputs(cache, args, kwargs, keyed, compiled)


def _entry_for_inputs(cache, args, kwargs, keyed, compiled):
    """``(entry, leaves)`` for a call (``_entry_for_inputs_``); an argument that contains
    itself (``a = [1]; a.append(a)``) is MindSpore's RuntimeError, not a RecursionError."""
    try:
        return _entry_for_inputs_(cache, args, kwargs, keyed, compiled)
    except RecursionError:
        if has_cycle((args, kwargs)):
            raise RuntimeError("Detect recursion when converting python object.") from None
        raise
    except NameError as err:
        raise errors.undefined_name_error(err)


def _entry_for_inputs_(cache, args, kwargs, keyed, compiled):
    """``(entry, leaves)`` for a call: ``keyed(args, kwargs)`` gives the cache key and the
    argument leaves, ``compiled(key, args, kwargs)`` the entry (compiling on a miss).

    ``ms.mutable`` scalars go in as 0-d Tensor inputs, so that a new value does not recompile.
    Where the graph needs such a scalar's value (an FFT length, an axis, a size, an op flag:
    the trace fails with a ConcretizationError, an ``OpByOpError``, the TypeError or ValueError
    of an op that takes only a Python number there, or a DataDependentShapeError), the scalars
    are compiled as values, one graph per value, remembered for this signature (``by_value``);
    not for a ``JoinError`` (2.10's for the variables). Others come again from that trace."""
    inputs = as_inputs(args), as_inputs(kwargs)
    if inputs[0] is args and inputs[1] is kwargs:      # no mutable scalar
        key, leaves = keyed(args, kwargs)
        return compiled(key, args, kwargs), leaves
    key, leaves = keyed(*inputs)
    if key not in cache.by_value:
        try:
            return compiled(key, *inputs, eager=False), leaves
        except (errors.DataDependentShapeError, OpByOpError, TypeError, ValueError) as e:
            if isinstance(e, errors.JoinError):
                raise
            cache.by_value.add(key)
    key, leaves = keyed(args, kwargs)
    return compiled(key, args, kwargs), leaves


@_x64_scoped
def compile_cell(cell, args, kwargs):
    """``Cell.compile``: trace, transform and lower ``cell``'s construct for these inputs now
    (checked against ``set_inputs`` as a call is), so the first call only runs it. Returns the
    graph's cache key (inputs that share a graph give equal keys). Dynamic-shape placeholders
    (``Tensor(shape=[4, None], ...)``) compile nothing and give None, as 2.10: a call compiles
    for its sizes; the one check without sizes is a parallel mode's communication group."""
    if any(is_placeholder(a) for a in args):
        _mesh.current_mesh()
        return None
    _check_signature(cell, args, kwargs)
    entry, _ = _cell_entry(cell, args, kwargs)
    return _key_of_entry(cache_on(cell, "__cache__"), entry)


def compile_function(wrapper, args, kwargs):
    """Compile the function of a ``jit`` wrapper for these inputs now, without running it
    (MindSpore's ``_JitExecutor.compile``). Returns the graph's cache key, as ``compile_cell``."""
    entry, _ = _fn_entry(wrapper, args, kwargs)
    return _key_of_entry(_jit_cache(wrapper, args)[0], entry)


def _key_of_entry(cache, entry):
    return next((k for k, e in cache.entries.items() if e is entry), ("entry", id(entry)))


@_x64_scoped
def cell_ir(cell, args, kwargs):
    """The IR (a printable ``ir.Graph``) of ``cell``'s construct for these inputs."""
    if getattr(cell, "__minicell_jit__", False):
        return _fn_entry(cell, args, kwargs)[0].graph
    return _cell_entry(cell, args, kwargs)[0].graph


def recompile_reasons(obj):
    """Why ``obj`` (a Cell or a jit function) was compiled again, one line per recompile."""
    name = (f"{type(obj).__name__}.construct" if is_cell(obj) else
            getattr(getattr(obj, "__wrapped__", obj), "__qualname__", type(obj).__name__))
    return [f"recompiling {name}: {r}" for r in cache_on(obj, "__cache__").reasons]


# ---- jit -----------------------------------------------------------------------------------
def _jit_cache(wrapper, args):
    """A jit function's cache: on the Cell it is a method of (so it goes with the Cell), else
    on the wrapper. Recompile reasons are kept on the wrapper either way."""
    root = args[0] if args and is_cell(args[0]) else None
    own = cache_on(wrapper, "__cache__")
    if root is None:
        return own, None
    caches = cache_on_dict(root, "jit")
    cache = caches.get(wrapper)
    if cache is None:
        cache = caches[wrapper] = Cache(reasons=own.reasons)
    return cache, root


def cache_on_dict(cell, slot):
    """A WeakKeyDictionary under ``slot`` in ``cell._compiled`` (caches keyed by a function)."""
    store = cell.__dict__["_compiled"]
    d = store.get(slot)
    if d is None:
        d = store[slot] = weakref.WeakKeyDictionary()
    return d


def _fn_entry(wrapper, args, kwargs):
    fn = wrapper.__wrapped__
    cache, root = _jit_cache(wrapper, args)
    static = ((root.training,) if root is not None else ()) + wrapper.__minicell_guard__(args)

    def keyed(a, k):
        key, leaves = key_of(fn.__qualname__, static, (a, k))
        if root is not None:
            key = with_params(key, root_structure(cache, root))
        return key, leaves

    def compiled(key, a, k, eager=True):
        entry = lookup_current(cache, key, root)
        if entry is None:
            body, level = fullgraph_body(wrapper, fn)
            with syntax_level_of(level), namespace_owner(fn, a):
                entry = compile_entry(cache, key, body, a, k, fn.__qualname__, root, fn,
                                      eager_fn=fn if eager else None,
                                      graph_break=wrapper.__minicell_graph_break__, arg_table=True)
            entry.gen = structure_gen(root) if root is not None else 0
        return entry
    try:
        return _entry_for_inputs(cache, args, kwargs, keyed, compiled)
    except RuntimeError:    # PIJit hands an argument that contains itself to Python as is
        if not (wrapper.__minicell_graph_break__ and has_cycle((args, kwargs))):
            raise
        return EagerCall(fn, args, kwargs), None


def jit(fn=None, *args, **options):
    """Compile ``fn`` (a function or method) through GRAPH_MODE's pipeline, in either mode.

    Usable as ``@jit``, ``@jit()`` or ``@jit(...options)``; alias ``ms_function``. A Cell
    instance or class: its ``construct`` compiled (``jit_options.jit_cell``).

    >>> import minicell as ms
    >>> @ms.jit
    ... def double(x):
    ...     return x * 2
    >>> double(ms.Tensor([1.5])).asnumpy().tolist()
    [3.0]
    """
    if args:                # 2.10's options are keyword-only
        raise TypeError(f"jit() takes from 0 to 1 positional arguments but {len(args) + 1} "
                        f"were given")
    if fn is None and "function" in options:      # MindSpore 2.x: jit(function=f, ...)
        fn = options.pop("function")
    check_jit_options(options)
    if fn is None:
        return lambda f: jit(f, **options)
    if is_cell(fn) or (isinstance(fn, type) and hasattr(fn, "cells_and_names")):
        return jit_cell(fn, jit, options)
    bad_backend = unknown_backend(options)
    if bad_backend is not None:     # MindSpore fails when it is called too
        def no_backend(*a, **k):
            raise bad_backend
        return functools.wraps(fn)(no_backend)
    if plain_callable(fn, options):     # a Primitive, partial, 1, 'a', ...: 2.10 returns it as is
        return fn

    @functools.wraps(fn)
    @_x64_scoped
    def wrapper(*a, **k):
        # the current tracer inlines ``fn`` inside another trace, else calls ``compiled``
        try:
            return _dispatch.state.tracer.call_jit(fn, compiled, a, k)
        except TypeError:
            err = jit_arity_error(fn, a, k)     # 2.10's text for a wrong argument count
            if err is None:
                raise
            raise err from None

    def compiled(*a, **k):
        a = _global_inputs(a) if _parallel_entry.active else a   # (each its batch slice)
        remember_jit_method(a, fn)
        if construct and a and is_cell(a[0]):
            check_cell_inputs(a[0], a[1:], k)
        if precompile_only():
            _fn_entry(wrapper, a, k)
            return None
        tape = _dispatch.state.tape
        key = None
        if not k and tape is None:
            if a and is_cell(a[0]):   # a method of a Cell
                cell = a[0]
                key, arrays = fast_key((cell.training, cell.phase, *guard(a)), a[1:])
            else:
                cell = None
                key, arrays = fast_key(guard(a), a)
            if key is not None:
                if cell is None:
                    cache, gen = own, 0
                else:
                    cache, gen = _jit_cache(wrapper, a)[0], cell.__dict__.get("_structure_gen", 0)
                out = call_cached(cache, key, arrays, gen)
                if out is not MISS:
                    return out
        entry, leaves = _fn_entry(wrapper, a, k)
        if key is not None and entry.arg_writes is None:   # (one writing an argument: never)
            cache.by_aval[key] = entry
            return entry.run(arrays)
        run = functools.partial(recorded_call, tape, entry, leaves)   # (tape: one tape node)
        return run() if entry.arg_writes is None else entry.arg_writes.call(run, a, k)

    construct = getattr(fn, "__name__", None) == "construct"
    own = wrapper.__minicell_cache__ = Cache()   # the cache when not called as a Cell method
    wrapper.__minicell_jit__ = True
    wrapper.__minicell_graph_break__, wrapper.__minicell_fullgraph__ = jit_modes(options)
    guard = wrapper.__minicell_guard__ = guards_of(fn, options)
    return recorded(wrapper, fn) if options.get("capture_mode") == "bytecode" else wrapper


ms_function = jit

