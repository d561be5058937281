"""Convolutions XLA's CPU backend runs slowly: grouped, depthwise, 1x1, small-output and
transposed ones.

XLA's CPU backend runs a convolution with ``feature_group_count > 1`` far below its dense speed,
and the weight gradient of one (a ``batch_group_count`` convolution) slower still. Measured on
jaxlib 0.10.2, 2 cores, ms of one jitted call, forward / input gradient / weight gradient, XLA's
convolution vs this module (``python -m benchmarks.grouped_conv``, session 48):

- depthwise 3x3, (16, 64, 28, 28): 38.4 / 75.5 / 50.0 vs 1.7 / 10.2 / 7.4
- depthwise 7x7, (8, 96, 56, 56): 226 / 469 / 536 vs 6.7 / 53.7 / 186
- depthwise 3x3, channel multiplier 2, (16, 32, 28, 28): 19.6 / 58.6 / 1209 vs 1.0 / 9.8 / 4.2
- 8 groups 3x3, (16, 128, 28, 28): weight gradient 1516 vs 99; 32 groups, (16, 256, 14, 14):
  2559 vs 26

So on the CPU backend:

- a depthwise convolution (one input channel per group, any channel multiplier) is the sum over
  the kernel's taps of a strided window of the zero-padded input times that tap's weights, one
  fused elementwise loop; its derivatives, derived by JAX, are elementwise too, plus one
  reduction per tap for the weight;
- any other grouped convolution stays XLA's for the output and the input gradient (those run
  near dense speed), and its weight tangent is written per tap as a matmul batched over the
  groups (``taps``), whose transpose, the weight gradient, is one batched matmul per
  tap instead of XLA's ``batch_group_count`` convolution.

A 1x1 convolution (groups 1, no padding; any stride, which is a strided slice first) is a
matmul over the channels (``pointwise``), which XLA's CPU backend runs as one dot: alone,
(16, 64, 32, 32) to 16 channels, 3.0 / 6.1 / 6.2 vs 1.6 / 2.5 / 2.8 ms; in W8, a MobileNet whose
1x1 layers make most of its FLOPs, inference 14.4 -> 10.1 ms and the training step 6-9% faster
(``docs/benchmarks.md``).

A convolution whose output is smaller than its kernel along some axis (a 3x3 layer on a 2x2 or
1x1 map: the last stage of a ResNet on small images, a strided layer down to 2x2) with weights of
at least 32 x 32 (``is_small_output``) is also computed per tap, one matmul each (``taps``): XLA
swaps such a convolution's operands and runs it at about 1 GFLOP/s. NHWC, 3x3, padding 1,
forward / input gradient / weight gradient ms, XLA's vs taps: (16, 2, 2, 512) to 512 channels
138 / 275 / 147 vs 3.9 / 5.8 / 7.4; (16, 4, 4, 256) stride 2 to 512: input gradient 42 vs 3.5;
5x5 padding 2 on (8, 4, 4, 128): 12.9 / 24.6 / 12.7 vs 2.4 / 3.9 / 5.7; with 16 x 16 weights
XLA's is faster (0.15 / 0.23 / 0.29 vs 0.22 / 0.51 / 0.36). mindcv's resnet18, one GRAPH_MODE
training step at (2, 3, 64, 64): 250 -> 62 ms. A tap whose window lies wholly in the padding is
left out (a 1x1 map padded by 1: only the centre tap of nine).

A transposed convolution (``conv_transpose``: an XLA convolution of the stride-dilated input)
has the mirror problems. Its weight gradient, whenever it is strided or grouped, is an XLA
convolution at 0.5-2 GFLOP/s; and on an input smaller than its kernel (a decoder's or a GAN
generator's first upsamplings) all three programs are. So on the CPU backend the weight tangent
of a strided or grouped one is written per tap (``transposed_taps``: each tap's matmul lands on
every stride-th output position, an interior-padded ``lax.pad``), whose transpose is one matmul
of a strided window of the output's cotangent per tap; one on an input smaller than its kernel
with weights of at least 32 x 32 (``is_small_input``) is taps throughout, the taps' matmuls as
one dot. NCHW, forward / input gradient / weight gradient ms, XLA's vs minicell's: (16, 512, 2,
2) stride 2 to 256 channels 37.0 / 41.5 / 59.3 vs 3.1 / 5.0 / 7.0; (16, 256, 7, 7) 4x4 stride
2 to 128: weight gradient 195 vs 15; 4 groups, stride 1, (8, 128, 16, 16): 141 vs 9.1.

Float16 and bfloat16 taps (and 1x1 products) are summed in float32 and rounded once, as a
convolution kernel accumulates. Other backends (cuDNN on GPUs) keep XLA's convolution
throughout.
"""
import itertools
import math

import jax
import jax.numpy as jnp
from jax import lax


SMALL_OUTPUT_MIN_WEIGHTS = 1024
# Taps (one matmul each) beyond which a small-output convolution stays XLA's: each tap is a
# kernel of its own, and a patch-embedding convolution (kernel = stride = 8, 16, ...) on a small
# map would be 64-256 of them. Measured, Conv2d(32, 32, 8, stride 8) on (2, 32, 16, 16): taps
# 12.3 / 16.4 s to compile (forward / gradient) and 1.0 ms a call, XLA's 0.58 / 0.87 s and 0.56
# ms (zoo38a, Segformer's first training step 375 s); the 3x3 and 5x5 layers the taps are for
# have 9 and 25.
SMALL_OUTPUT_MAX_TAPS = 25


def _cpu():
    return jax.default_backend() == "cpu"


def _on_cpu(groups):
    return groups > 1 and _cpu()


def is_depthwise(x, w, groups, last):
    """Whether the convolution of ``x`` by ``w`` (O, I/groups, k...) runs as taps here."""
    return w.shape[1] == 1 and x.shape[-1 if last else 1] == groups and _on_cpu(groups)


def is_small_output(x, w, stride, padding, dilation, groups, last):
    """Whether the (not depthwise) convolution of ``x`` by ``w`` runs as taps here: its output
    is smaller than its kernel along some spatial axis, its weight is not tiny (O x I/groups
    at least 1024 = 32 x 32; below that XLA's is as fast) and at most
    ``SMALL_OUTPUT_MAX_TAPS`` of its taps read the input (not only padding)."""
    if w.shape[0] * w.shape[1] < SMALL_OUTPUT_MIN_WEIGHTS or not _cpu():
        return False
    kernel = w.shape[2:]
    spatial = _spatial_out(x, kernel, stride, padding, dilation, last)
    if not any(n < k for n, k in zip(spatial, kernel)):
        return False
    first = x.ndim - len(kernel) - (1 if last else 0)
    taps_ = math.prod(sum(_in_range(x.shape[first + i], lo, k, n, s, d))
                      for i, (k, n, s, d, (lo, _))
                      in enumerate(zip(kernel, spatial, stride, dilation, padding)))
    return taps_ <= SMALL_OUTPUT_MAX_TAPS


def is_pointwise(w, padding, groups):
    """Whether the convolution by ``w`` (O, I/groups, k...) is a matmul here: a 1x1 kernel, no
    padding, one group."""
    return (groups == 1 and all(k == 1 for k in w.shape[2:])
            and all(lo == hi == 0 for lo, hi in padding) and _cpu())


def pointwise(x, w, stride, last):
    """The 1x1 convolution of ``x`` by ``w`` (O, I, 1...): the strided ``x`` times ``w`` over
    the channel axis, the output in ``x``'s layout."""
    strided = tuple(slice(None, None, s) for s in stride)
    x = x[(slice(None),) + strided] if last else x[(slice(None), slice(None)) + strided]
    acc = _accumulator(x.dtype)
    w2 = w.astype(x.dtype).reshape(w.shape[:2])
    if last:                                    # (N, spatial..., I) . (O, I) -> (N, spatial..., O)
        out = lax.dot_general(x, w2, (((x.ndim - 1,), (1,)), ((), ())),
                              preferred_element_type=acc)
    else:       # per sample (O, I) . (I, S) -> (O, S): the output in place, no transpose after
        n, c, spatial = x.shape[0], x.shape[1], x.shape[2:]
        wb = jnp.broadcast_to(w2, (n,) + w2.shape)
        out = lax.dot_general(wb, x.reshape(n, c, -1), (((2,), (1,)), ((0,), (0,))),
                              preferred_element_type=acc)
        out = out.reshape((n, w.shape[0]) + spatial)
    return out.astype(x.dtype)


def _accumulator(dtype):
    return jnp.float32 if dtype in (jnp.float16, jnp.bfloat16) else dtype


def _tap_weights(w, lead):
    """``{tap: w[:lead axes..., *tap]}`` for every tap of the kernel axes after the first
    ``lead``, taken by one split of the tap-major weight: the weight's cotangent is then one
    concatenation of the taps' (indexing per tap transposes to a weight-sized pad per tap, all
    summed: 16 pads of 8 MB for one 4x4 layer of 512 x 256)."""
    kernel = w.shape[lead:]
    count = math.prod(kernel)
    pieces = lax.split(jnp.moveaxis(w.reshape(w.shape[:lead] + (count,)), -1, 0), [1] * count)
    return {tap: piece[0] for tap, piece in
            zip(itertools.product(*(range(k) for k in kernel)), pieces)}


def _windows(x, kernel, stride, padding, dilation, last):
    """``(tap index, window)`` per kernel tap: the strided window of the zero-padded ``x`` that
    the tap's weight multiplies, shaped like the convolution's output (channels as in ``x``).
    A tap whose window lies wholly in the padding (it multiplies only zeros) is left out."""
    first = x.ndim - len(kernel) - (1 if last else 0)         # the first spatial axis
    config = [(0, 0, 0)] * x.ndim
    for i, (lo, hi) in enumerate(padding):
        config[first + i] = (lo, hi, 0)
    xp = lax.pad(x, jnp.zeros((), x.dtype), config)
    sizes = _spatial_out(x, kernel, stride, padding, dilation, last)
    real = [_in_range(x.shape[first + i], lo, k, n, s, d) for i, (k, n, s, d, (lo, _))
            in enumerate(zip(kernel, sizes, stride, dilation, padding))]
    for tap in itertools.product(*(range(k) for k in kernel)):
        if not all(r[j] for r, j in zip(real, tap)):
            continue
        start, limit, strides = [0] * x.ndim, list(xp.shape), [1] * x.ndim
        for i, (j, n, s, d) in enumerate(zip(tap, sizes, stride, dilation)):
            start[first + i], limit[first + i] = j * d, j * d + (n - 1) * s + 1
            strides[first + i] = s
        yield tap, lax.slice(xp, start, limit, strides)


def _in_range(size, lo, k, n, s, d):
    """Per tap ``j`` of a kernel axis of ``k`` taps: whether any of its ``n`` positions
    ``j * d + t * s - lo`` falls in ``[0, size)`` (for a convolution, the positions it reads in
    the input padded by ``lo``; for a transposed one, those it writes in the cropped output)."""
    return [any(lo <= j * d + t * s < lo + size for t in range(n)) for j in range(k)]


def _spatial_out(x, kernel, stride, padding, dilation, last):
    """The convolution's output sizes along the spatial axes of ``x``."""
    first = x.ndim - len(kernel) - (1 if last else 0)
    return [(x.shape[first + i] + lo + hi - d * (k - 1) - 1) // s + 1
            for i, (k, s, d, (lo, hi)) in enumerate(zip(kernel, stride, dilation, padding))]


def _output_shape(x, w, stride, padding, dilation, last):
    """The convolution's output shape (channels as ``w`` gives them, in ``x``'s layout)."""
    spatial = tuple(_spatial_out(x, w.shape[2:], stride, padding, dilation, last))
    return (x.shape[0],) + spatial + (w.shape[0],) if last else \
        (x.shape[0], w.shape[0]) + spatial


def _as_output(out, x, w, stride, padding, dilation, last):
    """The sum of the taps' terms, shaped (..., a, b) or (n, a, b, ...) with ``a * b`` the
    output channels, as the convolution's output in ``x``'s dtype; zeros when every tap was
    padding (``out`` None)."""
    if out is None:
        return jnp.zeros(_output_shape(x, w, stride, padding, dilation, last), x.dtype)
    shape, o = out.shape, w.shape[0]
    out = out.reshape(shape[:-2] + (o,) if last else (shape[0], o) + shape[3:])
    return out.astype(x.dtype)


def depthwise(x, w, stride, padding, dilation, last):
    """Depthwise convolution, ``w`` (C * m, 1, k...): output channel ``c * m + j`` is input
    channel ``c`` convolved with filter ``c * m + j``, as a grouped convolution orders them."""
    nd = w.ndim - 2
    c = x.shape[-1 if last else 1]
    m = w.shape[0] // c
    acc = _accumulator(x.dtype)
    wc = _tap_weights(w.astype(x.dtype).astype(acc).reshape((c, m) + w.shape[2:]), 2)
    out = None
    for tap, win in _windows(x, w.shape[2:], stride, padding, dilation, last):
        wt = wc[tap]                                                       # (c, m)
        win = win.astype(acc)
        term = win[..., None] * wt if last else win[:, :, None] * wt.reshape((c, m) + (1,) * nd)
        out = term if out is None else out + term
    return _as_output(out, x, w, stride, padding, dilation, last)


def taps(x, w, stride, padding, dilation, groups, last):
    """The convolution of ``x`` by ``w`` (O, I/groups, k...) as one matmul (batched over the
    groups) per kernel tap, summed: linear in each input, so JAX derives both gradients as
    matmuls too. The weight tangent of any grouped convolution on the CPU backend, and the whole
    convolution where XLA's would be slow (``is_small_output``)."""
    o, cg = w.shape[:2]
    og = o // groups
    acc = _accumulator(x.dtype)
    wg = _tap_weights(w.astype(x.dtype).reshape((groups, og, cg) + w.shape[2:]), 3)
    out = None
    for tap, win in _windows(x, w.shape[2:], stride, padding, dilation, last):
        wt = wg[tap]                                                       # (g, og, cg)
        if last:
            xg = win.reshape(win.shape[:-1] + (groups, cg))
            term = jnp.einsum("...gc,goc->...go", xg, wt, preferred_element_type=acc)
        else:
            xg = win.reshape((win.shape[0], groups, cg) + win.shape[2:])
            term = jnp.einsum("ngc...,goc->ngo...", xg, wt, preferred_element_type=acc)
        out = term if out is None else out + term
    return _as_output(out, x, w, stride, padding, dilation, last)


def is_small_input(x, w, last):
    """Whether the transposed convolution of ``x`` by ``w`` (I, O/groups, k...) runs as taps
    here: its input is smaller than its kernel along some spatial axis (the adjoint of a
    small-output convolution, as slow in XLA) and its weight is not tiny (as
    ``is_small_output``)."""
    if w.shape[0] * w.shape[1] < SMALL_OUTPUT_MIN_WEIGHTS or not _cpu():
        return False
    spatial = x.shape[1:-1] if last else x.shape[2:]
    return any(n < k for n, k in zip(spatial, w.shape[2:]))


def transposed_taps(x, w, stride, padding, dilation, groups, last, one_dot=False):
    """The transposed convolution of ``x`` by ``w`` (I, O/groups, k...), ``padding`` cropped
    from its full output (a negative ``hi`` extends it), as a matmul (batched over the groups)
    per kernel tap: the product lands on every ``stride``-th output position from the tap's
    offset (an interior-padded ``lax.pad``), and the taps' products are summed. Taps that land
    only in the cropped margin are left out. Linear in each input, so JAX derives both
    gradients as matmuls of strided windows of the output's cotangent.

    ``one_dot``: the taps' matmuls as one, their weights stacked tap-major (on a small input it
    runs as fast and compiles in half the time); separate matmuls suit a large input, whose
    stacked products would be many times the output. The whole of a transposed convolution on
    an input smaller than its kernel (``is_small_input``, one dot), and the weight tangent of
    a strided or grouped one on the CPU backend (per tap)."""
    i, og = w.shape[:2]
    cg, kernel = i // groups, w.shape[2:]
    acc = _accumulator(x.dtype)
    wg = _tap_weights(w.astype(x.dtype).reshape((groups, cg, og) + kernel), 3)
    first = x.ndim - len(kernel) - (1 if last else 0)
    sizes = x.shape[first:first + len(kernel)]
    outs = [(n - 1) * s + d * (k - 1) + 1 - lo - hi
            for n, k, s, d, (lo, hi) in zip(sizes, kernel, stride, dilation, padding)]
    lands = [_in_range(o, lo, k, n, s, d) for o, n, k, s, d, (lo, _)
             in zip(outs, sizes, kernel, stride, dilation, padding)]
    taps_ = [t for t in itertools.product(*(range(k) for k in kernel))
             if all(r[j] for r, j in zip(lands, t))]
    if not taps_:              # every tap lands in the cropped margin (or the output is empty)
        shape = list(x.shape)
        shape[-1 if last else 1] = groups * og
        shape[first:first + len(kernel)] = [max(o, 0) for o in outs]
        return jnp.zeros(shape, x.dtype)
    xg = x.reshape(x.shape[:-1] + (groups, cg) if last else
                   (x.shape[0], groups, cg) + sizes)
    spec = "...gc,tgco->t...go" if last else "ngc...,tgco->tngo..."
    weights = [wg[t] for t in taps_]                                      # (g, cg, og) each
    if one_dot:
        products = jnp.einsum(spec, xg, jnp.stack(weights), preferred_element_type=acc)
    else:
        products = [jnp.einsum(spec, xg, wt[None], preferred_element_type=acc)[0]
                    for wt in weights]
    out = None
    for tap, term in zip(taps_, products):
        term = term.reshape(term.shape[:-2] + (groups * og,) if last else
                            (x.shape[0], groups * og) + sizes)
        config = [(0, 0, 0)] * x.ndim
        for a, (j, n, o, s, d, (lo, _)) in enumerate(zip(tap, sizes, outs, stride, dilation,
                                                         padding)):
            start = j * d - lo                      # where the tap's first product lands
            config[first + a] = (start, o - 1 - start - (n - 1) * s, s - 1)
        term = lax.pad(term, jnp.zeros((), acc), config)
        out = term if out is None else out + term
    return out.astype(x.dtype)


def conv_transpose_jvp(conv_transpose, primals, tangents, attrs):
    """The tangent of ``conv_transpose(x, w, **attrs)``: ``conv_transpose(dx, w)`` plus the
    weight's term, written per tap (``transposed_taps``) for a strided or grouped one on the
    CPU backend, where XLA's weight gradient is a slow convolution (see the module); on a small
    input, where ``conv_transpose`` itself is taps, its own form."""
    (x, w), (dx, dw) = primals, tangents
    stride, groups = attrs["stride"], attrs["groups"]
    last = attrs.get("data_format", "NCHW") == "NHWC"
    if _cpu() and (groups > 1 or any(s > 1 for s in stride)) and not is_small_input(x, w, last):
        wterm = transposed_taps(x, dw, stride, attrs["padding"], attrs["dilation"], groups,
                                last)
    else:
        wterm = conv_transpose(x, dw, **attrs)
    return conv_transpose(dx, w, **attrs) + wterm


def conv_jvp(conv, primals, tangents, attrs):
    """The tangent of ``conv(x, w, **attrs)``: ``conv(dx, w)`` plus the weight's term, written
    per tap for a grouped convolution on the CPU backend (see the module)."""
    (x, w), (dx, dw) = primals, tangents
    groups = attrs["groups"]
    last = attrs.get("data_format", "NCHW") == "NHWC"
    if is_depthwise(x, w, groups, last) or not _on_cpu(groups):      # conv's own form
        return conv(dx, w, **attrs) + conv(x, dw, **attrs)
    return conv(dx, w, **attrs) + taps(x, dw, attrs["stride"], attrs["padding"],
                                       attrs["dilation"], groups, last)
