"""Gradients through integer and bool Tensors, as MindSpore's bprops give them.

JAX carries no tangent through an integer array, so ``jax.vjp`` of ``cast(x, int32) * 2``
gives zero; MindSpore passes the cotangent through: Cast's bprop casts it back to the input's
dtype, and an op computing with integers differentiates as its float formula, the cotangent of
an integer (bool) Tensor cast to that dtype on the way (truncated: ``2.5`` arrives as ``2``, a
bool's as ``1``). Measured on MindSpore 2.10, both modes: the gradient of
``cast(x, int32).astype(float32) * 2.5`` is 2, of ``x.astype(bool_).astype(float32) * -0.5``
is 1, of ``cast(x, int32) * cast(2 * x, int32)`` is ``int(2x) + 2 int(x)``; ops whose result
is an integer of a float (argmax, comparisons, floor division) give none.

``int_vjp`` is that rule for one op; the PYNATIVE tape calls it for a node whose output or a
tracked input is an integer, and GRAPH_MODE's lowering (``link``) for an op whose output or an
input is an integer on the gradient path, so the modes agree. Both compute it on float
stand-ins (``standin_vjp``), so a gradient of a gradient differentiates it as MindSpore
differentiates its bprops (the tape's recorded walk, a vjp inside a vjp in a graph).
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np

from .registry import NONDIFF, no_bprop_error
from .xla_options import eager_jit

_FLOAT0 = jax.dtypes.float0


_EXACT = {}


def is_exact(dtype):
    """Whether ``dtype`` is an integer or bool dtype (no JAX tangent). Cached: lowering asks
    it of every op of a differentiated graph."""
    r = _EXACT.get(dtype)
    if r is None:
        r = _EXACT[dtype] = not jnp.issubdtype(dtype, jnp.inexact)
    return r


def float_for(dtype):
    """The float dtype an integer of ``dtype`` is differentiated in (Float64 for 64-bit)."""
    return jnp.float64 if np.dtype(dtype).itemsize == 8 and jax.config.jax_enable_x64 \
        else jnp.float32


def passes_ints(op):
    """Whether ``op`` can carry a gradient through an integer Tensor (not for one output
    tuple ops, nor for ops without a gradient)."""
    return NONDIFF not in op.props and not op.multiple_results


def int_vjp(op, attrs, arrays, out_dtype, g, floated):
    """Input cotangents of ``op`` (``arrays`` in, a result of ``out_dtype``) for the output
    cotangent ``g``, where ``floated[i]`` marks the integer inputs that get one: the op is
    differentiated with those as floats, and each integer input's cotangent is cast to its
    dtype. ``g`` is cast to ``out_dtype`` first (an integer result's cotangent is an integer).
    None for an input without one."""
    xs = [a.astype(float_for(a.dtype)) if f else a for a, f in zip(arrays, floated)]
    cts = standin_vjp(op, attrs, xs, tuple(a.dtype for a in arrays), out_dtype,
                      jnp.asarray(g), floated)
    return tuple(None if c is None else c.astype(a.dtype) for a, c in zip(arrays, cts))


def standin_vjp(op, attrs, xs, dtypes, out_dtype, g, floated):
    """``int_vjp`` on float stand-ins: ``xs[i]`` is integer input ``i``'s value as a float
    where ``floated[i]`` (``dtypes`` are the inputs' own dtypes), and an integer input's
    cotangent is returned as a float holding its integer value. Written with ``truncated``
    for every cast to an integer, so that it can be differentiated again as MindSpore
    differentiates its bprops (a gradient of a gradient: measured on 2.10, the cast's own
    gradient passes the cotangent through, truncated in turn)."""
    g = ct_to_dtype(g, out_dtype)
    if op.name == "cast":                 # Cast's bprop: the cotangent in the input's dtype
        return (ct_to_dtype(g, dtypes[0]),)
    out, pull, floated = _vjp_floating(op, attrs, xs, dtypes, floated)
    if pull is None or is_exact(out.dtype):
        return (None,) * len(xs)
    cts = pull(g.astype(out.dtype))
    return tuple(None if c.dtype == _FLOAT0 or (is_exact(d) and not f) else ct_to_dtype(c, d)
                 for d, c, f in zip(dtypes, cts, floated))


def _vjp_floating(op, attrs, xs, dtypes, floated):
    """``(out, pull, floated)``: ``jax.vjp`` of ``op`` on ``xs``. An op that needs integers (an
    index) fails on a float stand-in: it is retried with one floated input back in its dtype
    (each in turn), then with all; those get no cotangent, its floats and its other integers
    still do (MindSpore's zeros for indices; SparseToDense's bool values get gathered ones,
    measured on 2.10). ``pull`` is None when even that fails."""
    n = sum(floated)
    tries = [floated] + [tuple(f and j != i for j, f in enumerate(floated))
                         for i, f in enumerate(floated) if f and n > 1]
    for keep in tries + ([(False,) * len(xs)] if n else []):
        try:
            out, pull = jax.vjp(op.bind(attrs), *[x.astype(d) if f and not k else x for x, d, f, k
                                                   in zip(xs, dtypes, floated, keep)])
            return out, pull, keep
        except Exception:   # noqa: BLE001 -- an input that must stay an integer
            continue
    return None, None, floated


def ct_to_dtype(c, dtype):
    """A cotangent in ``dtype``: an integer (bool) one as a float holding its value."""
    if is_exact(dtype):
        return truncated(c.astype(float_for(dtype)), np.dtype(dtype))
    return c.astype(dtype)


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def truncated(c, dtype):
    """The float ``c`` cast to the integer (bool) ``dtype`` and back: MindSpore's Cast to an
    integer, on a stand-in. Its gradient is Cast's bprop: the cotangent passed through, cast
    to ``dtype`` in turn."""
    return cast_ct(c, dtype).astype(c.dtype)


def _truncated_fwd(c, dtype):
    return truncated(c, dtype), None


def _truncated_bwd(dtype, _, ct):
    return (truncated(ct, dtype),)


truncated.defvjp(_truncated_fwd, _truncated_bwd)


def cast_ct(c, dtype):
    """A cotangent in ``dtype``; a float one cast to a narrow integer wraps as MindSpore's C
    cast does (-2.0 to UInt8 is 254; XLA would saturate it to 0)."""
    dtype = np.dtype(dtype)
    if dtype.kind in "iu" and dtype.itemsize < 4 and not is_exact(c.dtype):
        c = c.astype(jnp.int32)
    return c.astype(dtype)


_KERNELS = {}


def int_vjp_kernel(op, attrs, floated, nested=False):
    """``int_vjp`` jitted for the tape, cached per op, attrs and ``floated`` (``nested``: for
    a call inside a JAX trace, as ``Op.kernel``'s)."""
    key = (op.name, attrs, floated, nested)
    fn = _KERNELS.get(key)
    if fn is None:
        def fn(arrays, g, out_dtype):
            return int_vjp(op, attrs, arrays, out_dtype, g, floated)
        fn = _KERNELS[key] = eager_jit(fn, nested, static_argnums=2)
    return fn


def link(op, attrs, vals, shadows):
    """GRAPH_MODE's lowering of one op on the gradient path through integers: ``vals`` are the
    op's inputs, ``shadows[i]`` (or None) the float stand-in of integer input ``i`` that
    carries its gradient. Returns the op's result when it is a float, else the float stand-in
    of its integer result (the same values); its backward is ``int_vjp``, the float inputs and
    the stand-ins getting the cotangents. (Everything is an argument: a custom vjp must not
    close over what is differentiated.)"""
    floated = tuple(s is not None for s in shadows)
    n = len(vals)
    fn = op.bind(attrs)

    def shown(xs):
        out = fn(*xs[:n])
        return out if not is_exact(out.dtype) else out.astype(float_for(out.dtype))

    @jax.custom_vjp
    def stand_in(*xs):
        return shown(xs)

    def fwd(*xs):
        # stand_in, not shown: a gradient of this vjp then differentiates the forward
        # through the same rule
        return stand_in(*xs), xs

    def bwd(xs, ct):
        # on the stand-ins: differentiated again, the gradient reaches them (second order)
        it = iter(xs[n:])
        ins = [next(it) if f else x for x, f in zip(xs[:n], floated)]
        dtypes = tuple(jnp.result_type(x) for x in xs[:n])
        out_dtype = jax.eval_shape(fn, *xs[:n]).dtype
        cts = standin_vjp(op, attrs, ins, dtypes, out_dtype, ct, floated)
        in_cts = [None if c is None or is_exact(d) else c for d, c in zip(dtypes, cts)]
        shadow_cts = [cts[i] for i in range(n) if floated[i]]
        return (*in_cts, *shadow_cts)
    stand_in.defvjp(fwd, bwd)
    return stand_in(*vals, *[s for s in shadows if s is not None])


def refuse(op, out, shadows):
    """GRAPH_MODE's float stand-in of the integer result ``out`` of ``op`` (``op.no_bprop``)
    whose inputs' stand-ins ``shadows`` are on the gradient path: a backward pass that reaches
    it raises 2.10's error, as ``op``'s node on the tape does."""
    @jax.custom_vjp
    def stand_in(value, *xs):
        return value

    def bwd(_, ct):
        raise no_bprop_error(op, graph=True)
    stand_in.defvjp(lambda value, *xs: (value, None), bwd)
    return stand_in(out.astype(float_for(out.dtype)), *shadows)


def link_results(op, attrs, vals):
    """GRAPH_MODE's lowering, under a vjp, of a ``multiple_results`` op of floats with an integer
    result (sort's and topk's indices): its results, each integer one as a float stand-in of
    the same values. Its backward is the op's one vjp, the tape's (``Op.vjp_kernel``), on the
    float results' cotangents, with zeros where one is unused: as on 2.10 (both modes), a
    gradient reaching only the indices still sends those zeros back through the op and the
    ops before it (``0 * inf`` is nan there: ``cast(ops.sort(b / a)[1], float32)`` with a 0 in
    ``a``). The indices' own cotangent is dropped, as 2.10's bprops drop it."""
    def shown(xs):
        return tuple(o.astype(float_for(o.dtype)) if is_exact(o.dtype) else o
                     for o in op.bind(attrs)(*xs))

    @jax.custom_vjp
    def stand_in(*xs):
        return shown(xs)

    def fwd(*xs):
        return stand_in(*xs), xs

    def bwd(xs, cts):
        exact = [is_exact(o.dtype) for o in jax.eval_shape(op.bind(attrs), *xs)]
        cts = tuple(None if e else c for e, c in zip(exact, cts))
        return tuple(op.vjp_kernel(attrs, None, nested=True)(xs, cts))
    stand_in.defvjp(fwd, bwd)
    return stand_in(*vals)
