"""The input gradient of a depthwise convolution on the CPU backend, with its cotangent padded
once.

``cpu_conv.depthwise`` sums the kernel's taps: each tap is a window of the zero-padded input
times that tap's weights. JAX transposes that sum as follows. Each tap's product ``g * w_k``
is padded back into the padded input's frame, and the pads are added up: taps in reverse order,
each pad's border an exact +0. XLA fuses all of it into one loop. That loop evaluates the
cotangent ``g`` once per tap, at shifted positions. When ``g`` is an expression, it is
recomputed for every tap. In a MobileNet ``g`` is an expression: the gradient of the BatchNorm
after the convolution, under ReLU6's mask. Measured on a (16, 32, 32, 64) layer: 4.3 ms with
``g`` an expression of three arrays, against 0.73 ms with ``g`` an array (``/tmp/s76/perf76``).

Here the tangent in the input is one linear primitive, ``x_tangent_p``:

- In forward mode it is ``depthwise`` itself.
- Its transpose pads ``g`` once. XLA keeps that pad as an array and reads it once per tap.
  Each tap's term is a window of the pad times ``w_k``. Where that tap's pad had its border,
  the term is replaced by +0.

The products are the same, added in the same order (NaN and infinite weights, and the signs of
zeros, included). At XLA's O0 (the suite's level) the cotangents are JAX's transpose's bit for
bit. Each product is rounded before its addition (plus an opaque -0, as ``rounded_product``),
so at XLA's defaults the sum keeps those bits. JAX's transpose does not keep them there: LLVM
contracts some of its additions into FMAs, depending on how it compiles the pads. Over 857
shapes, JAX's transpose at the defaults equals its own O0 bits on 605, this sum on all 857.
Only depthwise convolutions with one filter per channel, float32 or float64, take this path;
other ones keep JAX's transpose.

W8 (``benchmarks``' mobilenet_train), GRAPH_MODE training step, interleaved minima of 25 steps
each at load 12: 151.9 -> 136.0 ms (0.90x; p10 0.90x, median 0.89x).
"""
import functools
import itertools
import math

import jax
import jax.numpy as jnp
import numpy as np
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from . import cpu_conv


def applies(x, w, attrs):
    """Whether the tangent of ``conv(x, w, **attrs)`` in ``x`` takes ``x_tangent``: a CPU
    depthwise convolution with one filter per channel, float32 or float64 (the products are
    ``x``'s dtype, no wider accumulator), a non-empty input and output, no negative padding."""
    last = attrs.get("data_format", "NCHW") == "NHWC"
    if not cpu_conv.is_depthwise(x, w, attrs["groups"], last):
        return False
    if w.shape[0] != attrs["groups"] or x.dtype not in (jnp.float32, jnp.float64):
        return False
    if not x.size or any(lo < 0 or hi < 0 for lo, hi in attrs["padding"]):
        return False
    out = cpu_conv._spatial_out(x, w.shape[2:], attrs["stride"], attrs["padding"],
                                attrs["dilation"], last)
    return all(n > 0 for n in out)


def x_tangent(dx, w, attrs):
    """``depthwise(dx, w)`` (``applies``), as ``x_tangent_p``: its transpose is ``_cotangent``."""
    return x_tangent_p.bind(dx, w, stride=tuple(attrs["stride"]),
                            padding=tuple(tuple(p) for p in attrs["padding"]),
                            dilation=tuple(attrs["dilation"]),
                            last=attrs.get("data_format", "NCHW") == "NHWC")


def conv_jvp(conv, primals, tangents, attrs):
    """``cpu_conv.conv_jvp``, with the input's term through ``x_tangent`` where it
    ``applies``."""
    (x, w), (dx, dw) = primals, tangents
    if applies(x, w, attrs):
        return x_tangent(dx, w, attrs) + conv(x, dw, **attrs)
    return cpu_conv.conv_jvp(conv, primals, tangents, attrs)


def _impl(t, w, *, stride, padding, dilation, last):
    return cpu_conv.depthwise(t, w, stride, padding, dilation, last)


def _tap_masks(size, lo, k, n, s, d):
    """Per tap ``j`` of one spatial axis: for each input position ``p``, whether the output
    position ``(p + lo - j * d) / s`` exists (a whole number in [0, n)); ``None`` where every
    position has one (the tap's pad leaves no border there)."""
    r = np.arange(size)[None, :] + lo - d * np.arange(k)[:, None]
    ok = (r >= 0) & (r <= (n - 1) * s) & (r % s == 0)
    return [None if row.all() else row for row in ok]


def _cotangent(g, x_shape, w, stride, padding, dilation, last):
    """The cotangent of ``depthwise``'s input ``x`` for output cotangent ``g``."""
    kernel = w.shape[2:]
    nd = len(kernel)
    first = 1 if last else 2
    sizes = x_shape[first:first + nd]
    outs = g.shape[first:first + nd]
    taps = [t for t in itertools.product(*(range(k) for k in kernel))
            if all(cpu_conv._in_range(x, lo, k, n, s, d)[j] for j, x, (lo, _), k, n, s, d
                   in zip(t, sizes, padding, kernel, outs, stride, dilation))]
    config, starts, masks = [(0, 0, 0)] * g.ndim, [], []
    for i, (x, (lo, _), k, n, s, d) in enumerate(zip(sizes, padding, kernel, outs, stride,
                                                       dilation)):
        a = max(0, (k - 1) * d - lo)                # so that every tap's window starts >= 0
        b = max(0, x - 1 + lo - (n - 1) * s)
        config[first + i] = (a, b, s - 1)
        starts.append([a + lo - j * d for j in range(k)])
        masks.append(_tap_masks(x, lo, k, n, s, d))
    gp = lax.pad(g, np.zeros((), g.dtype), config)
    c = w.shape[0]
    wk = w.astype(g.dtype).reshape((c, math.prod(kernel)))
    wshape = (c,) if last else (c,) + (1,) * nd
    spatial = (1,) + sizes + (1,) if last else (1, 1) + sizes
    zero = np.zeros((), g.dtype)
    acc = None
    for tap in reversed(taps):          # JAX's transpose adds the taps' pads last tap first
        start = [0] * g.ndim
        for i, j in enumerate(tap):
            start[first + i] = starts[i][j]
        window = lax.slice(gp, start, [s0 + x for s0, x in zip(start, x_shape)])
        weight = wk[:, np.ravel_multi_index(tap, kernel)].reshape(wshape)
        mask = _mask([m[j] for m, j in zip(masks, tap)], sizes, nd)
        term = _rounded_term(window, weight)
        if mask is not None:
            term = jnp.where(mask.reshape(spatial), term, zero)
        acc = term if acc is None else acc + term
    return acc


def _mask(rows, sizes, nd):
    """The product over the spatial axes of the per-axis masks (``None``: all true)."""
    if all(r is None for r in rows):
        return None
    full = np.ones(sizes, bool)
    for i, r in enumerate(rows):
        if r is not None:
            full &= r.reshape((1,) * i + (-1,) + (1,) * (nd - i - 1))
    return full


def _rounded_term(window, weight):
    """``window * weight`` rounded before the sum it joins: plus -0 made from the weight
    (``-|0 * min(|w|, 1)|``: NaN only where the weight is, which makes the product NaN anyway),
    which XLA cannot fold, so it contracts nothing into an FMA."""
    z = lax.neg(lax.abs(lax.mul(np.zeros((), weight.dtype),
                                lax.min(lax.abs(weight), np.ones((), weight.dtype)))))
    return window * weight + lax.stop_gradient(z)


def _abstract(t, w, *, stride, padding, dilation, last):
    return core.ShapedArray(cpu_conv._output_shape(t, w, stride, padding, dilation, last),
                            t.dtype)


def _jvp(primals, tangents, **params):
    tangents = [ad.instantiate_zeros(t) for t in tangents]
    return jax.jvp(functools.partial(_impl, **params), tuple(primals), tuple(tangents))


def _transpose(ct, t, w, *, stride, padding, dilation, last):
    assert ad.is_undefined_primal(t) and not ad.is_undefined_primal(w)
    if type(ct) is ad.Zero:
        return [ad.Zero(t.aval), None]
    return [_cotangent(ct, t.aval.shape, w, stride, padding, dilation, last), None]


def _batch(args, dims, **params):
    (t, w), (bt, bw) = args, dims
    if bw is not None or bt is None:            # a mapped weight: the plain function
        return jax.vmap(functools.partial(_impl, **params), in_axes=(bt, bw))(t, w), 0
    t = jnp.moveaxis(t, bt, 0)
    out = x_tangent_p.bind(t.reshape((-1,) + t.shape[2:]), w, **params)
    return out.reshape(t.shape[:2] + out.shape[1:]), 0


x_tangent_p = Primitive("ms_depthwise_x_tangent")
x_tangent_p.def_impl(_impl)
x_tangent_p.def_abstract_eval(_abstract)
mlir.register_lowering(x_tangent_p, mlir.lower_fun(_impl, multiple_results=False))
ad.primitive_jvps[x_tangent_p] = _jvp
ad.primitive_transposes[x_tangent_p] = _transpose
batching.primitive_batchers[x_tangent_p] = _batch
