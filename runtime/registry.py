"""The op registry: one entry per primitive, read by eager dispatch, the tape, the compiler and tests.

An entry holds the op's JAX implementation (a pure function of ``jax.Array`` inputs plus static
keyword attributes), a set of properties that passes and tests query (never op names), an optional
shape/dtype rule (default: ``jax.eval_shape`` of the implementation) and an optional hand-written
vjp (default: ``jax.vjp`` of the implementation).

>>> from minicell.runtime.registry import get_op
>>> get_op("add").name
'add'
"""
import functools

import jax

from .x64 import scoped as _x64_scoped

# Properties an entry may carry. Passes and tests test membership in these, never names.
ELEMENTWISE = "elementwise"      # output[i] depends only on inputs[i] (after broadcasting)
REDUCTION = "reduction"          # reduces over `axis`
RANDOM = "random"                # first input is a PRNG key; impure from the user's view
SIDE_EFFECT = "side_effect"      # writes state (assign) or talks to the outside (print)
NONDIFF = "nondiff"              # no gradient flows through it (comparisons, argmax, shape ops)
LAYOUT = "layout"                # reshape/transpose/slice style data movement
CHANNEL_LAYOUT = "channel_layout"  # input 0/output 0 are N,C,spatial...; data_format="NHWC" ok

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
    """One primitive. ``kernel(attrs)`` is the cached ``jax.jit`` of ``impl`` for those attrs."""

    __slots__ = ("name", "impl", "props", "shape_rule", "vjp", "nondiff_argnums",
                 "multiple_results", "doc", "_kernels", "_vjp_kernels", "_kernel0")

    def __init__(self, name, impl, props=(), shape_rule=None, vjp=None, nondiff_argnums=(),
                 multiple_results=False, doc=None):
        self.name = name
        self.impl = impl
        self.props = frozenset(props)
        self.shape_rule = shape_rule
        self.vjp = vjp
        self.nondiff_argnums = tuple(nondiff_argnums)
        self.multiple_results = multiple_results
        self.doc = doc or (impl.__doc__ or "").strip().split("\n")[0]
        self._kernels = {}
        self._vjp_kernels = {}
        self._kernel0 = None  # kernel(()) once built: read directly by dispatch's hot path

    def __repr__(self):
        return f"<op {self.name}>"

    @property
    def differentiable(self):
        return NONDIFF not in self.props

    def bind(self, attrs):
        """The implementation with static attributes applied: a function of arrays only."""
        return functools.partial(self.impl, **dict(attrs)) if attrs else self.impl

    def kernel(self, attrs):
        """Cached jitted kernel for these (frozen) attrs: the fast eager path."""
        fn = self._kernels.get(attrs)
        if fn is None:
            fn = self._kernels[attrs] = jax.jit(self.bind(attrs))
            if not attrs:
                self._kernel0 = fn
        return fn

    @_x64_scoped    # minicell's dtypes (Int64/Float64) whoever asks (runtime/x64.py)
    def infer(self, avals, attrs):
        """Output ``jax.ShapeDtypeStruct`` (or a tuple of them) for input avals."""
        if self.shape_rule is not None:
            return self.shape_rule(*avals, **dict(attrs))
        return jax.eval_shape(self.bind(attrs), *avals)

    def vjp_kernel(self, attrs):
        """Cached jitted ``(inputs, cotangent) -> input cotangents`` for these attrs.

        Uses the hand-written ``vjp`` when the entry has one, otherwise ``jax.vjp`` of ``impl``.
        """
        fn = self._vjp_kernels.get(attrs)
        if fn is None:
            if self.vjp is not None:
                hand = self.vjp
                kw = dict(attrs)

                def fn(inputs, out, ct):
                    return tuple(hand(inputs, out, ct, **kw))
            else:
                f = self.bind(attrs)

                def fn(inputs, out, ct):
                    del out
                    return jax.vjp(f, *inputs)[1](ct)
            fn = self._vjp_kernels[attrs] = jax.jit(fn)
        return fn


def register(name, props=(), shape_rule=None, vjp=None, nondiff_argnums=(),
             multiple_results=False):
    """Decorator: register ``impl`` as primitive ``name`` and return the ``Op`` entry.

    >>> @register("my_neg", props=(ELEMENTWISE,))      # doctest: +SKIP
    ... def my_neg(x):
    ...     return -x
    """
    def deco(impl):
        if name in _REGISTRY:
            raise ValueError(f"op {name!r} is already registered")
        op = Op(name, impl, props, shape_rule, vjp, nondiff_argnums, multiple_results)
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
