"""The op registry: one entry per primitive, read by eager dispatch, the tape, the compiler and tests.

An entry holds the op's JAX implementation (a pure function of ``jax.Array`` inputs plus static
keyword attributes), a set of properties that passes and tests query (never op names) and an
optional hand-written derivative rule.

The derivative rule is a jvp (tangent) rule, attached to the implementation with
``jax.custom_jvp`` in ``Op.bind``. Every consumer reaches the implementation through ``bind`` (the
eager kernel, the tape's vjp kernel, GRAPH_MODE lowering, which differentiates the whole lowered
function with ``jax.vjp``), so a rule is seen identically in both modes, in reverse mode (JAX
transposes the linear rule) and in forward mode. Rules exist only where the derivative JAX derives
from the implementation differs from MindSpore's at a kink (e.g. ``relu'(0)``: JAX's
``maximum`` splits a tie 0.5/0.5, MindSpore's ReluGrad gives 0), or where its transpose is slow
(a grouped convolution's weight gradient on XLA's CPU backend: ``primitives/cpu_conv.py``).

Output shapes and dtypes come from ``jax.eval_shape`` of the op's cached kernel (the GRAPH_MODE
tracer does this, ``compiler/trace.py``), except where ``shape_rules.py`` answers for an op whose
kernel is long to trace (softmax, layer_norm).

>>> from minicell.runtime.registry import get_op
>>> get_op("add").name
'add'
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np

from .xla_options import eager_jit


# Properties an entry may carry. Passes and tests test membership in these, never names.
ELEMENTWISE = "elementwise"      # output[i] depends only on inputs[i] (after broadcasting)
REDUCTION = "reduction"          # reduces over `axis`
RANDOM = "random"                # first input is a PRNG key; impure from the user's view
SIDE_EFFECT = "side_effect"      # writes state (assign) or talks to the outside (print)
NONDIFF = "nondiff"              # no gradient flows through it (comparisons, argmax, shape ops)
LAYOUT = "layout"                # reshape/transpose/slice style data movement
CHANNEL_LAYOUT = "channel_layout"  # input 0/output 0 are N,C,spatial...; data_format="NHWC" ok
# Value facts for GRAPH_MODE's index checks (compiler/checks.py): the output holds exactly the
# input's elements, rearranged (one tensor input); every output element is an element of one of
# the tensor inputs (selecting, joining, repeating)
REARRANGES = "rearranges"
SELECTS = "selects"

_FLOAT0 = jax.dtypes.float0
_REGISTRY = {}


def _freeze(value):
    """Make an attribute value hashable so (op, attrs) can key a kernel cache."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def freeze_attrs(attrs):
    """``dict`` of static attributes -> sorted tuple of ``(name, value)``; the kernel-cache key."""
    if not attrs:
        return ()
    return tuple(sorted((k, _freeze(v)) for k, v in attrs.items()))


class Op:
    """One primitive. ``kernel(attrs)`` is the cached ``jax.jit`` of ``impl`` for those attrs.

    ``value_attrs`` names attributes the implementation only computes with (a fill value, a
    slope, a probability): their Python int/float values are passed to the eager kernels as
    traced scalars, so PYNATIVE_MODE compiles one kernel (and one vjp kernel) for every value
    instead of one per value (``_ValueKernel``); GRAPH_MODE still binds them as constants."""

    __slots__ = ("name", "impl", "props", "jvp", "nondiff_argnums", "multiple_results", "doc",
                 "value_attrs", "no_bprop", "_bound", "_kernels", "_nested_kernels", "_vjp_kernels",
                 "_kernel0", "_shared", "host")

    def __init__(self, name, impl, props=(), jvp=None, nondiff_argnums=(),
                 multiple_results=False, doc=None, value_attrs=(), no_bprop=None):
        self.name = name
        self.impl = impl
        self.props = frozenset(props)
        self.jvp = jvp
        self.nondiff_argnums = tuple(nondiff_argnums)
        self.multiple_results = multiple_results
        self.doc = doc or (impl.__doc__ or "").strip().split("\n")[0]
        self.value_attrs = frozenset(value_attrs)
        # MindSpore's Primitive name where 2.10 defines no bprop for the op: a gradient through
        # it is 2.10's RuntimeError (the tape's refusing node, GRAPH_MODE's refusing vjp)
        self.no_bprop = no_bprop
        self._bound = {}
        self._kernels = {}
        self._nested_kernels = {}
        self._vjp_kernels = {}
        self._kernel0 = None  # kernel(()) once built: read directly by dispatch's hot path
        self._shared = {}     # (kind, attrs with value placeholders[, wanted]) -> jitted kernel
        self.host = None      # numpy twin of impl for eager calls (``on_host``)

    def __repr__(self):
        return f"<op {self.name}>"

    @property
    def differentiable(self):
        return NONDIFF not in self.props

    def bind(self, attrs):
        """The implementation with static attributes applied (and the op's jvp rule attached):
        a function of arrays only. Cached per attrs, so tracing sees one function object."""
        fn = self._bound.get(attrs)
        if fn is None:
            fn = self._bound[attrs] = self._make_bound(dict(attrs))
        return fn

    def _make_bound(self, attrs):
        """``bind``'s function for the attribute dict ``attrs`` (whose values may be traced)."""
        fn = functools.partial(self.impl, **attrs) if attrs else self.impl
        if self.jvp is not None:
            fn = _with_jvp(fn, self.jvp, attrs)
        if self.no_bprop:
            fn = _refused(fn, self)
        elif NONDIFF in self.props or self.nondiff_argnums:
            fn = _stopped(fn, None if NONDIFF in self.props else self.nondiff_argnums)
        return fn

    def _split_values(self, attrs):
        """``(key, names, values)``: the value attributes among ``attrs`` holding a Python int or
        float, and ``attrs`` with each of those values replaced by its type (the key of the kernel
        shared by all values); ``names`` is empty when there are none."""
        if not self.value_attrs:
            return attrs, (), ()
        names = tuple(k for k, v in attrs
                      if k in self.value_attrs and type(v) in (int, float))
        if not names:
            return attrs, (), ()
        key = tuple((k, type(v)) if k in names else (k, v) for k, v in attrs)
        return key, names, tuple(v for k, v in attrs if k in names)

    def _valued(self, key, names):
        """The function of ``(values, *arrays)`` that binds ``names`` to ``values`` at trace time."""
        static = {k: v for k, v in key if k not in names}

        def fn(values, *arrays):
            return self._make_bound({**static, **dict(zip(names, values))})(*arrays)
        return fn

    def on_host(self, host):
        """Decorator: ``host(*arrays, **attrs)``, a numpy twin of the implementation giving the
        same array, or None where it cannot (then the compiled kernel runs). Eager calls outside
        any trace use it on the CPU backend: an op whose output is a constant of its attributes
        and its inputs' shapes (zeros, ones, fill, eye) then compiles no XLA program per shape,
        which cost 30-100 ms for each new shape a model's ``__init__`` or first step creates.
        (On an accelerator the array would cross the bus at every call: the cached compiled
        kernel fills it in place.)"""
        self.host = host
        return host

    def kernel(self, attrs, nested=False):
        """Cached jitted kernel for these (frozen) attrs: the fast eager path.

        Eager kernels compile with ``runtime.xla_options``' options, which JAX takes on a
        top-level call only: ``nested=True`` gives the same kernel without them, for a call
        inside a JAX trace (a ``jax.vjp``/``jit`` being traced; ``xla_options.traced`` tells)."""
        cache = self._nested_kernels if nested else self._kernels
        fn = cache.get(attrs)
        if fn is None:
            jit = functools.partial(eager_jit, nested=nested)
            key, names, values = self._split_values(attrs)
            if names:
                shared = self._shared.get(("kernel", key, nested))
                if shared is None:
                    shared = self._shared["kernel", key, nested] = jit(self._valued(key, names))
                fn = cache[attrs] = _ValueKernel(shared, values)
                return fn
            fn = jit(self.bind(attrs))
            if self.host is not None and not nested and jax.default_backend() == "cpu":
                fn = _HostKernel(self.host, dict(attrs), fn)
            cache[attrs] = fn
            if not attrs and not nested:
                self._kernel0 = fn
        return fn

    def vjp_kernel(self, attrs, wanted=None, nested=False):
        """Cached jitted ``(inputs, cotangent) -> input cotangents``: ``jax.vjp`` of ``bind``,
        so a jvp rule is used exactly as GRAPH_MODE uses it (``nested``: as for ``kernel``).

        ``wanted`` (None: all) is a tuple of bools, one per input: the kernel differentiates
        with respect to those inputs only and gives None for the others (the tape passes which
        inputs are tracked, so the input-gradient convolution of a network's first layer, whose
        input is data, is never computed). For a ``multiple_results`` op the cotangent is a
        tuple holding None for each output that got none (and for integer outputs): the zeros
        are made inside the kernel. An input that carries no gradient (integer/bool: JAX's
        ``float0``) gets None, so that every output of the kernel is an array and JAX's C++
        fast path serves each call (a ``float0`` output sends every call through JAX's Python
        path)."""
        cache_key = (attrs, wanted, nested)
        fn = self._vjp_kernels.get(cache_key)
        if fn is None:
            jit = functools.partial(eager_jit, nested=nested)
            key, names, values = self._split_values(attrs)
            if names:
                shared = self._shared.get(("vjp", key, wanted, nested))
                if shared is None:
                    valued = self._valued(key, names)
                    shared = self._shared["vjp", key, wanted, nested] = jit(
                        lambda vals, inputs, ct: _vjp_fn(functools.partial(valued, vals),
                                                         self.multiple_results, wanted)(inputs, ct))
                fn = self._vjp_kernels[cache_key] = _ValueKernel(shared, values)
            else:
                fn = self._vjp_kernels[cache_key] = jit(
                    _vjp_fn(self.bind(attrs), self.multiple_results, wanted))
        return fn


class _ValueKernel:
    """An eager kernel shared by all values of an op's value attributes, with these values: a
    call (and ``eval_shape``, which GRAPH_MODE's tracer uses) passes them first."""

    __slots__ = ("shared", "values", "__weakref__")   # jax.eval_shape(kernel) caches by weakref

    def __init__(self, shared, values):
        self.shared = shared
        self.values = values

    def __call__(self, *args):
        return self.shared(self.values, *args)

    def eval_shape(self, *args):
        return self.shared.eval_shape(self.values, *args)


class _HostKernel:
    """An eager kernel that computes with the op's numpy twin (``Op.on_host``) and puts the
    result on the device, falling back to the compiled kernel for traced inputs or where the
    twin declines."""

    __slots__ = ("host", "attrs", "compiled", "__weakref__")

    def __init__(self, host, attrs, compiled):
        self.host, self.attrs, self.compiled = host, attrs, compiled

    def __call__(self, *arrays):
        if not any(isinstance(a, jax.core.Tracer) for a in arrays):
            out = self.host(*arrays, **self.attrs)
            if out is not None:
                return jax.device_put(out)
        return self.compiled(*arrays)

    def eval_shape(self, *arrays):
        return self.compiled.eval_shape(*arrays)


def _vjp_fn(f, multiple, wanted):
    """``(inputs, ct) -> input cotangents`` of ``f`` (see ``Op.vjp_kernel``)."""
    def fn(inputs, ct):
        if wanted is None:
            outs, pull = jax.vjp(f, *inputs)
        else:
            idx = [i for i, w in enumerate(wanted) if w]

            def part(*diff):
                full = list(inputs)
                for i, a in zip(idx, diff):
                    full[i] = a
                return f(*full)
            outs, pull = jax.vjp(part, *[inputs[i] for i in idx])
        if multiple:
            ct = tuple(_zero_cotangent(o) if c is None else c for o, c in zip(outs, ct))
        cts = [None if c.dtype == _FLOAT0 else c for c in pull(ct)]
        if wanted is None:
            return tuple(cts)
        full = [None] * len(inputs)
        for i, c in zip(idx, cts):
            full[i] = c
        return tuple(full)
    return fn


def _zero_cotangent(out):
    """The cotangent of an output that got none: zeros, or ``float0`` zeros for an integer or
    bool output (no gradient)."""
    if jnp.issubdtype(out.dtype, jnp.inexact):
        return jnp.zeros(out.shape, out.dtype)
    return np.zeros(out.shape, _FLOAT0)


def _stopped(fn, argnums):
    """``fn`` with no gradient through its inputs at ``argnums`` (None: all of them), the
    tape's rule for ``NONDIFF`` ops and ``nondiff_argnums``, so that GRAPH_MODE (which
    differentiates the lowered graph with JAX) gives the same zero gradient."""
    def stopped(*arrays):
        return fn(*(jax.lax.stop_gradient(a) if argnums is None or i in argnums else a
                    for i, a in enumerate(arrays)))
    return stopped


def no_bprop_error(op, graph):
    """2.10's RuntimeError for a gradient reaching ``op`` (``op.no_bprop`` set), in
    GRAPH_MODE's or PYNATIVE_MODE's wording. It keeps ``op`` as ``no_bprop``: JAX raises the
    graph's wording wherever it differentiates, and the tape rewords (``eager_wording``)."""
    if graph:
        err = RuntimeError(f"Illegal primitive: Primitive {op.no_bprop}'s bprop not defined.")
    else:
        err = RuntimeError(f"Illegal primitive {op.no_bprop}'s bprop not defined")
    err.no_bprop = op
    return err


def eager_wording(err):
    """``no_bprop_error`` in PYNATIVE_MODE's wording when ``err`` is one, else None: what the
    tape's walk raises when the vjp it runs meets a kernel without a bprop (2.10's PYNATIVE
    ``func_grad`` says "Illegal primitive GeLUGrad's bprop not defined")."""
    op = getattr(err, "no_bprop", None)
    return None if op is None else no_bprop_error(op, graph=False)


def _refused(fn, op):
    """``fn`` whose backward pass raises ``no_bprop_error`` (JAX runs it only when a cotangent
    reaches the op, as 2.10's graph only asks for the bprops on the gradient's path)."""
    wrapped = jax.custom_vjp(fn)

    def bwd(_, ct):
        raise no_bprop_error(op, graph=True)
    wrapped.defvjp(lambda *arrays: (fn(*arrays), None), bwd)
    return wrapped


class _Kernel:
    """A 2.10 gradient kernel named ``no_bprop`` (``no_bprop_error``'s op) that has no bprop."""

    __slots__ = ("no_bprop",)

    def __init__(self, prim):
        self.no_bprop = prim


def no_bprop_kernel(fn, prim):
    """``fn`` (of arrays) whose gradient raises ``no_bprop_error`` for 2.10's kernel ``prim``
    (GRAPH_MODE's wording): what a jvp rule computes its tangent's factor with where 2.10's
    bprop calls a kernel without a bprop of its own (``GeLUGrad``, ``IgammaGradA``). A first
    derivative never differentiates the factor; a second derivative through it raises."""
    return _refused(fn, _Kernel(prim))


def no_bprop_input(prim):
    """``no_bprop_kernel`` of the identity on one array: the primals a factor is computed from
    (by ops that JAX can differentiate) pass through it."""
    return no_bprop_kernel(lambda v: v, prim)


def with_primal(rule):
    """Mark a jvp rule that returns ``(output, output tangent)``: one whose tangent needs values
    the output is computed from (statistics), which it then computes once. Without it the
    output comes from a second call of the implementation, and a differentiated graph computes
    both (XLA does not merge them across ``exact_divide``'s barriers)."""
    rule.returns_primal = True
    return rule


def _with_jvp(fn, rule, attrs):
    """``fn`` with ``rule(primals, tangents, **attrs) -> output tangent`` as its derivative
    (``(output, output tangent)`` for a rule marked ``with_primal``).

    ``rule`` must be linear in the tangents (JAX transposes it for reverse mode). A rule with
    ``symbolic_zeros`` set gets ``jax.custom_derivatives.SymbolicZero`` for an input that is not
    differentiated (JAX's default passes zeros, whose terms a second derivative would still
    differentiate). The jvp's output is ``wrapped``'s, not ``fn``'s, so that a second derivative
    takes ``rule`` again (``fn``'s own JAX derivative is what the rule replaces: reduce_max's
    ``sum(t * (x == max)) / count`` was 0/0 at XLA's O0, fuzz59)."""
    wrapped = jax.custom_jvp(fn)

    if getattr(rule, "returns_primal", False):
        def jvp(primals, tangents):
            return rule(primals, tangents, **attrs)
    else:
        def jvp(primals, tangents):
            return wrapped(*primals), rule(primals, tangents, **attrs)
    wrapped.defjvp(jvp, symbolic_zeros=getattr(rule, "symbolic_zeros", False))
    return wrapped


def register(name, props=(), jvp=None, nondiff_argnums=(), multiple_results=False,
             value_attrs=(), no_bprop=None):
    """Decorator: register ``impl`` as primitive ``name`` and return the ``Op`` entry.

    ``jvp``: a hand-written tangent rule ``(primals, tangents, **attrs) -> tangent``, only
    where the derivative derived from ``impl`` is wrong or slow (see the module docstring).
    ``value_attrs``: attributes ``impl`` only computes with, never branches or shapes on (see
    ``Op``): eager kernels take their values as traced scalars.
    ``no_bprop``: the Primitive's name where MindSpore defines no bprop (with ``NONDIFF``):
    taking a gradient through the op raises 2.10's RuntimeError instead of giving zeros.

    >>> @register("my_neg", props=(ELEMENTWISE,))      # doctest: +SKIP
    ... def my_neg(x):
    ...     return -x
    """
    def deco(impl):
        if name in _REGISTRY:
            raise ValueError(f"op {name!r} is already registered")
        op = Op(name, impl, props, jvp, nondiff_argnums, multiple_results,
                value_attrs=value_attrs, no_bprop=no_bprop)
        _REGISTRY[name] = op
        return op
    return deco


def get_op(name):
    """The registered primitive ``name`` (``KeyError`` when there is none).

    >>> get_op("add").name
    'add'
    """
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"no primitive named {name!r} in the registry") from None


def all_ops():
    """All registered ops, sorted by name (the registry-walking tests and the docs use this)."""
    return [_REGISTRY[k] for k in sorted(_REGISTRY)]
