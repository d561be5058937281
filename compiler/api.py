"""Entry points of GRAPH_MODE: run a Cell's construct compiled, its IR, ``jit``, gradients.

The call path of a compiled Cell is: signature of the inputs (shapes/dtypes of Tensor leaves,
values of Python leaves) -> cache lookup -> the jitted function -> Parameter write-back. A cache
miss traces, runs the passes and lowers; the reason it recompiled (which argument's shape/dtype
or which static value changed) is kept in ``recompile_reasons(obj)``.

>>> import minicell as ms
>>> @ms.jit
... def f(x, y):
...     return x * y + 1
>>> f(ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0]))
Tensor(shape=[2], dtype=Float32, value= [ 4.00000000e+00,  9.00000000e+00])
"""
import dataclasses
import functools
import inspect
import sys
import weakref

import jax
import numpy as np

from ..common.parameter import VERSIONS as _PVERSIONS
from ..common.seed import next_seed_pair as _next_seed_pair
from ..runtime import dispatch as _dispatch
from . import cells, ir, lower, passes
from .source import convert
from .trace import trace_function
from .tree import flatten

__all__ = ["jit", "ms_function", "run_cell", "cell_ir", "graph_value_and_grad",
           "recompile_reasons"]


# ---- cache keys ----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CacheKey:
    """What a compiled graph depends on; two keys' differences explain a recompile."""
    code: str
    static: tuple
    tree: object
    inputs: tuple

    def diff(self, other, names):
        if self.code != other.code:
            return f"the code changed ({other.code} -> {self.code})"
        if self.static != other.static:
            return f"a static attribute changed ({other.static} -> {self.static})"
        if self.tree != other.tree:
            return "the structure of the arguments changed"
        for i, (a, b) in enumerate(zip(self.inputs, other.inputs)):
            if a != b:
                name = names[i] if i < len(names) else f"argument leaf {i}"
                return f"'{name}' changed from {_sig_str(b)} to {_sig_str(a)}"
        return "unknown"


def _sig_str(s):
    if s and s[0] == "t":
        return f"shape {s[1]} dtype {s[2]}"
    return repr(s[-1])


def _leaf_sig(leaf, T, P):
    if isinstance(leaf, T):
        if isinstance(leaf, P):
            return ("p", id(leaf))
        d = leaf._data if leaf._data is not None else leaf.data_array()
        return ("t", d.shape, d.dtype)
    if leaf is None or isinstance(leaf, (bool, int, float, str)):
        return ("v", type(leaf), leaf)
    return ("o", id(leaf))


def _signature(args, kwargs):
    from ..common.tensor import Tensor
    from ..common.parameter import Parameter
    leaves, tree = flatten((args, kwargs))
    return tree, tuple(_leaf_sig(x, Tensor, Parameter) for x in leaves), leaves


# ---- compiled entries ----------------------------------------------------------------------
class Compiled:
    """One compiled graph: the Lowered function, its IR and how to feed and unpack it."""

    def __init__(self, builder, out, name):
        from ..common.tensor import Tensor
        from ..common.parameter import Parameter
        leaves, self.out_tree = flatten(out)
        out_leaves = [builder.value(x) if isinstance(x, Tensor) else x for x in leaves]
        params = list(builder.params.values())
        index = {id(p): i for i, (p, _) in enumerate(params)}
        written = [(index[pid], v) for pid, v in builder.param_state.items()
                   if v is not builder.params[pid][1]]
        graph = builder.root
        graph.outputs = [v for v in out_leaves if isinstance(v, ir.Var)] + [v for _, v in written]
        passes.run_passes(graph)
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
        self.is_var = [isinstance(v, ir.Var) for v in out_leaves]
        self.out_leaves = out_leaves
        self.uses_rng = builder.rng_var is not None
        self.rng_seeds = tuple(builder.rng_seeds)   # op seed per draw, in program order
        self.donated_idx = self.lowered.donated_idx
        self.donate = bool(self.donated_idx) and _DONATE[0]
        self.single = self.out_tree.num_leaves == 1 and self.is_var == [True] and \
            self.out_tree == flatten(Tensor._from_array(0))[1]
        self._T = Tensor
        self._P = Parameter
        self.n_out = len(self.lowered.out_vars)
        self.pvals, self.pver = None, -1      # cached Parameter arrays (see ``run``)
        self.plain = False                    # set after the first call (see ``run``)
        self.param_ids, self.sver = None, -1  # set by ``_bind_cell`` for a Cell's entries
        cells.hook_warning(builder, name)

    def _bind_cell(self, cell):
        self.param_ids, self.sver = _param_ids(cell), _VERSIONS[1]

    def __call__(self, leaves):
        T, P = self._T, self._P
        return self.run([x._data if x._data is not None else x.data_array() for x in leaves
                         if isinstance(x, T) and not isinstance(x, P)])

    def run(self, inputs):
        """The hot path: input arrays -> one flat jitted call -> Parameter write-back.

        An entry that writes no Parameter keeps its list of Parameter arrays until some
        Parameter is written anywhere (``VERSIONS[0]``); one that writes reads them each call
        (it changes them anyway, and holding old buffers would stop their donation).
        """
        if self.pver == _VERSIONS[0]:
            if self.plain:         # no RNG, no writes, no loop checks, one tensor out
                return self._T._from_array(self.fn(*self.pvals, *inputs)[0])
            args = self.pvals + inputs
        else:
            args = [p._data if p._data is not None else p.data_array() for p in self.params]
            if not self.written:
                self.pvals, self.pver = args, _VERSIONS[0]
                _CACHED.add(self)
                args = args + inputs
            else:
                args += inputs
        if self.uses_rng:
            args.append(_rng_rows(self.rng_seeds))
        if self.donate and _donatable(args, self.donated_idx):
            res = self.lowered.fn_donating(*args)
        else:
            res = self.fn(*args)
        n = self.n_out
        locs = self.lowered.check_locs
        if locs:       # differentiated tensor whiles: did one hit its step limit?
            lower.check_loop_limits(res[n:n + len(locs)], locs)
            n += len(locs)
        if self.written:
            for p, v in zip(self.written, res[n:n + len(self.written)]):
                p._data = v
            _VERSIONS[0] += 1
            if _CACHED:           # other entries' cached arrays are stale: drop them now
                for e in _CACHED:
                    e.pvals, e.pver = None, -1
                _CACHED.clear()
        self.plain = self.single and not (self.uses_rng or self.written or locs)
        if self.single:
            return self._T._from_array(res[0])
        new = self._T._from_array
        it = iter(res[:self.n_out])
        out = [new(next(it)) if is_var else v for is_var, v in zip(self.is_var, self.out_leaves)]
        return jax.tree_util.tree_unflatten(self.out_tree, out)

    def valid_for(self, cell):
        """Whether ``cell`` still holds the Parameters this entry was compiled with (checked
        only after some Cell's Parameters or sub-Cells changed, ``VERSIONS[1]``)."""
        if self.param_ids is None or self.sver == _VERSIONS[1]:
            return True
        if _param_ids(cell) != self.param_ids:
            return False
        self.sver = _VERSIONS[1]
        return True


def _param_ids(cell):
    return tuple(id(p) for p in cell.get_parameters())


_DONATE = [True]   # set _DONATE[0] = False to never donate


_VERSIONS = _PVERSIONS
_CACHED = weakref.WeakSet()   # entries holding cached Parameter arrays


def _donatable(args, idx):
    """True when each written Parameter's buffer is referenced only by its Parameter and the
    ``args`` list (no user Tensor shares it), so donating it cannot invalidate user data."""
    for i in idx:
        if sys.getrefcount(args[i]) > 3:     # Parameter._data, args, getrefcount's argument
            return False
    return True


def _rng_rows(seeds):
    """The seed stream's next ``(global seed, op seed, counter)`` for each draw of a graph, as
    eager mode would take them (``runtime.rng.next_key``): one uint32 row per draw."""
    nsp = _next_seed_pair
    rows = []
    for s in seeds:
        g, o, c = nsp(s)
        rows.append((g % 4294967296, o % 4294967296, c))
    return np.array(rows, np.uint32).reshape(len(seeds), 3)


class _Cache:
    """Compiled entries of one Cell or function, and why each recompile happened."""

    def __init__(self):
        self.entries = {}
        self.keys = []
        self.reasons = []
        self.pending = None       # the reason of the next compile, when known in advance


def _cache_of(obj):
    if hasattr(obj, "_compiled") and isinstance(obj._compiled, dict):
        c = obj._compiled.get("__cache__")
        if c is None:
            c = obj._compiled["__cache__"] = _Cache()
        return c
    c = getattr(obj, "__minicell_cache__", None)
    if c is None:
        c = _Cache()
        obj.__minicell_cache__ = c
    return c


def _input_names(fn, args, kwargs):
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


def _compile(cache, key_tuple, fn, args, kwargs, name, static, root_cell=None, names_fn=None):
    tree, sig, _ = key_tuple
    names = _input_names(names_fn or fn, args, kwargs)
    key = CacheKey(name, static, tree, sig)
    if cache.pending:
        cache.reasons.append(cache.pending)
        cache.pending = None
    elif cache.keys:
        cache.reasons.append(f"recompiling {name}: " + key.diff(cache.keys[-1], names or []))
    b, out = trace_function(fn, args, kwargs, name, root_cell, names)
    entry = Compiled(b, out, name)
    cache.keys.append(key)
    cache.entries[(static, tree, sig)] = entry
    return entry


from ..common.tensor import Tensor as _T   # noqa: E402  (tensor never imports compiler)
_wrap = _T._from_array   # bound once: the hot path then skips a classmethod binding per call


def _fast_key(args, kwargs, prefix):
    """``prefix + (aval per argument)`` when every argument is a plain Tensor holding a jax
    array (the common call), else None. An aval is shape + dtype (+ weak type), read in one
    attribute access and hashed in C."""
    if kwargs:
        return None
    T = _T
    key = list(prefix)
    try:
        for a in args:
            if a.__class__ is not T:
                return None
            key.append(a._data.aval)
    except AttributeError:       # a lazy Tensor (no data yet) or a numpy-backed one
        return None
    return tuple(key)


def run_cell(cell, args, kwargs):
    """Run ``cell`` compiled (GRAPH_MODE ``Cell.__call__``); compiles once per signature.

    >>> import minicell as ms
    >>> from minicell import nn
    >>> class Net(nn.Cell):
    ...     def construct(self, x):
    ...         return x + 1
    >>> run_cell(Net(), (ms.Tensor([1.0]),), {})
    Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00])
    """
    if not kwargs:     # the steady state, inlined: avals of plain Tensors -> cache entry
        key, arrays = [cell.training], []
        try:
            for a in args:
                if a.__class__ is not _T:
                    break
                d = a._data
                key.append(d.aval)
                arrays.append(d)
            else:
                key = tuple(key)
        except AttributeError:    # a lazy Tensor (no data yet) or a numpy-backed one
            pass
        if key.__class__ is tuple:
            cache = cell.__dict__["_compiled"]
            entry = cache.get(key)
            if entry is None or not (entry.sver == _VERSIONS[1] or entry.valid_for(cell)):
                entry, leaves = _cell_entry(cell, args, kwargs)
                cache[key] = entry
            elif entry.plain and entry.pver == _VERSIONS[0]:
                # ``Compiled.run``'s plain branch, inlined: one Python frame less per call
                return _wrap(entry.fn(*entry.pvals, *arrays)[0])
            return entry.run(arrays)
    entry, leaves = _cell_entry(cell, args, kwargs)
    return entry(leaves)


def _invalidate(cache, owner, name):
    """Forget every compiled entry of ``owner`` (its Parameters changed identity)."""
    cache.entries.clear()
    cache.pending = (f"recompiling {name}: the Parameters of {type(owner).__name__} changed "
                     f"(a Parameter or sub-Cell was replaced)")
    compiled = getattr(owner, "_compiled", None)
    if isinstance(compiled, dict):
        for k in [k for k in compiled if k != "__cache__"]:
            del compiled[k]


def _cell_entry(cell, args, kwargs):
    cache = _cache_of(cell)
    tree, sig, leaves = _signature(args, kwargs)
    static = (cell.training,)
    name = f"{type(cell).__name__}.construct"
    entry = cache.entries.get((static, tree, sig))
    if entry is not None and not entry.valid_for(cell):
        _invalidate(cache, cell, name)
        entry = None
    if entry is None:
        def call(*a, **k):        # the root Cell goes through call_cell like any sub-Cell
            return cell(*a, **k)
        call.__minicell_noconvert__ = True
        entry = _compile(cache, (tree, sig, leaves), call, args, kwargs, name, static, cell,
                         cell.construct)
        entry._bind_cell(cell)
    return entry, leaves


def cell_ir(cell, args, kwargs):
    """The IR (a printable ``ir.Graph``) of ``cell``'s construct for these inputs."""
    if getattr(cell, "__minicell_jit__", False):
        return _fn_entry(cell, args, kwargs)[0].graph
    return _cell_entry(cell, args, kwargs)[0].graph


def recompile_reasons(obj):
    """Why ``obj`` (a Cell or a jit function) was compiled again, one line per recompile."""
    return list(_cache_of(obj).reasons)


# ---- jit -----------------------------------------------------------------------------------
def _fn_entry(wrapper, args, kwargs):
    fn = wrapper.__wrapped__
    cache = _cache_of(wrapper)
    tree, sig, leaves = _signature(args, kwargs)
    static = tuple(getattr(a, "training", None) for a in args[:1])
    root = args[0] if args and hasattr(args[0], "cells_and_names") else None
    entry = cache.entries.get((static, tree, sig))
    if entry is not None and root is not None and not entry.valid_for(root):
        _invalidate(cache, root, fn.__qualname__)
        wrapper.__minicell_fast__.clear()
        entry = None
    if entry is None:
        entry = _compile(cache, (tree, sig, leaves), fn, args, kwargs, fn.__qualname__, static,
                         root)
        if root is not None:
            entry._bind_cell(root)
    return entry, leaves


def jit(fn=None, *args, **options):
    """Compile ``fn`` (a function or method) through GRAPH_MODE's pipeline, in either mode.

    Usable as ``@jit``, ``@jit()`` or ``@jit(...options)``; alias ``ms_function``.

    >>> import minicell as ms
    >>> @ms.jit
    ... def double(x):
    ...     return x * 2
    >>> double(ms.Tensor([1.5])).asnumpy().tolist()
    [3.0]
    """
    if fn is None or not callable(fn):
        return lambda f: jit(f, **options)

    fast_cache = {}

    @functools.wraps(fn)
    def wrapper(*a, **k):
        if _dispatch.state.builder is not None:      # called inside another trace: inline
            return convert(fn)(*a, **k)
        if a and not k and hasattr(a[0], "cells_and_names"):   # a method of a Cell
            fast = _fast_key(a[1:], k, (id(a[0]), a[0].training))
            inputs = a[1:]
        else:
            fast, inputs = _fast_key(a, k, ()), a
        if fast is not None:
            entry = fast_cache.get(fast)
            if entry is not None and (entry.sver == _VERSIONS[1] or entry.valid_for(a[0])):
                if entry.plain and entry.pver == _VERSIONS[0]:     # as in ``run_cell``
                    return _wrap(entry.fn(*entry.pvals, *[x._data for x in inputs])[0])
                return entry.run([x._data for x in inputs])
        entry, leaves = _fn_entry(wrapper, a, k)
        if fast is not None:
            fast_cache[fast] = entry
        return entry(leaves)

    wrapper.__minicell_fast__ = fast_cache
    wrapper.__minicell_jit__ = True
    return wrapper


ms_function = jit


# ---- gradients -----------------------------------------------------------------------------
_GRAD_CACHES = {}


def graph_value_and_grad(fn, args, kwargs, positions, weights, has_aux=False, sens=None):
    """``(outputs, input_grads, weight_grads)`` of ``fn`` compiled as one forward+vjp graph.

    ``positions``: int, tuple of ints or None; ``weights``: Parameters or None; with
    ``has_aux`` only the first output is differentiated, otherwise the sum of all outputs;
    ``sens`` (None = ones) is the output cotangent.
    """
    pos = (positions,) if isinstance(positions, int) else tuple(positions or ())
    weights = tuple(weights or ())
    b = _dispatch.state.builder
    if b is not None:               # grad called inside a traced construct: one graph
        return b.value_and_grad(fn, args, kwargs, pos, weights, has_aux, sens)
    cache = _GRAD_CACHES.setdefault(
        (id(fn), pos, tuple(id(w) for w in weights), bool(has_aux)), _Cache())
    full = (tuple(args), dict(kwargs), sens)
    tree, sig, leaves = _signature(full, {})
    static = (getattr(fn, "training", None),)
    entry = cache.entries.get((static, tree, sig))
    if entry is None:
        def vg(a, k, s):
            return _dispatch.state.builder.value_and_grad(fn, a, k, pos, weights, has_aux, s)
        vg.__minicell_noconvert__ = True
        root = fn if hasattr(fn, "cells_and_names") else None
        name = f"grad({getattr(fn, '__qualname__', type(fn).__name__)})"
        cache.fn_ref = fn
        entry = _compile(cache, (tree, sig, leaves), vg, full, {}, name, static, root)
    return entry(leaves)

