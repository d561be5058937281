"""2.10's bprop formulas for elementwise ops whose gradient MindSpore does not take as the exact
derivative: its bprop reads the forward output or other kernels (``Expm1``: ``dout * (out +
1)``; ``Acosh``: ``dout / sinh(out)``, NaN wherever the output is), or is another function
altogether (``SeLU``: ``EluGrad(dout, out) * scale``, ``scale * (out + 1)`` below 0, not the
derivative ``scale * alpha * exp(x)``). Measured on 2.10 CPU in both modes (the sweep of
session 65: ``ms.grad`` of ``f(x).sum()`` over 300 float32 values per function); the Bessel
functions' bprops call the other Bessel kernels, whose values outside the domain (``-inf``,
NaN) reach the gradient.

Each rule is ``g(x, out) -> local derivative``, computed in 2.10's order with the cotangent
taken as 1 (the tangent is ``t * g``, so the gradient is ``dout * g``: the same bits where
``dout`` is 1, the last bit apart at most elsewhere), or ``_Divisor(d)`` where 2.10 divides
``dout`` by ``d``. ``attach`` sets them as the ops' jvp
rules; it runs once the primitive modules have registered their ops (``__init__``), because
the rules call other ops' kernels (``bessel_k1`` in ``bessel_k0``'s) through the registry.
"""
import math

import jax
import jax.numpy as jnp
from jax.custom_derivatives import SymbolicZero

from ..registry import freeze_attrs, get_op, no_bprop_input, no_bprop_kernel, with_primal
from .libm import gelu_tanh_grad
from .math import exact_divide
from .rounding import opaque_constant, rounded_product

_SELU_SCALE = 1.0507009873554805


def _k(name, x):
    """``name``'s kernel (the registered implementation, its 2.10 values) on ``x``, with its own
    jvp rule: a second derivative goes through the bprops of the kernels the first one calls,
    as 2.10's bprop graph of a bprop graph does (``bessel_k0e``'s second derivative is NaN at
    ``x <= 0`` through ``BesselK1e``'s bprop; the implementation's own derivative was 0)."""
    return get_op(name).bind(())(x)


class _Divisor:
    """A rule's value that divides the cotangent (``dout / d``, one rounding), or the
    cotangent times ``scale`` (``(dout * scale) / d``, as ``SqrtGrad``)."""
    def __init__(self, d, scale=None):
        self.d = d
        self.scale = scale


class _ThenScaled:
    """A rule's factor ``f`` whose product with the cotangent is rounded before a constant
    ``scale`` multiplies it, ``(dout * f) * scale`` (SeLU's bprop: EluGrad, then a Mul)."""
    def __init__(self, f, scale):
        self.f = f
        self.scale = scale


def _c(v, x):
    return jnp.asarray(v, x.dtype)


def _sq(v):
    """``v * v`` rounded before the addition that follows (no FMA, as 2.10's ``Square``)."""
    return rounded_product(v, v, v)


def _sinc(x, out):
    # ((cos(pi x) - out) * dout) / x, 0 where pi x == 0
    px = _c(math.pi, x) * x
    g = (_k("cos", px) - out) / x
    return jnp.where(px == 0, jnp.zeros_like(g), g)


def _bessel_i1e(x, out):
    # x below eps in magnitude: 0.5; else i0e(x) - out * (sign(x) + 1 / x)
    eps = _c(jnp.finfo(x.dtype).eps, x)
    valid = eps < jnp.abs(x)
    xs = jnp.where(valid, x, eps)
    g = _k("bessel_i0e", xs) - rounded_product(out, jnp.sign(xs) + 1 / xs, x)
    return jnp.where(valid, g, _c(0.5, x))


def _at_zero(value, g):
    """``g(x, out)`` but ``value`` where ``x == 0`` (``BesselI1``, ``BesselJ1``)."""
    return lambda x, out: jnp.where(x == 0, _c(value, x), g(x, out))


RULES = {
    "acosh": lambda x, out: _Divisor(_k("sinh", out)),
    "expm1": lambda x, out: out + opaque_constant(1, out),   # (XLA folds (e - 1) + 1)
    "tan": lambda x, out: _c(1, x) + _sq(out),
    "atanh": lambda x, out: _Divisor(_c(1, x) - _sq(x)),
    "sqrt": lambda x, out: _Divisor(out, scale=0.5),                # SqrtGrad
    "asin": lambda x, out: _Divisor(jnp.sqrt(_c(1, x) - _sq(x))),     # AsinGrad
    "acos": lambda x, out: _Divisor(-jnp.sqrt(_c(1, x) - _sq(x))),    # ACosGrad: -dy / ...
    # AtanGrad; ``out`` is finite at x = +-inf (_sq's opaque zero from inf is NaN: 2.10 gives 0)
    "atan": lambda x, out: _Divisor(_c(1, x) + rounded_product(x, x, out)),
    "rsqrt": lambda x, out: (out * out * out) * _c(-0.5, out),      # RsqrtGrad
    "erfc": lambda x, out: _c(-2 / math.sqrt(math.pi), x) * _k("exp", -(x * x)),
    "erfinv": lambda x, out: _c(math.sqrt(math.pi) / 2, x) * _k("exp", out * out),
    "sinc": _sinc,
    "softsign": lambda x, out: _c(1, x) / jnp.square(_c(1, x) + _k("abs", x)),
    "selu": lambda x, out: _ThenScaled(jnp.where(out < 0, out + _c(1, out), _c(1, out)),
                                       _SELU_SCALE),
    # CeLU: dout * select(x >= 0, 1, out / alpha + 1)
    "celu": lambda x, out, alpha: jnp.where(x >= 0, _c(1, x),
                                            exact_divide(out, _c(alpha, out)) + _c(1, out)),
    "bessel_i0": lambda x, out: _k("bessel_i1", x),
    "bessel_i0e": lambda x, out: _k("bessel_i1e", x) - rounded_product(jnp.sign(x), out, x),
    "bessel_i1": _at_zero(1, lambda x, out: _k("bessel_i0", x) - out / x),
    "bessel_i1e": _bessel_i1e,
    "bessel_j0": lambda x, out: -_k("bessel_j1", x),
    "bessel_j1": _at_zero(0.5, lambda x, out: _k("bessel_j0", x) - out / x),
    "bessel_k0": lambda x, out: -_k("bessel_k1", x),
    "bessel_k1": lambda x, out: -(_k("bessel_k0", x) + out / x),
    "bessel_k0e": lambda x, out: out - _k("bessel_k1e", x),
    "bessel_k1e": lambda x, out: rounded_product(out, _c(1, x) - 1 / x, x) - _k("bessel_k0e", x),
    "bessel_y0": lambda x, out: -_k("bessel_y1", x),
    "bessel_y1": lambda x, out: _k("bessel_y0", x) - out / x,
}


def _igamma_x(sign):
    """``Igamma``'s bprop: ``a`` by the kernel's own derivative (``IgammaGradA``), ``x`` by
    ``exp((-x + (a - 1) log x) - lgamma(a))``, finite where the value is NaN (``a < 0``);
    ``Igammac``'s negated."""
    def g(a, x, out):
        p = _k("exp", (-x + rounded_product(a - _c(1, a), _k("log", x), x)) - _k("lgamma", a))
        return _DERIVED, p if sign > 0 else -p
    return g


# binary ops: ``g(x, y, out) -> (dx, dy)``, each a local derivative, None (no gradient, as
# 2.10's ``OutZeros``) or ``_DERIVED`` (the derivative of the kernel itself)
_DERIVED = object()
def _pow(x, y, out):
    """``Pow``'s bprop as 2.10 runs it: ``dx = (y * pow(x, y - 1)) * dout``, ``dy = (out *
    log(x)) * dout`` with 0 where ``x == 0`` (NaN where ``x < 0``; measured), through 2.10's
    Pow and Log kernels. Float outputs only (integer powers keep their derivative); an
    integer operand takes no gradient."""
    if not jnp.issubdtype(out.dtype, jnp.floating):
        return _DERIVED, _DERIVED
    x, y = jnp.asarray(x), jnp.asarray(y)
    floats = [jnp.issubdtype(v.dtype, jnp.floating) for v in (x, y)]
    # (lax's cast: a graph's integer literal arrives as JAX's TypedInt, which has no astype)
    x, y = (jax.lax.convert_element_type(v, out.dtype) for v in (x, y))
    dx = y * _k2("pow", x, y - _c(1, y)) if floats[0] else None
    dy = out * _k("log", jnp.where(x == 0, jnp.ones_like(x), x)) if floats[1] else None
    return dx, dy


# the kernel 2.10's bprop runs for a ``_DERIVED`` part, which has no bprop of its own (a second
# derivative through it raises, measured: ``IgammaGradA``)
_DERIVED_KERNEL = {"igamma": "IgammaGradA", "igammac": "IgammaGradA"}

RULES2 = {
    "pow": _pow,
    "zeta": lambda x, q, out: (None, -x * _k2("zeta", x + _c(1, x), q)),
    "igamma": _igamma_x(1),
    "igammac": _igamma_x(-1),
}


def _k2(name, x, y):
    return get_op(name).bind(())(x, y)


def _derived_factor(op, attrs, primals, i, prim):
    """The kernel's own derivative in input ``i`` (a ``_DERIVED`` part's factor), through
    ``no_bprop_kernel`` of ``prim``: JAX differentiates it no further (``igamma_grad_a`` has
    no rule), a second derivative raises 2.10's error."""
    def factor(*args):
        def part(v):
            return op.impl(*args[:i], v, *args[i + 1:], **attrs)
        value, d = jax.jvp(part, (args[i],), (jnp.ones_like(args[i]),))
        return jnp.where(jnp.isnan(value), value, d)   # NaN where the value is (2.10's kernel
    return no_bprop_kernel(factor, prim)(*primals)     # at a < 0; impl's guard gives 0 there)


def _rule2(op, g):
    refuse = _DERIVED_KERNEL.get(op.name)

    @with_primal
    def rule(primals, tangents, **attrs):
        out = op.bind(freeze_attrs(attrs))(*primals)
        parts = []
        for i, (d, t) in enumerate(zip(g(*primals, out), tangents)):
            if type(t) is SymbolicZero:    # not differentiated (a zero part would be)
                continue
            if d is _DERIVED and refuse:
                parts.append(t * _derived_factor(op, attrs, primals, i, refuse))
            elif d is _DERIVED:
                def part(v, i=i):
                    args = list(primals)
                    args[i] = v
                    return op.impl(*args, **attrs)
                parts.append(jax.jvp(part, (primals[i],), (t,))[1])
            elif d is not None:
                parts.append(t * d)
        tangent = parts[0] if parts else jnp.zeros_like(out)
        for p in parts[1:]:
            tangent = tangent + p
        return out, tangent.astype(out.dtype)
    rule.symbolic_zeros = True
    return rule


def _rule(op, g):
    @with_primal
    def rule(primals, tangents, **attrs):
        x, = primals
        out = op.bind(freeze_attrs(attrs))(x)
        g_ = g(x, out, **attrs)
        if isinstance(g_, _Divisor):       # (XLA would take t / sqrt(d) as t * rsqrt(d))
            t = tangents[0] if g_.scale is None else tangents[0] * _c(g_.scale, out)
            return out, exact_divide(t, g_.d)
        if isinstance(g_, _ThenScaled):     # the tangent's order, reversed by its transpose
            return out, (tangents[0] * _c(g_.scale, out)) * g_.f
        return out, tangents[0] * g_
    return rule


@with_primal
def _gelu(primals, tangents, approximate):
    """``GeLU`` (the tanh form): ``GeLUGrad``'s factor in float32 on the CPU
    (``libm.gelu_tanh_grad``); the derivative of the implementation elsewhere, and for the
    erf form (2.10's is a composite of Div, Erf, Add and Mul, whose bprops it follows). 2.10's
    ``GeLUGrad`` has no bprop: a second derivative of the tanh form raises its RuntimeError."""
    op = get_op("gelu")
    x, = primals
    if not approximate:
        return jax.jvp(lambda v: op.impl(v, approximate=False), primals, tangents)
    out = op.impl(x, approximate=True)
    x = _GELU_GRAD(x)           # GeLUGrad has no bprop: a second derivative raises (measured)
    if x.dtype == jnp.float32 and jax.default_backend() == "cpu":
        return out, tangents[0] * gelu_tanh_grad(x)
    return out, jax.jvp(lambda v: op.impl(v, approximate=True), (x,), tangents)[1]


@with_primal
def _bce_with_logits(primals, tangents):
    """``BCEWithLogitsLoss``'s bprop (its CPU fallback ``BinaryCrossEntropyWithLogitsBackward``):
    ``dx = ((((y p + 1) - y) sigmoid(x) - y p) * dout) * w``, nnacl's sigmoid; ``dy = (x *
    -dout) * w`` without ``pos_weight`` (here: where it is 1), else ``((log(1 - s) - p log(s))
    * dout) * w``; written in reverse, as the transpose runs it. The weights take none
    (``ops``' callers stop them). The backward kernel has no bprop: a second derivative through
    ``dx`` raises 2.10's RuntimeError; ``dy``'s is a composite of differentiable ops."""
    x, y, w, pw = primals
    tx, ty = tangents[:2]
    out = get_op("bce_with_logits").impl(*primals)    # float32 for float16 x, float32 weights
    sigmoid, log = get_op("sigmoid").impl, get_op("log").impl
    parts = []
    if type(tx) is not SymbolicZero:
        # the backward kernel has no bprop: a second derivative through dx raises (measured)
        xk, yk, pk = (_BCE_GRAD(v) for v in (x, y, pw))
        s, yp = sigmoid(xk), yk * pk
        parts.append((tx * w) * (rounded_product((yp + _c(1, yp)) - yk, s, s) - yp))
    if type(ty) is not SymbolicZero:
        s = sigmoid(x)
        parts.append((ty * w) * jnp.where(pw == 1, -x, log(_c(1, s) - s) - pw * log(s)))
    if not parts:
        return out, jnp.zeros_like(out)
    tangent = parts[0] + parts[1] if len(parts) == 2 else parts[0]
    return out, tangent.astype(out.dtype)


_bce_with_logits.symbolic_zeros = True
_GELU_GRAD = no_bprop_input("GeLUGrad")
_BCE_GRAD = no_bprop_input("BinaryCrossEntropyWithLogitsBackward")


# rules that take the op's attributes and return ``(output, tangent)``
WITH_PRIMAL = {"gelu": _gelu, "bce_with_logits": _bce_with_logits}


def attach():
    """Set ``RULES`` as the ops' jvp rules (each op must have none of its own)."""
    for name, g in RULES.items():
        op = get_op(name)
        assert op.jvp is None, f"{name} already has a jvp rule"
        op.jvp = _rule(op, g)
    for name, rule in WITH_PRIMAL.items():
        op = get_op(name)
        assert op.jvp is None, f"{name} already has a jvp rule"
        op.jvp = rule
    for name, g in RULES2.items():
        op = get_op(name)
        assert op.jvp is None, f"{name} already has a jvp rule"
        op.jvp = _rule2(op, g)
