"""Compile caches: what a compiled graph depends on, as data, and where the entries live.

A ``CacheKey`` is a frozen dataclass of everything a trace depends on: the code compiled (and
the objects a function closes over), static attributes (a Cell's ``training`` flag), the
structure of the arguments, one signature per argument leaf (shape and dtype of a Tensor, the
value of a Python scalar, the identity of any other object) and the identity of the Parameters
and sub-Cells of the root Cell. Why something recompiled is the first field in which the new
key differs from the previous one (``CacheKey.diff``).

Objects appear in keys through ``Ident``, which holds them weakly, and a cache lives on what it
compiles (a Cell's ``_compiled`` dict, a ``jit`` wrapper, or weakly keyed by a function's code),
so compiling for many short-lived nets or functions leaves nothing behind.

>>> import minicell as ms
>>> a = key_of("f", (), ((ms.Tensor([1.0]),), {}))[0]
>>> b = key_of("f", (), ((ms.Tensor([1.0, 2.0]),), {}))[0]
>>> b.diff(a, ["x"])
"'x' changed from shape (1,) dtype float32 to shape (2,) dtype float32"
"""
import dataclasses
import weakref

from ..common._members import structure_gen, watch
from ..runtime.mutable import mutable_scalars_as_tensors
from .tree import dict_orders, flatten


class Ident:
    """An object compared by identity and held weakly where it can be (else strongly)."""

    __slots__ = ("_ref", "_obj", "_hash", "__weakref__")

    def __init__(self, obj):
        self._hash = id(obj)
        try:
            self._ref, self._obj = weakref.ref(obj), None
        except TypeError:          # not weakly referenceable (e.g. a builtin): held
            self._ref, self._obj = None, obj

    def get(self):
        return self._obj if self._ref is None else self._ref()

    @property
    def alive(self):
        return self._ref is None or self._ref() is not None

    def __eq__(self, other):
        if not isinstance(other, Ident):
            return NotImplemented
        a = self.get()
        return a is not None and a is other.get()

    def __hash__(self):
        return self._hash

    def __repr__(self):
        obj = self.get()
        return f"<{type(obj).__name__} object>" if obj is not None else "<collected object>"


@dataclasses.dataclass(frozen=True)
class TensorSig:
    """A Tensor argument: what its trace depends on (its Tensor hooks too: a gradient in the
    graph runs them)."""
    shape: tuple
    dtype: object
    hooks: tuple = ()
    scalar: object = None     # int/float: an ``ms.mutable`` scalar, traced as that number

    def __str__(self):
        hooks = f" with {len(self.hooks)} hook(s)" if self.hooks else ""
        kind = f" (mutable {self.scalar.__name__})" if self.scalar else ""
        return f"shape {self.shape} dtype {self.dtype}{kind}{hooks}"


@dataclasses.dataclass(frozen=True)
class ValueSig:
    """A Python scalar/str/None argument: traced as a constant, so its value is in the key."""
    type: type
    value: object

    def __str__(self):
        return repr(self.value)


@dataclasses.dataclass(frozen=True)
class ConstTensorSig:
    """A Tensor marked ``const_arg`` (``Tensor(..., const_arg=True)``, ``set_const_arg``): its
    values are constants of the graph, so the key holds the Tensor and the array it holds (a
    new value, ``set_data`` or an in-place write, compiles again; MindSpore 2.10 compiles
    another graph for another such Tensor of equal values too, measured)."""
    tensor: Ident
    data: Ident

    def __str__(self):
        return f"constant Tensor {self.tensor!r}"


@dataclasses.dataclass(frozen=True)
class ObjectSig:
    """Any other argument (a Parameter, a Cell, ...): traced by identity."""
    obj: Ident

    def __str__(self):
        return repr(self.obj)


def leaf_sig(leaf, tensor_type, param_type):
    if isinstance(leaf, tensor_type) and not isinstance(leaf, param_type):
        d = leaf._data if leaf._data is not None else leaf.data_array()
        if leaf._const_arg:
            return ConstTensorSig(Ident(leaf), Ident(d))
        scalar = leaf.__dict__.get("_mutable_scalar")
        if leaf._hooks:
            return TensorSig(tuple(d.shape), d.dtype,
                             tuple(Ident(h) for h in leaf._hooks.values()), scalar)
        return TensorSig(tuple(d.shape), d.dtype, scalar=scalar)
    if isinstance(leaf, int) and not -2 ** 63 <= leaf < 2 ** 63:
        # MindSpore 2.10 converts a Python int argument to int64 (measured)
        raise RuntimeError("Unable to cast Python instance of type <class 'int'> to C++ type "
                           "'long'")
    if leaf is None or isinstance(leaf, (bool, int, float, str)):
        return ValueSig(type(leaf), leaf)
    return ObjectSig(Ident(leaf))


@dataclasses.dataclass(frozen=True)
class _Dropped:
    """How many Tensor attribute states a Cell has dropped (``attr_state.replaced``)."""
    count: int
    alive = True


@dataclasses.dataclass(frozen=True)
class Structure:
    """The identity of the Parameters and sub-Cells of a root Cell's tree, in order."""
    members: tuple

    @classmethod
    def of(cls, cell):
        if cell is None:
            return None
        items = []
        for _, c in cell.cells_and_names():
            items.append(Ident(c))
            items.extend(Ident(p) for p in c._params.values() if p is not None)
            items.extend(Ident(b) for b in c.__dict__.get("_buffers", {}).values()
                         if b is not None)
            items.extend(Ident(v) for v in c.__dict__.values()    # (an optimizer's groups)
                         if getattr(type(v), "_graph_attr", False))
            if "_attr_epoch" in c.__dict__:     # a Tensor attribute state dropped (attr_state)
                items.append(_Dropped(c.__dict__["_attr_epoch"]))
        return cls(tuple(items))


@dataclasses.dataclass(frozen=True)
class CacheKey:
    """What a compiled graph depends on; two keys' difference explains a recompile."""
    code: object            # what is compiled: a name, or (name, code, closure identities)
    static: tuple           # static attributes (a Cell's training flag)
    tree: object            # the structure of the arguments
    inputs: tuple           # one TensorSig / ValueSig / ObjectSig per argument leaf
    params: object = None   # Structure of the root Cell, or None
    parallel: int = 0       # the parallel context's generation (minicell.parallel)

    def diff(self, other, names=()):
        """Why a graph compiled for ``other`` does not serve ``self`` (one line)."""
        if self.code != other.code:
            return f"the code changed ({_code_name(other.code)} -> {_code_name(self.code)})"
        if self.static != other.static:
            return f"a static attribute changed ({other.static} -> {self.static})"
        if self.params != other.params:
            return "the Parameters changed (a Parameter or sub-Cell was replaced)"
        if self.parallel != other.parallel:
            return "the parallel context changed (set_auto_parallel_context, init or release)"
        if self.tree != other.tree:
            return "the structure of the arguments changed"
        for i, (a, b) in enumerate(zip(self.inputs, other.inputs)):
            if a != b:
                name = names[i] if i < len(names) else f"argument leaf {i}"
                return f"'{name}' changed from {b} to {a}"
        return "a Tensor hook of a Parameter its gradient differentiates was added or removed"

    @property
    def alive(self):
        """False once an object this key names by identity is gone (the entry is garbage)."""
        objs = [s.obj for s in self.inputs if isinstance(s, ObjectSig)]
        objs.extend(h for s in self.inputs if isinstance(s, TensorSig) for h in s.hooks)
        if self.params is not None:
            objs.extend(self.params.members)
        if isinstance(self.code, tuple):
            objs.extend(x for x in self.code if isinstance(x, Ident))
        return all(o.alive for o in objs)


def _code_name(code):
    return code[0] if isinstance(code, tuple) else code


def key_of(code, static, args_tree, root=None):
    """``(CacheKey, leaves)`` of calling compiled ``code`` on ``args_tree`` (``(args,
    kwargs)``). The keyword arguments' order is part of the key (the trace sees them in call
    order: ``**kwargs`` iterates so, and gradients follow it)."""
    from ..common.parameter import Parameter
    from ..common.tensor import Tensor
    leaves, tree = flatten(args_tree)
    kwargs = args_tree[1]
    if len(kwargs) > 1:
        tree = (tree, tuple(kwargs))
    orders = dict_orders(args_tree)        # an input dict's key order (the trace sees it)
    if orders is not None:
        tree = (tree, tuple(tuple(keys) for keys in orders))
    inputs = tuple(leaf_sig(x, Tensor, Parameter) for x in leaves)
    from ..parallel._auto_parallel_context import generation
    return CacheKey(code, static, tree, inputs, Structure.of(root), generation), leaves


def function_code(fn):
    """The code identity of a Python function: its name, its code object and the objects it
    closes over or reads as globals (by identity; Python scalars by value), so a fresh
    ``lambda`` over the same objects names the same code, and one defined again over another
    (``net = B()`` at module level, then ``grad(lambda x: net(x).sum())``) compiles its own
    graph, as PYNATIVE_MODE runs the new object (and 2.10's GRAPH_MODE, measured)."""
    name = getattr(fn, "__qualname__", type(fn).__name__)
    code = getattr(fn, "__code__", None)
    if code is None:
        return (name, Ident(fn))
    parts = [name, Ident(code)]
    if getattr(fn, "__self__", None) is not None:
        parts.append(Ident(fn.__self__))
    for value in _closure_values(fn):
        if value is None or isinstance(value, (bool, int, float, str)):
            parts.append((type(value), value))
        else:
            parts.append(Ident(value))
    return tuple(parts)


def _closure_values(fn):
    fn = getattr(fn, "__func__", fn)
    for c in fn.__closure__ or ():
        try:
            yield c.cell_contents
        except ValueError:        # an empty cell (a name assigned after the function)
            yield None
    yield from fn.__defaults__ or ()
    yield from (fn.__kwdefaults__ or {}).values()
    names = getattr(fn, "__globals__", None)
    if names:
        for name in _global_names(fn.__code__):
            if name in names:
                yield names[name]


def _global_names(code):
    """The names ``code`` and the functions, lambdas and comprehensions inside it may read as
    globals (attribute names too: only those the function's globals hold are looked up)."""
    found = list(code.co_names)
    for const in code.co_consts:
        if hasattr(const, "co_names"):
            found.extend(_global_names(const))
    return found


MAX_REASONS = 1000    # a cache that keeps compiling (fresh closures) keeps the latest reasons


class Cache:
    """The compiled entries of one Cell, ``jit`` function or gradient, by ``CacheKey``.

    ``by_aval`` indexes the same entries for the common call (every argument a plain Tensor):
    a tuple of the static attributes and each argument's ``aval``, which the call path builds
    without flattening anything. Only keys resolved through ``entries`` are put there.
    """

    def __init__(self, reasons=None):
        self.entries = {}
        self.by_aval = {}
        self.last = None          # the key compiled last (recompile reasons diff against it)
        self.compiles = 0
        self.reasons = [] if reasons is None else reasons   # may be shared (a jit method's)
        self.structure = None     # (structure generation, Structure) of the root Cell
        self.by_value = set()     # keys whose ms.mutable scalars are compiled as values

    def lookup(self, key):
        return self.entries.get(key)

    def compiling(self, key, names=()):
        """Record why ``key`` is compiled again (before tracing: a failing trace says too)."""
        self.compiles += 1        # (a Cell's ``compile_cache`` counts them)
        if self.last is not None:
            self.reasons.append(key.diff(self.last, names))
            del self.reasons[:-MAX_REASONS]

    def add(self, key, entry):
        """Store ``entry`` for ``key``; drops entries of collected objects and, when the root's
        Parameters changed, every stale entry."""
        if self.last is not None and key.params != self.last.params:
            self.entries.clear()
            self.by_aval.clear()
        else:
            dead = [k for k in self.entries if not k.alive]
            for k in dead:
                del self.entries[k]
            if dead:
                self.by_aval.clear()
        self.entries[key] = entry
        self.last = key

    def latest_graph(self):
        """The IR of the entry compiled last (None: none yet, or it runs op by op)."""
        entry = self.entries.get(self.last) if self.last is not None else None
        return getattr(entry, "graph", None)

    def drop_stale(self, params):
        """The root's structure moved: forget entries compiled for other Parameters."""
        self.by_aval.clear()
        for k in [k for k in self.entries if k.params != params]:
            del self.entries[k]

    def __deepcopy__(self, memo):      # a copied Cell compiles afresh
        return Cache()


def cache_on(owner, slot):
    """The ``Cache`` stored under ``slot`` on ``owner`` (a Cell's ``_compiled`` dict, else an
    attribute), made on first use."""
    store = owner.__dict__.get("_compiled")
    if isinstance(store, dict):
        c = store.get(slot)
        if c is None:
            c = store[slot] = Cache()
        return c
    c = owner.__dict__.get("__minicell_cache__")
    if c is None:
        c = owner.__minicell_cache__ = Cache()
    return c


__all__ = ["CacheKey", "Cache", "Ident", "Structure", "key_of", "function_code", "cache_on"]


def lookup_current(cache, key, root):
    """The entry for ``key`` (or None), stamped with ``root``'s current structure generation
    (``key`` holds ``root``'s current Parameters, so the entry serves this generation)."""
    entry = cache.lookup(key)
    if entry is not None and not entry.is_current():
        return None          # a Parameter hook its gradients ran has changed: compile again
    if entry is not None and root is not None:
        entry.gen = structure_gen(root)
    return entry


def root_structure(cache, root):
    """``Structure.of(root)``, recomputed only when ``root``'s structure generation moved;
    entries compiled for other Parameters are dropped then."""
    gen = structure_gen(root)
    known = cache.structure
    if known is None or known[0] != gen:
        structure = Structure.of(root)
        if known is not None and known[1] != structure:
            cache.drop_stale(structure)
        watch(root)
        cache.structure = known = (gen, structure)
    return known[1]


def as_inputs(tree):
    """``ms.mutable`` scalars as 0-d Tensor inputs (so a new value does not recompile)."""
    return mutable_scalars_as_tensors(tree) if tree else tree


def with_params(key, structure):
    return dataclasses.replace(key, params=structure)
